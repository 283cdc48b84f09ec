"""Zombie Survival's throw frames by kind: the bench's throws (games/zs/scene/bench.py) played again,
each frame timed in thread CPU time and wall time and named by what it did (the drag and release,
a flight step, a die landing, the last landing that settles the attack, the animations after).

    python -m tools.throw_frames [--throws 12] [--profile 3]

prints, by kind, the frames' count and median / p99 / max in ms, then cProfiles the slowest frames
(--profile N of them, played again with the profiler on)."""
from __future__ import annotations

import argparse
import cProfile
import copy
import io
import pstats
import statistics
import time

from zombiebox.bench import percentile
from zombiebox.games.zs.scene.bench import bench_table, settle, throw_events


def throws(n: int, profile_at: frozenset = frozenset()):
    """Each throw frame as (throw, frame index, kind, cpu ms, wall ms, cpu ms of its logic tick), the
    frames at `profile_at` (throw, frame) run under cProfile (their stats returned too)."""
    app, table, match = bench_table()
    view = table.view
    rows, profiles = [], {}
    held, played = copy.deepcopy(match.state), len(match.steps)
    for i in range(n):
        settle(app)
        events = throw_events(view.screen(match).lid(), i)
        frame = 0
        while frame == 0 or view.in_hand or view.anim.running:
            flying, before = view.flight is not None, len(match.steps)
            prof = cProfile.Profile(time.thread_time) if (i, frame) in profile_at else None
            wall, cpu = time.perf_counter(), time.thread_time()
            if prof:
                prof.enable()
            app.step(events if frame == 0 else ())
            stepped = time.thread_time()
            app.render()
            if prof:
                prof.disable()
            step = (stepped - cpu) * 1000
            cpu, wall = (time.thread_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000
            lands = len(match.steps) - before
            if frame == 0:
                kind = "drag and release"
            elif lands and match.state.throw is None:
                kind = "last landing (attack settled)"
            elif lands:
                kind = "a die lands"
            elif flying:
                kind = "flight step"
            else:
                kind = "animation after"
            rows.append((i, frame, kind, cpu, wall, step))
            if prof:
                profiles[(i, frame)] = prof
            frame += 1
        match.state, match.steps[played:] = copy.deepcopy(held), []
        match.version += 1
        view.version += 1
    return rows, profiles


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--throws", type=int, default=12)
    ap.add_argument("--profile", type=int, default=3, help="how many of the slowest frames to profile")
    ap.add_argument("--kind", default="", help="profile the slowest frames of this kind only")
    ap.add_argument("--lines", type=int, default=30, help="lines of each profile")
    args = ap.parse_args()
    rows, _ = throws(args.throws)
    kinds: dict[str, list] = {}
    for _, _, kind, cpu, wall, step in rows:
        kinds.setdefault(kind, []).append((cpu, wall, step))
    print(f"{len(rows)} throw frames, {args.throws} throws; ms")
    print(f"{'kind':32} {'n':>4} {'cpu p50':>8} {'cpu p99':>8} {'cpu max':>8} {'wall p50':>9} {'wall max':>9} "
          f"{'step p50':>9}")
    for kind, xs in kinds.items():
        cpu, wall, step = [x[0] for x in xs], [x[1] for x in xs], [x[2] for x in xs]
        print(f"{kind:32} {len(xs):4} {statistics.median(cpu):8.2f} {percentile(cpu, 99):8.2f} {max(cpu):8.2f} "
              f"{statistics.median(wall):9.2f} {max(wall):9.2f} {statistics.median(step):9.2f}")
    allcpu = [r[3] for r in rows]
    print(f"{'all':32} {len(rows):4} {statistics.median(allcpu):8.2f} {percentile(allcpu, 99):8.2f} {max(allcpu):8.2f}")
    if args.profile:
        slowest = sorted((r for r in rows if args.kind in r[2]), key=lambda r: -r[3])[:args.profile]
        print("slowest (cpu):", [(t, f, k, round(c, 2)) for t, f, k, c, *_ in slowest])
        _, profiles = throws(args.throws, frozenset((t, f) for t, f, *_ in slowest))
        for (t, f), prof in sorted(profiles.items()):
            kind = next(k for tt, ff, k, *_ in rows if (tt, ff) == (t, f))
            out = io.StringIO()
            pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(args.lines)
            print(f"\n--- throw {t} frame {f}: {kind}\n" + "\n".join(out.getvalue().splitlines()[4:]))


if __name__ == "__main__":
    main()
