"""Easy is the old bot by contract (old saves and the goldens replay it): its decisions over a few
seeded games, every step and answer in the save log, are pinned by a hash taken from the bots before
they were made faster (geometry.py's tables), so a speed-up that changes a single choice fails here."""

from __future__ import annotations

import hashlib
import json

import pytest

from goblinkit.assistant.globbo.simulate import play_game

EXTRAS = ["tough-blips", "free-will", "flexible-head", "ranged-slaps", "zap-happy"]
PINNED = [(1, [], True, "7afae40134152d9d"), (4, [], False, "eb159feec3a6f50c"), (6, EXTRAS, True, "7a9fc14ef0c828db")]


@pytest.mark.parametrize("seed,extras,walls,digest", PINNED)
def test_easy_decides_as_before(seed, extras, walls, digest):
    played = play_game(seed, extras, walls, rounds=10, skills={"globbo": "easy", "kids": "easy"})
    log = json.dumps(played.save.log, sort_keys=True).encode()
    assert played.actions == 21
    assert hashlib.sha256(log).hexdigest()[:16] == digest
