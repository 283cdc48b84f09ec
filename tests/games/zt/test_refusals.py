"""Every action a player can write is either legal or refused with a reason and a rule: never a crash.
Random games on each board, and at every decision the well-formed actions of every open kind with names
that exist and names that do not."""
import itertools

import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.bots import RandomBot
from zombiebox.core.dice import Dice

from .board import RULES

WORDS = ("z01", "z20", "kid", "banker", "D4", "E1", "A10", "Z99", "N", "W", "dog", "shotgun", "sewers",
         "sudden_turn", "hunger")


def _tries(point):
    for move in point.moves:
        for extra in range(min(len(move.optional), 2) + 1):
            names = list(move.params) + list(move.optional)[:extra]
            for values in itertools.islice(itertools.product(WORDS, repeat=len(names)), 0, None, 7):
                yield Action.of(move.kind, **dict(zip(names, values)))


@pytest.mark.parametrize("board", ["basic", "advanced", "free"])
def test_every_written_action_is_legal_or_refused_with_a_rule(board):
    dice, cup, bot = Dice(8), Dice(9), RandomBot()
    s = RULES.setup({"board": board}, dice)
    for step in range(400):
        point = RULES.point(s)
        if point is None:
            break
        legal = set(RULES.legal_actions(s))
        if step % 3 == 0:
            for action in _tries(point):
                try:
                    assert RULES.check(s, action) in legal
                except IllegalAction as refusal:
                    assert refusal.reason and refusal.rule.startswith("ZT"), refusal
        RULES.apply(s, bot.choose(RULES, s, list(legal), cup).action, dice)
