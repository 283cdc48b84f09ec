"""The table kit's parts on their own: a layer repaints only when its size, look or content
changes; the animator walks Events into motions, at the settings' speed; modes hand over."""
import pygame
import pytest

from zombiebox.core.actions import Action, Event
from zombiebox.ui.animator import Animator
from zombiebox.ui.boardview import BoardView
from zombiebox.ui.layer import Layer
from zombiebox.ui.modes import Mode


def test_a_layer_repaints_only_when_size_look_or_content_changes():
    pygame.init()
    painted = []
    layer = Layer()

    def paint(img):
        painted.append(img.get_size())

    first = layer.get((40, 30), ("pal", 16), 1, paint)
    assert layer.get((40, 30), ("pal", 16), 1, paint) is first and len(painted) == 1
    layer.get((40, 30), ("pal", 18), 1, paint)   # a new text size
    layer.get((40, 30), ("pal", 18), 2, paint)   # what it shows changed
    layer.get((50, 30), ("pal", 18), 2, paint)   # the window was resized
    assert painted == [(40, 30)] * 3 + [(50, 30)]
    layer.drop()
    layer.get((50, 30), ("pal", 18), 2, paint)
    assert len(painted) == 5


def test_a_layer_painted_again_at_its_size_gets_its_surface_back_cleared_as_new():
    pygame.init()
    for alpha, clear in ((True, (0, 0, 0, 0)), (False, (0, 0, 0, 255))):
        layer = Layer(alpha=alpha)
        seen = []

        def paint(img):
            seen.append(tuple(img.get_at((3, 3))))
            img.fill((200, 40, 40))

        first = layer.get((40, 30), "look", 1, paint)
        again = layer.get((40, 30), "look", 2, paint)      # what it shows changed, not its size
        assert again is first and seen == [clear, clear]   # the old drawing is not painted over
        assert layer.get((50, 30), "look", 2, paint) is not first and seen[-1] == clear


def test_the_animator_plays_events_in_order_at_the_set_speed():
    anim = Animator(scale=0.5)
    drawn = []
    anim.painter("slide", lambda surface, ctx, p, unit: drawn.append((unit, round(p, 2))))
    anim.on("move", lambda e, ctx, t: anim.motion("slide", 1.0, t, unit=e.data["unit"]) and t + 1.0)
    total = anim.play([Event("move", "R 1", "", {"unit": "a"}), Event("other", "R 2", "", {}),
                       Event("move", "R 1", "", {"unit": "b"})], None)
    assert total == 2.0 and anim.busy
    anim.update(0.25)           # half of a's second, at half speed: the whole of it would be 0.5 s
    anim.draw(None, None)
    assert drawn == [("a", 0.5)]  # b waits for its delay (1.0 s, halved)
    anim.update(0.5)
    assert [m.data["unit"] for m in anim.motions] == ["b"]
    anim.finish()
    assert not anim.busy and anim.motions == []


def test_a_skipped_motion_is_never_drawn_even_before_the_next_update():
    anim = Animator(scale=0.0)   # the settings skip animations
    drawn = []
    anim.painter("slide", lambda surface, ctx, p: drawn.append(p))
    anim.motion("slide", 1.0)
    anim.draw(None, None)
    assert drawn == [] and anim.running == [] and not anim.busy


def test_a_motion_without_a_painter_is_refused_at_once():
    with pytest.raises(KeyError, match="no painter"):
        Animator().motion("nothing", 1.0)


def test_a_mode_answer_either_takes_over_or_goes_to_the_table():
    class Pick(Mode):
        def __init__(self, parent):
            self.parent = parent

        def click(self, pos, match, ui):
            return Action.of("go", at=str(pos[0]))

        def cancel(self):
            return self.parent

    class Idle(Mode):
        def click(self, pos, match, ui):
            return Pick(self)

    class View(BoardView):
        def first_mode(self):
            return Idle()

    view = View(game=None)
    assert view.take(view.mode.click((1, 1), None, None)) is None and isinstance(view.mode, Pick)
    assert view.mode.holding and view.cancel(None) and isinstance(view.mode, Idle)
    assert not view.cancel(None)   # nothing held: Esc goes on to the table
    view.take(view.mode.click((1, 1), None, None))
    assert view.take(view.mode.click((7, 1), None, None)) == Action.of("go", at="7")


def test_the_board_finds_its_own_mode_under_the_what_if_entry():
    from zombiebox.ui.what_if import WhatIfEntry

    class Turn(Mode):
        pass

    class View(BoardView):
        def first_mode(self):
            return Turn()

    view = View(game=None)
    picked = Turn()
    view.mode = WhatIfEntry(picked, lambda faces: None)
    assert view.mode_under(Turn) is picked
    view.mode = WhatIfEntry(Mode(), lambda faces: None)   # nothing of that kind under it: a fresh first mode
    assert isinstance(view.mode_under(Turn), Turn) and view.mode_under(Turn) is not picked


def test_paced_steps_are_shown_one_by_one_each_with_its_line():
    """Issue 16, point 7: an action's automatic steps (a change of rule section) start once the step
    before has been seen, each shown at least the paced time, its line and rule for the banner."""
    anim = Animator(scale=0.5)
    anim.painter("slide", lambda surface, ctx, p, unit: None)
    anim.on("move", lambda e, ctx, t: anim.motion("slide", 0.4, t, unit=e.data["unit"]) and t + 0.1)
    anim.paced(1.0)
    total = anim.play([Event("move", "R 2", "a moves.", {"unit": "a"}), Event("move", "R 2", "b moves.", {"unit": "b"}),
                       Event("move", "R 3", "c moves.", {"unit": "c"})], None)
    assert total == 2.0 and anim.line == ("a moves. b moves.", "R 2")
    anim.update(0.15)                        # 0.3 s in, at half speed: a and b move, c waits its step
    assert [m.data["unit"] for m in anim.running if m.started] == ["a", "b"]
    anim.update(0.3)                         # 0.9 s: a and b are done, their step is still shown
    assert anim.line[1] == "R 2" and not [m for m in anim.running if m.started]
    anim.update(0.1)
    assert anim.line == ("c moves.", "R 3") and [m.data["unit"] for m in anim.running if m.started] == ["c"]
    anim.update(0.5)
    assert anim.line is None and not anim.busy
    anim.scale = 0.0                          # skipped: no step is shown at all
    anim.play([Event("move", "R 2", "a.", {"unit": "a"}), Event("move", "R 3", "c.", {"unit": "c"})], None)
    assert anim.line is None and not anim.busy


def test_a_steps_dice_come_into_the_tray_with_its_step():
    """Issue 16, point 7: the tray shows a row of dice when the step that rolled it is shown, not
    before; the last action's dice stay until then; skipped animations show them at once."""
    from zombiebox.ui.widgets.dice_tray import DiceTray

    def act(anim, tray):
        events = [Event("move", "R 2", "a moves.", {"unit": "a"}),
                  Event("roll", "R 3", "R 3 rolls 5 2.", {"dice": [5, 2]}), Event("roll", "R 4", "R 4 rolls 6.", {"dice": [6]})]
        anim.play(events, None)
        return tray.show(events, 0.2, anim.shown_after)

    anim, tray = Animator(scale=0.5), DiceTray()
    anim.painter("slide", lambda surface, ctx, p, unit: None)
    anim.on("move", lambda e, ctx, t: anim.motion("slide", 0.4, t, unit=e.data["unit"]) and t)
    anim.paced(1.0)
    tray.show([Event("roll", "R 1", "the last roll", {"dice": [1]})], 0.0)
    assert not act(anim, tray) and [r.label for r in tray.rows] == ["the last roll"] and tray.rolling
    came = []
    for _ in range(30):                      # 1.5 s at half speed: the steps show at 0, 0.5 and 1 s
        came.append((anim.line[1], tuple(r.values for r in tray.rows), tray.update(0.05)))
        anim.update(0.05)
    assert {rows for rule, rows, _ in came if rule == "R 2"} == {((1,),)}
    assert {rows for rule, rows, _ in came if rule == "R 3"} == {((5, 2),)}
    assert {rows for rule, rows, _ in came if rule == "R 4"} == {((5, 2), (6,))}
    assert [rule for rule, _, new in came if new] == ["R 2", "R 3"]   # the tick before each step's line
    anim.scale = 0.0
    assert act(anim, tray) and [r.values for r in tray.rows] == [(5, 2), (6,)]
