"""The documentation's examples, read from its pages: every `console` block's `$ goblin ...` lines with
the output the page shows under each (until the next `$` line or the block's end). `...` in the shown
output stands for any number of lines."""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
FENCE = re.compile(r"^```console\s*$")
# Programs a console block may show that a test cannot run here (they install or build the project).
NOT_RUN = {"make", "pipx", "python3", "pip"}


@dataclass
class Example:
    page: str
    line: int  # 1-based, the `$` line
    words: list[str]
    shown: list[str] = field(default_factory=list)

    def where(self) -> str:
        return f"{self.page}:{self.line}: $ {shlex.join(['goblin', *self.words])}"


def pages() -> list[Path]:
    return sorted(p for p in DOCS.rglob("*.md"))


def examples(page: Path) -> list[Example]:
    """The page's goblin commands, in order; a `$` line of any other program must be in NOT_RUN."""
    found: list[Example] = []
    current: Example | None = None  # the example the lines below belong to (None: a program not run)
    inside = False
    name = str(page.relative_to(ROOT))
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if not inside:
            inside = bool(FENCE.match(line))
            current = None
            continue
        if line.startswith("```"):
            inside = False
        elif line.startswith("$ "):
            words = shlex.split(line[2:])
            if words[0] in ("goblin", "./goblin"):
                current = Example(name, number, words[1:])
                found.append(current)
            elif words[0] in NOT_RUN:
                current = None
            else:
                raise ValueError(f"{name}:{number}: a console block runs only goblin (or {sorted(NOT_RUN)}): {line}")
        elif current is not None:
            current.shown.append(line.rstrip())
    return found


def matches(shown: list[str], actual: list[str]) -> bool:
    """Does the output match what the page shows, `...` standing for any lines?"""
    if not shown:
        return True
    pattern = "".join(r"(?:.*\n)*?" if line.strip() == "..." else re.escape(line) + r"\n" for line in shown)
    return re.fullmatch(pattern, "".join(f"{line}\n" for line in actual)) is not None


SH_FENCE = re.compile(r"^```(sh|bash)?\s*$")
PLACEHOLDER = re.compile(r"^[A-Z][A-Z_]+$|\.\.\.|[\[\]|<>]|^~|^\$")


def reference_lines(page: Path) -> list[tuple[int, list[str]]]:
    """The `goblin ...` commands of a page's sh blocks (the reference lists, not run: some are minutes of
    simulation), each as its words without `goblin`; commands with a placeholder (GAME, [...], a|b) left out."""
    found: list[tuple[int, list[str]]] = []
    fence = sh = False  # inside a fenced block; that block is sh
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            fence, sh = (False, False) if fence else (True, bool(SH_FENCE.match(line)))
            continue
        if not sh or not line.lstrip().startswith(("goblin ", "./goblin ")):
            continue
        for command in line.split("&&"):
            try:
                words = shlex.split(command, comments=True)
            except ValueError:
                continue
            if words and words[0] in ("goblin", "./goblin") and not any(PLACEHOLDER.search(w) for w in words):
                found.append((number, words[1:]))
    return found
