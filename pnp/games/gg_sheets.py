"""GobbledyGook! Brood record sheet: blank, or filled in from a Brood file the player keeps.

Laid out as a published campaign sheet (issue 36): the drawn logo, then grouped boxes (your Brood, the
creature types, your creatures, the upgrades taken, the campaign log), each headed by its icon and name
in the game's display face on a light tint of its colour, every field name led by its icon, the rules
in light grey so the sheet takes little ink and pencil reads on it. Both forms show what a player needs
while buying: each creature type's dice, upgrade slots and limit per Brood, and every upgrade's limit as
tick boxes. A filled sheet puts each campaign log entry in its columns (scenario, Brag, Tin, Charm; what
is left in Notes). Every cell's text is shrunk to the 6.5 pt floor or wrapped; text that still does not
fit is an error, never cut.
"""

from __future__ import annotations

import re

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobbledygook.brood import Brood
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.blocks import Faces
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import INK, colour, draw_lines, lighten
from goblinkit.pnp.games.gg_reference import HEADER
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import style_for
from goblinkit.pnp.textfit import MIN_SIZE, fit_text

MARGIN = mm(12)
CREATURE_ROWS = 10
LOG_ROWS = 10
ROW = 19.0
MAX_SLOTS = 3
TINT = 0.85  # a group's band and its table's header row: a light tint of its colour, so the sheet stays light
HEAD_TINT = 0.93
RULE = lighten(INK, 0.62)  # the cells' rules: light grey, so pencil reads over them
GROUP_HEAD = 15.0  # a group's band
GROUP_GAP = mm(2.2)  # between groups
INSET = mm(1.6)  # a group's contents inside its frame
LABEL = 7.0  # a field name
# each group's colour, from the quick reference's blocks: the same colours mean the same things
BROOD_COLOUR, TYPES_COLOUR, CREATURES_COLOUR, UPGRADES_COLOUR, LOG_COLOUR = (
    "#4a235a", "#1f618d", "#6a3d8f", "#9a5b0b", "#196f3d")
# the icon beside each field's name (none for a name that explains itself)
ICONS = {"BROOD NAME": "goblin-head", "BREED": "dna1", "TALENT": "spark-spirit", "CHARM": "mirror-mirror",
         "TIN": "take-my-money", "BRAG": "crown", "NAME": "goblin", "TYPE": "brute", "DICE": "dice-six-faces-five",
         "UPGRADE SLOTS": "gears", "LIMIT": "checked-shield", "NOTES": "feather", "UPGRADES": "spanner",
         "HITS / STUN / KO": "bleeding-wound", "SCENARIO": "tied-scroll", "GAME": "hourglass"}
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
    """A cell ruled in light grey with its text fitted: shrunk to the floor, then wrapped; TextFitError if
    even that fails. Set in the sheet's text face, or DejaVu for a symbol it lacks (the tick boxes)."""
    c.saveState()
    if fill is not None:
        c.setFillColor(fill)
        c.rect(x, y, w, h, stroke=0, fill=1)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.5)
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()
    if text:
        name = faces.pick(text, bold)
        fitted = fit_text(text, name, w - 5, h - 3, size, MIN_SIZE, 1.15)
        draw_lines(c, fitted, name, x + 2.5, y + h / 2 + fitted.height / 2 + fitted.size * 0.1, w - 5, "left", INK)


def field_name(c: Canvas, x: float, y: float, text: str, hue: str, faces: Faces, size: float = LABEL) -> None:
    """A field's name in bold capitals of its group's colour, led by its icon (ICONS), baseline at y."""
    icon = ICONS.get(text)
    if icon:
        draw_icon(c, icon, x, y - size * 0.2, size * 1.3, hue)
        x += size * 1.3 + 2
    c.setFillColor(colour(hue))
    c.setFont(faces.pick(text, bold=True), size)
    c.drawString(x, y, text)


def group(c: Canvas, x: float, top: float, w: float, h: float, title: str, icon: str, hue: str, faces: Faces,
          ink_saver: bool = False) -> float:
    """A group's frame: a rounded box in a light line of its colour, headed by a band of its light tint with
    its icon and title in the display face. Returns the top of the group's contents."""
    radius = mm(2)
    c.saveState()
    c.setStrokeColor(lighten(hue, 0.35))
    c.setLineWidth(0.8)
    if not ink_saver:
        c.setFillColor(lighten(hue, TINT))
        path = c.beginPath()  # the band, rounded at the top only
        path.moveTo(x, top - GROUP_HEAD)
        path.lineTo(x, top - radius)
        path.arcTo(x, top - 2 * radius, x + 2 * radius, top, 180, -90)
        path.lineTo(x + w - radius, top)
        path.arcTo(x + w - 2 * radius, top - 2 * radius, x + w, top, 90, -90)
        path.lineTo(x + w, top - GROUP_HEAD)
        path.close()
        c.drawPath(path, stroke=0, fill=1)
    c.roundRect(x, top - h, w, h, radius, stroke=1, fill=0)
    c.line(x, top - GROUP_HEAD, x + w, top - GROUP_HEAD)
    c.restoreState()
    size = GROUP_HEAD * 0.72
    draw_icon(c, icon, x + INSET, top - GROUP_HEAD + (GROUP_HEAD - size) / 2, size, hue)
    c.setFillColor(colour(hue))
    c.setFont(faces.pick(title, heading=True), 11.5)
    c.drawString(x + INSET + size + mm(1.5), top - GROUP_HEAD + 4.2, title)
    c.setFillColor(colour(INK))
    return top - GROUP_HEAD


def _header(c: Canvas, x: float, y: float, widths: list[float], names: list[str], hue: str, faces: Faces,
            h: float = 14) -> None:
    """A table's header row: a pale tint of the group's colour, each column's name led by its icon."""
    for w, name in zip(widths, names):
        cell(c, x, y, w, h, "", fill=lighten(hue, HEAD_TINT), faces=faces)
        field_name(c, x + 2.5, y + h / 2 - LABEL * 0.35, name, hue, faces)
        x += w


def _row(c: Canvas, x: float, y: float, widths: list[float], cells: list[str], faces: Faces, h: float = ROW) -> None:
    for w, text in zip(widths, cells):
        cell(c, x, y, w, h, text, 9, faces=faces)
        x += w


def _field(c: Canvas, x: float, y: float, w: float, h: float, label: str, value: str, hue: str, faces: Faces) -> None:
    """A labelled field: its name and icon at the top left, a writing line under the space, the value (if
    filled) on it."""
    field_name(c, x + 2, y + h - LABEL - 1.5, label, hue, faces)
    c.saveState()
    c.setStrokeColor(RULE)
    c.setLineWidth(0.5)
    c.line(x + 2, y + 3, x + w - 3, y + 3)
    c.restoreState()
    if value:
        name = faces.pick(value, bold=True)
        fitted = fit_text(value, name, w - 8, h - LABEL - 6, 12, MIN_SIZE, 1.1)
        draw_lines(c, fitted, name, x + 4, y + 4 + fitted.height, w - 8, "left", INK)


def record_sheet_drawer(game: GameContent, brood: Brood | None):  # noqa: ANN201
    """A function drawing the record sheet, blank or filled from `brood`."""
    types = {t.id: t for t in game.components["creature-types"].items}
    upgrades = {u.id: u for u in game.components["upgrades"].items}
    breeds = {b.id: b for b in game.components["breeds"].items}
    style = style_for(game)
    fonts = style.fonts
    faces = Faces.of(fonts)  # the game's faces: Pirata One for the title and headings, Fira Sans for text

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions = PrintOptions()) -> None:
        x0, top, width = MARGIN, h - MARGIN, w - 2 * MARGIN
        draw_heading(c, style, x0, top - HEADER, width, HEADER, "Brood record sheet", opts.ink_saver)
        row = _brood(c, brood, breeds, upgrades, x0, top - HEADER - GROUP_GAP, width, faces, opts.ink_saver)
        row = _type_key(c, types, x0, row - GROUP_GAP, width, faces, opts.ink_saver)
        row = _creatures(c, brood, types, upgrades, x0, row - GROUP_GAP, width, faces, opts.ink_saver)
        row = _upgrade_limits(c, brood, upgrades, x0, row - GROUP_GAP, width, faces, opts.ink_saver)
        _campaign_log(c, brood, x0, row - GROUP_GAP, width, faces, opts.ink_saver)
        c.setFont(fonts.text, 7)
        c.setFillColor(colour(INK))
        c.drawString(x0, EDGE + FOOTER + mm(2), "Creatures cost their dice in Charm; each upgrade costs the creature's "
                                               "dice in Tin. A Talent is free and takes no upgrade slot.")

    return draw


def _brood(c: Canvas, brood: Brood | None, breeds: dict, upgrades: dict, x0: float, top: float, width: float,
           faces: Faces, ink_saver: bool) -> float:
    """Your Brood: its name, breed and talent (free for all), and its Charm, Tin and Brag, in one row."""
    breed = breeds.get(brood.breed) if brood else None
    talent = upgrades[breed.talent].name if breed and breed.talent in upgrades else ""
    fields = [("BROOD NAME", brood.name if brood else "", 0.3), ("BREED", breed.name if breed else "", 0.16),
              ("TALENT", talent, 0.18), ("CHARM", str(brood.charm) if brood else "", 0.12),
              ("TIN", str(brood.tin) if brood else "", 0.12), ("BRAG", str(brood.brag) if brood else "", 0.12)]
    height = 30.0
    inner = group(c, x0, top, width, GROUP_HEAD + height + 2 * INSET, "Your Brood", "goblin-head", BROOD_COLOUR, faces,
                  ink_saver)
    x, span = x0 + INSET, width - 2 * INSET
    for number, (label, value, share) in enumerate(fields):
        _field(c, x, inner - INSET - height, span * share, height, label, value, BROOD_COLOUR, faces)
        if number:
            c.saveState()
            c.setStrokeColor(RULE)
            c.setLineWidth(0.5)
            c.line(x, inner - INSET - height + 2, x, inner - INSET - 2)
            c.restoreState()
        x += span * share
    return inner - height - 2 * INSET


def _type_key(c: Canvas, types: dict, x0: float, top: float, width: float, faces: Faces, ink_saver: bool) -> float:
    """Each creature type's dice, upgrade slots, limit per Brood and what it may not do."""
    h = GROUP_HEAD + 2 * INSET + 14 + 16 * len(types)
    row = group(c, x0, top, width, h, "Creature types", "brute", TYPES_COLOUR, faces, ink_saver) - INSET
    span = width - 2 * INSET
    widths = [span * s for s in (0.13, 0.08, 0.14, 0.13, 0.52)]
    row -= 14
    _header(c, x0 + INSET, row, widths, ["TYPE", "DICE", "UPGRADE SLOTS", "LIMIT", "NOTES"], TYPES_COLOUR, faces)
    for kind in types.values():
        row -= 16
        _row(c, x0 + INSET, row, widths, [kind.name, str(kind.dice), str(kind.upgrades),
                                          f"{kind.limit} per Brood" if kind.limit else "any number", kind.note],
             faces, h=16)
    return top - h


def _creatures(c: Canvas, brood: Brood | None, types: dict, upgrades: dict, x0: float, top: float, width: float,
               faces: Faces, ink_saver: bool) -> float:
    """One row per creature: name, type, dice, its upgrades (a slot each, the slots its type lacks greyed)
    and its hit, stun and KO boxes."""
    creatures = brood.creatures if brood else []
    rows = max(CREATURE_ROWS, len(creatures))
    h = GROUP_HEAD + 2 * INSET + 14 + ROW * rows
    row = group(c, x0, top, width, h, "Creatures", "goblin", CREATURES_COLOUR, faces, ink_saver) - INSET
    span = width - 2 * INSET
    x = x0 + INSET
    widths = [span * s for s in (0.22, 0.11, 0.07)]
    slots_w = span * 0.41
    hits_w = span - sum(widths) - slots_w
    row -= 14
    _header(c, x, row, widths + [slots_w, hits_w], ["NAME", "TYPE", "DICE", "UPGRADES", "HITS / STUN / KO"],
            CREATURES_COLOUR, faces)
    for index in range(rows):
        row -= ROW
        cr = creatures[index] if index < len(creatures) else None
        kind = types.get(cr.type) if cr else None
        _row(c, x, row, widths, [cr.name, kind.name if kind else cr.type, str(kind.dice) if kind else ""] if cr else
             ["", "", ""], faces)
        slots = kind.upgrades if kind else MAX_SLOTS
        names = [upgrades[u].name if u in upgrades else u for u in cr.upgrades] if cr else []
        sx = x + sum(widths)
        for slot in range(MAX_SLOTS):
            closed = slot >= slots
            cell(c, sx + slot * slots_w / MAX_SLOTS, row, slots_w / MAX_SLOTS, ROW,
                 names[slot] if slot < len(names) else "", 8, fill=lighten(INK, 0.86) if closed else None, faces=faces)
        boxes = " ".join("☐" * (kind.dice if kind else 3))
        cell(c, sx + slots_w, row, hits_w, ROW, f"{boxes}  · stun ☐ · KO ☐", faces=faces)
    return top - h


def _upgrade_limits(c: Canvas, brood: Brood | None, upgrades: dict, x0: float, top: float, width: float,
                    faces: Faces, ink_saver: bool) -> float:
    """Every upgrade with a box per time a Brood may take it (the taken ones crossed), in four columns."""
    taken = [u for cr in (brood.creatures if brood else []) for u in cr.upgrades]
    per_col = -(-len(upgrades) // 4)
    h = GROUP_HEAD + 2 * INSET + 12 * per_col + 2
    row = group(c, x0, top, width, h, "Upgrades taken (a box per time a Brood may take it)", "spanner",
                UPGRADES_COLOUR, faces, ink_saver) - INSET
    span = width - 2 * INSET
    c.setFillColor(colour(INK))
    for index, upgrade in enumerate(upgrades.values()):
        col, line = divmod(index, per_col)
        y = row - 12 * (line + 1) + 2
        x = x0 + INSET + 2 + col * span / 4
        boxes = "".join("☒" if n < taken.count(upgrade.id) else "☐" for n in range(upgrade.limit))
        c.setFont(faces.pick(upgrade.name), 8.5)  # the name in the text face, the boxes in DejaVu
        c.drawString(x, y, upgrade.name)
        c.setFont(faces.pick(boxes), 8.5)
        c.drawString(x + c.stringWidth(upgrade.name + " ", faces.pick(upgrade.name), 8.5), y, boxes)
    return top - h


def _campaign_log(c: Canvas, brood: Brood | None, x0: float, top: float, width: float, faces: Faces,
                  ink_saver: bool) -> None:
    """One row per game played (scenario, Brag, Tin, Charm, notes), as many as the page's foot allows."""
    entries = brood.log if brood else []
    bottom = EDGE + FOOTER + mm(7)
    rows = max(LOG_ROWS, len(entries))
    height = min(ROW, (top - GROUP_HEAD - 2 * INSET - 14 - bottom) / rows)
    h = GROUP_HEAD + 2 * INSET + 14 + height * rows
    row = group(c, x0, top, width, h, "Campaign log", "open-treasure-chest", LOG_COLOUR, faces, ink_saver) - INSET
    span = width - 2 * INSET
    widths = [span * s for s in (0.07, 0.24, 0.08, 0.08, 0.09, 0.44)]
    row -= 14
    _header(c, x0 + INSET, row, widths, ["GAME", "SCENARIO", "BRAG", "TIN", "CHARM", "NOTES"], LOG_COLOUR, faces)
    for index in range(rows):
        row -= height
        cells = log_cells(entries[index]) if index < len(entries) else ["", "", "", "", ""]
        _row(c, x0 + INSET, row, widths, [str(index + 1)] + cells, faces, h=height)


def record_sheet_job(game: GameContent, brood: Brood | None = None, component: str = "record-sheet") -> PageJob:
    title = f"Record sheet: {brood.name}" if brood else "Record sheet (blank)"
    draw = record_sheet_drawer(game, brood)
    return PageJob(game.meta.name, game.meta.id, component, title, 0, 0, draw_page=draw, draw_page_opts=draw)
