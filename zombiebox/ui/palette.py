"""The table's colours. Two palettes with the same keys; the colour-blind-safe one
uses the Okabe-Ito colours, so 'good' and 'bad' differ in lightness and hue
(blue against orange), never red against green alone. Drawing code also marks
meaning with a shape or a word, not only a colour.

Each game lays its own tones over either (`Tones`: its table cloth, panels and buttons, look.md 7: a
night-time parking lot is not a daylight town); the seat colours and the colours with a job (text, good,
bad, accent, highlight) stay the shared ones, so the colour-blind setting means the same in every game."""
from __future__ import annotations

from functools import lru_cache

Colour = tuple[int, int, int]

STANDARD: dict[str, Colour] = {
    "table": (28, 32, 30),         # behind everything
    "panel": (44, 50, 48),
    "panel_edge": (86, 96, 92),
    "board": (58, 66, 60),
    "text": (236, 232, 220),
    "dim": (150, 150, 140),
    "accent": (240, 196, 90),      # citations, focus, the seat to move
    "good": (96, 190, 110),        # a hit that counts, a legal target
    "bad": (214, 80, 70),          # a refusal, a miss
    "button": (70, 80, 76),
    "button_hover": (96, 110, 104),
    "button_off": (52, 56, 54),
    "highlight": (250, 226, 120),  # hint: lit legal targets
    "die": (245, 242, 232),
    "pip": (24, 24, 24),
    "card": (232, 224, 200),
    "shadow": (12, 14, 13),
}

COLOUR_BLIND: dict[str, Colour] = dict(
    STANDARD,
    accent=(240, 228, 66),         # Okabe-Ito yellow
    good=(86, 180, 233),           # sky blue
    bad=(230, 159, 0),             # orange
    highlight=(240, 228, 66),
)

# Seat colours, in seat order (Okabe-Ito: distinct for every common colour-vision deficiency).
SEAT_COLOURS: tuple[Colour, ...] = (
    (0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167), (240, 228, 66), (86, 180, 233),
)


# What a game's tones may set: the surfaces things are drawn on, never a colour that means something.
TONE_KEYS = ("table", "panel", "panel_edge", "board", "button", "button_hover", "button_off")
Tones = tuple[tuple[str, Colour], ...]   # (key, colour) pairs: hashable, kept as a palette's key


@lru_cache(maxsize=16)
def palette(name: str, tones: Tones = ()) -> dict[str, Colour]:
    """The palette `name` ("colour-blind safe", or the standard one), with a game's `tones` over it: the
    same dict for the same arguments (its id keys the drawings made with it, `UIState.look`)."""
    base = COLOUR_BLIND if name == "colour-blind safe" else STANDARD
    if not tones:
        return base
    unknown = {key for key, _ in tones} - set(TONE_KEYS)
    if unknown:
        raise ValueError(f"a game's tones may set only {', '.join(TONE_KEYS)}, not {', '.join(sorted(unknown))}")
    return {**base, **dict(tones)}


def contrast(a: Colour, b: Colour) -> float:
    """WCAG 2's contrast ratio of two colours (1 to 21): 4.5 reads as body text, 7 comfortably."""
    def luminance(c: Colour) -> float:
        lin = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c[:3]]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def seat_colour(seats: list[str], seat: str | None, pal: dict[str, Colour]) -> Colour:
    """A seat's colour (the banner's swatch, a board's turn marker); the accent for no seat."""
    return SEAT_COLOURS[seats.index(seat) % len(SEAT_COLOURS)] if seat in seats else pal["accent"]
