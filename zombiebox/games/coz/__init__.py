"""City of Zombies (assets/rules/city_of_zombies.txt): a cooperative dice-maths game for 1-6 players."""
from zombiebox.core.rules import Game

from .bench import bench_figures, bench_fill
from .bots import BOTS
from .rules import CozRules


def bench_state() -> tuple[dict, int, int]:
    """A Master game with every option on, a few rounds in: a full board for `zombiebox bench`."""
    return ({"players": 1, "level": "master", "flip_heroes": "on", "apocalypse": "on"}, 7, 40)


GAME = Game(
    game_id="coz",
    name="City of Zombies",
    rules=CozRules(),
    bots=BOTS,
    default_bot=lambda seat: "solver",
    rulebook="city_of_zombies.txt",
    scene="zombiebox.games.coz.scene:CozScene",
    bench_state=bench_state,
    bench_fill=bench_fill,
    bench_figures=bench_figures,
)
