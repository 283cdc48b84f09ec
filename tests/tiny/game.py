"""Graveyard Dash: a tiny game that exercises the rules contract (dice, hidden
draws, refusals, an outcome) so the table can be tested without a real game.

It is also the smallest example of the kit (docs/architecture.md, "How to add a game"): a typed
slotted state, a section (Turn) declaring one decision point as data, its moves with their words and handlers, an automatic step
(the bone a hold draws), a forced answer (the Sure Thing option's hold) and a canonical form
("hold points=9" stands for "hold"). Its board, on the kit's offer model, is scene.py."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path

from zombiebox.core.actions import Action, Event
from zombiebox.core.bots import Choice, RandomBot
from zombiebox.core.flow import OVER, AutoStep, DecisionPoint, FlowRules, Move, Points, Section
from zombiebox.core.rules import Game, Option, Outcome

SEATS = ("living", "dead")
BONES = ("b1", "b2", "b3", "b4", "b5", "b6")
MAX_TURNS = 40
TO = Points("turn", "draw")  # the flow's points and steps (Tiny 2.0, 2.2)


@dataclass(slots=True)
class DashState:
    target: int
    to_move: str = "living"
    turn: int = 1
    turn_total: int = 0
    rolled: bool = False
    scores: dict[str, int] = field(default_factory=lambda: {s: 0 for s in SEATS})
    bag: list[str] = field(default_factory=list)
    piles: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SEATS})
    drawing: bool = False     # a hold banked: its bone is drawn next, by the rules (Tiny 2.2)
    sure_thing: bool = False  # the option: a winning total is held at once (Tiny 2.3)


class Turn(Section):
    """Tiny 2.0: a turn is rolls and a hold; the bone a hold earns is drawn by the rules."""

    def declare(self):
        return (DecisionPoint(
                    name="turn", rule="Tiny 2.0", prompt=self._prompt, seat=lambda state: state.to_move,
                    legal=self._legal, canonical=self._names_the_total, explain=self._why, forced=self._sure_hold,
                    moves=(Move("roll", self._roll, words="roll"),
                           Move("hold", self._hold, optional={"points": int}, words="hold"))),
                AutoStep("draw", "Tiny 2.2", self._draw))

    @staticmethod
    def _wins_now(state):  # Tiny 2.3
        return state.sure_thing and state.rolled and state.scores[state.to_move] + state.turn_total >= state.target

    def _legal(self, state):
        if not state.rolled:
            return [Action.of("roll")]
        return [Action.of("hold")] if self._wins_now(state) else [Action.of("roll"), Action.of("hold")]

    def _sure_hold(self, state):  # Tiny 2.3: the one answer, played without asking
        return Action.of("hold") if self._wins_now(state) else None

    @staticmethod
    def _names_the_total(state, action, legal):  # Tiny 2.2: "hold points=9" is the hold that banks 9
        hold = Action.of("hold")
        return hold if hold in legal and action == Action.of("hold", points=state.turn_total) else None

    def _why(self, state, action):
        if action.kind == "roll":
            return "a winning total is held at once", "Tiny 2.3"
        if not state.rolled:
            return "you must roll at least once before you hold", "Tiny 2.2"
        return f"a hold banks the turn total, {state.turn_total}, not {dict(action.params)['points']}", "Tiny 2.2"

    def _roll(self, state, action, dice, events):  # Tiny 2.1
        seat = state.to_move
        value = dice.die()
        if value == 1:
            lost = state.turn_total
            self._end_turn(state)
            events.append(Event("bust", "Tiny 2.1", f"{seat} rolls a 1 and loses {lost}", {"dice": [value]}))
            return
        state.turn_total += value
        state.rolled = True
        events.append(Event("roll", "Tiny 2.1", f"{seat} rolls {value}", {"dice": [value]}))

    def _hold(self, state, action, dice, events):  # Tiny 2.2
        seat = state.to_move
        banked = state.turn_total
        state.scores[seat] += banked
        events.append(Event("hold", "Tiny 2.2", f"{seat} banks {banked}", {"seat": seat, "points": banked}))
        state.drawing = True

    def _draw(self, state, dice, events):  # Tiny 2.2: no one chooses the bone; the rules draw it
        seat = state.to_move
        if state.bag:
            bone = state.bag.pop()
            state.piles[seat].append(bone)
            events.append(Event("draw", "Tiny 2.2", f"{seat} draws bone {bone}", {"bone": bone}, reveals=True))
        state.drawing = False
        self._end_turn(state)

    @staticmethod
    def _end_turn(state):
        state.turn_total, state.rolled = 0, False
        state.to_move = "dead" if state.to_move == "living" else "living"
        state.turn += 1

    @staticmethod
    def _prompt(state):
        return f"roll, or hold {state.turn_total}" if state.rolled else "roll the die"


class DashRules(FlowRules):
    game_id = "tiny"
    name = "Graveyard Dash"
    citation = "Tiny"
    state_type = DashState
    over_rule = "Tiny 3.0"
    names = TO

    def __init__(self):
        super().__init__(Turn())

    def decision(self, state):
        if state.drawing:  # before the end is read: a winning hold still draws its bone
            return TO.draw
        return OVER if self.outcome(state) else TO.turn

    def options(self):
        return [Option("target", "Target score", (10, 20), 10),
                Option("sure_thing", "Sure Thing", ("no", "yes"), "no", help="Tiny 2.3: a winning total is held at once")]

    def seats(self, options):
        return list(SEATS)

    def setup(self, options, dice):
        return DashState(target=options["target"], bag=dice.shuffle(BONES),  # Tiny 1.0
                         sure_thing=options["sure_thing"] == "yes")

    def determinize(self, state, seat, dice):
        """The bag's order is hidden (Tiny 1.0): drawn again."""
        seen = copy.deepcopy(state)
        seen.bag = dice.shuffle(sorted(state.bag))
        return seen

    def outcome(self, state):  # Tiny 3.0
        for seat in SEATS:
            if state.scores[seat] >= state.target:
                return Outcome(f"{seat} win", (seat,), state.scores[seat])
        if state.turn > MAX_TURNS:
            a, b = state.scores["living"], state.scores["dead"]
            if a == b:
                return Outcome("draw", (), a)
            winner = "living" if a > b else "dead"
            return Outcome(f"{winner} win", (winner,), max(a, b))
        return None

    def invariants(self, state):
        bones = sorted(state.bag + state.piles["living"] + state.piles["dead"])
        return [] if bones == sorted(BONES) else [f"bones are not conserved: {bones}"]


class GreedyBot:
    """Holds at 8 or more: beats random play."""

    name = "greedy"

    def __init__(self, seat=""):
        self.seat = seat

    def choose(self, rules, state, actions, dice):
        hold = Action.of("hold")
        if hold in actions and state.turn_total >= 8:
            return Choice(hold, f"bank {state.turn_total}: 8 or more is worth keeping")
        return Choice(Action.of("roll"), "under 8 this turn: roll again")


GAME = Game(
    game_id="tiny",
    name="Graveyard Dash",
    rules=DashRules(),
    bots={"random": RandomBot, "greedy": GreedyBot},
    default_bot=lambda seat: "greedy",
    rulebook=str(Path(__file__).with_name("rules.txt")),
    bench_state=lambda: ({}, 3, 6),
)
