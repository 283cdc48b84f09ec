"""Events (AvZ 3.0 Event phase, 4.0): spawns, and each icon with its choices and dice."""
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice

from .board import RULES, empty_town, event, kill_to_dead_pile, kinds, legal, play, put, refused


def _event_step(step, icons=()):
    s = empty_town(phase="event", step=step)
    s.icons = list(icons)
    return s


def _reveal(s, tile, drawn, dice=()):
    """Reveal `tile`, the only face-down tile left (the dice's draw among one: 1); the `drawn` counters
    spawned are each the first left in the grave (1); then `dice`."""
    s.tiles = [tile]
    s.step, s.phase = "reveal", "event"
    return play(s, "reveal", Dice.loaded([1] + [1] * drawn + list(dice)))


def test_loaded_dice_choose_the_event_tile_and_the_counters_from_the_grave_3_0():
    s = empty_town(phase="event", step="reveal")
    s.tiles, s.turn = ["e4", "e5", "e6"], 2
    grave = list(s.grave)
    play(s, "reveal", Dice.loaded([2, 3, 1, 1, 1, 1]))  # the second tile face down; the grave's 3rd, then 1st...
    assert s.revealed[-1] == "e5" and s.tiles == ["e4", "e6"]
    assert sorted(s.drawn) == sorted([grave[2], grave[0], grave[1], grave[3], grave[4]])


def test_spawns_go_to_edge_locations_and_dirt_lots_even_among_aliens_3_0():
    s = put(empty_town(), "A3", "tr1")
    s.turn = 2
    _reveal(s, "e5", drawn=5)
    assert {a["at"] for a in RULES.legal_actions(s)} == set(RULES.town.spawn_points)
    assert "C3" in RULES.town.spawn_points and "C4" not in RULES.town.spawn_points  # dirt lot / inland
    play(s, f"spawn counter={s.drawn[0]} at=A3")  # with the Alien: allowed
    assert len(s.zombies["A3"]) == 1


def test_any_drawn_counter_may_spawn_first_3_0():
    s = empty_town()
    s.turn = 2
    _reveal(s, "e5", drawn=5)
    last = s.drawn[-1]
    play(s, f"spawn counter={last} at=A1")
    assert s.at[last] == "A1" and last not in s.drawn


def test_the_grave_may_run_dry_3_0():
    s = empty_town()
    s.turn = 2
    for z in list(s.grave)[2:]:
        s.grave.remove(z)
        s.dead_pile.append(z)
    events = _reveal(s, "e5", drawn=2)
    assert len(s.drawn) == 2 and event(events, "spawn_lost").data == {"count": 3}


def test_zombie_bite_4_0():
    s = put(_event_step("bite"), "C4", "tr1", "tk1", "ld1")
    kill_to_dead_pile(s, "z10", "z11")
    assert refused(s, "bite at=C3").reason == "Zombie Bite needs a location with Aliens; C3 has none"
    events = play(s, "bite at=C4", [5, 6, 2])
    assert event(events, "bite").data["kills"] == 2
    assert RULES.to_move(s) == "aliens" and legal(s) == {"kill unit=tr1", "kill unit=tk1", "kill unit=ld1"}
    events = play(s, "kill unit=tk1", [1])  # a bite kills outright, armor or not; the dead pile's first returns
    assert "tk1" in s.reserve and [e.data["to"] for e in events if e.kind == "revive"] == ["C4"]
    events = play(s, "kill unit=tr1", [1, 3])  # the last of the dead pile; the event phase ends: the landing roll
    assert s.aliens["C4"] == ["ld1"] and sorted(s.zombies["C4"]) == ["z10", "z11"]
    assert not s.dead_pile and "tr1" in s.reserve
    assert event(events, "landing_roll").data["budget"] == 4


def test_alien_laser_hits_on_a_roll_up_to_the_stack_4_0():
    s = put(_event_step("laser", ["laser"]), "C4", "z01", "z02", "z03", "z45")
    put(s, "A1", "z04")
    put(s, "E6", "z05")
    assert refused(s, "laser at=B4").reason == "Alien Laser needs a location with Zombies; B4 has none"
    events = play(s, "laser at=C4", [4])
    assert event(events, "laser").data == {"at": "C4", "die": 4, "zombies": 4, "hit": True,
                                           "dice": [{"value": 4, "hit": True}]}
    assert not s.zombies["C4"] and len(s.dead_pile) == 4  # a Mob is one counter too
    play(s, "laser at=A1", [2, 1])  # the second icon: a miss on one Zombie; then the landing roll
    assert s.zombies["A1"] == ["z04"]


def test_zombie_claw_grounds_aliens_and_adds_one_to_zombie_dice_4_0():
    s = put(empty_town(), "C3", "tr1", "ufo1", "z01", "z02")
    s.turn = 2
    put(s, "C2", "tr2")
    events = _reveal(s, "e6", drawn=6)  # 6 spawns and a Claw
    for _ in range(5):
        play(s, f"spawn counter={s.drawn[0]} at=A1")
    events = play(s, f"spawn counter={s.drawn[0]} at=A1", [1])  # the last spawn; then the landing roll
    assert s.claw and "claw" in kinds(events)
    s.step, s.phase = "act", "aliens"
    why = refused(s, "act at=C2 do=move")
    assert "Zombie Claw grounds the Alien Trooper" in why.reason and why.rule == "AvZ 4.0"
    assert refused(s, "act at=C2 do=attack").rule == "AvZ 4.0"
    assert {"act at=C3 do=move", "act at=C3 do=blast"} <= legal(s)  # the UFO flies, the Trooper blasts
    play(s, "act at=C3 do=move")
    assert s.group.units == ["ufo1"]
    s.step, s.phase, s.group = "act", "zombies", None
    play(s, "act at=C3 do=chomp")
    play(s, "add_all")
    events = play(s, "chomp", [3, 2, 1])  # Rotting Zombies now hit on 3+
    attack = event(events, "attack")
    assert [d["need"] for d in attack.data["dice"]] == [3, 3] and attack.data["hits"] == 1


def test_zombie_rise_spawns_one_more_per_alien_and_the_dead_go_to_the_grave_4_0():
    s = put(empty_town(), "C3", "tr1", "ufo1", "tk1")
    s.turn = 2
    events = _reveal(s, "e4", drawn=4 + 3)
    assert event(events, "rise").data == {"extra": 3}
    assert len(s.drawn) == 4 + 3 and s.rise
    for i in range(7):
        play(s, f"spawn counter={s.drawn[0]} at=C3", [1] if i == 6 else [])
    s.step, s.phase = "act", "aliens"
    grave = len(s.grave)
    play(s, "act at=C3 do=blast")
    play(s, "add_all")
    events = play(s, "blast", [4, 4, 4, 4, 4, 4] + [1, 1, 1, 1, 1, 1])  # 6 hits, no saves
    while s.step == "losses":  # the Zombie player picks the victims
        events += play(s, RULES.legal_actions(s)[0].text)
    killed = [e.data["to"] for e in events if e.kind == "kill"]
    assert len(killed) >= 3 and set(killed) == {"grave"}
    assert not s.dead_pile and len(s.grave) == grave + len(killed)


def test_alien_mutant_replaces_a_trooper_and_rampages_4_0():
    s = put(_event_step("mutate"), "C3", "tr1")
    put(s, "E6", "tr2")
    put(s, "C4", "z01", "z45")  # a Rotting Zombie and a Fast Zombie Mob
    assert legal(s) == {"mutate unit=tr1", "mutate unit=tr2"}
    play(s, "mutate unit=tr1")
    assert s.at["mutant"] == "C3" and "tr1" in s.reserve and s.rampage.left == 6
    why = refused(s, "rampage to=D4")
    assert why.reason == "D4 is not joined to C3 by a crosswalk"
    play(s, "rampage to=C4")
    assert RULES.to_move(s) == "zombies" and legal(s) == {"stomp unit=z01", "stomp unit=z45"}
    play(s, "stomp unit=z01")  # the Zombie player chooses who is stomped
    assert s.zombies["C4"] == ["z45"] and s.step == "rampage" and s.rampage.left == 5
    why = refused(s, "rampage to=C3")
    assert "only once" in why.reason and why.rule == "AvZ 4.0"
    play(s, "rampage to=B4")
    play(s, "stop", [1])
    assert s.at["mutant"] == "B4" and s.phase == "landing"


def test_mutant_rampage_has_six_steps_or_five_by_option_4_0():
    for option, steps in ((6, 6), (5, 5)):
        s = put(_event_step("mutate", ), "A1", "tr1")
        s.options["rampage"] = option
        path = ["B1", "C1", "C2", "D2", "E2", "E3", "E4"]
        play(s, "mutate unit=tr1")
        for loc in path[:steps - 1]:
            play(s, f"rampage to={loc}")
        play(s, f"rampage to={path[steps - 1]}", [1])  # the last step ends the rampage
        assert s.at["mutant"] == path[steps - 1] and s.phase == "landing"


def test_mutant_without_a_trooper_has_no_effect_4_0():
    s = put(empty_town(), "C3", "tk1")
    s.turn = 2
    events = _reveal(s, "e7", 7, [2])
    for _ in range(7):
        events = play(s, f"spawn counter={s.drawn[0]} at=A1", [2] if len(s.drawn) == 1 else [])
    assert "no_effect" in kinds(events) and "mutant" in s.reserve and s.phase == "landing"


def test_alien_bfar_lands_in_an_empty_location_and_fires_at_all_eight_neighbours_4_0():
    s = put(_event_step("bfar"), "B2", "z01")  # diagonal from C3
    put(s, "C4", "z02", "z03")
    put(s, "E6", "z04")  # out of range
    assert "holds counters" in refused(s, "bfar at=C4").reason
    assert RULES.preview(s, Action.of("bfar", at="C3")) == {"C3": "3"}  # the board's label: Zombies in reach
    events = play(s, "bfar at=C3", [4, 5, 6, 1, 1, 1])
    assert event(events, "bfar").data["hits"] == 3 and event(events, "bfar").data["targets"] == ["B2", "C4"]
    assert RULES.to_move(s) == "zombies" and legal(s) == {"remove unit=z01", "remove unit=z02"}
    play(s, "remove unit=z02")
    play(s, "remove unit=z01", [2])  # the third hit needs no choice; then the landing roll
    assert not s.zombies["C4"] and not s.zombies["B2"] and s.zombies["E6"] == ["z04"]
    assert s.at["bfar"] == "C3" and len(s.dead_pile) == 3
