"""Apocalypse Mode: green icons when Zombies spawn (STEP 5), blue icons while fighting (STEP 2)
(CoZ Apocalypse Mode; facts-from-publishers.md: a card with two identical icons triggers alone)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import data

from .table import RULES, end_fights, fight_table, kinds, play, where

APOCALYPSE = {"level": "master", "apocalypse": "on"}
QUIET = [1] * 6


def cid(n: int) -> str:
    return f"CZ{n:02d}"


def icon_cards(icon):
    return [c.id for c in data.ZOMBIE_DECK if icon in c.icons]


def filler(n):
    """Plain level-1 Zombies for the deck top (no icons)."""
    return [c.id for c in data.ZOMBIE_DECK if c.kind == data.ZOMBIE and c.level == 1][:n]


def test_shield_protects_the_zombie_directly_behind():
    shield = cid(30)                                            # Square Bruiser, 25, shield
    assert data.SHIELD in data.CARDS[shield].icons
    state = fight_table(APOCALYPSE, board={"backyard2": shield, "fields2": cid(9), "road2": cid(3)})
    play(state, "roll", Dice.loaded([3, 3, 1]))
    with pytest.raises(IllegalAction, match="shield"):
        RULES.check(state, Action.parse(f"hit target={cid(9)} expr=d0*d1*d2"))
    play(state, f"hit target={cid(3)} expr=d0*d2")              # not directly behind: fine
    assert not [a for a in RULES.legal_actions(state) if a.get("target") == cid(9)]


def test_the_shield_is_ignored_without_apocalypse_mode():
    state = fight_table({"level": "master"}, board={"backyard2": cid(30), "fields2": cid(9)})
    play(state, "roll", Dice.loaded([3, 3, 1]))
    RULES.check(state, Action.parse(f"hit target={cid(9)} expr=d0*d1*d2"))


def test_target_icon_discards_the_unused_dice():
    state = fight_table(APOCALYPSE, board={"city1": cid(39), "city2": cid(6)})   # Cube Kid, 27, target
    play(state, "roll", Dice.loaded([3, 3, 6]))
    events = play(state, f"hit target={cid(39)} expr=d0^2*d1")
    assert "discard_dice" in kinds(events) and cid(39) in state.graveyard
    assert state.turn_no == 1                                  # the turn resolved at once


def test_exclamation_icon_means_do_not_speak():
    state = fight_table(APOCALYPSE, board={"city1": cid(51)})
    assert "DO NOT SPEAK" in RULES.hint_refusal(state)
    state = fight_table({"level": "master"}, board={"city1": cid(51)})
    assert RULES.hint_refusal(state) is None


def test_plus_icons_side_by_side_spawn_one_more_card():
    state = fight_table(APOCALYPSE, deck_top=[cid(29), cid(37)] + filler(3))
    events = end_fights(state, Dice.loaded(QUIET + [2, 1]))
    assert [e.data["slot"] for e in events if e.kind == "deal"] == ["city1", "city2", "city3"]
    assert [e.data["icon"] for e in events if e.kind == "apocalypse"] == ["plus"]


def test_a_card_with_two_plus_icons_triggers_alone():
    state = fight_table(APOCALYPSE, deck_top=[cid(52)] + filler(3))
    events = end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert len([e for e in events if e.kind == "deal"]) == 2


def test_down_icons_side_by_side_move_those_zombies_down_a_row():
    state = fight_table(APOCALYPSE, deck_top=[cid(33), cid(34), cid(1)])
    end_fights(state, Dice.loaded(QUIET + [3, 1]))
    assert (where(state, cid(33)), where(state, cid(34)), where(state, cid(1))) == ("road1", "road2", "city3")


def test_numbered_icon_sets_how_many_cards_spawn():
    state = fight_table(APOCALYPSE, board={"city1": cid(42)}, deck_top=filler(10))   # spawn8
    state.plane = 11                                           # room on the Road and the City
    events = end_fights(state, Dice.loaded(QUIET + [2, 1]))
    assert len([e for e in events if e.kind == "deal"]) == 8


def test_plane_icon_holds_the_rescue_plane():
    state = fight_table(APOCALYPSE, board={"city1": cid(40)}, deck_top=filler(2))
    end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert state.plane == 15
