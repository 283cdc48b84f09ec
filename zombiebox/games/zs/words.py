"""Every choice of Zombie Survival in the player's words: the buttons, the hints and the log's
actions all say the same thing. Each Move carries its words (rules.py); these are the namers its
templates name and the few words a template cannot say."""
from __future__ import annotations

from typing import Callable

from zombiebox.core.actions import Action

from .data import CARD, FLOOR, LOCATION_NAMES, OUTSIDE, TILE
from .houses import house
from .state import ZsState

HOUSE = "house"   # an attack's yard when the zombie is inside


def seat_name(seat: str) -> str:
    """A household as the table names it ("P1"), in the log as on the banner and the houses."""
    return seat.upper()


NAMERS = {"tile": lambda s, kind: TILE[kind].name, "location": lambda s, place: LOCATION_NAMES[place],
          "seat": lambda s, seat: seat_name(seat),
          "opening": lambda s, yard: house(s.households[s.acting].house).opening_name(yard)}


TURNED = ("", ", turned a quarter", ", turned half round", ", turned three quarters")  # a tile's quarter turns


def placing(state: ZsState, action: Action) -> str:
    """The tile in hand (not in the action) and where it goes, counted as a player counts the house's
    squares: from the top left corner."""
    return (f"place the {TILE[state.picked].name} {ordinal(action['col'] + 1)} square across, "
            f"{ordinal(action['row'] + 1)} down{TURNED[action['turn']]}")


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def attacking(state: ZsState, action: Action) -> str:
    where = ("the zombie in the house" if action["yard"] == HOUSE
             else f"the zombie on {action['yard']} {action['square']}")
    return f"attack {where} with the {TILE[action['weapon']].name}"


def landing(state: ZsState, action: Action) -> str:
    """Where a thrown die came to rest; off the picture and head its face does not count."""
    spot = action["spot"]
    return {OUTSIDE: "outside the lid", FLOOR: "the bare floor"}.get(spot, f"{spot}, showing {action.get('face')}")


def the_drawn(verb: str) -> Callable[[ZsState, Action], str]:
    """Keep or leave the town card just drawn (not in the action)."""
    return lambda state, action: f"{verb} the {CARD[state.drawn[0]].name}"
