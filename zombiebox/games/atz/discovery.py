"""Finding other survivors (ATZ 10.2, 14.0's survivor discoveries): a generic survivor with a random weapon
and the roll to see whether it joins the finder's band or becomes a renegade (renegade.py plays it)."""
from __future__ import annotations

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice

from .data import WEAPON
from .fight import fight_rival
from .purchase import generic_id
from .rivals import RENEGADE
from .state import AtzState, Survivor

# DESIGNED: a found survivor's weapon, by one die (10.2: "randomly select a weapon"): the six that fire.
FOUND_WEAPONS = ("pistol", "double_pistols", "smg", "assault_rifle", "shotgun", "crossbow")
READY = ("shotgun", "assault_rifle", "smg")              # 10.2: +1 with one of these ready ...
OUTGUNNED = ("pistol", "double_pistols", "crossbow")     # ... against a find armed with one of these
WOMAN_ON = (4, 5, 6)  # DESIGNED: a generic counter's sex, by one die when found (the text says "him or her")


def is_woman(survivor: Survivor) -> bool:
    return survivor.sex == "woman" if survivor.sex else survivor.card.woman


def join_modifiers(finder: Survivor, found: Survivor) -> list[str]:
    """10.2: +1 for the opposite sex, +1 for a shotgun, assault rifle or SMG ready against a pistol, double
    pistols or a crossbow."""
    out = []
    if is_woman(finder) != is_woman(found):
        out.append("opposite sex")
    if finder.in_hand in READY and found.in_hand in OUTGUNNED:
        out.append(f"{WEAPON[finder.in_hand].name} against {WEAPON[found.in_hand].name.lower()}")
    return out


def discover(state: AtzState, finder: Survivor, card: int, dice: Dice, events: list[Event]) -> str:
    """10.2: the Zombie Card showing the discovery number places a generic survivor in the finder's hex with
    a random weapon; finder 1d6 + Rep + modifiers against its 1d6 + Rep: more joins the finder's band, a tie
    or less makes a renegade, who melees the finder at once. Returns "none" (a friend) or "enemy"."""
    sid = generic_id(state)
    weapon = FOUND_WEAPONS[dice.die() - 1]
    sex = "woman" if dice.die() in WOMAN_ON else "man"
    found = Survivor(sid, "survivor", hex=finder.hex, in_hand=weapon, sex=sex)
    mods = join_modifiers(finder, found)
    mine_die, theirs_die = dice.die(), dice.die()
    mine, theirs = mine_die + finder.rep + len(mods), theirs_die + found.rep
    friendly = mine > theirs
    found.player = finder.player if friendly else RENEGADE
    state.survivors[sid] = found
    why = f" ({', '.join('+1 ' + m for m in mods)})" if mods else ""
    events.append(Event("discovery", "ATZ 10.2", f"the Zombie Card reads {card}: {finder.name} finds a "
                        f"{sex} with a {WEAPON[weapon].name.lower()}: {mine}{why} against {theirs}: "
                        + ("joins the band" if friendly else "an enemy, a renegade"),
                        {"survivor": sid, "finder": finder.sid, "hex": finder.hex, "weapon": weapon, "sex": sex,
                         "totals": [mine, theirs], "modifiers": mods, "friendly": friendly}, reveals=True))
    if friendly:
        return "none"
    fight_rival(state, found, finder, dice, events)  # 10.2: "enemy survivors will melee the player's survivor"
    return "enemy"
