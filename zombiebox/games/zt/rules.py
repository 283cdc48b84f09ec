"""Zombie Terror: the rules engine, declared on core.flow.

The rulebook's sections declare the decision points: set-up (setup.py, ZT Game Setup; variants.py, the
Advanced Rules and Free Board Setup), the human turn (human.py), the zombie turn's terror and movement
phases (zombie.py), spawning and clean-up (spawn.py) and the special cards (cards.py), which are moves
at the points where they can be played. The game has no dice: the seeded Dice shuffle the cards."""
from __future__ import annotations

import copy
from typing import Any, Optional

from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER, FlowRules
from zombiebox.core.rules import Option, Outcome
from zombiebox.core.state import StateError, decode_state

from . import human, setup, sight, spawn, variants, zombie
from .data import DECK, HUMANS_BY_ID, HUMANS_SEAT, SEATS, VP, WIN_VP, ZOMBIE_AP, ZOMBIES, ZOMBIES_SEAT
from .lot import BOARDS, load_lot, lot_of
from .state import TO, ZtState
from .words import NAMERS

END = "ZT Ending the Game"
ALL_VP = sum(VP.values())
HUMAN_TURN = (TO.human_turn, TO.human_action)  # ZT Human Player Turn
# decision() asks before every step whether the game is over: it cannot be before this many humans escaped
# (the dearest first) or this many are lost (the dearest first), or the terror marker is off the track
_DEAREST = sorted(VP.values(), reverse=True)
FEWEST_ESCAPES = next(k for k in range(1, len(VP) + 1) if sum(_DEAREST[:k]) >= WIN_VP)
FEWEST_LOSSES = next(k for k in range(1, len(VP) + 1) if ALL_VP - sum(_DEAREST[:k]) < WIN_VP)


def escaped_vp(s: ZtState) -> int:
    return sum([VP[h] for h in s.escaped])


def reachable_vp(s: ZtState) -> int:
    """The most VP the humans can still end with: every human not dead or turned into a zombie (the dead
    are lost at once: nothing brings them back; docs/rulings)."""
    lost = s.dead + s.turned
    return ALL_VP - sum([VP[h] for h in lost]) if lost else ALL_VP


class ZtRules(FlowRules):
    game_id = "zt"
    name = "Zombie Terror"
    citation = "ZT"
    state_type = ZtState
    over_rule = END
    namers = NAMERS
    names = TO

    def __init__(self) -> None:
        super().__init__(variants.GameVariants(), setup.GameSetup(), human.HumanTurn(), zombie.ZombieTurn(),
                         spawn.Spawning(), spawn.CleanUp())

    def options(self) -> list[Option]:
        return [Option("board", "Board", BOARDS, "basic",
                       "basic: side A; advanced: side B, the players lay the obstacles; "
                       "free: side B, the players lay every object")]

    def seats(self, options: dict[str, Any]) -> list[str]:
        return list(SEATS)

    def setup(self, options: dict[str, Any], dice: Dice) -> ZtState:
        s = setup.new_game(self.resolve_options(options), dice)
        variants.begin(s)
        s.step = setup.first_step(s)
        return s

    def decision(self, s: ZtState) -> str:
        if (len(s.escaped) >= FEWEST_ESCAPES or len(s.dead) + len(s.turned) >= FEWEST_LOSSES or s.terror == 0) \
                and self.outcome(s):
            return OVER
        return s.step

    def determinize(self, s: ZtState, seat: str, dice: Dice) -> ZtState:
        """ZT Game Setup 3: a player sees his own hand only; the other hand is drawn again from that
        player's cards not yet played (a card leaves a hand only when played: ZT Special Cards)."""
        seen = copy.deepcopy(s)
        for other in SEATS:
            if other != seat:
                unseen = [c for c in DECK[other] if c not in s.played]
                seen.hands[other] = sorted(dice.sample(unseen, len(s.hands[other])))
        return seen

    def evaluate(self, s: ZtState, seat: str) -> Optional[float]:
        """For Hard's playouts (core/search.py): the seat's chance from what the position shows (bots.py)."""
        from .bots import win_chance   # bots.py reads these rules: asked for once they are made
        return win_chance(s, seat)

    def outcome(self, s: ZtState) -> Optional[Outcome]:
        """ZT Ending the Game: checked after every action, so a win is at once."""
        vp = escaped_vp(s)
        if vp >= WIN_VP:
            return Outcome("humans win", (HUMANS_SEAT,), vp, f"the humans win: {vp} VP escaped")
        if s.terror == 0:
            return Outcome("zombies win", (ZOMBIES_SEAT,), vp, "the zombies win: the terror marker is off the track")
        if reachable_vp(s) < WIN_VP:
            return Outcome("zombies win", (ZOMBIES_SEAT,), vp,
                           f"the zombies win: the humans can no longer reach {WIN_VP} VP ({vp} escaped)")
        return None

    def secret(self, s: ZtState, seat: str) -> bool:
        """ZT Game Setup 3: each player keeps his hand secret from his rival."""
        return bool(s.hands.get(seat)) and self.outcome(s) is None

    def turn_words(self, s: ZtState) -> str:
        return f"round {s.round}"

    def goal(self, s: ZtState) -> str:
        """ZT Ending the Game: the humans need 5 VP escaped; the zombies win when that is out of reach or
        the terror marker leaves the track."""
        terror = "" if s.terror is None else f", terror marker on {s.terror}"
        return (f"Round {s.round}: the humans escape with {WIN_VP} VP, the zombies stop them "
                f"({escaped_vp(s)} VP escaped, {reachable_vp(s)} still in reach{terror})")

    def figures(self, s: ZtState) -> list[tuple[str, str]]:
        return [("Rounds", str(s.round)), ("VP escaped", f"{escaped_vp(s)} ({WIN_VP} win)"),
                ("Humans escaped", str(len(s.escaped))), ("Humans lost", str(len(s.dead) + len(s.turned)))]

    def prompt(self, s: ZtState) -> str:
        outcome = self.outcome(s)
        return outcome.text if outcome else super().prompt(s)

    # --- what the board shows (read-only; the scene asks these rather than the rules' modules) ---
    def line_of_sight(self, s: ZtState, z: str) -> tuple[list[str], Optional[str], int]:
        """(the spaces zombie `z`'s line of sight crosses, the human it sees or None, how far ahead the first
        marker is, 0 for none) (ZT Zombie Line of Sight)."""
        return sight.line_of_sight(s, lot_of(s), z)

    def activations(self, s: ZtState) -> int:
        """How many zombies are activated this Movement Phase (ZT Movement Phase)."""
        return zombie.activations(s)

    def spawn_fallback(self, s: ZtState, at: str) -> str:
        """Why a spawn on `at` goes there although it is no valid space for the spawn due (the ruling's
        fallback, ZT rulings: No empty valid space), in the log's words; '' if it is a valid space."""
        return spawn.beyond_valid(lot_of(s), at, spawn.targets(s)[at])

    def token_cover(self, s: ZtState, at: str, facing: Optional[str]) -> Optional[tuple[list[str], list[str]]]:
        """The spaces the token to lay would cover laid on `at` facing `facing` (None: a token laid without
        one), and the spawn spaces it opens (a bus's exit, the booth's door); None where it would leave the
        lot (ZT Game Variants). Whether it may lie there is the legal list's."""
        return variants.footprint(lot_of(s), s.to_lay[0][1], at, facing)

    def invariants(self, s: ZtState) -> list[str]:
        problems = self._fields(s)
        if problems:  # the checks below read the fields: one wrong is said first, alone
            return problems
        zombies = s.pool + list(s.zombies) + ([s.taken] if s.taken else [])
        if sorted(zombies) != list(ZOMBIES):
            problems.append(f"{len(zombies)} zombie markers ({len(set(zombies))} different), not {len(ZOMBIES)}")
        unplaced = s.unplaced_humans() if s.step in (TO.lay_token, TO.place_human) else []
        humans = list(s.humans) + s.escaped + s.turned + unplaced
        if sorted(set(humans)) != sorted(HUMANS_BY_ID) or len(humans) != len(HUMANS_BY_ID):
            problems.append(f"{len(humans)} humans on the board, escaped or turned, not {len(HUMANS_BY_ID)}")
        if not set(s.dead) | set(s.wounded) <= set(s.humans) or set(s.dead) & set(s.wounded):
            problems.append("a wounded or dead human is not on the board, or is both")
        places = list(s.humans.values()) + list(s.zombies.values())
        lot = lot_of(s)
        if len(set(places)) != len(places):
            problems.append("two markers share a space")
        if any(p not in lot.names for p in places):
            problems.append("a marker stands on an obstacle or off the lot")
        if set(s.facing) != set(s.zombies):
            problems.append("a zombie on the board has no facing, or a facing has no zombie")
        return problems

    def _fields(self, s: ZtState) -> list[str]:
        """What the types cannot say (a position is written by hand): the options, side B's tokens on its
        spaces, no one in the escape car, the briefcase, the dead and the active marker where they may be."""
        problem = self.options_problem(s.options)
        if problem:
            return [f"`options`: {problem}"]
        if s.options["board"] == "basic" and (s.tokens or s.to_lay):
            return ["`tokens`: side A prints its car and obstacles: tokens are laid on side B only (ZT Game Variants)"]
        if sorted(s.hands) != sorted(SEATS) or any(c not in DECK[seat] for seat, hand in s.hands.items() for c in hand):
            return [f"`hands`: each player holds his own cards, not {s.hands} (ZT Game Setup 3)"]
        blank = load_lot("B").names
        for i, (_, _, cells) in enumerate(s.tokens):
            if not set(cells) <= set(blank):
                return [f"`tokens[{i}]` covers {cells}, not spaces of side B"]
        lot = lot_of(s)
        problems = [f"`{side}.{marker}` stands on {space}, in the escape car: "
                    + ("he has escaped (ZT Escaping from the Board)" if side == "humans" else
                       "zombies treat the escape car as an obstacle (ZT Movement Phase)")
                    for side, markers in (("humans", s.humans), ("zombies", s.zombies))
                    for marker, space in markers.items() if space in lot.car]
        if s.briefcase and "banker" in s.wounded + s.dead:  # his briefcase takes his first bite
            problems.append("`briefcase`: the Banker is bitten but holds his briefcase, which takes the first "
                            "bite (ZT Personal Actions and Abilities)")
        if s.dead and s.step in HUMAN_TURN:  # the dead leave the board at clean-up, before the humans' turn
            problems.append(f"`dead`: {', '.join(s.dead)} dead in the human turn: the dead leave at clean-up "
                            "(ZT Humans Turning into Zombies)")
        if s.step == TO.human_action and (s.active not in s.humans or s.active not in s.activated):
            problems.append(f"`active` {s.active!r} is no activated human on the board (ZT Human Player Turn)")
        if s.step == TO.zombie_action and (s.active not in s.zombies or s.ap > ZOMBIE_AP):
            problems.append(f"`active` {s.active!r} with {s.ap} AP is no zombie being activated (ZT Movement Phase)")
        return problems

    def decode(self, data: dict[str, Any]) -> ZtState:
        s = decode_state(ZtState, data)
        if s.step not in self.points and s.step not in self.steps:
            raise StateError(f"{s.step!r} is not a decision of the game - at `$.step`")
        if s.active and s.active not in s.humans and s.active not in s.zombies:
            raise StateError(f"the active marker {s.active!r} is not on the board - at `$.active`")
        return s
