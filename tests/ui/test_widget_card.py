"""ui/widgets/card.py: a face painted once per card, size and variant; sideways; the zoom beside it."""
import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.card import (COMPACT_EDGE, INK, CardFaces, Face, compact_height, compact_lines, paint_compact,
                                       zoom_box)


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


def test_the_kit_card_shows_its_title_icon_and_every_word_of_its_rule_in_its_frame():
    """look.md 5 (issue 33.3): a card from its data: a frame in its colour, the title on the band, the
    icon, and the rule text in whole words, smaller before a word is lost; its back in its deck's colour."""
    from zombiebox.ui.widgets.card import Face, paint, paint_back, rule_lines

    pygame.init()
    rule = ("The active human fires: eliminate a zombie in his line of shooting up to 3 spaces away. "
            "No AP, no ammo. It counts as a shot (one more zombie spawns).")
    for width in (120, 180, 260):
        lines, size = rule_lines(rule, 16, (width - 20, width * 7 // 10))
        assert " ".join(lines) == rule and 8 <= size <= 16
    small, _ = rule_lines(rule, 16, (100, 60))
    assert " ".join(small) == rule
    card = pygame.Surface((180, 252), pygame.SRCALPHA)
    paint(card, Face("Sawed-off Shotgun", rule, "sawed-off-shotgun", (40, 90, 150), "Humans' card"))
    assert tuple(card.get_at((2, 126)))[:3] == (40, 90, 150)              # the frame
    band = {tuple(card.get_at((x, y)))[:3] for x in range(10, 170, 2) for y in range(8, 40, 2)}
    assert (40, 90, 150) in band and len(band) > 3                        # coloured, with white words on it
    body = {tuple(card.get_at((x, y)))[:3] for x in range(10, 170, 3) for y in range(150, 240, 3)}
    assert len(body) > 3                                                  # the rule's words drawn
    back = pygame.Surface((90, 126), pygame.SRCALPHA)
    paint_back(back, (110, 50, 50), "Zombies")
    assert tuple(back.get_at((4, 63)))[:3] == (110, 50, 50)


def test_a_zombie_terror_card_under_the_mouse_is_shown_whole_beside_the_hand():
    from zombiebox.games.zt.scene import panels
    from zombiebox.ui.app import App
    from zombiebox.ui.headless import bot_played
    from zombiebox.ui.settings import Settings
    from zombiebox.ui.table import TableScene

    app = App((1280, 800), Settings(skip_animations=True))
    t = app.push(TableScene(app, bot_played("zt", 1, 6)))
    app.render()
    _, _, pan = t.view.parts(t.match, t.ui)
    seat = next(s for s in t.view.face_up(t.match) if t.match.state.hands.get(s))
    r = pan.hands[seat][0]
    app.mouse = (2, 2)
    app.render()
    box = zoom_box(r, t.view.rect, max(160, t.view.layout(t.view.rect, t.match).side.w * 2 // 3))
    before = {tuple(app.window.get_at((x, box.centery)))[:3] for x in range(box.x + 2, box.right - 2, 3)}
    app.mouse = r.center
    app.render()
    frame = tuple(app.window.get_at((box.x + 2, box.centery)))[:3]
    assert frame == panels.CARD_BACK[seat] and frame not in before


def test_the_compact_card_is_as_tall_as_its_words_and_shows_every_line():
    """The compact form (ZS's event card in a short panel): the title bold over the rule text, each
    paragraph on its own lines, the card exactly as tall as they are at the panel's text size."""
    pygame.init()
    face = Face("Kitchen fire", "it is night for the rest of the game\npower on, no running water", colour=(70, 40, 40))
    size, width, lh = 13, 300, draw.line_height(13)
    lines = compact_lines(face, width, size)
    assert lines == [("Kitchen fire", True), ("it is night for the rest of the game", False),
                     ("power on, no running water", False)]
    height = compact_height(face, width, size)
    assert height == 3 * lh + 2 * COMPACT_EDGE + 8
    assert compact_height(Face(face.title, face.text + "\nday"), width, size) == height + lh
    surf = pygame.Surface((width, height))
    paint_compact(surf, face, size)
    last = range(height - COMPACT_EDGE - 4 - lh, height - COMPACT_EDGE - 4)
    assert any(surf.get_at((x, y))[:3] == INK for x in range(COMPACT_EDGE, width // 2) for y in last)
    assert surf.get_at((0, height // 2))[:3] == (70, 40, 40)   # the frame in the deck's colour
