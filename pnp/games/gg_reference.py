"""The GobbledyGook! quick reference: a two-column reference card on one page.

The rules sections are the reference's own words (reference.yaml); the creature and upgrade tables
and the marker key are printed from the same data the assistant plays by, so they cannot drift.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.blocks import Block, Bullets, Faces, Key, Table, flow
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading, unnamed
from goblinkit.pnp.options import PAPERS, PrintOptions
from goblinkit.pnp.style import style_for
from goblinkit.pnp.textfit import TextFitError

ACCENT = "#4a235a"
MARGIN = mm(12)
HEADER = mm(14)


def creature_table(game: GameContent) -> Table:
    creatures = game.components["creature-types"]
    rows = [[t.name, str(t.dice), str(t.upgrades), f"{t.limit} per Brood" if t.limit else "any", t.note]
            for t in creatures.items]
    return Table("Creatures", ACCENT, [("Type", 1.6), ("Dice", 1.0), ("Slots", 1.1), ("Limit", 1.8), ("Notes", 4.5)], rows)


def creature_note(game: GameContent) -> Bullets:
    creatures = game.components["creature-types"]
    return Bullets("", ACCENT, [f"DICE: what it rolls for everything, the hits it takes, its cost in Charm, and the "
                                f"Tin each of its upgrades costs. SLOTS: how many upgrades it may take. A new Brood: {creatures.start_charm} Charm, "
                                f"{creatures.start_tin} Tin."])


def upgrade_table(game: GameContent) -> Table:
    rows = [[u.name, str(u.limit), u.text] for u in game.components["upgrades"].items]
    return Table("Upgrades (limit: times per Brood)", ACCENT, [("Upgrade", 2.0), ("Limit", 1.0), ("Effect", 5.6)], rows)


def marker_key(game: GameContent) -> Key:
    """One entry per kind of marker that shows an icon (the numbered blip markers explain themselves)."""
    seen: dict[str, tuple[str, str, str]] = {}
    for marker in game.components["markers"].items:
        if marker.icon and marker.name not in seen:
            words = f"{marker.name} (dice)" if marker.text else marker.name
            seen[marker.name] = (marker.icon, marker.colour, words)
    return Key("Markers", ACCENT, list(seen.values()), per_line=2)


def reference_blocks(game: GameContent) -> list[Block]:
    sheet = game.components["reference"].items[0]
    sections = [Bullets(s.title, s.colour or ACCENT, list(s.lines), icon=s.icon or "") for s in sheet.sections]
    return sections + [creature_table(game), creature_note(game), upgrade_table(game), marker_key(game)]


def reference_job(game: GameContent) -> PageJob:
    """The reference page; checked now on both paper sizes, so a reference too long to fit is a
    located content error before anything is drawn."""
    sheet = game.components["reference"].items[0]
    blocks = reference_blocks(game)
    for paper in PAPERS.values():
        try:
            check_reference(game, paper)
        except TextFitError as exc:
            raise ContentErrors([ContentError(game.where("reference", sheet.id), str(exc), f"sheet '{sheet.id}'")]) from None

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions = PrintOptions()) -> None:
        top, bottom = h - MARGIN, EDGE + FOOTER + mm(3)
        draw_heading(c, style_for(game), MARGIN, top - HEADER, w - 2 * MARGIN, HEADER,
                     unnamed(sheet.name, game.meta.name), opts.ink_saver)
        c.setFillColor(colour(INK))
        flow(c, blocks, MARGIN, top - HEADER - mm(4), w - 2 * MARGIN, top - HEADER - mm(4) - bottom,
             ink_saver=opts.ink_saver, faces=Faces.of(style_for(game).fonts))

    return PageJob(game.meta.name, game.meta.id, "quick-reference", "Quick reference", 0, 0, draw_page=draw,
                   draw_page_opts=draw)


def check_reference(game: GameContent, page: tuple[float, float]) -> float:
    """The type size the reference gets on `page` (TextFitError if it cannot fit at the floor)."""
    w, h = page
    top, bottom = h - MARGIN - HEADER - mm(4), EDGE + FOOTER + mm(3)
    return flow(None, reference_blocks(game), MARGIN, top, w - 2 * MARGIN, top - bottom,
                faces=Faces.of(style_for(game).fonts))
