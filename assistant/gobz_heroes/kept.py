"""A hard Crew's decision, kept. Its search runs on a CPU-time budget, so two searches of one position may
choose differently: the choice is therefore logged as a `decide` action before the action itself, and so
before any question that action asks the table (a Combo Card against its hit). A step that stops at such a
question, replayed or re-run with `--answer`, then takes the logged action without searching again."""

from __future__ import annotations

import json
from typing import Any

from goblinkit.assistant.core.errors import RulesError


def next_hard(game: Any, skill: Any) -> dict[str, Any]:
    """The logged decision still to play, else a `decide` step (searched once per position in a process)."""
    if game.decided is not None:
        return dict(game.decided)
    from goblinkit.assistant.gobz_heroes import hard_crew

    key = json.dumps(game.snapshot(reveal=True), sort_keys=True, default=str)
    if game._planned is None or game._planned[0] != key:
        act, seconds = hard_crew.choose(game, skill)
        game.thinks.append(seconds)
        game._planned = (key, {"type": "decide", "player": game.players[game.current].name, "act": act})
    return dict(game._planned[1])


def decide(game: Any, act: dict[str, Any]) -> list[str]:
    """Keep a rival Crew's decision until it is played (it tells nothing: its action is told when played)."""
    player = game.players[game.current]
    chosen = act.get("act")
    if act.get("player") != player.name or not player.bot:
        raise RulesError(f"a decision is a rival Crew's, in its turn (it is {player.name}'s turn)")
    if not isinstance(chosen, dict) or chosen.get("player") != player.name:
        raise RulesError(f"{player.name}'s decision names no action of its own")
    if game.decided is not None:
        raise RulesError(f"{player.name} has already decided: {game.decided.get('type')} is still to play")
    game.decided = dict(chosen)
    return []
