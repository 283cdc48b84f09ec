"""Kit additions: Memo keeps a value per key by name (the non-surface twin of Layer); a motion
made with `hold` is drawn at its start while it waits, one without is not."""
import pygame

from zombiebox.ui.animator import Animator
from zombiebox.ui.layer import Memo


def test_a_memo_works_a_value_out_again_only_when_its_key_changes_or_it_is_dropped():
    kept, made = Memo(), []

    def make(value):
        return lambda: made.append(value) or value

    assert kept.get("legal", 1, make("a")) == "a"
    assert kept.get("legal", 1, make("b")) == "a"          # same key: kept
    assert kept.get("groups", 1, make("g")) == "g"         # another name, kept apart
    assert kept.get("legal", 2, make("c")) == "c"          # the state moved on
    kept.drop("legal")
    assert kept.get("legal", 2, make("d")) == "d" and kept.get("groups", 1, make("h")) == "g"
    kept.drop()
    assert kept.get("groups", 1, make("i")) == "i"
    assert made == ["a", "g", "c", "d", "i"]


def test_a_held_motion_is_drawn_at_its_start_during_its_delay():
    anim, seen = Animator(), []
    anim.painter("fly", lambda surface, ctx, progress, name: seen.append((name, progress)))
    anim.motion("fly", 1.0, 0.5, hold=True, name="held")
    anim.motion("fly", 1.0, 0.5, name="plain")
    anim.draw(pygame.Surface((1, 1)), None)
    assert seen == [("held", 0.0)]
    anim.update(1.0)
    seen.clear()
    anim.draw(pygame.Surface((1, 1)), None)
    assert [name for name, _ in seen] == ["held", "plain"] and all(0 < p < 1 for _, p in seen)
