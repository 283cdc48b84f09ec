"""The grave, the dead pile and the Alien reserve drawn as the places they are on the table beside the
town (AvZ 1.0; issue 34.4): places of the map (avz_town.tmx, kind "pile"), a cup, a heap of the killed
Zombies' counters, a stack a type of Alien; the flights land on them."""
import pygame

from zombiebox.core.paths import map_path
from zombiebox.core.tiled import load_board
from zombiebox.games.avz.scene.anim import _point
from zombiebox.games.avz.scene.counters import counter_image, kind_key
from zombiebox.games.avz.scene.piles import CUP, cup_box, draw_piles, heap_box

from tests.games.avz.test_scene import table, view_parts

PILES = ("grave", "dead_pile", "reserve")


def test_the_piles_are_places_of_the_map_on_the_table_beside_the_town():
    """Each pile is a space of the town's map, of kind "pile", outside the town's blocks and streets,
    inside the map (Tiled shows it), none overlapping another; on screen each lies in the board area,
    beside the town and clear of every location, and a counter flies to its place there."""
    board = load_board(map_path("avz_town.tmx"))
    locations = [s for s in board.spaces.values() if s.kind == "location"]
    east = max(s.x + s.w for s in locations)
    for name in PILES:
        pile = board.spaces[name]
        assert pile.kind == "pile" and pile.x > east and pile.x + pile.w <= board.width and pile.y + pile.h <= board.height
    app, t = table(seed=3)
    lay, _, pan = view_parts(t)
    rects = [lay.places[name] for name in PILES]
    for r in rects:
        assert lay.map_rect.contains(r) and not any(r.colliderect(loc) for loc in lay.locs.values())
        assert not r.colliderect(pan.piles) and not r.colliderect(lay.side)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert set(lay.locs) == {s.name for s in locations}   # a click on a pile is no location
    assert _point(("pile", "dead_pile"), lay) == lay.places["dead_pile"].center


def test_the_grave_is_a_cup_the_dead_pile_a_heap_of_its_counters_each_with_its_count():
    app, t = table(seed=3)
    lay, _, _ = view_parts(t)
    state = t.match.state
    dead = next(u for u in state.grave)     # a Zombie killed: from the grave to the dead pile
    state.grave.remove(dead)
    state.dead_pile.append(dead)
    img = pygame.Surface(app.window.get_size())
    draw_piles(img, lay.places, state, 13, lay.counter)
    places = {name: lay.places[name] for name in PILES}
    seen = {name: {tuple(img.get_at((x, y)))[:3] for x in range(r.x, r.right) for y in range(r.y, r.bottom)}
            for name, r in places.items()}
    assert CUP in seen["grave"] and CUP not in seen["dead_pile"]      # the cup's body, on the grave's place
    face = counter_image(kind_key(dead), 20)
    colour = face.get_at((face.get_width() // 2, 3))[:3]         # the killed Zombie's counter's own colour
    assert colour in seen["dead_pile"]
    for name in ("grave", "dead_pile"):   # the cup and the heap inside their places
        room = places[name].inflate(-12, -12)
        assert room.contains(cup_box(room) if name == "grave" else heap_box(room))


def test_the_reserve_is_a_stack_a_type():
    """Several Troopers in the reserve show as a pile: a little of the counters under the top one."""
    app, t = table(seed=3)
    lay, _, _ = view_parts(t)
    state = t.match.state
    troopers = [u for u in state.reserve if kind_key(u) == "trooper"]
    assert len(troopers) >= 2
    shots = []
    for reserve in (troopers[:1], troopers):
        state.reserve = reserve
        img = pygame.Surface(app.window.get_size())
        draw_piles(img, {"reserve": lay.places["reserve"]}, state, 13, lay.counter)
        shots.append(img)
    r = lay.places["reserve"]
    differ = [(x, y) for x in range(r.x, r.right) for y in range(r.y, r.y + r.h // 2)
              if shots[0].get_at((x, y)) != shots[1].get_at((x, y))]
    assert len(differ) > 40, "a stack of Troopers looks like more than one counter"
