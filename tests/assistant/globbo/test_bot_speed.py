"""The Globbo bot's faster candidate scoring gives the answers of the plain computation it replaced: each
distinct candidate move is scored once, the HEAD's burp read from kept rows hits what the full flood hits,
and a Biter's walk kept by the pieces near it is the walk worked out afresh."""

from __future__ import annotations

import random

from goblinkit.assistant.globbo import globbo_bot
from goblinkit.assistant.globbo.evaluate import _burp_hits, _burp_targets, biter_reach, kid_threat
from goblinkit.assistant.globbo.globbo_shapes import candidates
from tests.assistant.globbo.helpers import game_with


def test_each_distinct_candidate_is_scored_once(monkeypatch):
    game = game_with("H1@E7", "Z1@E8", "B1@K3", "B2@E11", "P1@H5")
    head = game.pieces["H1"]
    distinct = {tuple(sorted(c.items())) for c in candidates(game, head)}
    assert len(distinct) < len(candidates(game, head))  # the shapes repeat: carried along and re-formed alike
    scored = []
    real = globbo_bot.globbo_score
    monkeypatch.setattr(globbo_bot, "globbo_score", lambda *a: scored.append(1) or real(*a))
    globbo_bot.head_moves(game, head, {}, True, 4)
    assert len(scored) <= len(distinct)


def test_kept_burp_rows_and_biter_walks_answer_as_worked_out_afresh():
    game = game_with("H1@E7", "B1@K3", "B2@E11", "P1@H5", "B3@G9", walls=True)
    assert game.torus.walls
    rng = random.Random(5)
    hexes = list(game.torus.hexes)
    memo: dict = {}
    for _ in range(40):
        occupied = set(rng.sample(hexes, 25))
        at, targets = rng.choice(hexes), set(rng.sample(hexes, 12))
        assert _burp_hits(game, at, occupied, targets) == _burp_targets(game, at, occupied) & targets
        layout = {h: ("Z1", "zap") for h in occupied}
        biters = rng.sample(hexes, 3)
        assert kid_threat(game, layout, biters, [], memo) == kid_threat(game, layout, biters, [])
        assert all(biter_reach(game, b, occupied) == biter_reach(game, b, set(occupied)) for b in biters)
