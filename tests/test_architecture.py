"""Pure rules: nothing under core/ nor any games/*/{rules,data,bots}.py imports pygame,
or module-level random (all randomness goes through Dice). And the package cites only what a clone has."""
import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "zombiebox"
# A game's drawing lives in its scene/ package (or scene*.py); every other module of a game is rules (pure).
PURE = sorted(list((PACKAGE / "core").rglob("*.py")) +
              [p for p in (PACKAGE / "games").glob("*/*.py") if not p.stem.startswith("scene")])


def imported_modules(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_pure_module_imports_no_pygame_and_no_random(path):
    modules = set(imported_modules(path))
    assert not {m for m in modules if m.split(".")[0] == "pygame"}, f"{path} imports pygame"
    if path.name != "dice.py":
        assert "random" not in modules, f"{path} uses module-level random; use Dice"


def test_the_pure_set_covers_core_and_every_games_rules():
    assert any(p.name == "match.py" for p in PURE)
    for rules in (PACKAGE / "games").glob("*/rules.py"):
        assert rules in PURE


def test_no_file_in_the_package_points_outside_the_repository():
    """A clone has no ../shared/rules/ and no DESIGN document: the rulebooks ship as assets/rules/...,
    the design as docs/...; a docstring or comment cites those."""
    import re

    outside = re.compile(r"\.\./shared|DESIGN\.md|\bDESIGN\b")  # DESIGNED (a value the box prints) is a word of its own
    named = [f"{path.relative_to(PACKAGE.parent)}:{number}" for path in sorted(PACKAGE.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if outside.search(line)]
    assert not named, f"these point outside the repository: {', '.join(named)}"


def test_importing_every_pure_module_loads_no_pygame_even_indirectly():
    """An import of zombiebox.ui (or of a scene) from a rules module would pull pygame in
    without naming it: a fresh interpreter imports them all and looks."""
    import subprocess
    import sys

    names = [".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts) for p in PURE]
    code = f"import importlib, sys\nfor n in {names!r}: importlib.import_module(n)\nprint('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE.parent)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
