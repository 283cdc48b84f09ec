"""Aliens vs. Zombies: the rules engine (AvZ 1.0-8.0 and the back cover), declared on core.flow.

Every choice the rulebook gives a player is an Action at a decision point; the sections of the
rulebook declare them: set-up (setup.py, AvZ 2.0), the event phase (events.py, AvZ 3.0, 4.0), the
landing (landing.py, AvZ 3.0), the action phases (acting.py, AvZ 5.0-6.3), stacking (stacking.py,
AvZ 6.4), attacks and losses (fight.py, losses.py, AvZ 7.0) and the end (turn.py, AvZ 8.0). The
engine only rolls dice and draws counters. A decision with a single possible answer (the only
counter that can take a hit, the only group of Aliens over the stacking limit) is played without
asking, except revealing the turn's event tile, which is always the Zombie player's beat.
"""
from __future__ import annotations

import copy
from typing import Any, Optional

from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER, FlowRules
from zombiebox.core.rules import Option, Outcome
from zombiebox.core.state import StateError, decode_state, encode_state
from zombiebox.core.words import plural

from . import losses
from .acting import Acting
from .bots import win_chance
from .data import (ALIEN_COUNTERS, ALIENS_BY_ID, SEATS, SETUP_PER_LOCATION, STACKING_LIMIT, TILES_IN_PLAY,
                   TURNS, ZOMBIE_COUNTERS, ZOMBIES, ZOMBIES_BY_ID)
from .events import Events
from .landing import Landings
from .preview import preview
from .setup import TILE_ORDER, SetUp
from .stacking import Stacking
from .state import TO, AvzState
from .town import load_town
from .turn import victory
from .words import NAMERS


_DECISION_DATA = {TO.rampage: "rampage", TO.losses: "losses", TO.land: "landing", TO.group: "group"}


class AvzRules(FlowRules):
    game_id = "avz"
    name = "Aliens vs. Zombies"
    citation = "AvZ"
    state_type = AvzState
    over_rule = "AvZ 8.0"
    names = TO
    namers = NAMERS

    def __init__(self) -> None:
        self.town = town = load_town()
        self.stacking = Stacking(town)
        self.acting = Acting(town, self.stacking)
        self._setup = SetUp(town)
        super().__init__(self._setup, Events(town), Landings(town), self.acting, self.stacking, losses.Losing(town))

    # --- set-up (AvZ 2.0) -------------------------------------------------------
    def options(self) -> list[Option]:
        return [
            Option("rampage", "Mutant rampage", (6, 5), 6,
                   "locations the Mutant may stomp through: 6 in AvZ 4.0, 5 on the back cover"),
            Option("chomp", "Chomp 'Em revives to", ("location", "grave"), "location",
                   "a natural 6 returns a dead Zombie to the chomping location (AvZ 5.3) or to the grave "
                   "(back cover)"),
        ]

    def seats(self, options: dict[str, Any]) -> list[str]:
        return list(SEATS)

    def setup(self, options: dict[str, Any], dice: Dice) -> AvzState:
        return self._setup.setup(self.resolve_options(options), dice)

    # --- the flow -------------------------------------------------------------------
    def decision(self, s: AvzState) -> str:
        """The decision point or automatic step open now: `s.step`, but losses with no hit left or
        no one left to take it are finished by the rules (AvZ 7.3)."""
        if s.step == TO.losses and losses.done(s):
            return TO.losses_done
        return s.step

    def determinize(self, s: AvzState, seat: str, dice: Dice) -> AvzState:
        """AvZ 2.0: two of the ten event tiles went back unseen, so which tiles still lie face down is
        drawn again from those not yet revealed. The grave is drawn from at random when drawn (setup.py)."""
        seen = copy.deepcopy(s)
        unseen = [t for t in TILE_ORDER if t not in s.revealed]
        seen.tiles = sorted(dice.sample(unseen, len(s.tiles)), key=TILE_ORDER.index)
        return seen

    def evaluate(self, s: AvzState, seat: str) -> Optional[float]:
        """For Hard's playouts (core/search.py): the seat's chance from the dead pile so far (bots.py)."""
        return win_chance(s, seat)

    def outcome(self, s: AvzState) -> Optional[Outcome]:
        return victory(len(s.dead_pile)) if s.step == OVER else None

    def turn_words(self, s: AvzState) -> str:
        return f"turn {s.turn} of {TURNS}" if s.turn else "set-up"

    def goal(self, s: AvzState) -> str:
        """AvZ 8.0: after eight turns the dead pile decides the level of victory."""
        when = f"Turn {s.turn} of {TURNS}" if s.turn else "Set-up"
        return (f"{when}: after turn {TURNS} the dead pile decides: 20 Zombies or fewer a Zombie Victory, "
                f"26 or more an Alien Victory ({plural(len(s.dead_pile), 'Zombie')} in it now)")

    def figures(self, s: AvzState) -> list[tuple[str, str]]:
        return [("Turns", f"{s.turn} of {TURNS}")]  # the dead pile is the outcome's own words

    def prompt(self, s: AvzState) -> str:
        outcome = self.outcome(s)
        return outcome.text if outcome else super().prompt(s)

    def preview(self, s: AvzState, action: Action) -> dict[str, str]:
        return preview(s, self.town, action)

    def invariants(self, s: AvzState) -> list[str]:
        problems = self._fields(s)
        if problems:  # the counts below read the fields: one wrong is said first, alone
            return problems
        on_map_z = [z for v in s.zombies.values() for z in v]
        zombies = s.grave + s.dead_pile + s.drawn + on_map_z
        if len(zombies) != ZOMBIE_COUNTERS or set(zombies) != set(ZOMBIES_BY_ID):
            problems.append(f"{len(zombies)} zombie counters ({len(set(zombies))} different), not {ZOMBIE_COUNTERS}")
        on_map_a = [a for v in s.aliens.values() for a in v]
        aliens = s.reserve + on_map_a
        if len(aliens) != ALIEN_COUNTERS or set(aliens) != set(ALIENS_BY_ID):
            problems.append(f"{len(aliens)} alien counters ({len(set(aliens))} different), not {ALIEN_COUNTERS}")
        if len(s.at) != len(on_map_z) + len(on_map_a) or any(
                u not in (s.aliens if u in ALIENS_BY_ID else s.zombies)[n] for u, n in s.at.items()):
            problems.append("the counter index disagrees with the board")
        if not s.acted <= set(s.at):
            problems.append("a counter off the map is marked as having acted")
        crowded = self.stacking.overstacked(s)
        if s.phase == ZOMBIES and crowded:
            problems.append(f"more than {STACKING_LIMIT} Aliens in {', '.join(crowded)} after the "
                            "Alien movement phase")
        if s.phase == "setup" and any(len(v) > SETUP_PER_LOCATION for v in s.zombies.values()):
            problems.append("more than three Zombies in a location at set-up")
        if len(s.tiles) + len(s.revealed) != TILES_IN_PLAY:
            problems.append(f"{len(s.tiles) + len(s.revealed)} event tiles in play, not {TILES_IN_PLAY}")
        if s.turn != len(s.revealed) and not (s.step == TO.reveal and s.turn == len(s.revealed) + 1):
            problems.append(f"turn {s.turn} with {len(s.revealed)} tiles revealed")
        return problems

    def _fields(self, s: AvzState) -> list[str]:
        """What the types cannot say (a position is written by hand): the options, and every location
        a decision names on the town map, each counter a group takes where the group is."""
        problem = self.options_problem(s.options)
        if problem:
            return [f"`options`: {problem}"]
        names = set(self.town.names)
        named = ([("rampage.at", s.rampage.at)] + [("rampage.visited", n) for n in s.rampage.visited]
                 if s.rampage else []) + [("losses.locs", n) for n in (s.losses.locs if s.losses else [])] \
            + ([("group.at", s.group.at)] if s.group else [])
        problems = [f"`{where}` names {loc!r}, no location of the town" for where, loc in named if loc not in names]
        if s.losses is not None and s.losses.then not in self.points and s.losses.then not in self.steps:
            problems.append(f"`losses.then` {s.losses.then!r} is not a decision of the game")
        if s.group is not None and not problems and any(s.at.get(u) != s.group.at for u in s.group.units):
            problems.append(f"`group.units`: a counter of the group is not in {s.group.at} (AvZ 5.0)")
        return problems

    # --- plain data: core.state, but `at` is an index of the board, rebuilt on loading ---------
    def encode(self, s: AvzState) -> dict[str, Any]:
        data = encode_state(s)
        del data["at"]
        return data

    def decode(self, data: dict[str, Any]) -> AvzState:
        s = decode_state(AvzState, data)
        if s.step != OVER and s.step not in self.points:
            raise StateError(f"{s.step!r} is not a decision of the game - at `$.step`")
        needs = _DECISION_DATA.get(s.step)
        if needs and getattr(s, needs) is None:
            raise StateError(f"the {s.step} decision needs its data - at `$.{needs}`")
        names = self.town.names
        for side in ("zombies", "aliens"):
            board = getattr(s, side)
            if list(s.town) != list(names) or set(board) != set(names):
                raise StateError(f"{side} must name every location of the town map - at `$.{side}`")
            setattr(s, side, {n: board[n] for n in names})  # the town's reading order
        s.index()
        return s
