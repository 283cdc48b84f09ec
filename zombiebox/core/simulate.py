"""Headless bot-vs-bot games: the engine of `zombiebox simulate` and `bench`.

Game i of a run is played from seed + i whatever process plays it, so a run split over J
processes counts the same outcomes as one process does: the seed range is cut into chunks,
each chunk is played where a worker is free, and the chunks' counts are merged in seed order.
Workers are started with "spawn" on every platform (no fork of a process that may hold a
window or threads); everything they are sent is plain data, and a worker finds the game
again by its id, or by the module that defines it for a game only a test registered.
"""
from __future__ import annotations

import hashlib
import importlib
import json
import multiprocessing
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Optional

from . import registry
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
              time_decisions: Optional[list[float]] = None):
    """One game from `seed`, each seat played by its bot; returns (outcome, decisions)."""
    rules = game.rules
    options = rules.resolve_options(options)
    dice = Dice(seed)
    bot_dice = Dice(seed).fork(1)
    players = {seat: game.make_bot(name, seat) for seat, name in bots.items()}
    state = rules.setup(options, dice)
    decisions = 0
    clock = time.perf_counter
    while decisions < MAX_DECISIONS:
        seat = rules.to_move(state)
        if seat is None:
            return rules.outcome(state), decisions
        actions = rules.legal_actions(state)
        if time_decisions is not None:
            start = clock()
            choice = players[seat].choose(rules, state, actions, bot_dice)
            time_decisions.append((clock() - start) * 1000)
        else:
            choice = players[seat].choose(rules, state, actions, bot_dice)
        rules.apply(state, choice.action, dice)
        decisions += 1
    raise RuntimeError(f"{game.game_id} seed {seed}: no outcome after {MAX_DECISIONS} decisions")


CHUNKS_PER_JOB = 8  # small enough chunks that one slow stretch of seeds does not leave a core idle


def simulate(game: Game, games: int, seed: int = 1, bots: Optional[dict[str, str]] = None,
             options: Optional[dict] = None, time_decisions: bool = False,
             progress: Optional[Callable[[int], None]] = None, jobs: int = 1) -> SimResult:
    """Play `games` games from seeds seed .. seed+games-1 on `jobs` processes (1: this one)."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    options = game.rules.resolve_options(options)
    bots = seat_bots(game, options, bots)
    result = SimResult()
    start = time.perf_counter()
    result.jobs = jobs = min(jobs, games)
    if jobs == 1:
        _merge(result, _play_range(game, range(seed, seed + games), bots, options, time_decisions, progress))
    else:
        task = (game.game_id, type(game.rules).__module__, bots, options, time_decisions)
        chunks = _split(range(seed, seed + games), jobs * CHUNKS_PER_JOB)
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for part in pool.imap(_worker, [(task, chunk) for chunk in chunks]):  # imap: in seed order
                _merge(result, part)
                if progress:
                    progress(result.games)
    result.seconds = time.perf_counter() - start
    return result


def _play_range(game: Game, seeds: range, bots: dict[str, str], options: dict, time_decisions: bool,
                progress: Optional[Callable[[int], None]] = None) -> SimResult:
    part = SimResult()
    timings = part.decision_ms if time_decisions else None
    for seed in seeds:
        outcome, decisions = play_game(game, seed, bots, options, timings)
        part.outcomes[outcome.label] += 1
        if outcome.score is not None:
            part.score_total += outcome.score
            part.scored += 1
        part.decisions += decisions
        part.games += 1
        if progress:
            progress(part.games)
    return part


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


def _worker(job: tuple) -> SimResult:
    """One chunk of seeds, in a worker process (a top-level function: a spawned worker finds it by its name)."""
    (game_id, module, bots, options, time_decisions), seeds = job
    return _play_range(_find_game(game_id, module), seeds, bots, options, time_decisions)


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
        for _ in range(MAX_DECISIONS):
            seat = rules.to_move(state)
            if seat is None:
                break
            action = players[seat].choose(rules, state, rules.legal_actions(state), bot_dice).action
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
