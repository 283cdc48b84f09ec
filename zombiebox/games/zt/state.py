"""The Zombie Terror game state: typed plain data (core.state turns it into JSON and back), changed in
place by the rules. Markers are ids ("banker", "z07"); spaces are the lot's names ("D6")."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from zombiebox.core.state import Memoized

from .data import HUMANS, START_AMMO


@dataclass(slots=True)
class ZtState(Memoized):
    options: dict[str, str]
    step: str = "place_human"            # the decision point or automatic step open now
    round: int = 1
    # ZT Human Marker Overview: who is where, and on which side
    humans: dict[str, str] = field(default_factory=dict)    # human on the board -> space
    wounded: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)            # ZT Biting: dead, on the board until clean-up
    escaped: list[str] = field(default_factory=list)         # ZT Escaping from the Board
    turned: list[str] = field(default_factory=list)          # ZT Clean-up: became zombies, marker in the box
    briefcase: bool = True                                   # the Banker's briefcase (ZT Personal Actions)
    ammo: int = START_AMMO
    zombies: dict[str, str] = field(default_factory=dict)   # zombie on the board -> space
    facing: dict[str, str] = field(default_factory=dict)    # zombie on the board -> N / E / S / W
    pool: list[str] = field(default_factory=list)            # ZT Game Setup 1: the zombie pool
    terror: Optional[int] = None                             # ZT Zombie Terror Phase: 5..1, 0 off the track
    hands: dict[str, list[str]] = field(default_factory=dict)
    played: list[str] = field(default_factory=list)          # special cards played, in order
    # the human turn
    activated: list[str] = field(default_factory=list)       # humans activated this round
    active: str = ""                                         # the human or zombie being activated
    ap: int = 0
    kid_diagonal: bool = False                               # the Kid's diagonal move used this turn
    mechanic_push: bool = False                              # the Mechanic's push of a human used this turn
    shots: int = 0                                           # ZT Spawning Phase: one more zombie a shot
    # the zombie turn
    flipped: list[str] = field(default_factory=list)         # zombies activated this round (turned over)
    zombie_turned: bool = False                              # the active zombie has turned 90 degrees
    extra_activations: int = 0                               # from cards: beyond the activation limit
    bonus_spawns: list[str] = field(default_factory=list)    # from cards: manhole / car_side / any
    spawns: list[str] = field(default_factory=list)          # spawns still due: car / supermarket / any / ...
    taken: str = ""                                          # ZT Spawning Phase: a zombie taken off the board
    # the variants' tokens on side B: (object, role, cells), and the draft still to lay
    tokens: list[tuple[str, str, list[str]]] = field(default_factory=list)
    to_lay: list[tuple[str, str]] = field(default_factory=list)  # (seat, object) in the order laid

    def occupied(self) -> dict[str, str]:
        """Space -> the marker on it (ZT Adjacent Markers: one marker a space)."""
        occ = dict(zip(self.humans.values(), self.humans))
        occ.update(zip(self.zombies.values(), self.zombies))
        return occ

    def unplaced_humans(self) -> list[str]:
        return [h.id for h in HUMANS if h.id not in self.humans]
