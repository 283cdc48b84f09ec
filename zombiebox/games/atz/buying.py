"""What the scout bot buys with Glory Points: a skirmish band or a scenario's kit (14.0, 12.0), and the
campaign's shop between scenarios (13.0). Only a preference among the purchase's legal Actions, each with
its one-line reason; purchase.py says what may be bought."""
from __future__ import annotations

from typing import Callable

from zombiebox.core.actions import Action
from zombiebox.core.bots import Choice

from .data import GEAR_BY_KEY, WEAPON, SurvivorKind
from .purchase import band_of, buyer, recruit_price
from .scenarios import PROFESSOR, SCENARIO
from .setup import BULLETS_BAND
from .state import KINDS, AtzState, Survivor

BUY_WEAPONS = ("smg", "assault_rifle", "shotgun", "double_pistols", "pistol")  # most fire dice first (8.1.3-8.1.5)
BUY_GEAR = ("medkit", "ammo", "vest", "drugs")  # one of each for the band: patch up, keep firing, then the rest
ARMING = 3   # Glory Points kept back for each survivor still without a gun (a shotgun's price)
GUN = WEAPON["pistol"].glory  # the campaign keeps back at least a pistol's price for each recruit still unarmed


def party_aim(scenario: str) -> int:
    """The party the campaign bot recruits toward: as many as the scenario names (12.0), the Professor aside."""
    band = SCENARIO[scenario].band if scenario in SCENARIO else BULLETS_BAND
    return sum(key != PROFESSOR for key, *_ in band)


def buy(state: AtzState, actions: list[Action]) -> Choice:
    """The campaign's shop (13.0) or a band bought before play (14.0, 12.0)."""
    return _shop(state, actions) if state.purchase.heal else _band(state, actions)


def _band(state: AtzState, actions: list[Action]) -> Choice:
    """14.0, 12.0: the best survivors that still leave a gun's price for each, the most fire dice each can
    afford, then one of each piece of gear for the band."""
    left = state.purchase.glory[buyer(state)]
    band = band_of(state, buyer(state))
    # a Star, then Rep, melee dice and wounds it can take, then cheaper
    recruit = _recruit(state, actions, ARMING, lambda k, price: (k.star, k.unwounded.rep, k.unwounded.melee,
                                                                 k.dead_at, -price, k.key))
    if recruit is not None:
        return Choice(recruit, f"recruits {KINDS[recruit['who']].name}: the best survivor that leaves a gun for each")
    return (_arm(state, actions, ARMING) or _gear(state, actions, band)
            or Choice(Action.of("ready"), f"the band is bought ({left} Glory Points to spare)"))


def _shop(state: AtzState, actions: list[Action]) -> Choice:
    """13.0, between campaign scenarios: keep the living alive, grow the party to the band the scenario
    names, arm it, heal it; while the party is still short the rest is banked toward the next recruit,
    else the weakest gun gets a better one in the pack, then gear."""
    left = state.purchase.glory[buyer(state)]
    band = band_of(state, buyer(state))
    heals = [a for a in actions if a.kind == "heal"]
    for a in heals:
        s = state.survivors[a["who"]]
        if s.wounds + 1 >= s.card.dead_at:
            return Choice(a, f"heals {s.name} first: the next wound would be the last")
        if s.wounded and s.wounds - 1 < s.card.flip_at:
            return Choice(a, f"heals {s.name} back to the unwounded side of the counter")
    party, aim = sum(s.sid != PROFESSOR for s in band), party_aim(state.scenario)
    # the most wounds to the skull, then the cheapest, then the better fighter
    recruit = _recruit(state, actions, GUN, lambda k, price: (k.dead_at, -price, k.star, k.unwounded.rep,
                                                              k.unwounded.melee, k.key))
    if recruit is not None and party < aim:
        return Choice(recruit, f"recruits {KINDS[recruit['who']].name}: the party is {party} of the {aim} the "
                      "scenario names")
    arm = _arm(state, actions, GUN)
    if arm is not None:
        return arm
    if heals:
        return Choice(heals[0], f"heals a wound of {state.survivors[heals[0]['who']].name}")
    if party < aim:
        return Choice(Action.of("ready"), f"ready: {left} Glory Points banked toward the next recruit")
    return (_upgrade(state, actions, band) or _gear(state, actions, band)
            or Choice(Action.of("ready"), f"ready: {left} Glory Points banked for the next shop"))


def _recruit(state: AtzState, actions: list[Action], keep: int,
             worth: Callable[[SurvivorKind, int], tuple]) -> Action | None:
    """The recruit `worth` (of its counter and price) ranks highest of those that leave `keep` Glory Points
    for each survivor then without a gun."""
    left = state.purchase.glory[buyer(state)]
    unarmed = _unarmed(band_of(state, buyer(state)))
    recruits = [a for a in actions
                if a.kind == "recruit" and left - recruit_price(state, a["who"]) >= keep * (unarmed + 1)]
    return max(recruits, key=lambda a: worth(KINDS[a["who"]], recruit_price(state, a["who"])), default=None)


def _unarmed(band: list[Survivor]) -> int:
    return sum(not s.in_hand and s.card.skill != "cure" for s in band)


def _arm(state: AtzState, actions: list[Action], keep: int) -> Choice | None:
    """The first survivor without a gun gets the most fire dice it can have while `keep` Glory Points stay
    for each of the others still unarmed."""
    left = state.purchase.glory[buyer(state)]
    unarmed = _unarmed(band_of(state, buyer(state)))
    arms = [a for a in actions if a.kind == "arm" and not state.survivors[a["who"]].in_hand]
    if not arms:
        return None
    sid = arms[0]["who"]
    mine = [a for a in arms if a["who"] == sid]
    fits = [a for a in mine if a["weapon"] in BUY_WEAPONS and left - WEAPON[a["weapon"]].glory >= keep * (unarmed - 1)]
    pick = min(fits, key=lambda a: BUY_WEAPONS.index(a["weapon"])) if fits else \
        min(mine, key=lambda a: (WEAPON[a["weapon"]].glory, a["weapon"]))
    return Choice(pick, f"the most fire dice {state.survivors[sid].name} can have and still arm the others")


def _upgrade(state: AtzState, actions: list[Action], band: list[Survivor]) -> Choice | None:
    """The survivor with the fewest fire dice in hand gets, in its pack, the weapon with the most it can
    afford, if that is more (8.1.10: it switches to it in play)."""
    def dice(key: str) -> int:
        return WEAPON[key].keep or WEAPON[key].fire_dice if key else 0
    offers = [a for a in actions if a.kind == "arm" and a["weapon"] in BUY_WEAPONS
              and dice(a["weapon"]) > dice(state.survivors[a["who"]].in_hand)]
    if not offers:
        return None
    pick = min(offers, key=lambda a: (dice(state.survivors[a["who"]].in_hand), BUY_WEAPONS.index(a["weapon"]), a["who"]))
    s = state.survivors[pick["who"]]
    return Choice(pick, f"a {WEAPON[pick['weapon']].name.lower()} for {s.name}, whose "
                  f"{WEAPON[s.in_hand].name.lower()} has the fewest fire dice")


def _gear(state: AtzState, actions: list[Action], band: list[Survivor]) -> Choice | None:
    carried = {g for s in band for g in s.gear}
    for gear in BUY_GEAR:
        offer = next((a for a in actions if a.kind == "equip" and a["gear"] == gear and gear not in carried), None)
        if offer is not None:
            return Choice(offer, f"{GEAR_BY_KEY[gear].name.lower()} for the band")
    return None
