"""An attack resolved (AvZ 7.0): a. attack dice, b. save dice, c. hits assigned by the owner of
the counters hit (losses.py), d. casualties. Chomp 'Em brings the dead back (AvZ 5.3)."""
from __future__ import annotations

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice
from zombiebox.core.words import plural

from .combat import alien_attack, roll_saves, zombie_attack
from .data import ALIENS, ZOMBIES
from .losses import revive, start_losses
from .state import TO, AvzState
from .words import agrees, faces, names, side_of

VERB = {"attack": ("attack", "attacks"), "blast": ("Blast 'Em",) * 2, "chomp": ("Chomp 'Em",) * 2}


def resolve(s: AvzState, units: list[str], loc: str, how: str, dice: Dice, ev: list[Event]) -> None:
    side = side_of(units[0])
    s.acted.update(units)
    if side == ALIENS:
        rolls = alien_attack(s, units, loc, dice, blast=how == "blast")
        rule = "AvZ 5.4, 7.1a" if how == "blast" else "AvZ 7.1a"
    else:
        rolls = zombie_attack(s, units, dice)
        rule = "AvZ 5.3, 7.1z" if how == "chomp" else "AvZ 7.1z"
    hits = sum(r["hit"] for r in rolls)
    said = f"{names(units, True)} {agrees(units, *VERB[how])} in {loc}"
    ev.append(Event("attack", rule, f"{said}: {faces([r['value'] for r in rolls])}, {plural(hits, 'hit')}",
                    {"units": list(units), "at": loc, "action": how, "dice": rolls, "hits": hits}))
    if how == "chomp":  # AvZ 5.3: each natural 6 brings back a Zombie from the dead pile
        for _ in range(sum(r["value"] == 6 for r in rolls)):
            revive(s, dice, s.options["chomp"] == "location" and loc or None, "chomp", ev)
    enemy = ZOMBIES if side == ALIENS else ALIENS
    if hits and (s.aliens if enemy == ALIENS else s.zombies)[loc]:
        saves = roll_saves(s, enemy == ALIENS, loc, hits, dice)
        left = hits - sum(r["saved"] for r in saves)
        ev.append(Event("saves", "AvZ 7.2", f"Saves: {faces([r['value'] for r in saves])}, {plural(left, 'hit')} left",
                        {"at": loc, "side": enemy, "dice": saves, "hits": left}))
        start_losses(s, enemy, "assign", [loc], left, True, TO.act)
    else:
        s.step = TO.act
