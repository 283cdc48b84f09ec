"""core.flow: what the kit adds to a game's declarations (tests/tiny plays the rest)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER, AutoStep, DecisionPoint, FlowRules, Move, Points, Section, only_answer

from tests.tiny.game import GAME as TINY

ROLL, HOLD = Action.of("roll"), Action.of("hold")


def test_only_answer_plays_a_single_legal_action_and_asks_otherwise():
    forced = only_answer(lambda state: state)
    assert forced([ROLL]) == ROLL
    assert forced([ROLL, HOLD]) is None and forced([]) is None


class _Given(Section):
    """A test's section: the points it is given."""

    def __init__(self, *points):
        self.points = points

    def declare(self):
        return self.points


class _Rules(FlowRules):
    game_id = "flowtest"
    names = Points("turn")

    def __init__(self):
        super().__init__(_Given(DecisionPoint(
            "turn", "T 1.0", "roll or hold", seat=lambda state: "a", legal=lambda state: [ROLL],
            moves=(Move("roll", lambda *args: None), Move("hold", lambda *args: None)),
            explain=lambda state, action: ("not before a roll", "T 2.0") if state == "explained" else None)))

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
    names = Points("turn")

    def __init__(self):
        noop = lambda *args: None  # noqa: E731
        super().__init__(_Given(DecisionPoint(
            "turn", "T 1.0", "roll or hold", seat=lambda state: "a", legal=lambda state: [ROLL],
            moves=(Move("roll", noop, {"dice": int}, words="roll {dice} dice"),
                   Move("hand", noop, {"to": str}, words="hand the dice to {to:player} ({to})"),
                   Move("hold", noop, words=lambda state, action: f"hold, {len(state)} players waiting"),
                   Move("pass", noop)))))

    def decision(self, state):
        return "turn"


def test_a_move_carries_its_words_and_the_kit_fills_them_in():
    """Issue 32.7: describe says an action in its Move's words, naming through the rules' namers."""
    rules, state = _Worded(), {"a": "Ann", "b": "Bob"}
    assert rules.describe(state, Action.of("roll", dice=3)) == "roll 3 dice"
    assert rules.describe(state, Action.of("hand", to="b")) == "hand the dice to Bob (b)"
    assert rules.describe(state, Action.of("hold")) == "hold, 2 players waiting"
    assert rules.describe(state, Action.of("pass")) == "pass"   # no words: its notation


# --- the kit shown by the tiny game (tests/tiny/game.py, docs/architecture.md "How to add a game") ---
def _tiny(options=None, rolls=(6, 5)):
    """The tiny game set up from a seed, and loaded dice for the rolls that follow."""
    rules = TINY.rules
    return rules, rules.setup(rules.resolve_options(options), Dice(1)), Dice.loaded(rolls)


def test_an_automatic_step_draws_the_bone_a_hold_earns():
    """Tiny 2.2: no one chooses the bone; the rules draw it (an AutoStep) before the other side is
    asked, and a winning hold still draws its bone."""
    rules, state, dice = _tiny()
    assert "draw" in rules.steps and "draw" not in rules.points
    rules.apply(state, ROLL, dice)
    rules.apply(state, ROLL, dice)  # 6 + 5: the target of 10 is within the turn total
    events = rules.apply(state, HOLD, dice)
    assert [e.kind for e in events] == ["hold", "draw"]
    assert len(state.piles["living"]) == 1 and len(state.bag) == 5 and not state.drawing
    assert rules.outcome(state).winners == ("living",)


def test_a_forced_answer_holds_a_winning_total_without_asking():
    """Tiny 2.3 (Sure Thing): once score and turn total reach the target, the hold is the one legal
    answer and the rules play it in the same step; without the option the side is asked."""
    rules, state, dice = _tiny({"sure_thing": "yes"})
    rules.apply(state, ROLL, dice)
    events = rules.apply(state, ROLL, dice)  # 11 reaches 10
    assert [e.kind for e in events] == ["roll", "hold", "draw"]
    assert rules.outcome(state).winners == ("living",)

    rules, state, dice = _tiny()
    rules.apply(state, ROLL, dice)
    rules.apply(state, ROLL, dice)
    assert rules.to_move(state) == "living" and rules.legal_actions(state) == [ROLL, HOLD]


def test_a_roll_at_a_winning_total_is_refused_with_the_sure_thing_rule():
    """A state at a winning total (reached only by a position set up by hand: the hold is forced)
    lists the hold alone and refuses the roll with its rule."""
    rules, state, _ = _tiny({"sure_thing": "yes"})
    state.rolled, state.turn_total = True, 10
    assert rules.legal_actions(state) == [HOLD]
    with pytest.raises(IllegalAction) as exc:
        rules.check(state, ROLL)
    assert exc.value.rule == "Tiny 2.3"


def test_a_canonical_form_names_the_total_a_hold_banks():
    """Tiny 2.2: 'hold points=6' is the listed 'hold' when the turn total is 6 (check returns the
    listed form, which the match records); another total is refused with the reason and the rule."""
    from zombiebox.core.match import Match

    match = Match(TINY, seed=1)
    match.dice = Dice.loaded([6])
    match.play("roll")
    assert TINY.rules.check(match.state, Action.of("hold", points=6)) == HOLD
    with pytest.raises(IllegalAction) as exc:
        match.play("hold points=9")
    assert exc.value.rule == "Tiny 2.2" and "6, not 9" in exc.value.reason
    match.play("hold points=6")
    assert match.steps[-1].action == HOLD and match.state.scores["living"] == 6


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


# --- one way to declare a flow (issue 32.6) ---------------------------------------------------------
def _turn(handler=lambda *args: None):
    return DecisionPoint("turn", "T 1.0", "roll", seat=lambda state: "a", legal=lambda state: [ROLL],
                         moves=(Move("roll", handler),))


def test_a_transition_to_a_point_no_section_declares_fails_when_the_rules_are_made():
    """A flow that goes to "bust" (a name of the game's Points, its transitions' one spelling) with no
    section declaring it is refused at construction, before any game is played; so is a point declared
    but left out of the names, and a point declared twice."""
    class Planted(FlowRules):
        game_id = "planted"
        names = Points("turn", "bust")

        def __init__(self):
            super().__init__(_Given(_turn()))
    with pytest.raises(ValueError, match="planted: the flow goes to bust, which no section declares"):
        Planted()

    class Unnamed(_Rules):
        names = Points()
    with pytest.raises(ValueError, match="turn declared but missing from the game's names"):
        Unnamed()

    class Twice(FlowRules):
        game_id = "twice"
        names = Points("turn")

        def __init__(self):
            super().__init__(_Given(_turn()), _Given(_turn()))
    with pytest.raises(ValueError, match="'turn' is declared twice"):
        Twice()
    with pytest.raises(ValueError, match="given twice"):
        Points("turn", "turn")


def test_points_name_each_point_by_itself():
    to = Points("turn", "draw")
    assert (to.turn, to.draw) == ("turn", "draw") and list(to) == ["turn", "draw"]


def test_the_after_hook_runs_after_every_handler_and_step():
    """FlowRules.after (Zombie Survival counts its losses there, ZS The End): once after each handler,
    forced answer and automatic step, with that change's events, before the flow reads the state again."""
    class Counted(FlowRules):
        game_id = "counted"
        names = Points("turn", "tidy")

        def __init__(self):
            super().__init__(_Given(_turn(self._roll), AutoStep("tidy", "T 2.0", self._tidy)))

        @staticmethod
        def _roll(state, action, dice, events):
            state["rolls"] += 1
            events.append("rolled")

        @staticmethod
        def _tidy(state, dice, events):
            state["tidied"] = state["rolls"]
            events.append("tidied")

        @staticmethod
        def after(state, events):
            state["seen"].append(list(events))

        def decision(self, state):
            if state["tidied"] != state["rolls"]:
                return "tidy"
            return OVER if state["rolls"] == 2 else "turn"

    rules, state = Counted(), {"rolls": 0, "tidied": 0, "seen": []}
    assert rules.apply(state, ROLL, Dice(1)) == ["rolled", "tidied"]
    assert state["seen"] == [["rolled"], ["rolled", "tidied"]]
    rules.apply(state, ROLL, Dice(1))
    assert len(state["seen"]) == 4 and state["rolls"] == state["tidied"] == 2
    assert _Rules.after is None   # a game without the hook runs its handlers bare
