"""The rules contract every game implements, and the descriptor a game registers.

A game's rules engine is a `Rules` subclass (pure Python, no pygame):

    setup(options, dice) -> State           a fresh game, set-up choices still to make
    legal_actions(state) -> list[Action]    every choice open at this decision point (a list, or a
                                            LegalList worked out when first read)
    check(state, action) -> Action          the action to apply (its canonical form), or
                                            raises IllegalAction(reason, rule) if refused
    apply(state, action, dice) -> [Event]   applies a checked action, changing `state` in place
    settle(state, dice, events)             plays the automatic steps until a seat must choose
    to_move(state) -> seat | None           who decides now (None once it is over)
    outcome(state) -> Outcome | None        None while the game goes on
    encode(state) -> dict / decode(dict)    State as plain JSON data, and back

Games are written as a declared decision flow (`core.flow.FlowRules`): decision
points as data, automatic steps run by core. Decision points are kept small: where
a rulebook lets a player pick any group of counters, the game asks for them one
decision at a time (pick, pick, go), so `legal_actions` stays a complete list a
bot or the hint key can enumerate.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .actions import Action, Event, IllegalAction
from .dice import Dice
from .search import LEVELS, is_level, level_bot

State = Any


class LegalList(Sequence):
    """A complete legal list worked out when first read: a bot that ranks its own short list never
    reads it, and a long list would cost every headless game its speed. It reads as a list (len, [i],
    in, ==, +). Like a generator it reads the state when first read: read it before the state changes."""

    __slots__ = ("_make", "_state", "_items")

    def __init__(self, make: Callable[[Any], list[Action]], state: Any):
        self._make, self._state = make, state
        self._items: Optional[list[Action]] = None

    def items(self) -> list[Action]:
        if self._items is None:
            self._items = self._make(self._state)
            self._state = None
        return self._items

    def __len__(self) -> int:
        return len(self.items())

    def __getitem__(self, index):
        return self.items()[index]

    def __iter__(self):
        return iter(self.items())

    def __contains__(self, action: object) -> bool:
        return action in self.items()

    def __eq__(self, other: object) -> bool:
        return self.items() == (list(other) if isinstance(other, (list, tuple, LegalList)) else other)

    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other) -> list[Action]:
        return self.items() + list(other)

    def __radd__(self, other) -> list[Action]:
        return list(other) + self.items()

    def __repr__(self) -> str:
        return f"LegalList({self.items()!r})"


@dataclass(frozen=True)
class Option:
    """A set-up option shown on the new-game screen (variant, level, player count)."""

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    help: str = ""
    names: dict = field(default_factory=dict, compare=False)  # a choice in a player's words where its id is not

    def say(self, choice: Any) -> str:
        """A choice as the new-game screen shows it ("For a Few Bullets More", not "bullets")."""
        return self.names.get(choice, str(choice))


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended. `label` is what simulate counts (a victory level, a rank)."""

    label: str
    winners: tuple[str, ...] = ()
    score: Optional[int] = None
    text: str = ""


class Rules:
    """Base class for a rules engine. Subclasses override the marked methods."""

    game_id: str = ""
    name: str = ""
    citation: str = ""  # prefix of rule citations, e.g. "AvZ"

    # --- set-up -------------------------------------------------------------
    def options(self) -> list[Option]:
        return []

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options()}

    def resolve_options(self, options: Optional[dict[str, Any]]) -> dict[str, Any]:
        """Defaults filled in, each value one of its choices, of the choice's own type: a file's 2.0 or
        true is not the number 2 or 1 the rules read; text (the command line's "2") names a choice.
        An unknown key or value is refused with its choices."""
        resolved = self.default_options()
        known = {o.key: o for o in self.options()}
        for key, value in (options or {}).items():
            if key not in known:
                raise ValueError(f"{self.game_id} has no option {key!r}; options: {', '.join(known) or 'none'}")
            choices = known[key].choices
            matched = [c for c in choices if type(c) is type(value) and c == value]
            if not matched and isinstance(value, str):
                matched = [c for c in choices if str(c) == value]
            if not matched:
                raise ValueError(f"option {key} must be one of {', '.join(map(str, choices))}, not {value!r}")
            resolved[key] = matched[0]
        return resolved

    def options_problem(self, options: dict[str, Any]) -> Optional[str]:
        """Why `options`, as a state keeps them, are not exactly what `resolve_options` makes of them
        (an unknown key or value, 2.0 for 2, one left out), or None: for a game's `invariants`."""
        try:
            resolved = self.resolve_options(options)
        except ValueError as exc:
            return str(exc)
        missing = [key for key in resolved if key not in options]
        return f"option {missing[0]} is missing" if missing else None

    def seats(self, options: dict[str, Any]) -> list[str]:  # override
        """The sides or players who make decisions ("aliens", "zombies"; "p1".."p6")."""
        raise NotImplementedError

    def setup(self, options: dict[str, Any], dice: Dice) -> State:  # override
        raise NotImplementedError

    # --- play ----------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:  # override
        raise NotImplementedError

    def check(self, state: State, action: Action) -> Action:
        """The action to apply: `action` itself, or the listed action another spelling of it
        stands for. Refuses an illegal action with its reason and rule (never another error)."""
        if action not in self.legal_actions(state):
            raise IllegalAction(f"'{action}' is not open now: {self.prompt(state)}", self.phase_rule(state))
        return action

    def apply(self, state: State, action: Action, dice: Dice) -> list[Event]:  # override
        raise NotImplementedError

    def reveals(self, state: State, action: Action) -> bool:
        """Whether answering `action` tells chance by itself, as a die rolled does (ZS: where a die
        thrown by hand came to rest): undo stops there outside practice mode."""
        return False

    def settle(self, state: State, dice: Dice, events: list[Event]) -> None:
        """Play what the rules play by themselves (automatic steps, a decision with a single forced
        answer) until a seat must choose or the game is over, adding their Events to `events`: what
        `apply` does after an action and what opening a position does (core.flow). A game with no
        automatic steps has nothing to play."""

    def to_move(self, state: State) -> Optional[str]:  # override
        raise NotImplementedError

    def outcome(self, state: State) -> Optional[Outcome]:  # override
        raise NotImplementedError

    # --- reading the state (for the banner, hints, the log and the board) -----
    # A scene asks the rules only through these and the game's own board queries: read-only methods a
    # game adds to its Rules (ZT `line_of_sight`), called through `match.rules`, so no scene imports a
    # rules module (tests/test_architecture.py; docs/ui.md lists each game's queries).
    def prompt(self, state: State) -> str:
        """What the seat to move is asked to do, in a player's words."""
        return "choose an action"

    def phase_rule(self, state: State) -> str:
        """The rule citation of the current decision point."""
        return self.citation

    def describe(self, state: State, action: Action) -> str:
        """An action in a player's words (menus, hints)."""
        return action.text

    def preview(self, state: State, action: Action) -> dict[str, str]:
        """What a legal `action` opens up, for a board to show while the player points at it:
        the places it lets the pieces reach, each with a few words (its cost: "2 MP"). Read-only,
        never rolls. The default: nothing to show."""
        return {}

    def plans(self, state: State, limit: int = 12) -> list[tuple[Action, ...]]:
        """Whole plans for the decision now, best first, at most `limit`: legal actions the seat
        could play one after another to finish it (CoZ: every full use of the Battle Dice), for
        practice hints. [] when the game has none to offer."""
        return []

    def holdings(self, state: State) -> dict[str, Any]:
        """What the seat to move may spend inside an action its board composes piece by piece,
        by name (CoZ: the unused Battle Dice, what a combination may use, the ready Flip
        Heroes), for a builder that shows the result as it grows; {} when there is none."""
        return {}

    def hint_refusal(self, state: State) -> Optional[str]:
        """Why the hint key must stay silent now (a rule that forbids advice), or None."""
        return None

    # --- the table's words (the banner, the new-game screen, the end panel) ------
    def seat_name(self, seat: str) -> str:
        """A seat in a player's words: "Zombies", "P1"."""
        return seat[:1].upper() + seat[1:]

    def goal(self, state: State) -> str:
        """The goal, its limit and where the players stand, in the game's words, shown from set-up to
        the end ("Turn 3 of 15: keep 3 of 4 alive (4 alive)"); "" for none."""
        return ""

    def headline(self, state: State, outcome: Outcome) -> str:
        """Who won, in the game's words, for the end panel's title, where the outcome's level says too
        little ("lost"); "": the table names the level with the seats' names ("P2 wins")."""
        return ""

    def turn_words(self, state: State) -> str:
        """Where the game is in its own count, for a save's line on the Load screen: "Turn 3 of 15";
        "" for none."""
        return ""

    def figures(self, state: State) -> list[tuple[str, str]]:
        """A finished game's own figures for the end panel, in its words: [("Turns", "8 of 8"), ...]."""
        return []

    def secret(self, state: State, seat: str) -> bool:
        """Whether `seat` holds what the other seats must not see (a hand of cards): with two people at
        one screen, the table hides the board when the seat passes to it, until its player is ready."""
        return False

    # --- what a seat can see (the search: core/search.py) ---------------------
    def determinize(self, state: State, seat: str, dice: Dice) -> State:
        """A copy of `state` with every part `seat` cannot see (a deck's order, another player's hand)
        drawn again from `dice`, consistent with what the seat has seen: what a searching bot plays
        in. It must not read the hidden parts it redraws (a search is blind to them: two states that
        differ only there give the same copy). The default, for a game with nothing hidden: a copy."""
        return copy.deepcopy(state)

    def evaluate(self, state: State, seat: str) -> Optional[float]:
        """`seat`'s chance to win from here, 0..1, where the game can judge it without playing on: a
        search's playouts stop there early. None: play on to the end."""
        return None

    def invariants(self, state: State) -> list[str]:
        """Conservation checks the conformance suite runs after every step:
        each string names a broken invariant ("61 zombie counters, not 60")."""
        return []

    # --- plain data ----------------------------------------------------------
    def encode(self, state: State) -> dict[str, Any]:  # override
        raise NotImplementedError

    def decode(self, data: dict[str, Any]) -> State:  # override
        raise NotImplementedError


@dataclass
class Game:
    """What a game folder registers: its rules, bots, scene and rulebook."""

    game_id: str
    name: str
    rules: Rules
    bots: dict[str, Callable[[str], Any]]  # bot name -> factory(seat) -> Bot
    default_bot: Callable[[str], str]      # seat -> the bot name a solo player meets
    rulebook: str                          # file name under assets/rules/
    scene: Optional[str] = None            # "zombiebox.games.avz.scene:AvzScene", loaded only by the UI
    bench_state: Optional[Callable[[], tuple[dict, int, int]]] = None  # (options, seed, bot steps) of a busy board
    bench_fill: Optional[Callable[[Any], None]] = None  # fills that state to the most a board can show (benchmarks only)
    bench_figures: Optional[Callable[[], dict[str, float]]] = None  # the game's own speed targets, for `zombiebox bench`
    # section -> the text that completes it: what the book points to but does not print (ZS Items, the
    # item list), shown in the rulebook viewer in place of the book's pointer (core/rulebook.py)
    reference: Optional[Callable[[], dict[str, str]]] = None
    extra: dict[str, Any] = field(default_factory=dict)

    def has_bot(self, name: str) -> bool:
        """One of the game's bots, or a level every bot seat takes (easy, normal, hard, hard:N)."""
        return name in self.bots or is_level(name)

    def make_bot(self, name: str, seat: str):
        if name in self.bots:
            return self.bots[name](seat)
        if not self.has_bot(name):
            raise ValueError(f"{self.game_id} has no bot {name!r}; bots: {', '.join(self.bot_names())}")
        return level_bot(self, name, seat)

    def bot_names(self) -> list[str]:
        """The levels, then the game's own bots by name."""
        return [*LEVELS, *self.bots]
