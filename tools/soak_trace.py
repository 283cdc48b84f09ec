"""Where the soak's memory goes: the monkey (tools/monkey.py) under tracemalloc, and the allocation
sites whose live bytes grew most between two event counts (a cache that keeps growing shows here).

    python -m tools.soak_trace [--seed 1] [--from 10000] [--to 40000] [--top 25] [--frames 6]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import tracemalloc
from pathlib import Path

from tools.monkey import Monkey, home_for


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="soak_trace", description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--from", dest="start", type=int, default=10_000, help="events before the first snapshot")
    parser.add_argument("--to", dest="end", type=int, default=40_000, help="events before the second")
    parser.add_argument("--top", type=int, default=25, help="allocation sites listed")
    parser.add_argument("--frames", type=int, default=6, help="frames of each traceback kept and shown")
    args = parser.parse_args(argv)

    from tests.conftest import TINY  # noqa: F401  (registers the tiny test game, as the suite does)

    with tempfile.TemporaryDirectory(prefix="zombiebox-trace-") as home:
        home_for(Path(home))
        tracemalloc.start(args.frames)
        monkey = Monkey(args.seed)
        monkey.run(args.start)
        first = tracemalloc.take_snapshot()
        monkey.run(args.end - args.start)
        second = tracemalloc.take_snapshot()
    here = (tracemalloc.Filter(False, tracemalloc.__file__),)
    total = sum(s.size for s in second.filter_traces(here).statistics("filename")) - \
        sum(s.size for s in first.filter_traces(here).statistics("filename"))
    print(f"traced bytes {args.start} -> {args.end} events: {total / 2**20:+.1f} MB")
    for stat in second.filter_traces(here).compare_to(first.filter_traces(here), "traceback")[:args.top]:
        print(f"\n{stat.size_diff / 2**20:+7.2f} MB  {stat.count_diff:+8d} blocks  (now {stat.size / 2**20:.2f} MB)")
        for line in stat.traceback.format(most_recent_first=True):
            print("   ", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
