"""ATZ's counters as the kit's tokens (issue 33.3): a survivor's figure with its weapon, its Rep, MP and
melee dice on the plate and OOA when out of ammo; never drawn under 24 px, however far the map is zoomed out."""
import pygame

from zombiebox.games.atz.scene import figures
from zombiebox.ui.widgets import token


def test_a_survivors_token_shows_its_weapon_numbers_and_ammo():
    pygame.init()
    chit = figures.survivor_chit(("Nick", True, False, 5, 5, 3, "shotgun", False, None))
    assert (chit.icon, chit.corner, chit.tag, chit.badge) == ("person", "sawed-off-shotgun", "5 5 3", "")
    assert chit.rim == figures.STAR                                  # a Star's gold rim
    out = figures.survivor_chit(("Jo", False, True, 4, 5, 2, "pistol", True, (200, 60, 200)))
    assert out.badge == "OOA" and out.face == figures.WOUNDED and out.rim == (200, 60, 200)


def test_counters_are_never_drawn_under_24_pixels():
    small = figures.zombie_image(4, 12), figures.survivor_image(("Nick", True, False, 5, 5, 3, "shotgun", False, None), 12)
    for img in small:
        inked = img.get_bounding_rect(min_alpha=200)
        assert inked.w >= token.MIN_SIZE and inked.h >= token.MIN_SIZE


def test_a_held_survivor_is_lifted_off_its_shadow():
    face = ("Nick", True, False, 5, 5, 3, "shotgun", False, None)
    down, up = figures.survivor_image(face, 40), figures.survivor_image(face, 40, held=True)
    rim = figures.STAR
    top = lambda img: next(y for y in range(img.get_height()) if img.get_at((img.get_width() // 2, y))[:3] == rim)
    assert top(up) - up.get_height() // 2 < top(down) - down.get_height() // 2   # the chit stands higher
