"""The hard bots' leaf in Globbo!: the chance Globbo wins, read from the table as a round begins (before his
build), a logistic model fitted to normal-vs-normal games (leaf_fit.py; origin: measured).

Why: the search used to score a round by the material each side kept (a HEAD 60, a Biter 10 ...), so the Kids'
search, which stops after its own attacks, never saw Globbo's reply, and neither side's saw where the Biters
stood round the HEAD. The fit says what the table is worth in wins: the pieces each side has, the Biters
beside the HEAD, what Globbo's layout threatens and the kids threaten back (pieces decide: see WEIGHTS)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.globbo.evaluate import globbo_power, kid_threat, kids_by_hex
from goblinkit.assistant.globbo.formation import touching
from goblinkit.assistant.search.logistic import chance

# Fitted (origin: measured) by leaf_fit.py over seeds 5001-7000 (1,967 decided games, Globbo won 473; 33,364 rounds;
# held-out log loss 0.267): log-odds that Globbo wins, per unit of each of `features`.
BIAS = 3.5845
WEIGHTS: dict[str, float] = {
    "g_head": 0.0, "g_zap": 0.7174, "g_slap": 0.4191, "k_biter": -2.4902, "k_blip": -0.1607, "k_yeast": -0.3753,
    "g_points": 0.3865, "beside_head": -0.1082, "head_threat": -0.3039, "body_threat": -0.0726,
    "reach_biter": -0.0021, "reach_blip": 0.0226, "reach_yeast": -0.2845,
}


def features(game: Any) -> dict[str, float]:
    """What the model reads: pieces by kind, the regeneration points saved, the Biters beside each HEAD and the
    kids' threat on it (evaluate.kid_threat, out of a sure hit), the threat on the body, and the kids Globbo's
    layout reaches (chance of a hit, by kind)."""
    layout = game.layout()
    found: dict[str, float] = {f"{side}_{kind}": 0.0 for side, kinds in (("g", ("head", "zap", "slap")),
                                                                          ("k", ("biter", "blip", "yeast")))
                               for kind in kinds}
    for piece in game.living():
        found[f"{'g' if piece.side == 'globbo' else 'k'}_{piece.kind}"] += 1
    found["g_points"] = float(sum(game.turn.points.values()))
    biters = [k.hex for k in game.living("kids", "biter") if not k.hit]
    blips = [k.hex for k in game.living("kids", "blip")]
    heads = [h for h, (_, kind) in layout.items() if kind == "head"]
    found["beside_head"] = float(sum(biters.count(n) for h in heads for n in touching(game.torus, h)))
    threat = kid_threat(game, layout, biters, blips)
    found["head_threat"] = sum(min(1.0, threat.get(h, 0.0) / 6) for h in heads)
    found["body_threat"] = sum(min(1.0, threat.get(h, 0.0) / 6) for h, (_, kind) in layout.items() if kind != "head")
    kids = kids_by_hex(game)
    power = globbo_power(game, layout, kids)
    for kind in ("biter", "blip", "yeast"):
        found[f"reach_{kind}"] = sum(min(6, power.get(h, 0)) / 6 * kinds.count(kind) for h, kinds in kids.items())
    return found


def win_chance(game: Any) -> float:
    """The chance Globbo wins from here (1 or 0 once the game is over)."""
    if game.over:
        return 1.0 if game.turn.result and game.turn.result["winner"] == "globbo" else 0.0
    return chance(BIAS, WEIGHTS, features(game))
