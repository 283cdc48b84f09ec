"""Lessons: a short guided play on the board, built from a rulebook's worked example (issue 37).

A lesson is data, one JSON file under `lessons/<game>/`, its number in the game's path the order of
the file names ("01-the-turn.json", "02-..."):

    {"format": "zombiebox-lesson", "version": 1, "game": "zt",
     "title": "A zombie sees you",
     "section": "ZT Zombie Movement",            # a citation the rulebook viewer opens
     "teaches": "Two or three sentences: what this part of the rules is.",
     "position": {...a position file, as Ctrl+P writes it...},
     "seed": 1,                                  # the match's own dice: draws (a Cup, a deck)
     "steps": [
       {"ask": "Activate the Cop and push the zombie on D5.",
        "expect": ["push who=cop at=D5"],         # any of them is right; the first is the hint
        "dice": [5],                             # the book's dice, every one read by the move
        "mistakes": [{"action": "...", "why": "Not quite: a zombie that sees a human must move towards it (ZT II)."}],
        "said": "What that move did, and why."},
       {"expect": ["..."], "said": "..."}         # no ask: the lesson plays it (the other side's answer)
     ],
     "end": "What happened and why."}

The last lesson of a path may be a short real game instead of a position and steps:
`"real_game": {"options": {...}, "bots": {"zombies": "easy"}}` (every other seat is the player's,
with hints on).

It is read the way positions and saves are (`saves.read_json`, `saves.check`, the position through
`position_from_json`) and proved by playing it (`rehearse`): each expected move is legal where the
lesson asks for it and reads all of the book's dice, each explained mistake is a legal move that is
not an expected one, and the steps reach the lesson's end. A `Lesson` is played at the table and by
`zombiebox learn --check` through the same `Tutor`, so what the check proves is what a player meets.
A move is judged by the listed move it stands for (`Rules.check`'s canonical form): a City of Zombies
hit written "2 × 3 + 6" is the expected hit however the search lists it, so a lesson may give the
book's own way as its hint.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Union

import msgspec

from . import registry
from .actions import Action, IllegalAction, NotationError
from .match import Match
from .paths import shipped
from .position import Position, position_from_json
from .rulebook import rulebook_for
from .rules import Game
from .saves import SaveError, check, check_format, read_json

LESSON_FORMAT = "zombiebox-lesson"
LESSON_VERSION = 1

Text = msgspec.Meta(min_length=1, max_length=600)


class Mistake(msgspec.Struct, forbid_unknown_fields=True):
    action: str
    why: str


class StepFile(msgspec.Struct, forbid_unknown_fields=True):
    expect: list[str]
    ask: str = ""        # empty: the lesson plays the step itself
    dice: list[int] = []
    mistakes: list[Mistake] = []
    said: str = ""


class RealGame(msgspec.Struct, forbid_unknown_fields=True):
    bots: dict[str, str]
    options: dict[str, Any] = {}


class LessonFile(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    game: str
    title: str
    section: str
    teaches: str
    end: str
    position: Optional[dict[str, Any]] = None
    seed: int = 1
    steps: list[StepFile] = []
    real_game: Optional[RealGame] = None


@dataclass(frozen=True)
class Step:
    expect: tuple[Action, ...]
    ask: str
    dice: tuple[int, ...]
    mistakes: tuple[tuple[Action, str], ...]
    said: str

    @property
    def played_by_lesson(self) -> bool:
        return not self.ask


@dataclass(frozen=True)
class Lesson:
    game: Game
    number: int          # 1, 2, ... in the game's path
    name: str            # the file's stem, "01-the-turn"
    title: str
    section: str
    teaches: str
    end: str
    position: Optional[Position]
    seed: int
    steps: tuple[Step, ...]
    real_game: Optional[RealGame]

    def open(self) -> "Tutor":
        return Tutor(self)


class LessonError(SaveError):
    """A lesson that cannot be used or does not play as it says; one line naming the file."""


def lessons_dir() -> Path:
    """The shipped lessons; the environment variable ZOMBIEBOX_LESSONS names another folder of
    lessons/<game>/ (the tests' own, a writer's drafts)."""
    folder = os.environ.get("ZOMBIEBOX_LESSONS")
    return Path(folder) if folder else shipped("lessons")


def lesson_paths(game_id: str) -> list[Path]:
    folder = lessons_dir() / game_id
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def path_of(game_id: str) -> list[Lesson]:
    """The game's lessons in order; a broken file raises LessonError naming it."""
    return [read_lesson(p, number) for number, p in enumerate(lesson_paths(game_id), 1)]


def each_lesson(game_id: str) -> list[Union[Lesson, LessonError]]:
    """The game's lessons in order, a broken file's LessonError in its place: a list shows it and
    goes on, a check reports it."""
    out: list[Union[Lesson, LessonError]] = []
    for number, path in enumerate(lesson_paths(game_id), 1):
        try:
            out.append(read_lesson(path, number))
        except LessonError as exc:
            out.append(exc)
    return out


def read_lesson(path: Union[str, Path], number: int = 1) -> Lesson:
    path = Path(path)
    try:
        data = read_json(path, "lesson", LessonFile)
        check_format(data, str(path), LESSON_FORMAT, LESSON_VERSION, "lesson")
        raw = check(data, LessonFile, str(path), "lesson")
        return _lesson(raw, path, number)
    except LessonError:
        raise
    except SaveError as exc:
        raise LessonError(str(exc)) from None


def _lesson(raw: LessonFile, path: Path, number: int) -> Lesson:
    source = str(path)
    try:
        game = registry.get(raw.game)
    except registry.UnknownGame as exc:
        raise LessonError(f"{source}: {exc}") from None
    if path.parent.name != raw.game:
        raise LessonError(f"{source} is a lesson of {raw.game} in the folder of {path.parent.name}")
    if rulebook_for(raw.game).find(raw.section) is None:
        raise LessonError(f"{source}: its section {raw.section!r} is not a section of the {game.name} rulebook")
    if (raw.position is None) == (raw.real_game is None):
        raise LessonError(f"{source} must have either a position with steps or a real_game, not {'both' if raw.position else 'neither'}")
    position = None
    if raw.position is not None:
        position = position_from_json(raw.position, f"{source}: its position", raw.game)
        if not raw.steps:
            raise LessonError(f"{source} has a position but no steps")
        if not any(s.ask for s in raw.steps):
            raise LessonError(f"{source} never asks the player to do anything")
    elif raw.steps:
        raise LessonError(f"{source}: a real game has no steps")
    else:
        _check_real_game(game, raw.real_game, source)
    steps = tuple(_step(s, i, source) for i, s in enumerate(raw.steps, 1))
    return Lesson(game, number, path.stem, raw.title, raw.section, raw.teaches, raw.end,
                  position, raw.seed, steps, raw.real_game)


def _step(raw: StepFile, number: int, source: str) -> Step:
    where = f"{source}: step {number}"
    if not raw.expect:
        raise LessonError(f"{where} expects no move")
    if any(not isinstance(v, int) or v < 1 for v in raw.dice):
        raise LessonError(f"{where}: its dice must be faces counted from 1")
    if raw.mistakes and not raw.ask:
        raise LessonError(f"{where} explains mistakes but the lesson plays it itself")
    return Step(tuple(_action(a, where) for a in raw.expect), raw.ask, tuple(raw.dice),
                tuple((_action(m.action, where), m.why) for m in raw.mistakes), raw.said)


def _action(text: str, where: str) -> Action:
    try:
        return Action.parse(text)
    except (NotationError, ValueError) as exc:
        raise LessonError(f"{where}: {text!r} is not an action: {exc}") from None


def _check_real_game(game: Game, real: RealGame, source: str) -> None:
    try:
        options = game.rules.resolve_options(real.options)
    except ValueError as exc:
        raise LessonError(f"{source}: its real game: {exc}") from None
    seats = game.rules.seats(options)
    for seat, level in real.bots.items():
        if seat not in seats:
            raise LessonError(f"{source}: its real game has no seat {seat!r}; seats: {', '.join(seats)}")
        if not game.has_bot(level):
            raise LessonError(f"{source}: {level!r} is not a bot of {game.name}")
    if set(real.bots) >= set(seats):
        raise LessonError(f"{source}: its real game leaves no seat to the player")


# --- playing a lesson ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Verdict:
    """What the lesson says of a move the player tried."""
    kind: str      # "right" (played), "mistake" (explained, not played), "other" (legal, not this one), "illegal"
    words: str     # what the player reads
    rule: str = ""  # the rule that refused an illegal move


class Tutor:
    """A lesson being played: its match (practice, every seat the player's), the step it is at, and
    what it says of each move tried. Pure: the table draws it; `rehearse` plays it headless."""

    def __init__(self, lesson: Lesson):
        if lesson.position is None:
            raise LessonError(f"{lesson.name} is a real game: open it with its options and bots")
        self.lesson = lesson
        seats = {s: "human" for s in lesson.game.rules.seats(lesson.position.options)}
        self.match = Match.from_position(lesson.position, lesson.seed, practice=True, seats=seats)
        self.at = 0          # the step being asked (len(steps): the lesson is over)
        self.said: list[str] = []  # what the lesson said after each step played, in order

    @property
    def step(self) -> Optional[Step]:
        return self.lesson.steps[self.at] if self.at < len(self.lesson.steps) else None

    @property
    def over(self) -> bool:
        return self.step is None

    def hint(self) -> Optional[Action]:
        return self.step.expect[0] if self.step else None

    def any_will_do(self) -> bool:
        """Each of several legal moves here is one the step asks for (where thrown dice land: the
        player's hand decides), so no one of them is the lesson's to show."""
        legal = self.match.legal_actions()
        if self.step is None or len(legal) < 2:
            return False
        asked = [self.listed(a) for a in self.step.expect]
        return all(self.listed(a) in asked for a in legal)

    def play_lesson_step(self) -> Optional[Step]:
        """The next step, played, if the lesson plays it itself (the table plays them one at a time, at
        its pace); None when the player is asked, or the lesson is over."""
        step = self.step
        if step is None or not step.played_by_lesson:
            return None
        self._play(step.expect[0], step)
        return step

    def play_lesson_steps(self) -> list[Step]:
        """The steps the lesson plays itself, up to the next one it asks of the player."""
        played = []
        while (step := self.play_lesson_step()) is not None:
            played.append(step)
        return played

    def try_move(self, action: Action) -> Verdict:
        step = self.step
        if step is None:
            return Verdict("other", "The lesson is over.")
        move = self.listed(action)
        if move in [self.listed(a) for a in step.expect]:
            self._play(action, step)
            return Verdict("right", step.said)
        why = {self.listed(m): w for m, w in step.mistakes}.get(move)
        refusal = self.refusal(action)
        if refusal is not None:
            return Verdict("illegal", refusal.reason, refusal.rule)
        if why is not None:
            return Verdict("mistake", why)
        return Verdict("other", f"That is a legal move, but not the one this lesson is about. {step.ask}")

    def listed(self, action: Action) -> Action:
        """The listed move `action` stands for: a move spelled another way the rules accept (CoZ's
        "2 × 3 + 6 = 12" for the search's own way to 12 with the same dice) is the same move."""
        try:
            return self.match.rules.check(self.match.state, action) or action
        except IllegalAction:
            return action

    def refusal(self, action: Action) -> Optional[IllegalAction]:
        """Why the rules refuse `action` here, or None if it is one of the legal actions (in any spelling)."""
        legal = self.match.legal_actions()
        if action in legal:
            return None
        try:
            self.match.check(action)
        except IllegalAction as exc:
            return exc
        if self.listed(action) in legal:
            return None
        return IllegalAction("it is not one of the moves open here", self.lesson.game.rules.citation)

    def _play(self, action: Action, step: Step) -> None:
        self.match.play(action, step.dice)
        self.said.append(step.said)
        self.at += 1


def rehearse(lesson: Lesson) -> list[str]:
    """Every way the lesson fails to play as it says (an empty list: it plays): each expected move is
    legal when asked and reads all of the book's dice; each mistake is legal and not expected."""
    if lesson.position is None:
        return []  # a real game: its options and bots were checked when it was read
    where = lesson.name
    try:
        tutor = lesson.open()
    except SaveError as exc:
        return [f"{where}: {exc}"]
    problems = []
    for number, step in enumerate(lesson.steps, 1):
        at = f"{where} step {number}"
        if tutor.match.to_move is None:
            problems.append(f"{at}: the game is over before it")
            break
        for alt in step.expect:
            refusal = tutor.refusal(alt)
            if refusal is not None:
                problems.append(f"{at}: the expected move {alt} is not legal there ({refusal})")
        for action, _ in step.mistakes:
            refusal = tutor.refusal(action)
            if tutor.listed(action) in [tutor.listed(a) for a in step.expect]:
                problems.append(f"{at}: the mistake {action} is one of the expected moves")
            elif refusal is not None:
                problems.append(f"{at}: the mistake {action} is not a legal move there ({refusal})")
        if problems:
            break
        try:
            tutor._play(step.expect[0], step)
        except IllegalAction as exc:
            problems.append(f"{at}: {step.expect[0]} is refused with its dice {list(step.dice)}: {exc}")
            break
        read = tutor.match.steps[-1].forced
        if len(read) != len(step.dice):
            problems.append(f"{at}: its move read {len(read)} of the book's {len(step.dice)} dice")
            break
    return problems
