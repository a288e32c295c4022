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


# What a game needs before its first `new`, said in one line where the guided turn finds no save yet
BEFORE_NEW = {
    "gobbledygook": ('GobbledyGook! needs a Brood file first: brood new muck.yaml --name "Muck Lurkers" --breed goblins, '
                     "then brood buy muck.yaml leader Snagtooth, then new --scenario night-watch --brood muck.yaml"),
}


def start_line(slug: str) -> str:
    """How to start the first game here: `new ...`, or what the game needs before it."""
    return BEFORE_NEW.get(slug, "Type new to start one (help new shows its options).")
