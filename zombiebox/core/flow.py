"""The declared decision flow every game is written in (docs/architecture.md, "The decision flow").

A game is a table, not a loop (as boardgame.io declares phases and stages). It declares:

- `DecisionPoint`s: where a seat must choose. Each names its rule, its prompt, whose choice it is,
  the generator of its complete legal list, and the action kinds it answers (`Move`), each with its
  parameters, the handler that applies it and its words (what `describe` says for it).
- `AutoStep`s: what the rules do by themselves between two decisions (reveal the next icon, end a
  turn). Core runs them, and decisions with a single forced answer, until someone must choose.
- `decision(state)`: the name of the point (or step) open now; `OVER` once the game has ended.

The points and steps are declared by `Section`s, one class a section of the rulebook, and named by the
game's `Points`: a transition or a `decision` names a point through them, and a name no section declares
fails when the rules are made, not when the game reaches it.

`FlowRules` turns that table into the `Rules` contract: `legal_actions`, `check` (refuses with the
reason and the rule, never crashes: the parameters are checked against the declaration before any
game code reads them), `apply`, `to_move`, `prompt`, `phase_rule`. State is one typed dataclass
(`state_type`, slots) that `core.state` turns into JSON and back.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from string import Formatter
from typing import Any, Callable, ClassVar, Mapping, Optional, Union

from .actions import Action, Event, IllegalAction
from .dice import Dice
from .rules import Rules, State
from .state import decode_state, encode_state, forget

OVER = "over"
MAX_AUTO_STEPS = 10_000  # an automatic step that never opens a decision is a bug: stop and say so

Handler = Callable[[Any, Action, Dice, list], None]      # (state, action, dice, events)
Text = Union[str, Callable[[Any], str]]                  # fixed, or worked out from the state
Words = Union[str, Callable[[Any, Action], str]]         # a template over the action's values, or worked out

_TYPE_WORDS = {int: "a number", str: "a word", tuple: "a list"}


@dataclass(frozen=True)
class Move:
    """One action kind a decision point answers: `kind name=... at=...`, and what applies it.
    `params` are required, `optional` may be left out; each maps a name to int, str or tuple.
    `words` say the action in a player's words: a template over its values ("scout the building at
    {at}"), where `{who:survivor}` hands the value to the rules' namer "survivor" (a name from an id),
    or a function (state, action) -> str where a template cannot say it.
    `reveals`: the answer tells chance, as a die rolled does (Rules.reveals).
    `canonical(state, action, legal)`: this kind's own canonical form, in place of its point's (a City of
    Zombies fight checks a roll, a hit and a Hero's move each its own way); it may refuse the action by
    raising IllegalAction with the reason and the rule."""

    kind: str
    handler: Handler
    params: Mapping[str, type] = field(default_factory=dict)
    optional: Mapping[str, type] = field(default_factory=dict)
    words: Optional[Words] = None
    reveals: bool = False
    canonical: Optional[Callable[[Any, Action, list[Action]], Optional[Action]]] = None

    def malformed(self, action: Action) -> Optional[str]:
        """Why `action`'s parameters do not fit this declaration, or None."""
        given = dict(action.params)
        for name, kind in self.params.items():
            if name not in given:
                return f"'{self.kind}' needs {name}=..."
        for name, value in given.items():
            kind = self.params.get(name) or self.optional.get(name)
            if kind is None:
                known = ", ".join([*self.params, *self.optional]) or "none"
                return f"'{self.kind}' has no parameter {name!r} (its parameters: {known})"
            if not isinstance(value, kind):
                return f"{name} of '{self.kind}' must be {_TYPE_WORDS.get(kind, kind.__name__)}, not {value!r}"
        return None


@dataclass(frozen=True)
class DecisionPoint:
    """Where a seat chooses. `legal` lists every legal action once, in canonical form.

    `canonical(state, action, legal)` may name the listed action that another spelling stands for
    (another counter of the same class); `explain(state, action)` gives (reason, rule) for a
    well-formed action that is not legal (the cost of a park, the stacking limit), or None to refuse
    it as not open now. `forced(state)`
    may name the one answer the rules play without asking."""

    name: str
    rule: Text
    prompt: Text
    seat: Callable[[Any], Optional[str]]
    legal: Callable[[Any], list[Action]]
    moves: tuple[Move, ...]
    canonical: Optional[Callable[[Any, Action, list[Action]], Optional[Action]]] = None
    explain: Optional[Callable[[Any, Action], Optional[tuple[str, str]]]] = None
    forced: Optional[Callable[[Any], Optional[Action]]] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_kind", {m.kind: m for m in self.moves})

    def move(self, kind: str) -> Optional[Move]:
        return self._by_kind.get(kind)  # type: ignore[attr-defined]

    def rule_of(self, state: Any) -> str:
        return self.rule(state) if callable(self.rule) else self.rule

    def prompt_of(self, state: Any) -> str:
        return self.prompt(state) if callable(self.prompt) else self.prompt


def only_answer(legal: Callable[[Any], list[Action]]) -> Callable[[Any], Optional[Action]]:
    """A `forced` for a decision the rules play without asking when it has a single legal answer."""
    def forced(state: Any) -> Optional[Action]:
        actions = legal(state)
        return actions[0] if len(actions) == 1 else None
    return forced


@dataclass(frozen=True)
class AutoStep:
    """What the rules do by themselves at this point of the flow (no one chooses)."""

    name: str
    rule: str
    run: Callable[[Any, Dice, list], None]   # (state, dice, events): must move the flow on


PointOrStep = Union[DecisionPoint, AutoStep]


class Section:
    """A section of the rulebook (AvZ 2.0's set-up, ZT Human Player Turn), as the flow declares it:
    `declare()` gives its decision points and automatic steps. Their handlers are the section's methods or
    its module's functions; what they share (a town map, another section) the section is made with."""

    def declare(self) -> tuple[PointOrStep, ...]:
        raise NotImplementedError


class Points:
    """A game's decision points and automatic steps by name: `TO.human_turn` is "human_turn". A transition
    (`s.step = TO.terror`), `decision` and a comparison (`s.step == TO.spawn`) name a point through them,
    never with a literal (tests/test_architecture.py); FlowRules checks when the rules are made that they
    are exactly the names its sections declare, so going to a point no section declares fails then, not in
    play."""

    def __init__(self, *names: str) -> None:
        if len(set(names)) != len(names):
            raise ValueError(f"a name is given twice: {names}")
        vars(self).update(zip(names, names))

    def __iter__(self):
        return iter(vars(self))


def _wrapped(run: Callable[..., None], after: Optional[Callable[[Any, list], None]]) -> Callable[..., None]:
    """`run` (a Move's handler or an AutoStep's run), forgetting the state's kept values around it, and
    followed by the rules' `after` hook if they have one."""
    if after is None:
        def forgetting(state: Any, *args: Any) -> None:
            forget(state)
            run(state, *args)
            forget(state)
        return forgetting

    def forgetting_after(state: Any, *args: Any) -> None:
        forget(state)
        run(state, *args)
        after(state, args[-1])   # the events: a handler's and a step's last argument
        forget(state)
    return forgetting_after


class _Words(Formatter):
    """A Move's template filled in: `{name}` is the value, `{name:namer}` the value in the namer's words."""

    def __init__(self, namers: Mapping[str, Callable[[Any, Any], str]], state: Any):
        self.namers, self.state = namers, state

    def format_field(self, value: Any, spec: str) -> str:
        return self.namers[spec](self.state, value) if spec else str(value)


class FlowRules(Rules):
    """A rules engine built from declared decision points. Subclasses set `state_type` and `names` (the
    game's `Points`), pass their `Section`s to `__init__`, and write `decision(state)`.
    `keep_order`: the state's dicts are written in their own order (core.state.encode_state).
    `namers`: the small formatters a Move's words may name, each (state, value) -> words.
    `after(state, events)`: if the rules define it, run after every handler and step (what the rules
    check after each change, as Zombie Survival counts its losses: ZS The End)."""

    state_type: type = object
    keep_order: bool = False
    over_rule: str = ""
    namers: ClassVar[Mapping[str, Callable[[Any, Any], str]]] = {}
    names: ClassVar[Points] = Points()
    after: Optional[Callable[[Any, list], None]] = None

    def __init__(self, *sections: Section) -> None:
        """Put every section's points and steps in the table, then check that `names` are exactly the
        names declared. Each handler and step forgets the values kept for the state (`core.state.memo`)
        before and after it runs, so no kept value outlives a change."""
        self.points: dict[str, DecisionPoint] = {}
        self.steps: dict[str, AutoStep] = {}
        for section in sections:
            for item in section.declare():
                self._put(item)
        declared, named = self.points.keys() | self.steps.keys(), set(self.names)
        if named - declared:
            raise ValueError(f"{self.game_id}: the flow goes to {', '.join(sorted(named - declared))}, "
                             "which no section declares")
        if declared - named:
            raise ValueError(f"{self.game_id}: {', '.join(sorted(declared - named))} declared but missing "
                             "from the game's names (FlowRules.names)")

    def _put(self, item: PointOrStep) -> None:
        if isinstance(item, DecisionPoint):
            item = replace(item, moves=tuple(replace(m, handler=_wrapped(m.handler, self.after)) for m in item.moves))
        else:
            item = replace(item, run=_wrapped(item.run, self.after))
        table = self.points if isinstance(item, DecisionPoint) else self.steps
        if item.name in self.points or item.name in self.steps:
            raise ValueError(f"{self.game_id}: {item.name!r} is declared twice")
        table[item.name] = item

    def decision(self, state: State) -> str:  # override
        """The name of the decision point or automatic step open now, or OVER."""
        raise NotImplementedError

    def point(self, state: State) -> Optional[DecisionPoint]:
        """The decision point open now (None once the game is over)."""
        name = self.decision(state)
        return None if name == OVER else self.points[name]

    # --- the Rules contract, from the table ---------------------------------------------------
    def to_move(self, state: State) -> Optional[str]:
        point = self.point(state)
        return None if point is None else point.seat(state)

    def legal_actions(self, state: State) -> list[Action]:
        point = self.point(state)
        return [] if point is None else point.legal(state)

    def prompt(self, state: State) -> str:
        point = self.point(state)
        return "the game is over" if point is None else point.prompt_of(state)

    def phase_rule(self, state: State) -> str:
        point = self.point(state)
        return (self.over_rule or self.citation) if point is None else point.rule_of(state)

    def describe(self, state: State, action: Action) -> str:
        """An action open now in a player's words: its Move's words, or its notation if it has none."""
        point = self.point(state)
        move = None if point is None else point.move(action.kind)
        words = None if move is None else move.words
        if words is None:
            return action.text
        if callable(words):
            return words(state, action)
        return _Words(self.namers, state).vformat(words, (), dict(action.params))

    def check(self, state: State, action: Action) -> Action:
        """The action to apply (its canonical form), or IllegalAction with the reason and the rule."""
        point = self.point(state)
        if point is None:
            raise IllegalAction("the game is over", self.over_rule or self.citation)
        move = point.move(action.kind)
        if move is None:
            open_kinds = ", ".join(m.kind for m in point.moves)
            raise IllegalAction(f"'{action.kind}' is not open now ({open_kinds} are): {point.prompt_of(state)}",
                                point.rule_of(state))
        problem = move.malformed(action)
        if problem:
            raise IllegalAction(problem, point.rule_of(state))
        legal = point.legal(state)
        if action in legal:
            return action
        canonical = move.canonical or point.canonical
        if canonical is not None:
            same = canonical(state, action, legal)
            if same is not None:
                return same
        found = point.explain(state, action) if point.explain is not None else None
        if found is not None:
            raise IllegalAction(*found)
        raise IllegalAction(f"'{action}' is not open now: {point.prompt_of(state)}", point.rule_of(state))

    def apply(self, state: State, action: Action, dice: Dice) -> list[Event]:
        """Apply a legal action (as `check` returned it), then run the automatic steps."""
        events: list[Event] = []
        self.points[self.decision(state)].move(action.kind).handler(state, action, dice, events)
        self.settle(state, dice, events)
        return events

    def reveals(self, state: State, action: Action) -> bool:
        point = self.point(state)
        return point is not None and point.move(action.kind).reveals

    def settle(self, state: State, dice: Dice, events: list[Event]) -> None:
        """Core's flow: automatic steps, and decisions with one forced answer, until a seat must
        choose or the game is over (after every action, at set-up, and when a position opens)."""
        for _ in range(MAX_AUTO_STEPS):
            name = self.decision(state)
            if name == OVER:
                return
            step = self.steps.get(name)
            if step is not None:
                step.run(state, dice, events)
                continue
            point = self.points[name]
            action = point.forced(state) if point.forced is not None else None
            if action is None:
                return
            point.move(action.kind).handler(state, action, dice, events)
        raise RuntimeError(f"{self.game_id}: {MAX_AUTO_STEPS} automatic steps without a decision at {name!r}")

    # --- plain data ----------------------------------------------------------------------------
    def encode(self, state: State) -> dict[str, Any]:
        return encode_state(state, self.keep_order)

    def decode(self, data: dict[str, Any]) -> State:
        return decode_state(self.state_type, data)
