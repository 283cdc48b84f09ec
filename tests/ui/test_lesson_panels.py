"""Every shipped lesson at the table in the smallest window (issue 37.1, 35.10): at each step the
lesson's words are whole in its panel and on the status line, and what it asks now, or its end, is in
view; each mistake it explains is said and not played; and the moves it asks for play through the
table as a player's clicks would reach it."""
import pytest

from zombiebox.core.lesson import lesson_paths, read_lesson
from zombiebox.ui import draw
from zombiebox.ui.app import App
from zombiebox.ui.lesson import lesson_table
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings

SHIPPED = [p for g in ("avz", "atz", "zs", "zt", "coz") for p in lesson_paths(g)]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_lessons_panel_is_whole_and_shows_what_it_asks_at_960x600(path):
    lesson = read_lesson(path)
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    table = app.push(lesson_table(app, lesson))
    for _ in range(len(lesson.steps) + 1):
        table.play_on(0)   # the lesson's own steps, at its pace
        app.render()
        whole_where_it_is_said(app, table)
        if table.tutor is None or table.tutor.over:
            break
        for mistake, why in table.tutor.step.mistakes:   # explained, said whole, not played
            played = len(table.match.steps)
            assert not table.play(mistake) and len(table.match.steps) == played and table.answer.words == why
            app.render()
            whole_where_it_is_said(app, table)
        assert table.play(table.tutor.hint())
    assert table.tutor is None or table.tutor.over


def whole_where_it_is_said(app, table) -> None:
    """The panel's last paragraph (what the lesson asks, its answer, its end) in view, every line of it
    wrapped whole (the panel cuts no word: `draw.wrap`); the status line not cut either."""
    window = app.window.get_rect()
    laid = table.laid(table.areas(window)["lesson"])
    words, (_, y), size, _, _ = laid.lines[-1]
    assert laid.view.top <= y and y + draw.line_height(size) <= laid.view.bottom + 1, words
    status = table.status_lines(table.areas(window)["status"].w - 8)
    assert " ".join(status) == " ".join(table.ui.status.split()), status

