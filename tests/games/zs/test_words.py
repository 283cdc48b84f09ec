"""Every choice is said in the player's words (the buttons, the practice hint and the log share
them): none comes out as the raw action ("barricade yard=front")."""
from zombiebox.core.dice import Dice
from zombiebox.games.zs import GAME

from .table import RULES


def test_every_legal_choice_of_a_game_is_said_in_words():
    dice, bot_dice = Dice(11), Dice(12)
    state = RULES.setup(RULES.resolve_options({"households": 2, "combat": "throw"}), dice)
    bots = {seat: GAME.make_bot("household", seat) for seat in ("p1", "p2")}
    said: set[str] = set()
    for _ in range(600):
        seat = RULES.to_move(state)
        if seat is None:
            break
        actions = RULES.legal_actions(state)
        for action in actions:
            words = RULES.describe(state, action)
            assert "=" not in words and words, (action.text, words)
            said.add(action.kind)
        RULES.apply(state, bots[seat].choose(RULES, state, actions, bot_dice).action, dice)
    assert {"pick", "place", "barricade", "attack", "done"} <= said
