"""The soak: the monkey (tools/monkey.py) for many events, with the process's memory (RSS)
after a warm-up and at the end. Fails on any exception, or on RSS growing past a limit after
the warm-up (a cache that grows without bound).

    python -m tools.soak [--events 100000] [--seed 1] [--warmup 10000] [--limit-mb 20]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from tools.monkey import Monkey, MonkeyFound, home_for


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
        warm = None
        print(f"soak: seed {args.seed}, {args.events} events; RSS at start {rss_start:.1f} MB", flush=True)
        try:
            while monkey.events < args.events:
                monkey.step()
                if monkey.events == args.warmup:
                    warm = rss_mb()
                    print(f"  {monkey.events:>7} events  RSS {warm:.1f} MB  (after warm-up)  {caches_mb()}; "
                          f"{screen(monkey)}", flush=True)
                elif monkey.events % args.every == 0:
                    print(f"  {monkey.events:>7} events  RSS {rss_mb():.1f} MB  {time.monotonic() - start:.0f} s  "
                          f"{caches_mb()}; {screen(monkey)}", flush=True)
        except MonkeyFound as exc:
            print(f"soak: FAILED after {monkey.events} events: {exc}", file=sys.stderr)
            return 1
        end = rss_mb()
        took = time.monotonic() - start
    warm = rss_start if warm is None else warm
    print(f"soak: {monkey.events} events in {took:.0f} s; RSS {rss_start:.1f} MB at start, {warm:.1f} MB after "
          f"{min(args.warmup, args.events)} events of warm-up, {end:.1f} MB at the end "
          f"({end - warm:+.1f} MB after the warm-up); {screen(monkey)}")
    print(f"soak: screens reached: {', '.join(sorted(monkey.seen))}")
    if end - warm > args.limit_mb:
        print(f"soak: FAILED: RSS grew {end - warm:.1f} MB after the warm-up (limit {args.limit_mb:g} MB)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
