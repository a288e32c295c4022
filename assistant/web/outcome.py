"""What a page's request comes back with: done (with its story), a question, refused, or stale; the shape
the page's script reads. Kept apart from the runner so that a page's new game (newgame.py) answers in the
same shape without importing the command runner."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.web.asker import Question

MAX_ANSWERS = 40


@dataclass
class Outcome:
    status: str  # done | question | refused | stale
    lines: list[str] = field(default_factory=list)
    question: Question | None = None
    target: str = "command"  # what the answers are for: the command, or the assistant's steps after it
    version: str = ""
    why: list[str] = field(default_factory=list)  # the engine's figures behind the story (a "why?" on the page)

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status, "lines": self.lines, "target": self.target, "version": self.version,
                "question": self.question.to_json() if self.question else None, "why": self.why}
