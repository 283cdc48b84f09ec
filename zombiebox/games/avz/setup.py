"""Set-up (AvZ 2.0): the event tiles, fifteen Zombies placed by the Zombie player, then three Alien
groups of a Trooper, a UFO and a Tank."""
from __future__ import annotations

from itertools import product
from typing import Any, Optional

from zombiebox.core.actions import Action, Event, act, lookup
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section

from . import refusals
from .classes import canonical, reps
from .data import (ALIENS, ALIENS_BY_ID, EVENT_TILES, SETUP_GROUP, SETUP_GROUPS, SETUP_PER_LOCATION,
                   SETUP_ZOMBIES, TILES_IN_PLAY, ZOMBIE_KINDS, ZOMBIES, ZOMBIES_BY_ID)
from .state import TO, AvzState
from .town import Town
from .turn import start_turn
from .words import counter_name

TILE_ORDER = [t.key for t in EVENT_TILES]
KIND_ORDER = {k.key: i for i, k in enumerate(ZOMBIE_KINDS)}


def _zombie_order(uid: str) -> tuple:
    return KIND_ORDER[ZOMBIES_BY_ID[uid].key], uid


def draw(s: AvzState, count: int, dice: Dice) -> list[str]:
    """Random counters from the grave (AvZ 2.0, 3.0), shown sorted by type."""
    picks = dice.sample(s.grave, min(count, len(s.grave)))
    for z in picks:
        s.grave.remove(z)
    return sorted(picks, key=_zombie_order)


def empty(s: AvzState, loc: str) -> bool:
    return not s.zombies[loc] and not s.aliens[loc]


def why_place(s: AvzState, a: Action) -> Optional[tuple[str, str]]:
    """Placing at set-up (AvZ 2.0) and spawning (AvZ 3.0)."""
    c, loc = a["counter"], a["at"]
    if c not in s.drawn:
        return f"{c} is not one of the Zombies drawn from the grave", "AvZ 2.0, 3.0"
    if s.step == TO.place and len(s.zombies[loc]) >= SETUP_PER_LOCATION:
        return f"{loc} already holds three Zombies: at most three a location at set-up", "AvZ 2.0"
    if s.step == TO.spawn:
        return f"{loc} is neither on the outside edge of the map nor a dirt lot", "AvZ 3.0"
    return None


def why_place_group(s: AvzState, a: Action) -> tuple[str, str]:
    return f"{a['at']} is not empty: each group goes to a different location with no other counters", "AvZ 2.0"


class SetUp(Section):
    """AvZ 2.0: the Zombies placed, then the Alien groups."""

    def __init__(self, town: Town):
        self.town = town
        self._actions = lookup("place", ("counter", "at"), product(ZOMBIES_BY_ID, town.names))

    def setup(self, options: dict[str, Any], dice: Dice) -> AvzState:
        s = AvzState(options=options, town=list(self.town.names))
        s.zombies = {n: [] for n in self.town.names}
        s.aliens = {n: [] for n in self.town.names}
        s.grave = list(ZOMBIES_BY_ID)
        s.reserve = list(ALIENS_BY_ID)
        # AvZ 2.0: two random tiles go back to the bag unseen; eight stay face down.
        s.tiles = sorted(dice.sample(TILE_ORDER, TILES_IN_PLAY), key=TILE_ORDER.index)
        s.drawn = draw(s, SETUP_ZOMBIES, dice)
        s.step = TO.place
        return s

    def legal_place(self, s: AvzState) -> list[Action]:
        """Any drawn counter (one of each type) in any location with room (AvZ 2.0)."""
        room = [n for n in self.town.names if len(s.zombies[n]) < SETUP_PER_LOCATION]
        return [self._actions[c, n] for c in reps(s, s.drawn) for n in room]

    @staticmethod
    def place(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        z, loc = a["counter"], a["at"]
        s.drawn.remove(z)
        s.put(z, loc)
        ev.append(Event("place", "AvZ 2.0", f"Zombie player places {counter_name(z)} in {loc}",
                        {"counter": z, "to": loc}))
        if not s.drawn:
            s.step, s.groups = TO.place_group, SETUP_GROUPS

    def legal_place_group(self, s: AvzState) -> list[Action]:
        return [act("place_group", at=n) for n in self.town.names if empty(s, n)]

    @staticmethod
    def place_group(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        loc = a["at"]
        group = [min(u for u in s.reserve if ALIENS_BY_ID[u].key == key) for key in SETUP_GROUP]
        for u in group:
            s.reserve.remove(u)
            s.put(u, loc)
        ev.append(Event("place_group", "AvZ 2.0", f"Alien player places a Trooper, a UFO and a Tank in {loc}",
                        {"units": group, "to": loc}))
        s.groups -= 1
        if not s.groups:
            start_turn(s, ev)

    def declare(self) -> tuple:
        town = self.town
        return (
            DecisionPoint(
                "place", "AvZ 2.0", lambda s: (f"Zombie player: place {counter_name(s.drawn[0])} ({len(s.drawn)} "
                                               "to place, at most three a location)"),
                seat=lambda s: ZOMBIES, legal=self.legal_place,
                moves=(Move("place", self.place, {"counter": str, "at": str},
                            words="place {counter:counter} in {at}"),),
                canonical=canonical, explain=refusals.explaining(town, why_place)),
            DecisionPoint(
                "place_group", "AvZ 2.0", lambda s: ("Alien player: place a Trooper, UFO and Tank group in an "
                                                     f"empty location ({s.groups} groups left)"),
                seat=lambda s: ALIENS, legal=self.legal_place_group,
                moves=(Move("place_group", self.place_group, {"at": str},
                            words="place a Trooper, a UFO and a Tank in {at}"),),
                explain=refusals.explaining(town, why_place_group)),
        )
