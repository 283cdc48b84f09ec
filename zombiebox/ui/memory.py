"""Big blocks go back to the system when they are freed.

glibc raises its mmap threshold each time a big block is freed (up to 32 MB), so once the first
full-window surface (a veil, a layer) has come and gone, later ones are carved from the heap, and
the holes they leave keep the resident size creeping: tools/soak.py grew 19 MB between 10,000 and
40,000 events, though a third of the heap was free. A fixed threshold keeps every block over 128 KB in
a mapping of its own, unmapped on free. Other C libraries (macOS, Windows, musl) are left as they are.
"""
from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3    # glibc's mallopt parameter number
MMAP_THRESHOLD = 128 * 1024  # glibc's own starting value, held fixed


def return_big_blocks() -> bool:
    """Fix the threshold; True when the C library took it."""
    mallopt = _libc("mallopt")
    return bool(mallopt and mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def give_back() -> bool:
    """Hand the heap's free pages back to the system (glibc's malloc_trim): after a table leaves, the
    Python objects freed with it leave pages the heap would otherwise keep (4-8 MB at a time in the
    soak). True when the C library did."""
    malloc_trim = _libc("malloc_trim")
    return bool(malloc_trim and malloc_trim(0))


def _libc(name: str):
    """glibc's function `name` on Linux, else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return getattr(ctypes.CDLL(None), name)
    except (OSError, AttributeError):
        return None
