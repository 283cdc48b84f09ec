"""The headless render entry points the CLI calls."""
import pygame

from zombiebox.ui.bench import frame_times_ms
from zombiebox.ui.screenshot import screenshot


def _distinct_colours(image: pygame.Surface) -> int:
    w, h = image.get_size()
    return len({tuple(image.get_at((x, y))) for x in range(0, w, 7) for y in range(0, h, 7)})


def test_screenshot_of_the_menu(tmp_path):
    out = tmp_path / "menu.png"
    screenshot(str(out), size=(1024, 640))
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 640)
    assert _distinct_colours(image) > 10  # text and buttons, not a blank window


def test_screenshot_of_a_game_after_bot_decisions(tmp_path, tinygame):
    out, start = tmp_path / "tiny.png", tmp_path / "start.png"
    screenshot(str(out), "tiny", seed=3, steps=4)
    screenshot(str(start), "tiny", seed=3, steps=0)
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)
    assert _distinct_colours(image) > 10
    assert pygame.image.tobytes(image, "RGB") != pygame.image.tobytes(pygame.image.load(str(start)), "RGB")  # the moves show


def test_frame_times_are_measured_for_every_frame(tinygame):
    times = frame_times_ms("tiny", frames=5)
    assert len(times) == 5 and all(t > 0 for t in times)
