"""Damaged save files as issue 13 found them: each case writes one beside a good save and says
which words the one-line refusal must hold. The core, CLI and app tests all use them."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Callable

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.core.position import position_of
from zombiebox.core.saves import checksum


def good_save(path: Path, practice: bool = False) -> dict:
    """A tiny-game save after two steps; returns its data."""
    match = Match(registry.get("tiny"), seed=8, practice=practice)
    for _ in range(2):
        match.play(match.legal_actions()[0])
    match.save(path)
    return json.loads(path.read_text())


def _changed(change: Callable[[dict], None], practice: bool = False):
    def make(path: Path) -> None:
        data = good_save(path, practice)
        change(data)
        data["checksum"] = checksum(data)  # a careful hand: only the schema or the replay can catch it
        path.write_text(json.dumps(data))
    return make


def _text(edit: Callable[[str], str]):
    def make(path: Path) -> None:
        good_save(path)
        path.write_text(edit(path.read_text()))
    return make


def _raw(text: str):
    return lambda path: path.write_text(text)


def _avz_place_without_at(path: Path) -> None:
    data = json.loads(Match(registry.get("avz"), seed=3).save(path).read_text())
    data["steps"] = [{"action": "place counter=z01", "seat": "zombies", "forced": []}]
    data["checksum"] = checksum(data)
    path.write_text(json.dumps(data))


def _start_that_breaks_the_rules(path: Path) -> None:
    """A save of a match opened at a position, its start changed by a careful hand (issue 31.4)."""
    start = position_of(Match(registry.get("tiny"), seed=8))
    data = json.loads(Match.from_position(start, seed=8).save(path).read_text())
    data["start"]["bag"] = ["b1"]
    data["checksum"] = checksum(data)
    path.write_text(json.dumps(data))


def _fifo(path: Path) -> None:
    path.unlink(missing_ok=True)
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.unlink(missing_ok=True)
    path.symlink_to("/dev/zero")


def _huge(path: Path) -> None:
    with open(path, "wb") as fh:  # sparse: 17 MB on paper, nothing on disk
        fh.truncate(17 * 1024 * 1024)


# name -> (writes the damaged file at a path, words its refusal holds)
CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    "seed Infinity": (_text(lambda t: t.replace('"seed": 8', '"seed": Infinity')), "broken JSON at line"),
    "seed of 5,000 digits": (_text(lambda t: t.replace('"seed": 8', '"seed": ' + "9" * 5000)),
                             "seed: integer value out of range"),
    "seed too large": (_changed(lambda d: d.update(seed=2 ** 64)), "seed: expected int <="),
    "100,000 nested [": (_raw("[" * 100_000), "nested too deep"),
    "nested 100 deep": (_changed(lambda d: d["state"].update(deep=json.loads("[" * 100 + "]" * 100))),
                        "nested 102 deep"),
    "options as a string": (_changed(lambda d: d.update(options="target=10")), "options: expected object, got str"),
    "options as a list": (_changed(lambda d: d.update(options=[10])), "options: expected object, got array"),
    "an unknown option value": (_changed(lambda d: d.update(options={"target": 7})), "option target must be one of"),
    "an option as a float": (_changed(lambda d: d.update(options={"target": 10.0})),  # 10.0 == 10, but no choice
                             "option target must be one of 10, 20, not 10.0"),
    "an action that is not a string": (_changed(lambda d: d["steps"][0].update(action=5)),
                                       "steps[0].action: expected str, got int"),
    "an action that does not parse": (_changed(lambda d: d["steps"][0].update(action="roll =x")), "step 1 'roll =x'"),
    "place counter=z01 without at": (_avz_place_without_at, "step 1 'place counter=z01'"),
    "forced dice of 7": (_changed(lambda d: d["steps"][0].update(forced=[7]), practice=True),
                         "steps[0].forced[0]: expected int <= 6"),
    "a game id that is a list": (_changed(lambda d: d.update(game=["avz"])), "game: expected str, got array"),
    "seats naming an unknown bot": (_changed(lambda d: d["seats"].update(dead="wizard")), "not 'wizard'"),
    "seats as a list": (_changed(lambda d: d.update(seats=["living", "dead"])), "seats: expected object, got array"),
    "a seat the game has not": (_changed(lambda d: d["seats"].update(ghosts="human")), "no seat 'ghosts'"),
    "a start that breaks the rules": (_start_that_breaks_the_rules, "start: its state breaks the rules: bones"),
    "/dev/zero": (_dev_zero, "not a regular file"),
    "a FIFO": (_fifo, "not a regular file"),
    "17 MB": (_huge, "bytes is more than the 16,777,216 allowed"),
    'practice "no"': (_changed(lambda d: d.update(practice="no")), "practice: expected bool, got str"),
    "forced dice without practice": (_changed(lambda d: d["steps"][0].update(forced=[3])),
                                     "step 1 has dice set by hand, but practice mode is off"),
    "steps: 5 and no version": (_raw(json.dumps({"format": "zombiebox-save", "game": "avz", "steps": 5})),
                                "has no format version"),
    "steps: 5": (_raw(json.dumps({"format": "zombiebox-save", "version": 1, "game": "avz", "steps": 5,
                                  "options": {}, "seed": 1, "checksum": ""})), "steps: expected array, got int"),
}
