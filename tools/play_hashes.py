"""Compute the play hash of every case of tests/test_play_hash.py and, with `--write`, record it there.

A deliberate rules change records its new hashes by running this rather than by pasting them: each
RECORDED value is rewritten in place, its line's comment kept (then say why on the changed lines, and
which hashes changed in the commit message). Without `--write` it only reports.

    .venv/bin/python -m tools.play_hashes              # every case: same or changed
    .venv/bin/python -m tools.play_hashes zt --write   # record Zombie Terror's new hashes
"""
import argparse
import ast
from pathlib import Path

from tests.test_play_hash import CASES, RECORDED
from tests.tiny.game import GAME as TINY
from zombiebox.core import registry
from zombiebox.core.simulate import play_hash

HASH_FILE = Path(__file__).resolve().parents[1] / "tests" / "test_play_hash.py"


def recorded_values(text):
    """Where each RECORDED value is written: key -> (line, first column, last column) of its literal,
    in `RECORDED = {...}` and every `RECORDED.update({...})`."""
    found = {}
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["RECORDED"]:
            table = node.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "update"
              and getattr(node.func.value, "id", None) == "RECORDED" and node.args):
            table = node.args[0]
        else:
            continue
        for key, value in zip(table.keys, table.values):
            found[key.value] = (value.lineno, value.col_offset, value.end_col_offset)
    return found


def rewrite(text, hashes):
    """`text` with each key's recorded value replaced by `hashes[key]`; comments and layout kept."""
    lines = text.splitlines(keepends=True)
    for key, (line, start, end) in recorded_values(text).items():
        if key in hashes:  # ast's columns count UTF-8 bytes
            written = lines[line - 1].encode()
            lines[line - 1] = (written[:start] + f'"{hashes[key]}"'.encode() + written[end:]).decode()
    return "".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every case)")
    parser.add_argument("--write", action="store_true", help="record the computed hashes in the test file")
    args = parser.parse_args()
    registry.register(TINY)  # the tiny game's hash proves the check can fail (tests/conftest.py registers it too)
    known = sorted({case[0] for case in CASES})
    unknown = [game_id for game_id in args.games if game_id not in known]
    if unknown:
        raise SystemExit(f"no play hash case of {', '.join(unknown)}; games: {', '.join(known)}")
    cases = {f"{game_id} {options}": (game_id, options, seeds) for game_id, options, seeds in CASES
             if not args.games or game_id in args.games}
    missing = [key for key in cases if key not in RECORDED]
    if missing:
        raise SystemExit(f"no RECORDED line for {', '.join(missing)}: add one (any value), then run this again")
    hashes = {}
    for key, (game_id, options, seeds) in cases.items():
        hashes[key] = play_hash(registry.get(game_id), seeds, options)
        same = hashes[key] == RECORDED[key]
        print(f"{'same   ' if same else 'CHANGED'} {key}: {hashes[key]}" + ("" if same else f" (was {RECORDED[key]})"),
              flush=True)
    if args.write:
        HASH_FILE.write_text(rewrite(HASH_FILE.read_text(encoding="utf-8"), hashes), encoding="utf-8")
        print(f"recorded in {HASH_FILE.relative_to(HASH_FILE.parents[1])}; say why on each changed line")


if __name__ == "__main__":
    main()
