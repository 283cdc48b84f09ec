"""Aliens vs. Zombies (Flying Buffalo): rules, components, town map and bots."""
from __future__ import annotations

from zombiebox.core.bots import RandomBot
from zombiebox.core.rules import Game

from .bots import AlienBot, ZombieBot, bench_state
from .data import ALIENS
from .rules import AvzRules

GAME = Game(
    game_id="avz",
    name="Aliens vs. Zombies",
    rules=AvzRules(),
    bots={
        "flowchart": lambda seat: AlienBot(seat) if seat == ALIENS else ZombieBot(seat),
        "random": RandomBot,
    },
    default_bot=lambda seat: "flowchart",
    rulebook="aliens_vs_zombies.txt",
    scene=None,
    bench_state=bench_state,
)
