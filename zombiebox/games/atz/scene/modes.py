"""ATZ's input mode (ui/modes.py): what a click on the board means now.

`Turn` holds the survivor whose status card is shown (`selected`). A click on a button plays it; on
the map, a lit hex plays what is lit there (a step, the steps of the cheapest way to a hex further in
reach, an aim, a grenade, a survivor's impulse), a survivor's counter shows its card, and anything else
says what the hex is. On a map that scrolls a press is a click only once let go where it was; dragged, it scrolls (view.py). In practice
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
        for action in legal:
            if action.kind in BY_HEX and action[BY_HEX[action.kind]] == hex_ \
                    and (action.kind != "set_up" or action["who"] == placing.sid):
                return action
        path = view.reach(match).get(hex_)
        if path:
            return Plays(Action.of("step", to=h) for h in path)
        here = [sv.sid for sv in match.state.survivors.values() if sv.hex == hex_]
        for action in legal:
            if action.kind == "impulse" and action["who"] in here:
                return action
        if here:
            ui.say(f"{match.state.survivors[here[0]].card.name}'s status card is beside the board")
            return Turn(view, here[0])
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
