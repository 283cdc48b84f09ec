"""ui/widgets/token.py: a chit with its silhouette, rim, facing arrow and badge, drawn once per look and
size; lifted off its shadow; magnified under the mouse when small; every icon it names is shipped."""
import pygame

from zombiebox.core.paths import asset_path
from zombiebox.ui.widgets import token
from zombiebox.ui.widgets.token import Chit, draw_token, icon, image, margin, shown_size

RIM, FACE = (200, 30, 30), (230, 220, 190)


def test_the_chit_has_its_rim_its_face_and_a_silhouette_in_the_middle():
    pygame.init()
    img = image(Chit("person", FACE, RIM), 48)
    pad = margin(48)
    assert img.get_at((pad + 24, pad + 1))[:3] == RIM             # the rim, at the top edge
    assert img.get_at((pad + 24, pad + 7))[:3] == FACE            # the cardboard inside it
    middle = [img.get_at((pad + 24, pad + y))[:3] for y in range(14, 34)]
    assert (24, 24, 24) in middle                                 # the silhouette's ink
    assert img.get_at((1, 1)).a == 0                              # round: the corners stay clear


def test_a_picture_is_drawn_once_per_chit_and_size():
    chit = Chit("shambling-zombie", FACE, RIM, badge="3")
    assert image(chit, 40) is image(chit, 40)
    assert image(chit, 40) is not image(chit, 41)
    assert image(chit, 40) is not image(Chit("shambling-zombie", FACE, RIM, badge="4"), 40)


def test_the_facing_arrow_stands_outside_the_rim_the_way_the_token_faces():
    size, pad = 40, margin(40)
    end = 2 * pad + size - 4
    north, east, south = (pad + 20, 3), (end, pad + 20), (pad + 20, end)
    for facing, at, away in ((0, north, south), (90, east, north), (180, south, north)):
        img = image(Chit("shambling-zombie", FACE, RIM, facing=facing), size)
        assert img.get_at(at)[:3] == RIM and img.get_at(away).a == 0, facing
    assert image(Chit("person", FACE, RIM), size).get_at(north).a == 0   # no facing: no arrow


def test_the_badge_shows_on_the_top_right():
    plain, counted = image(Chit("person", FACE, RIM), 40), image(Chit("person", FACE, RIM, badge="2"), 40)
    pad = margin(40)
    corner = (pad + 40 - 5, pad + 5)
    assert plain.get_at(corner)[:3] != counted.get_at(corner)[:3]


def test_a_lifted_token_rises_and_its_shadow_falls_further_off():
    chit = Chit("person", FACE, RIM)
    flat, held = pygame.Surface((100, 100)), pygame.Surface((100, 100))
    down = draw_token(flat, (50, 50), chit, 40)
    up = draw_token(held, (50, 50), chit, 40, lift=token.HELD)
    assert up.y < down.y and up.x == down.x
    assert down.center == (50, 50)


def test_a_token_under_24_pixels_is_magnified_under_the_mouse():
    assert shown_size(18, False) == 18 and shown_size(18, True) >= token.MIN_SIZE
    assert shown_size(40, True) == 40


def test_icons_are_drawn_at_the_size_asked_in_the_colour_asked():
    img = icon("ufo", 30, (0, 200, 0))
    assert img.get_size() == (30, 30)
    inked = [img.get_at((x, y)) for x in range(30) for y in range(30) if img.get_at((x, y)).a == 255]
    assert inked and all(c[:3] == (0, 200, 0) for c in inked)


def test_every_shipped_icon_is_credited():
    credits = asset_path("CREDITS.md").read_text()
    for svg in asset_path("icons").glob("*.svg"):
        assert f"icons/{svg.name}" in credits, svg.name


def test_an_icon_asked_at_no_size_is_a_pixel_not_a_crash():
    """A window dragged very small shrinks a card's silhouette to nothing (the soak, City of Zombies'
    piles): pygame refuses an SVG drawn at size 0."""
    assert icon("shambling-zombie", 0).get_size() == (1, 1)
    assert icon("shambling-zombie", -3).get_size() == (1, 1)

