"""ZS Combat Zombies and Wounds: the dice a weapon rolls (range and Night), the throw into the box
lid (table odds: every die a face and a landing, through the seeded Dice), the kill, noise, wounds."""
from __future__ import annotations

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice

from .data import FIRST_AID, FLOOR, HEAD, KILL_SUM, LANDING, LIQUOR, MELEE, PICTURE, RANGED, TILE
from .houses import FAR, YARDS
from .state import Arrival, Household, Throw, ZsState
from .words import seat_name

RULE = "ZS Combat Zombies"
HOUSE = "house"          # the target `yard` for zombies inside the house


def flashlights(hh: Household) -> int:
    """Working flashlights not yet used this round."""
    return hh.items.count("flashlight") - hh.dead_lights - hh.lit


def dice_for(state: ZsState, weapon: str, far: bool, flashlight: bool) -> int:
    """ZS Combat Zombies: a ranged weapon loses a die beyond 1 space (not a rifle's scope), and "subtract
    1 die if it is night" (ZS Event Cards: a roll of more than 1 die), unless a flashlight lights the
    ranged attack (the Flashlight, docs/zs-design). Ruled: each penalty only from a roll of more than one
    die, so a weapon never falls to 0."""
    tile = TILE[weapon]
    n = tile.dice
    if far and tile.role == RANGED and not tile.scope and n > 1:
        n -= 1
    if state.night and not (flashlight and tile.role == RANGED) and n > 1:
        n -= 1
    return n


def throw(dice: Dice, n: int) -> list[list]:
    """Table odds (ruled): each die's face, then where it lands: 1 outside, 2 head, 3-6 picture."""
    out = []
    for _ in range(n):
        face = dice.die()
        out.append([LANDING[dice.die()], face])
    return out


def kills(landed: list[list]) -> bool:
    """ZS Combat Zombies: any die on the head, or the picture's dice summing 6 or more."""
    return any(spot == HEAD for spot, _ in landed) or sum(f for spot, f in landed if spot == PICTURE) >= KILL_SUM


def landed_words(landed: list[list]) -> str:
    return ", ".join("on the bare floor" if spot == FLOOR else f"{face} {spot}" for spot, face in landed)


def prepare_attack(state: ZsState, seat: str, weapon: str, yard: str, square: int) -> Throw:
    """One attack from home (1 action): the dice it rolls, range, Night and a flashlight counted."""
    hh = state.households[seat]
    hh.actions -= 1
    hh.used.append(weapon)
    far = yard != HOUSE and square in FAR
    flashlight = flashlights(hh) > 0 and dice_for(state, weapon, far, True) > dice_for(state, weapon, far, False)
    if flashlight:
        hh.lit += 1      # ruled: a working flashlight lights the attack it saves a die for
    return Throw("home", seat, weapon, dice_for(state, weapon, far, flashlight), yard, square)


def finish_attack(state: ZsState, t: Throw, dice: Dice, events: list[Event]) -> None:
    """The dice have landed: a kill removes the zombie; a miss makes noise (noisy weapons) and wounds
    the attacker (melee)."""
    hh, tile = state.households[t.seat], TILE[t.weapon]
    dead = kills(t.landed)
    where = "in the house" if t.yard == HOUSE else f"on {t.yard} {t.square}"
    events.append(Event("attack", RULE, f"{seat_name(t.seat)} attacks the zombie {where} with the {tile.name}: {t.dice} "
                        f"{'die' if t.dice == 1 else 'dice'} land {landed_words(t.landed)}: "
                        f"{'killed' if dead else 'missed'}",
                        {"seat": t.seat, "weapon": t.weapon, "yard": t.yard, "square": t.square, "landed": t.landed,
                         "killed": dead}))
    if dead:
        if t.yard == HOUSE:
            hh.inside -= 1
        else:
            hh.zombies[t.yard].remove(t.square)
        state.supply += 1
        return
    if tile.noisy:
        noise(state, t.seat, t.yard, dice, events)
    if tile.role == MELEE:
        wound(state, hh, 1, events, RULE)


def noise(state: ZsState, seat: str, yard: str, dice: Dice, events: list[Event]) -> None:
    """ZS Making Noise: a zombie on a random square of the closest yard (ruled: the yard of the noise;
    from inside the house a yard rolled at random), placed as in step 1."""
    if yard == HOUSE:
        yard = YARDS[dice.die(len(YARDS)) - 1]
    square = dice.die()
    events.append(Event("noise", "ZS Making Noise", f"the noise calls a zombie to {seat_name(seat)}'s {yard} yard ({square})",
                        {"seat": seat, "yard": yard, "square": square}))
    state.arrivals.append(Arrival(seat, yard, square, "ZS Making Noise"))


def wound(state: ZsState, hh: Household, n: int, events: list[Event], rule: str, in_town: bool = False) -> None:
    """ZS Wounds: 1 first aid for each wounded person, or (designed) liquor when no first aid is left;
    otherwise the person is lost (ZS Loss of People)."""
    for _ in range(n):
        if spend(hh, FIRST_AID, "a wound", events, "ZS Wounds"):
            continue
        if LIQUOR in hh.items:
            hh.items.remove(LIQUOR)
            events.append(Event("liquor", "ZS Wounds", f"{seat_name(hh.seat)} cleans a wound with liquor", {"seat": hh.seat}))
        else:
            lose_person(hh, events, rule, "a wound with no first aid", in_town)


def spend(hh: Household, track: str, on: str, events: list[Event], rule: str) -> bool:
    """Spend 1 of a track on a need (ZS Loss of People); False when the track is empty."""
    if not hh.track[track]:
        return False
    hh.track[track] -= 1
    events.append(Event(track, rule, f"{seat_name(hh.seat)} spends 1 {track.replace('_', ' ')} on {on}", {"seat": hh.seat}))
    return True


def lose_person(hh: Household, events: list[Event], rule: str, why: str, in_town: bool = False) -> None:
    """ZS Loss of People: one person leaves the game (from the trip when the wound was in town)."""
    if in_town and hh.trip is not None and hh.trip.people:
        hh.trip.people -= 1
        hh.trip.actions = min(hh.trip.actions, hh.trip.people)
    elif hh.people:
        hh.people -= 1
        hh.actions = min(hh.actions, hh.people)
    else:
        return
    events.append(Event("person_lost", "ZS Loss of People", f"{seat_name(hh.seat)} loses a person: {why}",
                        {"seat": hh.seat, "rule": rule}))


def usable(held: list[str], used: list[str], weapon: str) -> bool:
    """ZS Combat Zombies: "each weapon can be used only once per round" is said of melee weapons (the
    attacker carries it outside); ruled: a ranged weapon may be fired by one person after another."""
    return held.count(weapon) > (used.count(weapon) if TILE[weapon].role == MELEE else 0)


def weapons_of(hh: Household) -> list[str]:
    return sorted({k for k in hh.items if TILE[k].role in (MELEE, RANGED) and usable(hh.items, hh.used, k)})
