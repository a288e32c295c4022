"""Issue 34, fewer taps: once ending the turn is the one move left (every Gob' activated, nothing to play), the
turn ends by itself and the rival Crew plays on; undo takes that end back with the move before it. Never before
the player's own action: a command that only plays the rivals' steps ends nothing."""

from __future__ import annotations

from pathlib import Path

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.play import play, turn_for
from goblinkit.assistant.web import newgame


class First(Table):
    def _choose(self, question: str, options: list[str]) -> str:
        return options[0]

    def _yes_no(self, question: str) -> bool:
        return True

    def _number(self, question: str, low: int, high: int) -> int:
        return low


def _types(save: Path) -> list[str]:
    return [e["action"]["type"] + ("*" if e["action"].get("unasked") else "") for e in Session.load(GobzHeroes, save).save.log]


def test_the_turn_ends_unasked_once_every_gob_has_acted(tmp_path: Path) -> None:
    answers: list[str] = []
    while True:  # the crew draft, each first pick (as the thumb taps it)
        made, name = newgame.start(tmp_path, "gobz-heroes", {"seed": "7", "players": "2", "length": "quick"}, answers)
        if made.status != "question":
            break
        answers.append(made.question.options[0])  # type: ignore[union-attr]
    save = tmp_path / f"{name}.json"
    play(save, None, turn_for(First(), First()))  # the rival Crew's first turn: nothing of yours ends
    assert "end*" not in _types(save)
    for label in ("Move Flapjack to D1", "Move Grubnik to E1"):
        move = next(m for m in Session.load(GobzHeroes, save).replay()[0].moves() if m.legal and m.label == label)
        play(save, dict(move.action), turn_for(First(), First()))
    log = Session.load(GobzHeroes, save).save.log
    mine = next(i for i, e in enumerate(log) if e["action"].get("unasked"))
    assert log[mine]["action"] == {"type": "end", "player": "Green", "teleports": [], "unasked": True}
    assert _types(save)[mine - 1] == "move" and log[mine + 1]["action"]["player"] == "Red"  # the rival plays on
    Session.load(GobzHeroes, save).undo()
    assert "end*" not in _types(save) and _types(save)[-1] == "move"
