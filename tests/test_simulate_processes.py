"""`simulate --jobs` and its processes, driven the way a user does it: a worker killed, the run killed,
Ctrl+C. Each test starts `python -m zombiebox simulate zt --games 100000 --jobs 2` (minutes of play),
finds the workers through /proc, sends the signal and waits a bounded time for what must follow."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="finds the workers through /proc")

ROOT = Path(__file__).parents[1]
LONG_RUN = [sys.executable, "-m", "zombiebox", "simulate", "zt", "--games", "100000", "--jobs", "2"]


def start(argv=LONG_RUN) -> subprocess.Popen:
    """The run in a session of its own (a terminal's Ctrl+C goes to the whole group), with Ctrl+C
    answered as a terminal's shell leaves it (a shell without job control ignores it in a job it starts)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def alive(pid: int) -> bool:
    """Running (a zombie waiting to be reaped has stopped playing)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


def workers(run: subprocess.Popen, count: int = 2, within: float = 90) -> list[int]:
    """The run's worker processes (not multiprocessing's resource tracker), once `count` are up."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        found = []
        for children in Path(f"/proc/{run.pid}/task").glob("*/children"):
            for pid in map(int, children.read_text().split()):
                try:
                    if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes():
                        found.append(pid)
                except FileNotFoundError:
                    pass
        if len(found) >= count:
            return found
        assert run.poll() is None, run.communicate()
        time.sleep(0.2)
    pytest.fail(f"no {count} workers after {within} s")


def gone(pids: list[int], within: float = 30) -> bool:
    deadline = time.monotonic() + within
    while any(map(alive, pids)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return not any(map(alive, pids))


def ended(run: subprocess.Popen, within: float = 60) -> tuple[int, str]:
    try:
        _, err = run.communicate(timeout=within)
    except subprocess.TimeoutExpired:
        os.killpg(run.pid, signal.SIGKILL)
        run.communicate()
        pytest.fail(f"the run was still going {within} s after the signal")
    return run.returncode, err


@pytest.fixture
def runs():
    """Every run a test starts, killed with its group at the end whatever happened."""
    started = []
    yield lambda *argv: started.append(start(*argv)) or started[-1]
    for run in started:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.communicate()


def test_a_killed_worker_ends_the_run_in_one_line(runs):
    run = runs()
    first, second = workers(run)
    os.kill(first, signal.SIGKILL)
    code, err = ended(run)
    assert code != 0
    assert len(err.strip().splitlines()) == 1, err
    assert f"a simulation process (pid {first}) ended: killed by SIGKILL" in err and "100000 games" in err, err
    assert gone([second])


def test_the_workers_die_with_the_run(runs):
    run = runs()
    pids = workers(run)
    run.terminate()  # `kill PID`: SIGTERM, which gives the run no chance to tidy up
    ended(run)
    assert gone(pids), [pid for pid in pids if alive(pid)]


def test_the_workers_die_with_the_run_even_on_sigkill(runs):
    run = runs()
    pids = workers(run)
    run.kill()
    ended(run)
    assert gone(pids), [pid for pid in pids if alive(pid)]


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


@pytest.mark.parametrize("jobs", ["2", "1"])
def test_ctrl_c_is_one_line_with_what_finished(runs, jobs):
    run = runs([*LONG_RUN[:-1], jobs])
    if jobs == "2":
        pids = workers(run)
        time.sleep(2)
    else:  # the run plays itself: past its imports (a second or two of CPU) and into the games
        pids, deadline = [], time.monotonic() + 90
        while cpu_seconds(run.pid) < 4 and time.monotonic() < deadline:
            time.sleep(0.2)
    os.killpg(run.pid, signal.SIGINT)  # what a terminal does on Ctrl+C: the whole group
    code, err = ended(run)
    assert code == 130
    assert len(err.strip().splitlines()) == 1, err
    assert err.startswith("zombiebox: stopped by Ctrl+C; ") and "100000 games finished" in err, err
    assert gone(pids)


def test_jobs_past_the_cores_are_capped_with_a_note(capsys):
    from zombiebox.cli import main

    assert main(["simulate", "tiny", "--games", "4", "--jobs", "100000", "--json"]) == 0
    out, err = capsys.readouterr()
    cores = os.cpu_count() or 1
    assert err == f"zombiebox: --jobs 100000 is more than the {cores} cores here; playing on {cores}\n"
    assert f'"jobs": {min(cores, 4)}' in out
