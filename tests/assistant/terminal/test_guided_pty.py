"""`goblin play gvz` at a real pseudo-terminal (pexpect): the prompt, Tab completion of commands
and card names, a question answered at the prompt, the Zombie phases running by themselves."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
GOBLIN = Path(sys.executable).with_name("goblin")


@pytest.fixture
def env(tmp_path):
    return {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "TERM": "dumb", "NO_COLOR": "1"}


@pytest.mark.skipif(not GOBLIN.exists(), reason="the goblin console script is not installed")
def test_a_turn_at_a_real_terminal(tmp_path, env):
    save = tmp_path / "gvz.json"
    subprocess.run([str(GOBLIN), "play", "gvz", "new", "--seed", "9", "--save", str(save)], env=env, check=True,
                   capture_output=True)
    child = pexpect.spawn(str(GOBLIN), ["play", "gvz", "--save", str(save)], env=env, encoding="utf-8",
                          timeout=60, dimensions=(40, 160))
    try:
        child.expect_exact("Your move: play a Goblin on your Gate or done (the Zombies' turn).")
        child.expect_exact("gvz> ")
        child.send("pla\t")  # Tab completes the command ...
        child.send(" Arch\t")  # ... and the card, in any case
        child.send("\r")
        child.expect_exact("AA plays g1 Archer and discards 1 card.")
        child.expect_exact("gvz> ")
        child.sendline("done")
        child.expect_exact("ZOMBIE ARRIVAL in AA's Field.")
        child.expect_exact("THE SUN: AA draws 1 card")
        child.expect_exact("Turn 2, AA: GOBLIN ARRIVAL")
        child.expect_exact("gvz> ")
        child.sendline("play rocket")  # one target of any kind: the Sniper or the Ninja
        child.expect_exact("gvz> ")
        child.sendline("act g2")
        child.expect_exact("Which Zombie does g2 Rocket target?")
        child.expect_exact("choose 1-2 or a name> ")
        child.sendline("ninja")
        child.expect_exact("z2 Ninja Zombie takes 3 damage and is destroyed")
        child.expect_exact("gvz> ")
        child.sendline("quit")
        child.expect_exact(f"Saved in {save}.")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0


@pytest.mark.skipif(not GOBLIN.exists(), reason="the goblin console script is not installed")
def test_ctrl_c_and_ctrl_d_at_a_question_step_back_without_a_traceback(tmp_path, env):
    save = tmp_path / "gobz.json"
    child = pexpect.spawn(str(GOBLIN), ["play", "gobz", "--save", str(save)], env=env, encoding="utf-8",
                          timeout=60, dimensions=(40, 160))
    try:
        child.expect_exact("gobz> ")
        child.sendline("new --seed 1")
        child.expect_exact("choose 1-7 or a name> ")
        time.sleep(0.5)  # prompt_toolkit reads keys once its prompt is up
        child.sendcontrol("c")  # Ctrl-C at the question: back to the turn prompt, nothing saved
        child.expect_exact("Cancelled: nothing was saved.")
        child.expect_exact("gobz> ")
        child.sendline("new --seed 1")
        child.expect_exact("choose 1-7 or a name> ")
        time.sleep(0.5)
        child.sendcontrol("d")  # Ctrl-D alike
        child.expect_exact("Cancelled: nothing was saved.")
        child.expect_exact("gobz> ")
        time.sleep(0.5)
        child.sendcontrol("d")  # at the turn prompt: leave
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert "Traceback" not in (child.before or "") and not save.exists()
