"""STEP 2, a fight turn: roll the 3 Battle Dice, build combinations, resolve (CoZ STEP 2).

A `hit` records one combination against one target; the turn resolves when every
die is used, or is missed when the player ends it with dice left ("Use all 3
dice or you will miss a turn"). Items and hero strengths a combination spends are
reserved by the hit and spent only when the turn resolves.
"""
from __future__ import annotations

from functools import lru_cache

from zombiebox.core.actions import Action, Event, IllegalAction, interner
from zombiebox.core.dice import Dice

from . import data, solver, steps
from .data import CARDS, FLIP_BY_ID
from .expression import ITEM_REFUSALS, ExpressionError, Use, evaluate, evaluate_and_word, pretty
from .layout import BARRICADE, COLS
from .state import (STRENGTHS, ZOMBIE_IDS, CozState, Hit, Spent, Turn, card_name, held, icons, is_zombie, items_blocked,
                    row_col, slot_name, slot_of, slot_words, strength, zombie_flip_in_play, zombies_in)

RULE = "CoZ STEP 2"
ROLL, END_TURN = Action.of("roll"), Action.of("end_turn")
ALONSO_ID = data.FLIP_BY_KEY[data.ALONSO].id


def start_turn(state: CozState, events: list[Event]) -> None:
    seat = state.order[state.turn_no]
    state.turn = Turn(seat)
    events.append(Event("turn", RULE, f"Round {state.round}: {seat.upper()} fights.",
                        {"seat": seat, "round": state.round, "turn": state.turn_no + 1}))


def unused(turn: Turn) -> dict[int, int]:
    """Die index -> value of the dice not yet in a hit (a plain loop: asked several times a decision)."""
    free: dict[int, int] = {}
    if turn.dice:
        used = turn.used
        for i, value in enumerate(turn.dice):
            if not used[i]:
                free[i] = value
    return free


def roll(state: CozState, dice: Dice, events: list[Event], which: list[int], why: str, rule: str = RULE) -> None:
    turn = state.turn
    values = dice.roll(len(which))
    if turn.dice is None:
        turn.dice, turn.used = values, [False] * len(values)
    else:
        for i, v in zip(which, values):
            turn.dice[i] = v
    events.append(Event("roll", rule, f"{turn.seat.upper()} {why}: {' '.join(map(str, turn.dice))}.",
                        {"seat": turn.seat, "dice": list(turn.dice), "rolled": which,
                         "used": list(turn.used), "purpose": "fight"}, reveals=True))


# --- what the players hold ----------------------------------------------------------------------------

def reserved(turn: Turn, key: str) -> int:
    return sum(getattr(h.use, key) for h in turn.hits) if turn.hits else 0


def ready_flips(state: CozState) -> dict[str, int]:
    """Saved, ready Flip Heroes whose Strength a combination may use (CoZ Flip Hero cards)."""
    if not state.flips:
        return {}
    taken = {name for h in state.turn.hits for name in h.use.heroes} if state.turn else set()
    return {k: data.FLIP_BY_KEY[k].strength for k, f in state.flips.items()
            if f.where == "saved" and not f.exhausted and k not in taken}


def rule_breaker(state: CozState) -> bool:
    return state.rule_breaker >= state.round


def glove_ready(state: CozState) -> bool:
    """CoZ MASTER THIS! The Power Glove: once per round (any number of cubes in that one turn)."""
    return bool(held(state, data.GLOVE)) and (state.glove_round != state.round or state.turn.glove)


def tools(state: CozState) -> solver.Tools:
    turn = state.turn
    heroes = tuple(sorted(ready_flips(state).items())) if state.flips else ()
    if not state.items or items_blocked(state):   # no Item held (a reserved one is held until the turn resolves)
        return _tools(False, False, 0, 0, rule_breaker(state), heroes)
    portal, glove, energy, binoculars = _holding(tuple(state.items))
    if turn.hits:
        energy, binoculars = energy - reserved(turn, "energy"), binoculars - reserved(turn, "binoculars")
    return _tools(portal, glove and glove_ready(state), energy, binoculars, rule_breaker(state), heroes)


@lru_cache(maxsize=1024)
def _holding(items: tuple[str, ...]) -> tuple[bool, bool, int, int]:
    """Portal held, Glove held, Energy and Binoculars counts, for a hand of Items (the hand changes
    a few times a game; tools() asks at every decision)."""
    effects = [CARDS[c].effect for c in items]
    return data.PORTAL in effects, data.GLOVE in effects, effects.count(data.ENERGY), effects.count(data.BINOCULARS)


@lru_cache(maxsize=1024)
def _tools(portal: bool, glove: bool, energy: int, binoculars: int, rule_breaker: bool,
           heroes: tuple[tuple[str, int], ...]) -> solver.Tools:
    """Each holding's Tools built once (a NamedTuple's keyword constructor is slow, and tools() is asked
    at every decision)."""
    return solver.Tools(portal=portal, glove=glove, energy=energy, binoculars=binoculars,
                        rule_breaker=rule_breaker, heroes=heroes)


# --- targets ----------------------------------------------------------------------------------------

BLOCKED = {   # why dice cannot hit a card (`_blocked`'s answers, in a player's words)
    "not_target": "{card} is not a Zombie, Alien Boss, Flip Hero or Toxic Barrel in play",
    "hit": "{name} is already hit this turn",
    "alonso": "No Zombies can be Defeated until Zombie Alonso is destroyed (Flip Hero cards)",
    "shield": "{name} is directly behind {front}, whose shield icon protects it (Apocalypse Mode)",
}


def _blocked(state: CozState, card: str, slot: int, taken, alonso_blocks: bool) -> str:
    """Why dice cannot hit the card in this board slot now (a BLOCKED key), or '': the one copy of the
    rule (targets() has a fast path for boards with only Zombie cards and no shields)."""
    zombie = card in ZOMBIE_IDS or is_zombie(state, card)
    if not zombie and card not in FLIP_BY_ID:
        return "not_target"
    if card in taken:
        return "hit"
    if alonso_blocks and zombie and card != ALONSO_ID:   # CoZ Flip Hero cards: Zombie Alonso
        return "alonso"
    if slot < BARRICADE * COLS and state.opts["apocalypse"] == "on":   # CoZ Apocalypse Mode: shields
        front = state.board[slot + COLS]
        if front and is_zombie(state, front) and data.SHIELD in icons(state, front):
            return "shield"
    return ""


def _alonso_blocks(state: CozState, taken) -> bool:
    return bool(state.flips) and zombie_flip_in_play(state, data.ALONSO) and ALONSO_ID not in taken


def target_refusal(state: CozState, card: str) -> str:
    """Why dice cannot hit `card` now, or ''."""
    taken = {h.target for h in state.turn.hits}
    if _is_barrel(state, card):
        return BLOCKED["hit"].format(name=card_name(state, card)) if card in taken else ""
    slot = slot_of(state, card) if isinstance(card, str) else None
    why = "not_target" if slot is None else _blocked(state, card, slot, taken, _alonso_blocks(state, taken))
    if not why:
        return ""
    if slot is None:  # not a card on the board: maybe no card at all, so it has no name to give
        return BLOCKED[why].format(card=card, name=card, front=None)
    front = state.board[slot + COLS] if why == "shield" else None
    return BLOCKED[why].format(card=card, name=card_name(state, card), front=front and card_name(state, front))


def _is_barrel(state: CozState, card: str) -> bool:
    return state.barrel is not None and state.barrel.card == card


def targets(state: CozState) -> list[tuple[str, int | None]]:
    """(card, slot) of everything the dice may hit now, in board order, then the Toxic Barrel."""
    turn, board = state.turn, state.board
    taken = {h.target for h in turn.hits}
    if not state.flips and state.opts["apocalypse"] != "on":   # the fast path (asked at every decision)
        out = [(card, slot) for slot, card in enumerate(board)        # every Zombie card not hit
               if card in ZOMBIE_IDS and card not in taken]
    else:
        blocks = _alonso_blocks(state, taken)
        out = [(card, slot) for slot, card in enumerate(board)
               if card is not None and not _blocked(state, card, slot, taken, blocks)]
    if state.barrel and state.barrel.card not in taken:
        out.append((state.barrel.card, None))
    return out


STAKE = {c.id: c.hunger or c.abduct for c in CARDS.values()}                # Survivors a card puts at risk
BONUS = {c.id: 2.0 if c.kind == data.BOSS else 0.0 for c in CARDS.values()}  # an Alien Boss's reward
# A Zombie or Alien Boss card's threat on each row above the Barricade, worked out once (best_plans
# weighs every target at every decision): Survivors at stake, more the nearer the Barricade.
ROW_THREAT = {c: tuple(1.0 + STAKE[c] * (row + 1) / BARRICADE + BONUS[c] for row in range(BARRICADE))
              for c in ZOMBIE_IDS}
ON_BARRICADE = BARRICADE * COLS   # the first slot of the Barricade row
# Each slot above the Barricade: Zombie or Alien Boss card -> its solver board entry (card, Strength,
# threat) there, as printed: built once, not at every decision
ENTRY_AT = tuple({c: (c, STRENGTHS[c], ROW_THREAT[c][slot // COLS]) for c in ZOMBIE_IDS}
                 for slot in range(ON_BARRICADE))


def threat(state: CozState, card: str, slot: int | None = None, crowd: int | None = None) -> float:
    """How much a target matters (used to order the suggested hits and by the auto-player):
    Survivors at stake, more the nearer the Barricade; Flip Heroes to save; the Toxic Barrel's blast.
    `crowd` is barricade_crowd(state) when the caller has it."""
    by_row = ROW_THREAT.get(card)
    if by_row is None and _is_barrel(state, card):
        return 1.0 + sum(threat(state, c) for c in blast_zone(state))
    slot = slot_of(state, card) if slot is None else slot
    row = slot // COLS if slot is not None else 0
    last = BARRICADE
    if by_row is not None:                               # a Zombie or Alien Boss card
        if row == last:                                  # it has eaten: it only fills the Barricade
            return 1.0 + (barricade_crowd(state) if crowd is None else crowd) + BONUS[card]
        return by_row[row]
    flip = FLIP_BY_ID[card]
    if state.flips[flip.key].side == "human":
        return 6.0 + row
    if row == last:
        weight = 1.0 + (barricade_crowd(state) if crowd is None else crowd)
    else:
        weight = 1.0 + flip.zombie_hunger * (row + 1) / last
    return weight + (4 if flip.key in (data.ALONSO, data.LUCY) else 0)   # their curses


def masaaki_bonus(state: CozState, card: str, crowd: int) -> float:
    """The threat of the Zombies behind Masaaki's mark, which fall with it (CoZ Special Moves: Masaaki)."""
    slot = slot_of(state, card)
    if slot is None:
        return 0.0
    behind = (r * COLS + slot % COLS for r in range(slot // COLS))
    return sum(threat(state, state.board[s], s, crowd) for s in behind if is_zombie(state, state.board[s]))


def barricade_crowd(state: CozState) -> int:
    """Zombies on the Barricade (six overrun it, CoZ STEP 3)."""
    return zombies_in(state, state.board[BARRICADE * COLS:])


def blast_zone(state: CozState) -> list[str]:
    """Zombies within 1 space of the Toxic Barrel (rulings: the 8 spaces around it and its own)."""
    row, col = row_col(state.barrel.slot)
    out = []
    for r in range(max(0, row - 1), min(BARRICADE, row + 1) + 1):
        for c in range(max(0, col - 1), min(COLS - 1, col + 1) + 1):
            card = state.board[r * COLS + c]
            if is_zombie(state, card):
                out.append(card)
    return out


# --- hits ----------------------------------------------------------------------------------------------

def check_hit(state: CozState, action: Action) -> tuple[int, Use]:
    turn = state.turn
    target, expr = action.get("target"), action.get("expr")
    if not isinstance(target, str) or not isinstance(expr, str):
        raise IllegalAction("a hit names a target and a combination: hit target=CZ05 expr=d0*d1+d2", RULE)
    refusal = target_refusal(state, target)
    if refusal:
        raise IllegalAction(refusal, RULE)
    try:
        value, use = evaluate(expr, unused(turn), ready_flips(state))
    except ExpressionError as exc:
        raise IllegalAction(str(exc), RULE) from None
    blocked = items_blocked(state)
    doubled = 0 if rule_breaker(state) else use.doubled_dice
    spends = use.portal or use.glove or use.energy or use.binoculars or doubled
    if spends and blocked:
        raise IllegalAction(blocked, "CoZ Apocalypse Mode" if "icon" in blocked else "CoZ Flip Hero cards")
    if use.portal and not held(state, data.PORTAL):
        raise IllegalAction(*ITEM_REFUSALS["portal"])
    if use.glove and not glove_ready(state):
        reason, rule = ITEM_REFUSALS["glove"]
        raise IllegalAction(reason + (": already used this round" if held(state, data.GLOVE)
                                      else ": the players do not hold it"), rule)
    if use.energy > len(held(state, data.ENERGY)) - reserved(turn, "energy"):
        raise IllegalAction(*ITEM_REFUSALS["energy"])
    if use.binoculars + doubled > len(held(state, data.BINOCULARS)) - reserved(turn, "binoculars"):
        raise IllegalAction(*ITEM_REFUSALS["binoculars"])
    need = strength(state, target)
    if value != need:
        shown = pretty(expr, unused(turn))
        raise IllegalAction(f"{shown} = {value}, but {card_name(state, target)}'s Strength is {need}", RULE)
    return value, use


def apply_hit(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    """Record a checked hit (check_hit passed); resolve the turn when no die is left."""
    turn = state.turn
    target, expr = action["target"], action["expr"]
    value, use, said = evaluate_and_word(expr, unused(turn), ready_flips(state))   # the dice it names were free
    doubled = 0 if rule_breaker(state) else use.doubled_dice
    used = sorted(use.dice)
    turn.hits.append(Hit(target, expr, value, list(used),
                         Spent(use.energy, use.binoculars + doubled, use.glove, use.portal, list(use.heroes))))
    if use.glove:
        turn.glove = True
    marks, rolled = turn.used, turn.dice
    for i in used:
        marks[i] = True
    slot = slot_of(state, target)
    events.append(Event("hit", RULE, f"{said} = {value} hits {card_name(state, target)}.",
                        {"target": target, "expr": expr, "value": value, "dice": [rolled[i] for i in used],
                         "indices": used, "hits": [True] * len(used), "mark": "used",
                         "slot": slot_name(slot) if slot is not None else None}))
    if state.opts["apocalypse"] == "on" and data.TARGET in icons(state, target) and not all(turn.used):
        lost = [i for i, u in enumerate(turn.used) if not u]
        turn.used = [True] * len(turn.used)
        events.append(Event("discard_dice", "CoZ Apocalypse Mode", "The target icon: the unused dice are "
                            "discarded.", {"dice": [turn.dice[i] for i in lost], "indices": lost,
                                           "hits": [True] * len(lost), "mark": "lost"}))
    if all(turn.used):
        resolve(state, dice, events)


def resolve(state: CozState, dice: Dice, events: list[Event]) -> None:
    """Every die used: the hit targets are defeated together; items and heroes are spent (CoZ STEP 2)."""
    turn = state.turn
    seat = turn.seat
    # one-use items go to the Graveyard; the Portal and Glove are kept (CoZ The Power Glove: "Players keep
    # and re-use the Alien Portal and Power Glove card")
    spends = state.items and any(h.use.energy or h.use.binoculars for h in turn.hits)
    for key, effect in (("energy", data.ENERGY), ("binoculars", data.BINOCULARS)) if spends else ():
        spent = reserved(turn, key)
        for card in held(state, effect)[:spent] if spent else ():
            state.items.remove(card)
            state.graveyard.append(card)
            events.append(Event("item_used", "CoZ Items", f"The {CARDS[card].name} is used.",
                                {"card": card, "effect": effect}))
    if turn.glove:
        state.glove_round = state.round
    for hit in turn.hits if state.flips else ():
        for name in hit.use.heroes:
            state.flips[name].exhausted = True
    hit_cards = [h.target for h in turn.hits]
    board = state.board   # (a Zombie card is the quick answer; zombies_in counts Flip Heroes too)
    had_zombies = not ZOMBIE_IDS.isdisjoint(board) or bool(zombies_in(state, board))
    doomed = sorted(hit_cards, key=lambda c: c != ALONSO_ID) if ALONSO_ID in hit_cards else list(hit_cards)
    if turn.masaaki in hit_cards and slot_of(state, turn.masaaki) is not None:
        row, col = row_col(slot_of(state, turn.masaaki))
        behind = [state.board[r * COLS + col] for r in range(row)]
        doomed += [c for c in behind if is_zombie(state, c) and c not in doomed]
    for card in doomed:
        if _is_barrel(state, card):
            blast(state, events, seat)
        elif slot_of(state, card) is not None:
            rule = "CoZ Special Moves: Masaaki" if card not in hit_cards else RULE
            if card in FLIP_BY_ID and state.flips[FLIP_BY_ID[card].key].side == "human":
                rule = "CoZ Flip Hero cards"
            steps.defeat(state, card, events, rule, seat)
    state.turn = None
    state.turn_no += 1
    # SAVE MORE SURVIVORS: this turn defeated the last Zombie, not only a Barrel or a Flip Hero on a board
    # Sudden Decay had already cleared (docs/rulings.md)
    state.cleared = had_zombies and ZOMBIE_IDS.isdisjoint(board) and not zombies_in(state, board)


def blast(state: CozState, events: list[Event], seat: str) -> None:
    """CoZ Items, Toxic Barrel: destroyed, it defeats all Zombies within 1 space."""
    barrel = state.barrel
    caught = blast_zone(state)
    if zombie_flip_in_play(state, data.ALONSO) and ALONSO_ID not in caught:
        caught = []
    state.barrel = None
    state.graveyard.append(barrel.card)
    events.append(Event("barrel", "CoZ Items", f"The Toxic Barrel explodes at {slot_words(barrel.slot)}!",
                        {"card": barrel.card, "from": slot_name(barrel.slot), "to": "graveyard",
                         "caught": caught}))
    for card in sorted(caught, key=lambda c: c != ALONSO_ID):
        steps.defeat(state, card, events, "CoZ Items: Toxic Barrel", seat)


def end_turn(state: CozState, events: list[Event]) -> None:
    """Dice left unused: the turn is missed and no Zombie is defeated (CoZ STEP 2)."""
    turn = state.turn
    events.append(Event("missed_turn", RULE, f"{turn.seat.upper()} could not use all the dice: the turn is missed.",
                        {"seat": turn.seat, "hits": [h.target for h in turn.hits]}))
    state.turn = None
    state.turn_no += 1
    state.cleared = False


def best_plans(state: CozState, free: dict[int, int], changed: tuple[str, int] = ("", 0), limit: int = 3
               ) -> tuple[solver.Assignment, ...]:
    """The solver's best full assignments of these dice to the targets, heaviest threat first;
    with `changed` (card, +1 or -1), as if a Dustbin Lid had changed that card's Strength."""
    return solver.assignments(*problem(state, free, changed), limit=limit)


def problem(state: CozState, free: dict[int, int], changed: tuple[str, int] = ("", 0)
            ) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[str, int, float], ...], solver.Tools]:
    """The solver's question: these dice, the targets as (card, Strength, threat), what is held."""
    card, change = changed
    turn = state.turn
    if state.mods or state.flips or state.barrel or change or state.opts["apocalypse"] == "on":
        crowd = barricade_crowd(state)
        board = tuple((c, strength(state, c) + change if c == card else strength(state, c),
                       threat(state, c, slot, crowd)) for c, slot in targets(state))
    else:   # only Zombie and Alien Boss cards, as printed, no shields: the entries straight from their tables
        crowd = len(ZOMBIE_IDS.intersection(state.board[ON_BARRICADE:]))   # on the Barricade, hit or not
        eaten = 1.0 + crowd
        board = tuple([ENTRY_AT[slot][c] if slot < ON_BARRICADE else (c, STRENGTHS[c], eaten + BONUS[c])
                       for c, slot in targets(state)])
    marked = turn.masaaki
    if marked:      # CoZ Special Moves: Masaaki - the marked Zombie's column falls with it
        board = tuple((c, s, w + masaaki_bonus(state, c, crowd) if c == marked else w) for c, s, w in board)
    return tuple(sorted(free.items())), board, tools(state)


# The solver's hits have no end of words: an entry is about 0.5 KB, 4,096 hold a 400-game bench run's
# hits, where 32,768 grew through a soak.
_HITS = interner(4096)


def hit_action(expr: str, target: str) -> Action:
    """A hit, made once (the solver names the same hits game after game)."""
    return _HITS("hit", expr=expr, target=target)


def legal_hits(state: CozState, free: dict[int, int]) -> list[Action]:
    """Every hit open now with the unused dice `free` (CoZ STEP 2): for each target, one per group of
    dice and what it spends (`spend_key`), in the solver's words: the cheapest ways first, as the
    auto-player writes them, then every costlier spend the search makes (docs/rulings.md: what the
    search covers)."""
    board = tuple([(card, strength(state, card)) for card, _ in targets(state)])
    dice, held_now, heroes = tuple(sorted(free.items())), tools(state), ready_flips(state)
    listed: dict[tuple, Action] = {}
    for expr, target in solver.every_hit(dice, board, held_now) + solver.every_spend(dice, board, held_now):
        key = target, spend_key(state, evaluate(expr, free, heroes)[1])
        if key not in listed:
            listed[key] = hit_action(expr, target)
    return list(listed.values())


def spend_key(state: CozState, use: Use) -> tuple:
    """What a hit uses, for telling two spellings of the same hit apart from two different hits:
    its dice, Energy, Binoculars (a doubled die is free under Lucy's Rule Breaker), the Glove, heroes."""
    doubled = 0 if rule_breaker(state) else use.doubled_dice
    return tuple(sorted(use.dice)), use.energy, use.binoculars + doubled, bool(use.glove), tuple(sorted(use.heroes))


BEYOND = "rulings: the legal list of a fight turn"


def canonical_hit(state: CozState, action: Action, use: Use, legal: list[Action]) -> Action:
    """The listed hit another correct spelling stands for (same target, dice and spends). A hit the
    search does not list (beyond its limits) is refused: the legal list is every hit open, so a table
    that lists what it can find in a frame refuses the rest (docs/rulings.md)."""
    if action in legal:
        return action
    key, target, free, heroes = spend_key(state, use), action["target"], unused(state.turn), ready_flips(state)
    for listed in legal:
        if listed.kind == "hit" and listed["target"] == target and \
                spend_key(state, evaluate(listed["expr"], free, heroes)[1]) == key:
            return listed
    raise IllegalAction(f"{pretty(action['expr'], free)} = {strength(state, target)} is correct, but beyond what "
                        f"the table's search lists (3 items or more, a Flip Hero inside a part, a cube the dice do "
                        f"not need inside a part, a result past ±150): make it another way", f"{RULE}; {BEYOND}")
