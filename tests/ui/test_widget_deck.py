"""ui/widgets/deck.py: a pile shows its top card, its thickness, and its count beside it."""
import pygame

from zombiebox.ui.palette import STANDARD as PAL
from zombiebox.ui.widgets.card import CardFaces
from zombiebox.ui.widgets.deck import pile

from .helpers import make_app

INK = {"a": (250, 0, 0), "b": (0, 250, 0), "c": (0, 0, 250), "d": (250, 250, 250)}


def test_a_pile_shows_its_top_card_two_under_it_and_its_count_on_a_badge():
    make_app()   # fonts ready
    faces = CardFaces(lambda surface, card, variant: surface.fill(INK[card]))
    target = pygame.Surface((300, 200))
    rect = pygame.Rect(20, 40, 40, 56)
    pile(target, rect, faces, ["a", "b", "c", "d"], PAL, 14)
    assert target.get_at(rect.center)[:3] == INK["a"]                       # the top card on top
    assert target.get_at((rect.right + 2, rect.y - 3))[:3] == INK["c"]      # the third shows under it...
    assert target.get_at((rect.right + 8, rect.y - 5))[:3] == (0, 0, 0)     # ...the fourth does not
    beside = [target.get_at((x, y))[:3] for x in range(rect.right + 4, rect.right + 40) for y in range(rect.y, rect.bottom)]
    assert PAL["accent"] in beside   # "×4" beside it
    target.fill((0, 0, 0))
    pile(target, rect, faces, ["a"], PAL, 14)
    assert PAL["accent"] not in [target.get_at((x, y))[:3] for x in range(rect.right + 4, rect.right + 40)
                                 for y in range(rect.y, rect.bottom)]  # one card: no count


def test_a_pile_in_a_row_of_decks_shows_its_count_over_its_foot():
    make_app()
    faces = CardFaces(lambda surface, card, variant: surface.fill(INK[card]))
    target = pygame.Surface((300, 200))
    rect = pygame.Rect(20, 40, 40, 56)
    pile(target, rect, faces, ["a", "b", "c"], PAL, 14, over=True)
    foot = [target.get_at((x, y))[:3] for x in range(rect.x, rect.right) for y in range(rect.centery, rect.bottom)]
    beside = [target.get_at((x, y))[:3] for x in range(rect.right + 8, rect.right + 40) for y in range(rect.y, rect.bottom)]
    assert PAL["accent"] in foot and PAL["accent"] not in beside
    assert target.get_at((rect.centerx, rect.y + 4))[:3] == INK["a"]   # the top of the card still shows
