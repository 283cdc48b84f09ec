"""The decision's options as buttons, built from the legal actions: an attack's weapon first (its
zombie is then clicked in the yard), the other choices one button each in the rules' words."""
from __future__ import annotations

from typing import Callable

from zombiebox.core.actions import Action
from zombiebox.ui.modes import Mode
from zombiebox.ui.widgets.choice_panel import Button

from ..data import CARD, LOCATION_NAMES, TILE
from ..houses import house

ON_THE_BOARD = {"pick", "place"}          # taken from the pool, dragged onto the house
SMALL = {"slide", "land", "go", "search", "send", "take", "barricade", "unbarricade"}
HOUSE = "house"


def label(state, action: Action, describe: Callable[[Action], str]) -> str:
    """A choice in the player's words (the rules' own words where they have them)."""
    p = dict(action.params)
    kind = action.kind
    if kind == "land":
        return "outside the lid" if p["spot"] == "outside" else f"{p['spot']}, showing {p['face']}"
    if kind in ("barricade", "unbarricade"):
        opening = house(state.households[state.acting].house).opening_name(p["yard"])
        return f"barricade the {opening}" if kind == "barricade" else f"remove the barricade on the {opening}"
    words = {
        "go": lambda: f"send {p['people']} to town",
        "search": lambda: f"search the {LOCATION_NAMES[p['location']]}",
        "return": lambda: "come home from town",
        "send": lambda: f"a zombie to {p['seat'].upper()}'s {p['yard']} yard",
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
    return words[kind]() if kind in words else describe(action)


def buttons(state, decision: str, legal: list[Action], describe: Callable[[Action], str],
            aim: Callable[[str], Mode], throw: Callable[[], Mode] | None) -> list[Button]:
    """Every legal choice that is not a tile of the draft, as a button (`aim(weapon)` picks a
    weapon's zombie on the board; `throw()`, given, throws the dice into the lid)."""
    out: list[Button] = []
    if decision in ON_THE_BOARD:
        return out
    if decision == "throw" and throw is not None:
        out.append(Button("Throw the dice into the lid (drag and release)", pick=throw(),
                          tip="drag over the lid and let go: the dice bounce and settle"))
    weapons: dict[str, int] = {}
    for a in legal:
        if a.kind == "attack" and a["yard"] != HOUSE:
            weapons[a["weapon"]] = weapons.get(a["weapon"], 0) + 1
            continue
        words = label(state, a, describe)
        out.append(Button(words, action=a, small=a.kind in SMALL and len(words) < 16, tip=words))
    for weapon, n in weapons.items():
        tile = TILE[weapon]
        out.insert(0, Button(f"Attack with the {tile.name} ({tile.dice} dice)", pick=aim(weapon),
                             tip=f"then click one of the {n} zombie(s) it can reach, lit in the yards"))
    return out
