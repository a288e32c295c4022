"""Goblins vs Zombies' balance lab: how often the Goblins win in each Mode and at the Boss's expert
level against Last Stand with one player; the first player's share of Survival's wins."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.balance import Arm, Facts, Study

STUDY = Study(reference="the Goblins win", length_unit="turns", first_label="the first player (Survival)",
              default_players=1, reference_side="goblins")


def arms(players: int, skills: dict[str, str]) -> list[Arm]:
    from goblinkit.assistant.goblins_vs_zombies.modes import MODES

    def arm(kind: str, name: str, mode: str, count: int, level: str = "normal") -> Arm:
        MODES[mode].check_players(count)
        return Arm(kind, name, {"mode": mode, "players": count, "level": level, "skills": dict(skills)},
                   f"{mode}-{level}" if level != "normal" else mode, against=mode if level != "normal" else "")

    one = 1  # Last Stand and Versus are one-player Modes; --players sets Survival's table
    return [arm("baseline", "Last Stand (B), 1 player", "last-stand", one),
            arm("mode", "Training (A)", "training", one), arm("mode", "The Boss (D)", "boss", one),
            arm("mode", "Goblins vs Zombies (E)", "versus", one),
            arm("variant", "Boss at expert level (D)", "boss", one, "expert"),
            arm("seats", "Survival (C), 2 players", "survival", max(2, min(players, 3)))]


def play(setup: dict[str, Any], seed: int) -> Facts:
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

    chosen = setup["skills"]
    bot = chosen.get("level", "easy")
    zombies = bot if chosen and setup["mode"] == "versus" else None
    game = play_game(setup["mode"], setup["players"], seed, setup["level"], bot=bot, zombies=zombies,
                     think=chosen.get("think", 1.0)).game
    result = game.result or {}
    names = list(game.setup["players"])
    if setup["mode"] == "survival":
        winner = result.get("winner")
        first = None if winner is None else float(winner == names[0])
        return Facts(None, game.turn, len(names), first)
    won = None if not result else float(result.get("outcome") == "win")
    return Facts(won, game.turn, len(names))
