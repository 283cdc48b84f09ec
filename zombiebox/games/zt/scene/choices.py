"""What the decision point offers, in the current mode, built from the legal actions only: the spaces a
click plays something on (lit, each with its words: "1 AP", "push", "shoot"), and the buttons. Every legal
action is on the board or a button (an action with no place of its own gets a button in the rules' words),
so `legal_actions` is all a player can do and all he is offered."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from zombiebox.core.actions import Action
from zombiebox.ui.widgets.choice_panel import Button

from ..data import CARDS_BY_ID, HUMANS_BY_ID
from ..lot import STEP, Lot
from ..words import FACING, who

ONE_AP = "1 AP"
ALSO_BUTTONS = ("step", "turn")   # a zombie's AP: on the board and spelled out as buttons too


@dataclass
class Decision:
    spots: dict[str, list[Action]] = field(default_factory=dict)   # space -> what a click there plays
    tags: dict[str, str] = field(default_factory=dict)              # space -> the words drawn on it
    buttons: list[Button] = field(default_factory=list)
    picked: str = ""                 # the space whose marker is picked (outlined)
    facing_at: str = ""              # the space whose facing is being chosen (arrows around it)
    hint: str = ""                   # said when a click hits nothing lit

    def add(self, space: str, action: Action, tag: str) -> None:
        """`action` played by a click on `space`; two kinds there share the tag ("push/shoot 1 AP")."""
        self.spots.setdefault(space, []).append(action)
        old = self.tags.setdefault(space, tag)
        if old != tag and old.endswith(" AP") and tag.endswith(" AP") and tag[:-5] not in old:
            self.tags[space] = f"{old[:-5]}/{tag}"


def decide(match, lot: Lot, mode: Any) -> Decision:
    """The decision in `mode` (modes.py): its pick (a human to place, a card, a space whose facing is
    chosen) narrows what is lit and offered."""
    s, legal = match.state, match.legal_actions()
    d = Decision()
    card = getattr(mode, "card", "")
    if getattr(mode, "space", ""):              # several actions on one space: a facing, or which one
        d.spots[mode.space] = list(mode.actions)
        if all(a.get("facing") for a in mode.actions):
            d.facing_at = mode.space
            d.buttons = [Button(f"Face {FACING[a['facing']]}", a, small=True) for a in mode.actions]
            d.hint = "Click beside the marker on the side it should face, or a Face button"
        else:
            d.buttons = [Button(_short(s, lot, a), a, tip=match.rules.describe(s, a)) for a in mode.actions]
            d.hint = f"{mode.space}: which one?"
        d.buttons.append(Button("Back (Esc)", pick=mode.parent))
        return d
    if card:
        return _card_targets(s, legal, card, mode, d)
    placed: set[int] = set()
    for i, a in enumerate(legal):
        where = _place(match.rules, s, lot, a, mode)
        if where is not None and where[0] is not None:
            d.add(where[0], a, where[1])
            if a.kind not in ALSO_BUTTONS:
                placed.add(i)
    cards: dict[str, list[Action]] = {}
    for i, a in enumerate(legal):
        if i in placed:
            continue
        if a.kind == "play":
            cards.setdefault(a["card"], []).append(a)
        elif a.kind == "place" and a.get("human"):
            continue  # another human's placement: his button picks him
        else:
            d.buttons.append(Button(_command(match, a), a, tip=match.rules.describe(s, a)))
    if s.step == "place_human":
        h = _placing(s, mode)
        d.buttons[:0] = [Button(HUMANS_BY_ID[x].trade, pick=mode.with_human(x), on=x == h, small=True,
                                tip=f"{HUMANS_BY_ID[x].name}, {HUMANS_BY_ID[x].trade} ({HUMANS_BY_ID[x].vp} VP)")
                         for x in s.unplaced_humans()]
    for c, plays in cards.items():
        name = CARDS_BY_ID[c].name
        if len(plays) == 1 and not _targeted(plays[0]):
            d.buttons.insert(0, Button(f"Play {name}", plays[0], tip=CARDS_BY_ID[c].text))
        else:
            d.buttons.insert(0, Button(f"Play {name}…", pick=mode.with_card(c), tip=CARDS_BY_ID[c].text))
    if s.step == "zombie_action" and s.active in s.zombies:
        d.picked = s.zombies[s.active]
    elif s.step == "human_action" and s.active in s.humans:
        d.picked = s.humans[s.active]
    d.hint = HINTS.get(s.step, "Click a lit space, or a button")
    zombies = [a["zombie"] for a in legal if a.kind == "activate" and a.get("zombie")]
    if zombies and _why_activate(match.rules, s, zombies[0]) != "III: free":
        d.hint = "; ".join(forced_reason(match.rules, s, z) for z in zombies) + ". Click one to activate it."
    return d


HINTS = {
    "place_human": "Click a lit space of the first row to place the picked human there",
    "place_zombie": "Click a lit space, then the side the zombie faces (not next to another marker)",
    "human_turn": "Click a human to activate (3 AP), or end your turn",
    "human_action": "Click a lit space: move, push, shoot, chop or heal (each 1 AP)",
    "zombie_turn": "Click a lit zombie to activate it (forced ones first)",
    "zombie_action": "Click the lit space ahead to move, or beside the zombie to turn it",
    "spawn": "Click a lit valid space, then the side the new zombie faces",
    "cleanup": "Click a dead human, then the side his zombie faces",
    "lay_token": "Click a lit space to lay the token there",
}


def _placing(s, mode) -> str:
    """The human the next placement click puts down: the one picked, else the first still to place."""
    h = getattr(mode, "human", "")
    left = s.unplaced_humans()
    return h if h in left else (left[0] if left else "")


def _place(rules, s, lot: Lot, a: Action, mode) -> Optional[tuple[str, str]]:
    """The space a click plays `a` on, and the words lit there; None: it is a button."""
    k = a.kind
    if k == "place" and a.get("human"):
        return (a["at"], "start") if a["human"] == _placing(s, mode) else None
    if k == "spawn" and rules.spawn_fallback(s, a["at"]):
        return a["at"], "no valid free"   # the ruling's fallback space (ZT rulings, No empty valid space)
    if k in ("place", "spawn", "lay"):
        return a["at"], {"place": "place", "spawn": "spawn", "lay": "lay"}[k]
    if k == "activate" and a.get("human"):
        return s.humans[a["human"]], "3 AP"
    if k == "activate":
        return s.zombies[a["zombie"]], _why_activate(rules, s, a["zombie"])
    if k == "move":
        return a["to"], ONE_AP
    if k == "push":
        return a["to"], "push 1 AP"
    if k == "shoot":
        return s.zombies[a["target"]], "shoot 1 AP"
    if k == "eliminate":
        return s.zombies[a["target"]], "chop 1 AP"
    if k == "heal":
        return s.humans[a["human"]], "heal 1 AP"
    if k == "step":
        return lot.ahead(s.zombies[s.active], s.facing[s.active]), ONE_AP
    if k == "turn":  # the square on the side it turns to, obstacle or not
        c, r = lot.cell[s.zombies[s.active]]
        dc, dr = STEP[a["facing"]]
        return lot.at.get((c + dc, r + dr)), "turn 1 AP"
    if k == "take":
        return s.zombies[a["zombie"]], "take"
    if k == "turn_human":
        return s.humans[a["human"]], "turns"
    return None


def _why_activate(rules, s, z: str) -> str:
    """The lit zombie's words: forced I (a bite), forced II (a human seen) or a free activation (III)."""
    _, seen, ahead = rules.line_of_sight(s, z)
    return "I: bite" if seen and ahead == 1 else "II: sees" if seen else "III: free"


def forced_reason(rules, s, z: str) -> str:
    """Why this zombie is activated now, in the rulebook's numbering (ZT Moving Zombies I, II, III)."""
    _, seen, ahead = rules.line_of_sight(s, z)
    where = s.zombies[z]
    if seen and ahead == 1:
        return f"Forced I: the zombie on {where} bites {who(seen)} in front of it"
    if seen:
        return f"Forced II: the zombie on {where} sees {who(seen)} {ahead} spaces ahead"
    return f"Free (III): the zombie on {where}"


def _targeted(a: Action) -> bool:
    return any(a.get(k) for k in ("target", "human", "zombie"))


def _card_targets(s, legal, card: str, mode, d: Decision) -> Decision:
    """A card picked: its targets lit on the board (a facing to choose after, for Sudden Turn)."""
    for a in legal:
        if a.kind != "play" or a["card"] != card:
            continue
        if a.get("target"):
            d.add(s.zombies[a["target"]], a, "target")
        elif a.get("human"):
            d.add(s.humans[a["human"]], a, "heal")
        elif a.get("zombie"):
            d.add(s.zombies[a["zombie"]], a, "turn")
    d.buttons = [Button("Back (Esc)", pick=mode.parent)]
    d.hint = f"{CARDS_BY_ID[card].name}: click a lit target. {CARDS_BY_ID[card].text}"
    return d


def _short(s, lot: Lot, a: Action) -> str:
    """A button's words when one space offers several actions: what differs, short (the tip says all)."""
    if a.kind == "push":
        frm = s.humans[s.active]
        return f"Push it to {lot.step[a['to']][lot.direction(frm, a['to'])]} (1 AP)"
    return {"shoot": "Shoot it (1 AP)", "eliminate": "Chop it (1 AP)", "move": "Move here (1 AP)",
            "heal": "Heal (1 AP)"}.get(a.kind, a.text)


def _command(match, a: Action) -> str:
    """A button's words: the end of an activation says what is lost, the rest in the rules' words."""
    s = match.state
    if a.kind == "end_activation" and s.active in s.humans:
        lost = f" ({s.ap} AP lost)" if s.ap else ""
        return f"End {who(s.active)}'s activation{lost}"
    if a.kind == "turn":
        return f"Turn to face {FACING[a['facing']]} (1 AP)"
    if a.kind == "step":
        return "Move forward (1 AP)"
    text = match.rules.describe(s, a)
    return text[:1].upper() + text[1:]
