"""ZT Game Variants: side B, the obstacle draft of the Advanced Rules and the Free Board Setup."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.zt.data import BOX_TOKENS
from zombiebox.games.zt import GAME
from zombiebox.games.zt.lot import lot_of
from zombiebox.games.zt.variants import clear_spaces, most_laid

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


def lay_with_the_bots(seed):
    """An advanced set-up's obstacle draft, each token laid by its own hunter bot; the events."""
    dice = Dice(seed)
    s = RULES.setup({"board": "advanced"}, dice)
    bots = {seat: GAME.bots["hunter"](seat) for seat in RULES.seats({})}
    events = []
    while s.step == "lay_token":
        choice = bots[RULES.to_move(s)].choose(RULES, s, RULES.legal_actions(s), dice)
        events += RULES.apply(s, choice.action, dice)
        RULES.settle(s, dice, events)
    return s, events


def test_the_advanced_lot_has_room_for_five_of_the_seven_drafted_tokens():
    """Issue 30 point 5: the geometry behind docs/rulings. Side B with the car, buses, booth and manhole
    where side A prints them leaves 15 spaces clear of the edges and of every token (E3-G4 on the car's
    half, D5 and D6-E9 between the buses), and at best 5 of the 7 drafted tokens fit there."""
    s = RULES.setup({"board": "advanced"}, Dice(1))
    assert sorted(clear_spaces(s)) == sorted(["E3", "F3", "G3", "E4", "F4", "G4", "D5"]
                                             + [f"{c}{r}" for c in "DE" for r in range(6, 10)])
    drafted = tuple(obj for _, obj in s.to_lay)
    assert drafted == ("large", "large", "small", "small", "small", "small", "small")
    assert most_laid(lot_of(s), clear_spaces(s), drafted, {}) == 5
    assert most_laid(lot_of(s), clear_spaces(s), ("small",) * 7, {}) == 5


@pytest.mark.parametrize("seed", range(12))
def test_the_bots_lay_the_drafted_tokens_so_that_as_many_fit_as_the_lot_allows(seed):
    """Issue 30 point 5: with each bot laying its own tokens, both large ones and three small ones reach
    the board every time (before, often only three tokens did); the two left say why."""
    s, events = lay_with_the_bots(seed)
    laid = [e.data["object"] for e in events if e.kind == "lay"]
    left = [e for e in events if e.kind == "leave"]
    assert sorted(laid) == ["large", "large", "small", "small", "small"] and len(left) == 2
    assert all("every empty space off the edges touches a token" in e.text for e in left)
    assert clear_spaces(s) == frozenset() and RULES.invariants(s) == []


def test_a_bot_lays_a_large_token_where_the_rest_still_fit():
    """Hand-built: the strip D5-E9 alone is clear (the car's half walled off by small tokens). A large token
    across the strip at D7-E7 leaves D5 and D9 or E9 for the two small ones, at D9-E9 it leaves D5 and D7
    or E7; anywhere else it leaves room for one. Each bot lays it where both still fit."""
    for seat in RULES.seats({}):
        s = RULES.setup({"board": "advanced"}, Dice(1))
        s.tokens += [("small", "block", [n]) for n in ("F3", "F4")]
        s.to_lay = [(seat, "large"), ("zombies", "small"), ("humans", "small")]
        assert clear_spaces(s) == {"D5", *[f"{c}{r}" for c in "DE" for r in range(6, 10)]}
        assert {"lay at=D5 facing=S", "lay at=D6 facing=E", "lay at=E7 facing=S"} <= set(legal(s))
        bot = GAME.bots["hunter"](seat)
        chosen = {bot.choose(RULES, s, RULES.legal_actions(s), Dice(seed)).action.text for seed in range(12)}
        assert chosen == {"lay at=D7 facing=E", "lay at=D9 facing=E"}


def test_a_token_left_out_says_why_and_which_spaces_bar_it():
    """Issue 30 point 5: a large token when only D5 is clear: the log line says so, and the event carries
    the spaces the board crosses out (every empty one off the edges that touches a token) and the clear
    one it rings."""
    s = RULES.setup({"board": "advanced"}, Dice(1))
    s.tokens += [("large", "block", ["G3", "G4"]), ("large", "block", ["D7", "E7"]),
                 ("small", "block", ["E3"]), ("small", "block", ["E9"])]
    s.to_lay = [("humans", "large")]
    assert legal(s) == ["leave"]
    events = []
    RULES.settle(s, Dice(0), events)
    (left,) = [e for e in events if e.kind == "leave"]
    assert left.text == ("a large obstacle fits nowhere: only D5 is clear of the edges and of every token: "
                         "no room for its 2 spaces side by side; it stays in the box")
    assert left.rule == "ZT Game Variant: Advanced Rules" and left.data["clear"] == ["D5"]
    assert {"F3", "E4", "D6", "E6", "D9", "C9", "B2"} <= set(left.data["barred"])
    assert not {"D5", "E5", "A5", "G3", "C3"} & set(left.data["barred"])   # clear, the manhole, an edge, tokens
