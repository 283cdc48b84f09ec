"""Zombie Survival components: item tiles, the tracker, event cards, town decks (pure data).

The rulebook names the kinds (ZS Items: "See the rulebook"; its list is not printed) and the
publisher gives the box counts (facts-from-publishers.md): 3 sheets of item tiles with people, a
tracker with beads on 5, 54 Town Item cards in one deck a location, 20 events with Night, 6 dice,
140 zombies. Everything else here is DESIGNED for zombiebox; docs/zs-design.md says what each does
and why, docs/rulings.md (Zombie Survival) rules each choice.
"""
from __future__ import annotations

from dataclasses import dataclass

ZOMBIES = 140          # the box (publisher)
DICE = 6               # the box (publisher)
BEAD_START = 5         # ZS Game Setup: "a glass bead on the 5 space of each track"
TRACK_MAX = 12         # DESIGNED: every track runs 0-12
FAMILY = 3             # DESIGNED: people every household starts with
MAX_HOUSEHOLDS = 4     # the box: 4 houses (publisher)

# The tracker's tracks (ZS Game Setup: "lumber, water, etc."; ZS Event Cards)
LUMBER, WATER, FOOD, FIRST_AID, GAS, BATTERIES = "lumber", "water", "food", "first_aid", "gas", "batteries"
TRACKS = (LUMBER, WATER, FOOD, FIRST_AID, GAS, BATTERIES)

# Tile roles
SUPPLY, MELEE, RANGED, LIQUOR, GENERATOR, FLASHLIGHT, VEHICLE, PERSON = (
    "supply", "melee", "ranged", "liquor", "generator", "flashlight", "vehicle", "person")
WEAPONS = (MELEE, RANGED)

# Part I shapes: cells (col, row) of the tile unturned
SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    "1": ((0, 0),),
    "I2": ((0, 0), (1, 0)),
    "I3": ((0, 0), (1, 0), (2, 0)),
    "I4": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "L3": ((0, 0), (0, 1), (1, 1)),
    "O4": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "R6": ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)),
    "R8": ((0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1)),
}


@dataclass(frozen=True)
class Tile:
    """One kind of item tile. DESIGNED: all of it but the kinds' names (ZS Items, publisher)."""
    kind: str
    name: str
    count: int                # tiles of this kind in the box
    shape: str                # a key of SHAPES
    role: str
    track: str = ""           # supplies: the track they stock
    amount: int = 0           # supplies: how much
    dice: int = 0             # weapons: dice rolled (ZS Combat Zombies)
    noisy: bool = False       # weapons: a miss calls a zombie (ZS Combat Zombies, Making Noise)
    scope: bool = False       # the rifle: no range penalty
    seats: int = 0            # vehicles: people it carries
    carry: int = 0            # vehicles: items it carries (weapons ride free; ZS Going to Town)
    hull: int = 0             # vehicles: destroyed at this much damage


TILES: tuple[Tile, ...] = (
    Tile("lumber", "Lumber", 6, "I3", SUPPLY, LUMBER, 2),
    Tile("water", "Water jugs", 6, "1", SUPPLY, WATER, 1),
    Tile("food", "Canned food", 6, "I2", SUPPLY, FOOD, 3),
    Tile("first_aid", "First aid kit", 5, "1", SUPPLY, FIRST_AID, 1),
    Tile("gas", "Gas can", 5, "1", SUPPLY, GAS, 1),
    Tile("batteries", "Batteries", 4, "1", SUPPLY, BATTERIES, 1),
    Tile("bat", "Baseball bat", 2, "I2", MELEE, dice=2),
    Tile("machete", "Machete", 2, "I2", MELEE, dice=2),
    Tile("chainsaw", "Chainsaw", 2, "L3", MELEE, dice=4, noisy=True),
    Tile("pistol", "Pistol", 2, "1", RANGED, dice=2, noisy=True),
    Tile("shotgun", "Shotgun", 4, "I3", RANGED, dice=4, noisy=True),
    Tile("rifle", "Rifle", 4, "I4", RANGED, dice=3, noisy=True, scope=True),
    Tile("crossbow", "Crossbow", 2, "L3", RANGED, dice=2),
    Tile("liquor", "Liquor", 4, "1", LIQUOR),
    Tile("generator", "Portable generator", 4, "O4", GENERATOR),
    Tile("flashlight", "Flashlight", 4, "1", FLASHLIGHT),
    Tile("car", "Car", 2, "R6", VEHICLE, seats=4, carry=3, hull=3),
    Tile("pickup", "Pickup truck", 2, "R8", VEHICLE, seats=3, carry=5, hull=4),
    Tile("motorcycle", "Motorcycle", 2, "I2", VEHICLE, seats=2, carry=1, hull=2),
    Tile("survivor", "Survivor", 8, "1", PERSON),
)
TILE = {t.kind: t for t in TILES}
BOX_TILES = sum(t.count for t in TILES)   # 76
HARDER_FEWER = ("generator", "rifle")      # publisher: one fewer than households in the harder game


def removed_for(households: int, tile: Tile) -> int:
    """Tiles of a kind taken out before Part I (publisher): 2 households remove half, rounding the
    number removed up; 3 remove one of each; 1 and 4 play the whole box."""
    if households == 2:
        return (tile.count + 1) // 2
    if households == 3:
        return min(1, tile.count)
    return 0


# --- event cards (ZS Event Cards; DESIGNED but Night and the resource words) -------------------
@dataclass(frozen=True)
class EventCard:
    key: str
    name: str
    night: bool = False
    food: bool = False
    water: bool = False
    sick: int = 0
    fatigue: int = 0
    batteries: int = 0
    fire: bool = False
    blackout: bool = False     # no electricity for the rest of the game
    dry: bool = False          # no running water for the rest of the game
    horde: bool = False        # step 1 again
    lose: tuple[tuple[str, int], ...] = ()
    gain: tuple[tuple[str, int], ...] = ()


NIGHT = "night"
EVENTS: tuple[EventCard, ...] = (
    EventCard(NIGHT, "Night", night=True),
    EventCard("hungry", "Hungry", food=True),
    EventCard("thirsty", "Thirsty", water=True),
    EventCard("supper", "Supper", food=True, water=True),
    EventCard("flu", "The flu", sick=1),
    EventCard("fever", "Fever", sick=1, water=True),
    EventCard("exhausted", "Exhausted", fatigue=1),
    EventCard("sleepless", "Sleepless", fatigue=1),
    EventCard("dead_batteries", "Dead batteries", batteries=1),
    EventCard("blackout", "Blackout", blackout=True, batteries=1),
    EventCard("water_main", "Water main breaks", dry=True, water=True),
    EventCard("kitchen_fire", "Kitchen fire", fire=True),
    EventCard("horde", "Horde", horde=True),
    EventCard("quiet", "Quiet day"),
    EventCard("looters", "Looters", lose=((FOOD, 1), (GAS, 1))),
    EventCard("food_poisoning", "Food poisoning", sick=1),
    EventCard("storm", "Storm", fatigue=1, batteries=1),
    EventCard("heat_wave", "Heat wave", water=True, fatigue=1),
    EventCard("supply_drop", "Supply drop", gain=((FOOD, 1), (WATER, 1))),
    EventCard("hunger_pangs", "Hunger pangs", food=True),
)
EVENT = {e.key: e for e in EVENTS}
NIGHT_POSITION = 10    # ZS Game Setup: Night "near the middle": the 10th card of 20
FIRE_WATER = 2         # DESIGNED: water that puts a fire out without running water

# --- the town (ZS Going to Town; publisher: 54 cards, one deck a location) ---------------------
@dataclass(frozen=True)
class TownCard:
    """What a Town Item card holds: supplies (track, amount), an item tile kind, a survivor, or a zombie."""
    name: str
    track: str = ""
    amount: int = 0
    item: str = ""             # an item tile kind the house gains (weapons ride free)
    survivor: bool = False
    zombie: bool = False


ZOMBIE_CARD = TownCard("Zombie", zombie=True)
FOUND_SURVIVOR = TownCard("Survivor", survivor=True)


def _supply(name: str, track: str, amount: int) -> TownCard:
    return TownCard(name, track, amount)


def _item(kind: str) -> TownCard:
    return TownCard(TILE[kind].name, item=kind)


TOWN: dict[str, tuple[tuple[TownCard, int], ...]] = {   # location -> (card, copies); DESIGNED
    "grocery": ((_supply("Canned food", FOOD, 2), 4), (_supply("Bottled water", WATER, 2), 3), (_item("liquor"), 1),
                (_supply("Batteries", BATTERIES, 1), 1), (ZOMBIE_CARD, 3)),
    "hardware": ((_supply("Lumber", LUMBER, 2), 4), (_supply("Batteries", BATTERIES, 2), 2), (_item("chainsaw"), 1),
                 (_supply("Gas can", GAS, 1), 1), (_item("flashlight"), 1), (ZOMBIE_CARD, 3)),
    "pharmacy": ((_supply("First aid", FIRST_AID, 2), 4), (_item("liquor"), 1), (_supply("Bottled water", WATER, 2), 1),
                 (FOUND_SURVIVOR, 1), (ZOMBIE_CARD, 3)),
    "gas_station": ((_supply("Gas", GAS, 2), 4), (_supply("Canned food", FOOD, 2), 1),
                    (_supply("Batteries", BATTERIES, 1), 1), (_item("liquor"), 1), (ZOMBIE_CARD, 3)),
    "police": ((_item("pistol"), 2), (_item("shotgun"), 1), (_item("rifle"), 1), (_item("bat"), 1),
               (_supply("First aid", FIRST_AID, 2), 1), (FOUND_SURVIVOR, 1), (ZOMBIE_CARD, 3)),
}
LOCATION_NAMES = {"grocery": "Grocery store", "hardware": "Hardware store", "pharmacy": "Pharmacy",
                  "gas_station": "Gas station", "police": "Police station"}
TOWN_CARDS = 54        # publisher


def _town_ids() -> dict[str, TownCard]:
    """Every card by its id, `<location>-<n>`, n from 1 in the order above."""
    cards = {}
    for location, mix in TOWN.items():
        n = 0
        for card, copies in mix:
            for _ in range(copies):
                n += 1
                cards[f"{location}-{n}"] = card
    return cards


CARD = _town_ids()
DAY_DRAW, NIGHT_DRAW = 2, 1     # ZS Going to Town

# --- the lid (ZS Combat Zombies; table odds DESIGNED, docs/rulings.md) -------------------------
OUTSIDE, HEAD, PICTURE = "outside", "head", "picture"
FLOOR = "floor"         # in the lid, off the picture: counts for nothing (the sum is of the picture's dice)
MISSES = (OUTSIDE, FLOOR)   # a die there shows no face that counts
LANDING = {1: OUTSIDE, 2: HEAD, 3: PICTURE, 4: PICTURE, 5: PICTURE, 6: PICTURE}   # a d6 says where a die lands
KILL_SUM = 6            # ZS Combat Zombies: the picture's dice summing 6 or more

OPTIONS_LEVELS = ("normal", "harder")
