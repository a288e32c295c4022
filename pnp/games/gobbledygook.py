"""GobbledyGook! print recipe: encounter blips (3 pages, common back), markers (the generic counter
sheet, the game's designed back), 6-inch measuring sticks, scenario cards (the deck's designed back),
the quick reference and blank record sheets."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import getAscentDescent
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobbledygook.models import Blip, BlipSet, Scenario
from goblinkit.content.loader import GameContent
from goblinkit.content.units import inch, mm
from goblinkit.pnp.drawers.face import FaceSpec, Section
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import INK, bleed_fill, colour, draw_lines, fill_area, lighten
from goblinkit.pnp.backs import card_back, token_back
from goblinkit.pnp.games.gg_reference import reference_job
from goblinkit.pnp.games.gg_scenarios import (Block, ScenarioSide, chart_blocks, deck_size, humans,
                                            scenario_blocks, side)
from goblinkit.pnp.games.gg_sheets import record_sheet_job
from goblinkit.pnp.jobs import DrawFn, Face, Job, SheetJob
from goblinkit.pnp.imposition import plan_grid
from goblinkit.pnp.options import PAPERS, PrintOptions
from goblinkit.pnp.recipes import RECIPES, FaceJob, finish
from goblinkit.pnp.style import Fonts, Style, style_for
from goblinkit.templates import render
from goblinkit.pnp.textfit import MIN_SIZE, TextFitError, fit_line, fit_text

BLIP_COLOURS = {"food": "#7d6608", "pots": "#9a7d0a", "shrine": "#5b2c6f", "furniture": "#784212",
                "wanderer": "#1f618d", "hole": "#212f3d", "trap": "#a04000", "ambush": "#922b21", "hunter": "#641e16"}
BACK = "#4a235a"
STICK_INCHES = 6
SAFE = mm(3)
NAME_SIZE = 10.5  # a blip's name, at most (points)
REMINDER_SIZE = (8.5, 7.5)  # a blip's reminder, at most and at least (points): read at arm's length on the table
CHART_STRIP = "THE FOREST CHART: a revealed blip does this, not its usual effect"
SCENARIO = (mm(95), mm(84))  # six to a sheet, two across and three down, on A4 and Letter


def blip_front(blip: Blip, blips: BlipSet, fonts: Fonts) -> DrawFn:
    """Name on top in capitals of the game's bold text face (its blackletter reads at a card's title
    size, not at a blip's), the icon large, the reminder below in its text face at 7.5 to 8.5 pt (one
    that needs less is an error located at the blip): all 3 mm inside the cut line. The reminder
    states the blip's dice: they are not printed again."""
    size = blips.size.pt
    inner = size - 2 * SAFE
    name = blip.name.upper()
    name_size = fit_line(name, fonts.bold, inner, NAME_SIZE, MIN_SIZE)
    reminder = fit_text(blip.reminder, fonts.text, inner, size * 0.38, *REMINDER_SIZE, 1.12)
    hue = BLIP_COLOURS.get(blip.id, "#333333")

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        bleed_fill(c, w, h, bleed, hue, ink_saver)
        fill_area(c, mm(1.5), mm(1.5), w - mm(3), h - mm(3), "#ffffff" if ink_saver else "#fbf7ee", False, mm(1.5))
        c.setFillColor(colour(hue))
        c.setFont(fonts.bold, name_size)
        name_base = h - SAFE - name_size * 0.75
        c.drawCentredString(w / 2, name_base, name)
        text_top = SAFE + reminder.height
        icon = min(name_base - mm(1.2) - text_top - mm(1), inner * 0.62)
        draw_icon(c, blip.icon, w / 2 - icon / 2, text_top + mm(0.8), icon, hue)
        draw_lines(c, reminder, fonts.text, SAFE, text_top, inner, "center", INK)

    return draw


def blip_back(game: GameContent, blips: BlipSet) -> DrawFn:
    """Every blip's one back (they are drawn blind): the game's back design, a big '?' and the word."""
    size = blips.size.pt
    return token_back(style_for(game), style_for(game).back_for("blips"), blips.back.title, blips.back.text, size)


def stick_drawer(style: Style) -> DrawFn:
    """A 6 in measuring stick in the game's look (see `stick`)."""

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        stick(c, w, h, bleed, ink_saver, style)

    return draw


SAVER_LINE = 0.6  # ink-saver mode's outlines: the frame colour lightened, a cut guide that reads
STICK_GROUND = 0.7  # how far the panel colour is lightened for the stick's ground (a ruler is light)
STICK_BAND = (mm(2.6), 0.72)  # the rim band along the foot: its height and how far the frame colour is lightened
TICKS = ((0.5, 0.9), (0.3, 0.6))  # inch and half-inch ticks: (length as a share of the height, line width)
NUMBER_SIZE = 11.0


def stick(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool, style: Style) -> None:
    """A 6 in measuring stick that reads as a printed ruler: a light ground, strong ink ticks from the top
    edge (inch and half inch) at exact scale, bold inch numbers in the game's frame colour, a light band of
    that colour along the foot, the game's name in its display face in the last inch. Sticks butt (one cut
    between neighbours), every one the same. In ink-saver mode there is no ground and no band, only a
    light outline on the cut line, so cutting along it gives exactly 6 in. Every word sits 3 mm inside
    the cut line."""
    fonts, frame = style.fonts, style.frame
    band, band_light = STICK_BAND
    c.saveState()
    if ink_saver:  # no ground and no band: a light outline on the cut line
        fill_area(c, 0, 0, w, h, lighten(frame, SAVER_LINE), True, 0.0, 0.5)
    else:
        fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, lighten(style.panel, STICK_GROUND), False)
        fill_area(c, -bleed, -bleed, w + 2 * bleed, band + bleed, lighten(frame, band_light), False)
    c.setStrokeColor(colour(INK))
    for half in range(2 * STICK_INCHES + 1):
        share, line = TICKS[half % 2]
        c.setLineWidth(line)
        c.line(inch(half / 2), h, inch(half / 2), h - h * share)
    base = SAFE - getAscentDescent(fonts.bold, NUMBER_SIZE)[1]  # each word's descent above the 3 mm safe line
    c.setFillColor(colour(frame))
    c.setFont(fonts.bold, NUMBER_SIZE)
    for n in range(1, STICK_INCHES):
        c.drawCentredString(inch(n), base, str(n))
    c.setFillColor(colour(INK))
    c.setFont(fonts.bold, 7.5)
    c.drawCentredString(inch(0.5), SAFE - getAscentDescent(fonts.bold, 7.5)[1], "1 STICK = 6 in")
    try:  # the name is a flourish: a (restyled) name too long for the last inch is left off
        size = fit_line(style.name, fonts.display, inch(1) - 2 * SAFE, 10)
    except TextFitError:
        size = 0
    if size:
        c.setFillColor(colour(frame))
        c.setFont(fonts.display, size)
        c.drawCentredString(inch(STICK_INCHES - 0.5), SAFE - getAscentDescent(fonts.display, size)[1], style.name)
    c.restoreState()


def sticks_per_sheet() -> int:
    """As many sticks as fill one A4 or Letter sheet (the smaller of the two): a whole sheet of them,
    not twelve over half a page with the rest blank."""
    return min(plan_grid(PAPERS[paper], inch(STICK_INCHES), mm(14), PrintOptions().bleed_mm, True).per_page
               for paper in ("a4", "letter"))


def chart_sections(scenario: Scenario, names: dict[str, str]) -> list[Section]:
    """A scenario's blip chart (the Haunted Forest's), blips with the same entry named together."""
    grouped: dict[str, list[str]] = {}
    for blip, text in scenario.chart.items():
        grouped.setdefault(text, []).append(names.get(blip, blip))
    return [Section(text, f"{', '.join(blips)}:") for text, blips in grouped.items()]


def scenario_face(scenario: Scenario) -> FaceSpec:
    """A scenario's front as the web table shows it (a FaceSpec): its setup, special rule, end and advanced
    rule. The printed card is gg_scenarios.py's, from the same fields."""
    sections = [Section(scenario.setup, "Setup:"), Section(scenario.special, "Special:"),
                Section(scenario.ends, "Game ends:")]
    if scenario.advanced:
        sections.append(Section(scenario.advanced, "Advanced:"))
    return FaceSpec(title=scenario.name, colour="#4a235a", sections=tuple(sections), title_icon=scenario.icon,
                    strip=render("note_scenario.j2", scenario=scenario).strip(), label="Scenario")


def chart_face(scenario: Scenario, blip_names: dict[str, str]) -> FaceSpec:
    """The web table's back of a scenario with a blip chart (the Haunted Forest's): the chart on its own side, so
    both sides print at a size that reads (on the front with the rules it was 7 pt). It is titled as
    the card it is the back of, its strip naming the chart: a title of its own ("The Haunted Forest:
    blips") read as a card the contents sheet does not list."""
    return FaceSpec(title=scenario.name, colour="#4a235a", sections=tuple(chart_sections(scenario, blip_names)),
                    title_icon=scenario.icon, strip=CHART_STRIP, label="Scenario")


def recipe(game: GameContent) -> list[Job]:
    c = game.components
    blips = c["blips"]
    size = blips.size.pt
    blip_job = FaceJob(game, blips, width=size, height=size, butted=True)  # one cut between neighbours
    back = blip_back(game, blips)
    fonts = style_for(game).fonts
    for blip in blips.items:
        blip_job.add(blip, lambda blip=blip: blip_front(blip, blips, fonts), lambda: back)
    scenarios = c["scenarios"]
    cards = FaceJob(game, scenarios, title="Scenario cards", width=SCENARIO[0], height=SCENARIO[1])
    style = style_for(game)
    scenario_back = card_back(style, style.back_for("scenarios"), "Scenario", *SCENARIO)  # the deck's designed back
    names, icons = {b.id: b.name for b in blips.items}, {b.id: b.icon for b in blips.items}
    sides = {s.id: (scenario_blocks(s), chart_blocks(s, names, icons, BLIP_COLOURS) if s.chart else None)
             for s in scenarios.items}
    base = deck_size([blocks for pair in sides.values() for blocks in pair if blocks], *SCENARIO, fonts)

    def card(scenario: Scenario, blocks: list[Block], strip: str) -> ScenarioSide:
        return side(scenario.name, scenario.icon, strip, blocks, base, *SCENARIO, fonts, style.frame)

    for scenario in scenarios.items:  # a scenario with a blip chart has it on its back
        front, chart = sides[scenario.id]
        cards.add(scenario, lambda scenario=scenario, front=front: card(scenario, front, humans(scenario)),
                  (lambda scenario=scenario, chart=chart: card(scenario, chart, CHART_STRIP)) if chart
                  else lambda: scenario_back)
    one_stick = stick_drawer(style)  # one drawing for every stick: the sheet stores it once
    sticks = SheetJob(game.meta.name, game.meta.id, "measuring-sticks", "Measuring sticks (6 in)",
                      inch(STICK_INCHES), mm(14), [Face(f"stick-{i}", "Measuring stick", one_stick)
                                                   for i in range(sticks_per_sheet())],
                      butted=True)  # one cut between neighbours
    return [*finish(blip_job, cards), sticks, reference_job(game), record_sheet_job(game)]


RECIPES["gobbledygook"] = recipe
