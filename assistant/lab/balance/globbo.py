"""Globbo!'s balance lab: every Extra alone against the plain game, and the walls; each Extra's printed
grade beside the grade its measured win-rate shift earns (see balance.grades)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.lab.balance import Arm, Facts, Study

CONTENT = True  # a setup's "content" (a pack's folder) is played: `balance --content/--against`
STUDY = Study(reference="Globbo wins", length_unit="rounds", first_label="Globbo (moves first)",
              reference_side="globbo")


def arms(players: int, skills: dict[str, str]) -> list[Arm]:
    from goblinkit.content.loader import load_for_play

    base = {"extras": [], "walls": False, "skills": dict(skills)}
    extras = load_for_play("globbo", None).components["extras"].items
    return ([Arm("baseline", "no Extras, walls out", base)]
            + [Arm("Extra", e.name, {**base, "extras": [e.id]}, e.id, "kids" if e.column == "A" else "globbo",
                   float(e.grade)) for e in extras]
            + [Arm("variant", "walls in", {**base, "walls": True}, "walls")])


def play(setup: dict[str, Any], seed: int) -> Facts:
    from goblinkit.assistant.globbo.simulate import play_game

    chosen = setup["skills"]
    skills = {"globbo": chosen["level"], "kids": chosen["level"]} if chosen else None
    game = play_game(seed, setup["extras"], setup["walls"], skills=skills, think=chosen.get("think", 1.0),
                     content=setup.get("content")).game
    result = game.turn.result
    won = None if result is None else float(result["winner"] == "globbo")
    return Facts(won, game.turn.round, 2, won)
