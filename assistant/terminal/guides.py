"""Where the guides are: `goblin --help`, `goblin play GAME --help` and the guided turn's `help` name
them, so a player at the table is one step from a first game, the commands a turn uses and the glossary.
The guides are pages of the source's docs/ folder (`make docs` builds them into a site)."""

from __future__ import annotations

GUIDES = "docs/index.md"


def guide_path(slug: str) -> str:
    """A game's guide, by the game's slug (tests/docs checks that every game has one)."""
    return f"docs/players/{slug}.md"


def guide_line(slug: str) -> str:
    return f"Guide: {guide_path(slug)} in Goblin Kit's source (make docs builds the site)."


def guides_line() -> str:
    return f"Guides: {GUIDES} in Goblin Kit's source (make docs builds the site); each game's: goblin play GAME --help."
