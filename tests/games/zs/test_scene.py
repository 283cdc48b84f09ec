"""Zombie Survival at the table, headless: a tile drafted and placed by a drag, turned with R, a
refused spot saying why; a round of Part II played by clicks; the dice thrown into the lid by a
fixed drag, landing the same every time; screenshots at three sizes."""
import pygame
import pytest

from zombiebox.core.match import Match
from zombiebox.games.zs import GAME
from zombiebox.games.zs.bots import HouseholdBot
from zombiebox.games.zs.data import TILE
from zombiebox.games.zs.houses import house
from zombiebox.games.zs.preparation import placements, turns
from zombiebox.games.zs.scene import ZsScene
from zombiebox.core.actions import Event
from zombiebox.games.zs.state import Arrival, Vehicle
from zombiebox.games.zs.scene.house import away, board_of, cell_rect, square_rect
from zombiebox.games.zs.data import FLOOR, HEAD, PICTURE
from zombiebox.games.zs.scene.throw import Flight, throw, to_lid
from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings
from zombiebox.ui.table import TableScene
from zombiebox.ui.widgets.dice_tray import dice_rows

from tests.ui.helpers import SIZE, click, key

SOLO = {"households": 1}


def table(options=SOLO, seed=3, practice=True, size=SIZE, match=None):
    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, match or Match(GAME, options, seed, practice), ZsScene(GAME)))
    app.render()
    return app, t


def drag(app, start, end):
    """A press at `start`, a move, a release at `end` (a throw, a tile carried)."""
    app.render()
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start),
              pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])
    app.render()


def cell_centre(t, col, row):
    L = t.view.screen(t.match)
    hh = t.match.state.households[t.match.to_move]
    return cell_rect(L.fit, board_of(hh.house), col, row).center


def offered(t, kind):
    t.app.render()
    return next(o.rect.center for o in t.view.offered if o.kind == kind)


def free_spot(t, kind, turn=0):
    """A cell where the first cell of the tile (turned `turn`) may go, from the legal placements."""
    hh = t.match.state.households[t.match.to_move]
    col, row, _ = next(p for p in placements(hh, kind) if p[2] == turn)
    c0, r0 = turns(TILE[kind].shape)[turn][0]
    return col + c0, row + r0


def test_a_tile_dragged_from_the_pool_is_drafted_and_placed_where_dropped():
    app, t = table()
    spot = free_spot(t, "lumber")
    drag(app, offered(t, "lumber"), cell_centre(t, *spot))
    kinds = [s.action.kind for s in t.match.steps]
    assert kinds == ["pick", "place"]
    placed = t.match.state.households["p1"].placed
    assert placed[0].kind == "lumber" and tuple(placed[0].cells[0]) == spot


def test_r_turns_the_tile_in_hand_and_the_drop_places_it_turned():
    app, t = table()
    click(app, offered(t, "lumber"))                       # a click takes the tile into hand
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=offered(t, "lumber"))])
    assert t.match.state.picked == "lumber"
    key(app, pygame.K_r)
    spot = free_spot(t, "lumber", turn=1)
    drag(app, cell_centre(t, *spot), cell_centre(t, *spot))
    cells = sorted(tuple(c) for c in t.match.state.households["p1"].placed[0].cells)
    assert len({c for c, _ in cells}) == 1, "a quarter turn stands the bar of three upright"


def test_the_tile_in_hand_is_drawn_at_the_pointer_as_it_would_lie_red_where_refused():
    """Issue 35.9, the kit's ghost (ui/ghost.py): the tile in hand over the cells under the pointer, framed
    red on an icon space (ZS Part I), unframed on a free spot."""
    app, t = table()
    click(app, offered(t, "water"))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=offered(t, "water"))])
    assert t.match.state.picked == "water"
    L = t.view.screen(t.match)
    board = board_of(t.match.state.households["p1"].house)
    for spot, red in ((next(iter(house(t.match.state.households["p1"].house).icons)), True),
                      (free_spot(t, "water"), False)):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=cell_centre(t, *spot), rel=(0, 0), buttons=(0, 0, 0))])
        app.render()
        r = cell_rect(L.fit, board, *spot)
        assert (tuple(app.window.get_at((r.x + 1, r.centery)))[:3] == tuple(t.ui.pal["bad"])) is red


def test_a_refused_spot_says_why():
    app, t = table()
    h = house(t.match.state.households["p1"].house)
    icon = next(iter(h.icons))
    drag(app, offered(t, "water"), cell_centre(t, *icon))
    assert not t.match.steps
    assert "icon space" in t.ui.status and "ZS Part I" in t.ui.status


def part_two(seed=3, options=SOLO, combat="table odds", practice=True):
    """A match whose Part I the household bot played, stopped at the first barricade step."""
    match = Match(GAME, {**options, "combat": combat}, seed, practice=practice)
    bots_play(match, "house")
    return match


def bots_play(match, until):
    """The household bot plays every seat until the decision `until`."""
    bots = {seat: HouseholdBot(seat) for seat in match.state.order}
    while match.rules.decision(match.state) != until:
        match.play(match.bot_choice(bots[match.to_move]).action)


def test_a_round_of_part_two_by_clicks():
    app, t = table(match=part_two())
    state = t.match.state
    hh = state.households["p1"]
    L = t.view.screen(t.match)
    board = board_of(hh.house)
    # ZS Barricades: a click on an opening barricades it
    yard = next(a["yard"] for a in t.match.legal_actions() if a.kind == "barricade")
    opening = next(s for s in board.spaces.values() if s.kind == "opening" and s.props["yard"] == yard)
    click(app, L.fit.rect(opening.x, opening.y, opening.w, opening.h).center)
    assert t.match.steps[-1].action.kind == "barricade" and yard in t.match.state.households["p1"].barricades
    press = lambda label: click(app, next(r.center for r, b in t.view.panel.placed if b.label.startswith(label)))
    press("done")
    # ZS Combat Zombies: a weapon, then a lit zombie
    if t.match.rules.decision(t.match.state) == "combat":
        attack = next(a for a in t.match.legal_actions() if a.kind == "attack" and a["yard"] != "house")
        app.render()
        name = TILE[attack["weapon"]].name
        label = next(b.label for _, b in t.view.panel.placed if b.label.startswith(f"Attack with the {name}"))
        press(label)
        weapon = t.view.mode.weapon
        target = next(a for a in t.match.legal_actions() if a.kind == "attack" and a["weapon"] == weapon
                      and a["yard"] != "house")
        click(app, square_rect(L.fit, board, target["yard"], target["square"]).center)
        assert t.match.steps[-1].action == target
    rounds = t.match.state.round
    for _ in range(30):                                   # done with each step until the next round
        if t.match.state.round > rounds or t.match.outcome is not None:
            break
        app.render()
        labels = [b.label for _, b in t.view.panel.placed]
        assert labels, f"no button at {t.match.rules.decision(t.match.state)}"
        press("done" if "done" in labels else labels[-1])
    assert t.match.state.round > rounds or t.match.outcome is not None


def test_a_fixed_drag_throws_the_dice_the_same_way_every_time():
    a = throw((150, 300), (150, 120), 4, 7 * 7919 + 12)
    b = throw((150, 300), (150, 120), 4, 7 * 7919 + 12)
    assert [(d.spot, d.face, d.at) for d in a.landed] == [(d.spot, d.face, d.at) for d in b.landed]
    assert {d.spot for d in a.landed} <= {HEAD, PICTURE, FLOOR}   # the dice stay in the lid
    sliced = Flight((150, 300), (150, 120), 4, 7 * 7919 + 12)   # the view flies it a few steps a frame
    frames = 0
    while not sliced.fly(3):
        frames += 1
    assert frames >= a.steps // 3 - 1 and sliced.steps == a.steps
    assert [(d.spot, d.face, d.at) for d in sliced.landed()] == [(d.spot, d.face, d.at) for d in a.landed]


def test_a_throw_by_drag_and_release_lands_the_dice_in_the_rules():
    match = part_two(combat="throw")
    bots_play(match, "combat")
    attack = next(a for a in match.legal_actions() if a.kind == "attack")
    match.play(attack)
    assert match.rules.decision(match.state) == "throw"
    app, t = table(match=match)
    lid = t.view.screen(t.match).lid()
    dice = t.match.state.throw.dice
    drag(app, (lid.centerx, lid.bottom - 10), (lid.centerx, lid.centery))
    lands = [s.action for s in t.match.steps if s.action.kind == "land"]
    assert len(lands) == dice
    expected = throw(*(to_lid(lid, p) for p in ((lid.centerx, lid.bottom - 10), (lid.centerx, lid.centery))), dice,
                     match.seed * 7919 + len(match.steps) - dice)
    assert lands == [d.action for d in expected.landed]


def test_thrown_dice_fly_over_frames_and_land_where_the_whole_flight_rests():
    match = part_two(combat="throw")
    bots_play(match, "combat")
    match.play(next(a for a in match.legal_actions() if a.kind == "attack"))
    app, t = table(match=match)
    app.settings.skip_animations = False            # a step a tick, as a player sees it
    lid = t.view.screen(t.match).lid()
    start, end = (lid.centerx - 20, lid.bottom - 10), (lid.centerx, lid.centery - 10)
    played, dice = len(t.match.steps), t.match.state.throw.dice
    expected = throw(to_lid(lid, start), to_lid(lid, end), dice, t.match.seed * 7919 + played)
    drag(app, start, end)
    frames = 0
    while t.view.flight is not None:
        assert len(t.match.steps) == played, "nothing lands while the dice fly"
        app.step()
        app.render()
        frames += 1
    assert frames >= expected.steps - 2
    while t.view.in_hand:                           # then a die a tick, the resting dice drawn until the last
        before = len(t.match.steps)
        app.step()
        app.render()
        assert len(t.match.steps) - before <= 1, "one die lands a tick"
    assert len(t.match.steps) - played == dice
    assert [s.action for s in t.match.steps[played:]] == [d.action for d in expected.landed]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_screenshots_draw_every_size(size, tmp_path):
    app, t = table(options={"households": 4}, match=part_two(options={"households": 4}), size=size)
    app.render()
    pygame.image.save(app.window, str(tmp_path / f"zs_{size[0]}.png"))
    L = t.view.screen(t.match)
    assert len(L.minis) == 3 and L.house.w > 200


def test_practice_hint_with_the_bots_reason_undo_what_if_dice_and_a_position():
    match = part_two()
    app, t = table(match=match)
    key(app, pygame.K_h)
    assert t.ui.hint is not None and t.ui.hint.reason and t.ui.hint.reason in t.ui.status
    key(app, pygame.K_h)                                  # lights off
    before = list(t.match.state.households["p1"].barricades)
    yard = next(a["yard"] for a in t.match.legal_actions() if a.kind == "barricade")
    board = board_of(t.match.state.households["p1"].house)
    opening = next(s for s in board.spaces.values() if s.kind == "opening" and s.props["yard"] == yard)
    L = t.view.screen(t.match)
    click(app, L.fit.rect(opening.x, opening.y, opening.w, opening.h).center)
    assert yard in t.match.state.households["p1"].barricades
    key(app, pygame.K_z, pygame.KMOD_CTRL)                # undo
    assert t.match.state.households["p1"].barricades == before
    key(app, pygame.K_d)                                  # what-if: the next round's die shows 6
    key(app, pygame.K_6, unicode="6")
    key(app, pygame.K_RETURN)
    rounds = t.match.state.round
    while t.match.state.round == rounds and t.match.outcome is None:
        app.render()
        labels = [b.label for _, b in t.view.panel.placed]
        click(app, next(r.center for r, b in t.view.panel.placed if b.label == ("done" if "done" in labels
                                                                                  else labels[-1])))
    assert any(s.forced == (6,) for s in t.match.steps)
    assert any("the die shows 6" in str(entry) for entry in t.match.log)
    start = GAME.rules.encode(t.match.state)              # start from this position
    again = Match(GAME, t.match.options, 9, practice=True, start=start)
    app2, t2 = table(match=again)
    assert t2.match.state.round == t.match.state.round and t2.view.screen(t2.match).house.w > 200


def test_the_end_is_shown_beside_the_final_houses():
    match = Match(GAME, {"households": 2}, 4, practice=True)
    bots = {s: HouseholdBot(s) for s in match.state.order}
    while match.outcome is None:
        match.play(match.bot_choice(bots[match.to_move]).action)
    app, t = table(match=match)
    board = t.areas(app.window.get_rect())["board"]
    place = t.view.end_place(board)
    assert not place.colliderect(t.view.screen(t.match).house), "the summary leaves the large house in view"


def test_unwelcome_guests_by_a_click_on_a_rivals_yard():
    match = part_two(options={"households": 2})
    match.state.stage = "guests"                          # step 6 with actions left (set up by hand)
    match.state.households[match.to_move].actions = 2
    assert any(a.kind == "send" for a in match.legal_actions())
    app, t = table(match=match)
    me = t.match.to_move
    rival = next(s for s in t.match.state.order if s != me)
    L = t.view.screen(t.match)
    click(app, L.minis[rival].center)                     # the rival's house comes up large
    assert t.view.seat_shown(t.match.state, me) == rival
    L = t.view.screen(t.match)
    board = board_of(t.match.state.households[rival].house)
    click(app, square_rect(L.fit, board, "back", 2).center)
    assert t.match.steps[-1].action.kind == "send"
    assert dict(t.match.steps[-1].action.params) == {"seat": rival, "yard": "back"}


def test_a_slide_at_a_barricade_by_a_click_on_the_square():
    match = part_two()
    hh = match.state.households["p1"]
    yard, near = "front", (4, 5, 6)
    hh.barricades = [yard]
    match.state.supply += len(hh.zombies[yard]) - 2       # zombies from the box: their count holds
    hh.zombies[yard] = [2, 5]                             # a zombie on 2 pushes the one on 5 to the wall
    match.state.arrivals = [Arrival("p1", yard, 2, "ZS Part II")]
    if match.rules.decision(match.state) != "slide":
        pytest.skip("this house's wall offers no slide from square 5")
    app, t = table(match=match)
    square = t.match.legal_actions()[0]["square"]
    assert square in near
    L = t.view.screen(t.match)
    click(app, square_rect(L.fit, board_of(hh.house), yard, square).center)
    assert t.match.steps[-1].action.kind == "slide" and t.match.steps[-1].action["square"] == square


@pytest.mark.parametrize("kind,data", [
    ("zombie", {"yard": "front", "square": 2}), ("noise", {"yard": "back", "square": 1}),
    ("slide", {"yard": "left", "from": 5, "to": 4}), ("break_in", {"yard": "right"}),
    ("barricade", {"yard": "front"}), ("barricade_broken", {"yard": "back"}),
    ("attack", {"yard": "front", "square": 3, "weapon": "shotgun", "landed": [["head", 2]], "killed": True}),
    ("burned", {}), ("fire_out", {}), ("drive", {"people": 1}), ("home", {}), ("bite", {"wounds": 1})])
def test_each_event_is_animated_on_the_house_it_touches(kind, data):
    from zombiebox.core.actions import Event
    from zombiebox.ui.settings import Settings
    app, t = table(match=part_two(options={"households": 2}))
    app.settings = Settings()
    for seat in t.match.state.order:                       # the large house and a small one
        t.view.anim.scale = 1.0
        t.view.animate([Event(kind, "ZS", "shown", {"seat": seat, **data})], t.match, t.ui)
        assert t.view.anim.running, f"{kind} on {seat}'s house starts a motion"
        app.step()
        app.render()


def test_a_push_chain_walks_each_zombie_a_square_together():
    from zombiebox.games.zs.scene.house import ZOMBIE
    match = part_two()
    hh = match.state.households["p1"]
    yard = "front"                                        # its wall: 4, 5, 6; 1 steps to 4, 2 to 5
    hh.barricades = [yard]
    match.state.supply += len(hh.zombies[yard]) - 3       # zombies from the box: their count holds
    hh.zombies[yard] = [1, 2, 5]
    match.state.arrivals = [Arrival("p1", yard, 2, "ZS Part II"), Arrival("p1", yard, 1, "ZS Part II")]
    assert match.rules.decision(match.state) == "slide"
    app, t = table(match=match)
    app.settings.skip_animations = False
    app.step()                                            # the animator takes the speed
    L = t.view.screen(t.match)
    board = board_of(hh.house)
    centre = {n: square_rect(L.fit, board, yard, n).center for n in (4, 5, 6)}
    click(app, centre[4])          # 5 slides to 4, 2 steps to 5; then 1 pushes the line 4, 5 along to 5, 6
    assert sorted(hh.zombies[yard]) == [1, 2, 4, 5, 6]
    walks = {(m.data["start"], m.data["square"]): m for m in t.view.anim.running if m.kind == "walk"}
    assert {(5, 4), (4, 5), (5, 6)} <= set(walks), "each zombie of the line steps a square"
    pushed, behind = walks[(5, 6)], walks[(4, 5)]
    while pushed.progress < 0.5:
        assert behind.progress == pushed.progress, "the line moves together"
        app.step()
    app.render()
    mid = ((centre[5][0] + centre[6][0]) // 2, (centre[5][1] + centre[6][1]) // 2)
    assert tuple(app.window.get_at(mid))[:3] == ZOMBIE, "mid-motion the pushed zombie is between its squares"
    assert tuple(app.window.get_at(centre[6]))[:3] != ZOMBIE, "not yet on its square"
    while t.view.anim.running:
        app.step()
    app.render()
    assert tuple(app.window.get_at(centre[6]))[:3] == ZOMBIE, "at the end it stands on its square"
    assert tuple(app.window.get_at(mid))[:3] != ZOMBIE


def test_your_own_house_stays_large_while_the_bots_act():
    """Issue 35.9: a person's house stays the large one while the bot households decide (theirs act
    in the small houses); a click on a small house still enlarges it."""
    match = Match(GAME, {"households": 2}, 3, practice=True, seats={"p2": "household"})
    app, t = table(match=match)
    app.settings.skip_animations = True
    seen = set()
    while t.match.state.round < 2:
        if t.match.to_move == "p2":
            app.step()
        else:
            t.match.play(t.match.bot_choice(HouseholdBot("p1")).action)
        app.render()
        seen.add((t.match.to_move, t.view.seat_shown(t.match.state, t.view.followed(t.match))))
    assert ("p2", "p1") in seen and not any(shown == "p2" for _, shown in seen)
    click(app, t.view.screen(t.match).minis["p2"].center)
    assert t.view.seat_shown(t.match.state, t.view.followed(t.match)) == "p2"


def test_a_throw_stays_in_the_lid_with_its_sum_and_every_roll_is_in_the_dice_tray():
    """Issue 35.9: the dice thrown come to rest, the attack is settled, and the lid stays a while with the
    dice and the result ("Picture 5 + 4 = 9: killed") before it closes; the attack's dice and a rolled
    square (noise, a Horde, a guest) go to the dice tray as the round's die does."""
    match = part_two(combat="throw")
    bots_play(match, "combat")
    match.play(next(a for a in match.legal_actions() if a.kind == "attack"))
    app, t = table(match=match)
    app.settings.skip_animations = False
    lid = t.view.screen(t.match).lid()
    drag(app, (lid.centerx - 20, lid.bottom - 10), (lid.centerx, lid.centery - 10))
    while t.view.in_hand:
        app.step()
        app.render()
    attack = next(e for _, e in reversed(t.match.log) if e.kind == "attack")
    shown = next(m for m in t.view.anim.running if m.kind == "lid")
    pips = [face for spot, face in attack.data["landed"] if spot == PICTURE]
    if not any(spot == HEAD for spot, _ in attack.data["landed"]) and len(pips) > 1:
        assert f"= {sum(pips)}" in shown.data["words"]
    assert shown.data["words"].endswith("killed" if attack.data["killed"] else "missed (6 kills)")
    assert t.match.state.throw is None and not t.view.offer(t.match).marks.get("throw")
    app.render()
    shut = lid.inflate(-4, -4).topleft   # the lid's rim, still drawn; gone once the motions are finished
    rim = app.window.get_at(shut)
    t.view.anim.finish()
    app.render()
    assert app.window.get_at(shut) != rim
    row = dice_rows([attack], t.view.tray_dice)[0]
    assert row.values == tuple(face for _, face in attack.data["landed"] if face)
    assert set(row.marks) <= {"head", "pips", "miss"}
    for kind in ("horde", "noise", "send"):
        assert dice_rows([Event(kind, "ZS", "a zombie", {"seat": "p1", "yard": "front", "square": 4})],
                         t.view.tray_dice)[0].values == (4,)


def test_items_taken_to_town_leave_the_house():
    """Issue 35.9: the rules take a weapon carried to town out of the household's items (ZS Going to
    Town); its tile in the house is dimmed and says "in town" until it comes back."""
    match = part_two()
    match.state.stage = "town"                            # step 5 with a car and actions (set up by hand)
    hh = match.state.households["p1"]
    hh.actions, hh.vehicles = 3, [Vehicle("car")]
    app, t = table(match=match)
    L = t.view.screen(t.match)
    pistol = next(p for p in hh.placed if p.kind == "pistol")
    at = cell_rect(L.fit, board_of(hh.house), *pistol.cells[0]).center
    lit = app.window.get_at(at)
    def press(label):
        app.render()
        click(app, next(r.center for r, b in t.view.panel.placed if b.label.startswith(label)))
    press("send 1")
    press("take the Pistol")
    press("drive")
    hh = t.match.state.households["p1"]
    assert "pistol" not in hh.items and hh.trip.weapons == ["pistol"]
    assert away(hh)[[p.kind for p in hh.placed].index("pistol")] == "in town"
    app.render()
    dim = app.window.get_at(at)
    assert sum(dim[:3]) < sum(lit[:3]) - 100
