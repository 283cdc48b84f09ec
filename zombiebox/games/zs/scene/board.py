"""What the board shows beyond the painted house: where a click lands on it (a place, as the offer
names it: scene/choices.py), the night, the household's lines."""
from __future__ import annotations

import pygame

from zombiebox.core.words import plural
from zombiebox.ui import draw

from ..data import CARD, TILE
from ..state import Household, ZsState
from .house import away, board_of, inside_rect
from .layout import Layout

NIGHT_SKY = (10, 16, 48)
NIGHT_TINT = (150, 160, 215)   # each colour times this / 255: darker, bluer


def shown_key(state: ZsState, seat: str) -> tuple:
    """What a kept house shows (its pieces are drawn over it every frame): painted again only when
    this changes."""
    hh = state.households[seat]
    return len(hh.placed), hh.out, state.night, tuple(away(hh))


def place_at(L: Layout, hh: Household, pos) -> tuple | None:
    """("cell", seat, col, row), ("square", seat, yard, n), ("opening", seat, yard) or ("inside", seat)
    (the zombies in the house) under `pos` on the large house (`hh`'s, of `seat`)."""
    if not L.house.collidepoint(pos):
        return None
    fit = L.fit
    if hh.inside and inside_rect(fit).collidepoint(pos):
        return ("inside", hh.seat)
    x, y = fit.to_board(*pos)
    board = board_of(hh.house)
    for s in board.spaces.values():
        if s.kind == "opening" and pygame.Rect(s.x - 6, s.y - 6, s.w + 12, s.h + 12).collidepoint(x, y):
            return ("opening", hh.seat, s.props["yard"])
    s = board.space_at(x, y)
    if s is None:
        return None
    if s.kind == "cell":
        return ("cell", hh.seat, s.props["col"], s.props["row"])
    if s.kind == "square":
        return ("square", hh.seat, s.props["yard"], s.props["number"])
    return None


def paint_night(img: pygame.Surface, pal: dict, size: int) -> None:
    """ZS Event Cards: the Night card has been drawn: the house under a dark sky, a moon."""
    img.fill(NIGHT_TINT, special_flags=pygame.BLEND_MULT)
    w, h = img.get_size()
    r = max(4, min(w, h) // 18)
    pygame.draw.circle(img, (236, 236, 210), (w - r * 2, r * 2), r)
    pygame.draw.circle(img, NIGHT_SKY, (w - r * 2 + r // 2, r * 2 - r // 3), r)
    if size:
        draw.text(img, "Night", (w - r * 4, r * 2), draw.sized("note", size), (236, 236, 210), bold=True, anchor="midright")


def header_lines(state: ZsState, seat: str) -> list[str]:
    """The shown household in words: people, actions, items, vehicles, a trip to town."""
    hh = state.households[seat]
    if not hh.track:
        return [f"{seat.upper()}: house {hh.house}, {plural(len(hh.placed), 'tile')} placed"]
    lines = [f"{seat.upper()} · round {state.round} · {'night' if state.night else 'day'} · "
             f"{plural(hh.people, 'person', 'people')} at home, {plural(hh.actions, 'action')} left"]
    items = [TILE[k].name for k in hh.items]
    if items:
        lines.append("Items: " + ", ".join(items))
    if hh.vehicles:
        lines.append("Vehicles: " + ", ".join(f"{TILE[v.kind].name} ({v.damage}/{TILE[v.kind].hull} damage)"
                                              for v in hh.vehicles))
    if hh.trip is not None:
        lines.append(f"In town: {plural(hh.trip.people, 'person', 'people')}, {plural(hh.trip.actions, 'town action')}")
    if hh.out:
        lines.append(f"Out of the game: {hh.out}")
    if state.drawn and state.searcher == seat:
        lines.append("Drawn in town: " + ", ".join(CARD[c].name for c in state.drawn))
    return lines
