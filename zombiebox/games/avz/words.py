"""Aliens vs. Zombies in a player's words: counters, dice, and actions described."""
from __future__ import annotations

from typing import Any, Callable

from zombiebox.core.actions import Action

from .data import ALIENS, ALIENS_BY_ID, ICON_NAMES
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


def _group_goes(s, a: Action) -> str:
    if a["to"] == (s.group and s.group.at):
        return f"Attack: the group attacks in {a['to']}"
    return f"{KIND_WORD[a.kind]}: the group goes to {a['to']}"


def _loses(verb: str):
    return lambda s, a: f"{counter_name(a['unit'], capital=True)} in {s.at.get(a['unit'], '?')} {verb}"


# action kind -> the action in a player's words, worked out from the state before it applies
DESCRIPTIONS: dict[str, Callable[[Any, Action], str]] = {
    "place": lambda s, a: f"place {counter_name(a['counter'])} in {a['at']}",
    "spawn": lambda s, a: f"spawn {counter_name(a['counter'])} in {a['at']}",
    "place_group": lambda s, a: f"place a Trooper, a UFO and a Tank in {a['at']}",
    "reveal": lambda s, a: "reveal the event tile",
    "bite": lambda s, a: f"Zombie Bite on {a['at']}: {len(s.aliens[a['at']])} dice, each 5+ kills an Alien",
    "laser": lambda s, a: (f"Alien Laser on {a['at']}: kills all {len(s.zombies[a['at']])} Zombies on a roll that "
                           "low or lower"),
    "mutate": lambda s, a: f"turn {counter_name(a['unit'])} in {s.at.get(a['unit'], '?')} into the Mutant",
    "rampage": lambda s, a: f"the Mutant stomps into {a['to']}" + (
        f" ({len(s.zombies[a['to']])} Zombies there)" if s.zombies[a["to"]] else ""),
    "stop": lambda s, a: "end the Mutant's rampage",
    "bfar": lambda s, a: f"land the BFAR in {a['at']}",
    "assign": _loses("takes the hit"), "kill": _loses("is bitten"), "stomp": _loses("is stomped"),
    "remove": _loses("is blown up"),
    "land": lambda s, a: f"land {counter_name(a['unit'])} in {a['at']}",
    "done": lambda s, a: "land nothing more this turn",
    "act": lambda s, a: f"{KIND_WORD[a['do']]} with counters in {a['at']}",
    "add": lambda s, a: f"add {counter_name(a['unit'])} to the group",
    "add_all": lambda s, a: "add every counter that can join",
    "move": _group_goes, "attack": _group_goes,
    "blast": lambda s, a: f"Blast 'Em in {s.group and s.group.at}",
    "chomp": lambda s, a: f"Chomp 'Em in {s.group and s.group.at}",
    "pass": lambda s, a: "the group passes",
    "end": lambda s, a: f"end the {'Alien' if s.phase == ALIENS else 'Zombie'} actions (counters left pass)",
    "discard": lambda s, a: f"send {counter_name(a['unit'])} in {s.at.get(a['unit'], '?')} back to the reserve",
}


def describe(s, a: Action) -> str:
    found = DESCRIPTIONS.get(a.kind)
    return found(s, a) if found else ICON_NAMES.get(a.kind, a.text)
