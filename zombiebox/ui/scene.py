"""Scenes on the app's stack, and the button every screen uses.

A scene lays itself out from the window size each frame (`buttons(rect)`), so
it stays readable from the smallest window to full screen. The base class
draws the buttons and turns a left click on one into its callback. What a scene
may ask of the app is the `Host` protocol here, so the scenes never import the
app (ui/app.py imports them: one direction only).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Protocol, Union

import pygame

from zombiebox.core.lesson import Lesson
from zombiebox.core.rules import Game

from . import draw
from .layer import Layer
from .settings import Settings
from .sound import Sounds


class Host(Protocol):
    """The app as its scenes see it (ui/app.py's App is the one): the window, the look and
    the settings, the scene stack, messages, and opening games."""

    window: pygame.Surface
    settings: Settings
    sounds: Sounds
    mouse: tuple[int, int]

    @property
    def pal(self) -> dict: ...

    @property
    def text_size(self) -> int: ...

    def push(self, scene: "Scene") -> "Scene": ...

    def pop(self) -> None: ...

    def replace(self, scene: "Scene") -> "Scene": ...

    def home(self) -> None: ...

    def quit(self, code: int = 0) -> None: ...

    def toast(self, message: str, kind: str = "text", seconds: float = 5.0) -> None: ...

    def draw_tip(self, surface: pygame.Surface, tip: str) -> None: ...

    def apply_settings(self) -> None: ...

    def keep_settings(self) -> None: ...

    def new_match(self, game: Game, options: Optional[dict] = None, seed: Optional[int] = None,
                  seats: Optional[dict[str, str]] = None, practice: bool = False) -> Optional["Scene"]: ...

    def open_save(self, path: Union[str, Path]) -> bool: ...

    def open_lesson(self, lesson: Lesson, replace: bool = False) -> Optional["Scene"]: ...


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    on_click: Optional[Callable[[], None]] = None
    enabled: bool = True
    note: str = ""       # a dim word at the right ("coming", a date)
    lit: bool = False    # drawn with the highlight edge
    tip: str = ""        # shown while the mouse is over it


class Scene:
    title = ""
    grows = False   # a screen between games: text and widths grown with a window taller than 800 px

    def __init__(self, app: Host):
        self.app = app

    @property
    def scale(self) -> float:
        """How much larger than the text-size setting this scene is drawn (`draw.grown`; 1 unless it `grows`)."""
        return draw.grown(self.app.window.get_height()) if self.grows else 1.0

    @property
    def text_size(self) -> int:
        """The body text's size in this scene: the setting, grown with the window if the scene `grows`."""
        return round(self.app.text_size * self.scale)

    # --- layout -------------------------------------------------------------------
    def buttons(self, rect: pygame.Rect) -> list[Button]:
        """The clickable buttons for a window of this size."""
        return []

    def button_at(self, pos: tuple[int, int]) -> Optional[Button]:
        for b in self.buttons(self.app.window.get_rect()):
            if b.rect.collidepoint(pos):
                return b
        return None

    # --- input / time ---------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = self.button_at(event.pos)
            if b and b.enabled and b.on_click:
                self.app.sounds.play("click")
                b.on_click()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.pop()

    def update(self, dt: float) -> None:
        """One logic tick; only the scene on top gets them, so a scene under an overlay
        (the rulebook, a menu) stands still until it is on top again."""

    def uncovered(self) -> None:
        """The scene over this one closed: this one is on top again."""

    def toast_floor(self, rect: pygame.Rect) -> int:
        """Where the app's toasts stack up from (their bottom edge): clear of this scene's buttons."""
        return rect.bottom - 12

    @property
    def busy(self) -> bool:
        """True while the scene changes without input (something moves, a bot's turn is due):
        the app draws frames for it. A scene that draws the same picture until input comes
        says False, and the app rests."""
        return False

    # --- drawing ----------------------------------------------------------------------
    @property
    def pal(self) -> dict:
        """The colours this scene draws in: the app's palette (a game's table lays its tones over it)."""
        return self.app.pal

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.pal["table"])
        if self.title:
            draw.text(surface, self.title, (surface.get_width() // 2, 24), draw.sized("display", self.text_size),
                      self.pal["accent"], anchor="midtop", face="display")
        self.draw_buttons(surface, self.buttons(surface.get_rect()))

    def draw_buttons(self, surface: pygame.Surface, buttons: list[Button],
                     kept: Optional[tuple[Layer, pygame.Rect]] = None) -> None:
        """The buttons, and the tip of the one under the mouse. `kept`, a layer and an area of the
        window's own background (a toolbar): the buttons inside it are kept in the layer, painted
        again only when one of them changes or the mouse moves onto another."""
        size, pal = self.text_size, self.pal
        hovered = [b.enabled and b.rect.collidepoint(self.app.mouse) for b in buttons]
        if kept is not None:
            layer, area = kept
            inside = [i for i, b in enumerate(buttons) if area.contains(b.rect)]
            shown = tuple((tuple(buttons[i].rect), buttons[i].label, buttons[i].enabled, hovered[i], buttons[i].lit,
                           buttons[i].note) for i in inside)

            def paint(img: pygame.Surface) -> None:
                img.fill(pal["table"])
                for rect, label, enabled, hover, lit, note in shown:
                    draw.button(img, pygame.Rect(rect).move(-area.x, -area.y), label, pal, size, enabled, hover,
                                lit, note)
            surface.blit(layer.get(area.size, (id(pal), size), shown, paint), area.topleft)
        else:
            inside = []
        for i, b in enumerate(buttons):
            if i not in inside:
                draw.button(surface, b.rect, b.label, pal, size, b.enabled, hovered[i], b.lit, b.note)
        tip = next((b.tip for b in reversed(buttons) if b.rect.collidepoint(self.app.mouse) and b.tip), None)
        if tip:
            self.app.draw_tip(surface, tip)


def step_choice(choices: list, current, step: int = 1):
    """The value `step` places after `current` in `choices`, wrapping round (a chooser's click)."""
    return choices[(choices.index(current) + step) % len(choices)] if current in choices else choices[0]


def column(rect: pygame.Rect, top: int, width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    """`count` rects stacked down a column centred in `rect`, starting at `top`."""
    x = rect.centerx - width // 2
    return [pygame.Rect(x, top + i * (height + gap), width, height) for i in range(count)]
