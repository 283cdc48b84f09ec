"""Make the table's sounds (assets/sounds/*.wav), all synthesised here: a click, a dice rattle, a card
flip, a counter set down, a zombie groan, a bite and a turn chime. Short, quiet (peaks well under full
scale: the volume setting does the rest) and the same every time (fixed seeds).

    python -m tools.make_sounds          # writes assets/sounds/, to commit
"""
from __future__ import annotations

import math
import random
import wave
from array import array
from pathlib import Path

RATE = 22050
PEAK = 0.45    # of full scale: quiet under the volume setting
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def _n(seconds: float) -> int:
    return int(RATE * seconds)


def click() -> list[float]:
    n = _n(0.04)
    return [math.sin(2 * math.pi * 1400 * i / RATE) * math.exp(-i / (n / 5)) for i in range(n)]


def _knocks(times: list[float], seconds: float, decay: float, seed: int, tone: float = 0.0) -> list[float]:
    """Short knocks of noise (and a wooden tone, if `tone` Hz) starting at `times`."""
    noise = random.Random(seed)
    out = [0.0] * _n(seconds)
    for k, t in enumerate(times):
        start, gain = _n(t), 1 - k / (len(times) + 2)
        for i in range(_n(0.04)):
            if start + i < len(out):
                body = noise.uniform(-1, 1) + (math.sin(2 * math.pi * tone * i / RATE) if tone else 0)
                out[start + i] += body * gain * math.exp(-i / (RATE * decay))
    return out


def dice() -> list[float]:
    """Six knocks, like dice tumbling in a cup and settling."""
    timing = random.Random(6)
    return _knocks([0.02 + 0.07 * k + timing.uniform(0, 0.02) for k in range(6)], 0.45, 0.006, 6)


def counter() -> list[float]:
    """A cardboard counter set down on the board: one soft knock with a low wooden note."""
    return _knocks([0.0], 0.12, 0.012, 7, tone=220)


def card() -> list[float]:
    """A card flipped: a quick swish of noise rising and falling."""
    noise, n = random.Random(8), _n(0.16)
    out, last = [], 0.0
    for i in range(n):
        last = 0.6 * last + 0.4 * noise.uniform(-1, 1)      # a little smoothing: paper, not hiss
        out.append(last * math.sin(math.pi * i / n) ** 2)
    return out


def groan() -> list[float]:
    """A zombie groan: a low voice sliding down, rough and wavering."""
    noise, n = random.Random(9), _n(0.9)
    out, phase = [], 0.0
    for i in range(n):
        t = i / n
        pitch = 110 - 40 * t + 6 * math.sin(2 * math.pi * 5 * i / RATE)
        phase += 2 * math.pi * pitch / RATE
        voice = math.sin(phase) + 0.5 * math.sin(2 * phase) + 0.3 * math.sin(3 * phase)
        out.append((voice * 0.6 + noise.uniform(-0.3, 0.3)) * math.sin(math.pi * t) ** 0.7)
    return out


def bite() -> list[float]:
    """A bite: two sharp crunches close together."""
    return _knocks([0.0, 0.09], 0.25, 0.02, 10, tone=90)


def chime() -> list[float]:
    """Your turn: two soft bell notes, a fifth apart."""
    out = [0.0] * _n(0.7)
    for start, freq in ((0.0, 660), (0.16, 990)):
        for i in range(len(out) - _n(start)):
            t = i / RATE
            out[_n(start) + i] += 0.5 * (math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)) \
                * math.exp(-t / 0.18)
    return out


SOUNDS = {"click": click, "dice": dice, "card": card, "counter": counter, "groan": groan, "bite": bite,
          "chime": chime}


def pcm(samples: list[float]) -> bytes:
    """16-bit samples, scaled so the loudest is PEAK of full scale."""
    top = max(abs(s) for s in samples) or 1.0
    return array("h", (round(s / top * PEAK * 32767) for s in samples)).tobytes()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(pcm(make()))
        print(OUT / f"{name}.wav")


if __name__ == "__main__":
    main()
