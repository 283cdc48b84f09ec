"""Lessons clicked through as a new player would (issue 37): the move a lesson asks for is made by the
board's own clicks, and a click that picked something is not answered "Nothing to do there"."""
import re

import pygame
import pytest

from zombiebox.core.lesson import path_of
from zombiebox.ui.lesson import lesson_table
from zombiebox.ui.menu import MainMenu

from .helpers import click, key, make_app


def at_step(game: str, number: int, asked: int):
    """Lesson `number` of `game` at the table, its first `asked` moves played as the lesson asks them."""
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    t = app.push(lesson_table(app, path_of(game)[number - 1]))
    t.play_on(0)
    while t.tutor.at < asked:
        assert t.play(t.tutor.hint())
        t.play_on(0)
    app.render()
    return app, t


def choice(t, label: str) -> tuple[int, int]:
    """Where the board's decision panel (AvZ, ZT) shows the button whose words start with `label`."""
    t.app.render()
    placed = t.view.parts(t.match, t.ui)[2].choices.placed
    return next(r.center for r, b in placed if b.label.startswith(label))


def test_a_click_on_an_avz_counter_picks_it_and_says_so_not_nothing_to_do():
    """AvZ lesson 3 asks for the Tank in C3: a press on it picks it (and takes it up to drag); letting go
    where it was pressed is no second click that finds nothing there."""
    app, t = at_step("avz", 3, 0)
    tank = next(st for st in t.view.stacks(t.match, t.ui) if st.loc == "C3")
    click(app, tank.rect.center)
    assert t.view.mode is not t.view.first_mode() and "Tank picked in C3" in t.ui.status
    assert "Nothing to do there" not in t.ui.status and not (t.note.on(t.ui.time) and "Nothing" in t.note.text)
    click(app, choice(t, "Move"))
    assert t.tutor.at == 1 and t.match.state.group.kind == "move"   # the asked move: the Tank's Move


def test_avz_landing_asks_for_the_alien_first_then_its_location():
    app, t = at_step("avz", 2, 7)
    d4 = t.view.layout(t.view.rect).locs["D4"].center
    click(app, d4)   # no Alien chosen yet: the board says what to do first
    assert t.tutor.at == 7 and "First choose which Alien lands" in t.ui.status
    click(app, choice(t, "Tank (3)"))
    click(app, d4)
    assert t.tutor.at == 8 and "tk4" in t.match.state.at and t.match.state.at["tk4"] == "D4"


def space(t, name: str) -> tuple[int, int]:
    """Where Zombie Terror's board draws the space `name`."""
    return t.view.layout(t.view.rect, t.match).cells[name].center


def test_zt_a_click_on_another_human_mid_activation_says_to_end_this_one_first():
    """ZT lesson 2: the Nurse is active; a new player clicks the Banker to go on with him."""
    app, t = at_step("zt", 2, 1)
    click(app, space(t, "D10"))
    assert t.tutor.at == 1 and t.match.state.active == "nurse"
    assert t.ui.status == ("Refused: one human at a time: end the Nurse's activation before you activate "
                           "the Banker (ZT Human Player Turn)") and t.note.on(t.ui.time)
    click(app, space(t, "A9"))    # the move the lesson asks
    assert t.tutor.at == 2 and t.match.state.humans["nurse"] == "A9"


def test_zt_a_click_on_the_active_human_says_where_he_stands_not_how_humans_move():
    app, t = at_step("zt", 4, 1)   # the Logger active on G10
    click(app, space(t, "G10"))
    assert t.ui.status == ("Refused: the Logger already stands on G10: click a lit space, or end the activation "
                           "(ZT Common Actions)")


def test_h_lights_the_asked_move_alone_and_cozs_button_that_opens_it():
    """CoZ lesson 5 asks for Second Chance: H lit every legal choice, End the turn among them, and not
    the Second Chance button (its options come after the click)."""
    from zombiebox.games.coz.scene.panels import lit
    app, t = at_step("coz", 5, 1)
    key(app, pygame.K_h)
    assert set(t.ui.lit) == {t.tutor.hint()} and "The lesson's move: re-roll die 1 (Second Chance)" in t.ui.status
    shown = {b.label: lit(b, t.ui.lit) for b in t.view.offer(t.match).buttons}
    assert shown["Second Chance: re-roll ONE die"] and not shown["End the turn"]


def test_cozs_h_in_a_lesson_counts_and_lists_only_the_card_it_lights():
    app, t = at_step("coz", 2, 4)   # dice 2 3 6: the lesson asks 2 × 6 on the 12; four cards could be hit
    key(app, pygame.K_h)
    assert "Lit: the 1 card the dice can hit." in t.ui.status
    assert [line.split(":")[0] for line in t.view.solutions(t.match, t.ui)] == ["» 12 in City 3"]


def test_coz_power_up_is_clicked_as_the_lesson_says_the_die_then_x2_then_the_card():
    from tests.games.coz.test_scene import slot_centre, widget
    app, t = at_step("coz", 3, 1)   # dice 3 4 6: "click the 3, then x², then the 9's card"
    assert "click the 3, then x², then the 9's card" in t.tutor.step.ask
    click(app, widget(t, "die 1"))
    click(app, widget(t, "x²"))
    click(app, slot_centre(t, app, t.match.state.board.index("CZ09")))
    assert t.tutor.at == 2 and t.answer is None and "3² = 9" in t.told[0].words


def test_zt_the_loggers_kill_is_clicked_as_the_lesson_says_the_zombie_then_chop_it():
    app, t = at_step("zt", 4, 3)
    assert "click it and choose Chop it" in t.tutor.step.ask
    click(app, space(t, "F8"))
    click(app, choice(t, "Chop it"))
    assert t.tutor.at == 4 and "z02" not in t.match.state.zombies


def test_coz_maddys_move_is_clicked_as_the_lesson_says_her_button_the_die_then_the_face_down_the_list():
    from tests.games.coz.test_scene import widget
    app, t = at_step("coz", 6, 5)   # dice 1 1 2
    assert "then Set die 1 (1) to 6, further down its list" in t.tutor.step.ask
    click(app, widget(t, "Maddy's Special Move …"))
    click(app, widget(t, "die 1"))
    click(app, widget(t, "Set die 1 (1) to 6"))   # paged down to, as a player would
    click(app, widget(t, "Do it"))                # it asks once, saying what it will do
    assert t.tutor.at == 6 and t.match.state.turn.dice[0] == 6


def test_coz_the_binoculars_are_the_2x_button_the_lesson_names():
    from tests.games.coz.test_scene import slot_centre, widget
    app, t = at_step("coz", 5, 2)   # dice 3 4 5 after Second Chance
    assert "The Binoculars are the 2x button" in t.tutor.step.ask
    for label in ("die 2", "+", "die 3", "2x"):
        click(app, widget(t, label))
    click(app, slot_centre(t, app, t.match.state.board.index("CZ16")))
    assert t.tutor.at == 3 and "(4 + 5) × 2 = 18" in t.told[0].words


def test_coz_match_badge_is_whole_on_a_small_card_at_960x600(cuts):
    """Issue 37's known cut: at 960x600 the 9 that 3² matches wore "MA…"; a small card now wears "="."""
    from zombiebox.ui.app import App
    from zombiebox.ui.settings import Settings
    from tests.games.coz.test_scene import widget
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(lesson_table(app, path_of("coz")[2]))
    t.play_on(0)
    assert t.play(t.tutor.hint())   # the roll: 3 4 6
    click(app, widget(t, "die 1"))
    click(app, widget(t, "x²"))
    app.render()
    assert t.view.marks(t.match, t.ui).match and cuts == set()


OPERATOR = {"+": "+", "-": "−", "*": "×", "/": "÷"}


def clicks_for(expr: str) -> list[str]:
    """The panel's buttons a player presses for a lesson's combination, left to right as the bench
    builds it: dbl(...) and sqrt(...) after their inside, ^2 after its die."""
    if expr.startswith("dbl("):
        return clicks_for(expr[4:-1]) + ["2x"]
    if expr.startswith("sqrt("):
        return clicks_for(expr[5:-1]) + ["√x"]
    out = []
    for part in re.split(r"([-+*/])", expr):
        if part in OPERATOR:
            out.append(OPERATOR[part])
        else:
            die, _, power = part.partition("^")
            out += [f"die {int(die[1:]) + 1}"] + (["x²"] if power == "2" else [])
    return out


@pytest.mark.parametrize("number", range(1, 10))
def test_every_hit_a_coz_lesson_asks_is_made_by_the_clicks_its_book_combination_names(number):
    """Each asked hit pressed as a player would (its dice, operators, then the Zombie's card); the
    lesson's other moves (the roll, a reward, a Hero) played as asked."""
    from tests.games.coz.test_scene import slot_centre, widget
    app, t = at_step("coz", number, 0)
    while not t.tutor.over:
        step, at = t.tutor.step, t.tutor.at
        expected = step.expect[0]
        if expected.kind != "hit":
            assert t.play(expected)
        else:
            for label in clicks_for(expected["expr"]):
                click(app, widget(t, label))
            click(app, slot_centre(t, app, t.match.state.board.index(expected["target"])))
            assert t.tutor.at == at + 1, (at, expected, t.ui.status)
        t.play_on(0)
