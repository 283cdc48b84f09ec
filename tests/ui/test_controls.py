"""Controls that stay put (issue 35.2): a decision's buttons keep their places by kind (the kit's slots),
and what cannot be taken back asks once."""
import pygame

from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.ui.widgets.choice_panel import Button, ChoicePanel, Confirm
from tests.games.atz.cases import RULES, case
from tests.games.atz.test_scene import press, table
from tests.ui.helpers import key


def _rect(panel, label):
    return next(r for r, b in panel.placed if b.label == label)


def test_a_kind_keeps_its_place_when_a_button_of_another_comes_or_goes():
    end = Button("End the impulse", Action.of("end"), slot="end")
    acts = [Button("Reload", Action.of("reload")), Button("Search", Action.of("search"))]
    give = Button("Give the ammo to Nick", Action.of("give", what="ammo", who="nick"), slot="keep", confirm="...")
    card = Button("Play Stragglers", Action.of("play", card="stragglers"), slot="card")
    without = ChoicePanel.flow([*acts, end], 0, 0, 200, 2, 30)
    with_both = ChoicePanel.flow([give, card, *acts, end], 0, 0, 200, 2, 30)
    assert _rect(without, "End the impulse") == _rect(with_both, "End the impulse")   # never displaced
    assert _rect(without, "Reload") == _rect(with_both, "Reload")
    tops = [r.y for r, _ in with_both.placed]
    assert tops == sorted(tops) and with_both.placed[-1][1] is give   # what cannot be taken back: last
    assert _rect(with_both, "Play Stragglers").y > _rect(with_both, "Search").y   # a card never in an act's place


def nick_beside_jimmy(jimmy=True):
    survivors = {"nick": dict(hex="1G5", in_hand="shotgun", gear=["vest"])}
    if jimmy:
        survivors["jimmy"] = dict(hex="1G6", in_hand="pistol")
    state = case(survivors)
    RULES.settle(state, Dice.loaded([5, 3]), [])
    return state


def test_giving_an_item_asks_once_and_the_end_of_the_impulse_stays_put():
    """ATZ: "Give the vest to Jimmy" beside "End the impulse": End where it is with no one to give to,
    and a click on Give asks first (Esc: nothing given; Do it: given)."""
    app, t = table(nick_beside_jimmy(), skip_animations=True)
    press(app, t, "Nick takes an impulse")
    placed = t.view.panel(t.match, t.ui).placed
    end_with = next(r for r, b in placed if b.label == "End the impulse")
    assert any(b.label.startswith("Give the vest") for _, b in placed)
    alone_app, alone = table(nick_beside_jimmy(jimmy=False), skip_animations=True)
    press(alone_app, alone, "Nick takes an impulse")
    end_alone = next(r for r, b in alone.view.panel(alone.match, alone.ui).placed if b.label == "End the impulse")
    assert end_with == end_alone
    steps = len(t.match.steps)
    press(app, t, "Give the vest")
    assert isinstance(t.view.mode, Confirm) and len(t.match.steps) == steps
    assert "for good" in t.ui.status or "from now on" in t.ui.status   # what will happen, said
    key(app, pygame.K_ESCAPE)
    assert not isinstance(t.view.mode, Confirm) and len(t.match.steps) == steps   # nothing given
    press(app, t, "Give the vest")
    press(app, t, "Do it")
    assert t.match.steps[-1].action == Action.of("give", what="vest", who="jimmy")
    assert "vest" in t.match.state.survivors["jimmy"].gear


def test_city_of_zombies_operators_stay_put_when_the_expression_is_begun():
    """CoZ: the expression's row ("2 × 6") is kept while empty, so the operators stay where they were
    once a die is combined (they moved 32 px down the moment it appeared)."""
    from tests.games.coz.test_scene import click, placed, roll_what_if, stage_city, table as coz_table
    app, t = coz_table()
    stage_city(t.match.state, [4, 9, 12, 2, 3, 6])
    roll_what_if(app, t, (2, 3, 6))

    def at(label):
        return next(r for r, b in placed(t) if b.label == label)
    times, end = at("×"), at("End the turn")
    for label in ("die 1", "×", "die 3"):
        click(app, at(label).center)
    assert any(b.label == "2 × 6" for _, b in placed(t))   # the expression shown
    assert at("×") == times and at("End the turn") == end


def test_zombie_survivals_done_stays_put_as_the_choices_come_and_go():
    """ZS: "done" in the kit's end slot: the barricades' buttons of step 3 one fewer (an opening done, the
    lumber spent) and "done" is where it was (it moved up a row under the mouse)."""
    from tests.games.zs.test_scene import part_two, table as zs_table
    app, t = zs_table(match=part_two())
    app.render()
    offer = t.view.offer(t.match)
    assert [b.label for b in offer.buttons].count("done") == 1 and len(offer.buttons) > 2

    def done(buttons):
        return _rect(ChoicePanel.flow(buttons, 0, 0, 260, 2, 24, 14), "done")
    assert done(offer.buttons) == done(offer.buttons[1:]) == done(offer.buttons[2:])


def test_aliens_vs_zombies_end_of_the_actions_stays_put_when_a_location_is_picked():
    """AvZ 5.0: "End the … actions" in the kit's end slot: a location picked brings its Move, Attack… buttons
    in above it no more (they took its place, under the mouse)."""
    from tests.games.avz.test_scene import click_loc, first_lit, one_decision, table as avz_table, view_parts
    app, t = avz_table(seed=4)
    while t.match.state.step != "act" or view_parts(t)[1].marks["at"] is not None:
        one_decision(app, t)
    ends = lambda: next(r for r, c in view_parts(t)[2].buttons if c.label.startswith("End the"))  # noqa: E731
    before = ends()
    click_loc(app, t, first_lit(t))
    assert view_parts(t)[1].marks["at"] is not None and len(view_parts(t)[2].buttons) > 1
    assert ends() == before
