"""STEPs 3-5 and the end: Zombies move and eat, the Barricade, the plane, spawning, the deck,
SAVE MORE SURVIVORS, GAME OVER (CoZ How to Play, GAME OVER - How did you do?)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import data

from .table import RULES, end_fights, fight_table, kinds, play, survivor, where, zombie

QUIET_FIGHTS = [1, 1, 1, 1, 1, 1]      # two solo fight rolls, both turns ended


def test_step3_zombies_move_down_one_row_and_barricade_zombies_stay():
    state = fight_table(board={"city1": zombie(12), "fields3": zombie(9), "barricade6": zombie(36)},
                        deck_top=[zombie(1)])
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS + [1, 1]))
    assert (where(state, zombie(12)), where(state, zombie(9)), where(state, zombie(36))) == \
        ("road1", "backyard3", "barricade6")
    assert not [e for e in events if e.kind == "pay"]     # "their hunger has been satisfied"


def test_step3_a_zombie_moves_into_any_empty_barricade_space():
    state = fight_table(board={"backyard1": zombie(12), "barricade1": zombie(36)}, deck_top=[zombie(1)])
    end_fights(state, Dice.loaded(QUIET_FIGHTS + [1, 1]))
    assert where(state, zombie(12)) == "barricade2"


def test_step3_hunger_paid_in_whole_cards_to_the_bottom_of_the_survivor_deck():
    """The rulebook's case: two cards of 3 Survivors and a Zombie of hunger 5: both cards go."""
    threes = [survivor(3, 0), survivor(3, 1)]
    state = fight_table(board={"backyard2": zombie(36)}, safe=threes, deck_top=[zombie(1)])
    assert data.CARDS[zombie(36)].hunger == 5
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS + [1, 1]))
    assert state.safe_zone == [] and state.survivor_deck[-2:] == threes
    assert [e.rule for e in events if e.kind == "pay"] == ["CoZ STEP 3", "CoZ STEP 3"]


def test_step3_the_players_choose_which_survivor_cards_feed_a_zombie():
    cards = [survivor(1), survivor(2), survivor(4)]
    state = fight_table(board={"backyard2": zombie(12)}, safe=cards, deck_top=[zombie(1)])   # hunger 3
    end_fights(state, Dice.loaded(QUIET_FIGHTS))
    assert RULES.decision(state) == "debts" and RULES.to_move(state) == "p1"
    assert sorted(a["card"] for a in RULES.legal_actions(state)) == sorted(cards)
    play(state, f"pay card={survivor(4)}", Dice.loaded([1, 1]))
    assert state.safe_zone == [survivor(1), survivor(2)] and state.survivor_deck[-1] == survivor(4)
    assert RULES.decision(state) == "fight"


def test_losing_every_survivor_does_not_lose_the_game():
    state = fight_table(board={"backyard2": zombie(36)}, safe=[survivor(1)], deck_top=[zombie(1)])
    end_fights(state, Dice.loaded(QUIET_FIGHTS + [1, 1]))
    assert state.safe_zone == [] and RULES.outcome(state) is None and RULES.decision(state) == "fight"


def test_six_zombies_on_the_barricade_overrun_it_and_the_game_is_lost():
    board = {f"barricade{c}": zombie(s) for c, s in zip(range(1, 6), (1, 2, 3, 4, 5))}
    board["backyard6"] = zombie(6)
    state = fight_table(board=board)
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS))
    outcome = RULES.outcome(state)
    assert "overrun" in kinds(events) and outcome.label == "Barricade overrun"
    assert outcome.score == 0 and outcome.winners == () and RULES.to_move(state) is None
    assert [e for e in events if e.kind == "game_over"][0].data["ending"] in [e[0] for e in data.ENDINGS]


def test_step4_the_plane_moves_down_and_step5_spawns_on_the_row_it_is_over():
    state = fight_table(board={}, deck_top=[zombie(n) for n in (1, 2, 3)], **{})
    state.plane = 11
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS + [3, 2]))
    assert [e.data["to"] for e in events if e.kind == "plane"] == [10]
    assert [e.data["slot"] for e in events if e.kind == "deal"] == ["road1", "road2", "road3"]


def test_step5_cards_that_do_not_fit_go_to_the_row_above():
    state = fight_table(board={f"city{c}": zombie(s) for c, s in zip(range(1, 5), (4, 5, 6, 7))},
                        deck_top=[zombie(n) for n in (1, 2, 3, 8, 9, 10)])
    state.plane = 11                                          # the City Zombies move onto the Road
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS + [6, 2]))
    assert [e.data["slot"] for e in events if e.kind == "deal"] == \
        ["road5", "road6", "city1", "city2", "city3", "city4"]


def test_step5_four_to_six_players_always_deal_six_cards():
    state = fight_table({"players": 4}, deck_top=[zombie(n) for n in range(1, 7)])
    events = end_fights(state, Dice.loaded([1] * 12))
    assert len([e for e in events if e.kind == "deal"]) == 6 and not [
        e for e in events if e.kind == "roll" and e.data["purpose"] == "spawn"]


def test_an_empty_zombie_deck_is_the_shuffled_graveyard():
    state = fight_table(board={"city1": zombie(9)})
    state.graveyard, state.deck = state.deck, []
    graveyard = list(state.graveyard)
    in_order = [1] * (len(graveyard) - 1)  # loaded dice shuffle the Graveyard back in its order
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS + [2, 1] + in_order))
    assert "reshuffle" in kinds(events) and [e.data["card"] for e in events if e.kind == "deal"] == graveyard[:2]
    assert RULES.invariants(state) == []


def test_heroes_refresh_when_the_plane_reaches_a_refresh_point():
    state = fight_table({"heroes": "on"}, heroes=["maddy", "joe", "stef", "yas"], deck_top=[zombie(1)])
    state.heroes["maddy"].exhausted = True
    state.plane = 11
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS + [1, 1]))
    assert not state.heroes["maddy"].exhausted
    assert [e.data["heroes"] for e in events if e.kind == "refresh"] == [["maddy"]]


def test_the_plane_lands_the_game_is_won_and_survivors_give_the_rank():
    safe = [survivor(5, 0), survivor(5, 1), survivor(4)]
    state = fight_table(safe=safe)
    state.evacuated = [survivor(3)]
    state.survivor_deck.remove(survivor(3))
    state.plane = 1
    events = end_fights(state, Dice.loaded(QUIET_FIGHTS))
    outcome = RULES.outcome(state)
    assert outcome.score == 17 and outcome.label == "Awesome Survivors!" and outcome.winners == ("p1",)
    assert kinds(events)[-1] == "game_over" and outcome.text


def test_defeating_every_zombie_saves_more_survivors_moves_the_plane_and_spawns_six():
    state = fight_table(board={"road2": zombie(6)}, deck_top=[zombie(n) for n in range(7, 13)])
    before = len(state.safe_zone)
    play(state, "roll", Dice.loaded([1, 2, 3]))
    events = play(state, f"hit target={zombie(6)} expr=d0+d1+d2")
    assert len(state.safe_zone) == before + 4 and state.plane == 14
    assert [e.data["slot"] for e in events if e.kind == "deal"] == [f"city{c}" for c in range(1, 7)]
    assert [e.rule for e in events if e.kind == "survivors"] == ["CoZ SAVE MORE SURVIVORS"]
    assert state.turn.seat == "p1" and state.turn_no == 1     # the next turn goes on


def test_team_mode_teams_take_turns_playing_a_round():
    state = fight_table({"players": 6, "team": "on"}, deck_top=[zombie(n) for n in range(1, 13)])
    assert state.order == ["p1", "p2", "p3"]
    end_fights(state, Dice.loaded([1] * 9))
    assert state.order == ["p4", "p5", "p6"] and RULES.to_move(state) == "p4"


def test_any_card_of_a_value_may_feed_a_zombie_and_a_card_outside_the_safe_zone_is_refused():
    cards = [survivor(2, 0), survivor(2, 1), survivor(4)]
    state = fight_table(board={"backyard2": zombie(12)}, safe=cards, deck_top=[zombie(1)])
    end_fights(state, Dice.loaded(QUIET_FIGHTS))
    assert len(RULES.legal_actions(state)) == 2                 # one choice per value
    with pytest.raises(IllegalAction, match="from the Safe Zone"):
        RULES.check(state, Action.parse(f"pay card={survivor(5)}"))
    play(state, f"pay card={survivor(2, 1)}")                  # not the listed card of value 2: fine
    assert state.survivor_deck[-1] == survivor(2, 1) and RULES.decision(state) == "debts"


def test_after_sudden_decay_cleared_the_board_hitting_the_barrel_does_not_save_more_survivors():
    """docs/rulings.md: SAVE MORE SURVIVORS needs a fight turn that defeats the last Zombie; with none
    left (Sudden Decay took them), destroying the Toxic Barrel defeats no Zombie."""
    barrel = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.BARREL)
    state = fight_table({"level": "expert"}, board={}, items=[barrel])
    plane, safe = state.plane, len(state.safe_zone)
    play(state, f"item card={barrel} col=3")
    play(state, "roll", Dice.loaded([4, 6, 1]))
    events = play(state, f"hit target={barrel} expr=d0+d1*d2")
    assert "barrel" in kinds(events) and "CoZ SAVE MORE SURVIVORS" not in [e.rule for e in events]
    assert state.plane == plane and len(state.safe_zone) == safe


def test_after_sudden_decay_cleared_the_board_saving_a_flip_hero_does_not_save_more_survivors():
    state = fight_table({"level": "expert", "flip_heroes": "on"}, board={})
    lucy = data.FLIP_BY_KEY["lucy"].id
    assert lucy in state.board                                   # human, waiting on the board
    plane = state.plane
    play(state, "roll", Dice.loaded([6, 3, 1]))
    events = play(state, f"hit target={lucy} expr=d0*d1*d2")        # 18: Lucy is saved
    assert state.flips["lucy"].where == "saved"
    assert "CoZ SAVE MORE SURVIVORS" not in [e.rule for e in events] and state.plane == plane
