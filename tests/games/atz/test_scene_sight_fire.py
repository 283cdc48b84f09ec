"""Practice T draws each zombie's line of sight to the survivors it sees (ATZ 8.2, 8.2.1); fire's Event says
which die went at which target and hit or missed (ATZ 8.1), and the callout marks each die so."""
import pygame

from zombiebox.core.dice import Dice
from zombiebox.core.match import Match
from zombiebox.games.atz import GAME
from zombiebox.games.atz.scene import AtzScene
from zombiebox.games.atz.scene.anim import fire_lines
from zombiebox.ui.table import TableScene
from tests.games.atz.cases import RULES, case, play
from tests.games.atz.test_scene import nick_and_two_zombies, on_hex, press, table
from tests.ui.helpers import key, make_app


def practice(state):
    app = make_app()
    app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(state)), view=AtzScene(GAME)))
    app.render()
    return app, app.scene


def test_practice_t_draws_each_zombies_sight_by_the_time_of_day():
    """ATZ 8.2: at night sight is two hexes: the zombie two hexes along the road sees Nick, the one four
    away does not; by day both do. One line a stack, however many zombies stand in it."""
    state = case({"nick": dict(hex="1G5", in_hand="shotgun")}, {"1G7": 2, "1G9": 1})
    state.time = "night"
    RULES.settle(state, Dice.loaded([5, 3]), [])
    app, t = practice(state)
    key(app, pygame.K_t)
    assert t.view.sights(t.match) == [("1G7", "1G5")]
    assert "in a zombie's sight: Nick" in t.ui.status and "ATZ 8.2.1" in t.ui.status
    app.render()
    key(app, pygame.K_t)
    state.time = "day"
    app, t = practice(state)
    key(app, pygame.K_t)
    assert t.view.sights(t.match) == [("1G7", "1G5"), ("1G9", "1G5")]


def test_8_1_fire_event_says_each_dies_target_and_hit():
    """ATZ 8.1's example: Nick's SMG at three targets rolls 4, 3, 6, 5: totals 11 and 10 hit the first
    and second targets, 9 and 8 both go at the third and miss."""
    state = case({"nick": {"hex": "1G4", "in_hand": "smg"}}, {"1G8": 1, "1G9": 1, "1G10": 1})
    play(state, [4, 6], "impulse who=nick")
    events = play(state, [4, 3, 6, 5], "fire shots=4", "aim at=1G8", "aim at=1G9", "aim at=1G10", "shoot")
    fire = next(e for e in events if e.kind == "fire")
    assert fire.data["targets"] == ["1G8", "1G9", "1G10"]
    assert [(r["die"], r["total"], r["target"], r["hit"]) for r in fire.data["results"]] == [
        (6, 11, 0, True), (5, 10, 1, True), (4, 9, 2, False), (3, 8, 2, False)]
    assert fire_lines(fire.data["results"], fire.data["targets"]) == [
        f"1G8 needs {fire.data['results'][0]['needs']}: 11 hit", f"1G9 needs {fire.data['results'][1]['needs']}: 10 hit",
        f"1G10 needs {fire.data['results'][2]['needs']}: 9 miss, 8 miss"]


def test_fire_callout_marks_each_die_against_its_target():
    """The callout's dice are the kept dice, highest first, each a hit only where its total reaches what
    its target needs; the target's hex is the one aimed at."""
    app, t = table(nick_and_two_zombies())
    press(app, t, "Nick takes an impulse")
    press(app, t, "Fire: 6")
    on_hex(app, t, "1G9")
    press(app, t, "Shoot")
    called = next(m for m in t.view.anim.running if m.kind == "callout")
    results = called.data["results"]
    assert called.data["targets"] == ["1G9"] and results
    assert all(r["hit"] == (r["total"] >= r["needs"]) and r["target"] == 0 for r in results)
    assert [r["total"] for r in results] == sorted((r["total"] for r in results), reverse=True)
    kept = list(called.data["dice"])
    for r in results:
        kept.remove(r["die"])   # each marked die is one rolled
    app.render()   # the marked dice and the line to the target paint
