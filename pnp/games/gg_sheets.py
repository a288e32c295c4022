"""GobbledyGook! sheets: the quick reference, and the Brood record sheet (blank, or filled in from
a Brood file the player keeps)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobbledygook.brood import Brood
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.textfit import TextFitError, wrap

MARGIN = mm(12)
CREATURE_ROWS = 10
LOG_ROWS = 10


def reference_job(game: GameContent) -> PageJob:
    sheet = game.components["reference"].items[0]
    blocks = [(s.title, s.lines) for s in sheet.sections]

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        top, bottom, width = h - MARGIN, EDGE + FOOTER + mm(4), w - 2 * MARGIN
        size = _fit_blocks(blocks, width, top - bottom - 28)
        c.setFillColor(colour(INK))
        c.setFont(font(TITLE), 16)
        c.drawString(MARGIN, top - 16, sheet.name)
        y = top - 28
        for title, lines in blocks:
            y -= size * 1.6
            c.setFont(font(BODY_BOLD), size * 1.1)
            c.drawString(MARGIN, y, title)
            y -= size * 0.4
            for line in lines:
                for part in wrap(f"• {line}", font(BODY), size, width) or []:
                    y -= size * 1.25
                    c.setFont(font(BODY), size)
                    c.drawString(MARGIN + mm(2), y, part)

    return PageJob(game.meta.name, game.meta.id, "quick-reference", "Quick reference", 0, 0, draw_page=draw)


def _fit_blocks(blocks: list[tuple[str, list[str]]], width: float, height: float) -> float:
    size = 12.0
    while size >= 6:
        used = 0.0
        for _, lines in blocks:
            used += size * 2.0
            for line in lines:
                parts = wrap(f"• {line}", font(BODY), size, width)
                if parts is None:
                    used = height + 1
                    break
                used += len(parts) * size * 1.25
        if used <= height:
            return size
        size -= 0.25
    raise TextFitError("the quick reference does not fit one page even at 6 pt; shorten it")


def _box(c: Canvas, x: float, y: float, w: float, h: float, label: str, value: str = "") -> None:
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.setFont(font(BODY), 6.5)
    c.drawString(x + 2, y + h - 8, label)
    if value:
        c.setFont(font(BODY_BOLD), 11)
        c.drawString(x + 4, y + 4, value)


def record_sheet_drawer(game: GameContent, brood: Brood | None):  # noqa: ANN201
    """A function drawing the record sheet, blank or filled from `brood`."""
    types = {t.id: t for t in game.components["creature-types"].items}
    upgrades = {u.id: u for u in game.components["upgrades"].items}
    breeds = {b.id: b for b in game.components["breeds"].items}

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        c.setStrokeColor(colour(INK))
        c.setFillColor(colour(INK))
        c.setLineWidth(0.6)
        x0, top, width = MARGIN, h - MARGIN, w - 2 * MARGIN
        c.setFont(font(TITLE), 16)
        c.drawString(x0, top - 16, "GobbledyGook! Brood Record Sheet")
        breed = breeds.get(brood.breed) if brood else None
        talent = upgrades[breed.talent].name if breed and breed.talent in upgrades else ""
        row = top - 50
        _box(c, x0, row, width * 0.5, 26, "BROOD NAME", brood.name if brood else "")
        _box(c, x0 + width * 0.5, row, width * 0.25, 26, "BREED", breed.name if breed else "")
        _box(c, x0 + width * 0.75, row, width * 0.25, 26, "TALENT (free)", talent)
        row -= 30
        for i, (label, value) in enumerate((("CHARM", brood.charm if brood else ""), ("TIN", brood.tin if brood else ""),
                                            ("BRAG", brood.brag if brood else ""))):
            _box(c, x0 + i * width / 3, row, width / 3, 26, label, str(value))
        row -= 22
        c.setFont(font(BODY_BOLD), 10)
        c.drawString(x0, row, "CREATURES")
        columns = [("NAME", 0.26), ("TYPE", 0.13), ("DICE", 0.07), ("UPGRADES", 0.34), ("HITS / STUN / KO", 0.20)]
        row -= 16
        _table_row(c, x0, row, width, columns, [name for name, _ in columns], header=True)
        creatures = brood.creatures if brood else []
        for index in range(CREATURE_ROWS):
            row -= 18
            if index < len(creatures):
                cr = creatures[index]
                kind = types.get(cr.type)
                cells = [cr.name, kind.name if kind else cr.type, str(kind.dice) if kind else "",
                         ", ".join(upgrades[u].name if u in upgrades else u for u in cr.upgrades),
                         " ".join("☐" * (kind.dice if kind else 1))]
            else:
                cells = ["", "", "", "", ""]
            _table_row(c, x0, row, width, columns, cells)
        row -= 26
        c.setFont(font(BODY_BOLD), 10)
        c.drawString(x0, row, "UPGRADES TAKEN (limit per Brood)")
        row -= 4
        taken = [u for cr in creatures for u in cr.upgrades]
        per_col = (len(upgrades) + 2) // 3
        for index, upgrade in enumerate(upgrades.values()):
            col, line = divmod(index, per_col)
            y = row - 12 * (line + 1)
            boxes = "".join("☒" if n < taken.count(upgrade.id) else "☐" for n in range(upgrade.limit))
            c.setFont(font(BODY), 8)
            c.drawString(x0 + col * width / 3, y, f"{upgrade.name} {boxes}")
        row -= 12 * per_col + 24
        c.setFont(font(BODY_BOLD), 10)
        c.drawString(x0, row, "CAMPAIGN LOG")
        log_cols = [("GAME", 0.08), ("SCENARIO", 0.22), ("BRAG", 0.09), ("TIN", 0.09), ("CHARM", 0.09), ("NOTES", 0.43)]
        row -= 16
        _table_row(c, x0, row, width, log_cols, [n for n, _ in log_cols], header=True)
        entries = brood.log if brood else []
        bottom = EDGE + FOOTER + mm(12)
        for index in range(LOG_ROWS):
            if row - 18 < bottom:
                break
            row -= 18
            text = entries[index] if index < len(entries) else ""
            _table_row(c, x0, row, width, log_cols, [str(index + 1), "", "", "", "", text] if text else
                       [str(index + 1), "", "", "", "", ""])
        c.setFont(font(BODY), 7)
        c.drawString(x0, EDGE + FOOTER + mm(2), "Creatures cost their dice in Charm; each upgrade costs the creature's "
                                               "dice in Tin. A new Brood starts with 5 Charm and 3 Tin.")

    return draw


def _table_row(c: Canvas, x: float, y: float, width: float, columns: list[tuple[str, float]], cells: list[str],
               header: bool = False) -> None:
    cursor = x
    for (_, share), cell in zip(columns, cells):
        c.rect(cursor, y, width * share, 16 if not header else 14, stroke=1, fill=0)
        c.setFont(font(BODY_BOLD if header else BODY), 7 if header else 8.5)
        text = cell
        while text and c.stringWidth(text, font(BODY), 8.5) > width * share - 6:
            text = text[:-2] + "…"
        c.drawString(cursor + 3, y + 4, text)
        cursor += width * share


def record_sheet_job(game: GameContent, brood: Brood | None = None, component: str = "record-sheet") -> PageJob:
    title = f"Record sheet: {brood.name}" if brood else "Record sheet (blank)"
    return PageJob(game.meta.name, game.meta.id, component, title, 0, 0, draw_page=record_sheet_drawer(game, brood))
