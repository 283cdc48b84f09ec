"""The event phase (AvZ 3.0 Event, 4.0): the tile revealed, the Zombies it spawns, then its icons,
one at a time: Zombie Bite, Zombie Claw, Zombie Rise, Alien Laser, Alien Mutant, Alien BFAR."""
from __future__ import annotations

from itertools import product
from typing import Optional

from zombiebox.core.actions import Action, Event, act, lookup
from zombiebox.core.dice import Dice
from zombiebox.core.flow import AutoStep, DecisionPoint, Move, Section, only_answer
from zombiebox.core.words import plural

from . import refusals
from .classes import canonical, reps
from .data import (ALIENS, BFAR, BFAR_DICE, BFAR_HIT, BITE, BITE_HIT, CLAW, ICON_NAMES, LASER, MUTANT, RISE,
                   TILES_BY_ID, TURNS, ZOMBIES, ZOMBIES_BY_ID)
from .losses import kill, start_losses
from .setup import draw, empty, why_place
from .state import TO, AvzState, Rampage
from .town import Town
from .turn import start_landing
from .words import counter_name, faces, rampage_words

STOP = act("stop")
_ICON_STEP = {BITE: TO.bite, LASER: TO.laser, MUTANT: TO.mutate, BFAR: TO.bfar}


def troopers(s: AvzState) -> list[str]:
    return [u for u in s.at if u.startswith("tr")]


def why_bite(s: AvzState, a: Action) -> tuple[str, str]:
    return f"Zombie Bite needs a location with Aliens; {a['at']} has none", "AvZ 4.0"


def why_laser(s: AvzState, a: Action) -> tuple[str, str]:
    return f"Alien Laser needs a location with Zombies; {a['at']} has none", "AvZ 4.0"


def why_mutate(s: AvzState, a: Action) -> tuple[str, str]:
    return f"the Mutant replaces an Alien Trooper on the map, and {a['unit']} is not one", "AvZ 4.0"


def why_rampage(s: AvzState, a: Action) -> Optional[tuple[str, str]]:
    if a.kind != "rampage":
        return None
    p, to = s.rampage, a["to"]
    if p.left <= 0:
        return "the Mutant's rampage has no locations left", "AvZ 4.0"
    if to in p.visited:
        return f"the Mutant enters each location only once on its rampage, and it has been in {to}", "AvZ 4.0"
    return f"{to} is not joined to {p.at} by a crosswalk", "AvZ 4.0, 6.0"


def why_bfar(s: AvzState, a: Action) -> tuple[str, str]:
    return f"the BFAR lands in an empty location; {a['at']} holds counters", "AvZ 4.0"


class Events(Section):
    """AvZ 3.0 Event and 4.0: the tile revealed, the Zombies it spawns, then its icons."""

    def __init__(self, town: Town):
        self.town = town
        self._spawns = lookup("spawn", ("counter", "at"), product(ZOMBIES_BY_ID, town.spawn_points))

    # --- AvZ 3.0 Event: reveal a tile, spawn its Zombies ----------------------------------
    @staticmethod
    def reveal(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
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
        s.drawn = draw(s, spawns, dice)
        ev.append(Event("draw", "AvZ 3.0", f"Zombie player draws {len(s.drawn)} Zombies from the grave",
                        {"counters": list(s.drawn), "wanted": spawns}, reveals=True))
        if len(s.drawn) < spawns:
            ev.append(Event("spawn_lost", "AvZ 3.0", f"The grave is empty: {plural(spawns - len(s.drawn), 'spawn')} "
                            "lost", {"count": spawns - len(s.drawn)}))
        s.step = TO.spawn if s.drawn else TO.icons

    def legal_spawn(self, s: AvzState) -> list[Action]:
        """Any drawn counter (one of each type) at any spawn point (AvZ 3.0)."""
        return [self._spawns[c, n] for c in reps(s, s.drawn) for n in self.town.spawn_points]

    @staticmethod
    def spawn(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        z, loc = a["counter"], a["at"]
        s.drawn.remove(z)
        s.put(z, loc)
        ev.append(Event("spawn", "AvZ 3.0", f"{counter_name(z, capital=True)} spawns in {loc}", {"counter": z, "to": loc}))
        if not s.drawn:
            s.step = TO.icons

    # --- AvZ 4.0: the icons, in the tile's order ------------------------------------------
    def next_icon(self, s: AvzState, dice: Dice, ev: list[Event]) -> None:
        if not s.icons:
            start_landing(s, dice, ev)
            return
        icon = s.icons.pop(0)
        if icon == CLAW:
            s.claw = True
            ev.append(Event("claw", "AvZ 4.0", "Zombie Claw: Aliens on the ground cannot move this turn, "
                            "and Zombie attack dice get +1", {}))
            return
        possible = {
            BITE: any(s.aliens.values()),
            LASER: any(s.zombies.values()),
            MUTANT: "mutant" in s.reserve and bool(troopers(s)),
            BFAR: "bfar" in s.reserve and any(empty(s, n) for n in self.town.names),
        }[icon]
        if possible:
            s.step = _ICON_STEP[icon]
        else:
            ev.append(Event("no_effect", "AvZ 4.0", f"{ICON_NAMES[icon]} has no target and no effect",
                            {"icon": icon}))

    def legal_bite(self, s: AvzState) -> list[Action]:
        return [act("bite", at=n) for n in self.town.names if s.aliens[n]]

    @staticmethod
    def bite(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        loc = a["at"]
        rolls = dice.roll(len(s.aliens[loc]))
        kills = sum(v >= BITE_HIT for v in rolls)
        ev.append(Event("bite", "AvZ 4.0", f"Zombie Bite on {loc}: {faces(rolls)}, {plural(kills, 'Alien')} bitten",
                        {"at": loc, "dice": [{"value": v, "need": BITE_HIT, "hit": v >= BITE_HIT} for v in rolls],
                         "kills": kills}))
        start_losses(s, ALIENS, "kill", [loc], kills, False, TO.icons)

    def legal_laser(self, s: AvzState) -> list[Action]:
        return [act("laser", at=n) for n in self.town.names if s.zombies[n]]

    @staticmethod
    def laser(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        loc = a["at"]
        value, count = dice.die(), len(s.zombies[loc])
        hit = value <= count
        ev.append(Event("laser", "AvZ 4.0", f"Alien Laser on {loc}: rolled {value} against {count} Zombies, "
                        + ("all are killed" if hit else "a miss"),
                        {"at": loc, "die": value, "zombies": count, "hit": hit,
                         "dice": [{"value": value, "hit": hit}]}))
        if hit:
            for z in list(s.zombies[loc]):
                kill(s, z, "laser", dice, ev)
        s.step = TO.icons

    @staticmethod
    def legal_mutate(s: AvzState) -> list[Action]:
        return [act("mutate", unit=u) for u in reps(s, troopers(s))]

    @staticmethod
    def mutate(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        trooper = a["unit"]
        loc = s.lift(trooper)
        s.acted.discard(trooper)
        s.reserve.append(trooper)
        s.reserve.remove("mutant")
        s.put("mutant", loc)
        ev.append(Event("mutate", "AvZ 4.0", f"Alien Mutant: {counter_name(trooper)} in {loc} becomes the Mutant",
                        {"trooper": trooper, "at": loc, "unit": "mutant"}))
        s.step, s.rampage = TO.rampage, Rampage(at=loc, left=s.options["rampage"], visited=[loc])

    def legal_rampage(self, s: AvzState) -> list[Action]:
        p = s.rampage
        out = [act("rampage", to=n) for n in self.town.neighbours[p.at] if n not in p.visited] if p.left > 0 else []
        return out + [STOP]

    @staticmethod
    def rampage(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        p, to = s.rampage, a["to"]
        frm = s.lift("mutant")
        s.put("mutant", to)
        p.at, p.left = to, p.left - 1
        p.visited.append(to)
        ev.append(Event("rampage", "AvZ 4.0", f"The Mutant stomps from {frm} into {to}",
                        {"from": frm, "to": to, "left": p.left}))
        if s.zombies[to]:  # AvZ 4.0: one Zombie of the Zombie player's choice dies here
            start_losses(s, ZOMBIES, "stomp", [to], 1, False, TO.rampage)

    @staticmethod
    def stop(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        ev.append(Event("rampage_end", "AvZ 4.0", "The Mutant's rampage ends", {"at": s.rampage.at}))
        s.step, s.rampage = TO.icons, None

    def legal_bfar(self, s: AvzState) -> list[Action]:
        return [act("bfar", at=n) for n in self.town.names if empty(s, n)]

    def bfar(self, s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        loc = a["at"]
        s.reserve.remove("bfar")
        s.put("bfar", loc)
        rolls = dice.roll(BFAR_DICE)
        hits = sum(v >= BFAR_HIT for v in rolls)
        targets = [n for n in self.town.around[loc] if s.zombies[n]]
        ev.append(Event("bfar", "AvZ 4.0", f"The BFAR lands in {loc} and fires: {faces(rolls)}, "
                        f"{plural(hits, 'hit')}",
                        {"at": loc, "dice": [{"value": v, "need": BFAR_HIT, "hit": v >= BFAR_HIT} for v in rolls],
                         "hits": hits, "targets": targets}))
        start_losses(s, ZOMBIES, "remove", targets, hits, False, TO.icons)

    def declare(self) -> tuple:
        town, explaining = self.town, refusals.explaining

        def point(name, prompt, seat, legal, moves, why, **more):
            return DecisionPoint(name, "AvZ 4.0", prompt, seat=lambda s: seat, legal=legal, moves=moves,
                                 explain=explaining(town, why), forced=only_answer(legal), **more)
        return (
            DecisionPoint("reveal", "AvZ 3.0", lambda s: f"Zombie player: reveal the event tile of turn {s.turn} of "
                          f"{TURNS}", seat=lambda s: ZOMBIES, legal=lambda s: [act("reveal")],
                          moves=(Move("reveal", self.reveal, words="reveal the event tile"),)),
            DecisionPoint("spawn", "AvZ 3.0", lambda s: (f"Zombie player: spawn {counter_name(s.drawn[0])} in an "
                          f"outside-edge location or a dirt lot ({len(s.drawn)} to spawn)"),
                          seat=lambda s: ZOMBIES, legal=self.legal_spawn,
                          moves=(Move("spawn", self.spawn, {"counter": str, "at": str},
                                      words="spawn {counter:counter} in {at}"),),
                          canonical=canonical, explain=explaining(town, why_place)),
            AutoStep("icons", "AvZ 4.0", self.next_icon),
            point("bite", "Zombie player: choose a location with Aliens for the Zombie Bite", ZOMBIES,
                  self.legal_bite, (Move("bite", self.bite, {"at": str},
                                         words="Zombie Bite on {at}: {at:aliens} dice, each 5+ kills an Alien"),),
                  why_bite),
            point("laser", "Alien player: choose a location with Zombies for the Alien Laser", ALIENS,
                  self.legal_laser, (Move("laser", self.laser, {"at": str},
                                           words="Alien Laser on {at}: kills all {at:zombies} Zombies on a roll "
                                                 "that low or lower"),), why_laser),
            point("mutate", "Alien player: choose the Alien Trooper that becomes the Mutant", ALIENS,
                  self.legal_mutate, (Move("mutate", self.mutate, {"unit": str},
                                            words="turn {unit:counter} in {unit:where} into the Mutant"),), why_mutate,
                  canonical=canonical),
            point("rampage", lambda s: (f"Alien player: the Mutant in {s.rampage.at} may stomp into a next "
                                        f"location ({s.rampage.left} left) or stop"), ALIENS,
                  self.legal_rampage, (Move("rampage", self.rampage, {"to": str}, words=rampage_words),
                                     Move("stop", self.stop, words="end the Mutant's rampage")),
                  why_rampage),
            point("bfar", "Alien player: choose an empty location for the BFAR to land in", ALIENS,
                  self.legal_bfar, (Move("bfar", self.bfar, {"at": str}, words="land the BFAR in {at}"),), why_bfar),
        )
