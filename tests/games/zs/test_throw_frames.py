"""What a throw's frames paint (issue 20, the throw frame's time): a die landing logs nothing and
repaints nothing beside the lid; the banner holds until the last die, which settles the attack; the
next household's house and side panels were painted ahead, on a frame where nothing moved; the lid
made ahead throws as one made at the release. Counted in paints and compared, not timed."""
import copy

from zombiebox.games.zs.scene.bench import bench_table, settle, throw_events
from zombiebox.games.zs.scene.throw import MAX_STEPS, Flight, Lid


def paints(table) -> dict:
    view = table.view
    layers = {"log": table.log._layer, "banner": table.banner, "toolbar": table.toolbar,
              "choices": view.choice_layer, **{f"{what} {seat}": layer for (what, seat), layer in view.seat_layers.items()},
              **{f"events {form}": layer for form, layer in view.events_layers.items()}}
    return {name: layer.paints for name, layer in layers.items()}


def thrown():
    """The bench table (four full houses, the dice in hand), at rest, then each frame of a throw as
    (steps played in it, the paints after it, the log's version after it)."""
    app, table, match = bench_table()
    settle(app)
    events = throw_events(table.view.screen(match).lid(), 0)
    frames, first = [], True
    while first or table.view.in_hand or table.view.anim.running:
        played = len(match.steps)
        app.step(events if first else ())
        app.render()
        frames.append((len(match.steps) - played, paints(table), match.log_version, match.to_move))
        first = False
    return app, table, match, frames


def test_a_die_landing_repaints_nothing_and_the_last_the_log_banner_and_choices():
    app, table, match, frames = thrown()
    landings = [i for i, f in enumerate(frames) if f[0]]
    assert len(landings) == 4, "the bench throws four dice, told to the rules a die a frame"
    for i in landings[:-1]:   # a die landing logs nothing: the log, banner, buttons and side stay
        assert frames[i][1] == frames[i - 1][1]
        assert frames[i][2] == frames[0][2]
    last, before = frames[landings[-1]], frames[landings[-1] - 1]
    assert last[2] > before[2], "the last die settles the attack: a log line"
    changed = {name for name in last[1] if last[1][name] != before[1].get(name)}
    assert {"log", "banner", "choices"} <= changed
    assert not {name for name in changed if name.startswith(("house", "mini"))}, \
        "the next household's house was painted ahead"
    assert last[3] != frames[0][3], "the turn passed to the next household"


def test_the_banner_holds_while_the_dice_land():
    app, table, match, frames = thrown()
    landings = [i for i, f in enumerate(frames) if f[0]]
    banner = [frames[i][1]["banner"] for i in landings]
    assert banner[:-1] == [frames[0][1]["banner"]] * (len(landings) - 1)
    assert banner[-1] == banner[0] + 1


def test_every_house_and_side_panel_is_painted_ahead_on_a_frame_where_nothing_moves():
    app, table, match = bench_table()
    settle(app)
    view = table.view
    households = match.state.order
    assert {seat for what, seat in view.seat_layers if what == "house"} == set(households)
    assert all(view.seat_layers[("tracker", seat)].paints == 1 for seat in households)
    assert set(view.events_layers) == {"cards", "small"}
    before = paints(table)
    settle(app)
    assert paints(table) == before, "painted once: a frame where nothing changed paints nothing"


def test_a_lid_made_ahead_throws_as_one_made_at_the_release():
    ahead = [Lid(dice) for dice in (4, 3)]
    for dice, lid in zip((4, 3), ahead):
        made_now, made_ahead = Flight((150, 300), (140, 120), dice, 77), Flight((150, 300), (140, 120), dice, 77, lid)
        made_now.fly(MAX_STEPS), made_ahead.fly(MAX_STEPS)
        assert made_ahead.steps == made_now.steps and made_ahead.landed() == made_now.landed()
        assert not lid.dice, "a lid is thrown once"


def test_the_view_throws_with_the_lid_it_made_ahead_and_lets_the_flight_go_later():
    app, table, match = bench_table()
    settle(app)
    view = table.view
    lid = view.lid
    assert lid is not None and len(lid.dice) == match.state.throw.dice
    held = copy.deepcopy(match.state)
    app.step(throw_events(view.screen(match).lid(), 0))
    assert view.flight is not None and view.flight.space is lid.space and view.lid is None
    while view.in_hand or view.anim.running:
        app.step()
        app.render()
    assert view.spent, "the landed flight is kept until a frame where nothing moves"
    match.state = held
    match.version += 1
    settle(app)
    assert not view.spent and view.lid is not None and view.lid is not lid
