"""core.flow: what the kit adds to a game's declarations (tests/tiny plays the rest)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER, DecisionPoint, FlowRules, Move, only_answer

from tests.tiny.game import GAME as TINY

ROLL, HOLD = Action.of("roll"), Action.of("hold")


def test_only_answer_plays_a_single_legal_action_and_asks_otherwise():
    forced = only_answer(lambda state: state)
    assert forced([ROLL]) == ROLL
    assert forced([ROLL, HOLD]) is None and forced([]) is None


class _Rules(FlowRules):
    game_id = "flowtest"

    def __init__(self):
        super().__init__()
        self.declare(DecisionPoint(
            "turn", "T 1.0", "roll or hold", seat=lambda state: "a", legal=lambda state: [ROLL],
            moves=(Move("roll", lambda *args: None), Move("hold", lambda *args: None)),
            explain=lambda state, action: ("not before a roll", "T 2.0") if state == "explained" else None))

    def decision(self, state):
        return OVER if state == "over" else "turn"


def test_explain_gives_the_reason_or_leaves_the_refusal_to_core():
    rules = _Rules()
    with pytest.raises(IllegalAction) as exc:
        rules.check("explained", HOLD)
    assert (exc.value.reason, exc.value.rule) == ("not before a roll", "T 2.0")
    with pytest.raises(IllegalAction) as exc:
        rules.check("plain", HOLD)
    assert (exc.value.reason, exc.value.rule) == ("'hold' is not open now: roll or hold", "T 1.0")


def test_a_game_that_overrides_neither_offers_no_plans_and_no_holdings():
    """Rules.plans and Rules.holdings default to nothing: a board that asks any game gets an answer."""
    state = TINY.rules.setup(TINY.rules.resolve_options({}), Dice(1))
    assert TINY.rules.plans(state) == [] and TINY.rules.holdings(state) == {}


class _Worded(FlowRules):
    """A move's words as a template, a template naming a namer, a function, and none at all."""
    game_id = "wordtest"
    namers = {"player": lambda state, seat: state[seat]}

    def __init__(self):
        super().__init__()
        noop = lambda *args: None  # noqa: E731
        self.declare(DecisionPoint(
            "turn", "T 1.0", "roll or hold", seat=lambda state: "a", legal=lambda state: [ROLL],
            moves=(Move("roll", noop, {"dice": int}, words="roll {dice} dice"),
                   Move("hand", noop, {"to": str}, words="hand the dice to {to:player} ({to})"),
                   Move("hold", noop, words=lambda state, action: f"hold, {len(state)} players waiting"),
                   Move("pass", noop))))

    def decision(self, state):
        return "turn"


def test_a_move_carries_its_words_and_the_kit_fills_them_in():
    """Issue 32.7: describe says an action in its Move's words, naming through the rules' namers."""
    rules, state = _Worded(), {"a": "Ann", "b": "Bob"}
    assert rules.describe(state, Action.of("roll", dice=3)) == "roll 3 dice"
    assert rules.describe(state, Action.of("hand", to="b")) == "hand the dice to Bob (b)"
    assert rules.describe(state, Action.of("hold")) == "hold, 2 players waiting"
    assert rules.describe(state, Action.of("pass")) == "pass"   # no words: its notation
