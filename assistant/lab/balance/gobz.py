"""Gob'z'Heroes' balance lab: the first player's edge on each board, scenario and game length, and each
Gob's share of the wins of the Crews that recruited it against the fair share of a seat."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.lab.balance import Arm, Facts, Study

CONTENT = True  # a setup's "content" (a pack's folder) is played: `balance --content/--against`
STUDY = Study(reference="the first player wins", length_unit="turns", item_kind="Gob'",
              first_label="the first player")


def arms(players: int, skills: dict[str, str]) -> list[Arm]:
    from goblinkit.assistant.core.errors import RulesError

    if not 2 <= players <= 4:
        raise RulesError(f"--players: 2 to 4 for Gob'z'Heroes, not {players}")
    board = "duel" if players == 2 else "brawl"
    base = {"players": players, "board": board, "length": "standard", "scenario": "", "skills": dict(skills)}
    return [Arm("baseline", f"{board} board, standard length, {players} players", base),
            Arm("board", f"{board}-b board", {**base, "board": f"{board}-b"}, f"{board}-b"),
            Arm("scenario", "Zombies scenario", {**base, "scenario": "zombies"}, "zombies"),
            Arm("variant", "quick game (6 VP)", {**base, "length": "quick"}, "quick"),
            Arm("variant", "long game (12 VP)", {**base, "length": "long"}, "long")]


def play(setup: dict[str, Any], seed: int) -> Facts:
    from goblinkit.assistant.gobz_heroes.simulate import play_game

    from goblinkit.assistant.gobz_heroes.simulate import NAMES

    chosen = setup["skills"]
    skills = {name: chosen["level"] for name in NAMES[:setup["players"]]} if chosen else None
    g = play_game(setup["players"], seed, setup["board"], setup["length"], scenario=setup["scenario"], skills=skills,
                  think=chosen.get("think", 1.0), content=setup.get("content")).game
    won = None if g.winner is None else float(g.winner == g.first)
    items = tuple((g.profiles[gid].name, float(g.winner == seat)) for gid, seat in sorted(g.recruited.items())
                  if g.gobz[gid].used)
    return Facts(won, g.turn, len(g.players), won, items)
