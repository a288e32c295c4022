"""Globbo!'s reference panel, printed upright beside the map: the drawn logo, the reference table
("Depends where HEAD is." one merged cell over ZAP and SLAP, as the rulebook has it) and the key. The
play sheet is globbo_play's (re-exported here)."""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.icons import CREDIT
from goblinkit.content.globbo.models import Piece
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.hexmap import toy_blocks, warp_hole
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import INK, colour, fill_area, ink_on

from goblinkit.pnp.games.globbo_play import GLOBBO_HUE, play_sheet_job  # noqa: F401  (re-exported: the play sheet)
from goblinkit.pnp.logo import draw_logo
from goblinkit.pnp.style import Fonts, style_for
from goblinkit.pnp.textfit import TextFitError, fit_text, wrap

PANEL_W = mm(55)  # the panel's width beside the map, upright: the map and it fit two A4 or Letter tiles
ROWS = (("MOVEMENT", "move_text"), ("ATTACK STRENGTH", "strength"), ("RANGE", "range"),
        ("COST TO REGENERATE", "cost"))
LABEL_W = mm(17)  # the table's first column (what a row tells); the three threats share the rest
HEAD_H, ROW_H = mm(11), mm(9)
INNER = PANEL_W - mm(3)  # what the panel prints on: clear of the frame a tile draws round it
TABLE_TINT = "#d6e4ee"  # the reference table's header row and label column (none in ink-saver mode)
LEGEND_SIZES = (9.0, 8.5, 8.0, 7.5, 7.0)  # the key's words at the largest that fits the map's height


def panel_width() -> float:
    """The panel stands upright along the map's right edge, so the map and it fit two A4 or Letter
    tiles (the panel whole on the second) and one A3 or Tabloid sheet."""
    return PANEL_W


def _cell(c: Canvas, text: str, x: float, y_top: float, w: float, h: float, fonts: Fonts, bold: bool = False,
          size: float = 7.5) -> None:
    name = fonts.bold if bold else fonts.text
    fitted = fit_text(text, name, w - mm(1.6), h - mm(1), size, min_size=6.5)
    c.setFont(name, fitted.size)
    y = y_top - (h - fitted.height) / 2 - fitted.size * 0.95
    for line in fitted.lines:
        c.drawCentredString(x + w / 2, y, line)
        y -= fitted.leading


def reference_panel(c: Canvas, game: GameContent, x: float, height: float, ink_saver: bool) -> None:
    """Beside the map (x is its near edge), upright, top down: the logo, the reference table (a
    column per threat), the key to the map in the game's faces (its warp-hole and wall drawn as the
    map draws them, outlined in ink-saver mode), and the icon credit at the foot."""
    fonts = style_for(game).fonts  # the game's faces: Fredoka for the titles, Fira Sans for the table and key
    y = _title(c, game, x, height, fonts, ink_saver)
    y = _table(c, game, x, y - mm(5), fonts, ink_saver)
    credit = wrap(CREDIT, fonts.text, 6.5, INNER) or [CREDIT]
    foot = len(credit) * 8
    _legend(c, game, x, y - mm(6), foot + mm(4), fonts, ink_saver)
    c.saveState()
    c.setFillColor(colour(INK))
    c.setFont(fonts.text, 6.5)
    for index, line in enumerate(credit):
        c.drawString(x, foot - 7 - index * 8, line)
    c.restoreState()


TITLE_H = mm(30)  # the title area at the panel's head: the drawn logo, as tall as fits, and the map's name


def _title(c: Canvas, game: GameContent, x: float, top: float, fonts: Fonts, ink_saver: bool) -> float:
    """The game's drawn logo (pnp/logo.py), upright, centred and sized to the title area, the map's name
    under it; returns the y below them."""
    style = style_for(game)
    probe = draw_logo(Canvas(io.BytesIO()), style, 0, 0, INNER)  # its height for the panel's width
    name_h = mm(6)
    w = min(INNER, (TITLE_H - name_h) * INNER / probe)
    h = probe * w / INNER
    draw_logo(c, style, x + (INNER - w) / 2, top - h, w, ink_saver)
    c.saveState()
    c.setFont(fonts.bold, 11)
    c.setFillColor(colour(INK))
    c.drawCentredString(x + INNER / 2, top - h - mm(1.5) - 9, "The Playroom of Death")
    c.restoreState()
    return top - h - name_h


def _table(c: Canvas, game: GameContent, x: float, top: float, fonts: Fonts, ink_saver: bool = False) -> float:
    """The rulebook's reference table turned to fit the panel: a row per figure, a column per threat,
    "Depends where HEAD is." one cell over ZAP and SLAP. Returns the y below it. The header row and the
    label column are a pale tint; in ink-saver mode they stay white, set apart by their bold words."""
    pieces = {p.id: p for p in game.components["pieces"].items}
    threats = [pieces["head"], pieces["zap"], pieces["slap"]]
    col = (INNER - LABEL_W) / len(threats)
    xs = [x + LABEL_W + i * col for i in range(len(threats))]
    c.saveState()
    c.setLineWidth(0.6)
    c.setStrokeColor(colour(INK))
    c.setFillColor(colour(TABLE_TINT))
    c.rect(x, top - HEAD_H, INNER, HEAD_H, stroke=1, fill=0 if ink_saver else 1)
    c.rect(x, top - HEAD_H - len(ROWS) * ROW_H, LABEL_W, len(ROWS) * ROW_H, stroke=1, fill=0 if ink_saver else 1)
    c.setFillColor(colour(INK))
    _cell(c, "THINGIE", x, top, LABEL_W, HEAD_H, fonts, bold=True, size=7)
    for threat, cx in zip(threats, xs):
        _cell(c, threat.name, cx, top, col, HEAD_H, fonts, bold=True, size=7.5)
    y = top - HEAD_H
    for label, field in ROWS:
        c.rect(x + LABEL_W, y - ROW_H, INNER - LABEL_W, ROW_H, stroke=1, fill=0)
        c.line(x, y - ROW_H, x + LABEL_W, y - ROW_H)
        _cell(c, label, x, y, LABEL_W, ROW_H, fonts, bold=True, size=7)
        if field == "move_text":  # the merged cell: ZAP and SLAP move as HEAD says
            _cell(c, str(threats[0].move_text), xs[0], y, col, ROW_H, fonts, size=9)
            _cell(c, threats[1].move_text, xs[1], y, 2 * col, ROW_H, fonts)
            c.line(xs[1], y, xs[1], y - ROW_H)
        else:
            for threat, cx in zip(threats, xs):
                _cell(c, str(getattr(threat, field)), cx, y, col, ROW_H, fonts, size=9)
                if cx > xs[0]:
                    c.line(cx, y, cx, y - ROW_H)
        y -= ROW_H
    c.restoreState()
    return y


LEGEND = (  # the map's own drawings of a warp-hole and a wall, in small
    ("warp", "Warp-holes 1-5: a kid landing on one rolls a die and pops out of that hole; a 6 is lost "
             "in hyperspace. Once per kid per turn. GLOBBO never enters them."),
    ("wall", "Walls (if chosen before play): only BLIPS float over them."),
    ("wrap", "The map wraps: an incomplete hex marked =A1 IS hex A1. Top meets bottom, left meets right; "
             "move and attack across the edges."),
)
MARK = mm(10)  # an entry's drawing (or chit) and the space beside it


def _entries(game: GameContent) -> list[tuple[str, str | Piece, str, str]]:
    """The key's entries as (heading, drawing, bold words, words): the map's marks, then each piece's
    chit with its numbers and how far it attacks."""
    pieces = game.components["pieces"].items
    return ([("KEY", kind, "", text) for kind, text in LEGEND]
            + [("PIECES", piece, f"{piece.name} {piece.prefix}1-{piece.prefix}{piece.count}", piece.reach)
               for piece in pieces])


def _legend(c: Canvas, game: GameContent, x: float, top: float, bottom: float, fonts: Fonts, ink_saver: bool) -> None:
    """The key and the pieces under their headings, each entry's words beside its drawing, at the largest
    size that fits between top and bottom (TextFitError below the smallest)."""
    entries = _entries(game)
    room = INNER - MARK
    for size in LEGEND_SIZES:
        wrapped = [wrap(f"{bold} {text}".strip(), fonts.text, size, room) for _, _, bold, text in entries]
        need = 2 * (size + 12) + sum(max(len(w or []) * size * 1.25, MARK * 0.8) + mm(2.5) for w in wrapped)
        if all(wrapped) and need <= top - bottom:
            break
    else:
        raise TextFitError(f"the map's key does not fit its {(top - bottom) / mm(1):.0f} mm beside the map")
    c.saveState()
    y, heading = top, ""
    for (title, mark, bold, text), lines in zip(entries, wrapped):
        if title != heading:
            heading = title
            y -= mm(2) if y < top else 0
            c.setFillColor(colour(GLOBBO_HUE))
            c.setFont(fonts.display, 13)
            c.drawString(x, y - 12, title)
            y -= size + 12
        assert lines is not None  # every entry fitted (the loop above)
        _mark(c, mark, x, y - size * 0.6, ink_saver, fonts, size)
        _entry(c, lines, bold, x + MARK, y, size, fonts)
        y -= max(len(lines) * size * 1.25, MARK * 0.8) + mm(2.5)
    c.restoreState()


def _mark(c: Canvas, mark: str | Piece, x: float, y: float, ink_saver: bool, fonts: Fonts, size: float) -> None:
    """An entry's drawing centred on y: the map's warp-hole or wall, the wrap label, or a piece's chit."""
    if mark == "warp":
        warp_hole(c, x + mm(3.5), y, mm(3.2), None, ink_saver)
    elif mark == "wall":
        toy_blocks(c, ((x, y), (x + mm(7.5), y)), ink_saver)
    elif isinstance(mark, str):  # "wrap"
        c.setFillColor(colour("#5a3e1b"))
        c.setFont(fonts.bold, size)
        c.drawCentredString(x + mm(3.5), y - size * 0.35, "=A1")
    else:
        chit = mm(7)
        top = y + size * 0.6 + mm(0.5)  # the chit's top level with the entry's first line
        fill_area(c, x, top - chit, chit, chit, mark.colour, ink_saver, mm(0.8))
        draw_icon(c, mark.icon, x + chit * 0.18, top - chit * 0.82, chit * 0.64,
                  mark.colour if ink_saver else ink_on(mark.colour))


def _entry(c: Canvas, lines: list[str], bold: str, x: float, y: float, size: float, fonts: Fonts) -> None:
    """An entry's wrapped lines, its first words (a piece's name and numbers) in bold."""
    c.setFillColor(colour(INK))
    for index, line in enumerate(lines):
        c.setFont(fonts.text, size)
        if index == 0 and bold and line.startswith(bold):
            c.setFont(fonts.bold, size)
            c.drawString(x, y - size, bold)
            c.setFont(fonts.text, size)
            c.drawString(x + c.stringWidth(bold + " ", fonts.bold, size), y - size, line[len(bold):].strip())
        else:
            c.drawString(x, y - size, line)
        y -= size * 1.25
