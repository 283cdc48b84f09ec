"""Zombie Survival bots (pure): the household bot, which picks from the legal list with a one-line
reason, and core's random bot. What the bot prefers lives here, never in the legal list."""
from __future__ import annotations

from typing import Callable

from zombiebox.core.actions import Action
from zombiebox.core.bots import Choice, RandomBot
from zombiebox.core.dice import Dice

from .combat import HOUSE
from .data import CARD, FIRST_AID, FOOD, GAS, LANDING, LUMBER, MELEE, OUTSIDE, RANGED, TILE, WATER
from .home import touching
from .houses import FAR, house
from .state import Household, ZsState
from .words import seat_name

# Part I: how much the bot wants one more tile of a kind, by how many it holds already
WANTS: dict[str, tuple[int, ...]] = {
    "motorcycle": (45,), "car": (38,), "pickup": (32,),   # the town is a last resort
    "survivor": (82, 72, 50, 25),
    "shotgun": (89, 40), "rifle": (88, 45, 20), "pistol": (87, 40, 20), "crossbow": (60, 30),
    "bat": (45, 20), "machete": (44, 20), "chainsaw": (46,),
    "food": (80, 78, 72, 65, 50, 35), "water": (56, 50, 35, 20), "first_aid": (76, 70, 62, 50, 35),
    "lumber": (60, 50, 30), "gas": (58, 45, 30), "batteries": (15,),
    "generator": (42,), "flashlight": (30,), "liquor": (48, 36, 20),
}
SCARCE = ("food", "first_aid", "water")   # supplies the Part I rivals run short of first
LEANING = 30   # the most the bot's dice add to a contested tile's want, with rivals at the table (Part I)
CONTESTED = SCARCE + ("survivor",)   # what the households' food and mouths come down to
SEARCH_FOR = {FOOD: "grocery", WATER: "grocery", FIRST_AID: "pharmacy", GAS: "gas_station", LUMBER: "hardware"}


def _placed(state: ZsState, seat: str, kind: str) -> int:
    return sum(p.kind == kind for p in state.households[seat].placed)


def _vehicle_held(state: ZsState, seat: str) -> bool:
    return any(TILE[p.kind].role == "vehicle" for p in state.households[seat].placed)


class HouseholdBot:
    """Drafts a vehicle, people, weapons and supplies; barricades where zombies gather; shoots the
    nearest threats first; goes to town for what runs low; sends leftover zombies to the strongest rival."""

    name = "household"

    def __init__(self, seat: str = ""):
        self.seat = seat

    def choose(self, rules, state: ZsState, actions: list[Action], dice: Dice) -> Choice:
        if state.throw is not None:   # the option "throw": the bot throws by the table odds
            face, spot = dice.die(), LANDING[dice.die()]
            landed = next(a for a in actions if a["spot"] == spot and a.get("face", face) == face)
            return Choice(landed, f"the die lands {spot}" + ("" if spot == OUTSIDE else f" showing {face}"))
        kinds = {a.kind for a in actions}
        if "pick" in kinds:   # ZS Part I: the draft
            return self._pick(state, actions, dice)
        for kind, pick in self.PLAN:
            if kind in kinds:
                chosen = pick(self, state, [a for a in actions if a.kind == kind], actions)
                if chosen is not None:
                    return chosen
        if Action.of("done") in actions:
            return Choice(Action.of("done"), "nothing worth an action here")
        return Choice(actions[0], "the only sensible choice left")

    # --- Part I -------------------------------------------------------------------------------
    def _pick(self, state, options, dice):
        seat = self.seat or state.order[0]
        # with rivals, the bot's own dice lean its wants for the contested tiles: by one fixed list the
        # snake handed the same seat the odd scarce tile (the third canned food of two households) every game
        leaning = {a["tile"]: dice.randint(0, LEANING) if len(state.order) > 1 and a["tile"] in CONTESTED else 0
                   for a in options}

        def want(a: Action) -> int:
            kind = a["tile"]
            if TILE[kind].role == "vehicle" and _vehicle_held(state, seat):
                return 5
            table = WANTS[kind]
            held = _placed(state, seat, kind)
            scarce = 12 if state.pool[kind] <= len(state.order) and kind in SCARCE else 0   # take it before a rival does
            return (table[held] if held < len(table) else 1) + scarce + leaning[kind]
        best = max(options, key=want)
        return Choice(best, f"{TILE[best['tile']].name}: what the house lacks most now")

    def _place(self, state, options, actions):
        best = min(options, key=lambda a: (a["row"], a["col"], a["turn"]))
        return Choice(best, "pack it into the top corner, keeping the free space in one piece")

    def _slide(self, state, options, actions):
        a = state.arrivals[0]
        hh = state.households[a.seat]
        best = min(options, key=lambda o: touching(hh, a.yard) + o["square"] % 2)
        return Choice(best, f"slide the zombie to square {best['square']}")

    # --- Part II at home ------------------------------------------------------------------------
    def _house(self, state, options, actions):
        hh = state.households[state.acting]
        power = Action.of("power")
        if power in actions and hh.track["batteries"] > 1:
            return Choice(power, "a battery brings a flashlight back for the night")
        garage = house(hh.house).garage_yard
        threats = sorted((-len(hh.zombies[a["yard"]]) - 2 * touching(hh, a["yard"]), a["yard"])
                         for a in options if a.kind == "barricade")
        driving = hh.trip is not None or self._wants_trip(hh)
        for score, yard in threats:
            if score < 0 and (yard != garage or not driving) and hh.actions > 1 and touching(hh, yard) >= 1:
                return Choice(Action.of("barricade", yard=yard), f"zombies gather at the {yard} opening: barricade it")
        if driving and garage in hh.barricades and hh.actions > 1 and touching(hh, garage) < 2 \
                and Action.of("unbarricade", yard=garage) in actions:
            return Choice(Action.of("unbarricade", yard=garage), "open the garage for the vehicle")
        return None

    def _attack(self, state, options, actions):
        hh = state.households[state.acting]
        risk = 2 if hh.track[FIRST_AID] > 1 else 6

        def value(a: Action) -> float:
            (_, square), (_, weapon), (_, yard) = a.params   # params sort by name: square, weapon, yard
            tile = TILE[weapon]
            if yard == HOUSE:
                threat = 10
            elif square in FAR:
                threat = 2
            else:
                threat = 6 if yard not in hh.barricades else 4
            far_penalty = 1 if (yard != HOUSE and square in FAR and tile.role == RANGED and not tile.scope) else 0
            return (threat + 1.5 * (tile.dice - far_penalty) - (risk if tile.role == MELEE else 0)
                    - (0.5 if tile.noisy else 0))
        best = max(options, key=value)
        if value(best) < 3:
            return None
        where = "in the house" if best["yard"] == HOUSE else f"on {best['yard']} {best['square']}"
        return Choice(best, f"the {TILE[best['weapon']].name} at the zombie {where}: the nearest threat first")

    # --- town -----------------------------------------------------------------------------------
    def _need(self, hh: Household) -> str:
        """The supply that runs out first: food goes by the mouths to feed."""
        weight = {FOOD: 3 / max(1, hh.people), WATER: 1.5, FIRST_AID: 1, GAS: 1.5, LUMBER: 2}
        return min(weight, key=lambda t: hh.track[t] * weight[t])

    def _wants_trip(self, hh: Household) -> bool:
        need = self._need(hh)
        short = hh.track[need] < (hh.people if need == FOOD else 1)   # the town is a last resort
        return (short and hh.trip is None and hh.track[GAS] >= 2 and hh.people >= 3
                and any(not v.wrecked for v in hh.vehicles))

    def _go(self, state, options, actions):
        hh = state.households[state.acting]
        one = Action.of("go", people=1)
        if self._wants_trip(hh) and one in options:
            return Choice(one, f"{self._need(hh).replace('_', ' ')} runs low: send one to town")
        return None

    def _search(self, state, options, actions):
        hh = state.households[state.acting]
        trip = hh.trip
        spec = TILE[hh.vehicles[trip.vehicle].kind]
        if len(trip.carried) >= min(trip.people, spec.carry):
            return None
        loc = SEARCH_FOR[self._need(hh)]
        pick = Action.of("search", location=loc)
        if pick not in options:
            pick = options[0]
        return Choice(pick, f"search the {pick['location']} for {self._need(hh).replace('_', ' ')}")

    def _return(self, state, options, actions):
        return Choice(options[0], "the vehicle is loaded (or the searching is done): come home")

    def _take(self, state, options, actions):
        hh = state.households[state.acting]
        if hh.boarding.weapons:
            return None
        ranged = [a for a in options if TILE[a["weapon"]].role == RANGED]
        best = max(ranged or options, key=lambda a: TILE[a["weapon"]].dice)
        return Choice(best, f"take the {TILE[best['weapon']].name} against zombies in town")

    def _drive(self, state, options, actions):
        return Choice(options[0], "drive to town (1 gas)")

    def _keep(self, state, options, actions):
        return Choice(options[0], f"keep the {CARD[state.drawn[0]].name}")

    def _fight(self, state, options, actions):
        best = max(options, key=lambda a: TILE[a["weapon"]].dice)
        return Choice(best, f"fight with the {TILE[best['weapon']].name}, the most dice")

    def _send(self, state, options, actions):
        hh = state.households[state.acting]
        rivals = {a["seat"] for a in options}
        me = state.order.index(hh.seat)

        def strength(seat: str) -> tuple[int, int]:   # ties go to the next household clockwise
            return state.households[seat].people, -((state.order.index(seat) - me) % len(state.order))
        strongest = max(sorted(rivals), key=strength)
        target = state.households[strongest]
        open_yards = [a for a in options if a["seat"] == strongest and a["yard"] not in target.barricades]
        best = (open_yards or [a for a in options if a["seat"] == strongest])[0]
        return Choice(best, f"a leftover action sends a zombie to {seat_name(strongest)}, the strongest rival "
                            f"({hh.actions} left)")

    PLAN: tuple[tuple[str, Callable], ...] = (
        ("place", _place), ("slide", _slide),
        ("power", _house), ("generator", _house), ("barricade", _house), ("unbarricade", _house),
        ("attack", _attack), ("fight", _fight), ("keep", _keep),
        ("search", _search), ("return", _return), ("go", _go), ("take", _take), ("drive", _drive),
        ("send", _send),
    )


BOTS = {"household": HouseholdBot, "random": RandomBot}
