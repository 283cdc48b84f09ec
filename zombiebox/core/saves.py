"""Every file the table reads and writes: JSON read one careful way, written atomically.

`read_json` is the one way in (saves, the autosave, settings, positions): it refuses a file that
is not a regular file (a FIFO or /dev/zero would hang or never end), one past a size limit and one
nested deeper than MAX_DEPTH (the decoders recurse); `check` then holds the data to a schema (a
msgspec Struct or dataclass: types, ranges, required fields). msgspec does the decoding and the
checking: it is the project's one validation library (core/state.py), chosen over cattrs and
pydantic because it reads plain JSON into plain dataclasses and Structs, validates while it
decodes, is fast, and is one dependency. Every refusal is a SaveError of one line naming the file
and the field.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import tempfile
import time
from itertools import accumulate
from pathlib import Path
from typing import Any, Optional, TypeVar

import msgspec

T = TypeVar("T")

MAX_BYTES = 16 * 1024 * 1024  # a save of a long game is well under 1 MB
MAX_DEPTH = 64                # a save nests about 8 deep; the JSON decoders recurse
STALE_TEMP_SECONDS = 60       # a temp file this old is left by a crash, not a write under way


class SaveError(Exception):
    """A file that cannot be used; the message says why in a player's words, on one line."""

    def __init__(self, message: str):
        super().__init__(" ".join(str(message).split()))  # whatever the file held, one line


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def checksum(data: dict[str, Any]) -> str:
    body = {k: v for k, v in data.items() if k != "checksum"}
    return hashlib.sha256(canonical(body).encode("utf-8")).hexdigest()


# --- reading --------------------------------------------------------------------------------
def read_json(path: Path, what: str = "file", schema: Optional[type] = None, limit: int = MAX_BYTES) -> Any:
    """The plain JSON data in `path`. Given a `schema` (a msgspec Struct or dataclass), a number
    out of any range is named by its field; the caller checks the data with `check`."""
    path = Path(path)
    raw = _read_bytes(path, what, limit)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path} is not a zombiebox {what}: it is not text") from None
    try:
        data = msgspec.json.decode(raw)
    except msgspec.ValidationError as exc:  # a number no JSON reader holds (5,000 digits)
        named = _schema_error(raw, schema) if schema is not None else None
        raise SaveError(f"{path} is a damaged zombiebox {what}: {field_problem(named or exc)}") from None
    except msgspec.DecodeError as exc:  # after ValidationError, its subclass
        raise SaveError(f"{path} is not a readable zombiebox {what}: {_broken_json(text, exc)}") from None
    except RecursionError:
        raise SaveError(f"{path} is not a zombiebox {what}: its data is nested too deep "
                        f"(at most {MAX_DEPTH})") from None
    depth = _depth(text)  # what the decoder's own limit let through can still be too deep for json.dumps
    if depth > MAX_DEPTH:
        raise SaveError(f"{path} is not a zombiebox {what}: its data is nested {depth} deep (at most {MAX_DEPTH})")
    return data


def _schema_error(raw: bytes, schema: type) -> Optional[msgspec.ValidationError]:
    """What decoding against `schema` says is wrong: untyped decoding cannot name the field."""
    try:
        msgspec.json.decode(raw, type=schema)
    except msgspec.ValidationError as exc:
        return exc
    except RecursionError:
        return None
    return None


def check(data: Any, schema: type[T], source: str, what: str = "file") -> T:
    """`data` as a `schema` instance, or SaveError naming the field whose type or range is wrong."""
    try:
        return msgspec.convert(data, schema)
    except msgspec.ValidationError as exc:
        raise SaveError(f"{source} is a damaged zombiebox {what}: {field_problem(exc)}") from None


def field_problem(exc: msgspec.ValidationError) -> str:
    """msgspec's "Expected `int`, got `str` - at `$.steps[2].seat`" as "steps[2].seat: expected int, got str",
    and "Object missing required field `at` - at `$.steps[2]`" as "steps[2].at is missing"."""
    message, _, where = str(exc).partition(" - at `$")
    field = where.rstrip("`").lstrip(".")
    missing = re.fullmatch(r"Object missing required field `(.+)`", message)
    if missing:
        return f"{field}.{missing[1]}".lstrip(".") + " is missing"
    message = message.replace("`", "")
    message = message[:1].lower() + message[1:]
    return f"{field}: {message}" if field else message


def _read_bytes(path: Path, what: str, limit: int) -> bytes:
    """At most `limit` bytes of a regular file. Opened without blocking, so a FIFO cannot hang us."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise SaveError(f"{path}: no such {what}") from None
    except OSError as exc:
        raise SaveError(f"{path} cannot be read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(f"{path} is a folder, not a zombiebox {what}")
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(f"{path} is not a zombiebox {what}: it is not a regular file")
        if info.st_size > limit:
            raise SaveError(f"{path} is not a zombiebox {what}: {info.st_size:,} bytes is more than "
                            f"the {limit:,} allowed")
        with os.fdopen(os.dup(fd), "rb") as fh:
            raw = fh.read(limit + 1)  # the file may have grown since fstat
    except OSError as exc:
        raise SaveError(f"{path} cannot be read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(raw) > limit:
        raise SaveError(f"{path} is not a zombiebox {what}: it is more than the {limit:,} bytes allowed")
    return raw


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _depth(text: str) -> int:
    """How deep valid JSON nests (brackets inside strings do not count). Only for text that
    decoded: on broken strings the pattern could take quadratic time."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if brackets.count("[") + brackets.count("{") <= MAX_DEPTH:
        return 0
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _broken_json(text: str, exc: msgspec.DecodeError) -> str:
    message = str(exc)
    if not text.strip():
        return "it is empty"
    if message.startswith("Input data was truncated"):
        return "broken JSON (it looks cut short)"
    at = re.search(r"\(byte (\d+)\)", message)
    if not at:
        return "broken JSON"
    before = text.encode("utf-8")[: int(at[1])].decode("utf-8", "ignore")
    number = before.count("\n") + 1
    shown = text.splitlines()[number - 1].strip() if text.strip() else ""
    return f"broken JSON at line {number}" + (f": {shown[:60]!r}" if shown else "")


def check_format(data: Any, source: str, fmt: str, version: int, what: str) -> None:
    """A file's header: its format is `fmt` (a zombiebox `what`), its version one this zombiebox reads."""
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveError(f"{source} is not a zombiebox {what}")
    found = data.get("version")
    if type(found) is not int:
        raise SaveError(f"{source} has no format version")
    if found > version:
        raise SaveError(f"{source} was written by a newer zombiebox ({what} format {found}; "
                        f"this one reads up to {version})")



# --- writing --------------------------------------------------------------------------------
def write_json_atomic(path: Path, data: Any) -> None:
    """Write to a temporary file beside `path`, then rename over it and sync the folder: a crash
    mid-write leaves the old file whole, and after the write the new name survives a power cut."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(path.parent)
    # the writer's pid in the name: a temp file whose writer is gone was left by a kill mid-write
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
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
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """fsync the folder so the rename itself is on disk (POSIX; Windows has no folder handles)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some filesystems refuse to sync a folder (EINVAL); the file is written all the same
        pass
    finally:
        os.close(fd)


def remove_stale_temps(folder: Path) -> list[Path]:
    """Delete `.NAME.*.tmp` files a crash or a kill left in `folder` (not one a write under way holds:
    its writer still runs and it is young). Returns them."""
    removed = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(".*.*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            if (now - tmp.stat().st_mtime > STALE_TEMP_SECONDS or _writer_gone(tmp)) and tmp.is_file():
                tmp.unlink()
                removed.append(tmp)
        except OSError:  # gone already, or not ours to delete: the write still goes ahead
            continue
    return removed


def _writer_gone(tmp: Path) -> bool:
    """The process that wrote `tmp` (`.NAME.PID.XXXX.tmp`) no longer runs. POSIX only: elsewhere (and for a
    name without a pid) a temp file is known stale by its age alone."""
    pid = tmp.name.split(".")[-3]
    if os.name != "posix" or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return True
    except (OSError, OverflowError):  # another user's process (EPERM), or no pid a process has
        return False
    return False


def set_aside(path: Path) -> Optional[Path]:
    """Rename a damaged file to NAME.bad (over an older one), so it is kept but no longer read.
    Returns where it went, or None if it could not be moved."""
    path = Path(path)
    bad = path.with_name(path.name + ".bad")
    try:
        os.replace(path, bad)
    except OSError:
        return None
    return bad
