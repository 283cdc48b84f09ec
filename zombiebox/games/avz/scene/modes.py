"""AvZ's input modes (ui/modes.py): what a click on the board means now.

`Turn` holds nothing: a click on a button, the event tiles, a fanned-out counter, a counter
on the map or a location plays what the decision's Offer for this mode says (scene/choices.py), or hands over
to a mode that holds a half-made pick, each in its own field: `Placing` the drawn Zombie to
place next (AvZ 2.0, 3.0), `Landing` the Alien that lands next (AvZ 3.0), `ActingAt` the
location whose counters act and the counter clicked there, which leads the group (AvZ 5.0),
`Dropping` a counter dropped where it could Move or Attack (or Attack and Blast 'Em): the
choices offered at the drop. Esc drops the pick, back to `Turn`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from zombiebox.ui.modes import Mode, Result


@dataclass
class Turn(Mode):
    view: Any           # the AvZ board: its layout, decision and panels say what is under a click
    prompt: str = ""    # said when the mode takes over

    def click(self, pos, match, ui) -> Result:
        view = self.view
        lay, offer, pan = view.parts(match, ui)
        marks = offer.marks
        button = pan.choices.at(pos) or view.at_drop(pos, match, ui)
        if button is not None:
            return button.answer(ui)
        if pan.tiles.collidepoint(pos):
            return said(ui, marks["tiles"])
        fan = view.fan(match, ui, pos)
        if fan is not None and fan.place in marks["unit_locs"] and fan.box.collidepoint(pos):
            unit = fan.item_at(pos)
            return said(ui, marks["on_unit"](unit) if unit else None)
        stack = view.stack_at(pos, match, ui)
        if stack is not None and marks["on_unit"] is not None:
            unit = next((u for u in stack.units if u in marks["pickable"]), None)
            if unit is not None:
                return said(ui, marks["on_unit"](unit))  # the counter clicked, not its location
            if set(stack.units) & marks["drags"]:
                return said(ui, "In the group already: click or drag to a lit location")
        loc = lay.loc_at(pos)
        return said(ui, offer.click(loc, parent=self) if loc else offer.hint)


def said(ui, result) -> Result:
    """A line of text is said on the status line (why a click plays nothing); the rest is the answer."""
    if isinstance(result, str):
        ui.say(result)
        return None
    return result


@dataclass
class Held(Turn):
    """A mode holding a pick: Esc drops it."""

    def cancel(self) -> Optional[Mode]:
        return Turn(self.view)


@dataclass
class Placing(Held):
    counter: str = ""   # the drawn Zombie placed by the next location click


@dataclass
class Landing(Held):
    unit: str = ""      # the Alien that lands at the next location click


@dataclass
class ActingAt(Held):
    at: str = ""        # the location whose counters act: the actions are offered beside it
    unit: str = ""      # the counter clicked there ("" a location click): it joins the group first


@dataclass
class Dropping(Held):
    at: str = ""                    # the location the counter was dragged from
    place: str = ""                 # where it was dropped
    choices: tuple[Any, ...] = ()   # what the drop may mean there (scene/drops.py Drop): offered at the drop
