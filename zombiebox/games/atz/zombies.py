"""The zombies: how they move (ATZ 6.3) and how they are generated (ATZ 11.0). No one chooses for them;
ties are broken by the seeded dice ("flip your cat")."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Optional

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice
from zombiebox.core.geometry import CostField
from zombiebox.core.words import plural

from .boards import CLEAR, Table
from .data import ENTRY_DICE_PER_SURVIVOR, GENERATION_DISTANCE, GENERATION_HIT
from .state import AtzState

# ATZ 11.0: "designate the north or northeast hex side as 1, and number the hex side clockwise".
# Pointy-top hexes: 1 north-east, 2 east, 3 south-east, 4 south-west, 5 west, 6 north-west (cube steps).
DIRECTIONS = {1: (1, -1, 0), 2: (1, 0, -1), 3: (0, 1, -1), 4: (-1, 1, 0), 5: (-1, 0, 1), 6: (0, -1, 1)}
StepCost = Optional[Callable[[Table, str, str], Optional[int]]]  # a scenario's MPs for a zombie's step
# (table, from, to), None where it may not step


def step(table: Table, hex_: str, direction: int) -> str | None:
    """The hex next to `hex_` across side `direction`, or None off the table."""
    q, r, s = table.grid.to_cube(table.cell[hex_])
    dq, dr, ds = DIRECTIONS[direction]
    return table.at.get(table.grid.from_cube((q + dq, r + dr, s + ds)))


def placement(table: Table, origin: str, direction: int, distance: int = GENERATION_DISTANCE) -> str:
    """ATZ 11.0: `distance` hexes from `origin` in the zombie's direction; off the board, on the edge: the
    whole hex nearest that spot (rulings; half-hexes are only for entering), of those the one nearest
    `distance` hexes from `origin`, then by name."""
    q, r, s = table.grid.to_cube(table.cell[origin])
    dq, dr, ds = DIRECTIONS[direction]
    spot = (q + distance * dq, r + distance * dr, s + distance * ds)
    there = table.at.get(table.grid.from_cube(spot))
    if there is not None and there not in table.half:
        return there

    def away(hex_: str) -> tuple:
        cq, cr, cs = table.grid.to_cube(table.cell[hex_])
        return ((abs(cq - spot[0]) + abs(cr - spot[1]) + abs(cs - spot[2])) // 2,
                abs(table.distance(origin, hex_) - distance), hex_)

    return min((h for side in table.edges.values() for h in side if h not in table.half), key=away)


def survivor_hexes(state: AtzState) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for s in state.survivors.values():
        if s.on_board:
            out.setdefault(s.hex, []).append(s.sid)
    return out


# the table's hexes never change; a field is worked out as far as it was read. 64 fields (up to ~40 KB
# each): a game asks for a few targets again and again (30 bot games: 153 hits of 589 at 64, 181 at 1024),
# and 1024 let a long session hold ~40 MB of fields of games long left (tools/soak_trace.py)
@lru_cache(maxsize=64)
def zombie_costs(table: Table, target: str, step_cost: StepCost = None) -> CostField:
    """The MPs a zombie needs from each hex to reach `target` (6.3): it pays each hex's cost to enter
    (6.1, or the scenario's `step_cost`), never enters a half-hex, and enters rough or a building only
    when its survivor is there, so those hexes are reached (a zombie may start in one) but never passed
    through. Worked out only as far as the zombies on the board need."""
    costs, half = table.costs, table.half

    def enter_backwards(frm: str, to: str):  # a zombie at `to` steps into `frm`
        return None if to in half else (step_cost(table, to, frm) if step_cost else costs[frm])

    return CostField(target, table.neighbours.__getitem__, enter_backwards, stops=lambda h: table.terrain[h] != CLEAR)


def move_zombies(state: AtzState, table: Table, dice: Dice, events: list[Event],
                 step_cost: StepCost = None, stay: frozenset[str] = frozenset()) -> list[str]:
    """ATZ 6.3: every zombie on the board not already with a survivor (nor held by a scenario: `stay`)
    moves toward the closest survivor (by MP; random among equals), straight where it can, around rough
    and buildings. Returns the survivors whose hexes zombies charged into."""
    targets = survivor_hexes(state)
    if not targets:
        return []
    costs = {hex_: zombie_costs(table, hex_, step_cost) for hex_ in targets}
    charged: list[str] = []
    for zombie in sorted((z for z in state.zombies.values() if z.hex), key=lambda z: int(z.zid[1:])):
        if zombie.hex in targets or zombie.zid in stay:
            continue
        reach = {hex_: c[zombie.hex] for hex_, c in costs.items() if zombie.hex in c}
        if not reach:
            continue
        best = min(reach.values())
        closest = sorted(h for h, c in reach.items() if c == best)
        goal = closest[0] if len(closest) == 1 else dice.choice(closest)  # 6.3: equally close: random
        path = _walk(table, costs[goal], zombie.hex, goal, zombie.mp, dice, step_cost)
        if path:
            events.append(Event("zombie_move", "ATZ 6.3", f"{zombie.name} moves {zombie.hex} -> {path[-1]}",
                                {"zombie": zombie.zid, "path": [zombie.hex] + path}))
            zombie.hex = path[-1]
            if zombie.hex == goal:
                charged.extend(s for s in targets[goal] if s not in charged)
    return charged


def _walk(table: Table, to_goal: CostField, start: str, goal: str, mp: int, dice: Dice,
          step_cost: StepCost = None) -> list[str]:
    """Hexes stepped into along a cheapest path toward `goal`, as far as `mp` reaches. Each step takes the
    straight line's next hex when it is on a cheapest path, else one of the cheapest at random (6.3)."""
    path, here, left = [], start, mp

    def cost(frm: str, to: str) -> float:
        mp = step_cost(table, frm, to) if step_cost else table.enter_cost(to)
        return float("inf") if mp is None else mp
    while here != goal:
        options = [n for n in table.neighbours[here] if (n == goal or table.terrain[n] == CLEAR)
                   and n not in table.half and n in to_goal  # a hex's cost last: the field is read no further
                   and to_goal[n] + cost(here, n) == to_goal[here]]
        if not options:
            break
        ahead = table.toward(here, goal)
        there = ahead if ahead in options else (options[0] if len(options) == 1 else dice.choice(sorted(options)))
        if cost(here, there) > left:
            break
        left -= cost(here, there)
        path.append(there)
        here = there
    return path


def generate(state: AtzState, table: Table, origin: str, dice_count: int, dice: Dice, events: list[Event],
             rule: str, distance: int = GENERATION_DISTANCE) -> int:
    """ATZ 11.0: roll `dice_count` dice; each 4, 5 or 6 draws a zombie from the Cup of Zombies, placed
    `distance` hexes from `origin` in its direction. An empty cup places no more (rulings)."""
    rolled = dice.roll(dice_count)
    wanted = sum(d >= GENERATION_HIT for d in rolled)
    placed = []
    for _ in range(wanted):
        if not state.cup:
            break
        zid = state.cup.pop(dice.randrange(len(state.cup)))
        zombie = state.zombies[zid]
        zombie.hex = placement(table, origin, zombie.direction, distance)
        placed.append((zid, zombie.hex))
    events.append(Event("generate", rule, f"{plural(dice_count, 'die', 'dice')} from {origin}: {rolled}: {plural(len(placed), 'zombie')}",
                        {"origin": origin, "dice": rolled, "placed": placed}, reveals=True))
    return len(placed)


def generate_on_entry(state: AtzState, table: Table, dice: Dice, events: list[Event],
                      leave_out: tuple[str, ...] = ()) -> None:
    """ATZ 11.0: 6d6 for each survivor once the band is on the board (but those a scenario leaves out)."""
    for survivor in state.survivors.values():
        if survivor.on_board and survivor.sid not in leave_out:
            generate(state, table, survivor.hex, ENTRY_DICE_PER_SURVIVOR, dice, events, "ATZ 11.0")
