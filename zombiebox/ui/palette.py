"""The table's colours. Two palettes with the same keys; the colour-blind-safe one
uses the Okabe-Ito colours, so 'good' and 'bad' differ in lightness and hue
(blue against orange), never red against green alone. Drawing code also marks
meaning with a shape or a word, not only a colour."""
from __future__ import annotations

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


def palette(name: str) -> dict[str, Colour]:
    return COLOUR_BLIND if name == "colour-blind safe" else STANDARD


def seat_colour(seats: list[str], seat: str | None, pal: dict[str, Colour]) -> Colour:
    """A seat's colour (the banner's swatch, a board's turn marker); the accent for no seat."""
    return SEAT_COLOURS[seats.index(seat) % len(SEAT_COLOURS)] if seat in seats else pal["accent"]
