"""Movement (AvZ 6.0) and stacking (AvZ 6.4): each restriction refuses an action and says why.

The town (maps/avz_town.tmx): columns A-E, rows 1-6; parks C1 B2 D3 A4 C5 D6; dirt lots
A1 D2 C3 E4 B5 E6; no crosswalk between B1-B2, D1-E1, C4-D4, A5-A6 and D5-D6.
"""
from .board import RULES, empty_town, event, legal, play, put, refused


def test_crosswalks_only_no_jaywalking_diagonally_6_0():
    s = put(empty_town(), "B3", "tr1")
    put(s, "C2", "z01")
    put(s, "B4", "z02")  # something to attack, so the Trooper can form an Attack
    play(s, "act at=B3 do=attack")
    why = refused(s, "attack to=C2")
    assert "crosswalk" in why.reason and "diagonally" in why.reason and why.rule == "AvZ 1.0, 6.0"


def test_no_crosswalk_means_the_long_way_round_6_0():
    s = put(empty_town(), "B1", "tr1")  # B1-B2 has no crosswalk: B2 costs 4 the long way
    play(s, "act at=B1 do=move")
    assert "move to=B2" not in legal(s)
    why = refused(s, "move to=B2")
    assert why.reason == "the Alien Trooper has 3 MP and B2 costs 4" and why.rule == "AvZ 5.1, 6.1"


def test_an_attacking_trooper_cannot_enter_a_park_6_1():
    s = put(empty_town(), "C2", "tr1")
    put(s, "C1", "z01")  # C1 is a park
    put(s, "D2", "z02")
    play(s, "act at=C2 do=attack")
    why = refused(s, "attack to=C1")
    assert why.reason == "an attacking Alien Trooper has 1 MP and a park costs 2"
    assert why.rule == "AvZ 5.2, 6.1"
    assert "attack to=D2" in legal(s)


def test_ufos_ignore_terrain_6_1():
    s = put(empty_town(), "C2", "ufo1")
    put(s, "C1", "z01")
    play(s, "act at=C2 do=attack")
    assert "attack to=C1" in legal(s)


def test_parks_cost_two_movement_points_6_1():
    s = put(empty_town(phase="zombies"), "A5", "z49")  # a Tough Zombie: 2 MP
    play(s, "act at=A5 do=move")
    assert "move to=A4" in legal(s)  # the park next door costs 2
    why = refused(s, "move to=A3")  # through the park: 3
    assert why.reason == "the Tough Zombie has 2 MP and A3 costs 3"


def test_entering_an_enemy_location_ends_movement_6_2():
    s = put(empty_town(), "C3", "tr1", "ufo1")
    put(s, "C4", "z01")
    play(s, "act at=C3 do=move")
    play(s, "add unit=tr1")
    why = refused(s, "move to=C5")
    assert "ends movement" in why.reason and why.rule == "AvZ 6.2"


def test_ufos_and_fast_zombies_need_not_stop_6_2():
    s = put(empty_town(), "C3", "ufo1")
    put(s, "C4", "z01")
    play(s, "act at=C3 do=move")
    assert "move to=C5" in legal(s)
    s = put(empty_town(phase="zombies"), "C3", "z31", "z01")  # a Fast and a Rotting Zombie
    put(s, "C4", "tr1", "z02")
    play(s, "act at=C3 do=move")
    play(s, "add unit=z31")
    assert "move to=C5" in legal(s)
    play(s, "add unit=z01")  # the Rotting Zombie must stop in C4, so the group must too
    assert "move to=C5" not in legal(s)
    assert "ends movement" in refused(s, "move to=C5").reason


def test_a_move_goes_along_a_route_no_member_must_stop_on_6_2():
    """The move event names the locations walked through, for the view to animate."""
    s = put(empty_town(), "B3", "tr1", "ufo1")
    put(s, "C3", "z01")  # the Trooper would stop here; the UFO flies over it
    put(s, "A6", "z02")  # another Zombie: the phase goes on after the move
    play(s, "act at=B3 do=move")
    play(s, "add unit=ufo1")
    events = play(s, "move to=C4")
    assert event(events, "move").data["path"] == ["B3", "C3", "C4"]
    s = put(empty_town(), "B3", "tr1", "ufo1")
    put(s, "C3", "z01")
    put(s, "A6", "z02")
    play(s, "act at=B3 do=move")
    play(s, "add_all")
    events = play(s, "move to=C4")
    assert event(events, "move").data["path"] == ["B3", "B4", "C4"]


def test_braaains_the_last_zombie_stays_6_3():
    s = put(empty_town(phase="zombies"), "C4", "z01", "z02", "tr1")
    assert "act at=C4 do=move" in legal(s)
    play(s, "act at=C4 do=move")
    assert "add_all" not in legal(s)
    play(s, "add unit=z01")
    why = refused(s, "add unit=z02")
    assert why.reason == "the last Zombie cannot leave C4, a location with Aliens" and why.rule == "AvZ 6.3"
    s = put(empty_town(phase="zombies"), "C4", "z01", "tr1")
    put(s, "C3", "z02")  # the lone Zombie can still chomp, but not walk away
    why = refused(s, "act at=C4 do=move")
    assert why.reason == "the last Zombie cannot leave C4, a location with Aliens"


def test_braaains_no_zombie_leaves_a_leader_6_3():
    s = put(empty_town(phase="zombies"), "C4", "z01", "z02", "z03", "ld1")
    put(s, "C3", "z04")
    why = refused(s, "act at=C4 do=move")
    assert why.reason == "no Zombie can leave C4, a location with an Alien Leader" and why.rule == "AvZ 6.3"


def test_alien_rundown_6_4():
    s = put(empty_town(), "C4", "tr1", "z31")  # z31 is a Fast Zombie
    why = refused(s, "act at=C4 do=move")
    assert why.reason == "Aliens cannot leave C4, a location with Fast Zombies (UFOs can)"
    assert why.rule == "AvZ 6.4"
    put(s, "C4", "ufo1")
    play(s, "act at=C4 do=move")  # the UFO alone can go: it is the whole group
    assert s.group.units == ["ufo1"]
    assert refused(s, "add unit=tr1").reason == why.reason
    s = put(empty_town(), "C4", "tr1", "z01")  # a Rotting Zombie does not hold Aliens
    assert "act at=C4 do=move" in legal(s)


def test_each_counter_acts_once_5_0():
    s = put(empty_town(), "C3", "tr1")
    put(s, "A6", "tr2")  # still to act: the phase goes on
    put(s, "E1", "z01")
    play(s, "act at=C3 do=move")
    play(s, "move to=C4")
    why = refused(s, "act at=C4 do=move")
    assert "has acted" in why.reason and why.rule == "AvZ 5.0"


def test_an_attack_needs_enemies_7_0():
    s = put(empty_town(), "C3", "tr1")
    put(s, "B3", "z01")
    play(s, "act at=C3 do=attack")
    why = refused(s, "attack to=C2")
    assert why.reason == "an Attack needs enemies in C2"


def test_zombies_cannot_blast_and_aliens_cannot_chomp_5_0():
    s = put(empty_town(phase="zombies"), "C4", "z01", "tr1")
    assert refused(s, "act at=C4 do=blast").reason == "Zombies cannot Blast 'Em"
    s.phase = "aliens"
    assert refused(s, "act at=C4 do=chomp").reason == "Aliens cannot Chomp 'Em"


def test_a_group_goes_where_every_member_can_5_0():
    s = put(empty_town(phase="zombies"), "C3", "z31", "z49")  # Fast (4 MP) and Tough (2 MP)
    put(s, "E1", "tr1")
    play(s, "act at=C3 do=move")
    play(s, "add_all")
    why = refused(s, "move to=A1")  # 4 for the Fast Zombie, too far for the Tough one
    assert why.reason == "the Tough Zombie has 2 MP and A1 costs 4"


def _five_aliens_after_moving():
    s = put(empty_town(), "C3", "tr1", "tr2", "tr3")
    put(s, "C2", "tk1", "tk2")
    put(s, "E6", "z01")
    play(s, "act at=C2 do=move")
    play(s, "add_all")
    play(s, "move to=C3")
    return s


def test_stacking_is_checked_at_the_end_of_the_movement_phase_6_4():
    s = _five_aliens_after_moving()
    assert len(s.aliens["C3"]) == 5 and s.step == "act"  # allowed while the phase goes on
    play(s, "end")
    assert s.step == "discard" and RULES.to_move(s) == "aliens"
    why = refused(s, "end")
    assert "send Aliens back to the reserve" in why.reason and why.rule == "AvZ 6.4"
    assert legal(s) == {"discard unit=tr1", "discard unit=tk1"}  # the Alien player chooses
    play(s, "discard unit=tk2")  # any Tank: the two are the same
    assert "tk2" in s.reserve and len(s.aliens["C3"]) == 4
    assert s.phase == "zombies" and not RULES.invariants(s)


def test_stacking_refuses_a_discard_within_the_limit_6_4():
    s = _five_aliens_after_moving()
    put(s, "A1", "tr4")
    play(s, "end")
    why = refused(s, "discard unit=tr4")
    assert "within the limit of 4" in why.reason and why.rule == "AvZ 6.4"


def test_stacking_big_aliens_count_two_6_4():
    s = put(empty_town(), "C3", "bfar", "tr1", "tr2")  # 2 + 1 + 1 = 4: fine
    put(s, "E6", "z01")
    play(s, "end")
    assert s.phase == "zombies"
    s = put(empty_town(), "C3", "bfar", "tr1", "tr2", "tr3")  # 5
    put(s, "E6", "z01")
    play(s, "end")
    assert s.step == "discard"
    play(s, "discard unit=bfar")
    assert s.phase == "zombies" and s.aliens["C3"] == ["tr1", "tr2", "tr3"]
