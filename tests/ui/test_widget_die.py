"""ui/widgets/die.py: a d6 shows its pips, a counted die carries its mark on itself (a tick, a cross
for a miss), a tumbling die turns, and each face is drawn once."""
import pygame

from zombiebox.ui.widgets.die import die, face, tab

PAL = {"die": (240, 236, 220), "pip": (20, 20, 20), "shadow": (0, 0, 0), "good": (40, 160, 60), "bad": (200, 40, 40)}
COLOURS = ((240, 236, 220), (20, 20, 20))


def pips(img, side):
    """The pip spots of a face that are inked: the 3x3 grid's."""
    pad, step = tab(side), side / 4
    return {(c, r) for c in range(3) for r in range(3)
            if img.get_at((pad + round(step * (c + 1)), pad + round(step * (r + 1))))[:3] == (20, 20, 20)}


def test_each_face_shows_its_pips():
    assert pips(face(48, 1, COLOURS), 48) == {(1, 1)}
    assert pips(face(48, 5, COLOURS), 48) == {(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)}
    assert pips(face(48, 6, COLOURS), 48) == {(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)}


def test_a_counted_die_is_marked_on_itself_and_a_miss_differently():
    plain = face(48, 3, COLOURS)
    hit = face(48, 3, COLOURS, mark="hit", mark_colour=(40, 160, 60))
    miss = face(48, 3, COLOURS, mark="miss", mark_colour=(200, 40, 40))
    pad = tab(48)
    edge = (pad + 24, pad + 1)
    assert plain.get_at(edge)[:3] != (40, 160, 60) and hit.get_at(edge)[:3] == (40, 160, 60)
    corner = (pad + 48, pad)                                   # the tab on its corner
    assert plain.get_at(corner).a == 0 and hit.get_at(corner).a == 255
    tick_and_cross = [(x, y) for x in range(2 * pad) for y in range(2 * pad)
                      if hit.get_at((pad + 48 - pad + x, y)) != miss.get_at((pad + 48 - pad + x, y))
                      and miss.get_at((pad + 48 - pad + x, y))[:3] == (250, 250, 250)]
    assert tick_and_cross                                      # a miss is told by its cross, not its colour alone


def test_a_face_is_drawn_once_and_a_tumbling_die_is_turned():
    assert face(30, 4, COLOURS) is face(30, 4, COLOURS)
    still, turned = pygame.Surface((80, 80)), pygame.Surface((80, 80))
    die(still, pygame.Rect(20, 20, 40, 40), 4, PAL)
    die(turned, pygame.Rect(20, 20, 40, 40), 4, PAL, angle=30)
    assert pygame.image.tobytes(still, "RGB") != pygame.image.tobytes(turned, "RGB")
    assert turned.get_at((40, 40)) == still.get_at((40, 40))   # turned about its centre


def test_the_trays_label_of_a_long_roll_is_never_cut(monkeypatch):
    from zombiebox.core.actions import Event
    from zombiebox.ui import draw
    from zombiebox.ui.palette import palette
    from zombiebox.ui.widgets.dice_tray import DiceTray

    pygame.init()
    label = "6 dice from 2K15: [5, 1, 6, 6, 6, 3]: 4 zombie(s)"   # ATZ 11.0's, wider than the tray at 960x600
    tray = DiceTray()
    tray.show([Event("fire", "ATZ 11.0", label, {"dice": [5, 1, 6, 6, 6, 3], "hit_on": 5})], 0.0)
    written = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, s, *a, **k: written.append(s) or real(surface, s, *a, **k))
    tray.draw(pygame.Surface((300, 200)), pygame.Rect(0, 0, 300, 200), palette("standard"), 15)
    assert not any("…" in s for s in written)
    assert " ".join(s for s in written if s not in ("hit", "Dice")) == label
