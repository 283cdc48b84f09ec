"""Aliens vs. Zombies in a player's words: counters, dice, and actions described."""
from __future__ import annotations

from zombiebox.core.actions import Action

from .data import ALIENS, ALIENS_BY_ID, ICON_NAMES
from .movement import unit_name

SIDE_NAME = {ALIENS: "Alien player", "zombies": "Zombie player"}
KIND_WORD = {"move": "Move", "attack": "Attack", "blast": "Blast 'Em", "chomp": "Chomp 'Em"}


def side_of(uid: str) -> str:
    return ALIENS if uid in ALIENS_BY_ID else "zombies"


def counter_name(uid: str) -> str:
    return f"{unit_name(uid)} {uid}"


def faces(values: list[int]) -> str:
    return " ".join(map(str, values)) or "no dice"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def names(units: list[str]) -> str:
    return ", ".join(counter_name(u) for u in units)


def describe(rules, s, a: Action) -> str:
    k = a.kind
    if k in ("place", "spawn"):
        return f"{k} {counter_name(a['counter'])} in {a['at']}"
    if k == "place_group":
        return f"place a Trooper, a UFO and a Tank in {a['at']}"
    if k == "reveal":
        return "reveal the event tile"
    if k == "bite":
        return f"Zombie Bite on {a['at']}: {len(s.aliens[a['at']])} dice, each 5+ kills an Alien"
    if k == "laser":
        return f"Alien Laser on {a['at']}: kills all {len(s.zombies[a['at']])} Zombies on a roll that low or lower"
    if k == "mutate":
        return f"turn {counter_name(a['unit'])} in {s.at.get(a['unit'], '?')} into the Mutant"
    if k == "rampage":
        n = len(s.zombies[a["to"]])
        return f"the Mutant stomps into {a['to']}" + (f" ({n} Zombies there)" if n else "")
    if k == "stop":
        return "end the Mutant's rampage"
    if k == "bfar":
        return f"land the BFAR in {a['at']}"
    if k in ("assign", "kill", "stomp", "remove"):
        verb = {"assign": "takes the hit", "kill": "is bitten", "stomp": "is stomped", "remove": "is blown up"}[k]
        return f"{counter_name(a['unit'])} in {s.at.get(a['unit'], '?')} {verb}"
    if k == "land":
        return f"land {counter_name(a['unit'])} in {a['at']}"
    if k == "done":
        return "land nothing more this turn"
    if k == "act":
        return f"{KIND_WORD[a['do']]} with counters in {a['at']}"
    if k == "add":
        return f"add {counter_name(a['unit'])} to the group"
    if k == "add_all":
        return "add every counter that can join"
    if k in ("move", "attack"):
        return f"{KIND_WORD[k]}: the group goes to {a['to']}" if a["to"] != (s.group and s.group.at) else \
            f"Attack: the group attacks in {a['to']}"
    if k in ("blast", "chomp"):
        return f"{KIND_WORD[k]} in {s.group and s.group.at}"
    if k == "pass":
        return "the group passes"
    if k == "end":
        return f"end the {'Alien' if s.phase == ALIENS else 'Zombie'} actions (counters left pass)"
    if k == "discard":
        return f"send {counter_name(a['unit'])} in {s.at.get(a['unit'], '?')} back to the reserve"
    return ICON_NAMES.get(k, a.text)
