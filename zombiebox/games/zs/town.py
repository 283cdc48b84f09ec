"""ZS Going to Town (step 5): loading a vehicle, the driveway, searching a location deck, what the
vehicle can carry, zombies drawn in town, coming home, and a vehicle destroyed in the driveway."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.words import plural

from .combat import dice_for, kills, landed_words, usable, wound
from .data import CARD, DAY_DRAW, GAS, LOCATION_NAMES, MELEE, NIGHT_DRAW, RANGED, TILE, TOWN, TRACK_MAX
from .houses import NEAR, house
from .state import Breakout, Household, Throw, Trip, ZsState
from .words import seat_name

RULE = "ZS Going to Town"


def location_of(card: str) -> str:
    return card.rsplit("-", 1)[0]


def garage_open(hh: Household) -> bool:
    """ZS Going to Town: the garage door must be unbarricaded (ruled: going out as coming back)."""
    return house(hh.house).garage_yard not in hh.barricades


def vehicle(hh: Household) -> Optional[int]:
    """The household's first vehicle that still runs (ruled: one vehicle goes at a time)."""
    return next((i for i, v in enumerate(hh.vehicles) if not v.wrecked), None)


# --- step 5 at home: who can go, search, come back ------------------------------------------------
def town_actions(state: ZsState, hh: Household) -> list[Action]:
    out = []
    trip = hh.trip
    if trip is None:
        v = vehicle(hh)
        if v is not None and hh.track[GAS] and garage_open(hh):
            most = min(TILE[hh.vehicles[v].kind].seats, hh.actions, hh.people - 1)
            out += [act("go", people=n) for n in range(1, most + 1)]
    elif trip.arrived < state.round:
        if trip.actions:
            out += [act("search", location=loc) for loc in TOWN if state.decks[loc] or state.town_discard[loc]]
        if trip.actions == trip.people and garage_open(hh):
            out.append(act("return"))
    return out + [act("done")]


def go(state: ZsState, hh: Household, people: int, events: list[Event]) -> None:
    hh.boarding = Trip(vehicle(hh), people, state.round)
    events.append(Event("board", RULE, f"{seat_name(hh.seat)} loads {plural(people, 'person', 'people')} into the {TILE[hh.vehicles[hh.boarding.vehicle].kind].name}",
                        {"seat": hh.seat, "people": people}))


def board_actions(hh: Household) -> list[Action]:
    """Weapons the travellers take along, one at a time; then drive, or stay home."""
    weapons = sorted({k for k in hh.items if TILE[k].role in (MELEE, RANGED)})
    return [act("take", weapon=w) for w in weapons] + [act("drive"), act("stay")]


def take(hh: Household, weapon: str, events: list[Event]) -> None:
    hh.items.remove(weapon)
    hh.boarding.weapons.append(weapon)
    events.append(Event("take", RULE, f"{seat_name(hh.seat)}'s travellers take the {TILE[weapon].name}", {"seat": hh.seat, "weapon": weapon}))


def stay(hh: Household, events: list[Event]) -> None:
    hh.items.extend(hh.boarding.weapons)
    hh.boarding = None
    events.append(Event("stay", RULE, f"{seat_name(hh.seat)} stays home", {"seat": hh.seat}))


def drive(state: ZsState, hh: Household, events: list[Event]) -> None:
    """1 gas, every traveller's action; the driveway's zombies are killed, each a damage."""
    trip, hh.boarding = hh.boarding, None
    hh.track[GAS] -= 1
    hh.actions -= trip.people
    car = hh.vehicles[trip.vehicle]
    _clear_driveway(state, hh, trip.vehicle, events)
    if car.wrecked:  # ruled: wrecked on the way out, the travellers get out and stay home
        hh.items.extend(trip.weapons)
        events.append(Event("wrecked", RULE, f"{seat_name(hh.seat)}'s {TILE[car.kind].name} is destroyed in the driveway: "
                            "the travellers stay home", {"seat": hh.seat}))
        return
    hh.people -= trip.people
    hh.trip = trip
    events.append(Event("drive", RULE, f"{seat_name(hh.seat)} drives {plural(trip.people, 'person', 'people')} to town", {"seat": hh.seat, "people": trip.people}))


def _clear_driveway(state: ZsState, hh: Household, index: int, events: list[Event]) -> None:
    garage = house(hh.house).garage_yard
    drive_squares = house(hh.house).yards[garage].driveway
    car = hh.vehicles[index]
    for square in sorted(drive_squares & set(hh.zombies[garage])):
        hh.zombies[garage].remove(square)
        state.supply += 1
        car.damage += 1
        events.append(Event("run_over", RULE, f"a zombie in {seat_name(hh.seat)}'s driveway is killed: 1 damage to the "
                            f"{TILE[car.kind].name} ({car.damage}/{TILE[car.kind].hull})",
                            {"seat": hh.seat, "yard": garage, "square": square}))


def search(state: ZsState, hh: Household, location: str, dice: Dice, events: list[Event]) -> None:
    """2 cards from one location by day, 1 at night; an empty deck reshuffles its discards (publisher)."""
    hh.trip.actions -= 1
    deck, discard = state.decks[location], state.town_discard[location]
    for _ in range(NIGHT_DRAW if state.night else DAY_DRAW):
        if not deck and discard:
            deck[:] = dice.shuffle(discard)
            discard.clear()
            events.append(Event("reshuffle", RULE, f"the {LOCATION_NAMES[location]} deck is reshuffled", {"location": location}))
        if deck:
            state.drawn.append(deck.pop())
    state.searcher = hh.seat
    names = ", ".join(CARD[c].name for c in state.drawn) or "nothing"
    events.append(Event("search", RULE, f"{seat_name(hh.seat)} searches the {LOCATION_NAMES[location]}: {names}",
                        {"seat": hh.seat, "location": location, "cards": list(state.drawn)}, reveals=True))


# --- what was drawn: fight zombies, keep or leave the rest ----------------------------------------
def room(hh: Household, card: str) -> bool:
    """Whether the trip can carry a drawn card: weapons free, a survivor needs a seat, anything else
    one item a person within the vehicle's limit."""
    trip, found = hh.trip, CARD[card]
    spec = TILE[hh.vehicles[trip.vehicle].kind]
    if found.item and TILE[found.item].role in (MELEE, RANGED):
        return True
    if found.survivor:
        return trip.people + len(trip.found) < spec.seats
    return len(trip.carried) < min(trip.people, spec.carry)


def loot_actions(state: ZsState) -> list[Action]:
    hh = state.households[state.searcher]
    card = state.drawn[0]
    return ([act("keep")] if room(hh, card) else []) + [act("leave")]


def keep(state: ZsState, events: list[Event]) -> None:
    hh, card = state.households[state.searcher], state.drawn.pop(0)
    found = CARD[card]
    if found.survivor:
        hh.trip.found.append(card)
    elif found.item and TILE[found.item].role in (MELEE, RANGED):
        hh.trip.guns.append(card)
    else:
        hh.trip.carried.append(card)
    events.append(Event("keep", RULE, f"{seat_name(hh.seat)} keeps the {found.name}", {"seat": hh.seat, "card": card}))


def leave(state: ZsState, events: list[Event]) -> None:
    card = state.drawn.pop(0)
    state.town_discard[location_of(card)].append(card)
    events.append(Event("leave", RULE, f"{state.searcher} leaves the {CARD[card].name}", {"card": card}))


def fight_actions(state: ZsState) -> list[Action]:
    trip = state.households[state.searcher].trip
    held = trip.weapons + [CARD[c].item for c in trip.guns]
    return [act("fight", weapon=w) for w in sorted(set(held)) if usable(held, trip.used, w)]


def unarmed(state: ZsState, events: list[Event]) -> None:
    """A zombie drawn by a searcher with no weapon: the searcher is wounded (ruled)."""
    hh, card = state.households[state.searcher], state.drawn.pop(0)
    state.town_discard[location_of(card)].append(card)
    events.append(Event("town_zombie", RULE, f"{seat_name(hh.seat)}'s searcher has no weapon against the zombie", {"seat": hh.seat}))
    wound(state, hh, 1, events, RULE, in_town=True)


def prepare_fight(state: ZsState, weapon: str) -> Throw:
    """A zombie drawn in town is fought at once (ruled: full dice, the Night applies)."""
    hh, card = state.households[state.searcher], state.drawn.pop(0)
    state.town_discard[location_of(card)].append(card)
    hh.trip.used.append(weapon)
    return Throw("town", hh.seat, weapon, dice_for(state, weapon, False, False))


def finish_fight(state: ZsState, t: Throw, dice: Dice, events: list[Event]) -> None:
    """A searcher who misses is wounded (ruled)."""
    hh = state.households[t.seat]
    dead = kills(t.landed)
    events.append(Event("attack", RULE, f"{seat_name(hh.seat)}'s searcher fights the zombie with the {TILE[t.weapon].name}: "
                        f"{landed_words(t.landed)}: {'killed' if dead else 'missed'}",
                        {"seat": hh.seat, "weapon": t.weapon, "yard": "town", "landed": t.landed, "killed": dead}))
    if not dead:
        wound(state, hh, 1, events, RULE, in_town=True)


# --- coming home ------------------------------------------------------------------------------------
def come_home(state: ZsState, hh: Household, events: list[Event]) -> None:
    """Every returning person spends his action; the driveway's zombies are killed (damage)."""
    hh.trip.actions = 0
    _clear_driveway(state, hh, hh.trip.vehicle, events)
    car = hh.vehicles[hh.trip.vehicle]
    if car.wrecked:
        weapons = hh.trip.weapons + [CARD[c].item for c in hh.trip.guns]
        events.append(Event("wrecked", RULE, f"{seat_name(hh.seat)}'s {TILE[car.kind].name} is destroyed in the driveway: "
                            "the people inside must fight their way to the house", {"seat": hh.seat}))
        state.breakout = Breakout(hh.seat, hh.trip.people + len(hh.trip.found), weapons)
        settle_breakout(state, hh, events)
        return
    unload(state, hh, events)


def unload(state: ZsState, hh: Household, events: list[Event]) -> None:
    trip, hh.trip = hh.trip, None
    hh.people += trip.people + len(trip.found)
    hh.items.extend(trip.weapons)
    for card in trip.guns:
        hh.items.append(CARD[card].item)
        hh.cards.append(card)
    for card in trip.carried:
        found = CARD[card]
        if found.track:
            hh.track[found.track] = min(TRACK_MAX, hh.track[found.track] + found.amount)
            state.town_discard[location_of(card)].append(card)
        else:
            hh.items.append(found.item)
            hh.cards.append(card)
    for card in trip.found:
        state.town_discard[location_of(card)].append(card)
    events.append(Event("home", RULE, f"{seat_name(hh.seat)}'s people are home: "
                        f"{plural(trip.people + len(trip.found), 'person', 'people')}, "
                        f"{plural(len(trip.carried) + len(trip.guns), 'item')}", {"seat": hh.seat}))


def breakout_actions(state: ZsState) -> list[Action]:
    b = state.breakout
    hh = state.households[b.seat]
    yard = house(hh.house).garage_yard
    return [act("fight", weapon=w, square=s) for w in sorted(set(b.weapons)) for s in hh.zombies[yard] if s in NEAR]


def prepare_breakout(state: ZsState, weapon: str, square: int) -> Throw:
    """ZS Going to Town: each person in the car gets 1 combat action to clear the path (ruled: the
    garage yard's squares along the wall)."""
    b = state.breakout
    hh = state.households[b.seat]
    b.left -= 1
    b.weapons.remove(weapon)
    return Throw("breakout", b.seat, weapon, dice_for(state, weapon, False, False), house(hh.house).garage_yard, square)


def finish_breakout(state: ZsState, t: Throw, dice: Dice, events: list[Event]) -> None:
    hh = state.households[t.seat]
    dead = kills(t.landed)
    events.append(Event("attack", RULE, f"{seat_name(hh.seat)}'s people fight their way in with the {TILE[t.weapon].name}: "
                        f"{landed_words(t.landed)}: {'killed' if dead else 'missed'}",
                        {"seat": hh.seat, "weapon": t.weapon, "yard": t.yard, "square": t.square, "landed": t.landed,
                         "killed": dead}))
    if dead:
        hh.zombies[t.yard].remove(t.square)
        state.supply += 1
    settle_breakout(state, hh, events)


def settle_breakout(state: ZsState, hh: Household, events: list[Event]) -> None:
    b = state.breakout
    yard = house(hh.house).garage_yard
    if not any(s in NEAR for s in hh.zombies[yard]):
        state.breakout = None
        unload(state, hh, events)
    elif b.left <= 0 or not b.weapons:
        state.breakout = None
        trip, hh.trip = hh.trip, None
        for card in trip.carried + trip.found + trip.guns:
            state.town_discard[location_of(card)].append(card)
        events.append(Event("lost_in_driveway", RULE, f"{seat_name(hh.seat)}'s "
                            f"{plural(trip.people + len(trip.found), 'person', 'people')} cannot clear the path: "
                            "lost", {"seat": hh.seat}))

