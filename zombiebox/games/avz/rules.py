"""Aliens vs. Zombies: the rules engine (AvZ 1.0-8.0 and the back cover).

Every choice the rulebook gives a player is an Action at a small decision point
(`state.step`); the engine only rolls dice and draws counters. A decision with a
single possible answer (the only counter that can take a hit, the only group of
Aliens over the stacking limit) is played without asking, except revealing the
turn's event tile, which is always the Zombie player's beat.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Optional

from zombiebox.core.actions import Action, Event, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.core.rules import Option, Outcome, Rules

from . import movement as mv
from .combat import (alien_attack, loss_candidates, roll_saves, two_hits, zombie_attack)
from .data import (ALIEN_COUNTERS, ALIENS, ALIENS_BY_ID, BFAR, BFAR_DICE, BFAR_HIT, BITE, BITE_HIT, CLAW,
                   EVENT_TILES, ICON_NAMES, LANDING_KINDS, LASER, MUTANT, RISE, SEATS, SETUP_GROUP,
                   SETUP_GROUPS, SETUP_PER_LOCATION, SETUP_ZOMBIES, STACKING_LIMIT, TILES_BY_ID,
                   TILES_IN_PLAY, TURNS, VICTORY_LEVELS, ZOMBIE_COUNTERS, ZOMBIE_KINDS, ZOMBIES,
                   ZOMBIES_BY_ID)
from .movement import stack_size
from .refusals import why
from .steps import ACTION_KINDS, STEP_RULE
from .state import AvzState
from .town import load_town
from .words import counter_name, describe, prompt, side_of

TILE_ORDER = [t.key for t in EVENT_TILES]
KIND_ORDER = {k.key: i for i, k in enumerate(ZOMBIE_KINDS)}


@lru_cache(maxsize=None)
def _a(kind: str, **params: Any) -> Action:
    """Action.of without re-checking the notation (the rules build only known words),
    kept: the same few thousand actions come up again and again."""
    return Action(kind, tuple(sorted(params.items())))


END = _a("end")


def _mobility_of(uid: str) -> str:
    """Counters that move alike can act alike: flying UFOs, walking Aliens, Zombies
    (Fast or not, a Zombie leaves a location and strikes next door like any other)."""
    return "flies" if mv.ignores_terrain(uid) else "walks" if uid in ALIENS_BY_ID else "shambles"


_MOBILITY = {u: _mobility_of(u) for u in [*ALIENS_BY_ID, *ZOMBIES_BY_ID]}
_mobility = _MOBILITY.__getitem__


def other(side: str) -> str:
    return ZOMBIES if side == ALIENS else ALIENS


def _zombie_order(uid: str) -> tuple:
    return KIND_ORDER[ZOMBIES_BY_ID[uid].key], uid


class AvzRules(Rules):
    game_id = "avz"
    name = "Aliens vs. Zombies"
    citation = "AvZ"

    def __init__(self) -> None:
        self.town = load_town()
        self._act_actions = {(n, k): _a("act", at=n, do=k) for n in self.town.names
                             for k in ("move", "attack", "blast", "chomp")}
        self._land_actions = {(u, n): _a("land", unit=u, at=n) for u in ALIENS_BY_ID for n in self.town.names}

    # --- set-up (AvZ 2.0) -------------------------------------------------------
    def options(self) -> list[Option]:
        return [
            Option("rampage", "Mutant rampage", (6, 5), 6,
                   "locations the Mutant may stomp through: 6 in AvZ 4.0, 5 on the back cover"),
            Option("chomp", "Chomp 'Em revives to", ("location", "grave"), "location",
                   "a natural 6 returns a dead Zombie to the chomping location (AvZ 5.3) or to the grave "
                   "(back cover)"),
        ]

    def seats(self, options: dict[str, Any]) -> list[str]:
        return list(SEATS)

    def setup(self, options: dict[str, Any], dice: Dice) -> AvzState:
        options = self.resolve_options(options)
        s = AvzState(options=options, town=list(self.town.names))
        s.zombies = {n: [] for n in self.town.names}
        s.aliens = {n: [] for n in self.town.names}
        s.grave = list(ZOMBIES_BY_ID)
        s.reserve = list(ALIENS_BY_ID)
        # AvZ 2.0: two random tiles go back to the bag unseen; eight stay face down.
        s.tiles = sorted(dice.sample(TILE_ORDER, TILES_IN_PLAY), key=TILE_ORDER.index)
        s.drawn = self._draw(s, SETUP_ZOMBIES, dice)
        s.step = "place"
        return s

    @staticmethod
    def _draw(s: AvzState, count: int, dice: Dice) -> list[str]:
        """Random counters from the grave (AvZ 2.0, 3.0), shown sorted by type."""
        picks = dice.sample(s.grave, min(count, len(s.grave)))
        for z in picks:
            s.grave.remove(z)
        return sorted(picks, key=_zombie_order)

    # --- who decides ------------------------------------------------------------------
    def to_move(self, s: AvzState) -> Optional[str]:
        step = s.step
        if step == "over":
            return None
        if step in ("place", "reveal", "spawn", "bite"):
            return ZOMBIES
        if step == "losses":
            return s.pending["owner"]
        if step in ("act", "group"):
            return s.phase
        return ALIENS

    def phase_rule(self, s: AvzState) -> str:
        if s.step == "losses" and s.pending["verb"] != "assign":
            return "AvZ 4.0"  # a Bite, a stomp or a missile: an event, not an attack
        return STEP_RULE[s.step]

    def outcome(self, s: AvzState) -> Optional[Outcome]:
        if s.step != "over":
            return None
        return victory(len(s.dead_pile))

    # --- legal actions ------------------------------------------------------------------
    def legal_actions(self, s: AvzState) -> list[Action]:
        return getattr(self, f"_legal_{s.step}")(s)

    def _legal_over(self, s):
        return []

    def _legal_place(self, s):
        nxt = s.drawn[0]
        return [_a("place", counter=nxt, at=n) for n in self.town.names
                if len(s.zombies[n]) < SETUP_PER_LOCATION]

    def _legal_place_group(self, s):
        return [_a("place_group", at=n) for n in self.town.names if self._empty(s, n)]

    def _legal_reveal(self, s):
        return [_a("reveal")]

    def _legal_spawn(self, s):
        nxt = s.drawn[0]
        return [_a("spawn", counter=nxt, at=n) for n in self.town.spawn_points]

    def _legal_bite(self, s):
        return [_a("bite", at=n) for n in self.town.names if s.aliens[n]]

    def _legal_laser(self, s):
        return [_a("laser", at=n) for n in self.town.names if s.zombies[n]]

    def _legal_mutate(self, s):
        return [_a("mutate", unit=u) for u in self._reps(s, self._troopers(s))]

    def _legal_rampage(self, s):
        p = s.pending
        out = [_a("rampage", to=n) for n in self.town.neighbours[p["at"]] if n not in p["visited"]] \
            if p["left"] > 0 else []
        return out + [_a("stop")]

    def _legal_bfar(self, s):
        return [_a("bfar", at=n) for n in self.town.names if self._empty(s, n)]

    def _legal_losses(self, s):
        p = s.pending
        units = self._loss_units(s)
        return [_a(p["verb"], unit=u)
                for u in self._reps(s, loss_candidates(units, p["left"], p["damaged"], p["armor"]))]

    def _legal_land(self, s):
        units = self._landable(s)
        places = [n for n in self.town.names if self._landing_site(s, n)]
        return [self._land_actions[u, n] for u in units for n in places] + [_a("done")]

    def _legal_act(self, s):
        return [self._act_actions[n, k] for n, k in self._open_acts(s)] + [END]

    def _open_acts(self, s):
        """(location, action) pairs some fresh counter there could take (AvZ 5.0), in the
        order of ACTION_KINDS: move, attack, then Blast 'Em / Chomp 'Em."""
        side, acted = s.phase, s.acted
        own, enemy = (s.aliens, s.zombies) if side == ALIENS else (s.zombies, s.aliens)
        strike_here = ACTION_KINDS[side][2]
        for n in self.town.names:
            units = own[n]
            if not units:
                continue
            fresh = [u for u in units if u not in acted]
            if not fresh:
                continue
            here = bool(enemy[n])
            move = attack = False
            for u in self._one_per_mobility(fresh).values():
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

    def _legal_group(self, s):
        p = s.pending
        loc, kind, group = p["at"], p["kind"], p["units"]
        free = self._eligible(s, loc, kind)
        free = [u for u in free if u not in group]
        out = []
        if kind == "move":
            # identical counters join alike: one check for each class of them
            addable = [u for u in self._reps(s, free) if mv.leave_block(s, u, loc, len(group) + 1) is None]
            out += [_a("add", unit=u) for u in addable]
            if len(free) > 1 and all(mv.leave_block(s, u, loc, len(group) + len(free)) is None for u in free):
                out.append(_a("add_all"))
        elif kind == "attack":  # only counters that can strike somewhere with the group
            addable = [u for u in self._reps(s, free) if self._destinations(s, loc, kind, group + [u])]
            out += [_a("add", unit=u) for u in addable]
            if len(free) > 1 and self._destinations(s, loc, kind, group + free):
                out.append(_a("add_all"))
        else:
            out += [_a("add", unit=u) for u in self._reps(s, free)]
            if len(free) > 1:
                out.append(_a("add_all"))
        if group:
            if kind in ("move", "attack"):
                out += [_a(kind, to=d) for d in self._destinations(s, loc, kind, group)]
            else:
                out.append(_a(kind))
            out.append(_a("pass"))
        return out

    def _legal_discard(self, s):
        units = [a for n in self._overstacked(s) for a in s.aliens[n]]
        return [_a("discard", unit=u) for u in self._reps(s, units)]

    # --- helpers the decision points share ---------------------------------------------------
    @staticmethod
    def _own(s: AvzState, side: str, loc: str) -> list[str]:
        return s.aliens[loc] if side == ALIENS else s.zombies[loc]

    @staticmethod
    def _empty(s: AvzState, loc: str) -> bool:
        return not s.zombies[loc] and not s.aliens[loc]

    def _troopers(self, s: AvzState) -> list[str]:
        return [u for u in s.at if u.startswith("tr")]

    def _class_key(self, s: AvzState, uid: str) -> tuple:
        """Counters that no rule can tell apart: same place, type, acted or not, hit or not."""
        p = s.pending
        return (s.at.get(uid, "reserve" if uid in s.reserve else "drawn" if uid in s.drawn else "?"),
                mv.kind_of(uid).key, uid in s.acted, uid in p.get("units", ()), uid == p.get("damaged"))

    def _reps(self, s: AvzState, units: list[str]) -> list[str]:
        """One counter for each class of identical ones (the lowest id), in a stable order."""
        seen: dict[tuple, str] = {}
        for u in sorted(units):
            seen.setdefault(self._class_key(s, u), u)
        return list(seen.values())

    def _loss_units(self, s: AvzState) -> list[str]:
        p = s.pending
        own = s.aliens if p["owner"] == ALIENS else s.zombies
        return [u for n in p["locs"] for u in own[n]]

    def _landable(self, s: AvzState) -> list[str]:
        """AvZ 3.0: small units whose combat fits what is left of the roll; one Leader a turn."""
        p = s.pending
        out = []
        for key in LANDING_KINDS:
            if key == "leader" and p["leader"]:
                continue
            units = [u for u in s.reserve if ALIENS_BY_ID[u].key == key]
            if units and ALIENS_BY_ID[units[0]].combat <= p["budget"]:
                out.append(min(units))
        return out

    def _landing_site(self, s: AvzState, loc: str) -> bool:
        """An empty location, or one holding only Aliens landed this phase (AvZ 3.0 example)."""
        return not s.zombies[loc] and all(a in s.pending["landed"] for a in s.aliens[loc])

    def _eligible(self, s: AvzState, loc: str, kind: str) -> list[str]:
        """The counters in `loc` that could take action `kind` on their own (AvZ 5.0-5.4)."""
        units = [u for u in self._own(s, s.phase, loc) if u not in s.acted]
        able = {key: self._able(s, loc, kind, u) for key, u in self._one_per_mobility(units).items()}
        return [u for u in units if able[_mobility(u)]]

    @staticmethod
    def _one_per_mobility(units: list[str]) -> dict[str, str]:
        """One fresh counter for each way of moving: what one can do, all its kind can."""
        if units and units[0] in ZOMBIES_BY_ID:
            return {"shambles": units[0]}
        return {_mobility(u): u for u in units}

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

    def _destinations(self, s: AvzState, loc: str, kind: str, group: list[str]) -> list[str]:
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

    def _overstacked(self, s: AvzState) -> list[str]:
        return [n for n in self.town.names if stack_size(s.aliens[n]) > STACKING_LIMIT]

    # --- check: refuse with a reason ---------------------------------------------------------
    def check(self, s: AvzState, action: Action) -> None:
        legal = self.legal_actions(s)
        if action in legal or self._canonical(s, action, legal) is not None:
            return
        reason, rule = self._why(s, action)
        raise IllegalAction(reason, rule)

    def _canonical(self, s: AvzState, action: Action, legal: list[Action]) -> Optional[Action]:
        """The listed action an unlisted but identical one stands for: another counter of
        the same class (`add unit=z18` for the listed z17), or another drawn counter."""
        unit = action.get("unit")
        if isinstance(unit, str) and (unit in ALIENS_BY_ID or unit in ZOMBIES_BY_ID):
            key = self._class_key(s, unit)
            for a in legal:
                if a.kind == action.kind and a.get("unit") and self._class_key(s, a["unit"]) == key and \
                        all(v == a.get(k) for k, v in action.params if k != "unit"):
                    return a
        counter = action.get("counter")
        if isinstance(counter, str) and counter in s.drawn:
            swapped = _a(action.kind, **{k: (s.drawn[0] if k == "counter" else v) for k, v in action.params})
            if swapped in legal:
                return swapped
        return None

    def _why(self, s: AvzState, a: Action) -> tuple[str, str]:
        return why(self, s, a)

    # --- apply ------------------------------------------------------------------------------
    def apply(self, s: AvzState, action: Action, dice: Dice) -> list[Event]:
        events: list[Event] = []
        getattr(self, f"_do_{action.kind}")(s, action, dice, events)
        self._advance(s, dice, events)
        return events

    def _advance(self, s: AvzState, dice: Dice, events: list[Event]) -> None:
        """Play the steps that need no decision, up to the next real choice."""
        while True:
            if s.step == "icons":
                self._next_icon(s, dice, events)
                continue
            if s.step == "losses" and self._losses_done(s):
                self._finish_losses(s, dice, events)
                continue
            if s.step in ("over", "reveal", "group", "place", "spawn", "place_group"):
                return  # always a real choice (or the Zombie player's own beat)
            if s.step == "act":
                if next(self._open_acts(s), None):
                    return
                self._do_end(s, END, dice, events)
                continue
            if s.step == "land" and self._landable(s) and any(self._landing_site(s, n) for n in self.town.names):
                return  # a unit to land and somewhere to land it, or done: a choice
            legal = self.legal_actions(s)
            if len(legal) != 1:
                return
            getattr(self, f"_do_{legal[0].kind}")(s, legal[0], dice, events)

    # set-up
    def _do_place(self, s, a, dice, ev):
        z, loc = a["counter"], a["at"]
        s.drawn.remove(z)
        s.put(z, loc)
        ev.append(Event("place", "AvZ 2.0", f"Zombie player places {counter_name(z)} in {loc}",
                        {"counter": z, "to": loc}))
        if not s.drawn:
            s.step, s.pending = "place_group", {"groups": SETUP_GROUPS}

    def _do_place_group(self, s, a, dice, ev):
        loc = a["at"]
        group = [min(u for u in s.reserve if ALIENS_BY_ID[u].key == key) for key in SETUP_GROUP]
        for u in group:
            s.reserve.remove(u)
            s.put(u, loc)
        ev.append(Event("place_group", "AvZ 2.0", f"Alien player places a Trooper, a UFO and a Tank in {loc}",
                        {"units": group, "to": loc}))
        s.pending["groups"] -= 1
        if not s.pending["groups"]:
            self._start_turn(s, ev)

    # the event phase (AvZ 3.0 Event, 4.0)
    def _start_turn(self, s, ev):
        s.turn += 1
        s.phase, s.step, s.pending = "event", "reveal", {}
        s.acted.clear()
        s.claw = s.rise = False
        ev.append(Event("turn", "AvZ 3.0", f"Turn {s.turn} of {TURNS} begins", {"turn": s.turn}))

    def _do_reveal(self, s, a, dice, ev):
        tile = TILES_BY_ID[s.tiles.pop(dice.randrange(len(s.tiles)))]
        s.revealed.append(tile.key)
        s.icons = list(tile.icons)
        names = " and ".join(ICON_NAMES[i] for i in tile.icons)
        ev.append(Event("reveal", "AvZ 3.0", f"Event tile {tile.number}: {names}",
                        {"tile": tile.key, "number": tile.number, "icons": list(tile.icons)}, reveals=True))
        spawns = tile.number
        if RISE in s.icons:  # AvZ 4.0 Zombie Rise: one more spawn per Alien on the map
            s.icons.remove(RISE)
            s.rise = True
            extra = sum(len(v) for v in s.aliens.values())
            spawns += extra
            ev.append(Event("rise", "AvZ 4.0", f"Zombie Rise: {extra} extra spawns, one per Alien on the map; "
                            "Zombies killed this turn go back to the grave", {"extra": extra}))
        s.drawn = self._draw(s, spawns, dice)
        ev.append(Event("draw", "AvZ 3.0", f"Zombie player draws {len(s.drawn)} Zombies from the grave",
                        {"counters": list(s.drawn), "wanted": spawns}, reveals=True))
        if len(s.drawn) < spawns:
            ev.append(Event("spawn_lost", "AvZ 3.0", f"The grave is empty: {_n(spawns - len(s.drawn), 'spawn')} lost",
                            {"count": spawns - len(s.drawn)}))
        s.step = "spawn" if s.drawn else "icons"

    def _do_spawn(self, s, a, dice, ev):
        z, loc = a["counter"], a["at"]
        s.drawn.remove(z)
        s.put(z, loc)
        ev.append(Event("spawn", "AvZ 3.0", f"{counter_name(z)} spawns in {loc}", {"counter": z, "to": loc}))
        if not s.drawn:
            s.step = "icons"

    def _next_icon(self, s, dice, ev):
        if not s.icons:
            self._start_landing(s, dice, ev)
            return
        icon = s.icons.pop(0)
        s.pending = {"icon": icon}
        if icon == CLAW:
            s.claw = True
            ev.append(Event("claw", "AvZ 4.0", "Zombie Claw: Aliens on the ground cannot move this turn, "
                            "and Zombie attack dice get +1", {}))
            return
        possible = {
            BITE: any(s.aliens.values()),
            LASER: any(s.zombies.values()),
            MUTANT: "mutant" in s.reserve and bool(self._troopers(s)),
            BFAR: "bfar" in s.reserve and any(self._empty(s, n) for n in self.town.names),
        }[icon]
        if possible:
            s.step = icon if icon != MUTANT else "mutate"
        else:
            ev.append(Event("no_effect", "AvZ 4.0", f"{ICON_NAMES[icon]} has no target and no effect",
                            {"icon": icon}))

    def _do_bite(self, s, a, dice, ev):
        loc = a["at"]
        rolls = dice.roll(len(s.aliens[loc]))
        kills = sum(v >= BITE_HIT for v in rolls)
        ev.append(Event("bite", "AvZ 4.0", f"Zombie Bite on {loc}: {_faces(rolls)}, {_n(kills, 'Alien')} bitten",
                        {"at": loc, "dice": [{"value": v, "need": BITE_HIT, "hit": v >= BITE_HIT} for v in rolls],
                         "kills": kills}))
        self._start_losses(s, ALIENS, "kill", [loc], kills, False, "icons")

    def _do_laser(self, s, a, dice, ev):
        loc = a["at"]
        value, count = dice.die(), len(s.zombies[loc])
        hit = value <= count
        ev.append(Event("laser", "AvZ 4.0", f"Alien Laser on {loc}: rolled {value} against {count} Zombies, "
                        + ("all are killed" if hit else "a miss"),
                        {"at": loc, "die": value, "zombies": count, "hit": hit,
                         "dice": [{"value": value, "hit": hit}]}))
        if hit:
            for z in list(s.zombies[loc]):
                self._kill(s, z, "laser", dice, ev)
        s.step = "icons"

    def _do_mutate(self, s, a, dice, ev):
        trooper = a["unit"]
        loc = s.lift(trooper)
        s.acted.discard(trooper)
        s.reserve.append(trooper)
        s.reserve.remove("mutant")
        s.put("mutant", loc)
        ev.append(Event("mutate", "AvZ 4.0", f"Alien Mutant: {counter_name(trooper)} in {loc} becomes the Mutant",
                        {"trooper": trooper, "at": loc, "unit": "mutant"}))
        s.step, s.pending = "rampage", {"at": loc, "left": s.options["rampage"], "visited": [loc]}

    def _do_rampage(self, s, a, dice, ev):
        p, to = s.pending, a["to"]
        frm = s.lift("mutant")
        s.put("mutant", to)
        p["at"], p["left"] = to, p["left"] - 1
        p["visited"].append(to)
        ev.append(Event("rampage", "AvZ 4.0", f"The Mutant stomps from {frm} into {to}",
                        {"from": frm, "to": to, "left": p["left"]}))
        if s.zombies[to]:  # AvZ 4.0: one Zombie of the Zombie player's choice dies here
            self._start_losses(s, ZOMBIES, "stomp", [to], 1, False, "rampage")

    def _do_stop(self, s, a, dice, ev):
        ev.append(Event("rampage_end", "AvZ 4.0", "The Mutant's rampage ends", {"at": s.pending.get("at")}))
        s.step = "icons"

    def _do_bfar(self, s, a, dice, ev):
        loc = a["at"]
        s.reserve.remove("bfar")
        s.put("bfar", loc)
        rolls = dice.roll(BFAR_DICE)
        hits = sum(v >= BFAR_HIT for v in rolls)
        targets = [n for n in self.town.around[loc] if s.zombies[n]]
        ev.append(Event("bfar", "AvZ 4.0", f"The BFAR lands in {loc} and fires: {_faces(rolls)}, {_n(hits, 'hit')}",
                        {"at": loc, "dice": [{"value": v, "need": BFAR_HIT, "hit": v >= BFAR_HIT} for v in rolls],
                         "hits": hits, "targets": targets}))
        self._start_losses(s, ZOMBIES, "remove", targets, hits, False, "icons")

    # the Alien landing (AvZ 3.0)
    def _start_landing(self, s, dice, ev):
        value = dice.die()
        s.phase, s.step = "landing", "land"
        s.pending = {"budget": value + 1, "leader": False, "landed": []}
        ev.append(Event("landing_roll", "AvZ 3.0", f"Alien Landing: rolled {value}, {value + 1} combat points land",
                        {"die": value, "budget": value + 1, "dice": [value]}))

    def _do_land(self, s, a, dice, ev):
        u, loc, p = a["unit"], a["at"], s.pending
        s.reserve.remove(u)
        s.put(u, loc)
        p["budget"] -= ALIENS_BY_ID[u].combat
        p["leader"] = p["leader"] or u.startswith("ld")
        p["landed"].append(u)
        ev.append(Event("land", "AvZ 3.0", f"{counter_name(u)} lands in {loc}",
                        {"unit": u, "to": loc, "budget": p["budget"]}))

    def _do_done(self, s, a, dice, ev):
        self._start_actions(s, ALIENS, ev)

    # the action phases (AvZ 5.0)
    def _start_actions(self, s, side, ev):
        s.phase, s.step, s.pending = side, "act", {}
        who = "Alien" if side == ALIENS else "Zombie"
        ev.append(Event("phase", "AvZ 3.0", f"{who} Actions", {"phase": side}))

    def _do_act(self, s, a, dice, ev):
        able = self._eligible(s, a["at"], a["do"])
        # a lone able counter is the whole group: nothing to choose
        s.step, s.pending = "group", {"at": a["at"], "kind": a["do"], "units": able if len(able) == 1 else []}

    def _do_add(self, s, a, dice, ev):
        s.pending["units"].append(a["unit"])

    def _do_add_all(self, s, a, dice, ev):
        p = s.pending
        p["units"] += [u for u in self._eligible(s, p["at"], p["kind"]) if u not in p["units"]]

    def _do_pass(self, s, a, dice, ev):
        units = s.pending["units"]
        s.acted.update(units)
        ev.append(Event("pass", "AvZ 5.0", f"{_list(units)} pass", {"units": list(units), "at": s.pending["at"]}))
        s.step, s.pending = "act", {}

    def _do_move(self, s, a, dice, ev):
        p = s.pending
        self._move_group(s, p["units"], p["at"], a["to"], "move", ev)
        s.step, s.pending = "act", {}

    def _move_group(self, s, units, frm, to, why, ev):
        path = mv.route(s, self.town, units, frm, to)
        for u in units:
            s.lift(u)
            s.put(u, to)
            s.acted.add(u)
        rule = "AvZ 5.1, 6.0" if why == "move" else "AvZ 5.2"
        ev.append(Event("move", rule, f"{_list(units)} move from {frm} to {to}",
                        {"units": list(units), "from": frm, "to": to, "path": path, "action": why}))

    def _do_attack(self, s, a, dice, ev):
        p = s.pending
        if a["to"] != p["at"]:
            self._move_group(s, p["units"], p["at"], a["to"], "attack", ev)
        self._attack(s, p["units"], a["to"], "attack", dice, ev)

    def _do_blast(self, s, a, dice, ev):
        self._attack(s, s.pending["units"], s.pending["at"], "blast", dice, ev)

    def _do_chomp(self, s, a, dice, ev):
        self._attack(s, s.pending["units"], s.pending["at"], "chomp", dice, ev)

    def _attack(self, s, units, loc, how, dice, ev):
        """AvZ 7.0: a. attack dice, b. save dice, c. hits assigned by the owner, d. casualties."""
        side = side_of(units[0])
        s.acted.update(units)
        if side == ALIENS:
            rolls = alien_attack(s, units, loc, dice, blast=how == "blast")
            rule = "AvZ 5.4, 7.1a" if how == "blast" else "AvZ 7.1a"
        else:
            rolls = zombie_attack(s, units, dice)
            rule = "AvZ 5.3, 7.1z" if how == "chomp" else "AvZ 7.1z"
        hits = sum(r["hit"] for r in rolls)
        verb = {"attack": "attack", "blast": "Blast 'Em", "chomp": "Chomp 'Em"}[how]
        ev.append(Event("attack", rule, f"{_list(units)} {verb} in {loc}: {_faces([r['value'] for r in rolls])}, "
                        f"{_n(hits, 'hit')}", {"units": list(units), "at": loc, "action": how, "dice": rolls, "hits": hits}))
        if how == "chomp":  # AvZ 5.3: each natural 6 brings back a Zombie from the dead pile
            for _ in range(sum(r["value"] == 6 for r in rolls)):
                self._revive(s, dice, s.options["chomp"] == "location" and loc, "chomp", ev)
        enemy = other(side)
        if hits and (s.aliens if enemy == ALIENS else s.zombies)[loc]:
            saves = roll_saves(s, enemy == ALIENS, loc, hits, dice)
            left = hits - sum(r["saved"] for r in saves)
            ev.append(Event("saves", "AvZ 7.2", f"Saves: {_faces([r['value'] for r in saves])}, {_n(left, 'hit')} left",
                            {"at": loc, "side": enemy, "dice": saves, "hits": left}))
            self._start_losses(s, enemy, "assign", [loc], left, True, "act")
        else:
            s.step, s.pending = "act", {}

    def _do_end(self, s, a, dice, ev):
        if s.phase == ALIENS:
            # AvZ 6.4 Stacking: checked at the end of the Alien movement phase.
            if self._overstacked(s):
                s.step, s.pending = "discard", {}
                ev.append(Event("stacking", "AvZ 6.4", "Too many Aliens: the Alien player sends the excess to "
                                "the reserve", {"at": self._overstacked(s)}))
            else:
                self._start_actions(s, ZOMBIES, ev)
        elif s.turn >= TURNS:
            s.phase, s.step, s.pending = "over", "over", {}
            result = victory(len(s.dead_pile))
            ev.append(Event("game_over", "AvZ 8.0", f"{result.label}: {len(s.dead_pile)} Zombies in the dead pile",
                            {"label": result.label, "dead_pile": len(s.dead_pile), "winners": list(result.winners)}))
        else:
            self._start_turn(s, ev)

    def _do_discard(self, s, a, dice, ev):
        u = a["unit"]
        loc = s.lift(u)
        s.acted.discard(u)
        s.reserve.append(u)
        ev.append(Event("discard", "AvZ 6.4", f"{counter_name(u)} goes back to the reserve from {loc}",
                        {"unit": u, "from": loc}))
        if not self._overstacked(s):
            self._start_actions(s, ZOMBIES, ev)

    # losses: hits (AvZ 7.3), bites, stomps and missiles, one counter at a time
    def _start_losses(self, s, owner, verb, locs, left, armor, then):
        s.step = "losses"
        s.pending = {"owner": owner, "verb": verb, "locs": list(locs), "left": left, "damaged": None,
                     "armor": armor, "then": then, "resume": s.pending}

    def _losses_done(self, s) -> bool:
        return s.pending["left"] <= 0 or not self._loss_units(s)

    def _finish_losses(self, s, dice, ev):
        p = s.pending
        if p["damaged"]:
            ev.append(Event("bounce", "AvZ 7.3", f"The hit on {counter_name(p['damaged'])} bounces off",
                            {"unit": p["damaged"], "at": s.at[p["damaged"]]}))
        then, resume = p["then"], p["resume"]
        if then == "rampage":
            s.step, s.pending = "rampage", resume
        else:
            s.step, s.pending = then, {}

    def _take_loss(self, s, a, dice, ev):
        p, u = s.pending, a["unit"]
        loc = s.at[u]
        p["left"] -= 1
        if p["armor"] and two_hits(u) and p["damaged"] != u:
            p["damaged"] = u
            ev.append(Event("hit", "AvZ 7.3", f"{counter_name(u)} takes a hit (it takes two)",
                            {"unit": u, "at": loc}))
            return
        p["damaged"] = None
        self._kill(s, u, p["verb"], dice, ev)
        if p["verb"] == "kill":  # AvZ 4.0 Zombie Bite: a dead-pile Zombie takes the Alien's place
            self._revive(s, dice, loc, "bite", ev)

    _do_assign = _do_kill = _do_stomp = _do_remove = _take_loss

    def _kill(self, s, u, cause, dice, ev):
        loc = s.lift(u)
        s.acted.discard(u)
        if u in ALIENS_BY_ID:
            s.reserve.append(u)
            ev.append(Event("kill", "AvZ 7.4", f"{counter_name(u)} is killed and goes to the reserve",
                            {"unit": u, "at": loc, "to": "reserve", "cause": cause}))
            if cause == "assign":  # AvZ 7.4: a dead Alien sends a dead-pile Zombie to the grave
                self._revive(s, dice, None, "alien_death", ev)
            return
        to = "grave" if s.rise else "dead_pile"  # AvZ 4.0 Zombie Rise
        (s.grave if s.rise else s.dead_pile).append(u)
        rule = "AvZ 4.0" if s.rise or cause != "assign" else "AvZ 7.4"
        ev.append(Event("kill", rule, f"{counter_name(u)} is killed and goes to the {to.replace('_', ' ')}",
                        {"unit": u, "at": loc, "to": to, "cause": cause}))

    def _revive(self, s, dice, loc, cause, ev):
        """One random Zombie leaves the dead pile: to `loc` on the map, or to the grave."""
        if not s.dead_pile:
            return
        z = s.dead_pile.pop(dice.randrange(len(s.dead_pile)))
        if loc:
            s.put(z, loc)
        else:
            s.grave.append(z)
        rule = {"chomp": "AvZ 5.3", "bite": "AvZ 4.0", "alien_death": "AvZ 7.4"}[cause]
        ev.append(Event("revive", rule, f"{counter_name(z)} comes back from the dead pile to {loc or 'the grave'}",
                        {"counter": z, "to": loc or "grave", "cause": cause}))

    # --- reading the state -------------------------------------------------------------------
    def prompt(self, s: AvzState) -> str:
        return prompt(self, s)

    def describe(self, s: AvzState, action: Action) -> str:
        return describe(self, s, action)

    def invariants(self, s: AvzState) -> list[str]:
        problems = []
        on_map_z = [z for v in s.zombies.values() for z in v]
        zombies = s.grave + s.dead_pile + s.drawn + on_map_z
        if len(zombies) != ZOMBIE_COUNTERS or set(zombies) != set(ZOMBIES_BY_ID):
            problems.append(f"{len(zombies)} zombie counters ({len(set(zombies))} different), not {ZOMBIE_COUNTERS}")
        on_map_a = [a for v in s.aliens.values() for a in v]
        aliens = s.reserve + on_map_a
        if len(aliens) != ALIEN_COUNTERS or set(aliens) != set(ALIENS_BY_ID):
            problems.append(f"{len(aliens)} alien counters ({len(set(aliens))} different), not {ALIEN_COUNTERS}")
        if len(s.at) != len(on_map_z) + len(on_map_a) or any(
                u not in (s.aliens if u in ALIENS_BY_ID else s.zombies)[n] for u, n in s.at.items()):
            problems.append("the counter index disagrees with the board")
        if not s.acted <= set(s.at):
            problems.append("a counter off the map is marked as having acted")
        if s.phase == ZOMBIES and self._overstacked(s):
            problems.append(f"more than {STACKING_LIMIT} Aliens in {', '.join(self._overstacked(s))} after the "
                            "Alien movement phase")
        if s.phase == "setup" and any(len(v) > SETUP_PER_LOCATION for v in s.zombies.values()):
            problems.append("more than three Zombies in a location at set-up")
        if len(s.tiles) + len(s.revealed) != TILES_IN_PLAY:
            problems.append(f"{len(s.tiles) + len(s.revealed)} event tiles in play, not {TILES_IN_PLAY}")
        if s.turn != len(s.revealed) and not (s.step == "reveal" and s.turn == len(s.revealed) + 1):
            problems.append(f"turn {s.turn} with {len(s.revealed)} tiles revealed")
        return problems

    def encode(self, s: AvzState) -> dict[str, Any]:
        return s.to_json()

    def decode(self, data: dict[str, Any]) -> AvzState:
        return AvzState.from_json(data, list(self.town.names))


def victory(dead: int) -> Outcome:
    """AvZ 8.0: the level of victory by the number of Zombies in the dead pile."""
    for top, label, side in VICTORY_LEVELS:
        if dead <= top:
            return Outcome(label, (side,) if side else (), dead, f"{dead} Zombies in the dead pile: {label}")
    raise ValueError(dead)


def _faces(values: list[int]) -> str:
    return " ".join(map(str, values)) or "no dice"


def _n(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def _list(units: list[str]) -> str:
    return ", ".join(counter_name(u) for u in units)
