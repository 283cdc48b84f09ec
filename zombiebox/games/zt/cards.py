"""ZT Special Cards: any number in your own turn, between or during activations; playing one is not an
activation. Which card may be played where (its timing) is part of its designed text (data.py)."""
from __future__ import annotations

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import Move

from .data import (ADRENALINE_AP, AMMO_TOKENS, START_AMMO, CARD_ACTIVATIONS, CARD_SPAWNS, CARDS_BY_ID, HUMANS_BY_ID, HUMANS_SEAT,
                   SHOTGUN_RANGE, ZOMBIES, ZOMBIES_SEAT)
from .lot import DIRECTIONS, lot_of
from .markers import eliminate, escape, heal, who
from .sight import shooting_targets
from .state import TO, ZtState
from .words import playing

RULE = "ZT Special Cards"
# the decision points where each card can be played
WHEN = {
    "shotgun": (TO.human_action,), "sewers": (TO.human_action,), "courage": (TO.human_action,),
    "adrenaline": (TO.human_action,), "ammo_box": (TO.human_turn, TO.human_action),
    "first_aid": (TO.human_turn, TO.human_action),
    "hunger": (TO.zombie_turn,), "horde": (TO.zombie_turn,), "sudden_turn": (TO.zombie_turn,),
    "from_sewers": (TO.zombie_turn, TO.spawn), "car_alarm": (TO.zombie_turn, TO.spawn),
    "stragglers": (TO.zombie_turn, TO.spawn),
}
# the plays made once: every legal list of a turn holding a card lists its plays (Sudden Turn: three for every
# zombie on the board)
PLAY = {card: act("play", card=card) for card in WHEN}
SUDDEN_TURNS = {z: tuple(act("play", card="sudden_turn", zombie=z, facing=d) for d in DIRECTIONS) for z in ZOMBIES}
SEAT_OF = {TO.human_turn: HUMANS_SEAT, TO.human_action: HUMANS_SEAT, TO.zombie_turn: ZOMBIES_SEAT, TO.spawn: ZOMBIES_SEAT}


def plays(s: ZtState, point: str) -> list[Action]:
    """Every card play open at `point` for the seat whose turn it is."""
    out: list[Action] = []
    for card in s.hands[SEAT_OF[point]]:
        if point in WHEN[card]:
            out += _ways(s, card)
    return out


def _ways(s: ZtState, card: str) -> list[Action]:
    """Each way `card` can be played now (its targets), or [] if it has none."""
    if card in ("shotgun", "courage"):
        lot, occ, loc = lot_of(s), s.occupied(), s.humans[s.active]
        targets = (shooting_targets(s, lot, occ, loc, SHOTGUN_RANGE) if card == "shotgun"
                   else [occ[n] for n in lot.neighbours(loc) if occ.get(n) in s.zombies])
        return [act("play", card=card, target=z) for z in targets]
    if card == "sewers":
        return [PLAY[card]] if s.humans[s.active] in lot_of(s).manholes else []
    if card == "first_aid":
        return [act("play", card=card, human=h) for h in HUMANS_BY_ID if h in s.wounded]
    if card == "sudden_turn":
        return [a for z in sorted(s.zombies) for d, a in zip(DIRECTIONS, SUDDEN_TURNS[z]) if d != s.facing[z]]
    if card == "from_sewers" and not lot_of(s).manholes:
        return []
    return [PLAY[card]]


def _play(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    card = a["card"]
    seat = SEAT_OF[s.step]
    s.hands[seat].remove(card)
    s.played.append(card)
    name = CARDS_BY_ID[card].name
    events.append(Event("play", RULE, f"the {seat[:-1].title()} Player plays {name}", {"card": card, "seat": seat},
                        reveals=True))
    if card == "shotgun":
        s.shots += 1  # ZT Spawning Phase: a shot, so one more zombie spawns
        eliminate(s, a["target"], RULE, f"{who(s.active)} fires the shotgun:", events)
    elif card == "courage":
        eliminate(s, a["target"], RULE, f"{who(s.active)}, with courage,", events)
    elif card == "sewers":
        escape(s, s.active, RULE, "through the sewers", events)
        s.step = TO.human_turn
    elif card == "adrenaline":
        s.ap += ADRENALINE_AP
    elif card == "ammo_box":
        s.ammo += AMMO_TOKENS - START_AMMO  # the tokens left in the box
    elif card == "first_aid":
        heal(s, a["human"], RULE, "the first aid kit", events)
    elif card in CARD_ACTIVATIONS:
        s.extra_activations += CARD_ACTIVATIONS[card]
    elif card in CARD_SPAWNS:
        (s.spawns if s.step == TO.spawn else s.bonus_spawns).append(CARD_SPAWNS[card])
    elif card == "sudden_turn":
        z = a["zombie"]
        s.facing[z] = a["facing"]
        events.append(Event("turn", RULE, f"the zombie on {s.zombies[z]} turns to face {a['facing']}",
                            {"zombie": z, "at": s.zombies[z], "facing": a["facing"]}))


def why(s: ZtState, a: Action):
    """Why a card play is refused."""
    card = a.get("card")
    if card not in CARDS_BY_ID:
        return f"there is no special card {card!r}", RULE
    seat = CARDS_BY_ID[card].seat
    if card not in s.hands.get(seat, []) or seat != SEAT_OF.get(s.step, seat):
        return f"{CARDS_BY_ID[card].name} is not in your hand", RULE
    if s.step not in WHEN[card]:
        return f"{CARDS_BY_ID[card].name} cannot be played now: {CARDS_BY_ID[card].text}", RULE
    return f"{CARDS_BY_ID[card].name} has no such target now: {CARDS_BY_ID[card].text}", RULE


def move() -> Move:
    return Move("play", _play, {"card": str}, {"target": str, "human": str, "zombie": str, "facing": str},
                words=playing)
