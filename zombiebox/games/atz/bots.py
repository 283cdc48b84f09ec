"""All Things Zombie auto-players for the survivors. The zombies need none: the rules move them (6.3).

"scout" plays a scenario the way a careful player does. The band follows its Star (3.1.1: a Grunt beside
it acts with it) and the Star heads for the nearest building still to search; each impulse it walks to
the hex its MPs reach that is nearest that goal, out of the most zombies' charging reach, in cover and
beside a friend. It searches a cleared building, keeps out of melee and holds its fire until zombies are
on it (every shot may bring more, 11.0), shoots the nearest then, takes its best weapon in hand, reloads
when it can, and in For a Few Bullets More lets the unarmed one search the buildings an armed one has
cleared, then leaves the board. The later scenarios (12.0): in The Barricade the least armed guards the
redoubt and the others fall back on it; in Search and Destroy two teams, each behind a Star, search
Board Two; in The Cure the band shoots the zombies held round the clinic from where it stands, then
escorts the Professor to the north edge (he tries his cure when he can); in Race to the Helicopter the
Professor walks first, the Stars close round him and the Grunts round the Stars, Fast Moving while no
zombie is near, walking round unentered buildings and pressing on past zombies rather than waiting (24
turns for three boards), shooting only what closes on him; he leaves each board first, the band after
him, on to the helipad. Each choice comes with a one-line reason. "random" is the floor.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Optional

from zombiebox.core.actions import Action
from zombiebox.core.bots import Choice, logistic
from zombiebox.core.dice import Dice
from zombiebox.core.geometry import cheapest_costs
from zombiebox.core.words import plural

from .boards import BUILDING, CLEAR, Table
from .buildings import marked
from .data import SURVIVORS, WEAPON
from .buying import buy
from .purchase import BUY
from .reactions import in_reach, mp_to
from .rivals import enemies_of
from .rules import AtzRules, table_of
from .scenarios import BARRICADE, CURE, HELICOPTER, PROFESSOR, SCENARIO, SEARCH
from .setup import BULLETS, bullets_named, entry_hexes
from .state import TO, AtzState, Survivor

COVER = 2    # MPs of detour worth a rough or building hex (9.1: better reactions, 6.1: cover)
LONELY = 2   # ... worth staying beside a friend
REACH = 4    # ... worth each zombie kept out of charging distance (its MPs, 6.3)
RACE_REACH = 1  # ... in Race to the Helicopter, where 24 turns for three boards leave no time to wait
RACE_HASTE = 2  # ... where each MP nearer the goal counts this many times (a survivor left behind holds the band)
RACE_COVER = 3  # ... and a rough or building hex there, when zombies can charge it (9.1: a Grunt in cover never runs away)
FAR = 50     # the goal's distance from a hex that cannot reach it
QUIET_MELEE = 1  # chargers a Star meets hand to hand rather than shoot (every shot may bring a zombie)
EXPOSED = 3  # ... worth each enemy survivor that could shoot it there, in the open (9.3: who fires first)
THREAT = 0  # zombies this close (hexes) are worth the noise of a shot: only those in its own hex (11.0)


# Hard's evaluation (core/search.py: its playouts stop here after a few decisions): the survivors' chance to
# win, a logistic fit of who won from positions of noisy flowchart games, as the playouts play them
# (tools/fit_evaluation.py). Only for the scenario fitted, Firefight (12.0: one side eliminated, or a draw
# after 40 turns); the others' playouts play on to the end.
WEIGHTS = {"firefight": {"bias": -1.025, "band": 1.165, "wounded": -0.912, "enemies": -1.079, "enemies_wounded": 0.626,
                         "zombies": 0.135, "zombies_near": -0.077, "turns_left": 1.019}}
# (400 games: Brier 0.2046 held out, 0.2400 for the base rate.) Not the skirmish: a band of one player lives
# through it in 96% of those games, and a fit on 300 of them predicted the 100 held out worse than that
# rate (Brier 0.0076 against 0.0061).
NEAR = 3               # hexes: a zombie this close to a survivor can reach it soon (6.3: 3-6 MP)


def position(s: AtzState) -> Optional[dict[str, float]]:
    """What the evaluation weighs for the survivors' band (the fit's signs say how): its survivors alive and
    how many are wounded (8.3: a wounded side fights and reacts worse); the same for its enemies (12.0's
    enemy band, 10.2's renegade); the zombies on the board, and the pairs of a zombie and a band member
    within NEAR hexes; the share of the turns still to play. None before the band is on the board or in
    another scenario."""
    if s.scenario not in WEIGHTS or not s.turn:
        return None
    table = table_of(s)
    alive = [v for k, v in s.survivors.items() if k not in s.dead]
    band = [v for v in alive if v.player == SURVIVORS]
    enemies = [v for v in alive if v.player != SURVIVORS]
    zombies = [z.hex for z in s.zombies.values() if z.hex]
    turns = SCENARIO[s.scenario].turns
    return {"band": len(band), "wounded": sum(v.wounded for v in band),
            "enemies": len(enemies), "enemies_wounded": sum(v.wounded for v in enemies),
            "zombies": len(zombies) / 10,
            "zombies_near": sum(table.distance(v.hex, z) <= NEAR for v in band if v.on_board for z in zombies) / 10,
            "turns_left": max(0, turns - s.turn) / turns}


def win_chance(s: AtzState, seat: str) -> Optional[float]:
    """`seat`'s chance to win from here (WEIGHTS), or None where the position says too little."""
    shown = position(s)
    if shown is None:
        return None
    band = logistic(WEIGHTS[s.scenario], shown)
    return band if seat == SURVIVORS else 1 - band


class ScoutBot:
    name = "scout"

    def __init__(self, seat: str = ""):
        self.seat = seat

    def choose(self, rules: AtzRules, state: AtzState, actions: list[Action], dice: Dice) -> Choice:
        table = table_of(state)
        point = rules.decision(state)
        kinds = {a.kind for a in actions}
        if point == BUY:
            return buy(state, actions)
        if point == TO.charged:
            star = next(s for s in state.survivors.values() if s.sid == state.charged[0])
            chargers = _zombies_near(state, table, star.hex, 0)
            fire = _first(actions, "react", **{"with": "fire"})
            if fire is not None and chargers > QUIET_MELEE:
                return Choice(fire, f"{chargers} chargers: fires, then melees")
            return Choice(_first(actions, "react", **{"with": "melee"}),
                          f"{plural(chargers, 'charger')}: melees without the noise of a shot (11.0)")
        if point == TO.star_reaction:
            return _star_reaction(actions)
        if point == TO.duck_back:
            return _duck_back(state, table, actions)
        if point == TO.aim:
            return self._aim(state, table, actions)
        if point == TO.surprise:
            fire = _best_fire(actions)
            if fire is not None:
                return Choice(fire, "surprised them: shoots before the melee")
            zombies = _zombies_near(state, table, state.survivors[state.impulse.sid].hex, 0)
            if zombies >= 2 and "back" in kinds:
                return Choice(Action.of("back"), f"{zombies} zombies and no shot: backs out")
            return Choice(Action.of("melee"), "fights hand to hand")
        if point == TO.activate:
            return self._activate(state, table, actions)
        if point == TO.set_up:
            return _set_up(state, table, actions)
        if point == TO.cure:
            return Choice(Action.of("cure"), "the Professor tries his cure: a cured friend takes his wounds")
        return self._impulse(rules, state, table, actions)

    def _activate(self, state: AtzState, table: Table, actions: list[Action]) -> Choice:
        impulses = [a for a in actions if a.kind == "impulse"]
        if impulses:
            first = _race_first(impulses, state)
            if first is not None:
                return Choice(first, f"{state.survivors[first['who']].name} acts now: the Professor first, the "
                              "Stars round him next, the Grunts round them last")
            leader = _leader(state, self.seat)
            first = next((a for a in impulses if a["who"] == leader.sid), None) if leader else None
            if first is not None:
                return Choice(first, f"{leader.name} leads: acts first, the others follow")

            def danger(a: Action) -> int:
                s = state.survivors[a["who"]]
                return -_nearest(state, table, s.hex) if s.on_board else 0
            pick = min(impulses, key=danger)
            return Choice(pick, f"{state.survivors[pick['who']].name} is closest to trouble: acts first")
        drugs = [a for a in actions if a.kind == "drugs"]
        for a in drugs:
            s = state.survivors[a["who"]]
            if s.rep + 1 >= state.survivor_die and _nearest(state, table, s.hex) <= THREAT:
                return Choice(a, f"{s.name} takes the drugs to act with zombies close")
        return Choice(Action.of("done"), "no one else can act")

    def _impulse(self, rules: AtzRules, state: AtzState, table: Table, actions: list[Action]) -> Choice:
        survivor = state.survivors[state.impulse.sid]
        kinds = {a.kind for a in actions}
        if "attach" in kinds:
            return Choice(Action.of("attach"), "fits the scope: an extra fire die from now on")
        if survivor.on_board:
            if "exit" in kinds and _leaving(state, survivor):
                return Choice(Action.of("exit"), "armed and out: leaves the board")
            if "exit" in kinds and state.scenario == CURE:
                return Choice(Action.of("exit"), "takes the Professor off the north edge")
            if "exit" in kinds and state.scenario == HELICOPTER and _race_leaves(state, survivor):
                last = SCENARIO[HELICOPTER].last_board(state)
                return Choice(Action.of("exit"), "safe in the helipad building" if last else "off the west edge, on to the next board")
            here_zombies = _zombies_near(state, table, survivor.hex, 0)
            if not here_zombies:
                for kind in ("heal", "medkit"):
                    patient = next((a for a in actions if a.kind == kind
                                    and state.survivors[a["who"]].wounded), None)
                    if patient is not None:
                        return Choice(patient, f"patches up {state.survivors[patient['who']].name}")
                if "search" in kinds and not _clears_for_others(state, survivor):
                    return Choice(Action.of("search"), "the building is clear: searches it")
                if "reload" in kinds:
                    return Choice(Action.of("reload"), "reloads while there is time")
                grenade = _first_grenade(state, table, actions)
                if grenade is not None:
                    return Choice(grenade, "three or more zombies next door: a grenade")
                fire = _best_fire(actions)
                if fire is not None and _nearest(state, table, survivor.hex) <= THREAT:
                    return Choice(fire, "zombies on top of it: opens fire")
                if fire is not None and _enemy_in_reach(state, table, survivor):
                    return Choice(fire, "an enemy survivor in range and sight: fires first (9.3.1)")
                if fire is not None and _held_in_reach(state, table, survivor):
                    return Choice(fire, "the zombies round the clinic cannot move: shoots them from here")
                if fire is not None and _closing_on_professor(state, table, survivor):
                    return Choice(fire, "zombies closing on the Professor: shoots them first")
        if "fast" in kinds and _race_runs(state, table, survivor):
            return Choice(Action.of("fast"), "no zombie near and a long way to go: a Fast Move (6.2)")
        if "switch" in kinds and _firepower(survivor, survivor.in_pack) > _firepower(survivor, survivor.in_hand):
            return Choice(Action.of("switch"), f"takes the {WEAPON[survivor.in_pack].name} in hand: more fire dice")
        step = self._best_step(state, table, survivor, actions)
        if step is not None:
            return step
        if "end" in kinds:
            return Choice(Action.of("end"), "holds here")
        return Choice(actions[0], "the only way on")

    def _best_step(self, state: AtzState, table: Table, survivor: Survivor, actions: list[Action]) -> Choice | None:
        """Picks the best hex this impulse's MPs reach (nearer the goal, out of the zombies' next reach,
        in cover, beside a friend) and takes the first step of the cheapest way there."""
        steps = {a["to"]: a for a in actions if a.kind == "step"}
        if not steps:
            return None
        goal = _goal(state, table, survivor)
        leader = _leader(state, survivor.player)
        following = bool(goal) and leader is not None and leader is not survivor and goal == leader.hex
        avoid = _race_avoids(state, table)
        costs = {} if following or not goal else mp_to(table, goal, avoid)
        race = state.scenario == HELICOPTER
        reach_worth, cover_worth = (RACE_REACH, RACE_COVER) if race else (REACH, COVER)
        haste = RACE_HASTE if race else 1

        def to_goal(hex_: str) -> float:  # keeping up with a leader who moves each impulse: hexes will do
            return table.distance(hex_, goal) if following else costs.get(hex_, FAR)
        zombies = Counter((z.hex, z.mp) for z in state.zombies.values() if z.hex and z.zid not in state.held)
        charging = _charge_reach(table, frozenset(zombies.items()))
        beside = _beside_friends(state, table, survivor)
        redoubt = SCENARIO[BARRICADE].redoubt if state.scenario == BARRICADE else ""

        def walled(hex_: str) -> bool:
            return bool(redoubt) and table.building.get(hex_) == redoubt

        enemies = enemies_of(state, survivor)

        def score(hex_: str) -> float:
            reach = charging[hex_]  # 6.3: charges next
            if walled(hex_) or hex_ in gone_from:  # The Barricade: the wall and the boarded doors cost a zombie 6
                reach = 0  # MPs; the Race: it leaves the board from there before a zombie moves
            cover = -cover_worth * (reach > 0 or not race) if table.terrain[hex_] != CLEAR else 0
            alone = LONELY if hex_ not in beside else 0
            exposed = 0 if cover else sum(in_reach(state, table, e, _at(survivor, hex_)) for e in enemies)
            return haste * to_goal(hex_) + reach_worth * reach + cover + alone + EXPOSED * exposed

        if not survivor.on_board:  # entering: the best hex of the edge
            gone_from = _race_gone_from(state, table, survivor, steps)
            best = min((h for h in steps if h not in avoid), key=lambda h: (score(h), h))
            return Choice(steps[best], f"enters at {best}, toward {goal or 'the board'}")
        friends = {s.hex for s in state.survivors.values() if s.on_board and s is not survivor and s.sid != state.cured}
        blocked = {z for z, _ in zombies} | (set() if race else friends) | avoid  # 3.3: the Race passes through friends

        def cost(a: str, b: str) -> int | None:
            return None if b in blocked or b in table.half else table.costs[b]

        def stops(h: str) -> bool:  # 10.1: an unmarked building's Zombie Card ends the walk
            return table.terrain[h] == BUILDING and not marked(state, table.building[h])

        reached = cheapest_costs(survivor.hex, table.neighbours.__getitem__, cost,
                                 budget=state.impulse.mp_left, stops=stops)
        ends = [h for h in reached if not (race and h in friends)] or [survivor.hex]  # 3.3: never stops on a friend
        gone_from = _race_gone_from(state, table, survivor, ends)
        best = min(ends, key=lambda h: (score(h), reached[h], h))
        if best == survivor.hex:
            return None
        first = best  # back along the cheapest way to the hex after this one
        while True:
            back = min(n for n in table.neighbours[first] if n in reached and (n == survivor.hex or not stops(n))
                       and reached[n] + table.costs[first] == reached[first])
            if back == survivor.hex:
                break
            first = back
        if first not in steps:
            return None
        why = f"toward {goal}" if goal else "away from the zombies"
        return Choice(steps[first], f"moves to {first} on the way to {best}, {why}")

    def _aim(self, state: AtzState, table: Table, actions: list[Action]) -> Choice:
        aims = [a for a in actions if a.kind == "aim"]
        shooter = state.survivors[state.impulse.sid]
        enemies = [a for a in aims if a.get("who")]
        if enemies:
            pick = min(enemies, key=lambda a: (table.distance(shooter.hex, a["at"]), a["who"]))
            return Choice(pick, f"aims at {state.survivors[pick['who']].name}, the nearest enemy")
        if aims:
            held = {state.zombies[z].hex for z in state.held}
            professor = state.survivors.get(PROFESSOR)
            guard = professor.hex if state.scenario == HELICOPTER and professor and professor.on_board else ""

            def first(a: Action) -> tuple:  # in a hex of several speeds, the fastest: it would close first (6.3)
                near = table.distance(guard, a["at"]) if guard else 0
                speed = state.zombies[a["zombie"]].mp if a.get("zombie") else 0
                return near, table.distance(shooter.hex, a["at"]) - FAR * (a["at"] in held), a["at"], -speed
            pick = min(aims, key=first)
            whom = "the zombie nearest the Professor" if guard else "the nearest zombie"
            if pick.get("zombie"):
                whom += f" ({state.zombies[pick['zombie']].name}, the fastest there)"
            return Choice(pick, f"aims at {whom}, in {pick['at']}")
        return Choice(Action.of("shoot"), "fires")


def _star_reaction(actions: list[Action]) -> Choice:
    """A Star fired at, or charged by, an enemy survivor: shoots back when it can (9.3.1: the chain ends on
    a hit), else ducks back (9.2.1) or meets the charge hand to hand."""
    for reaction, why in (("fire", "shoots back"), ("duck_back", "no shot: ducks back"),
                          ("melee", "no shot: meets the charge hand to hand"), ("carry_on", "carries on")):
        choice = _first(actions, "react", **{"with": reaction})
        if choice is not None:
            return Choice(choice, why)
    return Choice(actions[0], "the only reaction left")


def _duck_back(state: AtzState, table: Table, actions: list[Action]) -> Choice:
    """9.2.1: out of the firer's sight if it can, else into cover, then as far from the firer as it gets."""
    firer = state.survivors[state.reactions[0].by]

    def score(a: Action) -> tuple:
        hex_ = a["to"]
        return (table.in_sight(firer.hex, hex_, state.sight), table.terrain[hex_] == CLEAR,
                -table.distance(firer.hex, hex_), hex_)
    pick = min(actions, key=score)
    hidden = not table.in_sight(firer.hex, pick["to"], state.sight)
    return Choice(pick, f"ducks back to {pick['to']}, {'out of sight' if hidden else 'into cover'}")


def _enemy_in_reach(state: AtzState, table: Table, survivor: Survivor) -> bool:
    return any(in_reach(state, table, survivor, e) for e in enemies_of(state, survivor))


def _at(survivor: Survivor, hex_: str) -> Survivor:
    """The survivor as if it stood in `hex_` (to ask who could shoot it there)."""
    return Survivor(survivor.sid, survivor.kind, hex=hex_)
def _set_up(state: AtzState, table: Table, actions: list[Action]) -> Choice:
    """The Barricade: the least armed guards the redoubt from inside it; the others set up at the
    crossroads as near the redoubt as they may, to fall back on it."""
    redoubt = SCENARIO[BARRICADE].redoubt
    inside = [a for a in actions if table.building.get(a["at"]) == redoubt]
    if inside:
        guard = min((state.survivors[a["who"]] for a in inside), key=lambda s: _firepower(s, s.in_hand))
        pick = next(a for a in inside if a["who"] == guard.sid and a["at"] == redoubt)
        return Choice(pick, f"{guard.name}, the least armed, guards the redoubt from inside")
    pick = min(actions, key=lambda a: (table.distance(a["at"], redoubt), a["at"]))
    return Choice(pick, f"{state.survivors[pick['who']].name} sets up at {pick['at']}, nearest the redoubt")


def _closing_on_professor(state: AtzState, table: Table, shooter: Survivor) -> bool:
    """Race to the Helicopter: a zombie in or next to the Professor's hex that `shooter` can hit: worth the
    noise of a shot (11.0); any other is outrun."""
    professor = state.survivors.get(PROFESSOR)
    if state.scenario != HELICOPTER or professor is None or not professor.on_board:
        return False
    weapon = WEAPON[shooter.in_hand]
    return any(z.hex and table.distance(z.hex, professor.hex) <= 1 and table.distance(z.hex, shooter.hex) <= weapon.range
               and table.in_sight(shooter.hex, z.hex, state.sight) for z in state.zombies.values())


def _race_first(impulses: list[Action], state: AtzState) -> Action | None:
    """Race to the Helicopter: the Professor walks first, then the Stars close round him, then the Grunts
    round the Stars (3.1.1: a Grunt beside a Star, and the Professor beside one, act on a 5 too)."""
    if state.scenario != HELICOPTER:
        return None
    return min(impulses, key=lambda a: (a["who"] != PROFESSOR, not state.survivors[a["who"]].card.star))


def _race_leaves(state: AtzState, survivor: Survivor) -> bool:
    """Race to the Helicopter: the Professor leaves a board (or goes into the helipad) the moment he can;
    the others stay round him till he has, unless it is the last turn."""
    professor = state.survivors[PROFESSOR]
    return survivor.sid == PROFESSOR or not professor.on_board or state.turn >= SCENARIO[HELICOPTER].turns


def _race_avoids(state: AtzState, table: Table) -> frozenset[str]:
    """Race to the Helicopter: the buildings still unentered (10.1: a Zombie Card that ends the move and
    may hold six zombies) are walked round; nothing in them is worth the time. Empty elsewhere."""
    if state.scenario != HELICOPTER:
        return frozenset()
    return frozenset(h for h, b in table.building.items() if not marked(state, b))


def _race_gone_from(state: AtzState, table: Table, survivor: Survivor, hexes) -> frozenset[str]:
    """Race to the Helicopter: those of `hexes` (the ones it can reach now) it would leave the board from
    this impulse, its action still to spend and its turn to leave: the west edge, or on Board Four a
    helipad hex no zombie holds."""
    if state.scenario != HELICOPTER or state.impulse.acted or not _race_leaves(state, survivor):
        return frozenset()
    race = SCENARIO[HELICOPTER]
    return frozenset(h for h in hexes if h not in table.half and race.exits(state, table, _at(survivor, h)))


def _race_runs(state: AtzState, table: Table, survivor: Survivor) -> bool:
    """Race to the Helicopter: a Fast Move (6.2) when no zombie is next to it and its goal is beyond its
    MPs (the Fast Move is the action: it cannot then leave the board this impulse)."""
    if state.scenario != HELICOPTER or _nearest(state, table, survivor.hex) <= 1:
        return False
    goal = _goal(state, table, survivor)
    return not goal or not survivor.on_board or table.distance(survivor.hex, goal) > survivor.mp


def _held_in_reach(state: AtzState, table: Table, survivor: Survivor) -> bool:
    """The Cure: a held zombie this survivor's weapon reaches and sees (12.0: they wait to be shot)."""
    weapon = WEAPON[survivor.in_hand]
    return any(table.distance(survivor.hex, state.zombies[z].hex) <= weapon.range
               and table.in_sight(survivor.hex, state.zombies[z].hex, state.sight) for z in state.held)


def _cure_goal(state: AtzState, table: Table, survivor: Survivor) -> str:
    """The Cure: the band goes to the clinic, then escorts the Professor; he waits until the zombies
    round him are shot or a friend is at hand, then makes for the north edge of Board Two."""
    scenario = SCENARIO[CURE]
    professor = state.survivors[PROFESSOR]
    if survivor.sid != PROFESSOR:
        return scenario.clinic if scenario.in_clinic(table, professor.hex) else professor.hex
    near = any(s.on_board and s.sid != PROFESSOR and table.distance(s.hex, professor.hex) <= 2
               for s in state.survivors.values())
    if scenario.in_clinic(table, professor.hex) and state.held and not near:
        return professor.hex
    north = [h for h in table.edges["north"] if h.startswith(str(scenario.board))]
    return min(north, key=lambda h: (table.distance(professor.hex, h), h))


def _race_goal(state: AtzState, table: Table, survivor: Survivor, start: str) -> str:
    """Race to the Helicopter: while the Professor is on the board the Stars keep round him and the Grunts
    round the nearest Star; he (and then they) make for the nearest west edge hex, and on Board Four the
    nearest hex of the helipad building no zombie holds."""
    race = SCENARIO[HELICOPTER]
    professor = state.survivors[PROFESSOR]
    if survivor.sid != PROFESSOR and professor.on_board:  # the Stars close round the Professor, the Grunts round them
        stars = [s.hex for s in state.survivors.values() if s.card.star and s.on_board and not survivor.card.star]
        return min(stars, key=lambda h: (table.distance(start, h), h)) if stars else professor.hex
    if race.last_board(state):
        taken = {z.hex for z in state.zombies.values() if z.hex}
        pad = [h for h in table.buildings[race.helipad] if h not in taken] or list(table.buildings[race.helipad])
        return min(pad, key=lambda h: (table.distance(start, h), h))
    west = [h for h in table.cell if h not in table.half and race.west_exit(table, h)]
    return min(west, key=lambda h: (table.distance(start, h), h))


def _search_goal(state: AtzState, table: Table, survivor: Survivor, start: str, todo: list[str]) -> str:
    """Search and Destroy: two teams, each behind a Star (3.1.1), the Grunts dealt to them in turn; each
    Star makes for the nearest building on Board Two still to search that the other is not after."""
    band = _band(state, survivor.player)
    stars = [s for s in band if s.card.star and s.on_board] or band[:1]
    if survivor not in stars:
        grunts = [s for s in band if s not in stars]
        leader = stars[grunts.index(survivor) % len(stars)]
        if leader.on_board:
            return leader.hex
    claimed: set[str] = set()
    for star in stars:
        here = star.hex if star.on_board else start
        left = [b for b in todo if b not in claimed] or todo
        if not left:
            return ""
        goal = min(left, key=lambda b: (table.distance(here, b), b))
        if star is survivor:
            return goal
        claimed.add(goal)
    return min(todo, key=lambda b: (table.distance(start, b), b)) if todo else ""  # a Grunt whose Star is not in yet


def _firepower(survivor: Survivor, key: str) -> int:
    """The dice that count when a weapon fires (8.1.5: a shotgun keeps three); none out of ammo."""
    if not key or key in survivor.out_of_ammo or WEAPON[key].per_figure:
        return 0
    return WEAPON[key].keep or WEAPON[key].fire_dice


def _beside_friends(state: AtzState, table: Table, survivor: Survivor) -> set[str]:
    """The hexes beside a friend (3.1.1: a Grunt beside a Star acts with it; everyone fights better together)."""
    return {n for s in state.survivors.values() if s.on_board and s.sid != survivor.sid and s.player == survivor.player
            for n in table.neighbours[s.hex]}


@lru_cache(maxsize=64)  # kept while the zombies stand still: one moved, placed or killed makes a new key
def _charge_reach(table: Table, zombies: frozenset[tuple[tuple[str, int], int]]) -> Counter[str]:
    """How many zombies could charge each hex at their next activation (6.3: within their MPs, in hexes);
    `zombies`: (hex, MPs) -> how many. Shared: read it, never change it."""
    out: Counter[str] = Counter()
    for (hex_, mp), n in zombies:
        for _ in range(n):
            out.update(table.within(hex_, mp))
    return out


def _first(actions: list[Action], kind: str, **match) -> Action | None:
    return next((a for a in actions if a.kind == kind and all(a.get(k) == v for k, v in match.items())), None)


def _best_fire(actions: list[Action]) -> Action | None:
    fires = [a for a in actions if a.kind == "fire"]
    return max(fires, key=lambda a: a["shots"]) if fires else None


def _first_grenade(state: AtzState, table: Table, actions: list[Action]) -> Action | None:
    grenades = [a for a in actions if a.kind == "grenade" and _zombies_near(state, table, a["at"], 0) >= 3]
    return grenades[0] if grenades else None


def _zombies_near(state: AtzState, table: Table, hex_: str, reach: int) -> int:
    return sum(1 for z in state.zombies.values() if z.hex and table.distance(z.hex, hex_) <= reach)


def _nearest(state: AtzState, table: Table, hex_: str) -> int:
    if not hex_ or hex_ == "off":
        return 99
    return min((table.distance(h, hex_) for h in {z.hex for z in state.zombies.values() if z.hex}), default=99)


def _leaving(state: AtzState, survivor: Survivor) -> bool:
    """For a Few Bullets More: leave once Tonya and Beck have both found a weapon (12.0: both must)."""
    return state.scenario == BULLETS and all(s.found >= 1 for s in _band(state, survivor.player)
                                             if bullets_named(state, s))


def _band(state: AtzState, player: str) -> list[Survivor]:
    return [s for s in state.survivors.values() if s.sid not in state.dead and s.hex != "off" and s.player == player]


def _leader(state: AtzState, player: str) -> Survivor | None:
    """The band follows its first Star (3.1.1: a Grunt beside it acts with it), else its first survivor."""
    band = _band(state, player)
    return next((s for s in band if s.card.star), band[0] if band else None)


def _needs_loot(state: AtzState, survivor: Survivor) -> bool:
    return state.scenario == BULLETS and survivor.found == 0 and bullets_named(state, survivor)


def _clears_for_others(state: AtzState, survivor: Survivor) -> bool:
    """For a Few Bullets More: an armed leader leaves the buildings it clears for a friend still unarmed
    to search (10.3: an Entered building is searched without a Zombie Card)."""
    return not _needs_loot(state, survivor) and any(_needs_loot(state, s) for s in _band(state, survivor.player))


def _goal(state: AtzState, table: Table, survivor: Survivor) -> str:
    """The leader: the nearest building still to search (in For a Few Bullets More, once both are armed,
    the nearest edge). The others keep beside the leader, or in For a Few Bullets More go to search a
    building already cleared while they still need a weapon."""
    edge = entry_hexes(state, table, survivor.player)
    start = survivor.hex if survivor.on_board else edge[len(edge) // 2]
    if _leaving(state, survivor):
        edge = [h for side in table.edges.values() for h in side if h not in table.half]
        return min(edge, key=lambda h: (table.distance(start, h), h))
    if state.scenario == CURE:
        return _cure_goal(state, table, survivor)
    if state.scenario == HELICOPTER:
        return _race_goal(state, table, survivor, start)
    if state.scenario == BARRICADE:  # hold the redoubt: a hex of it no friend stands in
        friends = {s.hex for s in state.survivors.values() if s.on_board and s.sid != survivor.sid}
        free = [h for h in table.buildings[SCENARIO[BARRICADE].redoubt] if h not in friends]
        return min(free, key=lambda h: (table.distance(start, h), h))
    leader = _leader(state, survivor.player)
    enemies = enemies_of(state, survivor)
    if enemies and (leader is None or leader is survivor or not leader.on_board):  # hunts the nearest enemy
        return min((e.hex for e in enemies), key=lambda h: (table.distance(start, h), h))
    taken = {table.building.get(s.hex) for s in state.survivors.values() if s.on_board and s.sid != survivor.sid}
    todo = [b for b in table.buildings if b not in state.searched and b not in taken]
    if state.scenario == SEARCH:  # only Board Two's buildings count (12.0)
        return _search_goal(state, table, survivor, start,
                            [b for b in todo if b in SCENARIO[SEARCH].targets(table)])
    if leader is not None and leader is not survivor and leader.on_board:
        cleared = [b for b in todo if b in state.entered]
        if not (_needs_loot(state, survivor) and cleared):
            return leader.hex
        todo = cleared
    if _clears_for_others(state, survivor):
        todo = [b for b in todo if b not in state.entered]
    if not todo:
        return ""
    return min(todo, key=lambda b: (table.distance(start, b), b))
