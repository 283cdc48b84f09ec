"""Why an action is refused at the decisions whose legal lists say no more than yes or no: the
slide, loading the vehicle, a fight in town or in the driveway, Unwelcome Guests, a die's landing
and the town's actions. Each answers (reason in a player's words, rule), or None to let the flow
say what is open."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action

from . import movement, town
from .combat import usable
from .data import CARD, HEAD, MELEE, MISSES, PICTURE, RANGED, TILE, TOWN
from .houses import NEAR, YARDS, house
from .state import ZsState
from .words import seat_name

Refusal = Optional[tuple[str, str]]
TOWN_RULE = "ZS Going to Town"


def _weapon(kind: str) -> str:
    """'' for a weapon; else why it is not one."""
    return "" if kind in TILE and TILE[kind].role in (MELEE, RANGED) else f"{kind} is not a weapon"


def slide(state: ZsState, action: Action) -> Refusal:
    a = state.arrivals[0]
    squares = " or ".join(str(s) for s in movement.choices(state, a))
    return (f"the zombie at the barricade moves one square along the wall of the {a.yard} yard: to square "
            f"{squares}"), "ZS Zombie Movement"


def board(state: ZsState, action: Action) -> Refusal:
    if action.kind != "take":
        return None
    weapon = action["weapon"]
    if _weapon(weapon):
        return _weapon(weapon), TOWN_RULE
    return f"the house holds no {TILE[weapon].name} to take along", TOWN_RULE


def town_fight(state: ZsState, action: Action) -> Refusal:
    weapon = action["weapon"]
    if _weapon(weapon):
        return _weapon(weapon), TOWN_RULE
    trip = state.households[state.searcher].trip
    held = trip.weapons + [CARD[c].item for c in trip.guns]
    if weapon in held and not usable(held, trip.used, weapon):
        return f"the {TILE[weapon].name} has been used this round: each melee weapon once a round", \
            "ZS Combat Zombies"
    return f"no one in town carries a {TILE[weapon].name}", TOWN_RULE


def breakout(state: ZsState, action: Action) -> Refusal:
    b = state.breakout
    weapon = action["weapon"]
    if _weapon(weapon):
        return _weapon(weapon), TOWN_RULE
    if weapon not in b.weapons:
        return f"no one left in the vehicle holds a {TILE[weapon].name}", TOWN_RULE
    yard = house(state.households[b.seat].house).garage_yard
    return (f"the path to the house is along the wall: attack a zombie on square "
            f"{' or '.join(str(s) for s in sorted(NEAR))} of the {yard} yard"), TOWN_RULE


def guests(state: ZsState, action: Action) -> Refusal:
    if action.kind != "send":
        return None
    hh = state.households[state.acting]
    if not hh.actions:
        return "no one at home has an action left this round", "ZS Actions"
    if action["yard"] not in YARDS:
        return f"there is no {action['yard']} yard (front, back, left, right)", "ZS Unwelcome Guests"
    if action["seat"] == hh.seat:
        return "zombies go to an opponent's yard, not your own", "ZS Unwelcome Guests"
    return f"{seat_name(action['seat'])} is not an opponent still in the game", "ZS Unwelcome Guests"


def landing(state: ZsState, action: Action) -> Refusal:
    if action["spot"] not in (*MISSES, HEAD, PICTURE):
        return "a die lands outside the lid, on the lid's bare floor, on the head or on the picture", "ZS Combat Zombies"
    return "a die shows 1 to 6", "ZS Combat Zombies"


def town_action(state: ZsState, action: Action) -> Refusal:
    """The town's actions after going (searching, coming home); going itself is the rules' own."""
    hh = state.households[state.acting]
    trip = hh.trip
    if action.kind not in ("search", "return"):
        return None
    if trip is None:
        return "no one of yours is in town: send people first (a vehicle, 1 gas)", TOWN_RULE
    if trip.arrived >= state.round:
        return "the people reached town this round: they search or come home on the next turn", TOWN_RULE
    if action.kind == "return":
        if not town.garage_open(hh):
            return "the garage door must be unbarricaded for the vehicle to come home", TOWN_RULE
        return "each returning person must spend his action for the round, and some have used theirs", TOWN_RULE
    if not trip.actions:
        return "everyone in town has used their action this round", TOWN_RULE
    if action["location"] not in TOWN:
        return f"there is no {action['location']} in town ({', '.join(TOWN)})", TOWN_RULE
    return "that deck is empty and has no discards to shuffle", TOWN_RULE
