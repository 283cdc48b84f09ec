"""All Things Zombie rules engine: the survivors against the zombies, solo or co-op (ATZ 5.0-11.0, 12.0's
first scenario, 14.0's skirmish). The zombies are played by the rules (6.3, 11.0); every choice the
rulebook gives a survivor's owner is an action at a decision point."""
from __future__ import annotations

import copy
from typing import Iterator, Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER, AutoStep, DecisionPoint, FlowRules, Move, Section, only_answer
from zombiebox.core.geometry import CostField
from zombiebox.core.rules import Option, Outcome
from zombiebox.core.words import plural

from . import purchase
from .boards import BOARDS, BUILDING, Table, load_map, load_table, table_of
from .buildings import building_words, draw_zombie_card, enter_building, marked, place_from_cup, search
from .data import (FAST_MOVE_DICE, GEAR_BOXES, GENERIC, REACTION_DICE, SIGHT, SKIRMISH_TURNS, SURVIVORS,
                   WEAPON, ZOMBIE_REP, ZOMBIES, zombie_counters)
from .fight import (being_charged, can_fire, fight, grenade_targets, melee_rivals, runaway, shoot, throw_grenade,
                    zombie_hexes, zombies_in)
from .queries import BoardQueries
from .reactions import (Reaction, Reactions, after_fire, charge_path, note_sightings, pending_reaction, queue_sightings,
                        react_words, reaction_point)
from .renegade import Renegade, renegades
from .rivals import RENEGADE, enemies_in, enemies_of, figure_hex
from .scenarios import CURE, ENEMY, PROFESSOR, SCENARIO
from .setup import BANDS, BULLETS, BULLETS_NAME, BUY_BAND, BUY_GEAR, READY_GEAR, SCENARIOS, SKIRMISH, band_name, \
    bullets_named, entry_hexes, exit_hexes, new_game, player_seats, scenario_name
from .state import TO, AtzState, Impulse, Survivor
from .turn import SCENARIO_TURN_LIMIT, acting, acting_seat, check_over, eligible, finish_impulse, follow, friends_at, \
    next_side
from .zombies import generate, generate_on_entry, move_zombies

ZOMBIE_COUNT = len(zombie_counters())
PHASES = (purchase.BUY, "setup", "enter", "initiative", "charged", "end", "over")  # ATZ 5.1; each side's are its own


# --- the sections of the rulebook, each declaring its decision points and steps ------------------------

class Turn(Section):
    """ATZ 5.1-5.2, 11.0, 12.0: a turn: the bands enter the board (or set up on it), initiative, each side's
    survivors activated one at a time, the end of the turn."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("activate", self._activate_rule, self._activate_prompt, acting_seat, self._activate_legal,
                          (Move("impulse", self._impulse, {"who": str}, words="{who:survivor} takes an impulse"),
                           Move("drugs", self._drugs, {"who": str}, words="{who:survivor} uses drugs (+1 to act)"),
                           Move("done", self._done, words="end the survivors' activation")),
                          forced=only_answer(self._activate_legal)),
            DecisionPoint("set_up", "ATZ 12.0", self._set_up_prompt, acting_seat, self._set_up_legal,
                          (Move("set_up", self._set_up, {"who": str, "at": str},
                                words="{who:survivor} sets up in {at}"),)),
            AutoStep("entry_zombies", "ATZ 11.0", self._entry_zombies),
            AutoStep("initiative", "ATZ 5.2", self._initiative),
            AutoStep("end_turn", "ATZ 5.1, 11.0", self._end_turn),
        )

    def _activate_rule(self, state: AtzState) -> str:
        return "ATZ 11.0, 5.2" if state.phase == "enter" else "ATZ 5.2, 3.1.1"

    def _activate_prompt(self, state: AtzState) -> str:
        if state.phase == "enter":
            edge = state.entries.get(acting_seat(state), state.entry_side)
            return f"choose a survivor to enter the board by the {edge} edge"
        return f"turn {state.turn}, survivors' die {state.survivor_die}: choose who takes an impulse"

    def _activate_legal(self, state: AtzState) -> list[Action]:
        out = [Action.of("impulse", who=s.sid) for s in state.survivors.values() if eligible(state, s)]
        if state.phase in state.players:
            out += [Action.of("drugs", who=s.sid) for s in state.survivors.values()
                    if s.on_board and "drugs" in s.gear and s.sid not in state.done and s.player == state.phase]
            out.append(Action.of("done"))
        return out

    def _impulse(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = state.survivors[action["who"]]
        state.impulse = Impulse(survivor.sid, survivor.mp)
        events.append(Event("impulse", "ATZ 5.2", f"{survivor.name} takes an impulse", {"survivor": survivor.sid}))

    def _drugs(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = state.survivors[action["who"]]  # 4.5: into the Rep box, +1 for the turn
        survivor.gear.remove("drugs")
        survivor.drugged = True
        events.append(Event("drugs", "ATZ 4.5", f"{survivor.name} uses drugs: initiative +1 this turn",
                            {"survivor": survivor.sid}))

    def _done(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        events.append(Event("activation_over", "ATZ 5.2", "the survivors' activation is over", {}))
        next_side(state)

    def _set_up_prompt(self, state: AtzState) -> str:
        scenario = SCENARIO[state.scenario]
        return f"{scenario.name}: set up each survivor, {scenario.placing}"

    def _set_up_legal(self, state: AtzState) -> list[Action]:
        hexes = SCENARIO[state.scenario].place_hexes(state, table_of(state))
        return [Action.of("set_up", who=s.sid, at=h) for s in state.survivors.values() if not s.hex for h in hexes]

    def _set_up(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = state.survivors[action["who"]]
        survivor.hex = action["at"]
        events.append(Event("set_up", "ATZ 12.0", f"{survivor.name} sets up in {survivor.hex}",
                            {"survivor": survivor.sid, "to": survivor.hex}))

    def _entry_zombies(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        table = table_of(state)  # 11.0: 6d6 for each survivor once they have entered
        opening = SCENARIO[state.scenario].opening_zombies if state.scenario in SCENARIO else generate_on_entry
        opening(state, table, dice, events)
        state.turn, state.phase, state.done = max(state.turn, 1), "initiative", []  # 12.0: or a later board's

    def _initiative(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        table = table_of(state)
        state.beside_star = [f"{g.sid}:{s.sid}" for g in state.survivors.values() for s in state.survivors.values()
                             if g.on_board and s.on_board and not g.card.star and s.card.star
                             and g.player == s.player and s.hex in table.neighbours[g.hex]]  # 3.1.1: at the start of the turn
        note_sightings(state, table)  # 9.3: who sees whom as the turn starts
        if len(state.players) > 1 or renegades(state):  # 10.2: a renegade rolls its own die
            self._sides_initiative(state, dice, events)
            return
        while True:  # 5.2: equal dice are rolled again
            state.survivor_die, state.zombie_die = dice.die(), dice.die()
            if state.survivor_die != state.zombie_die:
                break
        state.order = [SURVIVORS, ZOMBIES] if state.survivor_die > state.zombie_die else [ZOMBIES, SURVIVORS]
        state.phase, state.first, state.done = state.order[0], state.order[0], []
        events.append(Event("initiative", "ATZ 5.2", f"turn {state.turn}: survivors {state.survivor_die}, zombies "
                            f"{state.zombie_die}: the {state.order[0]} go first",
                            {"survivors": state.survivor_die, "zombies": state.zombie_die}, reveals=True))

    def _sides_initiative(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        """5.2 for more than two sides (rulings): each player and the zombies roll a die, which says who of
        that side may act; sides with equal dice roll again between them, the higher going first."""
        sides = state.players + [ZOMBIES] + ([RENEGADE] if renegades(state) else [])
        state.initiative = {side: dice.die() for side in sides}
        order_key = {side: (state.initiative[side],) for side in sides}
        tied = [side for side in sides if sum(state.initiative[o] == state.initiative[side] for o in sides) > 1]
        while tied:
            for side in tied:
                order_key[side] += (dice.die(),)
            tied = [side for side in tied if sum(order_key[o] == order_key[side] for o in tied) > 1]
        state.order = sorted(sides, key=lambda side: order_key[side], reverse=True)
        state.zombie_die = state.initiative[ZOMBIES]
        state.phase, state.first, state.done = state.order[0], state.order[0], []
        if state.phase in state.initiative and state.phase != ZOMBIES:
            state.survivor_die = state.initiative[state.phase]
        dice_text = ", ".join(f"{side} {state.initiative[side]}" for side in sides)
        events.append(Event("initiative", "ATZ 5.2", f"turn {state.turn}: {dice_text}: in the order "
                            f"{', '.join(state.order)}", {"dice": dict(state.initiative), "order": list(state.order)},
                            reveals=True))

    def _end_turn(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        table = table_of(state)
        for hex_, count in sorted(state.shots.items()):  # 11.0: one die a shot, then the markers go
            generate(state, table, hex_, count, dice, events, "ATZ 11.0")
        state.shots = {}
        for survivor in state.survivors.values():
            survivor.drugged = False  # 4.5: removed at the end of the turn
        state.turn += 1
        state.phase = "initiative"
        if state.scenario in SCENARIO:
            SCENARIO[state.scenario].turn_ends(state, events)
        check_over(state)


class Impulses(Section):
    """ATZ 5.2, 6.0-8.2, 10.1: a survivor's impulse (moving, firing, searching and the rest an impulse may do),
    the targets it aims at, and a surprise in a building."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("impulse", "ATZ 5.2, 7.0", self._impulse_prompt, acting_seat, self._impulse_legal,
                          (Move("step", self._step, {"to": str}, words="move to {to} ({to:mp} MP)"),
                           Move("fast", self._fast, words="try a Fast Move"), *self._fire_moves(),
                           Move("grenade", self._grenade, {"at": str}, words="throw a grenade in {at}"),
                           Move("reload", self._reload, words="reload"),
                           Move("switch", self._switch, words="switch weapons"),
                           Move("search", self._search, words="search the building"),
                           Move("medkit", self._medkit, {"who": str}, words="use the medkit on {who:survivor}"),
                           Move("attach", self._attach, words="attach the scope"),
                           Move("charge", self._charge, words="charge (Wanting to Charge)"),
                           Move("scout", self._scout, {"at": str}, words="scout the building at {at}"),
                           Move("heal", self._heal, {"who": str}, words="tend {who:survivor}'s wounds"),
                           Move("give", self._give, {"what": str, "who": str},
                                words="give the {what} to {who:survivor}"),
                           Move("exit", self._exit, words="escape off the board"),
                           Move("end", self._end, words="end the impulse")),
                          explain=self._impulse_why),
            DecisionPoint("aim", "ATZ 8.1", self._aim_prompt, acting_seat, self._aim_legal,
                          (Move("aim", self._aim, {"at": str}, {"who": str, "zombie": str}, words=_aim_words),
                           Move("shoot", self._shoot, words="shoot")),
                          canonical=self._aim_canonical, explain=self._aim_why),
            DecisionPoint("surprise", "ATZ 10.1", self._surprise_prompt, acting_seat, self._surprise_legal,
                          (*self._fire_moves(), Move("back", self._back, words="back out"),
                           Move("melee", self._melee_now, words="melee"))),
        )

    def _fire_moves(self) -> tuple[Move, Move]:
        """8.1 fire and 8.1.8 panic fire, at an impulse and when surprised (10.1)."""
        return (Move("fire", self._fire, {"shots": int}, words=lambda s, a: f"fire: {plural(a['shots'], 'shot')}"),
                Move("panic_fire", self._fire, {"shots": int}, words=lambda s, a: f"panic fire: {plural(a['shots'], 'shot')}"))

    def _impulse_prompt(self, state: AtzState) -> str:
        s, imp = acting(state), state.impulse
        where = s.hex or "off the board"
        return f"{s.name} in {where}: {imp.mp_left} MP left, {'action spent' if imp.acted else 'one action'}"

    def _steps(self, state: AtzState, table: Table, survivor: Survivor) -> list[str]:
        imp = state.impulse
        if not survivor.hex:  # entering: any hex of the entry edge, half-hexes included
            options = entry_hexes(state, table, survivor.player)
        else:
            options = [n for n in table.neighbours[survivor.hex] if n not in table.half]
        out, zombies = [], zombie_hexes(state)
        for hex_ in options:
            cost = table.enter_cost(hex_)
            if cost > imp.mp_left:
                continue
            if hex_ in zombies and not (imp.charging or hex_ == imp.scouted):
                continue  # 9.4: into melee only by a charge
            rivals = enemies_in(state, hex_, survivor)
            if rivals:  # 9.4: into an enemy's hex only by a charge, never where a friend is (publisher's ruling)
                if imp.charging and not any(s.hex == hex_ and s.player == survivor.player
                                            for s in state.survivors.values()):
                    out.append(hex_)
                continue
            if friends_at(state, hex_, survivor.sid):
                # 3.3: through a friend's hex, never stopping there, never where zombies are too
                if hex_ in zombies or not self._can_leave(state, table, survivor, hex_, imp.mp_left - cost, zombies):
                    continue
            out.append(hex_)
        return out

    def _can_leave(self, state: AtzState, table: Table, survivor: Survivor, hex_: str, left: int,
                   zombies: set[str]) -> bool:
        return any(table.enter_cost(n) <= left and not friends_at(state, n, survivor.sid)
                   and n not in table.half and (state.impulse.charging or n not in zombies)
                   for n in table.neighbours[hex_])

    def _impulse_legal(self, state: AtzState) -> list[Action]:
        table = table_of(state)
        survivor, imp = acting(state), state.impulse
        out = [act("step", to=h) for h in self._steps(state, table, survivor)]
        shared = survivor.hex and friends_at(state, survivor.hex, survivor.sid)
        if imp.charging and not imp.fast:
            out.append(Action.of("fast"))  # 9.4: a charger may Fast Move as well, in the same action
        if not imp.acted and not shared:  # 3.3: moving is all a survivor may do in a friend's hex
            if imp.mp_left == survivor.mp and not imp.fast and not imp.came_from:
                out.append(Action.of("fast"))
            if survivor.on_board:
                out += self._action_choices(state, table, survivor)
        if survivor.on_board and not shared and survivor.card.skill == "scout":
            out += [Action.of("scout", at=h) for h in table.neighbours[survivor.hex]
                    if table.terrain[h] == BUILDING and not marked(state, table.building[h])]
        if survivor.on_board and not shared:
            if "scope" in survivor.gear and survivor.in_hand and WEAPON[survivor.in_hand].fire_dice \
                    and survivor.in_hand != "shotgun" and not survivor.scoped:
                out.append(Action.of("attach"))
            scenario = SCENARIO.get(state.scenario)
            if (state.scenario == BULLETS and survivor.hex in exit_hexes(state, table)) or \
                    (scenario is not None and scenario.exits(state, table, survivor)):
                out.append(Action.of("exit"))
            out.append(Action.of("end"))
        elif survivor.on_board and not out:  # 10.2: a survivor found in its hex, and no MPs left to step away
            out.append(Action.of("end"))
        return out

    def _action_choices(self, state: AtzState, table: Table, survivor: Survivor) -> list[Action]:
        out = []
        if self._has_target(state, table, survivor):
            weapon = WEAPON[survivor.in_hand]
            for shots in weapon.choose or (weapon.fire_dice,):
                out += _fire(shots)  # with 8.1.8's panic fire
        if "grenade" in (survivor.in_hand, survivor.in_pack):
            out += [Action.of("grenade", at=n) for n in table.neighbours[survivor.hex]
                    if grenade_targets(state, survivor, n)]  # 8.1.6: a zombie or an enemy survivor there
        if survivor.in_hand in survivor.out_of_ammo:
            out.append(Action.of("reload"))
        if survivor.in_pack:
            out.append(Action.of("switch"))
        building = table.building.get(survivor.hex)
        professor = survivor.card.skill == "cure"  # 12.0: no weapons, no charge; searching is the others'
        if building and building not in state.searched and not zombies_in(state, survivor.hex) and not professor:
            out.append(Action.of("search"))
        patients = [s.sid for s in state.survivors.values() if s.on_board and s.wounds and s.player == survivor.player
                    and (s is survivor or s.hex in table.neighbours[survivor.hex])]
        if "medkit" in survivor.gear:  # 4.6: its carrier or a survivor beside
            out += [Action.of("medkit", who=sid) for sid in patients]
        if not professor and self._can_charge(state, table, survivor):
            out.append(Action.of("charge"))
        if survivor.card.skill == "heal" and not zombies_in(state, survivor.hex):
            out += [Action.of("heal", who=sid) for sid in patients]
        out += self._gifts(state, table, survivor)
        return out

    def _can_charge(self, state: AtzState, table: Table, survivor: Survivor) -> bool:
        """9.4: a zombie hex a charge could reach with a Fast Move (at most two more MPs); zombie hexes
        are walked into, never through. Nearest first: one search usually settles it."""
        if zombies_in(state, survivor.hex) or enemies_in(state, survivor.hex, survivor):
            return False
        if any(charge_path(state, table, survivor, e.hex, state.impulse.mp_left) for e in enemies_of(state, survivor)):
            return True  # 9.4: an enemy survivor within a charge's reach
        zombies = zombie_hexes(state)
        budget = state.impulse.mp_left + FAST_MOVE_DICE

        def cost(a: str, b: str) -> int | None:
            return None if b in table.half or a in zombies else table.costs[b]

        near = sorted((table.distance(survivor.hex, h), h) for h in zombies)
        reach = CostField(survivor.hex, table.neighbours.__getitem__, cost, budget=budget)  # one search for all
        return any(h in reach for d, h in near if d <= budget)  # every hex costs at least one MP

    def _gifts(self, state: AtzState, table: Table, survivor: Survivor) -> list[Action]:
        """7.0: the pack weapon or a piece of gear to an adjacent survivor with room, neither with
        zombies."""
        if zombies_in(state, survivor.hex):
            return []
        out = []
        for friend in state.survivors.values():
            if not friend.on_board or friend.hex not in table.neighbours[survivor.hex] or zombies_in(state, friend.hex) \
                    or friend.player != survivor.player:
                continue
            if survivor.in_pack and survivor.scoped != survivor.in_pack and not (friend.in_hand and friend.in_pack) \
                    and friend.card.skill != "cure":  # 12.0: the Professor carries no weapons
                out.append(Action.of("give", what=survivor.in_pack, who=friend.sid))
            if len(friend.gear) < GEAR_BOXES:
                out += [Action.of("give", what=g, who=friend.sid) for g in sorted(set(survivor.gear))]
        return out

    def _impulse_why(self, state: AtzState, action: Action) -> Optional[tuple[str, str]]:
        if action.kind == "step":
            table, survivor = table_of(state), acting(state)
            to = action["to"].upper()
            if to not in table.cell:
                return f"{action['to']} is not a hex on this table", "ATZ 12.0"
            if survivor.hex and to not in table.neighbours[survivor.hex]:
                return f"{to} is not next to {survivor.hex}", "ATZ 6.0"
            if to in table.half and survivor.hex:
                return "half-hexes are only for entering the board", "ATZ 12.0"
            if zombies_in(state, to) and not state.impulse.charging:
                return "stepping in among zombies is a charge: take the Wanting to Charge test first", "ATZ 9.4"
            if table.enter_cost(to) > state.impulse.mp_left:
                return (f"{to} costs {table.enter_cost(to)} MP and {survivor.name} has "
                        f"{state.impulse.mp_left} left", "ATZ 6.0, 6.1")
            return f"{survivor.name} may pass through a friend's hex but not stop there", "ATZ 3.3"
        if state.impulse.acted and action.kind in ("fast", "fire", "panic_fire", "grenade", "reload", "switch",
                                                    "search", "medkit"):
            return "one action an impulse, and it is spent", "ATZ 7.0"
        return None

    def _step(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        table, survivor, imp = table_of(state), acting(state), state.impulse
        to = action["to"]
        imp.mp_left -= table.enter_cost(to)
        imp.came_from = survivor.hex
        events.append(Event("move", "ATZ 6.0", f"{survivor.name} moves {survivor.hex or 'onto the board'} -> {to}",
                            {"survivor": survivor.sid, "from": survivor.hex, "to": to}))
        survivor.hex = to
        follow(state)
        if state.scenario in SCENARIO:
            SCENARIO[state.scenario].moved(state, table, survivor, dice, events)
        rivals = enemies_in(state, to, survivor)
        if rivals:  # 9.1: the enemy is charged; the melee follows its reaction (reactions.py)
            state.reactions += [Reaction("being_charged", rivals[0], survivor.sid),
                                Reaction("melee", survivor.sid, rivals[0])]
            return
        if zombies_in(state, to):  # 8.3: entering a zombie's hex is a melee; the move ends there
            fight(state, survivor, dice, events)
            finish_impulse(state)
            return
        if table.terrain[to] == BUILDING and not marked(state, table.building[to]):
            surprised = enter_building(state, table, survivor, dice, events, always_surprised=imp.fast)
            if surprised in ("zombies", "enemy"):  # 10.1: surprised, or 10.2: a renegade's melee
                fight(state, survivor, dice, events)
                finish_impulse(state)
            elif surprised == "survivor":
                imp.surprise = True
        queue_sightings(state, table, survivor)  # 9.3: enemies that now see it within six hexes

    def _fast(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor, imp = acting(state), state.impulse  # 6.2: each success one more MP; it is the action
        rolled = dice.roll(FAST_MOVE_DICE)
        extra = sum(d <= survivor.rep for d in rolled)
        imp.mp_left += extra
        imp.acted = imp.fast = True
        events.append(Event("fast_move", "ATZ 6.2", f"{survivor.name} tries a Fast Move: {rolled}, +{extra} MP",
                            {"survivor": survivor.sid, "dice": rolled, "extra": extra}, reveals=True))

    def _fire(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        imp = state.impulse
        imp.firing = "panic" if action.kind == "panic_fire" else "fire"
        imp.shots = action["shots"]
        imp.targets = []

    def _grenade(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        state.impulse.acted = True
        survivor = acting(state)
        missed = throw_grenade(state, table_of(state), survivor, action["at"], dice, events)
        state.reactions += [Reaction("received_fire", sid, survivor.sid) for sid in missed]  # 9.2
        after_fire(state)  # an enemy killed may end the game

    def _reload(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = acting(state)  # 8.1.7: an action
        survivor.out_of_ammo.remove(survivor.in_hand)
        state.impulse.acted = True
        events.append(Event("reload", "ATZ 8.1.7", f"{survivor.name} reloads", {"survivor": survivor.sid}))

    def _switch(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = acting(state)  # 8.1.10: an action; the in-hand weapon goes to the pack
        survivor.in_hand, survivor.in_pack = survivor.in_pack, survivor.in_hand
        state.impulse.acted = True
        events.append(Event("switch", "ATZ 8.1.10", f"{survivor.name} switches to the "
                            f"{WEAPON[survivor.in_hand].name}", {"survivor": survivor.sid}))

    def _search(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        state.impulse.acted = True
        survivor = acting(state)
        search(state, table_of(state), survivor, dice, events)
        if state.scenario in SCENARIO:
            SCENARIO[state.scenario].searched(state, survivor.hex)
        check_over(state)  # 12.0: a scenario may be won by a search

    def _medkit(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor, patient = acting(state), state.survivors[action["who"]]  # 4.6: an action, one wound
        survivor.gear.remove("medkit")
        patient.wounds -= 1
        state.impulse.acted = True
        events.append(Event("medkit", "ATZ 4.6", f"{survivor.name} uses the Medkit: {patient.name} loses "
                            "a wound", {"survivor": survivor.sid, "patient": patient.sid}))

    def _attach(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = acting(state)  # 4.4: for the rest of the scenario
        survivor.gear.remove("scope")
        survivor.scoped = survivor.in_hand
        events.append(Event("scope", "ATZ 4.4", f"{survivor.name} attaches the scope to the "
                            f"{WEAPON[survivor.in_hand].name}", {"survivor": survivor.sid}))

    def _charge(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        """9.4 Wanting to Charge: a Star charges (it chooses its reaction, 3.1.1); a Grunt tests: pass 2d6,
        charge; pass 1d6, fire instead if armed to, else charge; pass 0d6, remain in place."""
        survivor, imp = acting(state), state.impulse
        imp.acted = True
        if survivor.card.star:
            result, text = "charge", f"{survivor.name} (a Star) charges"
        else:
            rolled = dice.roll(REACTION_DICE)
            passed = sum(d <= survivor.rep for d in rolled)
            table = table_of(state)
            armed = self._has_target(state, table, survivor)
            result = "charge" if passed == 2 or (passed == 1 and not armed) else ("fire" if passed == 1 else "remain")
            text = f"{survivor.name} wants to charge: {rolled}, passes {passed}d6: {result}"
        events.append(Event("wanting_to_charge", "ATZ 9.4", text, {"survivor": survivor.sid, "result": result},
                            reveals=not survivor.card.star))
        if result == "charge":
            imp.charging = True
        elif result == "fire":
            weapon = WEAPON[survivor.in_hand]
            imp.firing, imp.shots, imp.targets = "fire", max(weapon.choose or (weapon.fire_dice,)), []
        else:
            imp.mp_left = 0

    def _scout(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        """Too Tall's skill (publisher's FAQ): draw the building's Zombie Card, mark it Entered, put the
        zombies in the hex she would enter; she may then enter with no Wanting to Charge test."""
        table, survivor = table_of(state), acting(state)
        hex_ = action["at"]
        card = draw_zombie_card(state, dice)
        state.entered.append(table.building[hex_])
        placed = place_from_cup(state, hex_, card, dice)
        state.impulse.scouted = hex_
        events.append(Event("scout", "ATZ 3.1.2", f"{survivor.name} scouts {building_words(table, hex_)}: "
                            f"{plural(len(placed), 'zombie')} inside", {"survivor": survivor.sid, "hex": hex_,
                                                                "zombies": placed}, reveals=True))

    def _heal(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        """Buffy's skill (publisher's FAQ): an action; one success on 2d6 against her Rep heals a wound."""
        survivor, patient = acting(state), state.survivors[action["who"]]
        state.impulse.acted = True
        rolled = dice.roll(REACTION_DICE)
        healed = any(d <= survivor.rep for d in rolled)
        if healed:
            patient.wounds -= 1
        events.append(Event("heal", "ATZ 3.1.2", f"{survivor.name} tends {patient.name}: {rolled}, "
                            + ("a wound healed" if healed else "no luck"), {"survivor": survivor.sid,
                                                                            "patient": patient.sid, "dice": rolled},
                            reveals=True))

    def _give(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor, friend = acting(state), state.survivors[action["who"]]  # 7.0: an action
        what = action["what"]
        if what in WEAPON:
            survivor.in_pack = ""
            if what in survivor.out_of_ammo:
                survivor.out_of_ammo.remove(what)
                friend.out_of_ammo.append(what)
            if friend.in_hand:
                friend.in_pack = what
            else:
                friend.in_hand = what
        else:
            survivor.gear.remove(what)
            friend.gear.append(what)
        state.impulse.acted = True
        events.append(Event("give", "ATZ 7.0", f"{survivor.name} gives {friend.name} the {what}",
                            {"survivor": survivor.sid, "friend": friend.sid, "what": what}))

    def _exit(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = acting(state)  # 12.0: escape off the edge of the board
        events.append(Event("escape", "ATZ 12.0", f"{survivor.name} escapes off the board from {survivor.hex}",
                            {"survivor": survivor.sid}))
        survivor.hex = "off"
        follow(state)
        state.escaped.append(survivor.sid)
        finish_impulse(state)
        check_over(state)

    def _end(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        finish_impulse(state)

    def _has_target(self, state: AtzState, table: Table, survivor: Survivor) -> bool:
        """8.1: a figure in range and sight of the in-hand weapon (the sight lines past the first not drawn)."""
        return can_fire(survivor) and next(self._targets(state, table, survivor, []), None) is not None

    def _targets(self, state: AtzState, table: Table, survivor: Survivor, aimed: list[str]) -> Iterator[str]:
        """Hexes holding a zombie or an enemy survivor not yet aimed at, in range and sight; the first target
        anywhere, the next in an aimed hex or one next to it (8.1: each target next to another), a
        shotgun's all in one hex (8.1). In hex order, each worked out as it is read."""
        weapon = WEAPON[survivor.in_hand]
        aimed_hexes = {figure_hex(state, f) for f in aimed}
        figures = {z.hex for z in state.zombies.values() if z.hex and z.zid not in aimed}
        figures |= {s.hex for s in enemies_of(state, survivor) if s.sid not in aimed and s.hex != survivor.hex}
        for hex_ in sorted(figures):
            if table.distance(survivor.hex, hex_) > weapon.range or not table.in_sight(survivor.hex, hex_, state.sight):
                continue
            if aimed_hexes and hex_ not in aimed_hexes:
                if weapon.keep or not any(hex_ in table.neighbours[h] for h in aimed_hexes):
                    continue
            yield hex_

    def _aim_prompt(self, state: AtzState) -> str:
        imp = state.impulse
        return f"{acting(state).name} aims: {plural(len(imp.targets), 'target')} of up to {self._max_targets(state)}"

    def _max_targets(self, state: AtzState) -> int:
        weapon = WEAPON[acting(state).in_hand]
        return weapon.keep or state.impulse.shots

    def _aim_legal(self, state: AtzState) -> list[Action]:
        imp = state.impulse
        out = []
        if len(imp.targets) < self._max_targets(state):
            survivor = acting(state)
            for h in self._targets(state, table_of(state), survivor, imp.targets):
                kinds = self._zombie_kinds(state, h)
                if len(kinds) == 1:  # alike: any of them
                    out.append(Action.of("aim", at=h))
                else:  # 8.1: the firer picks the target: one of each speed (3.2: MPs differ)
                    out += [Action.of("aim", at=h, zombie=z) for z in kinds]
                out += [Action.of("aim", at=h, who=e) for e in enemies_in(state, h, survivor) if e not in imp.targets]
        if imp.targets:
            out.append(Action.of("shoot"))
        return out

    def _zombie_kinds(self, state: AtzState, hex_: str) -> list[str]:
        """The first zombie of each speed in the hex not yet aimed at, fastest first."""
        out, speeds = [], set()
        for zid in zombies_in(state, hex_):
            if zid not in state.impulse.targets and state.zombies[zid].mp not in speeds:
                speeds.add(state.zombies[zid].mp)
                out.append(zid)
        return out

    def _aimed_zombie(self, state: AtzState, action: Action) -> str:
        return action.get("zombie") or self._zombie_kinds(state, action["at"])[0]

    def _aim_canonical(self, state: AtzState, action: Action, legal: list[Action]) -> Optional[Action]:
        """A zombie named that is alike (of the same speed) to a listed one in its hex stands for it."""
        zombie = state.zombies.get(action.get("zombie") or "")
        if zombie is None or action.get("who") or zombie.hex != action["at"]:
            return None
        return next((a for a in legal if a.kind == "aim" and a["at"] == zombie.hex and not a.get("who")
                     and state.zombies[self._aimed_zombie(state, a)].mp == zombie.mp), None)

    def _aim_why(self, state: AtzState, action: Action) -> Optional[tuple[str, str]]:
        kinds = self._zombie_kinds(state, action["at"]) if action.kind == "aim" and not action.get("zombie") \
            and not action.get("who") else []
        if len(kinds) > 1 and any(a["at"] == action["at"] for a in self._aim_legal(state) if a.kind == "aim"):
            names = " or ".join(state.zombies[z].name for z in kinds)
            return f"the zombies in {action['at']} are not alike: name the one to aim at ({names})", "ATZ 8.1, 3.2"
        return None

    def _aim(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        imp = state.impulse  # the zombie named (or any of the hex's, all alike) or the enemy survivor named
        imp.targets.append(action.get("who") or self._aimed_zombie(state, action))

    def _shoot(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        imp, survivor = state.impulse, acting(state)
        missed = shoot(state, table_of(state), survivor, imp.targets, dice, events, shots=imp.shots,
                       panic=imp.firing == "panic")
        state.reactions += [Reaction("received_fire", sid, survivor.sid) for sid in missed]  # 9.2
        imp.firing, imp.targets, imp.acted = "", [], True
        after_fire(state)
        if imp.surprise:  # 10.1: fire, then the melee with what is left
            imp.surprise = False
            fight(state, survivor, dice, events)
            finish_impulse(state)

    def _surprise_prompt(self, state: AtzState) -> str:
        return f"{acting(state).name} surprised the zombies: fire, back out, or melee"

    def _surprise_legal(self, state: AtzState) -> list[Action]:
        survivor, imp = acting(state), state.impulse
        out = []
        if not imp.acted and can_fire(survivor):
            weapon = WEAPON[survivor.in_hand]
            for shots in weapon.choose or (weapon.fire_dice,):
                out += _fire(shots)
        if imp.came_from and not friends_at(state, imp.came_from, survivor.sid):
            out.append(Action.of("back"))
        out.append(Action.of("melee"))
        return out

    def _back(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor, imp = acting(state), state.impulse  # 10.1: back to the hex it came from
        events.append(Event("back_out", "ATZ 10.1", f"{survivor.name} backs out to {imp.came_from}",
                            {"survivor": survivor.sid, "to": imp.came_from}))
        survivor.hex = imp.came_from
        follow(state)
        imp.surprise, imp.mp_left = False, 0  # rulings: backing out ends the move

    def _melee_now(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        state.impulse.surprise = False
        fight(state, acting(state), dice, events)
        finish_impulse(state)


class Melee(Section):
    """ATZ 5.2, 6.3, 8.3, 9.1, 12.0: the zombies' impulse, the survivors they charge (a Star chooses how to
    react), the melee, and the Professor's cure."""

    def declare(self) -> tuple:
        return (
            AutoStep("zombie_impulse", "ATZ 5.2, 6.3", self._zombie_impulse),
            AutoStep("charge_test", "ATZ 9.1", self._charge_test),
            DecisionPoint("charged", "ATZ 9.1", self._charged_prompt, acting_seat, self._charged_legal,
                          (Move("react", self._react, {"with": str}, words=react_words),)),
            DecisionPoint("cure", "ATZ 12.0", self._cure_prompt, acting_seat, self._cure_legal,
                          (Move("cure", self._cure, words="try the cure (once a game)"),
                           Move("melee", self._melee_professor, words="melee"))),
            AutoStep("melee", "ATZ 5.2, 8.3", self._melee_all),
        )

    def _zombie_impulse(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        if state.zombie_die > ZOMBIE_REP:  # 5.2: every zombie is Rep 4
            events.append(Event("zombies_idle", "ATZ 5.2", f"the zombies rolled {state.zombie_die}: none activate", {}))
            next_side(state)
            return
        table, scenario = table_of(state), SCENARIO.get(state.scenario)
        if scenario is not None:
            scenario.activation(state, table, dice, events)  # 12.0: at the start of the zombie activation
        state.charged = move_zombies(state, table, dice, events, scenario.zombie_cost if scenario else None,
                                     frozenset(state.held))
        state.phase = "charged"

    def _charge_test(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        survivor = next_charged(state)
        table = table_of(state)
        result = being_charged(survivor, table.terrain[survivor.hex], len(zombies_in(state, survivor.hex)), dice, events)
        self._react_with(state, table, survivor, result, dice, events)

    def _charged_prompt(self, state: AtzState) -> str:
        survivor = next_charged(state)
        return f"{survivor.name} (a Star) is charged in {survivor.hex}: choose the reaction"

    def _charged_legal(self, state: AtzState) -> list[Action]:
        survivor = next_charged(state)
        options = (["fire"] if can_fire(survivor) else []) + ["melee", "runaway"]
        return [Action.of("react", **{"with": o}) for o in options]

    def _react(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        survivor = next_charged(state)  # 3.1.1, 9.1: a Star chooses the reaction
        events.append(Event("star_reaction", "ATZ 9.1", f"{survivor.name} chooses to {action['with']}",
                            {"survivor": survivor.sid, "reaction": action["with"]}))
        self._react_with(state, table_of(state), survivor, action["with"], dice, events)

    def _react_with(self, state: AtzState, table: Table, survivor: Survivor, result: str, dice: Dice,
                    events: list[Event]) -> None:
        state.charged.pop(0)
        if result == "fire":  # rulings: the full fire dice, at the chargers in the hex
            weapon = WEAPON[survivor.in_hand]
            shots = max(weapon.choose) if weapon.choose else weapon.fire_dice
            targets = zombies_in(state, survivor.hex)[:weapon.keep or shots]
            shoot(state, table, survivor, targets, dice, events, shots=shots, rule="ATZ 9.1, 8.1")
        elif result == "runaway":
            entered = runaway(state, table, survivor, dice, events)
            follow(state)
            if entered and not marked(state, table.building[survivor.hex]):
                enter_building(state, table, survivor, dice, events, always_surprised=True)  # 9.1.1

    def _cure_prompt(self, state: AtzState) -> str:
        return "the Professor may try his cure (once a game) instead of meleeing"

    def _cure_legal(self, state: AtzState) -> list[Action]:
        return [Action.of("cure"), Action.of("melee")]

    def _cure(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        """12.0: 2d6 against his Rep; one success cures a zombie in his hex: a generic survivor takes its
        place, stays with him and takes his wounds. Cured or not, his melee ends for this turn."""
        professor = state.survivors[PROFESSOR]
        state.cure_tried = True
        state.fought.append(PROFESSOR)
        rolled = dice.roll(REACTION_DICE)
        cured = any(d <= professor.rep for d in rolled)
        text = f"the Professor tries his cure: {rolled}: " + ("a zombie is cured" if cured else "it fails")
        data = {"survivor": PROFESSOR, "dice": rolled}
        if cured:
            zid = zombies_in(state, professor.hex)[0]
            state.zombies[zid].hex = ""
            state.cup.append(zid)
            if zid in state.held:
                state.held.remove(zid)
            sid = next(f"survivor{i}" for i in range(1, len(state.survivors) + 2) if f"survivor{i}" not in state.survivors)
            state.survivors[sid] = Survivor(sid, GENERIC.key, hex=professor.hex, player=professor.player)
            state.cured = sid
            state.fought.append(sid)
            data.update(zombie=zid, cured=sid)
        events.append(Event("cure", "ATZ 12.0", text, data, reveals=True))

    def _melee_professor(self, state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
        state.fought.append(PROFESSOR)
        fight(state, state.survivors[PROFESSOR], dice, events)

    def _melee_all(self, state: AtzState, dice: Dice, events: list[Event]) -> None:
        for survivor in list(state.survivors.values()):  # 5.2: every hex with survivors and zombies
            if survivor.on_board and zombies_in(state, survivor.hex) and survivor.sid not in state.fought:
                fight(state, survivor, dice, events)
        melee_rivals(state, dice, events)  # 8.3: enemy survivors sharing a hex fight on
        state.fought = []
        check_over(state)
        if not state.result:
            next_side(state)


def next_charged(state: AtzState) -> Optional[Survivor]:
    while state.charged:
        survivor = state.survivors[state.charged[0]]
        if survivor.on_board and zombies_in(state, survivor.hex) and survivor.sid != state.cured:
            return survivor
        state.charged.pop(0)
    return None


def may_cure(state: AtzState) -> bool:
    """Once a game, in lieu of the melee that ends a zombie activation, with zombies in his hex."""
    professor = state.survivors.get(PROFESSOR)
    return professor is not None and not state.cure_tried and professor.on_board \
        and PROFESSOR not in state.fought and bool(zombies_in(state, professor.hex))


class AtzRules(BoardQueries, FlowRules):
    game_id = "atz"
    name = "All Things Zombie: The Boardgame"
    citation = "ATZ"
    state_type = AtzState
    keep_order = True  # the survivors act, fight and generate zombies in the order they were set up
    over_rule = "ATZ 12.0, 14.0"
    namers = {"survivor": lambda state, sid: state.survivors[sid].name,
              "mp": lambda state, hex_: str(table_of(state).enter_cost(hex_))}
    names = TO

    def __init__(self) -> None:
        super().__init__(purchase.Buying(), Turn(), Impulses(), Melee(), Reactions(), Renegade())


    # --- set-up ---------------------------------------------------------------------------------
    def options(self) -> list[Option]:
        return [Option("scenario", "Scenario", SCENARIOS, "skirmish",
                       "skirmish (14.0), or a scenario of 12.0: For a Few Bullets More, The Barricade, "
                       "Search and Destroy, Firefight (the enemy survivors a second seat, a person or a bot), "
                       "The Cure, Race to the Helicopter", {key: scenario_name(key) for key in SCENARIOS}),
                Option("band", "Skirmish band", tuple(BANDS) + (BUY_BAND,), "nick_jimmy",
                       "a ready band bought with 30 GP, or buy your own with the Glory Points (14.0)",
                       {**{key: band_name(key) for key in BANDS}, BUY_BAND: "buy your own"}),
                Option("gear", "Gear", (READY_GEAR, BUY_GEAR), READY_GEAR, "a scenario's points of gear and "
                       "weapons (12.0): the ready loadout, or buy your own for its named survivors",
                       {READY_GEAR: "the ready loadout", BUY_GEAR: "buy your own"}),
                Option("players", "Players", tuple(range(1, 7)), 1,
                       "the skirmish's players (14.0), each with a band from its own edge; most Glory Points wins"),
                Option("time", "Time of day", tuple(SIGHT), "day", "the skirmish's light (8.2): sight over the "
                       "whole board by day, 12 hexes at dawn and evening, 2 at night"),
                Option("discoveries", "Survivor discoveries", ("off", "on"), "off", "the skirmish (14.0): a "
                       "Zombie Card showing a number rolled at set-up finds a survivor instead (10.2)")]

    def seats(self, options) -> list[str]:
        options = self.resolve_options(options)
        scenario = SCENARIO.get(options["scenario"])
        if scenario is not None and scenario.enemy:
            return [SURVIVORS, ENEMY]  # 12.0: the band's seat and the enemy survivors'
        return player_seats(options["players"] if options["scenario"] == SKIRMISH else 1)

    def setup(self, options, dice: Dice) -> AtzState:
        options = self.resolve_options(options)
        for board in BOARDS:  # every board map read now: a broken one is refused before play, whatever is laid
            load_map(board)
        state = new_game(options["scenario"], options["band"], dice, options["time"], options["players"],
                         options["gear"])
        state.hostile = len(state.players) > 1  # 14.0 "if playing competitively", 12.0 Firefight: the bands are enemies
        if options["discoveries"] == "on" and options["scenario"] == SKIRMISH:
            state.discovery = dice.die()  # 14.0: "roll 1d6": that Zombie Card finds a survivor
        self.settle(state, dice, [])
        return state

    # --- the flow -------------------------------------------------------------------------------
    def decision(self, state: AtzState) -> str:
        if state.phase == "over":
            return OVER
        if state.phase == purchase.BUY:
            return TO.buy
        reaction = pending_reaction(state)  # 9.0: reactions come first, where they happen
        if reaction is not None:
            return reaction_point(reaction, state)
        if state.phase == "enter" or state.phase in state.players:
            if state.impulse.sid:
                if state.impulse.firing:
                    return TO.aim
                return TO.surprise if state.impulse.surprise else TO.impulse
            if state.phase == "enter" and all(s.hex or s.sid in state.dead for s in state.survivors.values()):
                return TO.entry_zombies
            return TO.activate
        if state.phase == "setup":
            return TO.entry_zombies if all(s.hex for s in state.survivors.values()) else TO.set_up
        if state.phase == ZOMBIES:
            return TO.zombie_impulse
        if state.phase == RENEGADE:
            return TO.renegade
        if state.phase == "charged":
            first = next_charged(state)
            if first is None:
                return TO.cure if may_cure(state) else TO.melee
            return TO.charged if first.card.star else TO.charge_test
        return TO.initiative if state.phase == "initiative" else TO.end_turn   # the phase "end"

    def determinize(self, state: AtzState, seat: str, dice: Dice) -> AtzState:
        """The Zombie and Loot decks lie shuffled, face down (ATZ 10.1, 10.3): their orders are drawn
        again. The Cup is drawn from at random (ATZ 5.0), so it holds no order to hide."""
        seen = copy.deepcopy(state)
        seen.zombie_deck = dice.shuffle(sorted(state.zombie_deck))
        seen.loot_deck = dice.shuffle(sorted(state.loot_deck))
        return seen

    def evaluate(self, state: AtzState, seat: str) -> Optional[float]:
        """For Hard's playouts (core/search.py): the seat's chance from what the position shows (bots.py)."""
        from .bots import win_chance   # bots.py reads these rules: asked for once they are made
        return win_chance(state, seat)

    def outcome(self, state: AtzState) -> Optional[Outcome]:
        if not state.result:
            return None
        if state.scenario in SCENARIO and SCENARIO[state.scenario].enemy:  # 12.0 Firefight: one side eliminated
            winners = tuple(p for p in state.players if state.result == f"{p} win")
            text = f"the {winners[0]} eliminated the other side" if winners else "neither side won"
            return Outcome(state.result, winners, 0, text)
        if len(state.players) > 1:
            return self._contest(state)
        glory = self.glory(state, SURVIVORS)  # 13.0
        texts = {"survived": "the band lived through the skirmish", "wiped out": "every survivor is dead",
                 "won": "Tonya and Beck escaped with what they came for",
                 "lost": f"{BULLETS_NAME} is lost: {self._lost_why(state)}"}
        if state.scenario in SCENARIO:
            texts["won"] = f"{SCENARIO[state.scenario].name} is won: {SCENARIO[state.scenario].aim(state)}"
            texts["lost"] = f"{SCENARIO[state.scenario].name} is lost: {SCENARIO[state.scenario].banner(state)}"
        winners = (SURVIVORS,) if state.result in ("survived", "won") else ()
        return Outcome(state.result, winners, glory, f"{texts[state.result]} ({plural(glory, 'Glory Point')})")

    def glory(self, state: AtzState, player: str) -> int:
        """13.0: a Glory Point a building searched, five zombies killed and an enemy survivor killed (14.0:
        the skirmish's score)."""
        return state.searches.get(player, 0) + state.kills.get(player, 0) // 5 + state.enemies_killed.get(player, 0)

    # --- the table's words: the goal in view (issue 35.6) and the end's figures -----------------------
    def _last_turn(self, state: AtzState) -> int:
        if state.scenario in SCENARIO:
            return SCENARIO[state.scenario].turns
        return SCENARIO_TURN_LIMIT if state.scenario == BULLETS else SKIRMISH_TURNS

    def headline(self, state: AtzState, outcome: Outcome) -> str:
        """12.0: the scenario won or lost (the text below names it); 14.0: the band's fate."""
        return {"won": "Scenario won", "lost": "Scenario lost", "survived": "The band survived",
                "wiped out": "The band is wiped out"}.get(outcome.label, "")

    def turn_words(self, state: AtzState) -> str:
        scenario = scenario_name(state.scenario)
        when = f"turn {state.turn} of {self._last_turn(state)}" if state.turn else "entering the board"
        return f"{scenario}, {when}"

    def goal(self, state: AtzState) -> str:
        """12.0's winning words for the scenario, 14.0's for the skirmish, with the turn and where the band
        stands."""
        if state.scenario in SCENARIO:
            return SCENARIO[state.scenario].banner(state)
        turn = f"{'Turn' if state.turn else 'Before turn'} {state.turn or 1} of {self._last_turn(state)}: "
        if state.scenario == BULLETS:
            named = [sv for sv in state.survivors.values() if bullets_named(state, sv)]
            found = ", ".join(f"{sv.name} {sv.found}" for sv in named)
            buildings = table_of(state).buildings
            searched = f"{len(set(state.searched) & set(buildings))} of {len(buildings)}"
            return (f"{turn}Tonya and Beck each find a weapon (or search every building), then escape off the board "
                    f"(weapons found: {found}; searched {searched})")
        if len(state.players) > 1:
            glory = ", ".join(f"{self.seat_name(p)} {self.glory(state, p)} GP" for p in state.players)
            return f"{turn}the most Glory Points at the end wins ({glory})"
        return f"{turn}keep the band alive to the end ({self.glory(state, SURVIVORS)} Glory Points so far)"

    def figures(self, state: AtzState) -> list[tuple[str, str]]:
        return [("Turns", f"{state.turn} of {self._last_turn(state)}"),
                ("Zombies killed", str(sum(state.kills.values()))),
                ("Buildings searched", str(sum(state.searches.values()))),
                ("Survivors lost", str(len(state.dead)))]

    def _lost_why(self, state: AtzState) -> str:
        """12.0 For a Few Bullets More: why the scenario is lost, in the book's words."""
        fallen = [state.survivors[sid].name for sid in state.dead if bullets_named(state, state.survivors[sid])]
        if fallen:
            return f"{' and '.join(fallen)} fell: Tonya and Beck must each escape"
        if state.turn > SCENARIO_TURN_LIMIT:
            return f"{SCENARIO_TURN_LIMIT} turns passed before Tonya and Beck escaped (the rulings' limit)"
        return "Tonya and Beck escaped without a weapon each and with buildings left unsearched"

    def _contest(self, state: AtzState) -> Outcome:
        """14.0: after 15 turns the player with the most Glory Points wins; equal most share it (rulings)."""
        glory = {p: self.glory(state, p) for p in state.players}
        best = max(glory.values())
        winners = tuple(p for p in state.players if glory[p] == best)
        label = f"{winners[0]} wins" if len(winners) == 1 else "shared"
        text = ", ".join(f"{p} {g} GP" for p, g in glory.items())
        return Outcome(label, winners, best, f"most Glory Points: {' and '.join(winners)} ({text})")


    def invariants(self, state: AtzState) -> list[str]:
        problems = self._fields(state)
        if problems:  # the counts below read the fields: one wrong is said first, alone
            return problems
        if sorted(state.cup) != sorted(z.zid for z in state.zombies.values() if not z.hex):
            problems.append("the Cup of Zombies does not hold exactly the zombies off the board")
        if len(state.zombies) != ZOMBIE_COUNT:
            problems.append(f"{len(state.zombies)} zombie counters, not {ZOMBIE_COUNT}")
        return problems

    @staticmethod
    def _fields(state: AtzState) -> list[str]:
        """What the types cannot say (a position is written by hand): the boards, every hex a field names
        on the table, every counter id one of the game's, the sides and phases the players make."""
        try:
            table = load_table(tuple(map(tuple, state.layout)))
        except ValueError as exc:
            return [f"`layout`: {exc}"]
        if any(zid != z.zid for zid, z in state.zombies.items()) or any(
                sid != s.sid for sid, s in state.survivors.items()):
            return ["`zombies` or `survivors`: a counter filed under another's id"]
        if state.players not in ([SURVIVORS, ENEMY], *(player_seats(n) for n in range(1, 7))):
            return [f"`players` {state.players}: one band, the band and the enemy (12.0), or p1-p6 (14.0)"]
        if state.scenario not in SCENARIOS:
            return [f"`scenario` {state.scenario!r} is none of {', '.join(SCENARIOS)} (12.0, 14.0)"]
        if (state.scenario == CURE or state.cured) and PROFESSOR not in state.survivors:
            return ["`survivors`: The Cure has no Professor (12.0)"]
        sides = set(state.players) | {ZOMBIES, RENEGADE}
        hexes = ([(f"survivors.{s.sid}.hex", s.hex) for s in state.survivors.values() if s.hex not in ("", "off")]
                 + [(f"zombies.{z.zid}.hex", z.hex) for z in state.zombies.values() if z.hex]
                 + [("shots", h) for h in state.shots] + [("entered", h) for h in state.entered]
                 + [("searched", h) for h in state.searched]
                 + [(f"impulse.{k}", h) for k, h in (("came_from", state.impulse.came_from),
                                                     ("scouted", state.impulse.scouted)) if h])
        problems = [f"`{where}` names {h!r}, no hex of the table (boards {table.boards_text})"
                    for where, h in hexes if h not in table.cell]
        ids = ([("impulse.sid", state.impulse.sid)] * bool(state.impulse.sid) + [("cured", state.cured)] * bool(state.cured)
               + [(name, sid) for name in ("done", "dead", "escaped", "charged", "fought")
                  for sid in getattr(state, name)]
               + [("reactions", sid) for r in state.reactions for sid in (r.sid, r.by)])
        problems += [f"`{where}` names {sid!r}, no survivor of the game" for where, sid in ids
                     if sid not in state.survivors]
        zids = [(name, zid) for name in ("cup", "held", "following") for zid in getattr(state, name)]
        problems += [f"`{where}` names {zid!r}, no zombie of the game" for where, zid in zids if zid not in state.zombies]
        problems += [f"`held` names {zid}, which is not on the board (12.0 The Cure)" for zid in state.held
                     if zid in state.zombies and not state.zombies[zid].hex]
        problems += [f"`impulse.targets` names {t!r}, no counter of the game" for t in state.impulse.targets
                     if t not in state.zombies and t not in state.survivors]
        problems += [f"`survivors.{s.sid}.player` is {s.player!r}, no side of the game" for s in state.survivors.values()
                     if s.player not in sides]
        named = ([("order", side) for side in state.order] + [("initiative", side) for side in state.initiative]
                 + [(name, side) for name in ("kills", "searches", "enemies_killed") for side in getattr(state, name)]
                 + [("entries", p) for p in state.entries] + [("purchase.glory", p) for p in state.purchase.glory]
                 + [("purchase.ready", p) for p in state.purchase.ready])
        problems += [f"`{where}` names {side!r}, no side of the game" for where, side in named if side not in sides]
        pairs = [("beside_star", pair) for pair in state.beside_star] + [("sighted", pair) for pair in state.sighted]
        problems += [f"`{where}` holds {pair!r}, not two survivors 'a:b'" for where, pair in pairs
                     if pair.count(":") != 1 or not all(sid in state.survivors for sid in pair.split(":"))]
        if bool(state.result) != (state.phase == "over"):  # the game ends as its result is decided
            problems.append(f"`result` {state.result!r} with `phase` {state.phase!r}: a result ends the game")
        if state.phase not in PHASES and state.phase not in sides:
            problems.append(f"`phase` {state.phase!r} is no phase of the turn (ATZ 5.1)")
        elif state.phase in sides and state.order[:1] != [state.phase]:  # 5.2: the side acting is the first left
            problems.append(f"`order` {state.order}: the {state.phase} act now, so they come first (ATZ 5.2)")
        return problems


def _aim_words(state: AtzState, action: Action) -> str:
    """8.1: aiming at an enemy survivor or a named zombie says whom."""
    if action.get("who"):
        return f"aim at {state.survivors[action['who']].name} in {action['at']}"
    if action.get("zombie"):
        return f"aim at {state.zombies[action['zombie']].name} in {action['at']}"
    return f"aim at a zombie in {action['at']}"


def _fire(shots: int) -> tuple[Action, Action]:
    """8.1 fire and 8.1.8 panic fire with `shots` shots."""
    return act("fire", shots=shots), act("panic_fire", shots=shots)


