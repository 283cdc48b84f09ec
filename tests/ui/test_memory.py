"""The app fixes glibc's mmap threshold, so the window-sized surfaces that come and go every
frame are given back when freed (tools/soak.py measures the effect on the whole app)."""
import gc
import platform
import subprocess
import sys
import weakref

import pytest

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.ui.app import TICK
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene

from .helpers import make_app

GLIBC = sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"

# In a fresh process: the heap of this one may already hold a free chunk big enough, from earlier tests,
# which malloc would hand out before it looked at the threshold.
CHECK = """
import ctypes
from zombiebox.ui.memory import return_big_blocks

class Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                      "fsmblks", "uordblks", "fordblks", "keepcost")]

libc = ctypes.CDLL(None)
libc.mallinfo2.restype = Mallinfo2
libc.malloc.restype, libc.malloc.argtypes, libc.free.argtypes = ctypes.c_void_p, [ctypes.c_size_t], [ctypes.c_void_p]
assert return_big_blocks()
libc.free(libc.malloc(4 << 20))  # left alone, glibc would now carve blocks up to 4 MB from the heap
mapped = libc.mallinfo2().hblks
block = libc.malloc(1 << 20)
print(libc.mallinfo2().hblks - mapped)
libc.free(block)
"""


GIVE_BACK = """
import ctypes
from pathlib import Path
from zombiebox.ui.memory import give_back

def rss():
    return next(int(l.split()[1]) for l in Path("/proc/self/status").read_text().splitlines() if l.startswith("VmRSS:")) // 1024

libc = ctypes.CDLL(None)
libc.malloc.restype, libc.malloc.argtypes, libc.free.argtypes = ctypes.c_void_p, [ctypes.c_size_t], [ctypes.c_void_p]
libc.memset.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t]
blocks = [libc.malloc(1024) for _ in range(64 * 1024)]
for b in blocks:
    libc.memset(b, 1, 1024)
top = libc.malloc(1024)   # keeps the freed blocks below the top of the heap, where free alone cannot return them
for b in blocks:
    libc.free(b)
before = rss()
assert give_back()
print(before - rss())
"""


@pytest.mark.skipif(not GLIBC, reason="malloc_trim is glibc's")
def test_the_heaps_free_pages_go_back_to_the_system():
    """64 MB of small blocks freed below the top of the heap stay resident until given back (the app does it
    when a table leaves, with the objects that go with it)."""
    out = subprocess.run([sys.executable, "-c", GIVE_BACK], capture_output=True, text=True, check=True).stdout
    assert int(out) >= 48   # MB


@pytest.mark.skipif(not GLIBC or platform.libc_ver()[1] < "2.33", reason="mallopt and mallinfo2 are glibc's")
def test_a_big_block_gets_its_own_mapping_even_after_a_bigger_one_was_freed():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["1"]


def test_a_table_left_is_gone_with_its_layers_at_the_end_of_that_frame():
    """A session that opens table after table (the monkey, tools/soak.py) keeps none it has left: a table's
    view and layers point back at it, and Python's collector, counting objects rather than the pixels they
    hold, looked at such old cycles so rarely that hundreds of MB of layers piled up."""
    app = make_app()
    app.push(MainMenu(app))
    left = []
    gc.disable()  # the collector's own timing aside: only what the app does counts
    try:
        for game_id in ("tiny", "zt", "coz"):
            table = app.push(TableScene(app, Match(registry.get(game_id), None, 5)))
            app.frame([], TICK)
            left.append(weakref.ref(table))
            del table
            app.pop()
            app.frame([], TICK)
        assert [ref() for ref in left] == [None, None, None]
    finally:
        gc.enable()


def test_a_games_caches_are_emptied_when_its_last_table_leaves():
    """A session that meets game after game (the monkey, tools/soak.py) keeps no game's caches full once its
    tables are gone; a game still on the stack keeps its own."""
    from zombiebox.games.coz import expression
    app = make_app()
    app.push(MainMenu(app))
    first = app.push(TableScene(app, Match(registry.get("coz"), None, 5)))
    app.push(TableScene(app, Match(registry.get("coz"), None, 6)))
    expression.tokenize("d0+d1")
    app.pop()
    app.frame([], TICK)
    assert expression.tokenize.cache_info().currsize > 0   # the first CoZ table is still there
    assert app.scene is first
    app.pop()
    app.frame([], TICK)
    assert expression.tokenize.cache_info().currsize == 0


def test_the_drawings_caches_are_emptied_when_no_table_is_left():
    """Back at the menu with no table on the stack, the drawing's caches (the banner's fitted words here)
    are emptied as the games' are: their small entries, made at tables, pinned the heap's arenas
    (tools/soak.py); while a table stays open they are kept."""
    from zombiebox.ui import draw
    app = make_app()
    app.push(MainMenu(app))
    app.push(TableScene(app, Match(registry.get("zt"), None, 5)))
    app.push(TableScene(app, Match(registry.get("coz"), None, 6)))
    app.render()
    assert draw.fit.cache_info().currsize > 0
    app.pop()
    app.frame([], TICK)
    assert draw.fit.cache_info().currsize > 0   # the Zombie Terror table is still open
    app.pop()
    app.frame([], TICK)
    assert draw.fit.cache_info().currsize == 0
