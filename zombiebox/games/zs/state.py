"""The Zombie Survival game state: typed plain data (core.state turns it into JSON and back), changed
in place by the rules. Households are seats p1..p4; ids, never object references."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .data import TILE


@dataclass(slots=True)
class Placed:
    """A tile placed in the house in Part I: its kind and the grid cells it covers."""
    kind: str
    cells: list[tuple[int, int]]


@dataclass(slots=True)
class Vehicle:
    kind: str
    damage: int = 0

    @property
    def wrecked(self) -> bool:
        return self.damage >= TILE[self.kind].hull


@dataclass(slots=True)
class Trip:
    """People in town (ZS Going to Town): who went, what they carry, when they arrived."""
    vehicle: int                    # index in the household's vehicles
    people: int
    arrived: int                    # the round they drove to town (they search from the next)
    actions: int = 0                # town actions left this round
    weapons: list[str] = field(default_factory=list)    # weapon kinds taken along
    carried: list[str] = field(default_factory=list)    # Town Item card ids (not weapons)
    guns: list[str] = field(default_factory=list)       # weapon cards found (ride free)
    found: list[str] = field(default_factory=list)      # survivor cards riding home
    used: list[str] = field(default_factory=list)       # weapons used this round (once a round)


@dataclass(slots=True)
class Household:
    seat: str
    house: int
    placed: list[Placed] = field(default_factory=list)
    track: dict[str, int] = field(default_factory=dict)
    people: int = 0                 # people at home
    actions: int = 0                # actions left this round (people at home)
    items: list[str] = field(default_factory=list)      # item kinds held (weapons, liquor, generator, flashlight)
    cards: list[str] = field(default_factory=list)      # Town Item cards kept as items
    vehicles: list[Vehicle] = field(default_factory=list)
    dead_lights: int = 0            # flashlights whose batteries died (ZS Event Cards: Batteries)
    lit: int = 0                    # flashlight uses this round
    used: list[str] = field(default_factory=list)       # weapons used this round (ZS Combat Zombies)
    zombies: dict[str, list[int]] = field(default_factory=dict)   # yard -> occupied squares
    inside: int = 0                 # zombies in the house (ZS Zombies in the House)
    barricades: list[str] = field(default_factory=list)  # yards whose opening is barricaded
    generator_round: int = 0        # the round its generator last ran
    trip: Optional[Trip] = None
    boarding: Optional[Trip] = None  # loading the vehicle in step 5, not yet gone
    out: str = ""                   # why the household is out of the game ("" while it plays)


@dataclass(slots=True)
class Arrival:
    """A zombie about to enter a yard square (ZS Zombie Movement), and the rule that brings it."""
    seat: str
    yard: str
    square: int
    rule: str


@dataclass(slots=True)
class Throw:
    """An attack's dice (ZS Combat Zombies): what is attacked, how many dice, and where each landed so
    far. `kind` says how the attack ends: home (step 4), town (a zombie drawn), breakout (the fight in)."""
    kind: str
    seat: str
    weapon: str
    dice: int
    yard: str = ""
    square: int = 0
    landed: list[list] = field(default_factory=list)   # [spot, face] a die


@dataclass(slots=True)
class Breakout:
    """ZS Going to Town: a vehicle destroyed in the driveway; each person gets one attack."""
    seat: str
    left: int                       # people still to attack
    weapons: list[str]


@dataclass(slots=True)
class ZsState:
    options: dict[str, Any]
    households: dict[str, Household]
    order: list[str]                        # seats, in seat order
    pool: dict[str, int]                    # Part I: item tiles still to take, by kind
    removed: dict[str, int]                 # tiles left in the box (fewer households, the harder game)
    stage: str = "pick"                     # pick / place / step1 / event / house / combat / bites / town / guests / end
    draft_turn: int = 0                     # Part I: picks so far, skipped turns included (the snake)
    picked: str = ""                        # Part I: the tile kind taken, to place
    round: int = 0
    turn: int = 0                           # index in `order` of the household acting in steps 3-6
    night: bool = False
    electricity: bool = True
    running_water: bool = True
    supply: int = 0                         # zombies in the box
    events: list[str] = field(default_factory=list)         # the event deck, top last
    event_discard: list[str] = field(default_factory=list)
    event: str = ""                         # this round's event
    decks: dict[str, list[str]] = field(default_factory=dict)   # town location -> cards, top last
    town_discard: dict[str, list[str]] = field(default_factory=dict)
    drawn: list[str] = field(default_factory=list)          # cards a searcher drew, to deal with
    searcher: str = ""                      # whose searcher drew them
    arrivals: list[Arrival] = field(default_factory=list)   # zombies still to place
    breakout: Optional[Breakout] = None
    throw: Optional[Throw] = None           # dice being thrown by hand (the combat option "throw")
    deck_out: bool = False                  # the event deck ran out (ZS The End, ruled)

    def alive(self) -> list[str]:
        return [s for s in self.order if not self.households[s].out]

    @property
    def acting(self) -> str:
        return self.order[self.turn]
