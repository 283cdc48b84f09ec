import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from zombiebox.core import registry  # noqa: E402
from tests.tiny.game import GAME as TINY  # noqa: E402

# The tiny test game is registered for the whole session: the conformance suite
# and the UI tests play it; it never appears in the main menu.
registry.register(TINY)


@pytest.fixture
def tinygame():
    return TINY


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Settings, saves and the autosave go to a temporary folder, never the user's."""
    monkeypatch.setenv("ZOMBIEBOX_HOME", str(tmp_path / "home"))
