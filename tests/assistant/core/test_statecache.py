"""The replayed-state cache: a command that finds the state of all but the last logged action
replays that one action, and ends exactly where a full replay ends, for every game."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from goblinkit.assistant.core import statecache
from goblinkit.assistant.core.saves import Save, write_save
from goblinkit.assistant.core.session import Session

ROOT = Path(__file__).resolve().parents[3]


def _gvz() -> tuple[type, Save]:
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

    played = play_game("last-stand", 1, 5)
    return type(played.game), played.save


def _gg() -> tuple[type, Save]:
    from goblinkit.assistant.gobbledygook.game import GobbledyGook
    from tests.assistant.gg.helpers import play_scripted

    _, save, _ = play_scripted("night-watch", 3, rounds=4, positions=[["snagtooth", 10, 10], ["grub", 30, 2.5]])
    return GobbledyGook, save


def _globbo() -> tuple[type, Save]:
    from goblinkit.assistant.globbo.simulate import play_game

    played = play_game(4, rounds=3)
    return type(played.game), played.save


def _gobz() -> tuple[type, Save]:
    from goblinkit.assistant.gobz_heroes.simulate import play_game

    played = play_game(2, 3, length="quick")
    return type(played.game), played.save


def _goblout() -> tuple[type, Save]:
    from goblinkit.assistant.goblout.simulate import play_game, styles_for

    played = play_game(3, None, 2, styles_for(3, 2, None), keep=True)
    return type(played.game), played.save


GAMES = {"gvz": _gvz, "gg": _gg, "globbo": _globbo, "gobz": _gobz, "goblout": _goblout}


def _prefix(save: Save, n: int) -> Save:
    return Save(save.game, save.seed, save.setup, [dict(e) for e in save.log[:n]], save.start)


def _view(game, steps) -> tuple:  # noqa: ANN001
    return (json.dumps(game.snapshot(reveal=True), sort_keys=True), game.describe(), game.over,
            [(s.number, s.lines) for s in steps])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_command_replays_one_action_and_ends_as_a_full_replay(name, tmp_path, monkeypatch):
    """The save grows one logged action at a time, as at the table; each replay finds the state
    before the new action in the cache. The last state, its transcript and what it does next equal
    a full replay's."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    sys.path.insert(0, str(ROOT))
    game_cls, save = GAMES[name]()
    assert len(save.log) >= 5
    path = tmp_path / "save.json"
    found: list[int | None] = []
    real_recall = statecache.recall
    monkeypatch.setattr(statecache, "recall", lambda keys: found.append(
        None if (hit := real_recall(keys)) is None else hit[0]) or hit)
    for n in range(len(save.log) + 1):
        write_save(path, _prefix(save, n))
        cached = Session.load(game_cls, path).replay()
    assert found == [None] + list(range(len(save.log)))  # each found the state one action back
    monkeypatch.setenv("GOBLINKIT_NO_CACHE", "1")
    full = Session.load(game_cls, path).replay()
    assert _view(*cached) == _view(*full)
    assert cached[0].chance.rng.getstate() == full[0].chance.rng.getstate()


def test_an_edited_save_or_content_or_cache_entry_is_replayed_in_full(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    sys.path.insert(0, str(ROOT))
    game_cls, save = _gg()
    path = tmp_path / "save.json"
    write_save(path, save)
    Session.load(game_cls, path).replay()
    keys = statecache.chain(game_cls.slug, save.seed, save.setup, save.start, save.log)
    assert statecache.recall(keys)[0] == len(save.log)

    edited = _prefix(save, len(save.log))
    edited.log[0]["answers"] = ["something else"]
    assert statecache.chain(game_cls.slug, edited.seed, edited.setup, edited.start, edited.log)[1:] != keys[1:]
    assert statecache.chain(game_cls.slug, save.seed + 1, save.setup, save.start, save.log)[0] != keys[0]

    entry = tmp_path / "cache" / "goblinkit" / "states" / f"{keys[-1]}.pickle"
    stamps = statecache.FOLDERS_READ
    monkeypatch.setattr(statecache, "folder_stamp", lambda folder: "an edited card")
    assert statecache.recall(keys[-1:]) is None  # the content it was built from changed
    monkeypatch.undo()
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert stamps and statecache.recall(keys[-1:]) is not None
    entry.write_bytes(entry.read_bytes()[:-40])  # damaged: ignored, never an error
    assert statecache.recall(keys[-1:]) is None
    game, _ = Session.load(game_cls, path).replay()
    assert statecache.recall(keys[-1:]) is not None and not game.over


def test_the_cache_keeps_at_most_keep_states(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(statecache, "KEEP", 3)
    for n in range(6):
        statecache.keep(f"key{n}", {"n": n})
    kept = sorted(p.name for p in (tmp_path / "cache" / "goblinkit" / "states").iterdir())
    assert kept == ["key3.pickle", "key4.pickle", "key5.pickle"]


def test_no_cache_folder_means_no_state_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("GOBLINKIT_NO_CACHE", "1")
    statecache.keep("key", {"n": 1})
    assert statecache.recall(["key"]) is None
