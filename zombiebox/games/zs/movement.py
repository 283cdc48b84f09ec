"""ZS Zombie Movement: a zombie enters a numbered square; an occupied square pushes its zombie one
space towards the house; a zombie pushed at the wall enters through an unbarricaded opening, or
slides along the wall (the owner's choice); three zombies next to a barricade break it."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Event

from .houses import FAR, Yard, house
from .state import Arrival, Household, ZsState
from .words import seat_name

RULE = "ZS Zombie Movement"


def yard_of(hh: Household, name: str) -> Yard:
    return house(hh.house).yards[name]


def _pushed_at_wall(hh: Household, yard: Yard, square: int) -> Optional[int]:
    """The square along the wall whose zombie an arrival on `square` pushes, or None."""
    occupied = hh.zombies[yard.name]
    if square not in occupied:
        return None
    if square in FAR:
        near = yard.toward[square]
        return near if near in occupied else None
    return square


def _slides(hh: Household, yard: Yard, square: int) -> list[int]:
    """The squares beside `square` a zombie there can slide to: a side where the zombies along the
    wall can make room (ruled: the end of the wall is no room)."""
    occupied, along = hh.zombies[yard.name], yard.along
    i, out = along.index(square), []
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(along) and along[j] in occupied:
            j += step
        if 0 <= j < len(along):
            out.append(along[i + step])
    return out


def _blocked(hh: Household, yard: Yard, square: int) -> bool:
    """A zombie pushed here cannot come in: the opening it touches is barricaded, or there is none."""
    return yard.name in hh.barricades or square not in yard.touching


def choices(state: ZsState, arrival: Arrival) -> list[int]:
    """The slide squares the owner must choose between before this arrival (empty: no choice)."""
    hh = state.households[arrival.seat]
    if hh.out or not state.supply:
        return []
    yard = yard_of(hh, arrival.yard)
    wall = _pushed_at_wall(hh, yard, arrival.square)
    if wall is None or not _blocked(hh, yard, wall):
        return []
    sides = _slides(hh, yard, wall)
    return sides if len(sides) == 2 else []


def arrive(state: ZsState, arrival: Arrival, events: list[Event], slide: Optional[int] = None) -> None:
    """Place one zombie (ZS Zombie Movement); `slide` is the owner's choice when `choices` offered one."""
    hh = state.households[arrival.seat]
    if hh.out:
        return
    if not state.supply:  # ruled: 140 zombies; none left, none placed
        events.append(Event("no_zombie", RULE, f"no zombie is left in the box for {seat_name(arrival.seat)}'s {arrival.yard} yard"))
        return
    yard = yard_of(hh, arrival.yard)
    occupied = hh.zombies[yard.name]
    wall = _pushed_at_wall(hh, yard, arrival.square)
    if wall is not None:
        _push_at_wall(state, hh, yard, wall, slide, events)
    if arrival.square in occupied and arrival.square in FAR:   # the far zombie steps towards the house
        occupied.remove(arrival.square)
        occupied.append(yard.toward[arrival.square])
    occupied.append(arrival.square)
    occupied.sort()
    state.supply -= 1
    events.append(Event("zombie", arrival.rule, f"a zombie enters {seat_name(arrival.seat)}'s {yard.name} yard on {arrival.square}",
                        {"seat": arrival.seat, "yard": yard.name, "square": arrival.square}))
    break_barricade(hh, yard, events)


def _push_at_wall(state: ZsState, hh: Household, yard: Yard, square: int, slide: Optional[int],
                  events: list[Event]) -> None:
    occupied = hh.zombies[yard.name]
    if not _blocked(hh, yard, square):
        occupied.remove(square)
        hh.inside += 1
        events.append(Event("break_in", RULE, f"a zombie comes into {seat_name(hh.seat)}'s house through the "
                            f"{house(hh.house).opening_name(yard.name)}", {"seat": hh.seat, "yard": yard.name}))
        return
    sides = _slides(hh, yard, square)
    if not sides:  # ruled: no room along the wall: the barricade gives and the zombie comes in
        if yard.name in hh.barricades:
            hh.barricades.remove(yard.name)
        occupied.remove(square)
        hh.inside += 1
        events.append(Event("break_in", RULE, f"no room along the wall: a zombie breaks into {seat_name(hh.seat)}'s house",
                            {"seat": hh.seat, "yard": yard.name}))
        return
    to = slide if slide in sides else sides[0]
    along = list(yard.along)
    step = 1 if along.index(to) > along.index(square) else -1
    j = along.index(square)
    line = []
    while 0 <= j < len(along) and along[j] in occupied:
        line.append(along[j])
        j += step
    for sq in reversed(line):   # the far end first: each zombie moves one square along
        occupied.remove(sq)
        occupied.append(along[along.index(sq) + step])
    events.append(Event("slide", RULE, f"a zombie slides along {seat_name(hh.seat)}'s {yard.name} wall to {to}",
                        {"seat": hh.seat, "yard": yard.name, "from": square, "to": to}))


def break_barricade(hh: Household, yard: Yard, events: list[Event]) -> None:
    """ZS Barricades: three zombies next to a barricade remove it."""
    if yard.name in hh.barricades and len(yard.touching & set(hh.zombies[yard.name])) >= 3:
        hh.barricades.remove(yard.name)
        events.append(Event("barricade_broken", "ZS Barricades", f"three zombies break the barricade on "
                            f"{seat_name(hh.seat)}'s {house(hh.house).opening_name(yard.name)}", {"seat": hh.seat, "yard": yard.name}))
