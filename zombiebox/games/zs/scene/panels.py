"""The side panels: the tracker and its beads, the event deck and this round's event, the town's
decks (Part II); the snake order and the offered tiles (Part I)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from zombiebox.ui import draw
from zombiebox.ui.palette import seat_colour
from zombiebox.ui.widgets import card as kit_card
from zombiebox.ui.widgets.card import CardFaces
from zombiebox.ui.widgets.deck import DEPTH, count_badge, pile
from zombiebox.ui.widgets.token import MIN_SIZE, icon

from ..data import EVENT, LOCATION_NAMES, SHAPES, TILE, TILES, TRACK_MAX, TRACKS
from ..state import ZsState
from .tiles import LEAST, paint_tile, tile_colour

SHAPE_W = 12   # a pool row's tile shape in small squares: the longest (4 squares) 3 pixels a square
TRACK_NAMES = {"lumber": "Lumber", "water": "Water", "food": "Food", "first_aid": "First aid", "gas": "Gas",
               "batteries": "Batteries"}


@dataclass(frozen=True)
class Offered:
    """A kind of tile in the draft pool, where it is drawn, and whether the drafter may take it."""
    kind: str
    rect: pygame.Rect
    count: int
    takeable: bool


def pool_cells(rect: pygame.Rect, state: ZsState, takeable: set[str], row: int) -> list[Offered]:
    """The tile kinds still in the pool, two columns of rows."""
    col_w = (rect.w - 6) // 2
    out = []
    kinds = [t.kind for t in TILES if state.pool.get(t.kind)]
    for i, kind in enumerate(kinds):
        x = rect.x + (i % 2) * (col_w + 6)
        y = rect.y + (i // 2) * (row + 4)
        out.append(Offered(kind, pygame.Rect(x, y, col_w, row), state.pool[kind], kind in takeable))
    return out


def paint_shape(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> int:
    """A tile's shape in small squares, left in `rect`; returns the width it takes."""
    cells = SHAPES[TILE[kind].shape]
    cols = max(c for c, _ in cells) + 1
    rows = max(r for _, r in cells) + 1
    side = max(3, min(rect.h // rows, rect.w // cols))
    top = rect.centery - side * rows // 2
    for c, r in cells:
        cell = pygame.Rect(rect.x + c * side, top + r * side, side - 1, side - 1)
        pygame.draw.rect(surface, tile_colour(kind), cell)
    return side * cols


def chip_side(row: int) -> int:
    """The tile's picture at the head of a pool row: MIN_SIZE at least (the row is made tall enough), a
    little more on a row of two lines."""
    return max(MIN_SIZE, min(row - 4, MIN_SIZE + 4))


def words_left(row: int) -> int:
    """Where a pool row's words start: after the tile's picture and its shape in small squares."""
    return 3 + chip_side(row) + 3 + SHAPE_W + 3


def paint_offered(surface: pygame.Surface, r: pygame.Rect, kind: str, pal: dict, live: bool) -> int:
    """The head of a pool row: the tile's picture on one square (faded where it may not be taken) and
    its shape; returns where the words start."""
    chip = pygame.Rect(r.x + 3, r.centery - chip_side(r.h) // 2, chip_side(r.h), chip_side(r.h))
    paint_tile(surface, [chip], kind, 0, pal, words=False)
    if not live:
        veil = pygame.Surface(chip.size, pygame.SRCALPHA)
        veil.fill((*pal["button_off"][:3], 150))
        surface.blit(veil, chip)
    paint_shape(surface, pygame.Rect(chip.right + 3, r.centery - SHAPE_W // 2, SHAPE_W, SHAPE_W), kind)
    return r.x + words_left(r.h)


def pool_row(rect: pygame.Rect, state: ZsState, size: int) -> int:
    """How tall a pool row is: one line of words, or two when a name needs them and the pool has room."""
    one = max(MIN_SIZE + 4, draw.line_height(draw.sized("small", size)) + 6)
    kinds = [t for t in TILES if state.pool.get(t.kind)]
    words_w = (rect.w - 6) // 2 - words_left(one) - 4
    if all(draw.font(draw.sized("small", size)).size(f"{t.name} ×{state.pool[t.kind]}")[0] <= words_w for t in kinds):
        return one
    for s in range(draw.sized("small", size), 9, -1):   # two lines as large as the pool's room lets them be
        two = 2 * draw.line_height(s) + 2
        if (len(kinds) + 1) // 2 * (two + 4) <= rect.h:
            return max(one, two)
    return one


def paint_draft(surface: pygame.Surface, rect: pygame.Rect, state: ZsState, snake: list[str], offered: list[Offered],
                pal: dict, size: int, dragged: str = "") -> None:
    """The snake order (`snake`: the rules' drafters of this pick and the next ones) and the offered tiles."""
    y = rect.y
    draw.text(surface, "Draft order (ZS Part I)", (rect.x, y), size, pal["dim"], bold=True)
    y += draw.line_height(size) + 2
    x = rect.x
    for i, seat in enumerate(snake):
        colour = seat_colour(state.order, seat, pal)
        label = draw.text_surface(seat.upper(), draw.sized("note", size), pal["pip"] if i == 0 else pal["text"], i == 0)
        box = label.get_rect(topleft=(x + 4, y + 2))
        pygame.draw.rect(surface, colour, box.inflate(8, 4), 0 if i == 0 else 1, border_radius=4)  # now: filled
        surface.blit(label, box)
        x = box.right + 12
        if x > rect.right - 30:
            break
    for cell in offered:
        r = cell.rect
        live = cell.takeable and cell.kind != dragged
        pygame.draw.rect(surface, pal["button"] if live else pal["button_off"], r, border_radius=5)
        pygame.draw.rect(surface, pal["panel_edge"], r, 1, border_radius=5)
        x = paint_offered(surface, r, cell.kind, pal, live)
        lines, s = draw.fitted(f"{TILE[cell.kind].name} ×{cell.count}", draw.sized("small", size), r.right - x - 4, r.h - 2)
        step = draw.line_height(s)
        for i, line in enumerate(lines):
            draw.text(surface, line, (x, r.centery + round((i - (len(lines) - 1) / 2) * step)), s,
                      pal["text"] if live else pal["dim"], anchor="midleft")


def paint_lines(surface: pygame.Surface, lines: list[str], pal: dict, size: int) -> None:
    for i, line in enumerate(lines):
        draw.text(surface, line, (0, i * draw.line_height(size)), size, pal["text"])


def _track_words(size: int, cols: int) -> int:
    """The tracks' words: the scale's "small", "fine" in two columns."""
    return draw.sized("small" if cols == 1 else "fine", size)


def _track_row(size: int, cols: int = 1) -> int:
    return max(12, draw.line_height(_track_words(size, cols)))


def tracker_height(size: int, cols: int = 1) -> int:
    """How tall `paint_tracker` draws, its tracks in `cols` columns."""
    return -(-len(TRACKS) // cols) * (_track_row(size, cols) + 2)


def paint_tracker(surface: pygame.Surface, rect: pygame.Rect, track: dict[str, int], pal: dict, size: int,
                  cols: int = 1) -> None:
    """ZS Game Setup: the tracking sheet, six tracks 0-12, a bead on each; in two columns of smaller
    words where the column is short of room."""
    words = _track_words(size, cols)
    label_w = draw.font(words).size("Batteries ")[0]
    rows = -(-len(TRACKS) // cols)
    col_w = (rect.w - 10 * (cols - 1)) // cols
    row = _track_row(size, cols)
    for i, name in enumerate(TRACKS):
        col = pygame.Rect(rect.x + i // rows * (col_w + 10), rect.y, col_w, rect.h)
        step = (col.w - label_w - 26) / TRACK_MAX
        y = col.y + i % rows * (row + 2)
        draw.text(surface, TRACK_NAMES[name], (col.x, y + row // 2), words, pal["dim"], anchor="midleft")
        x0 = col.x + label_w
        pygame.draw.line(surface, pal["panel_edge"], (x0, y + row // 2), (x0 + step * TRACK_MAX, y + row // 2), 1)
        for v in range(0, TRACK_MAX + 1, 1):
            pygame.draw.circle(surface, pal["panel_edge"], (round(x0 + v * step), y + row // 2), 2)
        value = track.get(name, 0)
        bead = (round(x0 + value * step), y + row // 2)
        pygame.draw.circle(surface, (120, 200, 230), bead, max(4, row // 2 - 1))
        pygame.draw.circle(surface, pal["pip"], bead, max(4, row // 2 - 1), 1)
        draw.text(surface, str(value), (col.right, y + row // 2), words, pal["text"], anchor="midright")


def _card_h(width: int) -> int:
    return max(40, min(70, width // 5))


def _event_words(state: ZsState) -> tuple[str, list[str]]:
    """This round's event card: its name, and what it leaves (day or night, power, water)."""
    if not state.event:
        return "", []
    return EVENT[state.event].name, [
        "it is night for the rest of the game" if state.night else "day",
        ("power on" if state.electricity else "no power") + ", "
        + ("running water" if state.running_water else "no running water")]


EVENT_BACK = (70, 40, 40)
EVENT_BACKS = CardFaces(lambda surf, _card, _variant: kit_card.paint_back(surf, EVENT_BACK), 1 << 18)


def _event_face(state: ZsState) -> kit_card.Face:
    """This round's event card as the kit's card draws it (ZS Event Cards)."""
    title, body = _event_words(state)
    return kit_card.Face(title, "\n".join(body), colour=EVENT_BACK)


def _face_width(width: int) -> int:
    return width - _card_h(width) * 2 // 3 - 38


def _face_height(state: ZsState, width: int, size: int) -> int:
    """The event card (the kit's compact card) as tall as its words at the scale's "small", at least a
    card's height."""
    words = kit_card.compact_height(_event_face(state), _face_width(width), draw.sized("small", size))
    return max(_card_h(width), words if state.event else 0)


def _full_height(state: ZsState, width: int, size: int) -> int:
    return _face_height(state, width, size) + 8 + town_height(width, size)


TOWN_ICON = {"grocery": "shopping-cart", "hardware": "hammer-nails", "pharmacy": "medicines",
             "gas_station": "gas-pump", "police": "police-car"}
TOWN_BACK, TOWN_INK = (50, 70, 90), (206, 218, 228)
DEPTH_ROOM = 2 * (DEPTH - 1)   # pixels a pile's cards under the top one show above it (ui/widgets/deck.py)


def _paint_back(surface: pygame.Surface, location: str, variant: str) -> None:
    """A Town Item card's back: its location's deck (ZS Going to Town), a picture of the place on it."""
    r = surface.get_rect()
    pygame.draw.rect(surface, TOWN_BACK, r, border_radius=max(3, r.w // 8))
    pygame.draw.rect(surface, TOWN_INK, r.inflate(-6, -6), 1, border_radius=max(2, r.w // 10))
    pygame.draw.rect(surface, (20, 24, 28), r, 1, border_radius=max(3, r.w // 8))
    glyph = icon(TOWN_ICON[location], max(1, min(r.w - 10, r.h * 3 // 5)), TOWN_INK)   # above the count
    surface.blit(glyph, glyph.get_rect(midtop=(r.centerx, r.y + 4)))


TOWN_BACKS = CardFaces(_paint_back, 1 << 20)


def _town_card(width: int) -> pygame.Rect:
    """A town deck's top card: a fifth of the row less its thickness, as tall as a chit at least."""
    w = (width - 4 * 6) // 5 - 3 * (DEPTH - 1)
    return pygame.Rect(0, DEPTH_ROOM, w, max(MIN_SIZE + 6, min(w * 7 // 5, 56)))


def town_height(width: int, size: int) -> int:
    """How tall the town's five decks and their names are in `width`."""
    return _town_card(width).bottom + 2 + 2 * draw.line_height(draw.sized("fine", size))


def town_places(rect: pygame.Rect, decks: dict[str, list[str]]) -> dict[str, pygame.Rect]:
    """Each location's deck, its top card, in a row across `rect` from its top."""
    step = (rect.w - 4 * 6) // 5 + 6
    return {loc: _town_card(rect.w).move(rect.x + i * step, rect.y) for i, loc in enumerate(decks)}


def paint_town(surface: pygame.Surface, rect: pygame.Rect, decks: dict[str, list[str]], pal: dict, size: int) -> None:
    """ZS Going to Town: the five locations' decks face down in a row (the kit's pile, its count on
    it), each named whole under it ("Grocery / store" on two lines where one does not hold it)."""
    step = (rect.w - 4 * 6) // 5 + 6
    for loc, r in town_places(rect, decks).items():
        cards = decks[loc]
        if cards:
            pile(surface, r, TOWN_BACKS, [loc] * len(cards), pal, max(LEAST, draw.sized("fine", size)), over=True)
        else:   # an empty deck: its place on the table
            pygame.draw.rect(surface, pal["panel_edge"], r, 1, border_radius=max(3, r.w // 8))
        small = draw.sized("fine", size)
        lines, small = draw.fitted(LOCATION_NAMES[loc], small, step - 4, 2 * draw.line_height(small))
        for j, line in enumerate(lines):
            draw.text(surface, line, (r.centerx, r.bottom + 2 + j * draw.line_height(small)), small, pal["dim"],
                      anchor="midtop")


def _event_lines(state: ZsState, width: int, size: int) -> list[str]:
    """The event deck and this round's event in words, for a column too short for the cards."""
    title, _ = _event_words(state)
    event = (f"{title}: {'night' if state.night else 'day'}, {'power on' if state.electricity else 'no power'}, "
             f"{'running water' if state.running_water else 'no running water'}") if title else "no event yet"
    return draw.wrap(f"Event deck {len(state.events)} · {event}", draw.sized("small", size), width)


def events_forms(state: ZsState, width: int, size: int) -> dict[str, int]:
    """How tall `paint_events` draws in `width` each way: the event as cards, or the event in words
    ("small"), the town's decks under it."""
    return {"cards": _full_height(state, width, size),
            "small": len(_event_lines(state, width, size)) * draw.line_height(draw.sized("small", size)) + 4
            + town_height(width, size)}


def events_key(state: ZsState) -> tuple:
    """What `paint_events` shows: painted again only when this changes."""
    return (state.event, len(state.events), state.night, state.electricity, state.running_water,
            tuple(len(cards) for cards in state.decks.values()))


def event_places(state: ZsState, rect: pygame.Rect, size: int) -> dict[str, pygame.Rect]:
    """Where `paint_events` draws each thing in `rect`: "deck" (the event deck, where the cards fit),
    "event" (this round's card, or its words), "town" (the row of decks) and each location's deck by its key."""
    if rect.h < _full_height(state, rect.w, size):
        places = {"event": pygame.Rect(rect.x, rect.y, rect.w,
                                       len(_event_lines(state, rect.w, size)) * draw.line_height(draw.sized("small", size)))}
        top = places["event"].bottom + 4
    else:
        card_h = _card_h(rect.w)
        deck = pygame.Rect(rect.x, rect.y, card_h * 2 // 3, card_h)
        places = {"deck": deck, "event": pygame.Rect(deck.right + 38, rect.y, _face_width(rect.w),
                                                     _face_height(state, rect.w, size))}
        top = places["event"].bottom + 8
    places["town"] = pygame.Rect(rect.x, top, rect.w, 0)
    return places | town_places(places["town"], state.decks)


def paint_events(surface: pygame.Surface, rect: pygame.Rect, state: ZsState, pal: dict, size: int) -> None:
    """The event deck face down with its count, this round's event face up (its words on it), the
    town's five decks; the event in words when `rect` is shorter than the cards need."""
    places = event_places(state, rect, size)
    face, small = places["event"], draw.sized("small", size)
    if "deck" not in places:
        for i, line in enumerate(_event_lines(state, rect.w, size)):
            draw.text(surface, line, (rect.x, rect.y + i * draw.line_height(small)), small, pal["text"])
    else:
        deck = places["deck"]
        EVENT_BACKS.blit(surface, "back", deck)
        count_badge(surface, deck, len(state.events), pal, draw.sized("fine", size))
        if state.event:
            kit_card.paint_compact(surface.subsurface(face.clip(surface.get_rect())), _event_face(state), small)
        else:
            draw.text(surface, "no event yet", (face.x, deck.centery), small, pal["dim"], anchor="midleft")
    paint_town(surface, places["town"], state.decks, pal, size)
