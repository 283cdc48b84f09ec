"""A choice panel: the buttons a board offers a decision with.

A `Button` plays an Action (or a run of them, `Plays`), or hands over to an input mode
(`pick`: what the player chose decides what a later click means). A button the rules refuse
stays on the panel, greyed, its reason shown on hover and said on a click, instead of
vanishing without a word. A button that asks once (`confirm`: what will happen, in words) hands
over to a `Confirm` first: its words, then "Do it" plays the action and "Cancel" (Esc) goes back.
Buttons flow down a column: commands take a whole row, small ones (counters) share a row. Words too
long for a button go on two lines or in smaller letters (draw.fitted), never cut while either holds
them; given the text size, `flow` makes a command's row tall enough for two lines where it needs them.
A button's `slot` is its kind: buttons flow grouped by kind in the fixed order of `SLOTS`, each kind on
rows of its own, so a button that comes and goes never takes the place of another kind's (ending first:
nothing ever moves into its place).
Given a `foot` and a `Scroll`, a list longer than the room scrolls: the buttons that fit from the
scrolled-to one, and a row of two under them that pages up and down (the wheel moves the Scroll too).

    panel = ChoicePanel.flow(buttons, x, y, width, cols=2, row=24, size=16, foot=bottom, scroll=kept)
    panel.draw(surface, ui, size, icon)   # icon(key, height) -> Surface, for buttons with an icon
    panel.at(pos), panel.tip(pos)
    panel.answer(pos, ui, parent)         # a click: an Action, a Mode, or None (it paged, or said why)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Union

import pygame

from zombiebox.core.actions import Action
from zombiebox.ui import draw
from zombiebox.ui.modes import Mode, Plays, Result

SLOTS = ("end", "", "card", "keep")   # the kinds in their order: ending the turn or impulse, the acts,
# the cards played, what cannot be taken back (an item given away, a figure leaving the board)
GAP = 6      # between the buttons of a row
ROW_GAP = 4  # between rows

Icon = Callable[[str, int], pygame.Surface]   # (key, button height) -> the picture before the label


@dataclass
class Button:
    label: str
    action: Union[Action, Plays, None] = None   # played on a click (a Plays: a run, in order)
    pick: Optional[Mode] = None       # or: the mode that takes over on a click
    icon: str = ""                    # a picture drawn before the label, by the panel's `icon`
    on: bool = False                  # the current pick: outlined in the accent colour
    small: bool = False               # a share of a row (counters), not a whole row (commands)
    tip: str = ""                     # the hover text ("" says the label)
    refused: str = ""                 # why the rules refuse it, "reason (rule)": greyed, said on hover
    confirm: str = ""                 # asks once: what its action will do, said before "Do it" plays it
    scroll: int = 0                   # a page of a scrolled list: moves it this many buttons, plays nothing
    slot: str = ""                    # its kind (SLOTS): a kind keeps its own rows

    def taken(self, parent: Optional[Mode] = None) -> Result:
        """What a click on it hands the board: its Action (behind a Confirm, over `parent`, if it asks
        once) or its Mode."""
        if self.action is None:
            return self.pick
        return Confirm(self.action, self.confirm, parent) if self.confirm else self.action

    def answer(self, ui, parent: Optional[Mode] = None) -> Result:
        """A click on it: its Action or Mode (a Confirm, saying what will happen, if it asks once); a
        refused button says why and nothing changes."""
        if self.refused:
            ui.say(f"Refused: {self.refused}", "bad")
            return None
        if self.confirm and self.action is not None:
            ui.say(self.confirm)
        return self.taken(parent)

    @property
    def inert(self) -> bool:
        """Nothing happens on a click (a scrolled list's end): drawn dimmed."""
        return self.action is None and self.pick is None and not self.scroll

    @property
    def hover(self) -> str:
        return f"Refused: {self.refused}" if self.refused else self.tip or self.label


class Confirm(Mode):
    """An action that asks once: its words on show, "Do it" plays it, "Cancel" (or Esc) goes back."""

    def __init__(self, action: Union[Action, Plays], words: str, parent: Optional[Mode] = None):
        self.action, self.parent = action, parent
        self.prompt = words

    def buttons(self) -> list[Button]:
        return [Button("Do it", self.action, on=True, small=True, tip=self.prompt),
                Button("Cancel", pick=self.parent, small=True, tip="Esc")]

    def cancel(self) -> Optional[Mode]:
        return self.parent

    def click(self, pos, match, ui) -> Result:
        """The mode under it answers, from the panel as it shows now (Do it, Cancel)."""
        return self.parent.click(pos, match, ui) if self.parent is not None else None


class Scroll:
    """Where a long list of buttons is scrolled to, kept between frames; a new list starts at its top."""

    def __init__(self) -> None:
        self.first = 0      # the first button shown
        self.list: Any = None

    def move(self, steps: int) -> None:
        """By `steps` buttons (down is positive); the next `flow` keeps it in range."""
        self.first = max(0, self.first + steps)

    def meet(self, buttons: list[Button]) -> None:
        said = tuple(b.label for b in buttons)
        if said != self.list:
            self.list, self.first = said, 0


class ChoicePanel:
    """Buttons placed on the screen."""

    def __init__(self, placed: list[tuple[pygame.Rect, Button]], bottom: int = 0, scroll: Optional[Scroll] = None):
        self.placed = placed
        self.bottom = bottom   # where the next thing below the buttons may start
        self.scroll = scroll   # what its paging buttons move

    @classmethod
    def flow(cls, buttons: list[Button], x: int, y: int, width: int, cols: int, row: int,
             size: int = 0, foot: int = 0, scroll: Optional[Scroll] = None) -> "ChoicePanel":
        """Buttons from `y` down, `row` pixels high: commands a whole row each, small ones `cols` a row;
        given the text `size`, a command whose words need two lines (even two sizes smaller they are
        too long for one) gets a row tall enough for them. Given a `foot` and a `scroll`, those that fit
        above it from the scrolled-to one (one at least), and a paging row when some do not fit."""
        if scroll is None or not foot:
            return cls._flow(buttons, x, y, width, cols, row, size)
        scroll.meet(buttons)
        whole = cls._flow(buttons, x, y, width, cols, row, size)
        if whole.bottom - ROW_GAP <= foot or not buttons:
            scroll.first = 0
            return whole
        room = foot - row - ROW_GAP   # the paging row's place at the foot
        first = min(scroll.first, len(buttons) - 1)
        while first > 0 and cls._flow(buttons[first - 1:], x, y, width, cols, row, size).bottom - ROW_GAP <= room:
            first -= 1   # scrolled past the end: the last page stays full
        page = cls._flow(buttons[first:], x, y, width, cols, row, size).placed
        shown = [(r, b) for n, (r, b) in enumerate(page) if not n or r.bottom <= room]
        scroll.first = first
        below = len(buttons) - first - len(shown)
        half = (width - GAP) // 2
        top = max(r.bottom for r, _ in shown) + ROW_GAP
        shown += [(pygame.Rect(x, top, half, row),
                   Button(f"{first} above" if first else "top of list", scroll=-len(shown) if first else 0,
                          tip="the choices above (or the mouse wheel)")),
                  (pygame.Rect(x + half + GAP, top, width - half - GAP, row),
                   Button(f"{below} more below" if below else "end of list", scroll=len(shown) if below else 0,
                          tip="the choices below (or the mouse wheel)"))]
        return cls(shown, top + row + ROW_GAP, scroll)

    def answer(self, pos: tuple[int, int], ui, parent: Optional[Mode] = None) -> Result:
        """A click at `pos`: the button's Action or Mode (`parent` under a Confirm); a paging button
        moves the list and plays nothing."""
        b = self.at(pos)
        if b is None:
            return None
        if b.scroll and self.scroll is not None:
            self.scroll.move(b.scroll)
            return None
        return b.answer(ui, parent)

    @classmethod
    def _flow(cls, buttons: list[Button], x: int, y: int, width: int, cols: int, row: int,
              size: int = 0) -> "ChoicePanel":
        out, col = [], 0
        cell = (width - (cols - 1) * GAP) // cols
        kind = None
        for b in sorted(buttons, key=lambda b: SLOTS.index(b.slot)):
            if kind is not None and b.slot != kind and col:  # another kind: a row of its own
                y, col = y + row + ROW_GAP, 0
            kind = b.slot
            if b.small:
                out.append((pygame.Rect(x + col * (cell + GAP), y, cell, row), b))
                col = (col + 1) % cols
                y += 0 if col else row + ROW_GAP
            else:
                y += row + ROW_GAP if col else 0
                col = 0
                tall = row   # a little smaller on one line reads better than two lines: two only past that
                if size and draw.font(size - 2).size(b.label)[0] > label_width(width):
                    tall = max(row, 2 * draw.line_height(size) + 4)
                out.append((pygame.Rect(x, y, width, tall), b))
                y += tall + ROW_GAP
        return cls(out, y + (row + ROW_GAP if col else 0))

    def at(self, pos: tuple[int, int]) -> Optional[Button]:
        return next((b for r, b in self.placed if r.collidepoint(pos)), None)

    def tip(self, pos: tuple[int, int]) -> Optional[str]:
        b = self.at(pos)
        return b.hover if b else None

    def draw(self, surface: pygame.Surface, ui, size: int, icon: Optional[Icon] = None) -> None:
        """Every button; those of the lit actions (H) outlined in the highlight, the hint's pick
        outlined thicker and marked with a dot."""
        lit = set(ui.lit)
        pick = ui.hint.action if ui.hint else None
        for r, b in self.placed:
            draw_button(surface, r, b, ui, size, b.action in lit, icon, b.action is not None and b.action == pick)


def draw_button(surface: pygame.Surface, r: pygame.Rect, b: Button, ui, size: int, lit: bool,
                icon: Optional[Icon] = None, picked: bool = False) -> None:
    pal = ui.pal
    live = ui.human_turn and not b.refused and not b.inert
    hover = live and r.collidepoint(ui.mouse)
    fill = pal["button_off"] if not live else pal["button_hover"] if hover else pal["button"]
    pygame.draw.rect(surface, fill, r, border_radius=6)
    if b.on:
        pygame.draw.rect(surface, pal["accent"], r, 3, border_radius=6)
    else:
        pygame.draw.rect(surface, pal["highlight"] if lit else pal["panel_edge"], r, 3 if lit else 1, border_radius=6)
    if picked:  # the hint's pick among the lit: a thicker edge and a dot at its corner
        pygame.draw.rect(surface, pal["highlight"], r, 5, border_radius=6)
        pygame.draw.circle(surface, pal["highlight"], (r.right - 2, r.y + 2), max(4, r.h // 5))
    x = r.x + 6
    if b.icon and icon is not None:
        img = icon(b.icon, r.h - 6)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += img.get_width() + 4
    colour = pal["text"] if live else pal["dim"]
    lines, s = label_lines(b, r, size, x - r.x)
    for i, line in enumerate(lines):
        y = r.centery + round((i - (len(lines) - 1) / 2) * draw.line_height(s))
        if b.icon:
            draw.text(surface, line, (x, y), s, colour, anchor="midleft")
        else:
            draw.text(surface, line, (r.centerx, y), s, colour, anchor="center")


def label_width(width: int, before: int = 6) -> int:
    """The room for a button's words in a button `width` wide, its icon (`before` it) left of them."""
    return width - before - 4


def label_lines(b: Button, r: pygame.Rect, size: int, before: int = 6) -> tuple[tuple[str, ...], int]:
    """A button's words as drawn in `r`: their lines and text size (draw.fitted)."""
    return draw.fitted(b.label, size, label_width(r.w, before), r.h - 2)
