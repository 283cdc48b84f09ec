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
from .fight import roll, unused
from .layout import COLS, layout
from .state import (Barrel, CozState, Flip, Hero, card_name, is_zombie, items_blocked, lasts_until, slot_name, slot_of,
                    slot_words, zombie_slots)

HERO_RULE = "CoZ Special Moves"
ITEM_RULE = "CoZ Items"
DICE_MOVES = (data.STEF, data.MADDY, data.JOE)
# Item cards used on their own (the others go inside a combination): none held, none offered
USED_ALONE = frozenset(c.id for c in data.ZOMBIE_DECK
                       if c.effect in (data.BARREL, data.PIZZA, data.REPLAY_RAY, data.LID))

SECOND_CHANCE = tuple(Action.of("second_chance", die=i) for i in range(3))   # a re-roll of each Battle Die
TRICK_SHOT = Action.of("trick_shot")


def hero_state(state: CozState, key: str) -> Hero | Flip | None:
    if key in state.heroes:
        return state.heroes[key]
    flip = state.flips.get(key)
    return flip if flip and flip.where == "saved" else None


def check_hero(state: CozState, action: Action) -> None:
    key, turn = action.get("name"), state.turn
    hero = hero_state(state, key) if isinstance(key, str) else None
    if hero is None:
        raise IllegalAction(f"{key} is not a Hero in play (or a saved Flip Hero)", "CoZ Hero cards")
    if hero.exhausted:
        raise IllegalAction(f"{data.HERO_NAMES[key]} is Exhausted: refresh them first", "CoZ Hero cards")
    if isinstance(hero, Hero) and hero.owner not in ("", turn.seat):
        raise IllegalAction(f"{data.HERO_NAMES[key]} is {hero.owner}'s Hero", "CoZ How to Set up Heroes")
    rolled = turn.dice is not None
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
            if die not in unused(turn) or value not in range(1, 7) or turn.dice[die] == value:
                raise IllegalAction(f"{data.HERO_NAMES[key]} changes one unused die to another face: "
                                    f"hero name={key} die=0 value=6", HERO_RULE)
    elif key == data.YAS and not exhausted(state, data.YAS):
        raise IllegalAction("no other Hero is Exhausted", HERO_RULE)
    elif key == data.JAKE and action.get("player") not in state.seats:
        raise IllegalAction("Jake chooses one Player: hero name=jake player=p1", HERO_RULE)
    elif key == data.ALONSO and action.get("target") not in alonso_targets(state):
        raise IllegalAction("Alonso moves a Zombie on the Barricade up to a free Backyard space above it",
                            "CoZ Flip Hero cards (designed move)")


def exhausted(state: CozState, keep: str = "") -> list[str]:
    heroes = [k for k, h in state.heroes.items() if h.exhausted]
    heroes += [k for k, f in state.flips.items() if f.where == "saved" and f.exhausted]
    return [k for k in heroes if k != keep]


def alonso_targets(state: CozState) -> list[str]:
    last = layout().barricade
    board = state.board
    return [board[s] for s in zombie_slots(state) if s // COLS == last and board[s - COLS] is None]


def apply_hero(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    key, turn = action["name"], state.turn
    hero_state(state, key).exhausted = True
    name = data.HERO_NAMES[key]
    events.append(Event("hero", HERO_RULE, f"{turn.seat.upper()} uses {name}'s Special Move; {name} is Exhausted.",
                        {"hero": key, "seat": turn.seat}))
    if key == data.MASAAKI:
        turn.masaaki = action["target"]
        events.append(Event("mark", HERO_RULE, f"Masaaki picks {card_name(state, action['target'])}.",
                            {"card": action["target"], "slot": slot_name(slot_of(state, action["target"]))}))
    elif key == data.STEF:
        for i in action["dice"]:
            turn.dice[i] = 7 - turn.dice[i]
        _dice_changed(state, events, f"Stef flips die {', '.join(str(i + 1) for i in action['dice'])}")
    elif key in (data.MADDY, data.JOE):
        turn.dice[action["die"]] = action["value"]
        _dice_changed(state, events, f"{name} sets die {action['die'] + 1} to {action['value']}")
    elif key == data.SEOYEON:
        n = dice.die()
        events.append(Event("roll", HERO_RULE, f"Seo-yeon rolls {n}.", {"dice": [n], "purpose": "seoyeon"},
                            reveals=True))
        steps.survivors_saved(state, n, events, HERO_RULE)
    elif key == data.YAS:
        steps.refresh_heroes(state, events, HERO_RULE, keep=data.YAS)
    elif key == data.JAKE:
        state.trick_shots[action["player"]] = state.trick_shots.get(action["player"], 0) + 1
    elif key == data.LUCY:
        state.rule_breaker = lasts_until(state)
    elif key == data.ALONSO:
        slot = slot_of(state, action["target"])
        state.board[slot - COLS], state.board[slot] = action["target"], None
        events.append(Event("move", "CoZ Flip Hero cards", f"{card_name(state, action['target'], True)} is pushed back to "
                            f"{slot_words(slot - COLS)}.", {"card": action["target"], "from": slot_name(slot),
                                                           "to": slot_name(slot - COLS)}))
        steps.check_flips(state, events)                 # a Zombie now on a Flip Hero's row


def _dice_changed(state: CozState, events: list[Event], text: str) -> None:
    turn = state.turn
    events.append(Event("dice", HERO_RULE, f"{text}: {' '.join(map(str, turn.dice))}.",
                        {"seat": turn.seat, "dice": list(turn.dice), "used": list(turn.used)}))


# --- Item cards used on their own -----------------------------------------------------------------------

def check_item(state: CozState, action: Action) -> None:
    card = action.get("card")
    if card not in state.items:
        raise IllegalAction(f"the players hold no Item card {card}", ITEM_RULE)
    blocked = items_blocked(state)
    if blocked:
        raise IllegalAction(blocked, ITEM_RULE)
    effect = CARDS[card].effect
    turn = state.turn
    if effect == data.LID:
        target = action.get("target")
        if not is_zombie(state, target) or slot_of(state, target) is None or action.get("change") not in (1, -1):
            raise IllegalAction("the Dustbin Lid gives a Zombie +1 or -1 Strength: item card=CZ28 target=CZ05 "
                                "change=-1", ITEM_RULE)
    elif effect == data.BARREL:
        if action.get("col") not in range(1, COLS + 1):
            raise IllegalAction("place the Toxic Barrel on a Barricade space: item card=CZ47 col=3", ITEM_RULE)
    elif effect == data.PIZZA:
        if not exhausted(state):
            raise IllegalAction("no Hero is Exhausted", ITEM_RULE)
    elif effect == data.REPLAY_RAY:
        if turn.dice is None or not unused(turn):
            raise IllegalAction("the Replay Ray re-rolls your dice: roll first, with dice left unused", ITEM_RULE)
    else:
        raise IllegalAction(f"the {CARDS[card].name} is used inside a combination: inc() dec() for an Energy "
                            "Drink/Bar, dbl() for Binoculars, (-d0) on the Alien Portal, ^3 with the Power Glove",
                            ITEM_RULE)


def apply_item(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    card = action["card"]
    effect = CARDS[card].effect
    state.items.remove(card)
    if effect == data.BARREL:
        slot = layout().barricade * COLS + action["col"] - 1
        state.barrel = Barrel(card, slot)
        events.append(Event("barrel", ITEM_RULE, f"The Toxic Barrel is placed at {slot_words(slot)}.",
                            {"card": card, "from": "items", "to": slot_name(slot)}))
        return
    state.graveyard.append(card)
    events.append(Event("item_used", ITEM_RULE, f"The {CARDS[card].name} is used.", {"card": card, "effect": effect}))
    if effect == data.LID:
        target = action["target"]
        state.mods[target] = state.mods.get(target, 0) + action["change"]
        events.append(Event("strength", ITEM_RULE, f"{card_name(state, target, True)}'s Strength changes by "
                            f"{action['change']:+d}.", {"card": target, "change": action["change"],
                                                        "slot": slot_name(slot_of(state, target))}))
    elif effect == data.PIZZA:
        steps.refresh_heroes(state, events, ITEM_RULE)
    elif effect == data.REPLAY_RAY:
        roll(state, dice, events, sorted(unused(state.turn)), "re-rolls with the Replay Ray", ITEM_RULE)


# --- re-rolls --------------------------------------------------------------------------------------------

def check_second_chance(state: CozState, action: Action) -> None:
    turn = state.turn
    if not state.active:
        raise IllegalAction("Second Chance is not in play this round", "CoZ Events: Second Chance")
    if turn.second_chance:
        raise IllegalAction("Second Chance re-rolls ONE die a turn", "CoZ Events: Second Chance")
    if turn.dice is None or action.get("die") not in unused(turn):
        raise IllegalAction("re-roll one unused die: second_chance die=0", "CoZ Events: Second Chance")


def apply_second_chance(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    state.turn.second_chance = True
    roll(state, dice, events, [action["die"]], f"re-rolls die {action['die'] + 1} (Second Chance)",
         "CoZ Events: Second Chance")


def check_trick_shot(state: CozState) -> None:
    turn = state.turn
    if not state.trick_shots.get(turn.seat):
        raise IllegalAction("Jake's Trick Shot has not been given to you this round", HERO_RULE)
    if turn.dice is None or not unused(turn):
        raise IllegalAction("roll first, with dice left unused", HERO_RULE)


def apply_trick_shot(state: CozState, dice: Dice, events: list[Event]) -> None:
    turn = state.turn
    state.trick_shots[turn.seat] -= 1
    roll(state, dice, events, sorted(unused(turn)), "re-rolls (Jake's Trick Shot)", HERO_RULE)


# --- every move open now ---------------------------------------------------------------------------------

CHECKS = {"hero": check_hero, "item": check_item, "second_chance": check_second_chance,
          "trick_shot": lambda state, action: check_trick_shot(state)}


def every_move(state: CozState, free: dict[int, int] | None = None) -> list[Action]:
    """Every Hero move, Item use and re-roll open now, each once (one card of each kind of Item; Stef's
    dice in order): each kind's candidates, kept where its check passes (one copy of each rule).
    `free` is unused(turn) when the caller has it."""
    if not (state.heroes or state.flips or state.items or state.active or state.trick_shots):
        return []         # no Hero, Item or re-roll at all (most decisions of a game without Heroes)
    out = []
    for action in _candidates(state, unused(state.turn) if free is None else free):
        try:
            CHECKS[action.kind](state, action)
        except IllegalAction:
            continue
        out.append(action)
    return out


def canonical_move(action: Action, legal: list[Action]) -> Action:
    """The listed move a checked one stands for: another held card of the same kind of Item, Stef's
    dice in another order."""
    if action in legal:
        return action
    if action.kind == "item":
        effect = CARDS[action["card"]].effect
        rest = {k: v for k, v in action.params if k != "card"}
        for listed in legal:
            if listed.kind == "item" and CARDS[listed["card"]].effect == effect and \
                    {k: v for k, v in listed.params if k != "card"} == rest:
                return listed
    if action.kind == "hero" and action.get("name") == data.STEF:
        same = Action.of("hero", name=data.STEF, dice=tuple(sorted(action["dice"])))
        if same in legal:
            return same
    raise IllegalAction(f"'{action}' is not open now", HERO_RULE if action.kind == "hero" else ITEM_RULE)


def _candidates(state: CozState, free: dict[int, int]) -> list[Action]:
    """Each Hero move, Item use and re-roll with every value its parameters can take in this state."""
    zombies = [state.board[s] for s in zombie_slots(state)]
    out = []
    for key in list(state.heroes) + [k for k, f in state.flips.items() if f.where == "saved"]:
        if key == data.MASAAKI:
            out += [Action.of("hero", name=key, target=z) for z in zombies]
        elif key in DICE_MOVES:
            out += [Action.of("hero", name=key, **params) for params, _ in dice_changes(key, free)]
        elif key == data.JAKE:
            out += [Action.of("hero", name=key, player=p) for p in state.seats]
        elif key == data.ALONSO:
            out += [Action.of("hero", name=key, target=c) for c in alonso_targets(state)]
        else:
            out.append(Action.of("hero", name=key))
    for card in one_of_each(state.items):
        effect = CARDS[card].effect
        if effect == data.LID:
            out += [Action.of("item", card=card, target=z, change=change) for z in zombies for change in (1, -1)]
        elif effect == data.BARREL:
            out += [Action.of("item", card=card, col=c) for c in range(1, COLS + 1)]
        elif effect in (data.PIZZA, data.REPLAY_RAY):
            out.append(Action.of("item", card=card))
    if free:
        out += [SECOND_CHANCE[i] for i in sorted(free)]
        out.append(TRICK_SHOT)
    return out


def one_of_each(items: list[str]) -> list[str]:
    """The first held card of each kind of Item used on its own: Item cards alike are one choice."""
    first: dict[str, str] = {}
    for card in items:
        if card in USED_ALONE:
            first.setdefault(CARDS[card].effect, card)
    return list(first.values())


def dice_changes(key: str, free: dict[int, int]) -> list[tuple[dict, dict[int, int]]]:
    """Every change a dice Hero can make: (action params, the unused dice after it)."""
    if key == data.STEF:
        return [({"dice": list(c)}, {i: 7 - v if i in c else v for i, v in free.items()})
                for n in range(1, len(free) + 1) for c in combinations(sorted(free), n)]
    return [({"die": i, "value": v}, {**free, i: v}) for i in sorted(free) for v in range(1, 7) if v != free[i]]
