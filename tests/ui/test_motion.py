"""Issue 33.2 (look.md 8): every motion goes from where a thing was to where it goes, eased: sampled over
its time, a moving piece is at its start, then at start + (end - start) * ease(t / duration), then at
its end; it never jumps."""
import pygame
import pytest
import pytweening

from zombiebox.core.actions import Event
from zombiebox.ui.app import App
from zombiebox.ui.headless import bot_played
from zombiebox.ui.settings import Settings
from zombiebox.ui.table import TableScene


def _table(game_id: str, steps: int):
    app = App((1280, 800), Settings())   # animations on, at normal speed
    table = app.push(TableScene(app, bot_played(game_id, 1, steps)))
    app.render()
    return app, table


def _follows(points, start, end, ease, times, duration) -> None:
    for (x, y), t in zip(points, times):
        k = ease(min(1.0, t / duration))
        assert x == pytest.approx(start[0] + (end[0] - start[0]) * k, abs=0.51)
        assert y == pytest.approx(start[1] + (end[1] - start[1]) * k, abs=0.51)
    steps = [abs(b[0] - a[0]) + abs(b[1] - a[1]) for a, b in zip(points, points[1:])]
    assert max(steps) < 0.5 * (abs(end[0] - start[0]) + abs(end[1] - start[1]))   # no jump
    assert steps[0] < steps[len(steps) // 2]   # eased: it sets off slowly, not at full speed


def test_an_atz_survivor_walks_from_its_hex_to_the_next_eased():
    from zombiebox.games.atz.scene import anim
    from zombiebox.games.atz.scene.hexes import centre

    app, table = _table("atz", 3)
    view, match = table.view, table.match
    tbl = view.table(match)
    sv = next(sv for sv in match.state.survivors.values() if sv.on_board)
    there = tbl.neighbours[sv.hex][0]
    view.anim.play([Event("move", "ATZ 6.0", "moves", {"survivor": sv.sid, "from": sv.hex, "to": there})],
                   anim.Stage(match.state, tbl, view.camera(match), 16))
    times, points, dt = [], [], 0.02
    for i in range(12):
        points.append(view.moving(tbl)[sv.sid])
        times.append(i * dt)
        view.anim.update(dt)
    _follows(points, centre(tbl, sv.hex), centre(tbl, there), getattr(pytweening, anim.WALK_EASE), times, anim.STEP)
    assert points[0] == pytest.approx(centre(tbl, sv.hex))


def test_a_zombie_terror_marker_slides_from_its_space_to_the_next_eased():
    from zombiebox.games.zt.scene import anim

    app, table = _table("zt", 6)
    view, match = table.view, table.match
    human, space = next(iter(match.state.humans.items()))
    lay = view.layout(view.rect, match)
    to = next(n for n, r in lay.cells.items() if n != space and abs(r.x - lay.cells[space].x) + abs(r.y - lay.cells[space].y) == lay.cells[space].w)
    view.anim.play([Event("move", "ZT", "moves", {"human": human, "from": space, "to": to})], None)
    surface = pygame.Surface(app.window.get_size(), pygame.SRCALPHA)
    frame = anim.Frame(lay, None, match.state, table.ui)
    times, points, dt = [], [], 0.03
    for i in range(10):   # 0 to 0.27 s of its 0.3
        surface.fill((0, 0, 0, 0))
        anim.draw_markers_in_motion(surface, view.anim, frame)   # the marker alone: where it is drawn now
        points.append(surface.get_bounding_rect().center)
        times.append(i * dt)
        view.anim.update(dt)
    _follows(points, lay.centre(space), lay.centre(to), pytweening.easeInOutQuad, times, anim.SLIDE)


def test_the_atz_camera_glides_to_what_it_brings_into_view_and_never_jumps():
    from zombiebox.games.atz.scene import view as atz_view

    app, table = _table("atz", 3)
    view, match = table.view, table.match
    cam = view.camera(match)
    cam.zoom = 1.2   # zoomed in: the map larger than the window, so the camera has somewhere to go
    cam.look_at(0, 0)
    start = (cam.x, cam.y)
    view.glide(cam.width, cam.height)   # the far corner
    assert (view.camera(match).x, view.camera(match).y) == start   # not there at once
    cam.look_at(cam.width, cam.height)
    end = (cam.x, cam.y)
    cam.x, cam.y = start
    points, times, dt = [], [], 0.025
    for i in range(14):
        c = view.camera(match)
        points.append((c.x, c.y))
        times.append(i * dt)
        view.anim.update(dt)
    _follows(points, start, end, pytweening.easeInOutQuad, times, atz_view.GLIDE)
    view.anim.update(1.0)
    assert (view.camera(match).x, view.camera(match).y) == pytest.approx(end)


def test_a_lessons_ask_zooms_the_atz_camera_in_a_glide_and_never_jumps():
    from zombiebox.core.lesson import each_lesson
    from zombiebox.games.atz.scene import view as atz_view
    from zombiebox.games.atz.scene.hexes import IDS_FROM
    from zombiebox.ui.lesson import lesson_table

    app = App((960, 600), Settings())   # animations on: the lesson's first frame sets the glide off
    table = app.push(lesson_table(app, each_lesson("atz")[7]))
    app.render()
    view, match = table.view, table.match
    start = view.camera(match).zoom
    assert start == view.cam.fitting and view.glide_to is not None   # the whole map, not Nick's hex at once
    end = view.glide_to[2]
    assert end >= IDS_FROM
    dt = 0.025
    for i in range(14):
        k = pytweening.easeInOutQuad(min(1.0, i * dt / atz_view.GLIDE))
        assert view.camera(match).zoom == pytest.approx(start + (end - start) * k, abs=1e-3)
        view.anim.update(dt)
    view.anim.update(1.0)
    assert view.camera(match).zoom == pytest.approx(end) and view.glide_to is None
