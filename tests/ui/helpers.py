"""Driving the app headless: synthetic clicks and keys, and finding buttons by label."""
from __future__ import annotations

import pygame

from zombiebox.ui.app import App
from zombiebox.ui.settings import Settings

SIZE = (1280, 800)


def make_app(**settings) -> App:
    return App(SIZE, Settings(**settings))


def hold(app: App, pos, button: int = 1) -> None:
    """A press, not let go yet: the start of a drag."""
    app.render()  # clicks land on what the player sees
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)])


def click(app: App, pos, button: int = 1) -> None:
    """A press and its release where it was (a board may answer either: ATZ's map at the release)."""
    hold(app, pos, button)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)])


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)])


def button(app: App, label: str):
    """The scene's button whose label starts with `label` (one must exist)."""
    found = [b for b in app.scene.buttons(app.window.get_rect()) if b.label.startswith(label)]
    assert found, f"no button {label!r} in {[b.label for b in app.scene.buttons(app.window.get_rect())]}"
    return found[0]


def press(app: App, label: str) -> None:
    click(app, button(app, label).rect.center)


def past_hand_off(app: App, table) -> None:
    """Two people at one screen and a secret hand to pass (Zombie Terror): the table's hand-off screen
    (issue 35.5) is let pass with Ready, so the table is on top again."""
    app.step()
    if app.scene is not table:
        app.scene.ready()
    app.render()


def run_ticks(app: App, seconds: float) -> None:
    for _ in range(int(seconds * 60)):
        app.step()


def press_choice(app: App, label: str) -> None:
    """Click the generic board view's button for a legal action."""
    table = app.scene
    app.render()
    found = [r for r, _, text in table.view.buttons(table.match, table.ui) if text == label]
    assert found, f"no choice {label!r}"
    click(app, found[0].center)
