"""Saves: atomic writes, clear refusals for damaged or foreign files."""

from __future__ import annotations

import json
import os

import pytest

from goblinkit.assistant.core.errors import SaveError
from goblinkit.assistant.core.saves import Save, default_path, read_save, write_save


def test_round_trip(tmp_path):
    path = tmp_path / "s.json"
    save = Save("toy", 7, {"players": 2}, [{"action": {"type": "throw"}, "chance": [], "answers": []}])
    write_save(path, save)
    assert read_save(path, "toy") == save
    assert json.loads(path.read_text())["version"] == 1


def test_interrupted_write_leaves_the_previous_save_intact(tmp_path, monkeypatch):
    path = tmp_path / "s.json"
    write_save(path, Save("toy", 1, {"players": 2}))
    before = path.read_bytes()

    def crash(src, dst):  # the machine dies between writing the temp file and the rename
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="power cut"):
        write_save(path, Save("toy", 1, {"players": 3}, [{"action": {"type": "x"}}]))
    assert path.read_bytes() == before
    assert not list(tmp_path.glob("*.tmp"))  # no temp file left behind


def test_interrupted_mid_write(tmp_path, monkeypatch):
    path = tmp_path / "s.json"
    write_save(path, Save("toy", 1, {"players": 2}))
    before = path.read_bytes()
    real_fsync = os.fsync

    def die(fd):
        raise KeyboardInterrupt  # interrupted while flushing the new file

    monkeypatch.setattr(os, "fsync", die)
    with pytest.raises(KeyboardInterrupt):
        write_save(path, Save("toy", 2, {"players": 4}))
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert path.read_bytes() == before
    assert read_save(path, "toy").seed == 1


@pytest.mark.parametrize("text,message", [
    ("{not json", "is damaged: line 1, column 2: Expecting property name enclosed in double quotes"),
    ('{"format": "other"}', "is not a Goblin Kit save"),
    ('{"format": "goblinkit-save", "version": 9, "game": "toy"}', "has format version 9; this Goblin Kit reads "
                                                                   "version 1 (upgrade goblinkit)"),
    ('{"format": "goblinkit-save", "version": 1, "game": "gvz"}', "is a game of 'gvz', not 'toy'"),
    ('{"format": "goblinkit-save", "version": 1, "game": "toy"}', "is damaged: seed: missing"),
])
def test_bad_saves_are_refused(tmp_path, text, message):
    path = tmp_path / "s.json"
    path.write_text(text)
    with pytest.raises(SaveError) as caught:
        read_save(path, "toy")
    assert message in str(caught.value) and str(path) in str(caught.value)


def test_missing_save(tmp_path):
    with pytest.raises(SaveError, match="start one with `goblin play toy new`"):
        read_save(tmp_path / "none.json", "toy")


def test_default_location_is_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path("toy") == tmp_path / "goblinkit" / "saves" / "toy.json"
