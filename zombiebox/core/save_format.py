"""The save file's schema: what each field must hold, checked by msgspec before any of it is used.

A save (and the autosave) is the Match record (game, options, seed, seats, steps) plus a state
snapshot and a checksum; core.match writes it and replays it. The schema catches what a replay
could not: a seed no generator takes, options that are not a table of values, a die no d6 shows,
practice given as "no".
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, Union

import msgspec
from msgspec import Meta

from .saves import check, check_format
from .state import Face

SAVE_FORMAT = "zombiebox-save"
SAVE_VERSION = 1

SEED_RANGE = range(-(2 ** 63), 2 ** 63)  # what a save, and the command line, take
Seed = Annotated[int, Meta(ge=SEED_RANGE.start, le=SEED_RANGE.stop - 1)]
Name = Annotated[str, Meta(max_length=200)]
OptionValue = Union[bool, int, float, str]


class StepRecord(msgspec.Struct, forbid_unknown_fields=True):
    action: Annotated[str, Meta(min_length=1, max_length=2000)]
    seat: Name = ""
    forced: list[Face] = []  # what-if dice set by hand (practice mode)


class SaveFile(msgspec.Struct):
    format: Literal["zombiebox-save"]
    version: Annotated[int, Meta(ge=1)]
    game: Name
    options: dict[str, OptionValue]
    seed: Seed
    steps: list[StepRecord]
    checksum: str
    practice: bool = False
    seats: dict[str, Name] = {}
    redo: list[StepRecord] = []
    game_name: Name = ""
    note: Name = ""  # where the game stands in its own words ("For a Few Bullets More, turn 3 of 40")
    saved_at: Name = ""
    state: Any = None
    start: Any = None  # the position the match began at (core.position), if not the set-up

    def hand_set_dice(self) -> str:
        """Which recorded step has dice set by hand ("step 3", "redo step 1"), or "" if none does."""
        for label, steps in (("step", self.steps), ("redo step", self.redo)):
            for i, step in enumerate(steps, 1):
                if step.forced:
                    return f"{label} {i}"
        return ""

def check_save(data: Any, source: str) -> SaveFile:
    """The save's fields checked: a foreign file, a newer format, or a field of the wrong type
    or range is a SaveError naming it."""
    check_format(data, source, SAVE_FORMAT, SAVE_VERSION, "save")  # first: a newer format may hold new fields
    return check(data, SaveFile, source, "save")
