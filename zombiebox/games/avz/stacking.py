"""Stacking (AvZ 6.4): at the end of the Alien movement phase no location may hold more than four
Aliens (the BFAR and the Mutant count two); the Alien player sends the excess to the reserve."""
from __future__ import annotations

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section, only_answer

from . import refusals
from .classes import canonical, reps
from .data import ALIENS, ALIENS_BY_ID, STACKING_LIMIT, ZOMBIES
from .movement import stack_size
from .state import AvzState
from .town import Town
from .turn import start_actions
from .words import counter_name


class Stacking(Section):
    """AvZ 6.4: Aliens over the stacking limit go back to the reserve."""

    def __init__(self, town: Town):
        self.town = town

    def overstacked(self, s: AvzState) -> list[str]:
        return [n for n in self.town.names if stack_size(s.aliens[n]) > STACKING_LIMIT]

    def legal(self, s: AvzState) -> list[Action]:
        units = [a for n in self.overstacked(s) for a in s.aliens[n]]
        return [act("discard", unit=u) for u in reps(s, units)]

    def discard(self, s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
        u = a["unit"]
        loc = s.lift(u)
        s.acted.discard(u)
        s.reserve.append(u)
        ev.append(Event("discard", "AvZ 6.4", f"{counter_name(u, capital=True)} goes back to the reserve from {loc}",
                        {"unit": u, "from": loc}))
        if not self.overstacked(s):
            start_actions(s, ZOMBIES, ev)

    @staticmethod
    def why(s: AvzState, a: Action) -> tuple[str, str]:
        u = a["unit"]
        loc = s.at.get(u)
        if loc is None or u not in ALIENS_BY_ID:
            return f"{u} is not an Alien on the map", "AvZ 6.4"
        return (f"{loc} holds {stack_size(s.aliens[loc])} Aliens, within the limit of {STACKING_LIMIT}: only "
                "locations over the limit send Aliens back", "AvZ 6.4")

    def declare(self) -> tuple:
        return (DecisionPoint(
            "discard", "AvZ 6.4", "Alien player: send Aliens back to the reserve until no location holds more "
            "than four", seat=lambda s: ALIENS, legal=self.legal,
            moves=(Move("discard", self.discard, {"unit": str}, words="send {unit:counter} in {unit:where} back to the reserve"),),
            canonical=canonical, explain=refusals.explaining(self.town, self.why), forced=only_answer(self.legal)),)
