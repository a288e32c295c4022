"""A new game's setup from plain choices: the one builder `goblin play gobz-heroes new` and the web's new-game
page both call, so the two set the same game up and refuse the same choices with the same words. The crew
draft is not here: it is the setup's question, asked at the table `Session.new` is given."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.setup_schema import names_option
from goblinkit.assistant.core.skill import DEFAULT, THINK, level, per_side, setup_fields, think_seconds
from goblinkit.assistant.gobz_heroes.game import GobzHeroes

GAME = GobzHeroes


def setup_of(players: int = 2, names: str | None = None, seat: int = 1, crew: str | None = None,
             length: str = "standard", board: str | None = None, corner: str = "sw", scenario: str = "standard",
             content: str | None = None, skill: str = DEFAULT, think: float = THINK, humans: int = 1) -> dict[str, Any]:
    """The setup for `players` Crews, you at `seat` (with `humans` > 1, the humans sharing the screen at `seat`
    and the next seats), the assistant the rest; `crew`: your Gob'z in order of preference, comma-separated
    (None: you pick in turn); `skill`: one level, one per rival, or Red=hard; `content`: a resolved pack folder."""
    chosen = names_option(names, players, ["Green", "Red", "Blue", "Gold"], 2, 4)
    if length not in ("quick", "standard", "long"):
        raise RulesError(f"--length: expected quick, standard or long, got '{length}'")
    if corner not in ("nw", "ne", "se", "sw"):
        raise RulesError(f"--corner: expected nw, ne, se or sw, got '{corner}'")
    if not 1 <= seat <= players:
        raise RulesError(f"--seat: expected 1 to {players}")
    if not 1 <= humans <= players:
        raise RulesError(f"--humans: expected 1 to {players}")
    seats = [(seat - 1 + i) % players for i in range(humans)]
    crews: list[Any] = [None] * players
    if crew is not None:
        crews[seat - 1] = [c.strip() for c in crew.split(",") if c.strip()]
    setup: dict[str, Any] = {"players": chosen, "humans": seats, "crews": crews, "length": length,
                             "board": board or ("duel" if players == 2 else "brawl"), "corner": corner,
                             "scenario": scenario, "after_roll": True, "crate_count": True}
    rivals = [name for i, name in enumerate(chosen) if i not in seats]
    levels = per_side(skill, rivals)  # one level for every rival Crew, one each, or Red=hard,...
    setup.update(setup_fields(level(skill) if "=" not in skill and "," not in skill else levels, think_seconds(think)))
    if content:
        setup["content"] = content
    return setup
