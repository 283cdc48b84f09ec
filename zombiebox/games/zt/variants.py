"""ZT Game Variant: Advanced Rules and Free Board Setup. Side B, and the players lay tokens on it one at a
time, in the rulebook's order, before the normal set-up: each token an Action of the player laying it."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import DecisionPoint, Move, Section, only_answer
from zombiebox.core.words import plural

from .data import HUMANS_SEAT, ZOMBIES_SEAT
from .lot import CAR_HALF, DIRECTIONS, STEP, Lot, load_lot, lot_of
from .state import TO, ZtState

ADVANCED, FREE = "ZT Game Variant: Advanced Rules", "ZT Game Variant: Free Board Setup"
Z, H = ZOMBIES_SEAT, HUMANS_SEAT
# ZT Advanced Rules: the Zombie Player starts and finishes, large tokens first
ADVANCED_ORDER = ((Z, "large"), (H, "large"), (Z, "small"), (H, "small"), (Z, "small"), (H, "small"), (Z, "small"))
# ZT Free Board Setup: car, buses, manhole, booth, large, small; started by the Zombie Player, finished by the Human
FREE_ORDER = ((Z, "car"), (H, "bus"), (Z, "bus"), (H, "manhole"), (Z, "booth"), (H, "large"), (Z, "large"),
              (H, "small"), (Z, "small"), (H, "small"), (Z, "small"), (H, "small"))
FACED = {"bus": DIRECTIONS, "booth": DIRECTIONS, "large": ("E", "S")}  # objects laid with a facing
FOOTPRINT = {"car": "3 spaces in row 1", "bus": "3 spaces and an exit", "booth": "space and its door",
             "large": "2 spaces side by side", "small": "space", "manhole": "space"}
WORDS = {"car": "the escape car", "bus": "a bus", "manhole": "the manhole", "booth": "the guard booth",
         "large": "a large obstacle", "small": "a small obstacle"}


def begin(s: ZtState) -> None:
    """Side B's tokens: the advanced game lays the car, buses, booth and manhole where side A prints them."""
    board = s.options.get("board", "basic")
    if board == "advanced":
        a = load_lot("A")
        printed = [(obj, "block", sorted(n for n, o in a.obstacles.items() if o == obj)) for obj in ("bus", "booth")]
        s.tokens = printed + [("car", "car", sorted(a.car)), ("manhole", "manhole", sorted(a.manholes))] + \
            [(src, "spawn", [n]) for n, src in sorted(a.spawn.items()) if src != "edge"]
        s.to_lay = list(ADVANCED_ORDER)
    elif board == "free":
        s.to_lay = list(FREE_ORDER)


def footprint(lot: Lot, obj: str, at: str, facing: Optional[str]) -> Optional[tuple[list[str], list[str]]]:
    """(cells covered, spawn spaces opened) of `obj` laid at `at`, or None if it does not fit on the lot.
    A bus lies across its facing with its exit in front of its middle; the booth's door is in front of it;
    a large obstacle covers `at` and the space east or south of it (designed sizes: docs/rulings)."""
    c, r = lot.cell[at]
    if obj == "car":
        cells = [lot.at.get((c + dc, r)) for dc in (-1, 0, 1)]
        return (cells, []) if None not in cells and r == 0 else None  # the last row (ZT Free Board Setup)
    if obj in ("manhole", "small"):
        return [at], []
    dc, dr = STEP[facing]
    if obj == "large":
        other = lot.at.get((c + dc, r + dr))
        return ([at, other], []) if other else None
    door = lot.at.get((c + dc, r + dr))
    if door is None:
        return None
    if obj == "booth":
        return [at], [door]
    cells = [lot.at.get((c + dr, r + dc)), at, lot.at.get((c - dr, r - dc))]  # across the facing
    return (cells, [door]) if None not in cells else None


def _laid(s: ZtState) -> tuple[set[str], set[str]]:
    """The spaces the tokens cover, and those of the tokens others may not touch (all but the manhole)."""
    taken = {c for _, role, cs in s.tokens if role != "spawn" for c in cs}
    solid = {c for _, role, cs in s.tokens if role in ("block", "car") for c in cs}
    return taken, solid


def fits(s: ZtState, obj: str, at: str, facing: Optional[str]) -> bool:
    """ZT Obstacle Placement Rules / Object Placement Rules: on empty spaces, off the board's edges, not
    adjacent (diagonals too) to another token; the manhole anywhere empty, and others may touch it; the
    manhole and booth on the escape car's half."""
    lot = lot_of(s)
    laid = footprint(lot, obj, at, facing)
    if laid is None:
        return False
    cells, doors = laid
    taken, solid = _laid(s)
    if any(c in taken for c in cells) or any(d in lot.obstacles or d in lot.car for d in doors):
        return False
    if obj in ("manhole", "booth") and lot.half[at] != CAR_HALF:
        return False
    if obj in ("manhole", "car"):
        return True
    return not any(lot.edge(c) for c in cells) and not any(n in solid for c in cells for n in lot.around(c))


# --- the obstacle tokens: how many of those still to lay can reach the board ------------------------------
OBSTACLES = ("large", "small")  # laid last in both variants, each covering only spaces clear of every token


def clear_spaces(s: ZtState) -> frozenset[str]:
    """The spaces an obstacle token may cover now: empty, off the edges, touching no token but the manhole."""
    lot = lot_of(s)
    taken, solid = _laid(s)
    return frozenset(n for n in lot.cell if n not in taken and not lot.edge(n)
                     and not any(m in solid for m in lot.around(n)))


def closed_by(lot: Lot, cells) -> set[str]:
    """The spaces a token on `cells` takes from the clear ones: its own and every one touching them."""
    return {m for c in cells for m in (c, *lot.around(c))}


def _ways(lot: Lot, clear: frozenset[str], obj: str) -> list[tuple[str, ...]]:
    if obj == "small":
        return [(n,) for n in clear]
    return [(n, m) for n in clear for d in FACED["large"] if (m := lot.step[n][d]) in clear]


def most_laid(lot: Lot, clear: frozenset[str], objs: tuple[str, ...], memo: dict) -> int:
    """How many of the obstacle tokens `objs`, laid in turn, can reach the board at best when `clear` spaces
    are clear (a token that fits nowhere stays in the box and the next is laid)."""
    if not objs:
        return 0
    key = (clear, objs)
    if key not in memo:
        ways = _ways(lot, clear, objs[0])
        best = 0 if ways else most_laid(lot, clear, objs[1:], memo)
        for cells in ways:
            best = max(best, 1 + most_laid(lot, clear - closed_by(lot, cells), objs[1:], memo))
            if best == len(objs):
                break
        memo[key] = best
    return memo[key]


def why_out(s: ZtState, obj: str) -> tuple[str, list[str], list[str]]:
    """Why a token fits nowhere, in words, with the empty spaces off the edges that touch a token (barred)
    and those clear of every token (too few, or none side by side, for it)."""
    lot = lot_of(s)
    taken, _ = _laid(s)
    clear = clear_spaces(s)
    order = sorted(lot.cell, key=lambda n: (lot.cell[n][1], lot.cell[n][0]))
    barred = [n for n in order if n not in taken and not lot.edge(n) and n not in clear]
    open_ = [n for n in order if n in clear]
    if not open_:
        return "every empty space off the edges touches a token", barred, open_
    return (f"only {', '.join(open_)} {'is' if len(open_) == 1 else 'are'} clear of the edges and of every "
            f"token: no room for its {FOOTPRINT[obj]}"), barred, open_


def _legal(s: ZtState) -> list[Action]:
    obj = s.to_lay[0][1]
    lot = lot_of(s)
    ways = [act("lay", at=n, **({"facing": d} if d else {}))
            for n in sorted(lot.cell, key=lambda n: (lot.cell[n][1], lot.cell[n][0]))
            for d in FACED.get(obj, (None,)) if fits(s, obj, n, d)]
    return ways or [act("leave")]


def _leave(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    """No space left where the token fits: it stays in the box (docs/rulings), and the board says why."""
    reason, barred, open_ = why_out(s, s.to_lay[0][1])
    seat, obj = s.to_lay.pop(0)
    events.append(Event("leave", _rule(s), f"{WORDS[obj]} fits nowhere: {reason}; it stays in the box",
                        {"object": obj, "seat": seat, "barred": barred, "clear": open_}))
    if not s.to_lay:
        s.step = TO.place_human


def _rule(s: ZtState) -> str:
    return FREE if s.options["board"] == "free" else ADVANCED


def _lay(s: ZtState, a: Action, dice: Dice, events: list) -> None:
    seat, obj = s.to_lay.pop(0)
    cells, doors = footprint(lot_of(s), obj, a["at"], a.get("facing"))
    role = {"car": "car", "manhole": "manhole"}.get(obj, "block")
    s.tokens.append((obj, role, cells))
    if doors:
        s.tokens.append((obj, "spawn", doors))
    events.append(Event("lay", _rule(s), f"the {seat[:-1].title()} Player lays {WORDS[obj]} on {', '.join(cells)}",
                        {"object": obj, "cells": cells, "spawn": doors, "seat": seat}))
    if not s.to_lay:
        s.step = TO.place_human


def _why(s: ZtState, a: Action):
    obj, rule = s.to_lay[0][1], _rule(s)
    if a.kind == "leave":
        return f"{WORDS[obj]} still fits on the lot: lay it", rule
    if a["at"] not in lot_of(s).cell:
        return f"{a['at']} is not a space of the lot", rule
    if (a.get("facing") is None) != (obj not in FACED) or a.get("facing", "E") not in FACED.get(obj, ("E",)):
        return f"{WORDS[obj]} is laid with facing= one of {', '.join(FACED[obj])}" if obj in FACED else \
            f"{WORDS[obj]} is laid without a facing", rule
    return (f"{WORDS[obj]} must go on empty spaces, off the edges, not touching another token (diagonals "
            "too; the manhole excepted)"), rule


def _laying(s: ZtState, a: Action) -> str:
    """The squares the token covers, and its door or exit."""
    obj = s.to_lay[0][1]
    lot = lot_of(s)
    cells, doors = footprint(lot, obj, a["at"], a.get("facing"))
    cells = sorted(cells, key=lambda n: (lot.cell[n][1], lot.cell[n][0]))
    opening = f", its {'door' if obj == 'booth' else 'exit'} on {doors[0]}" if doors else ""
    return f"lay {WORDS[obj]} on {', '.join(cells)}{opening}"


class GameVariants(Section):
    """ZT Game Variants: side B's tokens laid by the players (Advanced Rules, Free Board Setup)."""

    def declare(self) -> tuple[DecisionPoint, ...]:
        return (DecisionPoint(
            name="lay_token", rule=_rule,
            seat=lambda s: s.to_lay[0][0],
            prompt=lambda s: f"lay {WORDS[s.to_lay[0][1]]} on side B ({plural(len(s.to_lay), 'token')} left)",
            legal=_legal, explain=_why, forced=only_answer(_legal),
            moves=(Move("lay", _lay, {"at": str}, {"facing": str}, words=_laying),
                   Move("leave", _leave, words="the token fits nowhere: leave it in the box"))),)
