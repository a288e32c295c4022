"""How good a Globbo layout is, the number Globbo's bot searches for: the kills it threatens, less
what each would cost him in fission spray, less what the kids threaten back (evaluate.py's pieces,
weighed here)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goblinkit.assistant.globbo.evaluate import GLOBBO_WANTS, VALUE, globbo_power, kid_threat, kids_by_hex
from goblinkit.assistant.globbo.fission_risk import fission_cost
from goblinkit.assistant.globbo.geometry import fast
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex

HEAD_FEAR = 2.5  # the threat to the only HEAD weighs for the whole game, not for one piece
APPROACH = 0.0  # pull of the nearest Biter on the HEAD
BODY_FEAR = 0.2  # the threat to a ZAP or SLAP, as a share of its worth


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights; easy plays the defaults (the old bot), normal its own (globbo_bot.NORMAL)."""
    head_fear: float = HEAD_FEAR
    approach: float = APPROACH
    body_fear: float = BODY_FEAR
    beside_head: float = 25.0  # a Biter next to the HEAD would spray it if it fissioned there


OLD = Weights()


def globbo_score(game: GlobboGame, layout: dict[Hex, tuple[str, str]], w: Weights = OLD,
                 memo: dict[Any, Any] | None = None) -> float:
    """How good a Globbo layout is before his attacks: the kills it threatens (a Biter's worth less
    what its fission would spray back on him), minus what the kids threaten back, above all
    against the HEAD: a Biter that can reach a gap next to it, or stands where a fission would
    spray it. `memo`: a dict kept while one position's candidates are scored (the kids do not move
    between them), so what depends on the kids alone is worked out once."""
    t = fast(game.torus)
    memo = {} if memo is None else memo
    if "kids" not in memo:
        memo["kids"] = kids_by_hex(game)
        memo["biters"] = [k.hex for k in game.living("kids", "biter") if not k.hit]
        memo["blips"] = [k.hex for k in game.living("kids", "blip")]
    kids = memo["kids"]
    power = globbo_power(game, layout, kids)
    score = 0.0
    for h, kinds in kids.items():
        s = min(6, power.get(h, 0))
        if not s:
            continue
        top = "biter" if "biter" in kinds else ("blip" if "blip" in kinds else "yeast")
        p = 1.0 if top == "yeast" else s / 6
        worth = GLOBBO_WANTS[top] - (fission_cost(game, h, layout) if top == "biter" else 0.0)
        score += max(0.0, worth) * p
    biters, blips = memo["biters"], memo["blips"]
    threat = kid_threat(game, layout, biters, blips, memo)
    for h, (_, kind) in layout.items():
        p = min(1.0, threat.get(h, 0) / 6)
        score -= VALUE[kind] * p * (w.head_fear if kind == "head" else w.body_fear)
        if kind == "head":  # a Biter next to the HEAD would spray it if it fissioned there
            score -= w.beside_head * sum(1 for b in biters if t.distance(b, h) == 1)
    heads = [h for h, (_, k) in layout.items() if k == "head"]
    if heads and biters:
        score -= w.approach * min(t.distance(heads[0], b) for b in biters)
    elif kids:  # no Biters left: hunt down the last Blips and Yeasts with the nearest part
        score -= 1.5 * min(t.distance(g, k) for k in kids for g in layout)
    return score
