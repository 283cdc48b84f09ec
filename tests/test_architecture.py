"""Pure rules: nothing under core/ nor any games/*/{rules,data,bots}.py imports pygame,
or module-level random (all randomness goes through Dice)."""
import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "zombiebox"
PURE = sorted(list((PACKAGE / "core").rglob("*.py")) +
              [p for name in ("rules.py", "data.py", "bots.py") for p in (PACKAGE / "games").glob(f"*/{name}")] +
              [p for p in (PACKAGE / "games").glob("*/*.py") if p.name not in ("scene.py",) and "scene" not in p.stem])


def imported_modules(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


@pytest.mark.parametrize("path", sorted(set(PURE)), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_pure_module_imports_no_pygame_and_no_random(path):
    modules = set(imported_modules(path))
    assert not {m for m in modules if m.split(".")[0] == "pygame"}, f"{path} imports pygame"
    if path.name != "dice.py":
        assert "random" not in modules, f"{path} uses module-level random; use Dice"


def test_the_pure_set_is_not_empty():
    assert any(p.name == "match.py" for p in PURE)
