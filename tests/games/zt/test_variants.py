"""ZT Game Variants: side B, the obstacle draft of the Advanced Rules and the Free Board Setup."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.zt.data import BOX_TOKENS
from zombiebox.games.zt.lot import lot_of

from .board import RULES, legal, play


def test_advanced_lays_the_printed_objects_then_drafts_obstacles_zombies_first_and_last():
    s = RULES.setup({"board": "advanced"}, Dice(1))
    lot = lot_of(s)
    assert lot.side == "B" and sorted(lot.car) == ["D1", "E1", "F1"] and lot.manholes == {"E5"}
    assert lot.spawn["C7"] == "bus" and lot.spawn["D3"] == "booth" and lot.obstacles["B7"] == "bus"
    laid = []
    while s.step == "lay_token":
        laid += [(e.data["seat"], e.data["object"], e.kind) for e in play(s, legal(s)[0]) if e.kind in ("lay", "leave")]
    assert [(seat, obj) for seat, obj, _ in laid] == [
        ("zombies", "large"), ("humans", "large"), ("zombies", "small"), ("humans", "small"),
        ("zombies", "small"), ("humans", "small"), ("zombies", "small")]
    placed = sum({"large": 2, "small": 1}[obj] for _, obj, kind in laid if kind == "lay")
    assert s.step == "place_human" and len(lot_of(s).obstacles) == 6 + 1 + placed  # buses, booth, tokens


def test_advanced_tokens_keep_off_the_edges_and_off_other_tokens_but_may_touch_the_manhole():
    s = RULES.setup({"board": "advanced"}, Dice(1))
    with pytest.raises(IllegalAction, match="off the edges"):
        play(s, "lay at=A5 facing=E")
    with pytest.raises(IllegalAction, match="diagonals"):
        play(s, "lay at=D4 facing=E")        # D4 touches the booth's C3 at a corner
    play(s, "lay at=D6 facing=S")            # beside the manhole E5 (diagonally): allowed
    assert lot_of(s).obstacles["D7"] == "large"


def test_free_set_up_lays_every_object_in_the_rulebooks_order():
    s = RULES.setup({"board": "free"}, Dice(2))
    assert (RULES.to_move(s), s.to_lay[0][1]) == ("zombies", "car")
    assert {a.split()[1][3:] for a in legal(s)} == {f"{c}1" for c in "BCDEFG"}  # the middle of 3 in row 1
    play(s, "lay at=B1")
    assert sorted(lot_of(s).car) == ["A1", "B1", "C1"]
    play(s, "lay at=C6 facing=E")                                     # the Human Player's bus: C5-C7, exit D6
    assert lot_of(s).spawn["D6"] == "bus" and lot_of(s).obstacles["C7"] == "bus"
    play(s, "lay at=F9 facing=N")                                     # the Zombie Player's bus: E9-G9, exit F8
    with pytest.raises(IllegalAction):
        play(s, "lay at=E10")                                         # the manhole goes on the car's half
    play(s, "lay at=A4")                                              # on an edge: the manhole may
    play(s, "lay at=F3 facing=W")                                     # the booth, door E3
    assert lot_of(s).spawn["E3"] == "booth" and s.to_lay[0] == ("humans", "large")
    while s.step == "lay_token":
        play(s, legal(s)[0])
    assert s.step == "place_human" and RULES.invariants(s) == []


def test_a_token_that_fits_nowhere_stays_in_the_box():
    s = RULES.setup({"board": "advanced"}, Dice(1))
    s.to_lay = [("zombies", "large")]
    s.tokens += [("small", "block", [f"{c}{r}"]) for c in "BDFG" for r in range(2, 12, 2)]
    assert legal(s) == ["leave"]
    RULES.settle(s, Dice(0), [])
    assert s.step == "place_human" and s.to_lay == []


def test_a_token_is_described_by_the_spaces_it_covers():
    s = RULES.setup({"board": "free"}, Dice(2))
    play(s, "lay at=B1")
    assert RULES.describe(s, Action.parse("lay at=C6 facing=E")) == "lay a bus on C5, C6, C7, its exit on D6"


@pytest.mark.parametrize("board", ["advanced", "free"])
def test_no_variant_lays_more_tokens_of_a_kind_than_the_box_holds(board):
    s = RULES.setup({"board": board}, Dice(3))
    size = {"bus": 3, "car": 3, "large": 2, "small": 1, "manhole": 1, "booth": 1}  # spaces a token covers
    counted = {kind: 0 for kind in size}
    for obj, role, cells in s.tokens:
        if role != "spawn":
            counted[obj] += len(cells) // size[obj]   # the printed buses are laid as one group of cells
    for _, obj in s.to_lay:
        counted[obj] += 1
    assert all(counted[kind] <= BOX_TOKENS[kind] for kind in size), counted
