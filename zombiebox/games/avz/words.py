"""Aliens vs. Zombies in a player's words: counters, dice, and what the Moves' words name."""
from __future__ import annotations

from typing import Any, Callable

from zombiebox.core.actions import Action

from .data import ALIEN_HIT, ALIENS, ALIENS_BY_ID, SAVE, SAVE_BETTER, AlienKind
from .data import kind_of

SIDE_NAME = {ALIENS: "Alien player", "zombies": "Zombie player"}
KIND_WORD = {"move": "Move", "attack": "Attack", "blast": "Blast 'Em", "chomp": "Chomp 'Em"}


def side_of(uid: str) -> str:
    return ALIENS if uid in ALIENS_BY_ID else "zombies"


def counter_name(uid: str, the: bool = False, capital: bool = False) -> str:
    """A counter as the board shows it: its kind, "an Alien Trooper" (no counter shows its id); `the`
    for one the sentence points at ("the hit on the Alien UFO"), and always for a kind of one (the
    Alien BFAR); `capital` to start a sentence."""
    kind = kind_of(uid)
    article = "the" if the or kind.count == 1 else "an" if kind.name[:1] in "AEIOU" else "a"
    said = f"{article} {kind.name}"
    return said[:1].upper() + said[1:] if capital else said


def faces(values: list[int]) -> str:
    return " ".join(map(str, values)) or "no dice"


def names(units: list[str], capital: bool = False) -> str:
    """Counters by kind, counted, in the order given: "2 Alien Troopers and an Alien UFO"."""
    kinds: dict[str, list[str]] = {}
    for u in units:
        kinds.setdefault(kind_of(u).name, []).append(u)
    parts = [counter_name(us[0]) if len(us) == 1 else f"{len(us)} {name}s" for name, us in kinds.items()]
    said = " and ".join(filter(None, (", ".join(parts[:-1]), parts[-1]))) if parts else "no counters"
    return said[:1].upper() + said[1:] if capital else said


def agrees(units: list[str], verb: str, one: str) -> str:
    """The verb for these counters: `one` for a single counter ("moves"), else `verb` ("move")."""
    return one if len(units) == 1 else verb


# the namers a Move's words may name (FlowRules.namers), each (state, value) -> words
NAMERS: dict[str, Callable[[Any, Any], str]] = {
    "counter": lambda s, uid: counter_name(uid),
    "Counter": lambda s, uid: counter_name(uid, capital=True),
    "where": lambda s, uid: s.at.get(uid, "?"),     # the location a counter stands in
    "kind": lambda s, kind: KIND_WORD[kind],
    "aliens": lambda s, at: str(len(s.aliens[at])),
    "zombies": lambda s, at: str(len(s.zombies[at])),
}


def group_goes(s, a: Action) -> str:
    """A group's Move or Attack: to the location it stands in is an attack there (AvZ 5.0)."""
    if a["to"] == (s.group and s.group.at):
        return f"Attack: the group attacks in {a['to']}"
    return f"{KIND_WORD[a.kind]}: the group goes to {a['to']}"


def strike_words(s, a: Action) -> str:
    """Blast 'Em or Chomp 'Em where the group stands (AvZ 5.0)."""
    return f"{KIND_WORD[a.kind]} in {s.group and s.group.at}"


def rampage_words(s, a: Action) -> str:
    there = len(s.zombies[a["to"]])
    return f"the Mutant stomps into {a['to']}" + (f" ({there} Zombies there)" if there else "")


def end_words(s, a: Action) -> str:
    return f"end the {'Alien' if s.phase == ALIENS else 'Zombie'} actions (counters left pass)"


def printed(uid: str) -> tuple[str, ...]:
    """A counter's printed numbers and marks, each with what it means (AvZ 1.0, the back cover)."""
    kind = kind_of(uid)
    if isinstance(kind, AlienKind):
        facts = [f"Combat {kind.combat}: it rolls {kind.combat} attack dice, each hitting on {ALIEN_HIT}+ (AvZ 7.1a)",
                 f"Movement {kind.movement}: movement points a Move may spend (AvZ 5.1, 6.0)"]
        if kind.key == "leader":
            facts.append(f"Leader: Aliens stacked with it add +1 to each attack die (hit on {ALIEN_HIT - 1}+) and "
                         f"save on {SAVE_BETTER}+; no Zombie may leave its location (AvZ 7.1a, 7.2, 6.3)")
        if kind.key == "ufo":
            facts.append("Flying: ignores parks, need not stop among enemies, may leave Fast Zombies (AvZ 6.1, 6.2, 6.4)")
        if kind.armored:
            facts.append("Armored (circled combat number): two hits kill it (AvZ 7.3)")
        if kind.big:
            facts.append("Big: counts as two Aliens in a stack of at most four; never lands from the reserve (AvZ 6.4, 3.0)")
        return tuple(facts)
    n = kind.number
    facts = [f"Zombie Number {n}: {n} movement points (AvZ 5.1); each attack die hits on more than {n} (AvZ 7.1z)"]
    if kind.mob:
        facts.append("Mob (white number in a black circle): one more attack die; two hits kill it (AvZ 7.1z, 7.3)")
    if kind.fast:
        facts.append("Fast: need not stop among Aliens, and Aliens cannot leave its location (AvZ 6.2, 6.4)")
    if kind.tough:
        facts.append(f"Tough: its stack saves on {SAVE_BETTER}+ instead of {SAVE}+ (AvZ 7.2)")
    return tuple(facts)
