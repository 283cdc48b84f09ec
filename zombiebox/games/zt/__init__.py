"""Zombie Terror: rules, components, the parking lot and bots."""
from __future__ import annotations

from zombiebox.core.bots import RandomBot
from zombiebox.core.rules import Game

from .bench import bench_fill, bench_state
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
    scene="zombiebox.games.zt.scene:ZtScene",
    bench_state=bench_state,
    bench_fill=bench_fill,
)
