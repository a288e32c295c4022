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


# The starter Brood the page makes: a new Brood's 5 Charm and 3 Tin spent by the rulebook's buying rules (a
# creature costs its dice in Charm, an upgrade its dice in Tin): a Leader (2), a Beast (2) and a Minion (1), so
# one Hunter's hit does not end the game; Armored on the Leader (2 Tin) and on the Minion (1 Tin), as they
# Defend. Each (kind, name, upgrade or "").
STARTERS = (("leader", "Snagtooth", "armored"), ("beast", "Grobble", ""), ("minion", "Nib", "armored"))


def starter_brood(path: Path, name: str, breed: str) -> Path:
    """A Brood at `path` (kept if it is there) with every starting Charm and Tin spent (STARTERS), what
    `brood new`, `brood buy` and `brood upgrade` make; the web's new game brings one."""
    from goblinkit.assistant.gobbledygook.broods import buy, game_content, new_brood, upgrade

    if not path.exists():
        content = game_content()
        new_brood(path, name, breed, content)
        for kind, creature, better in STARTERS:
            buy(path, kind, creature, content)
            if better:
                upgrade(path, creature, better, content)
    return path
