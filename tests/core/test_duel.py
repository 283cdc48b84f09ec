"""Duels (core/duel.py, `zombiebox duel`): paired seeds, an honest interval, the same result wherever played."""
import json
import random

import pytest

from zombiebox.cli import main
from zombiebox.core.duel import duel, paired_interval, play_seat, score_interval
from zombiebox.core.simulate import seat_bots


def test_the_same_level_on_both_sides_plays_the_same_games(tinygame):
    """Each seed's two games differ only by what the seat chose: the same bot twice wins the same pairs."""
    result = duel(tinygame, "living", "normal", "greedy", 30, seed=4)
    assert len(result.pairs) == 30 and [p.seed for p in result.pairs] == list(range(4, 34))
    assert all(p.a_won == p.b_won for p in result.pairs)
    diff, low, high = result.interval()
    assert diff == 0 and low < 0 < high


def test_a_duel_counts_the_same_on_two_processes(tinygame):
    one = duel(tinygame, "dead", "easy", "normal", 24, seed=9, jobs=1)
    two = duel(tinygame, "dead", "easy", "normal", 24, seed=9, jobs=2)
    assert [(p.seed, p.a_won, p.b_won) for p in two.pairs] == [(p.seed, p.a_won, p.b_won) for p in one.pairs]
    assert two.where == "2 processes"


def test_the_paired_interval_agrees_with_the_normal_one_for_many_games():
    rng = random.Random(1)
    pairs = [(rng.random() < 0.55, rng.random() < 0.45) for _ in range(4000)]
    diff, low, high = paired_interval(pairs)
    d = [x - y for x, y in pairs]
    mean = sum(d) / len(d)
    sd = (sum((v - mean) ** 2 for v in d) / (len(d) - 1)) ** 0.5
    assert diff == pytest.approx(mean)
    assert high - low == pytest.approx(2 * 1.96 * sd / len(d) ** 0.5, rel=0.05)


@pytest.mark.parametrize("pairs,above_zero", [
    ([(True, False)] * 12, True),                       # A won every seed B lost
    ([(True, False)] * 3 + [(False, False)] * 9, False),  # too few to tell
    ([(True, True)] * 20, False),                       # never a difference
])
def test_the_interval_stays_in_bounds_and_says_when_it_clears_zero(pairs, above_zero):
    diff, low, high = paired_interval(pairs)
    assert -1 <= low <= diff <= high <= 1
    assert (low > 0) == above_zero


def test_duel_json_has_the_promised_fields(capsys):
    code = main(["duel", "tiny", "--seat", "living", "--a", "normal", "--b", "easy", "--games", "6", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {"a_wins", "b_wins", "draws", "difference", "interval95", "a_move_ms", "b_move_ms", "games"} <= set(out)
    assert out["games"] == 6 and set(out["a_move_ms"]) >= {"p50", "p99"}
    assert sum(out["pairs"].values()) == 6
    assert out["pairs"]["both"] + out["pairs"]["a_only"] == out["a_wins"]


def test_a_duel_run_in_pieces_merges_into_the_same_interval(capsys):
    """The pair counts of seeds 1-4 and 5-8 added up give the interval of seeds 1-8 in one run."""
    def run(seed, games):
        main(["duel", "tiny", "--seat", "living", "--a", "normal", "--b", "easy", "--games", str(games),
              "--seed", str(seed), "--json"])
        return json.loads(capsys.readouterr().out)
    whole, first, second = run(1, 8), run(1, 4), run(5, 4)
    cells = {k: first["pairs"][k] + second["pairs"][k] for k in first["pairs"]}
    assert cells == whole["pairs"]
    pairs = ([(True, True)] * cells["both"] + [(True, False)] * cells["a_only"]
             + [(False, True)] * cells["b_only"] + [(False, False)] * cells["neither"])
    diff, low, high = paired_interval(pairs)
    assert [round(low, 4), round(high, 4)] == whole["interval95"] and round(diff, 4) == whole["difference"]
    sums = {k: first["score_difference"][k] + second["score_difference"][k] for k in ("n", "sum", "sum_squares")}
    assert sums == {k: whole["score_difference"][k] for k in sums}
    mean, half = score_interval(sums["n"], sums["sum"], sums["sum_squares"])
    assert whole["score_difference"]["interval95"] == [round(mean - half, 3), round(mean + half, 3)]


def test_the_score_difference_is_the_paired_mean_of_the_games_scores(tinygame):
    """A duel's score difference is the mean, seed by seed, of the score with A less the score with B."""
    result = duel(tinygame, "living", "normal", "easy", games=5, seed=3)
    options = tinygame.rules.resolve_options(None)
    diffs = [play_seat(tinygame, seed, seat_bots(tinygame, options, {"living": "normal"}), options, "living")[0].score
             - play_seat(tinygame, seed, seat_bots(tinygame, options, {"living": "easy"}), options, "living")[0].score
             for seed in range(3, 8)]
    assert result.score_difference()["mean"] == round(sum(diffs) / 5, 3)
    low, high = result.score_difference()["interval95"]
    assert low <= sum(diffs) / 5 <= high


@pytest.mark.parametrize("argv,words", [
    (["duel", "tiny", "--seat", "vampires", "--a", "easy", "--b", "normal", "--games", "2"], "no seat 'vampires'"),
    (["duel", "tiny", "--seat", "living", "--a", "wizard", "--b", "normal", "--games", "2"], "no bot 'wizard'"),
    (["duel", "tiny", "--seat", "living", "--a", "hard:0", "--b", "normal", "--games", "2"], "no bot 'hard:0'"),
    (["duel", "tiny", "--seat", "living", "--a", "easy", "--b", "normal", "--games", "0"], "at least 1"),
])
def test_duel_mistakes_are_one_line(capsys, argv, words):
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2 and words in err and len(err.strip().splitlines()) == 1


def test_a_fault_in_a_games_engine_is_not_dressed_as_a_usage_mistake(monkeypatch, tinygame):
    """A ValueError from the rules while a duel plays is a bug to see whole, not a one-line 'zombiebox:'."""
    def broken(self, state, action, dice):
        raise ValueError("the engine broke")
    monkeypatch.setattr(type(tinygame.rules), "apply", broken)
    with pytest.raises(ValueError, match="the engine broke"):
        main(["duel", "tiny", "--seat", "living", "--a", "normal", "--b", "easy", "--games", "2"])
