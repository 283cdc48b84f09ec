"""Which lessons the player has finished (issue 37.4): a tick a lesson, kept in the data folder.

    {"format": "zombiebox-lessons-done", "version": 1, "done": {"zt": ["01-the-turn", "02-..."]}}

A lesson is named by its file's stem, so a path that grows keeps its ticks. The file is read through
core.saves like every other; a damaged one is ignored with a one-line note (the ticks start afresh,
and the next tick writes it whole again), never a crash. No pygame: `zombiebox learn` reads it too.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Sequence

import msgspec

from zombiebox.core.lesson import Lesson
from zombiebox.core.saves import SaveError, check, check_format, read_json, write_json_atomic

from .settings import data_dir

PROGRESS_FORMAT = "zombiebox-lessons-done"
PROGRESS_VERSION = 1
PROGRESS_BYTES = 256 * 1024
WHAT = "lesson progress file"


class ProgressFile(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    done: dict[str, list[str]] = {}


def progress_path() -> Path:
    return data_dir() / "lessons-done.json"


@dataclass
class Progress:
    done: dict[str, set[str]] = field(default_factory=dict)   # game id -> the stems of its lessons finished
    note: Optional[str] = None   # why the file was ignored, to be said once

    def has(self, lesson: Lesson) -> bool:
        return lesson.name in self.done.get(lesson.game.game_id, set())

    def first_not_done(self, lessons: Sequence[Lesson]) -> Optional[Lesson]:
        """Where the player goes on: the first lesson of the path not ticked (the first, all done)."""
        return next((lesson for lesson in lessons if not self.has(lesson)), lessons[0] if lessons else None)


def read_progress() -> Progress:
    path = progress_path()
    if not path.exists():
        return Progress()
    try:
        data = read_json(path, WHAT, ProgressFile, PROGRESS_BYTES)
        check_format(data, str(path), PROGRESS_FORMAT, PROGRESS_VERSION, WHAT)
        raw = check(data, ProgressFile, str(path), WHAT)
    except SaveError as exc:
        return Progress(note=f"The lesson ticks are ignored: {exc}")
    return Progress({game: set(names) for game, names in raw.done.items()})


def mark_done(lesson: Lesson) -> Optional[str]:
    """Tick a finished lesson; None, or why the tick could not be kept (one line)."""
    progress = read_progress()
    progress.done.setdefault(lesson.game.game_id, set()).add(lesson.name)
    data = {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION,
            "done": {game: sorted(names) for game, names in sorted(progress.done.items())}}
    try:
        write_json_atomic(progress_path(), data)
    except OSError as exc:
        return f"The lesson's tick could not be kept: {exc.strerror or exc}"
    return None
