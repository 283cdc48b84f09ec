"""The Aliens vs. Zombies game state: typed plain data (core.state turns it into JSON and back),
changed in place by the rules. Each kind of open decision keeps its data in its own typed field."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .data import ALIENS_BY_ID


@dataclass(slots=True)
class Rampage:
    """AvZ 4.0 Alien Mutant: where the Mutant is, how many locations it may still stomp into."""
    at: str
    left: int
    visited: list[str]


@dataclass(slots=True)
class Losses:
    """Counters to lose one at a time: hits (AvZ 7.3), a Bite, a stomp or the BFAR's missiles (AvZ 4.0).
    `verb` is the action that chooses the next one; `then` the decision that follows."""
    owner: str
    verb: str                      # assign / kill / stomp / remove
    locs: list[str]
    left: int
    armor: bool                    # two-hit counters take two (AvZ 7.3); not for events
    then: str
    damaged: Optional[str] = None  # a two-hit counter hit once, that takes the next hit


@dataclass(slots=True)
class Landing:
    """AvZ 3.0 Alien Landing: combat points left, whether a Leader has landed, who landed."""
    budget: int
    leader: bool = False
    landed: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Group:
    """AvZ 5.0: the counters of one location taking action `kind` together."""
    at: str
    kind: str
    units: list[str] = field(default_factory=list)


@dataclass(slots=True)
class AvzState:
    options: dict[str, Any]
    town: list[str]                       # location names, in the town's reading order
    turn: int = 0                         # 1-8; 0 during set-up (AvZ 2.0)
    phase: str = "setup"                  # setup / event / landing / aliens / zombies / over
    step: str = "place"                   # the decision point or automatic step open now (rules.decision)
    groups: int = 0                       # AvZ 2.0: Alien groups still to place
    rampage: Optional[Rampage] = None     # open while the Mutant rampages (and its stomps are lost)
    losses: Optional[Losses] = None
    landing: Optional[Landing] = None
    group: Optional[Group] = None
    tiles: list[str] = field(default_factory=list)      # face-down event tiles still to reveal
    revealed: list[str] = field(default_factory=list)   # revealed tiles, in turn order
    icons: list[str] = field(default_factory=list)      # this turn's icons still to resolve
    claw: bool = False                    # AvZ 4.0 Zombie Claw in force this turn
    rise: bool = False                    # AvZ 4.0 Zombie Rise: dead Zombies go to the grave
    grave: list[str] = field(default_factory=list)
    dead_pile: list[str] = field(default_factory=list)
    reserve: list[str] = field(default_factory=list)
    drawn: list[str] = field(default_factory=list)      # drawn Zombies still to place or spawn
    zombies: dict[str, list[str]] = field(default_factory=dict)  # location -> Zombie counters
    aliens: dict[str, list[str]] = field(default_factory=dict)   # location -> Alien counters
    acted: set[str] = field(default_factory=set)        # counters that acted this turn (AvZ 5.0)
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
