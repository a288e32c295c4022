"""`dice table` at a real pseudo-terminal (pexpect): a turn of each game where the player rolls their own
dice and types every one asked, while the assistant rolls only its own sides' dice and shows them.

Each test checks the dice asked are exactly the player's (the save logs them as the player's, in the
order typed, and every other roll as the assistant's), and that the save replays."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
GOBLIN = Path(sys.executable).with_name("goblin")
pytestmark = pytest.mark.skipif(not GOBLIN.exists(), reason="the goblin console script is not installed")
ASKED = re.compile(r"Roll (\d+) d(?:ie|ice) \(d6\) for (.+?) and type them> ")


@pytest.fixture
def env(tmp_path):
    return {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "TERM": "dumb", "NO_COLOR": "1"}


def goblin(env, *args: str) -> str:
    return subprocess.run([str(GOBLIN), *args], env=env, check=True, capture_output=True, text=True).stdout


class Table:
    """The guided turn of one game, with every die asked of the player recorded as typed."""

    def __init__(self, game: str, save: Path, env: dict[str, str]):
        self.game, self.save, self.typed = game, save, []
        self.seen = io.StringIO()
        self.child = pexpect.spawn(str(GOBLIN), ["play", game, "--save", str(save)], env=env, encoding="utf-8",
                                   timeout=90, dimensions=(60, 200))
        self.child.logfile_read = self.seen

    def command(self, line: str) -> None:
        self.child.expect_exact(f"{self.game}> ")
        self.child.sendline(line)

    def roll(self, why: str, *dice: int) -> None:
        """The player is asked for `dice` (so many, for `why`) and types them."""
        self.child.expect(ASKED)
        assert (int(self.child.match.group(1)), self.child.match.group(2)) == (len(dice), why)
        self.child.sendline(" ".join(map(str, dice)))
        self.typed += dice

    def expect(self, text: str) -> None:
        self.child.expect_exact(text)

    def close(self) -> str:
        self.command("quit")
        self.child.expect_exact(f"Saved in {self.save}.")
        self.child.expect(pexpect.EOF)
        self.child.close()
        assert self.child.exitstatus == 0
        return self.seen.getvalue()

    def logged(self) -> tuple[list[int], list[list[int]]]:
        """The player's dice in the save (in order) and the assistant's rolls."""
        data = json.loads(self.save.read_text())
        rolls = [o for entry in [data["start"], *data["log"]] for o in entry.get("chance") or [] if o["kind"] == "roll"]
        mine = [v for o in rolls if o["source"] == "player" for v in o["values"]]
        return mine, [o["values"] for o in rolls if o["source"] == "rng"]


def finish(table: Table, env: dict[str, str], game: str) -> str:
    """Quit, then check: the dice asked were all typed, the save holds them as the player's, it replays."""
    seen = table.close()
    assert sum(int(n) for n, _ in ASKED.findall(seen)) == len(table.typed)  # every die asked was typed, no more
    mine, _ = table.logged()
    assert mine == table.typed
    assert "the log reproduces" in goblin(env, "play", game, "replay", "--save", str(table.save))
    return seen


def test_goblout_your_die_is_asked_the_bots_are_not(tmp_path, env):
    save = tmp_path / "goblout.json"
    out = goblin(env, "play", "goblout", "new", "--seed", "5", "--first", "you", "--dice", "table", "--save", str(save))
    assert "Dice: table." in out
    table = Table("goblout", save, env)
    table.command("draw")
    table.expect("Roll your die?")
    table.child.sendline("yes")
    table.roll("you: phase 2", 4)
    table.expect("You roll 4 (white).")
    table.command("play")  # the bots' turns: their dice are the assistant's (picks), none asked
    table.expect("Bot 2 re-rolls 1 (red).")
    table.expect("== Turn 4: You")
    seen = finish(table, env, "goblout")
    assert len(ASKED.findall(seen)) == 1


def test_globbo_your_attack_is_asked_the_kids_are_shown(tmp_path, env):
    save = tmp_path / "globbo.json"
    goblin(env, "play", "globbo", "new", "--seed", "4", "--dice", "table", "--save", str(save))
    table = Table("globbo", save, env)
    table.command("move H1:J10 --body")
    table.command("attack L12 --with S11,S12")
    table.roll("S11(2)+S12(2) attack B4 at L12 (strength 4)", 2)
    table.expect("strength 2+2 = 4, rolled 2: HIT")
    table.command("end")  # the fission, then the Kids' turn: the assistant rolls its own attacks
    table.expect("The assistant rolls 1 die for B2(2)+B3(2)+B6(2) attack Z6 at K11 (strength 6): 2")
    table.expect("The assistant rolls 1 die for B5(2) attack S3 at K8 (strength 2): 5")
    table.expect("Round 1: Globbo's build (you play Globbo)")
    finish(table, env, "globbo")
    assert table.logged()[1] == [[2], [5]]  # the Kids' two attacks: the assistant's own dice


def test_gobz_your_shot_is_asked_the_rival_rolls_the_fallout(tmp_path, env):
    save = tmp_path / "gobz.json"
    goblin(env, "play", "gobz", "new", "--seed", "2", "--crew", "nagga,skritch,zapgit,grubnik", "--dice", "table",
           "--save", str(save))
    table = Table("gobz", save, env)
    table.command("attack zapgit nagga --ranged")
    table.roll("Zapgit the Sparky's Sparks", 3)
    table.expect("Zapgit the Sparky rolls 3 (needs 4+).")
    table.command("end")  # Red's turn: the assistant plays it
    table.expect("== Turn 2: Green ==")
    finish(table, env, "gobz")


def test_gobbledygook_your_creature_is_asked_the_humans_are_shown(tmp_path, env):
    brood, save = tmp_path / "muck.yaml", tmp_path / "gg.json"
    goblin(env, "play", "gg", "brood", "new", str(brood), "--name", "Muck Lurkers", "--breed", "goblins")
    goblin(env, "play", "gg", "brood", "buy", str(brood), "leader", "Snagtooth")
    goblin(env, "play", "gg", "new", "--scenario", "night-watch", "--brood", str(brood), "--seed", "3",
           "--save", str(save))
    goblin(env, "play", "gg", "dice", "table", "--save", str(save))  # changed after `new`, as at any time
    table = Table("gg", save, env)
    table.command("reveal B1 --by snag")
    table.command("reveal B2 --by snag")
    table.expect("wanderer1 stands there")
    table.command("attack snag wanderer1")
    table.roll("Snagtooth's attack on wanderer1", 5, 4)
    table.expect("The assistant rolls 1 die for wanderer1 defending: 2")
    table.expect("choose keep, 4 or 5> ")  # hidden: Snagtooth may reroll a die (its faces, unnumbered)
    table.child.sendline("keep")
    table.expect("Snagtooth rolls 5 4 vs wanderer1's 2")
    table.command("done")  # the Humans' turn: the Night Watch roll is the Brood's
    table.child.expect(ASKED)
    assert table.child.match.group(2).endswith("Night Watch roll")
    table.child.sendline("3")
    table.typed.append(3)
    while table.child.expect_exact(["Round 2", "[y/n] "]) == 1:  # where the hound is: not within reach
        table.child.sendline("n")
    finish(table, env, "gg")
    assert [1] == [len(v) for v in table.logged()[1]]  # the wanderer's defence: the assistant's only die


def test_gvz_a_turn_asks_no_die_the_zombies_are_the_assistants(tmp_path, env):
    save = tmp_path / "gvz.json"
    goblin(env, "play", "gvz", "new", "--seed", "9", "--dice", "table", "--save", str(save))
    table = Table("gvz", save, env)
    table.command("play archer")
    table.expect("AA plays g1 Archer")
    table.command("done")
    table.expect("Turn 2, AA: GOBLIN ARRIVAL")
    seen = finish(table, env, "gvz")
    assert "type them>" not in seen  # no roll of a Goblin player's in a Last Stand turn: nothing asked
    assert goblin(env, "play", "gvz", "dice", "--save", str(save)).startswith("Dice: table.")
