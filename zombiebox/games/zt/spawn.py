"""ZT Spawning Phase and ZT Clean-up Phase: new zombies on valid spaces, facing as the Zombie Player
chooses (an empty pool moves a zombie from the board instead); the dead turn into zombies; the zombie
check; the next round."""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section, only_answer
from zombiebox.core.state import memo
from zombiebox.core.words import plural

from .acts import every_facing
from . import cards
from .data import HUMANS_BY_ID, ZOMBIES, ZOMBIES_SEAT
from .lot import CAR_HALF, DIRECTIONS, MARKET_HALF, Lot, lot_of
from .markers import put_zombie, take_zombie, who
from .state import PARTICULAR, TO, ZtState

SPAWNING, CLEANUP = "ZT Spawning Phase", "ZT Humans Turning into Zombies"
TAKE_WORDS = "take {zombie:zombie} to place it again"


def begin(s: ZtState, events: list) -> None:
    """One spawn a half that holds a human (the dead too), one a shot, and what cards added."""
    lot = lot_of(s)
    halves = {lot.half[loc] for loc in s.humans.values()}
    s.spawns = [h for h in (CAR_HALF, MARKET_HALF) if h in halves] + ["any"] * s.shots + s.bonus_spawns
    s.shots, s.bonus_spawns = 0, []
    s.step = TO.spawn
    events.append(Event("spawning", SPAWNING, f"the spawning phase: {plural(len(s.spawns), 'zombie')} to spawn",
                        {"spawns": list(s.spawns)}))


def spaces_for(s: ZtState, lot: Lot, due: str, occ: dict) -> list[str]:
    """Empty valid spaces for one due spawn (ZT Valid Spaces; the cards' manhole and car-side spaces).
    A half with no empty valid space sends its zombie to the other half's; with none anywhere, to an empty
    space on the board's edge of that half (docs/rulings: so the pool always runs out in the end)."""
    if due == "manhole":
        return [n for n in lot.names if n in lot.manholes and n not in occ]
    if due == "car_side":
        return [n for n in lot.beside_car if n not in occ]
    halves = [None] if due == "any" else [due, CAR_HALF if due == MARKET_HALF else MARKET_HALF]
    for half in halves:
        found = [n for n in lot.spawn_spaces(half) if n not in occ]
        if found:
            return found
    return [n for n in lot.names if lot.edge(n) and n not in occ and n not in lot.car
            and (due == "any" or lot.half[n] == due)]


def targets(s: ZtState) -> Mapping[str, str]:
    """Each space a zombie may spawn on now -> the due spawn it would use.

    Kept for the state as it is (core.state.memo), read-only: one spawn asks three times (is there a
    single answer, the legal list, the spawn itself) with nothing moved between."""
    return memo(s, "zt.targets", lambda: _targets(s))


def _targets(s: ZtState) -> Mapping[str, str]:
    lot, occ = lot_of(s), s.occupied()
    found: dict[str, str] = {}
    for due in sorted(set(s.spawns), key=PARTICULAR.index):
        for n in spaces_for(s, lot, due, occ):
            found.setdefault(n, due)
    return MappingProxyType(found)


def _spawn_legal(s: ZtState) -> list[Action]:
    places = targets(s)
    if not places:  # nothing due, or no empty valid space for what is due: those spawns are lost
        return [act("end_spawning")] + cards.plays(s, "spawn")
    if not s.pool and not s.taken:
        return [act("take", zombie=z) for z in ZOMBIES if z in s.zombies]
    return [a for n in lot_of(s).names if n in places for a in every_facing("spawn", n)] \
        + cards.plays(s, "spawn")


def _only_spawn(s: ZtState):
    """The single answer, if there is one; a zombie to place has four facings, so then there is none."""
    if targets(s) and (s.pool or s.taken):
        return None
    return only_answer(_spawn_legal)(s)


def _take(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    take_zombie(s, a["zombie"], SPAWNING if s.step == TO.spawn else CLEANUP, events)


NO_VALID = "(ZT rulings: No empty valid space [Spawning Phase])"


def beyond_valid(lot: Lot, at: str, due: str) -> str:
    """Why a spawn for `due` goes on `at` although `at` is no valid space for it (the ruling's fallback:
    the other half's valid space, or an empty space at the edge), in the log's words; '' if it is one."""
    if due in ("manhole", "car_side") or (at in lot.spawn and due in ("any", lot.half[at])):
        return ""
    if at in lot.spawn:
        return f"no valid space of the {due} half is free {NO_VALID}, so on the {lot.half[at]} half's"
    where = "the board" if due == "any" else f"the {due} half"
    return f"no valid space is free {NO_VALID}, so at the edge of {where}"


def _spawn(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    at, due = a["at"], targets(s)[a["at"]]
    s.spawns.remove(due)
    ruling = beyond_valid(lot_of(s), at, due)
    put_zombie(s, at, a["facing"], SPAWNING, f"{ruling + ': ' if ruling else ''}a zombie spawns on {at} facing "
               f"{a['facing']}", "spawn", events)
    if ruling:
        events[-1].data["ruling"] = ruling


def _end_spawning(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    if s.spawns:
        events.append(Event("spawn_lost", SPAWNING, f"no empty valid space: {plural(len(s.spawns), 'spawn')} lost",
                            {"spawns": list(s.spawns)}))
    s.spawns = []
    s.step = TO.cleanup


def _cleanup_legal(s: ZtState) -> list[Action]:
    dead = [h for h in HUMANS_BY_ID if h in s.dead]
    if not dead:
        return [act("zombie_check")]
    if not s.pool and not s.taken:
        return [act("take", zombie=z) for z in ZOMBIES if z in s.zombies]
    return [act("turn_human", human=h, facing=d) for h in dead for d in DIRECTIONS]


def _turn_human(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    h = a["human"]
    loc = s.humans.pop(h)
    s.dead.remove(h)
    s.turned.append(h)
    put_zombie(s, loc, a["facing"], CLEANUP, f"{who(h)} turns into a zombie facing {a['facing']}", "turned", events)


def _zombie_check(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    """ZT Zombie Check: every marker back to the same colour; then a new round (ZT Playing the Game)."""
    s.flipped, s.activated, s.extra_activations = [], [], 0
    s.round += 1
    s.step = TO.human_turn
    events.append(Event("round", "ZT Zombie Check", f"every zombie shows the same colour again; round {s.round}: "
                        "the Human Player's turn", {"round": s.round}))


def _why(s: ZtState, a: Action):
    if a.kind == "play":
        return cards.why(s, a)
    if a.kind == "take":
        return "a zombie is taken off the board only when the pool is empty", SPAWNING
    if a.kind == "turn_human":
        return f"{a['human']} is not a dead human waiting to turn", CLEANUP
    if a.kind in ("zombie_check", "end_spawning"):
        return "there is still a zombie to place", SPAWNING
    return f"{a['at']} is not an empty valid space for the zombies still to spawn", "ZT Valid Spaces"


def _prompt(s: ZtState) -> str:
    if not s.spawns:
        return "end the spawning phase"
    lot, places = lot_of(s), targets(s)
    rulings = {beyond_valid(lot, n, due) for n, due in places.items()}
    said = f"{rulings.pop()}: " if len(rulings) == 1 and "" not in rulings else ""   # the ruling first: seen
    return f"{said}spawn a zombie and choose its facing ({len(s.spawns)} due)"


class Spawning(Section):
    """ZT Spawning Phase: the zombies due spawn, each facing as the Zombie Player chooses."""

    def declare(self) -> tuple[DecisionPoint, ...]:
        return (DecisionPoint(name="spawn", rule=SPAWNING, seat=lambda s: ZOMBIES_SEAT, prompt=_prompt,
                              legal=_spawn_legal, explain=_why, forced=_only_spawn,
                              moves=(Move("spawn", _spawn, {"at": str, "facing": str},
                                          words="spawn a zombie on {at} facing {facing:facing}"),
                                     Move("take", _take, {"zombie": str}, words=TAKE_WORDS),
                                     Move("end_spawning", _end_spawning, words="end the spawning phase"),
                                     cards.move())),)


class CleanUp(Section):
    """ZT Clean-up Phase: the dead turn into zombies; the zombie check ends the round."""

    def declare(self) -> tuple[DecisionPoint, ...]:
        return (DecisionPoint(name="cleanup", rule=CLEANUP, seat=lambda s: ZOMBIES_SEAT,
                              prompt=lambda s: "turn the dead into zombies: choose each one's facing",
                              legal=_cleanup_legal, explain=_why, forced=only_answer(_cleanup_legal),
                              moves=(Move("turn_human", _turn_human, {"human": str, "facing": str},
                                          words="{human:human} turns into a zombie facing {facing:facing}"),
                                     Move("take", _take, {"zombie": str}, words=TAKE_WORDS),
                                     Move("zombie_check", _zombie_check, words="zombie check: end the round"))),)
