"""The command line: exact commands scripts rely on; every mistake is one line on stderr, exit 2."""
import json

import pytest

from zombiebox.cli import main
from zombiebox.core.match import Match


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv,words", [
    (["play", "chess"], "unknown game 'chess'"),
    (["simulate", "chess", "--games", "3"], "unknown game 'chess'"),
    (["simulate", "tiny"], "--games"),
    (["simulate", "tiny", "--games", "2", "--bot", "living=wizard"], "no bot 'wizard'"),
    (["simulate", "tiny", "--games", "2", "--bot", "vampires=random"], "no seat vampires"),
    (["simulate", "tiny", "--games", "2", "--option", "target=7"], "option target must be one of"),
    (["replay", "/nonexistent/save.json"], "no such save"),
    (["rules", "chess"], "unknown game"),
    (["rules", "avz", "99.9"], "no section"),
    (["screenshot", "--out", "x.png", "--size", "big"], "WIDTHxHEIGHT"),
    (["play", "tiny", "--seat", "dead=wizard"], "human, bot or a bot name"),
    (["--frobnicate"], "unrecognized arguments"),
])
def test_mistakes_are_one_clear_line_and_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert words in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("zombiebox: ")


def test_simulate_json_has_the_promised_fields(capsys):
    code, out, _ = run(capsys, "simulate", "tiny", "--games", "20", "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"game", "games", "seed", "outcomes", "mean_decisions", "games_per_s", "decisions_per_s"}
    assert data["game"] == "tiny" and data["games"] == 20 and sum(data["outcomes"].values()) == 20
    assert data["mean_decisions"] > 0


def test_simulate_is_reproducible_from_its_seed(capsys):
    first = json.loads(run(capsys, "simulate", "tiny", "--games", "30", "--seed", "9", "--json")[1])
    second = json.loads(run(capsys, "simulate", "tiny", "--games", "30", "--seed", "9", "--json")[1])
    assert first["outcomes"] == second["outcomes"] and first["mean_decisions"] == second["mean_decisions"]


def test_simulate_table_without_json(capsys):
    code, out, _ = run(capsys, "simulate", "tiny", "--games", "10", "--bot", "living=random")
    assert code == 0 and "games/s" in out and "%" in out


def test_a_better_bot_wins_more(capsys):
    data = json.loads(run(capsys, "simulate", "tiny", "--games", "200", "--bot", "living=greedy",
                          "--bot", "dead=random", "--json")[1])
    assert data["outcomes"].get("living win", 0) > data["outcomes"].get("dead win", 0)


def test_replay_prints_outcome_and_state(capsys, tinygame, tmp_path):
    m = Match(tinygame, seed=2)
    while m.outcome is None:
        m.play(m.bot_choice(tinygame.make_bot("greedy", m.to_move)).action)
    path = m.save(tmp_path / "g.json")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and f"Outcome: {m.outcome.label}" in out
    code, out, _ = run(capsys, "replay", str(path), "--to", "1", "--json")
    data = json.loads(out)
    assert data["step"] == 1 and data["outcome"] is None and data["to_move"] == "living"
    code, _, err = run(capsys, "replay", str(path), "--to", "99999")
    assert code == 2 and "--to must be between" in err


def test_replay_of_a_corrupt_save_is_one_line(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{\"format\": \"zombiebox-save\", \"vers")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and "cut short" in err


def test_rules_prints_a_section_and_the_rulings(capsys):
    code, out, _ = run(capsys, "rules", "avz", "7.3")
    assert code == 0 and out.startswith("[7.3] Resolve Hits") and "zombiebox rulings" in out
    assert "[8.0]" not in out


def test_rules_of_a_coming_game_still_prints(capsys):
    code, out, _ = run(capsys, "rules", "zt")
    assert code == 0 and "Zombie Terror" in out
