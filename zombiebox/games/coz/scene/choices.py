"""What each decision point offers a player (ui/offer.py): one builder a point, by its declared
name, into `OFFERS`. The choices are grouped the way a player thinks of them and worded for
people (CoZ Special Moves, Items, Events, set-up and Survivor choices), each a button, or a card
or space on the board that takes a click; a choice with options opens them (an `Open` mode); a
move that changes the table says what will happen first (the kit's Confirm). At a fight the
combination's dice, pieces and operators are buttons too, each handing over to the bench with
its step made (scene/combo.py, scene/modes.py); the panel draws them (`marks`).
Pure: reads the contract and the mode; the scene draws and clicks what comes back."""
from __future__ import annotations

from typing import Callable, Optional

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.ui.modes import Mode, under
from zombiebox.ui.offer import Offer, Offers
from zombiebox.ui.widgets.choice_panel import Button, Confirm

from .. import data
from ..data import CARDS, HERO_NAMES
from ..layout import COLS, layout
from ..state import CozState, card_name, is_target, strength, where, with_strength
from .board import hero_cards
from .cards import describe_card
from .combo import OP_WORDS, Builder, Piece
from .modes import Bench, Open, base, with_bench

DEBT_TITLES = {"hunger": "Feed the Zombie", "abduct": "Abduction!", "evacuate": "Evacuate"}

# operator buttons: (op, face); items' effects are shown only while someone holds the item
OPERATORS = (("+", "+"), ("-", "\u2212"), ("x", "×"), ("/", "÷"), ("sq", "x²"), ("sqrt", "√x"))
ITEM_OPS = (("cube", "x³", "glove"), ("neg", "\u2212d", "portal"), ("inc", "+1", "energy"),
            ("dec", "\u22121", "energy"), ("dbl", "2x", "binoculars"))
ITEM_USE = {"glove": "the Power Glove is kept: once a Round (CoZ The Power Glove)",
            "portal": "the Alien Portal is kept and re-used (CoZ The Alien Portal)",
            "energy": "uses up one Energy Drink/Bar: discarded once the hit is made (CoZ Items)",
            "binoculars": "uses up one Binoculars card once the hit is made (a die doubles free under Rule Breaker)"}
MOST_OPTIONS = 12   # an open choice's options listed at once


def _die(state: CozState, i: int) -> str:
    return f"die {i + 1} ({state.turn.dice[i]})"


def said(prompt: str) -> str:
    return prompt[:1].upper() + prompt[1:]


# --- the choices open now, a button each --------------------------------------------------------------

def _hero_choice(key: str) -> tuple[str, str, bool]:
    """A Hero's Special Move: its button, its words, and whether its card is picked on the board."""
    flip = data.FLIP_BY_KEY.get(key)
    text = flip.move if flip else data.HERO_TEXT[key]
    board = key in (data.MASAAKI, data.ALONSO)
    hint = {data.MASAAKI: " — then click the Zombie", data.ALONSO: " — then click a Zombie on the Barricade",
            data.MADDY: " — then click a die", data.JOE: " — then click a die"}
    return f"{HERO_NAMES[key]}'s Special Move{hint.get(key, '')}", text, board


def _item_choice(card: str) -> tuple[str, str, bool]:
    c = CARDS[card]
    board = c.effect in (data.LID, data.BARREL)   # a Zombie, a Barricade space
    hint = {data.LID: " — then click a Zombie", data.BARREL: " — then click a Barricade space"}
    return f"Use the {c.name}{hint.get(c.effect, '')}", c.text, board


def choices(state: CozState, legal: list[Action], under_: Mode) -> tuple[list[Button], dict[str, Button]]:
    """Every legal action but the combinations, in groups, a button each (a group of one plays, or
    asks once; of more, opens over `under_`); and the button of each Hero or Item card on the table
    whose move is open, by card."""
    out: dict[tuple, tuple[str, str, bool, bool, str, list[Action]]] = {}
    heroes = {k: c for k, c, _ in hero_cards(state)}

    def add(key: tuple, action: Action, label: str, tip: str = "", board: bool = False, direct: bool = False,
            card: str = "") -> None:
        out.setdefault(key, (label, tip, board, direct, card, []))[5].append(action)

    for a in legal:
        k = a.kind
        if k == "hit":
            continue
        if k == "roll":
            add(("roll",), a, "Roll the 3 Battle Dice", "CoZ STEP 2", direct=True)
        elif k == "end_turn":
            add(("end_turn",), a, "End the turn", "dice left unused: the turn is missed")
        elif k == "hero":
            add(("hero", a["name"]), a, *_hero_choice(a["name"]), card=heroes.get(a["name"], ""))
        elif k == "item":
            add(("item", a["card"]), a, *_item_choice(a["card"]), card=a["card"])
        elif k == "second_chance":
            add((k,), a, "Second Chance: re-roll ONE die", data.EVENT_TEXT[data.SECOND_CHANCE])
        elif k == "trick_shot":
            add((k,), a, "Trick Shot: re-roll your dice", "Jake's gift")
        elif k == "pick_hero":
            add((a.text,), a, f"Pick {HERO_NAMES[a['name']]}", data.HERO_TEXT.get(a["name"], ""), direct=True)
        elif k == "deal_heroes":
            add((a.text,), a, "Deal Heroes at random", direct=True)
        elif k == "place_flip":
            add((k,), a, f"Place {HERO_NAMES[a['name']]}: click a lit free space", board=True, direct=True)
        elif k in ("pay", "evacuate"):
            value = CARDS[a["card"]].value
            add((a.text,), a, f"{'Feed' if k == 'pay' else 'Evacuate'} a card of {value} Survivor"
                              f"{'s' if value > 1 else ''}", direct=True)
        elif k == "reward":
            number = CARDS[a["card"]].abduct
            add((a.text,), a, f"Save {number} Survivors from the Survivor Deck" if a["choice"] == "save"
                else f"Evacuate {number} Survivors from the Safe Zone")
        elif k == "peek_next":
            add((a.text,), a, f"Next: {card_name(state, a['card'])}", describe_card(state, a["card"]), direct=True)
        elif k == "peek_done":
            add((a.text,), a, "Keep the rest in this order", direct=True)
        elif k == "choose_roller":
            add((a.text,), a, f"{a['player'].upper()} rolls for Sudden Decay", direct=True)
        else:
            add((a.text,), a, a.text)
    buttons, cards = [], {}
    for label, tip, board, direct, card, actions in out.values():
        if len(actions) == 1 and not board:
            b = Button(label, actions[0], tip=tip, confirm="" if direct else confirm_text(state, actions[0]))
        else:
            b = Button(label, pick=Open(under_, label + (": click a lit card on the board, or choose below."
                                                           if board else ": choose below."),
                                        label=label, tip=tip, actions=tuple(actions), board=board, direct=direct),
                       tip=tip)
        buttons.append(b)
        if card:
            cards[card] = b
    return buttons, cards


def _chosen(state: CozState, action: Action, direct: bool, parent: Mode):
    """An option chosen: played at once, or said first (the kit's Confirm)."""
    return action if direct else Confirm(action, confirm_text(state, action), parent)


def _opened(offer: Offer, state: CozState, mode: Open) -> None:
    """An open choice: its options (those of the card, space or die picked, once one is; a Maddy or
    Joe move waits for its die), "Back", and the cards or Barricade spaces a click picks on the board."""
    wide = mode.widest
    if mode is not wide or not wide.per_die:
        offer.buttons = [Button(option_label(state, a), a, tip=confirm_text(state, a),
                                confirm="" if wide.direct else confirm_text(state, a))
                         for a in mode.actions][:MOST_OPTIONS]
    offer.buttons.append(Button("Back to all choices", pick=wide.parent, tip="Esc"))
    offer.hint = wide.tip + (" Click a die above, then choose its new face." if wide.per_die else
                             " Click a lit card on the board, or a button below." if wide.board else "")
    if not wide.board:
        return
    by_place: dict = {}
    barricade = layout().barricade * COLS
    for a in wide.actions:
        if a.get("target"):
            by_place.setdefault(a["target"], []).append(a)
        if a.get("col"):
            slot = barricade + a["col"] - 1
            for place in (slot, state.board[slot]):
                by_place.setdefault(place, []).append(a)
    for place, actions in by_place.items():
        if place is not None:
            offer.pick(place, _chosen(state, actions[0], wide.direct, mode) if len(actions) == 1
                       else wide.narrowed(actions, "Choose below."))
    name = wide.label.split(" — ")[0]
    offer.elsewhere = lambda place: f"Not a choice for {name}: click a lit card, or Back."
    offer.marks["pickable"] = {a["target"] for a in wide.actions if a.get("target")}
    offer.marks["slots"] = {barricade + a["col"] - 1 for a in wide.actions if a.get("col")}


def _listing(state: CozState, legal: list[Action], mode: Optional[Mode], title: str, hint: str) -> Offer:
    """The choices as buttons (an open one's options), the title and the hint; a card clicked on the
    board opens its move, or is told."""
    offer = Offer(title, hint, elsewhere=lambda place: _look(state, place, hint))
    opened = under(mode, Open)
    if opened is not None:
        _opened(offer, state, opened)
        return offer
    offer.buttons, cards = choices(state, legal, base(mode) if mode is not None else Mode())
    for card, button in cards.items():
        offer.pick(card, button.taken(mode))
    return offer


def _look(state: CozState, place, now: str) -> str:
    """A click on something that is not a choice now: what it is, or why its move is not open."""
    if place is None:
        return "Nothing to use there."
    if isinstance(place, int):
        return "An empty space."
    key = next((k for k, c, _ in hero_cards(state) if c == place), None)
    if key:
        hero = state.heroes.get(key) or state.flips.get(key)
        why = "is Exhausted (refreshed at the plane's refresh points, by Yas or Pizza)" if hero.exhausted \
            else "has no Special Move open right now"
        return f"{HERO_NAMES[key]} {why}."
    if place in state.items:
        c = CARDS[place]
        if c.effect in (data.ENERGY, data.BINOCULARS, data.PORTAL, data.GLOVE):
            return (f"The {c.name} is used inside a combination: after the roll, pick a die in the panel "
                    "and press its button (+1/−1, 2x, −d, x³).")
        return f"The {c.name} cannot be used right now."
    return f"{describe_card(state, place)}. Now: {now}"


# --- the builders, one a decision point ---------------------------------------------------------------

def _plain(title: str) -> Callable[..., Offer]:
    """A point whose choices are buttons (set-up Heroes, an Alien Boss's reward, Sudden Decay's roller)."""
    return lambda rules, state, legal, mode: _listing(state, legal, mode, title, said(rules.prompt(state)))


def _peek(rules, state: CozState, legal: list[Action], mode: Optional[Mode]) -> Offer:
    chosen = state.peek.chosen
    hint = ("On top, in this order: " + ", ".join(card_name(state, c) for c in chosen) + "." if chosen
            else said(rules.prompt(state)))
    return _listing(state, legal, mode, "Sneak Peek", hint)


def _debts(rules, state: CozState, legal: list[Action], mode: Optional[Mode]) -> Offer:
    """CoZ STEP 3, Alien Bosses: whole Survivor cards given up, a button each value, or the card clicked."""
    offer = _listing(state, legal, mode, DEBT_TITLES[state.debts[0].kind],
                     "Click a Survivor card in the Safe Zone, or a button: whole cards are given up.")
    for card in state.safe_zone:
        value = CARDS[card].value
        pay = next((a for a in legal if CARDS[a["card"]].value == value), None)
        if pay is not None:
            offer.add(card, pay)
    offer.marks["zone"] = True
    return offer


def _flip(rules, state: CozState, legal: list[Action], mode: Optional[Mode]) -> Offer:
    """CoZ How to set up Flip Heroes: a click on a lit free space places the Hero (its button says so)."""
    hint = "Click a lit free space on the board."
    offer = _listing(state, legal, mode, "Set-up: Flip Heroes", hint)
    offer.hint = hint   # with its button open too
    rows = layout().rows

    def space(slot: int) -> Action:   # the space the player means, lit or not: the rules say why not
        return Action.of("place_flip", name=legal[0]["name"], row=rows[slot // COLS], col=slot % COLS + 1)

    for a in legal:
        offer.add(layout().row_index(a["row"]) * COLS + a["col"] - 1, a)
    offer.elsewhere = lambda place: (space(place) if isinstance(place, int) else
                                     space(state.board.index(place)) if place in state.board else
                                     "Click a free space on the lit row.")
    offer.marks["slots"] = set(offer.places)
    return offer


def _fight(rules, state: CozState, legal: list[Action], mode: Optional[Mode]) -> Offer:
    """CoZ STEP 2: the roll, the combination built from the dice and played on a Zombie, the Special
    Moves, Items and re-rolls."""
    turn = state.turn
    solo = f" · turn {state.turn_no + 1}/2" if state.opts["players"] == 1 else ""
    if turn.dice is None:
        hint = "Roll the 3 Battle Dice." + (" Masaaki picks his Zombie before the roll." if data.MASAAKI in state.heroes
                                            else "")
    else:
        left = turn.used.count(False)
        hint = (f"Click a die, an operator, another die: the Zombie that matches lights up, click it. "
                f"{left} di{'e' if left == 1 else 'ce'} left: use all 3 or the turn is missed.")
    offer = _listing(state, legal, mode, f"{turn.seat.upper()} fights{solo}", hint)
    offer.marks["rolls"] = turn.dice is None      # what-if dice (practice) set this roll
    if turn.dice is None:
        if under(mode, Open) is None:
            for card in _targets(state):
                offer.picks.setdefault(card, "Roll the 3 Battle Dice first (the button in the panel). Masaaki, if "
                                             "you have him, picks a Zombie before the roll: open his button.")
        return offer
    bench = under(mode, Bench)
    b = bench.builder if bench is not None else fresh_builder(rules, state)
    _bench(offer, rules, state, legal, mode, b)
    opened = under(mode, Open)
    if opened is not None and opened.widest.board:
        return offer    # the board picks for the open move
    piece = b.current or (b.pieces[0] if len(b.pieces) == 1 else None)
    for card in _targets(state):
        if card in offer.picks:
            continue
        if piece is None:
            offer.pick(card, f"First build a number equal to {strength(state, card)}: click a die in the panel, "
                             "then operators and dice. Then click the Zombie.")
        else:   # the rules check the value, and say why if not
            offer.add(card, Action.of("hit", target=card, expr=piece.code))
    look = offer.elsewhere
    offer.elsewhere = lambda place: (look(place) if place is None or isinstance(place, int) or place in state.items
                                     or any(c == place for _, c, _ in hero_cards(state)) else
                                     f"{card_name(state, place, True)} is not something dice can hit: Events and "
                                     "Items are resolved in STEP 1.")
    return offer


def _targets(state: CozState) -> list[str]:
    """What dice may hit on the board now."""
    barrel = [state.barrel.card] if state.barrel else []
    return [c for c in state.board if c is not None and is_target(state, c)] + barrel


def _bench(offer: Offer, rules, state: CozState, legal: list[Action], mode: Mode, b: Builder) -> None:
    """The combination's parts as buttons (marks: "bench", "dice", "pieces", "ops", "back"): each hands
    over to the bench with its step made and says what it made, or why not; with a Maddy or Joe move
    open, a die picks the die whose face changes."""
    turn = state.turn

    def step(move: Callable[[Builder], str], op: bool = False) -> Mode:
        after = b.copy()
        made = move(after)
        kind = "bad" if op and "=" not in made and "…" not in made else "text"
        refusal = fits(rules, state, legal, after.current)[1] if after.current and " = " in made else ""
        return with_bench(mode, after, refusal or made, "bad" if refusal else kind)

    opened = under(mode, Open)
    per_die = opened.widest if opened is not None and opened.widest.per_die else None
    dice = {}
    for i in range(len(turn.dice)):
        raw = next((n for n, p in enumerate(b.pieces) if p.code == f"d{i}"), None)
        if raw is None or turn.used[i]:
            continue
        if per_die is not None:
            dice[i] = Button(f"die {i + 1}", pick=per_die.narrowed(
                [a for a in per_die.actions if a.get("die") == i],
                f"{per_die.label}: choose the new face of die {i + 1}."), tip=f"die {i + 1}: its new face")
        else:
            dice[i] = Button(f"die {i + 1}", pick=step(lambda c, raw=raw: c.click_piece(raw)), tip=f"die {i + 1}: pick it")
    pieces = {i: Button(piece_words(p), pick=step(lambda c, i=i: c.click_piece(i)), on=i == b.picked,
                        tip="pick this number; then an operator, or a Zombie")
              for i, p in enumerate(b.pieces) if p.code != f"d{p.dice[0] if p.dice else -1}"}   # a die as rolled: the dice above
    ops = [Button(face, pick=step(lambda c, op=op: c.click_op(op), True), on=b.pending == op, small=True,
                  tip=OP_WORDS[op]) for op, face in OPERATORS]
    items = [Button(face, pick=step(lambda c, op=op: c.click_op(op), True), small=True,
                    tip=f"{OP_WORDS[op]}: {ITEM_USE[item]}") for op, face, item in ITEM_OPS if _holds(b, item)]
    back = Button("Take back a step", pick=step(lambda c: c.back()) if b.history or b.picked is not None else None)
    offer.marks.update(bench=b, dice=dice, pieces=pieces, ops=ops, items=items, back=back)


def fresh_builder(rules, state: CozState) -> Builder:
    """The unused dice (and ready Flip Heroes) as pieces, with what a combination may use."""
    held = rules.holdings(state)
    heroes = [(name, s, HERO_NAMES[name]) for name, s in held["heroes"].items()]
    return Builder.start(held["dice"], held["tools"], heroes)


def fits(rules, state: CozState, legal: list[Action], piece: Piece) -> tuple[set[str], str]:
    """The targets the built piece would hit (the rules accept it there: MATCH), and why the rules
    refuse it on an open target whose Strength it equals (beyond the search, docs/rulings.md), or ''."""
    accepted, refusal = set(), ""
    listed = {(a["target"], a["expr"]) for a in legal if a.kind == "hit"}
    for card in dict.fromkeys(a["target"] for a in legal if a.kind == "hit"):  # one a target, in board order
        if strength(state, card) != piece.value:
            continue
        if (card, piece.code) in listed:   # listed as it is written: no need to ask
            accepted.add(card)
            continue
        try:
            rules.check(state, Action.of("hit", target=card, expr=piece.code))
            accepted.add(card)
        except IllegalAction as exc:
            refusal = refusal or exc.reason
    return accepted, refusal


def piece_words(piece: Piece) -> str:
    """A built number as its row says it: "die 3" for a die as rolled, else how it was made ("3²")."""
    bare = not piece.heroes and len(piece.dice) == 1 and piece.code == f"d{piece.dice[0]}"
    return f"die {piece.value}" if bare else piece.said


def _holds(builder: Builder, item: str) -> bool:
    t = builder.tools
    return {"glove": t.glove, "portal": t.portal, "energy": t.energy > 0,
            "binoculars": t.binoculars > 0 or t.rule_breaker}[item]


OFFERS = Offers(heroes=_plain("Set-up: Heroes"), rewards=_plain("Alien Boss reward"), decay=_plain("Sudden Decay"), peek=_peek, debts=_debts, flip=_flip, fight=_fight)


# --- words ------------------------------------------------------------------------------------------------

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
