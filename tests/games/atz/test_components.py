"""ATZ components keep every number the rulebook gives (3.1, 3.2, 4.1, 6.2, 7.0, 14.0, 15.0)."""
from collections import Counter

from zombiebox.games.atz import data

KIND = {k.key: k for k in data.SURVIVOR_KINDS}


def test_the_survivors_numbers_the_text_gives():
    assert KIND["nick"].star and KIND["nick"].unwounded.rep == 5  # 15.0
    assert KIND["tonya"].star and KIND["tonya"].unwounded.rep >= 5  # 3.1.1: lets Beck act on a 5
    assert (KIND["beck"].unwounded.rep, KIND["beck"].unwounded.mp) == (4, 5)  # 3.1.1, 7.0
    assert (KIND["too_tall"].unwounded.rep, KIND["too_tall"].unwounded.mp) == (4, 4)  # 5.3, 6.2
    jimmy = KIND["jimmy"]
    assert (jimmy.unwounded.rep, jimmy.unwounded.melee, jimmy.star) == (4, 2, False)  # 9.3, 15.0
    assert {"tonya", "beck", "bank", "sailor", "nick", "jimmy", "buffy", "too_tall", "professor"} == set(KIND)
    assert KIND["buffy"].skill == "heal" and KIND["too_tall"].skill == "scout"  # publisher's FAQ


def test_15_0_nick_and_jimmy_stop_short_of_a_building_six_hexes_away():
    # five clear hexes to its door, two MPs more to enter (6.1): more than either has
    for key in ("nick", "jimmy"):
        assert 5 <= KIND[key].unwounded.mp < 5 + 2


def test_a_wounded_side_is_never_better():
    for kind in data.SURVIVOR_KINDS + (data.GENERIC,):
        w, u = kind.wounded, kind.unwounded
        assert w.rep <= u.rep and w.mp <= u.mp and 1 <= w.melee <= u.melee
        assert 1 <= kind.flip_at < kind.dead_at
    assert (data.GENERIC.flip_at, data.GENERIC.dead_at) == (1, 2)  # 10.2
    # 3.1.2: a status card's track is longer than a generic's two wounds: four to the skull for every named survivor
    assert all(kind.dead_at == 4 for kind in data.SURVIVOR_KINDS)


def test_zombies_and_the_cup():  # 3.2: Rep 4; slow, medium and fast; a placement direction 1-6
    counters = data.zombie_counters()
    assert len({z[0] for z in counters}) == len(counters) == 60
    assert {mp for _, mp, _ in counters} == {s.mp for s in data.ZOMBIE_SPEEDS} and len(data.ZOMBIE_SPEEDS) == 3
    assert Counter(d for _, _, d in counters) == {d: 10 for d in range(1, 7)}
    assert data.ZOMBIE_REP == 4


def test_weapons():  # 4.1 range-fire dice; 8.1.3-8.1.6
    w = data.WEAPON
    assert w["pistol"].fire_dice == 1 and w["shotgun"].fire_dice == 6 and w["shotgun"].keep == 3
    assert w["smg"].choose == (2, 3, 4) and w["assault_rifle"].choose == (1, 2, 3)
    assert w["grenade"].range == 1 and w["grenade"].per_figure and not w["crossbow"].shots
    assert all(x.melee > 0 for x in data.WEAPONS if x.fire_dice == 0)


def test_the_decks():
    zombie_deck = data.deck(data.ZOMBIE_CARDS)
    assert set(zombie_deck) == set(range(7))  # 0 to 6 zombies (14.0: a number 1-6 can mean a survivor)
    assert len(zombie_deck) == 30 and sum(zombie_deck) / 30 == 1.6  # rulings: 1.6 a card
    loot = data.deck(data.LOOT_CARDS)
    known = set(data.WEAPON) | set(data.GEAR_BY_KEY) | {"nothing"}
    assert set(loot) <= known and set(data.GEAR_BY_KEY) <= set(loot)


def test_14_0_skirmish_table():
    assert data.SKIRMISH_BAND[2] == (3, 30) and data.SKIRMISH_BAND[4] == (2, 20) and data.SKIRMISH_BAND[6] == (1, 12)


def test_the_skirmish_bands_keep_to_14_0s_one_player_limits():  # three survivors, 30 Glory Points
    from zombiebox.games.atz.setup import BANDS, band_cost
    most, points = data.SKIRMISH_BAND[1]
    for name, band in BANDS.items():
        assert len(band) <= most and band_cost(band) <= points, name
