"""The glossary kind: one `glossary.yaml` per game, the terms a player meets on its cards and in its
rulebook, each with what it does and (where the rulebook defines it) the rulebook's own words.

It is content like a deck (validated, overridable by a pack) but never printed: the web table's
rules page (`GET /rules/GAME`) reads it. `origin: designed` marks a meaning the rulebook does not give.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field

from goblinkit.content.models import ComponentSet, Item, Slug, Text, register_kind


class GlossaryEntry(Item):
    """A term: `name` as printed, `does` in our words, `rulebook` quoted from the rulebook ("" if none)."""

    count: int = 1  # a glossary entry is not a printed component; the field is the Item's
    does: Text
    rulebook: str = ""
    aliases: list[Slug] = []  # other spellings a card prints (`globbos-head` for HEAD)

    def texts(self) -> dict[str, tuple[str, str]]:
        return {}  # never printed: no font has to carry its glyphs


class Glossary(ComponentSet):
    kind: Literal["glossary"]
    turn: list[Text] = Field(min_length=1)  # the turn sequence, one step a line
    items: list[GlossaryEntry]
    item_model = GlossaryEntry
    noun = "glossary entry"


def find_entry(glossary: Any, word: str) -> Any:
    """The entry a printed keyword names (case, spaces and apostrophes aside), or None; works on the
    validated glossary and on its frozen copy alike."""
    slug = term_slug(word)
    return next((e for e in glossary.items if e.id == slug or slug in e.aliases), None)


def term_slug(word: str) -> str:
    """`GLOBBO's HEAD` -> `globbos-head`, `ATTACK WALL` -> `attack-wall`: how a keyword names its entry."""
    return re.sub(r"[^a-z0-9]+", "-", word.lower().replace("'", "")).strip("-")


register_kind("glossary", Glossary)
