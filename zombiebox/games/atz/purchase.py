"""Buying a band with Glory Points before play: 14.0's skirmish purchase (recruit survivors, equip them),
a scenario's "N points of gear/weapons" (12.0: its survivors are named, only their kit is bought) and the
campaign's shop between scenarios (13.0: recruit, equip, heal two Glory Points a wound).

Every purchase is the player's Action at the "buy" decision point; what is over the limit or the budget
is refused with the reason and the rule. A scenario or the campaign opens a purchase with
`open_purchase`, naming its fixed survivors and its points.
"""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action, Event
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section
from zombiebox.core.words import plural

from .data import CAMPAIGN_RECRUIT, GEAR, GEAR_BOXES, GEAR_BY_KEY, GENERIC, GENERIC_COUNTERS, HEAL_GLORY, SKIRMISH_BAND, \
    SURVIVOR_KINDS, WEAPON, WEAPONS
from .state import KINDS, AtzState, Purchase, Survivor

BUY = "buy"
RULE = "ATZ 14.0"
CARRY_RULE = "ATZ 3.1.2"
CAMPAIGN_RULE = "ATZ 13.0"
# 14.0: survivors on sale; the Professor only comes with the scenarios that name him (12.0).
FOR_SALE = tuple(k.key for k in SURVIVOR_KINDS if k.skill != "cure") + (GENERIC.key,)


def open_purchase(state: AtzState, budgets: dict[str, int], most: int = 0, then: str = "enter",
                  fixed: dict[str, tuple[str, ...]] | None = None, heal: bool = False,
                  fallen: tuple[str, ...] = ()) -> None:
    """Start the purchase: each player of `budgets` spends its Glory Points; `most` survivors may be
    recruited by each (0: none, the scenario's `fixed` survivors, by player, are the bands, 12.0); `heal`:
    wounds may be healed too, and the `fallen` are not for sale (13.0, between campaign scenarios)."""
    for player, keys in (fixed or {}).items():
        for key in keys:
            state.survivors[key] = Survivor(key, key, player=player)
    state.purchase = Purchase(dict(budgets), most, [], then, heal, list(fallen))
    state.phase = BUY


def open_skirmish_purchase(state: AtzState) -> None:
    """14.0's table: at most 3/2/1 survivors and 30/20/12 Glory Points a player, by the player count."""
    most, glory = SKIRMISH_BAND[len(state.players)]
    open_purchase(state, {p: glory for p in state.players}, most)


def recruit_price(state: AtzState, key: str) -> int:
    """Glory Points a survivor costs: the coin on its counter (3.1: the skirmish's price, 14.0); in the
    campaign's shop (13.0 gives no price) the coin divided by CAMPAIGN_RECRUIT, rounded up (rulings)."""
    coin = KINDS[key].glory
    return -(-coin // CAMPAIGN_RECRUIT) if state.purchase.heal else coin


def buyer(state: AtzState) -> str:
    """The player buying now: the first not yet ready."""
    return next(p for p in state.purchase.glory if p not in state.purchase.ready)


def generic_left(state: AtzState) -> bool:
    """Whether the box still has a generic survivor counter (10.2, 14.0)."""
    return sum(s.kind == GENERIC.key for s in state.survivors.values()) < GENERIC_COUNTERS


def generic_id(state: AtzState) -> str:
    """The next generic survivor counter's id: generics are numbered survivor1, survivor2, ..., the first
    number no survivor holds (a campaign party keeps survivor2 when survivor1 has fallen)."""
    ids = (f"{GENERIC.key}{n}" for n in range(1, len(state.survivors) + 2))
    return next(sid for sid in ids if sid not in state.survivors)


def band_of(state: AtzState, player: str) -> list[Survivor]:
    return [s for s in state.survivors.values() if s.player == player]


def rule(state: AtzState) -> str:
    """The shop between campaign scenarios (13.0), a scenario's points (12.0), or the skirmish's (14.0)."""
    return CAMPAIGN_RULE if state.purchase.heal else RULE if state.purchase.most else "ATZ 12.0"


def prompt(state: AtzState) -> str:
    player, left = buyer(state), state.purchase.glory[buyer(state)]
    if state.purchase.heal:
        return f"the shop before the scenario: recruit, equip, heal (2 GP a wound); {left} Glory Points banked"
    return f"{_whose(state, player)}buy and equip your band: {left} Glory Points left"


def _whose(state: AtzState, player: str) -> str:
    return f"{player}: " if len(state.purchase.glory) > 1 else ""


def legal(state: AtzState) -> list[Action]:
    player = buyer(state)
    out = [Action.of("recruit", who=key) for key in FOR_SALE if _recruit_refusal(state, player, key) is None]
    for survivor in band_of(state, player):
        out += [Action.of("arm", who=survivor.sid, weapon=w.key) for w in WEAPONS
                if _kit_refusal(state, player, survivor.sid, "arm", w.key) is None]
        out += [Action.of("equip", who=survivor.sid, gear=g.key) for g in GEAR
                if _kit_refusal(state, player, survivor.sid, "equip", g.key) is None]
        if _heal_refusal(state, player, survivor.sid) is None:
            out.append(Action.of("heal", who=survivor.sid))
    if band_of(state, player):
        out.append(Action.of("ready"))
    return out


def why(state: AtzState, action: Action) -> Optional[tuple[str, str]]:
    """The reason and rule a well-formed purchase is refused."""
    player = buyer(state)
    if action.kind == "recruit":
        return _recruit_refusal(state, player, action["who"])
    if action.kind in ("arm", "equip"):
        return _kit_refusal(state, player, action["who"], action.kind, action["weapon" if action.kind == "arm" else "gear"])
    if action.kind == "heal":
        return _heal_refusal(state, player, action["who"])
    if action.kind == "ready":
        return "buy at least one survivor first", RULE
    return None


def _afford(state: AtzState, player: str, name: str, cost: int) -> Optional[tuple[str, str]]:
    left = state.purchase.glory[player]
    return None if cost <= left else (f"{name} costs {cost} Glory Points and {left} are left", rule(state))


def _recruit_refusal(state: AtzState, player: str, key: str) -> Optional[tuple[str, str]]:
    purchase = state.purchase
    if key not in KINDS:
        return f"there is no survivor called {key!r}", RULE
    if key not in FOR_SALE:
        return f"{KINDS[key].name} joins only in the scenarios that name him", "ATZ 12.0"
    if not purchase.most:
        return "this scenario names its survivors: only their gear and weapons are bought", "ATZ 12.0"
    if len(band_of(state, player)) >= purchase.most:
        return (f"at most {plural(purchase.most, 'survivor')} a player with {plural(len(purchase.glory), 'player')}", RULE)
    if key in purchase.fallen:
        return f"{KINDS[key].name} has fallen in this campaign: the dead stay dead", CAMPAIGN_RULE
    if key == GENERIC.key:
        if not generic_left(state):
            return f"all {GENERIC_COUNTERS} generic survivor counters are in use", RULE
    elif key in state.survivors:
        return f"{KINDS[key].name} is already in a band: there is one counter", RULE
    return _afford(state, player, KINDS[key].name, recruit_price(state, key))


def _own(state: AtzState, player: str, sid: str) -> Optional[tuple[str, str]]:
    survivor = state.survivors.get(sid)
    if survivor is None or survivor.player != player:
        return f"{sid} is not in your band", RULE
    return None


def _kit_refusal(state: AtzState, player: str, sid: str, kind: str, key: str) -> Optional[tuple[str, str]]:
    """A weapon ("arm") or a piece of gear ("equip") for a band member: what it may carry (3.1.2), its price."""
    refusal = _own(state, player, sid)
    if refusal:
        return refusal
    survivor = state.survivors[sid]
    catalogue = WEAPON if kind == "arm" else GEAR_BY_KEY
    if key not in catalogue:
        return f"there is no {'weapon' if kind == 'arm' else 'gear'} called {key!r}", RULE
    if kind == "arm" and survivor.card.skill == "cure":
        return f"{survivor.name} carries no weapons", "ATZ 12.0 The Cure"
    if kind == "arm" and survivor.in_hand and survivor.in_pack:
        return f"{survivor.name} carries two weapons already (in hand and in pack): no more than two", CARRY_RULE
    if kind == "equip" and len(survivor.gear) >= GEAR_BOXES:
        return f"{survivor.name}'s {GEAR_BOXES} gear boxes are full", CARRY_RULE
    return _afford(state, player, catalogue[key].name, catalogue[key].glory)


def _heal_refusal(state: AtzState, player: str, sid: str) -> Optional[tuple[str, str]]:
    refusal = _own(state, player, sid)
    if refusal:
        return refusal
    survivor = state.survivors[sid]
    if not state.purchase.heal:
        return "wounds are healed for Glory Points only between the scenarios of a campaign", CAMPAIGN_RULE
    if not survivor.wounds:
        return f"{survivor.name} has no wound to heal", CAMPAIGN_RULE
    left = state.purchase.glory[player]
    if HEAL_GLORY > left:
        return f"healing a wound costs {HEAL_GLORY} Glory Points and {left} are left", CAMPAIGN_RULE
    return None


# each purchase in a player's words, with its price (its Move's words)
def recruit_words(state: AtzState, action: Action) -> str:
    return f"recruit {KINDS[action['who']].name} ({recruit_price(state, action['who'])} GP)"


def arm_words(state: AtzState, action: Action) -> str:
    weapon = WEAPON[action["weapon"]]
    return f"{weapon.name.lower()} for {state.survivors[action['who']].name} ({weapon.glory} GP)"


def equip_words(state: AtzState, action: Action) -> str:
    gear = GEAR_BY_KEY[action["gear"]]
    return f"{gear.name.lower()} for {state.survivors[action['who']].name} ({gear.glory} GP)"


def recruit(state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
    player, key = buyer(state), action["who"]
    sid = generic_id(state) if key == GENERIC.key else key
    state.survivors[sid] = Survivor(sid, key, player=player)
    _spend(state, player, recruit_price(state, key), events, f"recruits {KINDS[key].name}", {"survivor": sid})


def arm(state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
    player, survivor, weapon = buyer(state), state.survivors[action["who"]], action["weapon"]
    if survivor.in_hand:  # 8.1.9: the first weapon in hand, a second in pack
        survivor.in_pack = weapon
    else:
        survivor.in_hand = weapon
    _spend(state, player, WEAPON[weapon].glory, events, f"buys {survivor.name} the {WEAPON[weapon].name.lower()}",
           {"survivor": survivor.sid, "weapon": weapon})


def equip(state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
    player, survivor, gear = buyer(state), state.survivors[action["who"]], action["gear"]
    survivor.gear.append(gear)
    _spend(state, player, GEAR_BY_KEY[gear].glory, events,
           f"buys {survivor.name} {GEAR_BY_KEY[gear].name.lower()}", {"survivor": survivor.sid, "gear": gear})


def heal(state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
    player, survivor = buyer(state), state.survivors[action["who"]]
    survivor.wounds -= 1
    state.purchase.glory[player] -= HEAL_GLORY
    left = state.purchase.glory[player]
    events.append(Event("heal_wound", CAMPAIGN_RULE, f"heals a wound of {survivor.name} for {HEAL_GLORY} GP "
                        f"({left} left)", {"player": player, "survivor": survivor.sid, "cost": HEAL_GLORY, "left": left}))


def ready(state: AtzState, action: Action, dice: Dice, events: list[Event]) -> None:
    purchase, player = state.purchase, buyer(state)
    purchase.ready.append(player)
    band = ", ".join(s.name for s in band_of(state, player))
    left = "banked" if purchase.heal else "unspent"  # 13.0: the campaign keeps what the shop left
    events.append(Event("band_ready", rule(state), f"{_whose(state, player)}the band is ready: {band} "
                        f"({purchase.glory[player]} Glory Points {left})",
                        {"player": player, "left": purchase.glory[player]}))
    if len(purchase.ready) == len(purchase.glory):
        state.phase = purchase.then


def _spend(state: AtzState, player: str, cost: int, events: list[Event], text: str, data: dict) -> None:
    state.purchase.glory[player] -= cost
    left = state.purchase.glory[player]
    events.append(Event("buy", rule(state), f"{_whose(state, player)}{text} for {cost} GP ({left} left)",
                        {"player": player, "cost": cost, "left": left, **data}))


class Buying(Section):
    """14.0, 12.0, 13.0: a band bought with Glory Points, survivor by survivor, before play."""

    def declare(self) -> tuple:
        return (DecisionPoint(BUY, rule, prompt, buyer, legal,
                              (Move("recruit", recruit, {"who": str}, words=recruit_words),
                               Move("arm", arm, {"who": str, "weapon": str}, words=arm_words),
                               Move("equip", equip, {"who": str, "gear": str}, words=equip_words),
                               Move("heal", heal, {"who": str}, words=f"heal a wound of {{who:survivor}} ({HEAL_GLORY} GP)"),
                               Move("ready", ready, words="the band is ready")),
                              explain=why),)
