"""How long the Load screen takes a frame with many saves, and how many save files it reads a frame.

    .venv/bin/python tools/load_screen_frames.py [--saves 2000] [--frames 60]

Writes N copies of a short tiny-game save into a temporary ZOMBIEBOX_HOME, opens the Load screen
headless and times `step` + `render` for each frame (median and worst), counting the save reads.
Run it against another checkout with PYTHONPATH=that/checkout to compare before and after.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.append(str(Path(__file__).resolve().parents[1]))  # the tiny game lives in tests/; PYTHONPATH comes first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=2000)
    parser.add_argument("--frames", type=int, default=60)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="zb-load-screen-"))
    os.environ["ZOMBIEBOX_HOME"] = str(home)

    from tests.tiny.game import GAME
    from zombiebox.core import registry
    registry.register(GAME)
    from zombiebox.core.match import Match
    from zombiebox.ui.app import App
    from zombiebox.ui.menu import LoadMenu, MainMenu
    from zombiebox.ui.settings import Settings, saves_dir

    match = Match(GAME, seed=4)
    for _ in range(6):
        match.play(match.legal_actions()[0])
    folder = saves_dir()
    text = match.save(folder / "template.json").read_bytes()
    (folder / "template.json").unlink()
    for i in range(args.saves):
        path = folder / f"game-{i:05d}.json"
        path.write_bytes(text)
        os.utime(path, ns=(1_700_000_000_000_000_000 + i * 10**9,) * 2)

    reads = [0]
    for module in [m for name, m in list(sys.modules.items()) if name.startswith("zombiebox.ui")]:
        if hasattr(module, "read_json"):  # wherever the Load screen reads saves from
            real = module.read_json

            def counted(*a, _real=real, **k):
                reads[0] += 1
                return _real(*a, **k)
            module.read_json = counted

    app = App((1280, 800), Settings())
    app.push(MainMenu(app))
    app.push(LoadMenu(app))
    times, per_frame = [], []
    for _ in range(args.frames):
        before = reads[0]
        start = time.perf_counter()
        app.step()
        app.render()
        times.append(time.perf_counter() - start)
        per_frame.append(reads[0] - before)
    print(f"{args.saves} saves, {args.frames} frames: first {times[0] * 1000:.1f} ms, "
          f"median {statistics.median(times) * 1000:.1f} ms, worst after the first {max(times[1:]) * 1000:.1f} ms; "
          f"save reads: first frame {per_frame[0]}, later frames {max(per_frame[1:])} at most")


if __name__ == "__main__":
    main()
