"""All Things Zombie components: survivors, zombies, weapons, gear, markers, the two decks and the
Ranged Combat Table.

Numbers the rulebook prints keep their citation. Everything marked DESIGNED is printed on a counter,
card or table the text never shows, and was made for zombiebox so that every worked example in the
rulebook comes out as printed; docs/rulings.md explains each choice.
"""
from __future__ import annotations

from dataclasses import dataclass

# --- the sides and the turn ----------------------------------------------------------------------
SURVIVORS = "survivors"
RENEGADE = "renegade"  # 10.2: an enemy discovered survivor, played by the rules
ZOMBIES = "zombies"
ZOMBIE_REP = 4                  # ATZ 3.2: zombies have a Reputation of 4
ZOMBIE_MELEE_DICE = 1           # ATZ 8.3: one die per zombie (rulings: not the counter's melee dice)
REACTION_DICE = 2               # ATZ 9.0: two dice for every reaction test
FAST_MOVE_DICE = 2              # ATZ 6.2
RUNAWAY_EXTRA_MP = 2            # ATZ 9.1.1: Fast Move pace, no roll: listed MPs + 2
GENERATION_DISTANCE = 6         # ATZ 11.0: six hexes from the Shot marker
GENERATION_HIT = 4              # ATZ 11.0: "a roll of 4, 5 or 6 places a zombie" (rulings: not "greater than 4")
ENTRY_DICE_PER_SURVIVOR = 6     # ATZ 11.0: 6d6 for each survivor before the first turn
AMMO_OUT_ONES = 2               # ATZ 8.1.7: two or more 1s and the weapon must be reloaded
MELEE_DOUBLE_WOUND_ZOMBIES = 4  # ATZ 8.3: at least four zombies ...
MELEE_DOUBLE_WOUND_RATIO = 3    # ... scoring three times the survivor's successes: two wounds
SIGHT_DAWN_EVENING = 12         # ATZ 8.2: LOS 12 hexes at pre-dawn and evening
SIGHT_NIGHT = 2                 # ATZ 8.2: 2 hexes at night
# ATZ 8.2: how far a survivor sees at each time of day (None: the length of the board, by day).
SIGHT = {"day": None, "dawn": SIGHT_DAWN_EVENING, "evening": SIGHT_DAWN_EVENING, "night": SIGHT_NIGHT}
SKIRMISH_TURNS = 15             # ATZ 14.0
SKIRMISH_BAND = {1: (3, 30), 2: (3, 30), 3: (2, 20), 4: (2, 20), 5: (1, 12), 6: (1, 12)}  # ATZ 14.0 table
CAMPAIGN_SCENARIOS = 6          # ATZ 13.0: the six scenarios, in order
WIN_GLORY = 2                   # ATZ 13.0: a scenario won (a building searched 1, five zombies killed 1)
HEAL_GLORY = 2                  # ATZ 13.0: two Glory Points heal a wound between scenarios
PARTY_TO_WIN = 4                # ATZ 13.0: at least four survivors of the party alive at the end
CAMPAIGN_RECRUIT = 4            # DESIGNED: a campaign recruit costs a quarter of its coin, rounded up (rulings)
PARTY_MOST = 10                 # DESIGNED: a campaign party has room for every named survivor and a generic
WEAPONS_CARRIED = 2             # ATZ 3.1.2: no more than two weapons (in hand, in pack)
GEAR_BOXES = 3                  # DESIGNED: gear boxes on a Survivor Status Card


# --- survivors (ATZ 3.1) -------------------------------------------------------------------------
@dataclass(frozen=True)
class Side:
    """One side of a survivor counter: Rep, MP, melee dice (ATZ 3.1, left to right)."""
    rep: int
    mp: int
    melee: int


@dataclass(frozen=True)
class SurvivorKind:
    key: str
    name: str
    star: bool         # ATZ 3.1.1: a golden star
    unwounded: Side
    wounded: Side      # DESIGNED: the back of the counter
    flip_at: int       # DESIGNED: wounds that move the marker onto the Flip space (3.1.2)
    dead_at: int       # DESIGNED: wounds that reach the skull (a status card's four, 3.1.2; generics two, 10.2)
    glory: int         # DESIGNED: the Glory Point cost in the silver coin (3.1, 14.0)
    woman: bool        # for 10.2's opposite-sex modifier
    skill: str = ""    # ATZ 3.1.2: the status card's extra skill, if any


SURVIVOR_KINDS = (
    # Tonya: a Star who lets Beck act on a 5 (3.1.1): Rep 5; the Rep 4 of 5.3 is her wounded side (rulings).
    SurvivorKind("tonya", "Tonya", True, Side(5, 5, 2), Side(4, 4, 1), 2, 4, 10, True),
    # Beck: Rep 4 (3.1.1, 4.5), MP 5 (7.0: one hex, fire, the remaining four MPs).
    SurvivorKind("beck", "Beck", False, Side(4, 5, 2), Side(3, 4, 1), 1, 4, 6, True),
    SurvivorKind("bank", "Bank", False, Side(4, 5, 2), Side(3, 4, 1), 1, 4, 6, False),
    SurvivorKind("sailor", "Sailor", False, Side(4, 5, 1), Side(3, 4, 1), 1, 4, 5, False),
    # Nick: Rep 5, a Star (15.0); MP 5: six hexes from a building he cannot enter in one impulse (15.0).
    SurvivorKind("nick", "Nick", True, Side(5, 5, 2), Side(4, 4, 1), 2, 4, 10, False),
    # Jimmy: Rep 4 (9.3), 2 melee dice, a Grunt (15.0); MP 5 like Nick, whom he keeps up with.
    SurvivorKind("jimmy", "Jimmy", False, Side(4, 5, 2), Side(3, 4, 1), 1, 4, 6, False),
    # Buffy's skill from the publisher's FAQ; a man: "Buffy fires his pistol" (8.2).
    SurvivorKind("buffy", "Buffy", False, Side(4, 5, 1), Side(3, 4, 1), 1, 4, 7, False, "heal"),
    # Too Tall: Rep 4 (5.3), MP 4 (6.2: one success gives her 5); her skill from the publisher's FAQ.
    SurvivorKind("too_tall", "Too Tall", False, Side(4, 4, 2), Side(3, 3, 1), 1, 4, 7, True, "scout"),
    # The Professor (The Cure): no weapons, cures a zombie once with at least one success on 2d6.
    SurvivorKind("professor", "The Professor", False, Side(4, 4, 1), Side(3, 3, 1), 1, 4, 0, False, "cure"),
)
# Generic survivors (10.2): the first wound flips them, the second eliminates them.
GENERIC = SurvivorKind("survivor", "Survivor", False, Side(4, 5, 1), Side(3, 4, 1), 1, 2, 4, False)
GENERIC_COUNTERS = 4  # DESIGNED: generic survivor counters in the box (10.2, 14.0, The Cure)
KIND_GLORY = {k.key: k.glory for k in SURVIVOR_KINDS + (GENERIC,)}


# --- zombies (ATZ 3.2, 5.0) ----------------------------------------------------------------------
@dataclass(frozen=True)
class ZombieSpeed:
    key: str
    mp: int     # DESIGNED: slow / medium / fast (3.2)
    count: int  # DESIGNED: counters of this speed in the Cup of Zombies


ZOMBIE_SPEEDS = (ZombieSpeed("slow", 3, 30), ZombieSpeed("medium", 4, 20), ZombieSpeed("fast", 5, 10))
SPEED_OF = {s.mp: s.key for s in ZOMBIE_SPEEDS}  # a counter's MP -> its speed, as the table colours it


def zombie_counters() -> tuple[tuple[str, int, int], ...]:
    """Every zombie counter: (id, MP, placement direction 1-6, 11.0), the directions dealt in turn
    through the cup, ten of each. DESIGNED: 60 counters."""
    out = []
    for speed in ZOMBIE_SPEEDS:
        for _ in range(speed.count):
            out.append((f"z{len(out) + 1}", speed.mp, len(out) % 6 + 1))
    return tuple(out)


# --- weapons (ATZ 4.1, 8.1.2-8.1.9) --------------------------------------------------------------
@dataclass(frozen=True)
class Weapon:
    key: str
    name: str
    range: int          # hexes, counting the target's and not the firer's (4.1); DESIGNED
    fire_dice: int      # 4.1: the number after the dash; DESIGNED unless cited
    glory: int          # DESIGNED: the coin on the counter (facts-from-publishers)
    choose: tuple[int, ...] = ()  # shots the owner may choose (8.1.3, 8.1.4)
    keep: int = 0       # dice kept of those rolled (8.1.5 shotgun: best three)
    per_figure: bool = False  # 8.1.6 grenade: one die for each figure in the hex, each a first target
    shots: bool = True  # 4.2: every weapon leaves a Shot counter but the crossbow
    melee: int = 0      # melee weapons: extra melee dice (8.3: "unless modified by a weapon")
    one_use: bool = False  # DESIGNED: a grenade counter is one grenade


WEAPONS = (
    Weapon("pistol", "Pistol", 6, 1, 1),                                  # 8.1.8: the pistol rolls 1d6
    Weapon("double_pistols", "Double pistols", 6, 2, 2),
    Weapon("smg", "Submachine gun", 10, 4, 4, choose=(2, 3, 4)),          # 8.1.3; 8.1, 15.0: four dice
    Weapon("assault_rifle", "Assault rifle", 18, 3, 4, choose=(1, 2, 3)),  # 8.1.4
    Weapon("shotgun", "Shotgun", 5, 6, 3, keep=3),                        # 8.1.5, 15.0: 6d6, best three
    Weapon("grenade", "Grenade", 1, 1, 2, per_figure=True, one_use=True),  # 8.1.6: into an adjacent hex
    Weapon("crossbow", "Crossbow", 12, 1, 2, shots=False),                # 4.2: no Shot counter
    Weapon("bat", "Baseball bat", 0, 0, 1, melee=1),                       # 8.0: "a baseball bat"
    Weapon("machete", "Machete", 0, 0, 1, melee=1),
    Weapon("axe", "Fire axe", 0, 0, 2, melee=2),
)
WEAPON = {w.key: w for w in WEAPONS}


# --- gear and markers (ATZ 4.2-4.7) --------------------------------------------------------------
@dataclass(frozen=True)
class Gear:
    key: str
    name: str
    glory: int  # DESIGNED
    rule: str


GEAR = (
    Gear("scope", "Scope", 2, "ATZ 4.4"),     # +1 fire die, no extra shot; never on a shotgun
    Gear("drugs", "Drugs", 1, "ATZ 4.5"),     # +1 to initiative for the turn, then gone
    Gear("medkit", "Medkit", 2, "ATZ 4.6"),   # an action: one wound off its user or an adjacent survivor
    Gear("vest", "Vest", 3, "ATZ 4.7"),       # +1 melee die; the Ranged Combat Table's vest column
    Gear("ammo", "Ammo", 1, "ATZ 8.1.7.1"),   # discard to reload at once when out of ammo
)
GEAR_BY_KEY = {g.key: g for g in GEAR}


# --- the decks (ATZ 10.1, 10.3) ------------------------------------------------------------------
# DESIGNED: the Zombie Card deck, 30 cards reading 0 to 6 zombies (count of cards for each number), 1.6 a
# card: For a Few Bullets More's two pistols stand a chance in the first scenario (rulings).
ZOMBIE_CARDS = {0: 9, 1: 8, 2: 6, 3: 3, 4: 2, 5: 1, 6: 1}
# DESIGNED: the Loot deck, 36 cards: weapons, gear, and nothing at all.
LOOT_CARDS = {
    "pistol": 3, "double_pistols": 1, "smg": 2, "assault_rifle": 2, "shotgun": 2, "grenade": 3,
    "crossbow": 1, "bat": 2, "machete": 1,
    "scope": 2, "drugs": 3, "medkit": 3, "vest": 2, "ammo": 3,
    "nothing": 6,
}


def deck(counts: dict) -> tuple:
    """A deck in a fixed order (shuffled by the seeded Dice when a game starts)."""
    return tuple(card for card, n in counts.items() for _ in range(n))


# --- the Ranged Combat Table (ATZ 8.1) -----------------------------------------------------------
# DESIGNED. Each fire die is added to the firer's Rep and, highest first, goes to the next target. The
# total a die needs to hit the 1st, 2nd, and 3rd or later target: 7 misses and 8 hits a first target
# (8.1.6: Jimmy's grenade 3, 4, 4 kills two), 9 hits a first (15.0: Jimmy's SMG) but misses a third
# ("third target counts Miss!", 8.1 and 15.0), 10 and 11 hit the first and second (8.1, 15.0).
RCT_NEEDS = (8, 9, 10)
RCT_COVER = 1   # a survivor target in a rough or building hex (6.1): one more needed
RCT_RUSHED = 1  # a rushed shot (9.3): one more needed
RCT_VEST = 1    # a target wearing a vest (4.7): one more needed
