"""`legal_actions` is the complete legal set in canonical form (DESIGN: the rules contract): at random
states of random playouts, every well-formed action `check` accepts comes back as a listed action,
standing for the same choice (the same counter, or another that no rule can tell apart)."""
import random

import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.bots import RandomBot
from zombiebox.core.dice import Dice
from zombiebox.games.avz.classes import class_key
from zombiebox.games.avz.data import ALIENS_BY_ID, ZOMBIES_BY_ID
from zombiebox.games.avz.words import KIND_WORD

from .board import RULES

DOMAIN = {"at": RULES.town.names, "to": RULES.town.names, "unit": (*ALIENS_BY_ID, *ZOMBIES_BY_ID),
          "counter": (*ZOMBIES_BY_ID,), "do": (*KIND_WORD,)}
TRIES = 200   # well-formed actions tried at each sampled state


def _well_formed(point, rng):
    """A random action the open decision point's declaration accepts the shape of."""
    move = rng.choice(point.moves)
    return Action(move.kind, tuple(sorted((name, rng.choice(DOMAIN[name])) for name in move.params)))


def _same_choice(s, tried, got):
    if tried == got:
        return True
    differ = [k for k, v in tried.params if got.get(k) != v]
    return tried.kind == got.kind and len(differ) == 1 and differ[0] in ("unit", "counter") and \
        class_key(s, tried[differ[0]]) == class_key(s, got[differ[0]])


@pytest.mark.parametrize("seed", [11, 12])
def test_every_action_check_accepts_is_listed_up_to_its_canonical_form(seed):
    rng, dice, cup, bot = random.Random(seed), Dice(seed), Dice(seed + 1), RandomBot()
    s = RULES.setup({}, dice)
    accepted = kinds = 0
    seen = set()
    while RULES.to_move(s):
        legal = RULES.legal_actions(s)
        if rng.random() < 0.3:  # a sample of the states, so the test stays quick
            point = RULES.point(s)
            seen.add(point.name)
            for _ in range(TRIES):
                tried = _well_formed(point, rng)
                try:
                    got = RULES.check(s, tried)
                except IllegalAction:
                    continue
                assert got in legal, f"{point.name}: check accepted {tried} as {got}, which is not listed"
                assert _same_choice(s, tried, got), f"{point.name}: {tried} was taken as {got}, another choice"
                accepted += 1
                kinds += tried != got
            assert all(RULES.check(s, a) == a for a in legal)
        RULES.apply(s, bot.choose(RULES, s, legal, cup).action, dice)
    assert accepted > 100 and kinds > 10  # the sample found legal actions, and other spellings of them
    assert {"place", "spawn", "act", "group", "land"} <= seen
