"""All Things Zombie in `zombiebox bench atz`: the fullest table it can show (two boards, all 60 zombies
on them, spread over the clear hexes), for frame times, and the frame times while the map scrolls back
and forth under a drag, every frame (issue 22: p99 at or under 4 ms, scrolling included)."""
from __future__ import annotations

from .boards import CLEAR, load_table
from .state import AtzState

SPREAD = 7        # every 7th clear hex in turn: zombies all over the table, not in one corner
SCROLL_PX = 24    # pixels the map moves a frame, one way then back
SCROLL_FRAMES = 300


def bench_state() -> tuple[dict, int, int]:
    return {"scenario": "skirmish"}, 1, 40


def bench_fill(state: AtzState) -> None:
    """Every zombie in the Cup onto the table. Benchmarks only: the position ignores generation."""
    table = load_table(tuple(tuple(row) for row in state.layout))
    clear = [h for h, t in table.terrain.items() if t == CLEAR and h not in table.half]
    for i, zid in enumerate(list(state.cup)):
        state.zombies[zid].hex = clear[(i * SPREAD) % len(clear)]
    state.cup.clear()


def bench_figures() -> dict[str, float]:
    """Frame p50 and p99 (ms) on the full table while the map scrolls every frame."""
    from zombiebox.bench import percentile
    from zombiebox.ui.bench import frame_times_ms

    def scroll(scene, i: int) -> None:
        cam = scene.view.cam
        if cam is not None and not cam.scrolls:   # a table opens with the whole map in view: zoomed in as a
            cam.wheel(cam.view.center, 6, zoom=True)  # reader would, the map scrolls (and the minimap shows)
        if cam is not None:
            cam.pan(SCROLL_PX if (i // 40) % 2 else -SCROLL_PX, 0)
    frames = frame_times_ms("atz", SCROLL_FRAMES, each=scroll)
    return {"scrolling_frame_ms_p50": round(percentile(frames, 50), 3),
            "scrolling_frame_ms_p99": round(percentile(frames, 99), 3)}
