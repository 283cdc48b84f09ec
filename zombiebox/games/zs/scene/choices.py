"""The decision's options as buttons, built from the legal actions: an attack's weapon first (its
zombie is then clicked in the yard), the other choices one button each in the rules' words. Where a
thrown die landed is said by the throw itself: its answer buttons are a practice tool."""
from __future__ import annotations

from typing import Callable

from zombiebox.core.actions import Action
from zombiebox.core.words import plural
from zombiebox.ui.modes import Mode
from zombiebox.ui.widgets.choice_panel import Button

from ..data import TILE
from ..words import HOUSE

ON_THE_BOARD = {"pick", "place"}          # taken from the pool, dragged onto the house
SMALL = {"slide", "land", "go", "search", "send", "take", "barricade", "unbarricade"}


def buttons(state, decision: str, legal: list[Action], describe: Callable[[Action], str],
            aim: Callable[[str], Mode], throw: Callable[[], Mode] | None, practice: bool) -> list[Button]:
    """Every legal choice that is not a tile of the draft, as a button (`aim(weapon)` picks a
    weapon's zombie on the board; `throw()`, given, throws the dice into the lid). A die's landing
    is a button in practice mode only: elsewhere the dice are thrown, not placed where they suit."""
    out: list[Button] = []
    if decision in ON_THE_BOARD:
        return out
    if decision == "throw" and throw is not None:
        out.append(Button("Throw the dice into the lid (drag and release)", pick=throw(),
                          tip="drag over the lid and let go: the dice bounce and settle"))
    weapons: dict[str, int] = {}
    for a in legal:
        if a.kind == "land" and not practice:
            continue
        if a.kind == "attack" and a["yard"] != HOUSE:
            weapons[a["weapon"]] = weapons.get(a["weapon"], 0) + 1
            continue
        words = describe(a)
        out.append(Button(words, action=a, small=a.kind in SMALL and len(words) < 16, tip=words))
    for weapon, n in weapons.items():
        tile = TILE[weapon]
        out.insert(0, Button(f"Attack with the {tile.name} ({tile.dice} dice)", pick=aim(weapon),
                             tip=f"then click one of the {plural(n, 'zombie')} it can reach, lit in the yards"))
    return out
