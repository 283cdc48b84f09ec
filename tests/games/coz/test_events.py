"""Events resolved in STEP 1, in the order they appeared, then Items taken (CoZ STEP 1, Events)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import data

from .table import RULES, card, end_fights, fight_table, play, where, zombie

QUIET = [1, 1, 1, 1, 1, 1]
BOSS = zombie(21, data.BOSS)


def test_sudden_rush_moves_every_zombie_down_one_row():
    state = fight_table(board={"city1": zombie(12)}, deck_top=[card(data.SUDDEN_RUSH)])
    events = end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert where(state, zombie(12)) == "fields1"               # STEP 3, then the Rush
    assert card(data.SUDDEN_RUSH) in state.graveyard
    assert [e.data["effect"] for e in events if e.kind == "event"] == [data.SUDDEN_RUSH]


def test_sudden_decay_solo_rolls_two_dice_and_clears_zombies_as_weak_or_weaker():
    board = {"city1": zombie(3), "city2": zombie(7), "city3": zombie(12), "city4": BOSS}
    state = fight_table({"level": "advanced"}, board=board, deck_top=[card(data.SUDDEN_DECAY)])
    end_fights(state, Dice.loaded(QUIET + [1, 1] + [3, 4]))
    assert zombie(3) in state.graveyard and zombie(7) in state.graveyard
    assert where(state, zombie(12)) == "road3" and where(state, BOSS) == "road4"   # rulings: Bosses are no Zombies


def test_sudden_decay_lets_the_players_choose_who_rolls():
    state = fight_table({"players": 2}, board={"city1": zombie(3), "city3": zombie(12)},
                        deck_top=[card(data.SUDDEN_DECAY)])
    end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert RULES.decision(state) == "decay"
    assert [a["player"] for a in RULES.legal_actions(state)] == ["p1", "p2"]
    events = play(state, "choose_roller player=p2", Dice.loaded([6, 6]))
    assert [e.data["seat"] for e in events if e.kind == "roll"] == ["p2"]
    assert zombie(12) in state.graveyard


def test_surprise_attack_deals_to_every_hand_space_moving_a_zombie_aside():
    fresh = [zombie(n) for n in (1, 2, 3, 4)]
    state = fight_table(board={"city2": zombie(9)}, deck_top=[card(data.SURPRISE_ATTACK)] + fresh)
    end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert where(state, zombie(9)) == "road1"                  # moved aside from the hand space road2
    assert [where(state, c) for c in fresh] == ["road2", "road5", "fields1", "fields6"]


def test_second_chance_rerolls_one_die_a_turn_until_the_round_ends():
    state = fight_table(board={"city1": zombie(12)}, deck_top=[card(data.SECOND_CHANCE)])
    end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert card(data.SECOND_CHANCE) in state.active
    play(state, "roll", Dice.loaded([1, 2, 3]))
    assert Action.of("second_chance", die=0) in RULES.legal_actions(state)
    play(state, "second_chance die=0", Dice.loaded([6]))
    assert state.turn.dice == [6, 2, 3]
    with pytest.raises(IllegalAction, match="ONE die a turn"):
        RULES.check(state, Action.parse("second_chance die=1"))
    play(state, "end_turn")
    play(state, "roll", Dice.loaded([1, 1, 1]))
    play(state, "second_chance die=2", Dice.loaded([2]))        # the next turn may re-roll again
    play(state, "end_turn", Dice.loaded([1, 1]))
    assert card(data.SECOND_CHANCE) in state.graveyard and not state.active


def test_sneak_peek_shows_the_top_eight_and_the_players_order_them():
    top = [zombie(n) for n in range(1, 12)]
    state = fight_table({"level": "expert"}, deck_top=[card(data.SNEAK_PEEK)] + top)
    events = end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert RULES.decision(state) == "peek"
    assert [e.data["cards"] for e in events if e.kind == "peek"] == [top[:8]]
    play(state, f"peek_next card={top[5]}")
    play(state, f"peek_next card={top[2]}")
    play(state, "peek_done")
    assert state.deck[:8] == [top[5], top[2]] + [c for c in top[:8] if c not in (top[5], top[2])]
    assert RULES.decision(state) == "fight"


def test_events_resolve_in_the_order_they_appeared_then_items_are_taken():
    lid, rush = card(data.LID), card(data.SUDDEN_RUSH)
    state = fight_table(board={"city1": zombie(12)}, deck_top=[lid, rush, card(data.SECOND_CHANCE)])
    events = end_fights(state, Dice.loaded(QUIET + [3, 1]))
    order = [(e.kind, e.data["card"]) for e in events if e.kind in ("event", "item_taken")]
    assert order == [("event", rush), ("event", card(data.SECOND_CHANCE)), ("item_taken", lid)]
    assert state.items == [lid]


def test_sneak_peek_with_one_card_left_has_no_order_to_choose():
    state = fight_table({"level": "expert"}, deck_top=[card(data.SNEAK_PEEK), zombie(1)])
    state.graveyard, state.deck = state.deck[2:], state.deck[:2]
    end_fights(state, Dice.loaded(QUIET + [1, 1]))
    assert RULES.decision(state) == "fight" and state.deck == [zombie(1)]
