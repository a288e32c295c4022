"""Globbo!'s moves as data (core/moves.py): what the side played at the table may do now, each move with
the action its command logs, the command line itself, and the pieces (ACTOR, TARGET) and hexes (PLACE)
it involves, so a hex named P5 and the Blip named P5 are only ever looked for in their own part.

Every move is checked by the rule function that refuses it in play (globbo_move.plan, attacks.check_attack,
kids_move.paths and check_mobile, build.payer_of and check_standing, scorch.check_scorch), so a listed move is
accepted and a refused one is not listed. Three moves have a free parameter that cannot be enumerated
sensibly, and are listed without it:
- GLOBBO's body may flow anywhere: the listed move takes the body along with the HEAD, keeping its shape
  (`move H1:E5 --body`); a re-forming names each part in the command's own syntax, checked by the same plan().
- A Kid's path: the listed move names the destination, and the engine takes its path (for a Blip the one
  floating over the fewest pieces of GLOBBO, kids_move.paths); a path of one's own is `move B1:E5,E6`.
- Several Kids moved in one report, several purchases in one build: the listed moves are one each (a Kids'
  report after another moves the next kid; a build of several parts is `build slap:E5 zap:F6`).
A big gang (more than GANG pieces able to attack one hex) lists its subsets of up to three pieces and the
whole gang. The Scorch lists the hexes with kids in them (the rules allow any hex but GLOBBO's: a Scorch
of an empty hex is legal and wasted). What a move then asks (the Kids' fission mix, a warp-hole) the rules
ask as a question, as in play. In the build step GLOBBO's next move (which ends the building) is not listed:
build, or end the building, first.

On the phone a hex tapped alone (no piece first) walks the nearest kid able to reach it, or takes the nearest
HEAD there: that move carries `extra["direct"]` (`direct`), one per hex, the rest still two taps away.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import ACTOR, CARD, PLACE, TARGET, Move, Part
from goblinkit.assistant.globbo import attacks, build, globbo_move, kids_move, scorch
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.assistant.globbo.reach import strength
from goblinkit.assistant.globbo.state import GLOBBO_KINDS, KID_KINDS, Piece
from goblinkit.content.globbo.torus import Hex, label

GANG = 6  # pieces able to attack one hex beyond which only small gangs and the whole gang are listed
KIND_NAMES = {"head": ("HEAD", "head", "globbo's head", "globbo"), "zap": ("ZAP", "zap", "blue zap"),
              "slap": ("SLAP", "slap", "red slap"), "biter": ("BITER", "biter", "kid"),
              "blip": ("BLIP", "blip", "kid"), "yeast": ("YEAST", "yeast", "kid")}
VERB_OF = {"head": "burp", "zap": "zap", "slap": "slap", "biter": "bite", "blip": "explode"}  # the rulebook's words
MOVE_WORDS = ("go", "flow", "walk", "float", "run", "send")
BUILT = {"slap": "RED SLAP", "zap": "BLUE ZAP", "head": "new HEAD"}
STAY_WORDS = ("stay put", "stays put", "globbo stays put", "globbo stays", "kids stay put", "kids stay", "hold",
              "wait", "kids wait", "globbo stay", "globbo waits", "globbo wait", "move nothing")
END_WORDS = ("done", "end turn", "finish", "pass", "over")


def moves(game: Any) -> list[Move]:
    """The moves of the side played at the table, or none while the assistant plays or the game is over."""
    if game.over or game.next_automatic() is not None:
        return []
    phase = game.turn.phase
    if phase == "globbo-move":
        return direct(head_moves(game)) + scorches(game)
    if phase == "globbo-attack":
        return attack_moves(game) + [_end("End GLOBBO's attacks (hit BITERS fission)")]
    if phase == "kids-move":
        return (direct(kid_moves(game)) + [_stay("The Kids stay put")] + attack_moves(_after_kids_move(game))
                + [_end("End the Kids' turn (no attacks)")])
    if phase == "kids-attack":
        return direct(kid_moves(game)) + attack_moves(game) + [_end("End the Kids' attacks")]
    return build_moves(game) + [_end("Build nothing (the points are saved)", ("save", "save points", "build nothing"))]


def direct(found: list[Move]) -> list[Move]:
    """Mark, for each hex a piece may walk or flow to, the move a tap on that hex alone makes: the piece
    with the shortest way there (`extra["steps"]`, set by the lister), the first listed on a tie (the
    listing order: HEADS, then BITERS, BLIPS, YEASTS, each by number). The page sends it on one tap."""
    taken: dict[str, Move] = {}
    for move in found:
        place = move.part(PLACE)
        if move.verb != "move" or not move.legal or place is None:
            continue
        best = taken.get(place.id)
        if best is None or move.extra["steps"] < best.extra["steps"]:
            taken[place.id] = move
    for move in taken.values():
        move.extra["direct"] = True
    return found


def piece_part(game: GlobboGame, piece: Piece, role: str = ACTOR, optional: bool = False) -> Part:
    """A piece by its counter (H1, P5) alone or after its kind ("blip P5", "blue zap Z1"), and by its kind
    alone ("the yeast") while it is the only one of its kind on the map."""
    kinds = KIND_NAMES[piece.kind][1:]
    alone = len(game.living(piece.side, piece.kind)) <= 1
    names = (piece.id, *(f"{k} {piece.id}" for k in kinds), *(kinds if alone else ()))
    return Part(role, piece.id, names, optional)


def hex_part(h: Hex, role: str = PLACE, optional: bool = False) -> Part:
    return Part(role, label(h), (label(h), f"hex {label(h)}"), optional)


def named(piece: Piece) -> str:
    return f"{KIND_NAMES[piece.kind][0]} {piece.id}"


def _orders_action(moves: list[list[Any]] | None = None, jumps: list[list[Any]] | None = None,
                   gunk: list[list[Any]] | None = None) -> dict[str, Any]:
    """A move report as `move` logs it (cli.move_cmd, normalized): all three lists, in the order given."""
    return {"type": "move", "moves": moves or [], "jumps": jumps or [], "gunk": gunk or []}


def _end(label_text: str, more: tuple[str, ...] = ()) -> Move:
    return Move("end", label_text, {"type": "end"}, "end", aliases=END_WORDS + more, main=True)


def _stay(label_text: str) -> Move:
    return Move("stay", label_text, _orders_action(), "move --stay", aliases=STAY_WORDS)


# -- GLOBBO ------------------------------------------------------------------------------------------------
def head_moves(game: GlobboGame) -> list[Move]:
    """Each HEAD to each hex within its reach, the body along; the hexes within that distance it cannot
    go to are listed blocked with the rule's reason; and GLOBBO staying put."""
    found = []
    steps = globbo_move.head_steps(game)
    heads = sorted(game.living("globbo", "head"), key=lambda p: int(p.id[1:]))
    for head in heads:
        actor = replace(piece_part(game, head), optional=len(heads) == 1)  # "go to K8": the only HEAD
        for h in sorted(game.torus.within(head.hex, steps)):
            if h == head.hex:
                continue
            where = label(h)
            act = _orders_action(_body(game, head, where))
            blocked = ""
            try:
                globbo_move.plan(game, act["moves"])
            except RulesError as exc:
                blocked = str(exc)
            found.append(Move("move", f"Move GLOBBO's {named(head)} to {where}, the body along", act,
                              f"move {head.id}:{where} --body", (actor, hex_part(h)),
                              aliases=MOVE_WORDS, blocked=blocked, extra={"steps": game.torus.distance(head.hex, h)}))
    try:
        globbo_move.plan(game, [])
        found.append(_stay("GLOBBO stays put"))
    except RulesError as exc:  # a formation the Kids broke must be mended: the command names each part
        found.append(Move("stay", "GLOBBO stays put", _orders_action(), "move --stay", aliases=STAY_WORDS, blocked=str(exc)))
    return found


def _body(game: GlobboGame, head: Piece, where: str) -> list[list[Any]]:
    try:
        return globbo_move.with_body(game, [[head.id, where]])
    except RulesError:
        return [[head.id, where]]


def scorches(game: GlobboGame) -> list[Move]:
    if "scorch" not in game.extras:
        return []
    found = []
    for h in sorted({k.hex for k in game.living("kids")}):
        try:
            scorch.check_scorch(game, h)
        except RulesError:
            continue
        kids = ", ".join(named(k) for k in sorted(game.kids_at(h), key=lambda k: k.id))
        found.append(Move("scorch", f"SCORCH {label(h)} ({kids}; {game.turn.scorches} left)", {"type": "scorch", "hex": label(h)},
                          f"scorch {label(h)}", (hex_part(h, TARGET),), aliases=("laser", "burn")))
    return found


def build_moves(game: GlobboGame) -> list[Move]:
    """One new part on each empty hex next to GLOBBO that the points pay for and the formation allows."""
    found = []
    layout = game.layout()
    before = set(build.formation_errors(game.torus, layout, game.extras))
    near = sorted({n for h in layout for n in game.torus.neighbours(h)} - set(layout))
    for kind in GLOBBO_KINDS[::-1]:  # the cheapest first: SLAP, ZAP, HEAD
        for h in near:
            try:
                payer, cost = build.payer_of(game, kind, h, game.turn.points)
                build.check_standing(game, {**layout, h: ("new", kind)}, before, kind == "head")
            except RulesError:
                continue
            where = label(h)
            found.append(Move("build", f"Build a {BUILT[kind]} at {where} (cost {cost})",
                              {"type": "build", "buy": [[kind, where]]}, f"build {kind}:{where}",
                              (Part(CARD, kind, (*KIND_NAMES[kind][1:3], f"new {kind}")), hex_part(h)), cost=f"{cost} point{'s' * (cost > 1)}",
                              aliases=("buy", "regenerate", "grow", "add", "place")))
    return found


# -- both sides' attacks -----------------------------------------------------------------------------------
def attack_moves(game: GlobboGame) -> list[Move]:
    """Each hex with a target, attacked by each gang of the pieces able to reach it."""
    side = game.side_to_act
    ready = sorted((p for p in game.living(side) if not p.attacked), key=_order)
    enemies = game.living("kids" if side == "globbo" else "globbo")
    found = []
    for h in sorted({e.hex for e in enemies}):
        able = []
        for p in ready:
            try:
                target = attacks.check_attack(game, h, [p])
                able.append(p)
            except RulesError:
                continue
        if not able:
            continue
        for gang in _gangs(able):
            target = attacks.check_attack(game, h, list(gang))  # a gang of able pieces is able: checked anyway
            found.append(_attack(game, h, target, gang))
    return found


def _gangs(able: list[Piece]) -> list[tuple[Piece, ...]]:
    sizes = range(1, len(able) + 1) if len(able) <= GANG else range(1, 4)
    found = [gang for n in sizes for gang in combinations(able, n)]
    return found if len(able) <= GANG else found + [tuple(able)]


def _attack(game: GlobboGame, h: Hex, target: Piece, gang: tuple[Piece, ...]) -> Move:
    total = sum(strength(game, p.kind) for p in gang)
    sure = total >= 6 or (game.side_to_act == "globbo" and target.kind == "yeast")
    odds = "sure" if sure else f"{total} in 6"
    where = label(h)
    names = " and ".join(named(p) for p in gang)
    return Move("attack", f"Attack {named(target)} at {where} with {names} (strength {total}: {odds})",
                {"type": "attack", "target": where, "with": [p.id for p in gang]},
                f"attack {where} --with {','.join(p.id for p in gang)}",
                (hex_part(h, PLACE, optional=True), piece_part(game, target, TARGET, optional=True),
                 *(piece_part(game, p, optional=len(gang) == 1) for p in gang)),
                aliases=("kill", "blast", *dict.fromkeys(VERB_OF[p.kind] for p in gang)))


def _order(p: Piece) -> tuple[int, int]:
    return (GLOBBO_KINDS + KID_KINDS).index(p.kind), int(p.id[1:])


# -- the Kids ----------------------------------------------------------------------------------------------
def kid_moves(game: GlobboGame) -> list[Move]:
    """Each kid that may move, to each hex it can reach (jumps and Gunk with their Extras); a kid that
    may not move is listed once, blocked, with why."""
    found = []
    for kid in sorted(game.living("kids"), key=_order):
        try:
            kids_move.check_moving(game, [kid.id])
            kids_move.check_mobile(game, kid)
        except RulesError as exc:
            if game.turn.phase == "kids-move":
                found.append(Move("move", f"Move {named(kid)}", _orders_action([[kid.id, kid.where]]),
                                  f"move {kid.id}:{kid.where}", (piece_part(game, kid),), aliases=MOVE_WORDS, blocked=str(exc)))
            continue
        ways = kids_move.paths(game, kid)
        for h in sorted(ways):
            if h == kid.hex:
                continue
            where = label(h)
            found.append(Move("move", f"Move {named(kid)} to {where}", _orders_action([[kid.id, where]]),
                              f"move {kid.id}:{where}", (piece_part(game, kid), hex_part(h)), aliases=MOVE_WORDS,
                              extra={"steps": len(ways[h])}))
        found += _jumps(game, kid) + _gunks(game, kid)
    return found


def _jumps(game: GlobboGame, kid: Piece) -> list[Move]:
    if "jumping" not in game.extras or kid.kind != "biter":
        return []
    found = []
    for h in sorted(game.torus.within(kid.hex, 4)):
        try:
            kids_move.check_jump(game, kid, h)
        except RulesError:
            continue
        where = label(h)
        found.append(Move("jump", f"{named(kid)} JUMPS to {where}", _orders_action(jumps=[[kid.id, where]]),
                          f"move --jump {kid.id}:{where}", (piece_part(game, kid), hex_part(h)), aliases=("leap", "hop")))
    return found


def _gunks(game: GlobboGame, kid: Piece) -> list[Move]:
    if "gunk" not in game.extras or kid.kind != "biter":
        return []
    found = []
    for h in sorted(game.torus.neighbours(kid.hex)):
        try:
            kids_move.check_gunk(game, kid, h)
        except RulesError:
            continue
        where = label(h)
        found.append(Move("gunk", f"{named(kid)} GUNKS {kid.where} and steps to {where}",
                          _orders_action(gunk=[[kid.id, where]]), f"move --gunk {kid.id}:{where}",
                          (piece_part(game, kid), hex_part(h)), aliases=("excrete", "glue")))
    return found


def _after_kids_move(game: Any) -> Any:
    """The Kids' movement ended (an attack ends it, re-combining first): the copy their attacks are listed on."""
    after = game.copy()
    kids_move.finish(after, None)
    return after
