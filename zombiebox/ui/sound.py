"""The table's sounds (assets/sounds/, made by tools/make_sounds.py): a click, a dice rattle, a card
flip, a counter set down, a zombie groan, a bite and a turn chime, played quietly at the volume
setting. Sound is optional: with no audio device the mixer fails to start and every sound is
silently skipped.

Which sound an action makes is read from its Events' kinds (`cue`), the same words in every game."""
from __future__ import annotations

from typing import Iterable, Optional

import pygame

from zombiebox.core.actions import Event
from zombiebox.core.paths import asset_path

RATE = 22050
NAMES = ("click", "dice", "card", "counter", "groan", "bite", "chime")
# An action's sound, by its Events' kinds: the first of these that any of them has.
CUES = (
    ("bite", {"bite", "claw", "wound", "death", "eliminate", "person_lost"}),
    ("groan", {"spawn", "spawning", "rise", "zombie_move", "zombie_turn", "horde", "town_zombie", "rampage",
               "overrun", "zombie_card"}),
    ("card", {"draw", "deal", "flip", "event", "hero_dealt", "reveal", "peek", "reshuffle", "play"}),
    ("counter", {"move", "fast_move", "place", "place_group", "land", "step", "lay"}),
)


def cue(events: Iterable[Event]) -> Optional[str]:
    """The one sound these events call for (a bite before a groan before a card before a counter), or None."""
    kinds = {e.kind for e in events}
    return next((sound for sound, words in CUES if kinds & words), None)


class Sounds:
    def __init__(self, volume: float = 0.5):
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, allowedchanges=0)  # SDL converts
            self._sounds = {name: pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav"))) for name in NAMES}
        except pygame.error:  # no audio device: play nothing
            self._sounds = {}

    @property
    def enabled(self) -> bool:
        return bool(self._sounds)

    def play(self, name: str) -> Optional[pygame.mixer.Channel]:
        sound = self._sounds.get(name)
        if sound is None or self.volume <= 0:
            return None
        sound.set_volume(self.volume)
        return sound.play()
