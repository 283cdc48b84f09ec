"""simulate on several processes: the same games, the same outcomes, whatever the number of jobs."""
import pytest

from zombiebox.core import registry
from zombiebox.core.actions import Action
from zombiebox.core.bots import BotError, Choice
from zombiebox.core.simulate import _split, play_game, play_hash, seat_bots, simulate


@pytest.mark.parametrize("seeds,parts", [(range(1, 101), 16), (range(5, 8), 16), (range(0, 17), 4)])
def test_the_seed_range_is_cut_into_consecutive_near_equal_chunks(seeds, parts):
    chunks = _split(seeds, parts)
    assert [s for c in chunks for s in c] == list(seeds)
    assert max(map(len, chunks)) - min(map(len, chunks)) <= 1 and all(chunks)


def test_two_jobs_count_the_same_outcomes_as_one(tinygame):
    one = simulate(tinygame, 40, seed=7, bots={"living": "random"}, jobs=1)
    two = simulate(tinygame, 40, seed=7, bots={"living": "random"}, jobs=2)
    assert two.jobs == 2 and one.jobs == 1
    assert (two.games, two.outcomes, two.decisions) == (one.games, one.outcomes, one.decisions)
    assert (two.score_total, two.scored) == (one.score_total, one.scored)


def test_the_mean_score_is_that_of_the_games_outcomes(tinygame):
    result = simulate(tinygame, 12, seed=3, bots={"living": "random"})
    bots = seat_bots(tinygame, tinygame.rules.resolve_options({}), {"living": "random"})
    scores = [play_game(tinygame, seed, bots)[0].score for seed in range(3, 15)]
    assert result.scored == 12 and result.mean_score == sum(scores) / 12


def test_a_listed_game_plays_the_same_on_two_jobs():
    avz = registry.get("avz")
    one, two = simulate(avz, 3, seed=2, jobs=1), simulate(avz, 3, seed=2, jobs=2)
    assert (two.outcomes, two.decisions) == (one.outcomes, one.decisions)


def test_more_jobs_than_games_uses_one_a_game(tinygame):
    assert simulate(tinygame, 2, seed=1, jobs=8).jobs == 2


def test_jobs_below_one_is_refused(tinygame):
    with pytest.raises(ValueError, match="at least 1"):
        simulate(tinygame, 2, jobs=0)


def test_the_play_hash_leaves_out_only_the_words_or_data_it_is_told(tinygame):
    """tools/play_without_words: a change of words, or of one kind of Event's data, shows as
    unchanged play only if the hash drops exactly that and keeps the rest."""
    seeds = range(1, 4)
    whole = play_hash(tinygame, seeds)
    assert play_hash(tinygame, seeds, leave_out=("roll.bone",)) == whole       # no such key on that kind
    assert play_hash(tinygame, seeds, words=False) != whole
    assert play_hash(tinygame, seeds, leave_out=("draw.bone",)) != whole       # the drawn bone is dropped


class HoldAtOnce:
    """A broken bot: holds before it has rolled, which Tiny 2.2 refuses."""

    name = "broken"

    def __init__(self, seat=""):
        self.seat = seat

    def choose(self, rules, state, actions, dice):
        return Choice(Action.of("hold"), "bank nothing")


def test_an_illegal_bot_pick_stops_the_run_naming_the_game_seed_step_and_rule(tinygame, monkeypatch):
    monkeypatch.setitem(tinygame.bots, "broken", HoldAtOnce)
    with pytest.raises(BotError, match=r"^tiny seed 5, step 1: the living bot picked 'hold', which the rules "
                                       r"refuse: you must roll at least once before you hold \(Tiny 2\.2\)$"):
        simulate(tinygame, 3, seed=5, bots={"living": "broken"})


def test_the_play_hash_checks_the_bots_picks_too(tinygame, monkeypatch):
    monkeypatch.setattr(tinygame, "default_bot", lambda seat: "broken")
    monkeypatch.setitem(tinygame.bots, "broken", HoldAtOnce)
    with pytest.raises(BotError, match="tiny seed 2, step 1: .* \\(Tiny 2.2\\)"):
        play_hash(tinygame, range(2, 4))

