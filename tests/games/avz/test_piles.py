"""The grave, the dead pile and the Alien reserve drawn as the places they are on the table (AvZ 1.0;
issue 34.4): a cup, a heap of the killed Zombies' counters, a stack a type of Alien."""
import pygame

from zombiebox.games.avz.scene.counters import counter_image, kind_key
from zombiebox.games.avz.scene.panels import CUP, draw_piles, draw_reserve, pile_places
from zombiebox.ui import draw
from zombiebox.ui.palette import palette

from tests.games.avz.test_scene import table, view_parts


def test_the_grave_is_a_cup_the_dead_pile_a_heap_of_its_counters_and_the_flights_land_on_them():
    app, t = table(seed=3)
    m = t.match
    _, _, pan = view_parts(t)
    cup, heap = pile_places(pan)
    assert (pan.grave_spot, pan.dead_spot) == (cup.center, heap.center)   # a killed Zombie flies onto the heap
    state = m.state
    dead = next(u for u in state.grave)     # a Zombie killed: from the grave to the dead pile
    state.grave.remove(dead)
    state.dead_pile.append(dead)
    pal = palette("default")
    img = pygame.Surface(app.window.get_size())
    img.fill(pal["panel"])
    draw_piles(img, pan, state, pal)
    assert tuple(img.get_at((cup.centerx - cup.w // 4, cup.centery + cup.h // 4)))[:3] == CUP   # the cup's body
    face = counter_image(kind_key(dead), max(10, heap.h * 2 // 3))
    colour = face.get_at((face.get_width() // 2, 3))[:3]         # the counter's own colour
    seen = {tuple(img.get_at((x, y)))[:3] for x in range(heap.x, heap.right) for y in range(heap.y, heap.bottom)}
    assert colour in seen, "the killed Zombie's counter lies on the dead pile"
    words = f"Dead {len(state.dead_pile)}"
    assert draw.font(pan.size + 6, True).size(words)[0] < pan.piles.w // 2   # its count beside it


def test_the_reserve_is_a_stack_a_type():
    """Several Troopers in the reserve show as a pile: a little of the counters under the top one."""
    app, t = table(seed=3)
    state = t.match.state
    _, _, pan = view_parts(t)
    pal = palette("default")
    troopers = [u for u in state.reserve if kind_key(u) == "trooper"]
    assert len(troopers) >= 2
    shots = []
    for reserve in (troopers[:1], troopers):
        state.reserve = reserve
        img = pygame.Surface(app.window.get_size())
        img.fill(pal["panel"])
        draw_reserve(img, pan, state, pal, t.view.layout(t.view.rect).counter)
        shots.append(img)
    differ = [(x, y) for x in range(pan.reserve.x, pan.reserve.right) for y in range(pan.reserve.y, pan.reserve.y + 60)
              if shots[0].get_at((x, y)) != shots[1].get_at((x, y))]
    assert len(differ) > 40, "a stack of Troopers looks like more than one counter"
