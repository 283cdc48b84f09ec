"""ZT Human Player Turn: activate the humans one at a time, 3 AP each, for the common actions (Move,
Push), the personal actions and abilities, escaping; any number of special cards between and during."""
from __future__ import annotations

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section, only_answer
from zombiebox.core.words import plural

from . import cards
from .data import HUMAN_AP, HUMANS_BY_ID, HUMANS_SEAT
from .lot import lot_of
from .markers import eliminate, escape, heal, who
from .sight import closed_corner, shooting_targets
from .state import TO, ZtState
from .words import moving

COMMON, PERSONAL = "ZT Common Actions", "ZT Personal Actions and Abilities"


# the turn's Actions made once: every legal list of the human turn lists them
ACTIVATE, END_TURN, END_ACTIVATION = ({h: act("activate", human=h) for h in HUMANS_BY_ID}, act("end_turn"),
                                      act("end_activation"))


def _turn_legal(s: ZtState) -> list[Action]:
    acts = [ACTIVATE[h] for h in HUMANS_BY_ID if h in s.humans and h not in s.activated]
    return acts + cards.plays(s, "human_turn") + [END_TURN]


def _action_legal(s: ZtState) -> list[Action]:
    lot, occ, h = lot_of(s), s.occupied(), s.active
    loc = s.humans[h]
    acts = []
    if s.ap >= 1:
        for d, n in lot.step[loc].items():
            if n is None:
                continue
            marker = occ.get(n)
            if marker is None:
                acts.append(act("move", to=n))
            elif h != "kid" and (marker in s.zombies or (h == "mechanic" and not s.mechanic_push)):
                beyond = lot.step[n][d]
                if beyond is not None and beyond not in occ and beyond not in lot.car:
                    acts.append(act("push", to=n))
        if h == "kid" and not s.kid_diagonal:
            acts += [act("move", to=n) for n in lot.diagonals(loc)
                     if n not in occ and not closed_corner(lot, loc, n)]
        if h == "cop" and s.ammo:
            acts += [act("shoot", target=z) for z in shooting_targets(s, lot, occ, loc)]
        if h == "logger":
            acts += [act("eliminate", target=occ[n]) for n in lot.neighbours(loc)
                     if occ.get(n) in s.zombies and lot.ahead(n, s.facing[occ[n]]) != loc]
        if h == "nurse":
            acts += [act("heal", human=x) for x in HUMANS_BY_ID
                     if x in s.wounded and (x == h or s.humans[x] in lot.neighbours(loc))]
    return acts + cards.plays(s, "human_action") + [END_ACTIVATION]


def _only_turn(s: ZtState):
    """A human still to activate means two answers at least (activate, end the turn): no list needed."""
    if any(h not in s.activated for h in s.humans):
        return None
    return only_answer(_turn_legal)(s)


def _only_action(s: ZtState):
    """AP left and an empty space beside means two answers at least (move, end): no list needed."""
    if s.ap:
        taken = {*s.humans.values(), *s.zombies.values()}  # only whether a space is empty: no board needed
        if any(n not in taken for n in lot_of(s).neighbours(s.humans[s.active])):
            return None
    return only_answer(_action_legal)(s)


def _activate(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    h = a["human"]
    s.activated.append(h)
    s.active, s.ap, s.step = h, HUMAN_AP, TO.human_action
    events.append(Event("activate", "ZT Human Player Turn", f"{who(h)} is activated ({HUMAN_AP} AP)",
                        {"human": h, "at": s.humans[h]}))


def _end_activation(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    h = s.active
    s.active, s.ap, s.step = "", 0, TO.human_turn
    events.append(Event("end_activation", "ZT Human Player Turn", f"{who(h)}'s activation ends", {"human": h}))


def _end_turn(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    s.kid_diagonal = s.mechanic_push = False
    s.step = TO.terror
    events.append(Event("end_turn", "ZT Human Player Turn",
                        f"the Human Player ends his turn: {plural(len(s.activated), 'human')} activated",
                        {"activated": list(s.activated)}))


def _move(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    lot, h, to = lot_of(s), s.active, a["to"]
    frm = s.humans[h]
    rule = COMMON
    if lot.direction(frm, to) is None:  # the Kid's once-a-turn diagonal
        s.kid_diagonal, rule = True, PERSONAL
    s.ap -= 1
    s.humans[h] = to
    events.append(Event("move", rule, f"{who(h)} moves {frm} -> {to}", {"human": h, "from": frm, "to": to}))
    if to in lot.car:
        escape(s, h, "ZT Escaping from the Board", "in the escape car", events)
        s.step = TO.human_turn


def _push(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    lot, h, to = lot_of(s), s.active, a["to"]
    frm = s.humans[h]
    beyond = lot.step[to][lot.direction(frm, to)]
    pushed = s.occupied()[to]
    if pushed in s.zombies:
        s.zombies[pushed] = beyond
        rule, what = COMMON, "a zombie"
    else:
        s.humans[pushed] = beyond
        s.mechanic_push = True
        rule, what = PERSONAL, who(pushed)
    s.humans[h] = to
    s.ap -= 1
    events.append(Event("push", rule, f"{who(h)} moves {frm} -> {to} and pushes {what} to {beyond}",
                        {"human": h, "from": frm, "to": to, "pushed": pushed, "pushed_to": beyond}))


def _shoot(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    s.ap -= 1
    s.ammo -= 1
    s.shots += 1
    eliminate(s, a["target"], PERSONAL, f"the Cop shoots ({s.ammo} ammo left):", events)


def _eliminate(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    s.ap -= 1
    eliminate(s, a["target"], PERSONAL, "the Logger", events)


def _heal(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    s.ap -= 1
    heal(s, a["human"], PERSONAL, "the Nurse", events)


def _why_turn(s: ZtState, a: Action):
    h = a.get("human")
    if a.kind == "activate":
        if h not in HUMANS_BY_ID:
            return f"there is no human {h!r}", "ZT Box Contents"
        if h not in s.humans:
            return f"{who(h)} is no longer on the board", "ZT Escaping from the Board"
        return f"{who(h)} has already been activated this round", "ZT Human Player Turn"
    return cards.why(s, a)


def _why_action(s: ZtState, a: Action):
    lot, h = lot_of(s), s.active
    if a.kind == "play":
        return cards.why(s, a)
    if s.ap < 1:
        return f"{who(h)} has no AP left", "ZT Human Player Turn"
    loc = s.humans[h]
    if a.kind in ("move", "push"):
        to = a["to"]
        if to not in lot.cell:
            return f"{to} is not a space of the lot", "ZT Obstacles"
        if to in lot.obstacles:
            return f"{to} is an obstacle: no marker may enter it", "ZT Obstacles"
        if to == loc:
            return f"{who(h)} already stands on {to}: click a lit space, or end the activation", COMMON
        other = s.occupied().get(to)
        if other in s.humans and lot.direction(loc, to) is None:   # a click on another human: a wish to switch
            return (f"one human at a time: end {who(h)}'s activation before you activate {who(other)}",
                    "ZT Human Player Turn")
        if to in lot.diagonals(loc) and h == "kid":
            return "the Kid has used her diagonal move this turn, or it squeezes between two obstacles", PERSONAL
        if lot.direction(loc, to) is None:
            return "humans move to an adjacent space, vertically or horizontally", COMMON
        if a.kind == "move" and h == "kid":
            return f"{to} is not empty, and the Kid can never push", PERSONAL
        if a.kind == "move":
            return f"{to} is not empty: a zombie there may be pushed, not walked into", COMMON
        if h == "kid":
            return "the Kid can never push", PERSONAL
        if to not in s.occupied():
            return f"there is nothing on {to} to push", COMMON
        if s.occupied()[to] in s.humans:
            return "only the Mechanic pushes a human, once a turn", PERSONAL
        return "the space behind must be empty (no queue of markers can be pushed)", COMMON
    personal = {"shoot": "cop", "eliminate": "logger", "heal": "nurse"}[a.kind]
    if h != personal:
        return f"only {who(personal)} can {a.kind}", PERSONAL
    if a.kind == "shoot":
        if not s.ammo:
            return "the Cop has no ammo left", PERSONAL
        return "the target must be a zombie in the Cop's line of shooting (first marker in a straight line)", PERSONAL
    if a.kind == "eliminate":
        return "the Logger eliminates an adjacent zombie that is not facing him", PERSONAL
    return "the Nurse heals herself or an adjacent wounded human", PERSONAL


def _prompt_action(s: ZtState) -> str:
    return f"{who(s.active)} has {s.ap} AP: move, push, act or end the activation"


class HumanTurn(Section):
    """ZT Human Player Turn: activate the humans one at a time, each with its AP."""

    def declare(self) -> tuple[DecisionPoint, ...]:
        play = cards.move()
        return (
            DecisionPoint(name="human_turn", rule="ZT Human Player Turn", seat=lambda s: HUMANS_SEAT,
                          prompt=lambda s: "activate a human, or end your turn", legal=_turn_legal,
                          explain=_why_turn, forced=_only_turn,
                          moves=(Move("activate", _activate, {"human": str}, words="activate {human:human}"),
                                 Move("end_turn", _end_turn, words="end your turn"), play)),
            DecisionPoint(name="human_action", rule="ZT Human Player Turn", seat=lambda s: HUMANS_SEAT,
                          prompt=_prompt_action, legal=_action_legal, explain=_why_action,
                          forced=_only_action,
                          moves=(Move("move", _move, {"to": str}, words=moving),
                                 Move("push", _push, {"to": str}, words=moving),
                                 Move("shoot", _shoot, {"target": str}, words="shoot {target:zombie} (1 AP)"),
                                 Move("eliminate", _eliminate, {"target": str},
                                      words="eliminate {target:zombie} (1 AP)"),
                                 Move("heal", _heal, {"human": str}, words="heal {human:human} (1 AP)"),
                                 Move("end_activation", _end_activation, words="end this activation"), play)),
        )
