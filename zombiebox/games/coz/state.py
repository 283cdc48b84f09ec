"""The City of Zombies state (plain JSON data) and the questions the rules ask of it.

State keys:
  opts        effective options (the level table applied)     seats  ["p1".."pN"]
  round       1..                                            stage  setup|step1|fight|step3|step4|step5|over
  deck        Zombie Deck, deck[0] is the top                graveyard  Zombie Graveyard
  board       30 slots (row * 6 + col), a card id or None    queue  Events/Items on the board, in the order they appeared
  mods        card id -> Dustbin Lid change to its Strength  items  Item cards held by the players
  active      Event id -> last round it lasts (Second Chance)
  rule_breaker last round Lucy's Rule Breaker lasts (0: none) glove_round  round the Power Glove was used
  barrel      {"card", "slot"} of a placed Toxic Barrel, or None
  survivor_deck, safe_zone, evacuated, abducted   Survivor card ids
  heroes      hero key -> {"owner": seat or "", "exhausted": bool}   hero_pool  heroes not dealt
  flips       flip key -> {"side": human|zombie, "where": board|saved|removed, "exhausted": bool}
  plane       Approach Track step                            order, turn_no  this round's fight turns
  turn        the fight turn: {"seat", "dice", "used", "hits", "second_chance", "masaaki", "defeated"} or None
  trick_shots seat -> re-rolls granted by Jake this round
  debts       [{"kind": hunger|abduct|evacuate, "card", "left", "seat"}] Survivors owed, oldest first
  rewards     [{"card", "seat"}] Alien Bosses defeated, reward not chosen yet
  decay       Sudden Decay card waiting for its roller, or None
  peek        {"cards": [...], "chosen": [...]} during Sneak Peek, or None
  setup       {"kind": heroes|flip, "seat"} while a set-up choice is open, or None
  result      {"won", "saved", "label"} once over             endings, ending  Game Ending cards
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Optional

from . import data
from .data import BOSS, CARDS, FLIP_BY_ID, ZOMBIE
from .layout import COLS, layout

State = dict[str, Any]


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


def lead(state: State) -> str:
    """The player who makes the table's choices this round: the first to fight."""
    return state["order"][0]


def round_order(opts: dict[str, Any], round_no: int) -> list[str]:
    """Fight turns this round (CoZ STEP 2; Number of Players: solo two turns, team mode)."""
    players = opts["players"]
    if players == 1:
        return ["p1", "p1"]
    if opts["team"] == "on":
        first = 1 if round_no % 2 else 4
        return [f"p{i}" for i in range(first, first + 3)]
    return [f"p{i}" for i in range(1, players + 1)]


def lasts_until(state: State) -> int:
    """Last round of an effect that lasts 'this Round' (two Rounds in team mode)."""
    return state["round"] + (1 if state["opts"]["team"] == "on" else 0)


# --- cards on the board --------------------------------------------------------------------------

ZOMBIE_IDS = frozenset(c.id for c in data.ZOMBIE_DECK if c.kind in (ZOMBIE, BOSS))


def is_zombie(state: State, card: Optional[str]) -> bool:
    """A Zombie card, an Alien Boss or a Flip Hero turned Zombie: what moves, eats and is defeated."""
    if card in ZOMBIE_IDS:
        return True
    flip = FLIP_BY_ID.get(card)
    return flip is not None and state["flips"][flip.key]["side"] == "zombie"


def is_target(state: State, card: str) -> bool:
    """What dice may hit: Zombies, Alien Bosses, Flip Heroes (to save them), a placed Toxic Barrel."""
    return card in FLIP_BY_ID or is_zombie(state, card) or (
        state["barrel"] is not None and state["barrel"]["card"] == card)


STRENGTHS = {c.id: c.strength for c in CARDS.values()}


def strength(state: State, card: str) -> int:
    base = STRENGTHS.get(card)
    if base is None:
        flip = FLIP_BY_ID[card]
        base = flip.zombie_strength if state["flips"][flip.key]["side"] == "zombie" else flip.strength
    mods = state["mods"]
    return base + mods.get(card, 0) if mods else base


def hunger(state: State, card: str) -> int:
    flip = FLIP_BY_ID.get(card)
    return flip.zombie_hunger if flip else CARDS[card].hunger


def icons(state: State, card: str) -> tuple[str, ...]:
    """Apocalypse icons that count: none unless Apocalypse Mode is on (CoZ Apocalypse Mode)."""
    if state["opts"]["apocalypse"] != "on" or card in FLIP_BY_ID:
        return ()
    return CARDS[card].icons


def slot_of(state: State, card: str) -> Optional[int]:
    try:
        return state["board"].index(card)
    except ValueError:
        return None


def zombie_slots(state: State) -> list[int]:
    return [i for i, c in enumerate(state["board"]) if c is not None and (c in ZOMBIE_IDS or is_zombie(state, c))]


def zombies_in(state: State, cards: list) -> int:
    """How many of these board cards are Zombies."""
    if not state["flips"]:   # only Zombie and Alien Boss cards can be (a card is in one space at a time)
        return len(ZOMBIE_IDS.intersection(cards))
    return sum(1 for c in cards if c is not None and (c in ZOMBIE_IDS or is_zombie(state, c)))


def in_play_icon(state: State, icon: str) -> bool:
    if state["opts"]["apocalypse"] != "on":
        return False
    return any(icon in icons(state, c) for c in state["board"] if is_zombie(state, c))


def zombie_flip_in_play(state: State, key: str) -> bool:
    return state["flips"].get(key, {}).get("side") == "zombie" and state["flips"][key]["where"] == "board"


def items_blocked(state: State) -> str:
    """Why Items cannot be used now, or '' (Zombie Lucy; the crossed-hand icon)."""
    if state["flips"] and zombie_flip_in_play(state, data.LUCY):
        return "While Zombie Lucy is in play Item cards can't be used (Flip Hero cards)"
    if in_play_icon(state, data.NO_ITEMS):
        return "a Zombie with the crossed-hand icon is in play: Players cannot use Items (Apocalypse Mode)"
    return ""


def held(state: State, effect: str) -> list[str]:
    return [c for c in state["items"] if CARDS[c].effect == effect]


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


def where(state: State, card: str) -> str:
    slot = slot_of(state, card)
    if slot is None:
        return "off the board"
    row, _ = row_col(slot)
    return on_row(row)


@lru_cache(maxsize=None)
def on_row(row: int) -> str:
    """A row in words, "on the Backyard" (cached: the auto-player says where it hits at every decision)."""
    return f"on the {layout().rows[row].title()}"


CARD_NAMES = {c.id: data.HERO_NAMES.get(c.name, c.name) for c in CARDS.values()}


def card_name(state: State, card: str) -> str:
    name = CARD_NAMES.get(card)
    if name is not None:
        return name
    flip = FLIP_BY_ID[card]
    name = data.HERO_NAMES[flip.key]
    return f"Zombie {name}" if state["flips"][flip.key]["side"] == "zombie" else name
