"""Graveyard Dash's board (tests/tiny/scene.py) at the table, headless: a scene on the kit's offer
model, opened from its game's `scene`, drawn, and played by clicks on its places and buttons."""
import dataclasses
from pathlib import Path

from zombiebox.core.match import Match
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.palette import STANDARD

from tests.test_architecture import decision_name_branches
from tests.tiny import scene
from tests.tiny.game import GAME
from tests.tiny.scene import BAG, DIE, HOLD, OFFERS, ROLL, DashScene
from tests.ui.helpers import click, make_app

# The tiny game with its board, named as a real game names its scene (`Game(..., scene="module:Class")`,
# loaded by the table). The registered tiny game keeps scene=None: the frame's own tests use the
# generic view.
WITH_BOARD = dataclasses.replace(GAME, scene="tests.tiny.scene:DashScene")


def table(seed=5):
    app = make_app()
    app.push(MainMenu(app))
    t = app.play(Match(WITH_BOARD, None, seed))
    app.render()
    return app, t


def lit_on_screen(app, t, place) -> bool:
    """The place is drawn lit: its outline in the colour of what takes a click."""
    app.render()
    r = t.view.places()[place].inflate(10, 10)
    return app.window.get_at((r.centerx, r.y + 1))[:3] == STANDARD["good"]


def test_the_board_is_loaded_from_the_games_scene_and_is_on_the_offer_model():
    app, t = table()
    assert type(t.view) is DashScene
    assert OFFERS.undeclared(GAME.rules) == []   # a builder per declared decision point
    assert decision_name_branches(Path(scene.__file__).read_text(encoding="utf-8")) == []


def test_the_die_rolls_and_the_bone_bag_holds_by_clicks():
    app, t = table()
    m = t.match
    assert t.view.offer(m).lit == {DIE} and lit_on_screen(app, t, DIE) and not lit_on_screen(app, t, BAG)
    for _ in range(10):   # a 1 passes the die to the other side (Tiny 2.1): roll until a total stands
        click(app, t.view.places()[DIE].center)
        assert m.steps[-1].action == ROLL
        if m.state.rolled:
            break
    assert m.state.rolled and t.view.offer(m).lit == {DIE, BAG} and lit_on_screen(app, t, BAG)
    seat, total, bones = m.state.to_move, m.state.turn_total, len(m.state.bag)
    click(app, t.view.places()[BAG].center)
    assert m.steps[-1].action == HOLD
    assert m.state.scores[seat] == total and len(m.state.bag) == bones - 1   # Tiny 2.2: banked, a bone drawn
    assert m.state.to_move != seat


def test_a_refused_click_says_the_rules_reason_on_a_place_and_on_a_greyed_button():
    app, t = table()
    m = t.match
    click(app, t.view.places()[BAG].center)   # a hold before the first roll: the rules refuse it
    assert m.steps == [] and t.ui.status_kind == "bad"
    assert "you must roll at least once before you hold" in t.ui.status and "Tiny 2.2" in t.ui.status
    hold = next(r for r, b in t.view.panel(m, t.ui).placed if b.action == HOLD)
    t.ui.say("")
    click(app, hold.center)   # the same on its button, greyed with the reason
    assert m.steps == [] and "Refused: you must roll at least once before you hold (Tiny 2.2)" in t.ui.status
    click(app, (t.view.rect.x + 5, t.view.rect.bottom - 5))   # on nothing: the offer's hint is said
    assert m.steps == [] and t.ui.status == t.view.offer(m).hint
    roll = next(r for r, b in t.view.panel(m, t.ui).placed if b.action == ROLL)
    click(app, roll.center)
    assert m.steps[-1].action == ROLL
