"""GobbledyGook! print recipe: encounter blips (3 pages, common back), markers (the generic counter
sheet), 6-inch measuring sticks, scenario cards, the quick reference and blank record sheets."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.fonts import ICON_FONT
from goblinkit.content.gobbledygook.models import Blip, BlipSet, Scenario
from goblinkit.content.loader import GameContent
from goblinkit.content.units import inch, mm
from goblinkit.pnp.drawers.face import Badge, FaceSpec, Section
from goblinkit.pnp.drawers.paint import INK, colour, draw_lines, fill_area
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.games.gg_sheets import record_sheet_job, reference_job
from goblinkit.pnp.jobs import DrawFn, Face, Job, SheetJob
from goblinkit.pnp.recipes import RECIPES, FaceJob, finish
from goblinkit.pnp.textfit import fit_line, fit_text

BLIP_COLOURS = {"food": "#7d6608", "pots": "#9a7d0a", "shrine": "#5b2c6f", "furniture": "#784212",
                "wanderer": "#1f618d", "hole": "#212f3d", "trap": "#a04000", "ambush": "#922b21", "hunter": "#641e16"}
BACK = "#4a235a"
STICK_INCHES = 6


def blip_front(blip: Blip, blips: BlipSet) -> DrawFn:
    size = blips.size.pt
    name_size = fit_line(blip.name.upper(), font(TITLE), size * 0.86, 9)
    reminder = fit_text(blip.reminder, font(BODY), size * 0.86, size * 0.36, 6.5, min_size=4.5)
    hue = BLIP_COLOURS.get(blip.id, "#333333")

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, hue, ink_saver)
        fill_area(c, mm(1.5), mm(1.5), w - mm(3), h - mm(3), "#fbf7ee", False, mm(1.5))
        c.setFillColor(colour(hue))
        c.setFont(font(TITLE), name_size)
        c.drawCentredString(w / 2, h - mm(2.5) - name_size, blip.name.upper())
        c.setFont(font(ICON_FONT), h * 0.3)
        c.drawCentredString(w / 2, h * 0.42, blip.icon)
        if blip.dice:
            c.setFont(font(BODY_BOLD), 6.5)
            c.drawRightString(w - mm(2.5), h * 0.42, f"{blip.dice} dice" if blip.dice > 1 else "1 die")
        draw_lines(c, reminder, font(BODY), w * 0.07, h * 0.38, w * 0.86, "center", INK)

    return draw


def blip_back(blips: BlipSet) -> DrawFn:
    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, BACK, ink_saver)
        c.setFillColor(colour("#ffffff" if not ink_saver else BACK))
        c.setFont(font(TITLE), h * 0.45)
        c.drawCentredString(w / 2, h * 0.36, blips.back.title)
        c.setFont(font(BODY), 7)
        c.drawCentredString(w / 2, h * 0.16, blips.back.text.upper())

    return draw


def stick(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
    """A 6 in measuring stick: inch ticks numbered, half-inch ticks, exact scale."""
    fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, "#d4ac0d", ink_saver)
    c.saveState()
    c.setStrokeColor(colour(INK))
    c.setFillColor(colour(INK))
    c.setLineWidth(0.5)
    for half in range(2 * STICK_INCHES + 1):
        x = inch(half / 2)
        length = h * (0.55 if half % 2 == 0 else 0.3)
        c.line(x, h, x, h - length)
        if half % 2 == 0 and 0 < half < 2 * STICK_INCHES:
            c.setFont(font(BODY_BOLD), 7)
            c.drawCentredString(x, mm(1.5), str(half // 2))
    c.setFont(font(BODY), 6)
    c.drawString(mm(1.5), mm(1.5), "1 STICK = 6 in")
    c.restoreState()


def scenario_face(scenario: Scenario) -> FaceSpec:
    sections = [Section(scenario.setup, "Setup:"), Section(scenario.special, "Special:"),
                Section(scenario.ends, "Game ends:")]
    if scenario.advanced:
        sections.append(Section(scenario.advanced, "Advanced:"))
    if scenario.chart:  # the Haunted Forest's chart, blips with the same entry together
        entries: dict[str, list[str]] = {}
        for blip, text in scenario.chart.items():
            entries.setdefault(text, []).append(blip.upper())
        sections.append(Section(" ".join(f"{', '.join(blips)}: {text}" for text, blips in entries.items()),
                                "Forest chart:"))
    blips = f"{scenario.blips_per_player} blips per player" if scenario.blips_per_player else "blips as the setup says"
    return FaceSpec(title=scenario.name, colour="#4a235a", sections=tuple(sections), icon="☾",
                    badge_left=Badge(str(scenario.blips_per_player or "–"), "#6a3d8f"),
                    strip=f"{blips}  ·  Humans: {', '.join(h.replace('-', ' ') for h in scenario.humans)}",
                    label="Scenario", art_share=0.08)


def recipe(game: GameContent) -> list[Job]:
    c = game.components
    blips = c["blips"]
    size = blips.size.pt
    blip_job = FaceJob(game, blips, width=size, height=size, butted=False)
    back = blip_back(blips)
    for blip in blips.items:
        blip_job.add(blip, lambda blip=blip: blip_front(blip, blips), lambda: back)
    scenarios = c["scenarios"]
    cards = FaceJob(game, scenarios, title="Scenario cards", width=mm(95), height=mm(130))
    for scenario in scenarios.items:
        cards.add(scenario, lambda scenario=scenario: scenario_face(scenario))
    sticks = SheetJob(game.meta.name, game.meta.id, "measuring-sticks", "Measuring sticks (6 in)",
                      inch(STICK_INCHES), mm(14), [Face(f"stick-{i}", "Measuring stick", stick) for i in range(12)])
    return finish(blip_job, cards) + [sticks, reference_job(game), record_sheet_job(game)]


RECIPES["gobbledygook"] = recipe
