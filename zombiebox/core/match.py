"""A Match: one game being played — (game, options, seed, actions) and the state they make.

Undo and redo replay the action list from the seed. Match owns every undo rule; the table
only calls it:

- a step whose events reveal hidden information (a die rolled, a tile or card drawn), or whose
  action tells chance itself (`Rules.reveals`: a die thrown by hand landing), cannot be undone
  unless practice mode is on;
- solo (some seats human, some bots) undo goes back to the human's last decision, with every
  bot reply after it, and redo brings the bots' replies back with the move they answered;
- only practice mode sets the dice by hand (what-if dice).

A save is that record plus a snapshot of the state to check the replay against, with a
format version and a checksum.

A match opened from a position (core/position.py) records that position as its `start`: the
replay begins there instead of at set-up, so undo stops at it, a save carries it (`"start"`) and
a replay of the save begins where the match began. Its dice still come from its own seed, and
what the rules play by themselves at the position (`Rules.settle`: an initiative roll) is played
with them first.
"""
from __future__ import annotations

import copy
import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Union

from . import registry
from .actions import Action, Event, IllegalAction, NotationError
from .bots import Choice
from .dice import Dice
from .rules import Game, Outcome
from .save_format import SAVE_FORMAT, SAVE_VERSION, SaveFile, StepRecord, check_save
from .saves import SaveError, canonical, check, checksum, read_json, write_json_atomic

if TYPE_CHECKING:
    from .position import Position

HUMAN = "human"  # a seat a person plays (else it holds a bot's name)
AUTOSAVE_EVERY = 8  # actions by one seat between autosaves: a solo side's long turn is kept too


@dataclass(frozen=True)
class Step:
    action: Action
    seat: str
    forced: tuple[int, ...] = ()  # what-if dice set by hand in practice mode
    reveals: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action.text, "seat": self.seat, "forced": list(self.forced)}


class Match:
    def __init__(self, game: Game, options: Optional[dict[str, Any]] = None, seed: int = 0,
                 practice: bool = False, seats: Optional[dict[str, str]] = None,
                 start: Optional[dict[str, Any]] = None):
        self.game = game
        self.rules = game.rules
        self.options = self.rules.resolve_options(options)
        self.seed = int(seed)
        self.practice = practice
        self.seats = {s: HUMAN for s in self.rules.seats(self.options)}
        self.seats.update(seats or {})
        self.start = start  # the encoded state of the position the match began at, or None: set-up
        self.autosave_path: Optional[Path] = None
        self.autosave_error: Optional[str] = None
        self.on_autosave: Optional[Callable[[Path], None]] = None
        self.unsaved = 0  # actions played since the last autosave
        self.load_note: Optional[str] = None  # what loading had to drop, for the table to say
        self.steps: list[Step] = []
        self.redo_steps: list[Step] = []
        self.version = 0  # bumped by every change of the state: a kept drawing's content key (ui/layer.py)
        self.log_version = 0  # bumped by every change of the log: the log panel's key (a step may log nothing)
        self._restart()

    # --- replay ----------------------------------------------------------------
    def _restart(self) -> None:
        self.dice = Dice(self.seed)
        self.log: list[tuple[int, Event]] = []
        if self.start is None:
            self.state = self.rules.setup(self.options, self.dice)
        else:  # a copy: the game changes its state in place, the start must stay as it was
            self.state = self.rules.decode(copy.deepcopy(self.start))
            events: list[Event] = []  # a position may stand before an automatic step: played with this match's dice
            self.rules.settle(self.state, self.dice, events)
            self.log.extend((0, e) for e in events)
        self.version += 1
        self.log_version += 1

    def _replay(self, steps: list[Step]) -> None:
        self._restart()
        self.steps = []
        for i, step in enumerate(steps):
            try:
                self._do(step.action, step.forced)
            except IllegalAction as exc:
                raise SaveError(f"step {i + 1} '{step.action}' is refused on replay: {exc}") from None

    def _do(self, action: Action, forced: tuple[int, ...] = ()) -> list[Event]:
        seat = self.rules.to_move(self.state)
        if seat is None:
            raise IllegalAction("the game is over", self.rules.citation)
        action = self.rules.check(self.state, action) or action
        told = self.rules.reveals(self.state, action)
        if forced:
            self.dice.force(forced)
        rolls_before = len(self.dice.history)
        try:
            events = self.rules.apply(self.state, action, self.dice)
        except IllegalAction:  # refused mid-way (a die set by hand the roll cannot show): undo the half move
            self._replay(list(self.steps))
            raise
        if forced:  # what-if dice not needed by this action do not leak into the next
            unused = self.dice.clear_forced()
            forced = tuple(forced[: len(forced) - len(unused)])
        reveals = told or any(e.reveals for e in events) or len(self.dice.history) > rolls_before
        self.steps.append(Step(action, seat, tuple(forced), reveals))
        self.log.extend((len(self.steps), e) for e in events)
        self.version += 1
        self.log_version += bool(events)
        return events

    # --- playing ---------------------------------------------------------------
    @property
    def to_move(self) -> Optional[str]:
        return self.rules.to_move(self.state)

    @property
    def outcome(self) -> Optional[Outcome]:
        return self.rules.outcome(self.state)

    def legal_actions(self) -> list[Action]:
        return [] if self.to_move is None else self.rules.legal_actions(self.state)

    def check(self, action: Union[Action, str]) -> None:
        self.rules.check(self.state, self._action(action))

    def play(self, action: Union[Action, str], forced: tuple[int, ...] = ()) -> list[Event]:
        """Play one action for the seat to move; refused actions raise IllegalAction
        and change nothing. `forced` sets the next dice by hand (practice only)."""
        if forced and not self.practice:
            raise IllegalAction("setting the dice by hand is for practice mode", "zombiebox practice")
        bad = [v for v in forced if not isinstance(v, int) or isinstance(v, bool) or v < 1]
        if bad:
            raise IllegalAction(f"{bad[0]!r} is not a face of a die", "zombiebox practice")
        seat_before = self.to_move
        events = self._do(self._action(action), tuple(forced))
        self.redo_steps.clear()
        self.unsaved += 1
        # a step that revealed a die or a card is kept before anyone sees it: closing the window cannot re-roll it
        if (self.steps[-1].reveals or self.to_move != seat_before or self.outcome is not None
                or self.unsaved >= AUTOSAVE_EVERY):
            self._autosave()
        return events

    def bot_choice(self, bot: Any) -> Choice:
        """What `bot` plays here. Its dice derive from the seed and the step, so
        the same position always gets the same answer."""
        return bot.choose(self.rules, self.state, self.legal_actions(), self._bot_cup())

    def bot_question(self, bot: Any) -> Callable[[], Choice]:
        """`bot_choice` to be answered elsewhere (a worker thread: ui/thinking.py), on a copy of the position,
        so the table may go on reading its own while the bot thinks. The same answer as `bot_choice`."""
        rules, state, actions, cup = self.rules, copy.deepcopy(self.state), self.legal_actions(), self._bot_cup()
        return lambda: bot.choose(rules, state, actions, cup)

    def _bot_cup(self) -> Dice:
        return Dice(self.seed * 7919 + len(self.steps) + 1)

    @staticmethod
    def _action(action: Union[Action, str]) -> Action:
        if isinstance(action, Action):
            return action
        try:
            return Action.parse(action)
        except (NotationError, ValueError, TypeError) as exc:
            raise IllegalAction(f"'{action}' is not an action: {exc}", "zombiebox notation") from None

    def rewind(self, step: int) -> None:
        """Back to the position after `step` actions (a replay viewer's --to)."""
        if not 0 <= step <= len(self.steps):
            raise ValueError(f"step must be between 0 and {len(self.steps)}")
        self._replay(self.steps[:step])

    # --- undo / redo -------------------------------------------------------------
    def undo_refusal(self) -> Optional[str]:
        """Why the last step cannot be undone, or None if it can."""
        if not self.steps:
            return "nothing to undo"
        if self.steps[-1].reveals and not self.practice:
            return "that action revealed hidden information (dice or a draw); undo past it is for practice mode"
        return None

    def undo(self) -> bool:
        if self.undo_refusal():
            return False
        last = self.steps[-1]
        self._replay(self.steps[:-1])
        self.redo_steps.append(last)
        self._autosave()  # Continue brings back the position the player went back to
        return True

    def redo(self) -> bool:
        """Play the last undone step again. One the rules refuse (a save from another version)
        raises IllegalAction and drops the whole redo list: every later step was played from it."""
        if not self.redo_steps:
            return False
        step = self.redo_steps[-1]
        try:
            self._do(step.action, step.forced)
        except IllegalAction:
            self.redo_steps.clear()
            raise
        self.redo_steps.pop()
        self._autosave()
        return True

    # --- undo / redo a turn: what the undo and redo keys do -----------------------------
    @property
    def solo(self) -> bool:
        """Some seats human and some bots: undo goes back to the human's last decision."""
        return {self._human(s) for s in self.seats} == {True, False}

    def _human(self, seat: str) -> bool:
        return self.seats.get(seat, HUMAN) == HUMAN

    def _turn_start(self) -> Optional[int]:
        """The step the undo key goes back to: the last one, or solo, the human's last decision
        (None if the human has not decided yet)."""
        if not self.solo:
            return len(self.steps) - 1 if self.steps else None
        return next((i for i in range(len(self.steps) - 1, -1, -1) if self._human(self.steps[i].seat)), None)

    def undo_turn_refusal(self) -> Optional[str]:
        """Why the undo key cannot go back now, or None if it can."""
        start = self._turn_start()
        if start is None:
            return "you have not made a decision yet" if self.solo else "nothing to undo"
        if not self.practice and any(s.reveals for s in self.steps[start:]):
            since = "a move since your last decision" if self.solo else "that action"
            return f"{since} revealed hidden information (dice or a draw); undo past it is for practice mode"
        return None

    def undo_turn(self) -> int:
        """Undo back to the start of the human's turn (see `_turn_start`); returns the number of
        steps undone, 0 if refused (`undo_turn_refusal` says why)."""
        if self.undo_turn_refusal():
            return 0
        start = self._turn_start()
        undone = self.steps[start:]
        self._replay(self.steps[:start])
        self.redo_steps.extend(reversed(undone))
        self._autosave()  # Continue brings back the position the player went back to
        return len(undone)

    def redo_turn(self) -> int:
        """Redo one step and, solo, the bot replies that followed it; returns the steps redone."""
        count = 0
        while self.redo_steps and (count == 0 or (self.solo and not self._human(self.redo_steps[-1].seat))):
            if not self.redo():
                break
            count += 1
        return count

    def keep_redo(self, redo: list[Step]) -> Optional[str]:
        """Set the redo list (`redo` in play order) to the steps the rules take from here;
        returns why the others were dropped, or None. A loaded save's redo list goes through it."""
        done, good, why = list(self.steps), [], None
        for i, step in enumerate(redo):
            try:
                self._do(step.action, step.forced)
            except Exception as exc:  # noqa: BLE001 - as for the steps: refused, or rules that fail on it
                said = str(exc) if isinstance(exc, IllegalAction) else f"{type(exc).__name__}: {exc}"
                why = (f"redo step {i + 1} '{step.action}' is refused ({said}); "
                       f"{len(redo) - i} redo step{'s' if len(redo) - i > 1 else ''} dropped")
                break
            good.append(step)
        if redo:
            self._replay(done)  # back to the position itself, whatever a failed step left
        self.redo_steps = list(reversed(good))
        return why

    # --- save / load ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.game_id,
            "game_name": self.game.name,
            "note": self.rules.turn_words(self.state),
            "saved_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            "options": self.options,
            "seed": self.seed,
            "practice": self.practice,
            "seats": self.seats,
            "steps": [s.to_json() for s in self.steps],
            "redo": [s.to_json() for s in reversed(self.redo_steps)],
            "state": self.rules.encode(self.state),
        }
        if self.start is not None:
            data["start"] = self.start
        data["checksum"] = checksum(data)
        return data

    def save(self, path: Union[str, Path]) -> Path:
        path = Path(path)
        write_json_atomic(path, self.to_json())
        return path

    def _autosave(self) -> None:
        """A failed autosave (disk full, folder gone) never loses the move just played:
        the reason is kept in `autosave_error` for the table to show."""
        if self.autosave_path is None:
            return
        self.unsaved = 0
        try:
            self.save(self.autosave_path)
            self.autosave_error = None
        except OSError as exc:
            self.autosave_error = f"autosave to {self.autosave_path} failed: {exc.strerror or exc}"
            return
        if self.on_autosave:
            self.on_autosave(self.autosave_path)

    @classmethod
    def from_json(cls, data: Any, source: str = "save", expected_game: Optional[str] = None) -> "Match":
        record = check_save(data, source)
        if data.get("checksum") != checksum(data):
            raise SaveError(f"{source} was changed after it was saved (its checksum does not match)")
        try:
            game = registry.get(record.game)
        except registry.UnknownGame as exc:
            raise SaveError(f"{source}: {exc}") from None
        if expected_game and record.game != expected_game:
            raise SaveError(f"{source} is a save of {game.name}, not of {expected_game}")
        hand_set = record.hand_set_dice()
        if hand_set and not record.practice:  # what-if dice are for practice mode only
            raise SaveError(f"{source} is a damaged zombiebox save: {hand_set} has dice set by hand, "
                            "but practice mode is off")
        try:
            options = game.rules.resolve_options(record.options)
            check_seats(game, record.seats, options)
            steps = [cls._step(s, i, "step") for i, s in enumerate(record.steps, 1)]
            redo = [cls._step(s, i, "redo step") for i, s in enumerate(record.redo, 1)]
        except ValueError as exc:
            raise SaveError(f"{source} is a damaged zombiebox save: {exc}") from None
        if record.start is not None:  # the position the match began at: checked as a position file is
            from .position import check_state
            check_state(game, record.start, f"{source}'s start")
        try:
            match = cls(game, options, record.seed, record.practice, record.seats, record.start)
        except Exception as exc:  # noqa: BLE001 - a start the rules fail on with this save's dice
            raise SaveError(f"{source}: {game.name} cannot play its start ({type(exc).__name__}: {exc})") from None
        try:
            match._replay(steps)
        except SaveError as exc:
            raise SaveError(f"{source}: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - the rules failed on a recorded action they should refuse
            step = steps[len(match.steps)]
            raise SaveError(f"{source}: step {len(match.steps) + 1} '{step.action}' cannot be replayed "
                            f"({type(exc).__name__}: {exc})") from None
        if canonical(game.rules.encode(match.state)) != canonical(record.state):
            raise SaveError(f"{source} does not replay to the state it recorded (a different zombiebox version?)")
        match.load_note = match.keep_redo(redo)
        return match

    @classmethod
    def from_position(cls, position: "Position", seed: int, practice: bool = False,
                      seats: Optional[dict[str, str]] = None) -> "Match":
        """A match that begins at `position` (checked when it was read) with dice from `seed`; what the
        rules play by themselves there is played with those dice. Any fault is one SaveError line."""
        try:
            return cls(position.game, position.options, seed, practice, seats, position.state)
        except Exception as exc:  # noqa: BLE001 - a hand-written state may break game code whatever its checks
            raise SaveError(f"{position.game.name} cannot play the position ({type(exc).__name__}: {exc})") from None

    @staticmethod
    def _step(raw: Union[StepRecord, dict[str, Any]], number: int = 1, label: str = "step") -> Step:
        """A recorded step (checked here when given as plain JSON); an action that does not parse raises ValueError."""
        record = raw if isinstance(raw, StepRecord) else check(raw, StepRecord, f"{label} {number}", "step")
        try:
            action = Action.parse(record.action)
        except (NotationError, ValueError) as exc:
            raise ValueError(f"{label} {number} '{record.action}' is not an action: {exc}") from None
        return Step(action, record.seat, tuple(record.forced))

    @classmethod
    def load(cls, path: Union[str, Path], expected_game: Optional[str] = None) -> "Match":
        """A match from a save file; any fault raises SaveError and changes nothing."""
        return cls.from_json(read_json(Path(path), "save", SaveFile), str(path), expected_game)


def check_seats(game: Game, seats: Optional[dict[str, str]], options: Optional[dict[str, Any]] = None) -> None:
    """Refuse a seat the game does not have, or a player that is neither human nor one of its bots."""
    known = game.rules.seats(game.rules.resolve_options(options))
    for seat, who in (seats or {}).items():
        if seat not in known:
            raise ValueError(f"{game.game_id} has no seat {seat!r}; seats: {', '.join(known)}")
        if who != "human" and not game.has_bot(who):
            raise ValueError(f"seat {seat} must be human or one of the bots {', '.join(game.bot_names())}, not {who!r}")
