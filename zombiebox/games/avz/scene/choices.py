"""Each AvZ decision point as an Offer (ui/offer.py): what a click on a location plays, which
locations are lit (with their cost), and the buttons of the decision panel; `MARKS` names what
else the town draws and clicks for it.

Built only from the legal actions, the state and the rules' own words (describe, prompt,
preview, and check for a refused option's reason), for the input mode the board is in,
never deciding for the player: a location click that fits no legal action still becomes
the Action a player means, so the rules refuse it with their reason and rule.
"""
from __future__ import annotations

from typing import Callable, Optional

from zombiebox.core.actions import Action
from zombiebox.ui.offer import Click, Offer, Offers, refusal
from zombiebox.ui.widgets.choice_panel import Button

from ..data import ALIENS, ALIENS_BY_ID, ICON_NAMES, unit_name
from ..words import KIND_WORD, counter_name
from .counters import SHORT, kind_key
from .drops import drops, led, offered
from .modes import ActingAt, Dropping, Landing, Placing

# What else the town draws and clicks for a decision, under these keys of `Offer.marks` (a builder
# sets those it needs; `marked` gives the rest their value here).
MARKS = {
    "at": None,            # the location the decision is about: outlined
    "dialog": False,       # drawn as a dialog (hits to assign)
    "units": frozenset(),  # counters lit on the map
    "on_unit": None,       # a counter clicked -> what it plays (a Click)
    "unit_locs": frozenset(),  # locations whose fanned-out counters take such a click
    "unit_tip": "",        # what such a click does
    "pickable": frozenset(),   # counters a click on their stack on the map plays on_unit for
    "drags": frozenset(),  # counters a press takes up, to drop on a lit location
    "drops": None,         # a counter taken up: where a drop sends it and what it plays there
    #                        (scene/drops.py); None: a drop is a click on the location
    "tiles": "The event tiles: one is revealed at the start of each turn (AvZ 3.0)",  # a click on them
}


def marked(offer: Offer) -> Offer:
    """`offer` with every mark the town reads (a point with no builder sets none)."""
    offer.marks = {**MARKS, **offer.marks}
    return offer


def _lit(offer: Offer, lit: dict[str, str], on_loc: Callable[[str], Click]) -> Offer:
    """The `lit` locations (with their labels) take a click, and a click on any location plays what
    `on_loc` makes of it: one not lit, the Action a player means, for the rules to refuse."""
    for loc, tag in lit.items():
        click = on_loc(loc)
        if isinstance(click, Action):
            offer.add(loc, click, tag)
        else:
            offer.pick(loc, click, tag)
    offer.elsewhere = on_loc
    return offer


def _by(legal: list[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


def _counts(units) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in units:
        out[kind_key(u)] = out.get(kind_key(u), 0) + 1
    return out


# --- set-up and spawning (AvZ 2.0, 3.0) ----------------------------------------------------
def _drawn_choices(s, counter: str, view) -> list[Button]:
    first = {}
    for u in s.drawn:
        first.setdefault(kind_key(u), u)
    counts = _counts(s.drawn)
    return [Button(f"{SHORT[k]} ×{counts[k]}", pick=Placing(view, f"{SHORT[k]} chosen: now click a lit location", u),
                   icon=k, on=kind_key(counter) == k, small=True, tip=f"place a {unit_name(u)} next")
            for k, u in first.items()]


def _placing(s, legal, mode, kind: str, title: str, where: str) -> Offer:
    counter = mode.counter if isinstance(mode, Placing) and mode.counter in s.drawn else s.drawn[0]
    o = Offer(title, f"Placing: {unit_name(counter)}. Click {where}; a type clicked above goes next.",
              buttons=_drawn_choices(s, counter, mode.view))
    return _lit(o, {a["at"]: "" for a in legal}, lambda loc: Action.of(kind, counter=counter, at=loc))


def _place(rules, s, legal, mode):
    return _placing(s, legal, mode, "place", f"Set-up: place {len(s.drawn)} Zombies",
                    "a lit location (three Zombies at most)")


def _spawn(rules, s, legal, mode):
    return _placing(s, legal, mode, "spawn", f"Spawn {len(s.drawn)} Zombies",
                    "a lit edge (hatched) or dirt lot")


def _place_group(rules, s, legal, mode):
    o = Offer("Set-up: the Alien groups",
              f"Click an empty lit location for a Trooper, a UFO and a Tank ({s.groups} groups left; "
              "each in a different location).")
    return _lit(o, {a["at"]: "" for a in legal}, lambda loc: Action.of("place_group", at=loc))


def _reveal(rules, s, legal, mode):
    o = Offer(f"Turn {s.turn}: the event", "Reveal one event tile: the button, or click the face-down tiles.",
              buttons=[Button("Reveal the event tile", Action.of("reveal"))], marks={"tiles": Action.of("reveal")})
    o.elsewhere = lambda loc: "First reveal this turn's event tile: the button at the right, or the face-down tiles"
    return o


# --- events (AvZ 4.0) -----------------------------------------------------------------------
def _target(o: Offer, legal, kind, label) -> Offer:
    return _lit(o, {a["at"]: label(a["at"]) for a in legal}, lambda loc: Action.of(kind, at=loc))


def _bite(rules, s, legal, mode):
    return _target(Offer("Zombie Bite", "Click a location with Aliens: one die per Alien there, each 5+ kills one "
                         "and a dead-pile Zombie takes its place."),
                   legal, "bite", lambda n: f"{len(s.aliens[n])} dice")


def _laser(rules, s, legal, mode):
    return _target(Offer("Alien Laser", "Click a location with Zombies: one die; at or under their number, all go "
                         "to the dead pile."),
                   legal, "laser", lambda n: f"≤{len(s.zombies[n])}")


def _bfar(rules, s, legal, mode):
    return _target(Offer("Alien BFAR lands", "Click an empty location: six dice, each 4+ removes a Zombie in the "
                         "locations around it (diagonals too)."),
                   legal, "bfar", lambda n: rules.preview(s, Action.of("bfar", at=n))[n])


def _mutate(rules, s, legal, mode):
    reps = {s.at[a["unit"]]: a for a in legal}
    units = {a["unit"] for a in legal}
    o = Offer("Alien Mutant", "Click the location of the Alien Trooper that becomes the Mutant.",
              buttons=[Button(f"Trooper in {loc}", a, icon="trooper") for loc, a in reps.items()],
              marks={"units": units, "on_unit": lambda u: Action.of("mutate", unit=u), "unit_locs": set(reps),
                     "unit_tip": "click to mutate it", "pickable": units})
    return _lit(o, {loc: "" for loc in reps},
                lambda loc: reps.get(loc) or f"No Alien Trooper in {loc}: the Mutant replaces a Trooper (AvZ 4.0)")


def _rampage(rules, s, legal, mode):
    p = s.rampage
    o = Offer(f"Mutant rampage: {p.left} locations left",
              f"Click a lit location next to {p.at} to stomp into it (one Zombie there dies), or stop.",
              buttons=[Button("Stop the rampage", Action.of("stop"), slot="end")], marks={"at": p.at})
    return _lit(o, {a["to"]: f"{len(s.zombies[a['to']])} Z" for a in _by(legal, "rampage")},
                lambda loc: Action.of("rampage", to=loc))


def _losses(rules, s, legal, mode):
    p = s.losses
    title = {"assign": f"Assign hits: {p.left} left", "kill": "Zombie Bite: who is bitten?",
             "stomp": "Mutant stomp: which Zombie dies?", "remove": f"BFAR missiles: {p.left} to remove"}[p.verb]
    owner = s.aliens if p.owner == ALIENS else s.zombies
    hint = "Click the counter that takes it."
    if p.verb == "assign":
        hint = "Armored Aliens and Mobs take two hits; hits are not split, and a loss is taken if possible."
    if p.damaged:
        hint = f"{unit_name(p.damaged)} has one hit and takes the next (hits cannot be split)."
    choices = []
    for a in legal:
        u = a["unit"]
        same = sum(1 for n in p.locs for x in owner[n] if kind_key(x) == kind_key(u))
        where = f" in {s.at[u]}" if len(p.locs) > 1 else ""
        choices.append(Button(f"{SHORT[kind_key(u)]}{where} ×{same}", a, icon=kind_key(u), small=not where))   # a place named: a row
    units = {a["unit"] for a in legal}
    o = Offer(title, hint, buttons=choices,
              marks={"at": p.locs[0], "dialog": True, "units": units, "on_unit": lambda u: Action.of(p.verb, unit=u),
                     "unit_locs": set(p.locs), "unit_tip": "click to choose it", "pickable": units})
    by_loc: dict[str, list[Action]] = {}
    for a in legal:
        by_loc.setdefault(s.at[a["unit"]], []).append(a)
    return _lit(o, {n: "" for n in p.locs},
                lambda loc: (by_loc[loc][0] if len(by_loc.get(loc, ())) == 1 else
                             "Choose the counter in the dialog at the right, or in the stack"))


def _discard(rules, s, legal, mode):
    units = {a["unit"] for a in legal}
    lit = {s.at[a["unit"]]: "" for a in legal}
    o = Offer("Too many Aliens", "No location may hold more than four Aliens (BFAR and Mutant count two): "
              "choose who goes back to the reserve.",
              buttons=[Button(f"{SHORT[kind_key(a['unit'])]} in {s.at[a['unit']]}", a, icon=kind_key(a["unit"]),
                              small=True) for a in legal],
              marks={"dialog": True, "units": units, "on_unit": lambda u: Action.of("discard", unit=u),
                     "unit_locs": set(lit), "unit_tip": "click to send it to the reserve", "pickable": units})
    return _lit(o, lit, lambda loc: "Choose the Alien in the dialog at the right, or in the stack")


# --- the Alien landing (AvZ 3.0) --------------------------------------------------------------
def _land(rules, s, legal, mode):
    p = s.landing
    units = {}
    for a in _by(legal, "land"):
        units.setdefault(a["unit"], []).append(a["at"])
    chosen = mode.unit if isinstance(mode, Landing) else None
    if chosen not in units and len(units) == 1:
        chosen = next(iter(units))
    choices = []
    for u in units:
        label = f"{SHORT[kind_key(u)]} ({ALIENS_BY_ID[u].combat})"
        choices.append(Button(label, pick=Landing(mode.view, f"{label} chosen: now click a lit location", u),
                              icon=kind_key(u), on=u == chosen, small=True,
                              tip=f"combat {ALIENS_BY_ID[u].combat} of {p.budget} points left"))
    choices.append(Button("Done landing", Action.of("done"), slot="end"))
    if chosen in units:
        hint = f"Click an empty lit location for the {unit_name(chosen)} ({p.budget} points left)."
    else:
        hint = f"{p.budget} combat points left: choose which Alien lands, then click a location."
    return _lit(Offer("Alien Landing", hint, buttons=choices), {n: "" for n in units.get(chosen, ())},
                lambda loc: (Action.of("land", unit=chosen, at=loc) if chosen in units else
                             "First choose which Alien lands: the buttons at the right"))


# --- actions (AvZ 5.0) ------------------------------------------------------------------------
def _end_choice(s) -> Button:
    who = "Alien" if s.phase == ALIENS else "Zombie"
    return Button(f"End the {who} actions", Action.of("end"), tip="counters that have not acted pass", slot="end")


def _here(rules, s, acts: list[Action], at: str) -> list[Button]:
    """What the counters of the chosen location may do, at the top of the panel (clear of the
    map, where the target is): the legal ones, then a Move or Attack the rules refuse there,
    greyed with their reason (Fast Zombies hold Aliens back, AvZ 6.4)."""
    buttons = [Button(KIND_WORD[a["do"]], a) for a in acts]
    for do in ("move", "attack"):
        if any(a["do"] == do for a in acts):
            continue
        refused = refusal(rules, s, Action.of("act", at=at, do=do))
        if refused:
            buttons.append(Button(KIND_WORD[do], refused=refused))
    return buttons


def _act(rules, s, legal, mode):
    acts: dict[str, list[Action]] = {}
    for a in _by(legal, "act"):
        acts.setdefault(a["at"], []).append(a)
    own = s.aliens if s.phase == ALIENS else s.zombies
    if isinstance(mode, Dropping) and mode.at in acts:
        return _dropping(s, mode, acts)
    at = mode.at if isinstance(mode, ActingAt) and mode.at in acts else None
    unit = mode.unit if at and mode.unit in own[at] and mode.unit not in s.acted else ""
    who = "Alien" if s.phase == ALIENS else "Zombie"
    if unit:
        hint = (f"{SHORT[kind_key(unit)]} picked in {at}: choose what it does below (it is the first in the "
                "group), or drag it to a lit location.")
    elif at:
        hint = f"Choose what the counters in {at} do: the buttons below."
    else:
        hint = "Click or drag a counter (or click a lit location) to act with it, or end the phase."
    here = _here(rules, s, acts[at], at) if at else []
    for b in here:
        if unit and b.action is not None:
            _led_by(rules, s, b, unit)
    # a counter clicked on the map picks it and its location (AvZ 5.0: a group acts from one
    # location); it is the first in the group the chosen action forms. Dragged, it goes where it is dropped.
    movable = {u for n in acts for u in own[n] if u not in s.acted}
    shown = set()  # lit: the counter picked, else those of the chosen location that may act
    if unit:
        shown = {unit}
    elif at:
        shown = {u for u in own[at] if u not in s.acted}
    o = Offer(f"{who} actions", hint, buttons=here + [_end_choice(s)],
              marks={"at": at, "units": shown, "pickable": movable, "drags": movable,
                     "on_unit": lambda u: ActingAt(mode.view, f"{counter_name(u)} picked in {s.at[u]}: choose what it "
                                                   "does at the right, or drag it (Esc cancels)", s.at[u], u),
                     "drops": lambda u: drops(rules, s, acts[s.at[u]], u)})

    def on_loc(loc: str) -> Click:
        if loc not in acts:
            return Action.of("act", at=loc, do="move")
        kinds = " / ".join(KIND_WORD[a["do"]] for a in acts[loc])
        return ActingAt(mode.view, f"{loc}: choose {kinds} at the right (Esc cancels)", loc)
    return _lit(o, {n: "" for n in acts}, on_loc)


def _led_by(rules, s, b: Button, unit: str) -> None:
    """A location's action with a counter picked: it plays the action with that counter first in
    the group, or stays greyed with why the counter cannot take it."""
    run = led(rules, s, b.action, unit)
    if isinstance(run, str):
        b.action, b.refused = None, f"the {unit_name(unit)} picked cannot: {run}"
    else:
        b.tip = f"{rules.describe(s, b.action)}; the {unit_name(unit)} picked is the first in the group"
        b.action = run[0]


def _dropping(s, mode: Dropping, acts) -> Offer:
    """A counter dropped where it could do two things: the choice is the player's, offered at the drop."""
    o = Offer(f"{offered(mode.choices)} in {mode.place}?", f"Choose what the counter dropped on {mode.place} does: "
              "the buttons at the drop or below (Esc cancels).",
              buttons=[Button(c.label, c.plays, tip=f"{c.label}: the counter dropped leads the group")
                       for c in mode.choices] + [_end_choice(s)], marks={"at": mode.at})
    return _lit(o, {mode.place: ""}, lambda loc: f"Choose {offered(mode.choices)} at the drop, or Esc to put the "
                "counter down")


def _group(rules, s, legal, mode):
    p = s.group
    kind, at, group = p.kind, p.at, p.units
    own = s.aliens if s.phase == ALIENS else s.zombies
    present = [u for u in own[at] if u not in s.acted or u in group]
    adds = {kind_key(a["unit"]): a for a in _by(legal, "add")}
    choices = [_kind_button(rules, s, k, units, group, adds.get(k)) for k, units in _by_kind(present).items()]
    add_all = _by(legal, "add_all")
    choices.append(Button("Add all", add_all[0], tip="every counter that can join") if add_all else
                   Button("Add all", refused=refusal(rules, s, Action.of("add_all"))))
    if kind in ("blast", "chomp"):
        choices += [Button(f"{KIND_WORD[kind]}!", a) for a in _by(legal, kind)]
    choices += [Button("Pass", a, tip="the group does nothing this turn", slot="end") for a in _by(legal, "pass")]
    o = Offer(f"{KIND_WORD[kind]} from {at}", f"Group: {len(group)} of {len(present)}.", buttons=choices,
              marks={"at": at, "units": set(group), "on_unit": lambda u: Action.of("add", unit=u), "unit_locs": {at},
                     "unit_tip": "click to add it to the group", "pickable": {u for u in present if u not in group}})
    if kind in ("move", "attack"):
        o.hint += " Add counters, then click or drag to a lit location" + (" (its cost)." if kind == "move" else ".")
        o.marks["drags"] = set(present)
        return _lit(o, {a["to"]: rules.preview(s, a).get(a["to"], "") for a in _by(legal, kind)},
                    lambda loc: Action.of(kind, to=loc))
    o.hint += f" Add counters, then '{KIND_WORD[kind]}!'."
    o.elsewhere = lambda loc: ("First add counters to the group: the buttons at the right" if not group else
                               f"{KIND_WORD[kind]} attacks in {at}: press '{KIND_WORD[kind]}!' at the right")
    return o


def _by_kind(units) -> dict[str, list[str]]:
    """Counters by kind, in the order of the counter sheet: the group's buttons keep their places."""
    out: dict[str, list[str]] = {k: [] for k in SHORT}
    for u in units:
        out[kind_key(u)].append(u)
    return {k: us for k, us in out.items() if us}


def _kind_button(rules, s, key: str, units: list[str], group: list[str], add: Optional[Action]) -> Button:
    """A kind's button in the group: how many of them are in it; it adds one more, or says why not."""
    joined = sum(1 for u in units if u in group)
    label = f"{SHORT[key]} {joined}/{len(units)}"
    if add is not None:
        return Button(label, add, icon=key, on=joined > 0, small=True)
    free = [u for u in units if u not in group]
    refused = (refusal(rules, s, Action.of("add", unit=free[0])) if free else
               f"every {SHORT[key]} here is in the group (AvZ 5.0)")
    return Button(label, icon=key, on=joined > 0, small=True, refused=refused)


def icon_names(icons) -> str:
    return " + ".join(ICON_NAMES[i] for i in icons)


# What each decision point offers (a point without a builder lists its actions: ui/offer.py `listed`).
OFFERS = Offers(
    place=_place,
    spawn=_spawn,
    place_group=_place_group,
    reveal=_reveal,
    bite=_bite,
    laser=_laser,
    bfar=_bfar,
    mutate=_mutate,
    rampage=_rampage,
    losses=_losses,
    discard=_discard,
    land=_land,
    act=_act,
    group=_group,
)
