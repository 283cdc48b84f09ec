"""ui/widgets/track.py: steps painted in place along their line; the marker glides between them."""
import pygame

from zombiebox.ui.animator import Animator
from zombiebox.ui.widgets.track import Track, draw_steps

STEPS = {3: pygame.Rect(10, 10, 20, 20), 2: pygame.Rect(10, 60, 20, 20), 1: pygame.Rect(60, 60, 20, 20)}


def test_every_step_is_painted_in_its_box_over_the_line_through_them():
    pygame.init()
    target = pygame.Surface((100, 100))
    painted = []
    draw_steps(target, STEPS, lambda surface, step, box: painted.append((step, box.topleft)), (250, 250, 0), 3,
               descending=True)
    assert painted == [(3, (10, 10)), (2, (10, 60)), (1, (60, 60))]
    assert target.get_at((20, 45))[:3] == (250, 250, 0) and target.get_at((45, 70))[:3] == (250, 250, 0)
    assert target.get_at((45, 20))[:3] == (0, 0, 0)                  # 3 and 1 are not joined


def test_the_marker_rests_on_its_step_and_glides_to_the_next():
    anim = Animator()
    plane = Track(anim, "plane")
    assert plane.marker(STEPS, 3) == STEPS[3].center
    plane.move(STEPS, 3, 2, 1.0, delay=0.5)
    assert plane.marker(STEPS, 2) == STEPS[3].center and anim.busy   # waits for its delay at the start
    anim.update(1.0)
    x, y = plane.marker(STEPS, 2)
    assert x == STEPS[3].centerx and STEPS[3].centery < y < STEPS[2].centery
    anim.update(1.0)
    assert plane.marker(STEPS, 2) == STEPS[2].center
    anim.scale = 0.0                                                    # animations off: it jumps
    plane.move(STEPS, 2, 1, 1.0)
    anim.update(0.0)
    assert plane.marker(STEPS, 1) == STEPS[1].center
