"""What happens without a player's choice: dealing, moving down, eating, the plane, events.

Each function mutates the state in place and appends Events (with the rule and
the data the scene animates: slot names from the map, card ids, dice).
"""
from __future__ import annotations

from functools import lru_cache

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER
from zombiebox.core.words import plural

from . import data
from .data import BOSS, CARDS, EVENT, FLIP_BY_ID, ITEM
from .layout import BARRICADE, COLS, layout
from .state import (TO, CozState, Debt, Peek, Result, Reward, card_name, hunger, icons, in_play_icon, is_zombie,
                    lasts_until, round_order, row_col, slot_name, slot_of, slot_words, strength, survivors,
                    zombie_flip_in_play, zombies_in)

Events = list[Event]


# --- the Zombie Deck ---------------------------------------------------------------------------------

def draw(state: CozState, dice: Dice, events: Events) -> str | None:
    """The top card; an empty deck is the shuffled Graveyard first (CoZ STEP 5)."""
    if not state.deck:
        if not state.graveyard:
            return None
        state.deck = dice.shuffle(state.graveyard)
        state.graveyard = []
        events.append(Event("reshuffle", "CoZ STEP 5", f"The Zombie Graveyard is shuffled into a new Zombie Deck "
                            f"({len(state.deck)} cards).", {"cards": len(state.deck)}))
    return state.deck.pop(0)


def place(state: CozState, slot: int, card: str, events: Events, rule: str) -> None:
    """Deal a card face up into a slot; Events and Items wait there for STEP 1."""
    state.board[slot] = card
    kind = CARDS[card].kind
    if kind in (EVENT, ITEM):
        state.queue.append(card)
    words, name, row, col = _space(slot)
    events.append(Event("deal", rule, f"{card_name(state, card, True)} ({card}) is dealt to {words}.",
                        {"card": card, "slot": name, "row": row, "col": col, "kind": kind}, reveals=True))


@lru_cache(maxsize=None)
def _space(slot: int) -> tuple[str, str, str, int]:
    """A slot's words, map name, row and column (1-6), once each: every deal names them."""
    row, col = divmod(slot, COLS)
    return slot_words(slot), slot_name(slot), layout().rows[row], col + 1


# row -> every slot in dealing order: that row left to right, then each row above
DEAL_ORDER = tuple(tuple(r * COLS + c for r in range(row, -1, -1) for c in range(COLS)) for row in range(BARRICADE + 1))


def free_slots_from(state: CozState, row: int) -> list[int]:
    """Free slots for dealing: this row left to right, then each row above (CoZ STEP 5 overflow)."""
    board = state.board
    return [slot for slot in DEAL_ORDER[row] if board[slot] is None]


def deal_to_row(state: CozState, row: int, count: int, dice: Dice, events: Events, rule: str) -> list[int]:
    """Deal `count` cards into the free spaces of `row`, the rest to the rows above (CoZ STEP 5)."""
    dealt = []
    for slot in free_slots_from(state, row)[:count]:
        card = draw(state, dice, events)
        if card is None:
            break
        place(state, slot, card, events, rule)
        dealt.append(slot)
    return dealt


# --- Zombies moving down -----------------------------------------------------------------------------

# the slots above the Barricade in the order Zombies move: bottom row first, left to right
BOTTOM_UP = tuple(row * COLS + col for row in range(BARRICADE - 1, -1, -1) for col in range(COLS))


def move_down(state: CozState, events: Events, rule: str, only: set[int] | None = None) -> None:
    """Zombies move down one row (CoZ STEP 3): bottom rows first, straight down into a free space;
    from the Backyard into ANY empty Barricade space (the nearest); Zombies on the Barricade stay.
    With `only`, just those slots move (the down-triangle icon); otherwise the Toxic Barrel rises."""
    board, last = state.board, layout().barricade
    arrivals = []
    if only is None:      # every card above the Barricade, in order (the loop passes over non-Zombies)
        moving = [slot for slot in BOTTOM_UP if board[slot] is not None]
    else:
        moving = sorted(only, key=lambda s: (-(s // COLS), s % COLS))
    for slot in moving:                                   # bottom row first, left to right
        card = board[slot]
        row, col = divmod(slot, COLS)
        if row == last or not is_zombie(state, card):
            continue
        below = slot + COLS
        if board[below] is not None and row + 1 == last:
            free = [last * COLS + c for c in sorted(range(COLS), key=lambda c: (abs(c - col), c))
                    if board[last * COLS + c] is None]
            below = free[0] if free else None
        if below is None or board[below] is not None:
            continue                                     # rulings: a blocked Zombie waits
        board[slot], board[below] = None, card
        words, to, _, _ = _space(below)
        events.append(Event("move", rule, f"{card_name(state, card, True)} moves down to {words}.",
                            {"card": card, "from": slot_name(slot), "to": to}))
        if below // COLS == last:
            arrivals.append(card)
    if only is None:
        raise_barrel(state, events, rule)
    barricade_reached(state, arrivals, events)
    check_flips(state, events)


def raise_barrel(state: CozState, events: Events, rule: str) -> None:
    """CoZ Items, Toxic Barrel: it moves up one row when Zombies move down; past the City it is gone."""
    barrel = state.barrel
    if barrel is None:
        return
    if barrel.slot < COLS:
        state.graveyard.append(barrel.card)
        state.barrel = None
        events.append(Event("barrel", rule, "The Toxic Barrel rolls off past the City.",
                            {"card": barrel.card, "from": slot_name(barrel.slot), "to": "graveyard"}))
        return
    old = barrel.slot
    barrel.slot -= COLS
    events.append(Event("barrel", rule, f"The Toxic Barrel moves up to {slot_words(barrel.slot)}.",
                        {"card": barrel.card, "from": slot_name(old), "to": slot_name(barrel.slot)}))


def barricade_reached(state: CozState, arrivals: list[str], events: Events) -> None:
    """Overrun, else each arrival eats (hunger) or abducts (CoZ STEP 3; Alien Bosses)."""
    last = layout().barricade
    on_barricade = zombies_in(state, state.board[last * COLS:])
    if on_barricade == COLS:
        events.append(Event("overrun", "CoZ STEP 3", "Six Zombies on the Barricade: it is overrun!", {}))
        end_game(state, False, events)
        return
    for card in arrivals:
        if CARDS.get(card) and CARDS[card].kind == BOSS:
            abduct(state, card, events)
        else:
            need = hunger(state, card)
            events.append(Event("barricade", "CoZ STEP 3", f"{card_name(state, card, True)} reaches the Barricade, "
                                f"hungry for {need} Survivor{'s' if need > 1 else ''}.",
                                {"card": card, "slot": slot_name(slot_of(state, card)), "hunger": need}))
            state.debts.append(Debt("hunger", card, need, state.order[0]))


def abduct(state: CozState, card: str, events: Events) -> None:
    """An Alien Boss at the Barricade abducts from the Safe Zone, or if empty the Survivor Deck."""
    need = CARDS[card].abduct
    events.append(Event("barricade", "CoZ Alien Bosses", f"{card_name(state, card, True)} reaches the Barricade to "
                        f"abduct {need} Survivors.", {"card": card, "slot": slot_name(slot_of(state, card)),
                                                      "abduct": need}))
    if state.safe_zone:
        state.debts.append(Debt("abduct", card, need, state.order[0]))
        return
    taken = take_from_deck(state, need)
    state.abducted.extend(taken)
    events.append(Event("pay", "CoZ Alien Bosses", f"The Safe Zone is empty: {plural(len(taken), 'Survivor card')} "
                        f"{'is' if len(taken) == 1 else 'are'} abducted from the Survivor Deck.",
                        {"for": card, "cards": taken, "from": "survivor_deck", "to": "abducted"}))


def take_from_deck(state: CozState, survivors_wanted: int) -> list[str]:
    """Whole Survivor cards from the top until they hold the number wanted (rulings: whole cards)."""
    taken = []
    while state.survivor_deck and survivors(taken) < survivors_wanted:
        taken.append(state.survivor_deck.pop(0))
    return taken


def check_flips(state: CozState, events: Events) -> None:
    """A Flip Hero flips when a Zombie is on their row (CoZ Flip Hero cards)."""
    board = state.board
    for key, flip in state.flips.items():
        if flip.side != "human" or flip.where != "board":
            continue
        card = data.FLIP_BY_KEY[key].id
        row = slot_of(state, card) // COLS
        if any(is_zombie(state, c) for c in board[row * COLS:(row + 1) * COLS]):
            flip.side = "zombie"
            text = data.FLIP_BY_KEY[key].zombie_text
            events.append(Event("flip", "CoZ Flip Hero cards", f"A Zombie reached {data.HERO_NAMES[key]}'s row: "
                                f"{data.HERO_NAMES[key]} flips into a Zombie! {text}",
                                {"card": card, "hero": key, "slot": slot_name(slot_of(state, card)),
                                 "strength": strength(state, card), "text": text}))


# --- Survivor debts: hunger, abduction, evacuation ------------------------------------------------

def settle_debts(state: CozState, events: Events) -> None:
    """Pay what needs no choice: a whole Safe Zone that cannot cover the debt, or cards all alike."""
    while state.debts and state.stage != OVER:
        debt = state.debts[0]
        zone = state.safe_zone
        if not zone or debt.left <= 0:
            if not zone and debt.left > 0:
                events.append(Event("pay", debt_rule(debt), f"The Safe Zone is empty: {card_name(state, debt.card)}"
                                    " finds nobody.", {"for": debt.card, "cards": [], "to": debt_pile(debt)}))
            state.debts.pop(0)
            continue
        if debt_open(state):
            return                                       # a real choice: the players pick cards
        if survivors(zone) <= debt.left:
            cards = list(zone)
        else:                                            # cards all alike
            cards = zone[:-(-debt.left // data.CARDS[zone[0]].value)]
        for card in cards:
            pay(state, card, events)


def debt_open(state: CozState) -> bool:
    """The oldest debt is the players' choice: Safe Zone cards of different values, more than it takes."""
    debt, zone = state.debts[0], state.safe_zone
    return (bool(zone) and debt.left > 0 and survivors(zone) > debt.left
            and len({data.CARDS[c].value for c in zone}) > 1)


def debt_rule(debt: Debt) -> str:
    return "CoZ STEP 3" if debt.kind == "hunger" else "CoZ Alien Bosses"


def debt_pile(debt: Debt) -> str:
    return {"hunger": "survivor_deck", "abduct": "abducted", "evacuate": "evacuated"}[debt.kind]


def pay(state: CozState, card: str, events: Events) -> None:
    """One Survivor card toward the oldest debt: eaten cards go to the bottom of the Survivor Deck
    (CoZ STEP 3), abducted ones leave the game, evacuated ones are set aside (CoZ Alien Bosses)."""
    debt = state.debts[0]
    state.safe_zone.remove(card)
    pile = debt_pile(debt)
    getattr(state, pile).append(card)
    value = data.CARDS[card].value
    debt.left -= value
    verb = {"hunger": "is eaten by", "abduct": "is abducted by", "evacuate": "is evacuated thanks to"}[debt.kind]
    events.append(Event("pay", debt_rule(debt), f"A card of {value} Survivor{'s' if value > 1 else ''} {verb} "
                        f"{card_name(state, debt.card)}.",
                        {"for": debt.card, "cards": [card], "value": value, "from": "safe_zone", "to": pile}))
    if debt.left <= 0 or not state.safe_zone:
        state.debts.pop(0)


# --- the Rescue Plane ------------------------------------------------------------------------------

def plane_down(state: CozState, events: Events, rule: str) -> None:
    """Move the plane one step; Heroes refresh at the refresh points; landing wins (CoZ STEP 4)."""
    start = state.plane
    state.plane = start - 1
    refresh = state.plane in layout().refresh
    events.append(Event("plane", rule, f"The Rescue Plane moves down to {state.plane}.",
                        {"from": start, "to": state.plane, "refresh": refresh,
                         "over": layout().over[state.plane]}))
    if refresh:
        refresh_heroes(state, events, "CoZ Hero cards: Refreshing Exhausted Heroes")
    if state.plane == 0:
        end_game(state, True, events)


def refresh_heroes(state: CozState, events: Events, rule: str, keep: str = "") -> None:
    refreshed = [k for k, h in state.heroes.items() if h.exhausted and k != keep]
    refreshed += [k for k, f in state.flips.items() if f.where == "saved" and f.exhausted and k != keep]
    for key in refreshed:
        (state.heroes.get(key) or state.flips[key]).exhausted = False
    events.append(Event("refresh", rule, f"Refreshed: {', '.join(data.HERO_NAMES[k] for k in refreshed) or 'nobody'}.",
                        {"heroes": refreshed}))


def end_game(state: CozState, won: bool, events: Events) -> None:
    saved = survivors(state.safe_zone) + survivors(state.evacuated) if won else 0
    label = data.rank(saved) if won else "Barricade overrun"
    state.result = Result(won, saved, label)
    state.stage = OVER
    state.debts, state.rewards, state.turn = [], [], None
    state.ending = state.endings[0]
    text = dict((e[0], e[1] if won else e[2]) for e in data.ENDINGS)[state.ending]
    events.append(Event("game_over", "CoZ GAME OVER", (f"The Rescue Plane lands! {saved} Survivors saved: {label}"
                        if won else "The Barricade is overrun: you lose.") + f" Game Ending: {text}",
                        {"won": won, "saved": saved, "rank": label, "ending": state.ending, "text": text},
                        reveals=True))


# --- STEP 5 and the green Apocalypse icons -----------------------------------------------------------

def spawn_row(state: CozState) -> int:
    over = layout().over[state.plane]
    return layout().row_index(over)


def step5(state: CozState, dice: Dice, events: Events) -> None:
    """Deal more Zombie cards on the row the plane is over (CoZ STEP 5; Apocalypse green icons)."""
    if state.opts["players"] >= 4:
        count = 6
    else:
        roll = dice.roll(2)
        count = max(roll)
        events.append(Event("roll", "CoZ STEP 5", f"Spawn roll {roll[0]} and {roll[1]}: deal {count} "
                            f"card{'s' if count > 1 else ''}.", {"dice": roll, "purpose": "spawn", "count": count},
                            reveals=True))
    apocalypse = state.opts["apocalypse"] == "on"   # icons count only then: skip the scans without it
    numbered = ([data.spawn_number(i) for c in state.board if is_zombie(state, c) for i in icons(state, c)]
                if apocalypse else ())
    if any(numbered):
        count = max(numbered)
        events.append(Event("apocalypse", "CoZ Apocalypse Mode", f"A numbered icon is in play: spawn {count}.",
                            {"icon": "spawn", "count": count}))
    row = spawn_row(state)
    dealt = deal_to_row(state, row, count, dice, events, "CoZ STEP 5")
    if apocalypse:
        green_icons(state, row, dealt, dice, events)
    check_flips(state, events)


def _pairs(state: CozState, dealt: list[int], icon: str) -> list[set[int]]:
    """New cards with `icon` next to each other in a row, and cards carrying it twice
    (facts-from-publishers.md: two identical icons on one card also trigger)."""
    board, have = state.board, {s for s in dealt if icon in icons(state, state.board[s])}
    groups = [{s, s + 1} for s in have if s % COLS < COLS - 1 and s + 1 in have]
    groups += [{s} for s in have if icons(state, board[s]).count(icon) >= 2]
    return groups


def green_icons(state: CozState, row: int, dealt: list[int], dice: Dice, events: Events) -> None:
    extra = len(_pairs(state, dealt, data.PLUS))
    if extra:
        events.append(Event("apocalypse", "CoZ Apocalypse Mode", f"Plus icons side by side: {extra} more Zombie "
                            f"card{'s' if extra > 1 else ''}.", {"icon": "plus", "count": extra}))
        deal_to_row(state, row, extra, dice, events, "CoZ Apocalypse Mode")
    down = set().union(*_pairs(state, dealt, data.DOWN))
    if down:
        events.append(Event("apocalypse", "CoZ Apocalypse Mode", "Down icons side by side: those Zombies move "
                            "down a row.", {"icon": "down", "slots": [slot_name(s) for s in sorted(down)]}))
        move_down(state, events, "CoZ Apocalypse Mode", only=down)


# --- defeating Zombies -------------------------------------------------------------------------------

def defeat(state: CozState, card: str, events: Events, rule: str, seat: str) -> None:
    """A defeated card leaves the board: Zombies to the Graveyard, Flip Hero Zombies out of the game,
    a Flip Hero saved to the Safe Zone; an Alien Boss earns a reward (CoZ STEP 2, Alien Bosses)."""
    slot = slot_of(state, card)
    flip = FLIP_BY_ID.get(card)
    state.mods.pop(card, None)                        # a Dustbin Lid's change leaves with the card
    if slot is not None:
        state.board[slot] = None
    if flip:
        side = state.flips[flip.key].side
        state.flips[flip.key].where = "removed" if side == "zombie" else "saved"
        to = "removed" if side == "zombie" else "saved"
    else:
        state.graveyard.append(card)
        to = "graveyard"
    verb = "is saved and joins the Safe Zone" if to == "saved" else "is defeated"
    events.append(Event("defeat", rule, f"{card_name(state, card, True)} {verb}.",
                        {"card": card, "slot": slot_name(slot) if slot is not None else None, "to": to}))
    if not flip and CARDS[card].kind == BOSS:
        state.rewards.append(Reward(card, seat))


def survivors_saved(state: CozState, cards: int, events: Events, rule: str) -> None:
    dealt = state.survivor_deck[:cards]
    del state.survivor_deck[:cards]
    state.safe_zone.extend(dealt)
    events.append(Event("survivors", rule, f"{plural(len(dealt), 'Survivor card')} ({plural(survivors(dealt), 'Survivor')}) "
                        f"join{'s' if len(dealt) == 1 else ''} the Safe Zone.", {"cards": dealt, "from": "survivor_deck", "to": "safe_zone"}, reveals=True))


def save_more_survivors(state: CozState, dice: Dice, events: Events) -> None:
    """CoZ Defeated all the Zombies in play? 4 Survivor cards, the plane down, 6 cards on its row."""
    rule = "CoZ SAVE MORE SURVIVORS"
    survivors_saved(state, 4, events, rule)
    plane_down(state, events, rule)
    if state.stage != OVER:
        deal_to_row(state, spawn_row(state), 6, dice, events, rule)
        check_flips(state, events)


# --- STEP 1: Events, then Items ------------------------------------------------------------------------

def resolve_next(state: CozState, dice: Dice, events: Events) -> None:
    """Resolve the oldest Event waiting on the board; when none is left, take the oldest Item
    (CoZ STEP 1: Events first, in the order they appeared, then Items)."""
    waiting = [c for c in state.queue if CARDS[c].kind == EVENT] or state.queue
    card = waiting[0]
    state.queue.remove(card)
    slot = slot_of(state, card)
    state.board[slot] = None
    c = CARDS[card]
    if c.kind == ITEM:
        state.items.append(card)
        events.append(Event("item_taken", "CoZ STEP 1", f"The players take the {c.name}.",
                            {"card": card, "slot": slot_name(slot), "effect": c.effect}))
        return
    events.append(Event("event", "CoZ Events", f"{c.name}: {c.text}", {"card": card, "slot": slot_name(slot),
                                                                       "effect": c.effect}))
    effect = c.effect
    if effect == data.SECOND_CHANCE:
        state.active[card] = lasts_until(state)
        return
    if effect == data.SUDDEN_DECAY and state.opts["players"] > 1:
        state.decay = card                            # the table chooses who rolls
        return
    state.graveyard.append(card)
    if effect == data.SUDDEN_RUSH:
        move_down(state, events, "CoZ Events: Sudden Rush")
    elif effect == data.SUDDEN_DECAY:
        decay(state, state.order[0], dice, events)
    elif effect == data.SURPRISE_ATTACK:
        surprise_attack(state, dice, events)
    elif effect == data.SNEAK_PEEK:
        cards = state.deck[:8]
        if len(cards) > 1:                               # one card or none: no order to choose
            del state.deck[:8]
            state.peek = Peek(cards)
        events.append(Event("peek", "CoZ Events: Sneak Peek", f"The top {len(cards)} cards of the Zombie Deck: "
                            + ", ".join(card_name(state, x) for x in cards) + ".", {"cards": cards}, reveals=True))


def decay(state: CozState, roller: str, dice: Dice, events: Events) -> None:
    """CoZ Events, Sudden Decay: two dice added; Zombies of that Strength or lower go to the Graveyard
    (rulings: Alien Bosses are not Zombies; Zombie Alonso goes first, and while he stays nobody else goes)."""
    roll = dice.roll(2)
    total = sum(roll)
    events.append(Event("roll", "CoZ Events: Sudden Decay", f"{roller.upper()} rolls {roll[0]} + {roll[1]} = {total}.",
                        {"dice": roll, "purpose": "decay", "seat": roller, "total": total}, reveals=True))
    if state.decay:
        state.graveyard.append(state.decay)
        state.decay = None
    doomed = [c for c in state.board if c is not None and is_zombie(state, c)
              and (c in FLIP_BY_ID or CARDS[c].kind != BOSS) and strength(state, c) <= total]
    alonso = data.FLIP_BY_KEY[data.ALONSO].id
    if zombie_flip_in_play(state, data.ALONSO) and alonso not in doomed:
        doomed = []
    for card in sorted(doomed, key=lambda c: c != alonso):
        defeat(state, card, events, "CoZ Events: Sudden Decay", roller)


def surprise_attack(state: CozState, dice: Dice, events: Events) -> None:
    """CoZ Events, Surprise Attack: a card to every hand-icon space; a card already there moves to the
    nearest free space in its row (rulings), or, with none, the new card goes to the rows above."""
    board = state.board
    for slot in layout().hands:
        row, col = row_col(slot)
        target = slot
        if board[slot] is not None:
            free = [row * COLS + c for c in sorted(range(COLS), key=lambda c: (abs(c - col), c))
                    if board[row * COLS + c] is None]
            if free:
                board[free[0]], board[slot] = board[slot], None
                events.append(Event("move", "CoZ Events: Surprise Attack", f"{card_name(state, board[free[0]], True)} "
                                    f"moves aside to {slot_words(free[0])}.",
                                    {"card": board[free[0]], "from": slot_name(slot), "to": slot_name(free[0])}))
            else:
                above = free_slots_from(state, row - 1) if row else []
                target = above[0] if above else None
        if target is None:
            continue
        card = draw(state, dice, events)
        if card is None:
            return
        place(state, target, card, events, "CoZ Events: Surprise Attack")
    check_flips(state, events)


def end_round(state: CozState, events: Events) -> None:
    """Round-long effects end (Second Chance to the Graveyard); the next round begins at STEP 1."""
    for card, until in list(state.active.items()):
        if until <= state.round:
            del state.active[card]
            state.graveyard.append(card)
    if state.rule_breaker and state.rule_breaker <= state.round:
        state.rule_breaker = 0
    state.trick_shots = {}
    state.round += 1
    state.order = round_order(state.opts, state.round)
    state.turn_no = 0
    state.stage = TO.step1
    events.append(Event("round", "CoZ How to Play", f"Round {state.round} begins.",
                        {"round": state.round, "order": state.order}))


def plane_blocked(state: CozState) -> bool:
    return in_play_icon(state, data.PLANE)
