"""Duels that measure strength (`zombiebox duel`): one seat played by level A and by level B.

Each seed is played twice, once with A and once with B in the seat, every other seat played by the game's
flowchart bot: the same game dice (the seed) and, for every seat, its own bot cup from the seed, so what
one seat's bot draws never shifts another's. The two games of a seed differ only by what the seat
chose, and the comparison is paired: the win-rate difference and its 95% interval come from the pairs
(Newcombe's interval for paired proportions, built on Wilson's). A seed's pair is played where a worker
is free (processes, or a Dask cluster: core/cluster.py) and the pairs are merged by seed, so the result
does not depend on where it ran.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

from .rules import Game, Outcome
from .simulate import play_game, seat_bots

Z95 = 1.959964


@dataclass
class Pair:
    """One seed's two games: did the seat win with A, with B; was each a game nobody won."""

    seed: int
    a_won: bool
    b_won: bool
    a_nobody: bool
    b_nobody: bool
    a_ms: list[float] = field(default_factory=list)   # the seat's move times with A
    b_ms: list[float] = field(default_factory=list)
    a_score: Optional[int] = None   # the Outcome's score of each game (AvZ: the dead pile), where it has one
    b_score: Optional[int] = None


def play_seat(game: Game, seed: int, bots: dict[str, str], options: dict, seat: str) -> tuple[Outcome, list[float]]:
    """One game from `seed`, each seat with its own bot cup; returns (its Outcome, `seat`'s move times in ms)."""
    times: list[float] = []
    outcome, _ = play_game(game, seed, bots, options, times, timed_seat=seat, own_cups=True)
    return outcome, times


def play_pairs(game: Game, seeds, seat: str, a: str, b: str, options: dict) -> list[Pair]:
    """The pairs of `seeds`, in seed order."""
    out = []
    for seed in seeds:
        bots_a = seat_bots(game, options, {seat: a})
        bots_b = seat_bots(game, options, {seat: b})
        with_a, ms_a = play_seat(game, seed, bots_a, options, seat)
        with_b, ms_b = play_seat(game, seed, bots_b, options, seat)
        out.append(Pair(seed, seat in with_a.winners, seat in with_b.winners, not with_a.winners, not with_b.winners,
                        ms_a, ms_b, with_a.score, with_b.score))
    return out


@dataclass
class DuelResult:
    game: str
    seat: str
    a: str
    b: str
    options: dict
    pairs: list[Pair]
    seconds: float = 0.0
    where: str = "1 process"

    @property
    def a_wins(self) -> int:
        return sum(p.a_won for p in self.pairs)

    @property
    def b_wins(self) -> int:
        return sum(p.b_won for p in self.pairs)

    def cells(self) -> dict[str, int]:
        """The seeds by who won with each level: the counts the paired interval reads, so duels run in
        pieces (seeds S.., then S+N..) merge into one interval (`paired_interval`)."""
        won = [(p.a_won, p.b_won) for p in self.pairs]
        return {"both": won.count((True, True)), "a_only": won.count((True, False)),
                "b_only": won.count((False, True)), "neither": won.count((False, False))}

    def score_difference(self) -> Optional[dict]:
        """The Outcome's score with A less with B, seed by seed (AvZ: the dead pile, which decides the victory
        level: a finer measure than who won): mean and 95% interval (normal, on the paired differences),
        and the sums that merge duels run in pieces. None if a game has no score."""
        if not self.pairs or any(p.a_score is None or p.b_score is None for p in self.pairs):
            return None
        diffs = [p.a_score - p.b_score for p in self.pairs]
        n, total, squares = len(diffs), sum(diffs), sum(d * d for d in diffs)
        mean, half = score_interval(n, total, squares)
        return {"mean": round(mean, 3), "interval95": [round(mean - half, 3), round(mean + half, 3)] if n > 1 else None,
                "n": n, "sum": total, "sum_squares": squares}

    def interval(self) -> tuple[float, float, float]:
        """(difference, low, high): A's win rate less B's, with its 95% interval (paired)."""
        return paired_interval([(p.a_won, p.b_won) for p in self.pairs])

    def summary(self) -> dict:
        diff, low, high = self.interval()
        return {
            "game": self.game, "seat": self.seat, "a": self.a, "b": self.b, "options": self.options,
            "games": len(self.pairs), "seed": self.pairs[0].seed if self.pairs else None,
            "a_wins": self.a_wins, "b_wins": self.b_wins,
            "draws": {"a": sum(p.a_nobody for p in self.pairs), "b": sum(p.b_nobody for p in self.pairs)},
            "pairs": self.cells(),
            "difference": round(diff, 4), "interval95": [round(low, 4), round(high, 4)],
            "score_difference": self.score_difference(),
            "a_move_ms": _percentiles([t for p in self.pairs for t in p.a_ms]),
            "b_move_ms": _percentiles([t for p in self.pairs for t in p.b_ms]),
            "seconds": round(self.seconds, 1), "where": self.where,
        }


def _percentiles(values: list[float]) -> dict:
    if not values:
        return {"p50": 0.0, "p99": 0.0, "moves": 0}
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))], 3)
    return {"p50": at(0.5), "p99": at(0.99), "moves": len(ordered)}


def wilson(successes: int, n: int) -> tuple[float, float]:
    """Wilson's 95% score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def paired_interval(pairs: list[tuple[bool, bool]]) -> tuple[float, float, float]:
    """The difference of two paired proportions and its 95% interval: Newcombe (1998), method 10, which
    stays inside [-1, 1] and holds up with few games and empty cells."""
    n = len(pairs)
    if n == 0:
        return 0.0, -1.0, 1.0
    both = sum(x and y for x, y in pairs)
    only_a = sum(x and not y for x, y in pairs)
    only_b = sum(y and not x for x, y in pairs)
    neither = n - both - only_a - only_b
    p1, p2 = (both + only_a) / n, (both + only_b) / n
    l1, u1 = wilson(both + only_a, n)
    l2, u2 = wilson(both + only_b, n)
    margins = (both + only_a) * (only_b + neither) * (both + only_b) * (only_a + neither)
    cross = both * neither - only_a * only_b
    if margins == 0:
        phi = 0.0
    else:
        phi = (max(cross - n / 2, 0) if cross > 0 else cross) / math.sqrt(margins)
    delta = math.sqrt(max(0.0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2))
    eps = math.sqrt(max(0.0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2))
    diff = p1 - p2
    return diff, max(-1.0, diff - delta), min(1.0, diff + eps)


def score_interval(n: int, total: float, squares: float) -> tuple[float, float]:
    """(mean, half-width of its 95% interval) of n > 1 paired differences from their sum and sum of squares."""
    mean = total / n
    var = max(0.0, (squares - n * mean * mean) / (n - 1))
    return mean, Z95 * math.sqrt(var / n)


def check_duel(game: Game, seat: str, a: str, b: str, options: Optional[dict]) -> dict:
    """The options resolved, or ValueError naming a seat the game has not or a bot or level it does not know."""
    options = game.rules.resolve_options(options)
    seats = game.rules.seats(options)
    if seat not in seats:
        raise ValueError(f"{game.game_id} has no seat {seat!r}; seats: {', '.join(seats)}")
    for name in (a, b):
        seat_bots(game, options, {seat: name})   # refuses an unknown bot or level by name
    return options


def duel(game: Game, seat: str, a: str, b: str, games: int, seed: int = 1, options: Optional[dict] = None,
         jobs: int = 1, cluster: Optional[str] = None, progress: Optional[Callable[[int], None]] = None) -> DuelResult:
    """Play seeds seed .. seed+games-1 twice each (A, then B in `seat`), on `jobs` processes or a cluster."""
    from .cluster import run_chunks
    options = check_duel(game, seat, a, b, options)
    start = time.perf_counter()
    task = ("duel", game.game_id, type(game.rules).__module__, seat, a, b, options)
    pairs, where = run_chunks(task, range(seed, seed + games), jobs, cluster, progress)
    return DuelResult(game.game_id, seat, a, b, options, pairs, time.perf_counter() - start, where)
