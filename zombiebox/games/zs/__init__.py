"""Zombie Survival (assets/rules/zombie_survival.txt): 1-4 households hold their houses."""
from zombiebox.core.rules import Game

from .bench import bench_fill
from .bots import BOTS
from .rules import ZsRules
from .words import item_reference


def bench_state() -> tuple[dict, int, int]:
    """Four households a few rounds into the apocalypse: a busy table for `zombiebox bench`."""
    return {"households": 4}, 3, 400


def throw_figures() -> dict[str, float]:
    """The throw's frames need the table (pygame): its bench is imported only when it runs."""
    from .scene.bench import throw_figures as figures
    return figures()


GAME = Game(
    game_id="zs",
    name="Zombie Survival",
    rules=ZsRules(),
    bots=BOTS,
    default_bot=lambda seat: "household",
    rulebook="zombie_survival.txt",
    scene="zombiebox.games.zs.scene:ZsScene",
    bench_state=bench_state,
    bench_fill=bench_fill,
    bench_figures=throw_figures,
    reference=item_reference,
)
