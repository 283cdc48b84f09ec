"""Tweens, the dice tray's reading of event data, and silent sound."""
import pygame

from zombiebox.core.actions import Event
from zombiebox.ui.widgets.dice_tray import dice_rows
from zombiebox.ui.sound import Sounds
from zombiebox.ui.tween import Tween, Tweens


def test_a_tween_eases_from_start_to_end():
    t = Tween((0, 0), (100, 50), 1.0)
    t.update(0.5)
    assert 0 < t.value[0] < 100 and not t.done
    t.update(0.5)
    assert t.value == (100, 50) and t.done


def test_skipped_animations_end_at_once():
    group = Tweens(scale=0.0)
    group.add("z03", Tween(0, 10, 0.4))
    group.update(1 / 60)
    assert not group.busy and group.value("z03", 10) == 10


def test_dice_rows_mark_hits_by_threshold_or_list():
    rows = dice_rows([Event("attack", "AvZ 7.1", "zombies attack", {"dice": [6, 2, 5], "hit_on": 5}),
                      Event("save", "AvZ 7.2", "armour", {"dice": [3, 4], "hits": [False, True], "mark": "save"}),
                      Event("move", "AvZ 6.1", "a move, no dice")])
    assert [r.marks for r in rows] == [("hit", None, "hit"), (None, "save")]


def test_no_sound_device_means_silence_not_an_error(monkeypatch):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    sounds = Sounds(volume=1.0)
    assert not sounds.enabled
    assert sounds.play("dice") is None


def test_fit_keeps_the_aspect_and_maps_clicks_back():
    from zombiebox.ui.fit import Fit

    fit = Fit(400, 200, pygame.Rect(0, 0, 1000, 1000), margin=0)
    assert fit.scale == 2.5
    assert fit.to_screen(0, 0) == (0, 250)  # letterboxed: centred top to bottom
    bx, by = fit.to_board(*fit.to_screen(123, 45))  # back to within half a screen pixel
    assert abs(bx - 123) <= 0.5 / fit.scale + 1e-9 and abs(by - 45) <= 0.5 / fit.scale + 1e-9


def test_dice_given_as_dicts_carry_their_own_marks_and_odd_data_is_skipped():
    rows = dice_rows([Event("bite", "AvZ 4.0", "bite", {"dice": [{"value": 5, "hit": True}, {"value": 2, "hit": False}],
                                                        "hits": 1}),
                      Event("saves", "AvZ 7.2", "saves", {"dice": [{"value": 4, "saved": True}]}),
                      Event("odd", "X 1", "odd", {"dice": ["six"]})])
    assert [(r.values, r.marks) for r in rows] == [((5, 2), ("hit", None)), ((4,), ("save",))]


def test_the_dice_tray_shows_the_newest_rows_that_fit():
    from zombiebox.ui.widgets.dice_tray import DiceTray

    pygame.font.init()  # row heights come from the font
    tray = DiceTray()
    tray.show([Event("roll", "X 1", f"roll {n}", {"dice": [n, 6], "hit_on": 5}) for n in (1, 2, 3)], 0.0)
    assert [r.label for r in tray.shown_rows(600, 19)] == ["roll 1", "roll 2", "roll 3"]
    assert [r.label for r in tray.shown_rows(90, 19)] == ["roll 3"]  # a small window: the last roll, readable


def test_rulebook_markdown_reads_as_paragraphs():
    from zombiebox.core.rulebook import paragraphs

    text = ("**Designed**\n- **Tiles:** ten,\n  numbered 3-10\n| Dead | Level |\n|---|---|\n| 0-10 | Zombie win |\n"
            "  • nested\n\n  an indented paragraph of its own")
    assert paragraphs(text) == [("Designed", True), ("• Tiles: ten, numbered 3-10", False),
                                ("Dead — Level", False), ("0-10 — Zombie win", False), ("• nested", False),
                                ("an indented paragraph of its own", False)]
    assert paragraphs("## City of Zombies (coz)\n- one or more *dice*, never `d0^3*d1*d2` or 2 * 3") == [
        ("City of Zombies (coz)", True), ("• one or more dice, never d0^3*d1*d2 or 2 * 3", False)]
    assert paragraphs(text, strong=True)[:2] == [("Designed", True), ("• **Tiles:** ten, numbered 3-10", False)]
