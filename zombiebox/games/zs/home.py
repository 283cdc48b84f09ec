"""The actions of people at home: barricades and house work (step 3), combat (step 4) and
Unwelcome Guests (step 6). Each lists every legal action of its step; the handlers apply one."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice

from .combat import HOUSE, noise, weapons_of
from .data import BATTERIES, GAS, LUMBER, MELEE, TILE
from .houses import YARDS, house
from .state import Arrival, Household, ZsState
from .words import seat_name

DONE = act("done")


def touching(hh: Household, yard: str) -> int:
    """Zombies next to the yard's opening."""
    return len(house(hh.house).yards[yard].touching & set(hh.zombies[yard]))


# --- step 3: barricades (ZS Barricades), batteries and the generator (designed) ----------------------
def house_actions(state: ZsState, hh: Household) -> list[Action]:
    out = []
    if hh.actions:
        if hh.track[LUMBER]:
            out += [act("barricade", yard=y) for y in YARDS if y not in hh.barricades and touching(hh, y) < 3]
        out += [act("unbarricade", yard=y) for y in YARDS if y in hh.barricades]
    if hh.dead_lights and hh.track[BATTERIES]:
        out.append(act("power"))
    if generator_can_run(state, hh):
        out.append(act("generator"))
    return out + [DONE]


def generator_can_run(state: ZsState, hh: Household) -> bool:
    return (not state.electricity and "generator" in hh.items and hh.track[GAS] > 0
            and hh.generator_round != state.round)


def house_refusal(state: ZsState, hh: Household, action: Action) -> Optional[tuple[str, str]]:
    """Why a well-formed step-3 action is refused, in a player's words."""
    if action.kind in ("barricade", "unbarricade"):
        yard = action["yard"]
        if yard not in YARDS:
            return f"there is no {yard} yard (front, back, left, right)", "ZS Barricades"
        if not hh.actions:
            return "no one at home has an action left this round", "ZS Actions"
        if action.kind == "unbarricade":
            return f"the {house(hh.house).opening_name(yard)} is not barricaded", "ZS Barricades"
        if yard in hh.barricades:
            return f"the {house(hh.house).opening_name(yard)} is already barricaded", "ZS Barricades"
        if not hh.track[LUMBER]:
            return "a barricade costs 1 lumber and there is none", "ZS Barricades"
        return "three zombies at that opening would remove the barricade at once (ruled)", "ZS Barricades"
    if action.kind == "power":
        return "powering a flashlight needs a dead flashlight and 1 batteries", "ZS Event Cards"
    if action.kind == "generator":
        return "the generator runs only with the power out, once a round, for 1 gas", "ZS Items"
    return None


def barricade(hh: Household, yard: str, events: list[Event]) -> None:
    """ZS Barricades: 1 lumber and 1 action barricade one door or window."""
    hh.track[LUMBER] -= 1
    hh.actions -= 1
    hh.barricades.append(yard)
    events.append(Event("barricade", "ZS Barricades", f"{seat_name(hh.seat)} barricades the {house(hh.house).opening_name(yard)}",
                        {"seat": hh.seat, "yard": yard}))


def unbarricade(hh: Household, yard: str, events: list[Event]) -> None:
    """ZS Barricades: a barricade is removed for 1 action."""
    hh.actions -= 1
    hh.barricades.remove(yard)
    events.append(Event("unbarricade", "ZS Barricades", f"{seat_name(hh.seat)} removes the barricade on the "
                        f"{house(hh.house).opening_name(yard)}", {"seat": hh.seat, "yard": yard}))


def power(hh: Household, events: list[Event]) -> None:
    """ZS Event Cards (Batteries): a battery spent powers a dead battery-operated item."""
    hh.track[BATTERIES] -= 1
    hh.dead_lights -= 1
    events.append(Event("power", "ZS Event Cards", f"{seat_name(hh.seat)} puts batteries in a flashlight", {"seat": hh.seat}))


def run_generator(state: ZsState, hh: Household, dice: Dice, events: list[Event]) -> None:
    """Designed: 1 gas runs the portable generator for the round; it is noisy (ZS Making Noise)."""
    hh.track[GAS] -= 1
    hh.generator_round = state.round
    events.append(Event("generator", "ZS Items", f"{seat_name(hh.seat)} runs the generator: the house has electricity this round",
                        {"seat": hh.seat}))
    noise(state, hh.seat, house(hh.house).garage_yard, dice, events)


# --- step 4: combat ---------------------------------------------------------------------------------
def targets(hh: Household, melee: bool) -> list[tuple[str, int]]:
    """ZS Combat Zombies: ranged from inside at any yard square; melee through an unbarricaded opening
    into its yard (ruled: any square of it); any weapon against zombies in the house (ruled)."""
    out = [(HOUSE, 0)] if hh.inside else []
    for yard in YARDS:
        if melee and yard in hh.barricades:
            continue
        out += [(yard, s) for s in hh.zombies[yard]]
    return out


ATTACKS = {(w, y, s): Action.of("attack", weapon=w, yard=y, square=s)   # built once: offered every round
           for w, tile in TILE.items() if tile.dice for y in YARDS for s in range(1, 7)}
ATTACKS.update({(w, HOUSE, 0): Action.of("attack", weapon=w, yard=HOUSE, square=0) for w, t in TILE.items() if t.dice})


def combat_actions(hh: Household) -> list[Action]:
    if not hh.actions:
        return [DONE]
    reach = {melee: targets(hh, melee) for melee in (False, True)}
    return [ATTACKS[w, y, s] for w in weapons_of(hh) for y, s in reach[TILE[w].role == MELEE]] + [DONE]


def combat_forced(hh: Household) -> Optional[Action]:
    """Done without asking when no one can attack: no action left, no weapon, or no zombie."""
    if not hh.actions or not weapons_of(hh) or not (hh.inside or any(hh.zombies.values())):
        return DONE
    return None if len(combat_actions(hh)) > 1 else DONE


def combat_refusal(hh: Household, action: Action) -> Optional[tuple[str, str]]:
    if action.kind != "attack":
        return None
    weapon = action["weapon"]
    if weapon not in TILE or TILE[weapon].dice == 0:
        return f"{weapon} is not a weapon", "ZS Combat Zombies"
    if weapon not in hh.items:
        return f"the house has no {TILE[weapon].name}", "ZS Combat Zombies"
    if weapon not in weapons_of(hh):
        return f"the {TILE[weapon].name} has been used this round: each melee weapon once a round", "ZS Combat Zombies"
    if not hh.actions:
        return "no one at home has an action left this round", "ZS Actions"
    if TILE[weapon].role == MELEE and action["yard"] in hh.barricades:
        return "a melee attacker leaves through an unbarricaded door or window, and that one is barricaded", \
            "ZS Combat Zombies"
    return "there is no zombie there to attack", "ZS Combat Zombies"


# --- step 6: Unwelcome Guests -------------------------------------------------------------------------
def guest_actions(state: ZsState, hh: Household) -> list[Action]:
    if not hh.actions:
        return [DONE]
    rivals = [s for s in state.alive() if s != hh.seat]
    return [act("send", seat=s, yard=y) for s in rivals for y in YARDS] + [DONE]


def send(state: ZsState, hh: Household, seat: str, yard: str, dice: Dice, events: list[Event]) -> None:
    """ZS Unwelcome Guests: a leftover action picks a rival's yard piece and rolls 1 die."""
    hh.actions -= 1
    square = dice.die()
    events.append(Event("send", "ZS Unwelcome Guests", f"{seat_name(hh.seat)} sends a zombie to {seat_name(seat)}'s {yard} yard ({square})",
                        {"seat": hh.seat, "to": seat, "yard": yard, "square": square}))
    state.arrivals.append(Arrival(seat, yard, square, "ZS Unwelcome Guests"))
