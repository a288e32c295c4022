"""What shape Globbo may end his movement in, and which of his parts are still connected.

Pure functions over "where each piece of Globbo is" (hex -> kind), so the rules, `check` and the
bots all ask the same questions. Two pieces touch when their hexes are adjacent with no wall
between them (designed: nothing but a Blip crosses a wall, so neither does Globbo's body).
"""

from __future__ import annotations

from itertools import combinations

from goblinkit.content.globbo.torus import Hex, Torus, label

Layout = dict[Hex, tuple[str, str]]  # hex -> (piece id, kind)


_TOUCHING: dict[int, tuple[Torus, dict[Hex, tuple[Hex, ...]]]] = {}


def touching(torus: Torus, h: Hex) -> tuple[Hex, ...]:
    """The hexes next to h with no wall between, worked out once per map (the bots ask it millions of times)."""
    held = _TOUCHING.get(id(torus))
    if held is None or held[0] is not torus:
        if len(_TOUCHING) > 16:  # a simulation makes a map a game: keep the last few
            _TOUCHING.clear()
        table = {x: tuple(n for n in torus.neighbours(x) if not torus.wall_between(x, n)) for x in torus.hexes}
        held = _TOUCHING[id(torus)] = (torus, table)
    return held[1][h]


def components(torus: Torus, layout: Layout) -> list[set[Hex]]:
    """Groups of Globbo pieces connected, however circuitously."""
    seen: set[Hex] = set()
    groups = []
    for start in sorted(layout):
        if start in seen:
            continue
        group, stack = {start}, [start]
        while stack:
            here = stack.pop()
            for n in touching(torus, here):
                if n in layout and n not in group:
                    group.add(n)
                    stack.append(n)
        seen |= group
        groups.append(group)
    return groups


def heads_in(group: set[Hex], layout: Layout) -> list[str]:
    return sorted(layout[h][0] for h in group if layout[h][1] == "head")


def connected_to_a_head(torus: Torus, layout: Layout) -> set[Hex]:
    return {h for g in components(torus, layout) if heads_in(g, layout) for h in g}


def formation_errors(torus: Torus, layout: Layout, extras: frozenset[str] = frozenset()) -> list[str]:
    """The rulebook's three rules (a, b, c) for the pieces in `layout`, one message per broken rule and piece."""
    errors = []
    for h, (pid, kind) in sorted(layout.items(), key=lambda item: item[1][0]):
        near = [layout[n][1] for n in touching(torus, h) if n in layout]
        if kind == "slap":
            if "zap" not in near:
                errors.append(f"rule a): RED SLAP {pid} at {label(h)} is not next to a BLUE ZAP")
            if "head" in near and "slap-head-interface" not in extras:
                errors.append(f"rule c): RED SLAP {pid} at {label(h)} is next to GLOBBO's HEAD")
        elif kind == "zap":
            friends = ("zap", "head", "slap") if "slap-zap-interface" in extras else ("zap", "head")
            if not any(k in friends for k in near):
                errors.append(f"rule b): BLUE ZAP {pid} at {label(h)} is not next to another BLUE ZAP or the HEAD"
                              + (" (or a SLAP)" if "slap-zap-interface" in extras else ""))
    return errors


def separating_cuts(torus: Torus, layout: Layout, group: set[Hex], limit: int = 24) -> list[tuple[Hex, ...]]:
    """Every smallest set of non-HEAD pieces whose removal leaves no two HEADs of `group` connected
    (the Kids' choice when Globbos end a move joined). Smallest first, up to `limit` of them."""
    heads = [h for h in group if layout[h][1] == "head"]
    if len(heads) < 2:
        return []
    bridges = _between_heads(torus, layout, group, heads)
    for size in range(1, len(bridges) + 1):
        found = []
        for cut in combinations(sorted(bridges), size):
            rest = {h: layout[h] for h in group if h not in cut}
            if all(len(heads_in(g, rest)) <= 1 for g in components(torus, rest)):
                found.append(cut)
                if len(found) >= limit:
                    return found
        if found:
            return found
    return []


def _between_heads(torus: Torus, layout: Layout, group: set[Hex], heads: list[Hex]) -> set[Hex]:
    """Pieces that lie on some path between two HEADs: the only ones a smallest cut can use.
    A piece qualifies when removing the HEADs leaves it joined to at least two of them."""
    body = {h: layout[h] for h in group if layout[h][1] != "head"}
    out: set[Hex] = set()
    for g in components(torus, body):
        touching_heads = {hd for hd in heads for n in touching(torus, hd) if n in g}
        if len(touching_heads) >= 2:
            out |= g
    return out


def touching_heads(torus: Torus, layout: Layout) -> list[tuple[Hex, Hex]]:
    """Pairs of HEADS side by side (designed: the Kids part joined Globbos by removing connecting pieces, never a
    HEAD, so two touching HEADS could never be parted; no move or build may end with them touching, unless
    Connecting lets Globbos link up)."""
    heads = sorted(h for h, (_, kind) in layout.items() if kind == "head")
    return [(a, b) for a, b in combinations(heads, 2) if b in touching(torus, a)]
