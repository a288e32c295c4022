"""A new game's setup from plain choices: the one builder `goblin play globbo new` and the web's new-game page
both call, so the two set the same game up and refuse the same choices with the same words."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.skill import DEFAULT, THINK, level, setup_fields, think_seconds
from goblinkit.assistant.globbo.game import Globbo

GAME = Globbo


def setup_of(play: str = "globbo", walls: bool = False, extras: str = "", head: str | None = None,
             biters: str | None = None, mix: int | None = None, content: str | None = None, skill: str = DEFAULT,
             think: float = THINK) -> dict[str, Any]:
    """The setup for the side you play (`globbo` or `kids`); `extras` and `biters` as typed, comma-separated;
    `content`: a resolved pack folder."""
    if play not in ("globbo", "kids"):
        raise RulesError(f"--play: expected globbo or kids, got '{play}'")
    chosen_skill = setup_fields(level(skill), think_seconds(think))
    chosen = [e.strip() for e in extras.split(",") if e.strip()]
    return {"play": play, "walls": walls, "extras": chosen, "head": head,
            "biters": [b for b in biters.split(",") if b] if biters else None, "mix": mix,
            "content": content, "rings_clear": True, **chosen_skill}
