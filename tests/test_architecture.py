"""Pure rules: nothing under core/ nor any games/*/{rules,data,bots}.py imports pygame,
or module-level random (all randomness goes through Dice). And the package cites only what a clone has."""
import ast
import re
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


# --- no module-level caches in rules modules (issue 32.4) -----------------------------------------
# A value worked out from a state is kept with core.state.memo (forgotten whenever the flow changes the
# state); static geometry with functools.cache / lru_cache, keyed by immutable values; the solver's
# weight-bounded stores with core.bounded_cache.BoundedCache. A module-level dict or list that a function
# fills is none of these: right only while every field it reads is in its key, and shared mutably.
RULES_MODULES = [p for p in PURE if "games" in p.parts]
MUTATING = {"append", "extend", "insert", "pop", "popitem", "clear", "update", "setdefault", "add", "discard",
            "remove", "move_to_end", "sort", "reverse", "__setitem__"}
KIT_CACHES = {"BoundedCache", "lru_cache", "cache"}


def module_level_caches(source: str) -> list[str]:
    """'line: name' for each module-level name a function writes into (or rebinds with `global`)."""
    tree = ast.parse(source)
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            made = node.value.func if isinstance(node.value, ast.Call) else None
            if getattr(made, "id", getattr(made, "attr", None)) in KIT_CACHES:
                continue
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    found = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Global):
                found += [f"{node.lineno}: global {n}" for n in node.names]
            elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
                targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
                found += [f"{node.lineno}: {t.value.id}[...]" for t in targets
                          if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id in names]
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and isinstance(node.func.value, ast.Name) and node.func.value.id in names
                  and node.func.attr in MUTATING):
                found.append(f"{node.lineno}: {node.func.value.id}.{node.func.attr}()")
    return found


@pytest.mark.parametrize("path", RULES_MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_rules_modules_keep_no_module_level_cache(path):
    assert not module_level_caches(path.read_text(encoding="utf-8")), \
        f"{path} keeps values in a module-level container; use core.state.memo or functools.cache"


@pytest.mark.parametrize("path", RULES_MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_rules_modules_hold_no_self_filling_dict(path):
    """A dict that fills itself (a defaultdict, a project class with `__missing__`) is a cache no write
    names: looked for by value (a Counter's `__missing__` only answers 0)."""
    import importlib
    from collections import defaultdict

    module = importlib.import_module(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
    filling = [name for name, value in vars(module).items() if isinstance(value, defaultdict) or (
        isinstance(value, dict) and hasattr(type(value), "__missing__")
        and type(value).__module__.startswith("zombiebox"))]
    assert not filling, f"{path}: {filling} fill themselves at module level; use functools.cache"


def test_the_cache_check_finds_a_planted_cache():
    """The check fails on the pattern it is for: ZT's old 'last board' cache and a dict cleared when full,
    while static caches through functools and constant tables pass."""
    planted = '''
from functools import lru_cache
_LAST: list = []
_SEEN: dict = {}
TURNS = {f: f.lower() for f in "NESW"}

def forced(s):
    if _LAST and _LAST[0] == s.zombies:
        return _LAST[1]
    _LAST[:] = [dict(s.zombies), 1]

def seen(key):
    if len(_SEEN) > 64:
        _SEEN.clear()
    return _SEEN.setdefault(key, TURNS[key])

@lru_cache(maxsize=64)
def area(lot, loc):
    return TURNS[loc]
'''
    found = [where.split(": ")[1] for where in module_level_caches(planted)]
    assert sorted(found) == ["_LAST[...]", "_SEEN.clear()", "_SEEN.setdefault()"]


# --- one way to make an Action (issue 32.8) --------------------------------------------------------
def direct_action_calls(source: str) -> list[int]:
    """Lines that call Action(...) itself: past Action.of's checks and the kit's interner."""
    return [node.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Action"]


@pytest.mark.parametrize("path", sorted((PACKAGE / "games").rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_games_make_actions_only_through_the_kit(path):
    assert not direct_action_calls(path.read_text(encoding="utf-8")), \
        f"{path} builds an Action directly; use core.actions.act (or Action.of)"


def test_the_action_check_finds_a_direct_action():
    planted = 'from zombiebox.core.actions import Action\nSTEP = Action("step", (("to", "C4"),))\nok = Action.of("end")\n'
    assert direct_action_calls(planted) == [2]


# --- a scene sees only the contract (issue 32.1) ---------------------------------------------------
# What a scene shows about what the rules allow (reach, costs, threats, sight, a scenario's goal, a shop's
# prices) it asks the game's Rules through `match.rules` (docs/architecture.md, "The rules contract"). Of
# its own game it imports only the data, the state, the words and the printed board's geometry; of the rest
# of the package only the kit (core/, ui/). City of Zombies' `expression` is its notation: the text a
# combination Action carries, read and written (like the other games' words), so its builder may use it.
SCENE_MAY_IMPORT = {
    "atz": {"data", "state", "boards"},
    "avz": {"data", "state", "words", "town"},
    "coz": {"data", "state", "layout", "expression"},
    "zs": {"data", "state", "words", "houses", "lid"},   # lid: the printed zombie picture on the box lid
    "zt": {"data", "state", "words", "lot"},
}
KIT = ("zombiebox.core", "zombiebox.ui", "zombiebox.bench")
# Named exceptions, by file, each with why.
SCENE_EXCEPTIONS: dict[str, set[str]] = {
    # the campaign screen is no board but the campaign's own front (ATZ 13.0), a menu between scenarios:
    # it keeps the campaign record (new, start, finish, save, load) as the main menu keeps a Match, and
    # shows nothing of what the rules allow on a board
    "atz/scene/campaign.py": {"campaign"},
}
SCENES = sorted(p for p in (PACKAGE / "games").glob("*/scene*/**/*.py")) + \
    sorted((PACKAGE / "games").glob("*/scene*.py"))


def game_modules_imported(path: Path) -> set[str]:
    """The modules of its own game a scene file imports (`from ..purchase import BUY`, `from .. import
    campaign`, `from zombiebox.games.atz.setup import ...`), by their names inside the game's folder; a
    module of another game or of the package outside core/ and ui/ is named in full."""
    game = path.relative_to(PACKAGE / "games").parts[0]
    package = path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1]   # ("zombiebox", "games", g, "scene")
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[:len(package) - node.level + 1]
            names = [node.module] if node.module else [a.name for a in node.names]
            found.update(".".join(base + tuple(n.split("."))) for n in names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    own, outside = f"zombiebox.games.{game}.", set()
    for module in found:
        if module.startswith(own) and not module.startswith(own + "scene"):
            outside.add(module[len(own):].split(".")[0])
        elif module.startswith("zombiebox.") and not module.startswith(KIT + (own,)):
            outside.add(module)
    return outside


@pytest.mark.parametrize("path", SCENES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_scene_imports_only_its_games_data_state_words_geometry_and_the_kit(path):
    game = path.relative_to(PACKAGE / "games").parts[0]
    allowed = SCENE_MAY_IMPORT[game] | SCENE_EXCEPTIONS.get(path.relative_to(PACKAGE / "games").as_posix(), set())
    beyond = game_modules_imported(path) - allowed
    assert not beyond, (f"{path.relative_to(PACKAGE)} imports {sorted(beyond)}: ask the game's Rules through "
                        f"match.rules instead (its scene may import {sorted(SCENE_MAY_IMPORT[game])} and the kit)")


def test_the_scene_import_check_finds_a_rules_module(tmp_path):
    """The check names what it is for: a rules module by a relative import, by `from .. import`, and by
    its full name; the data, the scene's own modules and the kit pass."""
    scene = PACKAGE / "games" / "atz" / "scene" / "planted.py"
    planted = ("from ..purchase import BUY\nfrom .. import campaign as C\nimport zombiebox.games.atz.setup\n"
               "from ..data import WEAPON\nfrom .view import AtzView\nfrom zombiebox.ui import draw\n"
               "from zombiebox.core.actions import Action\n")
    scene.write_text(planted, encoding="utf-8")
    try:
        assert game_modules_imported(scene) - SCENE_MAY_IMPORT["atz"] == {"purchase", "campaign", "setup"}
    finally:
        scene.unlink()


# --- one offer model (issue 32.2) ----------------------------------------------------------------
# A scene never branches on a decision point's name: what each point offers is built by its builder in
# the game's `scene/choices.py` `OFFERS` (ui/offer.py), found by the name the rules declare.
NAME_BRANCH = re.compile(r"""(\bdecision\b(\([^)]*\))?|\.step\b|\bpoint\b)\s*(==|!=|\bin\b|\bnot in\b)\s*[("'\[{A-Z]""")


def decision_name_branches(source: str) -> list[int]:
    """The lines that compare a decision point's name (`decision == "fight"`, `s.step in ("a", "b")`)."""
    return [n for n, line in enumerate(source.splitlines(), 1) if NAME_BRANCH.search(line.split("#")[0])]


@pytest.mark.parametrize("path", SCENES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_scene_never_branches_on_a_decision_name(path):
    lines = decision_name_branches(path.read_text(encoding="utf-8"))
    assert not lines, f"{path.relative_to(PACKAGE)} lines {lines} branch on a decision's name: give the point " \
                      "a builder in OFFERS (ui/offer.py) instead"


def test_the_decision_branch_check_finds_one():
    planted = 'if decision == "fight":\n    pass\nif s.step in ("a", "b"):\n    pass\nx = state.step\n' \
              'if rules.decision(s) == OVER:\n    pass\n'
    assert decision_name_branches(planted) == [1, 3, 6]


@pytest.mark.parametrize("game", sorted({p.relative_to(PACKAGE / "games").parts[0] for p in SCENES}))
def test_every_builder_is_a_declared_decision_point(game):
    import importlib

    from zombiebox.core import registry
    from zombiebox.ui.offer import Offers
    offers = importlib.import_module(f"zombiebox.games.{game}.scene.choices").OFFERS
    assert isinstance(offers, Offers)
    assert offers.undeclared(registry.get(game).rules) == []


# --- one way to declare a flow (issue 32.6) --------------------------------------------------------
# Each game declares its points in Section classes and names them through its Points (`s.step = TO.group`),
# which FlowRules checks against the declarations when the rules are made (tests/core/test_flow.py); a
# transition written as a literal would go unchecked until a game reached it.
GAME_RULES = [p for p in PURE if p.parent.parent.name == "games"]
TRANSITION_FIELDS = {"step", "stage"}


def literal_transitions(source: str) -> list[int]:
    """The lines that give a state's `step` or `stage` a string literal, return one from `decision`, or
    compare a point's name with one (`s.step == "spawn"`, `point in ("aim", "duck_back")`,
    `rules.decision(s) == "fight"`, `s.step.startswith("human")`)."""
    def literal(node):
        return isinstance(node, ast.Constant) and isinstance(node.value, str)

    def literals(node):  # a literal, or a tuple, list or set holding one
        return literal(node) or isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(map(literal, node.elts))

    def names_a_point(node):  # a state's step or stage, a `point` from `decision`, or `decision(...)` itself
        if isinstance(node, ast.Call):
            node = node.func
            return isinstance(node, ast.Attribute) and node.attr == "decision" or \
                isinstance(node, ast.Name) and node.id == "decision"
        return isinstance(node, ast.Attribute) and node.attr in TRANSITION_FIELDS or \
            isinstance(node, ast.Name) and node.id == "point"

    def results(node):  # what a returned expression may come to (not what it compares)
        return results(node.body) + results(node.orelse) if isinstance(node, ast.IfExp) else [node]

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                pairs = zip(target.elts, node.value.elts) if isinstance(target, ast.Tuple) and \
                    isinstance(node.value, ast.Tuple) else [(target, node.value)]
                found += [node.lineno for t, v in pairs
                          if isinstance(t, ast.Attribute) and t.attr in TRANSITION_FIELDS and literal(v)]
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(map(names_a_point, sides)) and any(map(literals, sides)):
                found.append(node.lineno)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("startswith", "endswith") and names_a_point(node.func.value):
            found.append(node.lineno)
        elif isinstance(node, ast.FunctionDef) and node.name == "decision":
            found += [r.lineno for r in ast.walk(node) if isinstance(r, ast.Return) and r.value is not None
                      and any(literal(v) for v in results(r.value))]
    return sorted(set(found))


@pytest.mark.parametrize("path", GAME_RULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_transition_names_its_point_through_the_games_points(path):
    lines = literal_transitions(path.read_text(encoding="utf-8"))
    assert not lines, f"{path.relative_to(PACKAGE)} lines {lines} go to a point by a literal: name it through " \
                      "the game's Points (TO), which the rules check when they are made"


def test_the_literal_transition_check_finds_one():
    planted = ('s.step = "group"\ns.phase, s.step = "event", "reveal"\ns.step = TO.group\n'
               'def decision(self, s):\n    if s.x:\n        return "throw"\n    return TO.slide if s.y else "arrive"\n'
               '    return TO.a if s.phase == "a" else s.stage\n'
               'if s.step == "spawn" or point in ("aim", TO.duck) or rules.decision(s) != TO.fight:\n'
               '    seat = 1 if s.step.startswith("human") else 2 if "fight" == decision(s) else 3\n'
               'if s.stage == TO.fight and point is not None and s.phase == "a":\n    pass\n')
    assert literal_transitions(planted) == [1, 2, 6, 7, 9, 10]


# --- one size scale (issue 33.2) -----------------------------------------------------------------
# A scene's text is a step of the kit's scale, `draw.sized("note", ui.text_size)`, never the setting
# moved by a number of its own (`size - 3`), so the five games read as one.
SIZE_SUM = re.compile(r"size\s*[-+]\s*\d")
NOT_TEXT = {   # lines where `size` is a length on the board, not a text size
    "atz/scene/anim.py": ("(size + 4)",),                           # dice spaced a die apart
    "coz/scene/cards.py": ("- size - 2, size, size", "x -= size + 2"),  # apocalypse icons in a row
    "coz/scene/end.py": ("// size + 30",),                          # the summary's span at a scale
    "zs/scene/layout.py": ("size - 8))",),                          # the yard's strip below the house
}


def text_size_sums(path: Path) -> list[int]:
    """The lines of a scene that compute a text size by adding to or taking from a size."""
    allowed = NOT_TEXT.get(path.relative_to(PACKAGE / "games").as_posix(), ())
    return [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if SIZE_SUM.search(line.split("#")[0]) and not any(a in line for a in allowed)]


@pytest.mark.parametrize("path", SCENES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_scene_sizes_its_text_on_the_kits_scale(path):
    lines = text_size_sums(path)
    assert not lines, f"{path.relative_to(PACKAGE)} lines {lines} move a text size by a number: use a step " \
                      "of the kit's scale, draw.sized(step, ui.text_size) (ui/draw.py SCALE)"


def test_the_size_scale_check_finds_a_sum(tmp_path):
    planted = PACKAGE / "games" / "atz" / "scene" / "planted.py"
    planted.write_text("a = draw.sized('note', ui.text_size)\nb = ui.text_size - 3\nc = max(9, size+1)\n",
                       encoding="utf-8")
    try:
        assert text_size_sums(planted) == [2, 3]
    finally:
        planted.unlink()
