"""Heroes' Special Moves, Item cards and re-rolls a player uses during a fight turn
(CoZ Hero cards, Special Moves, Flip Hero cards, Items, Events: Second Chance).

Energy Drinks/Bars, Binoculars, the Alien Portal and the Power Glove are used
inside a combination (fight.py); the items here are used on their own.
"""
from __future__ import annotations

from itertools import combinations

from zombiebox.core.actions import Action, Event, IllegalAction
from zombiebox.core.dice import Dice

from . import data, steps
from .data import CARDS
from .fight import best_plans, roll, targets, threat, tools, unused
from .layout import COLS, layout
from .solver import values_made
from .state import (State, card_name, is_zombie, items_blocked, lasts_until, slot_name, slot_of, slot_words,
                    strength, zombie_slots)

HERO_RULE = "CoZ Special Moves"
ITEM_RULE = "CoZ Items"
DICE_MOVES = (data.STEF, data.MADDY, data.JOE)
# Item cards used on their own (the others go inside a combination): none held, none offered
USED_ALONE = frozenset(c.id for c in data.ZOMBIE_DECK
                       if c.effect in (data.BARREL, data.PIZZA, data.REPLAY_RAY, data.LID))

SECOND_CHANCE = tuple(Action.of("second_chance", die=i) for i in range(3))   # a re-roll of each Battle Die


def _hero_state(state: State, key: str) -> dict | None:
    if key in state["heroes"]:
        return state["heroes"][key]
    flip = state["flips"].get(key)
    return flip if flip and flip["where"] == "saved" else None


def check_hero(state: State, action: Action) -> None:
    key, turn = action.get("name"), state["turn"]
    hero = _hero_state(state, key) if isinstance(key, str) else None
    if hero is None:
        raise IllegalAction(f"{key} is not a Hero in play (or a saved Flip Hero)", "CoZ Hero cards")
    if hero["exhausted"]:
        raise IllegalAction(f"{data.HERO_NAMES[key]} is Exhausted: refresh them first", "CoZ Hero cards")
    if hero.get("owner") not in ("", None, turn["seat"]):
        raise IllegalAction(f"{data.HERO_NAMES[key]} is {hero['owner']}'s Hero", "CoZ How to Set up Heroes")
    rolled = turn["dice"] is not None
    if key == data.MASAAKI:
        if rolled:
            raise IllegalAction("Masaaki picks a Zombie before rolling any dice", HERO_RULE)
        if not is_zombie(state, action.get("target")) or slot_of(state, action.get("target")) is None:
            raise IllegalAction("Masaaki picks a Zombie on the board: hero name=masaaki target=CZ05", HERO_RULE)
    elif key in DICE_MOVES:
        if not rolled or not unused(turn):
            raise IllegalAction(f"{data.HERO_NAMES[key]} changes dice: roll first, with dice left unused", HERO_RULE)
        if key == data.STEF:
            chosen = action.get("dice")
            if not isinstance(chosen, tuple) or not chosen or len(set(chosen)) < len(chosen) \
                    or any(i not in unused(turn) for i in chosen):
                raise IllegalAction("Stef flips one or more unused dice: hero name=stef dice=[0,2]", HERO_RULE)
        else:
            die, value = action.get("die"), action.get("value")
            if die not in unused(turn) or value not in range(1, 7) or turn["dice"][die] == value:
                raise IllegalAction(f"{data.HERO_NAMES[key]} changes one unused die to another face: "
                                    f"hero name={key} die=0 value=6", HERO_RULE)
    elif key == data.YAS and not _exhausted(state, data.YAS):
        raise IllegalAction("no other Hero is Exhausted", HERO_RULE)
    elif key == data.JAKE and action.get("player") not in state["seats"]:
        raise IllegalAction("Jake chooses one Player: hero name=jake player=p1", HERO_RULE)
    elif key == data.ALONSO and action.get("target") not in _alonso_targets(state):
        raise IllegalAction("Alonso moves a Zombie on the Barricade up to a free Backyard space above it",
                            "CoZ Flip Hero cards (designed move)")


def _exhausted(state: State, keep: str = "") -> list[str]:
    heroes = [k for k, h in state["heroes"].items() if h["exhausted"]]
    heroes += [k for k, f in state["flips"].items() if f["where"] == "saved" and f["exhausted"]]
    return [k for k in heroes if k != keep]


def _alonso_targets(state: State) -> list[str]:
    last = layout().barricade
    board = state["board"]
    return [board[s] for s in zombie_slots(state) if s // COLS == last and board[s - COLS] is None]


def apply_hero(state: State, action: Action, dice: Dice, events: list[Event]) -> None:
    key, turn = action["name"], state["turn"]
    _hero_state(state, key)["exhausted"] = True
    name = data.HERO_NAMES[key]
    events.append(Event("hero", HERO_RULE, f"{turn['seat'].upper()} uses {name}'s Special Move; {name} is Exhausted.",
                        {"hero": key, "seat": turn["seat"]}))
    if key == data.MASAAKI:
        turn["masaaki"] = action["target"]
        events.append(Event("mark", HERO_RULE, f"Masaaki picks {card_name(state, action['target'])}.",
                            {"card": action["target"], "slot": slot_name(slot_of(state, action["target"]))}))
    elif key == data.STEF:
        for i in action["dice"]:
            turn["dice"][i] = 7 - turn["dice"][i]
        _dice_changed(state, events, f"Stef flips die {', '.join(str(i + 1) for i in action['dice'])}")
    elif key in (data.MADDY, data.JOE):
        turn["dice"][action["die"]] = action["value"]
        _dice_changed(state, events, f"{name} sets die {action['die'] + 1} to {action['value']}")
    elif key == data.SEOYEON:
        n = dice.die()
        events.append(Event("roll", HERO_RULE, f"Seo-yeon rolls {n}.", {"dice": [n], "purpose": "seoyeon"},
                            reveals=True))
        steps.survivors_saved(state, n, events, HERO_RULE)
    elif key == data.YAS:
        steps.refresh_heroes(state, events, HERO_RULE, keep=data.YAS)
    elif key == data.JAKE:
        state["trick_shots"][action["player"]] = state["trick_shots"].get(action["player"], 0) + 1
    elif key == data.LUCY:
        state["rule_breaker"] = lasts_until(state)
    elif key == data.ALONSO:
        slot = slot_of(state, action["target"])
        state["board"][slot - COLS], state["board"][slot] = action["target"], None
        events.append(Event("move", "CoZ Flip Hero cards", f"{card_name(state, action['target'])} is pushed back to "
                            f"{slot_words(slot - COLS)}.", {"card": action["target"], "from": slot_name(slot),
                                                           "to": slot_name(slot - COLS)}))
        steps.check_flips(state, events)                 # a Zombie now on a Flip Hero's row


def _dice_changed(state: State, events: list[Event], text: str) -> None:
    turn = state["turn"]
    events.append(Event("dice", HERO_RULE, f"{text}: {' '.join(map(str, turn['dice']))}.",
                        {"seat": turn["seat"], "dice": list(turn["dice"]), "used": list(turn["used"])}))


# --- Item cards used on their own -----------------------------------------------------------------------

def check_item(state: State, action: Action) -> None:
    card = action.get("card")
    if card not in state["items"]:
        raise IllegalAction(f"the players hold no Item card {card}", ITEM_RULE)
    blocked = items_blocked(state)
    if blocked:
        raise IllegalAction(blocked, ITEM_RULE)
    effect = CARDS[card].effect
    turn = state["turn"]
    if effect == data.LID:
        if not is_zombie(state, action.get("target")) or action.get("change") not in (1, -1):
            raise IllegalAction("the Dustbin Lid gives a Zombie +1 or -1 Strength: item card=CZ28 target=CZ05 "
                                "change=-1", ITEM_RULE)
    elif effect == data.BARREL:
        if action.get("col") not in range(1, COLS + 1):
            raise IllegalAction("place the Toxic Barrel on a Barricade space: item card=CZ47 col=3", ITEM_RULE)
    elif effect == data.PIZZA:
        if not _exhausted(state):
            raise IllegalAction("no Hero is Exhausted", ITEM_RULE)
    elif effect == data.REPLAY_RAY:
        if turn["dice"] is None or not unused(turn):
            raise IllegalAction("the Replay Ray re-rolls your dice: roll first, with dice left unused", ITEM_RULE)
    else:
        raise IllegalAction(f"the {CARDS[card].name} is used inside a combination: inc() dec() for an Energy "
                            "Drink/Bar, dbl() for Binoculars, (-d0) on the Alien Portal, ^3 with the Power Glove",
                            ITEM_RULE)


def apply_item(state: State, action: Action, dice: Dice, events: list[Event]) -> None:
    card = action["card"]
    effect = CARDS[card].effect
    state["items"].remove(card)
    if effect == data.BARREL:
        slot = layout().barricade * COLS + action["col"] - 1
        state["barrel"] = {"card": card, "slot": slot}
        events.append(Event("barrel", ITEM_RULE, f"The Toxic Barrel is placed at {slot_words(slot)}.",
                            {"card": card, "from": "items", "to": slot_name(slot)}))
        return
    state["graveyard"].append(card)
    events.append(Event("item_used", ITEM_RULE, f"The {CARDS[card].name} is used.", {"card": card, "effect": effect}))
    if effect == data.LID:
        target = action["target"]
        state["mods"][target] = state["mods"].get(target, 0) + action["change"]
        events.append(Event("strength", ITEM_RULE, f"{card_name(state, target)}'s Strength changes by "
                            f"{action['change']:+d}.", {"card": target, "change": action["change"],
                                                        "slot": slot_name(slot_of(state, target))}))
    elif effect == data.PIZZA:
        steps.refresh_heroes(state, events, ITEM_RULE)
    elif effect == data.REPLAY_RAY:
        roll(state, dice, events, sorted(unused(state["turn"])), "re-rolls with the Replay Ray", ITEM_RULE)


# --- re-rolls --------------------------------------------------------------------------------------------

def check_second_chance(state: State, action: Action) -> None:
    turn = state["turn"]
    if not state["active"]:
        raise IllegalAction("Second Chance is not in play this round", "CoZ Events: Second Chance")
    if turn["second_chance"]:
        raise IllegalAction("Second Chance re-rolls ONE die a turn", "CoZ Events: Second Chance")
    if turn["dice"] is None or action.get("die") not in unused(turn):
        raise IllegalAction("re-roll one unused die: second_chance die=0", "CoZ Events: Second Chance")


def apply_second_chance(state: State, action: Action, dice: Dice, events: list[Event]) -> None:
    state["turn"]["second_chance"] = True
    roll(state, dice, events, [action["die"]], f"re-rolls die {action['die'] + 1} (Second Chance)",
         "CoZ Events: Second Chance")


def check_trick_shot(state: State) -> None:
    turn = state["turn"]
    if not state["trick_shots"].get(turn["seat"]):
        raise IllegalAction("Jake's Trick Shot has not been given to you this round", HERO_RULE)
    if turn["dice"] is None or not unused(turn):
        raise IllegalAction("roll first, with dice left unused", HERO_RULE)


def apply_trick_shot(state: State, dice: Dice, events: list[Event]) -> None:
    turn = state["turn"]
    state["trick_shots"][turn["seat"]] -= 1
    roll(state, dice, events, sorted(unused(turn)), "re-rolls (Jake's Trick Shot)", HERO_RULE)


# --- the short list a player is offered ---------------------------------------------------------------------

def offered(state: State, planless: bool = False, free: dict[int, int] | None = None) -> list[Action]:
    """Hero moves, items and re-rolls open now, each a complete Action. Bounded: Masaaki offers only
    Zombies with others behind them; when the roll has no full plan (`planless`), Stef, Maddy and Joe
    offer the changes that make one (at most 4 each), and so does the Dustbin Lid (`_lid_fixes`).
    check() accepts any other legal use; `every_use` lists them all. `free` is unused(turn) when the
    caller has it."""
    if not (state["heroes"] or state["flips"] or state["items"] or state["active"] or state["trick_shots"]):
        return []         # no Hero, Item or re-roll at all (most decisions of a game without Heroes)
    turn = state["turn"]
    seat, rolled = turn["seat"], turn["dice"] is not None
    free = unused(turn) if free is None else free
    out: list[Action] = []
    heroes = (list(state["heroes"]) + [k for k, f in state["flips"].items() if f["where"] == "saved"]
              if state["heroes"] or state["flips"] else ())
    for key in heroes:
        hero = _hero_state(state, key)
        if hero["exhausted"] or hero.get("owner") not in ("", None, seat):
            continue
        if key == data.MASAAKI and not rolled:
            out += [Action.of("hero", name=key, target=state["board"][s]) for s in zombie_slots(state)
                    if any(is_zombie(state, state["board"][r * COLS + s % COLS]) for r in range(s // COLS))]
        elif key in DICE_MOVES and rolled and free and planless:
            out += _dice_fixes(state, key, free)
        elif key in (data.SEOYEON, data.LUCY):
            out.append(Action.of("hero", name=key))
        elif key == data.YAS and _exhausted(state, data.YAS):
            out.append(Action.of("hero", name=key))
        elif key == data.JAKE:
            out += [Action.of("hero", name=key, player=p) for p in dict.fromkeys(state["order"])]
        elif key == data.ALONSO:
            out += [Action.of("hero", name=key, target=c) for c in _alonso_targets(state)]
    if not USED_ALONE.isdisjoint(state["items"]):
        items = _offered_items(state, rolled and bool(free), planless)
        if items and not items_blocked(state):   # asked only of a use on offer (a held Lid waits for a planless roll)
            out += items
    if rolled and free:
        if state["active"] and not turn["second_chance"]:
            out += [SECOND_CHANCE[i] for i in sorted(free)]
        if state["trick_shots"].get(seat):
            out.append(Action.of("trick_shot"))
    return out


def dice_changes(key: str, free: dict[int, int]) -> list[tuple[dict, dict[int, int]]]:
    """Every change a dice Hero can make: (action params, the unused dice after it)."""
    if key == data.STEF:
        return [({"dice": list(c)}, {i: 7 - v if i in c else v for i, v in free.items()})
                for n in range(1, len(free) + 1) for c in combinations(sorted(free), n)]
    return [({"die": i, "value": v}, {**free, i: v}) for i in sorted(free) for v in range(1, 7) if v != free[i]]


def _dice_fixes(state: State, key: str, free: dict[int, int], most: int = 4) -> list[Action]:
    """Stef's, Maddy's or Joe's changes that turn a roll with no full plan into one, best first
    (the legal list stays short; check() accepts any change)."""
    scored = []
    for params, dice_after in dice_changes(key, free):
        plans = best_plans(state, dice_after, limit=1)
        if plans:
            scored.append((-plans[0].score, len(scored), Action.of("hero", name=key, **params)))
    return [action for _, _, action in sorted(scored)[:most]]


def _offered_items(state: State, can_reroll: bool, planless: bool) -> list[Action]:
    out, seen = [], set()
    for card in state["items"]:
        effect = CARDS[card].effect
        if effect in seen:
            continue
        seen.add(effect)
        if effect == data.BARREL and state["barrel"] is None:
            out += [Action.of("item", card=card, col=c) for c in range(1, COLS + 1)]
        elif effect == data.PIZZA and _exhausted(state):
            out.append(Action.of("item", card=card))
        elif effect == data.REPLAY_RAY and can_reroll:
            out.append(Action.of("item", card=card))
        elif effect == data.LID and can_reroll and planless:
            out += _lid_fixes(state, card)
    return out


LID_TRIES = 4   # the heaviest Zombies a Dustbin Lid is tried on when a roll has no full plan


def _lid_fixes(state: State, card: str) -> list[Action]:
    """Dustbin Lid changes that turn a roll with no full plan into one: a Zombie's Strength all the
    dice make, or a change to one of the LID_TRIES heaviest Zombies that lets every die hit."""
    free = unused(state["turn"])
    every_die = values_made(tuple(sorted(free.items())), tools(state))
    zombies = sorted((c for c, _ in targets(state) if is_zombie(state, c)), key=lambda c: -threat(state, c))
    return [Action.of("item", card=card, target=z, change=change) for i, z in enumerate(zombies)
            for change in (1, -1) if strength(state, z) + change in every_die
            or (i < LID_TRIES and best_plans(state, free, (z, change), limit=1))]


def every_use(state: State) -> list[Action]:
    """Every use of a held Item, every Zombie for Masaaki and every change of the unused dice by Stef,
    Maddy or Joe, legal or not (`rules.every_use` keeps the legal ones): the whole choice a table
    offers, where `offered` keeps the short list bots search. Bounded: 30 spaces, 7 flips, 15 faces."""
    turn = state["turn"]
    zombies = [state["board"][s] for s in zombie_slots(state)]
    out = []
    for card in dict((CARDS[c].effect, c) for c in reversed(state["items"])).values():   # one card a kind
        effect = CARDS[card].effect
        if effect == data.LID:
            out += [Action.of("item", card=card, target=z, change=change) for z in zombies for change in (1, -1)]
        elif effect == data.BARREL:
            out += [Action.of("item", card=card, col=c) for c in range(1, COLS + 1)]
        elif effect in (data.PIZZA, data.REPLAY_RAY):
            out.append(Action.of("item", card=card))
    heroes = list(state["heroes"]) + [k for k, f in state["flips"].items() if f["where"] == "saved"]
    if data.MASAAKI in heroes:
        out += [Action.of("hero", name=data.MASAAKI, target=z) for z in zombies]
    if turn["dice"] is not None:
        for key in (k for k in heroes if k in DICE_MOVES):
            out += [Action.of("hero", name=key, **params) for params, _ in dice_changes(key, unused(turn))]
    return out

