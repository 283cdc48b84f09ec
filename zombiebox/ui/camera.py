"""A camera over a map larger than its window: scroll (a drag, the wheel) and zoom (Ctrl + wheel),
kept inside the map. A board draws its map at `zoom` and asks the camera where things are.

    cam = Camera(map_w, map_h)
    cam.frame(view_rect, zoom=1.0)          # the window onto the map (kept across frames)
    cam.to_screen(x, y), cam.to_map(px, py)
    cam.wheel(pos, dy, zoom=False)          # scroll; with zoom=True zoom about the mouse
    cam.pan(dx, dy)                         # a drag: the map follows the mouse
    cam.place(x, y, zoom)                   # a look set (a glide's way), kept in the map
"""
from __future__ import annotations

import pygame

ZOOM_STEP = 1.15     # one wheel notch
SCROLL_STEP = 60     # pixels a wheel notch scrolls


class Camera:
    def __init__(self, width: float, height: float, least: float = 0.3, most: float = 1.6):
        self.width, self.height = width, height   # the map, in its own pixels
        self.least, self.most = least, most       # the zoom range
        self.view = pygame.Rect(0, 0, 0, 0)       # the window on the screen
        self.zoom = 1.0
        self.x = self.y = 0.0                     # the map point at the window's top left

    @property
    def fitting(self) -> float:
        """The zoom that shows the whole map in the window."""
        if not self.view.w or not self.view.h:
            return 1.0
        return min(self.view.w / self.width, self.view.h / self.height)

    def frame(self, view: pygame.Rect, zoom: float) -> None:
        """A new window (first call, a resize): at `zoom` (held in range), the map's centre in view."""
        if pygame.Rect(view) == self.view:
            return
        first = not self.view.w
        self.view = pygame.Rect(view)
        if first:
            self.zoom = self._held(zoom)
            self.x = (self.width - self.view.w / self.zoom) / 2
            self.y = (self.height - self.view.h / self.zoom) / 2
        self._clamp()

    def fit(self) -> None:
        """The whole map in the window, centred (a table opens so; the Fit button, issue 33.1)."""
        self.zoom = self.fitting
        self._clamp()

    def _held(self, zoom: float) -> float:
        return max(min(self.least, self.fitting), min(self.most, zoom))

    def _clamp(self) -> None:
        """The map never leaves the window where it can fill it; a smaller map is centred."""
        for axis, size, span in (("x", self.width, self.view.w), ("y", self.height, self.view.h)):
            seen = span / self.zoom
            value = (size - seen) / 2 if seen >= size else min(max(getattr(self, axis), 0.0), size - seen)
            setattr(self, axis, value)

    @property
    def scrolls(self) -> bool:
        """The map is larger than the window: a drag or the wheel moves it."""
        return self.width * self.zoom > self.view.w + 1 or self.height * self.zoom > self.view.h + 1

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.view.x + (x - self.x) * self.zoom), round(self.view.y + (y - self.y) * self.zoom))

    def to_map(self, px: float, py: float) -> tuple[float, float]:
        return self.x + (px - self.view.x) / self.zoom, self.y + (py - self.view.y) / self.zoom

    def place(self, x: float, y: float, zoom: float) -> None:
        """The map point (x, y) at the window's top left at `zoom` (held in range), kept in the map (a glide's
        way from one look to the next)."""
        self.x, self.y, self.zoom = x, y, self._held(zoom)
        self._clamp()

    def showing(self, box: tuple[float, float, float, float], least: float) -> float:
        """The zoom that shows the map box (left, top, right, bottom) whole in the window's middle 80 %,
        no further in than now, yet no further out than `least` (where the box cannot fit so, at `least`)."""
        left, top, right, bottom = box
        fits = min(self.view.w * 0.8 / max(1.0, right - left), self.view.h * 0.8 / max(1.0, bottom - top))
        return self._held(max(least, min(self.zoom, fits)))

    def look_at(self, x: float, y: float) -> None:
        """The map point (x, y) in the middle of the window (as near as the map's edges allow)."""
        self.x, self.y = x - self.view.w / self.zoom / 2, y - self.view.h / self.zoom / 2
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        """The map follows a drag of (dx, dy) screen pixels."""
        self.x -= dx / self.zoom
        self.y -= dy / self.zoom
        self._clamp()

    def wheel(self, pos: tuple[int, int], dy: int, zoom: bool = False) -> None:
        """A wheel notch: zoom about `pos` (the map point under the mouse stays there), else scroll
        (across when the map is wider than it is tall in the window, else up and down)."""
        if zoom:
            mx, my = self.to_map(*pos)
            self.zoom = self._held(self.zoom * ZOOM_STEP ** dy)
            self.x, self.y = mx - (pos[0] - self.view.x) / self.zoom, my - (pos[1] - self.view.y) / self.zoom
        elif self.width * self.zoom - self.view.w >= self.height * self.zoom - self.view.h:
            self.x -= dy * SCROLL_STEP / self.zoom
        else:
            self.y -= dy * SCROLL_STEP / self.zoom
        self._clamp()

    def whole(self) -> "Camera":
        """The same map at the same zoom, its window the whole zoomed map at (0, 0): what a board paints
        a kept layer of the whole map with (blitted through `seen`)."""
        whole = Camera(self.width, self.height, self.least, self.most)
        whole.zoom = self.zoom
        whole.view = pygame.Rect(0, 0, round(self.width * self.zoom), round(self.height * self.zoom))
        return whole

    @property
    def seen(self) -> pygame.Rect:
        """The part of the map (at zoom, in zoomed pixels) the window shows."""
        return pygame.Rect(round(self.x * self.zoom), round(self.y * self.zoom), self.view.w, self.view.h)
