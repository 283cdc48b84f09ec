"""City of Zombies cards drawn as cards: a frame coloured and named by kind, the Strength
large, Hunger (or the Alien Boss's abduction number), the Targeting Wheel, the level skull
and the apocalypse icons (CoZ "Overview of Zombie cards"). The card widget keeps each
face once drawn; a small card shows the wheel as coloured pips, the zoomed card the numbers."""
from __future__ import annotations

import math
from typing import Optional

import pygame

from zombiebox.ui import draw
from zombiebox.ui.explain import Explained
from zombiebox.ui.widgets import token

from ..data import (BOSS, CARDS, DOWN, EVENT, FLIP, FLIP_BY_ID, HERO, HERO_NAMES, HUSH, ITEM, NO_ITEMS, PLANE,
                   PLUS, SHIELD, SURVIVOR, TARGET, ZOMBIE, Card, FlipHero, factor_pairs, is_prime, is_square,
                   spawn_number)
from ..state import strength
from .combo import MINUS

# Frame colour and the word on the band: kinds differ by word and shape as well as colour.
KIND_LOOK = {
    ZOMBIE: ((70, 112, 60), "ZOMBIE"),
    BOSS: ((28, 120, 150), "ALIEN BOSS"),
    EVENT: ((128, 70, 150), "EVENT"),
    ITEM: ((196, 120, 30), "ITEM"),
    SURVIVOR: ((150, 110, 70), "SURVIVORS"),
    HERO: ((180, 150, 40), "HERO"),
    "flip": ((200, 80, 120), "FLIP HERO"),
    "flipped": ((150, 40, 60), "FLIPPED"),
}
INK = (24, 24, 24)
FACE = (240, 234, 214)
GREEN_ICON, BLUE_ICON = (40, 150, 70), (40, 110, 200)  # CoZ Apocalypse Mode: green icons, blue icons
# Okabe-Ito: the Targeting Wheel's matching colours stay apart for every colour vision.
PAIR_COLOURS = ((0, 114, 178), (213, 94, 0), (0, 150, 110), (204, 121, 167), (150, 120, 0), (86, 160, 220))
ICON_WORDS = {PLUS: "+ spawns one more", DOWN: "moves down on spawning", PLANE: "plane does not advance",
              SHIELD: "shields the Zombie behind", TARGET: "discards unused dice", HUSH: "do not speak",
              NO_ITEMS: "no Items"}
BACK = (60, 44, 48)
SILHOUETTE = {ZOMBIE: "shambling-zombie", BOSS: "alien-stare", ITEM: "backpack", SURVIVOR: "person",
              HERO: "person", "flip": "person", "flipped": "shambling-zombie"}   # assets/icons/, behind the face


def card_of(card_id: str) -> Optional[Card]:
    return CARDS.get(card_id)


def title_of(card_id: str) -> str:
    """A card's name as a player says it."""
    flip = FLIP_BY_ID.get(card_id)
    if flip:
        return HERO_NAMES[flip.key]
    card = CARDS.get(card_id)
    if card is None:
        return card_id
    return HERO_NAMES.get(card.name, card.name) if card.kind == HERO else card.name


def icon_words(card: Card) -> list[str]:
    return [f"spawn {spawn_number(i)}" if spawn_number(i) else ICON_WORDS.get(i, i) for i in card.icons]


# --- the faces ---------------------------------------------------------------------------------------

def paint_face(surf: pygame.Surface, card_id: str, variant: str) -> None:
    """A card's face, for the card widget (ui/widgets/card.py) to keep and show."""
    rect = surf.get_rect()
    if card_id.startswith("back:"):
        _back(surf, rect, card_id[5:])
        return
    flip = FLIP_BY_ID.get(card_id)
    if flip is not None:
        _flip_face(surf, rect, flip, zombie_side=variant == "flipped")
        return
    card = CARDS[card_id]
    colour, word = KIND_LOOK[card.kind]
    body = _frame(surf, rect, colour, word, card.level, SILHOUETTE.get(card.kind))
    big = rect.w >= 150
    if card.kind in (ZOMBIE, BOSS):
        _fighter(surf, body, card.strength, card.abduct if card.kind == BOSS else card.hunger, card.kind == BOSS,
                 big, card.name)
        _icons(surf, body, card.icons)
    elif card.kind == SURVIVOR:
        _survivors(surf, body, card.value)
    else:
        _words(surf, body, card, big)
    if big:  # the Card ID Number (CoZ Overview of Zombie cards), on the card shown large: under its face
        draw.text(surf, card.id, (rect.right - 6, rect.bottom), 11, (245, 245, 235), anchor="bottomright")


def _frame(surf: pygame.Surface, rect: pygame.Rect, colour, word: str, level: int,
           icon: Optional[str] = None) -> pygame.Rect:
    """Frame and band with the kind's word; the level skull in the band's corner; the kind's silhouette
    faint on the face, under what is printed there. Returns the face area."""
    radius = max(3, rect.w // 12)
    pygame.draw.rect(surf, colour, rect, border_radius=radius)
    pad = max(4, rect.w // 14)
    inner = rect.inflate(-pad, -pad)
    if rect.w >= 150:
        inner.h -= 6  # a large card shows its Card ID Number in the frame's foot
    band_h = max(10, rect.h // 7)
    face = pygame.Rect(inner.x, inner.y + band_h, inner.w, inner.h - band_h)
    pygame.draw.rect(surf, FACE, face, border_radius=max(2, radius - 2))
    if icon:
        side = min(face.w, face.h) * 9 // 10
        picture = token.icon(icon, side, tuple(round(c * 0.86) for c in FACE))
        surf.blit(picture, picture.get_rect(center=face.center))
    skull_w = band_h if level else 0
    size = max(8, min(band_h - 3, 10 + rect.w // 20))
    if draw.font(size, True).size(word)[0] <= inner.w - skull_w - 2:   # else the band's colour says the kind
        draw.text(surf, word, (inner.x + 1, inner.y + band_h // 2), size, (250, 250, 245), bold=True, anchor="midleft")
    if level:
        _skull(surf, pygame.Rect(inner.right - skull_w, inner.y, skull_w, band_h), level)
    pygame.draw.rect(surf, INK, rect, 1, border_radius=radius)
    return face


def _skull(surf: pygame.Surface, box: pygame.Rect, level: int) -> None:
    """The level skull with its number (CoZ Overview: difficulty 1-4)."""
    r = max(3, box.h * 4 // 10)
    c = (box.centerx, box.centery)
    pygame.draw.circle(surf, (245, 245, 235), c, r)
    pygame.draw.rect(surf, (245, 245, 235), (c[0] - r * 6 // 10, c[1], r * 12 // 10, r))
    draw.text(surf, str(level), (c[0], c[1] + 1), max(8, r * 2), INK, bold=True, anchor="center")


def _fighter(surf: pygame.Surface, face: pygame.Rect, strength: int, mouth: Optional[int], boss: bool,
             big: bool, name: str = "") -> None:
    """Strength large; the Targeting Wheel; along the foot Hunger (a bite) or the abduction
    number (a saucer), the name on a large card."""
    foot = max(10, face.h // 6)
    y = face.y + 2
    if big and name:
        size = max(10, foot * 2 // 3)
        y = draw.text(surf, draw.fit(name, size, face.w - 6), (face.centerx, y), size, INK, anchor="midtop").bottom
    tiny = face.w < 48  # the minimum window: Strength as large as it goes, the wheel on the zoomed card
    # on the board the Strength is what a player reads across the table: the face's largest thing
    s_size = max(12, min(face.w // 2, face.h // 4) if big else
                 min(face.w * 2 // 3, face.h // 3) if tiny else min(face.w * 3 // 5, face.h * 2 // 5))
    label = str(strength).replace("-", MINUS)
    fits = max(9, min(s_size, s_size * (face.w - 2) // max(1, draw.font(s_size, True).size(label)[0])))
    draw.text(surf, label, (face.centerx, y), fits, INK, bold=True, anchor="midtop")
    top = y + draw.line_height(s_size) * 3 // 4 + 4
    radius = max(6, min(face.w // 2 - 4, (face.bottom - foot - top) // 2 - 3))
    if not tiny:
        _wheel(surf, (face.centerx, top + radius + 1), radius, strength, big)
    elif is_prime(abs(strength)) or is_square(abs(strength)):
        draw.text(surf, "P" if is_prime(abs(strength)) else "□", (face.centerx, top + radius), max(9, radius),
                  INK, bold=True, anchor="center")
    mark = pygame.Rect(face.x + 3, face.bottom - foot - 2, foot, foot)
    if mouth is not None:
        (_saucer if boss else _bite)(surf, mark)
        draw.text(surf, str(mouth), (mark.right + 3, mark.centery), max(9, foot), INK, bold=True, anchor="midleft")


def _wheel(surf: pygame.Surface, centre: tuple[int, int], radius: int, strength: int, big: bool) -> None:
    """The Targeting Wheel: a clock face, each factor pair in one colour at opposite hours;
    a square in the centre for a square Strength, 'P' for a prime (CoZ Zombies, Prime Numbers)."""
    pygame.draw.circle(surf, (226, 220, 200), centre, radius)
    pygame.draw.circle(surf, INK, centre, radius, 1)
    pairs = factor_pairs(strength)
    numbers = [(n, i) for i, pair in enumerate(pairs) for n in dict.fromkeys(pair)] if pairs else []
    hours = 12 if len(numbers) > 6 else max(6, len(numbers) + len(numbers) % 2)
    places = _opposite_places(len(pairs), hours)
    for (number, pair), hour in zip(numbers, places):
        angle = math.tau * hour / hours - math.pi / 2
        at = (round(centre[0] + math.cos(angle) * radius * 0.72), round(centre[1] + math.sin(angle) * radius * 0.72))
        colour = PAIR_COLOURS[pair % len(PAIR_COLOURS)]
        if big:
            draw.text(surf, str(number).replace("-", MINUS), at, max(9, radius // 4), colour, bold=True, anchor="center")
        else:
            pygame.draw.circle(surf, colour, at, max(2, radius // 7))
    inner = max(3, radius // 3)
    if is_prime(abs(strength)):
        draw.text(surf, "P", centre, max(9, inner * 2), INK, bold=True, anchor="center")
    elif is_square(abs(strength)):
        box = pygame.Rect(0, 0, inner * 2 - 2, inner * 2 - 2)
        box.center = centre
        pygame.draw.rect(surf, INK, box, max(1, inner // 3))


def _opposite_places(pairs: int, hours: int) -> list[int]:
    """Clock positions: a pair's two numbers face each other across the wheel."""
    places = []
    for i in range(pairs):
        places += [i, i + hours // 2]
    return places


def _bite(surf: pygame.Surface, box: pygame.Rect) -> None:
    """Hunger: an open mouth (a disc with a wedge cut out)."""
    c, r = box.center, box.w // 2
    pygame.draw.circle(surf, (170, 40, 40), c, r)
    pygame.draw.polygon(surf, FACE, [c, (box.right + 1, box.top + r // 3), (box.right + 1, box.bottom - r // 3)])


def _saucer(surf: pygame.Surface, box: pygame.Rect) -> None:
    """Abduction: a flying saucer."""
    dome = pygame.Rect(box.x + box.w // 4, box.y + box.h // 6, box.w // 2, box.h // 2)
    pygame.draw.ellipse(surf, (120, 200, 220), dome)
    pygame.draw.ellipse(surf, (28, 120, 150), (box.x, box.centery - box.h // 6, box.w, box.h // 3 + 2))


def _icons(surf: pygame.Surface, face: pygame.Rect, icons: tuple[str, ...]) -> None:
    """Apocalypse icons, right to left along the foot: green act in STEP 5, blue in STEP 2."""
    size = max(8, face.h // 6)
    x = face.right - 3 - size
    for icon in icons:
        apocalypse_icon(surf, pygame.Rect(x, face.bottom - size - 2, size, size), icon)
        x -= size + 2


def apocalypse_icon(surf: pygame.Surface, box: pygame.Rect, icon: str) -> None:
    colour = BLUE_ICON if icon in (SHIELD, TARGET, HUSH, NO_ITEMS) else GREEN_ICON
    pygame.draw.rect(surf, colour, box, border_radius=max(2, box.w // 4))
    c, r, w = box.center, box.w // 2, max(1, box.w // 7)
    white = (250, 250, 250)
    if icon == PLUS:
        pygame.draw.line(surf, white, (c[0], box.y + 2), (c[0], box.bottom - 3), w + 1)
        pygame.draw.line(surf, white, (box.x + 2, c[1]), (box.right - 3, c[1]), w + 1)
    elif icon == DOWN:
        pygame.draw.polygon(surf, white, [(box.x + 2, box.y + 3), (box.right - 3, box.y + 3), (c[0], box.bottom - 3)])
    elif icon == PLANE:
        pygame.draw.line(surf, white, (c[0], box.y + 2), (c[0], box.bottom - 2), w + 1)
        pygame.draw.line(surf, white, (box.x + 2, c[1]), (box.right - 3, c[1]), w + 1)
        pygame.draw.line(surf, white, (c[0] - r // 2, box.bottom - 3), (c[0] + r // 2, box.bottom - 3), w)
    elif icon == SHIELD:
        pygame.draw.polygon(surf, white, [(box.x + 3, box.y + 2), (box.right - 3, box.y + 2),
                                          (box.right - 3, c[1]), (c[0], box.bottom - 2), (box.x + 3, c[1])])
    elif icon == TARGET:
        pygame.draw.circle(surf, white, c, r - 1, w)
        pygame.draw.circle(surf, white, c, max(1, r // 3))
    elif icon == HUSH:
        draw.text(surf, "!", c, box.h, white, bold=True, anchor="center")
    elif icon == NO_ITEMS:
        pygame.draw.circle(surf, white, c, r - 1, w)
        pygame.draw.line(surf, white, (box.x + 3, box.y + 3), (box.right - 4, box.bottom - 4), w + 1)
    elif spawn_number(icon):
        draw.text(surf, str(spawn_number(icon)), c, box.h, white, bold=True, anchor="center")


def _survivors(surf: pygame.Surface, face: pygame.Rect, value: int) -> None:
    """A Survivor card: how many Survivors it holds, as a number and (when there is room) little people."""
    tiny = face.w < 40
    size = max(12, min(face.w * 3 // 4, face.h * 2 // 3) if tiny else min(face.w // 2, face.h // 2))
    draw.text(surf, str(value), (face.centerx, face.y + (0 if tiny else 2)), size, INK, bold=True, anchor="midtop")
    if tiny:
        return
    r = max(2, face.w // 16)
    y = face.bottom - 3 * r - 3
    span = min(face.w - 6, value * (3 * r))
    for i in range(value):
        x = face.centerx - span // 2 + r + i * (span // max(1, value))
        pygame.draw.circle(surf, (80, 60, 40), (x, y - r), r)
        pygame.draw.rect(surf, (80, 60, 40), (x - r, y, 2 * r, 2 * r), border_top_left_radius=r,
                         border_top_right_radius=r)


def _words(surf: pygame.Surface, face: pygame.Rect, card: Card, big: bool) -> None:
    """Events, Items and Heroes: the name, and the effect when the card is shown large."""
    size = max(9, face.w // 6) if not big else max(12, face.w // 11)
    y = face.y + 3
    title = title_of(card.id)
    named = _whole_words(title, size, face.w - 6)   # 0: too narrow (the strip names it beside the card)
    for line in draw.wrap(title, named, face.w - 6, bold=True)[:3] if named else ():
        draw.text(surf, line, (face.centerx, y), named, INK, bold=True, anchor="midtop")
        y += draw.line_height(named)
    if card.strength:  # the Toxic Barrel is destroyed like a Zombie
        draw.text(surf, f"Strength {card.strength}", (face.centerx, y), size, INK, anchor="midtop")
        y += draw.line_height(size)
    if big and card.text:
        small = max(10, face.w // 12)   # the rule's words under the name (face.w // 11)
        for line in draw.wrap(card.text, small, face.w - 10):
            if y + draw.line_height(small) > face.bottom:
                break
            draw.text(surf, line, (face.x + 5, y), small, INK)
            y += draw.line_height(small)


def _whole_words(text: str, size: int, width: int, least: int = 8) -> int:
    """The largest text size up to `size` at which no word of `text` is wider than `width` (a name is
    never broken mid-word: "Ener gy Drink"), or 0 if none down to `least` fits."""
    return next((n for n in range(size, least - 1, -1)
                 if all(draw.font(n, True).size(word)[0] <= width for word in text.split())), 0)


def _flip_face(surf: pygame.Surface, rect: pygame.Rect, flip: FlipHero, zombie_side: bool) -> None:
    colour, word = KIND_LOOK["flipped" if zombie_side else "flip"]
    face = _frame(surf, rect, colour, word, 0, SILHOUETTE["flipped" if zombie_side else "flip"])
    big = rect.w >= 150
    if zombie_side:
        _fighter(surf, face, flip.zombie_strength, flip.zombie_hunger, False, big, f"Zombie {HERO_NAMES[flip.key]}")
    else:
        _fighter(surf, face, flip.strength, None, False, big, HERO_NAMES[flip.key])


def _back(surf: pygame.Surface, rect: pygame.Rect, label: str) -> None:
    pygame.draw.rect(surf, BACK, rect, border_radius=max(3, rect.w // 12))
    shown = SILHOUETTE[SURVIVOR] if SURVIVOR.upper() in label else SILHOUETTE[ZOMBIE]   # which deck, without words
    picture = token.icon(shown, min(rect.w, rect.h) * 8 // 10, (84, 64, 68))
    surf.blit(picture, picture.get_rect(center=rect.center))
    pygame.draw.rect(surf, (200, 180, 150), rect.inflate(-6, -6), 2, border_radius=max(2, rect.w // 14))
    words = label.split()
    # a word a line, at the largest size each fits inside the frame (9 px at least); none where none fits:
    # the picture and the pile's tooltip say what it is (issue 35.10: "SURVIVOR" ran past a small card)
    size = next((n for n in range(max(9, rect.w // 6), 8, -1)
                 if all(draw.font(n, True).size(w)[0] <= rect.w - 8 for w in words)
                 and len(words) * draw.line_height(n) <= rect.h - 8), 0)
    y = rect.centery - len(words) * draw.line_height(size) // 2 if size else 0
    for word in words if size else ():
        draw.text(surf, word, (rect.centerx, y), size, (230, 214, 190), bold=True, anchor="midtop")
        y += draw.line_height(size)


def describe_card(state, card_id: str) -> str:
    """A card in words, for the tooltip: what is on it and what it does now."""
    flip = FLIP_BY_ID.get(card_id)
    if flip is not None:
        name = HERO_NAMES[flip.key]
        if state.flips[flip.key].side == "zombie":
            return (f"Zombie {name} (a flipped Flip Hero): Strength {strength(state, card_id)}, Hunger "
                    f"{flip.zombie_hunger}. {flip.zombie_text}")
        return (f"Flip Hero {name}: hit Strength {strength(state, card_id)} exactly to save them before a Zombie "
                f"reaches their row. Special Move: {flip.move}")
    card = CARDS[card_id]
    word = KIND_LOOK[card.kind][1].title()
    if card.kind in (ZOMBIE, BOSS):
        s = strength(state, card_id)
        pairs = factor_pairs(s)
        wheel = ("prime: no factor pairs (P)" if is_prime(abs(s)) else
                 "wheel " + ", ".join(f"{a}×{b}" for a, b in pairs) if pairs else "")
        square = f", a square: Power Up {math.isqrt(abs(s))}" if is_square(abs(s)) and s > 0 else ""
        lid = f" (printed {card.strength})" if s != card.strength else ""
        mouth = f"abducts {card.abduct}" if card.kind == BOSS else f"Hunger {card.hunger}"
        icons = f". Apocalypse: {', '.join(icon_words(card))}" if card.icons else ""
        return f"{word} {card.name}: Strength {s}{lid} ({wheel}{square}); {mouth}; level {card.level}{icons}"
    if card.kind == SURVIVOR:
        return f"Survivor card: {card.value} Survivor{'s' if card.value > 1 else ''}, worth {card.value} at the end"
    if card.kind == HERO:
        return f"Hero {HERO_NAMES[card.name]}: {card.text}"
    return f"{word} {card.name}: {card.text}"


# the section of the book each kind of card is played by (a card's hover names it)
SECTION = {ZOMBIE: "CoZ Zombies", EVENT: "CoZ Events", BOSS: "CoZ Alien Bosses", ITEM: "CoZ Items",
           SURVIVOR: "CoZ 4. Survivors give you end game points", HERO: "CoZ Hero cards", FLIP: "CoZ Flip Hero cards"}


MEANING = {   # what a Zombie's and a Boss's numbers mean, as the book says it
    ZOMBIE: ("Defeat it by combining the Battle Dice to make exactly its Strength (CoZ STEP 2).",
             "Reaching the Barricade, it eats Survivors equal to its Hunger (CoZ STEP 3)."),
    BOSS: ("Defeat it by combining the Battle Dice to make exactly its Strength (CoZ STEP 2).",),
}


def explain_card(state, card_id: str, near: pygame.Rect) -> Explained:
    """A card explained (ui/explain.py): its name, then what is on it and what it does now, a
    clause a line, and its section of the book."""
    title, _, text = describe_card(state, card_id).partition(": ")
    kind = FLIP if card_id in FLIP_BY_ID else CARDS[card_id].kind
    return Explained(title, (*text.split("; "), *MEANING.get(kind, ()), *hero_state(state, card_id)), SECTION[kind],
                     tuple(near))


def hero_state(state, card_id: str) -> tuple[str, ...]:
    """A Hero's (or a saved Flip Hero's) card in play: Exhausted or ready (CoZ Hero cards); nothing for another card."""
    flip = FLIP_BY_ID.get(card_id)
    if flip is not None:
        hero = state.flips[flip.key] if state.flips[flip.key].where == "saved" else None
    else:
        hero = state.heroes.get(CARDS[card_id].name) if CARDS[card_id].kind == HERO else None
    if hero is None:
        return ()
    return (("Exhausted (turned sideways): its Special Move waits until the Rescue Plane reaches a Hero Refresh "
             "Point" if hero.exhausted else "Ready: its Special Move may be used at any time; it is then Exhausted"),)
