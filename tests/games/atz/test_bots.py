"""The survivors' scout bot picks only legal actions, with a one-line reason for each (DESIGN: bots)."""
from zombiebox.core.dice import Dice
from zombiebox.games.atz import GAME


def test_the_scout_plays_a_whole_skirmish_legally_and_says_why():
    rules, dice, bot_dice = GAME.rules, Dice(4), Dice(5)
    state = rules.setup({}, dice)
    bot = GAME.make_bot("scout", "survivors")
    while rules.to_move(state) is not None:
        actions = rules.legal_actions(state)
        choice = bot.choose(rules, state, actions, bot_dice)
        assert choice.action in actions
        assert choice.reason and "\n" not in choice.reason
        rules.apply(state, choice.action, dice)
    assert rules.outcome(state).label in ("survived", "wiped out")


def test_the_scout_searches_a_cleared_building_first():
    from .cases import case, play
    state = case({"beck": {"hex": "1G7", "in_hand": "pistol"}})
    state.entered.append("1F7")
    play(state, [4, 6], "impulse who=beck", "step to=1F7")
    choice = GAME.make_bot("scout", "survivors").choose(GAME.rules, state, GAME.rules.legal_actions(state), Dice(1))
    assert str(choice.action) == "search"
