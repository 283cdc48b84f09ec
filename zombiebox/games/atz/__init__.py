"""All Things Zombie: The Boardgame: rules, components, the four hex boards and the survivors' bots."""
from __future__ import annotations

from zombiebox.core.bots import RandomBot
from zombiebox.core.rules import Game

from .bench import bench_figures, bench_fill, bench_state
from .bots import ScoutBot
from .rules import AtzRules

GAME = Game(
    game_id="atz",
    name="All Things Zombie: The Boardgame",
    rules=AtzRules(),
    bots={"scout": ScoutBot, "random": RandomBot},
    default_bot=lambda seat: "scout",
    rulebook="all_things_zombie.txt",
    scene="zombiebox.games.atz.scene:AtzScene",
    bench_state=bench_state,
    bench_fill=bench_fill,
    bench_figures=bench_figures,
)
