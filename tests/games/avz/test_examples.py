"""Every worked example in the AvZ rulebook, replayed with loaded dice."""
from zombiebox.core.dice import Dice
from zombiebox.games.avz.state import Losses

from .board import RULES, empty_town, event, kill_to_dead_pile, legal, play, put, refused


def test_extended_example_3_0():
    """[3.0] The "5" tile with one Laser: five spawns (three on an edge location, one in
    each of two dirt lots), a Laser miss on the new stack, a landing roll of 4 for
    5 points, a Tank and a UFO landing together in one empty location."""
    s = empty_town(phase="event", step="reveal", turn=1)
    s.tiles, s.revealed = ["e5"], []
    events = play(s, "reveal", Dice.loaded([1] + [1] * 5))  # the one tile left; the grave's first five counters
    tile = event(events, "reveal")
    assert tile.reveals and tile.data["number"] == 5 and tile.data["icons"] == ["laser"]
    assert len(event(events, "draw").data["counters"]) == 5 and len(s.drawn) == 5
    assert s.step == "spawn" and RULES.to_move(s) == "zombies"
    assert "nor a dirt lot" in refused(s, f"spawn counter={s.drawn[0]} at=C4").reason  # C4: inland building
    for loc in ("A3", "A3", "A3", "C3", "B5"):  # A3 is on the edge; C3 and B5 are dirt lots
        play(s, f"spawn counter={s.drawn[0]} at={loc}")
    assert len(s.zombies["A3"]) == 3 and len(s.zombies["C3"]) == len(s.zombies["B5"]) == 1
    assert s.step == "laser" and RULES.to_move(s) == "aliens"
    events = play(s, "laser at=A3", [5, 4])  # the Laser misses: 5 > 3 Zombies; then the landing roll
    laser = event(events, "laser")
    assert laser.data == {"at": "A3", "die": 5, "zombies": 3, "hit": False, "dice": [{"value": 5, "hit": False}]}
    assert len(s.zombies["A3"]) == 3 and not s.dead_pile
    assert event(events, "landing_roll").data == {"die": 4, "budget": 5, "dice": [4]}
    play(s, "land unit=tk1 at=D4")
    play(s, "land unit=ufo1 at=D4")  # the same empty location: both landed this phase
    assert s.aliens["D4"] == ["tk1", "ufo1"]
    assert s.phase == "aliens" and s.step == "act"  # 5 points spent: the landing is over


def test_alien_example_7_1a():
    """[7.1a] A Trooper, UFO, Tank and Leader attack together: eight dice (1+2+3+2)
    hitting on 3 or higher."""
    s = put(empty_town(), "C4", "tr1", "ufo1", "tk1", "ld1", "z01", "z02", "z03", "z04", "z05", "z06")
    play(s, "act at=C4 do=attack")
    play(s, "add_all")
    attack_dice = [1, 2, 3, 4, 5, 6, 2, 3]
    saves = [1, 1, 1, 1, 5]
    events = play(s, "attack to=C4", attack_dice + saves)
    attack = event(events, "attack")
    assert len(attack.data["dice"]) == 8
    assert all(d["need"] == 3 for d in attack.data["dice"])
    assert attack.data["hits"] == 5  # 3, 4, 5, 6, 3
    assert event(events, "saves").data["hits"] == 4  # Rotting Zombies save on 5+
    assert len(s.zombies["C4"]) == 2 and len(s.dead_pile) == 4


def test_zombie_example_7_1z():
    """[7.1z] Three Rotting Zombies, a Fast Zombie Mob and two Tough Zombies: three
    dice at 4+, two at 5+ (the Mob's bonus die) and two at 3+."""
    s = put(empty_town(phase="zombies"), "C4", "z01", "z02", "z03", "z45", "z49", "z50",
            "tr1", "tr2", "tr3", "tr4")
    kill_to_dead_pile(s, "z10", "z11", "z12", "z13")
    play(s, "act at=C4 do=attack")
    play(s, "add_all")
    rolls = [4, 3, 6, 5, 4, 3, 2]  # Rotting 4 3 6; Fast Mob 5 4; Tough 3 2
    saves = [6, 1, 1, 1]
    revived = [1, 1, 1]  # AvZ 7.4: each dead Trooper sends the dead pile's first Zombie to the grave
    events = play(s, "attack to=C4", rolls + saves + revived)
    attack = event(events, "attack")
    assert [d["need"] for d in attack.data["dice"]] == [4, 4, 4, 5, 5, 3, 3]
    assert [d["kind"] for d in attack.data["dice"]][3:5] == ["fast_mob", "fast_mob"]
    assert attack.data["hits"] == 4
    assert event(events, "saves").data["hits"] == 3
    assert s.aliens["C4"] == ["tr4"] and s.reserve.count("tr1") == 1
    # AvZ 7.4: each of the three dead Troopers sends a dead-pile Zombie back to the grave
    assert len(s.dead_pile) == 1 and [e.data["cause"] for e in events if e.kind == "revive"] == ["alien_death"] * 3


def _two_hits_on_trooper_and_two_ufos():
    s = put(empty_town(phase="zombies"), "C4", "tr1", "ufo1", "ufo2", "z49", "z50")
    play(s, "act at=C4 do=attack")
    play(s, "add_all")
    play(s, "attack to=C4", [3, 4, 1, 2])  # two Tough hits, no saves
    return s


def test_hit_assignment_example_7_3():
    """[7.3] Two hits on a Trooper and two UFOs: one hit each on the UFOs is not allowed;
    the book's choice, the Trooper and one UFO, kills the Trooper and the UFO's hit bounces."""
    s = _two_hits_on_trooper_and_two_ufos()
    assert s.step == "losses" and RULES.to_move(s) == "aliens"
    assert legal(s) == {"assign unit=tr1", "assign unit=ufo1"}  # the two UFOs are one choice
    events = play(s, "assign unit=tr1")
    # the last hit has only UFOs to go to: it is played without asking, and bounces
    assert [e.kind for e in events][:3] == ["kill", "hit", "bounce"]
    assert "tr1" in s.reserve and s.aliens["C4"] == ["ufo1", "ufo2"]
    assert (s.turn, s.step) == (2, "reveal")  # no Zombie left to act: the turn is over


def test_hit_assignment_example_7_3_no_splitting():
    """Putting the first hit on a UFO sends the second to the same UFO: it dies."""
    s = _two_hits_on_trooper_and_two_ufos()
    events = play(s, "assign unit=ufo1")
    assert [(e.kind, e.data.get("unit")) for e in events][:2] == [("hit", "ufo1"), ("kill", "ufo1")]
    assert s.aliens["C4"] == ["tr1", "ufo2"] and "ufo1" in s.reserve


def test_hit_assignment_7_3_refuses_a_split_hit_and_an_avoided_loss():
    s = put(empty_town(phase="zombies", step="losses"), "C4", "tr1", "ufo1", "ufo2")
    s.losses = Losses(owner="aliens", verb="assign", locs=["C4"], left=1, armor=True, then="act", damaged="ufo1")
    why = refused(s, "assign unit=ufo2")
    assert "cannot be split" in why.reason and why.rule == "AvZ 7.3"
    s.losses.damaged = None  # one hit left, a Trooper to take it
    why = refused(s, "assign unit=ufo2")
    assert "a loss must be taken if possible" in why.reason and why.rule == "AvZ 7.3"
    assert legal(s) == {"assign unit=tr1"}
