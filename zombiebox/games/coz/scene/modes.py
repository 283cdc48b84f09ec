"""How the City of Zombies board takes clicks (ui/modes.py): one mode a half-made choice, each
holding its own fields, each knowing the mode under it (`parent`), so Esc goes back one.

    Turn        nothing held: the first mode of every turn
    Bench       a combination being built from the dice (CoZ STEP 2, MASTER THIS!)
    OpenGroup   a group of choices opened (a Hero's Special Move, an Item, Second Chance...)
    PickOne     inside a group, one card, Barricade column or die chosen: its options below
    Confirm     a choice said in words, waiting for "Do it" or "Cancel"

Every mode reads a click the same way (the panel's widgets, then the board); what it holds
decides what the click means. Choices come from the legal actions (the scene's groups), and a
refusal is said with its reason.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, TypeVar

from zombiebox.core.actions import Action
from zombiebox.ui.modes import Mode, Result

from .. import data
from ..data import CARDS, HERO_NAMES
from ..layout import COLS, layout
from ..state import card_name, is_target, strength
from .board import hero_cards
from .cards import describe_card
from .choices import Group, confirm_text
from .combo import Builder

M = TypeVar("M", bound="Turn")


@dataclass(eq=False)   # a mode is itself, not its fields: `parent is` finds it in the chain
class Turn(Mode):
    """Nothing held yet; the base of every City of Zombies mode."""
    scene: Any                        # the CozScene: its layout, panel and legal choices
    parent: Optional["Turn"] = None   # the mode Esc goes back to

    # --- what the modes down to this one hold -------------------------------------------------
    def chain(self):
        """This mode, then each one under it."""
        m = self
        while m is not None:
            yield m
            m = m.parent

    def held(self, kind: type[M]) -> Optional[M]:
        return next((m for m in self.chain() if isinstance(m, kind)), None)

    def _of(self, kind: type[M], name: str) -> Any:
        m = self.held(kind)
        return getattr(m, name) if m else None

    # what the scene draws: the combination being built (else the dice as they are), the open
    # group, the card, Barricade column or die whose options alone show, the choice to confirm
    bench = property(lambda self: self._of(Bench, "builder"))
    group_key = property(lambda self: self._of(OpenGroup, "group"))
    only = property(lambda self: self._of(PickOne, "which"))
    confirm = property(lambda self: self._of(Confirm, "action"))

    def base(self) -> "Turn":
        """The mode under any open group or confirmation (the turn, or its bench)."""
        m = self
        while isinstance(m, (OpenGroup, PickOne, Confirm)):
            m = m.parent
        return m

    def cancel(self) -> Optional[Mode]:
        return self.parent

    # --- clicks ------------------------------------------------------------------------------------
    def click(self, pos, match, ui) -> Result:
        scene = self.scene
        screen = scene.screen(scene.rect)
        if screen.panel.collidepoint(pos):
            return self._panel_click(pos, match, ui)
        state = match.state
        found = scene.card_at(screen, state, pos, ui.text_size)
        slot = screen.slot_at(pos)
        group = scene.open_group(match, ui)
        if group is not None and group.pick:
            return self._pick(group, found[0] if found else None, slot, match, ui)
        decision = match.rules.decision(state)
        if decision == "flip":
            return self._flip_space(slot, match, ui)
        if decision == "debts" and found and found[0] in state.safe_zone:
            value = CARDS[found[0]].value
            return next(a for a in scene.legal(match) if CARDS[a["card"]].value == value)
        if found is None:
            ui.say("Nothing to use there." if slot is None else "An empty space.")
            return None
        card = found[0]
        if any(card == c for _, c, _ in hero_cards(state)) or card in state.items:
            return self._own_card(card, match, ui)
        if decision != "fight":
            ui.say(f"{describe_card(state, card)}. Now: {match.rules.prompt(state)}.")
            return None
        return self._fight_click(card, match, ui)

    def _fight_click(self, card: str, match, ui) -> Result:
        state = match.state
        turn = state.turn
        if turn.dice is None:
            ui.say("Roll the 3 Battle Dice first (the button in the panel). Masaaki, if you have him, picks a "
                   "Zombie before the roll: open his button.")
            return None
        if not is_target(state, card):
            ui.say(f"{card_name(state, card, True)} is not something dice can hit: Events and Items are resolved in STEP 1.")
            return None
        b = self.scene.builder(state, ui)
        piece = b.current
        if piece is None and len(b.pieces) == 1:
            piece = b.pieces[0]
        if piece is None:
            ui.say(f"First build a number equal to {strength(state, card)}: click a die in the panel, then "
                   "operators and dice. Then click the Zombie.")
            return None
        return Action.of("hit", target=card, expr=piece.code)  # the rules check the value, and say why if not

    def _own_card(self, card: str, match, ui) -> Result:
        """A Hero or an Item card clicked: open its move, or say why it cannot be used now."""
        state = match.state
        key = next((k for k, c, _ in hero_cards(state) if c == card), None)
        group_key = f"hero:{key}" if key else f"item:{card}"
        if any(g.key == group_key for g in self.scene.groups(match)):
            return self._choose_group(group_key, match, ui)
        if key:
            hero = state.heroes.get(key) or state.flips.get(key)
            why = "is Exhausted (refreshed at the plane's refresh points, by Yas or Pizza)" if hero.exhausted \
                else "has no Special Move open right now"
            ui.say(f"{HERO_NAMES[key]} {why}.")
            return None
        effect = CARDS[card].effect
        if effect in (data.ENERGY, data.BINOCULARS, data.PORTAL, data.GLOVE):
            ui.say(f"The {CARDS[card].name} is used inside a combination: after the roll, pick a die in the panel "
                   "and press its button (+1/−1, 2x, −d, x³).")
        else:
            ui.say(f"The {CARDS[card].name} cannot be used right now.")
        return None

    def _flip_space(self, slot: Optional[int], match, ui) -> Result:
        if slot is None:
            ui.say("Click a free space on the lit row.")
            return None
        row, col = layout().rows[slot // COLS], slot % COLS + 1
        action = next((a for a in self.scene.legal(match) if a["row"] == row and a["col"] == col), None)
        if action is None:
            ui.say(f"Not there: {match.rules.prompt(match.state)}.", "bad")
        return action

    def _pick(self, group: Group, card: Optional[str], slot: Optional[int], match, ui) -> Result:
        """A click on the board for an open move: its card (the Lid, Masaaki, Alonso), a Barricade
        space (the Toxic Barrel) or a free space (a Flip Hero)."""
        if group.pick == "slot":
            return self._flip_space(slot, match, ui)
        col = slot % COLS + 1 if slot is not None and slot // COLS == layout().barricade else None
        found = [a for a in group.actions if (card and a.get("target") == card) or (col and a.get("col") == col)]
        if not found:
            ui.say(f"Not a choice for {group.label.split(' — ')[0]}: click a lit card, or Back.", "bad")
            return None
        if len(found) == 1:
            return self._choose(found[0], group, match, ui)
        ui.say("Choose below.")
        return PickOne(self.scene, self.held(OpenGroup), card or col)

    def _panel_click(self, pos, match, ui) -> Result:
        if not ui.human_turn:
            return None
        scene = self.scene
        w = scene.panel.at(pos)
        if w is None:
            return None
        state = match.state
        group = scene.open_group(match, ui)
        if w.kind == "die" and group is not None and any(a.get("value") for a in group.actions):
            ui.say(f"{group.label}: choose the new face of {w.label}.")
            return PickOne(scene, self.held(OpenGroup), int(w.label.split()[-1]) - 1)   # this die gets a new face
        if w.kind in ("piece", "die", "op", "back") and state.turn:
            return self._build(w, match, ui)
        if w.kind == "scroll":
            scene.panel.scroll(w.value)
        elif w.kind == "button":
            what = w.value
            if what[0] == "group":
                return self._choose_group(what[1], match, ui)
            if what[0] == "option":
                return self._choose(what[1], group, match, ui)
            if what[0] == "close":
                return self.held(OpenGroup).parent
        return None

    def _build(self, w, match, ui) -> Result:
        """A die, a piece, an operator or 'Take back' clicked: the bench takes it (a fresh bench
        starts under any open group, so Esc drops the group first, then the combination)."""
        bench = self.held(Bench)
        fresh = bench is None
        if fresh:
            under = self.base()
            bench = Bench(self.scene, under, self.scene.fresh_builder(match.state))
            above = next((m for m in self.chain() if m.parent is under), None)
            if above is not None:
                above.parent = bench
        b = bench.builder
        if w.kind == "back":
            said, kind = b.back(), "text"
        elif w.kind == "op":
            said = b.click_op(w.value)
            kind = "bad" if "=" not in said and "…" not in said else "text"
        else:
            said, kind = b.click_piece(w.value), "text"
        # a number equal to a Strength that the rules refuse there (beyond the search): their reason
        refusal = self.scene.fits(match, b.current)[1] if w.kind != "back" and b.current and " = " in said else ""
        ui.say(refusal or said, "bad" if refusal else kind)
        return bench if fresh and self is bench.parent else None

    def _choose_group(self, key: str, match, ui) -> Result:
        group = next(g for g in self.scene.groups(match) if g.key == key)
        if len(group.actions) == 1 and not group.pick:
            return self._choose(group.actions[0], group, match, ui)
        ui.say(group.label + (": click a lit card on the board, or choose below." if group.pick else ": choose below."))
        return OpenGroup(self.scene, self.base(), key)

    def _choose(self, action: Action, group: Optional[Group], match, ui) -> Result:
        if group is not None and group.direct:
            return action
        ui.say(confirm_text(match.state, action))
        return Confirm(self.scene, self, action)


@dataclass(eq=False)
class Bench(Turn):
    """A combination being built: the pieces, the pick, a pending operator."""
    builder: Builder = None


@dataclass(eq=False)
class OpenGroup(Turn):
    """A group of choices open: its buttons in the panel, its cards lit on the board. (Its key is named
    `group`: a field named `key` would hide Mode.key, the key press handler.)"""
    group: str = ""


@dataclass(eq=False)
class PickOne(Turn):
    """Inside an open group, the options of one card (its id), Barricade column or die (a number)."""
    which: Any = None


@dataclass(eq=False)
class Confirm(Turn):
    """A choice said in words before it is played: "Do it" plays it, "Cancel" goes back."""
    action: Action = None

    def _panel_click(self, pos, match, ui) -> Result:
        w = self.scene.panel.at(pos) if ui.human_turn else None
        if w is not None and w.kind == "confirm":
            return self.action
        if w is not None and w.kind == "cancel":
            ui.say("Cancelled.")
            return self.parent
        return super()._panel_click(pos, match, ui)
