"""Zombie Survival cases for tests: a game past Part I, set to a moment of Part II."""
from __future__ import annotations

from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.games.zs import GAME, preparation
from zombiebox.games.zs.state import Vehicle, ZsState

RULES = GAME.rules


def apocalypse(households: int = 1, stage: str = "house", items: tuple[str, ...] = (), people: int = 3,
               vehicle: str = "", seed: int = 1, **track: int) -> ZsState:
    """Every household stocked with nothing drafted (beads on 5, `people` at home, the given items and
    vehicle), round 1, at `stage` with p1 acting and every person's action left."""
    state = RULES.setup(RULES.resolve_options({"households": households}), Dice(seed))
    state.stage, state.round, state.turn, state.picked = stage, 1, 0, ""
    for hh in state.households.values():
        preparation.stock(hh)
        hh.people = hh.actions = people
        hh.items = list(items)
        hh.track.update(track)
        if vehicle:
            hh.vehicles = [Vehicle(vehicle)]
    return state


def play(state: ZsState, text: str, dice: Dice):
    """Check and apply an action written in the notation; returns its events."""
    action = RULES.check(state, Action.parse(text))
    return RULES.apply(state, action, dice)


def kinds(events) -> list[str]:
    return [e.kind for e in events]
