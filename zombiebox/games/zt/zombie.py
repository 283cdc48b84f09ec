"""ZT Zombie Player Turn: the terror phase, then the movement phase. Zombies are activated one at a time,
humans activated + 1 of them (cards add more); the forced movements come first and are checked again
before every activation (I: adjacent and facing a human, bite; II: a human in line of sight, move straight
at it and bite if it is reached); then free activations (III) with 2 AP to move forward and turn once,
spending every AP the board lets them (ZT Forced AP Spending)."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import AutoStep, DecisionPoint, Move, Section, only_answer
from zombiebox.core.state import memo
from zombiebox.core.words import plural

from . import cards, spawn
from .data import ZOMBIE_AP, ZOMBIES, ZOMBIES_SEAT
from .lot import DIRECTIONS, QUARTER_TURNS, Lot, lot_of
from .markers import bite
from .sight import in_front, seen
from .state import TO, ZtState

MOVING, FORCED, AP_RULE = "ZT Movement Phase", "ZT Moving Zombies", "ZT Forced AP Spending"
# a free activation's AP, made once: the step forward, and the two turns from each facing
STEP = act("step")
TURNS = {f: tuple(act("turn", facing=d) for d in QUARTER_TURNS[f]) for f in DIRECTIONS}
ACTIVATE = {z: act("activate", zombie=z) for z in ZOMBIES}
END_MOVEMENT = act("end_movement")


def activations(s: ZtState) -> int:
    """The activation count: humans activated this round + 1, plus what cards add (ZT Movement Phase).
    With fewer zombies on the board, all of them (docs/rulings)."""
    return len(s.activated) + 1 + s.extra_activations


def ready(s: ZtState) -> list[str]:
    """Zombies on the board not yet activated this round, in marker order."""
    return [z for z in ZOMBIES if z in s.zombies and z not in s.flipped]


def movement_over(s: ZtState) -> bool:
    return len(s.flipped) >= activations(s) or s.zombies.keys() <= set(s.flipped)  # none ready


def forced(s: ZtState) -> tuple[tuple[str, ...], str]:
    """The zombies that may be activated next and why (ZT Moving Zombies I, II, III).

    Kept for the state as it is (core.state.memo): one decision of the zombie turn asks three times (is
    there a single answer, the legal list, the bot) with nothing moved between."""
    return memo(s, "zt.forced", lambda: _forced(s, lot_of(s)))


def _forced(s: ZtState, lot: Lot) -> tuple[tuple[str, ...], str]:
    occ, zs = s.occupied(), ready(s)
    biting = tuple(z for z in zs if in_front(s, lot, occ, z))
    if biting:
        return biting, "I"
    seeing = tuple(z for z in zs if seen(s, lot, occ, z))
    if seeing:
        return seeing, "II"
    return tuple(zs), "III"


def can_step(s: ZtState, lot: Lot, occ: dict, loc: str, facing: str) -> bool:
    """Forward into an adjacent empty space; zombies treat the escape car as an obstacle."""
    ahead = lot.ahead(loc, facing)
    return ahead is not None and ahead not in occ and ahead not in lot.car


def free_moves(s: ZtState, occ: Optional[dict] = None) -> list[Action]:
    """A free activation's legal next AP: forward, or a 90 degree turn (once a turn). A zombie that sees a
    human must keep moving at it (ZT Moving Zombies II). With 2 AP left, only a first AP after which it can
    spend the second or bite, unless there is none (ZT Forced AP Spending). `occ`: the board, if the caller
    has it.

    Kept for the state as it is (core.state.memo): after each AP the single-answer check, the legal list
    and the bot ask in turn with nothing moved between."""
    return list(memo(s, "zt.free_moves",
                     lambda: tuple(_free_moves(s, lot_of(s), s.occupied() if occ is None else occ))))


def _free_moves(s: ZtState, lot: Lot, occ: dict) -> list[Action]:
    z = s.active
    loc, facing = s.zombies[z], s.facing[z]
    if s.ap < 1:
        return []
    step_ok = can_step(s, lot, occ, loc, facing)
    if seen(s, lot, occ, z):
        return [STEP] if step_ok else []
    moves = [STEP] if step_ok else []
    if not s.zombie_turned:
        moves += TURNS[facing]
    if s.ap == 1:
        return moves
    # a step leaves the turn (or another step) for the second AP; a turn must leave a step or a bite
    full = [m for m in moves if m.kind == "step" or can_step(s, lot, occ, loc, m["facing"])
            or _human_at(s, occ, lot.ahead(loc, m["facing"]))]
    return full or moves


def _human_at(s: ZtState, occ: dict, space) -> bool:
    return space is not None and occ.get(space) in s.humans


def _terror(s: ZtState, dice: Dice, events: list) -> None:
    """ZT Zombie Terror Phase: once started, the marker moves one space left every zombie turn."""
    s.step = TO.zombie_turn
    events.append(Event("zombie_turn", "ZT Zombie Player Turn",
                        f"the Zombie Player's turn: {plural(activations(s), 'zombie')} to activate",
                        {"activations": activations(s)}))
    if s.terror is not None:
        s.terror -= 1
        text = "the terror marker moves off the track" if s.terror == 0 else f"the terror marker moves to {s.terror}"
        events.append(Event("terror", "ZT Zombie Terror Phase", text, {"terror": s.terror}))


def _turn_legal(s: ZtState) -> list[Action]:
    if movement_over(s):
        return [END_MOVEMENT] + cards.plays(s, "zombie_turn")
    zs, _ = forced(s)
    return [ACTIVATE[z] for z in zs] + cards.plays(s, "zombie_turn")


def _only_turn(s: ZtState):
    """Two zombies or more to choose from means two answers at least: the cards' plays need not be listed."""
    if not movement_over(s) and len(forced(s)[0]) > 1:
        return None
    return only_answer(_turn_legal)(s)


def _activate(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    z = a["zombie"]
    lot, occ = lot_of(s), s.occupied()
    s.flipped.append(z)
    loc = s.zombies[z]
    target = in_front(s, lot, occ, z)
    if target:  # I
        events.append(Event("activate", FORCED, f"the zombie on {loc} is activated (forced: a human in front)",
                            {"zombie": z, "at": loc, "forced": "I"}))
        bite(s, z, target, events)
        return
    if seen(s, lot, occ, z):  # II: straight at the human, no turning
        events.append(Event("activate", FORCED, f"the zombie on {loc} is activated (forced: a human in sight)",
                            {"zombie": z, "at": loc, "forced": "II"}))
        for _ in range(ZOMBIE_AP):
            if not can_step(s, lot, occ, s.zombies[z], s.facing[z]):
                break
            del occ[s.zombies[z]]
            occ[_step_forward(s, lot, z, FORCED, events)] = z  # the board follows the zombie
            target = in_front(s, lot, occ, z)
            if target:
                bite(s, z, target, events)
                break
        return
    events.append(Event("activate", MOVING, f"the zombie on {loc} is activated ({ZOMBIE_AP} AP)",
                        {"zombie": z, "at": loc, "forced": ""}))
    s.active, s.ap, s.zombie_turned, s.step = z, ZOMBIE_AP, False, TO.zombie_action
    _settle(s, events, occ)


def _step_forward(s: ZtState, lot: Lot, z: str, rule: str, events: list) -> str:
    """The zombie one space forward; returns the space it moved to."""
    frm = s.zombies[z]
    to = lot.ahead(frm, s.facing[z])
    s.zombies[z] = to
    events.append(Event("step", rule, f"the zombie moves {frm} -> {to}", {"zombie": z, "from": frm, "to": to}))
    return to


def _step(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    s.ap -= 1
    _step_forward(s, lot_of(s), s.active, MOVING, events)
    _settle(s, events)


def _turn(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    z = s.active
    s.ap -= 1
    s.zombie_turned = True
    s.facing[z] = a["facing"]
    events.append(Event("turn", MOVING, f"the zombie on {s.zombies[z]} turns to face {a['facing']}",
                        {"zombie": z, "at": s.zombies[z], "facing": a["facing"]}))
    _settle(s, events)


def _settle(s: ZtState, events: list, occ: Optional[dict] = None) -> None:
    """After each AP: a human in front is bitten at once and ends the activation (ZT Biting); so does
    having no AP, or nothing left to spend it on. `occ`: the board, if the caller has it."""
    z = s.active
    if occ is None:
        occ = s.occupied()
    target = in_front(s, lot_of(s), occ, z)
    if target:
        bite(s, z, target, events)
    if target or not free_moves(s, occ):  # a bite moves no marker: occ is still the board
        s.active, s.ap, s.step = "", 0, TO.zombie_turn


def _end_movement(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    spawn.begin(s, events)


def _why_turn(s: ZtState, a: Action):
    if a.kind == "play":
        return cards.why(s, a)
    if a.kind == "end_movement":
        return (f"{plural(activations(s) - len(s.flipped), 'more zombie')} must be activated first", MOVING)
    z = a["zombie"]
    if z not in s.zombies:
        return f"{z} is not a zombie on the board", MOVING
    if z in s.flipped:
        return "that zombie has already been activated this round", "ZT Biting"
    if movement_over(s):
        return f"{plural(activations(s), 'zombie')} activated: the limit this turn", MOVING
    _, why = forced(s)
    what = {"I": "a zombie adjacent to and facing a human must bite first",
            "II": "a zombie with a human in its line of sight must move first"}[why]
    return what, FORCED


def _why_action(s: ZtState, a: Action):
    if a.kind == "turn" and s.zombie_turned:
        return "a zombie turns only once a turn", MOVING
    if a.kind == "turn" and a["facing"] not in QUARTER_TURNS[s.facing[s.active]]:
        return "a zombie turns 90 degrees", MOVING
    if a.kind == "turn" and seen(s, lot_of(s), s.occupied(), s.active):
        return "a zombie with a human in its line of sight must keep moving at it", FORCED
    if a.kind == "turn":
        return "turning now would leave the second AP unspent while moving first would not", AP_RULE
    return "the space in front is not empty (or is the escape car)", MOVING


class ZombieTurn(Section):
    """ZT Zombie Player Turn: the terror phase, then the movement phase, one zombie at a time."""

    def declare(self) -> tuple:
        play = cards.move()
        return (
            AutoStep("terror", "ZT Zombie Terror Phase", _terror),
            DecisionPoint(name="zombie_turn", rule=FORCED, seat=lambda s: ZOMBIES_SEAT,
                          prompt=lambda s: (f"activate a zombie ({len(s.flipped)} of {activations(s)} activated)"
                                            if not movement_over(s) else "end the movement phase"),
                          legal=_turn_legal, explain=_why_turn, forced=_only_turn,
                          moves=(Move("activate", _activate, {"zombie": str}, words="activate {zombie:zombie}"),
                                 Move("end_movement", _end_movement, words="end the movement phase"),
                                 play)),
            DecisionPoint(name="zombie_action", rule=MOVING, seat=lambda s: ZOMBIES_SEAT,
                          prompt=lambda s: f"the zombie on {s.zombies[s.active]} has {s.ap} AP: move forward or turn",
                          legal=free_moves, explain=_why_action, forced=only_answer(free_moves),
                          moves=(Move("step", _step, words="move the zombie forward (1 AP)"),
                                 Move("turn", _turn, {"facing": str},
                                      words="turn the zombie to face {facing:facing} (1 AP)"))),
        )
