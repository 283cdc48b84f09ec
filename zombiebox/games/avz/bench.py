"""The fullest board AvZ can show, for frame benchmarks (`zombiebox bench avz`): issue 4's
worst case of all 60 Zombie counters and all 26 Alien counters on the map."""
from __future__ import annotations

from .state import TO, AvzState

SPREAD = 7   # every 7th location in turn: counters land all over the town, not in one corner
SPENT = 3    # every 3rd counter placed has acted this turn, so spent counters are drawn too


def bench_fill(s: AvzState) -> None:
    """Put every counter off the map onto it, spread over the locations, some spent.
    Benchmarks only: the position breaks set-up and stacking limits on purpose."""
    pools = [s.grave, s.dead_pile, s.reserve] + ([] if s.step in (TO.place, TO.spawn) else [s.drawn])
    units = [u for pool in pools for u in pool]
    for pool in pools:
        pool.clear()
    for i, u in enumerate(units):
        s.put(u, s.town[(i * SPREAD) % len(s.town)])
        if i % SPENT == 0:
            s.acted.add(u)
