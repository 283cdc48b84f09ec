"""Whole games by the bots under every kind of option: they end, the cards are conserved, the state
round-trips as JSON, and the auto-player explains each pick in one line."""
import json

import pytest

from zombiebox.core.dice import Dice
from zombiebox.core.match import Match
from zombiebox.games.coz import GAME

RULES = GAME.rules
OPTIONS = [
    {},
    {"players": 3, "level": "advanced", "heroes": "on", "apocalypse": "on", "plane_start": 10},
    {"players": 1, "level": "master", "flip_heroes": "on", "apocalypse": "on"},
    {"players": 6, "team": "on", "level": "expert", "flip_heroes": "on", "plane_start": 5},
    {"players": 4, "level": "expert", "alien_portal": "off"},
]


def playout(options, seed, bot_name):
    dice, cup = Dice(seed), Dice(seed + 99)
    state = RULES.setup(options, dice)
    bots = {seat: GAME.make_bot(bot_name, seat) for seat in RULES.seats(RULES.resolve_options(options))}
    for _ in range(3000):
        seat = RULES.to_move(state)
        if seat is None:
            return state
        actions = RULES.legal_actions(state)
        assert actions and len(set(actions)) == len(actions), RULES.prompt(state)   # each choice once
        choice = bots[seat].choose(RULES, state, actions, cup)
        assert choice.reason and "\n" not in choice.reason
        assert choice.action in actions                       # the auto-player picks from the legal list
        assert RULES.check(state, choice.action) == choice.action
        RULES.apply(state, choice.action, dice)
        assert RULES.invariants(state) == []
        assert RULES.encode(RULES.decode(json.loads(json.dumps(RULES.encode(state))))) == RULES.encode(state)
    pytest.fail("the game did not end")


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default")
@pytest.mark.parametrize("bot_name", ["solver", "random"])
def test_bot_games_end_with_an_outcome_and_conserve_every_card(options, bot_name):
    state = playout(options, 11, bot_name)
    outcome = RULES.outcome(state)
    assert outcome.label and outcome.text and outcome.score == state.result.saved


def test_the_solver_bot_saves_more_survivors_than_the_random_bot():
    def mean(bot_name):
        options = {"players": 3, "heroes": "on", "plane_start": 10}
        return sum(RULES.outcome(playout(options, seed, bot_name)).score for seed in range(4)) / 4
    assert mean("solver") > mean("random")


def test_a_match_saves_and_loads_mid_game(tmp_path):
    match = Match(GAME, {"level": "expert", "flip_heroes": "on"}, seed=5)
    bot = GAME.make_bot("solver", "p1")
    for _ in range(25):
        match.play(match.bot_choice(bot).action)
    loaded = Match.load(match.save(tmp_path / "coz.json"))
    assert RULES.encode(loaded.state) == RULES.encode(match.state)


def test_the_log_prompts_and_reasons_name_zombies_as_the_cards_show_them():
    """Issue 16, point 8: a Zombie card on the board shows its Strength, an Alien Boss its band and
    Strength, never the name only the zoomed card carries; the log, the prompts, the actions' words
    and the auto-player's reasons say "the 24" and "the Alien Boss 31", never "Footballer"."""
    from zombiebox.games.coz.data import BOSS, CARDS, ZOMBIE
    names = {c.name for c in CARDS.values() if c.kind in (ZOMBIE, BOSS)}
    options = {"players": 2, "level": "master", "heroes": "on", "apocalypse": "on"}   # Alien Bosses in the deck
    said = []
    for seed in (1, 2):
        dice, cup = Dice(seed), Dice(seed + 99)
        state = RULES.setup(options, dice)
        while RULES.to_move(state) is not None:
            choice = GAME.make_bot("solver", RULES.to_move(state)).choose(RULES, state, RULES.legal_actions(state), cup)
            said += [RULES.prompt(state), RULES.describe(state, choice.action), choice.reason]
            said += [e.text for e in RULES.apply(state, choice.action, dice)]
    assert not [line for line in said if any(name in line for name in names)]
    defeated = [line for line in said if line.endswith(" is defeated.")]
    assert any(line.startswith("The Alien Boss ") for line in defeated)
    assert all(line.split()[-3].lstrip("-").isdigit() for line in defeated if not line.startswith("Zombie "))
