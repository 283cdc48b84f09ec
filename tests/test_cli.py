"""The command line: exact commands scripts rely on; every mistake is one line on stderr, exit 2."""
import json

import pytest

from zombiebox.cli import main
from zombiebox.core import registry
from zombiebox.core.match import Match

from tests.damaged_files import CASES
from tests.damaged_positions import CASES as POSITION_CASES


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
    (["simulate", "tiny", "--games", "2", "--jobs", "0"], "--jobs: must be at least 1"),
    (["simulate", "tiny", "--games", "2", "--jobs", "-1"], "--jobs: must be at least 1"),
    (["simulate", "tiny", "--games", "2", "--jobs", "two"], "--jobs: takes a number of processes"),
    (["replay", "/nonexistent/save.json"], "no such save"),
    (["play", "tiny", "--position", "/nonexistent/p.json"], "no such position"),
    (["play", "tiny", "--load", "a.json", "--position", "b.json"], "give one of them"),
    (["rules", "chess"], "unknown game"),
    (["rules", "avz", "99.9"], "no section"),
    (["screenshot", "--out", "x.png", "--size", "big"], "WIDTHxHEIGHT"),
    (["screenshot", "--out", "x.png", "--option", "scenario=cure"], "name the game too"),
    (["screenshot", "tiny", "--out", "x.png", "--option", "target=7"], "option target must be one of"),
    (["play", "tiny", "--seat", "dead=wizard"], "human, bot or a bot name"),
    (["play", "tiny", "--bot", "dead=harder"], "human, bot or a bot name (easy, normal, hard, random, greedy)"),
    (["simulate", "tiny", "--games", "2", "--bot", "dead=hard:x"], "no bot 'hard:x'"),
    (["--frobnicate"], "unrecognized arguments"),
])
def test_mistakes_are_one_clear_line_and_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert words in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("zombiebox: ")


def test_simulate_json_has_the_promised_fields(capsys):
    code, out, _ = run(capsys, "simulate", "tiny", "--games", "20", "--seed", "3", "--jobs", "2", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"game", "games", "seed", "jobs", "outcomes", "mean_decisions", "games_per_s",
                         "decisions_per_s", "mean_score"}  # the tiny game's Outcome has a score
    assert data["game"] == "tiny" and data["games"] == 20 and sum(data["outcomes"].values()) == 20
    assert data["jobs"] == 2
    assert data["mean_decisions"] > 0


def test_simulate_is_reproducible_from_its_seed(capsys):
    first = json.loads(run(capsys, "simulate", "tiny", "--games", "30", "--seed", "9", "--jobs", "1", "--json")[1])
    second = json.loads(run(capsys, "simulate", "tiny", "--games", "30", "--seed", "9", "--jobs", "2", "--json")[1])
    assert first["outcomes"] == second["outcomes"] and first["mean_decisions"] == second["mean_decisions"]
    assert first["mean_score"] == second["mean_score"]


def test_simulate_table_without_json(capsys):
    code, out, _ = run(capsys, "simulate", "tiny", "--games", "10", "--bot", "living=random")
    assert code == 0 and "games/s" in out and "%" in out


def test_a_better_bot_wins_more(capsys):
    data = json.loads(run(capsys, "simulate", "tiny", "--games", "200", "--bot", "living=greedy",
                          "--bot", "dead=random", "--json")[1])
    assert data["outcomes"].get("living win", 0) > data["outcomes"].get("dead win", 0)


def test_a_bot_the_rules_refuse_stops_simulate_with_one_line_and_exit_1(capsys, monkeypatch, tinygame):
    from tests.core.test_simulate import HoldAtOnce

    monkeypatch.setitem(tinygame.bots, "broken", HoldAtOnce)
    code, _, err = run(capsys, "simulate", "tiny", "--games", "2", "--seed", "4", "--jobs", "1",
                       "--bot", "living=broken")
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert "tiny seed 4, step 1: the living bot picked 'hold'" in err and "(Tiny 2.2)" in err


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


def test_rules_prints_a_section_and_only_the_rulings_citing_it(capsys):
    code, out, _ = run(capsys, "rules", "avz", "7.3")
    assert code == 0 and out.startswith("[7.3] Resolve Hits") and "zombiebox rulings on [7.3]" in out
    assert "[8.0]" not in out
    rulings = out.split("--- zombiebox rulings on [7.3] ---")[1]
    assert "• Is the Tank armored?" in rulings and "• Hits [7.3]" in rulings  # both rulings citing [7.3]
    assert "Mutant rampage" not in rulings and "Undo and hidden information" not in rulings
    assert all("[7.3]" in item for item in rulings.strip().split("\n• "))


def test_rules_prints_the_rulings_as_readable_text_not_markdown(capsys):
    """Issue 16 (noticed at the end): the terminal shows no ** # or backticks; a heading stands on its
    own line, underlined; a bullet's lines wrap under its first word, within 100 columns."""
    code, out, _ = run(capsys, "rules", "coz")
    rulings = out.split("--- zombiebox rulings ---")[1]
    assert code == 0 and not [line for line in rulings.splitlines() if "**" in line or "`" in line
                              or line.startswith("#") or line.startswith("- ") or len(line) > 100]
    lines = rulings.splitlines()
    heading = lines.index("Digital adaptations")
    assert lines[heading + 1] == "-" * len("Digital adaptations") and lines[heading + 2].startswith("• DO NOT SPEAK")
    assert "Power Up squares any die or result (^2)" in rulings


def test_rules_of_a_section_no_ruling_cites_prints_no_rulings(capsys):
    code, out, _ = run(capsys, "rules", "avz", "7.2")
    assert code == 0 and out.startswith("[7.2] Roll Save Dice")
    assert "(no zombiebox ruling cites [7.2])" in out and "Mutant rampage" not in out and "**" not in out


def test_rules_of_a_coming_game_still_prints(capsys, monkeypatch):
    monkeypatch.setitem(registry.GAMES, "zt", ("Zombie Terror", None))  # every game plays now: one coming again
    code, out, _ = run(capsys, "rules", "zt")
    assert code == 0 and "Zombie Terror" in out


@pytest.mark.parametrize("argv,words", [
    (["screenshot", "--out", "menu.txt"], "PNG"),
    (["rules"], "required: game"),
    (["play", "tiny", "--seat", "dead"], "SIDE=VALUE"),
    (["play", "tiny", "--seat", "ghosts=bot"], "no side 'ghosts'"),
    (["play", "tiny", "--seed", "abc"], "invalid int value"),
    (["play", "tiny", "--load", "/nonexistent/save.json"], "no such save"),
])
def test_more_mistakes_are_one_line_and_never_open_a_window(capsys, monkeypatch, argv, words):
    from zombiebox.ui import app as app_module

    monkeypatch.setattr(app_module, "run", lambda *a, **k: pytest.fail("a window opened after a mistake"))
    code, _, err = run(capsys, *argv)
    assert code == 2 and words in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("zombiebox: ")


def test_a_screenshot_that_cannot_be_written_is_one_line(capsys, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    code, _, err = run(capsys, "screenshot", "--out", str(blocker / "menu.png"))
    assert code == 2 and err.startswith(f"zombiebox: cannot write {blocker / 'menu.png'}")
    assert len(err.strip().splitlines()) == 1


def test_play_passes_seats_seed_practice_load_and_position_to_the_window(capsys, monkeypatch, tinygame, tmp_path):
    from zombiebox.core.position import position_of
    from zombiebox.ui import app as app_module

    opened = []
    monkeypatch.setattr(app_module, "run", lambda *a: opened.append(a) or 0)
    assert main(["play", "tiny", "--seat", "dead=bot", "--seat", "living=random", "--seed", "8", "--practice"]) == 0
    assert opened[-1] == ("tiny", 8, {"dead": "greedy", "living": "random"}, None, True, None)  # bot: the default bot
    path = Match(tinygame, seed=2).save(tmp_path / "g.json")
    assert main(["play", "tiny", "--load", str(path)]) == 0
    assert opened[-1] == ("tiny", None, {}, str(path), False, None)
    spot = position_of(Match(tinygame, seed=2)).write(tmp_path / "p.json")
    assert main(["play", "tiny", "--position", str(spot), "--practice"]) == 0
    assert opened[-1] == ("tiny", None, {}, None, True, str(spot))
    assert main(["play", "tiny", "--bot", "dead=hard", "--bot", "living=easy"]) == 0   # a level per seat (issue 36)
    assert opened[-1][2] == {"dead": "hard", "living": "easy"}


@pytest.mark.parametrize("game_id,options,seat", [
    ("zs", {"households": 2}, "p2"), ("coz", {"players": 2}, "p2"), ("atz", {"scenario": "firefight"}, "enemy"),
])
def test_play_checks_seat_against_the_positions_or_the_saves_own_options(capsys, monkeypatch, tmp_path,
                                                                          game_id, options, seat):
    """Issue 31: `play zs --position FILE --seat p2=bot` on a two-household position said "zs has no side
    'p2'": the sides were those of the default options (one household)."""
    from zombiebox.core.position import position_of
    from zombiebox.ui import app as app_module

    played = []
    monkeypatch.setattr(app_module.App, "play", lambda self, match: played.append(match))
    monkeypatch.setattr(app_module.App, "loop", lambda self: 0)
    game = registry.get(game_id)
    match = Match(game, options, seed=2)
    files = {"--position": position_of(match).write(tmp_path / "p.json"), "--load": match.save(tmp_path / "s.json")}
    for flag, path in files.items():
        assert main(["play", game_id, flag, str(path), "--seat", f"{seat}=bot"]) == 0
        assert played[-1].seats[seat] == game.default_bot(seat) and played[-1].options == match.options
        code, _, err = run(capsys, "play", game_id, flag, str(path), "--seat", "p9=bot")
        assert code == 2 and f"{game_id} has no side 'p9'; sides: {', '.join(match.seats)}" in err


def test_play_refuses_a_save_of_another_game_or_a_tampered_one(capsys, monkeypatch, tinygame, tmp_path):
    from zombiebox.ui import app as app_module

    monkeypatch.setattr(app_module, "run", lambda *a: pytest.fail("a window opened for a bad save"))
    path = Match(tinygame, seed=2).save(tmp_path / "g.json")
    code, _, err = run(capsys, "play", "avz", "--load", str(path))
    assert code == 2 and "is a save of Graveyard Dash, not of avz" in err
    path.write_text(path.read_text().replace('"seed": 2', '"seed": 3'))
    code, _, err = run(capsys, "play", "tiny", "--load", str(path))
    assert code == 2 and "checksum" in err and len(err.strip().splitlines()) == 1


def test_bench_json_reports_every_promised_figure(capsys, monkeypatch, tinygame):
    import zombiebox.bench

    import zombiebox.ui.bench

    monkeypatch.setattr(zombiebox.bench, "SIM_SECONDS", 0.2)  # a short run: the shape is tested, not the speed
    monkeypatch.setattr(zombiebox.bench, "SEARCH_SECONDS", 0.2)
    monkeypatch.setattr(zombiebox.ui.bench, "IDLE_SECONDS", 0.2)
    code, out, _ = run(capsys, "bench", "tiny", "--json")
    report = json.loads(out)
    assert code == 0 and set(report) == {"startup_s", "idle_cpu_pct", "peak_rss_mb", "games"}
    row = report["games"]["tiny"]
    assert set(row) == {"frame_ms_p50", "frame_ms_p99", "frame_1920x1080_ms_p50", "frame_1920x1080_ms_p99",
                        "decision_ms_p50", "decision_ms_p99", "games_per_s", "simulations_per_s", "idle_cpu_pct"}
    assert row["simulations_per_s"] > 0   # Hard's playouts a second (issue 36)
    assert 0 < row["frame_ms_p50"] <= row["frame_ms_p99"] and 0 < row["decision_ms_p50"] <= row["decision_ms_p99"]
    assert row["games_per_s"] > 0 and report["peak_rss_mb"] > 0
    assert set(report["idle_cpu_pct"]) == {"menu"} and set(row["idle_cpu_pct"]) == {"table", "game_over"}
    assert all(pct >= 0 for pct in [*report["idle_cpu_pct"].values(), *row["idle_cpu_pct"].values()])
    assert 0.05 < report["startup_s"] < 60  # a fresh interpreter: never zero, never forever


def test_a_games_own_figures_join_its_bench_row(capsys, monkeypatch, tinygame):
    import zombiebox.bench

    import zombiebox.ui.bench

    monkeypatch.setattr(zombiebox.bench, "SIM_SECONDS", 0.2)
    monkeypatch.setattr(zombiebox.bench, "SEARCH_SECONDS", 0.2)
    monkeypatch.setattr(zombiebox.ui.bench, "IDLE_SECONDS", 0.2)
    monkeypatch.setattr(tinygame, "bench_figures", lambda: {"hint_ms_max": 1.5})
    code, out, _ = run(capsys, "bench", "tiny", "--json")
    assert code == 0 and json.loads(out)["games"]["tiny"]["hint_ms_max"] == 1.5


def test_no_command_opens_the_main_menu(monkeypatch):
    from zombiebox.ui import app as app_module

    opened = []
    monkeypatch.setattr(app_module, "run", lambda *a: opened.append(a) or 0)
    assert main([]) == 0 and opened == [()]  # run() with no game: the main menu


def test_python_dash_m_zombiebox_is_the_same_command_line():
    import subprocess
    import sys

    ok = subprocess.run([sys.executable, "-m", "zombiebox", "--help"], capture_output=True, text=True)
    assert ok.returncode == 0 and "simulate" in ok.stdout and "screenshot" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "zombiebox", "rules", "chess"], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "unknown game 'chess'" in bad.stderr


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_save_is_one_line_and_exit_2_and_never_opens_a_window(case, capsys, monkeypatch, tmp_path):
    from zombiebox.ui import app as app_module

    monkeypatch.setattr(app_module, "run", lambda *a, **k: pytest.fail("a window opened for a damaged save"))
    path = tmp_path / "damaged.json"
    make, words = CASES[case]
    make(path)
    game = "avz" if "place" in case else "tiny"
    for argv in (["replay", str(path)], ["play", game, "--load", str(path)]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and not out
        assert words in err and str(path) in err
        assert len(err.strip().splitlines()) == 1 and err.startswith("zombiebox: ")


@pytest.mark.parametrize("size,words", [
    ("100000x100000", "larger than the limit of 8192x8192"),
    ("8193x600", "larger than the limit"),
    ("959x600", "smaller than the table's minimum of 960x600"),
    ("320x240", "smaller than the table's minimum"),
    ("0x600", "smaller"),
])
def test_screenshot_sizes_past_the_limits_are_refused_before_any_rendering(size, words, capsys, monkeypatch, tmp_path):
    from zombiebox.ui import screenshot

    monkeypatch.setattr(screenshot, "screenshot", lambda *a, **k: pytest.fail("rendered a refused size"))
    code, _, err = run(capsys, "screenshot", "--out", str(tmp_path / "x.png"), "--size", size)
    assert code == 2 and words in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("seed", ["9" * 5000, str(2 ** 63), "Infinity"])
def test_a_seed_no_save_could_record_is_refused(seed, capsys, monkeypatch):
    from zombiebox.ui import app as app_module

    monkeypatch.setattr(app_module, "run", lambda *a, **k: pytest.fail("a window opened for a bad seed"))
    code, _, err = run(capsys, "play", "tiny", "--seed", seed)
    assert code == 2 and "--seed" in err and len(err.strip().splitlines()) == 1 and len(err) < 200


def test_play_refuses_a_position_the_game_cannot_play(capsys, tinygame, tmp_path):
    from zombiebox.core.position import position_of

    data = position_of(Match(tinygame, seed=1)).to_json()
    data["state"]["scores"] = {"living": 99, "dead": 0}  # Tiny 3.0: already won
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "play", "tiny", "--position", str(path))
    assert code == 2 and "the game is over in its state" in err and len(err.strip().splitlines()) == 1
    code, _, err = run(capsys, "play", "avz", "--position", str(path))
    assert code == 2 and "not of avz" in err


def test_play_opens_a_position_that_stands_before_the_initiative_roll(capsys, monkeypatch, tmp_path):
    from tests.core.test_position import _before_an_automatic_step
    from zombiebox.ui import app as app_module

    opened = []
    monkeypatch.setattr(app_module, "run", lambda *a: opened.append(a) or 0)
    path = tmp_path / "p.json"
    path.write_text(json.dumps(_before_an_automatic_step("atz", "phase", "initiative")))  # ATZ 5.2, to roll
    assert main(["play", "atz", "--position", str(path)]) == 0
    assert opened[-1][-1] == str(path)


@pytest.mark.parametrize("case", list(POSITION_CASES))
def test_a_position_no_game_can_play_is_one_line_and_exit_2_and_never_opens_a_window(case, capsys, monkeypatch,
                                                                                       tmp_path):
    from zombiebox.ui import app as app_module

    monkeypatch.setattr(app_module, "run", lambda *a, **k: pytest.fail("a window opened for a damaged position"))
    make, game, words = POSITION_CASES[case]
    path = tmp_path / "p.json"
    make(path)
    code, out, err = run(capsys, "play", game, "--position", str(path))
    assert code == 2 and not out
    assert words in err and str(path) in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("zombiebox: ")
