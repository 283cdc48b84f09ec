"""Movement (AvZ 6.0): movement points, terrain, stopping, Braaains!, Alien Rundown.

Pure functions of the state and the town. A refusal comes back as (reason, rule).
"""
from __future__ import annotations

from typing import Optional

from zombiebox.core.geometry import cheapest_costs, cheapest_path

from .data import ALIENS_BY_ID, ZOMBIES_BY_ID, kind_of, unit_name
from .state import AvzState
from .town import PARK, Town

Refusal = Optional[tuple[str, str]]


def is_alien(uid: str) -> bool:
    return uid in ALIENS_BY_ID


def movement_points(uid: str) -> int:
    """AvZ 5.1: Aliens move their movement number, Zombies their Zombie number."""
    kind = kind_of(uid)
    return kind.movement if is_alien(uid) else kind.number


def ignores_terrain(uid: str) -> bool:
    return uid.startswith("ufo")  # AvZ 6.1 exception: UFOs ignore terrain


def passes_enemies(uid: str) -> bool:
    """AvZ 6.2 exception: UFOs and Fast Zombies need not stop in enemy locations."""
    return ignores_terrain(uid) or (not is_alien(uid) and ZOMBIES_BY_ID[uid].fast)


def moves_like(uid: str) -> tuple[bool, bool, bool]:
    """What a counter's movement depends on besides its movement points: side, terrain, stopping."""
    return is_alien(uid), ignores_terrain(uid), passes_enemies(uid)


def enter_cost(town: Town, uid: str, loc: str) -> int:
    """AvZ 6.1 Big Trees: a park costs two movement points (not for UFOs)."""
    return 2 if town.terrain[loc] == PARK and not ignores_terrain(uid) else 1


def has_leader(state: AvzState, loc: str) -> bool:
    return any(a.startswith("ld") for a in state.aliens[loc])


def has_fast_zombie(state: AvzState, loc: str) -> bool:
    return any(ZOMBIES_BY_ID[z].fast for z in state.zombies[loc])


def grounded(state: AvzState, uid: str) -> bool:
    """AvZ 4.0 Zombie Claw: Aliens on the ground cannot move this turn (UFOs fly)."""
    return state.claw and is_alien(uid) and not ignores_terrain(uid)


def leave_block(state: AvzState, uid: str, loc: str, leaving: int) -> Optional[str]:
    """The rule that keeps `leaving` counters of uid's side (uid among them) in `loc`:
    "claw", "rundown", "leader" or "last"; None if they may leave."""
    if uid in ALIENS_BY_ID:
        if uid.startswith("ufo"):
            return None
        if state.claw:
            return "claw"                   # AvZ 4.0 Zombie Claw
        return "rundown" if has_fast_zombie(state, loc) else None  # AvZ 6.4 Alien Rundown
    if state.aliens[loc]:                   # AvZ 6.3 Braaains!
        if has_leader(state, loc):
            return "leader"
        if leaving >= len(state.zombies[loc]):
            return "last"
    return None


def leave_refusal(state: AvzState, uid: str, loc: str, leaving: int) -> Refusal:
    """Why `leaving` counters of uid's side (uid among them) cannot leave `loc`, or None."""
    block = leave_block(state, uid, loc, leaving)
    if block is None:
        return None
    return {
        "claw": (f"Zombie Claw grounds the {unit_name(uid)} this turn: only UFOs may move or attack", "AvZ 4.0"),
        "rundown": (f"Aliens cannot leave {loc}, a location with Fast Zombies (UFOs can)", "AvZ 6.4"),
        "leader": (f"no Zombie can leave {loc}, a location with an Alien Leader", "AvZ 6.3"),
        "last": (f"the last Zombie cannot leave {loc}, a location with Aliens", "AvZ 6.3"),
    }[block]


def stops_in(state: AvzState, uid: str, loc: str) -> bool:
    """Entering `loc` ends this counter's movement (AvZ 6.2, and 6.3 for Fast Zombies
    passing through: they may not leave as the last Zombie, nor leave a Leader)."""
    if is_alien(uid):
        return bool(state.zombies[loc]) and not passes_enemies(uid)
    if not state.aliens[loc]:
        return False
    return not passes_enemies(uid) or not state.zombies[loc] or has_leader(state, loc)


def _costs(town: Town, uid: str, src: str, budget: int, stops=None) -> dict[str, int]:
    """Cheapest cost to every location within `budget` over the crosswalks (AvZ 6.0, 6.1);
    `stops(loc)` says movement ends on entering loc (AvZ 6.2)."""
    park = 1 if ignores_terrain(uid) else 2  # AvZ 6.1, as enter_cost
    terrain = town.terrain
    return cheapest_costs(src, town.neighbours.__getitem__, lambda frm, to: park if terrain[to] == PARK else 1,
                          budget, stops)


def reach(state: AvzState, town: Town, uid: str, src: str) -> dict[str, int]:
    """Every location the counter can end a Move in (AvZ 5.1, 6.0-6.2), with its
    cheapest cost; `src` itself is left out. Leaving `src` is checked by leave_refusal."""
    best = _costs(town, uid, src, movement_points(uid), lambda loc: stops_in(state, uid, loc))
    del best[src]
    return best


def route(state: AvzState, town: Town, units: list[str], src: str, dest: str) -> list[str]:
    """The locations a group walks through from `src` to `dest`, both included: the cheapest
    route that none of its members would have to stop on (AvZ 6.0-6.2). Call it before the
    move: stopping depends on who is where."""
    if dest in town.neighbours[src]:  # one crosswalk: no way round costs less (a park is 2, any detour 2+)
        return [src, dest]
    kinds = list({kind_of(u).key: u for u in units}.values())  # counters of one type move alike
    stops: dict[str, bool] = {}
    prices: dict[str, int] = {}

    def cost(frm: str, to: str) -> Optional[int]:
        if frm != src:
            if frm not in stops:
                stops[frm] = any(stops_in(state, u, frm) for u in kinds)
            if stops[frm]:
                return None
        if to not in prices:
            prices[to] = max(enter_cost(town, u, to) for u in kinds)
        return prices[to]
    return cheapest_path(src, dest, town.neighbours.__getitem__, cost) or [src, dest]


def why_unreachable(state: AvzState, town: Town, uid: str, src: str, dest: str, budget: int) -> tuple[str, str]:
    """The reason a counter cannot end its move (budget = its MP, or 1 for an Attack) in `dest`."""
    name = unit_name(uid)
    if dest == src:
        return f"the {name} is already in {src}", "AvZ 6.0"
    if dest not in town.neighbours[src] and dest in town.around[src]:
        if budget == 1:
            return (f"{dest} is not joined to {src} by a crosswalk: counters never jaywalk "
                    "diagonally or across a street", "AvZ 1.0, 6.0")
    elif budget == 1 and dest not in town.neighbours[src]:
        return f"an Attack moves one location at most, and {dest} is farther from {src}", "AvZ 5.2"
    if dest in town.neighbours[src] and enter_cost(town, uid, dest) > budget:
        what = "an attacking" if budget == 1 else "a"
        return f"{what} {name} has {budget} MP and a park costs 2", "AvZ 5.2, 6.1" if budget == 1 else "AvZ 6.1"
    free = _costs(town, uid, src, budget + 99)
    if dest not in free:
        return f"no crosswalks lead from {src} to {dest}", "AvZ 1.0"
    if free[dest] > budget:
        return f"the {name} has {budget} MP and {dest} costs {free[dest]}", "AvZ 5.1, 6.1"
    return (f"moving into an enemy-occupied location ends movement: the {name} would have to stop "
            f"on the way to {dest}", "AvZ 6.2")


def attack_reach(state: AvzState, town: Town, uid: str, src: str, may_leave: bool) -> list[str]:
    """Where an Attack can strike (AvZ 5.2: one movement point, then attack enemies there)."""
    enemies = state.zombies if is_alien(uid) else state.aliens
    out = [src] if enemies[src] else []
    if may_leave:
        out += _next_door_targets(state, town, uid, src)
    return out


def strikes_next_door(state: AvzState, town: Town, uid: str, src: str) -> bool:
    """Could the counter Attack a neighbouring location? (attack_reach, stopping at the first)"""
    return next(_next_door_targets(state, town, uid, src), None) is not None


def _next_door_targets(state: AvzState, town: Town, uid: str, src: str):
    """Neighbouring enemy locations one movement point away (AvZ 5.2, 6.1: not a park)."""
    enemies = state.zombies if is_alien(uid) else state.aliens
    return (n for n in town.neighbours[src] if enemies[n] and enter_cost(town, uid, n) <= 1)


def stack_size(aliens: list[str]) -> int:
    """AvZ 6.4 Stacking: the BFAR and the Mutant count as two Aliens each."""
    return sum(2 if ALIENS_BY_ID[a].big else 1 for a in aliens)
