"""What the saves (and the autosave) hold, for the menu's Continue button and the Load screen.

A save's header is read once per version of the file (keyed by path, mtime and size) and
only when its row is shown, and the saves folder is listed again only when it changes, so
the Load screen draws 2,000 saves as fast as 2 (tools/load_screen_frames.py measures it).
A damaged file is listed with the reason, never a crash.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from zombiebox.core.save_format import SaveFile, check_save
from zombiebox.core.saves import SaveError, checksum, read_json


def move_words(steps: int) -> str:
    """How far a game is, said the same on the table's banner, the Load screen and the menu's questions:
    the move to be played next."""
    return f"move {steps + 1}"


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    game: str
    saved_at: str   # "2026-11-29 15:40"
    steps: int
    error: str = ""  # why the file cannot be opened, naming it (a damaged save is listed all the same)
    note: str = ""   # where the game stands in its own words (its scenario, its turn)

    @property
    def label(self) -> str:
        return " — ".join(filter(None, (self.game, self.note, self.played))) if not self.error else self.error

    @property
    def played(self) -> str:
        """How far the game is, as the table's banner counts it."""
        return "not started" if not self.steps else move_words(self.steps)


def read_save_info(path: Path) -> SaveInfo:
    """The header of the save at `path` (its fields and checksum checked, not its replay)."""
    try:
        data = read_json(path, "save", SaveFile)
        record = check_save(data, path.name)
        if data.get("checksum") != checksum(data):
            raise SaveError(f"{path.name} was changed after it was saved (its checksum does not match)")
    except SaveError as exc:
        return SaveInfo(path, "?", "", 0, str(exc).replace(str(path), path.name))
    saved = record.saved_at[:16].replace("T", " ")
    return SaveInfo(path, " ".join((record.game_name or record.game).split()), saved, len(record.steps),
                    note=record.note)


_headers: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}  # path -> ((mtime_ns, size), what it held)


def save_info(path: Path) -> Optional[SaveInfo]:
    """What a save holds, read once per version of the file; None if there is no file."""
    try:
        st = path.stat()
    except OSError:  # no file, or a data folder that is not a folder
        return None
    key = (st.st_mtime_ns, st.st_size)
    known = _headers.get(path)
    if known is None or known[0] != key:
        known = _headers[path] = (key, read_save_info(path))
    return known[1]


class SaveFolder:
    """The saves in a folder, newest first; listed again only when the folder changes."""

    def __init__(self, folder: Path):
        self.folder = folder
        self._stamp: Optional[int] = None
        self._paths: list[Path] = []

    def paths(self) -> list[Path]:
        try:
            stamp = self.folder.stat().st_mtime_ns  # a save written, renamed or deleted changes it
        except OSError:
            stamp = None
        if stamp != self._stamp:
            self._stamp = stamp
            self._paths = self._scan() if stamp is not None else []
        return self._paths

    def _scan(self) -> list[Path]:
        found = []
        try:
            with os.scandir(self.folder) as entries:
                for entry in entries:
                    if entry.name.endswith(".json") and not entry.name.startswith("."):
                        try:
                            found.append((entry.stat().st_mtime_ns, Path(entry.path)))
                        except OSError:  # deleted while we looked
                            continue
        except OSError:
            return []
        listed = {path for _, path in found}
        for gone in [p for p in _headers if p.parent == self.folder and p not in listed]:
            del _headers[gone]  # the header cache holds only files that are still there
        return [path for _, path in sorted(found, key=lambda item: item[0], reverse=True)]


def autosave_note(path: Path) -> Optional[str]:
    """At start-up: a damaged autosave is set aside (it would stop Continue) and this says so."""
    info = save_info(path)
    if info is None or not info.error:
        return None
    from .settings import moved_note
    return f"The autosave could not be used ({info.error}); {moved_note(path)}"
