"""Killing each other: pick the pieces that gang up, total their strengths, roll one die at or under.
Each piece attacks once a turn; after a miss the unused pieces may try again. GLOBBO's priority in
a hex is Biters, then Blips, then Yeasts (which die without a roll); kids on a warp-hole cannot
attack; a Blip attacks its own hex and is gone either way. Also the free attacks (a Blip floating
over Globbo, a Biter jumping over him). (The Scorch, which ends Globbo's turn, is scorch.py.)"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import whose
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo import story
from goblinkit.assistant.globbo.fission import fission
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.assistant.globbo.reach import can_reach, strength, why_not
from goblinkit.content.globbo.torus import Hex, label

PRIORITY = ("biter", "blip", "yeast")


def globbo_target(game: GlobboGame, h: Hex) -> Any | None:
    """The kid Globbo must attack in hex h: Biters first, then Blips, then Yeasts."""
    for kind in PRIORITY:
        found = sorted((k for k in game.kids_at(h) if k.kind == kind and not k.hit), key=lambda k: int(k.id[1:]))
        if found:
            return found[0]
    return None


def in_reach(game: GlobboGame, side: str) -> list[str]:
    """What the side's unused pieces can attack now, strongest gang first: "BITER B4 at C7 is in reach of H1 and
    S4: strength 5 + 2 = 7 (sure)". For the attack step's prompt, so the player need not try attacks to learn the paths."""
    ready = [p for p in game.living(side) if not p.attacked and p.kind != "yeast"
             and (side == "globbo" or (not p.disoriented and p.hex not in game.board.hole_at))]
    if side == "globbo":
        targets = {k.hex: globbo_target(game, k.hex) for k in game.living("kids")}
    else:
        targets = {p.hex: p for p in game.living("globbo")}
    found = []
    for h, target in targets.items():
        if target is None:
            continue
        gang = [p for p in ready if can_reach(game, p, h)]
        if not gang:
            continue
        total = sum(strength(game, p.kind) for p in gang)
        sure = side == "globbo" and target.kind == "yeast" or total >= 6
        names = [p.id for p in gang]
        sums = " + ".join(str(strength(game, p.kind)) for p in gang) + (f" = {total}" if len(gang) > 1 else "")
        found.append((total, label(h), f"{target.kind.upper()} {target.id} at {label(h)} is in reach of "
                      + (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0])
                      + f": strength {sums}" + (" (sure)" if sure else f" ({total} in 6)")))
    found.sort(key=lambda f: (-f[0], f[1]))
    return [text for _, _, text in found]


def check_attack(game: GlobboGame, target_hex: Hex, attackers: list[Any]) -> Any:
    """The piece an attack on `target_hex` by `attackers` hits, or RulesError naming the rule it breaks. The
    one check: `attack` runs it before any die, and the listed moves (moves.py) are the attacks it passes."""
    game.expect("globbo-attack", "kids-attack")
    side = "globbo" if game.turn.phase == "globbo-attack" else "kids"
    if not attackers:
        raise RulesError("name the pieces that attack (--with Z1,S3)")
    if len({a.id for a in attackers}) != len(attackers):
        raise RulesError("a piece is named twice")
    for a in attackers:
        if a.side != side:
            raise RulesError(f"{a.id} is not one of {'Globbo' if side == 'globbo' else 'the Kids'}'s pieces: "
                             f"it is {game.turn.phase.replace('-', ' ')}")
        if a.attacked:
            raise RulesError(f"{a.id} has already attacked this turn (each piece attacks once a turn)")
    if side == "globbo":
        target = globbo_target(game, target_hex)
        if target is None:
            raise RulesError(f"there is no kid to attack in {label(target_hex)}")
    else:
        target = game.globbo_at(target_hex)
        if target is None:
            raise RulesError(f"there is no piece of GLOBBO in {label(target_hex)}")
        for a in attackers:
            if a.kind == "yeast":
                raise RulesError(f"{a.id} is a YEAST: yeasts can't attack, they can barely stay awake")
            if a.hex in game.board.hole_at:
                raise RulesError(f"{a.id} is on warp-hole {game.board.hole_at[a.hex]}: kids can't attack from a warp-hole")
            if a.disoriented:
                raise RulesError(f"{a.id} formed this turn and is still disoriented: it cannot attack until next turn")
    for a in attackers:
        if not can_reach(game, a, target_hex):
            raise RulesError(f"{a.id} at {a.where} {why_not(game, a, target_hex)} ({label(target_hex)})")
    return target


def _sum(game: GlobboGame, pieces: list[Any]) -> str:
    """"5", or "2+2 = 4" for a gang."""
    each = [strength(game, p.kind) for p in pieces]
    return str(each[0]) if len(each) == 1 else "+".join(map(str, each)) + f" = {sum(each)}"


def attack(game: GlobboGame, target_hex: Hex, attackers: list[Any], table: Any) -> list[str]:
    target = check_attack(game, target_hex, attackers)
    side = "globbo" if game.turn.phase == "globbo-attack" else "kids"
    total = sum(strength(game, a.kind) for a in attackers)
    names = "+".join(f"{a.id}({strength(game, a.kind)})" for a in attackers)
    for a in attackers:
        a.attacked = True
    if side == "globbo" and target.kind == "yeast":
        lines = [f"{story.attackers(attackers)} YEAST {target.id} at {label(target_hex)}: GLOBBO's attacks on YEASTS "
                 "always succeed"]
        hit = True
    else:
        roll = game.chance.roll(1, 6, why=f"{names} attack {target.id} at {label(target_hex)} (strength {total})",
                                owner=whose(side == game.human))[0]
        hit = roll <= total
        lines = [f"{story.attackers(attackers)} {target.kind.upper()} {target.id} at {label(target_hex)}: strength "
                 f"{_sum(game, attackers)}, rolled {roll}: {'HIT' if hit else 'missed'}"]
        if not hit:
            spare = [p.id for p in game.living(side) if not p.attacked and p.kind != "yeast" and can_reach(game, p, target_hex)]
            if spare and side == "globbo":
                lines.append(f"  Unused pieces may have another go: {', '.join(spare)}")
    if side == "kids":
        for a in attackers:
            if a.kind == "blip":
                game.remove(a)
                lines.append(f"  BLIP {a.id} explodes and is gone (a memory of unbounded devotion)")
    if hit:
        lines += destroy(game, target, side, table)
    return lines


def destroy(game: GlobboGame, target: Any, by: str, table: Any) -> list[str]:
    if target.kind == "biter" and by == "globbo" and game.turn.phase == "globbo-attack":
        target.hit = True
        return [f"  BITER {target.id} is turned over: it fissions when Globbo's attacks end"]
    if target.kind == "biter":
        return [f"  BITER {target.id} is hit and explodes at once"] + fission(game, target, table)
    game.remove(target)
    if target.side == "globbo":
        return [f"  {target.kind.upper()} {target.id} at {target.where} is destroyed (off to Machine Heaven)"]
    return [f"  {target.kind.upper()} {target.id} at {target.where} is destroyed"]


def free_attack(game: GlobboGame, piece: Any, kid: Any, bonus: int, why: str) -> tuple[bool, str]:
    """A Globbo piece's free attack on a kid passing over it (no "has attacked" mark)."""
    if piece.kind == "head" and kid.kind == "blip":
        return True, f"{why}: GLOBBO's HEAD {piece.id} destroys it automatically"
    total = strength(game, piece.kind) + bonus
    roll = game.chance.roll(1, 6, why=f"{piece.id}'s free attack on {kid.id} ({why})",
                            owner=whose(game.human == "globbo"))[0]
    hit = roll <= total
    return hit, f"{why}: {piece.id} gets a free attack, strength {total}, rolled {roll}: {'HIT' if hit else 'missed'}"
