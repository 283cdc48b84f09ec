"""The counter stack widget: a pile shows its count, and fans out beside its place, inside the
board, staying open on the way to it when its counters can be clicked."""
import pygame

from zombiebox.ui.palette import STANDARD
from zombiebox.ui.widgets.counter_stack import Fanning, badge, draw_fan, draw_stack, fan_out

BOUNDS = pygame.Rect(0, 0, 400, 300)


def test_a_fan_opens_above_its_place_or_beside_it_when_there_is_no_room():
    assert fan_out("A", pygame.Rect(100, 150, 40, 40), ["x"], 20, BOUNDS) is None  # one counter: no fan
    fan = fan_out("A", pygame.Rect(100, 150, 40, 40), ["x", "y", "z"], 20, BOUNDS)
    assert fan.box.bottom == 146 and BOUNDS.contains(fan.box)
    assert [item for _, item in fan.cells] == ["x", "y", "z"] and fan.item_at(fan.cells[1][0].center) == "y"
    top = fan_out("B", pygame.Rect(200, 2, 40, 40), ["x", "y"], 20, BOUNDS)  # no room above: to the left
    assert top.box.right == 196 and top.box.y == 2
    many = fan_out("C", pygame.Rect(100, 150, 40, 40), list(range(8)), 20, BOUNDS, cols=6)
    assert len({r.y for r, _ in many.cells}) == 2   # six a row


def test_a_fan_lies_over_no_place_to_avoid_when_it_can_be_helped():
    place = pygame.Rect(100, 150, 40, 40)
    above, left = pygame.Rect(100, 90, 40, 40), pygame.Rect(40, 150, 40, 40)
    fan = fan_out("A", place, ["x", "y", "z"], 20, BOUNDS, avoid=[above, left])
    assert not fan.box.colliderect(above) and not fan.box.colliderect(left) and fan.box.x == place.right + 4
    ring = [place.move(dx * 60, dy * 60) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
    boxed = fan_out("A", place, list(range(6)), 20, BOUNDS, avoid=ring)  # every side taken: off to the edge
    assert not any(boxed.box.colliderect(r) for r in ring) and BOUNDS.contains(boxed.box)


def test_an_open_fan_stays_on_the_way_to_it_only_when_its_counters_can_be_clicked():
    place = pygame.Rect(100, 150, 40, 40)
    other = pygame.Rect(100, 100, 40, 40)  # the place the fan opens over

    def place_at(pos):
        return "A" if place.collidepoint(pos) else "B" if other.collidepoint(pos) else None

    def fan_of(key):
        return fan_out(key, place if key == "A" else other, ["x", "y"], 20, BOUNDS)

    fanning = Fanning()
    assert fanning.under(place.center, place_at, fan_of, lambda key: True).place == "A"
    over = fan_of("A").box.center  # in the fan, over place B
    assert fanning.under(over, place_at, fan_of, lambda key: True).place == "A"
    assert fanning.under(over, place_at, fan_of, lambda key: False).place == "B"
    assert fanning.under((390, 290), place_at, fan_of, lambda key: True) is None


def test_a_pile_shows_its_count_and_a_fan_marks_its_chosen_counters():
    pygame.init()
    surface = pygame.Surface((100, 100))
    img = pygame.Surface((20, 20))
    img.fill((200, 0, 0))
    top = draw_stack(surface, (50, 50), img, 3)
    assert top.center == (50, 50) and surface.get_at((top.right + 3, top.y + 2))[:3] == (200, 0, 0)  # one under it
    before = surface.copy()
    badge(surface, top, 1, 20)
    assert surface.get_at((top.right + 4, top.y - 2)) == before.get_at((top.right + 4, top.y - 2))  # one: no badge
    badge(surface, top, 3, 20)
    assert surface.get_at((top.right + 4, top.y - 2)) != before.get_at((top.right + 4, top.y - 2))
    fan = fan_out("A", pygame.Rect(30, 60, 40, 30), ["x", "y"], 16, surface.get_rect())
    small = pygame.Surface((10, 10))
    draw_fan(surface, fan, STANDARD, lambda item, size: small, lambda item: item == "y", True, (-1, -1))
    (rx, _), (ry, _) = fan.cells
    assert surface.get_at((ry.x + 2, ry.centery))[:3] == STANDARD["accent"]
    assert surface.get_at((rx.x + 2, rx.centery))[:3] != STANDARD["accent"]
