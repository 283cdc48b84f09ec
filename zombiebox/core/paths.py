"""Where the shipped folders are: maps/ and assets/ at the top of a checkout, or
zombiebox/maps and zombiebox/assets inside an installed wheel."""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]


def shipped(name: str) -> Path:
    # Inside the package first: an installed wheel's site-packages may hold another
    # project's top-level maps/ or assets/.
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the {name}/ folder is missing from this zombiebox install ({_PACKAGE})")


def map_path(file_name: str) -> Path:
    return shipped("maps") / file_name


def asset_path(*parts: str) -> Path:
    return shipped("assets").joinpath(*parts)
