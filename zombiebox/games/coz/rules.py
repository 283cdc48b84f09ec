"""City of Zombies: the rules engine (pure; ../shared/rules/city_of_zombies.txt).

A round is five steps (CoZ How to Play). The engine runs everything no player
chooses (steps.py) and stops at each decision point: set-up picks, Survivor cards
to pay, Alien Boss rewards, Sneak Peek's order, who rolls for Sudden Decay, and
the fight turns (fight.py, moves.py).
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Optional

from zombiebox.core.actions import Action, Event, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.core.rules import LegalList, Option, Outcome, Rules

from . import data, fight, moves, steps
from .data import CARDS, FLIP_BY_KEY, LEVELS, SURVIVORS, ZOMBIE_DECK
from .expression import pretty
from .layout import COLS, layout
from .state import (State, card_name, effective_options, held, in_play_icon, lead, round_order, slot_words, strength,
                    survivors, where)


SAID = {  # actions in a player's words (describe)
    "roll": "roll the 3 Battle Dice", "end_turn": "end the turn (a missed turn if dice are left)",
    "deal_heroes": "deal Heroes at random", "peek_done": "keep the remaining cards in order",
    "trick_shot": "re-roll your dice (Jake's Trick Shot)", "pick_hero": "pick {who}",
    "place_flip": "place {who} on {row}{col}", "choose_roller": "{player} rolls for Sudden Decay",
    "second_chance": "re-roll die {face} (Second Chance)", "reward": "{choice} Survivors",
    "peek_next": "put {which} next",
}


OPTIONS = (   # the new-game screen's choices (CoZ Choose your level of play, Number of Players)
    Option("players", "Players", (1, 2, 3, 4, 5, 6), 1, "1 is solo: two fight turns a round"),
    Option("level", "Level", ("beginner", "advanced", "expert", "master"), "beginner",
           "which Zombie card levels are in the deck (the level table decides heroes, flip heroes, apocalypse)"),
    Option("heroes", "Heroes", ("off", "on"), "off", "optional at Beginner and Advanced"),
    Option("flip_heroes", "Flip Heroes", ("off", "on"), "off", "Expert and Master only"),
    Option("apocalypse", "Apocalypse Mode", ("off", "on"), "off", "Advanced and up"),
    Option("plane_start", "Rescue Plane starts at", (15, 10, 5), 15, "15 full game, 10 or 5 shorter"),
    Option("team", "Team mode", ("off", "on"), "off", "6 players: two teams of 3 take turns playing a Round"),
    Option("alien_portal", "Alien Portal in the deck", ("on", "off"), "on", "its use is optional"),
)

HERO_SAID = {data.YAS: "Yas refreshes the other Exhausted Heroes", data.SEOYEON: "Seo-yeon rolls for Survivor cards",
             data.LUCY: "Lucy's Rule Breaker: dice may be doubled this Round"}   # moves with nothing to choose


@lru_cache(maxsize=None)
def _card_action(verb: str, card: str) -> Action:
    """pay/evacuate card=..., built once (Actions are immutable; debts are offered all game long)."""
    return Action.of(verb, card=card)


class CozRules(Rules):
    game_id = "coz"
    name = "City of Zombies"
    citation = "CoZ"

    def options(self) -> list[Option]:
        return list(OPTIONS)

    def seats(self, options: dict[str, Any]) -> list[str]:
        return [f"p{i}" for i in range(1, int(options["players"]) + 1)]

    # --- set-up (CoZ Game Setup 1-7) -------------------------------------------------------------------
    def setup(self, options: dict[str, Any], dice: Dice) -> State:
        opts = effective_options(self.resolve_options(options))
        cards = [c.id for c in ZOMBIE_DECK if c.level in LEVELS[opts["level"]]
                 and not (c.effect == data.PORTAL and opts["alien_portal"] == "off")]
        survivor_deck = dice.shuffle([c.id for c in SURVIVORS])          # 4. shuffle the Survivor Deck
        state: State = {
            "opts": opts, "seats": self.seats(opts), "round": 1, "stage": "step1",
            "deck": dice.shuffle(cards), "deck_size": len(cards),        # 1. build and shuffle
            "graveyard": [], "board": [None] * (len(layout().rows) * COLS), "queue": [], "mods": {},
            "items": [], "active": {}, "rule_breaker": 0, "glove_round": 0, "barrel": None,
            "survivor_deck": survivor_deck[6:], "safe_zone": survivor_deck[:6], "evacuated": [], "abducted": [],
            "heroes": {}, "hero_pool": [], "flips": {},
            "plane": opts["plane_start"],                                # 3. the Rescue Plane
            "order": round_order(opts, 1), "turn_no": 0, "turn": None, "trick_shots": {}, "cleared": False,
            "debts": [], "rewards": [], "decay": None, "peek": None, "setup": None,
            "result": None, "endings": dice.shuffle([e[0] for e in data.ENDINGS]), "ending": None,  # 6.
        }
        steps.deal_to_row(state, 0, COLS, dice, [], "CoZ Game Setup 2")  # 2. the first wave, in the City
        if opts["heroes"] == "on":                                       # 5. Heroes
            state["hero_pool"] = [c.name for c in data.HEROES]
            state["setup"] = {"kind": "heroes", "seat": "p1"}
        if opts["flip_heroes"] == "on":
            state["flips"] = {f.key: {"side": "human", "where": "setup", "exhausted": False}
                              for f in data.FLIP_HEROES}
            state["setup"] = state["setup"] or {"kind": "flip", "seat": "p1"}
        self._advance(state, dice, [])
        return state

    # --- decision points -------------------------------------------------------------------------------
    def decision(self, state: State) -> str:
        """The open decision point: the choices that come before a fight turn, in this order, then
        the fight turn (written out, not looped: every step of play asks this several times)."""
        if state["stage"] == "over":
            return "over"
        if state["setup"]:
            return state["setup"]["kind"]
        if state["debts"]:
            return "debts"
        if state["rewards"]:
            return "rewards"
        if state["peek"]:
            return "peek"
        if state["decay"]:
            return "decay"
        return "fight" if state["turn"] else "none"

    @staticmethod
    def _deciding(state: State) -> bool:
        """Some decision point is open: `decision` is not "none" (asked at every turn of _advance's loop)."""
        return bool(state["turn"] or state["setup"] or state["debts"] or state["rewards"] or state["peek"]
                    or state["decay"])

    def to_move(self, state: State) -> Optional[str]:
        kind = self.decision(state)
        if kind == "fight":
            return state["turn"]["seat"]
        if kind in ("over", "none"):
            return None
        if kind in ("heroes", "flip"):
            return state["setup"]["seat"]
        if kind == "debts":
            return state["debts"][0]["seat"]
        if kind == "rewards":
            return state["rewards"][0]["seat"]
        return lead(state)

    def legal_actions(self, state: State) -> list[Action]:
        kind = self.decision(state)
        if kind == "fight":                # the fight first: most decisions are fight turns
            return LegalList(self._fight_actions, state)   # worked out when read
        if kind == "heroes":
            return [Action.of("pick_hero", name=k) for k in state["hero_pool"]] + [Action.of("deal_heroes")]
        if kind == "flip":
            key, rows = self._next_flip(state)
            return [Action.of("place_flip", name=key, row=r, col=c) for r in rows for c in range(1, COLS + 1)
                    if state["board"][layout().row_index(r) * COLS + c - 1] is None]
        if kind == "debts":
            verb = "evacuate" if state["debts"][0]["kind"] == "evacuate" else "pay"
            firsts = {}                                    # one card a value: cards alike are one choice
            for card in state["safe_zone"]:
                firsts.setdefault(CARDS[card].value, card)
            return [_card_action(verb, c) for _, c in sorted(firsts.items())]
        if kind == "rewards":
            card = state["rewards"][0]["card"]
            return [Action.of("reward", card=card, choice=c) for c in ("save", "evacuate")]
        if kind == "peek":
            return [Action.of("peek_next", card=c) for c in self._peek_left(state)] + [Action.of("peek_done")]
        if kind == "decay":
            return [Action.of("choose_roller", player=p) for p in dict.fromkeys(state["order"])]
        return []

    @staticmethod
    def _fight_actions(state: State) -> list[Action]:
        """A fight turn's choices: the roll, or every hit and the end of the turn; every Hero move,
        Item use and re-roll (CoZ STEP 2, Special Moves, Items)."""
        if state["turn"]["dice"] is None:
            return [fight.ROLL] + moves.every_move(state, {})
        free = fight.unused(state["turn"])
        return fight.legal_hits(state, free) + [fight.END_TURN] + moves.every_move(state, free)

    def check(self, state: State, action: Action) -> Action:
        """The action to apply (its canonical form), or IllegalAction with the reason and the rule."""
        kind = self.decision(state)
        open_kinds = {"heroes": ("pick_hero", "deal_heroes"), "flip": ("place_flip",), "debts": ("pay", "evacuate"),
                      "rewards": ("reward",), "peek": ("peek_next", "peek_done"), "decay": ("choose_roller",),
                      "fight": ("roll", "hit", "end_turn", "hero", "item", "second_chance", "trick_shot")}
        if action.kind not in open_kinds.get(kind, ()):
            raise IllegalAction(f"'{action.kind}' is not open now: {self.prompt(state)}", self.phase_rule(state))
        if action.kind in ("pay", "evacuate"):                     # any Safe Zone card: cards alike are one choice
            verb = "evacuate" if state["debts"][0]["kind"] == "evacuate" else "pay"
            if action.kind != verb or action.get("card") not in state["safe_zone"]:
                raise IllegalAction(f"{verb} a Survivor card from the Safe Zone: {verb} card="
                                    f"{state['safe_zone'][0]}", self.phase_rule(state))
            value = CARDS[action["card"]].value
            return next(a for a in self.legal_actions(state) if CARDS[a["card"]].value == value)
        if kind != "fight":
            if action not in self.legal_actions(state):
                raise IllegalAction(self._refusal(state, action), self.phase_rule(state))
            return action
        turn = state["turn"]
        if action.kind == "roll" and turn["dice"] is not None:
            raise IllegalAction("the Battle Dice are already rolled this turn", fight.RULE)
        if action.kind in ("hit", "end_turn") and turn["dice"] is None:
            raise IllegalAction("roll the 3 Battle Dice first", fight.RULE)
        if action.kind == "hit":
            _, use = fight.check_hit(state, action)
            return fight.canonical_hit(state, action, use, self._fight_actions(state))
        if action.kind in moves.CHECKS:
            moves.CHECKS[action.kind](state, action)
            return moves.canonical_move(action, self._fight_actions(state))
        return action

    def _refusal(self, state: State, action: Action) -> str:
        kind = self.decision(state)
        if kind == "heroes":
            return f"{action.get('name')} is not a Hero left to pick; pick from {', '.join(state['hero_pool'])}"
        if kind == "flip":
            key, rows = self._next_flip(state)
            return (f"place {data.HERO_NAMES[key]} on a free space of the {' or '.join(r.title() for r in rows)} "
                    "row (CoZ How to set up Flip Heroes)")
        return f"'{action}' is not open now: {self.prompt(state)}"

    def apply(self, state: State, action: Action, dice: Dice) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        if kind == "hit":                  # the fight's own actions first: most decisions are hits and rolls
            fight.apply_hit(state, action, dice, events)
        elif kind == "roll":
            fight.roll(state, dice, events, [0, 1, 2], "rolls the 3 Battle Dice")
        elif kind == "pick_hero":
            self._take_hero(state, action["name"], events)
        elif kind == "deal_heroes":
            self._take_hero(state, dice.choice(state["hero_pool"]), events, dealt=True)
            while state["setup"] and state["setup"]["kind"] == "heroes" and self._heroes_wanted(state) \
                    and state["opts"]["players"] <= 3:
                self._take_hero(state, dice.choice(state["hero_pool"]), events, dealt=True)
        elif kind == "place_flip":
            self._place_flip(state, action, events)
        elif kind in ("pay", "evacuate"):
            steps.pay(state, action["card"], events)
        elif kind == "reward":
            self._reward(state, action["choice"], events)
        elif kind == "peek_next":
            state["peek"]["chosen"].append(action["card"])
            if len(self._peek_left(state)) <= 1:
                self._peek_done(state, events)
        elif kind == "peek_done":
            self._peek_done(state, events)
        elif kind == "choose_roller":
            steps.decay(state, action["player"], dice, events)
        elif kind == "end_turn":
            fight.end_turn(state, events)
        elif kind == "hero":
            moves.apply_hero(state, action, dice, events)
        elif kind == "item":
            moves.apply_item(state, action, dice, events)
        elif kind == "second_chance":
            moves.apply_second_chance(state, action, dice, events)
        elif kind == "trick_shot":
            moves.apply_trick_shot(state, dice, events)
        self._advance(state, dice, events)
        return events

    # --- the flow between decisions (CoZ How to Play, STEPs 1-5) ------------------------------------------
    def _advance(self, state: State, dice: Dice, events: list[Event]) -> None:
        while state["stage"] != "over":
            if state["debts"]:
                steps.settle_debts(state, events)
            if state["stage"] == "over" or self._deciding(state):
                return
            stage = state["stage"]
            if state["queue"]:
                steps.resolve_next(state, dice, events)          # STEP 1 (and after any deal)
            elif stage == "step1":
                state["stage"], state["turn_no"] = "fight", 0
            elif stage == "fight":
                if state["cleared"]:
                    state["cleared"] = False
                    steps.save_more_survivors(state, dice, events)
                elif state["turn_no"] < len(state["order"]):
                    fight.start_turn(state, events)
                else:
                    state["stage"] = "step3"
            elif stage == "step3":
                state["stage"] = "step4"
                steps.move_down(state, events, "CoZ STEP 3")
            elif stage == "step4":
                state["stage"] = "step5"
                if steps.plane_blocked(state):
                    events.append(Event("plane", "CoZ Apocalypse Mode", "A plane icon is in play: the Rescue Plane "
                                        "does not advance.", {"from": state["plane"], "to": state["plane"],
                                                              "refresh": False, "over": layout().over[state["plane"]]}))
                else:
                    steps.plane_down(state, events, "CoZ STEP 4")
            elif stage == "step5":
                steps.step5(state, dice, events)
                steps.end_round(state, events)

    # --- set-up helpers -------------------------------------------------------------------------------------
    def _heroes_wanted(self, state: State) -> int:
        want = data.HEROES_DEALT if state["opts"]["players"] <= 3 else state["opts"]["players"]
        return want - len(state["heroes"])

    def _take_hero(self, state: State, key: str, events: list[Event], dealt: bool = False) -> None:
        """CoZ How to Set up Heroes: 1-3 players share 4 Heroes; 4-6 players take one each."""
        seat = state["setup"]["seat"]
        owner = seat if state["opts"]["players"] >= 4 else ""
        state["hero_pool"].remove(key)
        state["heroes"][key] = {"owner": owner, "exhausted": False}
        events.append(Event("hero_dealt", "CoZ How to Set up Heroes", f"{data.HERO_NAMES[key]} joins "
                            f"{'the players' if not owner else owner.upper()}{' (dealt at random)' if dealt else ''}.",
                            {"hero": key, "owner": owner}, reveals=dealt))
        if not self._heroes_wanted(state):
            state["setup"] = {"kind": "flip", "seat": "p1"} if state["flips"] else None
        elif owner:
            state["setup"]["seat"] = f"p{int(seat[1:]) + 1}"

    def _next_flip(self, state: State) -> tuple[str, tuple[str, ...]]:
        """The next Flip Hero to place and the rows open to it: one on the Fields, one on the Backyard."""
        placed = [k for k, f in state["flips"].items() if f["where"] == "board"]
        key = next(k for k, f in state["flips"].items() if f["where"] == "setup")
        if not placed:
            return key, ("fields", "backyard")
        taken = layout().rows[state["board"].index(FLIP_BY_KEY[placed[0]].id) // COLS]
        return key, tuple(r for r in ("fields", "backyard") if r != taken)

    def _place_flip(self, state: State, action: Action, events: list[Event]) -> None:
        key = action["name"]
        slot = layout().row_index(action["row"]) * COLS + action["col"] - 1
        card = FLIP_BY_KEY[key].id
        state["board"][slot] = card
        state["flips"][key]["where"] = "board"
        events.append(Event("deal", "CoZ How to set up Flip Heroes", f"{data.HERO_NAMES[key]} waits on "
                            f"{slot_words(slot)}.", {"card": card, "slot": layout().slot_names[slot],
                                                               "row": action["row"], "col": action["col"],
                                                               "kind": "flip"}))
        if all(f["where"] == "board" for f in state["flips"].values()):
            state["setup"] = None

    # --- other decisions ---------------------------------------------------------------------------------------
    def _reward(self, state: State, choice: str, events: list[Event]) -> None:
        """CoZ Alien Bosses: Save Survivors from the deck, or Evacuate them from the Safe Zone."""
        reward = state["rewards"].pop(0)
        number = CARDS[reward["card"]].abduct
        if choice == "save":
            taken = steps.take_from_deck(state, number)
            state["safe_zone"].extend(taken)
            events.append(Event("survivors", "CoZ Alien Bosses", f"Reward: {len(taken)} Survivor card(s) "
                                f"({survivors(taken)} Survivors) join the Safe Zone.",
                                {"cards": taken, "from": "survivor_deck", "to": "safe_zone"}, reveals=True))
        else:
            events.append(Event("reward", "CoZ Alien Bosses", f"Reward: evacuate {number} Survivors.",
                                {"card": reward["card"], "number": number}))
            state["debts"].append({"kind": "evacuate", "card": reward["card"], "left": number,
                                   "seat": reward["seat"]})

    def _peek_left(self, state: State) -> list[str]:
        return [c for c in state["peek"]["cards"] if c not in state["peek"]["chosen"]]

    def _peek_done(self, state: State, events: list[Event]) -> None:
        order = state["peek"]["chosen"] + self._peek_left(state)
        state["deck"][:0] = order
        state["peek"] = None
        events.append(Event("peek_done", "CoZ Events: Sneak Peek", "The cards go back on the Zombie Deck, in the "
                            "chosen order.", {"cards": order}))

    def hint_refusal(self, state: State) -> Optional[str]:
        """CoZ Apocalypse Mode "!": DO NOT SPEAK while such a card is in play. On one screen nobody
        speaks but the hint key, so the hint stays silent (docs/rulings.md)."""
        if in_play_icon(state, data.HUSH):
            return "a '!' card is in play: DO NOT SPEAK (CoZ Apocalypse Mode)"
        return None

    # --- reading the state -------------------------------------------------------------------------------------
    def outcome(self, state: State) -> Optional[Outcome]:
        result = state["result"]
        if result is None:
            return None
        text = dict((e[0], e[1] if result["won"] else e[2]) for e in data.ENDINGS)[state["ending"]]
        return Outcome(result["label"], tuple(state["seats"]) if result["won"] else (), result["saved"], text)

    def prompt(self, state: State) -> str:
        kind = self.decision(state)
        if kind == "heroes":
            return "pick a Hero (or deal them at random)"
        if kind == "flip":
            key, rows = self._next_flip(state)
            return f"place {data.HERO_NAMES[key]} on the {' or '.join(r.title() for r in rows)} row"
        if kind == "debts":
            debt = state["debts"][0]
            verb = {"hunger": "feed", "abduct": "lose to", "evacuate": "evacuate from the Safe Zone for"}[debt["kind"]]
            return f"choose a Survivor card to {verb} {card_name(state, debt['card'])} ({debt['left']} more)"
        if kind == "rewards":
            return f"{card_name(state, state['rewards'][0]['card'])} is defeated: save or evacuate Survivors"
        if kind == "peek":
            return "Sneak Peek: choose the next card from the top, or keep the rest in order"
        if kind == "decay":
            return "Sudden Decay: choose a Player to roll two dice"
        if kind == "fight":
            turn = state["turn"]
            if turn["dice"] is None:
                return "roll the 3 Battle Dice"
            left = " ".join(str(v) for v in fight.unused(turn).values())
            return f"use every die to hit Zombies exactly (dice left: {left}), or end the turn"
        return "the game is over" if kind == "over" else "wait"

    def phase_rule(self, state: State) -> str:
        if self.decision(state) == "debts":
            return steps.debt_rule(state["debts"][0])
        return {"heroes": "CoZ How to Set up Heroes", "flip": "CoZ How to set up Flip Heroes",
                "debts": "CoZ STEP 3", "rewards": "CoZ Alien Bosses", "peek": "CoZ Events: Sneak Peek",
                "decay": "CoZ Events: Sudden Decay", "fight": fight.RULE}.get(self.decision(state), "CoZ")

    def describe(self, state: State, action: Action) -> str:
        kind = action.kind
        if kind == "hit" and state["turn"] and state["turn"]["dice"]:
            target = action["target"]
            shown = pretty(action["expr"], fight.unused(state["turn"]))
            return f"{shown} = {strength(state, target)}: hit {card_name(state, target)} {where(state, target)}"
        if kind == "hero":
            return self._hero_words(state, action)
        if kind == "item":
            return f"use the {CARDS[action['card']].name}" if action["card"] in CARDS else action.text
        if kind in ("pay", "evacuate"):
            value = CARDS[action["card"]].value
            return f"{kind} a card of {value} Survivor{'s' if value > 1 else ''}"
        said = SAID.get(kind)
        if said is None:
            return action.text
        params = dict(action.params)
        params["who"] = data.HERO_NAMES.get(params.get("name"), params.get("name"))
        params["which"] = card_name(state, params["card"]) if params.get("card") in CARDS else ""
        params["face"] = params.get("die", 0) + 1
        return said.format(**params)

    def _hero_words(self, state: State, action: Action) -> str:
        """A Special Move as the table says it: which die becomes what, which Zombie, which player."""
        who = data.HERO_NAMES.get(action["name"], action["name"])
        dice = state["turn"]["dice"] if state["turn"] else None
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

    def invariants(self, state: State) -> list[str]:
        problems = []
        deck_cards = (state["deck"] + state["graveyard"] + state["items"] + list(state["active"])
                      + [c for c in state["board"] if c in CARDS]
                      + ([state["barrel"]["card"]] if state["barrel"] else [])
                      + (state["peek"]["cards"] if state["peek"] else [])
                      + ([state["decay"]] if state["decay"] else []))
        if len(deck_cards) != state["deck_size"] or len(set(deck_cards)) != len(deck_cards):
            problems.append(f"{len(deck_cards)} Zombie cards ({len(set(deck_cards))} distinct), "
                            f"not {state['deck_size']}")
        people = state["survivor_deck"] + state["safe_zone"] + state["evacuated"] + state["abducted"]
        if len(people) != len(SURVIVORS) or len(set(people)) != len(people):
            problems.append(f"{len(people)} Survivor cards ({len(set(people))} distinct), not {len(SURVIVORS)}")
        on_board = [c for c in state["board"] if c]
        if len(set(on_board)) != len(on_board):
            problems.append("a card is in two board spaces")
        for key, flip in state["flips"].items():
            if (flip["where"] == "board") != (FLIP_BY_KEY[key].id in on_board):
                problems.append(f"Flip Hero {key} is '{flip['where']}' but the board says otherwise")
        if held(state, data.GLOVE) and state["glove_round"] > state["round"]:
            problems.append("the Power Glove was used in a future round")
        return problems

    def encode(self, state: State) -> dict[str, Any]:
        return json.loads(json.dumps(state))

    def decode(self, data_: dict[str, Any]) -> State:
        return json.loads(json.dumps(data_))
