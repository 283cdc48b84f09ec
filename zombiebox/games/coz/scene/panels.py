"""The fight panel beside the board (CoZ STEP 2): the three Battle Dice large, the pieces
being built, the operators (and the held items' effects), the running value, the
"use all 3 dice" checklist, the buttons for the other choices open now (the kit's choice panel:
a long list scrolls), a choice's words before "Do it", and in practice mode the solver's
solutions. It places and draws what the offer holds (scene/choices.py); a click answers with
the button under it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.die import die as draw_die
from zombiebox.ui.offer import Offer
from zombiebox.ui.widgets.choice_panel import Button, ChoicePanel, Scroll, draw_button

from .combo import BINARY, Builder
from .layout import LEAST, fitted
from .modes import Open

NOTE_LINES = 5


@dataclass
class FightView:
    """What the panel shows this frame (the scene fills it from the offer and the state)."""
    title: str
    offer: Offer = field(default_factory=Offer)
    dice: list[int] = field(default_factory=list)   # the Battle Dice rolled this turn ([] before the roll)
    used: dict[int, str] = field(default_factory=dict)   # die index -> where it went ("on Chef 15")
    solutions: tuple[str, ...] = ()       # practice: each card the dice can hit, with its ways
    pick: str = ""                        # practice: the auto-player's pick and its reason
    note: str = ""                        # one line of guidance under the title
    round_no: int = 0

    @property
    def builder(self) -> Optional[Builder]:
        return self.offer.marks.get("bench")


class FightPanel:
    def __init__(self) -> None:
        self.placed = ChoicePanel([])  # the last layout's buttons, where they are on screen
        self.scroll = Scroll()         # the choice list's place (the wheel, or its paging buttons)
        self.dice_top = 0
        self.note: tuple[list[str], int] = ([], 0)   # the guidance's lines and size, as laid out
        self.note_box = pygame.Rect(0, 0, 0, 0)       # where they are
        self.note_cut = ""                             # the whole guidance, where its lines are cut

    def layout(self, rect: pygame.Rect, view: FightView, size: int) -> ChoicePanel:
        """Every button, top to bottom; clicks read the last layout (`at`, `answer`). A panel too short
        for the choices (one at least, and their paging row) takes fewer lines of guidance (`note`)."""
        for most in range(NOTE_LINES, 0, -1):
            self.note = self.note_lines(view, size, rect.w - 16, most)
            placed = self._layout(rect, view, size)
            if max((r.bottom for r, _ in placed.placed), default=0) <= rect.bottom - 8:
                break
        y = rect.y + 8 + draw.line_height(self.title(view, size, rect.w - 16)[1]) + 4
        lines, note = self.note
        self.note_box = pygame.Rect(rect.x + 8, y, rect.w - 16, draw.line_height(note) * len(lines))
        self.note_cut = view.note if lines and lines[-1].endswith("…") else ""
        return placed

    def tip(self, pos: tuple[int, int]) -> Optional[str]:
        """The words of the button under `pos`, or the whole guidance over its lines where they are cut."""
        tip = self.placed.tip(pos)
        return self.note_cut if tip is None and self.note_cut and self.note_box.collidepoint(pos) else tip

    def _layout(self, rect: pygame.Rect, view: FightView, size: int) -> ChoicePanel:
        out: list[tuple[pygame.Rect, Button]] = []
        marks = view.offer.marks
        x, w = rect.x + 8, rect.w - 16
        y = rect.y + 8 + draw.line_height(self.title(view, size, w)[1]) + 4
        lines, note = self.note
        y += draw.line_height(note) * len(lines) + 4 if lines else 0
        row = max(28, draw.line_height(draw.sized("note", size)) + 10)
        if view.offer.asking:
            y += len(draw.wrap(view.offer.asking, size, w - 8)) * draw.line_height(size) + 12
            self.placed = ChoicePanel.flow(view.offer.buttons, x, y, w, cols=2, row=draw.line_height(size) + 14)
            return self.placed
        b = view.builder
        self.dice_top = y
        if view.dice:
            dice = marks.get("dice", {})
            out += [(box, dice[i]) for i, box in enumerate(self.dice_boxes(rect, view, y)) if i in dice]
            y += self.die_size(rect) + draw.line_height(self.check_size(size)) + 10
        if b is not None:
            chip_h = draw.line_height(size) + 10
            for i, button in marks["pieces"].items():
                out.append((pygame.Rect(x, y, w, chip_h), button))
                y += chip_h + 4
            y += 4 + (0 if marks["pieces"] else chip_h + 4)   # the expression's row kept while empty: the operators stay put
            bw = (w - 5 * 4) // 6
            bh = max(28, draw.line_height(draw.sized("title", size)) + 6)
            for ops in (marks["ops"], marks["items"]):
                out += [(pygame.Rect(x + i * (bw + 4), y, bw, bh), op) for i, op in enumerate(ops)]
                y += bh + 4 if ops else 0
            out.append((pygame.Rect(x, y, w, bh), marks["back"]))
            y += bh + 8
        foot = rect.bottom - 8 - self.practice_height(rect, view, size)
        choices = ChoicePanel.flow(view.offer.buttons, x, y, w, cols=1, row=row, size=draw.sized("note", size),
                                   foot=max(foot, y + 2 * row + 4), scroll=self.scroll)  # a choice and its paging row
        self.placed = ChoicePanel(out + choices.placed, choices.bottom, self.scroll)
        return self.placed

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, view: FightView, ui, size: int) -> None:
        pal = ui.pal
        inner = draw.panel(surface, rect, pal)
        x, w = inner.x, inner.w
        y = rect.y + 8
        placed = self.layout(rect, view, size)
        title, title_size = self.title(view, size, w)
        title_w = draw.font(title_size, True).size(title)[0]
        corner = f"Round {view.round_no}" if view.round_no else ""
        if corner and title_w + draw.font(draw.sized("small", size)).size(corner)[0] + 8 <= w:  # the round, where it fits
            draw.text(surface, corner, (inner.right, y + 3), draw.sized("small", size), pal["dim"], anchor="topright")
        draw.text(surface, title, (x, y), title_size, pal["accent"], bold=True)
        y += draw.line_height(title_size) + 4
        lines, note = self.note
        for line in lines:
            draw.text(surface, line, (x, y), note, pal["text"])
            y += draw.line_height(note)
        if view.offer.asking:
            y += 4
            for line in draw.wrap(view.offer.asking, size, w - 8):
                draw.text(surface, line, (x + 4, y), size, pal["highlight"])
                y += draw.line_height(size)
        elif view.dice:
            current = view.builder.current if view.builder else None
            self._dice(surface, rect, view, pal, size, set(current.dice) if current else set())
        marks = view.offer.marks
        dice = set(map(id, marks.get("dice", {}).values()))
        kinds = {id(b): i for i, b in marks.get("pieces", {}).items()}
        tools = set(map(id, marks.get("ops", []) + marks.get("items", []) + [marks.get("back")]))
        for r, b in placed.placed:
            if id(b) in dice:
                if ui.human_turn and r.collidepoint(ui.mouse):
                    pygame.draw.rect(surface, pal["accent"], r.inflate(6, 6), 2, border_radius=r.w // 5)
            elif id(b) in kinds:
                self._piece(surface, r, b, view.builder.pieces[kinds[id(b)]], view.builder, pal, size,
                            ui.human_turn and r.collidepoint(ui.mouse))
            else:
                draw_button(surface, r, b, ui, size if id(b) in tools else draw.sized("note", size), lit(b, ui.lit))
        bottom = max((r.bottom for r, _ in placed.placed), default=y) + 10
        self._practice(surface, pygame.Rect(x, bottom, w, rect.bottom - bottom - 6), view, pal, size)

    @staticmethod
    def title(view: FightView, size: int, width: int) -> tuple[str, int]:
        """The title in the largest type that holds it whole."""
        return fitted((view.title,), draw.sized("title", size), width, least=draw.sized("small", size), bold=True)

    @staticmethod
    def note_lines(view: FightView, size: int, width: int, most: int = NOTE_LINES) -> tuple[list[str], int]:
        """The guidance, every word of it: in smaller type (never under LEAST) where a narrow
        panel would make it longer than `most` lines; past that its first `most` lines, the last
        cut (the whole on hover, `tip`)."""
        if not view.note:
            return [], draw.sized("note", size)
        for n in range(draw.sized("note", size), LEAST - 1, -1):
            lines = draw.wrap(view.note, n, width)
            if len(lines) <= most:
                return lines, n
        return lines[:most - 1] + [draw.fit(" ".join(lines[most - 1:]), LEAST, width)], LEAST

    @staticmethod
    def check_size(size: int) -> int:
        """The checklist's words under the dice."""
        return max(LEAST, draw.sized("small", size))

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
            draw_die(surface, box, value, pal)
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

    def _piece(self, surface, r: pygame.Rect, button: Button, piece, builder: Builder, pal, size, hover) -> None:
        fill = pal["button_hover"] if hover else pal["button"]
        pygame.draw.rect(surface, fill, r, border_radius=6)
        pygame.draw.rect(surface, pal["highlight"] if button.on else pal["panel_edge"], r,
                         3 if button.on else 1, border_radius=6)
        value = f"= {piece.value}".replace("-", "\u2212")
        vrect = draw.text(surface, value, (r.right - 8, r.centery), draw.sized("title", size), pal["accent"], bold=True,
                          anchor="midright")
        said = button.label
        if button.on and builder.pending:
            said += f"  {BINARY[builder.pending][4].strip()} …"
        draw.text(surface, draw.fit(said, size, vrect.left - r.x - 16), (r.x + 8, r.centery),
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
        return [(part, colour) for text, colour in lines for part in draw.wrap(text, max(LEAST, draw.sized("small", size)), width)]

    def practice_height(self, rect: pygame.Rect, view: FightView, size: int) -> int:
        """The room the practice lines keep at the panel's foot (a third of it at most)."""
        lines = len(self.practice_lines(view, size, rect.w - 16))
        return min(rect.h // 3, lines * draw.line_height(max(LEAST, draw.sized("small", size))) + 10) if lines else 0

    def _practice(self, surface, rect: pygame.Rect, view: FightView, pal, size) -> None:
        small = max(LEAST, draw.sized("small", size))
        y = rect.y
        for part, colour in self.practice_lines(view, size, rect.w):
            if y + draw.line_height(small) > rect.bottom:
                return
            draw.text(surface, part, (rect.x, y), small, pal[colour])
            y += draw.line_height(small)


def lit(b: Button, lit_actions: list) -> bool:
    """H lights a button whose action is lit, or one that opens a choice holding a lit action (Second
    Chance, a Hero's Special Move: their options come after the click)."""
    opens = b.pick.actions if isinstance(b.pick, Open) else ()
    return b.action in lit_actions or any(a in lit_actions for a in opens)
