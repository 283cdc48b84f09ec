"""maps/, assets/ and the rulings are found from an installed wheel, not only from a checkout."""
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_ships_maps_assets_and_rulings_and_finds_them_installed(tmp_path):
    # Built from a copy: a build in the checkout would leave a build/ folder whose stale
    # files a later `pip install .` could ship.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".venv", "build", "*.egg-info", "__pycache__",
                                                                 ".git", ".hypothesis", "tests"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(tmp_path / "dist"), str(source)], check=True, capture_output=True)
    wheel = next((tmp_path / "dist").glob("zombiebox-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for tmx in ROOT.glob("maps/*.tmx"):
        assert f"zombiebox/maps/{tmx.name}" in names
    for art in ROOT.glob("maps/art/*"):  # the boards' pictures the maps name (issue 34.1)
        assert f"zombiebox/maps/art/{art.name}" in names
    for book in ROOT.glob("assets/rules/*.txt"):
        assert f"zombiebox/assets/rules/{book.name}" in names
    assert "zombiebox/docs/rulings.md" in names
    for lesson in ROOT.glob("lessons/*/*.json"):  # issue 37.3
        assert f"zombiebox/lessons/{lesson.parent.name}/{lesson.name}" in names

    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
                   check=True, capture_output=True)
    probe = ("from zombiebox.core.paths import shipped;"
             "from zombiebox.core.rulebook import rulebook_for;"
             "print(shipped('assets'));"
             "print(rulebook_for('avz').find('AvZ 7.3').title);"
             "print('Undo and hidden information' in rulebook_for('avz').rulings);"
             "from zombiebox.core.lesson import lesson_paths;"
             "print(len(lesson_paths('zt')))")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = subprocess.run([sys.executable, "-c", probe], cwd=elsewhere, capture_output=True, text=True,
                         env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"}, check=True).stdout.splitlines()
    assert out[0] == str(target / "zombiebox" / "assets")
    assert out[1] == "[7.3] Resolve Hits" and out[2] == "True"
    assert int(out[3]) == len(list(ROOT.glob("lessons/zt/*.json"))) >= 5  # the lessons, found installed


def test_the_readme_sends_readers_only_to_files_a_clone_has():
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../" not in readme  # nothing beside the checkout
    named = set(re.findall(r"`((?:docs|tools|tests)/[\w./-]+)`", readme)) | set(re.findall(r"\]\(([\w./-]+)\)", readme))
    assert "docs/architecture.md" in named
    assert [p for p in sorted(named) if not (ROOT / p).exists()] == []
