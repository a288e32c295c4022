"""What a new player met at the table (this session's playtest), held to the fix: the Backup's Sewer is
asked when not given, a Profile Card is read out before it is drafted, a KO says how in words, and the
guided turn prints each prompt once and shows the board after the rivals' turn."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import scoring, turns
from goblinkit.assistant.core.table import ScriptedTable
from tests.assistant.gobz_heroes.helpers import act, table_game

SMALL = [["nagga", "grubnik", "zapgit"], ["mog", "gearhead", "flapjack"]]


def _backup_due():
    game = table_game(SMALL)
    for gob in ("nagga", "zapgit"):
        scoring.knock_out(game, gob, [], None, "ko")
    game.chance.begin()
    lines: list[str] = []
    turns.begin_turn(game, 0, ScriptedTable(), lines)
    game.chance.finish()
    return game, lines


def test_the_backup_line_says_how_and_where():
    _, lines = _backup_due()
    assert lines[1] == ("  Backup! Only 1 able Gob' left: bring one from the Bench (nagga, skritch, zapgit) onto a "
                        "free Sewer (H4, C6, G9, C12): say backup nagga at H4.")


def test_a_backup_without_a_square_asks_which_free_sewer():
    """"The player places the Backup on any available Sewer/Hatch square": which one is the player's
    choice, asked when `--at` is not given (a script names it, or answers the question)."""
    game, _ = _backup_due()
    with pytest.raises(RulesError, match=r"Where does Skritch arrive \(a free Sewer/Hatch\)\? \[H4 \| C6 \| G9 \| C12\]"):
        act(game, {"type": "backup", "gob": "skritch"})
    lines = act(game, {"type": "backup", "gob": "skritch"}, answers=["G9"])
    assert lines[0] == "  Backup: Skritch arrives on G9 with Slingshot."


def test_a_ko_is_said_in_words():
    game = table_game(SMALL)
    lines: list[str] = []
    scoring.knock_out(game, "flapjack", lines, 0, "ranged-ko")
    assert lines == ["  Flapjack is KO'd by a Ranged attack and goes to the Bench.",
                     "  Green scores 2 VP (Flapjack KO'd by a Ranged attack): 2 VP."]


def test_the_guided_turn_prints_each_prompt_once_and_the_board_after_the_rivals(app, runner, tmp_path, capsys):
    from goblinkit.assistant.gobz_heroes.cli import app as gobz_app
    from goblinkit.assistant.gobz_heroes.game import GobzHeroes
    from tests.assistant.guided_players import PipePlayer

    class Typist(PipePlayer):
        def __init__(self, save, lines):  # noqa: ANN001
            super().__init__(GobzHeroes, save)
            self.lines = list(lines)

        def decide(self, message: str, words: list[str]) -> str:
            return self.lines.pop(0) if self.lines else "quit"

    save = tmp_path / "gobz.json"
    result = runner.invoke(app, ["play", "gobz", "new", "--crew", "nagga,mog,zapgit,grubnik", "--seed", "3",
                                 "--save", str(save)])
    assert result.exit_code == 0, result.output
    capsys.readouterr()
    Typist(save, ["move grubnik B11", "end", "quit"]).run(gobz_app, "gobz")
    out = capsys.readouterr().out
    assert ("gobz> move grubnik B11\nGreen feeds Grubnik (1 Ration; 4 left).\nGrubnik moves A12 -> B11 (1 square).\n"
            "Green: 4 Rationing Points; can still feed: Big Nagga, Zapgit the Sparky. Grubnik may still attack.\n"
            "Your move: move a Gob', attack or shoot with one, or end the turn.\n"
            "gobz> end\n") in out  # once, not twice
    after_rivals = out.split("gobz> end\n")[1]
    assert "== Turn 1: Red ==" in after_rivals and "Gob'z'Heroes, turn 2: Green to play." in after_rivals
    assert after_rivals.count("Green: ") == 2  # the board's crew line and the prompt, once each


def test_a_rival_keeps_second_wind_when_its_stunned_gob_could_not_act_anyway():
    """Seen in play: Red played Second Wind on Skritch after spending its Rationing Points, moments before
    its own Crew Rehab stood Skritch up anyway. Now only when the Gob' can then be fed and act."""
    from goblinkit.assistant.gobz_heroes.bots import next_action
    from tests.assistant.gobz_heroes.helpers import turn_of

    game = table_game(SMALL, humans=[0])
    turn_of(game, 1, rations=0)
    game.players[1].combos = ["second-wind"]
    game.gobz["gearhead"].stunned = True
    assert next_action(game).get("card") != "second-wind"
    game.players[1].rations = 4
    assert next_action(game) == {"type": "combo", "player": "Red", "card": "second-wind", "gob": "gearhead",
                                 "why": "Second Wind: Gearhead Grot is Stunned"}


def test_reach_reads_out_the_profile_card_and_marks_your_own_gobz(app, runner, tmp_path):
    save = tmp_path / "gobz.json"
    assert runner.invoke(app, ["play", "gobz", "new", "--crew", "nagga,mog,zapgit,grubnik", "--seed", "3",
                               "--save", str(save)]).exit_code == 0
    out = runner.invoke(app, ["play", "gobz", "reach", "mog", "--save", str(save)]).output.splitlines()
    assert out[-5:] == [
        "Close Combat now: nobody adjacent (Strength 5).",
        "Boulder Toss now: Big Nagga (yours), Zapgit the Sparky (yours), Grubnik (yours)",
        "Boulder Toss: Ranged attack with a boulder (no Stuff needed). Repeat 1 · Range 4 · Strength 4.",
        "Heavy: no Ladders (Teleporters only); cancels Fly.",
        "Tall: on the ground, adjacent to and shoots at Gob'z on a platform edge; Gob'z do not block its sight."]


def test_the_prompt_says_when_dumping_is_there_to_take():
    """Seen in play: at 8 of 9 VP with 3 Combo Cards in hand, Dumping wins the game, and nothing said so."""
    from tests.assistant.gobz_heroes.helpers import turn_of

    game = table_game(SMALL, humans=[0])
    turn_of(game, 0, rations=5)
    game.players[0].combos = ["sprint", "wet-blanket", "sticky-fingers"]
    game.players[0].vp = 8
    assert game.prompt()[0] == ("Green: 5 Rationing Points; can still feed: Big Nagga, Zapgit the Sparky, Grubnik. "
                                "You hold 3 Combo Cards: dumping them scores 1 VP (9 of 9).")
    assert game.prompt()[1] == "Your move: move a Gob', attack or shoot with one, play a Combo Card, dump, or end the turn."


def test_at_0_rations_the_prompt_still_offers_the_active_gob_and_a_gob_home_alone():
    """Seen in play: with the Rations spent, the prompt said only "end the turn" while the Gob' just fed could
    still attack, and a lone Gob' (Home Alone: it acts unfed) was not named."""
    from goblinkit.assistant.gobz_heroes.state import Activation
    from tests.assistant.gobz_heroes.helpers import turn_of

    game = table_game(SMALL, humans=[0])
    turn_of(game, 0, rations=0)
    game.gobz["grubnik"].activated, game.active = True, Activation("grubnik", moved=True)
    assert game.prompt() == ["Green: 0 Rationing Points; can still feed: nobody. Grubnik may still attack.",
                             "Your move: move a Gob', attack or shoot with one, or end the turn."]
    turn_of(game, 0, rations=0)
    for gob in ("nagga", "grubnik"):
        game.gobz[gob].pos = None  # off the board (KO)
    assert game.prompt()[0] == "Green: 0 Rationing Points; can still feed: Zapgit the Sparky (Home Alone)."


def test_a_rivals_secret_gobjective_is_shown_once_the_game_is_over():
    game = table_game(humans=[0])
    rival = game.players[1]
    assert rival.bot and rival.objective and not rival.objective_done
    assert game.snapshot()["players"][1]["objective"] is None  # secret while the game goes on
    assert "Gob'jective" not in game.describe().split(f"2. {rival.name}")[1].splitlines()[0]
    game.over = True
    assert game.snapshot()["players"][1]["objective"] == rival.objective
    name = game.objective_defs[rival.objective].name
    assert f"Gob'jective {name}" in game.describe().split(f"2. {rival.name}")[1].splitlines()[0]
