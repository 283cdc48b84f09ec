"""Zombie Survival: the rules engine (pure; assets/rules/zombie_survival.txt).

Part I is a snake draft (preparation.py); Part II a round of six steps (ZS Part II): the die and the
zombies (movement.py), the event (events.py), then barricades, combat, town and Unwelcome Guests,
taken one household after the other (home.py, town.py). Written on core.flow: a section class for
each part of the rulebook (below) declares its decision points and the automatic steps core runs
between them; losses are counted after every change (the kit's `after` hook: ZS The End).
"""
from __future__ import annotations

import copy
from typing import Any, Optional

from zombiebox.core.actions import Action, Event, act
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER, AutoStep, DecisionPoint, FlowRules, Move, Section, only_answer
from zombiebox.core.rules import Option, Outcome
from zombiebox.core.words import plural

from . import combat, home, movement, preparation, refusals, town, words
from .combat import wound
from .data import (BOX_TILES, CARD, EVENTS, HARDER_FEWER, HEAD, MAX_HOUSEHOLDS, MISSES, NIGHT, NIGHT_POSITION,
                   PICTURE, SHAPES, TILE, TILES, TOWN, TOWN_CARDS, TRACK_MAX, TRACKS, ZOMBIES, removed_for)
from .events import turn_over
from .houses import HOUSES, YARDS, house
from .state import TO, Arrival, Household, Throw, ZsState
from .words import seat_name

SEATS = tuple(f"p{i}" for i in range(1, MAX_HOUSEHOLDS + 1))
ACTING = (TO.house, TO.combat, TO.town, TO.guests)  # the steps each household takes in turn (ZS Part II)
PART_ONE = (TO.pick, TO.place, TO.stock)  # ZS Part I: preparing the houses
NEXT_STAGE = {TO.house: TO.combat, TO.combat: TO.bites, TO.town: TO.guests, TO.guests: TO.end}
OPTIONS = (
    Option("households", "Households", (1, 2, 3, 4), 1, "1 is solo: survive until the event deck runs out"),
    Option("level", "Level", ("normal", "harder"), "normal", "harder: one fewer generator and rifle than households"),
    Option("combat", "Combat dice", ("table odds", "throw"), "table odds",
           "table odds: the game rolls where each die lands; throw: you throw and say where each landed"),
)
LANDINGS = tuple(act("land", spot=spot) for spot in MISSES) + tuple(act("land", spot=spot, face=face)
                                                for spot in (HEAD, PICTURE) for face in range(1, 7))
FINISH = {"home": combat.finish_attack, "town": town.finish_fight, "breakout": town.finish_breakout}


def _same_landing(state: ZsState, action: Action, legal: list[Action]) -> Optional[Action]:
    """A die outside the lid or on its bare floor counts for nothing whatever it shows: any face stands
    for `land spot=outside` (`spot=floor`)."""
    return act("land", spot=action["spot"]) if action["spot"] in MISSES else None


def _acting(state: ZsState) -> Household:
    return state.households[state.acting]


def _acting_seat(state: ZsState) -> str:
    return state.acting


def _first_household(state: ZsState) -> None:
    """The first household still in the game opens a step everyone takes (ruled: seat order)."""
    state.turn = next((i for i, s in enumerate(state.order) if not state.households[s].out), 0)


def _next_household(state: ZsState) -> None:
    """Ruled: households take the simultaneous steps one after the other, in seat order."""
    state.turn += 1
    while state.turn < len(state.order) and state.households[state.acting].out:
        state.turn += 1
    if state.turn >= len(state.order):
        state.stage = NEXT_STAGE[state.stage]
        _first_household(state)


def _done(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
    _next_household(state)


def _throw(state: ZsState, throw: Throw, dice: Dice, events: list[Event]) -> None:
    """Table odds roll every die now; with the option "throw" a person says where each landed."""
    if state.options["combat"] == "throw":
        state.throw = throw
        return
    throw.landed = combat.throw(dice, throw.dice)
    FINISH[throw.kind](state, throw, dice, events)


def count_losses(state: ZsState, events: list[Event]) -> None:
    """ZS The End: a household with no people in its house is out; a trip with no one left is lost."""
    for seat in state.alive():
        hh = state.households[seat]
        if hh.trip is not None and hh.trip.people == 0:
            for card in hh.trip.carried + hh.trip.guns + hh.trip.found:
                state.town_discard[town.location_of(card)].append(card)
            hh.trip = None
            events.append(Event("trip_lost", "ZS Loss of People", f"no one of {seat_name(seat)}'s is left in town", {"seat": seat}))
        if hh.people == 0 and state.stage not in PART_ONE:
            hh.out = "no people in the house"
            events.append(Event("out", "ZS The End", f"{seat_name(seat)} has no people in the house: {seat_name(seat)} is out", {"seat": seat}))
            if state.breakout is not None and state.breakout.seat == seat:
                state.breakout = None
        if state.drawn and state.searcher == seat and (hh.trip is None or hh.out):
            for card in state.drawn:   # no one is left in town to deal with the cards drawn
                state.town_discard[town.location_of(card)].append(card)
            state.drawn = []


# --- the sections of the rulebook, each declaring its decision points and steps ---------------------------
class PartOne(Section):
    """ZS Part I: a snake draft of the item tiles, each placed in the drafter's house; then the houses stock."""

    def declare(self) -> tuple:
        drafter = lambda s: preparation.drafter(s, s.draft_turn)  # noqa: E731
        return (
            DecisionPoint("pick", "ZS Part I", "take an item tile for your house", drafter, preparation.pick_actions,
                          (Move("pick", self._pick, {"tile": str}, words="take a {tile:tile}"),),
                          explain=self._pick_refusal),
            DecisionPoint("place", "ZS Part I", self._place_prompt, drafter, preparation.place_actions,
                          (Move("place", self._place, {"col": int, "row": int, "turn": int}, words=words.placing),),
                          explain=preparation.place_refusal),
            AutoStep("stock", "ZS Part I", self._stock),
        )

    @staticmethod
    def _pick(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        preparation.pick(state, action["tile"], events)

    @staticmethod
    def _place(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        preparation.place(state, action["col"], action["row"], action["turn"], events)

    @staticmethod
    def _stock(state: ZsState, dice: Dice, events: list[Event]) -> None:
        for seat in state.order:
            preparation.stock(state.households[seat])
        events.append(Event("stocked", "ZS Part I", "the houses are full: the Zombie Apocalypse begins"))
        state.stage = TO.step1

    @staticmethod
    def _place_prompt(state: ZsState) -> str:
        return f"place the {TILE[state.picked].name} in your house"

    @staticmethod
    def _pick_refusal(state: ZsState, action: Action) -> tuple[str, str]:
        kind = action["tile"]
        if kind not in TILE:
            return f"there is no {kind} tile (tiles: {', '.join(TILE)})", "ZS Items"
        if not state.pool.get(kind):
            return f"no {TILE[kind].name} tile is left", "ZS Part I"
        return f"a {TILE[kind].name} fits nowhere left in your house", "ZS Part I"


class PartTwo(Section):
    """ZS Part II: the round's steps the rules take by themselves (the die, the event, the bites, the end),
    and a household out of the game passed over."""

    def declare(self) -> tuple:
        return (
            AutoStep("step1", "ZS Part II", self._step1),
            AutoStep("event", "ZS Event Cards", self._event),
            AutoStep("bites", "ZS Zombies in the House", self._bites),
            AutoStep("end", "ZS Part II", self._end_round),
            AutoStep("advance", "ZS Part II", lambda s, d, e: _next_household(s)),
        )

    @staticmethod
    def _step1(state: ZsState, dice: Dice, events: list[Event]) -> None:
        """ZS Part II 1: one die; a zombie on that square of each yard of every household."""
        state.round += 1
        for seat in state.alive():
            hh = state.households[seat]
            hh.actions, hh.used, hh.lit = hh.people, [], 0   # ZS Actions: one a person at home
            if hh.trip is not None:
                hh.trip.actions, hh.trip.used = hh.trip.people, []
        square = dice.die()
        events.append(Event("roll", "ZS Part II", f"round {state.round}: the die shows {square}",
                            {"dice": [square], "round": state.round}))
        for seat in state.alive():
            state.arrivals.extend(Arrival(seat, yard, square, "ZS Part II") for yard in YARDS)
        state.stage = TO.event

    @staticmethod
    def _event(state: ZsState, dice: Dice, events: list[Event]) -> None:
        turn_over(state, dice, events)
        state.stage = TO.house
        _first_household(state)

    @staticmethod
    def _bites(state: ZsState, dice: Dice, events: list[Event]) -> None:
        """ZS Zombies in the House: after combat, one person wounded for each zombie in the house."""
        for seat in state.alive():
            hh = state.households[seat]
            if hh.inside:
                events.append(Event("bite", "ZS Zombies in the House", f"{plural(hh.inside, 'zombie')} in "
                                    f"{seat_name(seat)}'s house "
                                    f"{'wounds a person' if hh.inside == 1 else 'wound as many people'}",
                                    {"seat": seat, "wounds": hh.inside}))
                wound(state, hh, hh.inside, events, "ZS Zombies in the House")
        state.stage = TO.town
        _first_household(state)

    @staticmethod
    def _end_round(state: ZsState, dice: Dice, events: list[Event]) -> None:
        """Ruled (ZS The End): the round that took the last event card ends the game."""
        if not state.events:
            state.deck_out = True
            events.append(Event("deck_out", "ZS The End", "the event deck has run out: the households still "
                                "standing survive"))
        state.stage = TO.step1


class ZombieMovement(Section):
    """ZS Zombie Movement: each zombie arrives in its yard; one pushed against a barricaded wall slides as
    its household chooses."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("slide", "ZS Zombie Movement", self._slide_prompt, lambda s: s.arrivals[0].seat,
                          self._slide_actions,
                          (Move("slide", self._slide, {"square": int}, words="slide it to square {square}"),),
                          explain=refusals.slide),
            AutoStep("arrive", "ZS Zombie Movement", self._arrive),
        )

    @staticmethod
    def _slide(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        movement.arrive(state, state.arrivals.pop(0), events, action["square"])

    @staticmethod
    def _arrive(state: ZsState, dice: Dice, events: list[Event]) -> None:
        movement.arrive(state, state.arrivals.pop(0), events)

    @staticmethod
    def _slide_actions(state: ZsState) -> list[Action]:
        return [act("slide", square=s) for s in movement.choices(state, state.arrivals[0])]

    @staticmethod
    def _slide_prompt(state: ZsState) -> str:
        a = state.arrivals[0]
        return f"a zombie is pushed against the barricaded {a.yard} wall: slide it left or right"


class Barricades(Section):
    """ZS Barricades (and the generator, the flashlights): a household's work on its house."""

    def declare(self) -> tuple:
        legal = lambda s: home.house_actions(s, _acting(s))  # noqa: E731
        return (DecisionPoint(
            "house", "ZS Barricades", "barricade (1 lumber, 1 action), remove a barricade, or done", _acting_seat,
            legal, (Move("barricade", self._barricade, {"yard": str}, words="barricade the {yard:opening}"),
                    Move("unbarricade", self._unbarricade, {"yard": str},
                         words="remove the barricade on the {yard:opening}"),
                    Move("power", self._power, words="put batteries in a flashlight"),
                    Move("generator", self._generator, words="run the generator (1 gas)"),
                    Move("done", _done, words="done")),
            explain=lambda s, a: home.house_refusal(s, _acting(s), a), forced=only_answer(legal)),)

    @staticmethod
    def _barricade(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        home.barricade(_acting(state), action["yard"], events)

    @staticmethod
    def _unbarricade(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        home.unbarricade(_acting(state), action["yard"], events)

    @staticmethod
    def _power(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        home.power(_acting(state), events)

    @staticmethod
    def _generator(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        home.run_generator(state, _acting(state), dice, events)


class CombatZombies(Section):
    """ZS Combat Zombies: attacks on the zombies in the yards; a die thrown into the lid says where it landed."""

    def declare(self) -> tuple:
        return (
            DecisionPoint("combat", "ZS Combat Zombies",
                          "attack a zombie (1 action; a melee weapon once a round), or done",
                          _acting_seat, lambda s: home.combat_actions(_acting(s)),
                          (Move("attack", self._attack, {"weapon": str, "yard": str, "square": int},
                                words=words.attacking),
                           Move("done", _done, words="done")),
                          explain=lambda s, a: home.combat_refusal(_acting(s), a),
                          forced=lambda s: home.combat_forced(_acting(s))),
            DecisionPoint("throw", "ZS Combat Zombies", self._throw_prompt, lambda s: s.throw.seat,
                          lambda s: list(LANDINGS),
                          (Move("land", self._land, {"spot": str}, {"face": int}, words=words.landing, reveals=True),),
                          canonical=_same_landing, explain=refusals.landing),
        )

    @staticmethod
    def _attack(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        _throw(state, combat.prepare_attack(state, state.acting, action["weapon"], action["yard"], action["square"]),
               dice, events)

    @staticmethod
    def _land(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        throw = state.throw
        throw.landed.append([action["spot"], action.get("face", 0)])
        if len(throw.landed) == throw.dice:
            state.throw = None
            FINISH[throw.kind](state, throw, dice, events)

    @staticmethod
    def _throw_prompt(state: ZsState) -> str:
        t = state.throw
        return f"throw the dice into the lid (die {len(t.landed) + 1} of {t.dice}): outside, bare floor, head or picture?"


class GoingToTown(Section):
    """ZS Going to Town: people sent in a vehicle, searches, the cards drawn kept or left, the zombies met
    fought, the way home (and the breakout through the garage door)."""

    def declare(self) -> tuple:
        legal = lambda s: town.town_actions(s, _acting(s))  # noqa: E731
        return (
            DecisionPoint("town", "ZS Going to Town", "send people to town, search, come home, or done", _acting_seat,
                          legal, (Move("go", self._go, {"people": int}, words="send {people} to town"),
                                  Move("search", self._search, {"location": str},
                                       words="search the {location:location}"),
                                  Move("return", self._come_home, words="come home from town"),
                                  Move("done", _done, words="done")),
                          explain=self._town_refusal, forced=only_answer(legal)),
            DecisionPoint("board", "ZS Going to Town", "take weapons along, then drive (1 gas) or stay home",
                          _acting_seat, lambda s: town.board_actions(_acting(s)),
                          (Move("take", self._take, {"weapon": str}, words="take the {weapon:tile} along"),
                           Move("drive", self._drive, words="drive to town (1 gas)"),
                           Move("stay", self._stay, words="stay home")),
                          explain=refusals.board),
            DecisionPoint("loot", "ZS Going to Town", self._loot_prompt, lambda s: s.searcher, town.loot_actions,
                          (Move("keep", self._keep, words=words.the_drawn("keep")),
                           Move("leave", self._leave, words=words.the_drawn("leave"))),
                          explain=lambda s, a: ("each person in town carries 1 item, within the vehicle's limit "
                                                "(weapons ride free; a survivor needs a seat)", "ZS Going to Town")),
            DecisionPoint("town_fight", "ZS Going to Town", "a zombie in town: fight it with a carried weapon",
                          lambda s: s.searcher, town.fight_actions,
                          (Move("fight", self._fight, {"weapon": str}, words="fight with the {weapon:tile}"),),
                          explain=refusals.town_fight),
            DecisionPoint("breakout", "ZS Going to Town",
                          "fight your way to the garage door: attack a zombie at the wall",
                          lambda s: s.breakout.seat, town.breakout_actions,
                          (Move("fight", self._break_out, {"weapon": str, "square": int},
                                words="fight with the {weapon:tile} (square {square})"),),
                          explain=refusals.breakout),
            AutoStep("unarmed", "ZS Going to Town", lambda s, d, e: town.unarmed(s, e)),
        )

    @staticmethod
    def _go(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.go(state, _acting(state), action["people"], events)

    @staticmethod
    def _search(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.search(state, _acting(state), action["location"], dice, events)

    @staticmethod
    def _come_home(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.come_home(state, _acting(state), events)

    @staticmethod
    def _take(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.take(_acting(state), action["weapon"], events)

    @staticmethod
    def _drive(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.drive(state, _acting(state), events)

    @staticmethod
    def _stay(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.stay(_acting(state), events)

    @staticmethod
    def _keep(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.keep(state, events)

    @staticmethod
    def _leave(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        town.leave(state, events)

    @staticmethod
    def _fight(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        _throw(state, town.prepare_fight(state, action["weapon"]), dice, events)

    @staticmethod
    def _break_out(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        _throw(state, town.prepare_breakout(state, action["weapon"], action["square"]), dice, events)

    @staticmethod
    def _loot_prompt(state: ZsState) -> str:
        return f"keep or leave the {CARD[state.drawn[0]].name}"

    @staticmethod
    def _town_refusal(state: ZsState, action: Action) -> Optional[tuple[str, str]]:
        hh = _acting(state)
        if action.kind == "go":
            if town.vehicle(hh) is None:
                return "you need a vehicle that runs to go to town", "ZS Going to Town"
            if not town.garage_open(hh):
                return "the garage door must be unbarricaded", "ZS Going to Town"
            return ("going to town costs 1 gas and each traveller's action for the round, and someone must stay "
                    "home"), "ZS Going to Town"
        return refusals.town_action(state, action)


class UnwelcomeGuests(Section):
    """ZS Unwelcome Guests: a household sends zombies from its yards to a rival's."""

    def declare(self) -> tuple:
        legal = lambda s: home.guest_actions(s, _acting(s))  # noqa: E731
        return (DecisionPoint(
            "guests", "ZS Unwelcome Guests", "send a zombie to a rival's yard (1 action), or done", _acting_seat, legal,
            (Move("send", self._send, {"seat": str, "yard": str}, words="a zombie to {seat:seat}'s {yard} yard"),
             Move("done", _done, words="done")),
            explain=refusals.guests, forced=only_answer(legal)),)

    @staticmethod
    def _send(state: ZsState, action: Action, dice: Dice, events: list[Event]) -> None:
        home.send(state, _acting(state), action["seat"], action["yard"], dice, events)


class ZsRules(FlowRules):
    game_id = "zs"
    name = "Zombie Survival"
    citation = "ZS"
    state_type = ZsState
    over_rule = "ZS The End"
    namers = words.NAMERS
    names = TO
    after = staticmethod(count_losses)   # ZS The End: losses are counted after every change

    def __init__(self) -> None:
        super().__init__(PartOne(), PartTwo(), ZombieMovement(), Barricades(), CombatZombies(), GoingToTown(),
                         UnwelcomeGuests())

    # --- the flow -----------------------------------------------------------------------------
    def decision(self, state: ZsState) -> str:
        if self.outcome(state) is not None:
            return OVER
        if state.throw is not None:
            return TO.throw
        if state.arrivals:
            return TO.slide if movement.choices(state, state.arrivals[0]) else TO.arrive
        if state.breakout is not None:
            return TO.breakout
        if state.drawn:
            if not CARD[state.drawn[0]].zombie:
                return TO.loot
            return TO.town_fight if town.fight_actions(state) else TO.unarmed
        if state.stage in ACTING:
            hh = _acting(state)
            if hh.out:
                return TO.advance
            return TO.board if hh.boarding is not None else state.stage
        return state.stage

    def options(self) -> list[Option]:
        return list(OPTIONS)

    def seats(self, options: dict[str, Any]) -> list[str]:
        return list(SEATS[:options["households"]])

    def setup(self, options: dict[str, Any], dice: Dice) -> ZsState:
        """ZS Game Setup: a random house each, tiles sorted (fewer households and the harder game take
        some out: publisher), the Town decks shuffled, the Night card near the middle of the events."""
        n = options["households"]
        seats = self.seats(options)
        for number in HOUSES:  # every house map read now: a broken one is refused before play, whatever is dealt
            house(number)
        houses = dice.shuffle(HOUSES)[:n]
        removed = {t.kind: removed_for(n, t) for t in TILES}
        if options["level"] == "harder":
            for kind in HARDER_FEWER:
                removed[kind] = max(removed[kind], TILE[kind].count - (n - 1))
        others = dice.shuffle([e.key for e in EVENTS if e.key != NIGHT])
        drawn_order = others[:NIGHT_POSITION - 1] + [NIGHT] + others[NIGHT_POSITION - 1:]
        decks = {loc: dice.shuffle([c for c in CARD if town.location_of(c) == loc]) for loc in town.TOWN}
        state = ZsState(
            options=dict(options), order=seats,
            households={s: Household(s, h, zombies={y: [] for y in YARDS}) for s, h in zip(seats, houses)},
            pool={t.kind: t.count - removed[t.kind] for t in TILES}, removed=removed, supply=ZOMBIES,
            events=list(reversed(drawn_order)), decks=decks, town_discard={loc: [] for loc in decks})
        if preparation.next_drafter(state) is None:
            state.stage = TO.stock
        return state

    # --- what the board shows (read-only; the scene asks these rather than the rules' modules) ---
    def drafters(self, state: ZsState, ahead: int) -> list[str]:
        """ZS Part I 1-2: the drafters of this pick and the next `ahead - 1` (clockwise, then back)."""
        return [preparation.drafter(state, state.draft_turn + i) for i in range(ahead)]

    def tile_turns(self, kind: str) -> tuple[tuple[tuple[int, int], ...], ...]:
        """A tile's distinct turns (a quarter turn at a time), each as the cells it covers from (0, 0)."""
        return preparation.turns(TILE[kind].shape)

    def placement_refusal(self, state: ZsState, seat: str, kind: str, cells: list[tuple[int, int]]) -> str:
        """Why a tile of `kind` may not cover these cells of `seat`'s house (ZS Part I 1); '' if it may."""
        hh = state.households[seat]
        return preparation.placement_refusal(house(hh.house), hh, kind, cells)

    # --- the end ----------------------------------------------------------------------------------
    def determinize(self, state: ZsState, seat: str, dice: Dice) -> ZsState:
        """The Town decks and the event deck lie face down (ZS Game Setup): their orders are drawn again;
        the Night card keeps its place, which the set-up fixes for all to know."""
        seen = copy.deepcopy(state)
        seen.decks = {loc: dice.shuffle(sorted(cards)) for loc, cards in state.decks.items()}
        others = iter(dice.shuffle(sorted(e for e in state.events if e != NIGHT)))
        seen.events = [e if e == NIGHT else next(others) for e in state.events]
        return seen

    def seat_name(self, seat: str) -> str:
        return seat_name(seat)

    def turn_words(self, state: ZsState) -> str:
        return f"round {state.round}" if state.round else "preparing the houses"

    def goal(self, state: ZsState) -> str:
        """ZS The End: the last household standing wins; solo, survive the event deck (ruled)."""
        when = f"Round {state.round}" if state.round else "Preparing the houses"
        events = f"{plural(len(state.events), 'event')} left in the deck"
        if len(state.order) == 1:
            return f"{when}: survive until the event deck runs out ({events})"
        standing = ", ".join(seat_name(s) for s in state.alive())
        return f"{when}: be the last household standing ({standing} standing; {events})"

    def figures(self, state: ZsState) -> list[tuple[str, str]]:
        return [("Rounds", str(state.round)), ("Events left", str(len(state.events)))]

    def outcome(self, state: ZsState) -> Optional[Outcome]:
        """ZS The End: the last household standing wins; ruled: the deck running out lets every
        household still standing win (solo: survive it)."""
        alive = state.alive()
        if len(state.order) == 1:
            if not alive:
                return Outcome("lost", (), state.round, f"{seat_name(state.order[0])} falls in round {state.round}: "
                               "no one is left in the house")
            if state.deck_out:
                return Outcome("survived", tuple(alive), state.round,
                               f"{seat_name(alive[0])} survives the last event of the deck")
            return None
        if not alive:
            return Outcome("no one survives", (), state.round, "every household has fallen")
        if len(alive) == 1:
            return Outcome(f"{alive[0]} wins", tuple(alive), state.round,
                           f"{seat_name(alive[0])} is the last household standing, in round {state.round}")
        if state.deck_out:
            return Outcome("survivors", tuple(alive), state.round,
                           f"{', '.join(map(seat_name, alive))} survive the last event of the deck")
        return None

    def invariants(self, state: ZsState) -> list[str]:
        broken = self._fields(state)
        if broken:  # the counts below read the fields: one wrong is said first, alone
            return broken
        for t in TILES:
            placed = sum(p.kind == t.kind for hh in state.households.values() for p in hh.placed)
            placed += state.picked == t.kind
            if state.pool[t.kind] + state.removed[t.kind] + placed != t.count:
                broken.append(f"{t.name} tiles are not conserved ({t.count} in the box)")
        if sum(state.pool.values()) + sum(state.removed.values()) + sum(
                len(hh.placed) for hh in state.households.values()) + bool(state.picked) != BOX_TILES:
            broken.append(f"item tiles are not {BOX_TILES}")
        cards = [c for deck in state.decks.values() for c in deck] + [c for d in state.town_discard.values() for c in d]
        cards += state.drawn
        for hh in state.households.values():
            cards += hh.cards
            if hh.trip is not None:
                cards += hh.trip.carried + hh.trip.guns + hh.trip.found
        if sorted(cards) != sorted(CARD) or len(cards) != TOWN_CARDS:
            broken.append(f"Town Item cards are not conserved: {len(cards)}, not {TOWN_CARDS}")
        zombies = state.supply + sum(hh.inside + sum(len(z) for z in hh.zombies.values())
                                     for hh in state.households.values())
        if zombies != ZOMBIES:
            broken.append(f"{zombies} zombies, not {ZOMBIES}")
        for hh in state.households.values():
            for yard, squares in hh.zombies.items():
                if len(set(squares)) != len(squares) or not set(squares) <= set(range(1, 7)):
                    broken.append(f"{hh.seat}'s {yard} yard holds {squares}: one zombie a square, squares 1-6")
            if any(not 0 <= v <= TRACK_MAX for v in hh.track.values()):
                broken.append(f"{hh.seat}'s tracker is off its tracks: {hh.track}")
        if len(state.events) + len(state.event_discard) != len(EVENTS):
            broken.append("the event deck is not 20 cards")
        return broken

    def _fields(self, state: ZsState) -> list[str]:
        """What the types cannot say of a field (a position is written by hand): the households the
        options seat, each in its own house with its tiles inside the walls, the acting one, the dice."""
        problem = self.options_problem(state.options)
        if problem:
            return [f"`options`: {problem}"]
        seats = self.seats(state.options)
        if state.order != seats or sorted(state.households) != seats:
            return [f"`order` {state.order} and `households` {sorted(state.households)} are not the households {seats}"]
        broken = [f"`turn` {state.turn} is no household of {len(seats)}"] if state.turn >= len(seats) else []
        every = [("pool", state.pool, TILE), ("removed", state.removed, TILE), ("decks", state.decks, TOWN),
                 ("town_discard", state.town_discard, TOWN)]
        every += [(f"households.{seat}.zombies", hh.zombies, YARDS) for seat, hh in state.households.items()]
        every += [(f"households.{seat}.track", hh.track, TRACKS) for seat, hh in state.households.items()
                  if hh.track or state.stage not in PART_ONE]  # the tracker is stocked at the end of Part I
        broken += [f"`{where}` names {sorted(held)}, not each of {sorted(keys)}" for where, held, keys in every
                   if sorted(held) != sorted(keys)]
        if len({hh.house for hh in state.households.values()}) != len(seats):
            broken.append("`households`: two households in one house (ZS Game Setup: a house each)")
        for seat, hh in state.households.items():
            if hh.seat != seat:
                broken.append(f"`households.{seat}.seat` is {hh.seat}")
            covered: set[tuple[int, int]] = set()
            for i, tile in enumerate(hh.placed):  # ZS Part I: inside the walls, off the icons, one tile a cell
                cells = set(map(tuple, tile.cells))
                if len(cells) != len(tile.cells) or len(cells) != len(SHAPES[TILE[tile.kind].shape]) \
                        or not cells <= house(hh.house).free or cells & covered:
                    broken.append(f"`households.{seat}.placed[{i}].cells` {tile.cells} is no place for a {tile.kind} "
                                  f"in house {hh.house}")
                covered |= cells
            for name, trip in (("trip", hh.trip), ("boarding", hh.boarding)):
                if trip is not None and trip.vehicle >= len(hh.vehicles):
                    broken.append(f"`households.{seat}.{name}.vehicle` {trip.vehicle}: it has {len(hh.vehicles)} vehicles")
        named = ([("arrivals", a.seat) for a in state.arrivals] + [("searcher", state.searcher)] * bool(state.searcher)
                 + ([("throw.seat", state.throw.seat)] if state.throw else [])
                 + ([("breakout.seat", state.breakout.seat)] if state.breakout else []))
        broken += [f"`{where}` names {seat}, no household of this game" for where, seat in named if seat not in seats]
        if state.throw is not None and len(state.throw.landed) >= state.throw.dice:  # the last die ends the attack
            broken.append(f"`throw.landed` holds {len(state.throw.landed)} dice of a throw of {state.throw.dice}")
        return broken
