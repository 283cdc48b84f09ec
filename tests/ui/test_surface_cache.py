"""Rendered surfaces are kept by the bytes they hold, least recently used dropped first."""
import pygame

from zombiebox.ui import draw
from zombiebox.ui.surface_cache import SurfaceCache

from .helpers import make_app


def test_the_cache_keeps_the_recent_surfaces_within_its_bytes():
    cache = SurfaceCache(max_bytes=3 * 40 * 10 * 4)  # three 40x10 surfaces of 32 bits
    made = []

    def make(n):
        def render():
            made.append(n)
            return pygame.Surface((40, 10), pygame.SRCALPHA)
        return render

    first = cache.get("a", make("a"))
    cache.get("b", make("b"))
    cache.get("c", make("c"))
    assert cache.get("a", make("a")) is first  # a hit, and now the most recent
    cache.get("d", make("d"))  # over the bytes: the least recently used ("b") goes
    assert len(cache) == 3 and cache.weight <= cache.max_weight
    cache.get("b", make("b"))
    assert made == ["a", "b", "c", "d", "b"]


def test_text_never_holds_more_than_its_bytes():
    make_app()  # fonts ready
    for i in range(600):  # the status line, the banner's move count, a tip: text that keeps changing
        draw.text_surface(f"move {i} of a long game, said in a line as wide as a status bar", 23, (255, 255, 255))
    assert draw._texts.weight <= draw.TEXT_CACHE_BYTES
