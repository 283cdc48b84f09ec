"""Zombie Terror's components (ZT Box Contents). Numbers the rulebook gives are kept; what it leaves
out is marked DESIGNED here and ruled in docs/rulings.md (Zombie Terror)."""
from __future__ import annotations

from dataclasses import dataclass

HUMANS_SEAT, ZOMBIES_SEAT = "humans", "zombies"
SEATS = (HUMANS_SEAT, ZOMBIES_SEAT)

ZOMBIE_MARKERS = 20          # ZT Box Contents: 20 wooden zombie markers
ZOMBIES = tuple(f"z{i:02d}" for i in range(1, ZOMBIE_MARKERS + 1))
SETUP_ZOMBIES_PER_HALF = 5   # ZT Game Setup 5
HUMAN_AP = 3                 # ZT Human Player Turn
ZOMBIE_AP = 2                # ZT Movement Phase
AMMO_TOKENS = 6              # ZT Box Contents
START_AMMO = 4               # ZT Game Setup 7
TERROR_TRACK = 5             # ZT Zombie Terror Phase: the marker starts on 5
WIN_VP = 5                   # ZT Ending the Game
HAND = 4                     # ZT Game Setup 3: each player draws 4 of his 6 cards
# ZT Box Contents: the tokens side B is built from (the variants lay at most these). The guard booth is
# not listed apart (it is among the 18 scenario tokens); the variants use one.
BOX_TOKENS = {"bus": 2, "large": 4, "small": 11, "manhole": 2, "car": 2, "booth": 1}


@dataclass(frozen=True)
class Human:
    id: str
    name: str        # the character's name and trade, as the rulebook gives them
    trade: str
    vp: int          # DESIGNED: which character is worth which stars (3, 3, 2, 2, 1, 1)
    ability: str     # ZT Personal Actions and Abilities, in the book's words (the Cop's shortened)


# DESIGNED: the values are the publisher's (3, 3, 2, 2, 1, 1); who has which is ours. The fighters
# (Cop, Logger) are worth least, so the escort is cheap and the ones who need escorting are dear.
HUMANS = (
    Human("banker", "Steve Foster", "the Banker", 3,
          "When the Banker is bitten by a zombie for the first time, he protects himself with his briefcase: "
          "instead of suffering a wound, he returns the briefcase token to the box (0 AP)."),
    Human("kid", "Lucy O'Connor", "the Kid", 3,
          "Once per turn, the Kid may move diagonally, for the normal AP of a move. The Kid can never push zombies."),
    Human("nurse", "Miranda Bailey", "the Nurse", 2,
          "The Nurse may spend 1 AP to heal herself or any other adjacent human (turned to its healthy side), "
          "as many per turn as she has AP."),
    Human("mechanic", "John Cofe", "the Mechanic", 2,
          "Once per turn, the Mechanic can push an adjacent human using the normal rules for pushing zombies, "
          "for the normal AP of a move."),
    Human("cop", "Frank Kowalsky", "the Cop", 1,
          "The Cop may spend 1 AP and discard 1 ammo token to shoot a zombie in his line of shooting (straight, "
          "any length, blocked by markers and obstacles), eliminating it. For each shot, the Zombie Player "
          "spawns 1 additional zombie."),
    Human("logger", "Norman Brady", "the Logger", 1,
          "The Logger may eliminate an adjacent zombie that is not facing him; it returns to the zombie pool."),
)
HUMANS_BY_ID = {h.id: h for h in HUMANS}
VP = {h.id: h.vp for h in HUMANS}


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    seat: str
    text: str         # our own words
    designed: bool    # True: the rulebook names no such card (DESIGNED)


CARDS = (
    # ZT Special Cards: the three the rulebook names; their effects beyond what it says are DESIGNED.
    Card("shotgun", "Sawed-off Shotgun", HUMANS_SEAT,
         "The active human fires: eliminate a zombie in his line of shooting up to 3 spaces away. "
         "No AP, no ammo. It counts as a shot (one more zombie spawns).", designed=False),
    Card("sewers", "Sewers", HUMANS_SEAT,
         "The active human, standing on a manhole, escapes through the sewers.", designed=False),
    Card("courage", "Courage", HUMANS_SEAT,
         "The active human eliminates one adjacent zombie, whichever way it faces. No AP; "
         "no extra zombie spawns.", designed=False),
    Card("adrenaline", "Adrenaline", HUMANS_SEAT,
         "The active human gains 2 AP for this activation.", designed=True),
    Card("ammo_box", "Ammo Box", HUMANS_SEAT,
         "Take the 2 ammo tokens left in the box.", designed=True),
    Card("first_aid", "First Aid Kit", HUMANS_SEAT,
         "Heal one wounded human anywhere on the board.", designed=True),
    # DESIGNED: the rulebook names no zombie card; it says only that cards let the zombies pass the
    # activation limit, open new valid spaces and spawn from a manhole.
    Card("hunger", "Insatiable Hunger", ZOMBIES_SEAT,
         "Activate 1 more zombie this turn, beyond the limit.", designed=True),
    Card("horde", "The Horde Stirs", ZOMBIES_SEAT,
         "Activate 2 more zombies this turn, beyond the limit.", designed=True),
    Card("from_sewers", "From the Sewers", ZOMBIES_SEAT,
         "Spawn 1 more zombie this turn, on a manhole (a valid space for it).", designed=True),
    Card("car_alarm", "Car Alarm", ZOMBIES_SEAT,
         "Spawn 1 more zombie this turn, on a space next to the escape car (valid for it).", designed=True),
    Card("stragglers", "Stragglers", ZOMBIES_SEAT,
         "Spawn 1 more zombie this turn, on any valid space.", designed=True),
    Card("sudden_turn", "Sudden Turn", ZOMBIES_SEAT,
         "Turn one zombie on the board to face any way. It is not an activation.", designed=True),
)
CARDS_BY_ID = {c.id: c for c in CARDS}
DECK = {seat: tuple(c.id for c in CARDS if c.seat == seat) for seat in SEATS}
SHOTGUN_RANGE = 3     # DESIGNED
ADRENALINE_AP = 2     # DESIGNED
CARD_ACTIVATIONS = {"hunger": 1, "horde": 2}
CARD_SPAWNS = {"from_sewers": "manhole", "car_alarm": "car_side", "stragglers": "any"}

