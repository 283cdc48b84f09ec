"""City of Zombies: the rules engine (pure; assets/rules/city_of_zombies.txt).

A round is five steps (CoZ How to Play). Written on core.flow: the decision points are
declared as data (set-up picks, Survivor cards to pay, Alien Boss rewards, Sneak Peek's
order, who rolls for Sudden Decay, the fight turns: fight.py, moves.py), each with its
moves and their parameters, so `check` refuses a malformed action before any game code
reads it; the automatic steps between them (steps.py) are run by core.
"""
from __future__ import annotations

import copy
from typing import Any, Optional

from zombiebox.core.actions import Action, Event, IllegalAction, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER, AutoStep, DecisionPoint, FlowRules, Move, Section
from zombiebox.core.rules import LegalList, Option, Outcome
from zombiebox.core.words import plural

from . import data, fight, moves, steps
from .data import CARDS, FLIP_BY_KEY, LEVELS, SURVIVORS, ZOMBIE_DECK
from .expression import pretty
from .layout import COLS, layout
from .state import (TO, CozState, Debt, Flip, Hero, Setup, card_name, effective_options, held, in_play_icon, lead,
                    round_order, slot_words, space_of, strength, survivors, where)


OPTIONS = (   # the new-game screen's choices (CoZ Choose your level of play, Number of Players)
    Option("players", "Players", (1, 2, 3, 4, 5, 6), 1, "1 is solo: two fight turns a round"),
    Option("level", "Level", ("beginner", "advanced", "expert", "master"), "beginner",
           "which Zombie card levels are in the deck (the level table decides heroes, flip heroes, apocalypse)"),
    Option("heroes", "Heroes", ("off", "on"), "off", "optional at Beginner and Advanced"),
    Option("flip_heroes", "Flip Heroes", ("off", "on"), "off", "Expert and Master only"),
    Option("apocalypse", "Apocalypse Mode", ("off", "on"), "off", "Advanced and up"),
    Option("plane_start", "Rescue Plane starts at", (15, 10, 5), 15, "15 full game, 10 or 5 shorter"),
    Option("team", "Team mode", ("off", "on"), "off", "6 players: two teams of 3 take turns playing a Round"),
    Option("alien_portal", "Alien Portal in the deck", ("off", "on"), "off",   # CoZ The Alien Portal
           "optional, so off unless chosen; a level 3 card: Expert and Master only"),
)

HERO_SAID = {data.YAS: "Yas refreshes the other Exhausted Heroes", data.SEOYEON: "Seo-yeon rolls for Survivor cards",
             data.LUCY: "Lucy's Rule Breaker: dice may be doubled this Round"}   # moves with nothing to choose


# --- the decision points' parts that need no engine ----------------------------------------------------

def _setup_seat(state: CozState) -> str:
    return state.setup.seat


def _debt_verb(state: CozState) -> str:
    return "evacuate" if state.debts[0].kind == "evacuate" else "pay"


def _debt_words(state: CozState, action: Action) -> str:
    value = CARDS[action["card"]].value
    return f"{action.kind} a card of {value} Survivor{'s' if value > 1 else ''}"


def _hit_words(state: CozState, action: Action) -> str:
    """A hit as the hint points at it: the dice's sum, the Strength, the space."""
    if not (state.turn and state.turn.dice):
        return action.text
    target = action["target"]
    value = strength(state, target)
    return f"{pretty(action['expr'], fight.unused(state.turn))} = {value}: hit the {value} {space_of(state, target)}"


def _item_words(state: CozState, action: Action) -> str:
    return f"use the {CARDS[action['card']].name}" if action["card"] in CARDS else action.text


def _debt_choices(state: CozState) -> list[Action]:
    """One Safe Zone card a value: cards alike are one choice (docs/rulings.md)."""
    verb, firsts = _debt_verb(state), {}
    for card in state.safe_zone:
        firsts.setdefault(CARDS[card].value, card)
    return [act(verb, card=c) for _, c in sorted(firsts.items())]


def _same_value(state: CozState, action: Action, legal: list[Action]) -> Optional[Action]:
    """Any Safe Zone card stands for the listed card of its value."""
    card = action["card"]
    if action.kind != _debt_verb(state) or card not in state.safe_zone:
        return None
    return next(a for a in legal if CARDS[a["card"]].value == CARDS[card].value)


def _debt_refusal(state: CozState, action: Action) -> tuple[str, str]:
    verb = _debt_verb(state)
    return (f"{verb} a Survivor card from the Safe Zone: {verb} card={state.safe_zone[0]}",
            steps.debt_rule(state.debts[0]))


def _debt_prompt(state: CozState) -> str:
    debt = state.debts[0]
    verb = {"hunger": "feed", "abduct": "lose to", "evacuate": "evacuate from the Safe Zone for"}[debt.kind]
    return f"choose a Survivor card to {verb} {card_name(state, debt.card)} ({debt.left} more)"


def _pay(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    steps.pay(state, action["card"], events)


def _reward_choices(state: CozState) -> list[Action]:
    card = state.rewards[0].card
    return [Action.of("reward", card=card, choice=c) for c in ("save", "evacuate")]


def _reward_prompt(state: CozState) -> str:
    return f"{card_name(state, state.rewards[0].card)} is defeated: save or evacuate Survivors"


def _roller_choices(state: CozState) -> list[Action]:
    return [Action.of("choose_roller", player=p) for p in dict.fromkeys(state.order)]


def _decay(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    steps.decay(state, action["player"], dice, events)


def _fight_prompt(state: CozState) -> str:
    turn = state.turn
    if turn.dice is None:
        return "roll the 3 Battle Dice"
    left = " ".join(str(v) for v in fight.unused(turn).values())
    return f"use every die to hit Zombies exactly (dice left: {left}), or end the turn"


def _roll(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    fight.roll(state, dice, events, [0, 1, 2], "rolls the 3 Battle Dice")


def _end_turn(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    fight.end_turn(state, events)


def _trick_shot(state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
    moves.apply_trick_shot(state, dice, events)


def _rolled(state: CozState, action: Action, legal: list[Action]) -> Action:
    if state.turn.dice is not None:
        raise IllegalAction("the Battle Dice are already rolled this turn", fight.RULE)
    return action


def _after_roll(state: CozState, action: Action, legal: list[Action]) -> Action:
    if state.turn.dice is None:
        raise IllegalAction("roll the 3 Battle Dice first", fight.RULE)
    if action.kind == "end_turn":
        return action
    _, use = fight.check_hit(state, action)
    return fight.canonical_hit(state, action, use, legal)


def _move(state: CozState, action: Action, legal: list[Action]) -> Action:
    moves.CHECKS[action.kind](state, action)
    return moves.canonical_move(action, legal)


# --- the automatic steps between decisions (CoZ How to Play, STEPs 1-5) -------------------------------

def _start_fights(state: CozState, dice: Dice, events: list[Event]) -> None:
    """STEP 1 is done (every card dealt is resolved): the fight turns begin."""
    state.stage, state.turn_no = TO.fight, 0


def _next_turn(state: CozState, dice: Dice, events: list[Event]) -> None:
    """After a fight turn: SAVE MORE SURVIVORS if it cleared the board, else the next turn, else STEP 3."""
    if state.cleared:
        state.cleared = False
        steps.save_more_survivors(state, dice, events)
    elif state.turn_no < len(state.order):
        fight.start_turn(state, events)
    else:
        state.stage = TO.step3


def _step3(state: CozState, dice: Dice, events: list[Event]) -> None:
    state.stage = TO.step4
    steps.move_down(state, events, "CoZ STEP 3")


def _step4(state: CozState, dice: Dice, events: list[Event]) -> None:
    state.stage = TO.step5
    if steps.plane_blocked(state):
        events.append(Event("plane", "CoZ Apocalypse Mode", "A plane icon is in play: the Rescue Plane does not "
                            "advance.", {"from": state.plane, "to": state.plane, "refresh": False,
                                         "over": layout().over[state.plane]}))
    else:
        steps.plane_down(state, events, "CoZ STEP 4")


def _step5(state: CozState, dice: Dice, events: list[Event]) -> None:
    steps.step5(state, dice, events)
    steps.end_round(state, events)


# --- the sections of the rulebook, each declaring its decision points and steps -------------------------------

class HeroSetUp(Section):
    """CoZ How to Set up Heroes and How to set up Flip Heroes: the Heroes picked (or dealt), the Flip Heroes
    placed on the Fields and the Backyard."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("heroes", "CoZ How to Set up Heroes", "pick a Hero (or deal them at random)", _setup_seat,
                          self._hero_choices, (Move("pick_hero", self._pick_hero, {"name": str}, words="pick {name:hero}"),
                                               Move("deal_heroes", self._deal_heroes, words="deal Heroes at random")),
                          explain=self._hero_refusal),
            DecisionPoint("flip", "CoZ How to set up Flip Heroes", self._flip_prompt, _setup_seat, self._flip_choices,
                          (Move("place_flip", self._place_flip, {"name": str, "row": str, "col": int},
                                words="place {name:hero} on {row}{col}"),),
                          explain=self._flip_refusal),
        )

    def _hero_choices(self, state: CozState) -> list[Action]:
        return [Action.of("pick_hero", name=k) for k in state.hero_pool] + [Action.of("deal_heroes")]

    def _flip_choices(self, state: CozState) -> list[Action]:
        key, rows = self._next_flip(state)
        return [Action.of("place_flip", name=key, row=r, col=c) for r in rows for c in range(1, COLS + 1)
                if state.board[layout().row_index(r) * COLS + c - 1] is None]

    def _hero_refusal(self, state: CozState, action: Action) -> tuple[str, str]:
        return (f"{action.get('name')} is not a Hero left to pick; pick from {', '.join(state.hero_pool)}",
                "CoZ How to Set up Heroes")

    def _flip_refusal(self, state: CozState, action: Action) -> tuple[str, str]:
        key, rows = self._next_flip(state)
        return (f"place {data.HERO_NAMES[key]} on a free space of the {' or '.join(r.title() for r in rows)} row",
                "CoZ How to set up Flip Heroes")

    def _flip_prompt(self, state: CozState) -> str:
        key, rows = self._next_flip(state)
        return f"place {data.HERO_NAMES[key]} on the {' or '.join(r.title() for r in rows)} row"

    def _pick_hero(self, state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
        self._take_hero(state, action["name"], events)

    def _deal_heroes(self, state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
        self._take_hero(state, dice.choice(state.hero_pool), events, dealt=True)
        while state.setup and state.setup.kind == TO.heroes and self._heroes_wanted(state) \
                and state.opts["players"] <= 3:
            self._take_hero(state, dice.choice(state.hero_pool), events, dealt=True)

    def _heroes_wanted(self, state: CozState) -> int:
        want = data.HEROES_DEALT if state.opts["players"] <= 3 else state.opts["players"]
        return want - len(state.heroes)

    def _take_hero(self, state: CozState, key: str, events: list[Event], dealt: bool = False) -> None:
        """CoZ How to Set up Heroes: 1-3 players share 4 Heroes; 4-6 players take one each."""
        seat = state.setup.seat
        owner = seat if state.opts["players"] >= 4 else ""
        state.hero_pool.remove(key)
        state.heroes[key] = Hero(owner)
        events.append(Event("hero_dealt", "CoZ How to Set up Heroes", f"{data.HERO_NAMES[key]} joins "
                            f"{'the players' if not owner else owner.upper()}{' (dealt at random)' if dealt else ''}.",
                            {"hero": key, "owner": owner}, reveals=dealt))
        if not self._heroes_wanted(state):
            state.setup = Setup(TO.flip, "p1") if state.flips else None
        elif owner:
            state.setup.seat = f"p{int(seat[1:]) + 1}"

    def _next_flip(self, state: CozState) -> tuple[str, tuple[str, ...]]:
        """The next Flip Hero to place and the rows open to it: one on the Fields, one on the Backyard."""
        placed = [k for k, f in state.flips.items() if f.where == "board"]
        key = next(k for k, f in state.flips.items() if f.where == "setup")
        if not placed:
            return key, ("fields", "backyard")
        taken = layout().rows[state.board.index(FLIP_BY_KEY[placed[0]].id) // COLS]
        return key, tuple(r for r in ("fields", "backyard") if r != taken)

    def _place_flip(self, state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
        key = action["name"]
        slot = layout().row_index(action["row"]) * COLS + action["col"] - 1
        card = FLIP_BY_KEY[key].id
        state.board[slot] = card
        state.flips[key].where = "board"
        events.append(Event("deal", "CoZ How to set up Flip Heroes", f"{data.HERO_NAMES[key]} waits on "
                            f"{slot_words(slot)}.", {"card": card, "slot": layout().slot_names[slot],
                                                               "row": action["row"], "col": action["col"],
                                                               "kind": "flip"}))
        if all(f.where == "board" for f in state.flips.values()):
            state.setup = None



class Debts(Section):
    """CoZ STEP 3 (Hunger), Alien Abduct and Evacuate: Survivor cards paid from the Safe Zone, one at a time;
    a debt with a single way to pay is settled by the rules."""

    def declare(self) -> tuple:
        card = {"card": str}
        return (
            DecisionPoint("debts", lambda state: steps.debt_rule(state.debts[0]), _debt_prompt,
                          lambda state: state.debts[0].seat, _debt_choices,
                          (Move("pay", _pay, card, words=_debt_words), Move("evacuate", _pay, card, words=_debt_words)),
                          canonical=_same_value, explain=_debt_refusal),
            AutoStep("settle", "CoZ STEP 3", lambda state, dice, events: steps.settle_debts(state, events)),
        )


class AlienBosses(Section):
    """CoZ Alien Bosses: a defeated Boss's reward, Survivors saved or evacuated."""

    def declare(self) -> tuple:
        return (DecisionPoint("rewards", "CoZ Alien Bosses", _reward_prompt, lambda state: state.rewards[0].seat,
                              _reward_choices, (Move("reward", self._reward, {"card": str, "choice": str},
                                                     words="{choice} Survivors"),)),)

    def _reward(self, state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
        """CoZ Alien Bosses: Save Survivors from the deck, or Evacuate them from the Safe Zone."""
        choice = action["choice"]
        reward = state.rewards.pop(0)
        number = CARDS[reward.card].abduct
        if choice == "save":
            taken = steps.take_from_deck(state, number)
            state.safe_zone.extend(taken)
            events.append(Event("survivors", "CoZ Alien Bosses", f"Reward: {plural(len(taken), 'Survivor card')} "
                                f"({plural(survivors(taken), 'Survivor')}) join{'s' if len(taken) == 1 else ''} the Safe Zone.",
                                {"cards": taken, "from": "survivor_deck", "to": "safe_zone"}, reveals=True))
        else:
            events.append(Event("reward", "CoZ Alien Bosses", f"Reward: evacuate {number} Survivors.",
                                {"card": reward.card, "number": number}))
            state.debts.append(Debt("evacuate", reward.card, number, reward.seat))



class EventChoices(Section):
    """CoZ Events: the order Sneak Peek puts the top cards back in, and who rolls for Sudden Decay."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("peek", "CoZ Events: Sneak Peek", "Sneak Peek: choose the next card from the top, or keep "
                          "the rest in order", lead, self._peek_choices,
                          (Move("peek_next", self._peek_next, {"card": str}, words="put {card:card} next"),
                           Move("peek_done", self._peek_done, words="keep the remaining cards in order"))),
            DecisionPoint("decay", "CoZ Events: Sudden Decay", "Sudden Decay: choose a Player to roll two dice", lead,
                          _roller_choices, (Move("choose_roller", _decay, {"player": str},
                                                 words="{player} rolls for Sudden Decay"),)),
        )

    def _peek_choices(self, state: CozState) -> list[Action]:
        return [Action.of("peek_next", card=c) for c in self._peek_left(state)] + [Action.of("peek_done")]

    def _peek_left(self, state: CozState) -> list[str]:
        return [c for c in state.peek.cards if c not in state.peek.chosen]

    def _peek_next(self, state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
        state.peek.chosen.append(action["card"])
        if len(self._peek_left(state)) <= 1:
            self._peek_done(state, action, dice, events)

    def _peek_done(self, state: CozState, action: Action, dice: Dice, events: list[Event]) -> None:
        order = state.peek.chosen + self._peek_left(state)
        state.deck[:0] = order
        state.peek = None
        events.append(Event("peek_done", "CoZ Events: Sneak Peek", "The cards go back on the Zombie Deck, in the "
                            "chosen order.", {"cards": order}))



class FightTurns(Section):
    """CoZ STEP 2: each player's fight turn (the roll, the hits, the Special Moves, Items and re-rolls, each
    kind checked by its own Move), and between turns the next one started by the rules."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("fight", fight.RULE, _fight_prompt, lambda state: state.turn.seat,
                          lambda state: LegalList(self._fight_actions, state),
                          (Move("roll", _roll, words="roll the 3 Battle Dice", canonical=_rolled),
                           Move("hit", fight.apply_hit, {"target": str, "expr": str}, words=_hit_words,
                                canonical=_after_roll),
                           Move("end_turn", _end_turn, words="end the turn (a missed turn if dice are left)",
                                canonical=_after_roll),
                           Move("hero", moves.apply_hero, {"name": str}, {"target": str, "die": int, "value": int,
                                                                          "dice": tuple, "player": str},
                                words=self._hero_words, canonical=_move),
                           Move("item", moves.apply_item, {"card": str}, {"target": str, "change": int, "col": int},
                                words=_item_words, canonical=_move),
                           Move("second_chance", moves.apply_second_chance, {"die": int},
                                words="re-roll die {die:from_one} (Second Chance)", canonical=_move),
                           Move("trick_shot", _trick_shot, words="re-roll your dice (Jake's Trick Shot)",
                                canonical=_move))),
            AutoStep("next_turn", fight.RULE, _next_turn),
        )

    @staticmethod
    def _fight_actions(state: CozState) -> list[Action]:
        """A fight turn's choices: the roll, or every hit and the end of the turn; every Hero move,
        Item use and re-roll (CoZ STEP 2, Special Moves, Items)."""
        if state.turn.dice is None:
            return [fight.ROLL] + moves.every_move(state, {})
        free = fight.unused(state.turn)
        return fight.legal_hits(state, free) + [fight.END_TURN] + moves.every_move(state, free)

    def _hero_words(self, state: CozState, action: Action) -> str:
        """A Special Move as the table says it: which die becomes what, which Zombie, which player."""
        who = data.HERO_NAMES.get(action["name"], action["name"])
        dice = state.turn.dice if state.turn else None
        target, die, chosen = action.get("target"), action.get("die"), action.get("dice")
        if target in CARDS or target in data.FLIP_BY_ID:
            verb = {data.MASAAKI: "marks", data.ALONSO: "pushes back"}.get(action["name"], "uses the move on")
            return f"{who} {verb} {card_name(state, target)} {where(state, target)}"
        if dice and isinstance(die, int) and 0 <= die < len(dice):
            return f"{who} changes die {die + 1} from {dice[die]} to {action.get('value')}"
        if dice and isinstance(chosen, tuple) and all(isinstance(i, int) and 0 <= i < len(dice) for i in chosen):
            faces = ", ".join(f"{dice[i]} to {7 - dice[i]}" for i in chosen)
            return f"{who} flips {'die' if len(chosen) == 1 else 'dice'} {faces}"
        if action.get("player"):
            return f"{who} gives {str(action['player']).upper()} a re-roll this turn"
        return HERO_SAID.get(action["name"], f"use {who}'s Special Move")



class RoundSteps(Section):
    """CoZ How to Play: what the rules do by themselves in a round: STEP 1's cards resolved one by one and
    the fight turns begun, then STEPs 3-5."""

    def declare(self) -> tuple:
        return (
            AutoStep("resolve", "CoZ STEP 1", steps.resolve_next),
            AutoStep("step1", fight.RULE, _start_fights),
            AutoStep("step3", "CoZ STEP 3", _step3),
            AutoStep("step4", "CoZ STEP 4", _step4),
            AutoStep("step5", "CoZ STEP 5", _step5),
        )


class CozRules(FlowRules):
    game_id = "coz"
    state_type = CozState
    keep_order = True   # the Heroes stay in the order they joined (a loaded game plays on the same)
    name = "City of Zombies"
    citation = "CoZ"
    namers = {"hero": lambda state, name: data.HERO_NAMES.get(name, name),
              "card": lambda state, card: card_name(state, card) if card in CARDS else "",
              "from_one": lambda state, die: str(die + 1)}   # a die by its place, counted from 1
    names = TO

    def __init__(self) -> None:
        super().__init__(HeroSetUp(), Debts(), AlienBosses(), EventChoices(), FightTurns(), RoundSteps())

    def options(self) -> list[Option]:
        return list(OPTIONS)

    def seats(self, options: dict[str, Any]) -> list[str]:
        return [f"p{i}" for i in range(1, int(options["players"]) + 1)]

    # --- set-up (CoZ Game Setup 1-7) -------------------------------------------------------------------
    def setup(self, options: dict[str, Any], dice: Dice) -> CozState:
        opts = effective_options(self.resolve_options(options))
        cards = [c.id for c in ZOMBIE_DECK if c.level in LEVELS[opts["level"]]
                 and not (c.effect == data.PORTAL and opts["alien_portal"] == "off")]
        survivor_deck = dice.shuffle([c.id for c in SURVIVORS])          # 4. shuffle the Survivor Deck
        state = CozState(
            opts=opts, seats=self.seats(opts),
            deck=dice.shuffle(cards), deck_size=len(cards),                # 1. build and shuffle
            board=[None] * (len(layout().rows) * COLS),
            survivor_deck=survivor_deck[6:], safe_zone=survivor_deck[:6],
            plane=opts["plane_start"],                                     # 3. the Rescue Plane
            order=round_order(opts, 1),
            endings=dice.shuffle([e[0] for e in data.ENDINGS]))            # 6.
        steps.deal_to_row(state, 0, COLS, dice, [], "CoZ Game Setup 2")  # 2. the first wave, in the City
        if opts["heroes"] == "on":                                       # 5. Heroes
            state.hero_pool = [c.name for c in data.HEROES]
            state.setup = Setup(TO.heroes, "p1")
        if opts["flip_heroes"] == "on":
            state.flips = {f.key: Flip("human", "setup") for f in data.FLIP_HEROES}
            state.setup = state.setup or Setup(TO.flip, "p1")
        self.settle(state, dice, [])
        return state

    # --- decision points -------------------------------------------------------------------------------
    def decision(self, state: CozState) -> str:
        """The open decision point: the choices that come before a fight turn, in this order, then the
        fight turn; else the automatic step due (written out, not looped: play asks this at every step)."""
        if state.stage == OVER:
            return OVER
        if state.setup:
            return state.setup.kind
        if state.debts:
            return TO.debts if steps.debt_open(state) else TO.settle
        if state.rewards:
            return TO.rewards
        if state.peek:
            return TO.peek
        if state.decay:
            return TO.decay
        if state.turn:
            return TO.fight
        if state.queue:
            return TO.resolve
        return TO.next_turn if state.stage == TO.fight else state.stage   # a stage names the step it opens

    def hint_refusal(self, state: CozState) -> Optional[str]:
        """CoZ Apocalypse Mode "!": DO NOT SPEAK while such a card is in play. On one screen nobody
        speaks but the hint key, so the hint stays silent (docs/rulings.md)."""
        if in_play_icon(state, data.HUSH):
            return "a '!' card is in play: DO NOT SPEAK (CoZ Apocalypse Mode)"
        return None

    # --- reading the state -------------------------------------------------------------------------------------
    def determinize(self, state: CozState, seat: str, dice: Dice) -> CozState:
        """The Zombie Deck, the Survivor Deck and the Game Ending cards lie face down (CoZ How to Set up):
        their orders are drawn again. The order a Sneak Peek put back is forgotten (the search knows less,
        never more, than the table)."""
        seen = copy.deepcopy(state)
        seen.deck = dice.shuffle(sorted(state.deck))
        seen.survivor_deck = dice.shuffle(sorted(state.survivor_deck))
        seen.endings = dice.shuffle(sorted(state.endings))
        return seen

    def turn_words(self, state: CozState) -> str:
        return f"round {state.round}"

    def goal(self, state: CozState) -> str:
        """CoZ: hold the Barricade until the Rescue Plane lands; the Survivors saved decide the rank."""
        saved = survivors(state.safe_zone)
        return (f"Round {state.round}: hold the Barricade until the Rescue Plane lands "
                f"({plural(state.plane, 'step')} to go; {plural(saved, 'Survivor')} in the Safe Zone)")

    def figures(self, state: CozState) -> list[tuple[str, str]]:
        """The rounds played (the Survivors saved are the rank table's, beside the summary)."""
        return [("Rounds", str(state.round))]

    def evaluate(self, state: CozState, seat: str) -> Optional[float]:
        """For Hard's playouts (core/search.py): the players' chance from what the position shows (bots.py)."""
        from .bots import win_chance   # bots.py reads these rules: asked for once they are made
        return win_chance(state, seat)

    def outcome(self, state: CozState) -> Optional[Outcome]:
        result = state.result
        if result is None:
            return None
        text = dict((e[0], e[1] if result.won else e[2]) for e in data.ENDINGS)[state.ending]
        return Outcome(result.label, tuple(state.seats) if result.won else (), result.saved, text)

    def plans(self, state: CozState, limit: int = 12) -> list[tuple[Action, ...]]:
        """CoZ STEP 2: the full uses of the unused Battle Dice the solver finds, heaviest threat first."""
        turn = state.turn
        if not turn or turn.dice is None:
            return []
        return [tuple(fight.hit_action(h.expr, h.target) for h in plan.hits)
                for plan in fight.best_plans(state, fight.unused(turn), limit=limit)]

    def holdings(self, state: CozState) -> dict[str, Any]:
        """A fight turn's combination pieces (CoZ STEP 2, MASTER THIS!): the unused Battle Dice (index ->
        face), the Tools a combination may use (Items held, Rule Breaker) and the ready Flip Heroes
        (name -> Strength)."""
        turn = state.turn
        if not turn or turn.dice is None:
            return {}
        return {"dice": fight.unused(turn), "tools": fight.tools(state), "heroes": fight.ready_flips(state)}

    def invariants(self, state: CozState) -> list[str]:
        problems = self._fields(state)
        if problems:  # the counts below read the fields: one wrong is said first, alone
            return problems
        deck_cards = (state.deck + state.graveyard + state.items + list(state.active)
                      + [c for c in state.board if c in CARDS]
                      + ([state.barrel.card] if state.barrel else [])
                      + (state.peek.cards if state.peek else [])
                      + ([state.decay] if state.decay else []))
        if len(deck_cards) != state.deck_size or len(set(deck_cards)) != len(deck_cards):
            problems.append(f"{len(deck_cards)} Zombie cards ({len(set(deck_cards))} distinct), "
                            f"not {state.deck_size}")
        people = state.survivor_deck + state.safe_zone + state.evacuated + state.abducted
        if len(people) != len(SURVIVORS) or len(set(people)) != len(people):
            problems.append(f"{len(people)} Survivor cards ({len(set(people))} distinct), not {len(SURVIVORS)}")
        on_board = [c for c in state.board if c]
        if len(set(on_board)) != len(on_board):
            problems.append("a card is in two board spaces")
        for key, flip in state.flips.items():
            if (flip.where == "board") != (FLIP_BY_KEY[key].id in on_board):
                problems.append(f"Flip Hero {key} is '{flip.where}' but the board says otherwise")
        if held(state, data.GLOVE) and state.glove_round > state.round:
            problems.append("the Power Glove was used in a future round")
        return problems

    def _fields(self, state: CozState) -> list[str]:
        """What the types cannot say of a field (a position is written by hand): the options a level
        allows, the seats the players make, the board's spaces, the plane on its track, the dice."""
        try:
            chosen = self.resolve_options({o.key: state.opts.get(o.key) for o in OPTIONS})
        except ValueError as exc:
            return [f"`opts`: {exc}"]
        if effective_options(chosen) != state.opts:  # CoZ Choose your level of play
            return [f"`opts` is not what the level table makes of its options: {effective_options(chosen)}"]
        seats = [f"p{i}" for i in range(1, state.opts["players"] + 1)]  # CoZ Number of Players
        named = ([("seats", s) for s in state.seats] + [("order", s) for s in state.order]
                 + [("debts", d.seat) for d in state.debts] + [("rewards", r.seat) for r in state.rewards]
                 + [("trick_shots", s) for s in state.trick_shots]
                 + [("heroes", h.owner) for h in state.heroes.values() if h.owner]
                 + ([("turn.seat", state.turn.seat)] if state.turn else [])
                 + ([("setup.seat", state.setup.seat)] if state.setup else []))
        problems = [f"`{where}` names {seat}, but {len(seats)} play" for where, seat in named if seat not in seats]
        if state.seats != seats:
            problems.append(f"`seats` is {state.seats}, not the {len(seats)} players {seats}")
        spaces = len(layout().slot_names)
        if len(state.board) != spaces:
            problems.append(f"`board` has {len(state.board)} spaces, not {spaces}")
        if state.barrel is not None and state.barrel.slot >= spaces:
            problems.append(f"`barrel.slot` {state.barrel.slot} is not a space of the board (0-{spaces - 1})")
        if state.plane > state.opts["plane_start"]:  # CoZ STEP 4: the plane only moves down its track
            problems.append(f"`plane` {state.plane} is above the Approach Track's start {state.opts['plane_start']}")
        if state.plane == 0 and state.result is None:  # CoZ STEP 4: at 0 it has landed, and the game is won
            problems.append("`plane` 0: the Rescue Plane has landed, yet the game goes on")
        turn = state.turn
        if turn is not None and turn.dice is not None:  # CoZ STEP 2: the 3 Battle Dice, each used or not
            if len(turn.dice) != 3 or len(turn.used) != len(turn.dice):
                problems.append(f"`turn.dice` {turn.dice} with `turn.used` {turn.used}: 3 Battle Dice, one mark each")
        elif turn is not None and (turn.used or turn.hits):
            problems.append("`turn.used` or `turn.hits` without `turn.dice`: the Battle Dice are not rolled yet")
        return problems
