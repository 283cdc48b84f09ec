"""ATZ's input modes (ui/modes.py): what a click on the board means now.

`Turn` holds the survivor whose status card is shown (`selected`). A click on a button plays it; on
the map, a hex the decision offers (choices.OFFERS: a step, the steps of the cheapest way to a hex
further in reach, an aim, a grenade, a survivor's impulse) plays what it offers there, a survivor's
counter shows its card, and anything else says what the hex is. A hex that offers several (zombies of
different speeds, an enemy survivor: ATZ 8.1, the firer picks) opens the kit's `Which`: the side
column lists them as buttons, a click on the map leaves it and counts as a click there (view.py), Esc
goes back. On a map that scrolls a press is a click only once let go where it was; dragged, it scrolls
(view.py). In practice mode T shows (and hides) every zombie's threat: the hexes it can reach in its
next impulse and the survivors it sees."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from zombiebox.ui.modes import Mode, Result
from zombiebox.ui.offer import Which


@dataclass
class Turn(Mode):
    view: Any
    selected: str = ""   # the survivor whose status card is shown ("" the one taking its impulse)

    def click(self, pos, match, ui) -> Result:
        view = self.view
        button = view.panel(match, ui).at(pos)
        if button is not None:
            return button.answer(ui, self)
        hex_ = view.hex_at(pos)
        if hex_ is None:
            return None
        offer = view.offer(match, self)
        if hex_ in offer.lit:
            chosen = offer.click(hex_, parent=self)
            if isinstance(chosen, Which):
                ui.say(f"{len(chosen.actions)} targets in {hex_}: pick one beside the board (Esc: back)")
            return chosen
        standing = [sv.sid for sv in match.state.survivors.values() if sv.hex == hex_]
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
