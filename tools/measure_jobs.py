"""How much faster `zombiebox simulate --jobs J` plays than `--jobs 1`, measured the way
docs/performance.md asks on a shared machine: whole command runs (process start-up and the
workers' spawn included), alternated so a busy spell hits both sides, medians compared.

    .venv/bin/python tools/measure_jobs.py coz avz --games 2000 --rounds 5 --jobs 2

It also gives the CPU seconds each side spent (the command and its workers): their ratio is what J
processes cost over one, and J x (CPU of 1 / CPU of J) the speed-up J idle cores would give, a figure the
machine's load distorts far less than wall time. And it checks that every run of a game counted the same
outcomes whatever the number of jobs.

On a shared Linux machine the wall figure only means something while the other users are idle: with
sched_autogroup on (/proc/sys/kernel/sched_autogroup_enabled), the scheduler shares the CPU between
sessions, not processes, so while other sessions keep both cores busy, a second worker in this session
gets no more CPU than the first had alone. Look at the load average (uptime) before believing it."""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time


def _cpu() -> float:
    """CPU seconds of every finished child and its waited-for children (the pool's workers)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run(game: str, games: int, jobs: int) -> tuple[float, float, dict]:
    """One `zombiebox simulate` run: (games per second of wall time, CPU seconds, its JSON)."""
    argv = [sys.executable, "-m", "zombiebox", "simulate", game, "--games", str(games), "--jobs", str(jobs), "--json"]
    cpu, start = _cpu(), time.perf_counter()
    out = subprocess.run(argv, check=True, capture_output=True, text=True).stdout
    return games / (time.perf_counter() - start), _cpu() - cpu, json.loads(out)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="+")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--jobs", type=int, default=2, help="compared with --jobs 1")
    args = p.parse_args()
    for game in args.game:
        rates: dict[int, list[float]] = {1: [], args.jobs: []}
        cpus: dict[int, list[float]] = {1: [], args.jobs: []}
        outcomes = set()
        for r in range(args.rounds):
            order = (1, args.jobs) if r % 2 == 0 else (args.jobs, 1)  # alternate which side goes first
            for jobs in order:
                rate, cpu, data = run(game, args.games, jobs)
                rates[jobs].append(rate)
                cpus[jobs].append(cpu)
                outcomes.add(json.dumps(data["outcomes"], sort_keys=True))
        one, many = statistics.median(rates[1]), statistics.median(rates[args.jobs])
        print(f"{game}: {args.games} games, {args.rounds} rounds alternated; games/s (wall, whole command)")
        print(f"  --jobs 1: median {one:.1f}  runs {', '.join(f'{v:.1f}' for v in rates[1])}")
        print(f"  --jobs {args.jobs}: median {many:.1f}  runs {', '.join(f'{v:.1f}' for v in rates[args.jobs])}")
        cpu_one, cpu_many = statistics.median(cpus[1]), statistics.median(cpus[args.jobs])
        print(f"  speed-up {many / one:.2f}x; outcomes {'identical in every run' if len(outcomes) == 1 else 'DIFFER'}")
        print(f"  CPU seconds, medians: --jobs 1 {cpu_one:.2f}, --jobs {args.jobs} {cpu_many:.2f}; on {args.jobs} idle "
              f"cores that is a speed-up of {args.jobs * cpu_one / cpu_many:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
