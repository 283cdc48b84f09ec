"""Aliens vs. Zombies: rules, components, town map and bots."""
from __future__ import annotations

from zombiebox.core.bots import RandomBot
from zombiebox.core.rules import Game

from .bench import bench_fill
from .bots import AlienBot, ZombieBot
from .data import ALIENS
from .rules import AvzRules


def bench_state() -> tuple[dict, int, int]:
    """A full board for frame benchmarks: seed 5 after 206 bot decisions is turn 4's
    Alien actions with 33 Zombies and 13 Aliens on the map."""
    return {}, 5, 206


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
    scene="zombiebox.games.avz.scene:AvzScene",
    bench_state=bench_state,
    bench_fill=bench_fill,
)
