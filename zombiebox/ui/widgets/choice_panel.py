"""A choice panel: the buttons a board offers a decision with.

A `Button` plays an Action (or a run of them, `Plays`), or hands over to an input mode
(`pick`: what the player chose decides what a later click means). A button the rules refuse
stays on the panel, greyed, its reason shown on hover and said on a click, instead of
vanishing without a word.
Buttons flow down a column: commands take a whole row, small ones (counters) share a row. Words too
long for a button go on two lines or in smaller letters (draw.fitted), never cut while either holds
them; given the text size, `flow` makes a command's row tall enough for two lines where it needs them.

    panel = ChoicePanel.flow(buttons, x, y, width, cols=2, row=24, size=16)
    panel.draw(surface, ui, size, icon)   # icon(key, height) -> Surface, for buttons with an icon
    panel.at(pos), panel.tip(pos)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Union

import pygame

from zombiebox.core.actions import Action
from zombiebox.ui import draw
from zombiebox.ui.modes import Mode, Plays, Result

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

    def answer(self, ui) -> Result:
        """A click on it: its Action or Mode; a refused button says why and nothing changes."""
        if self.refused:
            ui.say(f"Refused: {self.refused}", "bad")
            return None
        return self.action if self.action is not None else self.pick

    @property
    def hover(self) -> str:
        return f"Refused: {self.refused}" if self.refused else self.tip or self.label


class ChoicePanel:
    """Buttons placed on the screen."""

    def __init__(self, placed: list[tuple[pygame.Rect, Button]], bottom: int = 0):
        self.placed = placed
        self.bottom = bottom   # where the next thing below the buttons may start

    @classmethod
    def flow(cls, buttons: list[Button], x: int, y: int, width: int, cols: int, row: int,
             size: int = 0) -> "ChoicePanel":
        """Buttons from `y` down, `row` pixels high: commands a whole row each, small ones `cols` a row;
        given the text `size`, a command whose words need two lines (even two sizes smaller they are
        too long for one) gets a row tall enough for them."""
        out, col = [], 0
        cell = (width - (cols - 1) * GAP) // cols
        for b in buttons:
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
    live = ui.human_turn and not b.refused
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
