"""Finding other survivors (ATZ 10.2, 14.0's survivor discoveries) and the renegade's priorities, with
loaded dice."""
from zombiebox.games.atz.discovery import join_modifiers
from zombiebox.games.atz.state import Survivor

from .cases import RULES, case, legal, play


def found(weapon: str, sex: str) -> Survivor:
    return Survivor("survivor1", "survivor", in_hand=weapon, sex=sex)


def test_10_2_the_opposite_sex_gives_plus_one():
    assert join_modifiers(Survivor("tonya", "tonya", in_hand="pistol"), found("pistol", "man")) == ["opposite sex"]
    assert join_modifiers(Survivor("nick", "nick", in_hand="pistol"), found("pistol", "man")) == []
    assert join_modifiers(Survivor("buffy", "buffy"), found("pistol", "man")) == []  # 8.2: "his pistol"


def test_10_2_a_shotgun_assault_rifle_or_smg_against_a_pistol_double_pistols_or_crossbow_gives_plus_one():
    for ready in ("shotgun", "assault_rifle", "smg"):
        for weak in ("pistol", "double_pistols", "crossbow"):
            assert len(join_modifiers(Survivor("nick", "nick", in_hand=ready), found(weak, "man"))) == 1
    assert join_modifiers(Survivor("nick", "nick", in_hand="pistol"), found("crossbow", "man")) == []
    assert join_modifiers(Survivor("nick", "nick", in_hand="smg"), found("shotgun", "man")) == []


def _finding(finder: str, hand: str, dice: list[int]):
    """`finder` steps from 1G5 into the building 1F6, whose Zombie Card (3) is the discovery number."""
    state = case({finder: {"hex": "1G5", "in_hand": hand}, "sailor": {"hex": "1L16"}})
    state.discovery, state.zombie_deck = 3, [3] * 10
    events = play(state, [4, 6] + dice, f"impulse who={finder}", "step to=1F6")
    return state, next(e for e in events if e.kind == "discovery"), events


def test_10_2_a_discovery_on_a_tie_becomes_an_enemy_and_melees_the_finder():
    # a pistol (1), a man (1); Nick 1 + 5 + 1 (his shotgun against a pistol) = 7 against 3 + 4 = 7: a tie
    state, found_, events = _finding("nick", "shotgun", [1, 1, 1, 3, 6, 1, 1])
    assert found_.data["totals"] == [7, 7] and not found_.data["friendly"]
    renegade = state.survivors["survivor1"]
    assert renegade.player == "renegade" and renegade.in_hand == "pistol" and renegade.hex == "1F6"
    melee = next(e for e in events if e.kind == "melee")  # 10.2: it melees the finder: 6 fails, Nick 1, 1
    assert melee.data["survivor"] == "survivor1" and renegade.wounds == 1
    assert RULES.decision(state) == "activate"  # Nick's impulse ended in the melee


def test_10_2_a_higher_total_joins_the_band():
    state, found_, _ = _finding("tonya", "pistol", [2, 2, 3, 3])  # double pistols, a man: 3 + 5 + 1 = 9 against 7
    assert found_.data["modifiers"] == ["opposite sex"] and found_.data["friendly"]
    assert state.survivors["survivor1"].player == "survivors" and "step to=1G5" in legal(state)


def _renegade(hex_: str, zombies: dict = None, others: dict = None, **fields):
    """A renegade that acts first (survivors 2, zombies 1, the renegade 4)."""
    state = case(others or {"nick": {"hex": "1G12"}}, zombies)
    state.survivors["survivor1"] = Survivor("survivor1", "survivor", hex=hex_, player="renegade", sex="man",
                                            **fields)
    return state


def reasons(events) -> list[str]:
    return [e.data["choice"] for e in events if e.kind == "renegade"]


def test_10_2_the_renegade_first_melees_what_shares_its_hex():
    state = _renegade("1G2", {"1G2": 1, "1G3": 1}, in_hand="pistol")
    events = play(state, [2, 1, 4, 1, 6])
    assert reasons(events) == ["melee"] and state.killed == 1


def test_10_2_else_it_fires_at_the_closest_zombie_or_survivor_in_sight():
    state = _renegade("1G2", {"1G5": 1}, {"nick": {"hex": "1G6"}}, in_hand="pistol")
    events = play(state, [2, 1, 4, 4])  # the zombie (3 hexes) before Nick (4): 4 + 4 = 8 kills it
    assert reasons(events) == ["fire"] and state.killed == 1 and state.shots == {"1G2": 1}


def test_10_2_a_survivor_it_misses_takes_the_received_fire_test():
    state = _renegade("1G2", None, {"jimmy": {"hex": "1G6", "in_hand": "pistol"}}, in_hand="pistol")
    events = play(state, [2, 1, 4, 1, 6, 6, 2])  # 1 + 4 misses; Jimmy fails both in the open: Runaway
    assert [e.data["result"] for e in events if e.kind == "received_fire"] == ["runaway"]


def test_10_2_with_no_one_in_sight_it_moves_to_bring_the_closest_into_sight_then_fires():
    # the buildings 1E10-1E11 hide Jimmy at 1G14 from the renegade
    state = _renegade("1E10", None, {"jimmy": {"hex": "1G14"}}, in_hand="pistol")
    # the dice pick the second of three equally near spots (1F10); Jimmy's In Sight test (6, 6) comes
    # first; then 6 + 4 hits
    events = play(state, [2, 1, 4, 2, 6, 6, 6])
    assert reasons(events) == ["move", "fire"] and state.survivors["survivor1"].hex == "1F10"
    assert [e.kind for e in events if e.kind in ("move", "in_sight", "fire")] == ["move", "in_sight", "fire"]
    assert state.survivors["jimmy"].wounds == 1


def test_10_2_equals_are_chosen_at_random_through_the_dice():
    for pick, target in ((1, "1G3"), (2, "1G7")):  # the two zombies 2 hexes away, the dice pick one
        state = _renegade("1G5", {"1G3": 1, "1G7": 1}, {"nick": {"hex": "1A1"}}, in_hand="pistol")
        events = play(state, [2, 1, 4, pick, 4])
        assert next(e for e in events if e.kind == "fire").data["targets"][0] == target


def test_10_2_out_of_ammo_it_charges_the_closest_and_never_reloads():
    state = _renegade("1G9", None, {"jimmy": {"hex": "1G12", "in_hand": "pistol"}}, in_hand="pistol",
                      out_of_ammo=["pistol"])
    events = play(state, [2, 1, 4, 1, 2, 6, 1, 1, 1])  # Jimmy passes 2d6 and fires: 6 + 4 = 10 hits
    assert reasons(events) == ["move"] and "reload" not in [e.kind for e in events]
    assert state.survivors["survivor1"].out_of_ammo == ["pistol"]
    assert [e.kind for e in events if e.kind in ("being_charged", "fire", "melee")] == ["being_charged", "fire", "melee"]
    assert "survivor1" in state.dead  # hit, then beaten in the melee: a generic survivor's second wound


def test_the_log_names_the_renegade_by_what_it_is_and_carries():
    state = _renegade("1E10", None, {"jimmy": {"hex": "1G14"}}, in_hand="pistol")
    events = play(state, [2, 1, 4, 2, 6, 6, 6])
    words = [e.text for e in events if e.data.get("survivor") == "survivor1"]
    assert words and all(w.startswith("the renegade (pistol) ") for w in words)
    assert not any("Survivor" in e.text or "survivor1" in e.text for e in events)
