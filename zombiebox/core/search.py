"""Opponents that think: the levels every bot seat can take, and the search behind Hard.

- **Easy**: the game's flowchart bot, which slips now and then: at a decision with a choice it plays a
  random other legal action `EASY_SLIPS` of the time (the strength this costs is measured by
  `zombiebox duel`, docs/opponents.md).
- **Normal**: the flowchart bot itself (the game's default bot), move for move.
- **Hard**: an information-set Monte Carlo search over the rules contract. At its decision the seat's
  candidates are the flowchart's best few (asked again and again with its pick taken away). Each
  round the search draws one *determinization*, the state with every part the seat cannot see
  resampled from what it could know (`Rules.determinize`), and plays every surviving candidate from
  it to the end (or to `Rules.evaluate`'s verdict), every seat played by its flowchart bot made noisy.
  The candidates of a round share the determinization and the dice (common random numbers), so they
  are compared on the same luck; chance is rolled by the search's own Dice as the playouts reach it,
  never fixed before. Sequential halving spends the rounds on the candidates still in the running.
  The flowchart's pick is the soft prior: another candidate replaces it only when its paired lead
  over the rounds both played is more than `SWITCH_Z` standard errors.

A search's own cup comes from the dice it is given (Match: the seed and the step), so a budget in
simulations plays the same moves every time. The time budget (`hard`: 1 s a move, capped at
`TABLE_SIMULATIONS`) is for the table: for tests and duels name a budget in simulations, `hard:200`.
"""
from __future__ import annotations

import copy
import math
import time
from dataclasses import dataclass, field
from typing import Any, Optional

from .actions import Action
from .bots import Choice
from .dice import Dice

LEVELS = ("easy", "normal", "hard")
EASY_SLIPS = 0.25          # Easy: the share of decisions with a choice where it plays another action at random
TABLE_SECONDS = 1.0        # Hard at the table: at most this long a move, on one core
TABLE_SIMULATIONS = 4000   # ... and at most this many playouts
WIDTH = 4                  # the flowchart's best few: the candidates searched
ROLLOUT_NOISE = 0.1        # the share of playout decisions played at random (the flowchart made noisy)
HORIZON = 20               # playout decisions before asking `Rules.evaluate` (where the game has one): AvZ's
                           # paired spread is about half that at 60, a playout a third (docs/opponents.md)
SWITCH_Z = 1.0             # the paired lead, in standard errors, that overrules the flowchart's pick
SETTLED_ROUNDS = 3         # rounds (or a quarter of those planned) after which a search stops if no rival
                           # has beaten the pick in any
MAX_PLAYOUT = 100_000
CLOCK_EVERY = 8            # playout decisions between looks at the clock (a time budget)


def is_level(name: str) -> bool:
    """'easy', 'normal', 'hard', or 'hard:N' (N simulations a move, no clock)."""
    if name in LEVELS:
        return True
    level, _, budget = name.partition(":")
    return level == "hard" and budget.isdigit() and int(budget) > 0


def level_bot(game: Any, name: str, seat: str):
    """The bot a level names, for `seat` of `game` (a `core.rules.Game`)."""
    flowchart = game.bots[game.default_bot(seat)]
    if name == "normal":
        return flowchart(seat)
    if name == "easy":
        return EasyBot(flowchart(seat))
    _, _, budget = name.partition(":")
    if budget:
        return SearchBot(game, seat, simulations=int(budget), seconds=None)
    return SearchBot(game, seat)


class EasyBot:
    """The flowchart with a measured rate of worse choices (EASY_SLIPS)."""

    name = "easy"

    def __init__(self, flowchart: Any):
        self.flowchart = flowchart
        self.seat = flowchart.seat

    def choose(self, rules, state, actions, dice: Dice) -> Choice:
        choice = self.flowchart.choose(rules, state, actions, dice)
        if len(actions) > 1 and dice.randrange(1000) < EASY_SLIPS * 1000:
            others = [a for a in actions if a != choice.action]
            if others:
                return Choice(dice.choice(others), "a slip: Easy plays another move now and then")
        return choice


@dataclass
class Estimate:
    """What the search found for one candidate: its playouts' mean worth to the seat (`_value`: about
    its win chance) and how many it had."""

    action: Action
    worth: float = 0.0    # the sum of the playouts' worth
    wins: float = 0.0     # the playouts won (an evaluation counts as its chance)
    playouts: int = 0
    by_round: dict[int, float] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return self.worth / self.playouts if self.playouts else 0.0

    @property
    def chance(self) -> float:
        """The estimated win chance."""
        return self.wins / self.playouts if self.playouts else 0.0


class SearchBot:
    """Hard: information-set Monte Carlo search over the rules contract (see the module's words)."""

    name = "hard"
    thinks = True   # up to a second a move: the table asks it on a worker thread (ui/thinking.py)

    def __init__(self, game: Any, seat: str, simulations: int = TABLE_SIMULATIONS,
                 seconds: Optional[float] = TABLE_SECONDS, width: int = WIDTH):
        self.game, self.seat = game, seat
        self.simulations, self.seconds, self.width = simulations, seconds, width
        self.estimates: list[Estimate] = []   # the last search's candidates, the flowchart's pick first
        self.simulated = 0                    # the last search's playouts
        self._prior = self._flowchart(seat)
        self._players: dict[str, Any] = {}    # the playouts' bots, one a seat

    def _flowchart(self, seat: str):
        return self.game.bots[self.game.default_bot(seat)](seat)

    def choose(self, rules, state, actions, dice: Dice) -> Choice:
        self.estimates, self.simulated = [], 0
        if len(actions) == 1:
            return Choice(actions[0], "the only legal choice")
        cup = Dice(dice.randrange(1 << 62))   # the search's own cup, from the seed and the step
        seen = rules.determinize(state, self.seat, cup)
        candidates = self._candidates(rules, seen, actions, cup)
        if len(candidates) == 1:
            return Choice(candidates[0], "the flowchart's only sensible choice")
        best = self._search(rules, state, candidates, cup)
        estimates, simulated = self.estimates, self.simulated   # the words are made when read: this search's
        return Choice(best.action, lambda: self._reason(best, estimates[0], simulated))

    def _candidates(self, rules, seen, actions, cup: Dice) -> list[Action]:
        """The flowchart's best few, asked on a determinized copy (it must not read what the seat cannot
        see): its pick, then its pick from what is left, and so on; kept only where legal now. A bot
        that reads the state rather than the list it is given ranks only its pick: the rest are drawn
        at random from the legal list."""
        left, out = list(actions), []
        while left and len(out) < self.width:
            try:
                pick = self._prior.choose(rules, seen, left, cup).action
            except (StopIteration, ValueError, LookupError, TypeError):
                if not out:
                    raise
                break   # a bot that cannot choose from what is left has no more to rank
            if pick not in left:
                break
            out.append(pick)
            left.remove(pick)
        if not out:
            out.append(actions[0])
        if len(out) < self.width and left:
            out += cup.sample(left, min(len(left), self.width - len(out)))
        return out

    def _search(self, rules, state, candidates: list[Action], cup: Dice) -> Estimate:
        estimates = [Estimate(a) for a in candidates]
        alive, pick = list(estimates), estimates[0]
        rounds_planned = max(1, self.simulations // len(candidates))
        phases = max(1, math.ceil(math.log2(len(candidates))))
        per_phase = max(1, rounds_planned // phases)
        settled = max(SETTLED_ROUNDS, rounds_planned // 4)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        spent, round_no = 0, 0
        while spent + len(alive) <= self.simulations or round_no == 0:
            seed = cup.randrange(1 << 62)
            world = rules.determinize(state, self.seat, Dice(seed))
            worlds = [copy.deepcopy(world) for _ in alive[1:]] + [world]   # the last plays in the drawn world itself
            results = [self._playout(rules, w, e.action, Dice(seed + 1), Dice(seed + 2), deadline)
                       for w, e in zip(worlds, alive)]
            if None in results:   # out of time: a round counts whole or not at all (its candidates share its luck)
                break
            for estimate, (value, won) in zip(alive, results):
                estimate.worth += value
                estimate.wins += won
                estimate.playouts += 1
                estimate.by_round[round_no] = value
            spent += len(alive)
            round_no += 1
            if round_no >= settled and not any(
                    e.by_round[r] > pick.by_round[r] for e in alive[1:] for r in e.by_round):
                break   # no rival has beaten the pick in a single round: more rounds seldom change that
            if round_no % per_phase == 0 and len(alive) > 2:   # sequential halving; the pick always stays
                rivals = sorted(alive[1:], key=lambda e: -e.mean)
                alive = [alive[0]] + rivals[:max(1, len(rivals) // 2)]
        self.estimates, self.simulated = estimates, spent
        best = max(alive, key=lambda e: e.mean)
        return best if best is not pick and _lead(best, pick) > SWITCH_Z else pick

    def _playout(self, rules, state, action: Action, chance: Dice, choices: Dice,
                 deadline: Optional[float] = None) -> Optional[tuple[float, float]]:
        """The seat's result of playing `action` and then the noisy flowchart to the end (`_value`), or
        the game's evaluation once HORIZON decisions are played (where it has one); and whether it won.
        None if the clock passed `deadline` first. The game's dice (`chance`) and the bots' (`choices`) are
        two cups, so a bot's tie-break in one candidate's playout does not shift the rolls of the others'."""
        rules.apply(state, action, chance)
        for step in range(MAX_PLAYOUT):
            seat = rules.to_move(state)
            if seat is None:
                winners = rules.outcome(state).winners
                return _value(winners, self.seat), float(self.seat in winners)
            if step >= HORIZON:
                value = rules.evaluate(state, self.seat)
                if value is not None:
                    return value, value
            if deadline is not None and step % CLOCK_EVERY == 0 and time.perf_counter() > deadline:
                return None
            actions = rules.legal_actions(state)
            if choices.randrange(1000) < ROLLOUT_NOISE * 1000 and len(actions) > 1:
                chosen = actions[choices.randrange(len(actions))]
            else:
                chosen = self._player(seat).choose(rules, state, actions, choices).action
            rules.apply(state, chosen, chance)
        raise RuntimeError(f"a playout found no outcome after {MAX_PLAYOUT} decisions")

    def _player(self, seat: str):
        if seat not in self._players:
            self._players[seat] = self._flowchart(seat)
        return self._players[seat]

    def _reason(self, best: Estimate, pick: Estimate, simulated: int) -> str:
        if not simulated:
            return f"the flowchart's pick: no playout finished within {self.seconds} s"
        if best is pick:
            return (f"the flowchart's pick holds up: {best.chance:.0%} win chance over {best.playouts} playouts "
                    f"({simulated} in all)")
        return (f"search: {best.chance:.0%} win chance over {best.playouts} playouts, against "
                f"{pick.chance:.0%} for the flowchart's pick ({simulated} in all)")


def _value(winners: tuple[str, ...], seat: str) -> float:
    """A playout's worth to `seat`: 1 a win, 0 a loss, and a half when nobody won (a stalemate; in a
    game with one side, or all on one side, a loss: the same for every candidate, so it ranks alike)."""
    return 1.0 if seat in winners else 0.0 if winners else 0.5


def _lead(a: Estimate, b: Estimate) -> float:
    """a's mean lead over b on the rounds both played, in standard errors of the paired difference
    (+inf when the lead is the same every round, 0 when there is none)."""
    shared = [r for r in a.by_round if r in b.by_round]
    if not shared:
        return 0.0
    diffs = [a.by_round[r] - b.by_round[r] for r in shared]
    mean = sum(diffs) / len(diffs)
    if mean <= 0:
        return 0.0
    if len(diffs) < 2:
        return 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean / math.sqrt(var / len(diffs)) if var > 0 else math.inf
