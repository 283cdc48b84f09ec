"""The decision's options as buttons, from the legal actions: what is not a place on the map (a step
is a lit hex, an aim a lit target) is a button in the side column, in the rules' own words."""
from __future__ import annotations

from zombiebox.core.actions import Action
from zombiebox.ui.widgets.choice_panel import Button

ON_MAP = ("step", "aim", "set_up", "duck")   # chosen by a click on the map (lit), not a button
PAIRED = ("fire", "panic_fire")   # half a row each: fire and panic fire side by side
TIPS = {"fast": "ATZ 6.2: roll 2d6; each die at or under Rep is +1 MP. It is the impulse's action",
        "panic_fire": "ATZ 8.1.8: one more die, and the weapon is out of ammo after",
        "charge": "ATZ 9.4: take the Wanting to Charge test to step in among zombies",
        "search": "ATZ 10.3: draw a Loot Card; the building is marked Searched",
        "reload": "ATZ 8.1.7: the action of this impulse", "end": "ATZ 5.2: this survivor's impulse is over",
        "done": "ATZ 5.2: no other survivor takes an impulse this activation",
        "shoot": "ATZ 8.1: roll the fire dice against the Ranged Combat Table",
        "cure": "ATZ 12.0: once a game, 2d6 against his Rep: one success turns a zombie into a survivor"}


def buttons(rules, state, legal: list[Action], on_map: bool = False) -> list[Button]:
    """A button for each action; one chosen on the map only with `on_map` (a hex's several targets)."""
    out = []
    for action in legal:
        if action.kind in ON_MAP and not on_map:
            continue
        label = rules.describe(state, action)
        out.append(Button(label[:1].upper() + label[1:], action, tip=TIPS.get(action.kind, ""),
                          small=action.kind in PAIRED))
    return out
