"""Line of sight by the time of day (ATZ 8.2): the length of the board by day, twelve hexes at pre-dawn
and evening, two at night; every shot is checked against it."""
import pytest

from zombiebox.core.dice import Dice
from zombiebox.games.atz import GAME

from .cases import case, legal, play


def _beck_on_the_g_road(time: str, zombies: dict):
    """Beck with an assault rifle (18 hexes) at 1G1, the clear G road ahead of her, taking her impulse."""
    state = case({"beck": {"hex": "1G1", "in_hand": "assault_rifle"}}, zombies)
    state.time = time
    play(state, [4, 6], "impulse who=beck")
    return state


@pytest.mark.parametrize("time, seen, unseen", [("day", "3G1", None), ("dawn", "1G13", "1G14"),
                                                ("evening", "1G13", "1G14"), ("night", "1G3", "1G4")])
def test_8_2_sight_by_the_time_of_day(time, seen, unseen):
    state = _beck_on_the_g_road(time, {seen: 1})
    play(state, [], "fire shots=1")
    assert legal(state) == {f"aim at={seen}"}
    if unseen:
        state = _beck_on_the_g_road(time, {unseen: 1})
        assert "fire shots=1" not in legal(state)  # 8.1: no target in sight, no fire


def test_8_2_at_night_the_spread_stops_where_sight_does():  # 8.2.1: an unseen hex gets no fire
    state = _beck_on_the_g_road("night", {"1G3": 1, "1G4": 1})
    play(state, [], "fire shots=2", "aim at=1G3")
    assert legal(state) == {"shoot"}


def test_8_2_adjacent_fire_and_a_grenade_at_night():  # 8.2: an adjacent hex can always be fired into
    state = case({"jimmy": {"hex": "1G4", "in_hand": "smg", "in_pack": "grenade"}}, {"1G5": 2})
    state.time = "night"
    play(state, [4, 6], "impulse who=jimmy")
    assert {"fire shots=2", "grenade at=1G5"} <= legal(state)


def test_the_skirmish_takes_the_time_of_day_as_an_option_and_the_scenario_is_by_day():
    assert GAME.rules.setup({"time": "night"}, Dice(3)).sight == 2
    assert GAME.rules.setup({"time": "dawn"}, Dice(3)).sight == 12
    assert GAME.rules.setup({}, Dice(3)).sight is None
    assert GAME.rules.setup({"scenario": "bullets", "time": "night"}, Dice(3)).time == "day"
    with pytest.raises(ValueError, match="time must be one of day, dawn, evening, night"):
        GAME.rules.resolve_options({"time": "noon"})
