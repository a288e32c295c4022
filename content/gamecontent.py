"""One game's validated content (GameContent): what the validation builds and the loader hands out.

Below both, so the validation makes it without importing the loader (which imports the validation
when a cache misses). Plain data, no pydantic: a cached game unpickles without loading the schema.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from goblinkit.content.errors import Location

if TYPE_CHECKING:
    from goblinkit.content.models import GameMeta


@dataclass
class GameContent:
    """One game's validated content: its metadata and components, with the source of every item."""

    meta: GameMeta
    # name -> its set, each its own ComponentSet subclass (the kind its YAML names, known only at load):
    # typed Any so a reader states the subclass it expects (`dice: DiceSet = game.components["dice"]`)
    components: dict[str, Any]
    locations: dict[tuple[str, str | None], Location] = field(default_factory=dict)
    roots: dict[str, Path] = field(default_factory=dict)
    fonts: dict[str, str] = field(default_factory=dict)  # role -> built-in font id or absolute TTF path
    folders: list[tuple[Path, str]] = field(default_factory=list)  # the game's folders read (built in, pack), shown as

    names: dict[tuple[str, str], Location] = field(default_factory=dict)  # where each item's name is written

    def where(self, component: str, item: str | None = None, name: bool = False) -> Location:
        """Where an item is written (or its name, for a problem with the name: a title too long to print)."""
        if name and item is not None and (component, item) in self.names:
            return self.names[(component, item)]
        return self.locations.get((component, item)) or self.locations[(component, None)]
