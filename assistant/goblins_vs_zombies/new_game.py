"""A new game's setup from plain choices: the one builder `goblin play gvz new` and the web's new-game page
both call, so the two set the same game up and refuse the same choices with the same words."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.setup_schema import names_option
from goblinkit.assistant.core.skill import DEFAULT, THINK, level, setup_fields, think_seconds
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.modes import mode_named

GAME = GoblinsVsZombies


def setup_of(mode: str = "last-stand", players: int = 1, names: str | None = None, boss_level: str = "normal",
             content: str | None = None, skill: str = DEFAULT, think: float = THINK) -> dict[str, Any]:
    """The setup for Mode `mode` (a letter or a name) with `players` Goblin players; `content`: a resolved pack
    folder. Mode E's Zombie Player is the only bot at the table: only it keeps `skill`."""
    chosen = names_option(names, players, ["AA", "BB", "CC"], 1, 3)
    if boss_level not in ("normal", "expert"):
        raise RulesError(f"--level: expected normal or expert, got '{boss_level}'")
    setup: dict[str, Any] = {"mode": mode_named(mode).slug, "players": chosen, "boss_level": boss_level,
                             "tracked": False}
    if setup["mode"] == "versus":
        setup.update(setup_fields(level(skill), think_seconds(think)))
    if content:
        setup["content"] = content
    return setup
