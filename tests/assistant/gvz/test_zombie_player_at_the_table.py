"""Mode E's Zombie Player at a real table (issue 32): its choice is logged in the `arrive` action, so a replay
never searches again; a save logged before choices were kept replays as it was played (easy); a damaged
logged choice is refused by name; undo takes an arrival back with the decision before it; and its search
plays futures of a table game, whose Goblin cards are only counted, on cards it imagines from what it sees."""

from __future__ import annotations

import json
import random
from collections import Counter

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.imagined import name_counted_cards
from goblinkit.content.goblins_vs_zombies.script import spoken
from goblinkit.assistant.goblins_vs_zombies.lookahead import copy_game
from goblinkit.assistant.goblins_vs_zombies.piles import ANONYMOUS
from goblinkit.assistant.goblins_vs_zombies.zombie_player import LOGGED
from goblinkit.assistant.core.table import ScriptedTable


def gvz(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "gvz", *args, "--save", str(save)])


def arrived(app, runner, tmp_path, level):  # noqa: ANN001
    save = tmp_path / f"{level}.json"
    for args in (("new", "--mode", "e", "--skill", level, "--think", "0.05", "--seed", "1"), ("zombies",), ("arrive",)):
        done = gvz(app, runner, save, *args)
        assert done.exit_code == 0, done.output
    return save


def test_the_choice_is_logged_and_a_replay_plays_it(app, runner, tmp_path):
    save = arrived(app, runner, tmp_path, "normal")
    data = json.loads(save.read_text())
    assert data["log"][-1]["action"] == {"type": "arrive", LOGGED: {"option": "{PLAY 1 + DRAW 1}",
                                                                    "plays": [["ninja", True]]}}
    data["setup"]["skill"] = "hard"  # a replay reads the logged choice, whatever the level would choose now
    save.write_text(json.dumps(data))
    replay = gvz(app, runner, save, "replay")
    assert replay.exit_code == 0 and "the Zombie Player chooses PLAY 1 then DRAW 1" in replay.output
    assert "log reproduces" in replay.output
    assert "\n2. arrive\n" in gvz(app, runner, save, "log").output  # the record is no typed option


def test_an_arrival_logged_before_choices_were_kept_replays_as_played_easy(app, runner, tmp_path):
    save = arrived(app, runner, tmp_path, "easy")
    data = json.loads(save.read_text())
    easy = data["log"][-1]["action"].pop(LOGGED)
    data["setup"]["skill"] = "hard"
    save.write_text(json.dumps(data))
    replay = gvz(app, runner, save, "replay")
    assert replay.exit_code == 0, replay.output
    assert f"the Zombie Player chooses {spoken(easy['option'])}." in replay.output


def test_a_damaged_logged_choice_is_refused_by_name(app, runner, tmp_path):
    save = arrived(app, runner, tmp_path, "normal")
    data = json.loads(save.read_text())
    data["log"][-1]["action"][LOGGED] = {"option": "{PLAY 2}", "plays": [["dragon", True], ["ninja", True]]}
    save.write_text(json.dumps(data))
    refused = gvz(app, runner, save, "status")
    assert refused.exit_code == 1
    assert refused.stderr.startswith(f"Error: save {save} does not replay at entry 2: the Zombie Player's logged "
                                     "choice is not one it could make: {'option': '{PLAY 2}', 'plays': [['dragon'")


def test_undo_takes_an_arrival_back_with_the_decision_before_it(app, runner, tmp_path):
    save = arrived(app, runner, tmp_path, "hard")
    assert gvz(app, runner, save, "sun").exit_code == 0
    undone = gvz(app, runner, save, "undo")
    assert undone.output.startswith("Undid: sun; arrive; zombies\n")  # the player's `zombies` with its steps
    assert json.loads(save.read_text())["log"] == []


def test_a_table_games_counted_cards_are_imagined_from_what_the_zombie_player_sees():
    game = GoblinsVsZombies({"mode": "versus", "players": ["AA"], "tracked": False, "skill": "normal"}, Chance(4))
    game.start(ScriptedTable())
    game.apply({"type": "play", "player": "AA", "goblin": "flag-bearer", "pay": 0}, ScriptedTable())
    assert set(game.supply.hands["AA"]) == {ANONYMOUS}
    trial = copy_game(game, 1)
    name_counted_cards(trial, random.Random(2))
    assert trial.tracked and not game.tracked and ANONYMOUS not in trial.supply.cards()
    assert sum(trial.supply.hands["AA"].values()) == sum(game.supply.hands["AA"].values())
    assert len(trial.supply.pile) == len(game.supply.pile)
    bearer = trial.fields["AA"].gate[0]
    held = trial.supply.cards() + Counter([bearer.real])
    assert held == Counter(game.cat.boxes(game.mode.black_goblins)[0])  # every card of the box, none twice
