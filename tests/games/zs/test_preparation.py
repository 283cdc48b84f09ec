"""ZS Part I: the snake draft, one tile at a time, each placed in the house at once."""
from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.zs import preparation
from zombiebox.games.zs.houses import house

import pytest

from .table import RULES, play


def fresh(households=3, seed=2):
    return RULES.setup(RULES.resolve_options({"households": households}), Dice(seed))


def test_part_i_snake_order_clockwise_then_back():
    state = fresh(3)
    assert [preparation.drafter(state, t) for t in range(9)] == ["p1", "p2", "p3", "p3", "p2", "p1",
                                                                 "p1", "p2", "p3"]


def test_part_i_pick_then_place_in_free_cells():
    state = fresh(2)
    assert RULES.to_move(state) == "p1" and Action.of("pick", tile="car") in RULES.legal_actions(state)
    play(state, "pick tile=car", Dice(1))
    assert RULES.prompt(state) == "place the Car in your house"
    places = RULES.legal_actions(state)
    hh = state.households["p1"]
    free = house(hh.house).free
    for a in places:
        cells = [(a["col"] + c, a["row"] + r) for c, r in preparation.turns("R6")[a["turn"]]]
        assert set(cells) <= free
    play(state, str(places[0]), Dice(1))
    assert state.households["p1"].placed[0].kind == "car" and RULES.to_move(state) == "p2"
    assert state.pool["car"] == 0   # 2 households: 1 of the 2 cars was removed


def test_part_i_no_tile_over_an_icon_or_outside_the_walls():
    state = fresh(1)
    play(state, "pick tile=water", Dice(1))
    hh = state.households["p1"]
    icon = next(iter(house(hh.house).icons))
    with pytest.raises(IllegalAction) as err:
        RULES.check(state, Action.of("place", col=icon[0], row=icon[1], turn=0))
    assert err.value.rule == "ZS Part I" and "icon" in err.value.reason
    with pytest.raises(IllegalAction):
        RULES.check(state, Action.of("place", col=9, row=0, turn=0))


def test_part_i_a_tile_that_fits_nowhere_is_not_offered_and_a_full_house_is_skipped():
    state = fresh(2)
    p1 = state.households["p1"]
    free = sorted(preparation.free_cells(p1))
    p1.placed.append(preparation.Placed("water", free[:-1]))   # one free cell left
    assert preparation.takeable(state, "p1") == [k for k, n in state.pool.items()
                                                if n and preparation.TILE[k].shape == "1"]
    p1.placed.append(preparation.Placed("water", free[-1:]))
    assert preparation.takeable(state, "p1") == []
    assert preparation.next_drafter(state) == "p2"
    with pytest.raises(IllegalAction) as err:
        RULES.check(state, Action.of("pick", tile="nothing"))
    assert "no nothing tile" in err.value.reason


def test_part_i_stock_beads_start_on_5_and_stop_at_12():
    state = fresh(1)
    hh = state.households["p1"]
    hh.placed = [preparation.Placed("food", [(0, 0), (1, 0)]) for _ in range(3)]
    hh.placed.append(preparation.Placed("survivor", [(2, 0)]))
    preparation.stock(hh)
    assert hh.track["food"] == 12 and hh.track["water"] == 5 and hh.people == 4


def test_the_boards_queries_agree_with_the_draft_and_the_legal_places():
    """What the ZS board asks the rules (issue 32.1): the snake of drafters it shows is the rules' order
    (ZS Part I 1-2), and a tile's place it lights is refused by `placement_refusal` exactly where no legal
    place action covers it (ZS Part I 1)."""
    state = fresh(3)
    assert RULES.drafters(state, 6) == ["p1", "p2", "p3", "p3", "p2", "p1"]
    play(state, "pick tile=car", Dice(1))
    places = RULES.legal_actions(state)
    turns = RULES.tile_turns("car")
    for a in places:
        cells = [(a["col"] + c, a["row"] + r) for c, r in turns[a["turn"]]]
        assert RULES.placement_refusal(state, "p1", "car", cells) == ""
    corner = [(-1 + c, -1 + r) for c, r in turns[0]]
    assert RULES.placement_refusal(state, "p1", "car", corner) == "would cross the outside wall"


def test_part_i_a_reopened_position_offers_the_tiles_in_the_same_order(tmp_path):
    """Issue 31: the first choice was `pick tile=lumber`, and `pick tile=bat` once the position was saved
    and opened again (the pool's keys sorted): the buttons and a seeded bot's pick moved."""
    from zombiebox.core.match import Match
    from zombiebox.core.position import position_of, read_position
    from zombiebox.core.registry import get

    match = Match(get("zs"), {"households": 2}, seed=3)
    again = Match.from_position(read_position(position_of(match).write(tmp_path / "p.json")), seed=3)
    assert again.legal_actions() == match.legal_actions()
    assert str(match.legal_actions()[0]) == "pick tile=lumber"  # the box's order (data.TILES), not A-Z
