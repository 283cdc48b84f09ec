"""Set-up (AvZ 2.0), the Alien landing (AvZ 3.0), attacks (AvZ 5.3, 5.4, 7.0-7.4) and victory (AvZ 8.0)."""
import pytest

from zombiebox.core.dice import Dice

from .board import RULES, empty_town, event, kill_to_dead_pile, legal, play, put, refused
from zombiebox.games.avz.rules import victory


def test_set_up_2_0():
    s = RULES.setup({}, Dice(3))
    assert len(s.tiles) == 8 and not s.revealed  # two tiles back to the bag, unseen
    assert len(s.drawn) == 15 and len(s.grave) == 45 and RULES.to_move(s) == "zombies"
    for _ in range(3):
        play(s, f"place counter={s.drawn[0]} at=C3")
    why = refused(s, f"place counter={s.drawn[0]} at=C3")
    assert why.reason == "C3 already holds three Zombies: at most three a location at set-up"
    for loc in ["A1", "A1", "B1", "B1", "C1", "C1", "D1", "D1", "E1", "E1", "A2", "A2"]:
        play(s, f"place counter={s.drawn[0]} at={loc}")
    assert s.step == "place_group" and RULES.to_move(s) == "aliens"
    assert "no other counters" in refused(s, "place_group at=C3").reason
    play(s, "place_group at=C4")
    assert sorted(s.aliens["C4"]) == ["tk1", "tr1", "ufo1"]
    assert "no other counters" in refused(s, "place_group at=C4").reason  # a different location each
    play(s, "place_group at=C5")
    play(s, "place_group at=C6")
    assert (s.turn, s.step, RULES.to_move(s)) == (1, "reveal", "zombies")
    assert not RULES.invariants(s)


def _landing(die):
    s = put(empty_town(phase="event", step="laser"), "E6", "z01")
    put(s, "A1", "z02")
    play(s, "laser at=E6", [6, die])  # a miss; then the landing roll
    return s


def test_alien_landing_budget_and_one_leader_3_0():
    s = _landing(2)  # 3 points
    assert s.landing.budget == 3
    play(s, "land unit=ld1 at=C4")
    why = refused(s, "land unit=ld2 at=C4")
    assert "only one Leader" in why.reason and why.rule == "AvZ 3.0"
    why = refused(s, "land unit=tk1 at=C4")
    assert why.reason == "the Alien Tank's combat strength 3 is more than the 1 points left of this landing"
    assert "BFAR and the Mutant cannot land" in refused(s, "land unit=bfar at=C4").reason
    assert "not empty" in refused(s, "land unit=tr1 at=E6").reason
    play(s, "land unit=tr1 at=C4")  # the last point: the landing ends by itself
    assert s.phase == "aliens"


def test_alien_landing_may_stop_early_3_0():
    s = _landing(6)
    play(s, "land unit=tk1 at=C4")
    play(s, "done")
    assert s.phase == "aliens" and s.aliens["C4"] == ["tk1"] and s.reserve.count("tk2") == 1


def test_blast_em_dice_explode_5_4():
    s = put(empty_town(), "C4", "tr1", "z01", "z02", "z03")
    play(s, "act at=C4 do=blast")
    events = play(s, "blast", [6, 6, 2, 1, 1])  # 6 explodes, 6 explodes, 2 stops; saves 1 1
    dice = event(events, "attack").data["dice"]
    assert [d["value"] for d in dice] == [6, 6, 2] and [d["extra"] for d in dice] == [False, True, True]
    assert len(s.dead_pile) == 2


def test_chomp_em_brings_back_a_zombie_on_a_natural_6_5_3():
    s = put(empty_town(phase="zombies"), "C4", "z01", "tr1", "tr2")
    kill_to_dead_pile(s, "z10")
    play(s, "act at=C4 do=chomp")
    events = play(s, "chomp", [6, 1, 1])  # a hit and a revival (the dead pile's one Zombie: 1); the save fails
    assert event(events, "revive").data == {"counter": "z10", "to": "C4", "cause": "chomp"}
    assert "z10" in s.zombies["C4"] and len(s.aliens["C4"]) == 1


def test_what_if_dice_go_to_the_dice_never_to_the_dead_pile_draw():
    """Practice mode: the faces typed reach the dice the action rolls; the revival's draw from the dead
    pile (between the hit die and the save) reads none of them."""
    from zombiebox.core.match import Match
    from zombiebox.games.avz import GAME

    s = put(empty_town(phase="zombies"), "C4", "z01", "tr1", "tr2")
    kill_to_dead_pile(s, "z10", "z11")
    match = Match(GAME, s.options, seed=5, practice=True, start=RULES.encode(s))
    match.play("act at=C4 do=chomp")
    events = match.play("chomp", forced=(6, 1))  # a natural 6: a hit and a revival; then the save
    assert event(events, "revive").data["counter"] in ("z10", "z11")
    assert [d["value"] for d in event(events, "saves").data["dice"]] == [1]
    assert match.steps[-1].forced == (6, 1)  # both faces used, so a replay rolls them again


def test_chomp_em_to_the_grave_by_option_back_cover():
    s = put(empty_town(phase="zombies", chomp="grave"), "C4", "z01", "tr1", "tr2")
    kill_to_dead_pile(s, "z10")
    play(s, "act at=C4 do=chomp")
    play(s, "chomp", [6, 1, 6])  # a hit and a revival (the dead pile's one Zombie: 1); the save
    assert "z10" in s.grave and s.zombies["C4"] == ["z01"]


def test_saves_on_4_with_a_leader_or_a_tough_zombie_7_2():
    s = put(empty_town(phase="zombies"), "C4", "z01", "tr1", "ld1")
    play(s, "act at=C4 do=attack")
    events = play(s, "attack to=C4", [5, 4])  # a hit; the save needs 4
    assert event(events, "saves").data["dice"] == [{"value": 4, "need": 4, "saved": True}]
    s = put(empty_town(), "C4", "tr1", "z01", "z49")
    play(s, "act at=C4 do=attack")
    events = play(s, "attack to=C4", [5, 4])
    assert event(events, "saves").data["dice"][0]["need"] == 4


def test_a_mob_takes_two_hits_7_3():
    s = put(empty_town(), "C4", "tk1", "z25")  # a Rotting Zombie Mob
    play(s, "act at=C4 do=attack")
    events = play(s, "attack to=C4", [4, 5, 2, 1, 1])
    assert [e.kind for e in events if e.kind in ("hit", "kill")] == ["hit", "kill"]
    s = put(empty_town(), "C4", "tk1", "z25")
    play(s, "act at=C4 do=attack")
    events = play(s, "attack to=C4", [4, 1, 1, 1])  # one hit bounces off the Mob
    assert [e.kind for e in events if e.kind in ("hit", "bounce")] == ["hit", "bounce"]
    assert s.zombies["C4"] == ["z25"]


def test_a_dead_alien_sends_a_dead_zombie_to_the_grave_7_4():
    s = put(empty_town(phase="zombies"), "C4", "z49", "tr1", "tr2")
    kill_to_dead_pile(s, "z10", "z11")
    play(s, "act at=C4 do=attack")
    events = play(s, "attack to=C4", [6, 1, 2])  # the second Zombie of the dead pile goes
    assert event(events, "revive").data == {"counter": "z11", "to": "grave", "cause": "alien_death"}
    assert s.dead_pile == ["z10"]


@pytest.mark.parametrize("dead,label,winners", [
    (0, "Overwhelming Zombie Victory", ("zombies",)), (10, "Overwhelming Zombie Victory", ("zombies",)),
    (11, "Zombie Victory", ("zombies",)), (20, "Zombie Victory", ("zombies",)),
    (21, "Stalemate", ()), (25, "Stalemate", ()),
    (26, "Alien Victory", ("aliens",)), (35, "Alien Victory", ("aliens",)),
    (36, "Incredible Alien Victory", ("aliens",)), (60, "Incredible Alien Victory", ("aliens",)),
])
def test_victory_table_8_0(dead, label, winners):
    result = victory(dead)
    assert (result.label, result.winners, result.score) == (label, winners, dead)


def test_the_game_ends_after_the_eighth_turn_8_0():
    s = put(empty_town(phase="zombies", turn=8), "C4", "z01")
    kill_to_dead_pile(s, *[f"z{i}" for i in range(10, 40)])
    assert RULES.outcome(s) is None
    events = play(s, "end")
    assert RULES.to_move(s) is None and legal(s) == set()
    outcome = RULES.outcome(s)
    assert (outcome.label, outcome.winners, outcome.score) == ("Alien Victory", ("aliens",), 30)
    assert event(events, "game_over").data["dead_pile"] == 30
    s = put(empty_town(phase="zombies", turn=7), "C4", "z01")
    play(s, "end")
    assert (s.turn, s.step) == (8, "reveal")
