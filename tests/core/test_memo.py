"""core.state.memo (issue 32.4): a value kept for a state is the current state's. The flow forgets it
around every handler and automatic step, undo and load build new state objects that keep nothing, and
it is no part of the state: not encoded, compared, copied nor pickled."""
import copy
import pickle
from dataclasses import dataclass

from zombiebox.core import registry
from zombiebox.core.actions import Action, Event
from zombiebox.core.dice import Dice
from zombiebox.core.flow import AutoStep, DecisionPoint, FlowRules, Move, OVER, Points, Section
from zombiebox.core.match import Match
from zombiebox.core.state import Memoized, memo
from zombiebox.games.zt.zombie import _forced, forced
from zombiebox.games.zt.lot import lot_of

ADD = Action.of("add")


@dataclass(slots=True)
class Tally(Memoized):
    count: int = 0
    seen_in_handler: int = -1   # what the handler read back through memo after its change
    steps: int = 0


def doubled(s: Tally) -> int:
    return memo(s, "doubled", lambda: 2 * s.count)


class Adding(Section):
    """Add one (the handler reads the kept double after adding), then an automatic step that counts."""

    def declare(self):
        return (DecisionPoint(name="add", rule="Tally 1", prompt="add", seat=lambda s: "p1",
                              legal=lambda s: [ADD] if doubled(s) < 10 else [], moves=(Move("add", self._add),)),
                AutoStep("count", "Tally 2", self._count))

    @staticmethod
    def _add(s, action, dice, events):
        s.count += 1
        s.seen_in_handler = doubled(s)
        events.append(Event("add", "Tally 1", "one more"))

    @staticmethod
    def _count(s, dice, events):
        s.steps = doubled(s)   # the step sees the handler's change too


class TallyRules(FlowRules):
    game_id, citation, state_type = "tally", "Tally", Tally
    names = Points("add", "count")

    def __init__(self):
        super().__init__(Adding())

    def decision(self, s):
        if s.count >= 5:
            return OVER
        return "count" if s.steps != 2 * s.count else "add"


def test_a_kept_value_is_made_once_for_a_state():
    s, made = Tally(count=3), []
    assert memo(s, "x", lambda: made.append(1) or len(made)) == 1
    assert memo(s, "x", lambda: made.append(1) or len(made)) == 1 and made == [1]


def test_apply_forgets_what_was_kept_before_during_and_after_each_handler():
    rules, s = TallyRules(), Tally()
    assert doubled(s) == 0 and rules.legal_actions(s) == [ADD]   # kept: 0
    rules.apply(s, ADD, Dice(0))
    assert s.count == 1 and s.seen_in_handler == 2 and s.steps == 2   # neither read the 0 kept before
    assert doubled(s) == 2


def test_the_kept_values_are_no_part_of_the_state():
    rules, s = TallyRules(), Tally(count=2)
    before = rules.encode(s)
    doubled(s)
    assert rules.encode(s) == before and s == Tally(count=2) and "_memo" not in repr(s)
    for other in (copy.copy(s), copy.deepcopy(s), pickle.loads(pickle.dumps(s))):
        assert other == s
        other.count = 4
        assert doubled(other) == 8 and doubled(s) == 4   # a copy keeps nothing, shares nothing


def _zombie_turn_match() -> Match:
    """A Zombie Terror match played by its bots to the first zombie activation (practice: undo past dice)."""
    game = registry.get("zt")
    m = Match(game, seed=4, practice=True)
    bots = {seat: game.make_bot(game.default_bot(seat), seat) for seat in game.rules.seats(m.options)}
    while m.state.step != "zombie_turn" or not forced(m.state)[0]:
        m.play(m.bot_choice(bots[m.to_move]).action)
    return m


def test_undo_and_load_keep_nothing_of_the_state_they_leave():
    m = _zombie_turn_match()
    kept = forced(m.state)
    assert forced(m.state) is kept   # the decision's three asks share one answer
    m.play(m.legal_actions()[0])
    assert forced(m.state) == _forced(m.state, lot_of(m.state))   # after apply: the new board's
    probe = memo(m.state, "probe", object)
    m.undo()
    assert memo(m.state, "probe", object) is not probe and forced(m.state) == kept
    probe = memo(m.state, "probe", object)
    loaded = Match.from_json(m.to_json())
    assert loaded.state == m.state and memo(loaded.state, "probe", object) is not probe
