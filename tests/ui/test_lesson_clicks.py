"""Shipped lessons played by the mouse, as a new player plays them (issue 37): the moves a lesson asks
for are made by clicks and drags on the board and its side panel, a likely wrong click is answered with
the lesson's words, and what the move did is shown where the player looks."""
import pygame

from zombiebox.core.lesson import each_lesson
from zombiebox.games.atz.scene.hexes import centre
from zombiebox.games.zs.scene.board import place_at
from zombiebox.ui.app import App
from zombiebox.ui.lesson import lesson_table
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings

from .helpers import click, key, make_app


def open_lesson(game: str, number: int):
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    table = app.push(lesson_table(app, each_lesson(game)[number - 1]))
    app.render()
    return app, table


def hex_on_screen(t, name: str) -> tuple[int, int]:
    cam = t.view.camera(t.match)
    x, y = cam.to_screen(*centre(t.view.table(t.match), name))
    assert cam.view.collidepoint(x, y), f"{name} is out of the map's window"
    return round(x), round(y)


def side_button(app, t, label: str):
    app.render()
    found = [r for r, b in t.view.panel(t.match, t.ui).placed if b.label.startswith(label)]
    assert found, f"no {label!r} in {[b.label for _, b in t.view.panel(t.match, t.ui).placed]}"
    return found[0].center


def test_atz_8_the_medium_zombie_in_a_mixed_stack_is_aimed_at_by_a_click_on_its_hex_then_beside_the_board():
    app, t = open_lesson("atz", 8)
    click(app, hex_on_screen(t, "1G7"))    # Nick, on the map
    click(app, hex_on_screen(t, "1F7"))    # into the building: 3 zombies, Nick surprises them
    click(app, side_button(app, t, "Fire: 6 shots"))
    assert t.tutor.at == 3 and "1F7" in t.tutor.step.ask   # the ask names the hex to click
    click(app, hex_on_screen(t, "1F7"))    # a mixed stack: which zombie is asked beside the board
    assert "pick one beside the board" in t.ui.status
    click(app, side_button(app, t, "Aim at a slow zombie"))   # the likely wrong pick: explained, not played
    assert t.tutor.at == 3 and t.answer.words.startswith("A slow zombie can wait")
    click(app, side_button(app, t, "Aim at a medium zombie"))
    assert t.tutor.at == 4 and t.match.steps[-1].action["zombie"] == "z31"
    click(app, hex_on_screen(t, "1F7"))
    click(app, hex_on_screen(t, "1F7"))
    click(app, side_button(app, t, "Shoot"))
    click(app, side_button(app, t, "End the survivors' activation"))
    assert t.tutor.over


def square_on_screen(t, yard: str, n: int) -> tuple[int, int]:
    screen, hh = t.view.screen(t.match), t.match.state.households["p1"]
    return next((x, y) for x in range(screen.house.left, screen.house.right, 4)
                for y in range(screen.house.top, screen.house.bottom, 4)
                if place_at(screen, hh, (x, y)) == ("square", "p1", yard, n))


def test_zs_6_the_lid_throw_is_a_drag_and_its_outcome_is_on_the_board_and_in_the_log():
    app, t = open_lesson("zs", 6)
    click(app, square_on_screen(t, "back", 1))   # the zombie far off: the lesson says why not
    assert t.tutor.at == 0 and "back 1" in t.answer.words
    click(app, square_on_screen(t, "front", 5))
    assert t.tutor.at == 1
    lid = t.view.screen(t.match).lid()
    start, end = (lid.centerx, lid.bottom - 8), (lid.centerx, lid.centery - 20)
    app.render()
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])
    for _ in range(30):
        app.step()
        app.render()
    assert t.tutor.over
    attack = t.match.log[-1][1]
    killed = attack.data["killed"]
    assert (5 in t.match.state.households["p1"].zombies["front"]) != killed   # the board shows it
    assert [p.event for p in t.log._shown][:1] == [attack]                   # and the log says it
    assert t.log._shown[0].lines[-1].endswith("killed" if killed else "missed")


def test_a_lessons_screenshot_after_its_moves_shows_the_board_as_the_player_who_clicked_them_sees_it(tmp_path):
    """`screenshot --lesson atz/8 --steps 2`: the map framed as at the table (it was framed before the
    lesson panel was laid out, zoomed with Nick off the window)."""
    from zombiebox.ui.screenshot import placed, screenshot

    shot = screenshot(str(tmp_path / "atz-8.png"), steps=2, lesson=each_lesson("atz")[7])
    app, t = open_lesson("atz", 8)
    click(app, hex_on_screen(t, "1G7"))
    click(app, hex_on_screen(t, "1F7"))
    app.step()
    app.render()
    assert t.tutor.at == 2 and shot["map"] == placed(t, app.window.get_rect())["map"]


def test_zs_6_the_throws_prompt_is_whole_in_the_banner_at_960x600(cuts):
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(lesson_table(app, each_lesson("zs")[5]))
    app.render()
    t.play_on(1)   # the Crossbow's attack: the dice in hand
    app.render()
    prompt = t.match.rules.prompt(t.match.state)
    assert "die 1 of 2" in prompt and not cuts


def test_zs_3_the_pointer_over_a_square_names_its_yard_and_number_as_the_lesson_says():
    app, t = open_lesson("zs", 3)
    assert "the pointer over a square names its yard and number" in t.lesson.teaches
    assert t.view.hover(square_on_screen(t, "front", 5), t.match, t.ui).startswith("front yard, square 5")


def test_atz_9_the_search_names_the_card_found_in_the_words_the_lesson_uses():
    app, t = open_lesson("atz", 9)
    t.play_on(3)   # Beck in, then her search
    search = next(e for _, e in reversed(t.match.log) if e.kind == "search")
    assert "assault rifle" in " ".join(said.words for said in t.told).lower()
    assert search.data["card"] == "assault_rifle" and search.text.endswith(": Assault rifle")


def test_zs_7_a_zombie_in_the_house_is_shot_by_a_click_on_it_where_the_board_draws_them():
    from zombiebox.games.zs.scene.house import inside_rect

    app, t = open_lesson("zs", 7)
    inside = inside_rect(t.view.screen(t.match).fit).center
    assert t.view.hover(inside, t.match, t.ui).startswith("3 zombies in the house")
    click(app, square_on_screen(t, "front", 5))   # the one in the yard: the lesson says why not
    assert t.tutor.at == 0 and t.answer is not None
    click(app, inside)
    assert t.tutor.at == 1 and t.match.steps[-1].action.kind == "attack" and t.match.steps[-1].action["yard"] == "house"


def test_zs_6_h_at_the_throw_marks_no_landing_for_any_is_right_and_the_lid_is_lit():
    app, t = open_lesson("zs", 6)
    key(app, pygame.K_h)
    assert t.ui.hint is not None and "Crossbow" in t.ui.status   # one move asked: it is marked
    key(app, pygame.K_h)
    t.play(t.tutor.hint())
    key(app, pygame.K_h)
    assert t.ui.hint is None and t.ui.highlights   # the choices lit, none marked as the lesson's
    assert "the lid" in t.ui.status and t.ui.status.endswith("Any of them is the lesson's move.")
