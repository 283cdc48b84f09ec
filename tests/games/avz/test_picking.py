"""Picking AvZ counters by mouse (AvZ 5.0-5.4): a counter pressed in the "choose a location"
decision and dropped on a lit location plays the clicks a player would make for it; a drop that
could mean two things offers the choice at the drop; a counter clicked before the action is
chosen is the first in the group; a fan kept open never lies over a lit target."""
import pygame
import pytest

from zombiebox.core.actions import Action
from zombiebox.games.avz.data import ALIENS, ZOMBIES
from zombiebox.games.avz.scene.modes import ActingAt, Dropping, Turn
from zombiebox.ui.settings import MIN_WINDOW

from tests.ui.helpers import click, key

from .board import empty_town, put
from .test_scene import _act_on_a_stack, click_button, click_loc, table, table_at, view_parts


def _stack_of(t, unit):
    return next(st for st in t.view.stacks(t.match, t.ui) if unit in st.units)


def _drag(app, t, unit, end):
    """Press on `unit`'s counter, carry it to `end` (drawn on the way), let go."""
    start = _stack_of(t, unit).centre
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    app.render()
    assert t.view.drag is not None and t.view.drag.item == [unit]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])


def _centre(t, loc):
    return t.view.layout(t.view.rect).locs[loc].center


def _actions(m, n):
    return [s.action for s in m.steps[-n:]]


def test_a_counter_dragged_from_choose_a_location_moves_there_as_clicks_would_5_1():
    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tr1", "tk1"))
    m = t.match
    assert "B4" in t.view.drops(m, t.ui, "tr1")  # lit while carried, with what a drop there means
    _drag(app, t, "tr1", _centre(t, "B4"))
    dragged = _actions(m, 3)
    assert dragged == [Action.of("act", at="C4", do="move"), Action.of("add", unit="tr1"), Action.of("move", to="B4")]
    assert m.state.at["tr1"] == "B4" and m.state.at["tk1"] == "C4" and t.view.drag is None
    # the same by clicks: the counter, Move, the location
    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tr1", "tk1"))
    click(app, _stack_of(t, "tr1").centre)
    click_button(app, t, "Move")
    click_loc(app, t, "B4")
    assert [s.action for s in t.match.steps] == dragged


def test_a_lone_counter_dragged_is_its_group_already_5_0():
    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tk1"))
    _drag(app, t, "tk1", _centre(t, "C3"))
    assert [s.action for s in t.match.steps] == [Action.of("act", at="C4", do="move"), Action.of("move", to="C3")]


def test_a_drop_where_move_and_attack_both_go_offers_the_choice_at_the_drop_5_1_5_2():
    s = put(put(empty_town(phase=ALIENS), "C4", "tr1", "tk1"), "C3", "z01")
    app, t = table_at(s)
    m = t.match
    _drag(app, t, "tk1", _centre(t, "C3"))
    assert m.steps == [] and isinstance(t.view.mode, Dropping) and "Choose at the drop" in t.ui.status
    app.render()
    box, panel = t.view.drop_panel(m, t.ui)
    lay = t.view.layout(t.view.rect)
    assert not box.colliderect(lay.locs["C3"]) and lay.map_area.contains(box)  # beside the drop, on the map
    labels = [b.label for _, b in panel.placed]
    assert labels == ["Move · 1 MP", "Attack · 1 MP"]
    click(app, _centre(t, "E6"))  # elsewhere: it says what the drop waits for
    assert m.steps == [] and "Choose Move or Attack at the drop" in t.ui.status
    key(app, pygame.K_ESCAPE)  # never picked for the player: Esc puts it down, nothing played
    assert type(t.view.mode) is Turn and m.steps == [] and t.view.drop_panel(m, t.ui) is None
    _drag(app, t, "tk1", _centre(t, "C3"))
    app.render()
    _, panel = t.view.drop_panel(m, t.ui)
    click(app, next(r for r, b in panel.placed if b.label.startswith("Attack")).center)
    assert [s.action for s in m.steps[:3]] == [Action.of("act", at="C4", do="attack"), Action.of("add", unit="tk1"),
                                               Action.of("attack", to="C3")]


@pytest.mark.parametrize("side, unit, strike", [(ALIENS, "tr1", "Blast 'Em"), (ZOMBIES, "z01", "Chomp 'Em")])
def test_a_counter_dropped_on_its_own_location_with_enemies_offers_attack_or_its_strike_5_3_5_4(side, unit, strike):
    app, t = table_at(put(empty_town(phase=side), "C4", "tr1", "tk1", "z01", "z02"))
    r = t.view.layout(t.view.rect).locs["C4"]
    _drag(app, t, unit, (r.right - 4, r.bottom - 4))
    mode = t.view.mode
    assert isinstance(mode, Dropping) and mode.place == "C4" and t.match.steps == []
    assert [c.word for c in mode.choices] == ["Attack", strike]
    app.render()
    _, panel = t.view.drop_panel(t.match, t.ui)
    click(app, next(r for r, b in panel.placed if b.label.startswith(strike)).center)
    kind = "blast" if side == ALIENS else "chomp"
    assert [s.action for s in t.match.steps[:3]] == [Action.of("act", at="C4", do=kind), Action.of("add", unit=unit),
                                                     Action.of(kind)]


def test_a_drop_off_the_lit_places_plays_nothing_and_says_where():
    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tr1", "tk1"))
    far = next(n for n in t.view.layout(t.view.rect).locs if n not in t.view.drops(t.match, t.ui, "tr1") and n != "C4")
    _drag(app, t, "tr1", _centre(t, far))
    assert t.match.steps == [] and "Drop the Trooper on a lit location" in t.ui.status


def test_a_counter_clicked_before_move_is_the_first_in_the_group_5_0():
    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tr1", "tk1", "ufo1"))
    m = t.match
    click(app, _stack_of(t, "tk1").centre)
    assert isinstance(t.view.mode, ActingAt) and t.view.mode.unit == "tk1"
    assert view_parts(t)[1].marks["units"] == {"tk1"} and _stack_of(t, "tk1").units == ["tk1"]  # shown picked, on its own
    click_button(app, t, "Move")
    assert m.state.step == "group" and m.state.group.units == ["tk1"]
    tank = next(c for c in view_parts(t)[1].buttons if c.icon == "tank")
    assert tank.on and tank.label.endswith("1/1")


def test_a_picked_counter_that_cannot_take_an_action_greys_it_with_why_6_4():
    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tr1", "ufo1", "ufo2", "z31"))  # Fast Zombie: Rundown
    m = t.match
    click(app, _stack_of(t, "tr1").centre)
    move = next((r, c) for r, c in view_parts(t)[2].buttons if c.label == "Move")
    assert move[1].action is None and "Trooper picked cannot" in move[1].refused and "AvZ 6.4" in move[1].refused
    click(app, move[0].center)
    assert m.steps == [] and t.ui.status_kind == "bad" and "AvZ 6.4" in t.ui.status
    click(app, _stack_of(t, "ufo1").centre)  # a UFO may leave: it leads the Move
    click_button(app, t, "Move")
    assert m.state.group.units in (["ufo1"], ["ufo2"])


def test_at_the_smallest_window_a_kept_open_fan_never_lies_over_a_lit_target():
    app, t = table(seed=4, size=MIN_WINDOW)
    m = t.match
    loc, move = _act_on_a_stack(app, t, "move")
    click(app, move.center)
    if not m.state.group.units:
        click_button(app, t, "Add all")
    lay, d, _ = view_parts(t)
    assert d.lit and loc in d.marks["unit_locs"]
    centre = lay.locs[loc].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    fan = t.view.fan(m, t.ui, centre)
    assert fan is not None and fan.place == loc
    assert not [n for n in d.lit if fan.box.colliderect(lay.locs[n])]
    # on the way to it the fan stays open, and a target is never under it
    inside = fan.cells[0][0].center
    assert t.view.fan(m, t.ui, inside).box == fan.box and lay.loc_at(inside) not in d.lit
