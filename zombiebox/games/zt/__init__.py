"""Zombie Terror: rules, components, the parking lot and bots."""
from __future__ import annotations

from zombiebox.core.bots import RandomBot
from zombiebox.core.rules import Game

from .rules import ZtRules

GAME = Game(
    game_id="zt",
    name="Zombie Terror",
    rules=ZtRules(),
    bots={"random": RandomBot},
    default_bot=lambda seat: "random",
    rulebook="zombie_terror.txt",
    scene=None,
)
