"""Aliens vs. Zombies components: units, the counter mix, the event tiles.

Numbers the rulebook prints keep their citation. Everything marked DESIGNED
is not published anywhere (facts-from-publishers.md) and was made for
zombiebox; docs/rulings.md explains each choice.
"""
from __future__ import annotations

from dataclasses import dataclass

# --- the sides ----------------------------------------------------------------
ALIENS = "aliens"
ZOMBIES = "zombies"
SEATS = (ZOMBIES, ALIENS)  # the Zombie player reveals the first tile (AvZ 3.0)

TURNS = 8                  # AvZ 3.0, 8.0: eight turns
TILES_IN_PLAY = 8          # AvZ 2.0: two of the ten tiles go back unseen
SETUP_ZOMBIES = 15         # AvZ 2.0
SETUP_PER_LOCATION = 3     # AvZ 2.0: up to three Zombie counters per location
STACKING_LIMIT = 4         # AvZ 6.4 Stacking
BFAR_DICE = 6              # AvZ 4.0 Alien BFAR
BFAR_HIT = 4               # AvZ 4.0: each 4+ removes a counter
BITE_HIT = 5               # AvZ 4.0 Zombie Bite: each 5+ kills an Alien
ALIEN_HIT = 4              # AvZ 7.1a: Aliens hit on 4+
SAVE = 5                   # AvZ 7.2: saves on 5+ ...
SAVE_BETTER = 4            # ... 4+ with a Leader / a Tough Zombie in the stack
RISE_NUMBER = 4            # AvZ 4.0: "the four Zombie spawns listed on the tile"


@dataclass(frozen=True)
class ZombieKind:
    key: str
    name: str
    number: int    # the Zombie Number: movement points and hit number (AvZ 1.0, back cover)
    mob: bool      # Mobs roll one more die and take two hits (AvZ 7.1z, 7.3)
    fast: bool     # Fast Zombies need not stop in enemy locations (AvZ 6.2)
    tough: bool    # a Tough Zombie in a stack saves on 4+ (AvZ 7.2)
    count: int     # DESIGNED: the counter mix (rulebook: 60 in all, Rotting most common, Tough rarest)


@dataclass(frozen=True)
class AlienKind:
    key: str
    name: str
    combat: int    # back cover
    movement: int  # back cover
    armored: bool  # AvZ 7.3: UFO, Tank and BFAR take two hits
    big: bool      # BFAR and Mutant: count as two Aliens, never land (AvZ 3.0, 6.4)
    count: int     # DESIGNED for the small units (rulebook: 24 small counters); 1 each big one (AvZ 1.0)
    prefix: str    # counter ids: tr1, ufo2, ...


ZOMBIE_KINDS = (
    ZombieKind("rotting", "Rotting Zombie", 3, False, False, False, 24),
    ZombieKind("rotting_mob", "Rotting Zombie Mob", 3, True, False, False, 6),
    ZombieKind("fast", "Fast Zombie", 4, False, True, False, 14),
    ZombieKind("fast_mob", "Fast Zombie Mob", 4, True, True, False, 4),
    ZombieKind("tough", "Tough Zombie", 2, False, False, True, 9),
    ZombieKind("tough_mob", "Tough Zombie Mob", 2, True, False, True, 3),
)

ALIEN_KINDS = (
    AlienKind("trooper", "Alien Trooper", 1, 3, False, False, 9, "tr"),
    AlienKind("ufo", "Alien UFO", 2, 6, True, False, 6, "ufo"),
    AlienKind("tank", "Alien Tank", 3, 3, True, False, 6, "tk"),
    AlienKind("leader", "Alien Leader", 2, 3, False, False, 3, "ld"),
    AlienKind("mutant", "Alien Mutant", 3, 5, False, True, 1, "mutant"),
    AlienKind("bfar", "Alien BFAR", 4, 4, True, True, 1, "bfar"),
)

ACTION_KINDS = {ALIENS: ("move", "attack", "blast"), ZOMBIES: ("move", "attack", "chomp")}  # AvZ 5.0

SETUP_GROUP = ("trooper", "ufo", "tank")   # AvZ 2.0: three groups of these
SETUP_GROUPS = 3
LANDING_KINDS = ("trooper", "ufo", "tank", "leader")  # AvZ 3.0: small units only


def _zombie_ids() -> dict[str, ZombieKind]:
    out, n = {}, 1
    for kind in ZOMBIE_KINDS:
        for _ in range(kind.count):
            out[f"z{n:02d}"] = kind
            n += 1
    return out


def _alien_ids() -> dict[str, AlienKind]:
    out = {}
    for kind in ALIEN_KINDS:
        if kind.big:
            out[kind.prefix] = kind
        else:
            for i in range(1, kind.count + 1):
                out[f"{kind.prefix}{i}"] = kind
    return out


ZOMBIES_BY_ID = _zombie_ids()
ALIENS_BY_ID = _alien_ids()
ZOMBIE_COUNTERS = 60   # AvZ 1.0
ALIEN_COUNTERS = 26    # AvZ 1.0: 24 small + 2 big
assert len(ZOMBIES_BY_ID) == ZOMBIE_COUNTERS
assert len(ALIENS_BY_ID) == ALIEN_COUNTERS
assert sum(k.count for k in ALIEN_KINDS if not k.big) == 24


def kind_of(uid: str):
    """The printed kind of a counter, by its id."""
    return ALIENS_BY_ID.get(uid) or ZOMBIES_BY_ID[uid]


def unit_name(uid: str) -> str:
    return kind_of(uid).name

# --- event tiles -----------------------------------------------------------------
# Icons (AvZ 4.0). Red icons are the Zombie player's, blue icons the Alien player's.
BITE, LASER, CLAW, RISE, MUTANT, BFAR = "bite", "laser", "claw", "rise", "mutant", "bfar"
ICON_SIDE = {BITE: ZOMBIES, CLAW: ZOMBIES, RISE: ZOMBIES, LASER: ALIENS, MUTANT: ALIENS, BFAR: ALIENS}
ICON_NAMES = {BITE: "Zombie Bite", CLAW: "Zombie Claw", RISE: "Zombie Rise",
              LASER: "Alien Laser", MUTANT: "Alien Mutant", BFAR: "Alien BFAR"}


@dataclass(frozen=True)
class EventTile:
    key: str
    number: int               # new Zombie spawns this turn (AvZ 1.0: 3-10)
    icons: tuple[str, ...]    # one or two icons (AvZ 1.0)


# DESIGNED: ten tiles numbered 3-10. Two the rulebook names are kept: the "5" with
# one Alien Laser (AvZ 3.0 Extended Example) and Zombie Rise's "4" (AvZ 4.0). The
# rest pair small spawns with Zombie icons and big spawns with Alien icons, and
# hold one Mutant and one BFAR (one counter each, AvZ 1.0). Four Lasers, not more:
# bot games showed six let the Aliens win four games in five (docs/rulings.md).
EVENT_TILES = (
    EventTile("e3", 3, (BITE, BITE)),
    EventTile("e4", RISE_NUMBER, (RISE,)),     # AvZ 4.0 Zombie Rise
    EventTile("e5", 5, (LASER,)),              # AvZ 3.0 Extended Example
    EventTile("e5b", 5, (BITE,)),
    EventTile("e6", 6, (CLAW,)),
    EventTile("e6b", 6, (LASER,)),
    EventTile("e7", 7, (MUTANT,)),
    EventTile("e8", 8, (BITE, LASER)),
    EventTile("e9", 9, (BFAR,)),
    EventTile("e10", 10, (LASER, CLAW)),
)
TILES_BY_ID = {t.key: t for t in EVENT_TILES}
assert len(EVENT_TILES) == 10 and {t.number for t in EVENT_TILES} == set(range(3, 11))

# --- victory (AvZ 8.0) ---------------------------------------------------------------
# (highest dead-pile count of the level, level, winning side or None for a stalemate)
VICTORY_LEVELS = (
    (10, "Overwhelming Zombie Victory", ZOMBIES),
    (20, "Zombie Victory", ZOMBIES),
    (25, "Stalemate", None),
    (35, "Alien Victory", ALIENS),
    (ZOMBIE_COUNTERS, "Incredible Alien Victory", ALIENS),
)
