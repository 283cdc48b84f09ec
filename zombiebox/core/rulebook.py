"""The rulebooks as sections, so a log line's citation ("AvZ 7.3", "CoZ STEP 3")
opens the right place, and the project's rulings beside them.

Section headings are found two ways: numbered headings ("[7.3] Resolve Hits",
"3.1.1 Stars and Grunts") and lines that repeat an entry of the book's own
table of contents ("STEP 3: Any Zombies left...", "Biting").
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Optional

from . import registry
from .paths import asset_path, shipped

_NUMBERED = re.compile(r"^\[?(\d+(?:\.\d+)*[a-z]?)\]?\s+(\S.*)$")
_BULLET = re.compile(r"^\s*•\s+(.*\S)\s*$")


@dataclass(frozen=True)
class Section:
    key: str    # "7.3", or the heading itself for unnumbered books
    title: str
    text: str   # the heading line and its body


@dataclass(frozen=True)
class Rulebook:
    game_id: str
    title: str
    sections: tuple[Section, ...]
    rulings: str

    def find(self, citation: str) -> Optional[Section]:
        """The section a citation points at: "AvZ 7.3" -> [7.3]; "7.1a"; "CoZ STEP 3";
        several sections ("AvZ 5.2, 6.1") -> the first. Falls back to the
        nearest parent number ("7.3.2" -> "7.3") and to a heading that starts
        with the text. "Section: its subject" ("CoZ Events: Second Chance") opens the section when
        the subject has no heading of its own."""
        found = self._find(citation)
        if found is None and ":" in citation:
            found = self._find(citation.partition(":")[0])
        return found

    def _find(self, citation: str) -> Optional[Section]:
        words = citation.split(",")[0].strip().lower().split()
        if len(words) > 1 and words[0] == self.game_id:  # "AvZ 7.3" -> "7.3"
            words = words[1:]
        query = " ".join(words)
        if not query:
            return None
        number, _, words = query.partition(" ")
        by_key: dict[str, list[Section]] = {}
        for s in self.sections:
            by_key.setdefault(s.key.lower(), []).append(s)
        probe = number
        while probe:
            if probe in by_key:  # a repeated number ("6.4" twice in AvZ): the title decides
                named = [s for s in by_key[probe] if words and words in s.title.lower()]
                return (named or by_key[probe])[0]
            probe = probe.rpartition(".")[0]
        for s in self.sections:
            if s.title.lower().startswith(query) or s.key.lower().startswith(query):
                return s
        for s in self.sections:
            if query in s.title.lower():
                return s
        return None

    def text(self) -> str:
        return "\n".join(s.text for s in self.sections)


def _toc(lines: list[str]) -> tuple[list[str], int]:
    """The entries of a bulleted table of contents at the top of the book, and the line after its
    last: the first run of bullets (blank lines between them) in the first 80 lines. A bulleted list
    in the text after it is no part of it (CoZ's card anatomy under "Zombies")."""
    first = next((i for i, line in enumerate(lines[:80]) if _BULLET.match(line)), None)
    if first is None:
        return [], 0
    titles, end = [], first
    for i in range(first, len(lines)):
        m = _BULLET.match(lines[i])
        if m:
            titles.append(m.group(1))
            end = i + 1
        elif lines[i].strip():
            break
    return titles, end


# Headings no contents list names: the back cover of a numbered book, and sections a book's
# contents list leaves out (Zombie Terror lists the Zombie Terror Phase only as "see page 10").
UNLISTED_HEADINGS = {"Reference Sheet (Back Cover)": "back cover",
                     "Zombie Check": "Zombie Check", "Zombie Terror Phase": "Zombie Terror Phase"}


def parse(game_id: str, text: str, rulings: str = "") -> Rulebook:
    lines = text.splitlines()
    title = lines[0].strip() if lines else game_id
    titles, body_start = _toc(lines)   # the body starts after the table of contents
    toc = set(titles)
    sections: list[Section] = []
    key, head, head_line, body = "intro", title, title, []

    def close() -> None:
        if body or head:
            sections.append(Section(key, head, "\n".join([head_line] + body).strip()))

    for line in lines[body_start:]:
        stripped = line.strip()
        numbered = _NUMBERED.match(stripped)
        heading = None
        if numbered and (stripped.startswith("[") or _is_heading(stripped)):
            # "[7.3] Resolve Hits: Players assign..." -> title "[7.3] Resolve Hits"
            heading = (numbered.group(1), stripped.split(":")[0][:80])
        elif stripped in toc or stripped.split(":")[0] in toc:
            short = stripped.split(":")[0]
            heading = (short, stripped[:80])
        elif stripped in UNLISTED_HEADINGS:
            heading = (UNLISTED_HEADINGS[stripped], stripped)
        if heading:
            close()
            key, head, head_line, body = heading[0], heading[1], stripped, []
        else:
            body.append(line)
    close()
    return Rulebook(game_id, title, tuple(s for s in sections if s.text), rulings)


def _is_heading(line: str) -> bool:
    """'3.1.1 Stars and Grunts' is a heading; '2 x 2 = 4, 4 x 2 = 8' is not."""
    m = _NUMBERED.match(line)
    return bool(m) and "." in m.group(1) and len(line) < 80 and m.group(2)[:1].isupper()


def rulings_for(game_id: str) -> str:
    """The game's part of docs/rulings.md (its '## ... (id)' heading to the next one)."""
    try:
        text = (shipped("docs") / "rulings.md").read_text(encoding="utf-8")
    except FileNotFoundError:
        return ""
    general, ours, current = [], [], None
    for line in text.splitlines():
        if line.startswith("## "):
            current = "general" if line.strip() == "## General" else ("ours" if line.rstrip().endswith(f"({game_id})") else None)
            continue
        if current == "general":
            general.append(line)
        elif current == "ours":
            ours.append(line)
    return "\n".join(ours).strip() + ("\n\nGeneral:\n" + "\n".join(general).strip() if general else "")


@lru_cache(maxsize=None)
def rulebook_for(game_id: str) -> Rulebook:
    file_name = registry.rulebook_file(game_id)
    path = asset_path("rules", file_name)
    if not path.is_file():  # a test game ships its rulebook beside its tests
        path = Path(file_name)
    text = path.read_text(encoding="utf-8")
    book = parse(game_id, text, rulings_for(game_id))
    reference = _reference(game_id)
    return replace(book, sections=tuple(completed(s, reference.get(s.key)) for s in book.sections))


POINTER = "See the rulebook."   # the book's pointer to pages it does not print (ZS Items)


def completed(section: Section, reference: Optional[str]) -> Section:
    """A section with what the game gives in place of the book's pointer to its unprinted pages."""
    if reference is None:
        return section
    return replace(section, text=section.text.replace(POINTER, "").rstrip() + "\n\n" + reference)


def _reference(game_id: str) -> dict[str, str]:
    """The game's completions of its book (`Game.reference`); none for a game that cannot load."""
    try:
        game = registry.get(game_id)
    except registry.UnknownGame:
        return {}
    return game.reference() if game.reference else {}


def rulings_citing(rulings: str, key: str) -> list[str]:
    """The rulings (a "- " item and its indented lines) that cite section `key` in brackets:
    [7.3], or a part of it such as [7.3.2]."""
    cites = re.compile(rf"\[{re.escape(key)}(\.[\d.]+|[a-z])?\]")
    items: list[str] = []
    for line in rulings.splitlines():
        if line.startswith("- "):
            items.append(line)
        elif line[:1].isspace() and line.strip() and items:
            items[-1] += "\n" + line
        else:
            items.append("")  # a heading or a blank line ends the item before it
    return [item for item in items if cites.search(item)]


_TABLE_RULE = re.compile(r"^\|[\s:|-]+\|$")  # "|---|---|" under a table's header
_EMPHASIS = re.compile(r"(?<![\w*])\*(\S[^*`]*?)\*(?![\w*])")  # *dice*, not 2*3*4


def paragraphs(text: str, strong: bool = False) -> list[tuple[str, bool]]:
    """The rulebook's and the rulings' light markdown as (paragraph, is_heading):
    a "**Heading**" or "# Heading" line is a heading, "- " a bullet (an indented line
    continues it), a "| a | b |" row reads "a — b", and emphasis marks are not shown; `strong` keeps a
    paragraph's "**bold**" marks for a reader that draws them bold."""
    out: list[tuple[str, bool]] = []
    after_blank = True
    for raw in text.split("\n"):
        line = raw.strip()
        joins = raw[:1].isspace() and not after_blank and not line.startswith(("•", "- ", "|"))
        after_blank = not line
        if not line or _TABLE_RULE.match(line):
            continue
        if joins and out:  # an indented line right under a bullet: the bullet's text goes on
            out[-1] = (f"{out[-1][0]} {_plain(line, strong)}", out[-1][1])
            continue
        heading = (line.startswith("**") and line.endswith("**") and line.count("**") == 2) or line.startswith("#")
        if line.startswith("|") and line.endswith("|"):
            line = " — ".join(cell.strip() for cell in line.strip("|").split("|") if cell.strip())
        elif line.startswith("- "):
            line = "• " + line[2:]
        out.append((_plain(line, strong and not heading), heading))
    return out


def _plain(line: str, strong: bool = False) -> str:
    """No emphasis marks: **strong** (kept if `strong`), *emphasis* (a `*` inside a word, 2*3, stays),
    `code`, # headings."""
    line = line.lstrip("#").strip()
    return _EMPHASIS.sub(r"\1", line if strong else line.replace("**", "")).replace("`", "")
