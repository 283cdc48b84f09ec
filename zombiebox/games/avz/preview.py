"""What an action opens up, for a board to show while the player points at it (Rules.preview):
where a location's fresh counters could go with a Move or an Attack (AvZ 5.1, 5.2, 6.0), and
what a group's Move or Attack to a location costs it. Read-only: nothing is rolled or changed."""
from __future__ import annotations

from zombiebox.core.actions import Action

from . import movement as mv
from .data import ALIENS, kind_of
from .state import TO, AvzState
from .town import Town


def preview(s: AvzState, town: Town, a: Action) -> dict[str, str]:
    if a.kind == "act":
        return _reach(s, town, a["at"], a["do"])
    if a.kind in ("move", "attack") and s.step == TO.group:
        return {a["to"]: _group_cost(s, town, a.kind, a["to"])}
    if a.kind == "bfar":  # AvZ 4.0: the Zombies its missiles may strike, around the landing location
        return {a["at"]: str(sum(len(s.zombies[n]) for n in town.around[a["at"]]))}
    return {}


def _reach(s: AvzState, town: Town, at: str, kind: str) -> dict[str, str]:
    """Where the fresh counters in `at` could go on their own, each location's cheapest cost."""
    if kind not in ("move", "attack"):
        return {}
    costs: dict[str, int] = {}
    own = s.aliens if s.phase == ALIENS else s.zombies
    for u in {kind_of(u).key: u for u in own[at] if u not in s.acted}.values():
        if mv.grounded(s, u):  # AvZ 4.0 Zombie Claw
            continue
        may_leave = mv.leave_block(s, u, at, 1) is None
        if kind == "move":
            places = mv.reach(s, town, u, at) if may_leave else {}
        else:
            places = {n: 0 if n == at else 1 for n in mv.attack_reach(s, town, u, at, may_leave)}
        for n, c in places.items():
            costs[n] = min(c, costs.get(n, c))
    return {n: "here" if c == 0 else f"{c} MP" for n, c in costs.items()}


def _group_cost(s: AvzState, town: Town, kind: str, to: str) -> str:
    """The movement points the group pays to go to `to`: each member pays its own way (AvZ 6.0)."""
    at = s.group.at
    if kind == "attack":
        return "here" if to == at else "1 MP"
    costs = [mv.reach(s, town, u, at).get(to, 0) for u in {kind_of(u).key: u for u in s.group.units}.values()]
    return f"{max(costs)} MP"
