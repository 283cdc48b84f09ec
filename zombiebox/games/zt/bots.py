"""Zombie Terror bots: the Zombie Player (the solo player's opponent) and the Human Player. Each picks
one of the legal actions and says why in one line; the rules' forced movements are the rules' own, so a
bot chooses only what the player would (the order of forced zombies, the free ones, spawns, cards).

Both read the lot the same way: how far each space is from the escape car for a human (zombies in the
way), and how dangerous each space is for a human to stand on when the zombies move (in front of a
zombie, in its line of sight, beside it)."""
from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType
from typing import Container, Mapping, Optional

from zombiebox.core.actions import Action, act
from zombiebox.core.bots import Choice, logistic
from zombiebox.core.dice import Dice

from .data import HUMANS_BY_ID, HUMANS_SEAT, TERROR_TRACK, VP, WIN_VP, ZOMBIES_SEAT
from .human import ACTIVATE as ACTIVATE_HUMAN, END_ACTIVATION, END_TURN
from .lot import DIRECTIONS, QUARTER_TURNS, SIGHT, Lot, lot_of
from .rules import ZtRules, escaped_vp, reachable_vp
from .setup import human_spaces
from .sight import closed_corner, in_front, seen, shooting_targets
from .state import TO, ZtState
from .variants import OBSTACLES, clear_spaces, closed_by, footprint, most_laid
from .zombie import END_MOVEMENT, STEP, TURNS, activations, forced, movement_over, ready

BACK = {"N": "S", "S": "N", "E": "W", "W": "E"}
TURN_TO = {f: tuple(zip(TURNS[f], QUARTER_TURNS[f])) for f in DIRECTIONS}  # (turn Action, facing after it)
FAR = 40           # a space the humans cannot reach counts as this many steps from the car
ACTIVATION = 1.0   # what activating one more human costs the humans: one more zombie moves (tuned)
ZOMBIE_STEP = 4    # a zombie in the way counts as this many moves (tuned)
DANGER = 2.5       # a space the zombies bite on costs a human this many steps of its value (tuned)
NEARNESS = tuple(4.0 if i == 0 else 3.0 - 0.5 * i for i in range(SIGHT))  # a human in sight, by its distance


def worth(h: str) -> int:
    """A human's weight for both bots: its stars, plus one so the cheap escorts still count."""
    return VP[h] + 1


def lay_token(s: ZtState, actions: list[Action], dice: Dice) -> Choice:
    """Both bots lay an obstacle token where the most of the obstacle tokens still to lay still fit (the
    lot leaves room for few: docs/rulings), any such way at random; the other objects anywhere they fit."""
    obj = s.to_lay[0][1]
    if obj not in OBSTACLES or actions[0].kind != "lay":
        return Choice(actions[dice.randrange(len(actions))], "a token laid anywhere it fits")
    lot, clear, memo = lot_of(s), clear_spaces(s), {}
    rest = tuple(o for _, o in s.to_lay[1:])
    room = [most_laid(lot, clear - closed_by(lot, footprint(lot, obj, a["at"], a.get("facing"))[0]), rest, memo)
            for a in actions]
    best = [a for a, n in zip(actions, room) if n == max(room)]
    return Choice(best[dice.randrange(len(best))], f"a token laid where {max(room)} more can still fit")


def at_stake(s: ZtState, h: str) -> float:
    """What a bite costs: a wound, or a death for the wounded (the briefcase's bite costs little)."""
    if h == "banker" and s.briefcase:
        return 0.4
    return 2.0 if h in s.wounded else 1.0


def calm(s: ZtState) -> float:
    """1 while there is time; less and less once the terror track runs: the humans must risk more."""
    return 1.0 if s.terror is None else s.terror / TERROR_TRACK


def car_distance(s: ZtState, lot: Lot) -> Mapping[str, float]:
    """Human moves from each space to the escape car, around obstacles; a zombie's space costs more (it
    must be pushed, killed or waited out), so a crowd is a detour, not a wall. Kept by where the zombies
    stand: a human turn asks again and again while they stand still."""
    return _car_distance(lot, frozenset(s.zombies.values()))


@lru_cache(maxsize=512)
def _car_distance(lot: Lot, zombies: frozenset[str]) -> Mapping[str, float]:
    dist: dict[str, float] = {}
    # the costs are whole steps, so the frontier is a list of spaces for each distance (Dial's algorithm)
    frontier: list[list[str]] = [sorted(lot.car)]
    for d, cells in enumerate(frontier):
        for cell in cells:
            if cell in dist:
                continue
            dist[cell] = float(d)
            for n in lot.adjacent[cell]:
                if n not in dist:
                    to = d + (ZOMBIE_STEP if n in zombies else 1)
                    while len(frontier) <= to:
                        frontier.append([])
                    frontier[to].append(n)
    return MappingProxyType(dist)


@lru_cache(maxsize=64)  # by the lot: side A, or side B as laid
def guard_spaces(lot: Lot) -> frozenset[str]:
    """Where a zombie facing south guards the car: its row plus its columns from the nearest car space at
    most 3 (row 0 is the car's row)."""
    return frozenset(
        n for n in lot.names if lot.cell[n][1] + min(abs(lot.cell[n][0] - lot.cell[c][0]) for c in lot.car) <= 3)


@lru_cache(maxsize=64)
def seers(lot: Lot) -> Mapping[str, tuple[str, ...]]:
    """Space -> the spaces whose sight (their first 4 spaces each way) holds it: the placements whose threat
    a marker arriving on or leaving that space can change."""
    by_cell: dict[str, dict[str, None]] = {n: {} for n in lot.names}
    for loc in lot.names:
        for d in DIRECTIONS:
            for cell in lot.sight[loc][d]:
                by_cell[cell][loc] = None
    return MappingProxyType({n: tuple(locs) for n, locs in by_cell.items()})


@lru_cache(maxsize=64)
def ways_on(lot: Lot) -> Mapping[str, tuple[tuple[str, str, Optional[str]], ...]]:
    """Space -> (neighbour, the facing back towards the space, the space beyond the neighbour) for each
    orthogonal neighbour, in DIRECTIONS order: one step of a human's move or push."""
    return MappingProxyType({cell: tuple((n, BACK[d], lot.step[n][d]) for d, n in lot.step[cell].items() if n)
                             for cell in lot.names})


@lru_cache(maxsize=4096)
def plan_area(lot: Lot, loc: str, facing: str) -> tuple[str, ...]:
    """Every space a free activation from `loc` facing `facing` (2 AP: forward moves, one 90 degree turn) can
    look at: the first 4 spaces ahead of each place and facing it can pass through. Worked out on the empty
    lot: markers only cut the ways short, so on any board the activation looks at these spaces or fewer."""
    cells: dict[str, None] = {}

    def walk(cell: str, face: str, left: int, turned: bool) -> None:
        cells.update(dict.fromkeys(lot.sight[cell][face]))
        if not left:
            return
        ahead = lot.ahead(cell, face)
        if ahead is not None and ahead not in lot.car:
            walk(ahead, face, left - 1, turned)
        if not turned:
            for d in QUARTER_TURNS[face]:
                walk(cell, d, left - 1, True)

    walk(loc, facing, 2, False)
    return tuple(cells)


def bite_reach(lot: Lot, occ: Container, loc: str, facing: str) -> set[str]:
    """The spaces where a human would be bitten if the zombie on `loc` facing `facing` were activated now: in
    front of it after any way of spending its 2 AP (forward moves, one 90 degree turn; markers and the car
    block it). These are the spaces it looks at: on the empty lot (occ empty) every space it could look at."""
    reach: set[str] = set()
    blocked = lot.car

    def walk(cell: str, face: str, left: int, turned: bool) -> None:
        ahead = lot.ahead(cell, face)
        if ahead is None:
            pass
        elif ahead in occ:
            reach.add(ahead)
            return
        else:
            reach.add(ahead)
        if left:
            if ahead is not None and ahead not in occ and ahead not in blocked:
                walk(ahead, face, left - 1, turned)
            if not turned:
                for d in QUARTER_TURNS[face]:
                    walk(cell, d, left - 1, True)

    walk(loc, facing, 2, False)
    return reach


@lru_cache(maxsize=4096)
def bite_area(lot: Lot, loc: str, facing: str) -> tuple[str, ...]:
    """bite_reach on the empty lot: every space the zombie could look at."""
    return tuple(bite_reach(lot, (), loc, facing))


def kept_bite_reach(lot: Lot, occ: dict, loc: str, facing: str) -> frozenset[str]:
    """bite_reach, kept by which spaces of its reach on the empty lot hold a marker (markers only cut its ways
    short, so it looks at no other space): from one danger map to the next most zombies' surroundings are
    unchanged."""
    return _bite_reach(lot, loc, facing, tuple([cell for cell in bite_area(lot, loc, facing) if cell in occ]))


@lru_cache(maxsize=8192)
def _bite_reach(lot: Lot, loc: str, facing: str, held: tuple[str, ...]) -> frozenset[str]:
    return frozenset(bite_reach(lot, held, loc, facing))


def danger(s: ZtState, lot: Lot) -> Mapping[str, float]:
    """How many zombies could bite a human standing on each space when they next move (bite_reach), and
    a little for a space 4 ahead in a zombie's sight (it comes closer). The humans are left out: they
    are the ones moving, and a space must not look safe only because a human stands in front of it."""
    return _danger(lot, frozenset(s.zombies.items()), frozenset(s.facing.items()))


@lru_cache(maxsize=512)
def _danger(lot: Lot, zombies: frozenset[tuple[str, str]], facings: frozenset[tuple[str, str]]) -> Mapping[str, float]:
    facing = dict(facings)
    occ = {loc: z for z, loc in sorted(zombies)}
    out: dict[str, float] = {}
    for loc, z in occ.items():
        for cell in kept_bite_reach(lot, occ, loc, facing[z]):
            out[cell] = out.get(cell, 0.0) + 1.0
        line = lot.line(loc, facing[z])
        if len(line) >= SIGHT and not any(c in occ for c in line[:SIGHT - 1]):
            out[line[SIGHT - 1]] = out.get(line[SIGHT - 1], 0.0) + 0.3
    return MappingProxyType(out)


# Hard's evaluation (core/search.py: its playouts stop here after a few decisions): the humans' chance to win
# (ZT Ending the Game: 5 VP escaped, before the terror marker leaves the track or too many are lost), a
# logistic fit of who won from positions of noisy flowchart games, as the playouts play them
# (tools/fit_evaluation.py; held-out figures in docs/opponents.md).
WEIGHTS = {"bias": -3.898, "escaped": 3.313, "in_reach": 1.31, "near_car": 2.94, "wounded": -0.582,
           "terror": -0.199, "round": -3.244, "zombies": 0.364}   # 800 games: Brier 0.0964 held out, 0.1129 base rate


def position(s: ZtState) -> Optional[dict[str, float]]:
    """What the evaluation weighs for the humans (the fit's signs say how): the VP escaped; the VP still to
    lose before 5 are out of reach; the VP on the board weighted by nearness to the car (zombies in the way count, as the
    runner reads it); the VP wounded (a second bite kills); the terror track left (1 before it runs); the
    round; the zombies on the board. None before the lot is laid and the humans placed."""
    if s.step in (TO.place_human, TO.lay_token) or not s.humans:
        return None
    dist = car_distance(s, lot_of(s))
    return {"escaped": escaped_vp(s) / WIN_VP,
            "in_reach": (reachable_vp(s) - WIN_VP) / WIN_VP,
            "near_car": sum(VP[h] * max(0.0, 1 - dist.get(at, FAR) / 12) for h, at in s.humans.items()
                            if h not in s.dead) / WIN_VP,
            "wounded": sum(VP[h] for h in s.wounded if h in s.humans) / WIN_VP,
            "terror": calm(s),
            "round": s.round / 10,
            "zombies": len(s.zombies) / 10}


def win_chance(s: ZtState, seat: str) -> Optional[float]:
    """`seat`'s chance to win from here (WEIGHTS), or None where the position says too little (set-up)."""
    shown = position(s)
    if shown is None:
        return None
    humans = logistic(WEIGHTS, shown)
    return humans if seat == HUMANS_SEAT else 1 - humans


class HumanBot:
    """Runs for the car: each activation goes to the human who gains most (nearer the car, out of the
    zombies' reach), as long as that is worth the extra zombie it wakes; fighters clear the way."""

    name = "runner"

    def __init__(self, seat: str = HUMANS_SEAT):
        self.seat = seat
        self._humans: tuple = ()
        self._ends: dict[tuple[str, int], tuple] = {}
        self._zombies: tuple = ()
        self._dist: dict[str, float] = {}
        self._risk: dict[str, float] = {}

    def choose(self, rules: ZtRules, s: ZtState, actions, dice: Dice) -> Choice:
        if s.step == TO.place_human:
            return self._place(s)
        if s.step == TO.lay_token:
            return lay_token(s, actions, dice)
        lot = lot_of(s)
        occ = s.occupied()
        # what a best end (_best_end) depends on: the searches are kept while it stays the same (activating a
        # human changes none of it, so the activation's first step reuses the search that chose the human).
        # Copies are kept and compared with the state's own dicts: no key to build on every ask.
        humans = (s.humans, s.kid_diagonal, s.terror, s.briefcase, s.wounded)
        if (lot, s.zombies, s.facing) != self._zombies:  # the distances and dangers read only the zombies
            self._zombies = (lot, dict(s.zombies), dict(s.facing))
            self._dist, self._risk, self._humans = car_distance(s, lot), danger(s, lot), ()
        if humans != self._humans:
            self._humans, self._ends = (dict(s.humans), s.kid_diagonal, s.terror, s.briefcase, list(s.wounded)), {}
        dist, risk = self._dist, self._risk
        if s.step == TO.human_turn:
            return self._pick_human(s, lot, occ, dist, risk)
        return self._act(s, lot, occ, dist, risk)

    # --- set-up ------------------------------------------------------------------------------
    @staticmethod
    def _place(s: ZtState) -> Choice:
        """The dearest humans on the first-row spaces nearest the car."""
        lot = lot_of(s)
        dist = car_distance(s, lot)
        h = max(s.unplaced_humans(), key=worth)
        at = min(human_spaces(s), key=lambda n: (dist.get(n, FAR), abs(lot.cell[n][0] * 2 + 1 - lot.cols)))
        return Choice(act("place", human=h, at=at), f"{HUMANS_BY_ID[h].trade} starts nearest the car")

    # --- choosing whom to activate ------------------------------------------------------------
    @staticmethod
    def weights(s: ZtState, h: str) -> tuple[float, float]:
        """rater's weights for human `h`: what a step from the car costs, and what a unit of danger costs."""
        return -worth(h), DANGER * calm(s) * at_stake(s, h)

    @staticmethod
    def rater(s: ZtState, h: str, dist: dict, risk: dict):
        """How good each space is for human `h` to stand on (the weights worked out once, for many spaces)."""
        weight, risk_weight = HumanBot.weights(s, h)
        return lambda cell: weight * (dist.get(cell, FAR) + risk_weight * risk.get(cell, 0.0))

    def _reach(self, s: ZtState, lot: Lot, occ: dict, h: str, ap: int) -> dict[str, tuple[int, Action]]:
        """Spaces the human can end on with `ap` moves (the Kid never pushes; the others may push a zombie
        into an empty space): space -> (moves, first action). The Kid's diagonal, while she has it, goes
        through _reach_kid."""
        if h == "kid" and not s.kid_diagonal:
            return self._reach_kid(s, lot, occ, ap)
        start = s.humans[h]
        found: dict[str, tuple[int, Optional[Action]]] = {start: (0, None)}
        zombies, facing, car, onward, pushes = s.zombies, s.facing, lot.car, ways_on(lot), h != "kid"
        level: list[tuple[str, Optional[Action]]] = [(start, None)]  # (space, first action) reached last
        for spent in range(1, ap + 1):  # breadth first, a move at a time
            reached = []
            for cell, first in level:
                if cell in car:
                    continue
                for n, back, beyond in onward[cell]:
                    if n in found:
                        continue
                    marker = occ.get(n)
                    if marker is None:
                        way = first or act("move", to=n)
                    elif pushes and marker in zombies and facing[marker] != back:  # not one facing him
                        if beyond is None or beyond in occ or beyond in car:
                            continue
                        way = first or act("push", to=n)
                    else:
                        continue
                    found[n] = (spent, way)
                    reached.append((n, way))
            level = reached
        return found

    @staticmethod
    def _reach_kid(s: ZtState, lot: Lot, occ: dict, ap: int) -> dict[str, tuple[int, Action]]:
        """_reach for the Kid with her diagonal move still to use: a space is reached with it used or not
        (the two go on differently), and ends with the fewer moves."""
        start = s.humans["kid"]
        seen: dict[tuple[str, bool], tuple[int, Optional[Action]]] = {(start, False): (0, None)}
        car, step = lot.car, lot.step
        level: list[tuple[str, bool, Optional[Action]]] = [(start, False, None)]  # (space, used, first action)
        for spent in range(1, ap + 1):  # breadth first, a move at a time
            reached = []
            for cell, used, first in level:
                if cell in car:
                    continue
                for n in step[cell].values():
                    if n is not None and n not in occ and (n, used) not in seen:
                        way = seen[(n, used)] = (spent, first or act("move", to=n))
                        reached.append((n, used, way[1]))
                if not used:
                    for n in lot.diagonal[cell]:
                        if n not in occ and not closed_corner(lot, cell, n) and (n, True) not in seen:
                            way = seen[(n, True)] = (spent, first or act("move", to=n))
                            reached.append((n, True, way[1]))
            level = reached
        best: dict[str, tuple[int, Action]] = {}
        for (cell, _), found in seen.items():
            if cell not in best or found[0] < best[cell][0]:
                best[cell] = found
        return best

    def _best_end(self, s: ZtState, lot: Lot, occ: dict, h: str, ap: int, dist: dict, risk: dict):
        """(value, end space, first step) of the human's best move with `ap` AP (kept for the board: choose)."""
        best = self._ends.get((h, ap))
        if best is not None:
            return best
        weight, risk_weight = self.weights(s, h)  # rater's rating, written out: the loop is hot
        car = lot.car
        for cell, (spent, first) in self._reach(s, lot, occ, h, ap).items():
            v = (1000.0 if cell in car
                 else weight * (dist.get(cell, FAR) + risk_weight * risk.get(cell, 0.0)) - 0.01 * spent)
            if best is None or v > best[0]:
                best = (v, cell, first)
        self._ends[(h, ap)] = best
        return best

    def _pick_human(self, s: ZtState, lot: Lot, occ: dict, dist: dict, risk: dict) -> Choice:
        card = self._card_between(s)
        if card:
            return card
        options = []
        for h in HUMANS_BY_ID:
            if h in s.humans and h not in s.activated:
                gain = self._best_end(s, lot, occ, h, 3, dist, risk)[0] - self.rater(s, h, dist, risk)(s.humans[h])
                gain += self._fight_gain(s, lot, occ, h, risk)
                options.append((gain, h))
        if options:
            gain, h = max(options)
            if gain > ACTIVATION * calm(s):
                return Choice(ACTIVATE_HUMAN[h], lambda: f"{HUMANS_BY_ID[h].trade} gains most ({gain:.1f})")
        return Choice(END_TURN, "no human gains enough to wake one more zombie")

    def _fight_gain(self, s: ZtState, lot: Lot, occ: dict, h: str, risk: dict) -> float:
        """What the human's personal action is worth now (a kill of a threatening zombie, a heal)."""
        if h in ("cop", "logger") and self._threat_target(s, lot, occ, h):
            return 4.0
        if h == "nurse" and any(x in s.wounded and (x == h or s.humans[x] in lot.neighbours(s.humans[h]))
                                for x in s.humans):
            return 3.0
        return 0.0

    @staticmethod
    def _threat_target(s: ZtState, lot: Lot, occ: dict, h: str) -> Optional[str]:
        """A zombie the Cop can shoot or the Logger can cut down that has a human in front or in sight."""
        loc = s.humans[h]
        if h == "cop":
            targets = shooting_targets(s, lot, occ, loc) if s.ammo else []
        else:
            targets = [occ[n] for n in lot.neighbours(loc)
                       if occ.get(n) in s.zombies and lot.ahead(n, s.facing[occ[n]]) != loc]
        threats = [z for z in targets if in_front(s, lot, occ, z) or seen(s, lot, occ, z)]
        return threats[0] if threats else None

    def _card_between(self, s: ZtState) -> Optional[Choice]:
        hand = s.hands[HUMANS_SEAT]
        if "first_aid" in hand:
            hurt = [h for h in s.wounded if h not in s.dead]
            if hurt:
                h = max(hurt, key=worth)
                return Choice(act("play", card="first_aid", human=h), f"heal {HUMANS_BY_ID[h].trade}")
        if "ammo_box" in hand and "cop" in s.humans and s.ammo <= 1:
            return Choice(act("play", card="ammo_box"), "the Cop is out of ammo")
        return None

    # --- an activation ------------------------------------------------------------------------
    def _act(self, s: ZtState, lot: Lot, occ: dict, dist: dict, risk: dict) -> Choice:
        h, loc, hand = s.active, s.humans[s.active], s.hands[HUMANS_SEAT]
        if "sewers" in hand and loc in lot.manholes:
            return Choice(act("play", card="sewers"), "escape through the sewers")
        if s.ap:
            fight = self._fight(s, lot, occ, h)
            if fight:
                return fight
        card = self._card_during(s, lot, occ, h, dist, risk)
        if card:
            return card
        if s.ap:
            value, end, first = self._best_end(s, lot, occ, h, s.ap, dist, risk)
            if h == "mechanic" and not s.mechanic_push and value < 1000.0:  # not when he can escape
                shove = self._shove(s, lot, occ, dist, risk)
                if shove:
                    return shove
            if end != loc:
                return Choice(first, f"towards {end}")
        return Choice(END_ACTIVATION, "nowhere better to stand")

    def _shove(self, s: ZtState, lot: Lot, occ: dict, dist: dict, risk: dict) -> Optional[Choice]:
        """The Mechanic's push of a human (ZT Personal Actions and Abilities, once a turn): the living human
        it helps most, if the push takes that human a step's worth nearer the car (or out of reach) and the
        Mechanic, stepping into its place, stands no worse than now."""
        loc = s.humans["mechanic"]
        mine = self.rater(s, "mechanic", dist, risk)
        best = None
        for d, n in lot.step[loc].items():
            pushed = occ.get(n)
            if pushed not in s.humans or pushed in s.dead:
                continue
            beyond = lot.step[n][d]
            if beyond is None or beyond in occ or beyond in lot.car or mine(n) < mine(loc):
                continue
            rate = self.rater(s, pushed, dist, risk)
            gain = rate(beyond) - rate(n)
            if gain >= worth(pushed) and (best is None or gain > best[0]):
                best = (gain, n, pushed)
        if best is None:
            return None
        _, n, pushed = best
        return Choice(act("push", to=n), f"push {HUMANS_BY_ID[pushed].trade} a step nearer the car")

    def _fight(self, s: ZtState, lot: Lot, occ: dict, h: str) -> Optional[Choice]:
        target = self._threat_target(s, lot, occ, h) if h in ("cop", "logger") else None
        if target:
            kind = "shoot" if h == "cop" else "eliminate"
            return Choice(act(kind, target=target), f"{kind} the zombie threatening a human")
        if h == "logger":  # a free kill (no spawn) of any zombie not facing him
            near = [occ[n] for n in lot.neighbours(s.humans[h])
                    if occ.get(n) in s.zombies and lot.ahead(n, s.facing[occ[n]]) != s.humans[h]]
            if near:
                return Choice(act("eliminate", target=near[0]), "cut down an adjacent zombie")
        if h == "nurse":
            hurt = [x for x in s.wounded if x in s.humans and (x == h or s.humans[x] in lot.neighbours(s.humans[h]))]
            if hurt:
                x = max(hurt, key=worth)
                return Choice(act("heal", human=x), f"heal {HUMANS_BY_ID[x].trade}")
        return None

    def _card_during(self, s: ZtState, lot: Lot, occ: dict, h: str, dist: dict, risk: dict) -> Optional[Choice]:
        hand = s.hands[HUMANS_SEAT]
        if "courage" in hand:
            biting = [z for z, loc in s.zombies.items() if lot.ahead(loc, s.facing[z]) == s.humans[h]]
            if biting and s.zombies[biting[0]] in lot.neighbours(s.humans[h]):
                return Choice(act("play", card="courage", target=biting[0]), "kill the zombie facing this human")
        if "shotgun" in hand:
            close = [z for z in shooting_targets(s, lot, occ, s.humans[h], 3) if risk.get(s.humans[h], 0) >= 0.45]
            if close:
                return Choice(act("play", card="shotgun", target=close[0]), "blast the zombie at hand")
        if "adrenaline" in hand and s.ap and dist.get(s.humans[h], FAR) <= s.ap + 2 < FAR:
            if dist.get(s.humans[h], FAR) > s.ap:
                return Choice(act("play", card="adrenaline"), "two more AP reach the car")
        return None


class ZombieBot:
    """Hunts: bites whenever it can, keeps humans in sight, spawns in front of them, and keeps a guard on
    the car once they come near it. The forced movements are played by the rules; it picks the rest."""

    name = "horde"

    def __init__(self, seat: str = ZOMBIES_SEAT):
        self.seat = seat
        self._prey_of: dict[str, float] = {}
        self._bites: dict[str, float] = {}  # human on the board -> what biting it is worth (_prey)
        self._lot: Optional[Lot] = None
        self._hunted: list[tuple[int, int]] = []
        self._away: dict[str, float] = {}
        self._guard: frozenset[str] = frozenset()
        self._shared: tuple = ()
        self._humans: tuple = ()
        self._gains: dict[tuple, float] = {}
        self._gains_near: dict[str, list[tuple]] = {}  # human -> the keys of the gains whose area holds it
        self._placed: dict[str, list[float]] = {}  # space -> threats(), for the board self._placed_on
        self._placed_on: dict[str, str] = {}

    def choose(self, rules: ZtRules, s: ZtState, actions, dice: Dice) -> Choice:
        if s.step == TO.lay_token:
            return lay_token(s, actions, dice)
        lot, occ = lot_of(s), s.occupied()
        self._look(s, lot)
        if s.step == TO.zombie_action:
            return self._spend(s, lot, occ, actions)
        if s.step == TO.zombie_turn:
            return self._movement(s, lot, occ, actions)
        if s.step == TO.spawn:
            return self._spawn(s, lot, occ, actions)
        # place_zombie and cleanup: a zombie goes where, facing where, it threatens most
        return self._placing(s, lot, occ, actions)

    # --- judging one zombie -------------------------------------------------------------------
    @staticmethod
    def _prey(s: ZtState, h: str) -> float:
        return worth(h) * at_stake(s, h)

    def score(self, s: ZtState, lot: Lot, occ: dict, loc: str, facing: str) -> float:
        """How much a zombie on `loc` facing `facing` threatens (the others stand as they are)."""
        return self._worth_facing(occ, lot.sight[loc][facing], self._away_from_prey(lot, loc),
                                  facing == "S" and loc in self._guard)

    def threats(self, lot: Lot, occ: dict, loc: str) -> list[float]:
        """score() for each facing, in DIRECTIONS order: the four share the space's own part (how far the
        nearest living human is, whether it guards the car), worked out once."""
        away, guards, sight = self._away_from_prey(lot, loc), loc in self._guard, lot.sight[loc]
        return [self._worth_facing(occ, sight[d], away, guards and d == "S") for d in DIRECTIONS]

    def _worth_facing(self, occ: dict, line: tuple[str, ...], away: Optional[float], guarding: bool) -> float:
        """The score of a zombie whose first 4 spaces ahead are `line`: a little for each empty space, the
        prey it sees by its distance, less the steps to the nearest living human, more for a car guard."""
        total = 0.0
        for cell, near_weight in zip(line, NEARNESS):
            marker = occ.get(cell)
            if marker is None:
                total += 0.1
                continue
            prey = self._prey_of.get(marker)
            if prey is not None:
                total += prey * near_weight
            break
        if away is not None:
            total -= away
        if guarding:
            total += 1.5  # guard the car
        return total

    def _away_from_prey(self, lot: Lot, loc: str) -> Optional[float]:
        """0.3 for each step from `loc` to the nearest living human (None when there is none)."""
        if not self._hunted:
            return None
        away = self._away.get(loc)
        if away is None:
            col, row = lot.cell[loc]
            away = self._away[loc] = 0.3 * min([abs(col - c) + abs(row - r) for c, r in self._hunted])
        return away

    def _look(self, s: ZtState, lot: Lot) -> None:
        """What every score this decision shares: the living humans, what biting each is worth and where
        they are, and whether one is on the escape car's half (then the car wants a guard). The distances
        to the nearest living human are kept from one decision to the next while the living humans stand
        where they stood (through the set-up's placements and most of a zombie turn). All of it reads only the
        humans (their spaces, wounds, deaths, the briefcase): it is worked out again only when they changed
        (copies are kept, compared with the state's own). The kept gains and threats are forgotten when a
        living human moved or died, or the car's guard changed; when only what biting a human is worth
        changed (a wound, a heal, the briefcase), only those that read that human are."""
        if (lot, s.humans, s.wounded, s.dead, s.briefcase) == self._humans:
            return
        self._humans = (lot, dict(s.humans), list(s.wounded), list(s.dead), s.briefcase)
        bites = {h: self._prey(s, h) for h in s.humans}
        self._prey_of = {h: worth for h, worth in bites.items() if h not in s.dead}
        hunted = [lot.cell[p] for h, p in s.humans.items() if h not in s.dead]
        if lot is not self._lot or hunted != self._hunted:
            self._away = {}  # space -> 0.3 a step to the nearest living human
        self._lot, self._hunted = lot, hunted
        guarding = any(lot.half[p] == "car" for p in s.humans.values())
        self._guard = guard_spaces(lot) if guarding else frozenset()
        shared = (lot, tuple(hunted), guarding, tuple(s.dead))
        if shared != self._shared:
            self._shared, self._gains, self._gains_near, self._placed, self._placed_on = shared, {}, {}, {}, {}
        else:
            for h, worth in bites.items():
                if self._bites.get(h) != worth:
                    self._forget_near(lot, h, s.humans[h])
        self._bites = bites

    def _forget_near(self, lot: Lot, h: str, cell: str) -> None:
        """Forget the kept gains whose area holds human `h` and the threats of the spaces that see its `cell`."""
        for key in self._gains_near.pop(h, ()):
            self._gains.pop(key, None)
        for loc in seers(lot)[cell]:
            self._placed.pop(loc, None)

    def _sequences(self, s: ZtState, lot: Lot, occ: dict, z: str, ap: int, turned: bool):
        """Each way a free activation can spend its AP: (first action, end space, end facing, bite). Moving
        forward and turning once, it never looks back at the space it left."""
        loc, facing, car, step, humans = s.zombies[z], s.facing[z], lot.car, lot.step, s.humans
        out = []

        def walk(cell, face, left, did_turn, first):
            ahead = step[cell][face]
            marker = occ.get(ahead) if ahead else None
            if marker in humans:
                out.append((first, cell, face, marker))
                return
            can_step = left and ahead is not None and marker is None and ahead not in car
            can_turn = left and not did_turn
            if not can_step and not can_turn:  # nothing left to spend an AP on: it ends here
                out.append((first, cell, face, None))
                return
            if can_step:
                walk(ahead, face, left - 1, did_turn, first or STEP)
            if can_turn:
                for turn, d in TURN_TO[face]:
                    walk(cell, d, left - 1, True, first or turn)

        walk(loc, facing, ap, turned, None)
        return out

    def _outcomes(self, s: ZtState, lot: Lot, occ: dict, z: str, ap: int, turned: bool) -> list[tuple]:
        """(first action, worth) of every way zombie `z` can spend its AP: a bite, then how much it threatens
        from where it ends. Its sight from there (straight ahead after forward moves and one 90 degree turn)
        holds neither the space it left nor the one it ends on: it is scored on the board as it is."""
        return [(first, (8.0 * self._prey(s, prey) if prey else 0.0) + self.score(s, lot, occ, cell, face))
                for first, cell, face, prey in self._sequences(s, lot, occ, z, ap, turned)]

    def _plan(self, s: ZtState, lot: Lot, occ: dict, z: str, ap: int, turned: bool, legal) -> tuple[float, Action]:
        """The best legal first action for zombie `z` and what its activation is then worth."""
        ways = [(value, first) for first, value in self._outcomes(s, lot, occ, z, ap, turned)
                if first is not None and first in legal]
        return max(ways, key=lambda way: way[0]) if ways else None

    # --- the movement phase -------------------------------------------------------------------
    def _movement(self, s: ZtState, lot: Lot, occ: dict, actions) -> Choice:
        card = self._card(s, lot, occ)
        if card:
            return card
        if movement_over(s):  # the legal list's end_movement
            return Choice(END_MOVEMENT, "every activation is spent")
        picks = [a for a in actions if a.kind == "activate"]
        if forced(s)[1] != "III":
            return Choice(picks[0], "the rules force this zombie first")
        best = None
        for a in picks:
            gain = self._gain(s, lot, occ, a["zombie"])
            if best is None or gain > best[0]:
                best = (gain, a)
        gain, a = best
        return Choice(a, lambda: f"the zombie on {s.zombies[a['zombie']]} gains most ({gain:.1f})")

    def _gain(self, s: ZtState, lot: Lot, occ: dict, z: str) -> float:
        """What activating zombie `z` gains: its best way of spending 2 AP, less what it threatens now.

        It reads only the markers on the spaces of its plan_area, what biting the humans among them is worth,
        and what every score shares (_look: the living humans' places, the car guard, the dead), so it is kept
        by the markers: a zombie whose surroundings did not change since it was last judged (about a third of
        the judgements, from one activation to the next) is not judged again. _look forgets the gains that
        read a human whose worth changed, and all of them when what every score shares changed."""
        loc, facing = s.zombies[z], s.facing[z]
        markers = tuple(map(occ.get, plan_area(lot, loc, facing)))
        key = (loc, facing, markers)
        gain = self._gains.get(key)
        if gain is None:
            plan = max([value for _, value in self._outcomes(s, lot, occ, z, 2, False)])
            gain = self._gains[key] = plan - self.score(s, lot, occ, loc, facing)
            for h in self._bites:
                if h in markers:
                    self._gains_near.setdefault(h, []).append(key)
        return gain

    def _spend(self, s: ZtState, lot: Lot, occ: dict, actions) -> Choice:
        plan = self._plan(s, lot, occ, s.active, s.ap, s.zombie_turned, actions)
        if plan is None:
            return Choice(actions[0], "the only way left")
        value, first = plan
        return Choice(first, lambda: f"towards the best threat ({value:.1f})")

    def _card(self, s: ZtState, lot: Lot, occ: dict) -> Optional[Choice]:
        hand = s.hands[ZOMBIES_SEAT]
        if not hand:
            return None
        if "sudden_turn" in hand:
            for z in ready(s):
                for n in lot.neighbours(s.zombies[z]):
                    if occ.get(n) in s.humans and n != lot.ahead(s.zombies[z], s.facing[z]):
                        d = lot.direction(s.zombies[z], n)
                        return Choice(act("play", card="sudden_turn", zombie=z, facing=d), "turn it to bite")
        near = any(lot.half[p] == "car" for p in s.humans.values())
        for card in ("from_sewers", "car_alarm", "stragglers"):
            if card in hand and (card != "car_alarm" or near) and (card != "from_sewers" or lot.manholes):
                return Choice(act("play", card=card), "one more zombie this turn")
        for card in ("horde", "hunger"):
            if card in hand and not s.flipped and (near or s.wounded) and len(ready(s)) > activations(s):
                return Choice(act("play", card=card), "more zombies move while the humans are exposed")
        return None

    # --- spawning and placing -----------------------------------------------------------------
    def _spawn(self, s: ZtState, lot: Lot, occ: dict, actions) -> Choice:
        if actions[0].kind == "take":
            far = max((a for a in actions), key=lambda a: -self.score(s, lot, occ, s.zombies[a["zombie"]],
                                                                       s.facing[a["zombie"]]))
            return Choice(far, "the least useful zombie moves")
        card = self._card(s, lot, occ)
        if card and card.action in actions:
            return card
        return self._placing(s, lot, occ, actions)

    def _forget_placements(self, lot: Lot, occ: dict) -> None:
        """A placement's threats (threats) read the markers on its sight and what every score shares (_look:
        a change there forgets them all); from one placement to the next (the set-up's ten zombies, a
        spawning phase) only the spaces that see a space whose marker changed are scored again."""
        for cell, _ in occ.items() ^ self._placed_on.items():
            for loc in seers(lot)[cell]:
                self._placed.pop(loc, None)
        self._placed_on = dict(occ)

    def _placing(self, s: ZtState, lot: Lot, occ: dict, actions) -> Choice:
        """The placement that threatens most. A placement's legal list gives each space's four facings together,
        in DIRECTIONS order (set-up, spawning and clean-up build it with every_facing or in that order), and
        before any other action: each block of four is one space, scored together (threats)."""
        self._forget_placements(lot, occ)
        best = None
        for i in range(0, len(actions), 4):
            a = actions[i]
            if a.kind in ("spawn", "place"):
                at = a["at"]
            elif a.kind == "turn_human":
                at = s.humans[a["human"]]
            else:
                continue
            values = self._placed.get(at)
            if values is None:
                values = self._placed[at] = self.threats(lot, occ, at)
            top = max(values)
            if best is None or top > best[0]:  # the first of the block's facings that scores it
                best = (top, actions[i + values.index(top)])
        if best is None:
            return Choice(actions[0], "nothing to choose")
        value, a = best
        return Choice(a, lambda: f"where it threatens most ({value:.1f})")

