"""Goblout in the guided turn (`goblin play goblout` with no command): the bots' turns are the
assistant's automatic steps, each saved as its own `bot` entry; the prompt says the human's step;
the player types only `draw` and `play` and answers their own questions."""

from __future__ import annotations

from goblinkit.assistant.goblout.cli import app as goblout_app
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.core.session import Session
from tests.assistant.guided_players import PipePlayer

TURNS = 4


class GobloutPlayer(PipePlayer):
    """Draws, then plays every goblin it may deploy and attacks Bot 1 with all; answers questions with
    their first option; quits after TURNS turns."""

    def decide(self, message: str, words: list[str]) -> str:
        if not message.startswith("goblout>"):
            return "1" if message.startswith("choose") else "n"
        game = self.game()
        if game.over or self.typed.count("draw") >= TURNS and game.m.phase == "discard":
            return "quit"
        if game.m.phase == "discard":
            return "draw"
        return "play --attack bot1=all"


def test_the_bots_turns_are_automatic_steps_and_the_prompt_says_your_step(app, runner, tmp_path, capsys):
    save = tmp_path / "goblout.json"
    made = runner.invoke(app, ["play", "goblout", "new", "--bots", "2", "--seed", "11", "--first", "you",
                               "--save", str(save)])
    assert made.exit_code == 0, made.output
    player = GobloutPlayer(Goblout, save)
    player.run(goblout_app, "goblout")
    out = capsys.readouterr().out
    typed = {line.split()[0] for line in player.typed}
    assert typed <= {"draw", "play", "quit", "1", "n"}  # never `bot`: the assistant plays the bots itself
    log = [entry["action"]["type"] for entry in Session.load(Goblout, save).save.log]
    game = player.game()
    assert log.count("bot") >= 2 * (log.count("play") - (1 if game.over else 0))  # each bot turn its own entry
    assert log.count("draw") == TURNS or game.over
    assert "Next: discard any cards you like and draw" in out and "Next: deploy the goblins your die allows" in out
    assert "== Turn 2: Bot 1 (aggressive)" in out and "== Turn 3: Bot 2 (defensive)" in out
    assert "Bot 1 draws" in out and "your hand:" in out
    assert out.rstrip().endswith(f"goblout> quit\nSaved in {save}.")


def test_undo_takes_back_your_play_and_the_bot_turns_after_it(app, runner, tmp_path):
    save = tmp_path / "goblout.json"
    dego = lambda *args: runner.invoke(app, ["play", "goblout", *args, "--save", str(save)])  # noqa: E731
    assert dego("new", "--bots", "2", "--seed", "11", "--first", "you", "--skill", "easy").exit_code == 0
    assert dego("draw", "warrior").exit_code == 0
    played = dego("play", "--attack", "bot1=all")
    assert played.exit_code == 0, played.output
    log = [entry["action"]["type"] for entry in Session.load(Goblout, save).save.log]
    assert log == ["draw", "play", "bot", "bot"]  # one command, three entries: yours, then each bot's turn
    undone = dego("undo")
    assert undone.output.startswith("Undid: bot; bot; play")
    assert [e["action"]["type"] for e in Session.load(Goblout, save).save.log] == ["draw"]


def test_new_with_bots_first_sets_up_and_stops_the_next_command_runs_their_turns_first(app, runner, tmp_path):
    import json

    save = tmp_path / "goblout.json"
    made = runner.invoke(app, ["play", "goblout", "new", "--bots", "2", "--seed", "5", "--first", "bot1",
                               "--save", str(save), "--json"])
    assert made.exit_code == 0, made.output
    state = json.loads(made.output)["state"]  # one JSON document: the setup only
    assert state["active"] == "bot1"
    assert Session.load(Goblout, save).save.log == []  # `new` asks nothing: the bots play after it
    drawn = runner.invoke(app, ["play", "goblout", "draw", "--save", str(save)])
    assert drawn.exit_code == 0, drawn.output
    assert "== Turn 1: Bot 1" in made.output or "Bot 1 made the best grimace" in made.output
    out = drawn.output
    assert out.index("Bot 1 deploys") < out.index("== Turn 2: Bot 2") < out.index("== Turn 3: You") < out.index("You roll")
    assert [e["action"]["type"] for e in Session.load(Goblout, save).save.log] == ["bot", "bot", "draw"]
    watch = tmp_path / "watch.json"
    assert runner.invoke(app, ["play", "goblout", "new", "--watch", "--bots", "3", "--seed", "5",
                               "--save", str(watch)]).exit_code == 0
    assert runner.invoke(app, ["play", "goblout", "bot", "--save", str(watch)]).exit_code == 0
    assert [e["action"]["type"] for e in Session.load(Goblout, watch).save.log] == ["bot"]
