"""Losses, one counter at a time: hits after an attack (AvZ 7.3), a Zombie Bite, a Mutant stomp or
the BFAR's missiles (AvZ 4.0); where the dead go and who comes back (AvZ 7.4, 5.3, 4.0)."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import AutoStep, DecisionPoint, Move, Section, only_answer

from . import refusals
from .classes import canonical, reps
from .combat import loss_candidates, two_hits
from .data import ALIENS, ALIENS_BY_ID
from .state import TO, VERBS, AvzState, Losses
from .data import unit_name
from .words import SIDE_NAME, counter_name

VERB_WORDS = {"assign": "takes the next hit", "kill": "is bitten", "stomp": "is stomped",
              "remove": "is blown up by the missiles"}
# each loss as the player picks it, said before it applies
LOSS_WORDS = {"assign": "takes the hit", "kill": "is bitten", "stomp": "is stomped", "remove": "is blown up"}


def start_losses(s: AvzState, owner: str, verb: str, locs: list[str], left: int, armor: bool, then: str) -> None:
    s.step = TO.losses
    s.losses = Losses(owner=owner, verb=verb, locs=list(locs), left=left, armor=armor, then=then)


def loss_units(s: AvzState) -> list[str]:
    p = s.losses
    own = s.aliens if p.owner == ALIENS else s.zombies
    return [u for n in p.locs for u in own[n]]


def legal(s: AvzState) -> list[Action]:
    p = s.losses
    return [act(p.verb, unit=u) for u in reps(s, loss_candidates(loss_units(s), p.left, p.damaged, p.armor))]


def why(s: AvzState, a: Action) -> Optional[tuple[str, str]]:
    p, u = s.losses, a["unit"]
    owner = s.aliens if p.owner == ALIENS else s.zombies
    if not any(u in owner[n] for n in p.locs):
        return f"{counter_name(u, the=True, capital=True)} is not one of the counters that can be lost in {', '.join(p.locs)}", "AvZ 7.3"
    if p.damaged and u != p.damaged:
        return (f"hits cannot be split between armored units or Mobs: {counter_name(p.damaged, the=True)} has one hit "
                "and takes the next", "AvZ 7.3")
    if u not in loss_candidates(loss_units(s), p.left, p.damaged, p.armor) and two_hits(u):
        return ("a loss must be taken if possible: the last hit goes to a counter it kills, "
                f"not to the two-hit {unit_name(u)}", "AvZ 7.3")
    return None


def take_loss(s: AvzState, a: Action, dice: Dice, ev: list[Event]) -> None:
    p, u = s.losses, a["unit"]
    loc = s.at[u]
    p.left -= 1
    if p.armor and two_hits(u) and p.damaged != u:
        p.damaged = u
        ev.append(Event("hit", "AvZ 7.3", f"{counter_name(u, capital=True)} takes a hit (it takes two)", {"unit": u, "at": loc}))
        return
    p.damaged = None
    kill(s, u, p.verb, dice, ev)
    if p.verb == "kill":  # AvZ 4.0 Zombie Bite: a dead-pile Zombie takes the Alien's place
        revive(s, dice, loc, "bite", ev)


def done(s: AvzState) -> bool:
    return s.losses.left <= 0 or not loss_units(s)


def finish(s: AvzState, dice: Dice, ev: list[Event]) -> None:
    """No hit left, or no one left to take it: a hit on a two-hit counter bounces off (AvZ 7.3)."""
    p = s.losses
    if p.damaged:
        ev.append(Event("bounce", "AvZ 7.3", f"The hit on {counter_name(p.damaged, the=True)} bounces off",
                        {"unit": p.damaged, "at": s.at[p.damaged]}))
    s.step, s.losses = p.then, None


def kill(s: AvzState, u: str, cause: str, dice: Dice, ev: list[Event]) -> None:
    loc = s.lift(u)
    s.acted.discard(u)
    if u in ALIENS_BY_ID:
        s.reserve.append(u)
        ev.append(Event("kill", "AvZ 7.4", f"{counter_name(u, capital=True)} in {loc} is killed and goes to the reserve",
                        {"unit": u, "at": loc, "to": "reserve", "cause": cause}))
        if cause == "assign":  # AvZ 7.4: a dead Alien sends a dead-pile Zombie to the grave
            revive(s, dice, None, "alien_death", ev)
        return
    to = "grave" if s.rise else "dead_pile"  # AvZ 4.0 Zombie Rise
    (s.grave if s.rise else s.dead_pile).append(u)
    rule = "AvZ 4.0" if s.rise or cause != "assign" else "AvZ 7.4"
    ev.append(Event("kill", rule, f"{counter_name(u, capital=True)} in {loc} is killed and goes to the {to.replace('_', ' ')}",
                    {"unit": u, "at": loc, "to": to, "cause": cause}))


def revive(s: AvzState, dice: Dice, loc: Optional[str], cause: str, ev: list[Event]) -> None:
    """One random Zombie leaves the dead pile: to `loc` on the map, or to the grave."""
    if not s.dead_pile:
        return
    z = s.dead_pile.pop(dice.randrange(len(s.dead_pile)))
    if loc:
        s.put(z, loc)
    else:
        s.grave.append(z)
    rule = {"chomp": "AvZ 5.3", "bite": "AvZ 4.0", "alien_death": "AvZ 7.4"}[cause]
    ev.append(Event("revive", rule, f"{counter_name(z, capital=True)} comes back from the dead pile to {loc or 'the grave'}",
                    {"counter": z, "to": loc or "grave", "cause": cause}))


def prompt(s: AvzState) -> str:
    p = s.losses
    hit = f"; {counter_name(p.damaged, the=True)} has one hit and must take the next" if p.damaged else ""
    where = ", ".join(p.locs) if len(p.locs) <= 3 else "the lit locations"   # a banner's line: many are lit
    return f"{SIDE_NAME[p.owner]}: choose which counter in {where} {VERB_WORDS[p.verb]} ({p.left} left{hit})"


def rule(s: AvzState) -> str:
    return "AvZ 7.3" if s.losses.verb == "assign" else "AvZ 4.0"  # a Bite, a stomp or a missile: an event


class Losing(Section):
    """AvZ 7.3 (and 4.0's Bite, stomp and missiles): the owner takes the hits one counter at a time."""

    def __init__(self, town):
        self.town = town

    def declare(self) -> tuple:
        return (
            DecisionPoint("losses", rule, prompt, seat=lambda s: s.losses.owner, legal=legal,
                          moves=tuple(Move(verb, take_loss, {"unit": str},
                                           words="{unit:Counter} in {unit:where} " + LOSS_WORDS[verb])
                                      for verb in VERBS),
                          canonical=canonical, explain=refusals.explaining(self.town, why),
                          forced=only_answer(legal)),
            AutoStep("losses_done", "AvZ 7.3", finish),
        )
