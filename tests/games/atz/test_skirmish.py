"""The skirmish for 1-6 players (ATZ 14.0): a band for each player from its own edge, the initiative of
more than two sides (rulings), Glory Points scored in play (13.0) and the most of them winning."""
import pytest

from zombiebox.core.dice import Dice
from zombiebox.games.atz import GAME
from zombiebox.games.atz.boards import SIDES
from zombiebox.games.atz.data import SKIRMISH_BAND
from zombiebox.games.atz.rules import table_of
from zombiebox.games.atz.setup import band_cost, entry_hexes, player_bands
from zombiebox.games.atz.turn import check_over

from .cases import case, legal, play

RULES = GAME.rules


@pytest.mark.parametrize("players", range(2, 7))
def test_14_0_each_player_has_a_band_within_the_table_and_an_edge_of_its_own(players):
    state = RULES.setup({"players": players}, Dice(players))
    assert RULES.seats({"players": players}) == state.players == [f"p{i}" for i in range(1, players + 1)]
    most, glory = SKIRMISH_BAND[players]
    for band in player_bands(players):
        assert len(band) <= most and band_cost(band) <= glory
    keys = [s.kind for s in state.survivors.values()]
    assert len(keys) == len(set(keys))  # one counter each
    table = table_of(state)
    edges = [set(entry_hexes(state, table, p)) for p in state.players]
    assert all(edges) and sum(map(len, edges)) == len(set().union(*edges))  # apart from each other
    if players == 2:  # 14.0: competitors enter from opposite sides
        first, second = (SIDES.index(state.entries[p]) for p in state.players)
        assert (first - second) % 4 == 2


def test_14_0_a_player_enters_by_its_own_edge_and_only_its_band():
    state = RULES.setup({"players": 2}, Dice(5))
    assert RULES.to_move(state) == "p1"
    assert {a["who"] for a in RULES.legal_actions(state)} == {s.sid for s in state.survivors.values() if s.player == "p1"}
    first = RULES.legal_actions(state)[0]
    RULES.apply(state, first, Dice(1))
    steps = {a["to"] for a in RULES.legal_actions(state) if a.kind == "step"}
    assert steps == set(entry_hexes(state, table_of(state), "p1"))


def _two_bands(**zombies):
    state = case({"nick": {"hex": "1G4", "in_hand": "shotgun", "player": "p1"},
                  "tonya": {"hex": "1G12", "in_hand": "pistol", "player": "p2"}}, zombies)
    state.players = ["p1", "p2"]
    return state


def test_5_2_more_than_two_sides_each_die_says_who_acts_ties_roll_again_for_the_order():
    state = _two_bands()
    play(state, [4, 4, 2, 3, 5])  # p1 4, p2 4, zombies 2; p1 and p2 roll again: 3, 5
    assert state.order == ["p2", "p1", "zombies"] and state.phase == "p2" and state.survivor_die == 4
    assert RULES.to_move(state) == "p2" and legal(state) >= {"impulse who=tonya"} and "impulse who=nick" not in legal(state)
    play(state, [], "done")
    assert state.phase == "p1" and state.survivor_die == 4 and "impulse who=nick" in legal(state)


def test_5_2_a_side_whose_die_beats_its_reps_does_not_act():
    state = _two_bands()
    events = play(state, [6, 2, 1])  # p1 6: Nick (Rep 5) cannot act, so p1's activation passes; p2 2 acts
    assert [e.data["order"] for e in events if e.kind == "initiative"] == [["p1", "p2", "zombies"]]
    assert state.phase == "p2" and "impulse who=tonya" in legal(state)


def test_13_0_glory_points_go_to_the_killers_player_and_the_most_win():
    state = _two_bands(**{"1G5": 1})
    play(state, [5, 2, 1, 6, 6, 6, 6, 6, 6], "impulse who=nick", "fire shots=6", "aim at=1G5", "shoot")
    assert state.kills == {"p1": 1}
    state.kills["p2"] = 9
    state.searches = {"p1": 2}
    state.turn, state.phase = 16, "end"
    check_over(state)
    outcome = RULES.outcome(state)
    assert outcome.winners == ("p1",) and outcome.score == 2 and outcome.label == "p1 wins"  # 2 GP against 1
    state.searches = {"p1": 1}
    assert RULES.outcome(state).winners == ("p1", "p2") and RULES.outcome(state).label == "shared"


def test_a_three_player_skirmish_plays_to_its_end_legally():
    rules, dice, bot_dice = RULES, Dice(11), Dice(12)
    state = rules.setup({"players": 3}, dice)
    bots = {p: GAME.make_bot("scout", p) for p in state.players}
    while (seat := rules.to_move(state)) is not None:
        actions = rules.legal_actions(state)
        choice = bots[seat].choose(rules, state, actions, bot_dice)
        assert choice.action in actions
        assert state.survivors[choice.action["who"]].player == seat if choice.action.kind == "impulse" else True
        rules.apply(state, choice.action, dice)
    assert state.turn > 15 or not any(s.on_board for s in state.survivors.values())
    assert rules.outcome(state).winners
