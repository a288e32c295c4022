"""Globbo's bot in set positions: it burps from afar through a lane it opens, keeps Biters from
ganging on his HEAD, and weighs what a fission sprays back before it attacks."""

from __future__ import annotations

from goblinkit.assistant.globbo.evaluate import VALUE, biter_reach
from goblinkit.assistant.globbo.fission_risk import HEAD_LOSS, RING_GAP, fission_cost
from goblinkit.assistant.globbo.globbo_bot import globbo_attack, globbo_turn
from goblinkit.assistant.globbo.globbo_shapes import burp_lanes
from goblinkit.content.globbo.torus import label
from tests.assistant.globbo.helpers import do, game_with


def ringed(centre: str, *kids: str):
    """Globbo at the start shape round `centre` (six ZAPS, twelve SLAPS) and the given kids."""
    probe = game_with(f"H1@{centre}")
    t, c = probe.torus, probe.hex(centre)
    ring = lambda r: sorted(h for h in t.within(c, r) if t.distance(c, h) == r)  # noqa: E731
    zaps = [f"Z{n}@{label(h)}" for n, h in enumerate(ring(1), 1)]
    slaps = [f"S{n}@{label(h)}" for n, h in enumerate(ring(2), 1)]
    return game_with(f"H1@{centre}", *zaps, *slaps, *kids)


def test_the_head_opens_a_lane_and_burps_a_far_biter():
    game = ringed("E7", "B1@K3")
    do(game, globbo_turn(game))
    attack = globbo_attack(game)
    assert attack["target"] == "K3" and attack["with"] == ["H1"]  # the old bot's closed rings never let it burp
    assert fission_cost(game, game.hex("K3")) == 0  # far enough for the fission to miss him


def test_a_lane_is_opened_only_along_the_row_the_burp_takes():
    """E7 to L7: the shortest row east crosses warp-hole 3 at G7, so the burp cannot go the long way
    round the map either; the HEAD moves to a hex from which the shortest row is clear."""
    game = ringed("E7", "B1@L7")
    assert burp_lanes(game, game.hex("E7"), {game.hex("L7")}) == []
    do(game, globbo_turn(game))
    attack = globbo_attack(game)
    assert attack["target"] == "L7" and attack["with"] == ["H1"]


def test_the_head_leaves_a_hex_biters_could_gang_on():
    game = game_with("H1@H7", "Z1@I7", "B1@L6", "B2@L7", "B3@L8")
    do(game, globbo_turn(game))
    head = game.piece("H1").hex
    body = {p.hex for p in game.living("globbo")}
    doors = {n for n in game.torus.neighbours(head) if n not in body}
    assert not any(biter_reach(game, b.hex, body) & doors for b in game.living("kids", "biter"))


def test_no_attack_on_a_biter_whose_fission_would_spray_the_head():
    game = game_with("H1@E5", "Z1@F5", "B1@D5", phase="globbo-attack")
    assert fission_cost(game, game.hex("D5")) >= 4 / 6 * HEAD_LOSS
    attack = globbo_attack(game)
    assert attack is None or attack["target"] != "D5"  # two chances in three of a Blip on the HEAD


def test_a_biter_far_from_globbo_is_attacked_at_once():
    game = game_with("H1@E5", "Z1@F5", "B1@A5", phase="globbo-attack")
    assert fission_cost(game, game.hex("A5")) == 0
    assert globbo_attack(game) == {"type": "attack", "side": "globbo", "target": "A5", "with": ["H1"],
                                   "why": "attack A5 with H1 (strength 5): the best chance left"}


def test_a_yeast_in_reach_is_always_taken():
    game = game_with("H1@E5", "Z1@F5", "Y1@H5", "P1@E9", phase="globbo-attack")
    attack = globbo_attack(game)
    assert attack["target"] == "H5"  # a sure kill, and a Biter fewer later (no Yeast, no re-combining)


def test_fission_cost_counts_the_zap_beside_the_head_above_its_price():
    game = game_with("H1@E5", "Z1@F5", "S1@B5", "Z2@C5", phase="globbo-attack")
    assert fission_cost(game, game.hex("H5")) == 4 / 6 * RING_GAP  # the ZAP at F5, first on the line W
    assert RING_GAP > VALUE["zap"]  # it keeps Biters off the HEAD
    assert fission_cost(game, game.hex("P5")) == 4 / 6 * VALUE["slap"]  # the SLAP at B5, across the edge
