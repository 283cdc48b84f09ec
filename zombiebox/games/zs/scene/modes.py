"""The input modes: a turn (a click on a tile, a square, an opening, a house or a button), aiming
a weapon (its zombie next), and throwing (a drag over the lid). R or the wheel turns a tile."""
from __future__ import annotations

from typing import Optional

import pygame

from zombiebox.ui import ghost
from zombiebox.ui.modes import Mode, Result


class Turn(Mode):
    """Nothing picked: the click means what is under it (the view reads the board and the legal set)."""
    prompt = ""

    def __init__(self, view, weapon: str = "", parent: Optional[Mode] = None):
        self.view, self.weapon, self.parent = view, weapon, parent

    def click(self, pos, match, ui) -> Result:
        return self.view.clicked(pos, match, ui, self)

    def key(self, event: pygame.event.Event, match, ui) -> Result:
        step = ghost.turn_step(event)
        if step:   # ZS Part I: a tile may be turned before it is placed
            self.view.rotate(step, ui)
        return None

    def cancel(self) -> Optional[Mode]:
        return self.parent


class Aiming(Turn):
    """A weapon picked (ZS Combat Zombies): a click on a lit zombie attacks it; Esc puts it down."""

    def __init__(self, view, weapon: str, parent: Mode):
        super().__init__(view, weapon, parent)
        self.prompt = "click a lit zombie to attack it (Esc: another weapon)"


class Throwing(Turn):
    """The dice in hand: a drag over the lid and a release throws them (ZS Combat Zombies)."""

    def __init__(self, view, parent: Mode):
        super().__init__(view, "", parent)
        self.prompt = "drag over the lid and let go to throw (keep your hand above the box)"
