"""The fullest table Zombie Survival shows, for `zombiebox bench zs`: four full houses, every yard
square but one a yard holding a zombie, half the openings barricaded, a zombie in each house, and an
attack's dice in hand (the option "throw"), so the lid is drawn in every frame. The position breaks
the rules' flow on purpose; the zombies come out of the box, so their count holds."""
from __future__ import annotations

from .houses import YARDS
from .state import Throw, ZsState

BARRED = 2   # openings barricaded a house


def bench_fill(state: ZsState) -> None:
    for seat in state.order:
        hh = state.households[seat]
        for yard in YARDS:
            free = [n for n in range(1, 6) if n not in hh.zombies[yard]][:state.supply]
            hh.zombies[yard].extend(free)
            state.supply -= len(free)
        hh.barricades = list(YARDS[:BARRED])
        if state.supply:
            hh.inside += 1
            state.supply -= 1
    seat = state.order[0]
    yard = YARDS[0]
    state.options["combat"] = "throw"
    state.throw = Throw("home", seat, "shotgun", 4, yard, state.households[seat].zombies[yard][0])
