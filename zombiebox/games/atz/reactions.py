"""Reactions between enemy survivors (ATZ 9.0-9.4): Received Fire and Duck Back (9.2, 9.2.1), In Sight and
its roll-off (9.3), the chain of fire (9.3.1), Being Charged by a survivor (9.1) and the melee that follows
a charge. A reaction waits in `state.reactions`, first first: a Grunt's test is rolled by the rules, a
Star chooses its reaction (3.1.1, 9.0), and the owner chooses where to Duck Back. A reaction that answers
one (return fire that misses) goes to the front, so a chain plays out before the next test."""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

from zombiebox.core.actions import Action, Event
from zombiebox.core.dice import Dice
from zombiebox.core.flow import AutoStep, DecisionPoint, Move, Section, only_answer
from zombiebox.core.geometry import CostField, cheapest_costs, cheapest_path

from .boards import BUILDING, CLEAR, Table, table_of
from .buildings import enter_building, marked
from .combat import successes
from .data import FAST_MOVE_DICE, REACTION_DICE, WEAPON
from .fight import being_charged, can_fire, fight, fight_rival, runaway, shoot, wound, zombie_hexes
from .rivals import RENEGADE, enemies_of
from .state import TO, AtzState, Reaction, Survivor
from .turn import check_over, finish_impulse

IN_SIGHT_HEXES = 6  # ATZ 9.3: an enemy moving within six hexes and in sight
WORDS = {"fire": "return fire", "duck_back": "duck back", "runaway": "run away", "carry_on": "carry on",
         "melee": "melee"}


@lru_cache(maxsize=256)  # the table's hexes never change; a field is worked out as far as it was read
def mp_to(table: Table, goal: str, avoid: frozenset[str] = frozenset()) -> CostField:
    """Survivor MPs from every hex to `goal` (6.1), never through the `avoid` hexes: 9.2.1 measures "closer"
    in movement points."""
    return CostField(goal, table.neighbours.__getitem__,
                     lambda a, b: None if a in avoid and a != goal else table.enter_cost(a))


def in_reach(state: AtzState, table: Table, survivor: Survivor, other: Survivor) -> bool:
    """`survivor` can fire its in-hand weapon at `other`: ammo, range and sight (8.1)."""
    return (can_fire(survivor) and table.distance(survivor.hex, other.hex) <= WEAPON[survivor.in_hand].range
            and table.in_sight(survivor.hex, other.hex, state.sight))


def full_shots(survivor: Survivor) -> int:
    """A reaction fires the weapon's full fire dice (rulings, as for Being Charged)."""
    weapon = WEAPON[survivor.in_hand]
    return max(weapon.choose) if weapon.choose else weapon.fire_dice


def note_sightings(state: AtzState, table: Table) -> None:
    """9.3: the enemies each survivor sees as the turn starts never prompt an In Sight test this turn."""
    state.sighted = [f"{a.sid}:{b.sid}" for a in state.survivors.values() if a.on_board
                     for b in enemies_of(state, a) if table.in_sight(a.hex, b.hex, state.sight)]


def queue_sightings(state: AtzState, table: Table, mover: Survivor) -> None:
    """9.3: each enemy that did not see `mover` and now sees it within six hexes takes an In Sight test."""
    if not mover.on_board:  # killed in the hex it stepped into
        return
    for enemy in enemies_of(state, mover):
        pair = f"{enemy.sid}:{mover.sid}"
        if pair not in state.sighted and enemy.hex != mover.hex and table.distance(enemy.hex, mover.hex) <= IN_SIGHT_HEXES \
                and table.in_sight(enemy.hex, mover.hex, state.sight):
            state.sighted.append(pair)
            state.reactions.append(Reaction("in_sight", enemy.sid, mover.sid))


def received_fire_result(passed: int, charging: bool, covered: bool, armed: bool, able: bool) -> str:
    """ATZ 9.2's table. `armed`: a weapon that fires; `able`: it can fire back at the firer now (ammo,
    range, sight)."""
    if passed == 2:  # out of ammo or out of range: Duck Back; chargers charge on; others return fire if they can
        return "carry_on" if charging else ("fire" if able else ("duck_back" if armed else "carry_on"))
    if passed == 1:  # chargers charge on; in cover and able: return fire; others Duck Back
        return "carry_on" if charging else ("fire" if covered and able else "duck_back")
    return "duck_back" if charging or covered else "runaway"


def in_sight_result(passed: int) -> str:
    """ATZ 9.3's table: pass 2d6 fire (others test to charge); 1d6 the roll-off; 0d6 stay put."""
    return {2: "fire", 1: "roll_off", 0: "remain"}[passed]


def duck_back_hexes(state: AtzState, table: Table, survivor: Survivor, firer: Survivor) -> list[str]:
    """ATZ 9.2.1: the hexes a Duck Back may end in: within the printed MPs (no Fast Move), no closer to the
    firer in MPs, and in rough or a building or out of the firer's sight; never through zombies or
    enemies, never onto a friend; an unmarked building ends the move (10.1). None: it stays where it is."""
    blocked = zombie_hexes(state) | {s.hex for s in enemies_of(state, survivor)}
    friends = {s.hex for s in state.survivors.values() if s.on_board and s.sid != survivor.sid}

    def cost(a: str, b: str) -> Optional[int]:
        return None if b in blocked or b in table.half else table.costs[b]

    def stops(h: str) -> bool:
        return table.terrain[h] == BUILDING and not marked(state, table.building[h])

    reached = cheapest_costs(survivor.hex, table.neighbours.__getitem__, cost, budget=survivor.mp, stops=stops)
    far = mp_to(table, firer.hex)
    start = far[survivor.hex]
    return sorted(h for h in reached if h != survivor.hex and h not in friends and far[h] >= start
                  and (table.terrain[h] != CLEAR or not table.in_sight(firer.hex, h, state.sight)))


def duck_back(state: AtzState, table: Table, survivor: Survivor, to: str, dice: Dice, events: list[Event]) -> None:
    """Move the survivor to `to` along a cheapest way; an unmarked building's Zombie Card is drawn there and
    its zombies always surprise (as after a Runaway, 9.1.1): the melee comes at once."""
    if to == survivor.hex:
        events.append(Event("duck_back", "ATZ 9.2.1", f"{survivor.name} has nowhere to duck back to and "
                            f"stays in {to}", {"survivor": survivor.sid, "path": [to]}))
        return
    blocked = zombie_hexes(state) | {s.hex for s in enemies_of(state, survivor)}
    path = cheapest_path(survivor.hex, to, table.neighbours.__getitem__,
                         lambda a, b: None if (b in blocked or b in table.half or (a != survivor.hex and
                                               table.terrain[a] == BUILDING and not marked(state, table.building[a])))
                         else table.costs[b], budget=survivor.mp)
    events.append(Event("duck_back", "ATZ 9.2.1", f"{survivor.name} ducks back {survivor.hex} -> {to}",
                        {"survivor": survivor.sid, "path": path}))
    survivor.hex = to
    if table.terrain[to] == BUILDING and not marked(state, table.building[to]):
        if enter_building(state, table, survivor, dice, events, always_surprised=True) == "zombies":
            fight(state, survivor, dice, events)


def react_words(state: AtzState, action: Action) -> str:
    """A reaction in a player's words: firing when charged is fire, then melee (9.1); a Star charged chooses
    with no reaction before it, a Star fired at with its Received Fire test pending."""
    charged = not state.reactions or state.reactions[0].test == "being_charged"
    return {"fire": "fire, then melee" if charged else "return fire", "melee": "melee", "runaway": "run away",
            "duck_back": "duck back", "carry_on": "carry on with the charge"}[action["with"]]


def pending_reaction(state: AtzState) -> Optional[Reaction]:
    """The reaction to resolve now; those whose survivors have gone (dead, off the board) are dropped."""
    while state.reactions:
        r = state.reactions[0]  # a charge's melee still ends the charger's impulse
        if state.survivors[r.sid].on_board and (r.test == "melee" or state.survivors[r.by].on_board):
            return r
        state.reactions.pop(0)
    return None


def reaction_point(r: Reaction, state: AtzState) -> str:
    """The point or step that resolves reaction `r`."""
    if r.test == "duck_back":  # its owner chooses; the rules, for a renegade (10.2)
        return TO.renegade_duck if state.survivors[r.sid].player == RENEGADE else TO.duck_back
    if r.test == "renegade_fire":  # 10.2: it moved into sight, the In Sight tests came first; now it fires
        return TO.renegade_fire
    star = state.survivors[r.sid].card.star  # 3.1.1, 9.0: a Star chooses, but takes the In Sight test
    return TO.star_reaction if star and r.test in ("received_fire", "being_charged") else TO.reaction_test


def after_fire(state: AtzState) -> None:
    """A survivor hit by reaction fire may die: the game may be over, the acting survivor's impulse too."""
    if state.impulse.sid and not state.survivors[state.impulse.sid].on_board:
        finish_impulse(state)
    check_over(state)


class Reactions(Section):
    """ATZ 9.0-9.4: the reactions to a survivor seen, fired at or charged: a Star's choice, the hex a Duck
    Back goes to, and the tests the rules roll."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("star_reaction", self._star_rule, self._star_prompt, _reactor_seat, self._star_legal,
                          (Move("react", self._star_react, {"with": str}, words=react_words),)),
            DecisionPoint("duck_back", "ATZ 9.2.1", self._duck_prompt, _reactor_seat, self._duck_legal,
                          (Move("duck", self._duck, {"to": str}, words="duck back to {to}"),),
                          forced=only_answer(self._duck_legal)),
            AutoStep("reaction_test", "ATZ 9.0", self._reaction_test),
        )

    # --- a Star's choice ------------------------------------------------------------------------
    def _star_rule(self, state: AtzState) -> str:
        return "ATZ 9.2, 3.1.1" if state.reactions[0].test == "received_fire" else "ATZ 9.1, 3.1.1"

    def _star_prompt(self, state: AtzState) -> str:
        r = state.reactions[0]
        star, other = state.survivors[r.sid], state.survivors[r.by]
        what = "fired at and missed by" if r.test == "received_fire" else "charged by"
        return f"{star.name} (a Star) is {what} {other.name}: choose the reaction"

    def _star_legal(self, state: AtzState) -> list[Action]:
        r = state.reactions[0]
        star, other = state.survivors[r.sid], state.survivors[r.by]
        able = in_reach(state, table_of(state), star, other)
        if r.test == "being_charged":
            options = (["fire"] if able else []) + ["melee", "runaway"]
        else:
            charging = state.impulse.sid == star.sid and state.impulse.charging
            options = (["fire"] if able else []) + ["duck_back", "runaway"] + (["carry_on"] if charging else [])
        return [Action.of("react", **{"with": o}) for o in options]

    def _star_react(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        r = state.reactions.pop(0)
        star = state.survivors[r.sid]
        rule = "ATZ 9.2" if r.test == "received_fire" else "ATZ 9.1"
        events.append(Event("star_reaction", rule, f"{star.name} chooses to {WORDS[action['with']]}",
                            {"survivor": star.sid, "reaction": action["with"], "by": r.by}))
        self._resolve(state, r, action["with"], dice, events)

    # --- Duck Back: the owner's choice -----------------------------------------------------------
    def _duck_prompt(self, state: AtzState) -> str:
        r = state.reactions[0]
        return (f"{state.survivors[r.sid].name} ducks back from {state.survivors[r.by].name}: choose "
                "a hex in cover or out of sight, no closer")

    def _duck_legal(self, state: AtzState) -> list[Action]:
        r = state.reactions[0]
        survivor = state.survivors[r.sid]
        hexes = duck_back_hexes(state, table_of(state), survivor, state.survivors[r.by])
        return [Action.of("duck", to=h) for h in hexes or [survivor.hex]]

    def _duck(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        r = state.reactions.pop(0)
        survivor = state.survivors[r.sid]
        duck_back(state, table_of(state), survivor, action["to"], dice, events)
        self._moved(state, survivor)

    # --- the tests the rules roll -----------------------------------------------------------------
    def _reaction_test(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        r = state.reactions.pop(0)
        table = table_of(state)
        tester, other = state.survivors[r.sid], state.survivors[r.by]
        if r.test == "melee":
            self._charge_melee(state, tester, other, dice, events)
            return
        if r.test == "being_charged":  # 9.1 by an enemy survivor: one charger
            result = being_charged(tester, table.terrain[tester.hex], 1, dice, events)
            self._resolve(state, r, result, dice, events)
            return
        rolled = dice.roll(REACTION_DICE)
        passed = successes(tester.rep, rolled)
        if r.test == "received_fire":
            charging = state.impulse.sid == tester.sid and state.impulse.charging
            result = received_fire_result(passed, charging, table.terrain[tester.hex] != CLEAR, can_fire(tester),
                                          in_reach(state, table, tester, other))
            events.append(Event("received_fire", "ATZ 9.2", f"{tester.name} takes the Received Fire test: "
                                f"{rolled}, passes {passed}d6: {WORDS[result]}",
                                {"survivor": tester.sid, "by": other.sid, "dice": rolled, "passed": passed,
                                 "result": result}, reveals=True))
            self._resolve(state, r, result, dice, events)
            return
        self._in_sight(state, table, tester, other, rolled, passed, dice, events)

    def _in_sight(self, state: AtzState, table: Table, tester: Survivor, mover: Survivor, rolled: list[int],
                  passed: int, dice: Dice, events: list[Event]) -> None:
        """ATZ 9.3, taken by Stars as well. Pass 2d6: fire if the weapon reaches, else test to charge (rulings:
        the Wanting to Charge test, charging if it passes and the enemy is within a charge's reach); pass
        1d6: without a ranged weapon Duck Back, else both roll 1d6 + Rep, the higher fires first with a
        rushed shot, equal totals fire at once; pass 0d6: no fire, stay put."""
        result = in_sight_result(passed)
        able = in_reach(state, table, tester, mover)
        data = {"survivor": tester.sid, "by": mover.sid, "dice": rolled, "passed": passed, "result": result}
        text = f"{tester.name} sees {mover.name}: In Sight test {rolled}, passes {passed}d6: "
        if result == "fire" and not able:
            result = data["result"] = "charge_test"
        elif result == "roll_off" and not able:
            result = data["result"] = "duck_back"
        if result == "roll_off":
            mine, theirs = dice.die() + tester.rep, dice.die() + mover.rep
            data["totals"] = [mine, theirs]
            first = tester if mine > theirs else mover if theirs > mine else None
            text += (f"roll-off {mine} against {theirs}: " + (f"{first.name} fires first, rushed"
                                                                 if first else "both fire at once, rushed"))
        else:
            text += {"fire": "fires", "charge_test": "no shot: tests to charge", "duck_back": "no ranged weapon: "
                     "ducks back", "remain": "may not fire, stays put"}[result]
        events.append(Event("in_sight", "ATZ 9.3", text, data, reveals=True))
        if result == "fire":
            self._fire_back(state, table, tester, mover, dice, events, "ATZ 9.3, 8.1")
        elif result == "charge_test":
            self._react_charge(state, table, tester, mover, dice, events)
        elif result == "duck_back":
            state.reactions.insert(0, Reaction("duck_back", tester.sid, mover.sid))
        elif result == "roll_off":
            shooters = [s for s in ([first] if first else [tester, mover])
                        if in_reach(state, table, s, mover if s is tester else tester)]
            missed_all, hits = [], []
            for shooter in shooters:  # equal totals: both shots land at once, wounds after both
                target = mover if shooter is tester else tester
                missed_all += [(m, shooter) for m in shoot(state, table, shooter, [target.sid], dice, events,
                                                          shots=full_shots(shooter), rule="ATZ 9.3, 8.1",
                                                          rushed=True, hits=hits)]
            for sid in hits:
                wound(state, state.survivors[sid], 1, "ATZ 9.3, 8.1", events, by=mover if sid == tester.sid else tester)
            for missed, shooter in reversed(missed_all):  # 9.2: each one missed tests, the tester first
                state.reactions.insert(0, Reaction("received_fire", missed, shooter.sid))
            after_fire(state)

    def _react_charge(self, state: AtzState, table: Table, tester: Survivor, enemy: Survivor, dice: Dice,
                      events: list[Event]) -> None:
        """9.3 "others will test to charge" (rulings): a Star charges, a Grunt takes 9.4's test; the charge
        goes by the cheapest way within the MPs plus a Fast Move's two, through no zombie or enemy."""
        if tester.card.star:
            result = "charge"
        else:
            rolled = dice.roll(REACTION_DICE)
            passed = successes(tester.rep, rolled)
            result = "charge" if passed >= 1 else "remain"  # 9.4: pass 1d6 fires instead, and it cannot fire
            events.append(Event("wanting_to_charge", "ATZ 9.4", f"{tester.name} wants to charge: {rolled}, "
                                f"passes {passed}d6: {result}", {"survivor": tester.sid, "result": result},
                                reveals=True))
        path = charge_path(state, table, tester, enemy.hex, tester.mp) if result == "charge" else None
        if path is None:
            return
        events.append(Event("move", "ATZ 9.4", f"{tester.name} charges {tester.hex} -> {enemy.hex}",
                            {"survivor": tester.sid, "from": tester.hex, "to": enemy.hex, "path": path}))
        tester.hex = enemy.hex
        state.reactions[:0] = [Reaction("being_charged", enemy.sid, tester.sid), Reaction("melee", tester.sid, enemy.sid)]

    def _resolve(self, state: AtzState, r: Reaction, result: str, dice: Dice, events: list[Event]) -> None:
        table = table_of(state)
        tester, other = state.survivors[r.sid], state.survivors[r.by]
        if result == "fire":
            rule = "ATZ 9.2, 9.3.1" if r.test == "received_fire" else "ATZ 9.1, 8.1"
            self._fire_back(state, table, tester, other, dice, events, rule)
        elif result == "duck_back":
            state.reactions.insert(0, Reaction("duck_back", tester.sid, other.sid))
        elif result == "runaway":
            if runaway(state, table, tester, dice, events) and not marked(state, table.building[tester.hex]):
                if enter_building(state, table, tester, dice, events, always_surprised=True) == "zombies":
                    fight(state, tester, dice, events)  # 9.1.1: the zombies surprise
            self._moved(state, tester)

    def _fire_back(self, state: AtzState, table: Table, shooter: Survivor, target: Survivor, dice: Dice,
                   events: list[Event], rule: str) -> None:
        """A reaction's fire at one enemy; missed, the enemy takes a Received Fire test (9.3.1: the chain goes
        on until a hit, out of ammo, a Duck Back or a Runaway)."""
        if shoot(state, table, shooter, [target.sid], dice, events, shots=full_shots(shooter), rule=rule):
            state.reactions.insert(0, Reaction("received_fire", target.sid, shooter.sid))
        after_fire(state)

    def _charge_melee(self, state: AtzState, charger: Survivor, enemy: Survivor, dice: Dice, events: list[Event]) -> None:
        """8.3: the charge ends in the melee, if both are still in the hex; the charger's impulse is over."""
        if enemy.on_board and charger.hex == enemy.hex:
            fight(state, charger, dice, events)
            if charger.on_board and enemy.on_board:
                fight_rival(state, charger, enemy, dice, events)
        if state.impulse.sid == charger.sid:
            finish_impulse(state)
        after_fire(state)

    def _moved(self, state: AtzState, survivor: Survivor) -> None:
        """A Duck Back or a Runaway ends the acting survivor's impulse (rulings)."""
        if state.impulse.sid == survivor.sid:
            finish_impulse(state)
        check_over(state)



def charge_path(state: AtzState, table: Table, survivor: Survivor, goal: str, mp: int) -> Optional[list[str]]:
    """9.4: the cheapest way into `goal` within `mp` and a Fast Move's two more, through no zombie or enemy
    hex."""
    blocked = zombie_hexes(state) | {s.hex for s in enemies_of(state, survivor)}

    def cost(a: str, b: str) -> Optional[int]:
        return None if b in table.half or (a in blocked and a != survivor.hex) else table.costs[b]
    return cheapest_path(survivor.hex, goal, table.neighbours.__getitem__, cost, budget=mp + FAST_MOVE_DICE)


def _reactor_seat(state: AtzState) -> str:
    return state.survivors[state.reactions[0].sid].player
