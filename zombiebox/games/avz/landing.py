"""The Alien Landing (AvZ 3.0): small units worth up to the roll's combat points land in empty
locations, one Leader at most, then the Alien actions begin."""
from __future__ import annotations

from itertools import product
from typing import Optional

from zombiebox.core.actions import Action, Event, act, lookup
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section

from . import refusals
from .classes import canonical
from .data import ALIENS, ALIENS_BY_ID, LANDING_KINDS
from .state import AvzState
from .town import Town
from .turn import start_actions
from .words import counter_name


class Landings(Section):
    """AvZ 3.0 Alien Landing: small Aliens land in empty locations."""

    def __init__(self, town: Town):
        self.town = town
        self._actions = lookup("land", ("unit", "at"), product(ALIENS_BY_ID, town.names))

    @staticmethod
    def landable(s: AvzState) -> list[str]:
        """AvZ 3.0: small units whose combat fits what is left of the roll; one Leader a turn."""
        p = s.landing
        out = []
        for key in LANDING_KINDS:
            if key == "leader" and p.leader:
                continue
            units = [u for u in s.reserve if ALIENS_BY_ID[u].key == key]
            if units and ALIENS_BY_ID[units[0]].combat <= p.budget:
                out.append(min(units))
        return out

    @staticmethod
    def landing_site(s: AvzState, loc: str) -> bool:
        """An empty location, or one holding only Aliens landed this phase (AvZ 3.0 example)."""
        return not s.zombies[loc] and all(a in s.landing.landed for a in s.aliens[loc])

    def legal(self, s: AvzState) -> list[Action]:
        units = self.landable(s)
        places = [n for n in self.town.names if self.landing_site(s, n)]
        return [self._actions[u, n] for u in units for n in places] + [act("done")]

    def forced(self, s: AvzState) -> Optional[Action]:
        """Nothing fits, or nowhere to land: the landing is over."""
        if self.landable(s) and any(self.landing_site(s, n) for n in self.town.names):
            return None
        return act("done")

    def why(self, s: AvzState, a: Action) -> Optional[tuple[str, str]]:
        if a.kind != "land":
            return None
        u, loc, p = a["unit"], a["at"], s.landing
        kind = ALIENS_BY_ID.get(u)
        if kind is None or u not in s.reserve:
            return f"{u} is not an Alien in the reserve", "AvZ 3.0"
        if kind.big:
            return "the BFAR and the Mutant cannot land during the Alien Landing phase", "AvZ 3.0"
        if kind.key == "leader" and p.leader:
            return "only one Leader can land per turn: there is no room for two in a landing pod", "AvZ 3.0"
        if kind.combat > p.budget:
            return (f"the {kind.name}'s combat strength {kind.combat} is more than the {p.budget} points left "
                    "of this landing", "AvZ 3.0")
        if not self.landing_site(s, loc):
            return f"Aliens land in empty locations, and {loc} is not empty", "AvZ 3.0"
        return None

    @staticmethod
    def land(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        u, loc, p = a["unit"], a["at"], s.landing
        s.reserve.remove(u)
        s.put(u, loc)
        p.budget -= ALIENS_BY_ID[u].combat
        p.leader = p.leader or u.startswith("ld")
        p.landed.append(u)
        ev.append(Event("land", "AvZ 3.0", f"{counter_name(u, capital=True)} lands in {loc}",
                        {"unit": u, "to": loc, "budget": p.budget}))

    @staticmethod
    def done(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        start_actions(s, ALIENS, ev)

    def declare(self) -> tuple:
        return (DecisionPoint(
            "land", "AvZ 3.0", lambda s: (f"Alien player: land small Aliens, up to {s.landing.budget} combat points, "
                                          "in empty locations (one Leader at most)"),
            seat=lambda s: ALIENS, legal=self.legal,
            moves=(Move("land", self.land, {"unit": str, "at": str}, words="land {unit:counter} in {at}"),
                   Move("done", self.done, words="land nothing more this turn")),
            canonical=canonical, explain=refusals.explaining(self.town, self.why), forced=self.forced),)
