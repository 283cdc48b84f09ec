"""The play is protected: the default bots' games from fixed seeds hash to recorded values.

A refactor or a speed-up must keep every hash. A deliberate rules change (or a change in an Event's
words) records the new values by running

    .venv/bin/python -m tools.play_hashes [GAME ...] --write

(without --write it only says which changed), which rewrites RECORDED's values in place, each line's
comment kept; the change then says why on each changed line and which hashes changed in its commit.
The tiny game's hash proves the check can fail: it is recorded, so any change to its rules shows here too."""
import pytest

from zombiebox.core import registry
from zombiebox.core.simulate import play_hash, simulate

SEEDS = range(1, 21)
FEW = range(1, 6)  # the longer ATZ scenarios (12.0): five games each keep the suite quick
CASES = [
    ("avz", {}, SEEDS),
    ("avz", {"rampage": 5, "chomp": "grave"}, SEEDS),
    ("coz", {}, SEEDS),
    ("coz", {"players": 3, "level": "advanced", "heroes": "on", "apocalypse": "on"}, SEEDS),
    ("coz", {"players": 1, "level": "expert", "heroes": "on", "flip_heroes": "on"}, SEEDS),
    ("coz", {"players": 2, "level": "master", "heroes": "on", "flip_heroes": "on", "apocalypse": "on",
             "alien_portal": "on"}, SEEDS),
    ("coz", {"players": 6, "level": "master", "team": "on", "plane_start": 10, "alien_portal": "off"}, SEEDS),
    ("atz", {}, SEEDS),
    ("atz", {"scenario": "bullets"}, SEEDS),
    ("atz", {"scenario": "barricade"}, FEW),
    ("atz", {"scenario": "search"}, FEW),
    ("atz", {"scenario": "cure"}, FEW),
    ("atz", {"scenario": "helicopter"}, FEW),
    ("atz", {"band": "buy"}, range(1, 11)),
    ("atz", {"scenario": "firefight"}, range(1, 6)),
    ("atz", {"scenario": "search", "gear": "buy"}, FEW),
    ("atz", {"players": 2}, range(1, 6)),
    ("zs", {}, SEEDS),
    ("zs", {"households": 4}, SEEDS),
    ("zs", {"households": 2, "level": "harder"}, SEEDS),
    ("tiny", {}, SEEDS),
    ("zt", {}, SEEDS),
    ("zt", {"board": "advanced"}, SEEDS),
    ("zt", {"board": "free"}, SEEDS),
]

RECORDED = {
    "avz {}": "a06df1b7059401d0",
    "avz {'rampage': 5, 'chomp': 'grave'}": "c471c84bd40008e8",
    "coz {}": "432a2ac7a0c882e0",  # issue 35.8: log words count in words ("1 zombie", "2 dice", no "(s)"); play the same (tools.play_without_words)
    "coz {'players': 3, 'level': 'advanced', 'heroes': 'on', 'apocalypse': 'on'}": "f4aa833a3ea6050a",  # issue 35.8: log words count in words ("1 zombie", "2 dice", no "(s)"); play the same (tools.play_without_words)
    "coz {'players': 1, 'level': 'expert', 'heroes': 'on', 'flip_heroes': 'on'}": "dcd91e1f4ae16ed3",  # issue 35.8: log words count in words ("1 zombie", "2 dice", no "(s)"); play the same (tools.play_without_words)
    "coz {'players': 2, 'level': 'master', 'heroes': 'on', 'flip_heroes': 'on', 'apocalypse': 'on', "
    "'alien_portal': 'on'}": "6aeb4019cc994c3c",  # issue 35.8: log words count in words ("1 zombie", "2 dice", no "(s)"); play the same (tools.play_without_words)
    "coz {'players': 6, 'level': 'master', 'team': 'on', 'plane_start': 10, 'alien_portal': 'off'}": "06458a573090c2a4",  # issue 35.8: log words count in words ("1 zombie", "2 dice", no "(s)"); play the same (tools.play_without_words)
    "zs {}": "9265d0b18f43e279",  # issue 35.8: log words count in words ("1 zombie", "2 dice", no "(s)"); play the same (tools.play_without_words)
    "zs {'households': 4}": "f01b4d8d699d3b95",  # issue 34.3: town log words: the locations named as on their decks ("searches the Pharmacy"), "1 person", "1 item"; play the same (tools.play_without_words zs)
    "zs {'households': 2, 'level': 'harder'}": "616a493007d2e6ef",  # issue 34.3: town log words: the locations named as on their decks ("searches the Pharmacy"), "1 person", "1 item"; play the same (tools.play_without_words zs)
    "tiny {}": "d9bac6890b9b96cb",
    "atz {}": "29f9b68ec2ecfd5b",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'scenario': 'bullets'}": "bc862e3de911e6ea",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'scenario': 'barricade'}": "7a5ca5436e413c8a",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'scenario': 'search'}": "5cafd109f61b8ff8",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'scenario': 'cure'}": "70ba80feec0381b7",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'scenario': 'helicopter'}": "25249d37105d17af",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'band': 'buy'}": "39be9b3e48be4a77",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'scenario': 'firefight'}": "130277c9e45ceec0",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'scenario': 'search', 'gear': 'buy'}": "e57f0826f8ba3574",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
    "atz {'players': 2}": "b371a1b56206aef3",  # issue 35.9: melee Events carry the Reps and the surprise its dice, for the dice tray; issue 37: a search names the card found ("Assault rifle"); play the same (tools.play_without_words atz --leave-out melee.rep,melee.enemy_rep,surprise.dice before the first; tools.play_without_words atz before and after the second)
}

RECORDED.update({  # Zombie Terror (kept apart from the lines other games change, so branches merge cleanly)
    "zt {}": "aac8c6058e9effbc",  # issue 35.8: a bite of the wounded or the dead says the human once ("bites the Banker, already wounded"); play the same (tools.play_without_words zt, on the base and after)
    "zt {'board': 'advanced'}": "47befe07939817cc",  # issue 35.8: a bite of the wounded or the dead says the human once ("bites the Banker, already wounded"); play the same (tools.play_without_words zt, on the base and after)
    "zt {'board': 'free'}": "d56da196ad74b506",  # issue 35.8: a bite of the wounded or the dead says the human once ("bites the Banker, already wounded"); play the same (tools.play_without_words zt, on the base and after)
})


@pytest.mark.parametrize("game_id,options,seeds", CASES, ids=[f"{g}-{i}" for i, (g, _, _) in enumerate(CASES)])
def test_default_bots_play_exactly_as_recorded(game_id, options, seeds):
    got = play_hash(registry.get(game_id), seeds, options)
    assert got == RECORDED[f"{game_id} {options}"], (
        f"the play of {game_id} {options} changed: a refactor must not change it; a deliberate rules change "
        f"records the new hash {got} here and says why in its commit")


def test_coz_play_does_not_depend_on_games_played_before():
    """The CoZ solver caches its tables; its answers must depend only on the question, never on
    which games (and so which hands of items) filled the caches first."""
    coz = registry.get("coz")
    dirty = [options for game_id, options, _ in CASES if game_id == "coz"]
    for i, options in enumerate(reversed(dirty)):
        seats = coz.rules.seats(coz.rules.resolve_options(options))
        simulate(coz, 2, 500 + i, bots={seat: "random" for seat in seats}, options=options)
    for options in dirty[:2]:
        assert play_hash(coz, SEEDS, options) == RECORDED[f"coz {options}"], options


def test_the_play_hashes_command_records_each_hash_in_place(tmp_path, monkeypatch, capsys):
    """`python -m tools.play_hashes tiny --write` computes the tiny case and writes its hash over a stale
    value in place; the other lines, their comments with them, stay as they were."""
    from tools import play_hashes

    text = play_hashes.HASH_FILE.read_text(encoding="utf-8")
    assert set(play_hashes.recorded_values(text)) == set(RECORDED)  # every case's value is found where it is written
    assert play_hashes.rewrite(text, RECORDED) == text
    stale = tmp_path / "test_play_hash.py"
    stale.write_text(play_hashes.rewrite(text, {"tiny {}": "0" * 16, "zs {}": "1" * 16}), encoding="utf-8")
    monkeypatch.setattr(play_hashes, "HASH_FILE", stale)
    monkeypatch.setattr("sys.argv", ["play_hashes", "tiny", "--write"])
    play_hashes.main()
    assert f"same    tiny {{}}: {RECORDED['tiny {}']}" in capsys.readouterr().out
    after = stale.read_text(encoding="utf-8")
    assert after == play_hashes.rewrite(text, {"zs {}": "1" * 16})  # only the case asked for is recorded
    zs = [line for line in after.splitlines() if line.lstrip().startswith('"zs {}"')]
    assert zs == [line.replace(RECORDED["zs {}"], "1" * 16) for line in text.splitlines()
                  if line.lstrip().startswith('"zs {}"')]  # the value replaced, the line's comment kept
