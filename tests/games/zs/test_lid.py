"""The box lid (issue 30): what is drawn is what counts (the lid painted, every point's colour read
back against the spot the throw counts there), and the picture's share of the floor a die can reach."""
import pygame

from zombiebox.games.zs.data import FLOOR, HEAD, OUTSIDE, PICTURE
from zombiebox.games.zs.lid import LID_H, LID_W, REACH, spot_of
from zombiebox.games.zs.scene.throw import PRINTED, paint_lid, throw
from zombiebox.ui.palette import palette

COLOUR = {colour: spot for spot, colours in PRINTED.items() for colour in colours}   # each colour names one spot


def grid(step: float, margin: float = 0.0):
    n_x, n_y = int((LID_W - 2 * margin) / step), int((LID_H - 2 * margin) / step)
    return [(margin + (i + 0.5) * step, margin + (j + 0.5) * step) for i in range(n_x) for j in range(n_y)]


def test_the_lid_is_drawn_as_it_counts():
    """Issue 30 point 7: a point of the lid drawn brown is bare floor, green (or the zombie's rags and
    claws) picture, pale green (or its mouth) head: the details are printed inside the picture's edge."""
    assert len(COLOUR) == sum(len(c) for c in PRINTED.values())
    pygame.init()
    lid = pygame.Rect(0, 0, 600, 432)
    img = pygame.Surface(lid.size)
    paint_lid(img, lid, palette("standard"), 16)
    read = agree = 0
    for x, y in grid(3):
        shown = tuple(img.get_at((int(x * 2), int(y * 2))))[:3]
        near = {spot_of(x + dx, y + dy) for dx in (-1.5, 0, 1.5) for dy in (-1.5, 0, 1.5)}
        if len(near) > 1 or shown not in COLOUR:   # an edge, the rim, a word or an eye
            continue
        read += 1
        agree += COLOUR[shown] == spot_of(x, y)
    assert read > 0.8 * len(grid(3)) and agree == read


def test_the_picture_covers_the_reachable_floor_near_the_table_odds():
    """DESIGNED: where a resting die's centre can be, about 1 in 6 head, 4 in 6 picture, 1 in 6 bare
    floor (sized by where thrown dice rest: tools/zs_throw_odds.py measures the throw itself)."""
    points = grid(1, REACH)
    share = {spot: sum(spot_of(x, y) == spot for x, y in points) / len(points) for spot in (HEAD, PICTURE, FLOOR)}
    assert abs(share[HEAD] - 1 / 6) < 0.02 and abs(share[PICTURE] - 4 / 6) < 0.02 and abs(share[FLOOR] - 1 / 6) < 0.02
    assert spot_of(-1, 50) == spot_of(50, LID_H + 1) == OUTSIDE


def test_a_die_resting_on_the_bare_floor_lands_there():
    """Each thrown die's landing is the spot under its centre: the bare floor too (it counts nothing)."""
    ends = [(20, 190), (280, 190), (90, 20), (150, 210), (150, 100)]
    landed = [d for seed in range(10) for x, y in ends for d in throw((x, y - 5), (x, y), 4, seed).landed]
    assert {d.spot for d in landed} >= {FLOOR, PICTURE, HEAD}
    assert all(d.spot == spot_of(*d.at) for d in landed)
    assert all(d.action["spot"] == FLOOR and "face" not in dict(d.action.params) for d in landed if d.spot == FLOOR)
