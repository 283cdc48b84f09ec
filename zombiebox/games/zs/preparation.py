"""ZS Part I: Preparation. The snake draft of item tiles, one at a time, each placed in the house at
once (no overlap, inside the outside walls, no icon space covered), then the house is stocked."""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.words import plural

from .data import BEAD_START, FAMILY, PERSON, SHAPES, SUPPLY, TILE, TRACK_MAX, TRACKS, VEHICLE
from .houses import House, house
from .state import TO, Household, Placed, Vehicle, ZsState
from .words import seat_name

Cells = tuple[tuple[int, int], ...]


@lru_cache(maxsize=None)
def turns(shape: str) -> tuple[Cells, ...]:
    """The shape's distinct turns (a quarter turn at a time), each moved to touch (0, 0)."""
    seen, out = set(), []
    cells = SHAPES[shape]
    for _ in range(4):
        low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
        norm = tuple(sorted((c - low_c, r - low_r) for c, r in cells))
        if norm not in seen:
            seen.add(norm)
            out.append(norm)
        cells = tuple((-r, c) for c, r in cells)
    return tuple(out)


def free_cells(hh: Household) -> frozenset[tuple[int, int]]:
    """Cells inside the walls that no icon and no tile covers."""
    return house(hh.house).free - {tuple(cell) for p in hh.placed for cell in p.cells}


@lru_cache(maxsize=8192)
def _placements(free: frozenset[tuple[int, int]], shape: str) -> tuple[tuple[int, int, int], ...]:
    out = []
    for t, cells in enumerate(turns(shape)):
        for col, row in sorted(free):
            if all((col + c, row + r) in free for c, r in cells):
                out.append((col, row, t))
    return tuple(out)


def placements(hh: Household, kind: str) -> tuple[tuple[int, int, int], ...]:
    """Every (col, row, turn) that puts a tile of `kind` on free cells of the house (ZS Part I 1)."""
    return _placements(free_cells(hh), TILE[kind].shape)


def takeable(state: ZsState, seat: str) -> list[str]:
    """Tile kinds left that fit somewhere in the seat's house (ruled: only those may be taken), in the
    tiles' own order (TILE), never the pool's: a reopened position's pool has its keys sorted."""
    free = free_cells(state.households[seat])
    return [kind for kind in TILE if state.pool.get(kind) and _placements(free, TILE[kind].shape)]


def drafter(state: ZsState, turn: int) -> str:
    """ZS Part I 1-2: clockwise, then back counter-clockwise (the last player goes again first)."""
    n = len(state.order)
    lap, i = divmod(turn, n)
    return state.order[i if lap % 2 == 0 else n - 1 - i]


def next_drafter(state: ZsState) -> Optional[str]:
    """Move the snake on to the next seat with a tile that fits; None when every house is full
    (ZS Part I 3, ruled: a full house's turns are skipped)."""
    if not any(takeable(state, s) for s in state.order):
        return None
    while not takeable(state, drafter(state, state.draft_turn)):
        state.draft_turn += 1
    return drafter(state, state.draft_turn)


def pick_actions(state: ZsState) -> list[Action]:
    return [act("pick", tile=kind) for kind in takeable(state, drafter(state, state.draft_turn))]


def placement_refusal(h: House, hh: Household, kind: str, cells: list[tuple[int, int]]) -> str:
    """Why a tile may not cover these cells (ZS Part I 1): a wall, an icon space, another tile; '' if it may."""
    taken = {tuple(c): p.kind for p in hh.placed for c in p.cells}
    for cell in cells:
        if cell not in h.cells:
            return "would cross the outside wall"
        if cell in h.icons:
            return f"would cover the {h.icons[cell].replace('_', ' ')} icon space"
        if cell in taken:
            return f"would overlap the {TILE[taken[cell]].name}"
    return ""


def place_refusal(state: ZsState, action: Action) -> tuple[str, str]:
    """Why a placement of the tile in hand is refused, in a player's words."""
    kind = state.picked
    shapes = turns(TILE[kind].shape)
    if not 0 <= action["turn"] < len(shapes):
        return f"the {TILE[kind].name} lies {plural(len(shapes), 'way')}: turn 0 to {len(shapes) - 1}", "ZS Part I"
    hh = state.households[drafter(state, state.draft_turn)]
    cells = [(action["col"] + c, action["row"] + r) for c, r in shapes[action["turn"]]]
    return f"the {TILE[kind].name} {placement_refusal(house(hh.house), hh, kind, cells)}", "ZS Part I"


def place_actions(state: ZsState) -> list[Action]:
    hh = state.households[drafter(state, state.draft_turn)]
    return [act("place", col=c, row=r, turn=t) for c, r, t in placements(hh, state.picked)]


def pick(state: ZsState, kind: str, events: list[Event]) -> None:
    seat = drafter(state, state.draft_turn)
    state.pool[kind] -= 1
    state.picked = kind
    state.stage = TO.place
    events.append(Event("pick", "ZS Part I", f"{seat_name(seat)} takes a {TILE[kind].name} tile", {"seat": seat, "tile": kind}))


def place(state: ZsState, col: int, row: int, turn: int, events: list[Event]) -> None:
    seat = drafter(state, state.draft_turn)
    cells = [(col + c, row + r) for c, r in turns(TILE[state.picked].shape)[turn]]
    state.households[seat].placed.append(Placed(state.picked, cells))
    events.append(Event("place", "ZS Part I", f"{seat_name(seat)} places the {TILE[state.picked].name} in the house",
                        {"seat": seat, "tile": state.picked, "cells": [list(c) for c in cells]}))
    state.picked = ""
    state.draft_turn += 1
    state.stage = TO.pick if next_drafter(state) else TO.stock


def stock(hh: Household) -> None:
    """Part II begins: supplies go onto the tracker (beads start on 5, ZS Game Setup; the track stops
    at its top), people and vehicles come into play, the other tiles are the house's items."""
    hh.track = {t: BEAD_START for t in TRACKS}
    hh.people = FAMILY
    for p in hh.placed:
        tile = TILE[p.kind]
        if tile.role == SUPPLY:
            hh.track[tile.track] = min(TRACK_MAX, hh.track[tile.track] + tile.amount)
        elif tile.role == PERSON:
            hh.people += 1
        elif tile.role == VEHICLE:
            hh.vehicles.append(Vehicle(p.kind))
        else:
            hh.items.append(p.kind)
