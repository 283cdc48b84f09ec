"""Practice mode's what-if dice entry (D), as an input mode: type the next dice, one digit a
die ("661" or "6 6 1": 6, 6, 1), Enter sets them, Esc cancels. Only faces 1-6 are taken (every
game rolls d6): anything else is refused with the reason."""
from __future__ import annotations

from typing import Callable

import pygame

from .modes import Mode, Result

MAX_WHAT_IF = 20  # what-if dice typed at once (the banner shows them); rolls past them are free


class WhatIfEntry(Mode):
    takes_keys = True

    def __init__(self, parent: Mode, on_set: Callable[[tuple[int, ...]], None]):
        self.parent = parent
        self.on_set = on_set
        self.typed: list[int] = []

    def key(self, event: pygame.event.Event, match, ui) -> Result:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_set(tuple(self.typed))
            return self.parent
        if event.key == pygame.K_ESCAPE:
            ui.say("What-if dice cancelled")
            return self.parent
        refusal = ""
        if event.key == pygame.K_BACKSPACE:
            del self.typed[-1:]
        elif event.unicode in tuple("123456"):
            if len(self.typed) < MAX_WHAT_IF:
                self.typed.append(int(event.unicode))
            else:
                refusal = f"at most {MAX_WHAT_IF} dice"
        elif event.unicode.isprintable() and event.unicode.strip():  # a space only separates; Ctrl+Z, F1 pass
            refusal = f"'{event.unicode}' is not a face of a d6"
        self.say(ui, refusal)
        return None

    def say(self, ui, refusal: str = "") -> None:
        typed = " ".join(map(str, self.typed))
        prompt = f"What-if dice (practice): {typed}_   type faces 1-6, one digit a die; Enter sets them, Esc cancels"
        ui.say(f"Refused: {refusal}. {prompt}" if refusal else prompt, "bad" if refusal else "text")

    def cancel(self) -> Mode:
        return self.parent
