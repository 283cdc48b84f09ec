"""The choices open now, grouped the way a player thinks of them, worded for people, and
the sentence a confirmation shows before a move is played (CoZ Special Moves, Items,
Events, set-up and Survivor choices). Combinations (`hit`) are not here: the fight
panel builds them. Pure: the scene turns groups into buttons and board clicks."""
from __future__ import annotations

from dataclasses import dataclass, field

from zombiebox.core.actions import Action

from .. import data
from ..data import CARDS, HERO_NAMES
from ..state import CozState, card_name, strength, where, with_strength
from .cards import describe_card

SIDE = {"save": "Save", "evacuate": "Evacuate"}


@dataclass
class Group:
    key: str                      # what a click on the group's button opens
    label: str                    # the button
    actions: list[Action] = field(default_factory=list)
    tip: str = ""
    pick: str = ""                # "card": pick on the board by card; "col": a Barricade column; "slot": a free space
    direct: bool = False          # played at once (set-up picks, forced payments): no confirmation


def _die(state: CozState, i: int) -> str:
    return f"die {i + 1} ({state.turn.dice[i]})"


def _hero_group(state: CozState, key: str, actions: list[Action]) -> Group:
    name = HERO_NAMES[key]
    flip = data.FLIP_BY_KEY.get(key)
    text = flip.move if flip else data.HERO_TEXT[key]
    pick = "card" if key in (data.MASAAKI, data.ALONSO) else ""
    hint = {data.MASAAKI: " — then click the Zombie", data.ALONSO: " — then click a Zombie on the Barricade",
            data.MADDY: " — then click a die", data.JOE: " — then click a die"}
    return Group(f"hero:{key}", f"{name}'s Special Move{hint.get(key, '')}", actions, text, pick)


def _item_group(state: CozState, card: str, actions: list[Action]) -> Group:
    c = CARDS[card]
    pick = {data.LID: "card", data.BARREL: "col"}.get(c.effect, "")
    hint = {data.LID: " — then click a Zombie", data.BARREL: " — then click a Barricade space"}
    return Group(f"item:{card}", f"Use the {c.name}{hint.get(c.effect, '')}", actions, c.text, pick)


def groups(state: CozState, decision: str, actions: list[Action]) -> list[Group]:
    """Every legal action but the combinations, in groups (one button each)."""
    out: dict[str, Group] = {}

    def add(key: str, make, action: Action) -> None:
        if key not in out:
            out[key] = make()
        out[key].actions.append(action)

    for a in actions:
        k = a.kind
        if k == "hit":
            continue
        if k == "roll":
            add("roll", lambda: Group("roll", "Roll the 3 Battle Dice", tip="CoZ STEP 2", direct=True), a)
        elif k == "end_turn":
            add("end_turn", lambda: Group("end_turn", "End the turn", tip="dice left unused: the turn is missed"), a)
        elif k == "hero":
            add(f"hero:{a['name']}", lambda a=a: _hero_group(state, a["name"], []), a)
        elif k == "item":
            add(f"item:{a['card']}", lambda a=a: _item_group(state, a["card"], []), a)
        elif k == "second_chance":
            add("second_chance", lambda: Group("second_chance", "Second Chance: re-roll ONE die",
                                               tip=data.EVENT_TEXT[data.SECOND_CHANCE]), a)
        elif k == "trick_shot":
            add("trick_shot", lambda: Group("trick_shot", "Trick Shot: re-roll your dice", tip="Jake's gift"), a)
        elif k in ("pick_hero", "deal_heroes"):
            label = "Deal Heroes at random" if k == "deal_heroes" else f"Pick {HERO_NAMES[a['name']]}"
            tip = "" if k == "deal_heroes" else data.HERO_TEXT.get(a["name"], "")
            add(a.text, lambda label=label, tip=tip: Group(a.text, label, tip=tip, direct=True), a)
        elif k == "place_flip":
            add("place_flip", lambda: Group("place_flip", f"Place {HERO_NAMES[a['name']]}: click a lit free space",
                                            pick="slot", direct=True), a)
        elif k in ("pay", "evacuate"):
            value = CARDS[a["card"]].value
            verb = "Feed" if k == "pay" else "Evacuate"
            add(a.text, lambda verb=verb, value=value: Group(a.text, f"{verb} a card of {value} Survivor"
                                                             f"{'s' if value > 1 else ''}", direct=True), a)
        elif k == "reward":
            number = CARDS[a["card"]].abduct
            label = (f"Save {number} Survivors from the Survivor Deck" if a["choice"] == "save"
                     else f"Evacuate {number} Survivors from the Safe Zone")
            add(a.text, lambda label=label: Group(a.text, label), a)
        elif k == "peek_next":
            add(a.text, lambda: Group(a.text, f"Next: {card_name(state, a['card'])}", tip=describe_card(state, a["card"]),
                                      direct=True), a)
        elif k == "peek_done":
            add(a.text, lambda: Group(a.text, "Keep the rest in this order", direct=True), a)
        elif k == "choose_roller":
            add(a.text, lambda: Group(a.text, f"{a['player'].upper()} rolls for Sudden Decay", direct=True), a)
        else:
            add(a.text, lambda: Group(a.text, a.text), a)
    return list(out.values())


def option_label(state: CozState, action: Action) -> str:
    """One choice inside a group, in a player's words (the button under the group)."""
    k = action.kind
    if k == "hero":
        key = action["name"]
        if key == data.STEF:
            return "Flip " + ", ".join(f"{_die(state, i)} to {7 - state.turn.dice[i]}" for i in action["dice"])
        if key in (data.MADDY, data.JOE):
            return f"Set {_die(state, action['die'])} to {action['value']}"
        if key == data.JAKE:
            return f"{action['player'].upper()} may re-roll"
        if action.get("target"):
            return f"{with_strength(state, action['target'], True)} {where(state, action['target'])}"
        return f"Use {HERO_NAMES[key]}"
    if k == "item":
        if action.get("change"):
            t = action["target"]
            return f"{with_strength(state, t, True)} → {strength(state, t) + action['change']}"
        if action.get("col"):
            return f"Barricade space {action['col']}"
        return f"Use the {CARDS[action['card']].name}"
    if k == "second_chance":
        return f"Re-roll {_die(state, action['die'])}"
    return option_words(state, action)


def option_words(state: CozState, action: Action) -> str:
    return {"roll": "Roll the 3 Battle Dice", "end_turn": "End the turn", "trick_shot": "Re-roll your dice"}.get(
        action.kind, action.text)


def confirm_text(state: CozState, action: Action) -> str:
    """What will happen, said before it happens."""
    k = action.kind
    turn = state.turn
    if k == "end_turn":
        hits = len(turn.hits) if turn else 0
        left = [str(v) for v, used in zip(turn.dice or [], turn.used) if not used] if turn else []
        if not left:
            return "End the turn."
        return (f"End the turn with dice {' '.join(left)} unused: the turn is MISSED and "
                + (f"the {hits} hit{'s' if hits > 1 else ''} made so far defeat{'' if hits > 1 else 's'} nobody." if hits else
                   "no Zombie is defeated.") + " (CoZ STEP 2: use all 3 dice)")
    if k == "hero":
        key = action["name"]
        name = HERO_NAMES[key]
        after = f" {name} will be Exhausted (turned sideways) until a refresh."
        if key == data.MASAAKI:
            t = action["target"]
            return (f"Masaaki picks {with_strength(state, t)} {where(state, t)}: if you defeat it "
                    "this turn, every Zombie behind it in its column is defeated too." + after)
        if key == data.STEF:
            flips = ", ".join(f"{_die(state, i)} to {7 - turn.dice[i]}" for i in action["dice"])
            return f"Stef flips {flips}." + after
        if key in (data.MADDY, data.JOE):
            return f"{name} sets {_die(state, action['die'])} to {action['value']}." + after
        if key == data.SEOYEON:
            return "Seo-yeon rolls one die: that many Survivor cards join the Safe Zone." + after
        if key == data.YAS:
            return "Yas refreshes every other Exhausted Hero." + after
        if key == data.JAKE:
            return f"{action['player'].upper()} may re-roll their dice this turn (Trick Shot)." + after
        if key == data.LUCY:
            return "Rule Breaker: every Player may double their dice this Round." + after
        if key == data.ALONSO:
            t = action["target"]
            return f"Alonso pushes {card_name(state, t)} back up from the Barricade to the Backyard." + after
        return f"Use {name}'s Special Move." + after
    if k == "item":
        c = CARDS[action["card"]]
        if c.effect == data.LID:
            t = action["target"]
            return (f"The Dustbin Lid changes {card_name(state, t)}'s Strength from {strength(state, t)} to "
                    f"{strength(state, t) + action['change']}. The Lid goes to the Graveyard.")
        if c.effect == data.BARREL:
            return (f"Place the Toxic Barrel on Barricade space {action['col']}. It moves up a row whenever the "
                    "Zombies move down; hit its Strength 10 to blow up every Zombie within 1 space.")
        if c.effect == data.PIZZA:
            return "Pizza Delivery: every Exhausted Hero is refreshed. The card goes to the Graveyard."
        if c.effect == data.REPLAY_RAY:
            return "The Replay Ray re-rolls all your unused dice. The card goes to the Graveyard."
        return f"Use the {c.name}: {c.text}"
    if k == "second_chance":
        return f"Second Chance: re-roll {_die(state, action['die'])}. Only ONE die a turn."
    if k == "trick_shot":
        return "Jake's Trick Shot: re-roll all your unused dice."
    if k == "reward":
        n = CARDS[action["card"]].abduct
        if action["choice"] == "save":
            return f"Save: take {n} Survivors' worth of cards from the Survivor Deck into the Safe Zone."
        return (f"Evacuate: set {n} Survivors from the Safe Zone aside. They cannot be eaten or abducted and "
                "count if you win.")
    return option_label(state, action)
