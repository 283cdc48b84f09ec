"""Aliens vs. Zombies in a player's words: prompts for the seat to move, actions described."""
from __future__ import annotations

from zombiebox.core.actions import Action

from .data import ALIENS, ALIENS_BY_ID, ICON_NAMES, TURNS
from .movement import unit_name

SIDE_NAME = {ALIENS: "Alien player", "zombies": "Zombie player"}
KIND_WORD = {"move": "Move", "attack": "Attack", "blast": "Blast 'Em", "chomp": "Chomp 'Em"}


def side_of(uid: str) -> str:
    return ALIENS if uid in ALIENS_BY_ID else "zombies"


def counter_name(uid: str) -> str:
    return f"{unit_name(uid)} {uid}"


def prompt(rules, s) -> str:
    p, step = s.pending, s.step
    who = SIDE_NAME.get(rules.to_move(s), "")
    if step == "place":
        return (f"{who}: place {counter_name(s.drawn[0])} ({len(s.drawn)} drawn counters to place, "
                "at most three in a location)")
    if step == "place_group":
        return f"{who}: place a Trooper, UFO and Tank group in an empty location ({p['groups']} groups left)"
    if step == "reveal":
        return f"{who}: reveal the event tile of turn {s.turn} of {TURNS}"
    if step == "spawn":
        return (f"{who}: spawn {counter_name(s.drawn[0])} in an outside-edge location or a dirt lot "
                f"({len(s.drawn)} to spawn)")
    if step == "bite":
        return f"{who}: choose a location with Aliens for the Zombie Bite"
    if step == "laser":
        return f"{who}: choose a location with Zombies for the Alien Laser"
    if step == "mutate":
        return f"{who}: choose the Alien Trooper that becomes the Mutant"
    if step == "rampage":
        return f"{who}: the Mutant in {p['at']} may stomp into a next location ({p['left']} left) or stop"
    if step == "bfar":
        return f"{who}: choose an empty location for the BFAR to land in"
    if step == "losses":
        hit = f"; {counter_name(p['damaged'])} has one hit and must take the next" if p["damaged"] else ""
        what = {"assign": "takes the next hit", "kill": "is bitten", "stomp": "is stomped",
                "remove": "is blown up by the missiles"}[p["verb"]]
        return f"{who}: choose which counter in {', '.join(p['locs'])} {what} ({p['left']} left{hit})"
    if step == "land":
        return (f"{who}: land small Aliens worth up to {p['budget']} combat points in empty locations "
                f"(one Leader at most), then done")
    if step == "act":
        return f"{who}: choose a location and an action for its counters, or end the phase"
    if step == "group":
        names = ", ".join(counter_name(u) for u in p["units"]) or "no counters yet"
        return f"{who}: {KIND_WORD[p['kind']]} from {p['at']} with {names}: add counters, then go"
    if step == "discard":
        return f"{who}: send Aliens back to the reserve until no location holds more than four"
    outcome = rules.outcome(s)
    return outcome.text if outcome else ""


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
        return f"{KIND_WORD[k]}: the group goes to {a['to']}" if a["to"] != s.pending.get("at") else \
            f"Attack: the group attacks in {a['to']}"
    if k in ("blast", "chomp"):
        return f"{KIND_WORD[k]} in {s.pending.get('at')}"
    if k == "pass":
        return "the group passes"
    if k == "end":
        return f"end the {'Alien' if s.phase == ALIENS else 'Zombie'} actions (counters left pass)"
    if k == "discard":
        return f"send {counter_name(a['unit'])} in {s.at.get(a['unit'], '?')} back to the reserve"
    return ICON_NAMES.get(k, a.text)
