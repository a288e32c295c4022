"""Seeded AI-vs-AI games: every position legal after every step, every counter accounted for,
and replaying the save, written and read back as a file, reproduces the live game and every line
it announced exactly.

The default suite plays a handful of short games (the bots think for a while); the 1,000-game
run is `GLOBBO_GAMES=1000 GLOBBO_ROUNDS=15 pytest tests/assistant/globbo/test_invariants.py` (seeds
from GLOBBO_FIRST, default 1; about 5 s of CPU a game here) and the benchmark reports games per second."""

from __future__ import annotations

import os

import pytest

from goblinkit.assistant.globbo.formation import components, formation_errors, heads_in
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.globbo.simulate import play_game

from tests.assistant.globbo.helpers import replayed_from_file

GAMES = int(os.environ.get("GLOBBO_GAMES", "5"))
FIRST = int(os.environ.get("GLOBBO_FIRST", "1"))
ROUNDS = int(os.environ.get("GLOBBO_ROUNDS", "12"))
EXTRA_SETS = [[], ["gunk", "jumping", "faster", "scorch"], ["prolificity", "short-range", "zap-happy", "ranged-slaps"],
              ["biters-spit", "yeast-mobility", "flexible-head", "double-regeneration", "tough-blips"],
              ["fewer-blips", "reflexes", "free-will", "slap-zap-interface", "slap-head-interface"]]


def legal(game: Globbo) -> None:
    for kind in ("head", "zap", "slap", "biter", "blip", "yeast"):  # every counter accounted for
        assert len(game.living(kind=kind)) == game.tally[f"+{kind}"] - game.tally[f"-{kind}"], kind
    seen: dict = {}
    for p in game.pieces.values():
        assert p.hex in game.torus.hexes
        if p.side == "globbo":
            assert p.hex not in seen, f"two pieces of Globbo in {p.where}"
            seen[p.hex] = p
            assert p.hex not in game.board.hole_at, f"{p.id} on a warp-hole"
    for p in game.living("kids"):
        if p.kind != "blip":
            assert p.hex not in seen, f"{p.id} shares {p.where} with Globbo"
    if game.turn.phase == "globbo-attack":  # Globbo has just moved: the formation rules hold
        layout = game.layout()
        assert formation_errors(game.torus, layout, game.extras) == []
        groups = components(game.torus, layout)
        assert all(heads_in(g, layout) for g in groups)
        if "connecting" not in game.extras:
            assert all(len(heads_in(g, layout)) <= 1 for g in groups)


@pytest.mark.parametrize("seed", range(FIRST, FIRST + GAMES))
def test_ai_games_stay_legal_and_replay(seed, tmp_path):
    extras = EXTRA_SETS[seed % len(EXTRA_SETS)]
    played = play_game(seed, extras, walls=seed % 2 == 0, check=legal, rounds=ROUNDS, keep_lines=True)
    live = played.game
    ids = [p.id for p in live.pieces.values()]
    assert len(ids) == len(set(ids))
    # replay from the saved bytes: the save as write_save writes it (sorted keys) and read_save reads
    # it gives the same game, announced line for line as it was played
    game, lines = replayed_from_file(played.save, tmp_path / "globbo.json")
    assert lines == played.lines
    assert game.snapshot(reveal=True) == live.snapshot(reveal=True)
