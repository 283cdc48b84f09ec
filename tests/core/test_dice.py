import json
import random

import pytest

from zombiebox.core.actions import IllegalAction
from zombiebox.core.dice import Dice, DiceExhausted


def test_same_seed_same_rolls_and_draws():
    a, b = Dice(42), Dice(42)
    assert a.roll(20) == b.roll(20)
    assert a.shuffle(range(10)) == b.shuffle(range(10))
    assert Dice(1).roll(20) != Dice(2).roll(20)


def test_seeded_rolls_are_the_generators_randint_draws():
    """Saved games and replays depend on a seed making the same numbers: Dice's own draw must
    match random.Random(seed).randint, die after die, mixed with shuffles."""
    for seed in range(20):
        d, rng = Dice(seed), random.Random(seed)
        for sides in (6, 6, 1, 2, 3, 10, 20, 6):
            assert d.roll(3, sides) == [rng.randint(1, sides) for _ in range(3)]
            assert d.shuffle(range(5)) == _shuffled(rng, range(5))


def _shuffled(rng, items):
    out = list(items)
    rng.shuffle(out)
    return out


def test_every_roll_is_recorded():
    d = Dice(3)
    values = d.roll(5) + [d.die(10)]
    assert [r.value for r in d.history] == values
    assert [r.sides for r in d.history] == [6] * 5 + [10]


def test_loaded_dice_give_scripted_values_then_refuse():
    d = Dice.loaded([6, 5, 1])
    assert d.roll(3) == [6, 5, 1]
    with pytest.raises(DiceExhausted):
        d.die()


def test_scripted_value_must_be_a_face():
    with pytest.raises(IllegalAction, match="not a face of the d6"):
        Dice.loaded([7]).die(6)


def test_forced_values_come_before_the_generator_and_can_be_cleared():
    d = Dice(5)
    expected_next = Dice(5).roll(2)
    d.force([4, 4, 4])
    assert d.roll(2) == [4, 4]
    assert d.clear_forced() == [4]
    assert d.roll(2) == expected_next


def test_json_round_trip_continues_the_same_sequence():
    d = Dice(9)
    d.roll(7)
    d.shuffle(range(5))
    copy = Dice.from_json(json.loads(json.dumps(d.to_json())))
    assert copy.roll(10) == d.roll(10)
    assert [r.value for r in copy.history] == [r.value for r in d.history]


def test_randint_includes_both_ends_and_follows_the_seed():
    assert {Dice(s).randint(1, 3) for s in range(200)} == {1, 2, 3}
    assert Dice(4).randint(1, 100) == Dice(4).randint(1, 100)


def test_loaded_dice_reach_every_draw_each_value_a_face_counted_from_one():
    d = Dice.loaded([3, 1, 2, 5, 2, 1, 1, 4])
    assert d.randrange(5) == 2                # the 3rd of 5 outcomes
    assert d.choice("abc") == "a"             # the 1st item
    assert d.randint(10, 12) == 11            # the 2nd of 10, 11, 12
    assert d.sample("abcde", 2) == ["e", "b"]  # the 5th, then the 2nd of those left
    assert d.shuffle("abc") == ["a", "b", "c"]  # 1, 1: the 1st left each time; the last needs no value
    assert d.die() == 4
    assert d.pending == [] and [r.value for r in d.history] == [4]  # draws are not die rolls
    with pytest.raises(DiceExhausted):
        d.choice("ab")


def test_a_scripted_draw_outside_its_range_is_refused():
    with pytest.raises(IllegalAction, match="not a face of the d3"):
        Dice.loaded([4]).choice("abc")


def test_unloaded_draws_are_the_generators_own():
    """No script, no change: every draw is the one random.Random(seed) makes (the play hashes rely on it)."""
    for seed in range(20):
        d, rng = Dice(seed), random.Random(seed)
        assert d.randrange(7) == rng.randrange(7) and d.choice("abcdef") == rng.choice("abcdef")
        assert d.randint(2, 9) == rng.randint(2, 9) and d.sample(range(9), 4) == rng.sample(range(9), 4)
        assert d.shuffle(range(8)) == _shuffled(rng, range(8))


def test_what_if_faces_are_for_dice_never_draws():
    d, plain = Dice(5), Dice(5)
    d.force([6])
    assert d.randrange(10) == plain.randrange(10) and d.shuffle(range(6)) == plain.shuffle(range(6))
    assert d.die() == 6 and d.pending == []
