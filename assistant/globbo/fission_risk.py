"""What a Biter's fission would cost Globbo, for his attack choice and his board evaluation.

The six counters fly two hexes straight out and stop on the first piece of Globbo they enter; a Blip
there destroys that piece. Globbo does not know the Kids' mix (easy's bot throws 4 Blips and 2 Yeasts,
normal's 5 and 1): he counts two chances in three that a throw line meeting him costs the piece. Not
every piece is worth the same here: a Blip on the HEAD ends the game, and a ZAP next to the HEAD leaves
a gap in the ring that Biters walk into to bite the HEAD (the commonest way the old bot lost, in rounds
1 to 3)."""

from __future__ import annotations

from goblinkit.assistant.globbo.evaluate import VALUE, biter_reach
from goblinkit.assistant.globbo.geometry import fast
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex

BLIP_SHARE = 4 / 6
HEAD_LOSS = 150.0  # a Blip on the only HEAD loses the game: far more than the piece count says
RING_GAP = 18.0  # a ZAP next to the HEAD: its loss opens a door to the HEAD


def piece_worth(game: GlobboGame, layout: dict[Hex, tuple[str, str]], h: Hex) -> float:
    """What losing the piece at `h` costs Globbo, counting what it guards."""
    kind = layout[h][1]
    if kind == "head":
        heads = sum(1 for _, k in layout.values() if k == "head")
        return HEAD_LOSS if heads == 1 else VALUE["head"]
    if kind == "zap" and any(layout.get(n, ("", ""))[1] == "head" for n in fast(game.torus).neighbours(h)):
        return RING_GAP
    return VALUE[kind]


def fission_cost(game: GlobboGame, target: Hex, layout: dict[Hex, tuple[str, str]] | None = None) -> float:
    """Expected loss to Globbo (laid out as `layout`, or as he stands) if the Biter at `target` fissions."""
    t = fast(game.torus)
    layout = game.layout() if layout is None else layout
    reach = 1 if "short-range" in game.extras else 2
    cost = 0.0
    for d in range(6):
        for h in t.ray(target, d, reach):
            if h in layout:
                cost += BLIP_SHARE * piece_worth(game, layout, h)
                break
    return cost


def after_pending(game: GlobboGame) -> dict[Hex, tuple[str, str]]:
    """Globbo's layout as the Biters already hit this turn may leave it: every piece first on one of
    their throw lines counted as gone, so a second fission is judged through the holes the first one
    may blow (two fissions side by side reach the ring round the HEAD)."""
    t = fast(game.torus)
    layout = game.layout()
    reach = 1 if "short-range" in game.extras else 2
    for k in game.living("kids", "biter"):
        if not k.hit:
            continue
        for d in range(6):
            for h in t.ray(k.hex, d, reach):
                if h in layout:
                    del layout[h]
                    break
    return layout


def blown_open(game: GlobboGame, target: Hex, layout: dict[Hex, tuple[str, str]]) -> dict[Hex, tuple[str, str]]:
    """`layout` with every piece first on one of the Biter's throw lines taken away (the worst case)."""
    t = fast(game.torus)
    out = dict(layout)
    reach = 1 if "short-range" in game.extras else 2
    for d in range(6):
        for h in t.ray(target, d, reach):
            if h in layout:
                out.pop(h, None)
                break
    return out


def opens_head(game: GlobboGame, layout: dict[Hex, tuple[str, str]], spared: set[str]) -> bool:
    """Could a Biter (other than the ones named in `spared`) walk next to a HEAD in `layout` next turn?
    Asked of the layout a fission may leave: a hole it blows in the body is a door to the HEAD."""
    t = fast(game.torus)
    blocked = set(layout)
    doors = {n for h, (_, kind) in layout.items() if kind == "head" for n in t.neighbours(h)
             if n not in blocked and not t.wall_between(h, n)}
    if not doors:
        return False
    return any(biter_reach(game, k.hex, blocked) & doors for k in game.living("kids", "biter")
               if not k.hit and k.id not in spared)
