"""City of Zombies components: the Zombie Deck, Survivors, Heroes, Flip Heroes, Game Endings,
the rank table and the board map (CoZ Overview of Zombie cards, Game Setup, GAME OVER)."""
from collections import Counter
from itertools import product

import pytest

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import load_board
from zombiebox.games.coz import data
from zombiebox.games.coz.layout import layout
from zombiebox.games.coz.solver import Tools, reach


def test_zombie_deck_levels_have_the_rulebook_counts():
    assert Counter(c.level for c in data.ZOMBIE_DECK) == {1: 28, 2: 4, 3: 16, 4: 14}


def test_card_ids_run_from_cz01_without_gaps_or_repeats():
    ids = [c.id for c in data.ZOMBIE_DECK + data.SURVIVORS + data.HEROES] + \
          [f.id for f in data.FLIP_HEROES] + [e[0] for e in data.ENDINGS]
    assert ids == [f"CZ{i:02d}" for i in range(1, len(ids) + 1)]


def test_every_kind_event_and_item_is_in_the_deck():
    kinds = Counter(c.kind for c in data.ZOMBIE_DECK)
    assert all(kinds[k] for k in (data.ZOMBIE, data.EVENT, data.BOSS, data.ITEM))
    effects = {c.effect for c in data.ZOMBIE_DECK}
    assert set(data.EVENT_TEXT) | set(data.ITEM_TEXT) <= effects
    sneak = next(c for c in data.ZOMBIE_DECK if c.effect == data.SNEAK_PEEK)
    assert sneak.level == 3                                    # "This is a level 3 Zombie card"


def test_strengths_include_squares_primes_and_negatives_and_every_one_can_be_rolled():
    strengths = {c.strength for c in data.ZOMBIE_DECK if c.kind in (data.ZOMBIE, data.BOSS)}
    assert any(data.is_square(s) and s > 9 for s in strengths)
    assert {29, 31, 37} <= strengths and any(s < 0 for s in strengths)
    rollable = set()
    for roll in product(range(1, 7), repeat=3):
        rollable |= set(reach(tuple(enumerate(roll)), Tools(portal=True, glove=True))[0b111])
    assert strengths <= rollable


def test_targeting_wheels_multiply_to_the_strength_and_primes_show_p():
    for c in data.ZOMBIE_DECK:
        if c.kind in (data.ZOMBIE, data.BOSS):
            assert all(a * b == c.strength for a, b in c.wheel)
            assert (c.centre == "P") == data.is_prime(c.strength)
            assert bool(c.wheel) != (c.centre == "P")
    assert dict(data.CARDS[[c.id for c in data.ZOMBIE_DECK if c.strength == 12][0]].wheel) == {1: 12, 2: 6, 3: 4}


def test_zombies_eat_bosses_abduct_and_apocalypse_icons_are_known():
    known = set(data.GREEN + data.BLUE)
    for c in data.ZOMBIE_DECK:
        assert (c.hunger > 0) == (c.kind == data.ZOMBIE)
        assert (c.abduct > 0) == (c.kind == data.BOSS)
        assert all(i in known or data.spawn_number(i) for i in c.icons)
    used = {i for c in data.ZOMBIE_DECK for i in c.icons}
    assert known <= used and any(data.spawn_number(i) for i in used)


def test_every_designed_card_says_what_was_designed():
    assert all(c.designed for c in data.ZOMBIE_DECK + data.SURVIVORS + data.HEROES)
    assert all(f.designed for f in data.FLIP_HEROES)


def test_24_survivor_cards_hold_70_survivors_the_top_rank():
    assert len(data.SURVIVORS) == 24
    assert sum(c.value for c in data.SURVIVORS) == 70
    assert data.rank(70) == "Superheroes!"


@pytest.mark.parametrize("saved, rank", [(0, "Made it out alive!"), (1, "Awesome Survivors!"),
                                         (25, "Awesome Survivors!"), (26, "True Champions!"),
                                         (49, "True Champions!"), (50, "Heroes and Legends!"),
                                         (69, "Heroes and Legends!"), (70, "Superheroes!")])
def test_rank_table_boundaries(saved, rank):
    assert data.rank(saved) == rank


def test_heroes_named_in_the_rulebook_and_both_flip_heroes_both_sides():
    assert {c.name for c in data.HEROES} == {"seoyeon", "masaaki", "stef", "yas", "maddy", "joe", "jake"}
    lucy, alonso = data.FLIP_BY_KEY["lucy"], data.FLIP_BY_KEY["alonso"]
    assert lucy.strength == 18 and "Rule Breaker" in lucy.move and "Item cards can't be used" in lucy.zombie_text
    assert "until Zombie Alonso is destroyed" in alonso.zombie_text
    assert all(f.zombie_strength and f.zombie_hunger and f.move for f in data.FLIP_HEROES)


def test_four_game_endings_each_with_a_win_and_a_loss_text():
    assert len(data.ENDINGS) == 4 and all(win and lose and win != lose for _, win, lose in data.ENDINGS)


def test_the_board_map_has_the_rulebook_rows_track_and_refresh_points():
    board = load_board(map_path("coz_board.tmx"))
    lay = layout()
    assert lay.rows == ("city", "road", "fields", "backyard", "barricade")
    assert len(lay.slot_names) == 30 and lay.slot_names[0] == "city1" and lay.slot_names[-1] == "barricade6"
    assert {"safe_zone", "deck", "graveyard"} <= set(board.spaces)
    assert sorted(lay.over) == list(range(16)) and lay.over[0] == "landing"
    assert [lay.over[s] for s in (15, 11, 10, 6, 5, 1)] == ["city", "city", "road", "road", "fields", "fields"]
    assert lay.refresh == {10, 5}
    assert board.props["adjacency"] == "links"
    chain = [(link.a, link.b) for link in board.links]
    assert chain == [(f"track{s}", f"track{s - 1}") for s in range(15, 0, -1)]
    assert lay.hands and all(lay.rows[h // 6] in ("city", "road", "fields") for h in lay.hands)
