"""Content for play: pydantic models frozen into plain records that read, compare and pickle like
the models, keep their rule methods, and load in a fresh process without pydantic or PyYAML."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys

import pytest

from goblinkit.content.frozen import Frozen, freeze
from goblinkit.content.loader import load_for_play, load_game

GAMES = ("gobbledygook", "goblins-vs-zombies", "globbo", "gobz-heroes", "goblout")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_item_keeps_its_fields_and_equals_its_twin(game_id):
    models, frozen = load_game(game_id), load_for_play(game_id)
    assert frozen.components.keys() == models.components.keys()
    assert frozen.locations == models.locations and frozen.fonts == models.fonts
    for name, component in models.components.items():
        twin = frozen.components[name]
        assert isinstance(twin, Frozen) and type(twin).__name__ == type(component).__name__
        assert len(twin.items) == len(component.items)
        assert _plain(twin) == _plain(component)
        for item, record in zip(component.items, twin.items):
            assert record.id == item.id and record.count == item.count
            assert record == pickle.loads(pickle.dumps(record)) and record != twin


def _plain(value):  # noqa: ANN001, ANN202 -- a model or a record as nested plain data
    if isinstance(value, Frozen) or hasattr(type(value), "model_fields"):
        names = [n for n, _ in value] if isinstance(value, Frozen) else list(type(value).model_fields)
        return {n: _plain(getattr(value, n)) for n in names if not isinstance(getattr(value, n), type)}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def test_a_profile_keeps_its_rules_and_copies_like_a_model():
    profiles = {p.id: p for p in load_for_play("gobz-heroes").components["gobz"].items}
    models = {p.id: p for p in load_game("gobz-heroes").components["gobz"].items}
    for gob_id, profile in profiles.items():
        assert profile.troll == models[gob_id].troll
        for quality in ("tall", "fly", "heavy", "accurate"):
            assert profile.has(quality) == models[gob_id].has(quality)
    any_gob = next(iter(profiles.values()))
    bigger = any_gob.model_copy(update={"rations": 6})
    assert bigger.troll and bigger.rations == 6 and any_gob.rations != 6 or any_gob.troll
    assert bigger.id == any_gob.id and bigger != any_gob


def test_freeze_leaves_plain_data_alone():
    tree = {"a": [1, "two", (3.0, None)], "b": {"c": True}}
    assert freeze(tree) == tree


@pytest.mark.parametrize("game_id", GAMES)
def test_play_content_loads_without_pydantic_models_or_yaml_in_a_fresh_process(game_id, tmp_path):
    """Once cached, a table command's content costs an unpickle: no model class, no YAML parser."""
    env = {**os.environ, "XDG_CACHE_HOME": os.environ["XDG_CACHE_HOME"]}
    env.pop("GOBLINKIT_NO_CACHE", None)
    from goblinkit.content import cache

    cache._memory.clear()  # an earlier test may have loaded it under another cache folder: write this one
    load_for_play(game_id)  # fills the cache this process and the child share
    probe = ("import sys, json; from goblinkit.content.loader import load_for_play; "
             f"c = load_for_play({game_id!r}); "
             "print(json.dumps([len(c.components), sorted(m for m in sys.modules if m == 'yaml' or "
             "m.endswith('.models') and m.startswith('goblinkit') or m == 'goblinkit.content.validation')]))")
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True).stdout
    count, imported = json.loads(out)
    assert count == len(load_game(game_id).components) and imported == []
