"""The Gob'z'Heroes Quick Reference Sheet: page 1 the key to the markers (their icons, since no name fits
on a 3/4 in marker) and the rules at a glance with the VP table (printed from scoring.yaml), page 2 our readings of the rulebook, the boards the assistant knows, and the credits."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.icons import CREDIT
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.textfit import TextFitError, wrap

MARGIN = mm(12)
KEY_ICON, KEY_H = mm(8), mm(14)
Block = tuple[str, list[str]]


def pages(game: GameContent) -> list[tuple[str, list[Block]]]:
    c = game.components
    sheet = c["reference"].items[0]
    awards = [a for a in c["scoring"].items if a.id not in ("quick", "standard", "long")]
    lengths = [a for a in c["scoring"].items if a.id in ("quick", "standard", "long")]
    first = [(s.title, list(s.lines)) for s in sheet.sections]
    first.insert(1, ("Victory Points", [f"{a.name}: {a.vp} VP" + (f" ({a.note})" if a.note else "") for a in awards]
                     + ["Game length: " + ", ".join(f"{a.name} {a.vp} VP" for a in lengths)]))
    readings = ("How we read the rulebook", [f"{r.name}: {r.text}" for r in c["readings"].items])
    boards = ("Boards (tile faces by rows; A1 is the top-left square)",
              [f"{b.name}: {' / '.join(' '.join(row) for row in b.tiles)}; Sewers {', '.join(b.sewers)}; "
               f"Crates {', '.join(b.crates)}; Teleporters "
               + "; ".join(f"{n} players {', '.join(t)}" for n, t in sorted(b.teleporters.items()))
               for b in c["boards"].items])
    scenarios = ("Scenarios", [f"{s.name} (--scenario {s.id}): {s.text}" for s in c["scenarios"].items])
    credits = ("Credits", [CREDIT, "Fonts: DejaVu (free licence). Gob'z, tiles, Stuff, Combos and Gob'jectives "
                                   "beyond the rulebook's examples are designed for this kit."])
    return [(sheet.name, first), ("Gob'z'Heroes: readings and boards", [readings, scenarios, boards, credits])]


def reference_job(game: GameContent) -> PageJob:
    content = pages(game)

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        title, blocks = content[page - 1]
        top, bottom, width = h - MARGIN, EDGE + FOOTER + mm(4), w - 2 * MARGIN
        key = KEY_H if page == 1 else 0.0
        size = _fit(blocks, width, top - bottom - 28 - key)
        c.setFillColor(colour(INK))
        c.setFont(font(TITLE), 16)
        c.drawString(MARGIN, top - 16, title)
        if key:
            _marker_key(c, game, MARGIN, top - 22 - key, width)
        y = top - 28 - key
        for head, lines in blocks:
            y -= size * 1.6
            c.setFont(font(BODY_BOLD), size * 1.1)
            c.drawString(MARGIN, y, head)
            y -= size * 0.4
            for line in lines:
                for part in wrap(f"• {line}", font(BODY), size, width) or []:
                    y -= size * 1.25
                    c.setFont(font(BODY), size)
                    c.drawString(MARGIN + mm(2), y, part)

    return PageJob(game.meta.name, game.meta.id, "quick-reference", "Quick Reference Sheet", 0, 0, draw_page=draw,
                   count=len(content))


def _marker_key(c: Canvas, game: GameContent, x: float, y: float, width: float) -> None:
    """One cell per marker kind: its icon on its colour, its name and how many the box holds."""
    markers = game.components["markers"].items
    cell = width / len(markers)
    for i, marker in enumerate(markers):
        cx = x + i * cell + cell / 2
        c.setFillColor(colour(marker.colour))
        c.circle(cx, y + KEY_H - KEY_ICON / 2 - mm(0.8), KEY_ICON / 2 + mm(0.8), stroke=0, fill=1)
        draw_icon(c, marker.icon, cx - KEY_ICON / 2 * 0.8, y + KEY_H - KEY_ICON * 0.9 - mm(0.8), KEY_ICON * 0.8,
                  "#ffffff")
        c.setFillColor(colour(INK))
        c.setFont(font(BODY), 7)
        c.drawCentredString(cx, y, f"{marker.name} ({marker.count})")


def _fit(blocks: list[Block], width: float, height: float) -> float:
    size = 11.0
    while size >= 6.5:
        used = 0.0
        for _, lines in blocks:
            used += size * 2.0
            for line in lines:
                parts = wrap(f"• {line}", font(BODY), size, width)
                used += (len(parts) if parts else 99) * size * 1.25
        if used <= height:
            return size
        size -= 0.25
    raise TextFitError("the Gob'z'Heroes reference does not fit its page at 6.5 pt; shorten it")
