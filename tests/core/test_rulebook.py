import pytest

from zombiebox.core import rulebook


@pytest.mark.parametrize("citation,title", [
    ("AvZ 7.3", "[7.3] Resolve Hits"),
    ("AvZ 5.2, 6.1", "[5.2] Attack"),
    ("AvZ 7.1z", "[7.1z] Zombie Attacks"),
    ("AvZ 6.4 Stacking", "[6.4] Stacking"),
    ("AvZ 7.3.9", "[7.3] Resolve Hits"),
    ("AvZ back cover", "Reference Sheet (Back Cover)"),
])
def test_avz_citations_open_their_section(citation, title):
    assert rulebook.rulebook_for("avz").find(citation).title == title


@pytest.mark.parametrize("game_id,citation,starts", [
    ("coz", "CoZ STEP 3", "STEP 3"),
    ("coz", "CoZ Power Glove", "MASTER THIS! The Power Glove"),
    ("zt", "ZT Biting", "Biting"),
    ("atz", "ATZ 3.1.1", "3.1.1 Stars and Grunts"),
    ("coz", "STEP 4", "STEP 4"),
])
def test_other_books(game_id, citation, starts):
    assert rulebook.rulebook_for(game_id).find(citation).title.startswith(starts)


def test_every_avz_numbered_section_is_found():
    keys = [s.key for s in rulebook.rulebook_for("avz").sections]
    for key in ["1.0", "2.0", "3.0", "4.0", "5.1", "5.4", "6.1", "6.3", "7.1a", "7.2", "7.4", "8.0"]:
        assert key in keys


def test_the_victory_section_ends_before_the_back_cover():
    victory = rulebook.rulebook_for("avz").find("AvZ 8.0").text
    assert "36 or more" in victory and "Zombie Units" not in victory


def test_unknown_citation_finds_nothing():
    assert rulebook.rulebook_for("avz").find("AvZ 99.9") is None


def test_rulings_are_the_games_own_part():
    text = rulebook.rulings_for("avz")
    assert "Undo and hidden information" in text  # the general rulings come along
    assert "Zombie Terror" not in text
