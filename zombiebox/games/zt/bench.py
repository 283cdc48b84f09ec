"""The fullest lot Zombie Terror can show, for frame benchmarks (`zombiebox bench zt`): all 20 zombie
markers on the board (the pool empty, the terror marker on its track), every human still on it, two of
them wounded, and zombies of both colours facing every way."""
from __future__ import annotations

from .data import TERROR_TRACK
from .lot import CAR_HALF, DIRECTIONS, lot_of
from .state import ZtState

SPREAD = 3   # every 3rd empty space in turn: the zombies land all over the lot


def bench_state() -> tuple[dict, int, int]:
    """Round 2's zombie turn of a bot game (seed 3): both sides' markers spread over both halves."""
    return {}, 3, 95


def bench_fill(s: ZtState) -> None:
    lot = lot_of(s)
    occ = s.occupied()
    free = [n for n in lot.names if n not in occ and n not in lot.car]
    order = free[::SPREAD] + [n for n in free if n not in free[::SPREAD]]
    for i, (z, loc) in enumerate(zip(list(s.pool), order)):
        s.zombies[z] = loc
        s.facing[z] = DIRECTIONS[i % 4]
        if lot.half[loc] == CAR_HALF:
            s.flipped.append(z)
        s.pool.remove(z)
    s.terror = TERROR_TRACK - 2
    for h in list(s.humans)[:2]:
        if h not in s.wounded and h not in s.dead:
            s.wounded.append(h)
