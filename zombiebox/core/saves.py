"""JSON files written atomically, with a checksum so a tampered file is caught."""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


class SaveError(Exception):
    """A save file that cannot be used; the message says why, in a player's words."""


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def checksum(data: dict[str, Any]) -> str:
    body = {k: v for k, v in data.items() if k != "checksum"}
    return hashlib.sha256(canonical(body).encode("utf-8")).hexdigest()


def check_format(data: Any, source: str, fmt: str, version: int, what: str) -> None:
    """A file's header: its format is `fmt` (a zombiebox `what`), its version one this zombiebox reads."""
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveError(f"{source} is not a zombiebox {what}")
    found = data.get("version")
    if not isinstance(found, int):
        raise SaveError(f"{source} has no format version")
    if found > version:
        raise SaveError(f"{source} was written by a newer zombiebox ({what} format {found}; "
                        f"this one reads up to {version})")


def write_json_atomic(path: Path, data: Any) -> None:
    """Write to a temporary file beside `path`, then rename over it: a crash
    mid-write leaves the old file whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, ensure_ascii=False)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def read_json(path: Path, what: str = "file") -> Any:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such {what}") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path} is not a zombiebox {what}: it is not text") from None
    except OSError as exc:
        raise SaveError(f"{path} cannot be read: {exc.strerror}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string")
        hint = " (it looks cut short)" if cut else ""
        raise SaveError(f"{path} is not a readable zombiebox {what}: broken JSON at line {exc.lineno}{hint}") from None
