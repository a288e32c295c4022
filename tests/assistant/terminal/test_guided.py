"""The guided turn, driven through prompt_toolkit's own input pipe: a whole Goblins vs Zombies
Last Stand game and three GobbledyGook! rounds, bad input asked again, undo and quit inside."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from goblinkit.assistant.gobbledygook.cli import app as gg_app
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from goblinkit.assistant.goblins_vs_zombies.cli import app as gvz_app
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.core.session import Session
from tests.assistant.gg.helpers import BROOD
from tests.assistant.guided_players import LastStandPlayer, NightWatchPlayer, PipePlayer


@pytest.fixture
def gvz_save(app, runner, tmp_path) -> Path:
    save = tmp_path / "gvz.json"
    assert runner.invoke(app, ["play", "gvz", "new", "--seed", "9", "--save", str(save)]).exit_code == 0
    return save


class Typist(PipePlayer):
    """Types the given lines in turn, then quits."""

    def __init__(self, game_cls, save, lines):  # noqa: ANN001
        super().__init__(game_cls, save)
        self.lines = list(lines)

    def decide(self, message: str, words: list[str]) -> str:
        return self.lines.pop(0) if self.lines else "quit"


@pytest.fixture(scope="module")
def last_stand(app, tmp_path_factory):
    """One whole Last Stand game played through the guided turn: the player, what it printed, the save."""
    from typer.testing import CliRunner

    save = tmp_path_factory.mktemp("last-stand") / "gvz.json"
    new = CliRunner().invoke(app, ["play", "gvz", "new", "--seed", "9", "--save", str(save)])
    assert new.exit_code == 0, new.output
    player = LastStandPlayer(GoblinsVsZombies, save)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        player.run(gvz_app, "gvz")
    return player, printed.getvalue(), save


def test_a_whole_last_stand_game_through_the_guided_turn(last_stand):
    player, out, save = last_stand
    game = player.game()
    assert game.over and game.result["outcome"] == "lose" and game.result["rank"]
    typed = [line.split()[0] for line in player.typed]
    assert not {"zombies", "arrive", "sun"} & set(typed)  # the Zombie phases ran by themselves ...
    log = [entry["action"]["type"] for entry in Session.load(GoblinsVsZombies, save).save.log]
    assert log.count("arrive") == log.count("sun") == game.turn - 1  # ... each saved as a normal log entry
    assert out.count("ZOMBIE ARRIVAL in AA's Field.") == game.turn - 1
    assert log.count("zombies") == game.turn  # after `done`, or by itself when nothing was left to do
    assert typed.count("done") <= game.turn
    counts = player.counts()
    assert counts["other"] / game.turn < 2  # besides the player's own plays: `done` and a few real questions
    assert "GAME OVER: A Zombie entered the Village." in out
    assert out.rstrip().endswith(f"gvz> quit\nSaved in {save}.")


def test_questions_show_what_happened_and_where_each_answer_leads(last_stand):
    _, out, _ = last_stand
    assert ("g6 Rockthrower acts:\nWhich Zombie does g6 Rockthrower target?\n"
            "  1. z10 Pirate Zombie (AA, Village)   -> z10 Pirate Zombie takes 1 damage and is destroyed (to the "
            "Zombie Discard Pile).\n"
            "  2. z11 Warlock Zombie (AA, Village)  -> z11 Warlock Zombie takes 1 damage (1 HP left).\n"
            "choose 1-2 or a name> 1\n"
            "  z10 Pirate Zombie takes 1 damage and is destroyed (to the Zombie Discard Pile).\n") in out
    assert "Which Zombie acts next?" in out and "  1. in order" in out


def test_three_gobbledygook_rounds_through_the_guided_turn(app, runner, tmp_path, capsys):
    brood = tmp_path / "muck.yaml"
    brood.write_text(json.dumps(BROOD))
    save = tmp_path / "gg.json"
    new = runner.invoke(app, ["play", "gg", "new", "--scenario", "night-watch", "--brood", str(brood), "--seed", "3",
                              "--save", str(save)])
    assert new.exit_code == 0, new.output
    player = NightWatchPlayer(GobbledyGook, save, rounds=3)
    player.run(gg_app, "gg")
    out = capsys.readouterr().out
    game = player.game()
    assert game.round == 4 or game.over
    assert [line for line in player.typed if line == "done"] == ["done"] * 3
    assert out.count("THE HUMANS TURN") == 3
    assert "reveal b1 --by SNAG" in out and "Snagtooth reveals B1:" in out  # a blip and a name in any case, a prefix
    assert "Round 2, the creatures' turn:" in out and "Round 3, the creatures' turn:" in out


def test_bad_lines_are_explained_and_asked_again(gvz_save, capsys):
    Typist(GoblinsVsZombies, gvz_save, ["play dragon", "fly away", "play sling", "play 'Ghost Lantern' --pay 9",
                                        "play slingshot", "undo", "help act", "quit"]).run(gvz_app, "gvz")
    out = capsys.readouterr().out
    assert "gvz> play dragon\n'play dragon' is not one of the moves now. You can: Play Archer on your Gate (cost 1);" in out
    assert "gvz> fly away\n'fly away' is no move now (you can: done, give, pepper, play)\n" in out
    assert ("gvz> play sling\n'play sling' could be: Play Slinger on your Gate (cost 0); Play Slingshot on your Gate "
            "(cost 2). Say which.\n") in out
    assert "gvz> play 'Ghost Lantern' --pay 9\nError: the cost is 2: discard 2 cards (--pay 2)\n" in out
    assert "gvz> play slingshot\nAA plays g1 Slingshot and discards 2 cards.\n" in out
    assert "gvz> undo\nUndid: play slingshot --pay 2\nThe table is again:\n" in out
    assert "Usage: goblin play gvz act" in out
    assert Session.load(GoblinsVsZombies, gvz_save).save.log == []


def test_quit_at_a_question_saves_nothing(gvz_save, capsys):
    Typist(GoblinsVsZombies, gvz_save, ["play archer", "done", "play slingshot", "act g", "quit", "quit"]).run(
        gvz_app, "gvz")
    out = capsys.readouterr().out
    assert "gvz> act g\n'act g' is not one of the moves now. You can: Slingshot acts" in out
    log = [entry["action"]["type"] for entry in Session.load(GoblinsVsZombies, gvz_save).save.log]
    assert log[-1] == "play" and "act" not in log


def test_no_save_yet_says_how_to_start_once(tmp_path, capsys):
    Typist(GoblinsVsZombies, tmp_path / "none.json", ["help status", "status", "new --seed 4", "status", "quit"]).run(
        gvz_app, "gvz")
    out = capsys.readouterr().out
    start = "Type new to start one (help new shows its options)."
    assert out.startswith(f"No game saved at {tmp_path / 'none.json'}. {start}\ngvz> help status\n")
    assert out.count("No game saved at") == 1  # said once, not again on every pass
    assert f"gvz> status\nThere is no game yet. {start}\ngvz> new --seed 4\n" in out  # not the CLI's `goblin play ...`
    assert "New game of Goblins vs Zombies (seed 4), saved to " in out and "Legend: ▲ ground" in out


def test_a_game_that_implements_none_of_the_hooks_gets_the_loop_too(app, runner, tmp_path, capsys):
    from tests.fixtures.toy_game import GoblinToss
    from tests.fixtures.toy_game import app as toy_app

    save = tmp_path / "toss.json"
    runner.invoke(app, ["play", "toy", "new", "--seed", "3", "--save", str(save)])
    runner.invoke(app, ["play", "toy", "throw", "goblin1", "--dice", "6,6", "--card", "rock", "--save", str(save)])
    Typist(GoblinToss, save, ["throw goblin2 --dice 1,1", "duel goblin1 --dice ask", "maybe", "n", "7", "4",
                              "quit"]).run(toy_app, "toy")
    out = capsys.readouterr().out
    assert "toy> throw goblin2 --dice 1,1\ngoblin2 throws 1 1 and draws " in out
    assert ("toy> duel goblin1 --dice ask\nIs goblin2 in cover?\n  yes -> goblin1 cannot reach goblin2 in cover.\n"
            "[y/n] maybe\nplease answer y or n, or back to leave the question (nothing changes)\n[y/n] n\nRoll 1 die (d6) for goblin1's duel and type them> 7\n"
            "type 1 number from 1 to 6, or back to leave the question (nothing changes)\nRoll 1 die (d6) for goblin1's duel and type them> 4\n"
            "goblin1 duels goblin2, rolls 4: hit.\n") in out


def test_a_name_with_an_apostrophe_is_read_as_said(tmp_path, capsys):
    """"draw warrior shaman's potion": an apostrophe inside a name is no unclosed quotation (issue 33)."""
    from typer.testing import CliRunner

    from goblinkit.assistant.cli import build_app
    from goblinkit.assistant.goblout.cli import app as goblout_app
    from goblinkit.assistant.goblout.game import Goblout

    save = tmp_path / "g.json"
    made = CliRunner().invoke(build_app(), ["play", "goblout", "new", "--bots", "2", "--seed", "1", "--first", "you",
                                            "--save", str(save)])
    assert made.exit_code == 0, made.output
    capsys.readouterr()
    Typist(Goblout, save, ["draw shaman's potion", "quit"]).run(goblout_app, "goblout")
    out = capsys.readouterr().out
    assert "No closing quotation" not in out  # the line reaches the phrase reader, which says what can be done
    assert "goblout> draw shaman's potion\n'draw shaman's potion' is not one of the moves now. You can: Draw to 5" in out
