"""The fight panel beside the board (CoZ STEP 2): the three Battle Dice large, the pieces
being built, the operators (and the held items' effects), the running value, the
"use all 3 dice" checklist, the buttons for the other choices open now, and in practice
mode the solver's solutions. It lays out widgets; the scene decides what a click means."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import pygame

from zombiebox.ui import draw

from .combo import BINARY, OP_WORDS, Builder
from .layout import LEAST, fitted

# operator buttons: (op, face); items' effects are shown only while someone holds the item
OPERATORS = (("+", "+"), ("-", "\u2212"), ("x", "×"), ("/", "÷"), ("sq", "x²"), ("sqrt", "√x"))
NOTE_LINES = 5
LABEL_LINES = 3   # a choice's label wraps to this many lines (a narrow panel, large text)
ITEM_OPS = (("cube", "x³", "glove"), ("neg", "\u2212d", "portal"), ("inc", "+1", "energy"),
            ("dec", "\u22121", "energy"), ("dbl", "2x", "binoculars"))
ITEM_USE = {"glove": "the Power Glove is kept: once a Round (CoZ The Power Glove)",
            "portal": "the Alien Portal is kept and re-used (CoZ The Alien Portal)",
            "energy": "uses up one Energy Drink/Bar: discarded once the hit is made (CoZ Items)",
            "binoculars": "uses up one Binoculars card once the hit is made (a die doubles free under Rule Breaker)"}


@dataclass
class Widget:
    rect: pygame.Rect
    kind: str            # "die", "piece", "op", "back", "button", "scroll", "confirm", "cancel"
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
    solutions: tuple[str, ...] = ()       # practice: each card the dice can hit, with its ways
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
        self.first = 0                 # the first choice button shown: the list scrolls (wheel, or its buttons)
        self._choices: tuple = ()      # the choices the scroll position belongs to

    def scroll(self, steps: int) -> None:
        """Move the choice buttons by `steps` (down is positive); the next layout keeps it in range."""
        self.first = max(0, self.first + steps)

    def layout(self, rect: pygame.Rect, view: FightView, size: int) -> list[Widget]:
        """Widgets for this frame, top to bottom; `click` reads the last layout."""
        out: list[Widget] = []
        x, w = rect.x + 8, rect.w - 16
        y = rect.y + 8 + draw.line_height(self.title(view, size, w)[1]) + 4
        lines, note = self.note_lines(view, size, w)
        y += draw.line_height(note) * len(lines) + 4 if lines else 0
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
            y += self.die_size(rect) + draw.line_height(self.check_size(size)) + 10
        if b is not None:
            chip_h = draw.line_height(size) + 10
            for i, piece in enumerate(b.pieces):
                if view.dice and piece.code == f"d{piece.dice[0] if piece.dice else -1}":
                    continue  # a die not yet combined is clicked on the dice above
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
            held = [(op, face, item) for op, face, item in ITEM_OPS if _holds(b, item)]
            for i, (op, face, item) in enumerate(held):
                out.append(Widget(pygame.Rect(x + i * (bw + 4), y, bw, bh), "op", op, face,
                                  tip=f"{OP_WORDS[op]}: {ITEM_USE[item]}"))
            if held:
                y += bh + 4
            out.append(Widget(pygame.Rect(x, y, w, bh), "back", label="Take back a step",
                              enabled=bool(b.history) or b.picked is not None))
            y += bh + 8
        out += self._choice_buttons(view, size, x, y, w, rect.bottom - 8, self.practice_height(rect, view, size))
        self.widgets = out
        return out

    def _choice_buttons(self, view: FightView, size: int, x: int, y: int, w: int, foot: int,
                        practice: int) -> list[Widget]:
        """The choices open now, from the scrolled-to one, as many as fit above `foot` less the
        practice lines' room; where some do not fit, a row of two buttons scrolls the list (the
        wheel does too). At least one choice and the scroll row are always shown."""
        choices = tuple((label, repr(payload)) for label, payload, _ in view.buttons)
        if choices != self._choices:
            self._choices, self.first = choices, 0
        heights = [len(draw.wrap(label, size - 2, w - 16)[:LABEL_LINES]) * draw.line_height(size - 2) + 12
                   for label, _, _ in view.buttons]   # a long label takes more lines, never an ellipsis
        if not heights:
            return []
        row_h = draw.line_height(size - 2) + 10
        bottom = foot - practice
        if sum(h + 4 for h in heights) <= bottom - y:
            self.first = 0
        self.first = min(self.first, len(heights) - 1)
        scrolls = self.first > 0 or sum(h + 4 for h in heights[self.first:]) > bottom - y
        room = bottom - (row_h + 4 if scrolls else 0)
        room = min(foot - (row_h + 4 if scrolls else 0), max(room, y + heights[self.first]))
        while self.first > 0 and sum(h + 4 for h in heights[self.first - 1:]) - 4 <= room - y:
            self.first -= 1   # scrolled past the end: the last page stays full
        out: list[Widget] = []
        for (label, payload, tip), bh in list(zip(view.buttons, heights))[self.first:]:
            if y + bh > room and out:
                break
            out.append(Widget(pygame.Rect(x, y, w, bh), "button", payload, label, tip=tip))
            y += bh + 4
        if scrolls:  # a page up or down
            shown = len(out)
            below = len(heights) - self.first - shown
            half = (w - 4) // 2
            out.append(Widget(pygame.Rect(x, room + 4, half, row_h), "scroll", -shown,
                              f"{self.first} above" if self.first else "top of list", enabled=self.first > 0,
                              tip="the choices above (or the mouse wheel)"))
            more = fitted((f"{below} more below", f"{below} more"), size - 2, half - 12, least=size - 2)[0] \
                if below else "end of list"
            out.append(Widget(pygame.Rect(x + half + 4, room + 4, half, row_h), "scroll", shown, more, enabled=below > 0,
                              tip="the choices below (or the mouse wheel)"))
        return out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, view: FightView, pal: dict, size: int,
             active: bool, mouse: tuple[int, int]) -> None:
        inner = draw.panel(surface, rect, pal)
        x, w = inner.x, inner.w
        y = rect.y + 8
        title, title_size = self.title(view, size, w)
        title_w = draw.font(title_size, True).size(title)[0]
        corner = f"Round {view.round_no}" if view.round_no else ""
        if corner and title_w + draw.font(size - 4).size(corner)[0] + 8 <= w:  # the round, where it fits
            draw.text(surface, corner, (inner.right, y + 3), size - 4, pal["dim"], anchor="topright")
        draw.text(surface, title, (x, y), title_size, pal["accent"], bold=True)
        y += draw.line_height(title_size) + 4
        lines, note = self.note_lines(view, size, w)
        for line in lines:
            draw.text(surface, line, (x, y), note, pal["text"])
            y += draw.line_height(note)
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
                face = size - 2 if wdg.kind == "scroll" else face
                draw.button(surface, wdg.rect, wdg.label, pal, face, active and wdg.enabled, hover, wdg.lit)
        bottom = max((wdg.rect.bottom for wdg in widgets), default=y) + 10
        self._practice(surface, pygame.Rect(x, bottom, w, rect.bottom - bottom - 6), view, pal, size)

    @staticmethod
    def title(view: FightView, size: int, width: int) -> tuple[str, int]:
        """The title in the largest type that holds it whole."""
        return fitted((view.title,), size + 2, width, least=max(LEAST, size - 4), bold=True)

    @staticmethod
    def note_lines(view: FightView, size: int, width: int) -> tuple[list[str], int]:
        """The guidance, every word of it: in smaller type (never under LEAST) where a narrow
        panel would make it longer than NOTE_LINES lines."""
        if not view.note:
            return [], size - 2
        for n in range(size - 2, LEAST - 1, -1):
            lines = draw.wrap(view.note, n, width)
            if len(lines) <= NOTE_LINES:
                return lines, n
        return lines, LEAST

    @staticmethod
    def check_size(size: int) -> int:
        """The checklist's words under the dice."""
        return max(LEAST, size - 4)

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
            small = self.check_size(size)
            said, n = fitted((word,), small, die + gap - draw.line_height(small) - 12)  # a gap between dice
            side = draw.line_height(n) - 4
            wide = side + 3 + draw.font(n).size(said)[0]       # centred under its die, inside the panel
            left = min(max(box.centerx - wide // 2, rect.x + 8), rect.right - 8 - wide)
            tick = pygame.Rect(left, box.bottom + 5, side, side)
            colour = pal["good"] if where is not None else pal["dim"]
            pygame.draw.rect(surface, colour, tick, 2)
            if where is not None:
                pygame.draw.lines(surface, colour, False, [(tick.x + 2, tick.centery), (tick.centerx - 1, tick.bottom - 3),
                                                           (tick.right - 2, tick.y + 2)], 2)
            draw.text(surface, said, (tick.right + 3, tick.centery), n, colour, anchor="midleft")

    def _button(self, surface, wdg: Widget, pal, size, active: bool, hover: bool) -> None:
        """A choice button whose label may wrap to LABEL_LINES lines."""
        draw.button(surface, wdg.rect, "", pal, size, active, hover, wdg.lit)
        lines = draw.wrap(wdg.label, size, wdg.rect.w - 16)[:LABEL_LINES]
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
        said = piece_words(piece)
        if wdg.lit and builder.pending:
            said += f"  {BINARY[builder.pending][4].strip()} …"
        draw.text(surface, draw.fit(said, size, vrect.left - wdg.rect.x - 16), (wdg.rect.x + 8, wdg.rect.centery),
                  size, pal["text"], anchor="midleft")

    @staticmethod
    def practice_lines(view: FightView, size: int, width: int) -> list[tuple[str, str]]:
        """Practice, H: the auto-player's pick and the solver's solutions, wrapped (text, colour)."""
        lines = [(view.pick, "highlight")] if view.pick else []
        if view.solutions:
            n = len(view.solutions)
            lines.append((f"The dice can hit {n} lit card{'s' if n > 1 else ''}, each with its simplest ways "
                          "(» the pick):", "dim"))
            lines += [(s, "text") for s in view.solutions]
        return [(part, colour) for text, colour in lines for part in draw.wrap(text, max(LEAST, size - 3), width)]

    def practice_height(self, rect: pygame.Rect, view: FightView, size: int) -> int:
        """The room the practice lines keep at the panel's foot (a third of it at most)."""
        lines = len(self.practice_lines(view, size, rect.w - 16))
        return min(rect.h // 3, lines * draw.line_height(max(LEAST, size - 3)) + 10) if lines else 0

    def _practice(self, surface, rect: pygame.Rect, view: FightView, pal, size) -> None:
        small = max(LEAST, size - 3)
        y = rect.y
        for part, colour in self.practice_lines(view, size, rect.w):
            if y + draw.line_height(small) > rect.bottom:
                return
            draw.text(surface, part, (rect.x, y), small, pal[colour])
            y += draw.line_height(small)

    def at(self, pos: tuple[int, int]) -> Optional[Widget]:
        return next((w for w in self.widgets if w.rect.collidepoint(pos) and w.enabled), None)


def piece_words(piece) -> str:
    """A built number as its row says it: "die 3" for a die as rolled, else how it was made ("3²")."""
    bare = not piece.heroes and len(piece.dice) == 1 and piece.code == f"d{piece.dice[0]}"
    return f"die {piece.value}" if bare else piece.said


def _holds(builder: Builder, item: str) -> bool:
    t = builder.tools
    return {"glove": t.glove, "portal": t.portal, "energy": t.energy > 0,
            "binoculars": t.binoculars > 0 or t.rule_breaker}[item]
