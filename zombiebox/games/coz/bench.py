"""The fullest table City of Zombies can show, for frame benchmarks (`zombiebox bench coz`): every one
of the 30 board spaces holding a card, six Heroes (some Exhausted), a hand of Items and a crowded
Safe Zone. Benchmarks only: the position breaks the rules' flow on purpose, but keeps every card once."""
from __future__ import annotations

from . import data
from .data import CARDS
from .state import State

ITEMS_HELD = 6      # one of each kind a table is likely to hold at once
HEROES_SEATED = 6   # the most a table seats: six players, a Hero each (CoZ How to Set up Heroes)
EXHAUSTED = 2       # every 2nd Hero is turned sideways, so both faces are drawn


def bench_fill(state: State) -> None:
    """Deal Zombie and Alien Boss cards from the deck and the Graveyard into every free space, hand
    the players Items, seat six Heroes and put most Survivor cards in the Safe Zone."""
    piles = (state["deck"], state["graveyard"])
    zombies = [c for pile in piles for c in pile if CARDS[c].kind in (data.ZOMBIE, data.BOSS)]
    items = [c for pile in piles for c in pile if CARDS[c].kind == data.ITEM][:ITEMS_HELD]
    free = [slot for slot, card in enumerate(state["board"]) if card is None]
    moved = zombies[:len(free)] + items
    for pile in piles:
        pile[:] = [c for c in pile if c not in moved]
    for slot, card in zip(free, zombies):
        state["board"][slot] = card
    state["items"].extend(items)
    for i, hero in enumerate(data.HEROES):
        if len(state["heroes"]) < HEROES_SEATED:
            state["heroes"].setdefault(hero.name, {"owner": "", "exhausted": i % EXHAUSTED == 1})
    state["hero_pool"] = [k for k in state["hero_pool"] if k not in state["heroes"]]
    state["safe_zone"].extend(state["survivor_deck"][2:])
    del state["survivor_deck"][2:]
