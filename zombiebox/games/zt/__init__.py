"""Zombie Terror: rules, components, the parking lot and bots."""
from __future__ import annotations

from zombiebox.core.bots import RandomBot
from zombiebox.core.rules import Game

from .bots import HumanBot, ZombieBot
from .data import HUMANS_SEAT
from .rules import ZtRules

GAME = Game(
    game_id="zt",
    name="Zombie Terror",
    rules=ZtRules(),
    bots={
        "hunter": lambda seat: HumanBot(seat) if seat == HUMANS_SEAT else ZombieBot(seat),
        "random": RandomBot,
    },
    default_bot=lambda seat: "hunter",
    rulebook="zombie_terror.txt",
    scene=None,
)
