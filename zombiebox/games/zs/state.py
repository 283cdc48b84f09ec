"""The Zombie Survival game state: typed plain data (core.state turns it into JSON and back), changed
in place by the rules. Households are seats p1..p4; ids, never object references."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Optional

from msgspec import Meta

from zombiebox.core.flow import Points
from zombiebox.core.state import Count

from .data import CARD, DICE, EVENT, HEAD, MAX_HOUSEHOLDS, OUTSIDE, PICTURE, TILE, TOWN, TRACK_MAX, TRACKS
from .houses import HOUSES, YARDS

# What each field may hold, checked as a state is read (a position is written by hand): the box's
# pieces by name, the households p1-p4 (the box: 4 houses), a yard's squares 1-6 (ZS Zombie Movement).
Seat = Literal[tuple(f"p{i}" for i in range(1, MAX_HOUSEHOLDS + 1))]
TileKind = Literal[tuple(TILE)]
CardId = Literal[tuple(CARD)]
EventKey = Literal[tuple(EVENT)]
Location = Literal[tuple(TOWN)]
Yard = Literal[YARDS]
Square = Annotated[int, Meta(ge=1, le=6)]
Stage = Literal["pick", "place", "stock", "step1", "event", "house", "combat", "bites", "town", "guests", "end"]
# the game's decision points and automatic steps, in the order of play (ZS Part I, Part II): a stage names
# the one it opens; the others are opened by what is pending (a throw, an arrival, a card drawn in town)
TO = Points("pick", "place", "stock", "step1", "slide", "arrive", "event", "house", "combat", "throw", "bites",
            "town", "board", "loot", "town_fight", "breakout", "unarmed", "guests", "end", "advance")


@dataclass(slots=True)
class Placed:
    """A tile placed in the house in Part I: its kind and the grid cells it covers."""
    kind: TileKind
    cells: list[tuple[int, int]]


@dataclass(slots=True)
class Vehicle:
    kind: TileKind
    damage: Count = 0

    @property
    def wrecked(self) -> bool:
        return self.damage >= TILE[self.kind].hull


@dataclass(slots=True)
class Trip:
    """People in town (ZS Going to Town): who went, what they carry, when they arrived."""
    vehicle: Count                  # index in the household's vehicles
    people: Count
    arrived: Count                  # the round they drove to town (they search from the next)
    actions: Count = 0              # town actions left this round
    weapons: list[TileKind] = field(default_factory=list)   # weapon kinds taken along
    carried: list[CardId] = field(default_factory=list)     # Town Item card ids (not weapons)
    guns: list[CardId] = field(default_factory=list)        # weapon cards found (ride free)
    found: list[CardId] = field(default_factory=list)       # survivor cards riding home
    used: list[TileKind] = field(default_factory=list)      # weapons used this round (once a round)


@dataclass(slots=True)
class Household:
    seat: Seat
    house: Literal[HOUSES]
    placed: list[Placed] = field(default_factory=list)
    track: dict[Literal[TRACKS], Annotated[int, Meta(ge=0, le=TRACK_MAX)]] = field(default_factory=dict)
    people: Count = 0               # people at home
    actions: Count = 0              # actions left this round (people at home)
    items: list[TileKind] = field(default_factory=list)  # item kinds held (weapons, liquor, generator, flashlight)
    cards: list[CardId] = field(default_factory=list)    # Town Item cards kept as items
    vehicles: list[Vehicle] = field(default_factory=list)
    dead_lights: Count = 0          # flashlights whose batteries died (ZS Event Cards: Batteries)
    lit: Count = 0                  # flashlight uses this round
    used: list[TileKind] = field(default_factory=list)   # weapons used this round (ZS Combat Zombies)
    zombies: dict[Yard, list[Square]] = field(default_factory=dict)   # yard -> occupied squares
    inside: Count = 0               # zombies in the house (ZS Zombies in the House)
    barricades: list[Yard] = field(default_factory=list)  # yards whose opening is barricaded
    generator_round: Count = 0      # the round its generator last ran
    trip: Optional[Trip] = None
    boarding: Optional[Trip] = None  # loading the vehicle in step 5, not yet gone
    out: str = ""                   # why the household is out of the game ("" while it plays)


@dataclass(slots=True)
class Arrival:
    """A zombie about to enter a yard square (ZS Zombie Movement), and the rule that brings it."""
    seat: Seat
    yard: Yard
    square: Square
    rule: str


@dataclass(slots=True)
class Throw:
    """An attack's dice (ZS Combat Zombies): what is attacked, how many dice, and where each landed so
    far. `kind` says how the attack ends: home (step 4), town (a zombie drawn), breakout (the fight in)."""
    kind: Literal["home", "town", "breakout"]
    seat: Seat
    weapon: TileKind
    dice: Annotated[int, Meta(ge=1, le=DICE)]            # the box's dice
    yard: Literal[YARDS + ("house", "")] = ""
    square: Annotated[int, Meta(ge=0, le=6)] = 0
    landed: list[tuple[Literal[OUTSIDE, HEAD, PICTURE], Annotated[int, Meta(ge=0, le=6)]]] = field(
        default_factory=list)   # [spot, face] a die


@dataclass(slots=True)
class Breakout:
    """ZS Going to Town: a vehicle destroyed in the driveway; each person gets one attack."""
    seat: Seat
    left: Count                     # people still to attack
    weapons: list[TileKind]


@dataclass(slots=True)
class ZsState:
    options: dict[str, Any]
    households: dict[Seat, Household]
    order: list[Seat]                       # seats, in seat order
    pool: dict[TileKind, Count]             # Part I: item tiles still to take, by kind
    removed: dict[TileKind, Count]          # tiles left in the box (fewer households, the harder game)
    stage: Stage = "pick"                   # pick / place / step1 / event / house / combat / bites / town / guests / end
    draft_turn: Count = 0                   # Part I: picks so far, skipped turns included (the snake)
    picked: Literal[TileKind, ""] = ""      # Part I: the tile kind taken, to place
    round: Count = 0
    turn: Count = 0                         # index in `order` of the household acting in steps 3-6
    night: bool = False
    electricity: bool = True
    running_water: bool = True
    supply: Count = 0                       # zombies in the box
    events: list[EventKey] = field(default_factory=list)    # the event deck, top last
    event_discard: list[EventKey] = field(default_factory=list)
    event: Literal[EventKey, ""] = ""       # this round's event
    decks: dict[Location, list[CardId]] = field(default_factory=dict)   # town location -> cards, top last
    town_discard: dict[Location, list[CardId]] = field(default_factory=dict)
    drawn: list[CardId] = field(default_factory=list)       # cards a searcher drew, to deal with
    searcher: Literal[Seat, ""] = ""        # whose searcher drew them
    arrivals: list[Arrival] = field(default_factory=list)   # zombies still to place
    breakout: Optional[Breakout] = None
    throw: Optional[Throw] = None           # dice being thrown by hand (the combat option "throw")
    deck_out: bool = False                  # the event deck ran out (ZS The End, ruled)

    def alive(self) -> list[str]:
        return [s for s in self.order if not self.households[s].out]

    @property
    def acting(self) -> str:
        return self.order[self.turn]
