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


def test_a_move_declared_to_reveal_tells_chance_as_a_roll_does():
    """Issue 30 point 9: an answer that says where a thrown die landed is a stop for undo (Match)."""
    class Told(_Rules):
        def __init__(self):
            super().__init__()
            self.points["turn"] = DecisionPoint("turn", "T 1.0", "roll or hold", seat=lambda state: "a",
                                                legal=lambda state: [ROLL, HOLD],
                                                moves=(Move("roll", lambda *args: None, reveals=True),
                                                       Move("hold", lambda *args: None)))
    rules = Told()
    assert rules.reveals("plain", ROLL) and not rules.reveals("plain", HOLD)
    assert not rules.reveals("over", ROLL) and not _Rules().reveals("plain", ROLL)
