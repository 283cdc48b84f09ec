"""Graveyard Dash: a tiny game that exercises the rules contract (dice, hidden
draws, refusals, an outcome) so the table can be tested without a real game."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path

from zombiebox.core.actions import Action, Event, IllegalAction
from zombiebox.core.bots import Choice, RandomBot
from zombiebox.core.rules import Game, Option, Outcome, Rules

SEATS = ("living", "dead")
BONES = ("b1", "b2", "b3", "b4", "b5", "b6")
MAX_TURNS = 40


@dataclass
class DashState:
    target: int
    to_move: str = "living"
    turn: int = 1
    turn_total: int = 0
    rolled: bool = False
    scores: dict = field(default_factory=lambda: {s: 0 for s in SEATS})
    bag: list = field(default_factory=list)
    piles: dict = field(default_factory=lambda: {s: [] for s in SEATS})


class DashRules(Rules):
    game_id = "tiny"
    name = "Graveyard Dash"
    citation = "Tiny"

    def options(self):
        return [Option("target", "Target score", (10, 20), 10)]

    def seats(self, options):
        return list(SEATS)

    def setup(self, options, dice):
        return DashState(target=options["target"], bag=dice.shuffle(BONES))  # Tiny 1.0

    def legal_actions(self, state):
        if self.outcome(state):
            return []
        return [Action.of("roll"), Action.of("hold")] if state.rolled else [Action.of("roll")]

    def check(self, state, action):
        if self.outcome(state):
            raise IllegalAction("the game is over", "Tiny 3.0")
        if action.kind == "hold" and not state.rolled:
            raise IllegalAction("you must roll at least once before you hold", "Tiny 2.2")
        super().check(state, action)

    def apply(self, state, action, dice):
        seat = state.to_move
        if action.kind == "roll":  # Tiny 2.1
            value = dice.die()
            if value == 1:
                lost = state.turn_total
                self._end_turn(state)
                return [Event("bust", "Tiny 2.1", f"{seat} rolls a 1 and loses {lost}", {"dice": [value]})]
            state.turn_total += value
            state.rolled = True
            return [Event("roll", "Tiny 2.1", f"{seat} rolls {value}", {"dice": [value]})]
        banked = state.turn_total  # Tiny 2.2
        state.scores[seat] += banked
        events = [Event("hold", "Tiny 2.2", f"{seat} banks {banked}", {"seat": seat, "points": banked})]
        if state.bag:
            bone = state.bag.pop()
            state.piles[seat].append(bone)
            events.append(Event("draw", "Tiny 2.2", f"{seat} draws bone {bone}", {"bone": bone}, reveals=True))
        self._end_turn(state)
        return events

    @staticmethod
    def _end_turn(state):
        state.turn_total, state.rolled = 0, False
        state.to_move = "dead" if state.to_move == "living" else "living"
        state.turn += 1

    def to_move(self, state):
        return None if self.outcome(state) else state.to_move

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

    def prompt(self, state):
        return f"roll, or hold {state.turn_total}" if state.rolled else "roll the die"

    def phase_rule(self, state):
        return "Tiny 2.0"

    def invariants(self, state):
        bones = sorted(state.bag + state.piles["living"] + state.piles["dead"])
        return [] if bones == sorted(BONES) else [f"bones are not conserved: {bones}"]

    def encode(self, state):
        return asdict(state)

    def decode(self, data):
        return DashState(**data)


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
