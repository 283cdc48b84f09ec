"""Every shipped lesson plays as it says (issue 37.3): its position opens, each expected move is legal
where it is asked and reads the book's dice, each explained mistake is a legal move that is not the
expected one, and the steps reach the lesson's end; each game's path is five to ten lessons ending in
a real game against an Easy bot (or, solo, against the game itself)."""
import pytest

from zombiebox.core import registry
from zombiebox.core.lesson import lesson_paths, path_of, read_lesson, rehearse

GAMES = ("avz", "atz", "zs", "zt", "coz")
SHIPPED = [p for g in GAMES for p in lesson_paths(g)]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_lesson_plays_its_expected_moves_to_its_end(path):
    lesson = read_lesson(path)
    assert rehearse(lesson) == []
    if lesson.position is not None:
        tutor = lesson.open()
        tutor.play_lesson_steps()
        while not tutor.over:
            assert tutor.try_move(tutor.hint()).kind == "right"
            tutor.play_lesson_steps()
        assert tutor.at == len(lesson.steps)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_games_path_is_five_to_ten_lessons_ending_in_a_real_game_against_easy(game_id):
    path = path_of(game_id)
    assert 5 <= len(path) <= 10
    assert all(lesson.position is not None for lesson in path[:-1])
    last = path[-1].real_game
    assert last is not None and set(last.bots.values()) <= {"easy"}
    seats = registry.get(game_id).rules.seats(registry.get(game_id).rules.resolve_options(last.options))
    assert last.bots or len(seats) == 1  # a solo game (City of Zombies) is played against the game itself
    assert [lesson.number for lesson in path] == list(range(1, len(path) + 1))
    assert all(lesson.game is registry.get(game_id) for lesson in path)
