"""The Zombie Terror game state: typed plain data (core.state turns it into JSON and back), changed in
place by the rules. Markers are ids ("banker", "z07"); spaces are the lot's names ("D6")."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal, Optional

from msgspec import Meta

from zombiebox.core.flow import Points
from zombiebox.core.state import Count, Memoized

from .data import (ADRENALINE_AP, AMMO_TOKENS, BOX_TOKENS, CARDS_BY_ID, HUMAN_AP, HUMANS, HUMANS_BY_ID, SEATS,
                   START_AMMO, TERROR_TRACK, ZOMBIES)
from .lot import CAR_HALF, DIRECTIONS, MARKET_HALF

# the spawns that may be due (ZT Spawning Phase; the cards'), the most particular first (docs/rulings: a
# space that could take several takes the most particular one)
PARTICULAR = ("manhole", "car_side", CAR_HALF, MARKET_HALF, "any")

# What each field may hold, checked as a state is read (a position is written by hand): the box's markers
# and cards by id (ZT Box Contents), a facing N/E/S/W, the AP a human may have (3, and an Adrenaline's 2).
HumanId = Literal[tuple(HUMANS_BY_ID)]
ZombieId = Literal[ZOMBIES]
CardId = Literal[tuple(CARDS_BY_ID)]
# the game's decision points and automatic steps, in the order of play (ZT Game Setup, ZT Playing the Game)
TO = Points("lay_token", "place_human", "place_zombie", "human_turn", "human_action", "terror", "zombie_turn",
            "zombie_action", "spawn", "cleanup")
Facing = Literal[DIRECTIONS]
Spawn = Literal[PARTICULAR]
TokenObject = Literal[tuple(BOX_TOKENS)]


@dataclass(slots=True)
class ZtState(Memoized):
    options: dict[str, str]
    step: str = "place_human"            # the decision point or automatic step open now
    round: Annotated[int, Meta(ge=1)] = 1
    # ZT Human Marker Overview: who is where, and on which side
    humans: dict[HumanId, str] = field(default_factory=dict)    # human on the board -> space
    wounded: list[HumanId] = field(default_factory=list)
    dead: list[HumanId] = field(default_factory=list)            # ZT Biting: dead, on the board until clean-up
    escaped: list[HumanId] = field(default_factory=list)         # ZT Escaping from the Board
    turned: list[HumanId] = field(default_factory=list)          # ZT Clean-up: became zombies, marker in the box
    briefcase: bool = True                                   # the Banker's briefcase (ZT Personal Actions)
    ammo: Annotated[int, Meta(ge=0, le=AMMO_TOKENS)] = START_AMMO
    zombies: dict[ZombieId, str] = field(default_factory=dict)   # zombie on the board -> space
    facing: dict[ZombieId, Facing] = field(default_factory=dict)  # zombie on the board -> N / E / S / W
    pool: list[ZombieId] = field(default_factory=list)           # ZT Game Setup 1: the zombie pool
    terror: Optional[Annotated[int, Meta(ge=0, le=TERROR_TRACK)]] = None  # ZT Zombie Terror Phase: 5..1, 0 off the track
    hands: dict[Literal[SEATS], list[CardId]] = field(default_factory=dict)
    played: list[CardId] = field(default_factory=list)           # special cards played, in order
    # the human turn
    activated: list[HumanId] = field(default_factory=list)       # humans activated this round
    active: Literal[HumanId, ZombieId, ""] = ""                  # the human or zombie being activated
    ap: Annotated[int, Meta(ge=0, le=HUMAN_AP + ADRENALINE_AP)] = 0
    kid_diagonal: bool = False                               # the Kid's diagonal move used this turn
    mechanic_push: bool = False                              # the Mechanic's push of a human used this turn
    shots: Count = 0                                         # ZT Spawning Phase: one more zombie a shot
    # the zombie turn
    flipped: list[ZombieId] = field(default_factory=list)    # zombies activated this round (turned over)
    zombie_turned: bool = False                              # the active zombie has turned 90 degrees
    extra_activations: Count = 0                             # from cards: beyond the activation limit
    bonus_spawns: list[Spawn] = field(default_factory=list)  # from cards: manhole / car_side / any
    spawns: list[Spawn] = field(default_factory=list)        # spawns still due: car / supermarket / any / ...
    taken: Literal[ZombieId, ""] = ""                        # ZT Spawning Phase: a zombie taken off the board
    # the variants' tokens on side B: (object, role, cells), and the draft still to lay
    tokens: list[tuple[TokenObject, Literal["block", "car", "manhole", "spawn"], list[str]]] = field(default_factory=list)
    to_lay: list[tuple[Literal[SEATS], TokenObject]] = field(default_factory=list)  # (seat, object) in the order laid

    def occupied(self) -> dict[str, str]:
        """Space -> the marker on it (ZT Adjacent Markers: one marker a space)."""
        occ = dict(zip(self.humans.values(), self.humans))
        occ.update(zip(self.zombies.values(), self.zombies))
        return occ

    def unplaced_humans(self) -> list[str]:
        return [h.id for h in HUMANS if h.id not in self.humans]
