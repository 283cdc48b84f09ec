"""The AvZ table played by clicks: set-up through turn 1's Zombie actions, refusals
explained, screenshots after set-up, mid-game and at the end."""
import pygame
import pytest

from zombiebox.core.actions import Action
from zombiebox.core.match import Match
from zombiebox.games.avz import GAME
from zombiebox.games.avz.data import ALIENS, SETUP_PER_LOCATION, ZOMBIES
from zombiebox.games.avz.scene import AvzScene
from zombiebox.games.avz.scene.anim import STARTS
from zombiebox.games.avz.scene.counters import kind_key
from zombiebox.games.avz.scene.panels import level_index, victory_rows
from zombiebox.games.avz.words import KIND_WORD
from zombiebox.ui import draw
from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import MIN_WINDOW, Settings
from zombiebox.ui.table import TableScene

from tests.ui.helpers import SIZE, click, key

BOTS = {ZOMBIES: "flowchart", ALIENS: "flowchart"}


def table(seed=4, seats=None, size=SIZE, practice=False):
    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, seed, practice, seats), AvzScene(GAME)))
    app.render()
    return app, t


def table_at(state):
    """A table opened on a position made for the test, every seat a person's."""
    app = App(SIZE, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, 4, False, None, GAME.rules.encode(state)), AvzScene(GAME)))
    app.render()
    return app, t


def view_parts(t):
    view = t.view
    lay = view.layout(view.rect)
    d = view.decision(t.match, t.ui)
    return lay, d, view.panels(lay, d, t.match, t.ui)


def click_loc(app, t, loc):
    """A click on the location itself: its centre, or its corner by the name when a counter lies there."""
    lay, _, _ = view_parts(t)
    r = lay.locs[loc]
    click(app, r.center if t.view.stack_at(r.center, t.match, t.ui) is None else (r.x + 4, r.y + 4))


def click_button(app, t, starts):
    _, d, pan = view_parts(t)
    found = [r for r, c in pan.buttons if c.label.startswith(starts)]
    assert found, f"no button {starts!r} in {[c.label for _, c in pan.buttons]}"
    click(app, found[0].center)


def first_lit(t):
    _, d, _ = view_parts(t)
    assert d.lit, f"nothing lit at {t.match.state.step}"
    return next(iter(d.tags))  # the first lit, in the builder's order


def one_decision(app, t) -> None:
    """What a player does at each decision point, by clicks only."""
    s = t.match.state
    step = s.step
    _, d, pan = view_parts(t)
    if step == "reveal":  # a click on the face-down tiles reveals one (AvZ 3.0)
        click(app, pan.tile_rects[len(s.revealed)].center)
    elif step in ("losses", "discard", "mutate"):
        click(app, pan.buttons[0][0].center)
    elif step == "land":
        if s.landing.budget >= 1 and any(c.pick for c in d.buttons):
            if not any(c.on for c in d.buttons):
                click(app, next(r for r, c in pan.buttons if c.pick).center)
            click_loc(app, t, first_lit(t))
        else:
            click_button(app, t, "Done landing")
    elif step == "act":
        if d.marks["at"] is None:
            click_loc(app, t, first_lit(t))
        else:
            click_button(app, t, next(c.label for c in d.buttons if c.action is not None and c.label in KIND_WORD.values()))
    elif step == "group":
        go = [c for c in d.buttons if c.action is not None and c.action.kind in ("blast", "chomp")]
        if not s.group.units:
            click_button(app, t, d.buttons[0].label)
        elif d.lit:
            click_loc(app, t, first_lit(t))
        else:
            click_button(app, t, go[0].label if go else "Pass")
    elif step == "rampage":
        if d.lit:
            click_loc(app, t, first_lit(t))
        else:
            click_button(app, t, "Stop")
    else:  # place, spawn, place_group, bite, laser, bfar: a click on a lit location
        click_loc(app, t, first_lit(t))


@pytest.mark.parametrize("size", [SIZE, MIN_WINDOW])
def test_a_whole_first_turn_by_clicks(size):
    app, t = table(seed=4, size=size)
    m = t.match
    # AvZ 2.0: pick a type of the drawn Zombies, then click where it goes
    first_kind = kind_key(m.state.drawn[0])
    pick = next((c for c in t.view.decision(m, t.ui).buttons if c.icon != first_kind))
    click_button(app, t, pick.label)
    assert t.view.mode.counter in m.state.drawn
    click_loc(app, t, "C3")
    assert m.steps[-1].action.kind == "place" and m.steps[-1].action["at"] == "C3"
    placed = m.steps[-1].action["counter"]
    assert placed in m.state.zombies["C3"] and kind_key(placed) == pick.icon != first_kind
    while m.state.step == "place":
        one_decision(app, t)
    assert sum(len(v) for v in m.state.zombies.values()) == 15
    assert all(len(v) <= SETUP_PER_LOCATION for v in m.state.zombies.values())
    groups = []
    while m.state.step == "place_group":
        one_decision(app, t)
        groups.append(m.steps[-1].action["at"])
    assert len(set(groups)) == 3 and all(len(m.state.aliens[g]) == 3 for g in groups)
    # turn 1: reveal, spawn, events, landing, Alien actions, Zombie actions, all by clicks
    seen = set()
    for _ in range(400):
        if m.state.turn >= 2 or m.outcome is not None:
            break
        before = (len(m.steps), t.view.mode)
        seen.add(m.state.step)
        one_decision(app, t)
        assert (len(m.steps), t.view.mode) != before, f"a click at {m.state.step} changed nothing: {t.ui.status}"
        assert t.ui.status_kind != "bad", t.ui.status
    assert m.state.turn == 2 and m.state.step == "reveal" and len(m.state.revealed) == 1
    assert {"reveal", "act", "group"} <= seen
    # AvZ 3.0: every Zombie drawn for the turn was spawned by a click on an edge location or a dirt lot
    drawn = next(e for _, e in m.log if e.kind == "draw")
    spawns = [st.action for st in m.steps if st.action.kind == "spawn"]
    assert len(spawns) == len(drawn.data["counters"]) > 0
    assert all(a["at"] in GAME.rules.town.spawn_points for a in spawns)
    assert any(st.seat == ALIENS and st.action.kind in ("move", "attack", "blast", "pass") for st in m.steps)
    assert any(st.seat == ZOMBIES and st.action.kind in ("move", "attack", "chomp", "pass") for st in m.steps)


def test_a_refused_click_shows_the_reason_and_the_rule():
    app, t = table(seed=4)
    m = t.match
    for _ in range(SETUP_PER_LOCATION):
        click_loc(app, t, "B2")
    assert len(m.state.zombies["B2"]) == SETUP_PER_LOCATION
    click_loc(app, t, "B2")  # a fourth: refused by the rules, with their reason
    assert len(m.steps) == SETUP_PER_LOCATION
    assert t.ui.status_kind == "bad"
    assert "B2 already holds three Zombies" in t.ui.status and "AvZ 2.0" in t.ui.status


def test_the_event_tiles_take_a_click_only_when_one_is_to_be_revealed_3_0():
    """The reveal decision's Offer makes the face-down tiles reveal one; at any other decision a click
    on them says what they are and plays nothing (no branch on the decision's name in the scene)."""
    app, t = table(seed=4)
    m = t.match
    _, _, pan = view_parts(t)
    click(app, pan.tiles.center)  # set-up: nothing to reveal yet
    assert len(m.steps) == 0 and "one is revealed at the start of each turn (AvZ 3.0)" in t.ui.status
    while m.state.step != "reveal":
        one_decision(app, t)
    before = len(m.state.revealed)
    _, _, pan = view_parts(t)
    click(app, pan.tile_rects[-1].center)
    assert m.steps[-1].action.kind == "reveal" and len(m.state.revealed) == before + 1


def test_an_act_needs_a_location_then_an_action_and_esc_drops_the_pick():
    app, t = table(seed=4)
    m = t.match
    while m.state.step != "act":
        one_decision(app, t)
    empty = next(n for n in m.state.town if not m.state.aliens[n] and not m.state.zombies[n])
    click_loc(app, t, empty)  # no counters there: the rules say why
    assert t.ui.status_kind == "bad" and "no counters" in t.ui.status and "AvZ 5.0" in t.ui.status
    loc = first_lit(t)
    click_loc(app, t, loc)
    assert t.view.mode.at == loc and any(c.action is not None and c.action.kind == "act" for c in t.view.decision(m, t.ui).buttons)
    key(app, pygame.K_ESCAPE)
    assert not t.view.mode.holding


@pytest.mark.parametrize("size", [(1280, 800), MIN_WINDOW])
def test_screenshots_after_setup_mid_game_and_at_the_end(tmp_path, size):
    app, t = table(seed=2, seats=BOTS, size=size)
    m = t.match
    bots = {seat: GAME.make_bot("flowchart", seat) for seat in m.seats}

    def play_until(stop):
        for _ in range(3000):
            if stop() or m.to_move is None:
                return
            m.play(m.bot_choice(bots[m.to_move]).action)

    shots = {}
    for name, stop in [("setup", lambda: m.state.turn >= 1), ("mid", lambda: m.state.turn >= 4),
                       ("end", lambda: False)]:
        play_until(stop)
        t.view.reset(m, t.ui)
        app.render()
        path = tmp_path / f"avz-{name}-{size[0]}.png"
        pygame.image.save(app.window, str(path))
        shots[name] = path
    assert all(p.stat().st_size > 10_000 for p in shots.values())
    assert m.outcome is not None
    # the victory table is shown with the level reached lit (AvZ 8.0): that row is the brightest
    _, _, pan = view_parts(t)
    rows = {i: sum(app.window.get_at((r.x + 3, r.centery))[:3]) for i, r in victory_rows(pan, len(m.state.dead_pile))}
    assert max(rows, key=rows.get) == level_index(len(m.state.dead_pile))


def test_every_event_of_a_bot_game_is_animated_and_drawn_mid_flight():
    app = App(SIZE, Settings())  # animations on, at normal speed
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, 2, False, BOTS), AvzScene(GAME)))
    m = t.match
    t.paused = True  # the test plays the bots' choices itself
    handled = set(STARTS)
    quiet = {"draw"}  # the drawn counters appear in the decision panel
    bots = {seat: GAME.make_bot("flowchart", seat) for seat in m.seats}
    seen = set()
    while m.to_move is not None:
        before = len(m.log)
        t.play(m.bot_choice(bots[m.to_move]).action)
        kinds = {e.kind for _, e in m.log[before:]}
        seen |= kinds
        assert kinds <= handled | quiet, f"events with no animation: {kinds - handled - quiet}"
        if kinds - quiet:  # motion has meaning: each event shows, and the bots wait for it
            assert t.view.anim.busy
            for _ in range(12):
                app.step()
            app.render()
        t.view.anim.finish()
        t.view.reset(m, t.ui)
    assert {"reveal", "spawn", "land", "move", "kill", "game_over"} <= seen


def test_event_dice_show_in_the_tray_with_hits_marked():
    """Laser, landing roll, Bite, BFAR, attack and save dice all reach the frame's dice tray."""
    from zombiebox.ui.widgets.dice_tray import dice_rows

    from .board import empty_town, play, put
    from .test_events import _event_step

    def marks(events, kind):
        rows = dice_rows([e for e in events if e.kind == kind])
        assert len(rows) == 1, f"{kind} dice are not in the tray"
        return list(zip(rows[0].values, rows[0].marks))

    s = put(_event_step("laser", ["laser"]), "C4", "z01", "z02")
    events = play(s, "laser at=C4", [2, 5])  # a hit (2 <= 2 Zombies), then the landing roll
    assert marks(events, "laser") == [(2, "hit")]
    assert marks(events, "landing_roll") == [(5, None)]
    s = put(_event_step("bite"), "C4", "tr1", "tk1")
    assert marks(play(s, "bite at=C4", [5, 4]), "bite") == [(5, "hit"), (4, None)]
    s = put(_event_step("bfar"), "C4", "z01")
    bfar = marks(play(s, "bfar at=C3", [4, 1, 1, 1, 1, 6, 3]), "bfar")  # then the landing roll
    assert [m for _, m in bfar] == ["hit", None, None, None, None, "hit"]
    s = put(empty_town(phase="zombies"), "C4", "z01", "z02", "tr1", "tr2")
    play(s, "act at=C4 do=attack")
    play(s, "add_all")
    events = play(s, "attack to=C4", [4, 1, 5])  # one hit on 4+, the save on 5+ made
    assert marks(events, "attack") == [(4, "hit"), (1, None)]
    assert marks(events, "saves") == [(5, "save")]


def _act_on_a_stack(app, t, do):
    """Play by clicks to the first Action phase, then pick a location with two or more fresh
    counters of the side to act and the action `do` beside it."""
    m = t.match
    while m.state.step != "act":
        one_decision(app, t)
    s = m.state
    own = s.aliens if s.phase == ALIENS else s.zombies
    _, d, _ = view_parts(t)
    loc = next(n for n in d.tags if len([u for u in own[n] if u not in s.acted]) >= 2)
    click_loc(app, t, loc)
    _, _, pan = view_parts(t)
    return loc, next(r for r, c in pan.buttons if c.action and c.action.get("do") == do)


def test_at_the_smallest_window_a_crowded_stack_fans_out_and_a_counter_clicked_in_it_joins_the_group():
    app, t = table(seed=4, size=MIN_WINDOW)
    m = t.match
    loc, move = _act_on_a_stack(app, t, "move")
    click(app, move.center)
    assert m.state.step == "group" and m.state.group.units == []
    lay = t.view.layout(t.view.rect)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=lay.locs[loc].center, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()  # the stack fans out beside its location, and stays open on the way to it
    fan = t.view.fan(m, t.ui, lay.locs[loc].center)
    assert fan.place == loc and len(fan.cells) >= 2 and fan.size > min(st.size for st in t.view.stacks(m, t.ui))
    cell, unit = next((r, u) for r, u in fan.cells if u not in m.state.acted)
    assert "click to add it to the group" in str(t.view.hover(cell.center, m, t.ui))
    click(app, cell.center)
    assert m.steps[-1].action.kind == "add"
    assert kind_key(m.state.group.units[0]) == kind_key(unit)


def _own_stack(t, loc, in_group):
    """A stack of the acting side's fresh counters in `loc` on the map, in the group or not."""
    s = t.match.state
    own = s.aliens if s.phase == ALIENS else s.zombies
    group = s.group.units if s.group else []
    return next(st for st in t.view.stacks(t.match, t.ui) if st.loc == loc and st.units[0] in own[loc]
                and st.units[0] not in s.acted and (st.units[0] in group) == in_group)


@pytest.mark.parametrize("size", [MIN_WINDOW, SIZE, (1920, 1080)])
def test_a_counter_clicked_on_the_map_picks_it_and_the_group_buttons_keep_their_places_5_0(size):
    app, t = table(seed=4, size=size)
    m = t.match
    while m.state.step != "act":
        one_decision(app, t)
    s = m.state
    own = s.aliens if s.phase == ALIENS else s.zombies
    loc = next(n for n in view_parts(t)[1].tags if len([u for u in own[n] if u not in s.acted]) >= 2)
    picked = _own_stack(t, loc, False)
    click(app, picked.centre)  # a counter, not its location: it picks where it stands, and itself
    unit = t.view.mode.unit
    assert t.view.mode.at == loc and unit in picked.units
    assert view_parts(t)[1].marks["units"] == {unit}  # drawn picked, apart from the counters beside it
    _, _, pan = view_parts(t)
    lay = t.view.layout(t.view.rect)
    move = next(r for r, c in pan.buttons if c.label == "Move")
    assert move.h >= 20 and not any(move.colliderect(r) for r in lay.locs.values())  # readable, off the map
    click(app, move.center)  # the counter clicked is the first in the group (AvZ 5.0)
    assert [st.action for st in m.steps[-2:]] == [Action.of("act", at=loc, do="move"), Action.of("add", unit=unit)]
    assert m.state.group.units == [unit]
    before = [(r, c.icon) for r, c in view_parts(t)[2].buttons if c.icon]
    first = next(c for r, c in view_parts(t)[2].buttons if c.icon == kind_key(unit))
    assert first.on and first.label.endswith(f"1/{len(picked.units)}")  # the group being formed
    stack = _own_stack(t, loc, False)
    click(app, stack.centre)
    assert m.steps[-1].action.kind == "add" and m.state.group.units[1] in stack.units
    _, d, pan = view_parts(t)
    after = [(r, c) for r, c in pan.buttons if c.icon]
    assert [(r, c.icon) for r, c in after] == before  # the second click lands where the first did
    assert d.marks["units"] == set(m.state.group.units)
    # drag the group to a lit location: it goes there (AvZ 5.1)
    target = next(iter(d.tags))
    start, end = _own_stack(t, loc, True).centre, lay.locs[target].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    app.render()  # the group is drawn under the mouse on its way
    assert t.view.drag is not None and t.view.drag.moved(end)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])
    assert m.steps[-1].action == Action.of("move", to=target) and t.view.drag is None


def test_a_drop_off_the_lit_locations_plays_nothing_and_says_where():
    app, t = table(seed=4)
    m = t.match
    loc, move = _act_on_a_stack(app, t, "move")
    click(app, move.center)
    click(app, _own_stack(t, loc, False).centre)
    _, d, _ = view_parts(t)
    lay = t.view.layout(t.view.rect)
    unlit = next(n for n in lay.locs if n not in d.lit and n != loc)
    steps = len(m.steps)
    start, end = _own_stack(t, loc, True).centre, lay.locs[unlit].center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])
    assert len(m.steps) == steps and "Drop the group on a lit location" in t.ui.status


def test_hovering_move_previews_where_the_counters_can_go_5_1():
    app, t = table(seed=4)
    m = t.match
    loc, move = _act_on_a_stack(app, t, "move")
    preview = m.rules.preview(m.state, Action.of("act", at=loc, do="move"))
    assert preview and all(label.endswith("MP") for label in preview.values())
    click(app, move.center)  # the group formed: it may go where each member could go alone
    if m.state.step == "group" and not m.state.group.units:
        click_button(app, t, "Add all")
    go = {a["to"] for a in m.legal_actions() if a.kind == "move"}
    assert go and go <= set(preview)


def test_a_refused_move_stays_beside_the_location_greyed_with_the_rules_reason_6_4():
    from .board import empty_town, put

    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tr1", "tk1", "z31"))  # a Fast Zombie: Alien Rundown
    m = t.match
    click_loc(app, t, "C4")
    _, _, pan = view_parts(t)
    here = {c.label: (r, c) for r, c in pan.buttons}
    assert {"Attack", "Blast 'Em", "Move"} <= set(here) and here["Move"][1].action is None
    r, move = here["Move"]
    assert "Aliens cannot leave C4" in t.view.hover(r.center, m, t.ui) and "AvZ 6.4" in move.refused
    steps = len(m.steps)
    click(app, r.center)  # refused: it says why, and the pick stays
    assert len(m.steps) == steps and t.ui.status_kind == "bad" and "AvZ 6.4" in t.ui.status
    assert t.view.mode.at == "C4"
    click(app, here["Attack"][0].center)
    assert m.steps[-1].action == Action.of("act", at="C4", do="attack")


def test_a_picked_zombie_type_is_a_mode_esc_drops_it_and_typing_what_if_dice_keeps_it_2_0():
    from zombiebox.games.avz.scene.modes import Placing, Turn
    from zombiebox.ui.what_if import WhatIfEntry

    app = App(SIZE, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, 4, True, None), AvzScene(GAME)))  # practice: D types dice
    app.render()
    m = t.match
    first = kind_key(m.state.drawn[0])
    other = next(c for c in t.view.decision(m, t.ui).buttons if c.icon != first)
    click_button(app, t, other.label)
    assert isinstance(t.view.mode, Placing) and kind_key(t.view.mode.counter) == other.icon
    assert "chosen: now click a lit location" in t.ui.status
    key(app, pygame.K_ESCAPE)  # back one mode: the first drawn Zombie is placed next again
    assert type(t.view.mode) is Turn and not any(c.on and c.icon == other.icon for c in view_parts(t)[1].buttons)
    key(app, pygame.K_d)  # what-if dice typed over the board's mode: a pick goes under the typing
    click_button(app, t, other.label)
    assert isinstance(t.view.mode, WhatIfEntry) and isinstance(t.view.mode.parent, Placing)
    assert kind_key(t.view.decision(m, t.ui).click("C3")["counter"]) == other.icon
    click_loc(app, t, "C3")
    assert m.steps[-1].action["at"] == "C3" and kind_key(m.steps[-1].action["counter"]) == other.icon


def test_with_fast_zombies_only_the_ufo_may_join_a_move_and_the_trooper_stays_greyed_with_why_6_4():
    from .board import empty_town, put

    app, t = table_at(put(empty_town(phase=ALIENS), "C4", "tr1", "ufo1", "ufo2", "z31"))  # only UFOs leave (AvZ 6.4)
    m = t.match
    click_loc(app, t, "C4")
    click_button(app, t, "Move")
    assert m.state.step == "group"
    buttons = {c.icon: (r, c) for r, c in view_parts(t)[2].buttons if c.icon}
    r, trooper = buttons["trooper"]
    assert trooper.action is None and "AvZ 6.4" in trooper.refused and "Fast Zombies" in t.view.hover(r.center, m, t.ui)
    click(app, r.center)  # refused with its reason; the UFO's button is where it was
    assert m.state.group.units == [] and t.ui.status_kind == "bad" and "AvZ 6.4" in t.ui.status
    assert view_parts(t)[2].buttons[1][0] == buttons["ufo"][0]
    click(app, buttons["ufo"][0].center)
    assert m.state.group.units in (["ufo1"], ["ufo2"])


def test_the_hint_counts_and_lists_what_it_lights_and_marks_the_bots_pick():
    import re

    from zombiebox.games.avz.scene.board import lit_place

    app = App(SIZE, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, 4, True, None), AvzScene(GAME)))  # practice: H names the pick
    app.render()
    m = t.match
    for step in ("act", "group"):
        while m.state.step != step:
            one_decision(app, t)
        if step == "group":
            click(app, view_parts(t)[2].buttons[0][0].center)  # one counter in: targets are lit as well
        key(app, pygame.K_h)
        app.render()
        actions = m.legal_actions()
        places = list(dict.fromkeys(lit_place(a) for a in actions if lit_place(a)))
        buttons = [c.label for _, c in view_parts(t)[2].buttons if c.action in actions and not lit_place(c.action)]
        said = t.ui.status
        assert len(actions) > len(places)  # several choices at one place: the places are counted
        assert f"{len(places)} location" in said and all(re.search(rf"\b{p}\b", said) for p in places)
        assert (f"{len(buttons)} button" in said) == bool(buttons) and all(b in said for b in buttons)
        pick = t.ui.hint.action
        assert t.ui.lit[-1] == pick and said.count("(hint)") == 1  # the suggested pick marked once
        marked = said[:said.index(" (hint)")].split("(")[-1].split(", ")[-1]
        assert marked == (lit_place(pick) or next(c.label for _, c in view_parts(t)[2].buttons if c.action == pick))
        key(app, pygame.K_h)  # lights off


@pytest.mark.parametrize("size", [MIN_WINDOW, SIZE, (1920, 1080)])
def test_the_end_shows_the_final_board_and_one_summary_that_folds_away_8_0(size):
    from zombiebox.ui.headless import bot_played
    from zombiebox.ui.widgets.summary import summary_lines

    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    m = bot_played("avz", 4, 3000)
    m.seats = dict(BOTS)  # the bots played it: P paused them while they could move
    t = app.push(TableScene(app, m, AvzScene(GAME)))
    app.render()
    outcome = m.outcome
    assert outcome is not None
    lay, _, pan = view_parts(t)
    board = t.areas(app.window.get_rect())["board"]
    box = t._end_box(board)
    # the summary sits in the decision panel's place: the map and the other panels stay in view
    assert not box.colliderect(lay.map_rect) and board.contains(box)
    assert not any(box.colliderect(r) for r in (pan.tiles, pan.piles, *lay.places.values()))
    assert app.window.get_at(lay.locs["A1"].center)[:3] == t.view.art.surface(lay.fit, t.ui.look, t.ui.time).get_at(
        (lay.locs["A1"].centerx - lay.map_rect.x, lay.locs["A1"].centery - lay.map_rect.y))[:3]  # not veiled
    # one summary: the level, the score, the deciding count, each once on the screen's words
    lines = summary_lines(m)
    assert lines[0].startswith(outcome.text) and str(outcome.score) in outcome.text and len(lines) == 2
    said = [t.ui.status, "The final board: F folds the summary away to see it whole."]
    assert not any(outcome.text in x for x in said)
    labels = [b.label for b in t.buttons(app.window.get_rect())]
    assert not any(x.startswith(("Pause", "Resume")) for x in labels) and "Rematch" in labels
    box = t._end_box(t.areas(app.window.get_rect())["board"])
    for b in (b for b in t.buttons(app.window.get_rect()) if box.contains(b.rect)):  # every label whole
        assert draw.font(app.text_size).size(b.label)[0] <= b.rect.w - 12, b.label
    paused = t.paused
    key(app, pygame.K_p)  # P is not offered after the end
    assert t.paused == paused
    key(app, pygame.K_f)  # folded away: only a tab to open it again
    labels = [b.label for b in t.buttons(app.window.get_rect())]
    assert t.end_folded and "Rematch" not in labels and "Show the summary (F)" in labels
    click(app, next(b for b in t.buttons(app.window.get_rect()) if b.label == "Show the summary (F)").rect.center)
    assert not t.end_folded and "Rematch" in [b.label for b in t.buttons(app.window.get_rect())]


def test_at_the_smallest_window_crowded_stacks_stay_readable_and_magnify_on_hover():
    from zombiebox.games.avz.scene.layout import READABLE
    from zombiebox.ui.headless import bot_played

    app = App(MIN_WINDOW, Settings(skip_animations=True))
    app.push(MainMenu(app))
    m = bot_played("avz", 2, 3000)  # ends with six stacks in E5
    t = app.push(TableScene(app, m, AvzScene(GAME)))
    app.render()
    lay = t.view.layout(t.view.rect)
    stacks = t.view.stacks(m, t.ui)
    crowded = max(lay.locs, key=lambda n: sum(st.loc == n for st in stacks))
    assert sum(st.loc == crowded for st in stacks) >= 6
    assert all(st.size >= READABLE and lay.locs[st.loc].collidepoint(st.centre) for st in stacks)
    fan = t.view.fan(m, t.ui, lay.locs[crowded].center)  # under the mouse: every counter large, on its own
    assert fan is not None and fan.place == crowded and fan.size >= 24 > min(st.size for st in stacks)  # issue 33.3


@pytest.mark.parametrize("size", [MIN_WINDOW, SIZE, (1920, 1080)])
def test_the_banner_is_not_cut_and_the_toolbar_reaches_the_right_edge(size):
    from zombiebox.ui import draw

    app, t = table(seed=2, seats=BOTS, size=size)
    m = t.match
    bots = {seat: GAME.make_bot("flowchart", seat) for seat in m.seats}
    text = app.text_size
    banner = t.areas(app.window.get_rect())["banner"]
    left = 16 + draw.line_height(draw.sized("head", text), "display") - 8 + 12  # after the seat's swatch
    while m.to_move is not None:
        line, rule = m.rules.prompt(m.state), m.rules.phase_rule(m.state)
        room = banner.w - left - (draw.font(text).size(f"[{rule}]")[0] + 16) - 16
        shown, at = t.banner_line(line[:1].upper() + line[1:], room)   # whole, in smaller letters if need be
        assert shown == line[:1].upper() + line[1:] and at >= draw.sized("small", text), line
        _, d, pan = view_parts(t)  # the decision panel's hint: whole in its three lines
        assert len(draw.wrap(d.hint, pan.size - 1, pan.decision.w - 18)) <= 3, d.hint
        m.play(m.bot_choice(bots[m.to_move]).action)
    bar = t.areas(app.window.get_rect())["bar"]
    tools = [b for b in t.buttons(app.window.get_rect()) if b.rect.colliderect(bar)]
    assert tools[-1].rect.right == bar.right and tools[0].rect.x == bar.x


@pytest.mark.parametrize("size", [MIN_WINDOW, SIZE])
def test_a_stack_fanned_out_under_the_mouse_covers_no_lit_location(size):
    """Issue 35.9: a game played by clicks; at each decision, the mouse on every location holding a stack: the
    counters fanned out beside it never cover a location lit for the next click (the targets)."""
    app, t = table(seed=4, size=size)
    checked = 0
    for _ in range(60):
        if t.match.outcome is not None:
            break
        lay, d, _ = view_parts(t)
        lit = [lay.locs[n] for n in d.tags]
        for loc, r in lay.locs.items():
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))])
            fan = t.view.fan(t.match, t.ui, r.center)
            if fan is not None and fan.place == loc:
                checked += 1
                assert not [x for x in lit if x != r and fan.box.colliderect(x)], (loc, t.match.state.step)
        one_decision(app, t)
    assert checked >= 10
