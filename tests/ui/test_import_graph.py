"""No import cycles in ui/, nor between ui/ and the games' scenes: every import statement
counts, at the top, inside a function or under TYPE_CHECKING (read with ast, not run)."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "zombiebox"


def module_files() -> dict[str, Path]:
    """Dotted module name -> file, for ui/ and every game."""
    files = {}
    for path in [*(PACKAGE / "ui").rglob("*.py"), *(PACKAGE / "games").rglob("*.py")]:
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        files[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return files


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The known modules `name` imports; relative imports resolved, `from pkg import mod` is mod."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names} & known
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            module = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
            for alias in node.names:
                full = f"{module}.{alias.name}"
                out |= {full} if full in known else {module} & known
    return out - {name}


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    return {name: imports_of(name, path, set(files)) for name, path in files.items()}


def reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), list(graph[start])
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo += graph[module]
    return seen


def cycles_through_ui(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """Each set of modules that import one another in a ring, where one of them is in ui/."""
    reaches = {m: reach(graph, m) for m in graph}
    return {frozenset({m} | {o for o in reaches[m] if m in reaches[o]})
            for m in graph if m.startswith("zombiebox.ui") and m in reaches[m]}


def test_the_graph_sees_relative_and_type_checking_imports(tmp_path):
    graph = import_graph()
    assert "zombiebox.ui.scene" in graph["zombiebox.ui.app"]          # from .scene import Scene
    assert "zombiebox.ui.draw" in graph["zombiebox.ui.scene"]         # from . import draw
    assert any("zombiebox.ui.boardview" in graph[m] for m in graph if m.startswith("zombiebox.games."))  # scenes
    hidden = tmp_path / "hidden.py"
    hidden.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .app import App\n")
    assert imports_of("zombiebox.ui.hidden", hidden, set(graph)) == {"zombiebox.ui.app"}
    ring = {"zombiebox.ui.app": {"zombiebox.ui.scene"}, "zombiebox.ui.scene": {"zombiebox.ui.app"}}
    assert cycles_through_ui(ring) == {frozenset(ring)}


def test_ui_has_no_import_cycles():
    assert cycles_through_ui(import_graph()) == set()
