"""Each AvZ decision point as clicks: what a click on a location plays, which
locations are lit (with their cost), and the buttons of the decision panel.

Built only from the legal actions and the state, never deciding for the player:
a location click that fits no legal action still becomes the Action a player
means, so the rules refuse it with their reason and rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Union

from zombiebox.core.actions import Action

from . import movement as mv
from .data import ALIENS, ALIENS_BY_ID, ICON_NAMES
from .scene_counters import SHORT
from .words import KIND_WORD

Click = Union[Action, str, tuple, None]  # an Action to play, a line to say, ("pick", location), or nothing


@dataclass
class Choice:
    """One button of the decision panel."""
    label: str
    action: Optional[Action] = None       # played on click
    pick: Optional[tuple[str, str]] = None  # or: (selection key, value) remembered on click
    icon: str = ""                        # a counter kind drawn before the label
    on: bool = False                      # the current pick
    small: bool = False                   # half a row (counters), not a whole row (commands)
    tip: str = ""


@dataclass
class Decision:
    title: str
    hint: str
    choices: list[Choice] = field(default_factory=list)
    lit: dict[str, str] = field(default_factory=dict)    # location -> a small label ("2 MP")
    units: set[str] = field(default_factory=set)         # counters lit on the map
    at: Optional[str] = None                             # the location the decision is about
    actions_here: list[Choice] = field(default_factory=list)  # small buttons beside `at`
    dialog: bool = False                                 # drawn as a dialog (hits to assign)
    on_loc: Callable[[str], Click] = lambda loc: None
    on_unit: Optional[Callable[[str], Click]] = None     # a click on a counter in a fanned-out stack
    unit_locs: set[str] = field(default_factory=set)     # ... of these locations
    unit_tip: str = ""                                   # what such a click does


def kind_key(uid: str) -> str:
    return mv.kind_of(uid).key


def decide(rules, s, legal: list[Action], selection: dict) -> Decision:
    build = BUILDERS.get(s.step)
    return build(rules, s, legal, selection) if build else _listed(rules, s, legal)


def _listed(rules, s, legal) -> Decision:
    """A decision point this view does not know yet: each legal action as a button."""
    return Decision(rules.prompt(s)[:60], rules.prompt(s), [Choice(rules.describe(s, a), a) for a in legal[:12]])


def _by(legal: list[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


def _counts(units) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in units:
        out[kind_key(u)] = out.get(kind_key(u), 0) + 1
    return out


# --- set-up and spawning (AvZ 2.0, 3.0) ----------------------------------------------------
def _drawn_choices(s, counter: str) -> list[Choice]:
    first = {}
    for u in s.drawn:
        first.setdefault(kind_key(u), u)
    counts = _counts(s.drawn)
    return [Choice(f"{SHORT[k]} ×{counts[k]}", pick=("counter", u), icon=k, on=kind_key(counter) == k, small=True,
                   tip=f"place a {mv.unit_name(u)} next")
            for k, u in first.items()]


def _placing(s, legal, selection, kind: str, title: str, where: str) -> Decision:
    counter = selection.get("counter")
    if counter not in s.drawn:
        counter = s.drawn[0]
    d = Decision(title, f"Placing: {mv.unit_name(counter)}. Click {where}; click a type above to place it next.",
                 _drawn_choices(s, counter))
    d.lit = {a["at"]: "" for a in legal}
    d.on_loc = lambda loc: Action.of(kind, counter=counter, at=loc)
    return d


def _place(rules, s, legal, selection):
    return _placing(s, legal, selection, "place", f"Set-up: place the {len(s.drawn)} drawn Zombies",
                    "a lit location (at most three Zombies in one)")


def _spawn(rules, s, legal, selection):
    return _placing(s, legal, selection, "spawn", f"Spawn {len(s.drawn)} Zombies",
                    "a lit location: the outside edge (hatched) or a dirt lot")


def _place_group(rules, s, legal, selection):
    d = Decision("Set-up: the Alien groups",
                 f"Click an empty lit location for a Trooper, a UFO and a Tank ({s.groups} groups left; "
                 "each in a different location).")
    d.lit = {a["at"]: "" for a in legal}
    d.on_loc = lambda loc: Action.of("place_group", at=loc)
    return d


def _reveal(rules, s, legal, selection):
    d = Decision(f"Turn {s.turn}: the event", "Reveal one event tile: the button, or click the face-down tiles.",
                 [Choice("Reveal the event tile", Action.of("reveal"))])
    d.on_loc = lambda loc: "First reveal this turn's event tile: the button at the right, or the face-down tiles"
    return d


# --- events (AvZ 4.0) -----------------------------------------------------------------------
def _target(legal, kind, label) -> tuple[dict[str, str], Callable[[str], Click]]:
    return {a["at"]: label(a["at"]) for a in legal}, lambda loc: Action.of(kind, at=loc)


def _bite(rules, s, legal, selection):
    d = Decision("Zombie Bite", "Click a location with Aliens: one die per Alien there, each 5+ kills one "
                 "and a dead-pile Zombie takes its place.")
    d.lit, d.on_loc = _target(legal, "bite", lambda n: f"{len(s.aliens[n])} dice")
    return d


def _laser(rules, s, legal, selection):
    d = Decision("Alien Laser", "Click a location with Zombies: one die, and a roll at or under their number "
                 "sends them all to the dead pile.")
    d.lit, d.on_loc = _target(legal, "laser", lambda n: f"≤{len(s.zombies[n])}")
    return d


def _bfar(rules, s, legal, selection):
    d = Decision("Alien BFAR lands", "Click an empty location: six dice, each 4+ removes a Zombie in the "
                 "locations around it (diagonals too).")
    d.lit, d.on_loc = _target(legal, "bfar", lambda n: str(sum(len(s.zombies[m]) for m in rules.town.around[n])))
    return d


def _mutate(rules, s, legal, selection):
    reps = {s.at[a["unit"]]: a for a in legal}
    d = Decision("Alien Mutant", "Click the location of the Alien Trooper that becomes the Mutant.",
                 [Choice(f"Trooper in {loc}", a, icon="trooper") for loc, a in reps.items()])
    d.lit = {loc: "" for loc in reps}
    d.units = {a["unit"] for a in legal}
    d.on_loc = lambda loc: reps.get(loc) or f"No Alien Trooper in {loc}: the Mutant replaces a Trooper (AvZ 4.0)"
    d.on_unit, d.unit_locs, d.unit_tip = (lambda u: Action.of("mutate", unit=u)), set(reps), "click to mutate it"
    return d


def _rampage(rules, s, legal, selection):
    p = s.rampage
    d = Decision(f"Mutant rampage: {p.left} locations left",
                 f"Click a lit location next to {p.at} to stomp into it (one Zombie there dies), or stop.",
                 [Choice("Stop the rampage", Action.of("stop"))], at=p.at)
    d.lit = {a["to"]: f"{len(s.zombies[a['to']])} Z" for a in _by(legal, "rampage")}
    d.on_loc = lambda loc: Action.of("rampage", to=loc)
    return d


def _losses(rules, s, legal, selection):
    p = s.losses
    title = {"assign": f"Assign hits: {p.left} left", "kill": "Zombie Bite: who is bitten?",
             "stomp": "Mutant stomp: which Zombie dies?", "remove": f"BFAR missiles: {p.left} to remove"}[p.verb]
    owner = s.aliens if p.owner == ALIENS else s.zombies
    hint = "Click the counter that takes it."
    if p.verb == "assign":
        hint = ("Armored Aliens and Mobs take two hits; hits cannot be split between them, and a loss must be "
                "taken if possible.")
    if p.damaged:
        hint = f"{mv.unit_name(p.damaged)} has one hit and takes the next (hits cannot be split)."
    choices = []
    for a in legal:
        u = a["unit"]
        same = sum(1 for n in p.locs for x in owner[n] if kind_key(x) == kind_key(u))
        where = f" in {s.at[u]}" if len(p.locs) > 1 else ""
        choices.append(Choice(f"{SHORT[kind_key(u)]}{where} ×{same}", a, icon=kind_key(u), small=True,
                              tip=rules.describe(s, a)))
    d = Decision(title, hint, choices, at=p.locs[0], dialog=True)
    d.lit = {n: "" for n in p.locs}
    d.units = {a["unit"] for a in legal}
    by_loc: dict[str, list[Action]] = {}
    for a in legal:
        by_loc.setdefault(s.at[a["unit"]], []).append(a)
    d.on_loc = lambda loc: (by_loc[loc][0] if len(by_loc.get(loc, ())) == 1 else
                            "Choose the counter in the dialog at the right, or in the stack")
    d.on_unit, d.unit_locs, d.unit_tip = (lambda u: Action.of(p.verb, unit=u)), set(p.locs), "click to choose it"
    return d


def _discard(rules, s, legal, selection):
    d = Decision("Too many Aliens", "No location may hold more than four Aliens (BFAR and Mutant count two): "
                 "choose who goes back to the reserve.",
                 [Choice(f"{SHORT[kind_key(a['unit'])]} in {s.at[a['unit']]}", a, icon=kind_key(a["unit"]), small=True)
                  for a in legal], dialog=True)
    d.lit = {s.at[a["unit"]]: "" for a in legal}
    d.units = {a["unit"] for a in legal}
    d.on_loc = lambda loc: "Choose the Alien in the dialog at the right, or in the stack"
    d.on_unit, d.unit_locs = (lambda u: Action.of("discard", unit=u)), set(d.lit)
    d.unit_tip = "click to send it to the reserve"
    return d


# --- the Alien landing (AvZ 3.0) --------------------------------------------------------------
def _land(rules, s, legal, selection):
    p = s.landing
    units = {}
    for a in _by(legal, "land"):
        units.setdefault(a["unit"], []).append(a["at"])
    chosen = selection.get("unit")
    if chosen not in units and len(units) == 1:
        chosen = next(iter(units))
    choices = [Choice(f"{SHORT[kind_key(u)]} ({ALIENS_BY_ID[u].combat})", pick=("unit", u), icon=kind_key(u),
                      on=u == chosen, small=True, tip=f"combat {ALIENS_BY_ID[u].combat} of {p.budget} points left")
               for u in units]
    choices.append(Choice("Done landing", Action.of("done")))
    if chosen in units:
        hint = f"Click an empty lit location for the {mv.unit_name(chosen)} ({p.budget} points left)."
    else:
        hint = f"{p.budget} combat points left: choose which Alien lands, then click a location."
    d = Decision("Alien Landing", hint, choices)
    d.lit = {n: "" for n in units.get(chosen, ())}
    d.on_loc = lambda loc: (Action.of("land", unit=chosen, at=loc) if chosen in units else
                            "First choose which Alien lands: the buttons at the right")
    return d


# --- actions (AvZ 5.0) ------------------------------------------------------------------------
def _end_choice(s) -> Choice:
    who = "Alien" if s.phase == ALIENS else "Zombie"
    return Choice(f"End the {who} actions", Action.of("end"), tip="counters that have not acted pass")


def _act(rules, s, legal, selection):
    acts: dict[str, list[Action]] = {}
    for a in _by(legal, "act"):
        acts.setdefault(a["at"], []).append(a)
    at = selection.get("at") if selection.get("at") in acts else None
    who = "Alien" if s.phase == ALIENS else "Zombie"
    hint = (f"Choose what the counters in {at} do (the buttons beside it)." if at else
            "Click a lit location to act with its counters, or end the phase.")
    d = Decision(f"{who} actions", hint, [_end_choice(s)], at=at)
    d.lit = {n: "" for n in acts}
    if at:
        d.actions_here = [Choice(KIND_WORD[a["do"]], a, tip=rules.describe(s, a)) for a in acts[at]]
        d.units = {u for u in (s.aliens if s.phase == ALIENS else s.zombies)[at] if u not in s.acted}
    d.on_loc = lambda loc: ("pick", loc) if loc in acts else Action.of("act", at=loc, do="move")
    return d


def _group(rules, s, legal, selection):
    p = s.group
    kind, at, group = p.kind, p.at, p.units
    own = s.aliens if s.phase == ALIENS else s.zombies
    free = _counts(u for u in own[at] if u not in s.acted and u not in group)
    choices = [Choice(f"{SHORT[kind_key(a['unit'])]} ×{free.get(kind_key(a['unit']), 1)}", a,
                      icon=kind_key(a["unit"]), small=True, tip=rules.describe(s, a)) for a in _by(legal, "add")]
    choices += [Choice("Add all", a, tip="every counter that can join") for a in _by(legal, "add_all")]
    if kind in ("blast", "chomp"):
        choices += [Choice(f"{KIND_WORD[kind]}!", a, tip=rules.describe(s, a)) for a in _by(legal, kind)]
    choices += [Choice("Pass", a, tip="the group does nothing this turn") for a in _by(legal, "pass")]
    names = ", ".join(SHORT[kind_key(u)] for u in group) or "nobody yet"
    d = Decision(f"{KIND_WORD[kind]} from {at}", f"Group: {names}.", choices, at=at)
    d.units = set(group)
    d.on_unit, d.unit_locs, d.unit_tip = (lambda u: Action.of("add", unit=u)), {at}, "click to add it to the group"
    if group and kind in ("move", "attack"):
        d.hint += " Add more, or click a lit location" + (" (its cost shown)." if kind == "move" else " to attack.")
        d.lit = {a["to"]: _cost(rules, s, group, at, a["to"], kind) for a in _by(legal, kind)}
        d.on_loc = lambda loc: Action.of(kind, to=loc)
    else:
        d.hint += " Add counters with the buttons at the right." if not group else " Go, or add more."
        d.on_loc = lambda loc: ("First add counters to the group: the buttons at the right" if not group else
                                f"{KIND_WORD[kind]} attacks in {at}: press '{KIND_WORD[kind]}!' at the right")
    return d


def _cost(rules, s, group, at, to, kind) -> str:
    """The movement points the move costs the group: each member pays its own way (AvZ 6.0)."""
    if kind == "attack":
        return "here" if to == at else "1 MP"
    costs = [mv.reach(s, rules.town, u, at).get(to, 0) for u in {kind_key(u): u for u in group}.values()]
    return f"{max(costs)} MP"


def reach_preview(rules, s, at: str, kind: str) -> dict[str, str]:
    """Where the fresh counters in `at` could go on their own with a Move (each location's
    cheapest cost) or an Attack: shown while the player hovers that action (AvZ 5.1, 5.2, 6.0)."""
    if kind not in ("move", "attack"):
        return {}
    costs: dict[str, int] = {}
    own = s.aliens if s.phase == ALIENS else s.zombies
    for u in {kind_key(u): u for u in own[at] if u not in s.acted}.values():
        if mv.grounded(s, u):
            continue
        may_leave = mv.leave_block(s, u, at, 1) is None
        if kind == "move":
            places = mv.reach(s, rules.town, u, at) if may_leave else {}
        else:
            places = {n: 0 if n == at else 1 for n in mv.attack_reach(s, rules.town, u, at, may_leave)}
        for n, c in places.items():
            costs[n] = min(c, costs.get(n, c))
    return {n: "here" if c == 0 else f"{c} MP" for n, c in costs.items()}


def _over(rules, s, legal, selection):
    return Decision("Game over", "The dead pile decides the level of victory (AvZ 8.0).")


def icon_names(icons) -> str:
    return " + ".join(ICON_NAMES[i] for i in icons)


# The choice panel each decision point builds (a point without one lists its actions).
BUILDERS = {
    "place": _place,
    "spawn": _spawn,
    "place_group": _place_group,
    "reveal": _reveal,
    "bite": _bite,
    "laser": _laser,
    "bfar": _bfar,
    "mutate": _mutate,
    "rampage": _rampage,
    "losses": _losses,
    "discard": _discard,
    "land": _land,
    "act": _act,
    "group": _group,
    "over": _over,
}
