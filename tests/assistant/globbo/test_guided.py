"""Globbo! in the guided turn (`goblin play globbo` with no command): the player reports Globbo's
step, the assistant's Kids play their whole turn by themselves (saved as one `ai` log entry), the
prompt names the step and its commands, and `undo` takes back the player's decision together with
the assistant's turn that followed it."""

from __future__ import annotations

from goblinkit.assistant.globbo.cli import app as globbo_app
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.core.session import Session
from tests.assistant.guided_players import PipePlayer


class Typist(PipePlayer):
    """Types the given lines in turn, then quits."""

    def __init__(self, save, lines):  # noqa: ANN001
        super().__init__(Globbo, save)
        self.lines = list(lines)

    def decide(self, message: str, words: list[str]) -> str:
        if message != "globbo> ":  # a question of the assistant's turn (the Kids' fission mix): the 3rd option
            return "3"
        return self.lines.pop(0) if self.lines else "quit"


def _log(save) -> list[str]:  # noqa: ANN001
    return [entry["action"]["type"] for entry in Session.load(Globbo, save).save.log]


def _new(app, runner, save, side: str) -> None:  # noqa: ANN001
    # --skill easy: today's bots, whose plays these transcripts hold (normal would not risk the first attack)
    result = runner.invoke(app, ["play", "globbo", "new", "--play", side, "--seed", "3", "--skill", "easy",
                                 "--save", str(save)])
    assert result.exit_code == 0, result.output


def test_playing_globbo_the_kids_turn_runs_by_itself_and_undo_takes_back_both(app, runner, tmp_path, capsys):
    save = tmp_path / "globbo.json"
    _new(app, runner, save, "globbo")
    capsys.readouterr()
    Typist(save, ["move --stay", "end", "undo", "quit"]).run(globbo_app, "globbo")
    out = capsys.readouterr().out
    assert out.count("Round 1: Globbo's move (you play Globbo)\n  Your move: move the HEAD to a hex (the body follows in its "
                     "shape) or stay put\nglobbo> move --stay\n"
                     "GLOBBO stays put.\n") == 1  # the prompt shown once
    assert "globbo> end\nKIDS move.\n[KIDS, the assistant] B3 to M8" in out  # nothing typed for the Kids; the step named
    assert "HEAD H1 gets 1 regeneration point: 1 saved" in out
    assert out.count("Round 1: Globbo's build (you play Globbo)\n  Your move: build a SLAP or a ZAP on a hex, or go straight on "
                     "to the move\n"
                     "globbo> undo\nUndid: ai;") == 1
    assert "; end\nThe table is again:\n" in out  # the player's `end` went with the assistant's turn
    assert out.rstrip().endswith(f"Round 1: Globbo's attack (you play Globbo)\n  Your move: attack a kid in reach with "
                                 f"the parts beside it, as often as you like, then end (Biters explode)\n  Nothing in reach: end.\nglobbo> quit\nSaved in {save}.")
    assert _log(save) == ["move"]


def test_playing_the_kids_globbo_moves_by_itself_between_kids_turns(app, runner, tmp_path, capsys):
    save = tmp_path / "kids.json"
    _new(app, runner, save, "kids")  # Globbo moves first, but his HEAD's first attack needs the Kids' mix
    assert _log(save) == []
    capsys.readouterr()
    Typist(save, ["end", "status", "quit"]).run(globbo_app, "globbo")
    out = capsys.readouterr().out
    assert "BITER B3 at O9 fissions into 6: the Kids' mix?\n" in out and "> 3\n" in out  # asked of the player
    assert "Round 1: The Kids' move (you play the Kids)\n  Your move: move a kid to a hex, again while movement is left, then" in out
    assert "[GLOBBO, the assistant]" in out and "Round 2: The Kids' move (you play the Kids)" in out
    log = _log(save)
    assert log == ["ai", "end", "ai"]  # the Kids stood still; Globbo's build, move and attacks: one step
    game = Session.load(Globbo, save).replay()[0]
    assert game.turn.round == 2 and game.turn.phase == "kids-move"
    snapshot = game.snapshot()
    assert snapshot["to_act"] == "kids" and snapshot["human"] == "kids"
    assert "B1" in game.vocabulary() and "K7" in game.vocabulary()


def test_typed_piece_ids_and_hexes_are_normalized_before_they_are_logged(app, runner, tmp_path):
    save = tmp_path / "case.json"
    _new(app, runner, save, "globbo")
    game = Session.load(Globbo, save).replay()[0]
    act = {"type": "attack", "target": " j5", "with": ["z1", "s3 "], "moves": [["b2", "i5"], ["b1", ["k12", "k11"]]]}
    game.normalize(act)
    logged = {"type": "attack", "target": "J5", "with": ["Z1", "S3"], "moves": [["B2", "I5"], ["B1", ["K12", "K11"]]]}
    assert act == logged  # the orders keep the order typed
    game.normalize(act)
    assert act == logged  # normalizing twice changes nothing


def test_undo_at_the_command_line_takes_back_the_players_step_and_the_assistants_turn(app, runner, tmp_path):
    save = tmp_path / "direct.json"
    _new(app, runner, save, "globbo")
    for line in (["move", "--stay"], ["end"]):
        result = runner.invoke(app, ["play", "globbo", *line, "--save", str(save)])
        assert result.exit_code == 0, result.output
    assert _log(save) == ["move", "end", "ai"]
    result = runner.invoke(app, ["play", "globbo", "undo", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Undid: ai;") and "; end\nThe table is again:\n" in result.output
    assert result.output.startswith("Undid: ai; end\n")  # not the assistant's whole logged plan
    assert result.output.rstrip().endswith("Round 1: Globbo's attack (you play Globbo)\n"
                                           "  Your move: attack a kid in reach with the parts beside it, as often as "
                                           "you like, then end (Biters explode)\n"
                                           "  Nothing in reach: end.")
    assert _log(save) == ["move"]


def test_a_phrase_as_a_player_says_it_is_read_as_a_listed_move_and_played(app, runner, tmp_path, capsys):
    """ "move the head to e6" and "done" at the guided prompt: the listed moves' commands run (no `--body`, no
    PIECE:HEX typed), and the free formation in the command's own syntax still runs as typed."""
    save = tmp_path / "globbo.json"
    _new(app, runner, save, "globbo")
    game = Session.load(Globbo, save).replay()[0]
    going = next(m for m in game.moves() if m.legal and m.verb == "move")
    place = going.part("place").id
    capsys.readouterr()
    Typist(save, [f"move the head to {place.lower()}", "done", "quit"]).run(globbo_app, "globbo")
    out = capsys.readouterr().out
    assert f"globbo> move the head to {place.lower()}\nGLOBBO oozes " in out
    log = Session.load(Globbo, save).save.log
    assert [e["action"]["type"] for e in log][:2] == ["move", "end"]
    assert log[0]["action"] == going.action  # exactly the listed move's action


def test_a_formation_of_ones_own_runs_as_typed(app, runner, tmp_path, capsys):
    save = tmp_path / "globbo.json"
    _new(app, runner, save, "globbo")
    game = Session.load(Globbo, save).replay()[0]
    going = next(m for m in game.moves() if m.legal and m.verb == "move")
    typed = "move " + " ".join(f"{piece}:{where}" for piece, where in going.action["moves"])
    Typist(save, [typed, "quit"]).run(globbo_app, "globbo")
    assert capsys.readouterr().out.count(f"globbo> {typed}\nGLOBBO ") == 1
    assert Session.load(Globbo, save).save.log[0]["action"]["moves"] == going.action["moves"]
