"""The board queries AtzRules answers for its scene (issue 32.1: the scene imports no rules module): they
agree with the legal list and the rulebook's words."""
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from tests.games.atz.cases import RULES, case


def test_a_survivors_reach_begins_each_way_with_a_legal_step():
    """ATZ 6.0, 6.1: every hex shown in reach is walked to from a legal step, and every legal step is shown."""
    s = case({"nick": dict(hex="1G5", in_hand="shotgun")}, {"1G9": 1, "3G5": 1})
    RULES.settle(s, Dice.loaded([5, 3]), [])
    RULES.apply(s, RULES.check(s, Action.of("impulse", who="nick")), Dice(0))
    steps = {a["to"] for a in RULES.legal_actions(s) if a.kind == "step"}
    reach = RULES.reach(s)
    assert steps and {path[0] for path in reach.values()} == steps
    assert all(reach[h] == [h] for h in steps) and "1G9" not in reach   # never into a zombie (9.4: only a charge)


def test_the_shop_offers_what_the_rules_let_the_buyer_recruit_at_its_price():
    """ATZ 14.0: the survivors for sale are those the legal list recruits; a recruit is paid at the price shown
    and joins the band."""
    s = RULES.setup({"band": "buy"}, Dice(1))
    assert RULES.buying(s)
    offer = RULES.shop(s)
    assert set(offer.prices) == {a["who"] for a in RULES.legal_actions(s) if a.kind == "recruit"}
    RULES.apply(s, RULES.check(s, Action.of("recruit", who="tonya")), Dice(0))
    after = RULES.shop(s)
    assert after.left == offer.left - offer.prices["tonya"] and "tonya" not in after.prices
    assert [sv.kind for sv in after.band] == ["tonya"] and after.rule == "ATZ 14.0"


def test_the_barricade_marks_its_redoubt_and_where_the_zombies_come_in():
    """ATZ 12.0 The Barricade: the redoubt 4D5 boarded up, the hedge walled; the zombies come in "beginning
    with turn two" by the G column road, the H edge hex and the F edge hex, in that order."""
    s = RULES.setup({"scenario": "barricade"}, Dice(1))
    marks = RULES.scenario_marks(s)
    assert marks.name == "The Barricade" and "4D5" in marks.boarded and marks.walls
    assert [h[1] for h in marks.arrivals] == ["G", "H", "F"] and marks.arrivals_words == "2d6 from turn 2"
    assert RULES.scenario_marks(RULES.setup({}, Dice(1))) is None   # a skirmish adds nothing
