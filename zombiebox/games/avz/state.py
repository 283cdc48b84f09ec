"""The Aliens vs. Zombies game state: typed plain data (core.state turns it into JSON and back),
changed in place by the rules. Each kind of open decision keeps its data in its own typed field."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Optional

from msgspec import Meta

from zombiebox.core.flow import Points
from zombiebox.core.state import Count

from .data import ACTION_KINDS, ALIENS, ALIENS_BY_ID, ICON_SIDE, SEATS, SETUP_GROUPS, TILES_BY_ID, TURNS, ZOMBIES_BY_ID

# What each field may hold, checked as a state is read (a position is written by hand): the counters and
# event tiles by id (AvZ 1.0), the icons (AvZ 4.0), the sides, eight turns (AvZ 3.0); a location is checked
# against the town map by AvzRules.decode.
CounterId = Literal[tuple(ZOMBIES_BY_ID) + tuple(ALIENS_BY_ID)]
ZombieId = Literal[tuple(ZOMBIES_BY_ID)]
AlienId = Literal[tuple(ALIENS_BY_ID)]
TileId = Literal[tuple(TILES_BY_ID)]
Side = Literal[SEATS]
VERBS = ("assign", "kill", "stomp", "remove")   # a loss to a hit, a Bite, a stomp, a missile (Losses.verb)


# the game's decision points and automatic steps, in the order of play (AvZ 2.0-7.0)
TO = Points("place", "place_group", "reveal", "spawn", "icons", "bite", "laser", "mutate", "rampage", "bfar", "land",
            "act", "group", "discard", "losses", "losses_done")

@dataclass(slots=True)
class Rampage:
    """AvZ 4.0 Alien Mutant: where the Mutant is, how many locations it may still stomp into."""
    at: str
    left: Count
    visited: list[str]


@dataclass(slots=True)
class Losses:
    """Counters to lose one at a time: hits (AvZ 7.3), a Bite, a stomp or the BFAR's missiles (AvZ 4.0).
    `verb` is the action that chooses the next one; `then` the decision that follows."""
    owner: Side
    verb: Literal[VERBS]
    locs: list[str]
    left: Count
    armor: bool                    # two-hit counters take two (AvZ 7.3); not for events
    then: str
    damaged: Optional[CounterId] = None  # a two-hit counter hit once, that takes the next hit


@dataclass(slots=True)
class Landing:
    """AvZ 3.0 Alien Landing: combat points left, whether a Leader has landed, who landed."""
    budget: Count
    leader: bool = False
    landed: list[AlienId] = field(default_factory=list)


@dataclass(slots=True)
class Group:
    """AvZ 5.0: the counters of one location taking action `kind` together."""
    at: str
    kind: Literal[tuple(sorted({k for kinds in ACTION_KINDS.values() for k in kinds}))]
    units: list[CounterId] = field(default_factory=list)


@dataclass(slots=True)
class AvzState:
    options: dict[str, Any]
    town: list[str]                       # location names, in the town's reading order
    turn: Annotated[int, Meta(ge=0, le=TURNS)] = 0  # 1-8; 0 during set-up (AvZ 2.0)
    phase: Literal["setup", "event", "landing", ALIENS, "zombies", "over"] = "setup"
    step: str = "place"                   # the decision point or automatic step open now (rules.decision)
    groups: Annotated[int, Meta(ge=0, le=SETUP_GROUPS)] = 0  # AvZ 2.0: Alien groups still to place
    rampage: Optional[Rampage] = None     # open while the Mutant rampages (and its stomps are lost)
    losses: Optional[Losses] = None
    landing: Optional[Landing] = None
    group: Optional[Group] = None
    tiles: list[TileId] = field(default_factory=list)     # face-down event tiles still to reveal
    revealed: list[TileId] = field(default_factory=list)  # revealed tiles, in turn order
    icons: list[Literal[tuple(ICON_SIDE)]] = field(default_factory=list)  # this turn's icons still to resolve
    claw: bool = False                    # AvZ 4.0 Zombie Claw in force this turn
    rise: bool = False                    # AvZ 4.0 Zombie Rise: dead Zombies go to the grave
    grave: list[ZombieId] = field(default_factory=list)
    dead_pile: list[ZombieId] = field(default_factory=list)
    reserve: list[AlienId] = field(default_factory=list)
    drawn: list[ZombieId] = field(default_factory=list)   # drawn Zombies still to place or spawn
    zombies: dict[str, list[ZombieId]] = field(default_factory=dict)  # location -> Zombie counters
    aliens: dict[str, list[AlienId]] = field(default_factory=dict)    # location -> Alien counters
    acted: set[CounterId] = field(default_factory=set)    # counters that acted this turn (AvZ 5.0)
    # counter on the map -> location: an index of `zombies` and `aliens`, not saved (AvzRules.decode)
    at: dict[str, str] = field(default_factory=dict)

    # --- moving counters (every change of place goes through these) ------------
    def put(self, uid: str, loc: str) -> None:
        (self.aliens if uid in ALIENS_BY_ID else self.zombies)[loc].append(uid)
        self.at[uid] = loc

    def lift(self, uid: str) -> str:
        loc = self.at.pop(uid)
        (self.aliens if uid in ALIENS_BY_ID else self.zombies)[loc].remove(uid)
        return loc

    def index(self) -> None:
        """Rebuild `at` from the board (after loading)."""
        self.at = {u: n for side in (self.zombies, self.aliens) for n, units in side.items() for u in units}

    def __deepcopy__(self, memo: dict) -> AvzState:
        """A copy that shares nothing the rules change, field by field: Hard's search copies the state for
        every playout (core/search.py), and copy.deepcopy's general walk was a quarter of its time. The
        fields are ids, numbers and flags, lists, sets and dicts of them, and the small records above."""
        new = object.__new__(AvzState)
        for name in AvzState.__slots__:
            setattr(new, name, _copied(getattr(self, name), memo))
        return new


def _copied(value: Any, memo: dict) -> Any:
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if kind is list:
        return [v if type(v) is str else _copied(v, memo) for v in value]
    if kind is dict:
        return {k: v if type(v) is str else _copied(v, memo) for k, v in value.items()}
    if kind is set:
        return set(value)   # of ids
    return copy.deepcopy(value, memo)   # Rampage, Losses, Landing, Group
