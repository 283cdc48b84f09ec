"""ATZ's input modes (ui/modes.py): what a click on the board means now.

`Turn` holds the survivor whose status card is shown (`selected`). A click on a button plays it; on
the map, a lit hex plays what is lit there (a step, the steps of the cheapest way to a hex further in
reach, an aim, a grenade, a survivor's impulse), a survivor's counter shows its card, and anything else
says what the hex is. A lit hex that holds several targets (zombies of different speeds, an enemy
survivor: ATZ 8.1, the firer picks) opens `Choosing`: the side column lists them as buttons. On a map that scrolls a press is a click only once let go where it was; dragged, it scrolls (view.py). In practice
mode T shows (and hides) every zombie's threat: the hexes it can reach in its next impulse and the survivors it sees."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from zombiebox.core.actions import Action
from zombiebox.ui.modes import Mode, Plays, Result

BY_HEX = {"step": "to", "aim": "at", "grenade": "at", "set_up": "at", "duck": "to"}  # legal actions played by a click on their hex


@dataclass
class Turn(Mode):
    view: Any
    selected: str = ""   # the survivor whose status card is shown ("" the one taking its impulse)

    def click(self, pos, match, ui) -> Result:
        view = self.view
        button = view.panel(match, ui).at(pos)
        if button is not None:
            return button.answer(ui)
        hex_ = view.hex_at(pos)
        if hex_ is None:
            return None
        legal = view.legal(match)
        placing = view.selected(match)
        here = [a for a in legal if a.kind in BY_HEX and a[BY_HEX[a.kind]] == hex_
                and (a.kind != "set_up" or a["who"] == placing.sid)]
        if len(here) > 1:
            ui.say(f"{len(here)} targets in {hex_}: pick one beside the board (Esc: back)")
            return Choosing(view, hex_, tuple(here), self)
        if here:
            return here[0]
        path = view.reach(match).get(hex_)
        if path:
            return Plays(Action.of("step", to=h) for h in path)
        standing = [sv.sid for sv in match.state.survivors.values() if sv.hex == hex_]
        for action in legal:
            if action.kind == "impulse" and action["who"] in standing:
                return action
        if standing:
            ui.say(f"{match.state.survivors[standing[0]].card.name}'s status card is beside the board")
            return Turn(view, standing[0])
        ui.say(view.hex_words(match, hex_))
        return None

    def key(self, event, match, ui) -> Result:
        if event.key != pygame.K_t:
            return None
        if not match.practice:
            ui.say("T shows every zombie's threat and line of sight in practice mode")
            return None
        view = self.view
        view.threat_on = not view.threat_on
        if view.threat_on:
            ui.say(view.threat_words(match))
        else:
            ui.say("The zombies' threat and sight hidden (T shows it)")
        return None


@dataclass
class Choosing(Mode):
    """A hex with several targets: the side column shows one button each (view.panel); a click on the
    map leaves the choice and counts as a click there; Esc goes back."""
    view: Any
    hex: str
    actions: tuple[Action, ...]
    parent: Mode

    def click(self, pos, match, ui) -> Result:
        button = self.view.panel(match, ui).at(pos)
        if button is not None:
            return button.answer(ui)
        return self.parent.click(pos, match, ui)

    def cancel(self) -> Mode:
        return self.parent
