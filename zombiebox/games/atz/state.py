"""The state of a game of All Things Zombie: plain data, ids only (hex ids like `1G9`, counter ids)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from msgspec import Meta

from zombiebox.core.flow import Points
from zombiebox.core.state import Count, Face

from .boards import SIDES as EDGES
from .data import GEAR_BY_KEY, GENERIC, RENEGADE, SIGHT, SPEED_OF, SURVIVOR_KINDS, SURVIVORS, WEAPON, SurvivorKind

# the game's decision points and automatic steps (ATZ 5.1's turn, 9.0's reactions, 10.2's renegade, 14.0's
# purchase); the turn's phase and the reactions pending say which is open (AtzRules.decision)
TO = Points("buy", "set_up", "activate", "impulse", "aim", "surprise", "entry_zombies", "initiative", "zombie_impulse",
            "charge_test", "charged", "cure", "melee", "end_turn", "star_reaction", "duck_back", "reaction_test",
            "renegade", "renegade_duck", "renegade_fire")
KINDS = {k.key: k for k in SURVIVOR_KINDS + (GENERIC,)}

# What each field may hold, checked as a state is read (a position is written by hand): the cards,
# weapons and gear by key (ATZ 3.1.2, 4.0), a zombie's MP by its speed (3.2), a hex side 1-6 (11.0), a die
# or 0 before it is rolled; the hexes are checked against the table by AtzRules.invariants.
WeaponKey = Literal[tuple(WEAPON)]
Roll = Annotated[int, Meta(ge=0, le=6)]   # a d6, or 0: not rolled
# a side of the table, or half of one ("north-west": its western half; 14.0, rulings)
Edge = Literal[EDGES + tuple(f"{s}-{h}" for s in EDGES for h in EDGES if (s in ("north", "south")) != (h in ("north", "south")))]


@dataclass(slots=True)
class Survivor:
    """A survivor counter and its Survivor Status Card (ATZ 3.1.2)."""
    sid: str
    kind: Literal[tuple(KINDS)]
    hex: str = ""             # "" before entering the board; "off" once it has left by an edge
    wounds: Count = 0
    in_hand: Literal[WeaponKey, ""] = ""  # weapon keys (3.1.2: no more than two weapons)
    in_pack: Literal[WeaponKey, ""] = ""
    out_of_ammo: list[WeaponKey] = field(default_factory=list)  # weapons flipped to OOA (8.1.7)
    gear: list[Literal[tuple(GEAR_BY_KEY)]] = field(default_factory=list)
    scoped: Literal[WeaponKey, ""] = ""  # the weapon the scope is attached to (4.4)
    drugged: bool = False     # drugs in the Rep box this turn (4.5)
    found: Count = 0          # weapons found by searching (12.0 For a Few Bullets More)
    player: str = SURVIVORS   # whose band it is in (14.0: one band a player)
    sex: Literal["", "man", "woman"] = ""  # a generic survivor's, drawn when found (10.2); "" for a named one

    @property
    def card(self) -> SurvivorKind:
        return KINDS[self.kind]

    @property
    def name(self) -> str:
        """As a player reads it: the card's name; a renegade by what it is and the weapon it shows (10.2),
        its card being only a generic "Survivor"."""
        if self.player != RENEGADE:
            return self.card.name
        return f"the renegade ({WEAPON[self.in_hand].name.lower()})" if self.in_hand else "the renegade"

    @property
    def wounded(self) -> bool:
        return self.wounds >= self.card.flip_at

    @property
    def rep(self) -> int:
        return (self.card.wounded if self.wounded else self.card.unwounded).rep

    @property
    def mp(self) -> int:
        return (self.card.wounded if self.wounded else self.card.unwounded).mp

    @property
    def melee_dice(self) -> int:
        """ATZ 8.3: the counter's dice, a melee weapon's extra dice, and one for the vest (4.7)."""
        side = self.card.wounded if self.wounded else self.card.unwounded
        weapon = WEAPON[self.in_hand].melee if self.in_hand else 0
        return side.melee + weapon + ("vest" in self.gear)

    @property
    def on_board(self) -> bool:
        return self.hex not in ("", "off")


@dataclass(slots=True)
class Zombie:
    zid: str
    mp: Literal[tuple(SPEED_OF)]
    direction: Face  # 11.0: the side of the hex it is placed towards, 1-6
    hex: str = ""   # "" while in the Cup of Zombies

    @property
    def name(self) -> str:
        """As the table shows it: by its speed (3.2), never its counter id."""
        return f"a {SPEED_OF[self.mp]} zombie"


@dataclass(slots=True)
class Impulse:
    """The survivor taking its impulse now (ATZ 5.2: move and one action)."""
    sid: str = ""
    mp_left: Count = 0
    acted: bool = False       # its one action is spent (7.0)
    fast: bool = False        # it tried a Fast Move (6.2, 10.1: always surprised)
    came_from: str = ""       # the hex it entered the last one from (10.1: backing out)
    firing: Literal["", "fire", "panic"] = ""  # while targets are being picked (8.1)
    shots: Count = 0
    targets: list[str] = field(default_factory=list)  # zombie ids, first target first
    surprise: bool = False    # it surprised the zombies of the building it entered (10.1)
    charging: bool = False    # it passed the Wanting to Charge test: it may step in among zombies (9.4)
    scouted: str = ""         # Too Tall's scouted building hex, entered with no test (her skill)


@dataclass(slots=True)
class Reaction:
    """A reaction waiting to be resolved (ATZ 9.1-9.3.1): a test to take, or a Duck Back to choose."""
    test: Literal["received_fire", "renegade_fire", "in_sight", "being_charged", "melee", "duck_back"]
    sid: str    # the survivor reacting
    by: str     # the enemy survivor that prompted it: the firer, the one sighted, the charger


@dataclass(slots=True)
class Purchase:
    """The set-up purchase (ATZ 14.0; 12.0's "N points of gear/weapons"): what each player has left to buy with."""
    glory: dict[str, Count] = field(default_factory=dict)  # player -> Glory Points left
    most: Count = 0           # survivors a player may recruit (14.0); 0: the scenario names them (12.0)
    ready: list[str] = field(default_factory=list)      # players who have finished buying
    then: str = "enter"       # the phase the game goes on to once every player is ready
    heal: bool = False        # wounds may be healed for Glory Points (13.0: between campaign scenarios)
    fallen: list[str] = field(default_factory=list)     # named survivors the campaign has lost: not for sale


@dataclass(slots=True)
class AtzState:
    scenario: str
    layout: list[list[int]]     # rows of boards (boards.load_table)
    entry_side: Literal[EDGES]  # the edge the survivors enter by
    time: Literal[tuple(SIGHT)] = "day"  # the time of day (8.2): day, dawn, evening or night
    players: list[str] = field(default_factory=lambda: [SURVIVORS])  # the survivors' seats (14.0: 1-6 players)
    entries: dict[str, Edge] = field(default_factory=dict)  # player -> the edge it enters by, with 2+ players
    initiative: dict[str, Face] = field(default_factory=dict)  # side -> its die this turn, with 2+ players
    turn: Count = 0             # 0 while the survivors enter the board
    phase: str = "enter"        # buy, enter, initiative, survivors, zombies, charged, melee, end, over
    order: list[str] = field(default_factory=list)  # the sides still to act this turn, first first
    first: str = ""  # the side that goes first this turn (5.2: the highest die), kept while `order` empties
    survivor_die: Roll = 0
    zombie_die: Roll = 0
    survivors: dict[str, Survivor] = field(default_factory=dict)
    zombies: dict[str, Zombie] = field(default_factory=dict)
    cup: list[str] = field(default_factory=list)              # zombie ids in the Cup of Zombies
    zombie_deck: list[Roll] = field(default_factory=list)
    loot_deck: list[str] = field(default_factory=list)
    shots: dict[str, Count] = field(default_factory=dict)     # hex -> fire dice of its Shot counters (4.2)
    entered: list[str] = field(default_factory=list)          # buildings (centre hexes) marked Entered
    searched: list[str] = field(default_factory=list)         # ... marked Searched
    done: list[str] = field(default_factory=list)             # survivors whose impulse is over this turn
    beside_star: list[str] = field(default_factory=list)      # Grunts next to a Star at the turn's start
    charged: list[str] = field(default_factory=list)          # survivors still to test for Being Charged
    impulse: Impulse = field(default_factory=Impulse)
    purchase: Purchase = field(default_factory=Purchase)
    killed: Count = 0                                         # zombies killed (13.0: 5 for a Glory Point)
    kills: dict[str, Count] = field(default_factory=dict)     # ... by each player
    searches: dict[str, Count] = field(default_factory=dict)  # buildings searched by each player
    dead: list[str] = field(default_factory=list)             # survivors killed
    enemies_killed: dict[str, Count] = field(default_factory=dict)  # enemy survivors killed by each player (13.0)
    escaped: list[str] = field(default_factory=list)          # survivors off the board by an edge
    held: list[str] = field(default_factory=list)             # zombies that may not move yet (12.0 The Cure)
    cure_tried: bool = False                                  # the Professor's once-a-game cure (12.0 The Cure)
    cured: str = ""                                           # ... the survivor it made, who goes where he goes
    fought: list[str] = field(default_factory=list)           # survivors whose melee this activation is done
    following: list[str] = field(default_factory=list)        # zombies left behind, to come onto the next board
    result: str = ""                                          # the outcome, once decided
    hostile: bool = False                                     # survivors of different players are enemies
    discovery: Roll = 0                                       # the Zombie Card number that finds a survivor (14.0)
    reactions: list[Reaction] = field(default_factory=list)   # reactions to resolve, first first (9.0)
    sighted: list[str] = field(default_factory=list)          # "a:b": a has seen enemy b this turn (9.3)

    @property
    def sight(self) -> int | None:
        """ATZ 8.2: the hexes a survivor sees this far at this time of day (None: the whole board)."""
        return SIGHT[self.time]
