"""ZT Game Setup 1-7: the pools, the cards dealt, then every marker the players place, one Action each."""
from __future__ import annotations

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section

from .acts import every_facing
from .data import DECK, HAND, HUMANS_BY_ID, HUMANS_SEAT, SEATS, SETUP_ZOMBIES_PER_HALF, ZOMBIES, ZOMBIES_SEAT
from .lot import CAR_HALF, DIRECTIONS, MARKET_HALF, lot_of
from .markers import put_zombie, who
from .state import TO, ZtState


def new_game(options: dict, dice: Dice) -> ZtState:
    """Steps 1-3, 6, 7: the pool, the healthy humans, 4 cards each (shuffled by the seeded dice), the
    terror marker beside the board, 4 ammo and the briefcase. The placements (4, 5) are decisions."""
    s = ZtState(options=dict(options), pool=list(ZOMBIES))
    s.hands = {seat: sorted(dice.shuffle(DECK[seat])[:HAND]) for seat in SEATS}  # ZT Game Setup 3
    return s


def first_step(s: ZtState) -> str:
    return TO.lay_token if s.to_lay else TO.place_human


def human_spaces(s: ZtState) -> list[str]:
    """ZT Game Setup 4: empty spaces of the first row on the supermarket half."""
    taken = set(s.humans.values())
    return [n for n in lot_of(s).start_row if n not in taken]


def zombie_spaces(s: ZtState) -> list[str]:
    """ZT Game Setup 5: empty spaces, 5 zombies a half, none adjacent to another marker. Not the escape car:
    zombies treat it as an obstacle (ZT Movement Phase)."""
    lot = lot_of(s)
    per_half = {CAR_HALF: 0, MARKET_HALF: 0}
    for loc in s.zombies.values():
        per_half[lot.half[loc]] += 1
    open_halves = {half for half, placed in per_half.items() if placed < SETUP_ZOMBIES_PER_HALF}
    near = set(lot.car)  # the markers' spaces and every space beside one, and the car
    for loc in [*s.humans.values(), *s.zombies.values()]:
        near.add(loc)
        near.update(lot.adjacent[loc])
    return [n for n in lot.names if n not in near and lot.half[n] in open_halves]


def _legal_humans(s: ZtState) -> list[Action]:
    spaces = human_spaces(s)
    return [act("place", human=h, at=n) for h in s.unplaced_humans() for n in spaces]


def _legal_zombies(s: ZtState) -> list[Action]:
    return [a for n in zombie_spaces(s) for a in every_facing("place", n)]


def _place_human(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    s.humans[a["human"]] = a["at"]
    events.append(Event("place", "ZT Game Setup", f"{who(a['human'])} starts on {a['at']}",
                        {"human": a["human"], "at": a["at"]}))
    if not s.unplaced_humans():
        s.step = TO.place_zombie


def _place_zombie(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    put_zombie(s, a["at"], a["facing"], "ZT Game Setup", f"a zombie starts on {a['at']} facing {a['facing']}",
               "place", events)
    if len(s.zombies) == 2 * SETUP_ZOMBIES_PER_HALF:
        s.step = TO.human_turn
        events.append(Event("round", "ZT Playing the Game", "round 1: the Human Player's turn", {"round": 1}))


def _why_human(s: ZtState, a: Action):
    h, at = a["human"], a["at"]
    if h not in HUMANS_BY_ID:
        return f"there is no human {h!r} (humans: {', '.join(HUMANS_BY_ID)})", "ZT Box Contents"
    if h in s.humans:
        return f"{who(h)} is already on the board", "ZT Game Setup"
    return f"{at} is not an empty space of the supermarket half's first row", "ZT Game Setup"


def _why_zombie(s: ZtState, a: Action):
    lot, at = lot_of(s), a["at"]
    if a["facing"] not in DIRECTIONS:
        return f"a zombie faces N, E, S or W, not {a['facing']}", "ZT Game Setup"
    if at not in lot.names:
        return f"{at} is not a space of the lot", "ZT Obstacles"
    if at in lot.car:
        return "zombies treat the escape car as an obstacle", "ZT Movement Phase"
    if at in s.occupied():
        return f"{at} is not empty", "ZT Game Setup"
    if any(m in s.occupied() for m in lot.neighbours(at)):
        return "a zombie cannot start adjacent to another zombie or a human", "ZT Game Setup"
    return f"the {lot.half[at]} half already has its {SETUP_ZOMBIES_PER_HALF} zombies", "ZT Game Setup"


class GameSetup(Section):
    """ZT Game Setup 4-5: the humans on the first row, then ten zombies, five a half."""

    def declare(self) -> tuple[DecisionPoint, ...]:
        return (
            DecisionPoint(name="place_human", rule="ZT Game Setup", seat=lambda s: HUMANS_SEAT,
                          prompt=lambda s: f"place your humans on the first row ({len(s.unplaced_humans())} left)",
                          legal=_legal_humans, explain=_why_human,
                          moves=(Move("place", _place_human, {"human": str, "at": str},
                                      words="place {human:human} on {at}"),)),
            DecisionPoint(name="place_zombie", rule="ZT Game Setup", seat=lambda s: ZOMBIES_SEAT,
                          prompt=lambda s: f"place a zombie and choose its facing "
                                           f"({2 * SETUP_ZOMBIES_PER_HALF - len(s.zombies)} left, 5 a half)",
                          legal=_legal_zombies, explain=_why_zombie,
                          moves=(Move("place", _place_zombie, {"at": str, "facing": str},
                                      words="place a zombie on {at} facing {facing:facing}"),)),
        )
