"""A new game's setup from plain choices: the one builder `goblin play goblout new` and the web's new-game page
both call, so the two set the same game up and refuse the same choices with the same words."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.skill import DEFAULT, THINK, level, per_side, setup_fields, think_seconds
from goblinkit.assistant.goblout.bot_styles import STYLES
from goblinkit.assistant.goblout.game import Goblout, seats

GAME = Goblout


def setup_of(bots: int = 2, styles: str | None = None, variant: str | None = None, first: str = "random",
             watch: bool = False, content: str | None = None, skill: str = DEFAULT,
             think: float = THINK, humans: int = 1) -> dict[str, Any]:
    """The setup for you and `bots` bots (`watch`: bots only); `styles` in seat order, comma-separated;
    `skill`: one level, one per seat, or bot2=hard; `content`: a resolved pack folder; `humans`: the human
    seats (more than one: each player on their own phone, `goblin serve --lan`)."""
    low, high = (2, 5) if watch else (max(0, 2 - humans), 5 - humans)
    if not 1 <= humans <= 5 or (watch and humans > 1):
        raise RulesError(f"--seats: 1 to 5 human seats (not with --watch), not {humans}")
    if not low <= bots <= high:
        raise RulesError(f"--bots: {low} to {high} bots{' when watching' if watch else ' play with you'}, not {bots}")
    chosen = [s.strip().lower() for s in styles.split(",")] if styles else [STYLES[i % 3] for i in range(bots)]
    if len(chosen) != bots:
        raise RulesError(f"--styles gives {len(chosen)} styles for {bots} bots")
    setup: dict[str, Any] = {"players": seats(bots, not watch, humans),
                             "styles": {f"bot{i}": s for i, s in enumerate(chosen, 1)},
                             "variant": variant, "first": first.lower()}
    levels = per_side(skill, [f"bot{i}" for i in range(1, bots + 1)])  # one level, or bot2=hard,...
    one = set(levels.values())
    setup.update(setup_fields(level(skill) if len(one) == 1 and "=" not in skill and "," not in skill else levels,
                              think_seconds(think)))
    if content:
        setup["content"] = content
    return setup
