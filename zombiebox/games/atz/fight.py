"""Fire, melee and Being Charged applied to the state (ATZ 8.1, 8.3, 9.1, 9.1.1); the dice arithmetic is
combat.py's."""
from __future__ import annotations

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice
from zombiebox.core.words import plural

from .boards import CLEAR, Table
from .combat import Target, fire_dice, hit_targets, melee, needed, out_of_ammo, ranged_fire, successes
from .data import REACTION_DICE, RUNAWAY_EXTRA_MP, WEAPON, ZOMBIE_MELEE_DICE
from .rivals import as_target, figure_hex, hostile, is_survivor
from .state import AtzState, Survivor, Zombie
from .zombies import step


def zombies_in(state: AtzState, hex_: str) -> list[str]:
    """The zombies in a hex, fastest first, then in counter order: where the book gives no choice of
    zombie (a melee's hit, 8.3; fire at chargers, 9.1; the cure, 12.0) the fastest is the one (rulings)."""
    return [z.zid for z in sorted((z for z in state.zombies.values() if z.hex == hex_), key=_fastest_first)]


def _fastest_first(zombie: Zombie) -> tuple[int, int]:
    return -zombie.mp, int(zombie.zid[1:])


def zombie_hexes(state: AtzState) -> set[str]:
    """Every hex holding a zombie."""
    return {z.hex for z in state.zombies.values() if z.hex}


def can_fire(survivor: Survivor) -> bool:
    """ATZ 8.1: an in-hand weapon that fires and is not out of ammo."""
    weapon = WEAPON.get(survivor.in_hand)
    return weapon is not None and weapon.fire_dice > 0 and not weapon.per_figure \
        and survivor.in_hand not in survivor.out_of_ammo


def kill(state: AtzState, zid: str, by: Survivor) -> None:
    """A dead zombie's counter goes back into the Cup of Zombies (rulings); its killer's player counts it
    (13.0: five for a Glory Point)."""
    state.zombies[zid].hex = ""
    state.cup.append(zid)
    if zid in state.held:  # 12.0 The Cure: no longer held round the clinic
        state.held.remove(zid)
    state.killed += 1
    state.kills[by.player] = state.kills.get(by.player, 0) + 1


def wound(state: AtzState, survivor: Survivor, wounds: int, rule: str, events: list[Event],
          by: Survivor | None = None) -> None:
    """ATZ 3.1.2: the wound marker moves right; on Flip the counter turns over; on the skull, dead. An
    enemy survivor's killer's player counts it (13.0: a Glory Point)."""
    was_wounded = survivor.wounded
    survivor.wounds += wounds
    text = f"{survivor.name} takes {plural(wounds, 'wound')}"
    if survivor.wounds >= survivor.card.dead_at:
        text += " and dies"
        survivor.hex = ""
        state.dead.append(survivor.sid)
        if by is not None and hostile(state, by, survivor):
            state.enemies_killed[by.player] = state.enemies_killed.get(by.player, 0) + 1
    elif survivor.wounded and not was_wounded:
        text += " and is flipped to the wounded side"
    events.append(Event("wound", rule, text, {"survivor": survivor.sid, "wounds": survivor.wounds}))


def shoot(state: AtzState, table: Table, survivor: Survivor, targets: list[str], dice: Dice, events: list[Event],
          shots: int | None = None, panic: bool = False, rule: str = "ATZ 8.1", rushed: bool = False,
          hits: list[str] | None = None) -> list[str]:
    """Fire the in-hand weapon at the figures `targets` (first target first): roll, apply the Ranged Combat
    Table (a survivor's cover and vest, a rushed shot, 9.3), leave the Shot counter (4.2), flip to out of
    ammo on two 1s or after panic fire (8.1.7, 8.1.8) unless an Ammo counter is discarded (8.1.7.1). A hit
    kills a zombie and wounds a survivor once (rulings); with `hits` given, the survivors hit are put there
    to be wounded later (9.3: shots fired at once). Returns the survivors fired at and missed (9.2)."""
    weapon = WEAPON[survivor.in_hand]
    how = fire_dice(weapon, shots if weapon.choose else None, survivor.scoped == weapon.key, panic)
    rolled = dice.roll(how.roll)
    columns = [as_target(state, table, f) for f in targets]
    results = ranged_fire(survivor.rep, rolled, columns, keep=weapon.keep, rushed=rushed)
    hexes = [figure_hex(state, f) for f in targets]
    hit = [targets[i] for i in hit_targets(results)]
    killed = [f for f in hit if not is_survivor(f)]
    for zid in killed:
        kill(state, zid, survivor)
    if how.shot:
        state.shots[survivor.hex] = state.shots.get(survivor.hex, 0) + how.shot
    data = {"survivor": survivor.sid, "dice": rolled, "killed": killed, "shot": how.shot,
            "targets": hexes, "results": per_die(survivor.rep, results, columns, rushed)}
    text = f"{survivor.name} fires the {weapon.name}: {rolled} -> {[r.total for r in results]}: "
    people = [f for f in targets if is_survivor(f)]
    if people:  # only fire at survivors says more: the log and the data of fire at zombies stay as they were
        wounded = [f for f in hit if is_survivor(f)]
        data.update(wounded=wounded, rushed=rushed)
        parts = [f"{state.survivors[f].name} {'hit' if f in wounded else 'missed'}" for f in people]
        parts += [f"{plural(len(killed), 'zombie')} killed"] if killed else []
        text += ", ".join(parts) + (" (a rushed shot)" if rushed else "")
    else:
        text += f"{plural(len(killed), 'zombie')} killed"
    events.append(Event("fire", rule, text, data, reveals=True))
    for sid in people:
        if sid in hit:
            if hits is None:
                wound(state, state.survivors[sid], 1, rule, events, by=survivor)
            else:
                hits.append(sid)
    if out_of_ammo(rolled, how.panic):
        reload_or_flip(survivor, events)
    return [sid for sid in people if sid not in hit and state.survivors[sid].on_board]


def per_die(rep: int, results, columns: list[Target], rushed: bool = False) -> list[dict]:
    """Each die kept, highest first, against the target the Ranged Combat Table gave it (ATZ 8.1): the die,
    its total, the target's place in the event's `targets`, the total it needed and whether it hit."""
    return [{"die": r.total - rep, "total": r.total, "target": r.target,
             "needs": needed(r.target + 1, columns[r.target], rushed), "hit": r.hit} for r in results]


def reload_or_flip(survivor: Survivor, events: list[Event]) -> None:
    if "ammo" in survivor.gear:  # 8.1.7.1: discarded at once, no action
        survivor.gear.remove("ammo")
        events.append(Event("ammo", "ATZ 8.1.7.1", f"{survivor.name} discards the Ammo counter and reloads",
                            {"survivor": survivor.sid}))
        return
    survivor.out_of_ammo.append(survivor.in_hand)
    events.append(Event("out_of_ammo", "ATZ 8.1.7", f"{survivor.name}'s {WEAPON[survivor.in_hand].name} is "
                        "out of ammo", {"survivor": survivor.sid, "weapon": survivor.in_hand}))


def grenade_targets(state: AtzState, survivor: Survivor, hex_: str) -> list[str]:
    """ATZ 8.1.6: the targets in the hex, zombies (in counter order) then enemy survivors; a friend is no
    target (rulings)."""
    return zombies_in(state, hex_) + [s.sid for s in state.survivors.values()
                                      if s.on_board and s.hex == hex_ and hostile(state, survivor, s)]


def throw_grenade(state: AtzState, table: Table, survivor: Survivor, hex_: str, dice: Dice,
                  events: list[Event]) -> list[str]:
    """ATZ 8.1.6: one die for each target (zombie or survivor) in the adjacent hex, each a first target (a
    survivor's cover and vest count, 8.1); one Shot 1 counter in the impact hex (4.2); the grenade is used
    up (rulings). A hit kills a zombie and wounds a survivor once. Returns the survivors missed (9.2)."""
    targets = grenade_targets(state, survivor, hex_)
    rolled = dice.roll(len(targets))
    results = ranged_fire(survivor.rep, rolled, [as_target(state, table, f) for f in targets], per_figure=True)
    hit = [targets[i] for i in hit_targets(results)]
    killed = [f for f in hit if not is_survivor(f)]
    wounded = [f for f in hit if is_survivor(f)]
    for zid in killed:
        kill(state, zid, survivor)
    state.shots[hex_] = state.shots.get(hex_, 0) + 1
    if survivor.in_pack == "grenade":
        survivor.in_pack = ""
    else:
        survivor.in_hand = ""
    text = f"{survivor.name} throws a grenade into {hex_}: {rolled}: {plural(len(killed), 'zombie')} killed"
    data = {"survivor": survivor.sid, "hex": hex_, "dice": rolled, "killed": killed}
    people = [f for f in targets if is_survivor(f)]
    if people:  # as with fire (shoot): a grenade at zombies alone logs as it did
        data["wounded"] = wounded
        text += "".join(f", {state.survivors[f].name} {'hit' if f in wounded else 'missed'}" for f in people)
    events.append(Event("grenade", "ATZ 8.1.6", text, data, reveals=True))
    for sid in wounded:
        wound(state, state.survivors[sid], 1, "ATZ 8.1.6", events, by=survivor)
    return [f for f in people if f not in wounded and state.survivors[f].on_board]


def fight(state: AtzState, survivor: Survivor, dice: Dice, events: list[Event]) -> None:
    """ATZ 8.3: one round of melee between a survivor and the zombies in its hex."""
    zombies = zombies_in(state, survivor.hex)
    if not zombies or not survivor.on_board:
        return
    mine, theirs = dice.roll(survivor.melee_dice), dice.roll(len(zombies) * ZOMBIE_MELEE_DICE)
    result = melee(survivor.rep, mine, theirs)
    text = (f"{survivor.name} melees {plural(len(zombies), 'zombie')} in {survivor.hex}: {mine} against {theirs}, "
            f"{result.survivor} to {result.zombies} successes")
    events.append(Event("melee", "ATZ 8.3", text, {"survivor": survivor.sid, "dice": mine, "zombie_dice": theirs,
                                             "rep": survivor.rep},
                        reveals=True))
    if result.zombies_killed:
        kill(state, zombies[0], survivor)
        events.append(Event("zombie_killed", "ATZ 8.3", f"a zombie in {survivor.hex} is killed",
                            {"zombie": zombies[0]}))
    if result.wounds:
        wound(state, _wounded_for(state, survivor), result.wounds, "ATZ 8.3", events)


def _wounded_for(state: AtzState, survivor: Survivor) -> Survivor:
    """12.0 The Cure: the survivor the Professor cured takes the wounds he would (until it is removed)."""
    if survivor.card.skill == "cure" and state.cured and state.cured not in state.dead:
        return state.survivors[state.cured]
    return survivor


def melee_rivals(state: AtzState, dice: Dice, events: list[Event]) -> None:
    """ATZ 8.3 in every hex holding enemy survivors (5.2: after the zombies' impulse, as with zombies)."""
    for a in list(state.survivors.values()):
        for b in list(state.survivors.values()):
            if a.on_board and b.on_board and a.hex == b.hex and a.sid < b.sid and hostile(state, a, b):
                fight_rival(state, a, b, dice, events)


def fight_rival(state: AtzState, a: Survivor, b: Survivor, dice: Dice, events: list[Event]) -> None:
    """ATZ 8.3 between enemy survivors: each rolls its melee dice against its own Rep; more successes
    inflict a hit, one wound, on the other; a tie does nothing and both stay in the hex (rulings)."""
    rolled_a, rolled_b = dice.roll(a.melee_dice), dice.roll(b.melee_dice)
    mine, theirs = successes(a.rep, rolled_a), successes(b.rep, rolled_b)
    events.append(Event("melee", "ATZ 8.3", f"{a.name} melees {b.name} in {a.hex}: {rolled_a} against "
                        f"{rolled_b}, {mine} to {theirs} successes",
                        {"survivor": a.sid, "enemy": b.sid, "dice": rolled_a, "enemy_dice": rolled_b,
                         "rep": a.rep, "enemy_rep": b.rep}, reveals=True))
    if mine != theirs:
        wound(state, b if mine > theirs else a, 1, "ATZ 8.3", events, by=a if mine > theirs else b)


def being_charged(survivor: Survivor, terrain: str, chargers: int, dice: Dice, events: list[Event]) -> str:
    """ATZ 9.1: a Grunt's Being Charged test: "fire" (then melee), "melee" or "runaway"."""
    rolled = dice.roll(REACTION_DICE)
    passed = successes(survivor.rep, rolled)
    covered = terrain != CLEAR
    if passed == 2:
        result = "fire" if can_fire(survivor) else "melee"
    elif passed == 1:
        if covered:
            result = "fire" if can_fire(survivor) else "melee"
        else:
            result = "runaway" if chargers >= 3 else "melee"
    else:
        result = "melee" if covered else "runaway"
    events.append(Event("being_charged", "ATZ 9.1", f"{survivor.name} takes the Being Charged test: "
                        f"{rolled}, passes {passed}d6: {result}", {"survivor": survivor.sid, "dice": rolled,
                                                                   "result": result}, reveals=True))
    return result


def runaway(state: AtzState, table: Table, survivor: Survivor, dice: Dice, events: list[Event]) -> bool:
    """ATZ 9.1.1: straight away in a random direction at Fast Move pace (MP + 2) until the MPs are spent or
    it enters a building or rough hex; never through zombies (publisher's ruling), never off the board,
    never stopping on a friend. Returns True if it entered a building (the caller draws its card)."""
    direction = dice.die()
    left, path = survivor.mp + RUNAWAY_EXTRA_MP, []
    here = survivor.hex
    while True:
        there = step(table, here, direction)
        if there is None or there in table.half or zombies_in(state, there) or table.enter_cost(there) > left:
            break
        left -= table.enter_cost(there)
        path.append(there)
        here = there
        if table.terrain[there] != CLEAR:
            break
    friends = {s.hex for s in state.survivors.values() if s.on_board and s.sid != survivor.sid}
    while path and path[-1] in friends:
        path.pop()
    events.append(Event("runaway", "ATZ 9.1.1", f"{survivor.name} runs away (direction {direction}) to "
                        f"{path[-1] if path else survivor.hex}", {"survivor": survivor.sid, "direction": direction,
                                                                  "path": [survivor.hex] + path}, reveals=True))
    if not path:
        return False
    survivor.hex = path[-1]
    return table.terrain[survivor.hex] == "building"
