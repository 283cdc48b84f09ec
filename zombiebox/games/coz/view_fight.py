"""The fight panel beside the board (CoZ STEP 2): the three Battle Dice large, the pieces
being built, the operators (and the held items' effects), the running value, the
"use all 3 dice" checklist, the buttons for the other choices open now, and in practice
mode the solver's solutions. It lays out widgets; the scene decides what a click means."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import pygame

from zombiebox.ui import draw

from .view_combo import BINARY, OP_WORDS, Builder

# operator buttons: (op, face); items' effects are shown only while someone holds the item
OPERATORS = (("+", "+"), ("-", "\u2212"), ("x", "×"), ("/", "÷"), ("sq", "x²"), ("sqrt", "√x"))
NOTE_LINES = 5
ITEM_OPS = (("cube", "x³", "glove"), ("neg", "\u2212d", "portal"), ("inc", "+1", "energy"),
            ("dec", "\u22121", "energy"), ("dbl", "2x", "binoculars"))


@dataclass
class Widget:
    rect: pygame.Rect
    kind: str            # "piece", "op", "back", "button", "confirm", "cancel"
    value: Any = None    # piece index, operator, or the button's payload
    label: str = ""
    enabled: bool = True
    lit: bool = False
    tip: str = ""


@dataclass
class FightView:
    """What the panel shows this frame (the scene fills it from the state)."""
    title: str
    dice: list[int]                       # the Battle Dice rolled this turn ([] before the roll)
    used: dict[int, str]                  # die index -> where it went ("on Chef 15")
    builder: Optional[Builder]
    buttons: list[tuple[str, Any, str]]   # (label, payload, tip) for the other choices open now
    confirm: Optional[str] = None         # a choice waiting for "Do it" / "Cancel", in words
    solutions: tuple[str, ...] = ()       # practice: every full use of the dice the solver finds
    pick: str = ""                        # practice: the auto-player's pick and its reason
    note: str = ""                        # one line of guidance under the title
    round_no: int = 0

    @property
    def key(self) -> tuple:
        """Everything the panel shows, to know when to draw it again."""
        b = self.builder
        bench = (tuple(p.code for p in b.pieces), b.picked, b.pending, len(b.history)) if b else ()
        return (self.title, tuple(self.dice), tuple(sorted(self.used.items())), bench,
                tuple((label, repr(payload)) for label, payload, _ in self.buttons), self.confirm, self.solutions,
                self.pick, self.note, self.round_no)


class FightPanel:
    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.dice_top = 0

    def layout(self, rect: pygame.Rect, view: FightView, size: int) -> list[Widget]:
        """Widgets for this frame, top to bottom; `click` reads the last layout."""
        out: list[Widget] = []
        x, w = rect.x + 8, rect.w - 16
        y = rect.y + 8 + draw.line_height(size + 2) + 4
        y += draw.line_height(size - 2) * len(self.note_lines(view, size, w, rect)) + 4 if view.note else 0
        if view.confirm is not None:
            lines = draw.wrap(view.confirm, size, w - 8)
            y += len(lines) * draw.line_height(size) + 12
            h = draw.line_height(size) + 14
            out.append(Widget(pygame.Rect(x, y, w // 2 - 4, h), "confirm", label="Do it", lit=True))
            out.append(Widget(pygame.Rect(x + w // 2 + 4, y, w // 2 - 4, h), "cancel", label="Cancel"))
            self.widgets = out
            return out
        b = view.builder
        self.dice_top = y
        if view.dice:
            for i, box in enumerate(self.dice_boxes(rect, view, y)):
                raw = next((n for n, p in enumerate(b.pieces) if p.code == f"d{i}"), None) if b else None
                if raw is not None and i not in view.used:
                    out.append(Widget(box, "die", raw, f"die {i + 1}", tip=f"die {i + 1}: pick it"))
            y += self.die_size(rect) + draw.line_height(size - 4) + 10
        if b is not None:
            chip_h = draw.line_height(size) + 10
            for i, piece in enumerate(b.pieces):
                out.append(Widget(pygame.Rect(x, y, w, chip_h), "piece", i, lit=i == b.picked,
                                  tip="pick this number; then an operator, or a Zombie"))
                y += chip_h + 4
            y += 4
            cols = 6
            bw = (w - (cols - 1) * 4) // cols
            bh = max(28, draw.line_height(size + 2) + 6)
            for i, (op, face) in enumerate(OPERATORS):
                out.append(Widget(pygame.Rect(x + i * (bw + 4), y, bw, bh), "op", op, face,
                                  lit=b.pending == op, tip=OP_WORDS[op]))
            y += bh + 4
            held = [(op, face) for op, face, item in ITEM_OPS if _holds(b, item)]
            for i, (op, face) in enumerate(held):
                out.append(Widget(pygame.Rect(x + i * (bw + 4), y, bw, bh), "op", op, face, tip=OP_WORDS[op]))
            if held:
                y += bh + 4
            out.append(Widget(pygame.Rect(x, y, w, bh), "back", label="Take back a step",
                              enabled=bool(b.history) or b.picked is not None))
            y += bh + 8
        for label, payload, tip in view.buttons:  # a long label takes two lines, never an ellipsis
            lines = len(draw.wrap(label, size - 2, w - 16)[:2])
            bh = lines * draw.line_height(size - 2) + 12
            out.append(Widget(pygame.Rect(x, y, w, bh), "button", payload, label, tip=tip))
            y += bh + 4
        self.widgets = out
        return out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, view: FightView, pal: dict, size: int,
             active: bool, mouse: tuple[int, int]) -> None:
        inner = draw.panel(surface, rect, pal)
        x, w = inner.x, inner.w
        y = rect.y + 8
        title_w = draw.font(size + 2, True).size(view.title)[0]
        corner = f"Round {view.round_no}" if view.round_no else ""
        if corner and title_w + draw.font(size - 4).size(corner)[0] + 8 <= w:  # the round, where it fits
            draw.text(surface, corner, (inner.right, y + 3), size - 4, pal["dim"], anchor="topright")
        draw.text(surface, draw.fit(view.title, size + 2, w, bold=True), (x, y), size + 2, pal["accent"], bold=True)
        y += draw.line_height(size + 2) + 4
        for line in self.note_lines(view, size, w, rect):
            draw.text(surface, line, (x, y), size - 2, pal["text"])
            y += draw.line_height(size - 2)
        widgets = self.layout(rect, view, size)
        if view.confirm is not None:
            y += 4
            for line in draw.wrap(view.confirm, size, w - 8):
                draw.text(surface, line, (x + 4, y), size, pal["highlight"])
                y += draw.line_height(size)
        elif view.dice:
            current = view.builder.current if view.builder else None
            self._dice(surface, rect, view, pal, size, set(current.dice) if current else set())
        for wdg in widgets:
            hover = active and wdg.enabled and wdg.rect.collidepoint(mouse)
            if wdg.kind == "die":
                if hover:
                    pygame.draw.rect(surface, pal["accent"], wdg.rect.inflate(6, 6), 2, border_radius=wdg.rect.w // 5)
            elif wdg.kind == "piece":
                self._piece(surface, wdg, view.builder, pal, size, hover)
            elif wdg.kind == "button":
                self._button(surface, wdg, pal, size - 2, active, hover)
            else:
                face = size if wdg.kind != "op" else min(size + 2, size * (wdg.rect.w - 8) // 32)
                draw.button(surface, wdg.rect, wdg.label, pal, face, active and wdg.enabled, hover, wdg.lit)
        bottom = max((wdg.rect.bottom for wdg in widgets), default=y) + 10
        self._practice(surface, pygame.Rect(x, bottom, w, rect.bottom - bottom - 6), view, pal, size)

    @staticmethod
    def note_lines(view: FightView, size: int, width: int, rect: pygame.Rect) -> list[str]:
        """The guidance, shorter in a short panel (the minimum window keeps room for the hints)."""
        return draw.wrap(view.note, size - 2, width)[:NOTE_LINES if rect.h > 500 else 3] if view.note else []

    @staticmethod
    def die_size(rect: pygame.Rect) -> int:
        return min(64, (rect.w - 32) // 3, max(36, rect.h // 9))

    def dice_boxes(self, rect: pygame.Rect, view: FightView, y: int) -> list[pygame.Rect]:
        die = self.die_size(rect)
        gap = (rect.w - 16 - 3 * die) // 2
        return [pygame.Rect(rect.x + 8 + i * (die + gap), y + 4, die, die) for i in range(len(view.dice))]

    def _dice(self, surface, rect, view: FightView, pal, size, picked: set[int]) -> None:
        """The Battle Dice large, each with its checklist mark: used (where) or still to use."""
        die = self.die_size(rect)
        gap = (rect.w - 16 - 3 * die) // 2
        for i, (value, box) in enumerate(zip(view.dice, self.dice_boxes(rect, view, self.dice_top))):
            draw.die(surface, box, value, pal)
            if i in picked:
                pygame.draw.rect(surface, pal["highlight"], box.inflate(8, 8), 3, border_radius=die // 5)
            where = view.used.get(i)
            if where is not None:
                veil = pygame.Surface(box.size, pygame.SRCALPHA)
                veil.fill((*pal["shadow"], 130))
                surface.blit(veil, box)
                pygame.draw.lines(surface, pal["good"], False, [(box.x + die // 5, box.centery),
                                  (box.centerx - die // 10, box.bottom - die // 4), (box.right - die // 6, box.y + die // 5)], 5)
            # the "use all 3 dice" checklist: a box under each die, ticked once the die is used
            word = where if where is not None else "to use"
            small = size - 4
            tick = pygame.Rect(box.x, box.bottom + 5, draw.line_height(small) - 4, draw.line_height(small) - 4)
            colour = pal["good"] if where is not None else pal["dim"]
            pygame.draw.rect(surface, colour, tick, 2)
            if where is not None:
                pygame.draw.lines(surface, colour, False, [(tick.x + 2, tick.centery), (tick.centerx - 1, tick.bottom - 3),
                                                           (tick.right - 2, tick.y + 2)], 2)
            draw.text(surface, draw.fit(word, small, die + gap - tick.w - 8), (tick.right + 3, tick.centery), small,
                      colour, anchor="midleft")

    def _button(self, surface, wdg: Widget, pal, size, active: bool, hover: bool) -> None:
        """A choice button whose label may wrap to a second line."""
        draw.button(surface, wdg.rect, "", pal, size, active, hover, wdg.lit)
        lines = draw.wrap(wdg.label, size, wdg.rect.w - 16)[:2]
        y = wdg.rect.centery - len(lines) * draw.line_height(size) // 2
        for line in lines:
            draw.text(surface, draw.fit(line, size, wdg.rect.w - 12), (wdg.rect.centerx, y), size,
                      pal["text"] if active else pal["dim"], anchor="midtop")
            y += draw.line_height(size)

    def _piece(self, surface, wdg: Widget, builder: Builder, pal, size, hover) -> None:
        piece = builder.pieces[wdg.value]
        fill = pal["button_hover"] if hover else pal["button"]
        pygame.draw.rect(surface, fill, wdg.rect, border_radius=6)
        pygame.draw.rect(surface, pal["highlight"] if wdg.lit else pal["panel_edge"], wdg.rect,
                         3 if wdg.lit else 1, border_radius=6)
        value = f"= {piece.value}".replace("-", "\u2212")
        vrect = draw.text(surface, value, (wdg.rect.right - 8, wdg.rect.centery), size + 2, pal["accent"], bold=True,
                          anchor="midright")
        said = piece.said if len(piece.dice) + len(piece.heroes) > 1 or piece.code[0] != "d" else f"die {piece.value}"
        if wdg.lit and builder.pending:
            said += f"  {BINARY[builder.pending][4].strip()} …"
        draw.text(surface, draw.fit(said, size, vrect.left - wdg.rect.x - 16), (wdg.rect.x + 8, wdg.rect.centery),
                  size, pal["text"], anchor="midleft")

    def _practice(self, surface, rect: pygame.Rect, view: FightView, pal, size) -> None:
        if rect.h < draw.line_height(size) or not (view.solutions or view.pick):
            return
        y = rect.y
        lines = [(view.pick, "highlight")] if view.pick else []
        if view.solutions:
            lines.append((f"The solver finds {len(view.solutions)} way{'s' if len(view.solutions) > 1 else ''} "
                          "to use all the dice:", "dim"))
            lines += [(s, "text") for s in view.solutions]
        for text, colour in lines:
            for part in draw.wrap(text, size - 3, rect.w):
                if y + draw.line_height(size - 3) > rect.bottom:
                    return
                draw.text(surface, part, (rect.x, y), size - 3, pal[colour])
                y += draw.line_height(size - 3)

    def at(self, pos: tuple[int, int]) -> Optional[Widget]:
        return next((w for w in self.widgets if w.rect.collidepoint(pos) and w.enabled), None)


def _holds(builder: Builder, item: str) -> bool:
    t = builder.tools
    return {"glove": t.glove, "portal": t.portal, "energy": t.energy > 0,
            "binoculars": t.binoculars > 0 or t.rule_breaker}[item]
