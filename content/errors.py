"""The one error path: every user-facing failure is a GoblinError with a message ready to print.

Content errors carry a location (file, line, column) and the item and field they concern, so a
designer can jump straight to the bad line. They are collected, not raised one by one, so a
validation run reports every problem at once.
"""

from __future__ import annotations

from dataclasses import dataclass


class GoblinError(Exception):
    """A problem the user can fix; the CLI prints `Error: <message>` and exits 1."""


@dataclass(frozen=True)
class Location:
    """Where in a content file something was written (1-based line and column)."""

    file: str
    line: int = 1
    column: int = 1

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class ContentError(GoblinError):
    """One problem in one content file: `file:line:col: subject: field: message`."""

    def __init__(self, where: Location, message: str, subject: str = "", field: str = ""):
        self.where = where
        self.subject = subject
        self.field = field
        self.message = message
        parts = [str(where)] + [p for p in (subject, field) if p] + [message]
        super().__init__(": ".join(parts))


class ContentErrors(GoblinError):
    """Several content problems found in one pass; printed one per line."""

    def __init__(self, errors: list[ContentError]):
        self.errors = sorted(errors, key=lambda e: (e.where.file, e.where.line, e.where.column, str(e)))
        super().__init__("\n".join(str(e) for e in self.errors))
