"""The skill chosen at `new` is the skill of every later command, whichever process runs it (issue 32).

Each game with bots is set up at two or three levels, then its first bot decision is played by a real
`goblin` process of its own (nothing `new` imported or registered is there): the levels must play
differently, and GvZ's Zombie Player must play exactly what the library decides at its level. Then one
process (a CliRunner) runs every game's commands interleaved and must print what the separate processes
printed: commands share no module state. GobbledyGook! has no bots' skill: it is in that run for its
Humans' turn, which the assistant plays.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

GOBLIN = Path(sys.executable).with_name("goblin")
pytestmark = pytest.mark.skipif(not GOBLIN.exists(), reason="the goblin console script is not installed")

# game: (its `new` arguments for a level, the commands before the bot's decision, the bot's command, levels);
# normal is compared where hard's budget is a time (Globbo, Gob'z, Goblout decide by the clock at hard)
GAMES = {
    "gvz": (lambda level: ["new", "--mode", "e", "--skill", level, "--think", "0.05", "--seed", "2"],
            [["zombies"]], ["arrive"], ("easy", "normal", "hard")),
    "globbo": (lambda level: ["new", "--play", "kids", "--skill", level, "--seed", "5",
                              "--biters", "B6,I9,L12,L13,L2,M1"], [], ["ai"], ("easy", "normal")),
    "gobz": (lambda level: ["new", "--seat", "2", "--crew", "skritch,nagga,zapgit,grubnik", "--length", "quick",
                            "--seed", "1", "--skill", level], [], ["rivals"], ("easy", "normal")),
    "goblout": (lambda level: ["new", "--watch", "--bots", "2", "--seed", "1", "--skill", level], [], ["bot"],
                ("easy", "normal")),
    "gg": (lambda level: ["new", "--scenario", "night-watch", "--brood", "{brood}", "--seed", "3"], [],
           ["done", "--answer", "no"], ("-",)),
}
RUNS = [(game, level) for game, (_, _, _, levels) in GAMES.items() for level in levels]


def _set_up(app, runner, folder: Path, tag: str) -> dict[tuple[str, str], Path]:
    """Every game at every level set up (and brought to its bot's decision) in this process."""
    brood = folder / f"{tag}-muck.yaml"
    for args in (["new", str(brood), "--name", "Muck Lurkers", "--breed", "goblins"],
                 ["buy", str(brood), "leader", "Snagtooth"]):
        assert runner.invoke(app, ["play", "gg", "brood", *args]).exit_code == 0
    saves = {}
    for game, level in RUNS:
        new, before, _, _ = GAMES[game]
        save = saves[game, level] = folder / f"{tag}-{game}-{level}.json"
        for args in ([a.replace("{brood}", str(brood)) for a in new(level)], *before):
            done = runner.invoke(app, ["play", game, *args, "--save", str(save)])
            assert done.exit_code == 0, done.output
    return saves


@pytest.fixture(scope="module")
def separate(app, tmp_path_factory):
    """{(game, level): (its save, (exit code, what the bot's command printed) in a `goblin` process of its own);
    exit 1 when the bot's turn stops at a question for the player (Globbo's hit asks the Kids for the mix)."""
    from typer.testing import CliRunner

    folder = tmp_path_factory.mktemp("skill")
    saves = _set_up(app, CliRunner(), folder, "apart")
    env = {**os.environ, "XDG_DATA_HOME": str(folder / "xdg")}
    running = {run: subprocess.Popen([str(GOBLIN), "play", run[0], *GAMES[run[0]][2], "--save", str(saves[run])],
                                     env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for run in RUNS}
    printed = {}
    for run, process in running.items():
        out, err = process.communicate(timeout=120)
        assert process.returncode in (0, 1) and not err, (run, out, err)
        printed[run] = (saves[run], (process.returncode, out))
    return printed


@pytest.mark.parametrize("game", sorted(game for game in GAMES if len(GAMES[game][3]) > 1))
def test_the_levels_play_differently_in_a_later_process(game, separate):
    levels = GAMES[game][3]
    outputs = [separate[game, level][1] for level in levels]
    assert len(set(outputs)) == len(levels), outputs


def test_the_zombie_player_plays_its_level_in_a_later_process(separate):
    """What each `arrive` process logged is the library's choice at that level for the same table."""
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
    from goblinkit.assistant.goblins_vs_zombies.zombie_player import LOGGED, zombie_player_choice
    from goblinkit.assistant.core.session import Session
    from goblinkit.content.goblins_vs_zombies.script import spoken

    for level in GAMES["gvz"][3]:
        save, printed = separate["gvz", level]
        session = Session.load(GoblinsVsZombies, save)
        logged = session.save.log[-1]["action"]
        assert logged["type"] == "arrive"
        before = Session(GoblinsVsZombies, session.save, save)
        before.save.log = before.save.log[:-1]
        game, _ = before.replay(cached=False)
        option, plays = zombie_player_choice(game)
        assert logged[LOGGED] == {"option": option, "plays": [[card, up] for card, up in plays]}
        assert printed[0] == 0 and f"ZOMBIE ARRIVAL: the Zombie Player chooses {spoken(option)}." in printed[1]
    assert json.loads(separate["gvz", "hard"][0].read_text())["setup"]["skill"] == "hard"


def test_one_process_running_every_game_in_turn_prints_what_separate_processes_do(app, runner, tmp_path, separate):
    """Set up every game and level, then play each bot's command, all in this one process, interleaved:
    state left by one command (a `new` of GvZ's Mode E, another game's bots) changes nothing in the next."""
    saves = _set_up(app, runner, tmp_path, "together")
    for run in RUNS:
        done = runner.invoke(app, ["play", run[0], *GAMES[run[0]][2], "--save", str(saves[run])])
        code, printed = separate[run][1]
        assert (done.exit_code, done.stdout) == (code, printed.replace(str(separate[run][0]), str(saves[run]))), run
