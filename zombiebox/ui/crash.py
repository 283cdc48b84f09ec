"""The safety net under the app loop: an exception while the app runs is written to a log
file in the data folder, the game on the table is kept for Continue as its record last
replayed, and a screen offers Continue and Menu. A net, not a fix: each crash it catches is a bug.
"""
from __future__ import annotations

import datetime as _dt
import traceback
from pathlib import Path
from typing import Callable, Optional

import pygame

from zombiebox import __version__
from zombiebox.core.match import Match

from . import draw
from .scene import Button, Scene, column
from .settings import autosave_path, data_dir

KEEP_LOGS = 20  # crash logs kept in the folder, newest first


def logs_dir() -> Path:
    return data_dir() / "logs"


def write_log(exc: BaseException, match: Optional[Match]) -> Path:
    """The traceback, with what a bug report needs (version, game, seed, moves), in a new file;
    only the newest KEEP_LOGS are kept. Raises OSError when the folder cannot be written."""
    now = _dt.datetime.now()
    folder = logs_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"crash-{now:%Y%m%d-%H%M%S-%f}.log"
    lines = [f"zombiebox {__version__} crashed at {now.isoformat(timespec='seconds')}"]
    if match is not None:
        lines.append(f"game {match.game.game_id}, seed {match.seed}, practice {match.practice}, "
                     f"moves: {' | '.join(s.action.text for s in match.steps)}")
    lines.append("".join(traceback.format_exception(exc)))
    path.write_text("\n".join(lines), encoding="utf-8")
    for old in sorted(folder.glob("crash-*.log"))[:-KEEP_LOGS]:
        old.unlink(missing_ok=True)
    return path


def keep_last_good(match: Match) -> tuple[Optional[Path], str]:
    """Save the match as its record replays (the exception may have left the state half
    changed), where it autosaves and where else it is kept (a campaign); a last step that does
    not replay is left out. Returns (autosave or None, what was kept)."""
    path = match.autosave_path or autosave_path()
    for count in range(len(match.steps), max(-1, len(match.steps) - 2), -1):
        try:
            match.rewind(count)
            match.save(path)
            if match.on_autosave:
                match.on_autosave(path)
        except Exception:  # the net holds whatever the rules or the disk raise; the next count, or nothing
            continue
        return path, f"the game is kept as it was after move {count}" if count else "the game is kept at its start"
    return None, "the game could not be kept"


class CrashScene(Scene):
    title = "Something went wrong"

    def __init__(self, app, error: str, log: Optional[Path], kept: Optional[Path], kept_note: str,
                 reopen: Optional[Callable[[], None]] = None):
        super().__init__(app)
        self.error = error
        self.log = log
        self.kept = kept
        self.kept_note = kept_note
        self.reopen = reopen  # how the table's opener brings the kept game back (None: as a save)

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        h = draw.line_height(self.app.text_size) + 20
        top = rect.h // 2 + 3 * draw.line_height(self.app.text_size)
        cont, menu = column(rect, top, min(440, rect.w - 80), h, 10, 2)
        return [Button(cont, "Continue", self.resume, self.kept is not None, lit=self.kept is not None,
                       tip="back to the game, at the position kept"),
                Button(menu, "Menu", self.back, tip="the main menu")]

    def resume(self) -> None:
        self.app.home()
        if self.reopen is not None:  # a campaign's scenario goes back to the table linked to its campaign
            self.reopen()
        else:
            self.app.open_save(self.kept)

    def back(self) -> None:
        self.app.home()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size, pal, rect = self.app.text_size, self.app.pal, surface.get_rect()
        lines = [f"zombiebox hit an error it did not expect: {self.error}",
                 f"{self.kept_note[:1].upper()}{self.kept_note[1:]}.",
                 f"The details are in {self.log} (please attach it to a bug report)." if self.log
                 else "The details could not be written to the data folder."]
        y = rect.h // 4
        for line in lines:
            for part in draw.wrap(line, size, min(900, rect.w - 80)):
                draw.text(surface, part, (rect.centerx, y), size, pal["text"], anchor="midtop")
                y += draw.line_height(size)
            y += draw.line_height(size) // 2
