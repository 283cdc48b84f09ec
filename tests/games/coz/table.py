"""Test tables for City of Zombies: a game set up, then arranged card by card (conserving every card)."""
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.games.coz import GAME
from zombiebox.games.coz.data import CARDS, SURVIVORS, ZOMBIE, ZOMBIE_DECK
from zombiebox.games.coz.layout import layout

RULES = GAME.rules


def zombie(strength: int, kind: str = ZOMBIE) -> str:
    return next(c.id for c in ZOMBIE_DECK if c.kind == kind and c.strength == strength)


def card(effect: str, nth: int = 0) -> str:
    return [c.id for c in ZOMBIE_DECK if c.effect == effect][nth]


def survivor(value: int, nth: int = 0) -> str:
    return [c.id for c in SURVIVORS if c.value == value][nth]


def slot(name: str) -> int:
    return layout().slot_names.index(name)


def where(state, card_id: str) -> str | None:
    return layout().slot_names[state.board.index(card_id)] if card_id in state.board else None


def arrange(state, board=None, deck_top=(), safe=None, items=(), graveyard=()):
    """Empty the table, then put these cards where they are asked for; the rest of the Zombie Deck
    keeps its order under `deck_top`. Set-up flip heroes on the board stay where they are."""
    pool = [c for c in state.deck + state.graveyard + state.items + list(state.active)
            + [c for c in state.board if c in CARDS]]
    keep = [c if c is not None and c not in CARDS else None for c in state.board]
    state.board, state.queue, state.items, state.active = keep, [], list(items), {}
    state.graveyard = list(graveyard)
    for name, cid in (board or {}).items():
        state.board[slot(name)] = cid
    placed = set((board or {}).values()) | set(items) | set(graveyard) | set(deck_top)
    state.deck = list(deck_top) + [c for c in pool if c not in placed]
    if safe is not None:
        everyone = state.survivor_deck + state.safe_zone + state.evacuated + state.abducted
        state.safe_zone = list(safe)
        state.survivor_deck = [c for c in everyone if c not in safe]
        state.evacuated, state.abducted = [], []
    assert RULES.invariants(state) == []
    return state


def fight_table(options=None, seed=1, heroes=(), **arrangement):
    """A game at the start of p1's first fight turn, the table arranged as asked. Set-up choices:
    these `heroes` picked (the rest dealt), Flip Heroes on the first spaces offered."""
    state = RULES.setup({"alien_portal": "on", **(options or {})}, Dice(seed))   # the decks these tables were set from
    setup_dice = Dice(seed)
    for key in heroes:
        play(state, f"pick_hero name={key}", setup_dice)
    while RULES.decision(state) in ("heroes", "flip"):
        RULES.apply(state, RULES.legal_actions(state)[-1 if RULES.decision(state) == "heroes" else 0], setup_dice)
    assert RULES.decision(state) == "fight", RULES.prompt(state)
    return arrange(state, **arrangement)


def play(state, text: str, dice: Dice | None = None):
    """Check, then apply, one action in notation; returns its events."""
    action = Action.parse(text)
    RULES.check(state, action)
    events = RULES.apply(state, action, dice or Dice.loaded([]))
    assert RULES.invariants(state) == []
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def end_fights(state, dice: Dice):
    """Roll and end every fight turn left this round (each roll takes 3 scripted dice)."""
    events, this_round = [], state.round
    while RULES.decision(state) == "fight" and state.round == this_round:
        events += play(state, "roll", dice)
        if RULES.decision(state) == "fight":
            events += play(state, "end_turn", dice)
    return events
