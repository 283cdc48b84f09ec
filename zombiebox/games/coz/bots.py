"""City of Zombies auto-players: "solver" plays the assignment a strong player would; "random" is the floor.

The solver bot hits what matters most (fight.threat: Survivors at stake, nearer
the Barricade counts more, Alien Bosses for their reward, Flip Heroes to save,
the Zombie Flip Heroes' curses), spends a dice Hero when the change makes a much
better plan (or any plan), marks for Masaaki the column the dice are likeliest to
take down, re-rolls before missing a turn, and feeds Zombies the Survivor cards
that lose the fewest Survivors.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache, partial
from typing import Optional
from itertools import product, starmap

from zombiebox.core.actions import Action
from zombiebox.core.bots import Choice, RandomBot, logistic
from zombiebox.core.dice import Dice

from . import data, fight, moves, solver
from .data import CARDS
from .expression import pretty
from .layout import COLS, layout
from .rules import CozRules
from .state import TO, CozState, Hero, card_name, is_zombie, items_blocked, space_of, strength, survivors, zombie_slots

HERO_PREFERENCE = (data.MADDY, data.JOE, data.STEF, data.SEOYEON, data.MASAAKI, data.JAKE, data.YAS)
FREE_MOVES = (data.SEOYEON, data.LUCY)       # worth using at once: nothing is lost by not waiting
MASAAKI_GAIN = 1.0   # expected threat Masaaki's column must add before he is spent (less when a refresh is near)
UPGRADE = 1.5        # threat a dice Hero's change must add to the best plan before the Hero is spent
UPGRADE_BEFORE_REFRESH = 0.5   # the same when the Hero refreshes this round anyway


def _first(actions: list[Action], kind: str, **match) -> Action | None:
    return next((a for a in actions if a.kind == kind and all(a.get(k) == v for k, v in match.items())), None)


def _refresh_soon(state) -> bool:
    """The plane reaches a Hero Refresh Point in this round's STEP 4: a Hero spent now costs nothing."""
    return state.plane - 1 in layout().refresh


ROLLS = Counter(tuple(sorted(roll)) for roll in product(range(1, 7), repeat=3))   # 56 sets of the 216 rolls


@lru_cache(maxsize=4096)
def chance(number: int, tools: solver.Tools) -> float:
    """How often the three Battle Dice together make `number` (of the 216 rolls), with these tools."""
    made = sum(count for roll, count in ROLLS.items() if number in solver.values_made(tuple(enumerate(roll)), tools))
    return made / 216


def _fewest_lost(values: list[int], owed: int) -> list[int]:
    """The cards (by value) that cover `owed` with the fewest Survivors (a small subset-sum)."""
    best: dict[int, list[int]] = {0: []}
    for v in sorted(values, reverse=True):
        for total, cards in list(best.items()):
            if total < owed and total + v not in best:
                best[total + v] = cards + [v]
    return best[min(t for t in best if t >= owed)] if any(t >= owed for t in best) else values


def _hit_reason(expr: str, free: dict[int, int], value: int, place: str) -> str:
    return f"{pretty(expr, free)} = {value} hits the {value} {place}: the solver's best plan that uses every die"


# --- the short list the auto-player weighs, and suggest --------------------------------------------------

PLANS = 3  # full assignments the solver ranks for a roll: the auto-player weighs their hits
RULES = CozRules()


def candidates(state, plans: int = PLANS) -> list[Action]:
    """The fight turn's short list, best first: the roll, or the hits of the solver's best `plans`
    full plans (the best plan's first) and the end of the turn; then the Hero moves and Items worth
    weighing (`_offered`). Every one is in rules.legal_actions."""
    turn = state.turn
    if turn.dice is None:
        return [fight.ROLL] + _offered(state)
    free = fight.unused(turn)
    hits = suggested_hits(state, free, plans)
    hits.append(fight.END_TURN)
    return hits + _offered(state, planless=len(hits) == 1, free=free)


def suggested_hits(state, free: dict[int, int], plans: int = PLANS) -> list[Action]:
    """Hits from the solver's best full assignments for the unused dice `free`, the best plan's hits
    first (at most `plans` plans of three hits)."""
    return list(starmap(fight.hit_action, solver.hits(*fight.problem(state, free), limit=plans)))


SHORT_REASONS = {"hit": "a hit of one of the solver's best full plans", "end_turn": "end the turn (a missed turn "
                 "if dice are left)", "roll": "roll the 3 Battle Dice", "hero": "a Special Move worth weighing now",
                 "item": "an Item worth weighing now", "second_chance": "a re-roll (Second Chance)",
                 "trick_shot": "a re-roll (Jake's Trick Shot)"}


def suggest(state) -> list[Choice]:
    """What the hint key and the auto-player prefer now, ranked, each with a one-line reason: the
    solver bot's pick first, then the rest of what it weighs (a fight turn's short list, or every
    legal choice elsewhere)."""
    seat = RULES.to_move(state)
    if seat is None:
        return []
    legal = RULES.legal_actions(state)
    pick = SolverBot(seat).choose(RULES, state, legal, Dice(0))
    weighed = candidates(state) if RULES.decision(state) == TO.fight else legal
    return [pick] + [Choice(a, SHORT_REASONS.get(a.kind, "open now")) for a in weighed if a != pick.action]


def _offered(state: dict, planless: bool = False, free: dict[int, int] | None = None) -> list[Action]:
    """The Hero moves, items and re-rolls the auto-player weighs (all legal: moves.every_move lists
    every one). Bounded: Masaaki is offered only Zombies with others behind them; when the roll has
    no full plan (`planless`), Stef, Maddy and Joe offer the changes that make one (at most 4 each),
    and so does the Dustbin Lid (`_lid_fixes`). `free` is fight.unused(turn) when the caller has it."""
    if not (state.heroes or state.flips or state.items or state.active or state.trick_shots):
        return []         # no Hero, Item or re-roll at all (most decisions of a game without Heroes)
    turn = state.turn
    seat, rolled = turn.seat, turn.dice is not None
    free = fight.unused(turn) if free is None else free
    out: list[Action] = []
    heroes = (list(state.heroes) + [k for k, f in state.flips.items() if f.where == "saved"]
              if state.heroes or state.flips else ())
    for key in heroes:
        hero = moves.hero_state(state, key)
        if hero.exhausted or (isinstance(hero, Hero) and hero.owner not in ("", seat)):
            continue
        if key == data.MASAAKI and not rolled:
            out += [Action.of("hero", name=key, target=state.board[s]) for s in zombie_slots(state)
                    if any(is_zombie(state, state.board[r * COLS + s % COLS]) for r in range(s // COLS))]
        elif key in moves.DICE_MOVES and rolled and free and planless:
            out += _dice_fixes(state, key, free)
        elif key in (data.SEOYEON, data.LUCY):
            out.append(Action.of("hero", name=key))
        elif key == data.YAS and moves.exhausted(state, data.YAS):
            out.append(Action.of("hero", name=key))
        elif key == data.JAKE:
            out += [Action.of("hero", name=key, player=p) for p in dict.fromkeys(state.order)]
        elif key == data.ALONSO:
            out += [Action.of("hero", name=key, target=c) for c in moves.alonso_targets(state)]
    if not moves.USED_ALONE.isdisjoint(state.items):
        items = _offered_items(state, rolled and bool(free), planless)
        if items and not items_blocked(state):   # asked only of a use on offer (a held Lid waits for a planless roll)
            out += items
    if rolled and free:
        if state.active and not turn.second_chance:
            out += [moves.SECOND_CHANCE[i] for i in sorted(free)]
        if state.trick_shots.get(seat):
            out.append(Action.of("trick_shot"))
    return out


def _dice_fixes(state: dict, key: str, free: dict[int, int], most: int = 4) -> list[Action]:
    """Stef's, Maddy's or Joe's changes that turn a roll with no full plan into one, best first."""
    scored = []
    for params, dice_after in moves.dice_changes(key, free):
        plans = fight.best_plans(state, dice_after, limit=1)
        if plans:
            scored.append((-plans[0].score, len(scored), Action.of("hero", name=key, **params)))
    return [action for _, _, action in sorted(scored)[:most]]


def _offered_items(state: dict, can_reroll: bool, planless: bool) -> list[Action]:
    out, seen = [], set()
    for card in state.items:
        effect = CARDS[card].effect
        if effect in seen:
            continue
        seen.add(effect)
        if effect == data.BARREL and state.barrel is None:
            out += [Action.of("item", card=card, col=c) for c in range(1, COLS + 1)]
        elif effect == data.PIZZA and moves.exhausted(state):
            out.append(Action.of("item", card=card))
        elif effect == data.REPLAY_RAY and can_reroll:
            out.append(Action.of("item", card=card))
        elif effect == data.LID and can_reroll and planless:
            out += _lid_fixes(state, card)
    return out


LID_TRIES = 4   # the heaviest Zombies a Dustbin Lid is tried on when a roll has no full plan


def _lid_fixes(state: dict, card: str) -> list[Action]:
    """Dustbin Lid changes that turn a roll with no full plan into one: a Zombie's Strength all the
    dice make, or a change to one of the LID_TRIES heaviest Zombies that lets every die hit."""
    free = fight.unused(state.turn)
    every_die = solver.values_made(tuple(sorted(free.items())), fight.tools(state))
    zombies = sorted((c for c, _ in fight.targets(state) if is_zombie(state, c)), key=lambda c: -fight.threat(state, c))
    return [Action.of("item", card=card, target=z, change=change) for i, z in enumerate(zombies)
            for change in (1, -1) if strength(state, z) + change in every_die
            or (i < LID_TRIES and fight.best_plans(state, free, (z, change), limit=1))]


# Hard's evaluation (core/search.py: its playouts stop here after a few decisions): the players' chance to
# win together (CoZ: the Rescue Plane lands before six Zombies stand on the Barricade), a logistic fit of
# who won from positions of noisy solver games, as the playouts play them (tools/fit_evaluation.py;
# held-out figures in docs/opponents.md). Fitted at the beginner level, so only there.
WEIGHTS = {"bias": 3.393, "plane": -1.636, "barricade": -0.323, "backyard": -0.239, "further": -0.123, "deck": 0.099,
           "items": 0.008, "safe_zone": -0.079}   # 800 games: Brier 0.0537 held out, 0.0577 for the base rate


def position(state: CozState) -> Optional[dict[str, float]]:
    """What the evaluation weighs (the fit's signs say how): the Rescue Plane's steps still to come (CoZ
    STEP 4); the Zombies' Strength on the Barricade row, on the Backyard row, and further off (CoZ STEP 3:
    they come a row a round); the Zombie Deck left; the Items held; the Survivors in the Safe Zone (what
    the Zombies eat before the Barricade falls). None during the set-up or at another level."""
    if state.setup is not None or state.result is not None or state.opts["level"] != "beginner":
        return None
    rows = [0.0] * (layout().barricade + 1)
    for slot in zombie_slots(state):
        rows[slot // COLS] += strength(state, state.board[slot])
    return {"plane": state.plane / state.opts["plane_start"], "barricade": rows[-1] / 20, "backyard": rows[-2] / 20,
            "further": sum(rows[:-2]) / 20, "deck": len(state.deck) / state.deck_size, "items": len(state.items),
            "safe_zone": survivors(state.safe_zone) / 10}


def win_chance(state: CozState, seat: str) -> Optional[float]:
    """The players' chance to win from here (WEIGHTS; every seat wins or loses with the others)."""
    shown = position(state)
    return None if shown is None else logistic(WEIGHTS, shown)


class SolverBot:
    name = "solver"

    def __init__(self, seat: str = ""):
        self.seat = seat

    def choose(self, rules, state, actions: list[Action], dice: Dice) -> Choice:
        kind = rules.decision(state)
        if kind == "fight":
            # its short list, not every legal action; it plays the best plan's first hit, so one plan
            # is enough (the same first hit as with more: ties keep the order found)
            return self._fight(rules, state, candidates(state, plans=1))
        if kind == "heroes":
            for key in HERO_PREFERENCE:
                action = _first(actions, "pick_hero", name=key)
                if action:
                    return Choice(action, f"{data.HERO_NAMES[key]}: the most useful Hero left")
        if kind == "flip":
            action = _first(actions, "place_flip", row="backyard")
            if action:
                return Choice(action, "the Backyard row is the last the Zombies reach")
            return Choice(actions[0], "the Fields row is the one left")
        if kind == "debts":
            return self._pay(state, actions)
        if kind == "rewards":
            choice = "save" if state.survivor_deck else "evacuate"
            return Choice(_first(actions, "reward", choice=choice),
                          "more Survivors in the Safe Zone" if choice == "save" else "the Survivor Deck is empty")
        if kind == "peek":
            return self._peek(state, actions)
        return Choice(actions[0], "any Player may roll")

    def _pay(self, state, actions: list[Action]) -> Choice:
        debt = state.debts[0]
        values = [CARDS[c].value for c in state.safe_zone]
        if debt.kind == "evacuate":
            action = max(actions, key=lambda a: CARDS[a["card"]].value)
            return Choice(action, "evacuate the biggest card: evacuated Survivors are safe")
        pick = max(_fewest_lost(values, debt.left))
        action = next(a for a in actions if CARDS[a["card"]].value == pick)
        return Choice(action, f"covering {debt.left} with the fewest Survivors lost")

    def _peek(self, state, actions: list[Action]) -> Choice:
        def badness(card: str) -> float:
            c = CARDS[card]
            if c.kind == data.ITEM:
                return -10
            if c.kind == data.EVENT:
                return -5 if c.effect in (data.SUDDEN_DECAY, data.SECOND_CHANCE) else 5
            return c.hunger + 2 * c.abduct
        picks = [a for a in actions if a.kind == "peek_next"]
        best = min(picks, key=lambda a: badness(a["card"]))
        return Choice(best, f"{card_name(state, best['card'])} next: helpful cards first, tough Zombies last")

    def _fight(self, rules, state, actions: list[Action]) -> Choice:
        turn = state.turn
        heroes = [a for a in actions if a.kind == "hero"] if state.heroes or state.flips else ()
        for key in FREE_MOVES if heroes else ():
            action = _first(heroes, "hero", name=key)
            if action:
                return Choice(action, f"{data.HERO_NAMES[key]}'s Special Move costs nothing to use now")
        push = [a for a in heroes if a["name"] == data.ALONSO] if heroes else ()
        crowd = fight.barricade_crowd(state) if push else 0
        if push and crowd >= COLS - 1:
            return Choice(push[0], f"{crowd} Zombies on the Barricade: Alonso pushes "
                          f"{card_name(state, push[0]['target'])} back before it is overrun")
        if turn.dice is None:
            return self._before_roll(state, actions)
        free = fight.unused(turn)
        upgrade = None if turn.hits or not state.heroes else self._upgrade(state, free)
        if upgrade:
            return upgrade
        hit = actions[0] if actions[0].kind == "hit" else None   # the legal list starts with the best plan's hits
        if hit:
            target = hit["target"]   # the words are made when read, from facts taken now (the hit changes the state)
            return Choice(hit, partial(_hit_reason, hit["expr"], free, fight.strength(state, target),
                                       space_of(state, target)))
        return self._rescue(state, actions, free)

    def _before_roll(self, state, actions: list[Action]) -> Choice:
        if len(actions) == 1 or not any(a.kind in ("hero", "item") for a in actions):   # (only the roll)
            return Choice(fight.ROLL, "roll the 3 Battle Dice")
        barrel = [a for a in actions if a.kind == "item" and a.get("col")]
        if barrel:
            board = state.board
            best = max(barrel, key=lambda a: sum(1 for r in (2, 3) if board[r * 6 + a["col"] - 1]))
            return Choice(best, "the Toxic Barrel rises toward the Zombies coming down that column")
        marks = [a for a in actions if a.kind == "hero" and a["name"] == data.MASAAKI]
        mark = self._masaaki(state, marks) if marks else None
        if mark:
            return mark
        exhausted = [h for h in state.heroes.values() if h.exhausted]
        for key in (data.YAS, None) if len(exhausted) >= 2 and not _refresh_soon(state) else ():
            action = _first(actions, "hero", name=key) if key else next(
                (a for a in actions if a.kind == "item" and CARDS[a["card"]].effect == data.PIZZA), None)
            if action:
                return Choice(action, f"refresh the {len(exhausted)} Exhausted Heroes: the next Refresh Point is "
                              "more than a round away")
        return Choice(fight.ROLL, "roll the 3 Battle Dice")

    def _masaaki(self, state, marks: list[Action]) -> Choice | None:
        """Masaaki's mark is worth the chance the dice make its Strength times the threat of its whole
        column (CoZ Special Moves: Masaaki); spend him only for a column that adds enough."""
        tools, crowd = fight.tools(state), fight.barricade_crowd(state)

        def gain(action: Action) -> tuple[float, float]:
            odds = chance(strength(state, action["target"]), tools)
            return odds * fight.masaaki_bonus(state, action["target"], crowd), odds
        scored = [(gain(a), a) for a in marks]
        (extra, odds), best = max(scored, key=lambda s: s[0][0])
        if extra <= 0 or extra < (0 if _refresh_soon(state) else MASAAKI_GAIN):
            return None
        return Choice(best, f"Masaaki marks {card_name(state, best['target'])}: the dice make its Strength in "
                      f"{odds:.0%} of rolls, and its column falls with it")

    def _upgrade(self, state, free: dict[int, int]) -> Choice | None:
        """A dice Hero (Stef, Maddy, Joe) changes the roll when that makes a much better plan, not only
        when there is none (CoZ Special Moves); a Hero about to refresh is spent more freely."""
        seat = state.turn.seat
        usable = [k for k in moves.DICE_MOVES if k in state.heroes and not state.heroes[k].exhausted
                  and state.heroes[k].owner in ("", seat)]
        if not usable:
            return None
        scores: dict[tuple[int, ...], float] = {}

        def score(dice: dict[int, int]) -> float:
            """The best plan's score: it depends only on the numbers rolled (Maddy and Joe make the same ones)."""
            numbers = tuple(sorted(dice.values()))
            if numbers not in scores:
                plans = fight.best_plans(state, dice, limit=1)
                scores[numbers] = plans[0].score if plans else 0.0
            return scores[numbers]
        now = score(free)
        need = now + (UPGRADE_BEFORE_REFRESH if _refresh_soon(state) else UPGRADE)
        best = None
        for key in usable:
            for params, after in moves.dice_changes(key, free):
                made = score(after)
                if made >= need and (best is None or made > best[0]):
                    best = (made, key, params)
        if best is None:
            return None
        score, key, params = best
        return Choice(Action.of("hero", name=key, **params),
                      f"{data.HERO_NAMES[key]} changes the dice: the best plan then hits Zombies worth {score:.1f} "
                      f"instead of {now:.1f} (Survivors at stake, more near the Barricade)")

    def _rescue(self, state, actions: list[Action], free: dict[int, int]) -> Choice:
        """No way to use every die: change dice with a Hero if that makes one, else re-roll, else miss."""
        fixes = [a for a in actions if a.kind == "hero" and a["name"] in moves.DICE_MOVES]
        if fixes:                                   # offered best first: changes that make a full plan
            return Choice(fixes[0], f"{data.HERO_NAMES[fixes[0]['name']]} turns the dice into a full plan")
        lids = [a for a in actions if a.kind == "item" and CARDS[a["card"]].effect == data.LID]
        if lids:                                    # offered only where all the dice then make the Strength
            lid = max(lids, key=lambda a: fight.threat(state, a["target"]))
            return Choice(lid, f"the Dustbin Lid makes {card_name(state, lid['target'])}'s Strength "
                          f"{fight.strength(state, lid['target']) + lid['change']}, a number all the dice make")
        for action in actions:
            if action.kind in ("second_chance", "trick_shot") or (
                    action.kind == "item" and CARDS[action["card"]].effect == data.REPLAY_RAY):
                return Choice(action, "no way to use every die: re-roll")
        jake = _first(actions, "hero", name=data.JAKE, player=state.turn.seat)
        if jake:
            return Choice(jake, "no way to use every die: Jake's Trick Shot gives a re-roll")
        return Choice(fight.END_TURN, "no way to use every die on the Zombies: the turn is missed")


BOTS = {"solver": SolverBot, "random": RandomBot}
