"""The action phases (AvZ 5.0-5.4, 6.0-6.3): a side picks a location and an action (Move, Attack,
Blast 'Em, Chomp 'Em), forms the group of its counters there that take it, and sends it; ending the
Alien phase checks stacking (AvZ 6.4), ending the Zombie phase ends the turn (AvZ 3.0, 8.0)."""
from __future__ import annotations

from itertools import product
from typing import Iterator, Optional

from zombiebox.core.actions import Action, Event, act, lookup
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section

from . import movement as mv
from . import refusals
from .classes import canonical, reps
from .data import ACTION_KINDS, ALIENS, ALIENS_BY_ID, TURNS, ZOMBIES, ZOMBIES_BY_ID
from .fight import resolve
from .stacking import Stacking
from .state import TO, AvzState, Group
from .town import Town
from .turn import end_game, start_actions, start_turn
from .refusals import Reason
from .words import KIND_WORD, SIDE_NAME, agrees, counter_name, end_words, group_goes, names, side_of, strike_words


def _mobility_of(uid: str) -> str:
    """Counters that move alike can act alike: flying UFOs, walking Aliens, Zombies
    (Fast or not, a Zombie leaves a location and strikes next door like any other)."""
    return "flies" if mv.ignores_terrain(uid) else "walks" if uid in ALIENS_BY_ID else "shambles"


_MOBILITY = {u: _mobility_of(u) for u in [*ALIENS_BY_ID, *ZOMBIES_BY_ID]}
_mobility = _MOBILITY.__getitem__


def own(s: AvzState, side: str, loc: str) -> list[str]:
    return s.aliens[loc] if side == ALIENS else s.zombies[loc]


def _one_per_mobility(units: list[str]) -> dict[str, str]:
    """One fresh counter for each way of moving: what one can do, all its kind can."""
    if units and units[0] in ZOMBIES_BY_ID:
        return {"shambles": units[0]}
    return {_mobility(u): u for u in units}


class Acting(Section):
    """AvZ 5.0-6.3: each side's action phase, a group formed and sent at a time."""

    def __init__(self, town: Town, stacking: Stacking):
        self.town = town
        self.stacking = stacking
        self._act_actions = lookup("act", ("do", "at"), product(KIND_WORD, town.names))

    # --- AvZ 5.0: a location and an action ------------------------------------------------
    def legal_act(self, s: AvzState) -> list[Action]:
        return [self._act_actions[k, n] for n, k in self.open_acts(s)] + [act("end")]

    def forced_act(self, s: AvzState) -> Optional[Action]:
        """No counter left that can act: the phase ends."""
        return None if next(self.open_acts(s), None) else act("end")

    def open_acts(self, s: AvzState) -> Iterator[tuple[str, str]]:
        """(location, action) pairs some fresh counter there could take (AvZ 5.0), in the
        order of ACTION_KINDS: move, attack, then Blast 'Em / Chomp 'Em."""
        side, acted = s.phase, s.acted
        mine, enemy = (s.aliens, s.zombies) if side == ALIENS else (s.zombies, s.aliens)
        strike_here = ACTION_KINDS[side][2]
        for n in self.town.names:
            units = mine[n]
            if not units:
                continue
            fresh = [u for u in units if u not in acted]
            if not fresh:
                continue
            here = bool(enemy[n])
            move = attack = False
            for u in _one_per_mobility(fresh).values():
                m, a = self._may_move_attack(s, n, u, here)
                move, attack = move or m, attack or a
                if move and attack:
                    break
            if move:
                yield n, "move"
            if attack:
                yield n, "attack"
            if here:  # AvZ 5.3, 5.4: enemies in the counter's own location
                yield n, strike_here

    def act(self, s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        able = self.eligible(s, a["at"], a["do"])
        # a lone able counter is the whole group: nothing to choose
        s.step, s.group = TO.group, Group(at=a["at"], kind=a["do"], units=able if len(able) == 1 else [])

    def end(self, s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        if s.phase == ALIENS:
            # AvZ 6.4 Stacking: checked at the end of the Alien movement phase.
            crowded = self.stacking.overstacked(s)
            if crowded:
                s.step = TO.discard
                ev.append(Event("stacking", "AvZ 6.4", "Too many Aliens: the Alien player sends the excess to "
                                "the reserve", {"at": crowded}))
            else:
                start_actions(s, ZOMBIES, ev)
        elif s.turn >= TURNS:
            end_game(s, ev)
        else:
            start_turn(s, ev)

    # --- who can take an action ------------------------------------------------------------
    def eligible(self, s: AvzState, loc: str, kind: str) -> list[str]:
        """The counters in `loc` that could take action `kind` on their own (AvZ 5.0-5.4)."""
        units = [u for u in own(s, s.phase, loc) if u not in s.acted]
        able = {key: self._able(s, loc, kind, u) for key, u in _one_per_mobility(units).items()}
        return [u for u in units if able[_mobility(u)]]

    def _able(self, s: AvzState, loc: str, kind: str, u: str) -> bool:
        """Could counter `u` in `loc` take action `kind` on its own?"""
        here = bool((s.zombies if s.phase == ALIENS else s.aliens)[loc])
        if kind in ("blast", "chomp"):
            return here
        move, attack = self._may_move_attack(s, loc, u, here)
        return move if kind == "move" else attack

    def _may_move_attack(self, s: AvzState, loc: str, u: str, here: bool) -> tuple[bool, bool]:
        """Could counter `u` in `loc` Move, and Attack (`here`: enemies in `loc`)?"""
        if mv.grounded(s, u):  # AvZ 4.0 Zombie Claw
            return False, False
        may_leave = mv.leave_block(s, u, loc, 1) is None
        if here or not may_leave:
            return may_leave, here
        return True, mv.strikes_next_door(s, self.town, u, loc)

    def destinations(self, s: AvzState, loc: str, kind: str, group: list[str]) -> list[str]:
        """Where the whole group can go: every member must reach it (AvZ 5.0, 6.0)."""
        may_leave = all(mv.leave_block(s, u, loc, len(group)) is None for u in group)
        if kind == "move" and not may_leave:
            return []
        slowest: dict[tuple, str] = {}  # counters that move alike reach a subset of what faster ones do
        for u in group:
            key = mv.moves_like(u)
            if key not in slowest or mv.movement_points(u) < mv.movement_points(slowest[key]):
                slowest[key] = u
        common: Optional[set[str]] = None
        for u in slowest.values():
            if kind == "move":
                places = set(mv.reach(s, self.town, u, loc))
            else:
                places = set(mv.attack_reach(s, self.town, u, loc, may_leave))
            common = places if common is None else common & places
        return [n for n in self.town.names if n in (common or ())]

    # --- AvZ 5.0: forming the group, then sending it --------------------------------------
    def legal_group(self, s: AvzState) -> list[Action]:
        p = s.group
        loc, kind, group = p.at, p.kind, p.units
        free = [u for u in self.eligible(s, loc, kind) if u not in group]
        out = []
        if kind == "move":
            # identical counters join alike: one check for each class of them
            addable = [u for u in reps(s, free) if mv.leave_block(s, u, loc, len(group) + 1) is None]
            out += [act("add", unit=u) for u in addable]
            if len(free) > 1 and all(mv.leave_block(s, u, loc, len(group) + len(free)) is None for u in free):
                out.append(act("add_all"))
        elif kind == "attack":  # only counters that can strike somewhere with the group
            addable = [u for u in reps(s, free) if self.destinations(s, loc, kind, group + [u])]
            out += [act("add", unit=u) for u in addable]
            if len(free) > 1 and self.destinations(s, loc, kind, group + free):
                out.append(act("add_all"))
        else:
            out += [act("add", unit=u) for u in reps(s, free)]
            if len(free) > 1:
                out.append(act("add_all"))
        if group:
            if kind in ("move", "attack"):
                out += [act(kind, to=d) for d in self.destinations(s, loc, kind, group)]
            else:
                out.append(act(kind))
            out.append(act("pass"))
        return out

    @staticmethod
    def add(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        s.group.units.append(a["unit"])

    def add_all(self, s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        p = s.group
        p.units += [u for u in self.eligible(s, p.at, p.kind) if u not in p.units]

    @staticmethod
    def pass_(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        p = s.group
        s.acted.update(p.units)
        ev.append(Event("pass", "AvZ 5.0", f"{names(p.units, True)} {agrees(p.units, 'pass', 'passes')}", {"units": list(p.units), "at": p.at}))
        s.step, s.group = TO.act, None

    def move(self, s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        p = s.group
        self._move_group(s, p.units, p.at, a["to"], "move", ev)
        s.step, s.group = TO.act, None

    def _move_group(self, s: AvzState, units: list[str], frm: str, to: str, why: str, ev: list[Event]) -> None:
        path = mv.route(s, self.town, units, frm, to)
        for u in units:
            s.lift(u)
            s.put(u, to)
            s.acted.add(u)
        rule = "AvZ 5.1, 6.0" if why == "move" else "AvZ 5.2"
        ev.append(Event("move", rule, f"{names(units, True)} {agrees(units, 'move', 'moves')} from {frm} to {to}",
                        {"units": list(units), "from": frm, "to": to, "path": path, "action": why}))

    def attack(self, s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        """AvZ 5.2: move one location at most, then attack there."""
        p, s.group = s.group, None
        if a["to"] != p.at:
            self._move_group(s, p.units, p.at, a["to"], "attack", ev)
        resolve(s, p.units, a["to"], "attack", dice, ev)

    @staticmethod
    def strike_here(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        """AvZ 5.4 Blast 'Em, 5.3 Chomp 'Em: attack the enemies in the group's own location."""
        p, s.group = s.group, None
        resolve(s, p.units, p.at, a.kind, dice, ev)

    # --- refusals ---------------------------------------------------------------------------
    def why_act(self, s: AvzState, a: Action) -> Reason:
        loc, kind, side = a["at"], a["do"], s.phase
        if kind not in KIND_WORD:
            return f"there is no action '{kind}': Move, Attack, Blast 'Em or Chomp 'Em", "AvZ 5.0"
        if kind == ("chomp" if side == ALIENS else "blast"):
            who = "Aliens" if side == ALIENS else "Zombies"
            return f"{who} cannot {KIND_WORD[kind]}", "AvZ 5.0"
        units = own(s, side, loc)
        if not units:
            return f"you have no counters in {loc}", "AvZ 5.0"
        fresh = [u for u in units if u not in s.acted]
        if not fresh:
            return f"every counter in {loc} has acted: each counter acts once a turn", "AvZ 5.0"
        return self._unit_refusal(s, fresh[0], loc, kind, 1)

    def _unit_refusal(self, s: AvzState, u: str, loc: str, kind: str, leaving: int) -> Reason:
        enemies = (s.aliens if side_of(u) != ALIENS else s.zombies)[loc]
        if kind in ("blast", "chomp"):
            rule = "AvZ 5.4" if kind == "blast" else "AvZ 5.3"
            return f"{KIND_WORD[kind]} attacks enemies in the counter's own location, and {loc} has none", rule
        if mv.grounded(s, u):
            return (f"Zombie Claw grounds the {mv.unit_name(u)}: it may only Blast 'Em or pass this turn",
                    "AvZ 4.0")
        refusal = mv.leave_refusal(s, u, loc, leaving)
        if kind == "move" and refusal:
            return refusal
        if kind == "attack" and not mv.attack_reach(s, self.town, u, loc, refusal is None):
            if refusal and not enemies:
                return refusal
            return (f"no enemies in {loc} or one movement point away across a crosswalk (parks cost 2)",
                    "AvZ 5.2, 6.1")
        return None

    def why_group(self, s: AvzState, a: Action) -> Reason:
        p = s.group
        if a.kind == "add":
            return self._why_add(s, a["unit"])
        if a.kind == "add_all":
            if p.kind == "move":
                free = [u for u in self.eligible(s, p.at, "move") if u not in p.units]
                if free:
                    refusal = mv.leave_refusal(s, free[0], p.at, len(p.units) + len(free))
                    if refusal:
                        return refusal
            return "no other counter can join this group", "AvZ 5.0"
        return self._why_go(s, a)

    def _why_add(self, s: AvzState, u: str) -> tuple[str, str]:
        p = s.group
        if u in p.units:
            return f"{counter_name(u, the=True, capital=True)} is already in the group", "AvZ 5.0"
        if s.at.get(u) != p.at or side_of(u) != s.phase:
            return (f"{counter_name(u, the=True, capital=True)} is not one of your counters in {p.at}: a group acts from one location",
                    "AvZ 3.0, 5.0")
        if u in s.acted:
            return f"{counter_name(u, the=True, capital=True)} has already acted: each counter acts once a turn", "AvZ 5.0"
        return (self._unit_refusal(s, u, p.at, p.kind, len(p.units) + 1)
                or (f"{counter_name(u, the=True, capital=True)} could not strike the same location as the rest of the group", "AvZ 5.0, 5.2"))

    def _why_go(self, s: AvzState, a: Action) -> Reason:
        p = s.group
        if not p.units:
            return "add at least one counter to the group first", "AvZ 5.0"
        if a.kind == "pass":
            return None
        if a.kind != p.kind:
            return f"this group was formed to {KIND_WORD[p.kind]}", "AvZ 5.0"
        if a.kind not in ("move", "attack"):
            return None
        to, loc = a["to"], p.at
        if a.kind == "attack" and not (s.zombies if s.phase == ALIENS else s.aliens)[to]:
            return f"an Attack needs enemies in {to}", "AvZ 5.2, 7.0"
        for u in p.units:
            refusal = mv.leave_refusal(s, u, loc, len(p.units))
            if refusal and to != loc:
                return refusal
            budget = mv.movement_points(u) if a.kind == "move" else 1
            ok = to in (mv.reach(s, self.town, u, loc) if a.kind == "move"
                        else mv.attack_reach(s, self.town, u, loc, True))
            if not ok:
                return mv.why_unreachable(s, self.town, u, loc, to, budget)
        return None

    # --- the declarations -------------------------------------------------------------------
    def declare(self) -> tuple:
        town = self.town

        def group_prompt(s: AvzState) -> str:
            p = s.group
            n = len(p.units)  # counted, not named: the banner keeps one line however big the group
            counters = f"{n} counter{'s' if n != 1 else ''}"
            return f"{SIDE_NAME[s.phase]}: {KIND_WORD[p.kind]} from {p.at}, {counters} in the group: add more, then go"
        return (
            DecisionPoint(
                "act", "AvZ 5.0",
                lambda s: f"{SIDE_NAME[s.phase]}: choose a location and an action for its counters, or end the phase",
                seat=lambda s: s.phase, legal=self.legal_act,
                moves=(Move("act", self.act, {"at": str, "do": str}, words="{do:kind} with counters in {at}"),
                       Move("end", self.end, words=end_words)),
                explain=refusals.explaining(town, self.why_act), forced=self.forced_act),
            DecisionPoint(
                "group", "AvZ 5.0", group_prompt, seat=lambda s: s.phase, legal=self.legal_group,
                moves=(Move("add", self.add, {"unit": str}, words="add {unit:counter} to the group"),
                       Move("add_all", self.add_all, words="add every counter that can join"),
                       Move("move", self.move, {"to": str}, words=group_goes),
                       Move("attack", self.attack, {"to": str}, words=group_goes),
                       Move("blast", self.strike_here, words=strike_words),
                       Move("chomp", self.strike_here, words=strike_words),
                       Move("pass", self.pass_, words="the group passes")),
                canonical=canonical, explain=refusals.explaining(town, self.why_group)),
        )
