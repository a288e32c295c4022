"""A new game's setup from plain choices: the one builder `goblin play gg new` and the web's new-game page
both call, so the two set the same table up and refuse the same choices with the same words."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from goblinkit.assistant.gobbledygook.game import GobbledyGook

GAME = GobbledyGook


def setup_of(scenario: str, broods: Sequence[Path], advanced: bool = False, clankers: str | None = None,
             leaf_piles: str | None = None, trees: int | None = None, road: int | None = None,
             content: str | None = None) -> dict[str, Any]:
    """The setup for a scenario with the players' Brood files (read and checked here); `clankers` and
    `leaf_piles` as typed ("4,5"); `content`: a resolved pack folder."""
    from goblinkit.assistant.gobbledygook.broods import game_content
    from goblinkit.assistant.gobbledygook.setup import parse_sizes
    from goblinkit.content.gobbledygook.brood import load_brood

    sizes = {"clankers": parse_sizes(clankers, "--clankers", "4,5"),
             "leaf_piles": parse_sizes(leaf_piles, "--leaf-piles", "2,3,5")}
    game = game_content(content)
    loaded = [load_brood(path, game).model_dump() for path in broods]
    return {"scenario": scenario, "broods": loaded, "advanced": advanced, "content": content, **sizes,
            "trees": trees, "road": road}


def starter_brood(path: Path, name: str, breed: str) -> Path:
    """A Brood with a Leader at `path` (kept if it is there): the least a table needs, what `brood new` and
    `brood buy leader Snagtooth` make; the web's new game brings one."""
    from goblinkit.assistant.gobbledygook.broods import buy, game_content, new_brood

    if not path.exists():
        content = game_content()
        new_brood(path, name, breed, content)
        buy(path, "leader", "Snagtooth", content)
    return path
