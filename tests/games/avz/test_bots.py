"""The flowchart bots: legal, explained choices, and much stronger than random play."""
from zombiebox.core.dice import Dice
from zombiebox.core.simulate import simulate
from zombiebox.games.avz import GAME
from zombiebox.games.avz.data import VICTORY_LEVELS

from .board import RULES

GAMES = 200
WINNER = {label: side for _, label, side in VICTORY_LEVELS}


def _wins(side, seed):
    """Games the flowchart bot wins playing `side` against the random bot."""
    bots = {"zombies": "random", "aliens": "random", side: "flowchart"}
    result = simulate(GAME, GAMES, seed=seed, bots=bots)
    return sum(n for label, n in result.outcomes.items() if WINNER[label] == side)


def test_zombie_bot_beats_random_aliens_in_90_percent_of_200_games():
    assert _wins("zombies", 1000) >= 0.9 * GAMES


def test_alien_bot_beats_random_zombies_in_90_percent_of_200_games():
    assert _wins("aliens", 2000) >= 0.9 * GAMES


def test_bots_choose_legal_actions_with_a_reason_and_keep_the_invariants():
    for seed in (1, 2):
        dice, cup = Dice(seed), Dice(seed + 50)
        bots = {seat: GAME.make_bot("flowchart", seat) for seat in RULES.seats({})}
        s = RULES.setup({}, dice)
        while RULES.to_move(s):
            actions = RULES.legal_actions(s)
            choice = bots[RULES.to_move(s)].choose(RULES, s, actions, cup)
            assert choice.action in actions and choice.reason
            RULES.apply(s, choice.action, dice)
            assert not RULES.invariants(s)
        assert RULES.outcome(s).score == len(s.dead_pile)


def test_every_level_of_victory_happens_in_bot_games_8_0():
    result = simulate(GAME, 100, seed=1)
    assert set(result.outcomes) == set(WINNER)
