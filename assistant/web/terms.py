"""The game's glossary for its table page: each entry with the phrases that name it in the page's words
(its name without the parenthesis, "Gob'jective: Hoarder" also as "Hoarder", its aliases in words), so
glossary.js makes every such keyword in the story, cards and questions a tap that opens the entry.

The glossary is the content's (content/<game>/glossary.yaml, the same entries as GET /rules/GAME), never
a copy in the web code."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from goblinkit.assistant.web.rules import _glossary

SHORTEST = 3  # a phrase shorter than this names an entry only in capitals ("KO")


def _phrases(name: str, aliases: list[str]) -> list[str]:
    base = re.sub(r"\s*\([^)]*\)\s*$", "", name).strip()
    base = re.sub(r" X$", "", base)  # "DRAW X": the page reads "DRAW 2"
    found = [base]
    if ":" in base:
        found.append(base.split(":", 1)[1].strip())
    found += [a.replace("-", " ") for a in aliases]
    kept = [p for p in found if len(p) >= SHORTEST or (len(p) == 2 and p.isupper() and p.isalpha())]
    return list(dict.fromkeys(kept))


@lru_cache(maxsize=None)
def _terms(slug: str) -> tuple[dict[str, Any], ...]:
    glossary = _glossary(slug)
    if glossary is None:
        return ()
    return tuple({"id": item.id, "name": item.name, "does": item.does, "rulebook": item.rulebook,
                  "phrases": _phrases(item.name, list(item.aliases))} for item in glossary.items)


def terms(slug: str) -> list[dict[str, Any]]:
    """The page's glossary for the game `slug` (empty for a game without one)."""
    return list(_terms(slug))
