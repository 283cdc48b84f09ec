"""The monkey (tools/monkey.py): seeded random clicks, keys, wheel turns, resizes and time from
every screen and every registered game's table; any exception, caught by the app's net or not,
fails the test with the seed and the event. `make soak` runs it for 100,000 events."""
import pytest

from tools.monkey import Monkey, MonkeyFound, screens
from zombiebox.core import registry
from zombiebox.ui.scene import Scene

EVENTS = 400  # from each screen: a few thousand in all


@pytest.mark.parametrize("screen", screens(registry.registered()))
def test_the_monkey_finds_no_exception(screen):
    monkey = Monkey(seed=sum(map(ord, screen)))
    monkey.open(screen)
    assert monkey.where() != "MainMenu" or screen == "menu"
    monkey.run(EVENTS)


def test_an_exception_the_net_catches_fails_the_monkey(monkeypatch):
    monkey = Monkey(seed=1)
    monkeypatch.setattr(Scene, "draw_buttons", lambda *args: 1 / 0)  # every screen draws its buttons
    with pytest.raises(MonkeyFound, match="ZeroDivisionError"):
        monkey.run(3)  # a first event may press Quit (no frame drawn); the monkey then starts again
