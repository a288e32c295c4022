"""The rules page, `GET /rules/GAME`: a game's turn sequence and its whole glossary (content/<game>/
glossary.yaml), filtered by `?q=` on the server so the search works without JavaScript; rules.js
filters the same entries as you type.

An entry matches when every word of the query is in its name, aliases, meaning or rulebook quote."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goblinkit.assistant.core.games import GAMES
from goblinkit.content.errors import GoblinError
from goblinkit.content.glossary import term_slug
from goblinkit.content.loader import load_for_play

MAX_QUERY = 80


@dataclass(frozen=True)
class Entry:
    id: str
    name: str
    does: str
    rulebook: str
    designed: bool
    haystack: str  # every word of the entry, lower case: what a search looks in


@dataclass(frozen=True)
class RulesPage:
    slug: str
    title: str
    turn: list[str]
    entries: list[Entry]  # all of them, in the glossary's order (the page hides those not matched)
    matches: frozenset[str]  # the ids of the entries the query matches
    query: str


def rules_page(slug: str, query: str = "") -> RulesPage | None:
    """The page's data, its entries filtered by `query`; None for a game with no glossary (or no game)."""
    glossary = _glossary(slug) if slug in GAMES else None
    if glossary is None:
        return None
    query = " ".join(query.split())[:MAX_QUERY]
    entries = [_entry(item) for item in glossary.items]
    words = query.lower().split()
    matches = frozenset(e.id for e in entries if all(w in e.haystack for w in words))
    return RulesPage(slug, GAMES[slug].title.split(":")[0], list(glossary.turn), entries, matches, query)


def _glossary(slug: str) -> Any:
    try:
        components = load_for_play(slug).components
    except GoblinError:  # a game without content (or whose content is broken: `goblin check` says why)
        return None
    return next((c for c in components.values() if c.kind == "glossary"), None)


def _entry(item: Any) -> Entry:
    words = [item.name, item.does, item.rulebook, *item.aliases, term_slug(item.name)]
    return Entry(item.id, item.name, item.does, item.rulebook, item.origin == "designed",
                 " ".join(words).lower())
