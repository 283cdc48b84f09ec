"""Where things are in the ATZ board area: the map window on the left (scrolled and zoomed by the
camera, ui/camera.py), the side column at its right (ui/column.py): the turn, the selected survivor's
status card and the choices, the frame's log and dice tray under them."""
from __future__ import annotations

import pygame

from zombiebox.ui.column import split


class Layout:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        parts = split(self.rect)   # the map fills any area: the camera's window
        self.map, self.side = parts["board"], parts["side"]
