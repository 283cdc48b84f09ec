"""`zombiebox bench`: speed and memory, measured rather than guessed.

Per game: the scene's frame time on a full board (p50/p99), the default bots'
decision time (p50/p99), headless games per second, Hard's playouts a second, and the share of a core the
app uses left alone at a quiet table and at the game-over screen (idle_cpu_pct).
Once: start-up time to the first menu frame (in a fresh process), the idle share
at the main menu, and this process's peak memory.
"""
from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import time
from typing import Callable, Optional

from .core.rules import Game
from .core.simulate import simulate

SIM_SECONDS = 3.0  # how long to play headless games for the games/s figure
SEARCH_SECONDS = 2.0  # how long Hard searches one decision for the simulations/s figure
LARGE = (1920, 1080)  # the largest window the frame targets are held at (1280x800 is the other)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def games_per_second(game: Game) -> tuple[float, list[float]]:
    """Play games for about SIM_SECONDS; returns (games/s, decision times in ms)."""
    played, elapsed, seed = 0, 0.0, 1
    while elapsed < SIM_SECONDS:
        result = simulate(game, 1, seed)
        played += 1
        elapsed += result.seconds
        seed += 1
    timed = simulate(game, min(played, 20), 1, time_decisions=True)
    return played / elapsed, timed.decision_ms


def search_speed(game: Game) -> float:
    """Hard's playouts a second (`simulations_per_s`): one search of SEARCH_SECONDS at the game's bench
    position (its first decision with a choice from there)."""
    from .core.search import SearchBot
    from .ui.headless import bot_played
    options, seed, steps = game.bench_state() if game.bench_state else ({}, 1, 20)
    match = bot_played(game.game_id, seed, steps, options)
    while len(match.legal_actions()) < 2:
        seat = match.to_move
        if seat is None:   # over before a choice: the game's opening instead
            match = bot_played(game.game_id, seed, 0, options)
            continue
        match.play(match.bot_choice(game.make_bot(game.default_bot(seat), seat)).action)
    bot = SearchBot(game, match.to_move, simulations=10**9, seconds=SEARCH_SECONDS)
    start = time.perf_counter()
    match.bot_choice(bot)
    return bot.simulated / (time.perf_counter() - start)


def startup_seconds() -> float:
    """Median of three fresh processes: wall time from launch (interpreter, imports,
    window) to the first menu frame on screen, as a player waits for it."""
    code = "import time; from zombiebox.ui.bench import first_menu_frame; first_menu_frame(); print(time.time())"
    runs = []
    for _ in range(3):
        launched = time.time()  # wall clock: the child's clock is a different process's
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        runs.append(float(out.stdout.strip().splitlines()[-1]) - launched)
    return statistics.median(runs)


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KiB


def bench(games: list[Game], progress: Optional[Callable[[str], None]] = None) -> dict:
    from .ui.bench import frame_times_ms, idle_cpu_pct
    say = progress or (lambda _text: None)
    report: dict = {"startup_s": round(startup_seconds(), 3), "games": {}}
    say(f"start-up to the menu: {report['startup_s']} s (median of 3 fresh processes)")
    for game in games:
        frames = frame_times_ms(game.game_id)
        large = frame_times_ms(game.game_id, size=LARGE)   # the look's targets hold at both sizes (issue 33)
        per_s, decisions = games_per_second(game)
        row = {
            "frame_ms_p50": round(percentile(frames, 50), 3),
            "frame_ms_p99": round(percentile(frames, 99), 3),
            "frame_1920x1080_ms_p50": round(percentile(large, 50), 3),
            "frame_1920x1080_ms_p99": round(percentile(large, 99), 3),
            "decision_ms_p50": round(percentile(decisions, 50), 4),
            "decision_ms_p99": round(percentile(decisions, 99), 4),
            "games_per_s": round(per_s, 2),
            "simulations_per_s": round(search_speed(game), 1),
        }
        report["games"][game.game_id] = row
        say(f"{game.name}: frame p50 {row['frame_ms_p50']} ms, p99 {row['frame_ms_p99']} ms "
            f"(1920x1080: p50 {row['frame_1920x1080_ms_p50']} ms, p99 {row['frame_1920x1080_ms_p99']} ms); "
            f"bot decision p50 {row['decision_ms_p50']} ms, p99 {row['decision_ms_p99']} ms; "
            f"{row['games_per_s']} games/s headless; Hard's search {row['simulations_per_s']} simulations/s")
        if game.bench_figures:
            figures = game.bench_figures()
            row.update(figures)
            say(f"{game.name}: " + ", ".join(f"{key} {value}" for key, value in figures.items()))
    # the idle figures last: the frame times above are taken in a process as it was before them
    report["idle_cpu_pct"] = idle_cpu_pct()
    say(f"left alone at the menu: {report['idle_cpu_pct']['menu']}% of a core")
    for game in games:
        idle = report["games"][game.game_id]["idle_cpu_pct"] = idle_cpu_pct(game.game_id)
        say(f"{game.name} left alone: {idle['table']}% of a core at a quiet table, "
            f"{idle['game_over']}% at the game-over screen")
    report["peak_rss_mb"] = round(peak_rss_mb(), 1)
    say(f"peak memory: {report['peak_rss_mb']} MB")
    return report
