"""Every choice of Zombie Survival in the player's words: the buttons, the hints and the log's
actions all say the same thing."""
from __future__ import annotations

from zombiebox.core.actions import Action

from .data import CARD, FLOOR, LOCATION_NAMES, OUTSIDE, TILE
from .houses import house
from .state import ZsState

HOUSE = "house"   # an attack's yard when the zombie is inside


def seat_name(seat: str) -> str:
    """A household as the table names it ("P1"), in the log as on the banner and the houses."""
    return seat.upper()


def describe(state: ZsState, action: Action) -> str:
    p = dict(action.params)
    kind = action.kind
    if kind == "pick":
        return f"take a {TILE[p['tile']].name}"
    if kind == "place":
        return f"place the {TILE[state.picked].name} at column {p['col']}, row {p['row']}, turned {p['turn']}"
    if kind == "attack":
        where = "the zombie in the house" if p["yard"] == HOUSE else f"the zombie on {p['yard']} {p['square']}"
        return f"attack {where} with the {TILE[p['weapon']].name}"
    if kind == "land":
        return {OUTSIDE: "outside the lid", FLOOR: "the bare floor"}.get(p["spot"], f"{p['spot']}, showing {p.get('face')}")
    if kind in ("barricade", "unbarricade"):
        opening = house(state.households[state.acting].house).opening_name(p["yard"])
        return f"barricade the {opening}" if kind == "barricade" else f"remove the barricade on the {opening}"
    words = {
        "go": lambda: f"send {p['people']} to town",
        "search": lambda: f"search the {LOCATION_NAMES[p['location']]}",
        "return": lambda: "come home from town",
        "send": lambda: f"a zombie to {seat_name(p['seat'])}'s {p['yard']} yard",
        "slide": lambda: f"slide it to square {p['square']}",
        "take": lambda: f"take the {TILE[p['weapon']].name} along",
        "drive": lambda: "drive to town (1 gas)",
        "stay": lambda: "stay home",
        "keep": lambda: f"keep the {CARD[state.drawn[0]].name}",
        "leave": lambda: f"leave the {CARD[state.drawn[0]].name}",
        "fight": lambda: f"fight with the {TILE[p['weapon']].name}" + (f" (square {p['square']})" if "square" in p else ""),
        "power": lambda: "put batteries in a flashlight",
        "generator": lambda: "run the generator (1 gas)",
    }
    return words[kind]() if kind in words else action.text
