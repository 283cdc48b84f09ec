"""Every choice of Zombie Survival in the player's words: the buttons, the hints and the log's
actions all say the same thing. Each Move carries its words (rules.py); these are the namers its
templates name and the few words a template cannot say."""
from __future__ import annotations

from typing import Callable

from zombiebox.core.actions import Action
from zombiebox.core.words import plural

from .data import (BATTERIES, CARD, DAY_DRAW, FIRE_WATER, FIRST_AID, FLASHLIGHT, FLOOR, FOOD, GAS, GENERATOR, LIQUOR,
                   LOCATION_NAMES, LUMBER, MELEE, NIGHT_DRAW, OUTSIDE, PERSON, RANGED, SHAPES, SUPPLY, TILE, TILES,
                   TOWN, VEHICLE, WATER, EventCard, Tile)
from .houses import house
from .state import ZsState

HOUSE = "house"   # an attack's yard when the zombie is inside


def seat_name(seat: str) -> str:
    """A household as the table names it ("P1"), in the log as on the banner and the houses."""
    return seat.upper()


NAMERS = {"tile": lambda s, kind: TILE[kind].name, "location": lambda s, place: LOCATION_NAMES[place],
          "seat": lambda s, seat: seat_name(seat),
          "opening": lambda s, yard: house(s.households[s.acting].house).opening_name(yard)}


TURNED = ("", ", turned a quarter", ", turned half round", ", turned three quarters")  # a tile's quarter turns


def placing(state: ZsState, action: Action) -> str:
    """The tile in hand (not in the action) and where it goes, counted as a player counts the house's
    squares: from the top left corner."""
    return (f"place the {TILE[state.picked].name} {ordinal(action['col'] + 1)} square across, "
            f"{ordinal(action['row'] + 1)} down{TURNED[action['turn']]}")


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def attacking(state: ZsState, action: Action) -> str:
    where = ("the zombie in the house" if action["yard"] == HOUSE
             else f"the zombie on {action['yard']} {action['square']}")
    return f"attack {where} with the {TILE[action['weapon']].name}"


def landing(state: ZsState, action: Action) -> str:
    """Where a thrown die came to rest; off the picture and head its face does not count."""
    spot = action["spot"]
    return {OUTSIDE: "outside the lid", FLOOR: "the bare floor"}.get(spot, f"{spot}, showing {action.get('face')}")


def the_drawn(verb: str) -> Callable[[ZsState, Action], str]:
    """Keep or leave the town card just drawn (not in the action)."""
    return lambda state, action: f"{verb} the {CARD[state.drawn[0]].name}"


# --- the items, as a player looks them up (the book's list is not printed: ZS Items, "See the
# rulebook"; these are the designed ones, docs/zs-design.md, ruled in docs/rulings.md) ------------
TRACK_USE = {   # what each supply is spent on, and where the book says so
    LUMBER: ("1 lumber and 1 action barricade a door or window", "ZS Barricades"),
    WATER: (f"an event's water is spent when the house has no running water; {FIRE_WATER} water put a fire out",
            "ZS Event Cards"),
    FOOD: ("an event's food feeds every person 1 food; a person not fed is lost", "ZS Event Cards"),
    FIRST_AID: ("1 first aid for each wound, and for each sick person", "ZS Wounds"),
    GAS: ("1 gas takes a vehicle to town; 1 gas runs a generator for a round", "ZS Going to Town"),
    BATTERIES: ("1 battery brings back a flashlight whose batteries an event killed", "ZS Event Cards"),
}


def item_rule(tile: Tile) -> tuple[tuple[str, ...], str]:
    """An item tile's effect in words, a sentence a line, and the section of the book it is played by."""
    if tile.role == SUPPLY:
        use, rule = TRACK_USE[tile.track]
        return (f"Supplies: +{tile.amount} {tile.track.replace('_', ' ')} on the tracker when the apocalypse "
                "begins (the tile stays in the house).", f"Spent so: {use}."), rule
    noise = ("Noisy: a miss calls a new zombie to the same yard (ZS Making Noise)." if tile.noisy
             else "Quiet: a miss calls no zombie.")
    if tile.role == MELEE:
        return (f"Melee weapon: roll {tile.dice} dice; 1 action attacks 1 zombie.",
                "The attacker goes out through an unbarricaded door or window to any square of that yard, "
                "then comes back; once a round.", "A miss wounds the attacker.", noise), "ZS Combat Zombies"
    if tile.role == RANGED:
        penalty = ("Scope: no die lost for range; 1 die fewer at night." if tile.scope else
                   "1 die fewer at night, and at a zombie more than 1 space away (never below 1 die).")
        return (f"Ranged weapon: roll {tile.dice} dice from inside the house; 1 action attacks 1 zombie, "
                "person after person.", penalty, noise), "ZS Combat Zombies"
    if tile.role == VEHICLE:
        return (f"Vehicle: takes {tile.seats} people to town for 1 gas; carries {tile.carry} "
                f"{'item' if tile.carry == 1 else 'items'} back (weapons ride free).",
                f"Each zombie in the driveway is killed and does it 1 damage; {tile.hull} damage destroy it.",
                "The garage door must be unbarricaded to leave and to come back."), "ZS Going to Town"
    return {
        LIQUOR: (("Cleans a wound when no first aid is left (not a sickness).",), "ZS Wounds"),
        GENERATOR: (("With the power out, 1 gas runs it for the round: the house has electricity.",
                     "Noisy: a zombie comes to the garage's yard (ZS Making Noise)."), "ZS Items"),
        FLASHLIGHT: (("At night, keeps the Night's lost die off one ranged attack a round.",
                      "Battery-operated: an event's batteries can kill it until 1 battery is spent on it."),
                     "ZS Event Cards"),
        PERSON: (("A person: one action a round; eats, drinks and can be wounded like the family.",), "ZS Actions"),
    }[tile.role]


def item_size(tile: Tile) -> str:
    """The tile's size on the house's grid in squares ("3 squares")."""
    n = len(SHAPES[tile.shape])
    return f"{n} {'square' if n == 1 else 'squares'}"


def item_reference() -> dict[str, str]:
    """The rulebook's Items section completed (core/rulebook.py): every item tile, its count, size,
    effect and section."""
    lines = ["The items zombiebox plays with (the book's list is not printed: these are designed, "
             "docs/zs-design.md; docs/rulings.md rules them):"]
    for tile in TILES:
        facts, rule = item_rule(tile)
        lines.append(f"- **{tile.name}** ({tile.count} tiles, {item_size(tile)}): {' '.join(facts)} [{rule}]")
    return {"Items": "\n".join(lines)}


def event_rule(card: EventCard) -> tuple[str, ...]:
    """What an event card does to every house, a clause a line, in the book's words (ZS Event Cards;
    the cards themselves are designed, docs/zs-design.md)."""
    said = (card.night and "Night: it is night for the rest of the game; a roll of more than 1 die loses 1 die",
            card.food and "Food: every person in the house eats 1 food; any person who cannot eat is removed",
            card.water and "Water: no effect with running water; otherwise the house spends 1 water",
            card.sick and f"Sick: {plural(card.sick, 'person', 'people')} in each house: 1 first aid each, or the person "
            "leaves the game",
            card.fatigue and f"Fatigue: {plural(card.fatigue, 'person', 'people')} in each house cannot act this round",
            card.batteries and f"Batteries: {plural(card.batteries, 'battery-operated item')} in each house "
            "stops working until a battery is spent on it",
            card.fire and f"Fire: running water puts it out, else {FIRE_WATER} water; a house that cannot is lost",
            card.blackout and "Blackout: no electricity for the rest of the game",
            card.dry and "No running water for the rest of the game",
            card.horde and "Horde: a die is rolled; a zombie enters that square of every yard of every house",
            card.lose and "Each house loses " + ", ".join(f"{n} {t.replace('_', ' ')}" for t, n in card.lose),
            card.gain and "Each house gains " + ", ".join(f"{n} {t.replace('_', ' ')}" for t, n in card.gain))
    return tuple(s for s in said if s) or ("Nothing happens this round",)


def town_rule(location: str) -> tuple[str, ...]:
    """What a search of a location's deck can give, card by card with its copies, and how a search goes
    (ZS Going to Town; the decks are designed, docs/zs-design.md)."""
    def said(card) -> str:
        what = plural(card.amount, "battery", "batteries") if card.track == BATTERIES else \
            f"{card.amount} {card.track.replace('_', ' ')}"
        return f"{card.name} (+{what})" if card.track else card.name
    cards = ", ".join(f"{said(card)} ×{copies}" for card, copies in TOWN[location])
    return (f"Can give: {cards}",
            f"A search draws {DAY_DRAW} cards by day, {NIGHT_DRAW} at night; a zombie drawn is fought at once")
