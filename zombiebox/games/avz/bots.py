"""Aliens vs. Zombies bots: a priority flowchart for each side, each choice with its reason.

The flowcharts read the position the way a player at the table would: where
the enemy stands, how far away it is along the crosswalks, how big each stack
is (a Laser kills a whole stack on a roll up to its size), and who carries a
Leader. They choose only among the legal actions they are given.
"""
from __future__ import annotations

import math
from collections import deque
from functools import lru_cache
from types import MappingProxyType
from typing import Callable, Iterable, Mapping

from zombiebox.core.actions import Action
from zombiebox.core.bots import Choice
from zombiebox.core.dice import Dice

from . import movement as mv
from .combat import two_hits
from .data import ALIENS, ALIENS_BY_ID, LASER, VICTORY_LEVELS, ZOMBIES, ZOMBIES_BY_ID
from .words import counter_name

FAR = 99

# How many more Zombies reach the dead pile from the start of turn t to the end (mean, spread): the
# flowcharts' own games, 150 of them from seeds 1-150 (2026-12-02). The search's evaluation reads it.
DEAD_TO_COME = {1: (26.1, 15.0), 2: (23.3, 14.7), 3: (19.7, 14.2), 4: (15.7, 13.3), 5: (12.6, 11.9),
                6: (9.2, 10.6), 7: (6.5, 9.0), 8: (3.2, 6.6)}


def win_chance(s, seat: str) -> float:
    """`seat`'s chance to win from here, a stalemate counted half (AvZ 8.0: the dead pile after turn 8
    decides), from the dead pile now and what the flowcharts' games add to it from this turn on."""
    mean, spread = DEAD_TO_COME[min(max(s.turn, 1), 8)]
    expected = len(s.dead_pile) + mean
    zombies_top, stalemate_top = VICTORY_LEVELS[1][0], VICTORY_LEVELS[2][0]

    def below(top: int) -> float:   # the chance the final dead pile is at most `top`
        return 0.5 * (1 + math.erf((top + 0.5 - expected) / (spread * math.sqrt(2))))
    zombies, aliens = below(zombies_top), 1 - below(stalemate_top)
    return (zombies if seat == ZOMBIES else aliens) + (1 - zombies - aliens) / 2


def distances(town, sources: Iterable[str]) -> Mapping[str, int]:
    """Crosswalk steps from the nearest source location (breadth first)."""
    return _breadth_first(town, tuple(sources))


@lru_cache(maxsize=4096)  # the same enemy positions come up decision after decision
def _breadth_first(town, sources: tuple[str, ...]) -> Mapping[str, int]:
    dist = {n: 0 for n in sources}
    queue = deque(dist)
    while queue:
        loc = queue.popleft()
        for nxt in town.neighbours[loc]:
            if nxt not in dist:
                dist[nxt] = dist[loc] + 1
                queue.append(nxt)
    return MappingProxyType(dist)


def best(items: list, key: Callable, dice: Dice):
    """The item with the highest key; ties broken by the bot's own dice."""
    scored = [(key(i), i) for i in items]
    top = max(k for k, _ in scored)
    tied = [i for k, i in scored if k == top]
    return tied[dice.randrange(len(tied))] if len(tied) > 1 else tied[0]


def _of(actions: list[Action], kind: str) -> list[Action]:
    return [a for a in actions if a.kind == kind]


def _next_drawn(s, actions: list[Action]) -> list[Action]:
    """Drawn Zombies go down in the order drawn: where each goes is the choice that matters."""
    first = ("counter", s.drawn[0])
    return [a for a in actions if first in a.params]


class FlowchartBot:
    """Shared steps: group building, and the steps whose answer is the same for both sides."""

    name = "flowchart"
    side = ""

    def __init__(self, seat: str = ""):
        self.seat = seat or self.side

    def choose(self, rules, s, actions: list[Action], dice: Dice) -> Choice:
        if len(actions) == 1:
            return Choice(actions[0], "the only choice")
        answer = self.answers.get(s.step)
        found = answer(self, rules, s, actions, dice) if answer else None
        return Choice(*found) if found else Choice(actions[0], "nothing better to do")

    def _group(self, rules, s, actions, dice):
        p = s.group
        if _of(actions, "add_all"):
            return _of(actions, "add_all")[0], "the whole stack acts together"
        adds = _of(actions, "add")
        if adds and not (p.kind == "attack" and p.units):
            return adds[0], "more counters, more dice"
        go = [a for a in actions if a.kind == p.kind]
        if not go:
            return _of(actions, "pass")[0], "no way to act together: the group passes"
        if p.kind in ("blast", "chomp"):
            return go[0], "attack the enemies here"
        return self._destination(rules, s, go, dice)

    def _reveal(self, rules, s, actions, dice):
        return actions[0], "reveal this turn's event"

    answers = {"group": _group, "reveal": _reveal}  # decision point -> how this bot answers it


class ZombieBot(FlowchartBot):
    side = "zombies"

    # set-up and spawning
    def _place(self, rules, s, actions, dice):
        actions = _next_drawn(s, actions)
        a = best(actions, lambda a: (-len(s.zombies[a["at"]]), len(rules.town.neighbours[a["at"]])), dice)
        return a, f"spread out in {a['at']}: a Laser kills a whole stack"

    def _spawn(self, rules, s, actions, dice):
        actions = _next_drawn(s, actions)
        dist = distances(rules.town, [n for n in rules.town.names if s.aliens[n]])
        laser = LASER in s.icons

        def score(a):
            n = a["at"]
            d = dist.get(n, FAR)
            return -abs(d - 1) - len(s.zombies[n]) * (1 if laser else 0.5)
        a = best(actions, score, dice)
        d = dist.get(a["at"], FAR)
        why = "next to the Aliens, to attack them this turn" if d == 1 else \
            "among the Aliens, to chomp them" if d == 0 else "as near the Aliens as a spawn point gets"
        return a, f"spawn in {a['at']}: {why}"

    def _bite(self, rules, s, actions, dice):
        a = best(actions, lambda a: (len(s.aliens[a["at"]]), mv.has_leader(s, a["at"])), dice)
        return a, f"bite {a['at']}: the most Aliens there, the most dice"

    # losses
    def _losses(self, rules, s, actions, dice):
        p = s.losses

        def keep_worth(a):
            u = a["unit"]
            z = ZOMBIES_BY_ID[u]
            mob_soaks = z.mob and p.verb == "assign" and p.left >= 2
            return (mob_soaks, u in s.acted, not z.tough, not z.mob, -z.number)
        a = best(actions, keep_worth, dice)
        u = a["unit"]
        if ZOMBIES_BY_ID[u].mob and p.verb == "assign" and p.left >= 2:
            return a, f"{counter_name(u, the=True)} soaks two hits: one counter lost instead of two"
        return a, f"lose {counter_name(u)}: the cheapest counter" + (" (it has acted)" if u in s.acted else "")

    # actions
    def _act(self, rules, s, actions, dice):
        opts = {(a["at"], a["do"]): a for a in actions if a.kind == "act"}
        chomp = [a for (n, k), a in opts.items() if k == "chomp"]
        if chomp:
            a = best(chomp, lambda a: (mv.has_leader(s, a["at"]), len(s.zombies[a["at"]])), dice)
            lead = " and its Leader" if mv.has_leader(s, a["at"]) else ""
            return a, f"Chomp 'Em in {a['at']}{lead}: it attacks, and a natural 6 brings back a dead Zombie"
        attack = [a for (n, k), a in opts.items() if k == "attack"]
        if attack:
            a = best(attack, lambda a: len(s.zombies[a["at"]]), dice)
            return a, f"the Zombies in {a['at']} attack the Aliens next door"
        dist = distances(rules.town, [n for n in rules.town.names if s.aliens[n]])
        moves = [a for (n, k), a in opts.items() if k == "move" and dist.get(n, FAR) >= 1]
        if moves:
            a = best(moves, lambda a: -dist.get(a["at"], FAR), dice)
            return a, f"the Zombies in {a['at']} shamble toward the Aliens"
        return actions[-1], "every Zombie that can fight has fought"

    def _destination(self, rules, s, go, dice):
        p = s.group
        if p.kind == "attack":
            a = best(go, lambda a: (mv.has_leader(s, a["to"]), -len(s.aliens[a["to"]])), dice)
            return a, f"attack {a['to']}" + (": swarm the Leader" if mv.has_leader(s, a["to"]) else "")
        dist = distances(rules.town, [n for n in rules.town.names if s.aliens[n]])
        size = len(p.units)
        a = best(go, lambda a: -dist.get(a["to"], FAR) - (len(s.zombies[a["to"]]) + size) / 3, dice)
        where = "into the Aliens' location" if dist.get(a["to"]) == 0 else "toward the Aliens"
        return a, f"move to {a['to']}, {where}"

    answers = {**FlowchartBot.answers, "place": _place, "spawn": _spawn, "bite": _bite, "losses": _losses,
               "act": _act}


class AlienBot(FlowchartBot):
    side = ALIENS

    def _place_group(self, rules, s, actions, dice):
        a = best(actions, lambda a: self._targets_near(rules, s, a["at"]), dice)
        return a, f"place a group in {a['at']}, next to Zombies to shoot"

    def _targets_near(self, rules, s, loc) -> int:
        return sum(len(s.zombies[n]) for n in rules.town.neighbours[loc] if rules.town.terrain[n] != "park")

    def _laser(self, rules, s, actions, dice):
        a = best(actions, lambda a: len(s.zombies[a["at"]]) * min(len(s.zombies[a["at"]]), 6), dice)
        n = len(s.zombies[a["at"]])
        return a, f"zap {a['at']}: {n} Zombies die on a roll of {min(n, 6)} or less"

    def _mutate(self, rules, s, actions, dice):
        a = best(actions, lambda a: sum(bool(s.zombies[n]) for n in rules.town.around[s.at[a["unit"]]]), dice)
        return a, f"mutate {counter_name(a['unit'])}: Zombie stacks all around it"

    def _rampage(self, rules, s, actions, dice):
        steps = _of(actions, "rampage")
        visited = s.rampage.visited

        def score(a):
            n = a["to"]
            ahead = sum(bool(s.zombies[m]) for m in rules.town.neighbours[n] if m not in visited and m != n)
            return (bool(s.zombies[n]), ahead)
        if steps:
            a = best(steps, score, dice)
            if score(a) > (False, 0):
                return a, f"stomp into {a['to']}" + (" and kill a Zombie" if s.zombies[a["to"]] else "")
        return _of(actions, "stop")[0], "no Zombies left within the rampage's reach"

    def _bfar(self, rules, s, actions, dice):
        a = best(actions, lambda a: sum(len(s.zombies[n]) for n in rules.town.around[a["at"]]), dice)
        return a, f"land the BFAR in {a['at']}: the most Zombies within missile range"

    def _losses(self, rules, s, actions, dice):
        p = s.losses

        def cheap(a):
            u = a["unit"]
            k = ALIENS_BY_ID[u]
            armor_soaks = two_hits(u) and p.armor and p.left >= 2
            return (u.startswith("tr"), armor_soaks and not k.big, u in s.acted, -k.combat)
        a = best(actions, cheap, dice)
        return a, f"lose {counter_name(a['unit'])}: the Alien we can best spare"

    def _land(self, rules, s, actions, dice):
        lands = _of(actions, "land")
        if not lands:
            return actions[0], "nothing fits this landing"
        landed = [n for n in rules.town.names if any(u in s.landing.landed for u in s.aliens[n])]
        near = {n: self._targets_near(rules, s, n) for n in {a["at"] for a in lands}}

        strength = {u: ALIENS_BY_ID[u].combat + ALIENS_BY_ID[u].armored for u in {a["unit"] for a in lands}}
        top = max(strength.values())  # the strongest unit first: its places alone need scoring

        def score(a):
            n = a["at"]
            together = n in landed and mv.stack_size(s.aliens[n]) < 4
            return (top, together, near[n])
        a = best([a for a in lands if strength[a["unit"]] == top], score, dice)
        return a, f"land {counter_name(a['unit'])} in {a['at']}, next to Zombies"

    def _act(self, rules, s, actions, dice):
        opts = {(a["at"], a["do"]): a for a in actions if a.kind == "act"}
        blast = [a for (n, k), a in opts.items() if k == "blast"]
        if blast:
            a = best(blast, lambda a: len(s.zombies[a["at"]]), dice)
            return a, f"Blast 'Em in {a['at']}: no move, and every natural 6 fires again"
        attack = [a for (n, k), a in opts.items() if k == "attack"]
        if attack:
            a = best(attack, lambda a: len(s.aliens[a["at"]]), dice)
            return a, f"the Aliens in {a['at']} attack the Zombies next door"
        dist = distances(rules.town, [n for n in rules.town.names if s.zombies[n]])
        moves = [a for (n, k), a in opts.items() if k == "move" and dist.get(n, FAR) >= 2]
        if moves:
            a = best(moves, lambda a: -dist.get(a["at"], FAR), dice)
            return a, f"the Aliens in {a['at']} close in on the Zombies"
        return actions[-1], "the Aliens hold their positions"

    def _destination(self, rules, s, go, dice):
        p = s.group
        size = mv.stack_size(p.units)
        if p.kind == "attack":
            a = best(go, lambda a: (len(s.zombies[a["to"]]), -mv.stack_size(s.aliens[a["to"]])), dice)
            return a, f"attack the {len(s.zombies[a['to']])} Zombies in {a['to']}"
        dist = distances(rules.town, [n for n in rules.town.names if s.zombies[n]])

        def score(a):
            n = a["to"]
            room = mv.stack_size(s.aliens[n]) + size <= 4
            return (room, dist.get(n, FAR) == 1, -dist.get(n, FAR))
        a = best(go, score, dice)
        return a, f"move to {a['to']}, one crosswalk from Zombies to shoot next turn"

    def _discard(self, rules, s, actions, dice):
        a = best(actions, lambda a: (a["unit"].startswith("tr"), -ALIENS_BY_ID[a["unit"]].combat), dice)
        return a, f"send {counter_name(a['unit'])} back: the least useful Alien in a crowd"

    answers = {**FlowchartBot.answers, "place_group": _place_group, "laser": _laser, "mutate": _mutate,
               "rampage": _rampage, "bfar": _bfar, "losses": _losses, "land": _land, "act": _act,
               "discard": _discard}
