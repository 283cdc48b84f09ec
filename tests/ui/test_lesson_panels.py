"""Every shipped lesson at the table in the smallest window (issue 37.1, 35.10): at each step, its
panel's words are whole (no string cut by `draw.fit`) and what the lesson asks now, or its end, is in
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
def test_a_lessons_panel_is_whole_and_shows_what_it_asks_at_960x600(cuts, path):
    lesson = read_lesson(path)
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    table = app.push(lesson_table(app, lesson))
    for _ in range(len(lesson.steps) + 1):
        table.play_on(0)   # the lesson's own steps, at its pace
        app.render()
        laid = table.laid(table.areas(app.window.get_rect())["lesson"])
        words, (_, y), size, _, _ = laid.lines[-1]
        assert laid.view.top <= y and y + draw.line_height(size) <= laid.view.bottom + 1, words
        if table.tutor is None or table.tutor.over:
            break
        for mistake, why in table.tutor.step.mistakes:   # explained, said whole, not played
            played = len(table.match.steps)
            assert not table.play(mistake) and len(table.match.steps) == played and table.answer.words == why
            app.render()
        assert table.play(table.tutor.hint())
    assert table.tutor is None or table.tutor.over
    assert cuts == set()
