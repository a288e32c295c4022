"""A first game (issue 34's "Learn to play"): a game's walkthrough (content/<game>/walkthrough.yaml, the words
as data) sets a small fixed table up (its seed and new-game choices) and teaches the turn a line a step: the
first line is asked on the new-game page before the game starts (one button: "Start"), each later one is the
first line of the story after the player's next move, and after the last step the walkthrough says the player
knows the turn and stops. Where it is in the walkthrough is a small file beside the save (`NAME.walkthrough`:
the game, then the steps shown), so the save itself stays a plain save of the game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from goblinkit.assistant.web.asker import Question
from goblinkit.assistant.web.outcome import Outcome
from goblinkit.content.walkthrough import Walkthrough, walkthrough_of

START = "Start"


def walkthrough(slug: str) -> Walkthrough | None:
    from goblinkit.content.loader import load_game

    return walkthrough_of(load_game(slug).components)


def marker(save: Path) -> Path:
    return save.with_name(f"{save.stem}.walkthrough")


def first_question(slug: str, title: str) -> Question:
    """The walkthrough's first line, asked before the table is set up."""
    found = walkthrough(slug)
    assert found is not None
    return Question(f"Learn to play {title}: {found.items[0].says}", "choose", [START])


def begun(save: Path, slug: str, story: list[str]) -> list[str]:
    """The walkthrough's game is made: its place kept beside the save (step 1 shown), the story unchanged."""
    marker(save).write_text(json.dumps({"game": slug, "shown": 1}), encoding="utf-8")
    return story


def taught(save: Path, outcome: Outcome) -> Outcome:
    """A move's outcome in a walkthrough's game: the next step's line first in its story (after the last step,
    the walkthrough's closing line, once); any other game's outcome as it is."""
    place = marker(save)
    if outcome.status != "done" or not place.is_file():
        return outcome
    kept: dict[str, Any] = json.loads(place.read_text(encoding="utf-8"))
    found = walkthrough(str(kept.get("game", "")))
    shown = int(kept.get("shown", 0))
    if found is None or shown > len(found.items):
        return outcome
    line = found.items[shown].says if shown < len(found.items) else found.done
    place.write_text(json.dumps({"game": kept["game"], "shown": shown + 1}), encoding="utf-8")
    outcome.lines = [line, *outcome.lines]
    return outcome
