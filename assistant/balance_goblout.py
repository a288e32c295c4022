"""Goblout's balance lab: the first seat's edge in the standard game and in each variant, and each bot
style's share of the wins against the fair share of its seat."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.balance import Arm, Facts, Study

STUDY = Study(reference="seat 1 (plays first) wins", length_unit="turns", item_kind="style",
              first_label="seat 1 (plays first)")
VARIANTS = {"sudden-death": "Sudden Death", "group-die": "Group Die", "massacre": "Massacre"}


def arms(players: int, skills: dict[str, str]) -> list[Arm]:
    from goblinkit.assistant.errors import RulesError

    if not 2 <= players <= 5:
        raise RulesError(f"--players: 2 to 5 for Goblout, not {players}")
    base = {"players": players, "variant": None, "skills": dict(skills)}
    return ([Arm("baseline", f"standard, {players} players", base)]
            + [Arm("variant", name, {**base, "variant": slug}, slug) for slug, name in VARIANTS.items()])


def play(setup: dict[str, Any], seed: int) -> Facts:
    from goblinkit.assistant.goblout.simulate import play_game, styles_for

    players = setup["players"]
    from goblinkit.assistant.goblout.game import seats

    chosen = setup["skills"]
    skills = {pid: chosen["level"] for pid in seats(players, False)} if chosen else None
    m = play_game(players, setup["variant"], seed, styles_for(players, seed, None), skills=skills,
                  think=chosen.get("think", 1.0)).game.m
    first = m.order[m.first]
    won = None if not m.winner else float(m.winner == first)
    items = tuple((m.player(pid).style, float(pid == m.winner)) for pid in m.order)
    return Facts(won, m.turn, players, won, items)
