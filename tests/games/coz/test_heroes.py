"""Heroes' Special Moves, exhaustion and refreshing; Flip Heroes saved or flipped
(CoZ Hero cards, How to Set up Heroes, Special Moves, Flip Hero cards)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import data

from .table import RULES, end_fights, fight_table, kinds, play, where, zombie

HEROES = {"heroes": "on"}
FOUR = ["seoyeon", "masaaki", "stef", "maddy"]
LUCY, ALONSO = data.FLIP_BY_KEY["lucy"].id, data.FLIP_BY_KEY["alonso"].id
FLIPS = {"level": "expert", "flip_heroes": "on"}


def refused(state, text, why):
    with pytest.raises(IllegalAction, match=why):
        RULES.check(state, Action.parse(text))


def test_one_to_three_players_pick_four_shared_heroes_or_deal_them():
    state = RULES.setup(HEROES, Dice(3))
    assert RULES.decision(state) == "heroes" and len(RULES.legal_actions(state)) == 8
    play(state, "pick_hero name=maddy")
    play(state, "deal_heroes", Dice(4))
    assert len(state.heroes) == 4 and "maddy" in state.heroes
    assert all(h.owner == "" for h in state.heroes.values()) and RULES.decision(state) == "fight"


def test_four_to_six_players_each_control_their_own_hero():
    state = fight_table({"players": 4, "heroes": "on"}, heroes=["maddy", "joe", "stef", "yas"])
    assert {k: h.owner for k, h in state.heroes.items()} == {"maddy": "p1", "joe": "p2", "stef": "p3",
                                                             "yas": "p4"}
    play(state, "roll", Dice.loaded([1, 1, 1]))
    refused(state, "hero name=joe die=0 value=6", "p2's Hero")
    play(state, "hero name=maddy die=0 value=6")


def test_seoyeon_rolls_a_die_for_survivor_cards_and_is_exhausted():
    state = fight_table(HEROES, heroes=FOUR)
    before = len(state.safe_zone)
    events = play(state, "hero name=seoyeon", Dice.loaded([4]))
    assert len(state.safe_zone) == before + 4 and state.heroes["seoyeon"].exhausted
    assert "survivors" in kinds(events)
    refused(state, "hero name=seoyeon", "Exhausted")


def test_masaaki_picks_before_rolling_and_the_zombies_behind_fall_too():
    board = {"backyard1": zombie(4), "fields1": zombie(9), "city1": zombie(12), "city2": zombie(2)}
    state = fight_table(HEROES, heroes=FOUR, board=board)
    play(state, f"hero name=masaaki target={zombie(4)}")
    play(state, "roll", Dice.loaded([4, 1, 1]))
    events = play(state, f"hit target={zombie(4)} expr=d0*d1*d2")
    assert sorted(e.data["card"] for e in events if e.kind == "defeat") == sorted([zombie(4), zombie(9), zombie(12)])
    assert where(state, zombie(2)) == "city2"


def test_masaaki_after_rolling_is_refused():
    state = fight_table(HEROES, heroes=FOUR, board={"backyard1": zombie(4), "fields1": zombie(9)})
    play(state, "roll", Dice.loaded([4, 1, 1]))
    refused(state, f"hero name=masaaki target={zombie(4)}", "before rolling")


def test_stef_flips_dice_to_their_opposite_faces():
    state = fight_table(HEROES, heroes=FOUR)
    play(state, "roll", Dice.loaded([1, 2, 3]))
    play(state, "hero name=stef dice=[0,2]")
    assert state.turn.dice == [6, 2, 4]


def test_maddy_changes_one_die_to_a_result_of_choice():
    state = fight_table(HEROES, heroes=FOUR)
    play(state, "roll", Dice.loaded([1, 1, 1]))
    play(state, "hero name=maddy die=1 value=6")
    assert state.turn.dice == [1, 6, 1]


def test_yas_refreshes_the_others_but_not_yas():
    state = fight_table(HEROES, heroes=["yas", "maddy", "joe", "stef"])
    state.heroes["maddy"].exhausted = True
    play(state, "hero name=yas")
    assert not state.heroes["maddy"].exhausted and state.heroes["yas"].exhausted


def test_jake_gives_a_player_a_reroll_this_turn():
    state = fight_table(HEROES, heroes=["jake", "maddy", "joe", "stef"])
    play(state, "roll", Dice.loaded([1, 1, 1]))
    play(state, "hero name=jake player=p1")
    play(state, "trick_shot", Dice.loaded([4, 5, 6]))
    assert state.turn.dice == [4, 5, 6]
    refused(state, "trick_shot", "not been given")


def test_pizza_delivery_refreshes_every_exhausted_hero():
    pizza = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.PIZZA)
    state = fight_table({"level": "expert"}, heroes=FOUR, items=[pizza])
    for hero in state.heroes.values():
        hero.exhausted = True
    play(state, f"item card={pizza}")
    assert not any(h.exhausted for h in state.heroes.values())


def test_flip_heroes_are_placed_one_on_the_fields_one_on_the_backyard():
    state = RULES.setup(FLIPS, Dice(2))
    play(state, "deal_heroes", Dice(2))
    assert RULES.decision(state) == "flip" and len(RULES.legal_actions(state)) == 12
    play(state, "place_flip name=lucy row=backyard col=4")
    assert {a["row"] for a in RULES.legal_actions(state)} == {"fields"}
    refused(state, "place_flip name=alonso row=backyard col=2", "Fields")
    play(state, "place_flip name=alonso row=fields col=2")
    assert where(state, LUCY) == "backyard4" and where(state, ALONSO) == "fields2"


def test_a_flip_hero_flips_when_a_zombie_reaches_their_row():
    state = fight_table(FLIPS, board={"road3": zombie(9)}, deck_top=[zombie(1)])
    assert (where(state, LUCY), where(state, ALONSO)) == ("fields1", "backyard1")
    events = end_fights(state, Dice.loaded([1] * 6 + [1, 1]))
    assert [e.data["hero"] for e in events if e.kind == "flip"] == ["lucy"]
    assert state.flips["lucy"].side == "zombie" and state.flips["alonso"].side == "human"


def test_saving_lucy_then_using_her_strength_18_plus_a_5_for_23():
    state = fight_table(FLIPS, board={"city2": zombie(23)})
    play(state, "roll", Dice.loaded([6, 3, 1]))
    events = play(state, f"hit target={LUCY} expr=d0*d1*d2")
    assert state.flips["lucy"].where == "saved" and LUCY not in state.board
    assert [e.data["to"] for e in events if e.kind == "defeat"] == ["saved"]
    play(state, "roll", Dice.loaded([5, 1, 1]))
    play(state, f"hit target={zombie(23)} expr=lucy+d0*d1*d2")
    assert zombie(23) in state.graveyard and state.flips["lucy"].exhausted


def test_lucys_rule_breaker_lets_dice_double():
    state = fight_table(FLIPS, board={"city2": zombie(12)})
    state.flips["lucy"].where = "saved"
    state.board[state.board.index(LUCY)] = None
    play(state, "hero name=lucy")
    play(state, "roll", Dice.loaded([6, 1, 1]))
    play(state, f"hit target={zombie(12)} expr=dbl(d0)*d1*d2")
    assert zombie(12) in state.graveyard and state.items == []


def test_zombie_lucy_stops_items_and_zombie_alonso_stops_defeats_until_destroyed():
    lid = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.LID)
    state = fight_table(FLIPS, board={"city2": zombie(2)}, items=[lid])
    state.flips["lucy"].side = state.flips["alonso"].side = "zombie"
    play(state, "roll", Dice.loaded([2, 5, 4]))
    refused(state, f"item card={lid} target={zombie(2)} change=1", "Zombie Lucy")
    refused(state, f"hit target={zombie(2)} expr=d0", "until Zombie Alonso is destroyed")
    play(state, f"hit target={ALONSO} expr=d1*d2")                # 20: Zombie Alonso's Strength
    events = play(state, f"hit target={zombie(2)} expr=d0")
    assert [e.data["to"] for e in events if e.kind == "defeat"] == ["removed", "graveyard"]
    assert state.flips["alonso"].where == "removed"


def test_saved_alonso_pushes_a_barricade_zombie_back_to_the_backyard():
    state = fight_table(FLIPS, board={"barricade3": zombie(9), "barricade4": zombie(12), "backyard4": zombie(2)})
    state.flips["alonso"].where = "saved"
    state.board[state.board.index(ALONSO)] = None
    assert [a["target"] for a in RULES.legal_actions(state) if a.get("name") == "alonso"] == [zombie(9)]
    play(state, f"hero name=alonso target={zombie(9)}")
    assert where(state, zombie(9)) == "backyard3" and state.flips["alonso"].exhausted
    refused(state, f"hero name=alonso target={zombie(12)}", "Exhausted")


def test_special_moves_are_described_in_a_players_words():
    state = fight_table({"players": 5, "heroes": "on"}, heroes=["masaaki", "maddy", "stef", "yas", "jake"],
                        board={"backyard1": zombie(4), "fields1": zombie(9)})

    def said(text):
        return RULES.describe(state, Action.parse(text))
    assert said(f"hero name=masaaki target={zombie(4)}").startswith("Masaaki marks ")
    assert said("hero name=jake player=p2") == "Jake gives P2 a re-roll this turn"
    play(state, "roll", Dice.loaded([1, 2, 3]))
    assert said("hero name=maddy die=0 value=6") == "Maddy changes die 1 from 1 to 6"
    assert said("hero name=stef dice=[0,2]") == "Stef flips dice 1 to 6, 3 to 4"
