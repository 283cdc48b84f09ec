"""The soak: the monkey (tools/monkey.py) for many events, with the process's memory (RSS)
after a warm-up and at the end. Fails on any exception, or on RSS growing past a limit after
the warm-up (a cache that grows without bound).

Growth is read like for like: at each reading a forked copy of the process goes back to the main
menu in the window size the soak started with, collects and reads its RSS, and exits, so the
monkey's own run is untouched and a reading does not swing with the screen in front (a table's
window-sized layers hold 10-50 MB) or the size the monkey last dragged the window to. The RSS of
the run itself, on whatever screen is open, is printed beside it.

    python -m tools.soak [--events 100000] [--seed 1] [--warmup 10000] [--limit-mb 20]
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

from tools.monkey import SIZE, Monkey, MonkeyFound, home_for


def rss_mb() -> float:
    """The resident set size now (Linux /proc), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise OSError("no VmRSS in /proc/self/status")


def caches_mb() -> str:
    """What the bounded caches hold now: they fill to their bound after the warm-up, and RSS with them."""
    from zombiebox.games.coz import solver_tables
    from zombiebox.ui import draw
    return (f"caches: text {draw._texts.weight / 2**20:.1f}/{draw._texts.max_weight / 2**20:.0f} MB, "
            f"CoZ solver {solver_tables._STORES.weight / 2**20:.1f}/{solver_tables._STORES.max_weight / 2**20:.0f} MB")


def screen(monkey: Monkey) -> str:
    """The window's size and the scene in front: window-sized layers of a table hold 10-50 MB, so a reading
    swings with them (a 2200 x 1400 layer alone is 12 MB)."""
    w, h = monkey.app.window.get_size()
    return f"window {w}x{h}, {type(monkey.app.scene).__name__}"


def at_the_menu_mb(monkey: Monkey) -> float:
    """The RSS of a forked copy sent back to the main menu in the soak's first window size, after a
    frame, a collection and the heap's free pages given back: what the run holds beyond its screen."""
    import pygame

    from zombiebox.ui.memory import give_back
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # the copy: never returns into the soak
        try:
            os.close(read)
            pygame.display.set_mode(SIZE, pygame.RESIZABLE)
            monkey.app.home()
            monkey.app.frame([pygame.event.Event(pygame.VIDEORESIZE, size=SIZE, w=SIZE[0], h=SIZE[1])], 0.25)
            gc.collect()
            give_back()
            os.write(write, f"{rss_mb():.3f}".encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as answer:
        said = answer.read()
    os.waitpid(child, 0)
    if not said:
        raise OSError("the forked reading at the main menu died before it read its RSS")
    return float(said)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="soak", description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--warmup", type=int, default=10_000, help="events before the first RSS reading")
    parser.add_argument("--limit-mb", type=float, default=20.0, help="RSS growth allowed after the warm-up")
    parser.add_argument("--every", type=int, default=10_000, help="events between progress lines")
    args = parser.parse_args(argv)

    from tests.conftest import TINY  # noqa: F401  (registers the tiny test game, as the suite does)

    with tempfile.TemporaryDirectory(prefix="zombiebox-soak-") as home:
        home_for(Path(home))
        start, rss_start = time.monotonic(), rss_mb()
        monkey = Monkey(args.seed)
        warm = menu_warm = None
        print(f"soak: seed {args.seed}, {args.events} events; RSS at start {rss_start:.1f} MB", flush=True)
        try:
            while monkey.events < args.events:
                monkey.step()
                if monkey.events == args.warmup:
                    warm, menu_warm = rss_mb(), at_the_menu_mb(monkey)
                    print(f"  {monkey.events:>7} events  at the menu {menu_warm:.1f} MB  (after warm-up); "
                          f"the run {warm:.1f} MB on {screen(monkey)}; {caches_mb()}", flush=True)
                elif monkey.events % args.every == 0:
                    print(f"  {monkey.events:>7} events  at the menu {at_the_menu_mb(monkey):.1f} MB  "
                          f"{time.monotonic() - start:.0f} s; the run {rss_mb():.1f} MB on {screen(monkey)}; "
                          f"{caches_mb()}", flush=True)
        except MonkeyFound as exc:
            print(f"soak: FAILED after {monkey.events} events: {exc}", file=sys.stderr)
            return 1
        end, menu_end = rss_mb(), at_the_menu_mb(monkey)
        took = time.monotonic() - start
    if menu_warm is None:  # a run shorter than its warm-up reads from its start
        warm, menu_warm = rss_start, menu_end
    print(f"soak: {monkey.events} events in {took:.0f} s; RSS {rss_start:.1f} MB at start; at the main menu in "
          f"{SIZE[0]}x{SIZE[1]}: {menu_warm:.1f} MB after {min(args.warmup, args.events)} events of warm-up, "
          f"{menu_end:.1f} MB at the end ({menu_end - menu_warm:+.1f} MB after the warm-up); the run itself "
          f"{warm:.1f} -> {end:.1f} MB on {screen(monkey)}")
    print(f"soak: screens reached: {', '.join(sorted(monkey.seen))}")
    if menu_end - menu_warm > args.limit_mb:
        print(f"soak: FAILED: RSS at the main menu grew {menu_end - menu_warm:.1f} MB after the warm-up "
              f"(limit {args.limit_mb:g} MB)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
