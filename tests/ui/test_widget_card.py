"""ui/widgets/card.py: a face painted once per card, size and variant; sideways; the zoom beside it."""
import pygame

from zombiebox.ui.widgets.card import CardFaces, zoom_box


def faces_and_calls():
    pygame.init()
    calls = []

    def paint(surface, card, variant):
        calls.append((card, surface.get_size(), variant))
        surface.fill((200, 10, 10) if variant else (10, 200, 10))
    return CardFaces(paint), calls


def test_a_face_is_painted_once_per_card_size_and_variant_and_drawn_where_asked():
    faces, calls = faces_and_calls()
    target = pygame.Surface((200, 200))
    assert faces.blit(target, "A", pygame.Rect(10, 20, 40, 56)) == pygame.Rect(10, 20, 40, 56)
    faces.blit(target, "A", pygame.Rect(100, 20, 40, 56))
    faces.blit(target, "A", pygame.Rect(10, 100, 40, 56), "flipped")
    assert calls == [("A", (40, 56), ""), ("A", (40, 56), "flipped")]
    assert target.get_at((30, 40))[:3] == (10, 200, 10) and target.get_at((30, 120))[:3] == (200, 10, 10)
    faces.blit(target, "A", pygame.Rect(150, 150, 40, 28), sideways=True)   # turned a quarter
    assert calls[-1] == ("A", (28, 40), "")


def test_the_zoomed_card_goes_left_of_the_hovered_one_or_right_when_the_left_has_no_room():
    bounds = pygame.Rect(0, 0, 800, 600)
    left = zoom_box(pygame.Rect(500, 100, 40, 56), bounds, 150)
    assert left.size == (150, 210) and left.right == 490 and left.y == 100
    right = zoom_box(pygame.Rect(50, 100, 40, 56), bounds, 150)
    assert right.x == 100
    low = zoom_box(pygame.Rect(500, 550, 40, 56), bounds, 150)
    assert bounds.contains(low)
    faces, _ = faces_and_calls()
    target = pygame.Surface(bounds.size)
    shown = faces.zoom(target, "A", pygame.Rect(500, 100, 40, 56), bounds, 150, (1, 2, 3))
    assert shown == left and target.get_at(left.center)[:3] == (10, 200, 10)


def test_a_card_with_no_room_is_not_drawn_and_is_no_crash():
    """A window dragged very small leaves a pile no room (the soak: City of Zombies' Safe Zone at event
    10,065); pygame refuses a surface of no size, so nothing is painted there."""
    faces, calls = faces_and_calls()
    target = pygame.Surface((50, 50))
    for rect in (pygame.Rect(5, 5, 0, 20), pygame.Rect(5, 5, 20, -4)):
        assert faces.blit(target, "A", rect) == rect
        faces.blit(target, "A", rect, sideways=True)
    assert calls == []
