"""What each decision offers (ui/offer.py): a builder per decision point the rules declare. A choice made
on the map is a lit hex with its word (a step or the steps of the cheapest way to a hex further in reach,
with the MP it costs; an aim; a grenade; a duck back; a set-up hex) or a survivor's counter (its
impulse); the rest are buttons in the side column, in the rules' own words. The purchase is the shop over
the map (shop.py), flagged by the `shop` mark; a `targets` mark names the hexes drawn in the colour of a
shot (aims and grenades)."""
from __future__ import annotations

from zombiebox.core.actions import Action
from zombiebox.ui.modes import Plays
from zombiebox.ui.offer import Offer, Offers
from zombiebox.ui.widgets.choice_panel import Button

from ..boards import table_of

PAIRED = ("fire", "panic_fire")   # half a row each: fire and panic fire side by side
ENDING = ("end", "done")          # the kit's "end" slot: always in the same place
ASK = {"give": "{what}: from now on it is the other survivor's (ATZ 7.0)",   # asked once: not taken back
       "exit": "{what}: off the board, out of this scenario for good"}
TIPS = {"fast": "ATZ 6.2: roll 2d6; each die at or under Rep is +1 MP. It is the impulse's action",
        "panic_fire": "ATZ 8.1.8: one more die, and the weapon is out of ammo after",
        "charge": "ATZ 9.4: take the Wanting to Charge test to step in among zombies",
        "search": "ATZ 10.3: draw a Loot Card; the building is marked Searched",
        "reload": "ATZ 8.1.7: the action of this impulse", "end": "ATZ 5.2: this survivor's impulse is over",
        "done": "ATZ 5.2: no other survivor takes an impulse this activation",
        "shoot": "ATZ 8.1: roll the fire dice against the Ranged Combat Table",
        "cure": "ATZ 12.0: once a game, 2d6 against his Rep: one success turns a zombie into a survivor"}


def capital(words: str) -> str:
    """A button's words begin with a capital, as a sentence does."""
    return words[:1].upper() + words[1:]


def _buttons(rules, state, legal: list[Action], on_map: tuple[str, ...] = ()) -> Offer:
    """An Offer with a button for each legal action but those of the kinds in `on_map` (a click on a hex);
    its title and hint the rules' prompt (a click on a hex not offered says what the hex is, modes.py)."""
    buttons = []
    for action in legal:
        if action.kind not in on_map:
            label = capital(rules.describe(state, action))
            ask = ASK.get(action.kind, "").format(what=label)
            buttons.append(Button(label, action, tip=TIPS.get(action.kind, label), small=action.kind in PAIRED,
                                  slot="end" if action.kind in ENDING else "keep" if ask else "", confirm=ask))
    prompt = rules.prompt(state)
    return Offer(prompt, prompt, buttons=buttons)


def _listed(rules, state, legal, mode) -> Offer:
    """A decision made with the buttons alone (a surprise, the cure, a Star's reaction)."""
    return _buttons(rules, state, legal)


def _activate(rules, state, legal, mode) -> Offer:
    """ATZ 5.2: a click on a survivor's counter gives it the impulse (as its button does)."""
    offer = _buttons(rules, state, legal)
    for action in legal:
        if action.kind == "impulse" and state.survivors[action["who"]].hex:
            offer.add(state.survivors[action["who"]].hex, action)
    return offer


def _impulse(rules, state, legal, mode) -> Offer:
    """ATZ 6.0, 6.1: a lit hex in reach walks there (the steps of the cheapest way, each checked by the
    rules as it is played), its MP cost on it; ATZ 8.1.6: a lit hex takes the grenade thrown into it."""
    table = table_of(state)
    offer = _buttons(rules, state, legal, on_map=("step",))
    targets = set()
    for action in legal:
        if action.kind == "step":
            offer.add(action["to"], action, f"{table.enter_cost(action['to'])} MP")
        elif action.kind == "grenade":
            offer.add(action["at"], action, "grenade")
            targets.add(action["at"])
    for hex_, path in rules.reach(state).items():
        if hex_ not in offer.places:
            offer.pick(hex_, Plays(Action.of("step", to=h) for h in path), f"{sum(table.enter_cost(h) for h in path)} MP")
    offer.marks["targets"] = targets
    imp = state.impulse
    if imp.mp_left and any(a.kind == "step" for a in legal):   # asked once: the MP left are lost for good
        for b in offer.buttons:
            if isinstance(b.action, Action) and b.action.kind == "end":
                b.confirm = f"{b.label}: {imp.mp_left} MP left unused (ATZ 5.2)"
    return offer


def _aim(rules, state, legal, mode) -> Offer:
    """ATZ 8.1: a lit target aims at it; a hex of several (zombies of two speeds, an enemy survivor: the
    firer picks) asks which."""
    offer = _buttons(rules, state, legal, on_map=("aim",))
    for action in legal:
        if action.kind == "aim":
            offer.add(action["at"], action, "aim")
    offer.marks["targets"] = set(offer.places)
    return offer


def _set_up(rules, state, legal, mode) -> Offer:
    """ATZ 12.0: the hexes the survivor shown may set up in (the first still to set up, unless another is
    picked)."""
    offer = _buttons(rules, state, legal, on_map=("set_up",))
    placing = getattr(mode, "selected", "") or next((a["who"] for a in legal), "")
    for action in legal:
        if action["who"] == placing:
            offer.add(action["at"], action, "set up")
    return offer


def _duck_back(rules, state, legal, mode) -> Offer:
    """ATZ 9.2.1: the hexes the owner may duck the survivor back to."""
    offer = _buttons(rules, state, legal, on_map=("duck",))
    for action in legal:
        if action.kind == "duck":
            offer.add(action["to"], action, "duck")
    return offer


def _buy(rules, state, legal, mode) -> Offer:
    """ATZ 14.0, 13.0: the purchase is the shop over the map (shop.py), with its own buttons."""
    offer = _buttons(rules, state, [])
    offer.marks["shop"] = True
    return offer


OFFERS = Offers(buy=_buy, activate=_activate, impulse=_impulse, aim=_aim, surprise=_listed, set_up=_set_up,
                cure=_listed, charged=_listed, star_reaction=_listed, duck_back=_duck_back)
