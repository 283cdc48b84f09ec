"""Positions: one moment of a game as a file, to open and play from again and again.

A position file is plain JSON a player (or a test) may write by hand:

    {"format": "zombiebox-position", "version": 1, "game": "tiny", "game_name": "Graveyard Dash",
     "options": {"target": 10}, "to_move": "living", "state": {...the game's own encode...}}

It has no checksum, unlike a save: editing it to set up a rulebook case is what it is for. So it is
checked the way a save is read, and more: the file through `saves.read_json`, the options through
`resolve_options`, the state through the game's `decode` (a typed state names the field that is
wrong) and its `invariants` (before anything is played), then the game must be able to play it:
what the rules play by themselves first (`Rules.settle`: an initiative roll, a forced answer) is
tried, then someone is to move, the seat the file names (null when the rules play first: their dice
may decide), with at least one legal action, and no invariant of the game broken. Every part of it
is guarded: whatever the file holds, it opens or is refused in one line.

A Match opened from a position starts there (`Match(start=...)`): its dice come from its own seed,
undo stops at the position, and its saves carry the position as their start, so a replay begins
where the match began.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Union

from . import registry
from .actions import Event
from .dice import Dice
from .match import SAVE_FORMAT, Match
from .rules import Game
from .saves import SaveError, check_format, read_json, write_json_atomic
from .state import StateError

POSITION_FORMAT = "zombiebox-position"
POSITION_VERSION = 1
TRIAL_SEED = 0  # the dice the loader tries the rules' own steps with; the match plays them with its own


@dataclass(frozen=True)
class Position:
    game: Game
    options: dict[str, Any]
    state: dict[str, Any]  # as the game's `encode` writes it
    to_move: Optional[str]  # None: the rules play first (an initiative roll), their dice decide who moves

    def to_json(self) -> dict[str, Any]:
        return {
            "format": POSITION_FORMAT,
            "version": POSITION_VERSION,
            "game": self.game.game_id,
            "game_name": self.game.name,
            "options": self.options,
            "to_move": self.to_move,
            "state": self.state,
        }

    def write(self, path: Union[str, Path]) -> Path:
        path = Path(path)
        write_json_atomic(path, self.to_json())
        return path


def position_of(match: Match) -> Position:
    """Where `match` stands now; a finished game has no position to play from."""
    if match.to_move is None:
        raise ValueError("the game is over: there is no decision left to practise")
    return Position(match.game, dict(match.options), match.rules.encode(match.state), match.to_move)


def read_position(path: Union[str, Path], expected_game: Optional[str] = None) -> Position:
    """The position in a file; any fault raises SaveError with one line saying why."""
    return position_from_json(read_json(Path(path), "position"), str(path), expected_game)


def position_from_json(data: Any, source: str = "position", expected_game: Optional[str] = None) -> Position:
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        raise SaveError(f"{source} is a saved game, not a position: open it with --load")
    check_format(data, source, POSITION_FORMAT, POSITION_VERSION, "position")
    game_id = data.get("game")
    if not isinstance(game_id, str):  # a list or an object is no game's id (and no key of the registry)
        raise SaveError(f"{source}: game must be a game's id, a word such as \"avz\", not {_kind(game_id)}")
    try:
        game = registry.get(game_id)
    except registry.UnknownGame as exc:
        raise SaveError(f"{source}: {exc}") from None
    if expected_game and game_id != expected_game:
        raise SaveError(f"{source} is a position of {game.name}, not of {expected_game}")
    for key, kind in (("options", dict), ("state", dict), ("to_move", (str, type(None)))):
        if key not in data:
            raise SaveError(f"{source} has no {key}")
        if not isinstance(data[key], kind):
            raise SaveError(f"{source}: {key} must be {'an object' if kind is dict else 'a seat name or null'}")
    try:
        options = game.rules.resolve_options(data["options"])
    except ValueError as exc:
        raise SaveError(f"{source}: {exc}") from None
    state, seat, waits = check_state(game, data["state"], source)
    if state.get("options", options) != options:  # a game that keeps its options in its state plays by those
        raise SaveError(f"{source}: its state is set up with the options {state['options']}, not the position's {options}")
    if seat not in game.rules.seats(options):
        raise SaveError(f"{source}: {seat} is to move in its state, but the options seat {', '.join(game.rules.seats(options))}")
    if waits and data["to_move"] is not None:
        raise SaveError(f"{source}: its state waits for what the rules play by themselves ({waits}), "
                        "so the dice may decide who moves: to_move must be null")
    if not waits and data["to_move"] != seat:
        raise SaveError(f"{source} says {data['to_move']} is to move, but its state gives the decision to {seat}")
    return Position(game, options, state, data["to_move"])


def check_state(game: Game, data: Any, source: str) -> tuple[dict[str, Any], str, str]:
    """The game's state decoded from `data` (as the game encodes it), once the game is shown able to
    play it; the seat to move once the rules have played what they play by themselves (`settle`,
    tried with dice of their own), and the rule of what they play first ("" if nothing). A save's
    start (core.match) is checked here too. Any fault is a SaveError of one line."""
    # A hand-edited state may break game code in any way: every exception below, whatever opening the
    # position runs (decode, the checks, the automatic steps, the legal list), is a broken file said in
    # one line, never a crash.
    rules = game.rules
    try:
        state = rules.decode(data)
    except Exception as exc:  # noqa: BLE001 - see above
        raise SaveError(f"{source}: its state is not a state of {game.name}: {_said(exc)}") from None
    try:
        broken = rules.invariants(state)  # before anything is played
        if broken:
            raise SaveError(f"{source}: its state breaks the rules: {broken[0]}")
        written = rules.encode(state)
        events: list[Event] = []
        rules.settle(state, Dice(TRIAL_SEED), events)
        waits = ""
        if rules.encode(state) != written:
            waits = next((e.rule for e in events if e.rule), "an automatic step")
            broken = rules.invariants(state)
            if broken:
                raise SaveError(f"{source}: its state breaks the rules once {waits} is played: {broken[0]}")
        seat = rules.to_move(state)
        if seat is None:
            raise SaveError(f"{source}: the game is over in its state; there is no decision to play")
        if not len(rules.legal_actions(state)):
            raise SaveError(f"{source}: {seat} is to move in its state but has no legal action")
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - see above
        raise SaveError(f"{source}: {game.name} cannot play its state ({_said(exc)})") from None
    return written, seat, waits


def _said(exc: Exception) -> str:
    """An exception in one line: a StateError's own words name the field; others say their kind."""
    return str(exc) if isinstance(exc, StateError) else f"{type(exc).__name__}: {exc}"


def _kind(value: Any) -> str:
    return {list: "a list", dict: "an object"}.get(type(value), repr(value)[:40])
