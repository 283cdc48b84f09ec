"""Every log line opens its rule (issue 35): the rule each game's events cite, over a few games of
random legal moves, is a section of that game's rulebook."""
import random

import pytest

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.core.rulebook import rulebook_for


@pytest.mark.parametrize("game_id", ["avz", "atz", "zs", "zt", "coz"])
def test_every_rule_a_log_line_cites_opens_a_section_of_the_book(game_id):
    book, cited = rulebook_for(game_id), set()
    for seed in (1, 2, 3):
        match, pick = Match(registry.get(game_id), {}, seed), random.Random(seed)
        for _ in range(1500):
            if match.to_move is None:
                break
            match.play(pick.choice(match.legal_actions()))
        cited |= {event.rule for _, event in match.log if event.rule}
    assert len(cited) >= 8
    assert sorted(rule for rule in cited if book.find(rule) is None) == []


def test_a_subject_after_a_colon_opens_its_section():
    book = rulebook_for("coz")
    assert book.find("CoZ Events: Second Chance").title == "Events"
    assert book.find("CoZ Hero cards: Refreshing Exhausted Heroes").title == "Hero cards"
    zt = rulebook_for("zt")
    assert zt.find("ZT Zombie Terror Phase").text.startswith("Zombie Terror Phase\n\nIf, at any point")
    assert zt.find("ZT Zombie Check").title == "Zombie Check"
