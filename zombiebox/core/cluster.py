"""Chunks of seeds played elsewhere: on this machine's processes, or on a Dask cluster (`--cluster`).

A task is plain data (what to play: a duel's seat and levels, a simulation's bots) and a chunk a range of
seeds; a worker finds the game again by its id (or the module that defines it: core/simulate.py), plays
the chunk and sends back plain results, which are merged by seed. So a run gives the same outcomes on one
process, on J, or on a cluster of any size. Dask is optional (`pip install zombiebox[cluster]`): it is
imported only when `--cluster` is given. `--cluster local` starts a LocalCluster on this machine (J
workers with `--jobs J`); any other value is the address of a running scheduler (docs/opponents.md).
"""
from __future__ import annotations

import multiprocessing
from typing import Any, Callable, Optional

from .simulate import CHUNKS_PER_JOB, SimResult, _find_game, _merge, _play_range, _split, seat_bots
from .rules import Game


class ClusterError(Exception):
    """Dask is missing, or the scheduler cannot be reached: one line for the command line."""


def run_task(task: tuple, seeds: range) -> Any:
    """One chunk of seeds, wherever it runs (a top-level function: a worker finds it by its name)."""
    kind, game_id, module, *rest = task
    game = _find_game(game_id, module)
    if kind == "duel":
        from .duel import play_pairs
        seat, a, b, options = rest
        return play_pairs(game, seeds, seat, a, b, options)
    bots, options = rest
    return _play_range(game, seeds, bots, options, False, SimResult())


def _run_job(job: tuple) -> Any:
    return run_task(*job)


def run_chunks(task: tuple, seeds: range, jobs: int = 1, cluster: Optional[str] = None,
               progress: Optional[Callable[[int], None]] = None) -> tuple[list, str]:
    """Every seed of `seeds` played for `task`; returns (the results in seed order, where they were played).
    A chunk's results are a list (duel pairs) or a SimResult, and are joined in seed order."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    if cluster:
        parts, where = _on_dask(task, seeds, jobs, cluster, progress)
    elif jobs == 1 or len(seeds) == 1:
        parts, where = [run_task(task, seeds)], "1 process"
    else:
        jobs = min(jobs, len(seeds))
        chunks = _split(seeds, jobs * CHUNKS_PER_JOB)
        parts, done = [], 0
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for part, chunk in zip(pool.imap(_run_job, [(task, c) for c in chunks]), chunks):  # in seed order
                parts.append(part)
                done += len(chunk)
                if progress:
                    progress(done)
        where = f"{jobs} processes"
    return _join(parts), where


def _join(parts: list) -> Any:
    if parts and isinstance(parts[0], SimResult):
        total = SimResult()
        for part in parts:
            _merge(total, part)
        return total
    return [item for part in parts for item in part]


def _on_dask(task: tuple, seeds: range, jobs: int, address: str,
             progress: Optional[Callable[[int], None]]) -> tuple[list, str]:
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise ClusterError("--cluster needs Dask: pip install 'zombiebox[cluster]'") from None
    local = LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True, dashboard_address=None) \
        if address == "local" else None
    try:
        with Client(local if local is not None else address) as client:
            workers = max(1, len(client.scheduler_info()["workers"]))
            chunks = _split(seeds, workers * CHUNKS_PER_JOB)
            futures = client.map(run_task, [task] * len(chunks), chunks, pure=False)
            done = 0
            for future in as_completed(futures):
                done += len(chunks[futures.index(future)])
                if progress:
                    progress(done)
            parts = client.gather(futures)   # in the chunks' order: by seed
            where = f"Dask {'LocalCluster' if local is not None else 'at ' + address}, {workers} workers"
    except OSError as exc:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    finally:
        if local is not None:
            local.close()
    return parts, where


def simulate_on(game: Game, games: int, seed: int = 1, bots: Optional[dict[str, str]] = None,
                options: Optional[dict] = None, jobs: int = 1, cluster: str = "local",
                progress: Optional[Callable[[int], None]] = None) -> SimResult:
    """`simulate` on a Dask cluster: the same outcomes as on one process."""
    import time
    options = game.rules.resolve_options(options)
    bots = seat_bots(game, options, bots)
    start = time.perf_counter()
    task = ("simulate", game.game_id, type(game.rules).__module__, bots, options)
    result, _ = run_chunks(task, range(seed, seed + games), jobs, cluster, progress)
    result.seconds = time.perf_counter() - start
    result.jobs = jobs
    return result
