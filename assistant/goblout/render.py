"""The table as a player sees it: `status` text and the `--json` snapshot (bots' hands hidden)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.goblout import dice
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.goblout.state import Match, Player
from goblinkit.assistant.goblout.turn import names


def player_snapshot(m: Match, p: Player, reveal: bool, seat: str | None = None) -> dict[str, Any]:
    """A player as the table sees them; the hand only to its own seat (a table of one human: yours, always)."""
    shown = reveal or p.id == seat or (p.style is None and not p.third)
    return {"id": p.id, "name": p.name, "style": p.style, "life": p.life, "max_life": p.max_life,
            "alive": p.alive, "prestige": m.prestige(p), "die": p.face, "deployed": sorted(p.deployed),
            "hand": sorted(p.hand) if shown else None, "hand_size": len(p.hand), "peace": p.peace,
            "no_die": p.no_die_by is not None}


def snapshot(m: Match, reveal: bool, seat: str | None = None) -> dict[str, Any]:
    return {"turn": m.turn, "active": m.current.id, "phase": m.phase,
            "variant": m.variant.id if m.variant else None, "group_dice": list(m.group_faces),
            "players": [player_snapshot(m, m.player(pid), reveal, seat) for pid in m.order],
            "pile": m.pile.snapshot(), "set_aside": sorted(m.set_aside),
            "winner": m.winner, "win_by": m.win_by}


def describe(m: Match) -> str:
    lines = [f"Goblout{' (' + m.variant.name + ')' if m.variant else ''}, turn {m.turn}: "
             + (f"{m.player(m.winner).name} won by {m.win_by}." if m.winner else
                f"a draw ({m.win_by})." if m.phase == "over" else
                f"{m.current.name} to play ({'phase 1: discard and draw' if m.phase == 'discard' else 'phase 3: deploy and attack'}).")]
    if m.group_faces:
        lines.append(f"Group dice: {' and '.join(dice.face_text(m, f) for f in m.group_faces)}.")
    for pid in m.order:
        p = m.player(pid)
        if not p.alive:
            lines.append(f"  {p.name}: eliminated.")
            continue
        die = dice.face_text(m, p.face) if p.face and not m.group_faces else "-"
        flags = (" [Peace]" if p.peace else "") + (" [No Die]" if p.no_die_by else "")
        style = f" ({p.style})" if p.style else ""
        lines.append(f"  {p.name}{style}: {p.life}/{p.max_life} life, {m.prestige(p)} prestige, die {die}, "
                     f"{plural(len(p.hand), 'card')} in hand{flags}")
        lines.append(f"      in front: {names(m, sorted(p.deployed))}")
        if not p.third:
            lines.append(f"      your hand: {names(m, sorted(p.hand))}")
    lines.append(f"Draw pile {plural(len(m.pile), 'card')}, discard pile {len(m.pile.discards)}.")
    return "\n".join(lines)
