"""The settings screen: each click steps a setting to its next value and saves at once."""
from __future__ import annotations

import pygame

from . import draw
from .scene import Button, Scene, step_choice
from .settings import ANIMATION_SPEEDS, BOT_PACES, PALETTES, TEXT_SIZES, VOLUMES

WINDOW_SIZES = ((960, 600), (1280, 800), (1440, 900), (1680, 1050), (1920, 1080))

# setting -> (label, choices, how a value reads)
ROWS = {
    "window_size": ("Window size", WINDOW_SIZES, lambda v: f"{v[0]} x {v[1]}"),
    "fullscreen": ("Full screen (F11)", (False, True), lambda v: "on" if v else "off"),
    "text_size": ("Text size", tuple(TEXT_SIZES), str),
    "animation_speed": ("Animation speed", ANIMATION_SPEEDS, lambda v: f"{v:g}x"),
    "skip_animations": ("Skip animations", (False, True), lambda v: "yes" if v else "no"),
    "bot_pace": ("Bot pace (seconds a decision)", BOT_PACES, lambda v: f"{v:g} s"),
    "volume": ("Volume", VOLUMES, lambda v: f"{round(v * 100)}%"),
    "palette": ("Colours", PALETTES, str),
}


class SettingsScene(Scene):
    title = "Settings"
    grows = True

    def _geometry(self, rect: pygame.Rect) -> tuple[int, int, int, int]:
        size = self.text_size
        h = draw.line_height(size) + 14
        width = min(round(720 * self.scale), rect.w - 80)
        return size, h, width, 40 + draw.title_height(size) + 20

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        size, h, width, top = self._geometry(rect)
        x = rect.centerx
        out = []
        for i, (key, (label, choices, shown)) in enumerate(ROWS.items()):
            r = pygame.Rect(x, top + i * (h + 6), width // 2, h)
            out.append(Button(r, shown(getattr(self.app.settings, key)), lambda k=key: self.cycle(k)))
        back = pygame.Rect(x, top + len(ROWS) * (h + 6) + 16, width // 2, h + 6)
        out.append(Button(back, "Back", self.back))
        return out

    def cycle(self, key: str) -> None:
        _, choices, _ = ROWS[key]
        setattr(self.app.settings, key, step_choice(list(choices), getattr(self.app.settings, key)))
        self.app.apply_settings()
        self.app.keep_settings()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, h, width, top = self._geometry(surface.get_rect())
        x = surface.get_width() // 2 - width // 2
        for i, (label, _, _) in enumerate(ROWS.values()):
            draw.text(surface, label, (x, top + i * (h + 6) + h // 2), size, self.app.pal["text"], anchor="midleft")
