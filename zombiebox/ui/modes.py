"""Input modes: how the board takes clicks and keys right now (after the tcod tutorial's
event handlers).

A mode receives one click or key and returns an Action (the table plays it), a `Plays` (a
short run of Actions one gesture means, played in order), another Mode (it takes over: a
group is being formed, a target is being chosen) or None (stay; it may have said why with
`ui.say`). A mode's state lives in its own fields, never in loose dictionaries; its choices
come from the legal actions, never from trying them. Esc asks the mode to `cancel`: it
returns the mode to go back to, or None when there is nothing to drop.
After every action, undo and redo the view starts again from its first mode.
"""
from __future__ import annotations

from typing import Optional, Union

import pygame

from zombiebox.core.actions import Action


class Plays(tuple):
    """Actions one gesture means, played in order (a counter dragged to a place: the place, the
    action, the counter, the target). The table checks each with the rules as it comes and stops
    at the first refused, saying why; those before it stand."""


Result = Union[Action, Plays, "Mode", None]


class Mode:
    prompt = ""          # what the status line says while this mode is on ("" keeps the last)
    takes_keys = False   # True: every key goes to this mode first (typing), not to the table's shortcuts
    parent: Optional["Mode"] = None   # the mode under this one (Esc usually goes back to it)

    def click(self, pos: tuple[int, int], match, ui) -> Result:
        return None

    def key(self, event: pygame.event.Event, match, ui) -> Result:
        return None

    def cancel(self) -> Optional["Mode"]:
        """Esc: the mode to go back to, or None if this one holds nothing to drop."""
        return None

    @property
    def holding(self) -> bool:
        """True while the mode holds a half-made choice (Esc drops it before leaving the table)."""
        return self.cancel() is not None


def under(mode: Optional[Mode], kind: type) -> Optional[Mode]:
    """The nearest mode of `kind` from `mode` down its parents (`mode` itself first), or None."""
    while mode is not None and not isinstance(mode, kind):
        mode = mode.parent
    return mode
