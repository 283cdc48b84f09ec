"""A drawing kept between frames: the one cached-surface type every board uses.

One invalidation rule for all of them: a layer is painted again when its size, the look
(palette and text size, `UIState.look`) or its content key changes. The content key is
whatever the layer shows: the match's version (`Match.version`, bumped by every action, undo,
redo and load, so an Event that touches the board repaints it), a pick, the button under the mouse.
Anything drawn from the match goes through `of`, which keys it on the version the frame passes
(`UIState.version`) besides the content given:

    self.counters = Layer()
    img = self.counters.of(ui, area.size, pick, lambda img: paint(img, ...))
    surface.blit(img, area.topleft)
"""
from __future__ import annotations

from typing import Any, Callable, Hashable, Optional

import pygame


class Layer:
    def __init__(self, alpha: bool = True) -> None:
        self.alpha = alpha   # False: an opaque drawing (a background), quicker to blit
        self._key: Hashable = None
        self._img: Optional[pygame.Surface] = None
        self.paints = 0      # how many times it was painted: a test's check that it is kept

    def get(self, size: tuple[int, int], look: Hashable, content: Hashable,
            paint: Callable[[pygame.Surface], None],
            update: Optional[Callable[[pygame.Surface, Hashable], bool]] = None) -> pygame.Surface:
        """The kept surface, or one of `size` cleared (transparent, or black if opaque) and handed to
        `paint` first: the same surface again while the size stays, so hold no earlier drawing of it.
        `update(surface, was)`, given, may instead bring the kept drawing of content `was` up to
        `content` in place, painting only what changed (same size and look); False: it could not."""
        key = (tuple(size), look, content)
        if self._img is None or key != self._key:
            same = self._img is not None and self._key[:2] == key[:2]
            if not (same and update is not None and update(self._img, self._key[2])):
                if self._img is not None and self._img.get_size() == key[0]:
                    self._img.fill(0)   # as new, without new memory: fresh pages cost more than the painting
                else:
                    self._img = pygame.Surface(size, pygame.SRCALPHA if self.alpha else 0)
                paint(self._img)
            self._key = key
            self.paints += 1
        return self._img

    def of(self, ui: Any, size: tuple[int, int], content: Hashable, paint: Callable[[pygame.Surface], None],
           update: Optional[Callable[[pygame.Surface, Hashable], bool]] = None) -> pygame.Surface:
        """`get` for a drawing of the match: kept while the match's version (`ui.version`, which the frame
        passes), the look, the size and `content` stay."""
        return self.get(size, ui.look, (ui.version, content), paint, update)

    def drop(self) -> None:
        """Forget the drawing (the view was reset); the next `get` paints afresh."""
        self._key, self._img = None, None


class Rescaled:
    """A drawing costly at every new size (a board's art rendered from its SVG, 90-350 ms for ATZ's table):
    while its size keeps changing (a zoom in progress) the last one painted is scaled to the new size, a
    millisecond, and painted afresh once the size has held `settle` seconds; `pending` says a fresh one is
    still owed (the view is busy: frames must come until it is drawn)."""

    def __init__(self, settle: float = 0.25, alpha: bool = False) -> None:
        self.settle = settle
        self.sharp, self.quick = Layer(alpha), Layer(alpha)
        self.size: Optional[tuple[int, int]] = None
        self.moved = 0.0            # when the size last changed
        self.last: Optional[tuple[Hashable, pygame.Surface]] = None   # the last painted: (look, content), surface
        self.pending = False

    def get(self, size: tuple[int, int], look: Hashable, content: Hashable, now: float,
            paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        size = tuple(size)
        if size != self.size:
            self.size, self.moved = size, now
        self.pending = (now - self.moved < self.settle and self.last is not None and self.last[0] == (look, content)
                        and self.last[1].get_size() != size)   # no painting at this size yet
        if self.pending:
            shown = self.last[1]
            return self.quick.get(size, look, (content, shown.get_size()),
                                  lambda img: img.blit(pygame.transform.smoothscale(shown, size), (0, 0)))
        img = self.sharp.get(size, look, content, paint)
        self.last = ((look, content), img)
        return img


class Memo:
    """Values worked out once per key, the non-surface twin of Layer: a board's legal list and
    its groups per match version (`of`), a layout per size (`get`). One object holds them all, by name.

        self.kept = Memo()
        legal = self.kept.of(match, "legal", (), match.legal_actions)
    """

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Hashable, Any]] = {}

    def get(self, name: str, key: Hashable, make: Callable[[], Any]) -> Any:
        kept = self._kept.get(name)
        if kept is None or kept[0] != key:
            kept = (key, make())
            self._kept[name] = kept
        return kept[1]

    def of(self, match: Any, name: str, key: Hashable, make: Callable[[], Any]) -> Any:
        """`get` for a value worked out from the match: kept while `match.version` and `key` stay."""
        return self.get(name, (match.version, key), make)

    def drop(self, *names: str) -> None:
        """Forget these values (all, if none is named); the next `get` works them out again."""
        for name in names or list(self._kept):
            self._kept.pop(name, None)
