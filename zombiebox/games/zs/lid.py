"""The box lid (ZS Combat Zombies) in lid units: its floor, the zombie picture printed on it, and
where a die resting at a point has landed. One shape: the table draws exactly these circles and
polygon, and the throw counts by them ("count what is drawn, and draw what is counted").

DESIGNED: the picture fills the lid so that the dice thrown come to rest on the head 1 time in 6, on
the rest of the picture 4 in 6 and on the bare floor 1 in 6: the table odds (combat.throw), the bare
floor standing for their miss. Sized by where thrown dice rest (they keep off the rim a little more
than an even spread would), measured by tools/zs_throw_odds.py (docs/rulings.md)."""
from __future__ import annotations

import math

from .data import FLOOR, HEAD, OUTSIDE, PICTURE

LID_W, LID_H = 300.0, 216.0                # the lid's floor
DIE = 20.0                                 # a die's side
RIM_R = 4.0                                # the rim's half thickness
REACH = DIE / 2 + RIM_R                    # the nearest a resting die's centre comes to the rim
HEAD_AT, HEAD_R = (150.0, 66.0), 53.0      # the zombie's head: any die on it kills
BODY = ((110, 96), (56, 0), (0, 0), (0, 110), (60, 150), (36, 216), (136, 216), (150, 188), (164, 216),
        (264, 216), (240, 150), (300, 110), (300, 0), (244, 0), (190, 96))   # arms raised, legs apart
EYES = ((-18.0, -6.0), (18.0, -6.0))      # from the head's centre (drawn only)


def in_lid(x: float, y: float) -> bool:
    return 0 <= x <= LID_W and 0 <= y <= LID_H


def on_head(x: float, y: float) -> bool:
    return math.dist((x, y), HEAD_AT) <= HEAD_R


def on_body(x: float, y: float) -> bool:
    """Inside the body's polygon (crossings of a ray to the right)."""
    inside = False
    for (x1, y1), (x2, y2) in zip(BODY, BODY[1:] + BODY[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def spot_of(x: float, y: float) -> str:
    """ZS Combat Zombies: where a die whose centre rests at (x, y) landed: outside the lid, on the
    head, on the rest of the picture, or on the lid's bare floor (which counts for nothing)."""
    if not in_lid(x, y):
        return OUTSIDE
    if on_head(x, y):
        return HEAD
    return PICTURE if on_body(x, y) else FLOOR


def face_of(angle: float) -> int:
    """The face a die shows: which sixth of a turn it came to rest at."""
    return 1 + int((angle % math.tau) / math.tau * 6) % 6
