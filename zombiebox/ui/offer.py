"""The kit's one offer model: what the open decision offers a player, built from the contract.

For the decision open now, an `Offer` holds the places on the board that take a click and what a
click there does, the words drawn on them, the buttons, a title and the hint. A game writes one small
builder per decision point and registers them in an `Offers` table by the point's declared name; the
board asks `offers.build(match, mode)` and draws and clicks what comes back, so a scene never branches
on a decision's name. A point with no builder offers each legal action as a button in the rules' words.

    OFFERS = Offers(place=_place, act=_act)            # games/<id>/scene/choices.py
    offer = OFFERS.build(match, mode)                  # the view, once per match version and mode
    offer.click(place)                                 # an Action, Plays, Mode, a line to say, or None

A builder is `(rules, state, legal, mode) -> Offer`. It reads only the contract (legal actions,
describe, preview, check, the game's board queries) and the input mode's own fields, and never picks
for the player: a click on a place the rules would refuse still becomes the Action the player means
(`elsewhere`), so the rules say their reason and rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Hashable, Optional, Union

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.ui.modes import Mode, Plays
from zombiebox.ui.widgets.choice_panel import Button, Confirm

Click = Union[Action, Plays, Mode, str, None]   # play it, hand over to a mode, say a line, or nothing
Place = Hashable                                # a board's own key for a place: a space, a hex, a card


@dataclass
class Offer:
    title: str = ""
    hint: str = ""                                               # what to do; said when a click hits nothing
    places: dict[Place, list[Action]] = field(default_factory=dict)   # place -> what a click there plays
    tags: dict[Place, str] = field(default_factory=dict)         # place -> the words drawn on it ("2 MP")
    picks: dict[Place, Click] = field(default_factory=dict)      # place -> a mode it hands over to, or a line
    buttons: list[Button] = field(default_factory=list)
    elsewhere: Optional[Callable[[Place], Click]] = None         # a click on a place not offered
    marks: dict[str, Any] = field(default_factory=dict)          # what else the board draws (the game's keys)
    asking: str = ""                                             # a Confirm's words: shown with its two buttons (Do it, Cancel)

    def add(self, place: Place, action: Action, tag: str = "") -> None:
        """`action` played by a click on `place`; a second action there makes the click ask which."""
        self.places.setdefault(place, []).append(action)
        if not self.tags.get(place):
            self.tags[place] = tag

    def pick(self, place: Place, click: Click, tag: str = "") -> None:
        """A click on `place` hands over to a mode (or says a line) instead of playing."""
        self.picks[place] = click
        self.tags.setdefault(place, tag)

    @property
    def lit(self) -> set[Place]:
        """The places that take a click."""
        return set(self.places) | set(self.picks)

    def click(self, place: Place, parent: Optional[Mode] = None) -> Click:
        """What a click on `place` does: its one action; a `Which` when several share it (`parent` is
        the mode Esc goes back to); its pick; else what `elsewhere` makes of it, or the hint."""
        if place in self.picks:
            return self.picks[place]
        plays = self.places.get(place)
        if plays:
            return plays[0] if len(plays) == 1 else Which(place, tuple(plays), parent)
        return self.elsewhere(place) if self.elsewhere else (self.hint or None)


class Which(Mode):
    """Several actions share the place clicked: which one (buttons, in the rules' words; Esc goes back)."""

    def __init__(self, place: Place, actions: tuple[Action, ...], parent: Optional[Mode] = None):
        self.place, self.actions, self.parent = place, actions, parent
        self.prompt = f"{place}: which one?"

    def cancel(self) -> Optional[Mode]:
        return self.parent

    def offer(self, rules, state) -> Offer:
        """What it offers: a button each in the rules' words, and Back (a game's Which may word its
        buttons its own way, or mark the board, by overriding this)."""
        offer = Offer(self.prompt, "Choose one; Esc goes back.",
                      buttons=[Button(rules.describe(state, a), a) for a in self.actions])
        offer.buttons.append(Button("Back (Esc)", pick=self.parent))
        return offer


Builder = Callable[[Any, Any, list, Optional[Mode]], Offer]


class Offers:
    """A game's builders, one per decision point, by the point's declared name."""

    def __init__(self, **builders: Builder):
        self.builders = builders

    def undeclared(self, rules) -> list[str]:
        """Builder names that are not decision points `rules` declares (a test calls this per game)."""
        return sorted(set(self.builders) - set(rules.points))

    def build(self, match, mode: Optional[Mode] = None, legal: Optional[list[Action]] = None) -> Offer:
        """What the decision open in `match` offers in `mode`: its builder's Offer, or a `Which`'s
        buttons, or a `Confirm`'s words and buttons over the offer under it, or each legal action as a
        button; every button with an action gets the rules' words as
        its tip and, where the rules refuse it, their reason. `legal`: the legal list the board keeps
        for this position, if it keeps one (else it is asked for)."""
        rules, state = match.rules, match.state
        legal = match.legal_actions() if legal is None else legal
        if isinstance(mode, Which):
            offer = mode.offer(rules, state)
        elif isinstance(mode, Confirm):
            offer = replace(self.build(match, mode.parent, legal), asking=mode.prompt, buttons=mode.buttons())
        else:
            build = self.builders.get(rules.decision(state))
            offer = build(rules, state, legal, mode) if build else listed(rules, state, legal)
        for b in offer.buttons:
            if isinstance(b.action, Action):
                b.tip = b.tip or rules.describe(state, b.action)
                if not b.refused and b.action not in legal:
                    b.refused = refusal(rules, state, b.action)
        return offer


def listed(rules, state, legal: list[Action]) -> Offer:
    """A decision point with no builder: each legal action a button in the rules' words."""
    prompt = rules.prompt(state)
    return Offer(prompt, prompt, buttons=[Button(rules.describe(state, a), a) for a in legal])


def refusal(rules, state, action: Action) -> str:
    """The rules' reason for refusing `action`, as a greyed button says it: "reason (rule)"."""
    try:
        rules.check(state, action)
    except IllegalAction as refused:
        return f"{refused.reason} ({refused.rule})"
    return ""
