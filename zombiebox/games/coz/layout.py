"""The board as the rules read it from maps/coz_board.tmx, so the rules and the scene share one layout.

Card slots are numbered row * 6 + (col - 1), rows top to bottom: City, Road,
Fields, Backyard, Barricade (facts-from-publishers.md). The Approach Track's
steps say which row the Rescue Plane flies over and where Heroes refresh.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Literal

import msgspec

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import MapError, check_kinds, load_board, space_props

MAP_FILE = "coz_board.tmx"
ROW_ORDER = ("city", "road", "fields", "backyard", "barricade")   # CoZ How to Play; the board
COLS = 6
BARRICADE = len(ROW_ORDER) - 1    # the last row's index (a map whose rows differ is refused)


class TrackProps(msgspec.Struct):
    """An Approach Track step's custom properties in the map (the schema they are checked against)."""
    step: Annotated[int, msgspec.Meta(ge=0)]
    over: Literal["landing", "city", "road", "fields", "backyard", "barricade"]  # "landing" or a row
    refresh: bool = False


@dataclass(frozen=True)
class Layout:
    rows: tuple[str, ...]             # top to bottom
    slot_names: tuple[str, ...]       # slot index -> map space name
    hands: tuple[int, ...]            # slots with a small hand icon (CoZ Surprise Attack)
    over: dict[int, str]              # plane step -> row it flies over ("landing" at 0)
    refresh: frozenset[int]           # Hero Refresh Points (CoZ Hero cards)
    top_step: int
    barricade: int                    # the last row's index

    def row_index(self, name: str) -> int:
        return self.rows.index(name)

    def slot(self, row: int, col: int) -> int:
        return row * COLS + col


@lru_cache(maxsize=1)
def layout() -> Layout:
    """The board read from its map; a map that does not fit the rulebook raises MapError."""
    board = load_board(map_path(MAP_FILE))
    check_kinds(board, ("slot", "track", "pile", "area", "tray"))  # piles, areas, the dice tray: the scene's
    found = [s for s in board.spaces.values() if s.kind == "slot"]
    problems = [f"{board.path}: slot '{s.name}' has row={s.props.get('row')!r} col={s.props.get('col')!r}"
                for s in found if s.props.get("row") not in ROW_ORDER or s.props.get("col") not in range(1, COLS + 1)]
    tops = {}
    for s in found:
        tops[s.props.get("row")] = min(tops.get(s.props.get("row"), s.y), s.y)
    rows = tuple(sorted(tops, key=tops.get))                    # top to bottom, as drawn
    if rows != ROW_ORDER:
        problems.append(f"{board.path}: rows drawn {', '.join(map(str, rows))}; the board's are "
                        f"{', '.join(ROW_ORDER)}")
    slots = {(rows.index(s.props["row"]), s.props["col"] - 1): s for s in found if not problems}
    if not problems and len(slots) != len(rows) * COLS:
        problems.append(f"{board.path}: {len(slots)} distinct card slots, not {len(rows) * COLS}")
    track = space_props(board, [s for s in board.spaces.values() if s.kind == "track"], TrackProps)
    steps = {p.step: p for p in track.values()}
    if sorted(steps) != list(range(len(steps))) or len(steps) < 16:
        problems.append(f"{board.path}: the Approach Track must have steps 0..15 or more")
    if problems:
        raise MapError(problems)
    return Layout(
        rows=rows,
        slot_names=tuple(slots[divmod(i, COLS)].name for i in range(len(rows) * COLS)),
        hands=tuple(i for i in range(len(rows) * COLS) if slots[divmod(i, COLS)].props.get("hand")),
        over={step: p.over for step, p in steps.items()},
        refresh=frozenset(step for step, p in steps.items() if p.refresh),
        top_step=max(steps),
        barricade=BARRICADE,
    )
