"""City of Zombies in `zombiebox bench coz`: the fullest table it can show, for frame times (every one
of the 30 board spaces holding a card, six Heroes (some Exhausted), a hand of Items and a crowded
Safe Zone: the position breaks the rules' flow on purpose, but keeps every card once), and the
solver's answer time from cold caches."""
from __future__ import annotations

import time
from itertools import combinations_with_replacement

from . import data, solver
from .data import CARDS
from .state import Hero, CozState

ITEMS_HELD = 6      # one of each kind a table is likely to hold at once
HEROES_SEATED = 6   # the most a table seats: six players, a Hero each (CoZ How to Set up Heroes)
EXHAUSTED = 2       # every 2nd Hero is turned sideways, so both faces are drawn


def bench_fill(state: CozState) -> None:
    """Deal Zombie and Alien Boss cards from the deck and the Graveyard into every free space, hand
    the players Items, seat six Heroes and put most Survivor cards in the Safe Zone."""
    piles = (state.deck, state.graveyard)
    zombies = [c for pile in piles for c in pile if CARDS[c].kind in (data.ZOMBIE, data.BOSS)]
    items = [c for pile in piles for c in pile if CARDS[c].kind == data.ITEM][:ITEMS_HELD]
    free = [slot for slot, card in enumerate(state.board) if card is None]
    moved = zombies[:len(free)] + items
    for pile in piles:
        pile[:] = [c for c in pile if c not in moved]
    for slot, card in zip(free, zombies):
        state.board[slot] = card
    state.items.extend(items)
    for i, hero in enumerate(data.HEROES):
        if len(state.heroes) < HEROES_SEATED:
            state.heroes.setdefault(hero.name, Hero("", i % EXHAUSTED == 1))
    state.hero_pool = [k for k in state.hero_pool if k not in state.heroes]
    state.safe_zone.extend(state.survivor_deck[2:])
    del state.survivor_deck[2:]


SOLVER_BOARD = (4, 9, 12, 2, 3, 6, 29, 31, 37, -1, -5, 8, 16, 25, 36, 64, 10, 18)   # the book's examples, and more
SOLVER_HELD = {   # `zombiebox solve --items` words
    "none": (),
    "every_item": ("portal", "glove", "rule_breaker", "energy", "energy", "binoculars", "binoculars"),
    "every_item_and_flip_heroes": ("portal", "glove", "rule_breaker", "energy", "energy", "binoculars", "binoculars",
                                   "lucy", "alonso"),
}
TRIES = 3   # the best of three: the machine's other work only ever adds time


def bench_figures() -> dict[str, float]:
    """The solver's slowest answer (the best full plans against 18 Strengths) over the 56 sets of three
    Battle Dice, every solver cache cleared before each, in CPU milliseconds: a hint must come within
    one frame (16 ms)."""
    board = tuple((f"t{i}", s, 1.0 + i / 10) for i, s in enumerate(SOLVER_BOARD))
    figures = {}
    for name, words in SOLVER_HELD.items():
        tools = solver.tools_from_words(list(words))
        slowest = 0.0
        for roll in combinations_with_replacement(range(1, 7), 3):
            dice = tuple(enumerate(roll))
            best = float("inf")
            for _ in range(TRIES):
                solver.clear_caches()
                start = time.process_time()
                solver.assignments(dice, board, tools)
                best = min(best, time.process_time() - start)
            slowest = max(slowest, best)
        figures[f"solver_cold_ms_max_{name}"] = round(slowest * 1000, 2)
    return figures
