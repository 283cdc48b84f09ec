"""The dice tray: the dice of the last action, tumbling briefly, then settled and marked. Each
row of dice comes as the board shows the Event that rolled it (ui/animator.py `shown_after`):
an attack's dice when the shots fly, a round change's spawn roll with its step (`paced`).

An event shows dice when its `data` has them (docs/ui.md):
    dice: [int]          the faces rolled; or dicts {"value": 5, "hit": true} /
                         {"value": 4, "saved": true} / {"value": 3, "mark": "kill"}
    sides: int           6 by default (other dice show their number)
    hits: [bool]         which dice count, or
    hit_on: int          a die at or above this counts
    mark: str            the word under a counted die: "hit" (default), "save", "kill"...
    label: str           the row's words (default: the Event's line)
A board's `tray_dice` may read one Event as a list of these, a row each (a melee: each side's dice).
A die marked "miss" (a die that counted against) is marked in the "bad" colour, a cross on its corner. A board whose Events
keep their dice in a shape of their own reads them into this one (`BoardView.tray_dice`). Data in
another shape is not drawn (the log still shows the event).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from zombiebox.core.actions import Event

from .. import draw
from ..layer import Layer
from ..tween import Tween
from .die import MISS, die as draw_die

ROLL_SECONDS = 0.7
MIN_DIE = 24  # pixels: a smaller die would not read; fewer rows are shown instead
MARK_H = 22   # the word under a counted die

Read = Callable[[Event], Any]   # an Event's dice data in the shape above (a board's `tray_dice`)


def _own(e: Event) -> Any:
    return e.data


@dataclass(frozen=True)
class DiceRow:
    label: str
    values: tuple[int, ...]
    sides: int
    marks: tuple[Optional[str], ...]


def dice_rows(events: list[Event], read: Read = _own) -> list[DiceRow]:
    return [row for _, row in _rows_of(events, read)]


def _rows_of(events: list[Event], read: Read = _own) -> list[tuple[Event, DiceRow]]:
    """Each event that rolled dice in a shape the tray draws (as `read` gives its data), with its row."""
    rows = []
    for e in events:
        read_as = read(e)
        for data in read_as if isinstance(read_as, list) else [read_as]:   # a list: a row each (both sides)
            dice = data.get("dice") if isinstance(data, dict) else None
            if not dice or not isinstance(dice, list):
                continue
            try:
                rows.append((e, _row(str(data.get("label", e.text)), data, dice)))
            except (TypeError, ValueError, KeyError):
                continue  # a game's own dice data: its scene draws it
    return rows


def _row(label: str, data: dict, dice: list) -> DiceRow:
    word = str(data.get("mark", "hit"))
    values = [int(d["value"]) if isinstance(d, dict) else int(d) for d in dice]
    hits, hit_on = data.get("hits"), data.get("hit_on")
    marks: list[Optional[str]] = []
    for i, (d, v) in enumerate(zip(dice, values)):
        if isinstance(d, dict):
            mark = d.get("mark") or ("hit" if d.get("hit") else "save" if d.get("saved") else None)
        elif isinstance(hits, list):
            mark = word if i < len(hits) and hits[i] else None
        else:
            mark = word if isinstance(hit_on, int) and v >= hit_on else None
        marks.append(mark)
    return DiceRow(label, tuple(values), int(data.get("sides", 6)), tuple(marks))


class DiceTray:
    """Rows of dice, each tumbling from the moment it is shown. An action's rows may wait: a row
    comes into view when the Event that rolled it is shown on the board (`show`'s `shown_after`),
    and the first to come replaces the rows of the action before."""

    def __init__(self, read: Read = _own) -> None:
        self.read = read   # an Event's dice data in the tray's shape (the board's `tray_dice`)
        self.rows: list[DiceRow] = []
        self._rolls: list[Tween] = []                        # each shown row's tumble
        self._coming: list[tuple[DiceRow, Tween]] = []       # rows whose Event is not shown yet
        self._fresh = False                                  # the next row to come replaces the rows shown
        self._tumble = random.Random()  # only the tumbling faces: never the dice that count
        self._settled = Layer(alpha=False)  # the tray once its dice rest, painted again when they change

    @property
    def rolling(self) -> bool:
        """Dice tumble, or are still to come."""
        return bool(self._coming) or any(not roll.done for roll in self._rolls)

    def show(self, events: list[Event], seconds: float,
             shown_after: Callable[[Event], float] = lambda e: 0.0) -> bool:
        """Show the dice these events rolled, each row `shown_after(its event)` seconds from now,
        tumbling for `seconds`; True if dice came into view now (False: none, or all to come)."""
        rows = _rows_of(events, self.read)
        if not rows:
            return False
        self._coming = [(row, Tween(0.0, 1.0, seconds, "easeOutQuad", shown_after(e))) for e, row in rows]
        self._fresh = True
        return self._arrive()

    def clear(self) -> None:
        self.rows, self._rolls, self._coming = [], [], []

    def update(self, dt: float) -> bool:
        """One tick; True if dice came into view."""
        for roll in self._rolls + [roll for _, roll in self._coming]:
            roll.update(dt)
        return self._arrive()

    def _arrive(self) -> bool:
        """Rows whose time has come join those shown."""
        came = [(row, roll) for row, roll in self._coming if roll.elapsed >= roll.delay]
        if not came:
            return False
        if self._fresh:
            self.rows, self._rolls, self._fresh = [], [], False
        self._coming = [(row, roll) for row, roll in self._coming if roll.elapsed < roll.delay]
        self.rows += [row for row, _ in came]
        self._rolls += [roll for _, roll in came]
        return True

    def shown_rows(self, height: int, size: int) -> list[DiceRow]:
        """The newest rows (three at most) whose label, dice and marks fit in `height` pixels."""
        row_h = draw.line_height(size - 3) + 4 + MIN_DIE + MARK_H
        return self.rows[-max(1, min(3, height // row_h)):]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, pal: dict, size: int) -> None:
        """Tumbling dice are drawn afresh each frame; settled ones are kept in a layer."""
        if any(not roll.done for roll in self._rolls):
            self._paint(surface, rect, pal, size)
            return
        local = pygame.Rect((0, 0), rect.size)
        img = self._settled.get(rect.size, (id(pal), size), tuple(self.rows),
                                lambda img: self._paint(img, local, pal, size, fill=True))
        surface.blit(img, rect.topleft)

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, pal: dict, size: int, fill: bool = False) -> None:
        if fill:
            surface.fill(pal["table"])  # the window under the panel's rounded corners
        inner = draw.panel(surface, rect, pal, "Dice", size - 2)
        if not self.rows:
            draw.text(surface, "no dice rolled yet", inner.center, size - 2, pal["dim"], anchor="center")
            return
        shown = self.shown_rows(inner.h, size)
        rolls = self._rolls[len(self.rows) - len(shown):]
        row_h = inner.h // len(shown)
        for n, (row, roll) in enumerate(zip(shown, rolls)):
            top = inner.y + n * row_h
            # the label on one line, else two, else smaller: cut only when nothing else holds it
            lines, small = draw.fitted(row.label, size - 3, inner.w, 2 * draw.line_height(size - 3))
            for k, line in enumerate(lines):
                draw.text(surface, line, (inner.x, top + k * draw.line_height(small)), small, pal["dim"])
            label_h = len(lines) * draw.line_height(small) + 4
            count = max(1, len(row.values))
            side = max(12, min(54, row_h - label_h - MARK_H, (inner.w - 8) // count - 10))
            word_w = max([draw.font(max(12, side // 3), True).size(m)[0] for m in row.marks if m] or [0])
            gap = max(10, word_w - side + 8)  # mark words never run into each other...
            words = count * (side + gap) <= inner.w - 8
            if not words:  # ...and where a long row leaves no room for them, the ring alone marks a die
                gap = 10
            for i, value in enumerate(row.values):
                r = pygame.Rect(inner.x + 4 + i * (side + gap), top + label_h, side, side)
                if not roll.done:  # faces flicker and the dice shake until the roll settles
                    shake = int(6 * (1 - roll.progress))
                    r.move_ip(self._tumble.randint(-shake, shake), self._tumble.randint(-shake, shake))
                    draw_die(surface, r, self._tumble.randint(1, row.sides), pal, row.sides,
                             angle=self._tumble.uniform(-40, 40) * (1 - roll.progress))
                else:
                    mark = row.marks[i]
                    draw_die(surface, r, value, pal, row.sides, mark, pal["bad"] if mark == MISS else None, word=words)
