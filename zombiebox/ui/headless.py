"""Positions and windows for the headless entry points (screenshot, bench)."""
from __future__ import annotations

import os

from zombiebox.core import registry
from zombiebox.core.match import Match


def use_dummy_drivers() -> None:
    """No display and no sound card needed (set before the window opens)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def bot_played(game_id: str, seed: int, steps: int, options: dict | None = None) -> Match:
    """A match after `steps` decisions by each seat's default bot (fewer if the game ends),
    then handed to people: every seat human, so the table shows the prompt."""
    game = registry.get(game_id)
    match = Match(game, options, seed)
    bots = {seat: game.make_bot(game.default_bot(seat), seat) for seat in match.seats}
    for _ in range(steps):
        seat = match.to_move
        if seat is None:
            break
        match.play(match.bot_choice(bots[seat]).action)
    return match
