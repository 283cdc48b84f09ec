"""What happens to markers, shared by the turns and the cards: a zombie eliminated, a human escaping,
healed or bitten, a zombie put on the board (the terror trigger). Each change appends its Event."""
from __future__ import annotations

from zombiebox.core.actions import Event

from .data import HUMANS_BY_ID, TERROR_TRACK
from .state import ZtState


def who(h: str) -> str:
    return HUMANS_BY_ID[h].trade


def eliminate(s: ZtState, z: str, rule: str, by: str, events: list) -> None:
    """The zombie goes back to the pool (ZT Personal Actions: the Logger, the Cop)."""
    loc = s.zombies.pop(z)
    del s.facing[z]
    s.pool.append(z)
    if z in s.flipped:
        s.flipped.remove(z)
    events.append(Event("eliminate", rule, f"{by} eliminates the zombie on {loc}", {"zombie": z, "at": loc}))


def escape(s: ZtState, h: str, rule: str, how: str, events: list) -> None:
    """ZT Escaping from the Board: off the board for good; its stars count at the end."""
    loc = s.humans.pop(h)
    s.escaped.append(h)
    if h in s.wounded:  # wounds no longer matter off the board
        s.wounded.remove(h)
    if s.active == h:
        s.active, s.ap = "", 0
    events.append(Event("escape", rule, f"{who(h)} escapes {how} ({HUMANS_BY_ID[h].vp} VP)",
                        {"human": h, "at": loc}))


def heal(s: ZtState, h: str, rule: str, by: str, events: list) -> None:
    s.wounded.remove(h)
    events.append(Event("heal", rule, f"{by} heals {who(h)}", {"human": h, "at": s.humans[h]}))


def bite(s: ZtState, z: str, h: str, events: list) -> None:
    """ZT Biting: healthy -> wounded -> dead; the Banker's briefcase takes his first bite."""
    loc = s.humans[h]
    data = {"zombie": z, "human": h, "at": loc, "from": s.zombies[z]}
    if h in s.dead:
        events.append(Event("bite", "ZT Biting", f"a zombie bites {who(h)} again, already dead", data))
    elif h == "banker" and s.briefcase:
        s.briefcase = False
        events.append(Event("briefcase", "ZT Personal Actions and Abilities",
                            "a zombie bites the Banker: his briefcase takes the bite", data))
    elif h in s.wounded:
        s.wounded.remove(h)
        s.dead.append(h)
        events.append(Event("death", "ZT Biting",
                            f"a zombie bites {who(h)}, already wounded: dead, a zombie at the end of the round", data))
    else:
        s.wounded.append(h)
        events.append(Event("wound", "ZT Biting", f"a zombie bites {who(h)}: wounded", data))


def put_zombie(s: ZtState, loc: str, facing: str, rule: str, text: str, kind: str, events: list) -> str:
    """A zombie onto the board: the one taken off it (empty pool) or the pool's next one.
    ZT Zombie Terror Phase: placing the pool's last marker puts the terror marker on 5."""
    if s.taken:
        z, s.taken = s.taken, ""
    else:
        z = s.pool.pop(0)
        if not s.pool and s.terror is None:
            s.terror = TERROR_TRACK
            events.append(Event("terror", "ZT Zombie Terror Phase",
                                "the zombie pool is empty: the terror marker goes on 5", {"terror": TERROR_TRACK}))
    s.zombies[z] = loc
    s.facing[z] = facing
    events.append(Event(kind, rule, text, {"zombie": z, "at": loc, "facing": facing}))
    return z


def take_zombie(s: ZtState, z: str, rule: str, events: list) -> None:
    """ZT Spawning Phase: with the pool empty, a zombie is taken off the board to be placed again."""
    loc = s.zombies.pop(z)
    del s.facing[z]
    s.taken = z
    events.append(Event("take", rule, f"the pool is empty: the zombie on {loc} is taken to be placed again",
                        {"zombie": z, "at": loc}))
