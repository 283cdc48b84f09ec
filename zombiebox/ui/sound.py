"""Small sounds made in code (a click, a dice rattle). Sound is optional: with no
audio device the mixer fails to start and every sound is silently skipped."""
from __future__ import annotations

import math
import random
from array import array
from typing import Optional

import pygame

RATE = 22050


def _pcm(samples: list[float]) -> bytes:
    return array("h", (int(max(-1.0, min(1.0, s)) * 32000) for s in samples)).tobytes()


def _click() -> list[float]:
    n = int(RATE * 0.04)
    return [math.sin(2 * math.pi * 1400 * i / RATE) * math.exp(-i / (n / 5)) * 0.5 for i in range(n)]


def _rattle() -> list[float]:
    """Six short knocks of filtered noise, like dice tumbling in a cup."""
    noise = random.Random(6)  # a fixed recipe: the same rattle every time
    out = [0.0] * int(RATE * 0.45)
    for k in range(6):
        start = int(RATE * (0.02 + 0.07 * k + noise.uniform(0, 0.02)))
        gain = 0.6 * (1 - k / 8)
        for i in range(int(RATE * 0.03)):
            if start + i < len(out):
                out[start + i] += noise.uniform(-1, 1) * gain * math.exp(-i / (RATE * 0.006))
    return out


class Sounds:
    def __init__(self, volume: float = 0.5):
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, allowedchanges=0)  # SDL converts
            self._sounds = {"click": pygame.mixer.Sound(buffer=_pcm(_click())),
                            "dice": pygame.mixer.Sound(buffer=_pcm(_rattle()))}
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
