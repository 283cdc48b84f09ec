"""What each decision point offers (the kit's `Offer`, ui/offer.py), built from the legal actions only: the
spaces a click plays something on (lit, each with its words: "1 AP", "push", "shoot"), the buttons, the
panel's title and the hint. Every legal action is on the board or a button (an action with no place of its
own gets a button in the rules' words), so `legal_actions` is all a player can do and all he is offered.
One builder a decision point in `OFFERS`; what they share is `_offer`. The board draws `marks`: "picked",
the space of the marker being activated, with "ap", its (AP left, AP an activation has) as pips; a
`Facing` mode's "facing_at", the space whose facing is being chosen (modes.py); "ghost", the side-B token in
hand (the token, its facing as turned, the facings it may lie in), drawn at the pointer as it would lie."""
from __future__ import annotations

from typing import Callable, Optional

from zombiebox.core.actions import Action
from zombiebox.ui.offer import Offer, Offers, refusal
from zombiebox.ui.widgets.choice_panel import Button

from ..data import CARDS_BY_ID, HUMAN_AP, HUMANS_BY_ID, ZOMBIE_AP
from ..lot import DIRECTIONS, STEP, Lot, lot_of
from ..words import FACING, TOKEN, lying, who
from .modes import Choosing, Facing
from .panels import SIDE_WORD

ONE_AP = "1 AP"
ALSO_BUTTONS = ("step", "turn")   # a zombie's AP: on the board and spelled out as buttons too
Guess = Callable[[str], Optional[Action]]   # a space not lit -> the action a click there most likely meant


def _offer(rules, s, legal, mode, hint: str, guess: Guess = lambda space: None, title: str = "",
           active: Optional[tuple[str, int]] = None) -> Offer:
    """What every point offers in `mode` (modes.py), whose pick (a human to place, a card) narrows what is
    lit. `guess`: what a click on a space not lit meant, for the rules' refusal; `title`: the panel's (else
    the round and the side); `active`: the space of the marker being activated and the AP an activation has."""
    offer = Offer(title or f"Round {s.round} · {SIDE_WORD.get(rules.to_move(s), '')}", hint)
    card = getattr(mode, "card", "")
    if card:
        _card_targets(offer, s, legal, card, mode)
    else:
        _lot_and_buttons(offer, rules, s, legal, mode)
        if active:
            offer.marks = {"picked": active[0], "ap": (s.ap, active[1])}
    offer.elsewhere = lambda space: _refused(rules, s, guess(space), offer.hint)
    for space, plays in offer.places.items():   # several actions on one space: which one
        if len(plays) > 1:
            kind = Facing if all(a.get("facing") for a in plays) else Choosing
            offer.pick(space, kind(mode.view, space, tuple(plays), mode, offer.title))
    return offer


ENDING = ("end_turn", "end_activation", "end_movement", "end_spawning", "zombie_check")   # the kit's "end" slot


def _lot_and_buttons(offer: Offer, rules, s, legal, mode) -> None:
    """Each legal action on its space, else a button; the cards' Play buttons after the acts, the end first
    (the kit's slots)."""
    lot = lot_of(s)
    placed: set[int] = set()
    for i, a in enumerate(legal):
        where = _place(rules, s, lot, a, mode)
        if where is not None and where[0] is not None:
            _add(offer, where[0], a, where[1])
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
            ending = a.kind in ENDING
            lost = f"{_command(rules, s, a)}: {s.ap} AP left unused" if a.kind == "end_activation" and s.ap else ""
            offer.buttons.append(Button(_command(rules, s, a), a, tip=rules.describe(s, a), slot="end" if ending else "",
                                        confirm=lost))   # asked once: the AP are lost for good
    for c, plays in cards.items():   # the cards in a slot of their own, below the acts (never in their place)
        name, text = CARDS_BY_ID[c].name, CARDS_BY_ID[c].text
        if len(plays) == 1 and not _targeted(plays[0]):
            offer.buttons.append(Button(f"Play {name}", plays[0], tip=text, slot="card", confirm=f"Play {name}: {text}"))
        else:
            offer.buttons.append(Button(f"Play {name}…", pick=mode.with_card(c), tip=text, slot="card"))


def _add(offer: Offer, space: str, action: Action, tag: str) -> None:
    """`action` played by a click on `space`; two kinds there share the tag ("push/shoot 1 AP")."""
    old = offer.tags.get(space, "")
    offer.add(space, action, tag)
    if old and old != tag and old.endswith(" AP") and tag.endswith(" AP") and tag[:-5] not in old:
        offer.tags[space] = f"{old[:-5]}/{tag}"


def _refused(rules, s, guess: Optional[Action], hint: str):
    """A click on a space that plays nothing: the action it most likely meant, for the rules to say why
    they refuse it; else the hint."""
    return guess if guess is not None and refusal(rules, s, guess) else hint


# --- the decision points -------------------------------------------------------------------------
def _lay_token(rules, s, legal, mode) -> Offer:
    """ZT Game Variants: the token in hand, turned as the mode holds it (R, the wheel), lit where it may lie so;
    the board draws it at the pointer (marks "ghost": the token, its facing in hand, the facings it may lie in)."""
    obj = s.to_lay[0][1]
    ways = tuple(d for d in DIRECTIONS if any(a.get("facing") == d for a in legal)) or (None,)
    facing = ways[getattr(mode, "turn", 0) % len(ways)]
    turned = f", {lying(obj, facing)} (R or the wheel turns it)" if len(ways) > 1 else ""
    offer = _offer(rules, s, [a for a in legal if a.get("facing") == facing], mode,
                   f"Click a lit space to lay the {TOKEN[obj]} there{turned}",
                   lambda space: Action.of("lay", at=space, **({"facing": facing} if facing else {})))
    if any(a.kind == "lay" for a in legal):
        offer.marks["ghost"] = (obj, facing, ways)
    return offer


def _place_human(rules, s, legal, mode) -> Offer:
    """ZT Game Setup 4: a button a human still to place picks him; his first-row spaces are lit."""
    left = s.unplaced_humans()
    offer = _offer(rules, s, legal, mode, "Click a lit space of the first row to place the picked human there",
                   lambda space: Action.of("place", human=left[0], at=space) if left else None)
    h = _placing(s, mode)
    offer.buttons[:0] = [Button(HUMANS_BY_ID[x].trade, pick=mode.with_human(x), on=x == h, small=True,
                                tip=f"{HUMANS_BY_ID[x].name}, {HUMANS_BY_ID[x].trade} ({HUMANS_BY_ID[x].vp} VP)")
                         for x in left]
    return offer


def _place_zombie(rules, s, legal, mode) -> Offer:
    return _offer(rules, s, legal, mode, "Click a lit space, then the side the zombie faces (not next to another marker)",
                  lambda space: Action.of("place", at=space, facing="N"))


def _human_turn(rules, s, legal, mode) -> Offer:
    def guess(space: str) -> Optional[Action]:
        marker = s.occupied().get(space)
        return Action.of("activate", human=marker) if marker in s.humans else None
    return _offer(rules, s, legal, mode, "Click a human to activate (3 AP), or end your turn", guess)


def _human_action(rules, s, legal, mode) -> Offer:
    """ZT Human Player Turn: the active human's moves lit with their cost; he is marked with his AP."""
    def guess(space: str) -> Optional[Action]:
        if not s.active:
            return None
        marker = s.occupied().get(space)
        if marker in s.zombies and s.active in ("cop", "logger"):
            return Action.of("shoot" if s.active == "cop" else "eliminate", target=marker)
        if marker in s.humans and s.active == "nurse" and (
                marker == "nurse" or lot_of(s).direction(s.humans["nurse"], space)):   # farther off: a switch
            return Action.of("heal", human=marker)
        return Action.of("move", to=space)
    here = s.humans.get(s.active)
    return _offer(rules, s, legal, mode, "Click a lit space: move, push, shoot, chop or heal (each 1 AP)", guess,
                  f"{who(s.active)[4:].title()}: {s.ap} AP left" if here else "", (here, HUMAN_AP) if here else None)


def _zombies_title(rules, s) -> str:
    return f"Zombies: {len(s.flipped)} of {rules.activations(s)} activated"  # the cap the prompt states


def _zombie_turn(rules, s, legal, mode) -> Offer:
    """ZT Moving Zombies: the zombies to activate lit with why; forced ones say so in the hint."""
    def guess(space: str) -> Optional[Action]:
        marker = s.occupied().get(space)
        return Action.of("activate", zombie=marker) if marker in s.zombies else None
    offer = _offer(rules, s, legal, mode, "Click a lit zombie to activate it (forced ones first)", guess,
                   _zombies_title(rules, s))
    zombies = [a["zombie"] for a in legal if a.kind == "activate" and a.get("zombie")]
    if not getattr(mode, "card", "") and zombies and _why_activate(rules, s, zombies[0]) != "III: free":
        offer.hint = "; ".join(forced_reason(rules, s, z) for z in zombies) + ". Click one to activate it."
    return offer


def _zombie_action(rules, s, legal, mode) -> Offer:
    """ZT Movement Phase: the activated zombie's step and turns lit; it is marked with its AP."""
    here = s.zombies.get(s.active)
    return _offer(rules, s, legal, mode, "Click the lit space ahead to move, or beside the zombie to turn it",
                  title=_zombies_title(rules, s), active=(here, ZOMBIE_AP) if here else None)


def _spawn(rules, s, legal, mode) -> Offer:
    return _offer(rules, s, legal, mode, "Click a lit valid space, then the side the new zombie faces",
                  lambda space: Action.of("spawn", at=space, facing="N"))


def _cleanup(rules, s, legal, mode) -> Offer:
    return _offer(rules, s, legal, mode, "Click a dead human, then the side his zombie faces")


OFFERS = Offers(lay_token=_lay_token, place_human=_place_human, place_zombie=_place_zombie,
                human_turn=_human_turn, human_action=_human_action, zombie_turn=_zombie_turn,
                zombie_action=_zombie_action, spawn=_spawn, cleanup=_cleanup)


# --- words and places ----------------------------------------------------------------------------
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


def _card_targets(offer: Offer, s, legal, card: str, mode) -> None:
    """A card picked: its targets lit on the board (a facing to choose after, for Sudden Turn)."""
    for a in legal:
        if a.kind != "play" or a["card"] != card:
            continue
        if a.get("target"):
            _add(offer, s.zombies[a["target"]], a, "target")
        elif a.get("human"):
            _add(offer, s.humans[a["human"]], a, "heal")
        elif a.get("zombie"):
            _add(offer, s.zombies[a["zombie"]], a, "turn")
    offer.buttons = [Button("Back (Esc)", pick=mode.parent)]
    offer.hint = f"{CARDS_BY_ID[card].name}: click a lit target. {CARDS_BY_ID[card].text}"


def _command(rules, s, a: Action) -> str:
    """A button's words: the end of an activation says what is lost, the rest in the rules' words."""
    if a.kind == "end_activation" and s.active in s.humans:
        lost = f" ({s.ap} AP lost)" if s.ap else ""
        return f"End {who(s.active)}'s activation{lost}"
    if a.kind == "turn":
        return f"Turn to face {FACING[a['facing']]} (1 AP)"
    if a.kind == "step":
        return "Move forward (1 AP)"
    text = rules.describe(s, a)
    return text[:1].upper() + text[1:]
