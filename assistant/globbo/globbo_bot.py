"""Globbo's bot: every HEAD destination within reach, with the body moved along, re-formed in rings
round it, or re-formed with a burp lane (globbo_shapes.py), scored by the board evaluation; the most
promising are tried against the Kids' bot's reply. Attacks gang up to a sure 6 unless a fission
would cost more than the kill is worth (fission_risk.py); points go on the ZAPS that close the ring
round the HEAD, then SLAPS.

Why it plays so (what the first bot lost to, watching `simulate` games): its fissions next to his
own body blew the ZAPS beside the HEAD away and three Biters walked into the gap the same turn;
in closed rings the HEAD never burped; a body the Kids had bitten had no legal whole-body move, so
Globbo stood still and shed half of it; and Biters next to the HEAD were attacked "whatever it
costs", two chances in three of a Blip on the HEAD."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo import globbo_move
from goblinkit.assistant.globbo.attacks import globbo_target
from goblinkit.assistant.globbo.evaluate import GLOBBO_WANTS, VALUE
from goblinkit.assistant.globbo.fission_risk import HEAD_LOSS, after_pending, blown_open, fission_cost, opens_head
from goblinkit.assistant.globbo.formation import connected_to_a_head, formation_errors
from goblinkit.assistant.globbo.geometry import fast, holes
from goblinkit.assistant.globbo.globbo_shapes import candidates
from goblinkit.assistant.globbo.kids_bot import kids_turn
from goblinkit.assistant.globbo.kids_move import allowance
from goblinkit.assistant.globbo.reach import can_reach, strength
from goblinkit.assistant.globbo.score import OLD, Weights, globbo_score
from goblinkit.content.globbo.torus import Hex, label

RING = 6  # the ZAPS built round a HEAD before anything else
LOOKAHEAD = 10  # Globbo's best candidates (by the static evaluation) tried against the Kids' reply


# normal's weights, tuned by measurement (normal Globbo against the Kids' bot, walls in, seeds 1-40; easy
# Globbo won 8): a fission's spray feared at three times its expected cost won 1 game (Globbo stood by while
# three Biters ate a piece a round), at its expected cost 16 (at 0.6: 16, at 1.5: 12); a dropped piece at four
# times its worth 18 (twice: 16); the threat to the HEAD at 4 (easy's 2.5) 19.
DROP_FEAR = 4.0  # normal: a piece a move leaves unconnected (it dies) costs four times its worth
FISSION_FEAR = 1.0  # normal: a fission's spray counted at its expected cost (the pieces it may take)
NORMAL = Weights(head_fear=4.0)


def globbo_turn(game: Any, careful: bool = False) -> dict[str, Any]:
    """Globbo's move. careful (normal and hard): a move that leaves pieces unconnected pays for them;
    easy (today's bot, its blunder kept) scores only what stays connected, so it throws pieces away."""
    scorch = _scorch_target(game)
    if scorch:
        return {"type": "scorch", "hex": label(scorch), "why": f"SCORCH {label(scorch)}: the most dangerous hex of kids"}
    moves: dict[str, str] = {}
    why = []
    for head in game.living("globbo", "head"):
        for trial, reason in head_moves(game, head, moves, careful, 1):
            moves = trial
            why.append(reason)
    try:
        globbo_move.plan(game, _orders(moves))
    except RulesError:
        moves = _repair(game)
        why = ["no whole-body move is legal: GLOBBO stays, shedding parts that break the formation rules"]
    return {"type": "move", "side": "globbo", "moves": _orders(moves), "why": "; ".join(why) or "GLOBBO stays put"}


def head_moves(game: Any, head: Any, moves: dict[str, str], careful: bool, limit: int) -> list[tuple[dict[str, str], str]]:
    """The `limit` best legal whole-body moves of one HEAD (added to the other HEADs' `moves`), best first:
    every candidate scored by the board evaluation, the most promising tried against the Kids' reply."""
    scored: list[tuple[float, int, dict[str, Hex]]] = []
    memo: dict[Any, Any] = {}  # what the kids' side of the evaluation reads, kept between candidates
    seen: dict[tuple[tuple[str, Hex], ...], float | None] = {}  # a candidate found twice is scored once
    for cand in candidates(game, head):
        key = tuple(sorted(cand.items()))
        if key not in seen:
            seen[key] = _candidate_score(game, cand, careful, memo)
        score = seen[key]
        if score is not None:
            scored.append((score, len(scored), cand))
    scored.sort(key=lambda item: (-item[0], item[1]))
    # look one reply ahead for the most promising: how the Kids' bot would answer each
    losses: dict[tuple[tuple[str, Hex], ...], float] = {}
    for _, _, cand in scored[:LOOKAHEAD]:
        key = tuple(sorted(cand.items()))
        if key not in losses:
            losses[key] = _kids_reply_loss(game, cand)
    scored = sorted(((score - losses[tuple(sorted(cand.items()))], n, cand) for score, n, cand in scored[:LOOKAHEAD]),
                    key=lambda item: (-item[0], item[1])) + scored[LOOKAHEAD:]
    found: list[tuple[dict[str, str], str]] = []
    for score, _, cand in scored[:12]:
        trial = dict(moves)
        trial.update({pid: label(h) for pid, h in cand.items() if game.pieces[pid].hex != h})
        try:
            globbo_move.plan(game, _orders(trial))
        except RulesError:
            continue
        found.append((trial, f"{head.id} to {label(cand.get(head.id, head.hex))}: the best of {len(scored)} whole-body "
                             f"moves (evaluation {score:+.1f}: what it can hit, less what the kids threaten)"))
        if len(found) >= limit:
            break
    return found


def _candidate_score(game: Any, cand: dict[str, Hex], careful: bool, memo: dict[Any, Any]) -> float | None:
    """The board evaluation of Globbo moved as `cand` (normal's weights when careful), or None when the move
    is not one he may make (two pieces in a hex, a piece on a kid or a warp-hole, a formation rule broken)."""
    full = _layout_with(game, cand)
    if full is None:
        return None
    alive = connected_to_a_head(game.torus, full)
    layout = {h: v for h, v in full.items() if h in alive}
    if formation_errors(game.torus, layout, game.extras):
        return None
    score = globbo_score(game, layout, NORMAL if careful else OLD, memo)
    if careful:
        score -= DROP_FEAR * sum(VALUE[kind] for h, (_, kind) in full.items() if h not in layout)
    return score


def _orders(moves: dict[str, str]) -> list[list[str]]:
    """The bot's plan as a move report's orders (orders.py)."""
    return [[pid, where] for pid, where in moves.items()]


def _kids_reply_loss(game: Any, cand: dict[str, Hex]) -> float:
    """Globbo moved as `cand`, the Kids' bot moves in reply: the value it could then destroy
    (each Biter biting its best target, Blips exploding where they land), as expected losses."""
    saved = {p.id: (p.hex, p.left) for p in game.pieces.values()}
    t = fast(game.torus)
    try:
        for pid, h in cand.items():
            game.pieces[pid].hex = h
        for k in game.living("kids"):
            k.left = 0 if (k.disoriented or k.stuck) else allowance(game, k.kind)
        reply = kids_turn(game)
        for pid, path in reply["moves"]:
            game.pieces[pid].hex = game.hex(path[-1])
        power: dict[str, float] = {}
        for k in game.living("kids"):
            if k.kind == "biter" and not k.hit and not k.disoriented:
                near = [g for g in game.living("globbo") if t.distance(k.hex, g.hex) == 1]
                if near:
                    best = max(near, key=lambda g: VALUE[g.kind])
                    power[best.id] = power.get(best.id, 0) + 2
            elif k.kind == "blip":
                g = game.globbo_at(k.hex)
                if g and g.kind != "head":
                    power[g.id] = power.get(g.id, 0) + 3
        only_head = len(game.living("globbo", "head")) == 1
        worth = {**VALUE, "head": HEAD_LOSS if only_head else VALUE["head"]}
        return sum(worth[game.pieces[pid].kind] * min(1.0, s / 6) for pid, s in power.items())
    finally:
        for pid, (h, left) in saved.items():
            game.pieces[pid].hex, game.pieces[pid].left = h, left


def _layout_with(game: Any, cand: dict[str, Hex]) -> dict[Hex, tuple[str, str]] | None:
    layout: dict[Hex, tuple[str, str]] = {}
    kids = {k.hex for k in game.living("kids")}
    hole = holes(game)
    for p in game.living("globbo"):
        h = cand.get(p.id, p.hex)
        if h in layout or (h != p.hex and (h in kids or h in hole)):
            return None
        layout[h] = (p.id, p.kind)
    return layout


def _repair(game: Any) -> dict[str, str]:
    """Stay put, sending away (to die) each part that breaks a formation rule where it stands,
    until what is left stands legally."""
    import re

    moves: dict[str, str] = {}
    taken = {p.hex for p in game.pieces.values()}
    for _ in range(len(game.pieces)):
        try:
            globbo_move.plan(game, _orders(moves))
            return moves
        except RulesError as exc:
            bad = re.findall(r"\b([ZS]\d+) at", str(exc))
        if not bad:
            break
        for pid in bad:
            piece = game.pieces[pid]
            reach = globbo_move.reachable(game, piece.hex, None)
            spot = next((h for h in sorted(reach, key=lambda h: (-reach[h], h)) if h not in taken
                         and not any(game.globbo_at(n) for n in game.torus.neighbours(h))
                         and not any(game.hex(v) in game.torus.neighbours(h) for v in moves.values())), None)
            if spot:
                moves[pid] = label(spot)
                taken.add(spot)
    return moves


def _scorch_target(game: Any) -> Hex | None:
    if "scorch" not in game.extras or game.turn.scorches <= 0:
        return None
    t = fast(game.torus)
    heads = [h.hex for h in game.living("globbo", "head")]
    best, value = None, 0.0
    for h in {k.hex for k in game.living("kids")}:
        if game.globbo_at(h):
            continue
        v = sum(VALUE[k.kind] for k in game.kids_at(h))
        v += 20 * any(t.distance(h, hd) <= 2 for hd in heads if any(k.kind == "biter" for k in game.kids_at(h)))
        if v > value:
            best, value = h, v
    return best if value >= 30 else None


def globbo_attack(game: Any, careful: bool = False) -> dict[str, Any] | None:
    """The best attack left (attack_options), or None."""
    ranked = attack_options(game, careful)
    return ranked[0] if ranked else None


def attack_options(game: Any, careful: bool = False) -> list[dict[str, Any]]:
    """Every attack worth making, best first: a Biter's kill less FISSION_FEAR (normal, hard) or once (easy)
    its expected spray, and half the game's worth when its Blips may open the door to the only HEAD.
    Normal once feared the spray three times over, to cure easy's attack on a Biter beside two SLAPS;
    measured, that cure lost (Globbo stood by while the Biters ate him), so both now take that trade."""
    fear = FISSION_FEAR if careful else 1.0
    ready = [p for p in game.living("globbo") if not p.attacked]
    pending = after_pending(game)
    options = []
    for h in sorted({k.hex for k in game.living("kids")}):
        target = globbo_target(game, h)
        if target is None:
            continue
        able = sorted((p for p in ready if can_reach(game, p, h)), key=lambda p: -strength(game, p.kind))
        if not able:
            continue
        if target.kind == "yeast":
            team = [min(able, key=lambda p: strength(game, p.kind))]
        else:
            team, total = [], 0
            for p in able:
                if total >= 6:
                    break
                team.append(p)
                total += strength(game, p.kind)
        power = min(6, sum(strength(game, p.kind) for p in team))
        worth = GLOBBO_WANTS[target.kind]
        if target.kind == "biter":
            worth -= fear * fission_cost(game, h, pending)
            if not opens_head(game, pending, {target.id}) and opens_head(game, blown_open(game, h, pending), {target.id}):
                worth -= 0.5 * HEAD_LOSS  # its Blips may blow the door to the HEAD open
        if worth > 0:
            options.append((worth * (1 if target.kind == "yeast" else power / 6), h, team))
    ranked = sorted(options, key=lambda o: -o[0])  # stable: the first of equals, as max() took it
    return [{"type": "attack", "side": "globbo", "target": label(h), "with": [p.id for p in team],
             "why": f"attack {label(h)} with {', '.join(p.id for p in team)} (strength "
                    f"{sum(strength(game, p.kind) for p in team)}): the best chance left"} for _, h, team in ranked]


def globbo_build(game: Any) -> dict[str, Any]:
    """Spend the regeneration points: ZAPS until six ring the HEAD, then SLAPS (never a HEAD: saving for a
    second HEAD once the ring was closed, hard Globbo won 29 of 80 games against normal Kids, without it 34)."""
    buys: list[list[str]] = []
    points = dict(game.turn.points)
    taken = {p.hex for p in game.pieces.values()} | set(game.board.hole_at)
    layout = game.layout()
    for head in game.living("globbo", "head"):
        zaps = [p for p in game.living("globbo", "zap") if p.owner == head.id]
        while points.get(head.id, 0) >= 1:
            if len(zaps) < RING and points[head.id] < 2:
                break  # save up for the ZAP that closes the ring round the HEAD
            kind = "zap" if len(zaps) < RING else "slap"
            spot = _build_spot(game, layout, taken, head, kind)
            if spot is None:
                break
            buys.append([kind, label(spot)])
            taken.add(spot)
            layout[spot] = (f"new{len(buys)}", kind)
            points[head.id] -= game.stats[kind].cost
            if kind == "zap":
                zaps.append(None)
    if not buys:
        return {"type": "end"}
    return {"type": "build", "buy": buys}


def _build_spot(game: Any, layout: dict, taken: set, head: Any, kind: str) -> Hex | None:
    t = fast(game.torus)
    for r in range(1, 8):
        for h in t.ring(head.hex, r):
            if h in taken:
                continue
            trial = dict(layout)
            trial[h] = ("new", kind)
            if any(n in layout for n in t.neighbours(h)) and \
                    set(formation_errors(game.torus, trial, game.extras)) <= set(formation_errors(game.torus, layout, game.extras)):
                return h
    return None
