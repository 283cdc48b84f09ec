"""What each decision offers (ui/offer.py), a builder per decision point, from the legal actions: the
places on the houses a click plays (a yard's square, an opening), the draft's tiles, the cells where a
tile in hand may go, and the other choices as buttons in the rules' words (an attack's weapon first:
its zombie is then clicked in the yard).

A place is a tuple naming what it is on which household's house: ("square", seat, yard, n),
("opening", seat, yard), ("inside", seat) (the zombies in the house), ("cell", seat, col, row, turn)
(where a tile turned `turn` may put its first cell), ("tile", kind) (a kind of tile in the draft's
pool). The board's own marks:
  draft   the side column shows the draft (ZS Part I), and the wheel turns the tile
  drag    the tile in hand: a press on the house takes it up, to drop where it goes
  throw   the box lid takes a throw of the dice: a drag over it and a release
  practice  buttons shown in practice mode only: where each die landed (elsewhere the dice are
          thrown, not placed where they suit)
"""
from __future__ import annotations

from zombiebox.core.actions import Action
from zombiebox.core.words import plural
from zombiebox.ui.offer import Offer, Offers
from zombiebox.ui.widgets.choice_panel import Button

from ..data import TILE
from ..houses import house
from ..words import HOUSE
from .modes import Aiming, Throwing, Turn

SMALL = {"slide", "land", "go", "search", "send", "take", "barricade", "unbarricade"}   # share a row
SQUARES = (1, 2, 3, 4, 5, 6)


def button(rules, state, a: Action) -> Button:
    """A legal choice as a button in the rules' words (a short one of a small kind shares a row)."""
    words = rules.describe(state, a)
    return Button(words, action=a, small=a.kind in SMALL and len(words) < 16, tip=words,
                  slot="end" if a.kind == "done" else "")   # the kit's slots: "done" never moves


def _choices(rules, state, legal, mode) -> Offer:
    """Every legal choice a button in the rules' words; a click on the board says what is there."""
    return Offer(buttons=[button(rules, state, a) for a in legal], elsewhere=lambda place: unoffered(state, place))


def unoffered(state, place) -> Action | str | None:
    """A click on a place nothing is offered at: what is there, or a tile of the draft the rules
    refuse (the pick they refuse, so they say why)."""
    if place[0] == "square":
        return f"{place[2]} yard, square {place[3]}"
    if place[0] == "opening":
        return f"the {house(state.households[place[1]].house).opening_name(place[2])}: nothing to do there now"
    if place[0] == "inside":
        return inside_words(state.households[place[1]].inside)
    if place[0] == "tile":   # the rules refuse it, and say why
        return Action.of("pick", tile=place[1])
    return None


def inside_words(count: int) -> str:
    """The zombies in the house, under the pointer or clicked when nothing is offered there."""
    return f"{plural(count, 'zombie')} in the house (ZS Zombies in the House)"


def one_a_click(offer: Offer, at: dict[tuple, list[Action]], several: str) -> None:
    """Each place's action played by a click on it; where several share a place the click says
    `several` (the buttons choose among them: a click never picks for the player)."""
    for place, actions in at.items():
        if len(actions) == 1:
            offer.add(place, actions[0])
        else:
            offer.pick(place, several)


def _pick(rules, state, legal, mode) -> Offer:
    """ZS Part I: a tile taken from the pool (dragged onto the house, or clicked into hand)."""
    offer = Offer(elsewhere=lambda place: unoffered(state, place), marks={"draft": True})
    for a in legal:
        offer.add(("tile", a["tile"]), a)
    return offer


def _place(rules, state, legal, mode) -> Offer:
    """ZS Part I: the tile in hand, dragged from the house's cells to where it goes; each cell where
    its first cell may go, turned as each turn puts it, is lit."""
    seat, kind = rules.to_move(state), state.picked
    offer = Offer(elsewhere=lambda place: unoffered(state, place), marks={"draft": True, "drag": kind})
    shape = rules.tile_turns(kind)
    for a in legal:
        c0, r0 = shape[a["turn"]][0]
        offer.add(("cell", seat, a["col"] + c0, a["row"] + r0, a["turn"]), a)
    return offer


def _slide(rules, state, legal, mode) -> Offer:
    """ZS Zombie Movement: the square at the wall the zombie slides to, clicked in its yard."""
    offer = _choices(rules, state, legal, mode)
    arrival = state.arrivals[0]
    for a in legal:
        offer.add(("square", arrival.seat, arrival.yard, a["square"]), a)
    return offer


def _house(rules, state, legal, mode) -> Offer:
    """ZS Barricades: a click on an opening barricades it or takes its barricade down."""
    offer = _choices(rules, state, legal, mode)
    seat = rules.to_move(state)
    for a in legal:
        if a.kind in ("barricade", "unbarricade"):
            offer.add(("opening", seat, a["yard"]), a)
    return offer


def _combat(rules, state, legal, mode) -> Offer:
    """ZS Combat Zombies: a weapon's button, then its zombie clicked in the yard (a zombie only one
    weapon reaches is clicked straight away); the other choices buttons."""
    seat, weapon = rules.to_move(state), mode.weapon
    outside = [a for a in legal if a.kind == "attack" and a["yard"] != HOUSE]   # in a yard: clicked there
    offer = Offer(buttons=[button(rules, state, a) for a in legal if a.kind != "attack" or a["yard"] == HOUSE])
    reach: dict[tuple, list[Action]] = {}
    weapons: dict[str, int] = {}
    for a in outside:
        weapons[a["weapon"]] = weapons.get(a["weapon"], 0) + 1
        if not weapon or a["weapon"] == weapon:
            reach.setdefault(("square", seat, a["yard"], a["square"]), []).append(a)
    for a in legal:   # ZS Zombies in the House: clicked where they stand too (their buttons stay)
        if a.kind == "attack" and a["yard"] == HOUSE and (not weapon or a["weapon"] == weapon):
            reach.setdefault(("inside", seat), []).append(a)
    one_a_click(offer, reach, "Several weapons reach it: choose one first (the buttons), then click the zombie")
    for w, n in weapons.items():
        tile = TILE[w]
        offer.buttons.insert(0, Button(f"Attack with the {tile.name} ({tile.dice} dice)",
                                       pick=Aiming(mode.view, w, Turn(mode.view)),
                                       tip=f"then click one of the {plural(n, 'zombie')} it can reach, lit in the yards"))

    def elsewhere(place):
        if weapon and place[0] == "square" and place[1] == seat and place[3] in state.households[seat].zombies[place[2]]:
            return f"Refused: the {TILE[weapon].name} cannot reach that zombie (ZS Combat Zombies)"
        return unoffered(state, place)
    offer.elsewhere = elsewhere
    return offer


def _breakout(rules, state, legal, mode) -> Offer:
    """ZS Going to Town: a zombie at the garage's wall fought by a click on its square (a weapon's
    button first where several can fight it)."""
    offer = _choices(rules, state, legal, mode)
    seat = state.breakout.seat
    garage = house(state.households[seat].house).garage_yard
    at: dict[tuple, list[Action]] = {}
    for a in legal:
        at.setdefault(("square", seat, garage, a["square"]), []).append(a)
    one_a_click(offer, at, "Several weapons can fight it: choose one (the buttons)")
    return offer


def _guests(rules, state, legal, mode) -> Offer:
    """ZS Unwelcome Guests: a zombie sent by a click on a rival's yard (their house enlarged)."""
    offer = _choices(rules, state, legal, mode)
    for a in legal:
        if a.kind == "send":
            for n in SQUARES:
                offer.add(("square", a["seat"], a["yard"], n), a)
    return offer


def _throw(rules, state, legal, mode) -> Offer:
    """ZS Combat Zombies: the dice thrown into the lid by a drag and a release (or its button first);
    where each landed a button in practice mode only."""
    throw = Button("Throw the dice into the lid (drag and release)", pick=Throwing(mode.view, Turn(mode.view)),
                   tip="drag over the lid and let go: the dice bounce and settle")
    return Offer(buttons=[throw], elsewhere=lambda place: unoffered(state, place),
                 marks={"throw": True, "practice": [button(rules, state, a) for a in legal]})


OFFERS = Offers(pick=_pick, place=_place, slide=_slide, house=_house, combat=_combat, town=_choices,
                board=_choices, loot=_choices, town_fight=_choices, breakout=_breakout, guests=_guests,
                throw=_throw)
