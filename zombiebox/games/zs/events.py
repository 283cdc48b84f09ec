"""ZS Event Cards: the top card is turned over and affects every household at once (step 2)."""
from __future__ import annotations

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice

from .combat import lose_person, spend
from .data import EVENT, FIRE_WATER, FIRST_AID, FOOD, TRACK_MAX, WATER, EventCard
from .houses import YARDS
from .state import Arrival, Household, ZsState
from .words import seat_name

RULE = "ZS Event Cards"


def turn_over(state: ZsState, dice: Dice, events: list[Event]) -> None:
    """Step 2 (the deck never runs dry here: the round that takes its last card ends the game)."""
    key = state.events.pop()
    state.event_discard.append(key)
    state.event = key
    card = EVENT[key]
    events.append(Event("event", RULE, f"event: {card.name}", {"event": key}, reveals=True))
    if card.night:
        state.night = True
        events.append(Event("night", RULE, "it is night for the rest of the game: a roll of more than 1 die loses a die"))
    if card.blackout:
        state.electricity = False
        events.append(Event("blackout", RULE, "the power is out for the rest of the game"))
    if card.dry:
        state.running_water = False
        events.append(Event("dry", RULE, "no running water for the rest of the game"))
    if card.horde:
        square = dice.die()
        events.append(Event("horde", RULE, f"a horde: a zombie on square {square} of every yard", {"square": square},
                            reveals=True))
        for seat in state.alive():
            state.arrivals.extend(Arrival(seat, yard, square, RULE) for yard in YARDS)
    for seat in state.alive():
        _strike(state, state.households[seat], card, events)


def _strike(state: ZsState, hh: Household, card: EventCard, events: list[Event]) -> None:
    if card.fire:
        _fire(state, hh, events)
    if card.fatigue:
        tired = min(card.fatigue, hh.actions)
        hh.actions -= tired
        events.append(Event("fatigue", RULE, f"{seat_name(hh.seat)}: {tired} {'person is' if tired == 1 else 'people are'} too "
                            "tired to act this round", {"seat": hh.seat, "fatigue": tired}))
    if card.batteries:
        working = hh.items.count("flashlight") - hh.dead_lights
        dying = min(card.batteries, working)
        hh.dead_lights += dying
        if dying:
            events.append(Event("batteries", RULE, f"{seat_name(hh.seat)}: {dying} flashlight's batteries die", {"seat": hh.seat}))
    if card.food:
        eat(hh, events)
    if card.water:
        drink(state, hh, events)
    if card.sick:
        sick(hh, min(card.sick, hh.people), events)
    for track, n in card.lose:
        hh.track[track] = max(0, hh.track[track] - n)
    for track, n in card.gain:
        hh.track[track] = min(TRACK_MAX, hh.track[track] + n)
    if card.lose or card.gain:
        events.append(Event("supplies", RULE, f"{seat_name(hh.seat)}: {card.name}", {"seat": hh.seat}))


def eat(hh: Household, events: list[Event]) -> None:
    """Food: one food for every person in the house; any person who cannot eat is removed (ruled: people
    in town live off the town)."""
    fed = min(hh.track[FOOD], hh.people)
    hh.track[FOOD] -= fed
    events.append(Event("food", RULE, f"{seat_name(hh.seat)} spends {fed} food", {"seat": hh.seat, "food": fed}))
    for _ in range(hh.people - fed):
        lose_person(hh, events, RULE, "no food")


def drink(state: ZsState, hh: Household, events: list[Event]) -> None:
    """Water: no effect with running water; otherwise 1 water (ruled: without it, one person is lost)."""
    if state.running_water:
        return
    if not spend(hh, WATER, "drinking", events, RULE):
        lose_person(hh, events, RULE, "no water")


def sick(hh: Household, n: int, events: list[Event]) -> None:
    """Sick: 1 first aid for each sick person or he leaves the game (liquor cures no fever: ruled)."""
    for _ in range(n):
        if not spend(hh, FIRST_AID, "a sick person", events, RULE):
            lose_person(hh, events, RULE, "sick with no first aid")


def _fire(state: ZsState, hh: Household, events: list[Event]) -> None:
    """Fire (designed): running water puts it out, else 2 water; otherwise the house burns (ZS The End)."""
    if state.running_water:
        events.append(Event("fire_out", RULE, f"{seat_name(hh.seat)} puts the fire out with running water", {"seat": hh.seat}))
    elif hh.track[WATER] >= FIRE_WATER:
        hh.track[WATER] -= FIRE_WATER
        events.append(Event("fire_out", RULE, f"{seat_name(hh.seat)} puts the fire out with {FIRE_WATER} water", {"seat": hh.seat}))
    else:
        hh.out = "the house burned down"
        events.append(Event("burned", "ZS The End", f"{seat_name(hh.seat)}'s house burns down: {seat_name(hh.seat)} is out", {"seat": hh.seat}))

