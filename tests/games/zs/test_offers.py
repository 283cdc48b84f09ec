"""What each decision of Zombie Survival offers (scene/choices.py `OFFERS`, the kit's ui/offer.py): every
legal choice is a place or a button, and the board's clicks play what the offer says."""
from zombiebox.core.match import Match
from zombiebox.games.zs import GAME
from zombiebox.games.zs.bots import HouseholdBot
from zombiebox.games.zs.houses import house
from zombiebox.games.zs.scene.choices import OFFERS
from zombiebox.games.zs.scene.house import board_of, square_rect
from zombiebox.games.zs.scene.modes import Aiming, Turn
from zombiebox.games.zs.state import Breakout, Trip

from tests.games.zs.table import apocalypse
from tests.games.zs.test_scene import table
from tests.ui.helpers import click


def offered(offer) -> set:
    """Every action the offer plays: from a place, a button, or a practice button."""
    plays = {a for actions in offer.places.values() for a in actions}
    return plays | {b.action for b in offer.buttons + offer.marks.get("practice", []) if b.action is not None}


def test_every_legal_choice_is_offered_on_the_board_or_as_a_button_at_every_decision():
    match = Match(GAME, {"households": 3, "combat": "throw"}, 2, practice=True)
    view = table(match=match)[1].view
    bots = {s: HouseholdBot(s) for s in match.state.order}
    seen = set()
    while match.outcome is None and len(match.steps) < 400:
        seen.add(match.rules.decision(match.state))
        offer = OFFERS.build(match, Turn(view))
        plays = offered(offer)
        for b in offer.buttons:   # a weapon's button: its zombies are offered once it is picked
            if isinstance(b.pick, Aiming):
                plays |= offered(OFFERS.build(match, b.pick))
        assert set(match.legal_actions()) <= plays, match.rules.decision(match.state)
        assert all(len(actions) == 1 for actions in offer.places.values()), "a click plays one action"
        match.play(match.bot_choice(bots[match.to_move]).action)
    assert {"pick", "place", "house", "combat", "throw", "town", "guests"} <= seen


def combat(items=("bat", "rifle")):
    """P1 at combat with a melee and a ranged weapon: a zombie in the barricaded front yard (only the
    rifle reaches it) and one in the open back yard (both do)."""
    state = apocalypse(stage="combat", items=items)
    hh = state.households["p1"]
    hh.barricades = ["front"]
    state.supply -= 2
    hh.zombies["front"], hh.zombies["back"] = [3], [2]
    return table(match=Match(GAME, {"households": 1}, 1, practice=True, start=GAME.rules.encode(state)))


def test_a_zombie_several_weapons_reach_asks_for_a_weapon_and_one_out_of_its_reach_is_refused():
    app, t = combat()
    hh = t.match.state.households["p1"]
    L = t.view.screen(t.match)
    at = {yard: square_rect(L.fit, board_of(hh.house), yard, n).center for yard, n in (("front", 3), ("back", 2))}
    click(app, at["back"])
    assert not t.match.steps and "Several weapons reach it" in t.ui.status
    app.render()
    bat = next(r.center for r, b in t.view.panel.placed if b.label.startswith("Attack with the Baseball"))
    click(app, bat)
    assert ("square", "p1", "front", 3) not in t.view.offer(t.match).lit, "only the bat's zombies are lit"
    click(app, at["front"])
    assert not t.match.steps and t.ui.status.startswith("Refused: the Baseball bat cannot reach")
    click(app, at["back"])
    assert t.match.steps[-1].action.kind == "attack" and t.match.steps[-1].action["weapon"] == "bat"


def breakout(weapons):
    """P1 back from town with `weapons`, the car wrecked in the driveway, a zombie on square 5 at the
    garage's wall: (app, table, the square's centre)."""
    state = apocalypse(stage="town", vehicle="car")
    hh = state.households["p1"]
    hh.trip = Trip(0, 1, 1, weapons=list(weapons))
    garage = house(hh.house).garage_yard
    state.supply -= 1
    hh.zombies[garage] = [5]
    state.breakout = Breakout("p1", 1, list(weapons))
    match = Match(GAME, {"households": 1}, 1, practice=True, start=GAME.rules.encode(state))
    assert match.rules.decision(match.state) == "breakout"
    app, t = table(match=match)
    assert ("square", "p1", garage, 5) in t.view.offer(t.match).lit
    return app, t, square_rect(t.view.screen(t.match).fit, board_of(hh.house), garage, 5).center


def test_a_zombie_at_the_garage_wall_is_fought_by_a_click_on_its_square():
    app, t, square = breakout(["pistol"])
    click(app, square)
    assert t.match.steps[-1].action.kind == "fight" and t.match.steps[-1].action["square"] == 5


def test_a_zombie_at_the_garage_wall_several_weapons_can_fight_is_fought_by_a_weapons_button():
    app, t, square = breakout(["pistol", "shotgun"])
    click(app, square)
    assert not t.match.steps and "Several weapons can fight it" in t.ui.status
    app.render()
    click(app, next(r.center for r, b in t.view.panel.placed if b.label.startswith("fight with the Shotgun")))
    assert dict(t.match.steps[-1].action.params) == {"weapon": "shotgun", "square": 5}
