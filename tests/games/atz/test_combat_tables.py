"""The Ranged Combat Table and melee resolution (designed: docs/rulings.md) give every worked example in
the rulebook as printed: ATZ 5.3, 4.4, 8.1, 8.1.6, 8.1.7, 8.1.8, 8.3 and 15.0."""
import pytest

from zombiebox.games.atz.combat import (Target, fire_dice, hit_targets, melee, needed, out_of_ammo, ranged_fire,
                                        successes, totals)
from zombiebox.games.atz.data import SURVIVOR_KINDS, WEAPON

KIND = {k.key: k for k in SURVIVOR_KINDS}
ZOMBIE = Target()


def test_5_3_adding_to_reputation():  # Too Tall (Rep 4), SMG 3d6: 2, 3, 5 -> 6, 7, 9
    assert KIND["too_tall"].unwounded.rep == 4
    assert totals(4, [2, 3, 5]) == [6, 7, 9]
    assert fire_dice(WEAPON["smg"], 3).roll == 3


def test_5_3_rolled_versus_reputation():  # Tonya (Rep 4 here: her wounded side) rolls 4 and 5: one success
    assert KIND["tonya"].wounded.rep == 4
    assert successes(4, [4, 5]) == 1


def test_8_1_nick_smg_at_three_targets():  # 4, 3, 6, 5 + Rep 5: 11 and 10 hit, 9 and 8 miss
    results = ranged_fire(KIND["nick"].unwounded.rep, [4, 3, 6, 5], [ZOMBIE] * 3)
    assert [(r.total, r.target, r.hit) for r in results] == [(11, 0, True), (10, 1, True), (9, 2, False),
                                                              (8, 2, False)]
    assert hit_targets(results) == [0, 1]


def test_8_1_6_grenade_3_4_4_kills_two():  # Jimmy (Rep 4), three zombies in the hex, each a first target
    grenade = WEAPON["grenade"]
    assert fire_dice(grenade).shot == 1  # 4.2: one Shot 1 counter in the impact hex
    results = ranged_fire(KIND["jimmy"].unwounded.rep, [3, 4, 4], [ZOMBIE] * 3, per_figure=True)
    assert [(r.total, r.target) for r in results] == [(7, 0), (8, 1), (8, 2)]  # a die for each target, in turn
    assert hit_targets(results) == [1, 2]


def test_15_0_nick_shotgun_when_charged():  # 2, 3, 5, 5, 6, 6: keep 5, 6, 6 -> 10, 11, 11; both zombies die
    shotgun = WEAPON["shotgun"]
    dice = fire_dice(shotgun)
    assert (dice.roll, dice.shot) == (6, 6)  # "place a Shot 6 counter"
    results = ranged_fire(5, [2, 3, 5, 5, 6, 6], [ZOMBIE] * 2, keep=shotgun.keep)
    assert sorted(r.total for r in results) == [10, 11, 11]
    assert all(r.hit for r in results) and hit_targets(results) == [0, 1]
    assert not out_of_ammo([2, 3, 5, 5, 6, 6])


def test_15_0_nick_shotgun_in_the_building():  # 1, 3, 3, 4, 5, 5 at three zombies: two hits, 9 misses the third
    results = ranged_fire(5, [1, 3, 3, 4, 5, 5], [ZOMBIE] * 3, keep=3)
    assert [(r.total, r.hit) for r in results] == [(10, True), (10, True), (9, False)]
    assert hit_targets(results) == [0, 1]


def test_15_0_jimmy_smg_runs_out_of_ammo():  # 1, 1, 4, 5 at a charging zombie: 9 kills it, two 1s: OOA
    dice = fire_dice(WEAPON["smg"], 4)
    assert dice.shot == 4  # "place a Shot 4 counter under him"
    results = ranged_fire(4, [1, 1, 4, 5], [ZOMBIE])
    assert results[0].total == 9 and hit_targets(results) == [0]
    assert out_of_ammo([1, 1, 4, 5])


def test_4_4_scoped_pistol_rolls_two_and_leaves_shot_one():
    dice = fire_dice(WEAPON["pistol"], scoped=True)
    assert (dice.roll, dice.shot) == (2, 1)
    panic = fire_dice(WEAPON["pistol"], scoped=True, panic=True)  # never both bonuses: the Panic Fire die alone
    assert (panic.roll, panic.shot, panic.panic) == (2, 2, True)


def test_4_2_the_crossbow_leaves_no_shot_counter():
    assert fire_dice(WEAPON["crossbow"]).shot == 0


def test_8_1_8_panic_fire():  # Sailor's pistol: 1d6 + 1d6, then out of ammo
    dice = fire_dice(WEAPON["pistol"], panic=True)
    assert dice.roll == 2 and dice.panic
    assert out_of_ammo([6, 5], panic=True)


def test_8_1_3_and_8_1_4_shots_the_owner_chooses():
    assert [fire_dice(WEAPON["smg"], n).roll for n in (2, 3, 4)] == [2, 3, 4]
    assert [fire_dice(WEAPON["assault_rifle"], n).roll for n in (1, 2, 3)] == [1, 2, 3]
    with pytest.raises(ValueError, match="fires 2, 3, 4 shots, not 1"):
        fire_dice(WEAPON["smg"], 1)


def test_8_1_7_one_one_is_not_out_of_ammo():
    assert not out_of_ammo([1, 4, 5])
    assert out_of_ammo([1, 2, 3, 1, 5, 6])  # 8.1.5: the shotgun's unkept dice count too


def test_cover_a_rushed_shot_and_the_vest_each_need_one_more():  # 6.1, 9.3, 4.7
    assert needed(1) == 8 and needed(2) == 9 and needed(3) == 10 and needed(5) == 10
    assert needed(1, Target(cover=True)) == 9
    assert needed(1, Target(vest=True)) == 9
    assert needed(1, rushed=True) == 9
    assert needed(2, Target(cover=True, vest=True), rushed=True) == 12
    survivor_in_woods = ranged_fire(4, [4], [Target(cover=True)])
    assert not survivor_in_woods[0].hit  # 8 hits a zombie, not a survivor in cover


def test_8_3_beck_against_four_zombies_takes_two_wounds():  # zombies 5, 3, 4, 3; Beck 1, 5
    result = melee(KIND["beck"].unwounded.rep, [1, 5], [5, 3, 4, 3])
    assert (result.survivor, result.zombies, result.wounds) == (1, 3, 2)


def test_8_3_three_zombies_never_deal_two_wounds():
    assert melee(4, [5, 6], [1, 2, 3]).wounds == 1


def test_15_0_jimmy_melee_kills_the_zombie():  # Jimmy 2d6: 1, 2; the zombie 3
    assert KIND["jimmy"].unwounded.melee == 2
    result = melee(4, [1, 2], [3])
    assert (result.survivor, result.zombies, result.zombies_killed, result.wounds) == (2, 1, 1, 0)


def test_15_0_nick_stalemate():  # one success each: both stay in the hex
    result = melee(5, [3, 6], [2])
    assert (result.zombies_killed, result.wounds) == (0, 0)
