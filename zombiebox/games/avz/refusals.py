"""Why an action is refused, in a player's words with the rule (AvZ rules.check)."""
from __future__ import annotations

from zombiebox.core.actions import Action

from . import movement as mv
from .combat import loss_candidates, two_hits
from .movement import stack_size
from .steps import STEP_KINDS, STEP_RULE
from .data import ALIENS, ALIENS_BY_ID, SETUP_PER_LOCATION, STACKING_LIMIT, ZOMBIES_BY_ID
from .words import KIND_WORD, counter_name, side_of

Reason = tuple[str, str]


def why(rules, s, a: Action) -> Reason:
    step = s.step
    if step == "over":
        return "the game is over", "AvZ 8.0"
    if a.kind not in STEP_KINDS[step]:
        if a.kind == "end" and step == "discard":
            return ("the Alien player must first send the excess Aliens back to the reserve", "AvZ 6.4")
        return f"'{a.text}' is not open now. {rules.prompt(s)}", STEP_RULE[step]
    for key in ("at", "to"):
        loc = a.get(key)
        if loc is not None and loc not in rules.town.terrain:
            return f"{loc} is not a location on the town map", "AvZ 1.0"
    for key in ("unit", "counter"):
        uid = a.get(key)
        if uid is not None and uid not in ALIENS_BY_ID and uid not in ZOMBIES_BY_ID:
            return f"there is no counter {uid}", "AvZ 1.0"
    handler = _HANDLERS.get(a.kind)
    found = handler(rules, s, a) if handler else None
    return found or (f"'{a.text}' is not open now. {rules.prompt(s)}", STEP_RULE[step])


def _place(rules, s, a):
    c, loc = a["counter"], a["at"]
    if c not in s.drawn:
        return f"{c} is not one of the Zombies drawn from the grave", "AvZ 2.0, 3.0"
    if s.step == "place" and len(s.zombies[loc]) >= SETUP_PER_LOCATION:
        return f"{loc} already holds three Zombies: at most three a location at set-up", "AvZ 2.0"
    if s.step == "spawn":
        return f"{loc} is neither on the outside edge of the map nor a dirt lot", "AvZ 3.0"
    return None


def _place_group(rules, s, a):
    return f"{a['at']} is not empty: each group goes to a different location with no other counters", "AvZ 2.0"


def _bite(rules, s, a):
    return f"Zombie Bite needs a location with Aliens; {a['at']} has none", "AvZ 4.0"


def _laser(rules, s, a):
    return f"Alien Laser needs a location with Zombies; {a['at']} has none", "AvZ 4.0"


def _mutate(rules, s, a):
    return f"the Mutant replaces an Alien Trooper on the map, and {a['unit']} is not one", "AvZ 4.0"


def _rampage(rules, s, a):
    p, to = s.pending, a["to"]
    if p["left"] <= 0:
        return "the Mutant's rampage has no locations left", "AvZ 4.0"
    if to in p["visited"]:
        return f"the Mutant enters each location only once on its rampage, and it has been in {to}", "AvZ 4.0"
    return f"{to} is not joined to {p['at']} by a crosswalk", "AvZ 4.0, 6.0"


def _bfar(rules, s, a):
    return f"the BFAR lands in an empty location; {a['at']} holds counters", "AvZ 4.0"


def _loss(rules, s, a):
    p, u = s.pending, a["unit"]
    owner = s.aliens if p["owner"] == ALIENS else s.zombies
    if not any(u in owner[n] for n in p["locs"]):
        where = ", ".join(p["locs"])
        return f"{counter_name(u)} is not one of the counters that can be lost in {where}", "AvZ 7.3"
    if p["damaged"] and u != p["damaged"]:
        return (f"hits cannot be split between armored units or Mobs: {counter_name(p['damaged'])} has one hit "
                "and takes the next", "AvZ 7.3")
    units = [x for n in p["locs"] for x in owner[n]]
    if u not in loss_candidates(units, p["left"], p["damaged"], p["armor"]) and two_hits(u):
        return ("a loss must be taken if possible: the last hit goes to a counter it kills, "
                f"not to the two-hit {mv.unit_name(u)}", "AvZ 7.3")
    return None


def _land(rules, s, a):
    u, loc, p = a["unit"], a["at"], s.pending
    kind = ALIENS_BY_ID.get(u)
    if kind is None or u not in s.reserve:
        return f"{u} is not an Alien in the reserve", "AvZ 3.0"
    if kind.big:
        return "the BFAR and the Mutant cannot land during the Alien Landing phase", "AvZ 3.0"
    if kind.key == "leader" and p["leader"]:
        return "only one Leader can land per turn: there is no room for two in a landing pod", "AvZ 3.0"
    if kind.combat > p["budget"]:
        return (f"the {kind.name}'s combat strength {kind.combat} is more than the {p['budget']} points left "
                "of this landing", "AvZ 3.0")
    if not rules._landing_site(s, loc):
        return f"Aliens land in empty locations, and {loc} is not empty", "AvZ 3.0"
    return None


def _act(rules, s, a):
    loc, kind, side = a["at"], a["do"], s.phase
    if kind not in KIND_WORD:
        return f"there is no action '{kind}': Move, Attack, Blast 'Em or Chomp 'Em", "AvZ 5.0"
    if kind == ("chomp" if side == ALIENS else "blast"):
        who = "Aliens" if side == ALIENS else "Zombies"
        return f"{who} cannot {KIND_WORD[kind]}", "AvZ 5.0"
    units = rules._own(s, side, loc)
    if not units:
        return f"you have no counters in {loc}", "AvZ 5.0"
    fresh = [u for u in units if u not in s.acted]
    if not fresh:
        return f"every counter in {loc} has acted: each counter acts once a turn", "AvZ 5.0"
    return _unit_refusal(rules, s, fresh[0], loc, kind, 1)


def _unit_refusal(rules, s, u, loc, kind, leaving):
    enemies = (s.aliens if side_of(u) != ALIENS else s.zombies)[loc]
    if kind in ("blast", "chomp"):
        rule = "AvZ 5.4" if kind == "blast" else "AvZ 5.3"
        return f"{KIND_WORD[kind]} attacks enemies in the counter's own location, and {loc} has none", rule
    if mv.grounded(s, u):
        return (f"Zombie Claw grounds the {mv.unit_name(u)}: it may only Blast 'Em or pass this turn",
                "AvZ 4.0")
    refusal = mv.leave_refusal(s, u, loc, leaving)
    if kind == "move" and refusal:
        return refusal
    if kind == "attack" and not mv.attack_reach(s, rules.town, u, loc, refusal is None):
        if refusal and not enemies:
            return refusal
        return (f"no enemies in {loc} or one movement point away across a crosswalk (parks cost 2)",
                "AvZ 5.2, 6.1")
    return None


def _add(rules, s, a):
    p, u = s.pending, a["unit"]
    if u in p["units"]:
        return f"{counter_name(u)} is already in the group", "AvZ 5.0"
    if s.at.get(u) != p["at"] or side_of(u) != s.phase:
        return f"{counter_name(u)} is not one of your counters in {p['at']}: a group acts from one location", \
            "AvZ 3.0, 5.0"
    if u in s.acted:
        return f"{counter_name(u)} has already acted: each counter acts once a turn", "AvZ 5.0"
    found = _unit_refusal(rules, s, u, p["at"], p["kind"], len(p["units"]) + 1)
    if found:
        return found
    return (f"{counter_name(u)} could not strike the same location as the rest of the group", "AvZ 5.0, 5.2")


def _add_all(rules, s, a):
    p = s.pending
    if p["kind"] == "move":
        free = [u for u in rules._eligible(s, p["at"], "move") if u not in p["units"]]
        if free:
            refusal = mv.leave_refusal(s, free[0], p["at"], len(p["units"]) + len(free))
            if refusal:
                return refusal
    return "no other counter can join this group", "AvZ 5.0"


def _go(rules, s, a):
    p = s.pending
    if not p["units"]:
        return "add at least one counter to the group first", "AvZ 5.0"
    if a.kind != p["kind"]:
        return f"this group was formed to {KIND_WORD[p['kind']]}", "AvZ 5.0"
    if a.kind not in ("move", "attack"):
        return None
    to, loc = a["to"], p["at"]
    if a.kind == "attack" and not (s.zombies if s.phase == ALIENS else s.aliens)[to]:
        return f"an Attack needs enemies in {to}", "AvZ 5.2, 7.0"
    for u in p["units"]:
        refusal = mv.leave_refusal(s, u, loc, len(p["units"]))
        if refusal and to != loc:
            return refusal
        budget = mv.movement_points(u) if a.kind == "move" else 1
        ok = to in (mv.reach(s, rules.town, u, loc) if a.kind == "move"
                    else mv.attack_reach(s, rules.town, u, loc, True))
        if not ok:
            return mv.why_unreachable(s, rules.town, u, loc, to, budget)
    return None


def _discard(rules, s, a):
    u = a["unit"]
    loc = s.at.get(u)
    if loc is None or u not in ALIENS_BY_ID:
        return f"{u} is not an Alien on the map", "AvZ 6.4"
    return (f"{loc} holds {stack_size(s.aliens[loc])} Aliens, within the limit of {STACKING_LIMIT}: only "
            "locations over the limit send Aliens back", "AvZ 6.4")


_HANDLERS = {
    "place": _place, "spawn": _place, "place_group": _place_group, "bite": _bite, "laser": _laser,
    "mutate": _mutate, "rampage": _rampage, "bfar": _bfar, "assign": _loss, "kill": _loss, "stomp": _loss,
    "remove": _loss, "land": _land, "act": _act, "add": _add, "add_all": _add_all, "move": _go, "attack": _go,
    "blast": _go, "chomp": _go, "pass": _go, "discard": _discard,
}
