"""Finding one's way on a map larger than its window (issue 33.1): a Fit button that brings the
whole map into view, a minimap of the whole map with the window's part framed (a click there looks
at that point) while the map scrolls, and the wheel and the drag said on screen.

    nav = MapNav()
    nav.draw(surface, cam, ui, key, paint)   # after the map; paint(img, zoom) paints the whole map small,
    #                                          once per `key` (what the map shows) and size
    if nav.click(pos, cam): ...              # a press the navigator took (Fit, the minimap)
"""
from __future__ import annotations

from typing import Callable, Hashable, Optional

import pygame

from .. import draw
from ..camera import Camera
from ..layer import Layer

SAID = "wheel: zoom · drag or Shift+wheel: scroll"
MINI = 0.22   # the minimap's width, a share of the map's window


class MapNav:
    def __init__(self) -> None:
        self.fit_rect = pygame.Rect(0, 0, 0, 0)
        self.mini_rect = pygame.Rect(0, 0, 0, 0)
        self.mini = Layer(alpha=False)   # the whole map small, painted once per content and size

    def place(self, cam: Camera, size: int) -> None:
        """The Fit button at the window's bottom left, the minimap at its top right."""
        h = draw.line_height(size) + 10
        w = draw.font(size, True).size("Fit")[0] + 24
        self.fit_rect = pygame.Rect(cam.view.x + 8, cam.view.bottom - h - 8, w, h)
        mw = max(60, round(cam.view.w * MINI))
        mh = round(mw * cam.height / cam.width)
        self.mini_rect = pygame.Rect(cam.view.right - mw - 8, cam.view.y + 8, mw, mh) if cam.scrolls else \
            pygame.Rect(0, 0, 0, 0)

    def draw(self, surface: pygame.Surface, cam: Camera, ui, key: Hashable,
             paint: Callable[[pygame.Surface, float], None]) -> None:
        size = draw.sized("small", ui.text_size)
        self.place(cam, size)
        hover = self.fit_rect.collidepoint(ui.mouse)
        draw.button(surface, self.fit_rect, "Fit", ui.pal, size, True, hover)
        said = draw.text_surface(SAID, size, ui.pal["text"])
        box = said.get_rect(midleft=(self.fit_rect.right + 12, self.fit_rect.centery)).inflate(12, 6)
        if box.right <= cam.view.right - 8:   # said where it fits beside the button (the button's tip says it too)
            pygame.draw.rect(surface, ui.pal["shadow"], box, border_radius=5)
            surface.blit(said, said.get_rect(center=box.center))
        if not self.mini_rect.w:
            return
        mini = self.mini_rect
        scale = mini.w / cam.width
        pygame.draw.rect(surface, ui.pal["shadow"], mini.inflate(6, 6), border_radius=4)
        surface.blit(self.mini.get(mini.size, ui.look, key, lambda img: paint(img, scale)), mini)
        x, y = cam.to_map(*cam.view.topleft)
        seen = pygame.Rect(mini.x + round(x * scale), mini.y + round(y * scale),
                           round(cam.view.w / cam.zoom * scale), round(cam.view.h / cam.zoom * scale))
        pygame.draw.rect(surface, ui.pal["highlight"], seen.clip(mini), 2)

    def tip(self, pos) -> Optional[str]:
        if self.fit_rect.collidepoint(pos):
            return f"the whole map in view ({SAID})"
        if self.mini_rect.collidepoint(pos):
            return "the whole map: click to look there"
        return None

    def click(self, pos, cam: Camera) -> bool:
        """Fit, or a look at the minimap's point; False: the press is not the navigator's."""
        if self.fit_rect.collidepoint(pos):
            cam.fit()
            return True
        if self.mini_rect.collidepoint(pos):
            scale = cam.width / self.mini_rect.w
            cam.look_at((pos[0] - self.mini_rect.x) * scale, (pos[1] - self.mini_rect.y) * scale)
            return True
        return False
