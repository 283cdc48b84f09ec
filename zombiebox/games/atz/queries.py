"""What the ATZ board shows about what the rules allow, asked of the rules (issue 32.1: a scene imports no
rules module): a survivor's reach, the zombies' reach and sight, the edge a band enters by and the hexes it
leaves by, the shop and what a scenario adds to the table. AtzRules answers these as its board queries; each is
read-only and never rolls."""
from __future__ import annotations

from typing import NamedTuple, Optional

from zombiebox.core.geometry import cheapest_costs, cheapest_path

from .boards import HEDGE, table_of
from .purchase import BUY, FOR_SALE, band_of, buyer, recruit_price, rule
from .scenarios import BARRICADE, CURE, HELICOPTER, SCENARIO, east_arrivals
from .setup import edge_hexes, exit_hexes
from .state import AtzState, Survivor


class ShopOffer(NamedTuple):
    """The purchase as the buyer sees it (ATZ 14.0, 13.0, 12.0)."""
    buyer: str
    left: int                    # Glory Points left to spend
    band: list[Survivor]         # the buyer's survivors
    rule: str                    # 13.0 between campaign scenarios, 12.0 a scenario's points, 14.0 the skirmish
    prices: dict[str, int]       # survivors for sale now -> Glory Points ({} when a scenario names them, 12.0)


class ScenarioMarks(NamedTuple):
    """What a scenario adds to the table (ATZ 12.0), for the board to draw, and its words."""
    name: str
    aim: str                     # the goal, before the first turn
    banner: str                  # the goal and the turn count, once play is on
    walls: tuple[str, ...]       # hexes walled with tires and trash (The Barricade's hedge)
    boarded: tuple[str, ...]     # hexes boarded up (the redoubt, the clinic)
    held: tuple[str, ...]        # hexes of zombies held where they stand (The Cure)
    helipad: str                 # Race to the Helicopter's pad, '' for none
    arrivals: tuple[str, ...]    # the east-edge hexes zombies come in by, in order ('' words: none shown)
    arrivals_words: str


class BoardQueries:
    """The board queries of AtzRules (docs/ui.md)."""

    def reach(self, s: AtzState) -> dict[str, list[str]]:
        """The hexes the survivor taking its impulse can walk to with the MP left, each with its steps
        (ATZ 6.0, 6.1): around zombies (only a charge steps in, 9.4) and through friends (3.3). The rules
        check every step as it is played; the first step of each way is a legal one."""
        steps = {a["to"] for a in self.legal_actions(s) if a.kind == "step"}
        if not s.impulse.sid or not steps:
            return {}
        mover = s.survivors[s.impulse.sid]
        start = mover.hex
        if not start:
            return {h: [h] for h in steps}
        table = table_of(s)
        zombies = {z.hex for z in s.zombies.values() if z.hex}  # and enemies: only a charge steps in (9.4)
        zombies |= {sv.hex for sv in s.survivors.values() if sv.on_board and sv.player != mover.player}
        friends = {sv.hex for sv in s.survivors.values() if sv.sid != s.impulse.sid}

        def cost(a, b):
            return None if b in zombies or b in table.half else table.enter_cost(b)
        costs = cheapest_costs(start, lambda h: table.neighbours[h], cost, s.impulse.mp_left)
        out = {}
        for goal in costs:
            if goal == start or goal in friends:
                continue
            path = cheapest_path(start, goal, lambda h: table.neighbours[h], cost, s.impulse.mp_left)
            if path and path[1] in steps:
                out[goal] = path[1:]
        return out

    def threat(self, s: AtzState) -> dict[str, int]:
        """Each hex some zombie can reach in its next impulse, with how many can (ATZ 3.2, 6.1, 6.3: its
        printed MP; rough and building hexes only where a survivor is)."""
        table = table_of(s)
        prey = {sv.hex for sv in s.survivors.values() if sv.on_board}

        def cost(a, b):
            if b in table.half:
                return None
            return table.enter_cost(b) if table.terrain[b] == "clear" or b in prey else None
        out: dict[str, int] = {}
        for z in s.zombies.values():
            if z.hex:
                for hex_ in cheapest_costs(z.hex, lambda h: table.neighbours[h], cost, z.mp, lambda h: h in prey):
                    out[hex_] = out.get(hex_, 0) + 1
        return out

    def zombie_sights(self, s: AtzState) -> list[tuple[str, str]]:
        """Each (zombie hex, survivor hex) in sight of each other by the time of day's range (ATZ 8.2,
        8.2.1); one a stack, since every zombie in a hex sees the same."""
        table = table_of(s)
        prey = sorted({sv.hex for sv in s.survivors.values() if sv.on_board})
        stacks = sorted({z.hex for z in s.zombies.values() if z.hex})
        return [(z, p) for z in stacks for p in prey if z != p and table.in_sight(z, p, s.sight)]

    def entry_edge(self, s: AtzState, player: str) -> tuple[str, ...]:
        """The hexes `player`'s band enters by: a side of the table, or half of one (ATZ 11.0, 14.0)."""
        return edge_hexes(table_of(s), s.entries.get(player, s.entry_side))

    def exits(self, s: AtzState) -> tuple[str, ...]:
        """The hexes the band may leave the board from (ATZ 12.0), for the board to mark."""
        return exit_hexes(s, table_of(s))

    def buying(self, s: AtzState) -> bool:
        """The bands are being bought (ATZ 14.0, 13.0, 12.0)."""
        return s.phase == BUY

    def shop(self, s: AtzState) -> ShopOffer:
        """The purchase open now, as its buyer sees it (only while `buying`)."""
        player = buyer(s)
        prices = {k: recruit_price(s, k) for k in FOR_SALE if k not in s.survivors or k == "survivor"} \
            if s.purchase.most else {}
        return ShopOffer(player, s.purchase.glory[player], band_of(s, player), rule(s), prices)

    def scenario_marks(self, s: AtzState) -> Optional[ScenarioMarks]:
        """What the scenario being played adds to the table (ATZ 12.0); None in a skirmish."""
        scenario = SCENARIO.get(s.scenario)
        if scenario is None:
            return None
        table = table_of(s)
        walls, boarded, held, helipad, arrivals, words = (), (), (), "", (), ""
        if s.scenario == BARRICADE:
            walls = tuple(h for h in table.cell if table.feature[h] == HEDGE)
            boarded = tuple(table.buildings[scenario.redoubt])
            words = f"2d6 from turn {scenario.arrivals_from}" if s.turn < scenario.arrivals_from else "2d6 a turn"
        elif s.scenario == CURE:
            boarded = tuple(table.buildings[table.building[scenario.clinic]])
            held = tuple(sorted({s.zombies[z].hex for z in s.held}))
        elif s.scenario == HELICOPTER:
            helipad = scenario.helipad if scenario.helipad in table.cell else ""
            words = f"{len(s.following)} follow" if s.following else ""
        if words:
            arrivals = east_arrivals(table)
        return ScenarioMarks(scenario.name, scenario.aim(s), scenario.banner(s), walls, boarded, held, helipad,
                             arrivals, words)
