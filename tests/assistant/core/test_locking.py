"""One writer per save: concurrent commands both land, a busy file is reported, nothing is lost."""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys

import pytest

from goblinkit.content.atomic import ChangedMeanwhile, remember, digest, forget, write_atomic
from goblinkit.content.locking import FileBusy, file_lock, lock_path
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable
from tests.fixtures.toy_game import GoblinToss

DUELS = 15


def _duels(path: str, player: str, start, errors) -> None:  # noqa: ANN001
    start.wait()
    try:
        for _ in range(DUELS):  # each duel is a whole command: load, replay, apply, save
            Session.load(GoblinToss, path).do({"type": "duel", "player": player}, ScriptedTable(["yes"]))
    except Exception as exc:  # reported to the parent, which fails the test
        errors.put(f"{player}: {exc!r}")


@pytest.mark.skipif(sys.platform == "win32", reason="uses fork")
def test_two_processes_on_one_save_never_lose_an_action(tmp_path):
    context = multiprocessing.get_context("fork")
    for round_ in range(4):
        path = tmp_path / f"s{round_}.json"
        Session.new(GoblinToss, {"players": 2}, round_, path, ScriptedTable())
        start, errors = context.Event(), context.Queue()
        workers = [context.Process(target=_duels, args=(str(path), p, start, errors)) for p in ("goblin1", "goblin2")]
        for worker in workers:
            worker.start()
        start.set()
        for worker in workers:
            worker.join(60)
        assert errors.empty(), errors.get()
        log = json.loads(path.read_text())["log"]
        assert len(log) == 2 * DUELS
        assert sorted(e["action"]["player"] for e in log) == ["goblin1"] * DUELS + ["goblin2"] * DUELS


def test_two_cli_commands_at_once_both_land(tmp_path):
    """The issue's report, through real `goblin` processes (the fixture game is registered by a shim)."""
    shim = ("import sys; from goblinkit.assistant.core.games import register, GameEntry; "
            "register(GameEntry('toy', 'Goblin Toss', 'tests.fixtures.toy_game')); "
            "from goblinkit.assistant.cli import build_app; build_app()(sys.argv[1:], prog_name='goblin')")
    path = tmp_path / "s.json"
    Session.new(GoblinToss, {"players": 2}, 3, path, ScriptedTable())
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    for _ in range(2):
        procs = [subprocess.Popen([sys.executable, "-c", shim, "play", "toy", "duel", player, "--answer", "yes",
                                   "--save", str(path)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                 for player in ("goblin1", "goblin2")]
        results = [proc.communicate(timeout=60) + (proc.returncode,) for proc in procs]
        assert [r[2] for r in results] == [0, 0], results
    assert len(json.loads(path.read_text())["log"]) == 4


def test_a_busy_save_is_reported_and_not_written(tmp_path):
    path = tmp_path / "s.json"
    Session.new(GoblinToss, {"players": 2}, 3, path, ScriptedTable())
    before = path.read_bytes()
    holder = subprocess.Popen([sys.executable, "-c", "import fcntl, sys, time; f = open(sys.argv[1], 'w'); "
                               "fcntl.flock(f, fcntl.LOCK_EX); print('held', flush=True); time.sleep(30)",
                               str(lock_path(path))], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        os.environ["GOBLINKIT_LOCK_WAIT"] = "0.2"
        with pytest.raises(FileBusy, match=r"s\.json is in use by another goblin command \(waited 0\.2 s\); "
                                           "nothing was changed"):
            Session.load(GoblinToss, path).do({"type": "duel", "player": "goblin1"}, ScriptedTable(["yes"]))
    finally:
        os.environ.pop("GOBLINKIT_LOCK_WAIT", None)
        holder.kill()
        holder.wait()
    assert path.read_bytes() == before


def test_the_lock_is_reentrant_within_a_process(tmp_path):
    path = tmp_path / "f.txt"
    with file_lock(path, wait=0):
        write_atomic(path, "one")  # takes the same lock again without waiting for itself
    assert path.read_text() == "one"


def test_a_write_refuses_a_file_changed_since_it_was_read(tmp_path):
    """A Brood buy reads, checks, then writes: a second buy in between must not be overwritten."""
    path = tmp_path / "brood.yaml"
    write_atomic(path, "creatures: [a]\n")
    remember(path, digest(path.read_bytes()))
    write_atomic(tmp_path / "brood.yaml.other", "")  # unrelated files are not affected
    path.write_text("creatures: [a, b]\n")  # another command's write lands meanwhile
    with pytest.raises(ChangedMeanwhile, match="was changed by another command while this one ran; "
                                               "nothing was written"):
        write_atomic(path, "creatures: [a, c]\n")
    assert path.read_text() == "creatures: [a, b]\n"
    forget(path)


def test_stale_temporaries_of_a_killed_writer_are_removed(tmp_path):
    path = tmp_path / "s.json"
    write_atomic(path, "{}")
    stale = [tmp_path / ".s.json.abc123.tmp", tmp_path / ".s.json.zz.tmp"]
    for file in stale:
        file.write_text("half a save")
    other = tmp_path / ".t.json.abc.tmp"
    other.write_text("another file's temporary")
    write_atomic(path, "{}")
    assert not any(file.exists() for file in stale) and other.exists()


def test_two_brood_purchases_at_once_never_lose_a_creature(tmp_path):
    """Command A reads the Brood, command B buys Grub and writes, then A writes its purchase: A is
    refused (exit 1, told to run again), and Grub stays. (In one process; A's read is noted by hand,
    as load_brood notes it in A's own process.)"""
    from goblinkit.assistant.gobbledygook.broods import buy, game_content, new_brood
    from goblinkit.content.gobbledygook.brood import BroodCreature, load_brood, save_brood

    game = game_content()
    path = tmp_path / "muck.yaml"
    new_brood(path, "Muck", "goblins", game)
    as_read_by_a = path.read_bytes()
    brood_a = load_brood(path, game)
    buy(path, "minion", "Grub", game)  # B
    remember(path, digest(as_read_by_a))
    brood_a.creatures.append(BroodCreature(name="Snot", type="minion"))
    with pytest.raises(ChangedMeanwhile, match="nothing was written: run this command again"):
        save_brood(path, brood_a)
    assert [c.name for c in load_brood(path, game).creatures] == ["Grub"]


def test_two_threads_of_one_process_take_turns(tmp_path):
    """A web view with several writers is one process: its threads exclude each other too."""
    import threading

    path = tmp_path / "s.json"
    Session.new(GoblinToss, {"players": 2}, 1, path, ScriptedTable())
    errors: list[BaseException] = []

    def duels(player: str) -> None:
        try:
            for _ in range(10):
                Session.load(GoblinToss, path).do({"type": "duel", "player": player}, ScriptedTable(["yes"]))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=duels, args=(p,)) for p in ("goblin1", "goblin2")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not errors and len(json.loads(path.read_text())["log"]) == 20
