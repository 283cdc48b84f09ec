"""Fixtures the UI tests share."""
import pytest

from zombiebox.ui import draw


@pytest.fixture
def cuts(monkeypatch) -> set[str]:
    """Every string `draw.fit` cuts from now on."""
    cut: set[str] = set()
    whole = draw.fit

    def recorded(s, size, width, bold=False, face="text"):
        said = whole(s, size, width, bold, face)
        if said != s:
            cut.add(said)
        return said

    monkeypatch.setattr(draw, "fit", recorded)
    draw.fitted.cache_clear()   # words fitted before the patch would not pass through it
    yield cut
    draw.fitted.cache_clear()
