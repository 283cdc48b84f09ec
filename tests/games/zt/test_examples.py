"""Every worked example in the Zombie Terror rulebook, rebuilt as a position on side A (the figures are not
in the text; the positions keep what the text says about them). Side A, rows 1 (car) to 10 (supermarket):

         A B C D E F G H
     1   e . . C C C . e      C escape car, e/b/k valid spawn spaces (edge, bus exit, booth door)
     2   . . . . . . . .      K guard booth, B bus, L large and s small obstacles, M manhole
     3   e . K k . . s .
     4   . . . . . . . .
     5   e . s . M L L .
     6   . B . . . . B .
     7   e B b . . b B e
     8   . B . . s . B .
     9   . . . . . . . .
    10   . . . . . . . .
"""
import pytest

from zombiebox.core.actions import IllegalAction

from .board import legal, play, position, settle


def test_example_of_shooting():
    """The Cop cannot shoot Zombie #1 (an obstacle blocks the line) nor #2 (the Nurse blocks it); he shoots #3."""
    s = position({"cop": "E9", "nurse": "C9"}, [("E7", "S"), ("A9", "E"), ("H9", "W")],
                 step="human_action", active="cop", ap=3, activated=["cop"])
    shots = [a for a in legal(s) if a.startswith("shoot")]
    assert shots == ["shoot target=z03"]
    for blocked in ("z01", "z02"):
        with pytest.raises(IllegalAction, match="line of shooting"):
            play(s, f"shoot target={blocked}")
    play(s, "shoot target=z03")
    assert "z03" not in s.zombies and "z03" in s.pool and s.ammo == 3 and s.shots == 1 and s.ap == 2


def test_example_of_human_player_turn():
    s = position({"nurse": "A10", "cop": "H10", "logger": "G10", "banker": "D10", "mechanic": "B10", "kid": "C10"},
                 [("H6", "S"), ("F8", "N"), ("D9", "S")])
    # 1. The Nurse moves 2 spaces; her third AP is lost.
    for text in ("activate human=nurse", "move to=A9", "move to=A8", "end_activation"):
        play(s, text)
    assert s.humans["nurse"] == "A8" and s.step == "human_turn"
    # 2. The Cop moves, shoots, moves.
    for text in ("activate human=cop", "move to=H9", "shoot target=z01", "move to=H8"):
        play(s, text)
    assert s.humans["cop"] == "H8" and "z01" in s.pool and s.step == "human_turn"  # no AP left: it ends
    # 3. The Logger moves 2 towards a zombie and eliminates it (it faces away from him).
    for text in ("activate human=logger", "move to=G9", "move to=F9", "eliminate target=z02"):
        play(s, text)
    assert "z02" in s.pool and s.shots == 1  # the Logger's kill adds no spawn
    # 4. The Banker pushes a zombie with each of his 3 moves.
    for text in ("activate human=banker", "push to=D9", "push to=D8", "push to=D7"):
        play(s, text)
    assert s.humans["banker"] == "D7" and s.zombies["z03"] == "D6" and s.facing["z03"] == "S"
    # 5. The Mechanic pushes the Kid, moves once more; his third AP is lost.
    for text in ("activate human=mechanic", "push to=C10", "move to=C9", "end_activation"):
        play(s, text)
    assert s.humans["mechanic"] == "C9" and s.humans["kid"] == "D10" and s.mechanic_push
    # 6. The Kid is not activated: the turn ends, five humans activated. The zombies may activate 6; the
    # one left on the board is (a single choice is played without asking), then they spawn.
    play(s, "end_turn")
    assert len(s.activated) == 5 and s.flipped == ["z03"] and s.step == "spawn"


def test_movement_phase_example_three_humans_activated_three_zombies():
    """3 humans activated: 4 zombies should be activated, but with 3 on the board all 3 are."""
    s = position({"nurse": "A10", "cop": "H10", "kid": "D10"}, [("A2", "N"), ("D4", "N"), ("H2", "N")],
                 step="zombie_turn", activated=["nurse", "cop", "kid"])
    for z in ("z01", "z02"):
        assert f"activate zombie={z}" in legal(s) and "end_movement" not in legal(s)
        play(s, f"activate zombie={z}")
        while s.step == "zombie_action":
            play(s, legal(s)[0])
    # the third is the only choice left: played without asking; then the movement phase is over
    assert s.flipped[:2] == ["z01", "z02"] and len(s.flipped) == 3 and s.step == "spawn"


def test_forced_ap_spending():
    """Turning first would leave the zombie unable to move: it must move first and turn later."""
    s = position({"kid": "A10"}, [("D7", "N"), ("C7", "S"), ("E7", "S")], step="zombie_action",
                 active="z01", ap=2, flipped=["z01"])
    assert legal(s) == ["step"]
    with pytest.raises(IllegalAction, match="second AP"):
        play(s, "turn facing=W")
    play(s, "step")
    assert s.zombies["z01"] == "D6" and legal(s) == ["step", "turn facing=W", "turn facing=E"]
    play(s, "turn facing=E")
    assert s.facing["z01"] == "E" and s.active == "" and s.ap == 0  # both AP spent: the activation is over


LOS = position(
    {"cop": "G2", "kid": "A9", "nurse": "B9"},
    [("B2", "E"), ("G4", "N"), ("A6", "S"), ("A7", "S"), ("B10", "N"), ("E9", "W")])


@pytest.mark.parametrize("number, zombie, sees", [
    (1, "z01", None),        # the Cop is 5 spaces away: more than 4
    (2, "z02", None),        # an obstacle blocks the line
    (3, "z03", None),        # Zombie #4 blocks its line to the Kid
    (4, "z04", "kid"),
    (5, "z05", "nurse"),
    (6, "z06", "nurse"),     # the Nurse hides the Kid behind her
])
def test_zombie_line_of_sight(number, zombie, sees):
    from zombiebox.games.zt.lot import load_lot
    from zombiebox.games.zt.sight import seen
    assert seen(LOS, load_lot("A"), LOS.occupied(), zombie) == sees


def test_zombie_line_of_sight_passes_the_manhole():
    from zombiebox.games.zt.lot import load_lot
    from zombiebox.games.zt.sight import seen
    s = position({"cop": "E6"}, [("E3", "S")])
    assert seen(s, load_lot("A"), s.occupied(), "z01") == "cop"  # E4, E5 (the manhole), E6


def test_example_of_forced_movements():
    s = position({"logger": "A10", "nurse": "H1", "mechanic": "G4", "cop": "D9", "banker": "F6", "kid": "E7"},
                 [("A9", "S"), ("H5", "N"), ("D6", "S"), ("C6", "E")],
                 step="zombie_turn", activated=["nurse", "cop", "kid"], wounded=["banker"], briefcase=False)
    # 1. Zombie #1 is adjacent to and facing the Logger: it must be activated first, and bites for 0 AP.
    assert legal(s) == ["activate zombie=z01"]
    settle(s)
    assert s.wounded == ["banker", "logger"] and s.zombies["z01"] == "A9"
    # 2. Zombies #2 and #3 see humans: the Zombie Player chooses their order; they move straight, no turning.
    assert legal(s) == ["activate zombie=z02", "activate zombie=z03"]
    play(s, "activate zombie=z02")
    assert s.zombies["z02"] == "H3" and "mechanic" not in s.wounded  # the Nurse is not reached
    # ... then Zombie #3 moves, reaches the Cop and bites him (it was the only one left: no choice to ask);
    # 3. that opens Zombie #4's line to the Banker: it moves and bites; his second wound kills him.
    assert s.zombies["z03"] == "D8" and "cop" in s.wounded
    assert s.zombies["z04"] == "E6" and s.dead == ["banker"]
    # 4. The Kid is spared: Zombie #4 had to move at the Banker. Four activations, the limit: spawning.
    assert "kid" not in s.wounded and len(s.flipped) == 4 and s.step == "spawn"


def test_example_of_spawning_zombies():
    """Humans on both halves: one zombie a half; the Banker blocks a bus exit; the Cop's shot adds one anywhere."""
    s = position({"banker": "C7", "cop": "G4"}, [("A1", "S")], step="zombie_turn", shots=1, flipped=["z01"])
    settle(s)
    assert s.step == "spawn" and sorted(s.spawns) == ["any", "car", "supermarket"]
    spaces = {a.split()[1] for a in legal(s)}
    assert "at=C7" not in spaces and "at=F7" in spaces and "at=A1" not in spaces  # the Banker, a zombie
    assert {a for a in legal(s) if a.startswith("spawn at=F7")} == {f"spawn at=F7 facing={d}" for d in "NESW"}
    play(s, "spawn at=F7 facing=W")
    play(s, "spawn at=D3 facing=S")   # beside the guard booth's door
    assert s.spawns == ["any"]
    play(s, "spawn at=H7 facing=N")
    assert s.spawns == [] and s.zombies["z04"] == "H7" and s.step in ("cleanup", "human_turn")
    assert s.facing["z02"] == "W" and s.facing["z03"] == "S"
