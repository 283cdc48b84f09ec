"""The renegade (ATZ 10.2): a discovered survivor that did not join, played by the rules by 10.2's priorities
(melee in its hex; else fire at the closest zombie or survivor in sight; else move to bring the closest
into sight and fire; random between equals; charge when it cannot fire; never reload)."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice
from zombiebox.core.flow import AutoStep, Section
from zombiebox.core.geometry import cheapest_costs, cheapest_path

from .boards import BUILDING, Table, table_of
from .data import FAST_MOVE_DICE, WEAPON
from .fight import can_fire, fight, fight_rival, shoot, zombies_in
from .reactions import duck_back, duck_back_hexes, queue_sightings
from .rivals import RENEGADE, enemies_of
from .state import AtzState, Reaction, Survivor
from .turn import check_over, next_side


def renegades(state: AtzState) -> list[Survivor]:
    return [s for s in state.survivors.values() if s.player == RENEGADE and s.on_board]


def closest(state: AtzState, table: Table, renegade: Survivor, dice: Dice, seen: bool) -> Optional[tuple[str, str]]:
    """The closest zombie or survivor (hexes), in sight if `seen`: (figure, hex), random between equals."""
    figures = [(z.zid, z.hex) for z in state.zombies.values() if z.hex]
    figures += [(s.sid, s.hex) for s in enemies_of(state, renegade)]
    if seen:
        figures = [(f, h) for f, h in figures if table.in_sight(renegade.hex, h, state.sight)]
    if not figures:
        return None
    near = min(table.distance(renegade.hex, h) for _, h in figures)
    best = sorted(f for f in figures if table.distance(renegade.hex, f[1]) == near)
    return best[0] if len(best) == 1 else dice.choice(best)


def _walk(state: AtzState, table: Table, renegade: Survivor, budget: int) -> dict[str, float]:
    """Hexes it can reach: through no zombie or survivor, an unmarked building ending the walk (rulings: it
    stops short of one, as it draws no Zombie Card)."""
    blocked = {z.hex for z in state.zombies.values() if z.hex} | {s.hex for s in state.survivors.values()
                                                                 if s.on_board and s is not renegade}

    def cost(a: str, b: str) -> Optional[int]:
        return None if b in blocked or b in table.half or (table.terrain[b] == BUILDING
                                                          and table.building[b] not in state.entered + state.searched) \
            else table.costs[b]
    return cheapest_costs(renegade.hex, table.neighbours.__getitem__, cost, budget=budget)


class Renegade(Section):
    """ATZ 10.2: the renegade's turn, its Duck Back and its fire, run by the rules."""

    def declare(self) -> tuple:
        return (AutoStep("renegade", "ATZ 10.2", self._renegade_turn),
                AutoStep("renegade_duck", "ATZ 9.2.1, 10.2", self._renegade_duck),
                AutoStep("renegade_fire", "ATZ 10.2", self._renegade_fire))

    def _renegade_turn(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        """10.2: each renegade whose Rep reaches its own initiative die acts once, one after another."""
        table = table_of(state)
        ready = [r for r in renegades(state) if r.sid not in state.done and r.rep >= state.initiative[RENEGADE]]
        if not ready:
            next_side(state)
            return
        state.done.append(ready[0].sid)
        act(state, table, ready[0], dice, events)
        check_over(state)

    def _renegade_fire(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        """After the In Sight tests its move brought on: it fires at the closest it now sees, if in range."""
        renegade, table = state.survivors[state.reactions.pop(0).sid], table_of(state)
        seen = closest(state, table, renegade, dice, seen=True) if can_fire(renegade) else None
        if seen is not None and table.distance(renegade.hex, seen[1]) <= WEAPON[renegade.in_hand].range:
            _fire(state, table, renegade, seen, dice, events)
        check_over(state)

    def _renegade_duck(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        """Rulings: a renegade ducks back out of sight if it can, else into cover, as far from the firer as it
        can, random between equals."""
        r = state.reactions.pop(0)
        table, renegade, firer = table_of(state), state.survivors[r.sid], state.survivors[r.by]
        hexes = duck_back_hexes(state, table, renegade, firer)
        if hexes:
            def rank(h: str) -> tuple:
                return table.in_sight(firer.hex, h, state.sight), -table.distance(firer.hex, h)
            best = min(rank(h) for h in hexes)
            hexes = [h for h in hexes if rank(h) == best]
        to = dice.choice(hexes) if len(hexes) > 1 else (hexes or [renegade.hex])[0]
        duck_back(state, table, renegade, to, dice, events)


def act(state: AtzState, table: Table, renegade: Survivor, dice: Dice, events: list[Event]) -> None:
    """10.2's priorities, each choice explained in the log."""
    here_zombies = zombies_in(state, renegade.hex)
    here_enemies = [s for s in enemies_of(state, renegade) if s.hex == renegade.hex]
    if here_zombies or here_enemies:
        _say(events, renegade, "melee", "melees what shares its hex")
        fight(state, renegade, dice, events)
        for enemy in here_enemies:
            if renegade.on_board and enemy.on_board:
                fight_rival(state, renegade, enemy, dice, events)
        return
    if not can_fire(renegade):
        _charge(state, table, renegade, dice, events)
        return
    seen = closest(state, table, renegade, dice, seen=True)
    weapon = WEAPON[renegade.in_hand]
    if seen is None or table.distance(renegade.hex, seen[1]) > weapon.range:
        target = seen or closest(state, table, renegade, dice, seen=False)
        if target is None:
            _say(events, renegade, "wait", "sees no one and knows of no one: stays put")
            return
        reached = _walk(state, table, renegade, renegade.mp)
        shots = [h for h in reached if table.distance(h, target[1]) <= weapon.range
                 and table.in_sight(h, target[1], state.sight)]
        if shots:
            low = min(reached[h] for h in shots)
            spots = sorted(h for h in shots if reached[h] == low)
            why = "moves to bring the closest into sight and range, then fires"
        else:
            near = min(table.distance(h, target[1]) for h in reached)
            spots = sorted(h for h in reached if table.distance(h, target[1]) == near)
            why = "moves toward the closest, out of reach this turn"
        to = spots[0] if len(spots) == 1 else dice.choice(spots)
        _move(state, table, renegade, to, why, events)
        if shots and state.reactions:  # 9.3: those who now see it test first; it fires after
            state.reactions.append(Reaction("renegade_fire", renegade.sid, renegade.sid))
        if not shots or state.reactions:
            return
        seen = target
    _fire(state, table, renegade, seen, dice, events)


def _fire(state: AtzState, table: Table, renegade: Survivor, target: tuple[str, str], dice: Dice,
          events: list[Event]) -> None:
    """Rulings: every shot at the one closest figure (the most shots an SMG or assault rifle may fire);
    it never reloads (10.2). A survivor it misses takes the Received Fire test (9.2)."""
    weapon = WEAPON[renegade.in_hand]
    name = state.survivors[target[0]].name if target[0] in state.survivors else "a zombie"
    _say(events, renegade, "fire", f"fires at the closest it sees, {name} in {target[1]}")
    shots = max(weapon.choose) if weapon.choose else weapon.fire_dice
    missed = shoot(state, table, renegade, [target[0]], dice, events, shots=shots, rule="ATZ 10.2, 8.1")
    state.reactions += [Reaction("received_fire", sid, renegade.sid) for sid in missed]


def _charge(state: AtzState, table: Table, renegade: Survivor, dice: Dice, events: list[Event]) -> None:
    """10.2: out of ammo (or with nothing that fires) it charges the closest zombie or survivor; without the
    reach this turn (its MPs and a Fast Move's two) it closes in (rulings)."""
    target = closest(state, table, renegade, dice, seen=False)
    if target is None:
        _say(events, renegade, "wait", "cannot fire and knows of no one: stays put")
        return
    taken = {z.hex for z in state.zombies.values() if z.hex} | {s.hex for s in state.survivors.values() if s.on_board}

    def cost(a: str, b: str) -> Optional[int]:  # into the target's hex, through no other figure
        return None if b in table.half or (b in taken and b != target[1]) else table.costs[b]
    path = cheapest_path(renegade.hex, target[1], table.neighbours.__getitem__, cost,
                         budget=renegade.mp + FAST_MOVE_DICE)
    if path is None:
        reached = _walk(state, table, renegade, renegade.mp)
        near = min(table.distance(h, target[1]) for h in reached)
        to = min(h for h in reached if table.distance(h, target[1]) == near)
        _move(state, table, renegade, to, "cannot fire and never reloads: closes in on the closest to charge it", events)
        return
    _move(state, table, renegade, target[1], "cannot fire and never reloads: charges the closest", events)
    if target[0] in state.survivors:
        state.reactions += [Reaction("being_charged", target[0], renegade.sid), Reaction("melee", renegade.sid, target[0])]
    else:
        fight(state, renegade, dice, events)


def _move(state: AtzState, table: Table, renegade: Survivor, to: str, why: str, events: list[Event]) -> None:
    _say(events, renegade, "move", why)
    if to != renegade.hex:
        events.append(Event("move", "ATZ 10.2", f"{renegade.name} moves {renegade.hex} -> {to}",
                            {"survivor": renegade.sid, "from": renegade.hex, "to": to}))
        renegade.hex = to
        queue_sightings(state, table, renegade)


def _say(events: list[Event], renegade: Survivor, choice: str, why: str) -> None:
    events.append(Event("renegade", "ATZ 10.2", f"{renegade.name} {why}",
                        {"survivor": renegade.sid, "choice": choice, "reason": why}))
