"""Headless bot-vs-bot games: the engine of `zombiebox simulate` and `bench`."""
from __future__ import annotations

import hashlib
import json
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Optional

from .dice import Dice
from .rules import Game

MAX_DECISIONS = 100_000


@dataclass
class SimResult:
    games: int = 0
    outcomes: Counter = field(default_factory=Counter)
    decisions: int = 0
    seconds: float = 0.0
    decision_ms: list[float] = field(default_factory=list)  # filled when timing decisions

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

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
        if name not in game.bots:
            raise ValueError(f"{game.game_id} has no bot {name!r}; bots: {', '.join(game.bots)}")
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


def simulate(game: Game, games: int, seed: int = 1, bots: Optional[dict[str, str]] = None,
             options: Optional[dict] = None, time_decisions: bool = False,
             progress: Optional[Callable[[int], None]] = None) -> SimResult:
    options = game.rules.resolve_options(options)
    bots = seat_bots(game, options, bots)
    result = SimResult()
    timings = [] if time_decisions else None
    start = time.perf_counter()
    for i in range(games):
        outcome, decisions = play_game(game, seed + i, bots, options, timings)
        result.outcomes[outcome.label] += 1
        result.decisions += decisions
        result.games += 1
        if progress:
            progress(i + 1)
    result.seconds = time.perf_counter() - start
    result.decision_ms = timings or []
    return result


def play_hash(game: Game, seeds, options: Optional[dict] = None) -> str:
    """A hash of every action, Event and outcome of the default bots' games from `seeds`: the
    fingerprint of play. A refactor or speed-up must leave it unchanged (tests/test_play_hash.py)."""
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
                digest.update(json.dumps(event.to_json(), sort_keys=True).encode())
        digest.update(rules.outcome(state).label.encode())
    return digest.hexdigest()[:16]
