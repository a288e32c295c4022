"""A Goblout table of several human seats (`new --seats N`): each seat is named and spoken of in the third
person, its draws are not named in the shared story, its hand shows only in its own seat's view."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.goblout.game import Goblout


def test_seats_are_named_and_their_hands_are_their_own(app: Any, tmp_path: Path) -> None:  # noqa: ANN401
    save = tmp_path / "g.json"
    made = CliRunner().invoke(app, ["play", "goblout", "new", "--seats", "2", "--bots", "1", "--seed", "11",
                                    "--first", "you", "--save", str(save)])
    assert made.exit_code == 0, made.output
    assert "Seat 1 draws 5 cards.\nSeat 1 rolls" in made.output and "Seat 2 draws 5 cards.\n" in made.output
    assert "Seat 1's turn (10 life, 0 prestige). Next: discard" in made.output  # no hand in the shared prompt
    game, _ = Session.load(Goblout, save).replay()
    hands = {p["id"]: p["hand"] for p in game.snapshot(seat="seat2")["players"]}
    assert hands["you"] is None and hands["bot1"] is None and len(hands["seat2"]) == 5
    assert all(p["hand"] is None for p in game.snapshot()["players"])  # the shared screen: no hand at all
    assert "your hand" not in game.describe()


def test_seats_need_a_table_of_two_to_five(app: Any, tmp_path: Path) -> None:  # noqa: ANN401
    out = CliRunner().invoke(app, ["play", "goblout", "new", "--seats", "2", "--bots", "4", "--save",
                                   str(tmp_path / "g.json")])
    assert out.exit_code == 1 and out.output.strip().endswith("--bots: 0 to 3 bots play with you, not 4")
