"""Zombie Terror rules beyond the worked examples: set-up, each human's actions and abilities, biting, the
activation limit, spawning with an empty pool, clean-up, the terror track, the cards and the end."""
from itertools import product
from pathlib import Path

import pytest

from zombiebox.core.actions import IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER
from zombiebox.games.zt.data import HUMANS_BY_ID, ZOMBIES

from .board import RULES, legal, play, position, settle


def test_setup_places_humans_on_the_first_row_then_ten_zombies_five_a_half():
    s = RULES.setup({}, Dice(3))
    assert s.step == "place_human" and len(s.pool) == 20 and s.ammo == 4 and s.briefcase
    assert {len(h) for h in s.hands.values()} == {4}
    assert {a.split()[1] for a in legal(s)} == {f"at={c}10" for c in "ABCDEFGH"}
    with pytest.raises(IllegalAction, match="first row"):
        play(s, "place human=cop at=D8")
    for h, at in zip(HUMANS_BY_ID, "ABCFGH"):
        play(s, f"place human={h} at={at}10")
    assert s.step == "place_zombie"
    with pytest.raises(IllegalAction, match="adjacent"):
        play(s, "place at=A9 facing=N")
    with pytest.raises(IllegalAction, match="obstacle"):
        play(s, "place at=D1 facing=S")
    for at in ("A2", "C2", "E2", "G2", "A4"):
        play(s, f"place at={at} facing=S")
    with pytest.raises(IllegalAction, match="car half already has its 5"):
        play(s, "place at=H5 facing=S")
    for at in ("A7", "D6", "D8", "F6", "H7"):
        play(s, f"place at={at} facing=N")
    assert s.step == "human_turn" and len(s.zombies) == 10 and len(s.pool) == 10


def test_set_up_deals_each_side_four_of_its_six_cards_by_the_seeded_shuffle():
    hands = {tuple(RULES.setup({}, Dice(seed)).hands["zombies"]) for seed in range(12)}
    assert len(hands) > 1 and all(len(h) == 4 for h in hands)


def test_kid_moves_diagonally_once_a_turn_and_never_pushes():
    s = position({"kid": "D8"}, [("D7", "S")], step="human_action", active="kid", ap=3, activated=["kid"])
    assert "push to=D7" not in legal(s) and "move to=E7" in legal(s)
    with pytest.raises(IllegalAction, match="never push"):
        play(s, "push to=D7")
    with pytest.raises(IllegalAction, match="the Kid can never push"):  # walking into the zombie says so too
        play(s, "move to=D7")
    play(s, "move to=E7")
    assert not [a for a in legal(s) if a in ("move to=D6", "move to=F6", "move to=F8", "move to=D8")]


def test_kid_cannot_squeeze_diagonally_between_two_obstacles():
    s = position({"kid": "B5"}, [], step="human_action", active="kid", ap=3, activated=["kid"])
    assert "move to=C6" not in legal(s) and "move to=A6" in legal(s)  # C5 and B6 are obstacles; A5 is not
    s = position({"kid": "F6"}, [], step="human_action", active="kid", ap=3, activated=["kid"])
    assert "move to=E5" in legal(s)  # F5 is an obstacle, E6 is not: the corner is open


def test_push_needs_an_empty_space_behind_no_queue():
    s = position({"banker": "D10"}, [("D9", "N"), ("D8", "N")], step="human_action", active="banker", ap=3,
                 activated=["banker"])
    assert "push to=D9" not in legal(s)
    with pytest.raises(IllegalAction, match="queue"):
        play(s, "push to=D9")


def test_a_zombie_cannot_be_pushed_into_the_escape_car():
    s = position({"cop": "D3"}, [("D2", "S")], step="human_action", active="cop", ap=3, activated=["cop"])
    assert "push to=D2" not in legal(s)


def test_mechanic_pushes_a_human_once_a_turn():
    s = position({"mechanic": "A10", "kid": "B10", "nurse": "A9"}, [], step="human_action", active="mechanic",
                 ap=3, activated=["mechanic"])
    play(s, "push to=B10")
    assert s.humans["kid"] == "C10" and "push to=A9" not in legal(s)


def test_logger_eliminates_an_adjacent_zombie_not_facing_him():
    s = position({"logger": "D8"}, [("D7", "S"), ("C8", "N")], step="human_action", active="logger", ap=3,
                 activated=["logger"])
    assert [a for a in legal(s) if a.startswith("eliminate")] == ["eliminate target=z02"]
    with pytest.raises(IllegalAction, match="not facing him"):
        play(s, "eliminate target=z01")


def test_nurse_heals_herself_or_an_adjacent_human_for_1_ap_each():
    s = position({"nurse": "D8", "cop": "D9", "kid": "A10"}, [], step="human_action", active="nurse", ap=3,
                 activated=["nurse"], wounded=["nurse", "cop", "kid"])
    assert [a for a in legal(s) if a.startswith("heal")] == ["heal human=nurse", "heal human=cop"]
    play(s, "heal human=cop")
    play(s, "heal human=nurse")
    assert s.wounded == ["kid"] and s.ap == 1


def test_cop_needs_ammo_to_shoot():
    s = position({"cop": "D8"}, [("D5", "S")], step="human_action", active="cop", ap=3, activated=["cop"], ammo=0)
    with pytest.raises(IllegalAction, match="no ammo"):
        play(s, "shoot target=z01")


def test_a_human_moving_onto_the_escape_car_escapes_and_his_activation_ends():
    s = position({"kid": "D2", "cop": "A10"}, [], step="human_action", active="kid", ap=3, activated=["kid"])
    play(s, "move to=D1")
    assert s.escaped[-1] == "kid" and "kid" not in s.humans and s.step == "human_turn"


def test_the_humans_win_at_once_with_5_vp_escaped():
    s = position({"kid": "D2", "banker": "A10"}, [], step="human_action", active="kid", ap=3, activated=["kid"])
    s.escaped, s.turned = ["mechanic"], ["nurse", "cop", "logger"]
    play(s, "move to=D1")
    assert RULES.outcome(s).winners == ("humans",) and RULES.legal_actions(s) == []


def test_the_zombies_win_when_5_vp_can_no_longer_be_reached():
    s = position({"kid": "D8", "logger": "A10"}, [("D9", "N")], step="zombie_turn", wounded=["kid"])
    s.escaped, s.turned = ["cop"], ["banker", "nurse", "mechanic"]
    assert RULES.outcome(s) is None  # 1 escaped + 3 + 1 on the board: 5 can still be reached
    settle(s)  # the zombie in front of the wounded Kid bites her: dead, 5 VP out of reach
    assert RULES.outcome(s).winners == ("zombies",)


def test_the_game_is_over_exactly_when_it_has_an_outcome_whoever_escaped_or_was_lost():
    """decision() asks for the outcome only once enough humans escaped or were lost: no ending is missed."""
    over = 0
    for fates in product(("board", "escaped", "dead", "turned"), repeat=len(HUMANS_BY_ID)):
        for terror in (None, 2, 0):
            s = position({}, [], step="human_turn")
            s.humans = {h: f"{'ABCDEF'[i]}10" for i, (h, fate) in enumerate(zip(HUMANS_BY_ID, fates))
                        if fate in ("board", "dead")}
            s.escaped = [h for h, fate in zip(HUMANS_BY_ID, fates) if fate == "escaped"]
            s.dead = [h for h, fate in zip(HUMANS_BY_ID, fates) if fate == "dead"]
            s.turned = [h for h, fate in zip(HUMANS_BY_ID, fates) if fate == "turned"]
            s.terror = terror
            assert (RULES.decision(s) == OVER) == (RULES.outcome(s) is not None), (fates, terror)
            over += RULES.decision(s) == OVER
    assert 0 < over < 3 * 4 ** len(HUMANS_BY_ID)


def test_the_banker_bitten_twice_in_one_turn_loses_his_briefcase_then_is_wounded():
    s = position({"banker": "D8"}, [("D7", "S"), ("C8", "E")], step="zombie_turn", activated=["banker"])
    play(s, "activate zombie=z01")  # the second is then the only choice
    assert not s.briefcase and s.wounded == ["banker"] and not s.dead


def test_a_healthy_human_bitten_twice_in_one_turn_dies_and_turns_at_clean_up():
    s = position({"cop": "D8", "kid": "A10"}, [("D7", "S"), ("C8", "E")], step="zombie_turn", activated=["cop"])
    play(s, "activate zombie=z02")
    assert s.dead == ["cop"] and s.humans["cop"] == "D8" and s.step == "spawn"
    while s.step == "spawn":
        play(s, legal(s)[0])
    assert legal(s) == [f"turn_human facing={d} human=cop" for d in "NESW"]
    play(s, "turn_human human=cop facing=W")
    assert "cop" in s.turned and s.facing[s.occupied()["D8"]] == "W" and s.step == "human_turn" and s.round == 2


def test_the_activation_limit_is_humans_activated_plus_one():
    s = position({"kid": "A10"}, [("A2", "E"), ("C2", "E"), ("E2", "E"), ("G4", "S")], step="zombie_turn",
                 activated=["kid"])
    play(s, "activate zombie=z01")
    while s.step == "zombie_action":
        play(s, legal(s)[0])
    play(s, "activate zombie=z04")
    while s.step == "zombie_action":
        play(s, legal(s)[0])
    assert len(s.flipped) == 2 and s.step == "spawn"


def test_forced_movement_is_checked_again_after_every_activation():
    """A zombie that steps aside opens another's line of sight: that one must go next."""
    s = position({"kid": "A10", "cop": "E2"}, [("A2", "E"), ("B2", "S"), ("H8", "N")], step="zombie_turn",
                 activated=["kid", "cop"])
    assert "activate zombie=z01" in legal(s)  # nobody sees anybody: free
    play(s, "activate zombie=z02")
    play(s, "step")
    play(s, "step")
    # z01 now sees the Cop: the only choice, played without asking; it moves 2 straight at him
    assert s.flipped[:2] == ["z02", "z01"] and s.zombies["z01"] == "C2"


def test_a_spawned_zombie_facing_a_human_does_not_bite_until_it_is_activated():
    s = position({"banker": "A8"}, [], step="spawn", spawns=["supermarket"])
    play(s, "spawn at=A7 facing=S")
    assert s.briefcase and not s.wounded


def test_with_an_empty_pool_a_zombie_is_taken_from_the_board_to_spawn_on_the_same_half():
    zombies = [(f"{c}{r}", "S") for r in (2, 4) for c in "ABCDEFGH"] + [("A10", "N"), ("C10", "N"), ("E10", "N"),
                                                                       ("G10", "N")]
    s = position({"kid": "H10"}, zombies, step="spawn", spawns=["supermarket"])
    assert not s.pool and legal(s)[0] == "take zombie=z01"
    play(s, "take zombie=z01")
    assert {a.split()[1][3:] for a in legal(s)} == {"A7", "C7", "F7", "H7"}
    play(s, "spawn at=A7 facing=E")
    assert s.zombies["z01"] == "A7" and len(s.zombies) == 20


def test_the_last_zombie_from_the_pool_starts_the_terror_track_and_it_moves_every_zombie_turn():
    zombies = [(f"{c}{r}", "S") for r in (2, 4) for c in "ABCDEFGH"] + [("A10", "N"), ("C10", "N"), ("E10", "N")]
    s = position({"kid": "H10"}, zombies, step="spawn", spawns=["supermarket"])
    play(s, "spawn at=A7 facing=E")
    assert s.terror == 5
    for left in (4, 3, 2, 1):
        s.step, s.flipped = "terror", list(ZOMBIES)
        settle(s)
        assert s.terror == left and RULES.outcome(s) is None
    s.step = "terror"
    settle(s)
    assert s.terror == 0 and RULES.outcome(s).winners == ("zombies",)


def test_cards_are_played_mid_activation_and_are_not_an_activation():
    s = position({"cop": "D8", "kid": "A10"}, [("D6", "S"), ("C8", "E")], step="human_action", active="cop", ap=1,
                 activated=["cop"], hands={"humans": ["adrenaline", "courage", "shotgun"], "zombies": []})
    play(s, "play card=shotgun target=z01")
    assert s.shots == 1 and "z01" in s.pool and s.ap == 1 and s.ammo == 4
    play(s, "play card=courage target=z02")
    assert s.shots == 1 and "z02" in s.pool  # Courage adds no spawn
    play(s, "play card=adrenaline")
    assert s.ap == 3 and s.activated == ["cop"] and s.hands["humans"] == []


def test_sewers_lets_a_human_on_the_manhole_escape():
    s = position({"nurse": "E5", "kid": "A10"}, [], step="human_action", active="nurse", ap=3, activated=["nurse"],
                 hands={"humans": ["sewers"], "zombies": []})
    play(s, "play card=sewers")
    assert "nurse" in s.escaped and s.step == "human_turn"


def test_zombie_cards_add_activations_and_spawns():
    s = position({"kid": "A10"}, [("A2", "E")], step="zombie_turn",
                 hands={"humans": [], "zombies": ["hunger", "from_sewers", "car_alarm"]})
    play(s, "play card=hunger")
    play(s, "play card=from_sewers")
    play(s, "play card=car_alarm")
    assert s.extra_activations == 1 and s.bonus_spawns == ["manhole", "car_side"]
    assert s.step == "zombie_action"  # the only zombie: activated without asking once no card is left
    while s.step == "zombie_action":
        play(s, legal(s)[0])
    assert s.step == "spawn" and sorted(s.spawns) == ["car_side", "manhole", "supermarket"]
    assert {a.split()[1] for a in legal(s) if a.startswith("spawn")} >= {"at=E5", "at=C1", "at=D2"}


def test_a_card_not_in_hand_is_refused_with_the_rule():
    s = position({"kid": "A10"}, [], step="human_turn", hands={"humans": [], "zombies": ["hunger"]})
    with pytest.raises(IllegalAction, match="not in your hand") as refused:
        play(s, "play card=hunger")
    assert refused.value.rule == "ZT Special Cards"
    with pytest.raises(IllegalAction, match="no special card"):
        play(s, "play card=bazooka")


@pytest.mark.parametrize("text, words", [
    ("activate human=dog", "no human"),
    ("activate zombie=z01", "needs human"),
    ("move to=Z99", "not open now"),
])
def test_bad_actions_are_refused_not_a_crash(text, words):
    s = position({"kid": "A10"}, [("A2", "E")])
    with pytest.raises(IllegalAction, match=words):
        play(s, text)


VALID = ["A1", "A3", "A5", "D3", "H1", "A7", "C7", "F7", "H7"]   # every valid space of side A


def test_with_every_valid_space_taken_a_zombie_spawns_at_the_edge_of_its_half_and_says_so():
    """Issue 30 point 6: the book says only that spawned zombies go on empty valid spaces; with none free,
    docs/rulings' No empty valid space sends the zombie to an empty edge space of its half, and the prompt,
    the lit spaces and the log line say so at that moment."""
    zombies = [(n, "S") for n in VALID]
    s = position({"nurse": "D10"}, zombies, step="spawn", spawns=["supermarket"])
    edge = {f"A{r}" for r in (6, 8, 9, 10)} | {f"H{r}" for r in (6, 8, 9, 10)} | {f"{c}10" for c in "BCEFG"}
    assert {a.split()[1][3:] for a in legal(s)} == edge
    said = "no valid space is free (ZT rulings: No empty valid space [Spawning Phase]), so at the edge of the supermarket half"
    assert RULES.prompt(s) == f"{said}: spawn a zombie and choose its facing (1 due)"
    events = play(s, "spawn at=C10 facing=E")
    (spawned,) = [e for e in events if e.kind == "spawn"]
    assert spawned.text == f"{said}: a zombie spawns on C10 facing E" and spawned.data["ruling"] == said
    assert spawned.rule == "ZT Spawning Phase" and s.zombies["z10"] == "C10" and s.facing["z10"] == "E"
    rulings = (Path(__file__).parents[3] / "docs" / "rulings.md").read_text()
    assert "**No empty valid space [Spawning Phase].**" in rulings


def test_a_half_with_its_valid_spaces_taken_spawns_on_the_other_halfs_and_says_so():
    s = position({"nurse": "D10"}, [(n, "S") for n in ("A7", "C7", "F7", "H7")], step="spawn", spawns=["supermarket"])
    assert {a.split()[1][3:] for a in legal(s)} == {"A1", "A3", "A5", "D3", "H1"}
    (spawned,) = [e for e in play(s, "spawn at=A3 facing=E") if e.kind == "spawn"]
    assert spawned.text.startswith("no valid space of the supermarket half is free (ZT rulings: No empty valid "
                                   "space [Spawning Phase]), so on the car half's: a zombie spawns on A3")


def test_a_spawn_on_a_valid_space_cites_no_ruling():
    s = position({"nurse": "D10"}, [], step="spawn", spawns=["supermarket", "any"])
    (spawned,) = [e for e in play(s, "spawn at=A3 facing=E") if e.kind == "spawn"]
    assert spawned.text == "a zombie spawns on A3 facing E" and "ruling" not in spawned.data
    assert "rulings" not in RULES.prompt(s)


def test_the_boards_line_of_sight_is_the_rules_stopped_at_the_first_marker():
    """ZT Zombie Line of Sight, as the board asks it (`RULES.line_of_sight`, issue 32.1): the spaces crossed
    up to the first marker, the human there, how far ahead; a zombie in between hides the human."""
    s = position({"cop": "D2"}, [("A2", "E")])
    assert RULES.line_of_sight(s, "z01") == (["B2", "C2", "D2"], "cop", 3)
    s = position({"cop": "D2"}, [("A2", "E"), ("C2", "N")])
    assert RULES.line_of_sight(s, "z01") == (["B2", "C2"], None, 2)
