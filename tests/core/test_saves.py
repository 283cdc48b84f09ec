"""Loading a bad save fails with a clear message and changes nothing."""
import json

import pytest

from zombiebox.core.match import SAVE_VERSION, Match
from zombiebox.core.saves import SaveError, checksum


@pytest.fixture
def saved(tinygame, tmp_path):
    m = Match(tinygame, seed=8, practice=True)
    for _ in range(5):
        m.play(m.legal_actions()[0])
    path = m.save(tmp_path / "game.json")
    return m, path


def test_round_trip(saved):
    m, path = saved
    loaded = Match.load(path)
    assert loaded.steps == m.steps and loaded.seed == 8 and loaded.practice


def test_save_is_json_written_atomically(saved):
    _, path = saved
    assert json.loads(path.read_text())["format"] == "zombiebox-save"
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]  # no temp file left behind


def rewrite(path, change, keep_checksum=False):
    data = json.loads(path.read_text())
    change(data)
    if not keep_checksum:
        data["checksum"] = checksum(data)
    path.write_text(json.dumps(data))


def expect_refusal(path, words, **kw):
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        Match.load(path, **kw)
    assert words in str(err.value)
    assert path.read_bytes() == before  # loading never changes the file
    return err.value


def test_truncated(saved):
    _, path = saved
    path.write_text(path.read_text()[:200])
    expect_refusal(path, "cut short")


def test_foreign_file(tmp_path):
    path = tmp_path / "notes.json"
    path.write_text('{"hello": "world"}')
    expect_refusal(path, "not a zombiebox save")


def test_binary_file(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    expect_refusal(path, "not text")


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match="no such save"):
        Match.load(tmp_path / "nope.json")


def test_wrong_game(saved):
    _, path = saved
    expect_refusal(path, "not of avz", expected_game="avz")


def test_future_version(saved):
    _, path = saved
    rewrite(path, lambda d: d.update(version=SAVE_VERSION + 1))
    expect_refusal(path, "newer zombiebox")


def test_tampered_state(saved):
    _, path = saved
    rewrite(path, lambda d: d["state"]["scores"].update(living=99), keep_checksum=True)
    expect_refusal(path, "changed after it was saved")


def test_tampered_with_fresh_checksum_still_caught_by_replay(saved):
    _, path = saved
    rewrite(path, lambda d: d["state"]["scores"].update(living=99))
    expect_refusal(path, "does not replay")


def test_illegal_step_in_history(saved):
    _, path = saved
    rewrite(path, lambda d: d["steps"].insert(0, {"action": "hold", "seat": "living", "forced": []}))
    expect_refusal(path, "step 1 'hold' is refused")


def test_unknown_game(saved):
    _, path = saved
    rewrite(path, lambda d: d.update(game="chess"))
    expect_refusal(path, "unknown game 'chess'")


def test_a_write_that_fails_midway_leaves_the_old_save_whole(saved, monkeypatch):
    from zombiebox.core import saves

    m, path = saved
    before = path.read_bytes()
    real_dump = json.dump

    def dump_then_fail(data, fh, **kw):  # half the file written, then the disk fills
        real_dump({"format": "zombiebox-save"}, fh, **kw)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.json, "dump", dump_then_fail)
    m.play(m.legal_actions()[0])
    with pytest.raises(OSError):
        m.save(path)
    assert path.read_bytes() == before and [p.name for p in path.parent.iterdir()] == ["game.json"]
