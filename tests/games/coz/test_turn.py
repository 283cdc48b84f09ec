"""STEP 2: a fight turn, combination by combination (CoZ STEP 2; Number of Players)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import bots, fight
from zombiebox.games.coz.expression import evaluate
from zombiebox.games.coz.data import GLOVE, ZOMBIE_DECK

from .table import RULES, end_fights, fight_table, kinds, play, survivor, zombie

EXAMPLE = {"city1": zombie(4), "city2": zombie(9), "city3": zombie(12),
           "city4": zombie(2), "city5": zombie(3), "city6": zombie(6)}


def rolled(faces, **arrangement):
    state = fight_table(board=EXAMPLE, **arrangement)
    events = play(state, "roll", Dice.loaded(faces))
    assert [e for e in events if e.kind == "roll"][0].data["dice"] == list(faces)
    return state


def test_step2_example_each_die_defeats_one_zombie_when_all_dice_are_used():
    state = rolled([2, 3, 6])
    play(state, f"hit target={zombie(2)} expr=d0")
    play(state, f"hit target={zombie(3)} expr=d1")
    assert zombie(2) in state.board                      # hits wait until every die is used
    events = play(state, f"hit target={zombie(6)} expr=d2")
    assert [e.data["card"] for e in events if e.kind == "defeat"] == [zombie(2), zombie(3), zombie(6)]
    assert {zombie(2), zombie(3), zombie(6)} <= set(state.graveyard)
    assert [c for c in state.board if c] == [zombie(4), zombie(9), zombie(12)]


@pytest.mark.parametrize("hits", [
    [("d0*d2", 12), ("d1", 3)],              # multiply the 2 & 6 to hit the 12, the 3 hits the 3
    [("d1+d2", 9), ("d0", 2)],               # add the 3 & 6 to hit the 9
    [("d2-d0", 4), ("d1", 3)],               # take the 2 from the 6 to hit the 4
    [("d0*d1+d2", 12)],                      # 2 x 3 = 6, then add the 6: 12
])
def test_step2_other_examples_with_the_same_roll(hits):
    state = rolled([2, 3, 6])
    for expr, strength in hits:
        assert RULES.check(state, Action.parse(f"hit target={zombie(strength)} expr={expr}")) in \
            RULES.legal_actions(state)                            # the book's way is a listed hit
        play(state, f"hit target={zombie(strength)} expr={expr}")
    assert all(zombie(s) in state.graveyard for _, s in hits)


def test_a_wrong_combination_is_refused_with_the_sum_and_the_strength():
    state = rolled([2, 3, 6])
    with pytest.raises(IllegalAction) as refusal:
        RULES.check(state, Action.parse(f"hit target={zombie(6)} expr=d0+d1"))
    assert "2 + 3 = 5" in refusal.value.reason and "Strength is 6" in refusal.value.reason
    assert refusal.value.rule == "CoZ STEP 2"


def test_a_die_cannot_be_used_twice_in_a_turn():
    state = rolled([2, 3, 6])
    play(state, f"hit target={zombie(2)} expr=d0")
    with pytest.raises(IllegalAction, match="no unused die d0"):
        RULES.check(state, Action.parse(f"hit target={zombie(4)} expr=d0+d0"))


def test_dice_left_unused_miss_the_turn_and_defeat_nobody():
    state = rolled([2, 3, 6])
    play(state, f"hit target={zombie(2)} expr=d0")
    events = play(state, "end_turn")
    assert "missed_turn" in kinds(events) and zombie(2) in state.board


def test_solo_mode_takes_two_fight_turns_then_the_round_moves_on():
    state = rolled([1, 1, 1])
    assert (state.turn.seat, state.turn_no) == ("p1", 0)
    play(state, "end_turn")
    assert (state.turn.seat, state.turn_no, state.turn.dice) == ("p1", 1, None)
    play(state, "roll", Dice.loaded([1, 1, 1]))
    events = play(state, "end_turn", Dice.loaded([1, 1]))   # then STEP 3-5 run: the spawn roll
    assert kinds(events).count("move") == 6 and "plane" in kinds(events)
    assert state.round == 2 and state.turn.seat == "p1"


def test_three_players_each_fight_once_a_round():
    state = fight_table({"players": 3}, board=EXAMPLE)
    seats = []
    for _ in range(3):
        seats.append(RULES.to_move(state))
        play(state, "roll", Dice.loaded([1, 1, 1]))
        play(state, "end_turn", Dice.loaded([1, 1]))
    assert seats == ["p1", "p2", "p3"] and state.round == 2


def test_legal_hits_are_every_set_of_dice_on_every_target_once_and_other_spellings_are_normalised():
    state = rolled([2, 3, 6])
    actions = RULES.legal_actions(state)
    hits = [a for a in actions if a.kind == "hit"]
    assert Action.of("end_turn") in actions
    free = fight.unused(state.turn)
    keys = [(tuple(sorted(evaluate(a["expr"], free)[1].dice)), a["target"]) for a in hits]
    assert len(keys) == len(set(keys))                            # no items held: one hit per dice and target
    assert ((0, 2), zombie(4)) in keys and ((0, 1, 2), zombie(12)) in keys and ((1,), zombie(3)) in keys
    assert ((0,), zombie(9)) not in keys                          # a 2 alone never makes 9
    for action in hits:
        assert RULES.check(state, action) == action
    assert set(bots.suggested_hits(state, free)) <= set(hits)     # the auto-player's hits are listed ones
    unusual = Action.parse(f"hit target={zombie(4)} expr=sqrt(d2-d0)^2")   # sqrt(6-2)^2 = 4
    canonical = RULES.check(state, unusual)
    assert unusual not in actions and canonical in hits
    assert canonical["target"] == zombie(4) and sorted(evaluate(canonical["expr"], free)[1].dice) == [0, 2]


def test_a_target_is_hit_once_a_turn():
    state = rolled([2, 3, 6])
    play(state, f"hit target={zombie(2)} expr=d0")
    with pytest.raises(IllegalAction, match="already hit"):
        RULES.check(state, Action.parse(f"hit target={zombie(2)} expr=d2-d1-d1+d0"))


def test_rolling_twice_and_hitting_before_rolling_are_refused():
    state = fight_table(board=EXAMPLE)
    with pytest.raises(IllegalAction, match="roll the 3 Battle Dice first"):
        RULES.check(state, Action.parse(f"hit target={zombie(2)} expr=d0"))
    play(state, "roll", Dice.loaded([2, 3, 6]))
    with pytest.raises(IllegalAction, match="already rolled"):
        RULES.check(state, Action.parse("roll"))


@pytest.mark.parametrize("section, faces, hits", [
    ("Prime Number Zombies: 5^2 + 4 = 29", [5, 4, 1], [(29, "d0^2+d1"), (1, "d2")]),
    ("Prime Number Zombies: 5 x 6 + 1 = 31", [5, 6, 1], [(31, "d0*d1+d2")]),
    ("Prime Number Zombies: 6^2 + 1 = 37", [6, 1, 2], [(37, "d0^2+d1"), (2, "d2")]),
    ("Negative Strength Zombies: 2 - 3 = -1", [2, 3, 4], [(-1, "d0-d1"), (4, "d2")]),
    ("Negative Strength Zombies: 1 - 6 = -5", [1, 6, 3], [(-5, "d0-d1"), (3, "d2")]),
    ("Power Up & Power Down: 3 up to 9, 4 down to 2", [3, 4, 6], [(9, "d0^2"), (2, "sqrt(d1)"), (6, "d2")]),
    ("The Power Glove: 2 x 2 x 2 = 8", [2, 3, 6], [(8, "d0^3"), (9, "d1+d2")]),
])
def test_master_this_examples_played_with_loaded_dice(section, faces, hits):
    glove = next(c.id for c in ZOMBIE_DECK if c.effect == GLOVE)
    board = {f"city{i}": zombie(s) for i, (s, _) in enumerate(hits, 1)}
    state = fight_table({"level": "master"}, board=board, items=[glove] if "Glove" in section else [])
    play(state, "roll", Dice.loaded(faces))
    for strength, expr in hits:
        assert RULES.check(state, Action.parse(f"hit target={zombie(strength)} expr={expr}")) in \
            RULES.legal_actions(state), section                  # the book's way is a listed hit
        play(state, f"hit target={zombie(strength)} expr={expr}")
    assert all(zombie(s) in state.graveyard for s, _ in hits), section


def test_a_hit_is_logged_as_people_write_it_and_shows_its_dice_faces():
    state = rolled([2, 3, 6])
    event = next(e for e in play(state, f"hit target={zombie(12)} expr=d0*d1+d2") if e.kind == "hit")
    assert event.text.startswith("2 × 3 + 6 = 12 hits")                 # CoZ STEP 2's last example
    assert event.data["dice"] == [2, 3, 6] and event.data["indices"] == [0, 1, 2]   # the tray shows faces


def test_log_lines_name_board_spaces_in_the_players_words():
    state = fight_table(board={"backyard1": zombie(7)}, safe=[survivor(1, 0), survivor(1, 1), survivor(1, 2)])
    events = end_fights(state, Dice.loaded([1] * 8))
    assert any("moves down to Barricade 1" in e.text for e in events)   # CoZ STEP 3
    assert not any("barricade1" in e.text for e in events)
