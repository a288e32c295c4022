"""GobbledyGook! Brood record sheet: blank, or filled in from a Brood file the player keeps.

Both show what a player needs while buying: each creature type's dice, upgrade slots and limit per
Brood, and every upgrade's limit as tick boxes. A filled sheet puts each campaign log entry in its
columns (scenario, Brag, Tin, Charm; what is left in Notes). Every cell's text is shrunk to the
6.5 pt floor or wrapped; text that still does not fit is an error, never cut.
"""

from __future__ import annotations

import re

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobbledygook.brood import Brood
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import INK, colour, draw_lines, lighten
from goblinkit.pnp.drawers.blocks import Faces
from goblinkit.pnp.games.gg_reference import ACCENT, HEADER
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading
from goblinkit.pnp.style import style_for
from goblinkit.pnp.textfit import MIN_SIZE, fit_text

MARGIN = mm(12)
CREATURE_ROWS = 10
LOG_ROWS = 10
ROW = 19.0
MAX_SLOTS = 3
TINT = 0.82  # header rows: a light tint of their section's colour, so the sheet stays light on ink
# each section's colour, from the quick reference's blocks: the same colours mean the same things
TYPES_COLOUR, CREATURES_COLOUR, UPGRADES_COLOUR, LOG_COLOUR = "#1f618d", "#6a3d8f", "#9a5b0b", "#196f3d"
# The line `goblin play gg brood award` writes: "Night Watch: 4 Brag, 1 Tin; +2 Charm (earned Brag, ...)"
LOG_LINE = re.compile(r"^(?P<scenario>.+?): (?P<brag>\d+) Brag, (?P<tin>\d+) Tin; \+(?P<charm>\d+) Charm"
                      r"(?: \((?P<notes>.*)\))?$")


def log_cells(entry: str) -> list[str]:
    """scenario, Brag, Tin, Charm, notes of one campaign log entry (all in notes if it is free text)."""
    found = LOG_LINE.match(entry)
    if not found:
        return ["", "", "", "", entry]
    return [found["scenario"], found["brag"], found["tin"], f"+{found['charm']}", found["notes"] or ""]


def cell(c: Canvas, x: float, y: float, w: float, h: float, text: str, size: float = 9.0, bold: bool = False,
         fill: Color | None = None, faces: Faces = Faces()) -> None:
    """A ruled cell with its text fitted: shrunk to the floor, then wrapped; TextFitError if even that fails.
    Set in the sheet's text face, or DejaVu for a symbol it lacks (the tick boxes)."""
    c.saveState()
    if fill is not None:
        c.setFillColor(fill)
        c.rect(x, y, w, h, stroke=0, fill=1)
    c.setStrokeColor(colour(INK))
    c.setLineWidth(0.5)
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()
    if text:
        name = faces.pick(text, bold)
        fitted = fit_text(text, name, w - 5, h - 3, size, MIN_SIZE, 1.15)
        draw_lines(c, fitted, name, x + 2.5, y + h / 2 + fitted.height / 2 + fitted.size * 0.1, w - 5, "left", INK)


def _labelled(c: Canvas, x: float, y: float, w: float, h: float, label: str, value: str, faces: Faces) -> None:
    c.setStrokeColor(colour(INK))
    c.setLineWidth(0.6)
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.setFillColor(colour(ACCENT))
    c.setFont(faces.pick(label, bold=True), MIN_SIZE)
    c.drawString(x + 3, y + h - 8.5, label)
    if value:
        name = faces.pick(value, bold=True)
        fitted = fit_text(value, name, w - 8, h - 11, 12, MIN_SIZE, 1.1)
        draw_lines(c, fitted, name, x + 4, y + 2 + fitted.height, w - 8, "left", INK)


def _heading(c: Canvas, x: float, y: float, text: str, faces: Faces, ink: str = ACCENT) -> None:
    c.setFillColor(colour(ink))
    c.setFont(faces.pick(text, heading=True), 11)
    c.drawString(x, y, text)
    c.setFillColor(colour(INK))


def _row(c: Canvas, x: float, y: float, widths: list[float], cells: list[str], faces: Faces, header: str = "",
         h: float = ROW) -> None:
    """A row of cells; a header row (`header` its section's colour) on a light tint, the others white."""
    cursor = x
    for w, text in zip(widths, cells):
        cell(c, cursor, y, w, h, text, 7 if header else 9, bool(header), lighten(header, TINT) if header else None,
             faces)
        cursor += w


def record_sheet_drawer(game: GameContent, brood: Brood | None):  # noqa: ANN201
    """A function drawing the record sheet, blank or filled from `brood`."""
    types = {t.id: t for t in game.components["creature-types"].items}
    upgrades = {u.id: u for u in game.components["upgrades"].items}
    breeds = {b.id: b for b in game.components["breeds"].items}
    style = style_for(game)
    fonts = style.fonts
    faces = Faces.of(fonts)  # the game's faces: Pirata One for the title and headings, Fira Sans for text

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        x0, top, width = MARGIN, h - MARGIN, w - 2 * MARGIN
        draw_heading(c, style, x0, top - HEADER, width, HEADER, "Brood record sheet")  # the drawn logo, as the aids
        breed = breeds.get(brood.breed) if brood else None
        talent = upgrades[breed.talent].name if breed and breed.talent in upgrades else ""
        row = top - HEADER - mm(2) - 28
        _labelled(c, x0, row, width * 0.5, 28, "BROOD NAME", brood.name if brood else "", faces)
        _labelled(c, x0 + width * 0.5, row, width * 0.25, 28, "BREED", breed.name if breed else "", faces)
        _labelled(c, x0 + width * 0.75, row, width * 0.25, 28, "TALENT (free for all)", talent, faces)
        row -= 32
        for i, (label, value) in enumerate((("CHARM", brood.charm if brood else ""), ("TIN", brood.tin if brood else ""),
                                            ("BRAG", brood.brag if brood else ""))):
            _labelled(c, x0 + i * width / 3, row, width / 3, 28, label, str(value), faces)
        row = _type_key(c, types, x0, row - 18, width, faces)
        row = _creatures(c, brood, types, upgrades, x0, row - 8, width, faces)
        row = _upgrade_limits(c, brood, upgrades, x0, row - 14, width, faces)
        _campaign_log(c, brood, x0, row - 14, width, faces)
        c.setFont(fonts.text, 7)
        c.setFillColor(colour(INK))
        c.drawString(x0, EDGE + FOOTER + mm(2), "Creatures cost their dice in Charm; each upgrade costs the creature's "
                                               "dice in Tin. A Talent is free and takes no upgrade slot.")

    return draw


def _type_key(c: Canvas, types: dict, x0: float, row: float, width: float, faces: Faces) -> float:
    """Each creature type's dice, upgrade slots, limit per Brood and what it may not do."""
    _heading(c, x0, row, "CREATURE TYPES", faces, TYPES_COLOUR)
    widths = [width * s for s in (0.14, 0.08, 0.12, 0.14, 0.52)]
    row -= 4 + 14
    _row(c, x0, row, widths, ["TYPE", "DICE", "UPGRADE SLOTS", "LIMIT", "NOTES"], faces, header=TYPES_COLOUR,
         h=14)
    for kind in types.values():
        row -= 16
        _row(c, x0, row, widths, [kind.name, str(kind.dice), str(kind.upgrades),
                                  f"{kind.limit} per Brood" if kind.limit else "any number", kind.note], faces, h=16)
    return row


def _creatures(c: Canvas, brood: Brood | None, types: dict, upgrades: dict, x0: float, row: float, width: float,
               faces: Faces) -> float:
    _heading(c, x0, row - 10, "CREATURES", faces, CREATURES_COLOUR)
    widths = [width * s for s in (0.22, 0.11, 0.06)]
    slots_w = width * 0.42
    hits_w = width - sum(widths) - slots_w
    row -= 14 + 14
    _row(c, x0, row, widths + [slots_w, hits_w], ["NAME", "TYPE", "DICE", "UPGRADES (one per slot)", "HITS / STUN / KO"],
         faces, header=CREATURES_COLOUR, h=14)
    creatures = brood.creatures if brood else []
    for index in range(max(CREATURE_ROWS, len(creatures))):
        row -= ROW
        cr = creatures[index] if index < len(creatures) else None
        kind = types.get(cr.type) if cr else None
        _row(c, x0, row, widths, [cr.name, kind.name if kind else cr.type, str(kind.dice) if kind else ""] if cr else
             ["", "", ""], faces)
        slots = kind.upgrades if kind else MAX_SLOTS
        names = [upgrades[u].name if u in upgrades else u for u in cr.upgrades] if cr else []
        x = x0 + sum(widths)
        for slot in range(MAX_SLOTS):
            closed = slot >= slots
            cell(c, x + slot * slots_w / MAX_SLOTS, row, slots_w / MAX_SLOTS, ROW, names[slot] if slot < len(names) else "",
                 8, fill=lighten(INK, 0.8) if closed else None, faces=faces)
        boxes = " ".join("☐" * (kind.dice if kind else 3))
        cell(c, x + slots_w, row, hits_w, ROW, f"{boxes}  · stun ☐ · KO ☐", faces=faces)
    return row


def _upgrade_limits(c: Canvas, brood: Brood | None, upgrades: dict, x0: float, row: float, width: float,
                    faces: Faces) -> float:
    _heading(c, x0, row, "UPGRADES TAKEN (one box per time a Brood may take it)", faces, UPGRADES_COLOUR)
    taken = [u for cr in (brood.creatures if brood else []) for u in cr.upgrades]
    per_col = -(-len(upgrades) // 4)
    c.setFillColor(colour(INK))
    for index, upgrade in enumerate(upgrades.values()):
        col, line = divmod(index, per_col)
        y = row - 12 * (line + 1)
        boxes = "".join("☒" if n < taken.count(upgrade.id) else "☐" for n in range(upgrade.limit))
        c.setFont(faces.pick(upgrade.name), 8)  # the name in the text face, the boxes in DejaVu
        c.drawString(x0 + col * width / 4, y, upgrade.name)
        c.setFont(faces.pick(boxes), 8)
        c.drawString(x0 + col * width / 4 + c.stringWidth(upgrade.name + " ", faces.pick(upgrade.name), 8), y, boxes)
    return row - 12 * per_col


def _campaign_log(c: Canvas, brood: Brood | None, x0: float, row: float, width: float, faces: Faces) -> None:
    _heading(c, x0, row, "CAMPAIGN LOG", faces, LOG_COLOUR)
    columns = [0.06, 0.24, 0.08, 0.08, 0.08, 0.46]
    widths = [width * s for s in columns]
    row -= 4 + 14
    _row(c, x0, row, widths, ["GAME", "SCENARIO", "BRAG", "TIN", "CHARM", "NOTES"], faces, header=LOG_COLOUR, h=14)
    entries = brood.log if brood else []
    bottom = EDGE + FOOTER + mm(7)
    rows = max(LOG_ROWS, len(entries))
    height = min(ROW, (row - bottom) / rows)
    for index in range(rows):
        row -= height
        cells = log_cells(entries[index]) if index < len(entries) else ["", "", "", "", ""]
        _row(c, x0, row, widths, [str(index + 1)] + cells, faces, h=height)


def record_sheet_job(game: GameContent, brood: Brood | None = None, component: str = "record-sheet") -> PageJob:
    title = f"Record sheet: {brood.name}" if brood else "Record sheet (blank)"
    return PageJob(game.meta.name, game.meta.id, component, title, 0, 0, draw_page=record_sheet_drawer(game, brood))
