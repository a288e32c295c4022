"""Getting started: Globbo sets up first (HEAD 4+ hexes from every warp-hole, six ZAPS round it,
twelve SLAPS round those), then the Kids scatter six Biters 3+ hexes from Globbo and the holes.
A side played at the table gives its hexes (`new --head E8 --biters A1,...`); the assistant's
side picks its own, a chance pick each, from the hexes the rules allow."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.fission import mix_options
from goblinkit.assistant.globbo.formation import components, formation_errors
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex, label


def biter_hexes(game: GlobboGame) -> list[Hex]:
    t, board = game.torus, game.board
    globbo = [p.hex for p in game.living("globbo")]
    return [h for h in t.hexes
            if all(t.distance(h, g) >= board.biters_from for g in globbo)
            and all(t.distance(h, w) >= board.biters_from for w in board.holes.values())]


def start_rings(t: Any, head: Hex) -> dict[Hex, tuple[str, str]]:
    """The starting formation round `head` as a layout: ZAPS next to it, SLAPS in the ring beyond."""
    layout = {head: ("H1", "head")}
    layout.update({t.step(head, d): (f"Z{d + 1}", "zap") for d in range(6)})
    ring2 = sorted((h for h in t.within(head, 2) if t.distance(head, h) == 2), key=lambda h: _ring_order(t, head, h))
    layout.update({h: (f"S{n + 1}", "slap") for n, h in enumerate(ring2)})
    return layout


def rings_broken(t: Any, head: Hex) -> list[str]:
    """Why the two rings round `head` would not be a legal, connected GLOBBO ([] when they are).
    Only walls can break them: with walls in play a HEAD next to one would start with a SLAP cut
    off from its ZAPS, breaking rule a) before anyone moves (designed: such hexes are no start).
    Games set up with `rings_clear` (every new one) check it; older saves replay as they were set up:
    a first pick that works is the same pick, one that does not is picked again."""
    layout = start_rings(t, head)
    problems = formation_errors(t, layout)
    if len(components(t, layout)) > 1:
        problems.append("a wall cuts the rings apart")
    return problems


def place_start(game: GlobboGame, table: Any) -> list[str]:
    t, board = game.torus, game.board
    starts = board.head_starts()
    given = game.setup.get("head")
    if given:
        head = game.hex(given)
        if head not in starts:
            near = min(t.distance(head, w) for w in board.holes.values())
            raise RulesError(f"the HEAD must start at least {board.head_from_holes} hexes from every warp-hole; "
                             f"{label(head)} is {near} from one")
        broken = rings_broken(t, head) if game.setup.get("rings_clear") else []
        if broken:
            raise RulesError(f"GLOBBO can't start round {label(head)}: a wall runs through his rings ({broken[0]}); "
                             "choose a HEAD hex whose rings no wall crosses")
    else:
        head = game.hex(game.chance.pick([label(h) for h in starts], why="where Globbo's HEAD starts"))
        if game.setup.get("rings_clear") and rings_broken(t, head):  # pick again among the hexes that work
            head = game.hex(game.chance.pick([label(h) for h in starts if not rings_broken(t, h)],
                                             why="where Globbo's HEAD starts (the first pick's rings cross a wall)"))
    h1 = game.new_piece("head", head, owner=None)
    h1.owner = h1.id
    game.turn.points[h1.id] = 0
    for d in range(6):
        game.new_piece("zap", t.step(head, d), owner=h1.id)
    ring2 = [h for h in t.within(head, 2) if t.distance(head, h) == 2]
    ring2.sort(key=lambda h: _ring_order(t, head, h))
    for h in ring2:
        game.new_piece("slap", h, owner=h1.id)
    allowed = biter_hexes(game)
    wanted = game.setup.get("biters")
    if wanted:
        hexes = [game.hex(x) for x in wanted]
        if len(hexes) != 6:
            raise RulesError(f"the Kids start with 6 BITERS: give 6 hexes, got {len(hexes)}")
        for h in hexes:
            if h not in allowed:
                raise RulesError(f"BITERS start at least {board.biters_from} hexes from Globbo and from every "
                                 f"warp-hole; {label(h)} is too close")
    else:
        nearby = [h for h in allowed if t.distance(h, head) <= 6] or allowed
        hexes = [game.hex(game.chance.pick([label(h) for h in nearby], why=f"where Biter {i + 1} starts"))
                 for i in range(6)]
    for h in hexes:
        game.new_piece("biter", h)
    mix_line = []
    if "genetic-engineering" in game.extras:
        game.mix = game.setup.get("mix")
        if game.mix is None:
            options = mix_options(6)
            game.mix = int((table.choose("GENETIC ENGINEERING: the Kids say how every BITER will fission", options, key="mix")
                            if game.human == "kids" else "4").split()[0])
        mix_line = [f"GENETIC ENGINEERING: every BITER fissions into {game.mix} BLIPS and {6 - game.mix} YEASTS."]
    zaps = ", ".join(f"{p.id} {p.where}" for p in game.living("globbo", "zap"))
    slaps = ", ".join(f"{p.id} {p.where}" for p in game.living("globbo", "slap"))
    biters = ", ".join(f"{p.id} {p.where}" for p in game.living("kids", "biter"))
    holes = ", ".join(f"{n} {label(h)}" for n, h in board.holes.items())
    extras = ", ".join(sorted(game.extras)) or "none"
    if game.extras:
        grades = {col: sum(e.grade for e in game.extra_defs.values() if e.id in game.extras and e.column == col)
                  for col in ("A", "B")}
        extras += f" (Kids {grades['A']} grades, Globbo {grades['B']}" + \
            (")" if grades["A"] == grades["B"] else "; the rulebook has both sides pick the same total)")
    return [f"Warp-holes: {holes}. Walls: {'in play' if game.setup.get('walls') else 'ignored'}. Extras: {extras}.",
            f"GLOBBO: HEAD H1 {label(head)}; ZAPS {zaps}; SLAPS {slaps}.",
            f"KIDS: BITERS {biters}.", *mix_line,
            "Round 1: GLOBBO moves."]


def _ring_order(t: Any, centre: Hex, h: Hex) -> int:
    """Ring-2 hexes numbered round the HEAD starting east, anticlockwise (S1 east of Z1 ...)."""
    ray = [t.step(t.step(centre, d), d) for d in range(6)]
    if h in ray:
        return 2 * ray.index(h)
    for d in range(6):
        if t.step(t.step(centre, d), (d + 1) % 6) == h:
            return 2 * d + 1
    return 99
