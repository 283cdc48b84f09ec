"""Headless bot-vs-bot games: the engine of `zombiebox simulate` and `bench`.

Game i of a run is played from seed + i whatever process plays it, so a run split over J
processes counts the same outcomes as one process does: the seed range is cut into chunks,
each chunk is played where a worker is free, and the chunks' counts are merged in seed order.
Workers are started with "spawn" on every platform (no fork of a process that may hold a
window or threads); everything they are sent is plain data, and a worker finds the game
again by its id, or by the module that defines it for a game only a test registered.

The workers live and die with the run: one that dies stops it (`Stopped`, naming how), they
ignore Ctrl+C (the run answers it once: `Stopped` with the games finished), and a worker whose
parent is gone (killed, even by SIGKILL) exits rather than play on orphaned.
"""
from __future__ import annotations

import hashlib
import importlib
import json
import multiprocessing
import os
import signal
import threading
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import repeat
from multiprocessing.connection import wait
from operator import is_
from typing import Callable, Optional

from . import registry
from .actions import Action, IllegalAction
from .bots import BotError, Choice
from .dice import Dice
from .rules import Game

MAX_DECISIONS = 100_000


@dataclass
class SimResult:
    games: int = 0
    outcomes: Counter = field(default_factory=Counter)
    decisions: int = 0
    score_total: int = 0  # the sum of the scores of the games whose Outcome has one
    scored: int = 0       # ... and how many they are
    seconds: float = 0.0
    jobs: int = 1  # the processes that played
    decision_ms: list[float] = field(default_factory=list)  # filled when timing decisions

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def mean_score(self) -> Optional[float]:
        """The mean of the Outcome scores (Glory Points, saved survivors...), None if no game had one."""
        return self.score_total / self.scored if self.scored else None

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0


def checked(game: Game, state, actions: list[Action], choice: Choice, seed: int, step: int) -> Action:
    """The bot's pick as the rules take it, checked like a person's: a listed action at once, else
    `check`'s canonical form; a pick the rules refuse stops the run, saying where and why."""
    if any(map(is_, actions, repeat(choice.action))) or choice.action in actions:  # the very object first: cheaper
        return choice.action
    try:
        return game.rules.check(state, choice.action)
    except IllegalAction as exc:
        raise BotError(f"{game.game_id} seed {seed}, step {step}: the {game.rules.to_move(state)} bot picked "
                       f"'{choice.action}', which the rules refuse: {exc.reason} ({exc.rule})") from None


def seat_bots(game: Game, options: dict, chosen: Optional[dict[str, str]] = None) -> dict[str, str]:
    """Bot name per seat: what the caller chose, else the game's default bot for that seat."""
    seats = game.rules.seats(options)
    chosen = dict(chosen or {})
    unknown = set(chosen) - set(seats)
    if unknown:
        raise ValueError(f"{game.game_id} has no seat {', '.join(sorted(unknown))}; seats: {', '.join(seats)}")
    for seat, name in chosen.items():
        if not game.has_bot(name):
            raise ValueError(f"{game.game_id} has no bot {name!r}; bots: {', '.join(game.bot_names())}")
    return {seat: chosen.get(seat, game.default_bot(seat)) for seat in seats}


def play_game(game: Game, seed: int, bots: dict[str, str], options: Optional[dict] = None,
              time_decisions: Optional[list[float]] = None, timed_seat: Optional[str] = None,
              own_cups: bool = False):
    """One game from `seed`, each seat played by its bot; returns (outcome, decisions). `time_decisions`
    gets each decision's time in ms (only `timed_seat`'s, if named); with `own_cups` every seat's bot
    draws from its own dice, so what one seat's bot draws never shifts another's (a duel's pairs)."""
    rules = game.rules
    options = rules.resolve_options(options)
    dice = Dice(seed)
    if own_cups:
        cups = {seat: Dice(seed).fork(2 + i) for i, seat in enumerate(bots)}
    else:
        cups = dict.fromkeys(bots, Dice(seed).fork(1))
    players = {seat: game.make_bot(name, seat) for seat, name in bots.items()}
    state = rules.setup(options, dice)
    decisions = 0
    clock = time.perf_counter
    while decisions < MAX_DECISIONS:
        seat = rules.to_move(state)
        if seat is None:
            return rules.outcome(state), decisions
        actions = rules.legal_actions(state)
        if time_decisions is not None and timed_seat in (None, seat):
            start = clock()
            choice = players[seat].choose(rules, state, actions, cups[seat])
            time_decisions.append((clock() - start) * 1000)
        else:
            choice = players[seat].choose(rules, state, actions, cups[seat])
        decisions += 1
        rules.apply(state, checked(game, state, actions, choice, seed, decisions), dice)
    raise RuntimeError(f"{game.game_id} seed {seed}: no outcome after {MAX_DECISIONS} decisions")


CHUNKS_PER_JOB = 8  # small enough chunks that one slow stretch of seeds does not leave a core idle


class Stopped(Exception):
    """A run that ended before its last game, in one line saying why and what finished; `result`
    holds the finished games (seeds seed .. seed + result.games - 1) and `exit_code` the CLI's code."""

    def __init__(self, message: str, result: SimResult, exit_code: int):
        super().__init__(message)
        self.result, self.exit_code = result, exit_code


class WorkerLost(Exception):
    """A worker process ended in the middle of a run."""


def simulate(game: Game, games: int, seed: int = 1, bots: Optional[dict[str, str]] = None,
             options: Optional[dict] = None, time_decisions: bool = False,
             progress: Optional[Callable[[int], None]] = None, jobs: int = 1) -> SimResult:
    """Play `games` games from seeds seed .. seed+games-1 on `jobs` processes (1: this one).
    Ctrl+C or a worker that dies raises Stopped."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    options = game.rules.resolve_options(options)
    bots = seat_bots(game, options, bots)
    result = SimResult()
    start = time.perf_counter()
    result.jobs = jobs = min(jobs, games)
    try:
        if jobs == 1:
            _play_range(game, range(seed, seed + games), bots, options, time_decisions, result, progress)
        else:
            task = (game.game_id, type(game.rules).__module__, bots, options, time_decisions)
            _play_on_processes(task, _split(range(seed, seed + games), jobs * CHUNKS_PER_JOB), jobs, result, progress)
    except KeyboardInterrupt:
        raise Stopped(_stopped("stopped by Ctrl+C", result, games, seed), result, 130) from None
    except WorkerLost as lost:
        raise Stopped(_stopped(str(lost), result, games, seed), result, 1) from None
    result.seconds = time.perf_counter() - start
    return result


def _stopped(why: str, result: SimResult, games: int, seed: int) -> str:
    if not result.games:
        return f"{why}; none of the {games} games finished"
    finished = ", ".join(f"{label} {count}" for label, count in sorted(result.outcomes.items()))
    return f"{why}; {result.games} of {games} games finished (seeds {seed}..{seed + result.games - 1}: {finished})"


def _play_range(game: Game, seeds: range, bots: dict[str, str], options: dict, time_decisions: bool,
                into: SimResult, progress: Optional[Callable[[int], None]] = None) -> SimResult:
    """The games from `seeds`, each counted `into` the result as it ends."""
    timings = into.decision_ms if time_decisions else None
    for seed in seeds:
        outcome, decisions = play_game(game, seed, bots, options, timings)
        into.outcomes[outcome.label] += 1
        if outcome.score is not None:
            into.score_total += outcome.score
            into.scored += 1
        into.decisions += decisions
        into.games += 1
        if progress:
            progress(into.games)
    return into


def _play_on_processes(task: tuple, chunks: list[range], jobs: int, result: SimResult,
                       progress: Optional[Callable[[int], None]]) -> None:
    """The chunks played on `jobs` spawned workers, each sent the next chunk when it sends back the
    counts of one, merged into `result` in seed order. Every worker is gone when this returns or raises."""
    context = multiprocessing.get_context("spawn")
    links, workers = [], {}
    try:
        with _ctrl_c_ignored():  # the workers start with Ctrl+C ignored: this process answers it
            for _ in range(jobs):
                link, theirs = context.Pipe()
                worker = context.Process(target=_serve, args=(task, theirs), daemon=True)
                worker.start()
                theirs.close()  # the worker holds the only other end: its death is the link's end
                links.append(link)
                workers[link] = worker
        to_send = iter(enumerate(chunks))
        for link in links:
            link.send(next(to_send, None))
        parts: dict[int, SimResult] = {}
        playing, merged = list(links), 0
        while merged < len(chunks):
            for link in wait(playing):
                job = next(to_send, None)
                index, part = _swap(link, workers[link], job)
                parts[index] = part
                if job is None:
                    playing.remove(link)
            while merged in parts:
                _merge(result, parts.pop(merged))
                merged += 1
                if progress:
                    progress(result.games)
    finally:
        for worker in workers.values():
            if worker.is_alive():
                worker.kill()
            worker.join()
        for link in links:
            link.close()


def _merge(total: SimResult, part: SimResult) -> None:
    total.games += part.games
    total.outcomes.update(part.outcomes)
    total.decisions += part.decisions
    total.score_total += part.score_total
    total.scored += part.scored
    total.decision_ms.extend(part.decision_ms)


def _split(seeds: range, parts: int) -> list[range]:
    """`seeds` cut into at most `parts` consecutive ranges of near-equal length."""
    size, extra = divmod(len(seeds), parts)
    out, start = [], seeds.start
    for i in range(min(parts, len(seeds))):
        stop = start + size + (1 if i < extra else 0)
        out.append(range(start, stop))
        start = stop
    return out


def _swap(link, worker, job) -> tuple[int, SimResult]:
    """A chunk's (index, counts) from a worker that has finished one, and its next job (None: stop) sent.
    The worker's own error is raised here; its death (no word, a closed pipe) is WorkerLost."""
    try:
        sent = link.recv()
        if not isinstance(sent, BaseException):
            link.send(job)
    except (EOFError, ConnectionError):
        raise WorkerLost(_ended(worker)) from None
    if isinstance(sent, BaseException):  # a broken map, a game that never ends...
        raise sent
    return sent


@contextmanager
def _ctrl_c_ignored():
    """Ctrl+C ignored meanwhile, and so by the processes started meanwhile from their first instruction
    (they inherit it); only the main thread may change it, and only it hears Ctrl+C."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    answer = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, answer)


def _ended(worker) -> str:
    worker.join(5)
    code = worker.exitcode
    how = (f"killed by {signal.Signals(-code).name}" if code is not None and code < 0
           else f"exit code {code}" if code is not None else "its pipe closed")
    return f"a simulation process (pid {worker.pid}) ended: {how}"


def _serve(task: tuple, link) -> None:
    """A worker (a top-level function: a spawned worker finds it by its name): plays each chunk of seeds
    it is sent and sends back their counts, until it is sent None; an error of its own is sent back."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the run's to answer, however it was started
    threading.Thread(target=_exit_with_parent, daemon=True).start()
    try:
        game_id, module, bots, options, time_decisions = task
        game = _find_game(game_id, module)
        while (job := link.recv()) is not None:
            index, seeds = job
            link.send((index, _play_range(game, seeds, bots, options, time_decisions, SimResult())))
    except EOFError:  # the run is gone
        pass
    except Exception as exc:  # noqa: BLE001 - any error is the run's to report, in its own words
        link.send(exc)


def _exit_with_parent() -> None:
    """A worker's watch: once the process that started it has gone (even killed with SIGKILL, which
    leaves it no word to send), the worker ends too instead of playing on orphaned."""
    multiprocessing.parent_process().join()
    os._exit(1)


def _find_game(game_id: str, module: str) -> Game:
    """The game in a fresh process: one of the listed games by id; a game a test registered
    (not listed) from the module that defines its rules, which exposes it as GAME."""
    try:
        return registry.get(game_id)
    except registry.UnknownGame:
        game = importlib.import_module(module).GAME
        registry.register(game)
        return game


def play_hash(game: Game, seeds, options: Optional[dict] = None, words: bool = True,
              leave_out: tuple[str, ...] = ()) -> str:
    """A hash of every action, Event and outcome of the default bots' games from `seeds`: the
    fingerprint of play. A refactor or speed-up must leave it unchanged (tests/test_play_hash.py).
    `words=False` leaves out the Events' log lines, `leave_out` keys of their data ("fire.targets": the
    `targets` of every `fire` Event): equal
    before and after a change of wording (or of data added for a view) shows that only those changed
    (tools/play_without_words.py)."""
    rules = game.rules
    options = rules.resolve_options(options)
    bots = seat_bots(game, options)
    digest = hashlib.sha256()
    for seed in seeds:
        dice = Dice(seed)
        bot_dice = Dice(seed).fork(1)
        players = {seat: game.make_bot(name, seat) for seat, name in bots.items()}
        state = rules.setup(options, dice)
        for step in range(1, MAX_DECISIONS + 1):
            seat = rules.to_move(state)
            if seat is None:
                break
            actions = rules.legal_actions(state)
            action = checked(game, state, actions, players[seat].choose(rules, state, actions, bot_dice), seed, step)
            digest.update(action.text.encode())
            for event in rules.apply(state, action, dice):
                record = event.to_json()
                if not words:
                    del record["text"]
                dropped = {spec.split(".", 1)[1] for spec in leave_out if spec.split(".", 1)[0] == event.kind}
                if dropped:
                    record["data"] = {k: v for k, v in record["data"].items() if k not in dropped}
                digest.update(json.dumps(record, sort_keys=True).encode())
        digest.update(rules.outcome(state).label.encode())
    return digest.hexdigest()[:16]
