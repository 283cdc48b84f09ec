"""A piece that explains itself (issue 35.3): what the mouse is over, as a player would look it up.

A board's `hover` may answer with an `Explained` instead of a line of words: a figure's card (a
survivor's Rep, weapons and wounds), a tile's or a card's rule text, a zombie's facing and what it
sees, each with the rule section it is played by. The table draws it as a card beside the thing
hovered (`near`), never over it, in letters no smaller than a note, wrapped, never cut."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

import pygame

from . import draw

GAP = 10   # between the thing hovered and its card


@dataclass(frozen=True)
class Explained:
    title: str                  # what it is: "Nick in H12", "Shotgun"
    facts: tuple[str, ...] = ()  # what a player looks up, one a line: "Rep 5, MP 5", the rule text
    rule: str = ""              # the section it is played by: "ATZ 3.1.2", "ZS Combat Zombies"
    near: Optional[tuple[int, int, int, int]] = None   # where it is on screen: the card goes beside it

    def __str__(self) -> str:
        """In one line of words (a status line, a test's search)."""
        return ": ".join(p for p in (self.title, "; ".join(self.facts)) if p) + (f" ({self.rule})" if self.rule else "")


def sizes(text_size: int) -> tuple[int, int]:
    """(title, facts) letter sizes: the body size and a note's, never the kit's smallest."""
    return text_size, draw.sized("note", text_size)


def card_rect(what: Explained, window: pygame.Rect, mouse: tuple[int, int], text_size: int) -> tuple[pygame.Rect, list]:
    """Where the card goes and its lines ((text, size, palette key, bold) each): beside `near` (the
    thing hovered, else a small square round the mouse) on the first side with room: right, left,
    below, above; failing all, the side that covers the least of it."""
    lines, w, h = laid_out(what.title, what.facts, what.rule, text_size, min(460, max(300, window.w // 3)))
    near = pygame.Rect(what.near) if what.near else pygame.Rect(mouse[0] - 12, mouse[1] - 12, 24, 24)
    sides = (pygame.Rect(near.right + GAP, near.centery - h // 2, w, h),
             pygame.Rect(near.left - GAP - w, near.centery - h // 2, w, h),
             pygame.Rect(near.centerx - w // 2, near.bottom + GAP, w, h),
             pygame.Rect(near.centerx - w // 2, near.top - GAP - h, w, h))
    placed = [side.clamp(window) for side in sides]
    clear = [r for r in placed if not r.colliderect(near)]
    if clear:
        return clear[0], lines
    return min(placed, key=lambda r: r.clip(near).w * r.clip(near).h), lines


@lru_cache(maxsize=64)
def laid_out(title: str, facts: tuple[str, ...], rule: str, text_size: int, width: int) -> tuple[list, int, int]:
    """The card's lines wrapped to `width`, and the card's size: worked out once per card shown."""
    big, small = sizes(text_size)
    lines = [(t, big, "accent", True) for t in draw.wrap(title, big, width, bold=True)] if title else []
    for fact in facts:
        lines += [(t, small, "text", False) for t in draw.wrap(fact, small, width)]
    if rule:
        lines += [(t, small, "dim", False) for t in draw.wrap(f"Rule: {rule}", small, width)]
    w = max(draw.font(size, bold).size(t)[0] for t, size, _, bold in lines) + 20
    return lines, w, sum(draw.line_height(size) for _, size, _, _ in lines) + 14


def draw_card(surface: pygame.Surface, what: Explained, mouse: tuple[int, int], pal: dict, text_size: int) -> pygame.Rect:
    """The card drawn; its rect."""
    rect, lines = card_rect(what, surface.get_rect(), mouse, text_size)
    pygame.draw.rect(surface, pal["shadow"], rect, border_radius=8)
    pygame.draw.rect(surface, pal["accent"], rect, 1, border_radius=8)
    y = rect.y + 7
    for text, size, colour, bold in lines:
        draw.text(surface, text, (rect.x + 10, y), size, pal[colour], bold)
        y += draw.line_height(size)
    return rect
