"""The log panel never hides the newest entry: one taller than the panel (a long attack in a short
column, Zombie Survival's lid throw) shows its end, where the outcome is told, not nothing."""
import pygame

from zombiebox.core.match import Match
from zombiebox.ui import draw
from zombiebox.ui.log_panel import LogPanel

from .helpers import make_app


def test_an_entry_taller_than_the_panel_shows_its_end(tinygame):
    app = make_app(skip_animations=True)
    match = Match(tinygame, None, 5)
    match.play("roll")
    newest = match.log[-1][1]
    size = app.text_size
    width, lh = 120, draw.line_height(size - 2)
    whole = draw.wrap(f"{newest.rule}  {newest.text}" if newest.rule else newest.text, size - 2, width - 16)
    assert len(whole) >= 2, "the entry must wrap to more lines than the short panel holds"
    height = 12 + draw.line_height(size - 2) + 2 + lh   # the title and one line: less than the entry
    panel = LogPanel()
    panel.draw(pygame.Surface((width, height)), pygame.Rect(0, 0, width, height), match, app.pal, size, (-1, -1))
    assert [p.event for p in panel._shown] == [newest]
    lines = panel._shown[0].lines
    assert lines[-1].endswith(whole[-1]) and lines[0].startswith("…") and len(lines) < len(whole)
