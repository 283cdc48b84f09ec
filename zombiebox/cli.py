"""The command line. Every mistake (unknown game, bad option, missing file) is one
clear line on stderr and exit code 2."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import textwrap
from typing import Optional, Sequence

from .core import registry
from .core.bots import BotError
from .core.saves import SaveError
from .core.tiled import MapError


class UsageError(Exception):
    """A mistake on the command line: printed as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, not argparse's usage block
        raise UsageError(message)


def _pairs(values: Optional[list[str]], flag: str) -> dict[str, str]:
    out = {}
    for item in values or []:
        key, sep, value = item.partition("=")
        if not sep or not key or not value:
            raise UsageError(f"{flag} takes SIDE=VALUE, not {item!r}")
        out[key] = value
    return out


def _game(game_id: str):
    try:
        return registry.get(game_id)
    except registry.UnknownGame as exc:
        raise UsageError(str(exc)) from None


def _size(text: str) -> tuple[int, int]:
    from .ui.settings import window_size_problem  # no pygame: the limits live with the settings
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size takes WIDTHxHEIGHT, like 1280x800, not {text!r}") from None
    problem = window_size_problem(w, h)
    if problem:
        raise UsageError(f"--size {problem}")
    return w, h


def _seed(text: str) -> int:
    """A seed a save can record (a 64-bit integer)."""
    from .core.save_format import SEED_RANGE
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text[:40]!r}") from None
    if seed not in SEED_RANGE:
        raise argparse.ArgumentTypeError(
            f"a seed is a whole number from {SEED_RANGE.start} to {SEED_RANGE.stop - 1}")
    return seed


def _jobs(text: str) -> int:
    """--jobs: a whole number of processes, at least 1."""
    try:
        jobs = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes a number of processes, like 2, not {text!r}") from None
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {jobs}")
    return jobs


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="zombiebox", description="A table for five zombie board games.")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="open a game")
    play.add_argument("game")
    play.add_argument("--seed", type=_seed)
    play.add_argument("--seat", action="append", metavar="SIDE=human|bot", help="who plays a side (bot or a bot's name)")
    play.add_argument("--bot", action="append", metavar="SIDE=LEVEL",
                      help="a bot side's level: easy, normal (the game's bot), hard (1 s a move) or hard:N (N playouts)")
    play.add_argument("--load", metavar="FILE")
    play.add_argument("--position", metavar="FILE", help="start from a position file (the table's Ctrl+P writes one)")
    play.add_argument("--practice", action="store_true")

    sim = sub.add_parser("simulate", help="headless bot-vs-bot games")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--bot", action="append", metavar="SIDE=NAME",
                     help="a bot's name or a level: easy, normal, hard (1 s a move), hard:N (N playouts a move)")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE", help="a set-up option (level, players...)")
    sim.add_argument("--jobs", type=_jobs, default=os.cpu_count() or 1, metavar="J",
                     help="processes to play on (default: every core); the outcomes do not depend on it")
    sim.add_argument("--cluster", metavar="ADDRESS",
                     help="play on Dask: 'local' (a LocalCluster of J workers) or a scheduler's address")
    sim.add_argument("--json", action="store_true")

    duel = sub.add_parser("duel", help="two levels in one seat, on the same seeds: which is stronger")
    duel.add_argument("game")
    duel.add_argument("--seat", required=True)
    duel.add_argument("--a", required=True, metavar="LEVEL", help="easy, normal, hard, hard:N or a bot's name")
    duel.add_argument("--b", required=True, metavar="LEVEL")
    duel.add_argument("--games", type=int, required=True, help="seeds: each played once with A and once with B")
    duel.add_argument("--seed", type=_seed, default=1)
    duel.add_argument("--option", action="append", metavar="KEY=VALUE", help="a set-up option (level, players...)")
    duel.add_argument("--jobs", type=_jobs, default=1, metavar="J", help="processes to play on (default 1)")
    duel.add_argument("--cluster", metavar="ADDRESS",
                      help="play on Dask: 'local' (a LocalCluster of J workers) or a scheduler's address")
    duel.add_argument("--json", action="store_true")

    shot = sub.add_parser("screenshot", help="render the menu or a game state to a PNG")
    shot.add_argument("game", nargs="?")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=_seed, default=1)
    shot.add_argument("--steps", type=int, default=0)
    shot.add_argument("--size", default="1280x800", help="from 960x600 up to 8192x8192")
    shot.add_argument("--option", action="append", metavar="KEY=VALUE", help="a set-up option of the game")
    shot.add_argument("--json", action="store_true",
                      help="print the board's and the panels' rectangles and the board's share of the window")
    shot.add_argument("--lesson", metavar="GAME/N", help="a lesson at the table (--steps: the moves it asks, played)")

    learn = sub.add_parser("learn", help="lessons: open one, list them, or check that each plays as it says")
    learn.add_argument("game", nargs="?")
    learn.add_argument("number", nargs="?", metavar="N", help="the lesson's number (default: the first not done)")
    learn.add_argument("--list", action="store_true", help="every game's lessons with their sections")
    learn.add_argument("--json", action="store_true", help="--list as a JSON list of objects")
    learn.add_argument("--check", action="store_true", help="play the lessons headless; exit 1 if any fails")

    rep = sub.add_parser("replay", help="replay a save; print the outcome or the state")
    rep.add_argument("file")
    rep.add_argument("--to", type=int, metavar="STEP")
    rep.add_argument("--json", action="store_true")

    bench = sub.add_parser("bench", help="frame, decision and simulation speed; start-up time; memory")
    bench.add_argument("games", nargs="*", default=[])
    bench.add_argument("--json", action="store_true")

    rules = sub.add_parser("rules", help="print a rulebook (or one section) and the project's rulings")
    rules.add_argument("game")
    rules.add_argument("section", nargs="*", default=[])

    solve = sub.add_parser("solve", help="City of Zombies: every way the dice reach the targets")
    solve.add_argument("--dice", type=int, nargs="+", required=True)
    solve.add_argument("--items", nargs="*", default=[])
    solve.add_argument("--targets", type=int, nargs="*", default=[])
    solve.add_argument("--json", action="store_true", help="targets, ways and best plans for scripts")
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return _run(args)
    except UsageError as exc:
        print(f"zombiebox: {exc}", file=sys.stderr)
        return 2
    except SaveError as exc:
        print(f"zombiebox: {exc}", file=sys.stderr)
        return 2
    except MapError as exc:  # a board read at set-up
        print(f"zombiebox: a board map is broken: {exc.problems[0]}", file=sys.stderr)
        return 2
    except BotError as exc:  # simulate, bench: a bot's bug, said in one line, not a mistake of the caller's
        print(f"zombiebox: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl+C before a command could answer it itself (simulate says what finished)
        print("zombiebox: stopped by Ctrl+C", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `zombiebox replay save.json --json | head`: the reader left early
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 1


def _run(args: argparse.Namespace) -> int:
    if args.command is None:
        from .ui.app import run
        return run()
    return COMMANDS[args.command](args)


def cmd_play(args) -> int:
    game = _game(args.game)
    seats = {**_pairs(args.seat, "--seat"), **_pairs(args.bot, "--bot")}
    if args.load and args.position:
        raise UsageError("--load opens a saved game and --position a position: give one of them")
    options = game.rules.default_options()
    # a bad file is refused here, before a window opens; a save or a position has its own options
    # (households, players, scenario), and so its own sides
    if args.load:
        from .core.match import Match
        options = Match.load(args.load, expected_game=game.game_id).options
    if args.position:
        from .core.position import read_position
        options = read_position(args.position, expected_game=game.game_id).options
    known = game.rules.seats(options)
    for seat, who in seats.items():
        if seat not in known:
            raise UsageError(f"{game.game_id} has no side {seat!r}; sides: {', '.join(known)}")
        if who == "bot":
            seats[seat] = game.default_bot(seat)
        elif who != "human" and not game.has_bot(who):
            raise UsageError(f"--seat {seat}= takes human, bot or a bot name ({', '.join(game.bot_names())}), "
                             f"not {who!r}")
    from .ui.app import run
    return run(game.game_id, args.seed, seats, args.load, args.practice, args.position)


def _headless(args):
    """simulate's and duel's common ground: the game, its options, the processes, a progress bar."""
    game = _game(args.game)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    cores = os.cpu_count() or 1
    if args.jobs > cores and not args.cluster:  # more processes than cores only share them, each a Python
        print(f"zombiebox: --jobs {args.jobs} is more than the {cores} cores here; playing on {cores}", file=sys.stderr)
        args.jobs = cores
    try:
        options = game.rules.resolve_options(_pairs(args.option, "--option"))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return game, options, _progress_bar(args.games) if not args.json and sys.stderr.isatty() else None


def cmd_simulate(args) -> int:
    from .core.cluster import ClusterError
    from .core.simulate import Stopped, simulate
    game, options, progress = _headless(args)
    try:
        bots = _pairs(args.bot, "--bot")
        if args.cluster:
            from .core.cluster import simulate_on
            result = simulate_on(game, args.games, args.seed, bots, options, args.jobs, args.cluster, progress)
        else:
            result = simulate(game, args.games, args.seed, bots, options, progress=progress, jobs=args.jobs)
    except (ValueError, ClusterError) as exc:
        raise UsageError(str(exc)) from None
    except Stopped as stopped:  # Ctrl+C, or a worker process that died: what finished, in one line
        if progress:
            sys.stderr.write("\n")
        print(f"zombiebox: {stopped}", file=sys.stderr)
        return stopped.exit_code
    summary = {
        "game": game.game_id,
        "games": result.games,
        "seed": args.seed,
        "jobs": result.jobs,
        "outcomes": dict(sorted(result.outcomes.items())),
        "mean_decisions": round(result.decisions / result.games, 2),
        "games_per_s": round(result.games_per_s, 2),
        "decisions_per_s": round(result.decisions_per_s, 1),
    }
    if result.mean_score is not None:  # the games' Outcome scores (ATZ Glory Points, AvZ dead pile, ...)
        summary["mean_score"] = round(result.mean_score, 2)
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{game.name}: {result.games} games from seed {args.seed} ({', '.join(f'{k}={v}' for k, v in options.items()) or 'default options'})")
    width = max(len(label) for label in result.outcomes)
    for label, count in sorted(result.outcomes.items(), key=lambda kv: -kv[1]):
        print(f"  {label:<{width}}  {count:>6}  {100 * count / result.games:5.1f}%")
    if result.mean_score is not None:
        print(f"  mean score {summary['mean_score']} ({result.scored} games scored)")
    print(f"  {summary['mean_decisions']} decisions a game; {summary['games_per_s']} games/s; "
          f"{summary['decisions_per_s']} decisions/s on {result.jobs} process{'es' if result.jobs > 1 else ''}")
    return 0


def cmd_duel(args) -> int:
    from .core.cluster import ClusterError
    from .core.duel import check_duel, duel
    game, options, progress = _headless(args)
    try:
        check_duel(game, args.seat, args.a, args.b, options)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    try:   # a fault in a game's engine is not the user's mistake: it is not caught here
        result = duel(game, args.seat, args.a, args.b, args.games, args.seed, options, args.jobs, args.cluster,
                      progress)
    except ClusterError as exc:
        raise UsageError(str(exc)) from None
    summary = result.summary()
    if args.json:
        print(json.dumps(summary))
        return 0
    low, high = summary["interval95"]
    print(f"{game.name}, seat {args.seat}: {summary['games']} seeds from {args.seed}, each played with "
          f"{args.a} (A) and {args.b} (B); played on {summary['where']} in {summary['seconds']} s")
    print(f"  A wins {summary['a_wins']}, B wins {summary['b_wins']} (nobody won: A {summary['draws']['a']}, "
          f"B {summary['draws']['b']})")
    print(f"  A's win rate less B's: {summary['difference']:+.3f}, 95% interval [{low:+.3f}, {high:+.3f}]")
    score = summary["score_difference"]
    if score and score["interval95"]:
        print(f"  the game's score with A less with B: {score['mean']:+.3f}, 95% interval "
              f"[{score['interval95'][0]:+.3f}, {score['interval95'][1]:+.3f}]")
    for side, level in (("a", args.a), ("b", args.b)):
        ms = summary[f"{side}_move_ms"]
        print(f"  {level}: a move p50 {ms['p50']} ms, p99 {ms['p99']} ms ({ms['moves']} moves)")
    return 0


def _progress_bar(total: int):
    def show(done: int) -> None:
        filled = 30 * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
    return show


def cmd_screenshot(args) -> int:
    size = _size(args.size)
    options = lesson = None
    if args.lesson:
        if args.game or args.option:
            raise UsageError("--lesson sets up its own game: give no GAME or --option with it")
        game_id, _, number = args.lesson.partition("/")
        lesson = _lesson(game_id, number or "1")
    elif args.game:
        game = _game(args.game)
        try:
            options = game.rules.resolve_options(_pairs(args.option, "--option"))
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    elif args.option:
        raise UsageError("--option sets up a game: name the game too")
    if args.steps < 0:
        raise UsageError("--steps must be 0 or more")
    if not args.out.lower().endswith(".png"):
        raise UsageError(f"--out names the PNG to write, like menu.png, not {args.out!r}")
    from .ui.screenshot import screenshot
    try:
        where = screenshot(args.out, args.game, args.seed, args.steps, size, options, lesson)
    except OSError as exc:
        where = f" ({exc.filename})" if exc.filename and str(exc.filename) != args.out else ""
        raise UsageError(f"cannot write {args.out}: {exc.strerror or exc}{where}") from None
    print(json.dumps({"out": args.out, **where}) if args.json else args.out)
    return 0


def _lessons_of(game_id: Optional[str]) -> list[str]:
    """The games a `learn --list` or `--check` covers: the one named, else every game with lessons."""
    from .core.lesson import lesson_paths
    if game_id:
        game = _game(game_id)
        if not lesson_paths(game.game_id):
            raise UsageError(f"{game.name} has no lessons yet")
        return [game.game_id]
    return [g for g in registry.registered() if lesson_paths(g)]


def _lesson(game_id: str, number: Optional[str]):
    """The lesson numbered `number` of the game's path (None: the first not done yet)."""
    from .core.lesson import each_lesson
    from .ui.lesson_progress import read_progress
    path = each_lesson(_lessons_of(game_id)[0])
    if number is None:
        lesson = read_progress().first_not_done([l for l in path if not isinstance(l, Exception)])
        if lesson is None:
            raise path[0]
        return lesson
    if not number.isdigit() or not 1 <= int(number) <= len(path):
        raise UsageError(f"{game_id} has {len(path)} lessons: N is a number from 1 to {len(path)}, not {number!r}")
    lesson = path[int(number) - 1]
    if isinstance(lesson, Exception):   # a broken file: its one line, exit 2
        raise lesson
    return lesson


def cmd_learn(args) -> int:
    if args.json and not args.list:
        raise UsageError("--json goes with --list")
    if args.list or args.check:
        if args.number is not None:
            raise UsageError(f"--{'list' if args.list else 'check'} covers a whole path: give no lesson number")
        return learn_list(args.game, args.json) if args.list else learn_check(args.game)
    if not args.game:
        raise UsageError("learn takes a GAME (and a lesson number), or --list, or --check")
    lesson = _lesson(args.game, args.number)
    from .ui.app import run
    return run(lesson=lesson)


def learn_list(game_id: Optional[str], as_json: bool) -> int:
    from .core.lesson import each_lesson
    from .ui.lesson_progress import read_progress
    progress = read_progress()
    rows = []
    for gid in _lessons_of(game_id):
        for number, lesson in enumerate(each_lesson(gid), 1):
            if isinstance(lesson, Exception):
                rows.append({"game": gid, "number": number, "error": str(lesson)})
            else:
                rows.append({"game": gid, "number": number, "name": lesson.name, "title": lesson.title,
                             "section": lesson.section, "real_game": lesson.real_game is not None,
                             "done": progress.has(lesson)})
    if as_json:
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    if progress.note:
        print(f"zombiebox: {progress.note}", file=sys.stderr)
    game = None
    for row in rows:
        if row["game"] != game:
            game = row["game"]
            print(f"{registry.get(game).name} ({game}): zombiebox learn {game} N")
        said = row.get("error") or f"{row['title']}  [{row['section']}]" + ("  (done)" if row["done"] else "")
        print(f"  {row['number']:>2}. {said}")
    if not rows:
        print("No lessons yet.")
    return 0


def learn_check(game_id: Optional[str]) -> int:
    """Every lesson read and played headless (core.lesson.rehearse): each problem on a line of its own."""
    from .core.lesson import each_lesson, rehearse
    from .core.words import plural
    problems, count = [], 0
    for gid in _lessons_of(game_id):
        for lesson in each_lesson(gid):
            count += 1
            found = [str(lesson)] if isinstance(lesson, Exception) else [f"{gid}/{p}" for p in rehearse(lesson)]
            problems += found
    for problem in problems:
        print(problem)
    print(f"{plural(count, 'lesson')} checked: " + (plural(len(problems), "problem") if problems
                                                     else "each plays as it says"))
    return 1 if problems else 0


def cmd_replay(args) -> int:
    from .core.match import Match
    match = Match.load(args.file)
    if args.to is not None:
        if not 0 <= args.to <= len(match.steps):
            raise UsageError(f"--to must be between 0 and {len(match.steps)} (the save has {len(match.steps)} steps)")
        match.rewind(args.to)
    outcome = match.outcome
    rules = match.rules
    if args.json:
        print(json.dumps({
            "game": match.game.game_id, "seed": match.seed, "step": len(match.steps),
            "to_move": match.to_move,
            "outcome": None if outcome is None else {"label": outcome.label, "winners": list(outcome.winners),
                                                     "score": outcome.score},
            "state": rules.encode(match.state),
        }))
        return 0
    print(f"{match.game.name}, seed {match.seed}, step {len(match.steps)}")
    for step_no, event in match.log[-10:]:
        print(f"  {step_no:>4}  {event.text}  [{event.rule}]")
    if outcome is not None:
        print(f"Outcome: {outcome.label}" + (f" (score {outcome.score})" if outcome.score is not None else ""))
    else:
        print(f"{match.to_move} to move: {rules.prompt(match.state)}")
    return 0


def cmd_bench(args) -> int:
    from .bench import bench
    ids = args.games or registry.registered()
    games = [_game(g) for g in ids]
    report = bench(games, progress=None if args.json else print)
    if args.json:
        print(json.dumps(report))
    return 0


def cmd_rules(args) -> int:
    from .core.rulebook import rulebook_for, rulings_citing
    try:
        book = rulebook_for(args.game)
    except registry.UnknownGame as exc:
        raise UsageError(str(exc)) from None
    if args.section:
        wanted = " ".join(args.section)
        section = book.find(wanted)
        if section is None:
            keys = dict.fromkeys(s.key for s in book.sections if s.key != "intro")  # "6.4" twice in AvZ: once
            raise UsageError(f"{book.title} has no section {wanted!r}; sections: {', '.join(keys)}")
        print(section.text)
        rulings = "\n".join(rulings_citing(book.rulings, section.key))
        print(f"\n--- zombiebox rulings on [{section.key}] ---\n{readable(rulings)}" if rulings
              else f"\n(no zombiebox ruling cites [{section.key}])")
    else:
        print(book.text())
        if book.rulings:
            print("\n--- zombiebox rulings ---\n" + readable(book.rulings))
    return 0


def readable(markdown: str) -> str:
    """The rulings' light markdown as terminal text: no ** # or backticks, headings on their own
    line, bullets wrapped to the terminal (at most 100 columns) under their first word."""
    from .core.rulebook import paragraphs
    width = min(100, shutil.get_terminal_size((100, 24)).columns)
    out = []
    for text, heading in paragraphs(markdown):
        if heading:
            out += ["", text, "-" * min(width, len(text))]
        else:
            out.append(textwrap.fill(text, width, subsequent_indent="  " if text.startswith("• ") else ""))
    return "\n".join(out).strip("\n")


def cmd_solve(args) -> int:
    try:
        answers = solve_answers(args.dice, args.items, args.targets)
        print(json.dumps(answers, ensure_ascii=False) if args.json else solve_report(answers))
    except ImportError:
        raise UsageError("the City of Zombies solver is not installed in this build") from None
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return 0


# --- `zombiebox solve`: the City of Zombies solver's answers in words ----------------------------

def _spans(values: list[int]) -> str:
    """1 2 3 5 7 8 -> 1-3, 5, 7-8 (negative numbers with a proper minus sign)."""
    out, start = [], None
    for v, nxt in zip(values, values[1:] + [None]):
        start = v if start is None else start
        if nxt != v + 1:
            out.append(_number(start) if start == v else f"{_number(start)} to {_number(v)}")
            start = None
    return ", ".join(out)


def _number(v: int) -> str:
    from .games.coz.expression import MINUS
    return str(v).replace("-", MINUS)


def solve_answers(dice: list[int], items: list[str], targets: list[int]) -> dict:
    """What `zombiebox solve --dice 2 3 6 [--items ...] [--targets 4 9 12 2 3 6]` finds, as data (`--json`):
    the values all the dice make, each target's ways (the simplest with each set of dice) and the best
    plans. An expression is given in the solver's syntax (`expr`, dice as d0 d1 d2 in the order given)
    and as people write it (`said`)."""
    if not 1 <= len(dice) <= 3 or any(not 1 <= d <= 6 for d in dice):
        raise ValueError("give one to three Battle Dice, each 1-6")
    from .games.coz import solver          # (imported when asked: the other commands never need it)
    from .games.coz.expression import evaluate, pretty
    from .games.coz.solver_tables import ITEM_LIMIT
    tools = solver.tools_from_words(items)
    pairs = tuple(enumerate(dice))
    numbers = dict(pairs)

    def way(used: tuple[int, ...], expr: str, strength: int) -> dict:
        use = evaluate(expr, numbers, dict(tools.heroes))[1]
        if not (use.energy or use.binoculars or use.heroes):    # a plan's hit, said the simplest way
            expr = solver.simplest(pairs, used, strength, tools) or expr
        return {"dice": list(used), "expr": expr, "said": pretty(expr, numbers)}

    full = solver.values_made(pairs, tools)
    board = tuple((f"t{i}", s, 1.0) for i, s in enumerate(targets))
    return {
        "dice": dice, "items": [solver.ITEM_WORDS[w] for w in items],
        "made": sorted(v for v in full if -ITEM_LIMIT <= v <= ITEM_LIMIT), "item_limit": ITEM_LIMIT,
        "targets": list(dict.fromkeys(targets)),
        "ways": {str(s): [way(used, expr, s) for used, expr in solver.ways(pairs, s, tools)]
                 for s in dict.fromkeys(targets)},
        "best": [{"hits": [dict(way(h.dice, h.expr, targets[int(h.target[1:])]), target=targets[int(h.target[1:])])
                           for h in a.hits]}
                 for a in (solver.assignments(pairs, board, tools, limit=5) if targets else ())],
    }


def solve_report(answers: dict) -> str:
    """`solve_answers` in words."""
    dice, made, limit = answers["dice"], set(answers["made"]), answers["item_limit"]
    every = "the die" if len(dice) == 1 else f"all {len(dice)} dice"
    lines = [f"Battle Dice: {'  '.join(map(str, dice))}     Items held: {', '.join(answers['items']) or 'none'}"]
    inside = [v for v in range(-50, 101) if v in made]
    missed = [v for v in range(-50, 101) if v not in made]
    listed = (f"every number except {_spans(missed)}." if 0 < len(missed) <= len(inside) else "every one."
              if not missed else f"only {_spans(inside)}." if inside else "none.")
    lines.append(f"Using {every}: {len(made)} of the numbers from {_number(-limit)} to {limit} can be made. "
                 f"From {_number(-50)} to 100: {listed}")
    if not answers["targets"]:
        return "\n".join(lines)
    lines += ["", "Ways to make each Zombie's Strength, the simplest with each set of dice (* = uses every die):"]
    for strength in answers["targets"]:
        shown = dict.fromkeys(f"{w['said']}{'*' if len(w['dice']) == len(dice) else ''}"
                              for w in answers["ways"][str(strength)])
        text = "   ".join(shown)                   # dice alike make the same ways: each is said once
        lines.append(f"  {_number(strength):>4}:  {text or 'no way with these dice'}")
    best = answers["best"]
    lines += ["", f"Best plans using {every} (CoZ STEP 2: every die is used, or the turn is missed):" if best else
              f"No way to use {every} on these Zombies: the turn would be missed."]
    for rank, plan in enumerate(best, 1):
        hits = ";  ".join(f"{h['said']} = {_number(h['target'])}" for h in plan["hits"])
        n = len(plan["hits"])
        lines.append(f"  {rank}. {n} Zombie{'s' if n > 1 else ''} defeated:  {hits}")
    return "\n".join(lines)


COMMANDS = {
    "play": cmd_play,
    "simulate": cmd_simulate,
    "duel": cmd_duel,
    "screenshot": cmd_screenshot,
    "replay": cmd_replay,
    "bench": cmd_bench,
    "rules": cmd_rules,
    "solve": cmd_solve,
    "learn": cmd_learn,
}
