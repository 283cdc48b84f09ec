"""The City of Zombies state (typed slotted dataclasses that core.state turns into JSON and back) and
the questions the rules ask of it. Each nested part (the fight turn, a debt, a reward, ...) is its own
small dataclass; a field that is None means that part is not open now.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Annotated, Any, Literal, Optional

from msgspec import Meta

from zombiebox.core.flow import Points
from zombiebox.core.state import Count, Face

from . import data
from .data import BOSS, CARDS, FLIP_BY_ID, FLIP_BY_KEY, HERO_IDS, ZOMBIE
from .layout import COLS, layout

# What each field may hold, checked as a state is read (a position is written by hand): the box's cards
# by their ID Number (CoZ "Card ID Number"), the players p1-p6 (Number of Players), the Heroes by name.
CardId = Literal[tuple(CARDS) + tuple(FLIP_BY_ID)]
EndingId = Literal[tuple(card for card, _, _ in data.ENDINGS)]
Seat = Literal[tuple(f"p{i}" for i in range(1, 7))]
HeroKey = Literal[tuple(HERO_IDS)]
FlipKey = Literal[tuple(FLIP_BY_KEY)]
DieIndex = Literal[0, 1, 2]   # CoZ STEP 2: the 3 Battle Dice


# the game's decision points and automatic steps, in the order of play (CoZ Game Setup, How to Play): the
# round's stage names the step it opens, and a fight stage the fight turn or the step between turns
TO = Points("heroes", "flip", "resolve", "step1", "fight", "next_turn", "debts", "settle", "rewards", "peek",
            "decay", "step3", "step4", "step5")

@dataclass(slots=True)
class Spent:
    """What a hit reserves, spent when the turn resolves (CoZ STEP 2, Items, Flip Hero cards)."""
    energy: Count
    binoculars: Count        # Binoculars, with the dice it doubles (free under Lucy's Rule Breaker)
    glove: Count             # cubes
    portal: Count            # dice put on the Alien Portal
    heroes: list[FlipKey]    # saved Flip Heroes whose Strength it adds


@dataclass(slots=True)
class Hit:
    """One combination against one target, recorded until every die is used (CoZ STEP 2)."""
    target: CardId
    expr: str
    value: int
    dice: list[DieIndex]     # the die indices it uses
    use: Spent


@dataclass(slots=True)
class Turn:
    """The fight turn open now (CoZ STEP 2)."""
    seat: Seat
    dice: Optional[list[Face]] = None                # None until the 3 Battle Dice are rolled
    used: list[bool] = field(default_factory=list)   # per die: in a hit (or discarded)
    hits: list[Hit] = field(default_factory=list)
    second_chance: bool = False                      # CoZ Events: Second Chance used this turn
    masaaki: Optional[CardId] = None                 # the Zombie Masaaki marked (CoZ Special Moves)
    glove: bool = False                              # a hit of this turn uses the Power Glove


@dataclass(slots=True)
class Debt:
    """Survivors owed (CoZ STEP 3, Alien Bosses): `left` more to `kind` for `card`."""
    kind: Literal["hunger", "abduct", "evacuate"]
    card: CardId
    left: Count
    seat: Seat               # who chooses the cards


@dataclass(slots=True)
class Reward:
    """An Alien Boss defeated whose reward is not chosen yet (CoZ Alien Bosses)."""
    card: CardId
    seat: Seat


@dataclass(slots=True)
class Peek:
    """CoZ Events: Sneak Peek - the cards drawn, and those put back first so far."""
    cards: list[CardId]
    chosen: list[CardId] = field(default_factory=list)


@dataclass(slots=True)
class Setup:
    """A set-up choice open (CoZ How to Set up Heroes / Flip Heroes)."""
    kind: Literal["heroes", "flip"]
    seat: Seat


@dataclass(slots=True)
class Barrel:
    """A placed Toxic Barrel and its board slot (CoZ Items)."""
    card: CardId
    slot: Count


@dataclass(slots=True)
class Hero:
    owner: Literal[Seat, ""]  # the seat that owns it, or "" when the players share it
    exhausted: bool = False


@dataclass(slots=True)
class Flip:
    """A Flip Hero's side and place (CoZ Flip Hero cards)."""
    side: Literal["human", "zombie"]
    where: Literal["setup", "board", "saved", "removed"]
    exhausted: bool = False


@dataclass(slots=True)
class Result:
    won: bool
    saved: int
    label: str


@dataclass(slots=True)
class CozState:
    opts: dict[str, Any]              # effective options (the level table applied)
    seats: list[Seat]                 # ["p1".."pN"]
    deck: list[CardId]                # Zombie Deck, deck[0] is the top
    deck_size: Count
    board: list[Optional[CardId]]     # 30 slots (row * 6 + col), a card id or None
    survivor_deck: list[CardId]
    safe_zone: list[CardId]
    plane: Count                      # Approach Track step
    order: list[Seat]                 # this round's fight turns
    endings: list[EndingId]           # Game Ending cards
    round: Annotated[int, Meta(ge=1)] = 1
    stage: Literal["step1", "fight", "step3", "step4", "step5", "over"] = "step1"
    graveyard: list[CardId] = field(default_factory=list)
    queue: list[CardId] = field(default_factory=list)     # Events/Items on the board, in the order they appeared
    mods: dict[CardId, int] = field(default_factory=dict)  # card id -> Dustbin Lid change to its Strength
    items: list[CardId] = field(default_factory=list)     # Item cards held by the players
    active: dict[CardId, Count] = field(default_factory=dict)  # Event id -> last round it lasts (Second Chance)
    rule_breaker: Count = 0           # last round Lucy's Rule Breaker lasts (0: none)
    glove_round: Count = 0            # round the Power Glove was used
    barrel: Optional[Barrel] = None
    evacuated: list[CardId] = field(default_factory=list)
    abducted: list[CardId] = field(default_factory=list)
    heroes: dict[HeroKey, Hero] = field(default_factory=dict)
    hero_pool: list[HeroKey] = field(default_factory=list)   # heroes not dealt
    flips: dict[FlipKey, Flip] = field(default_factory=dict)
    turn_no: Count = 0
    turn: Optional[Turn] = None
    trick_shots: dict[Seat, Count] = field(default_factory=dict)   # seat -> re-rolls granted by Jake this round
    cleared: bool = False             # the last fight turn defeated the last Zombie (SAVE MORE SURVIVORS)
    debts: list[Debt] = field(default_factory=list)      # oldest first
    rewards: list[Reward] = field(default_factory=list)
    decay: Optional[CardId] = None    # Sudden Decay card waiting for its roller
    peek: Optional[Peek] = None
    setup: Optional[Setup] = None
    result: Optional[Result] = None
    ending: Optional[EndingId] = None


def effective_options(options: dict[str, Any]) -> dict[str, Any]:
    """The level table decides what the options may switch (CoZ Choose your level of play)."""
    opts = dict(options)
    level = opts["level"]
    if level in ("expert", "master"):
        opts["heroes"] = "on"                 # Heroes: Yes
    else:
        opts["flip_heroes"] = "off"           # Flip Heroes: No
    if level == "beginner":
        opts["apocalypse"] = "off"            # Apocalypse Mode: No
    if opts["players"] != 6:
        opts["team"] = "off"                  # CoZ Team mode for 6 players
    return opts


def lead(state: CozState) -> str:
    """The player who makes the table's choices this round: the first to fight."""
    return state.order[0]


def round_order(opts: dict[str, Any], round_no: int) -> list[str]:
    """Fight turns this round (CoZ STEP 2; Number of Players: solo two turns, team mode)."""
    players = opts["players"]
    if players == 1:
        return ["p1", "p1"]
    if opts["team"] == "on":
        first = 1 if round_no % 2 else 4
        return [f"p{i}" for i in range(first, first + 3)]
    return [f"p{i}" for i in range(1, players + 1)]


def lasts_until(state: CozState) -> int:
    """Last round of an effect that lasts 'this Round' (two Rounds in team mode)."""
    return state.round + (1 if state.opts["team"] == "on" else 0)


# --- cards on the board --------------------------------------------------------------------------

ZOMBIE_IDS = frozenset(c.id for c in data.ZOMBIE_DECK if c.kind in (ZOMBIE, BOSS))


def is_zombie(state: CozState, card: Optional[str]) -> bool:
    """A Zombie card, an Alien Boss or a Flip Hero turned Zombie: what moves, eats and is defeated."""
    if card in ZOMBIE_IDS:
        return True
    flip = FLIP_BY_ID.get(card)
    return flip is not None and state.flips[flip.key].side == "zombie"


def is_target(state: CozState, card: str) -> bool:
    """What dice may hit: Zombies, Alien Bosses, Flip Heroes (to save them), a placed Toxic Barrel."""
    return card in FLIP_BY_ID or is_zombie(state, card) or (
        state.barrel is not None and state.barrel.card == card)


STRENGTHS = {c.id: c.strength for c in CARDS.values()}


def strength(state: CozState, card: str) -> int:
    base = STRENGTHS.get(card)
    if base is None:
        flip = FLIP_BY_ID[card]
        base = flip.zombie_strength if state.flips[flip.key].side == "zombie" else flip.strength
    mods = state.mods
    return base + mods.get(card, 0) if mods else base


def hunger(state: CozState, card: str) -> int:
    flip = FLIP_BY_ID.get(card)
    return flip.zombie_hunger if flip else CARDS[card].hunger


def icons(state: CozState, card: str) -> tuple[str, ...]:
    """Apocalypse icons that count: none unless Apocalypse Mode is on (CoZ Apocalypse Mode)."""
    if state.opts["apocalypse"] != "on" or card in FLIP_BY_ID:
        return ()
    return CARDS[card].icons


def slot_of(state: CozState, card: str) -> Optional[int]:
    try:
        return state.board.index(card)
    except ValueError:
        return None


def zombie_slots(state: CozState) -> list[int]:
    return [i for i, c in enumerate(state.board) if c is not None and (c in ZOMBIE_IDS or is_zombie(state, c))]


def zombies_in(state: CozState, cards: list) -> int:
    """How many of these board cards are Zombies."""
    if not state.flips:   # only Zombie and Alien Boss cards can be (a card is in one space at a time)
        return len(ZOMBIE_IDS.intersection(cards))
    return sum(1 for c in cards if c is not None and (c in ZOMBIE_IDS or is_zombie(state, c)))


def in_play_icon(state: CozState, icon: str) -> bool:
    if state.opts["apocalypse"] != "on":
        return False
    return any(icon in icons(state, c) for c in state.board if is_zombie(state, c))


def zombie_flip_in_play(state: CozState, key: str) -> bool:
    flip = state.flips.get(key)
    return flip is not None and flip.side == "zombie" and flip.where == "board"


def items_blocked(state: CozState) -> str:
    """Why Items cannot be used now, or '' (Zombie Lucy; the crossed-hand icon)."""
    if state.flips and zombie_flip_in_play(state, data.LUCY):
        return "While Zombie Lucy is in play Item cards can't be used (Flip Hero cards)"
    if in_play_icon(state, data.NO_ITEMS):
        return "a Zombie with the crossed-hand icon is in play: Players cannot use Items (Apocalypse Mode)"
    return ""


def held(state: CozState, effect: str) -> list[str]:
    return [c for c in state.items if CARDS[c].effect == effect]


def survivors(cards: list[str]) -> int:
    return sum(CARDS[c].value for c in cards)


@lru_cache(maxsize=None)
def slot_name(slot: int) -> str:
    """A board space's name in the map (cached like slot_words: every Event names its spaces)."""
    return layout().slot_names[slot]


@lru_cache(maxsize=None)
def slot_words(slot: int) -> str:
    """A board space as players say it: Backyard 1 (the map's name is `slot_name`)."""
    row, col = divmod(slot, COLS)
    return f"{layout().rows[row].title()} {col + 1}"


def row_col(slot: int) -> tuple[int, int]:
    return divmod(slot, COLS)


def where(state: CozState, card: str) -> str:
    slot = slot_of(state, card)
    if slot is None:
        return "off the board"
    row, _ = row_col(slot)
    return on_row(row)


def space_of(state: CozState, card: str) -> str:
    """Where a card is, as the board labels its spaces ("in City 3"): a hint points at a card this way,
    for the small cards show no names."""
    slot = slot_of(state, card)
    if slot is None:
        return "off the board"
    row, col = row_col(slot)
    return f"in {layout().rows[row].title()} {col + 1}"


@lru_cache(maxsize=None)
def on_row(row: int) -> str:
    """A row in words, "on the Backyard" (cached: the auto-player says where it hits at every decision)."""
    return f"on the {layout().rows[row].title()}"


def _shown(card: data.Card) -> str:
    """What a card on the board shows a player: a Zombie its Strength, an Alien Boss its band and
    Strength (their names are on the zoomed card only), any other card its name."""
    if card.kind == ZOMBIE:
        return f"the {card.strength}"
    if card.kind == BOSS:
        return f"the Alien Boss {card.strength}"
    return data.HERO_NAMES.get(card.name, card.name)


CARD_NAMES = {c.id: _shown(c) for c in CARDS.values()}


def card_name(state: CozState, card: str, capital: bool = False) -> str:
    """A card in the log's and the hints' words, as the board shows it ("the 24"); `capital` to
    start a sentence ("The 24")."""
    name = CARD_NAMES.get(card)
    if name is None:
        flip = FLIP_BY_ID[card]
        name = data.HERO_NAMES[flip.key]
        name = f"Zombie {name}" if state.flips[flip.key].side == "zombie" else name
    return name[:1].upper() + name[1:] if capital else name


def with_strength(state: CozState, card: str, capital: bool = False) -> str:
    """A card's name with its Strength now, where the name does not say it already: "the 24",
    but "the 24 (23)" after a Dustbin Lid, "Zombie Lucy (27)"."""
    name, now = card_name(state, card, capital), strength(state, card)
    return name if name.endswith(f" {now}") else f"{name} ({now})"
