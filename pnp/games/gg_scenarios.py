"""GobbledyGook! scenario cards that read at a glance (issue 36): a title band in the game's frame colour
with the scenario's icon and the Humans in play under its name, then its rules as labelled blocks (Setup,
Special rules, Game ends, Advanced), each headed by its icon on a light tint of its colour over a calm,
near-white panel (no stone under words).
The Haunted Forest's blip chart is its back, one block per chart entry led by the blip's own icon.

The type is as large as the card allows (BODY_TOP down to BODY_MIN, then to the kit's floor), one size
for the deck but a card with room to spare may go up to GROW points larger; what space is left is shared
between the blocks, so no card ends in an empty quarter. A card that cannot fit at the floor is a
located content error (TextFitError, located by FaceJob).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfbase.pdfmetrics import getAscentDescent
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobbledygook.models import Scenario
from goblinkit.content.units import mm
from goblinkit.pnp.contrast import best_ink
from goblinkit.pnp.drawers.face_fit import EDGE_BAND, FaceSpec, Section, _height, wrap_sections
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.inline import Run, draw_line, line_advance
from goblinkit.pnp.drawers.paint import colour, cut_alone, fill_area, lighten
from goblinkit.pnp.fonts import width
from goblinkit.pnp.style import Fonts
from goblinkit.pnp.textfit import MIN_SIZE, STEP, TextFitError, fit_line
from goblinkit.templates import render

SAFE = mm(3)  # every word this far inside the cut line
BORDER = mm(2.6)  # the panel's inset: the frame colour shows round it, inside the neutral edge
BAND = mm(11)  # the title band, from the card's top
PAD = mm(1.2)  # inside a block
GAP = mm(1.3)  # between blocks, at least
MOST_GAP = mm(3.5)  # between blocks, at most: what is left after that goes inside the blocks
BAR = mm(1.0)  # the bar of a block's colour down its left
BODY_TOP, BODY_MIN = 10.5, 8.5  # the rules' largest size, and the size the panel asks for
GROW = 1.0  # a card may set its rules this much larger than the deck's size, to use its room
TITLE = 13.5  # the title's largest size: its font box (ascent) 3 mm under the cut, clear of the strip
KIND, KIND_SIZE = "SCENARIO", 6.5  # the card's kind, letter-spaced at the title band's right
LABEL = 1.15  # a block's label line, in ems of its size
PANEL = "#fcfbf8"  # the calm surface behind the words: paper, not stone
TINT = 0.9  # a block's ground: its colour lightened this much
# what each block is, in the order a player reads them: its label, icon and colour
SETUP = ("Setup", "wooden-crate", "#1f618d")
SPECIAL = ("Special rules", "tied-scroll", "#6a3d8f")
ENDS = ("Game ends", "hourglass", "#196f3d")
ADVANCED = ("Advanced", "dice-fire", "#9a5b0b")
CHART = "#2e5e3a"  # the forest chart's blocks


@dataclass(frozen=True)
class Block:
    """One labelled block: its label in bold capitals beside its icon, its words below."""

    label: str
    icon: str
    hue: str
    text: str


def humans(scenario: Scenario) -> str:
    """The strip under a scenario's title: the Humans its turn runs (note_scenario.j2's words)."""
    return render("note_scenario.j2", scenario=scenario).strip()


def scenario_blocks(scenario: Scenario) -> list[Block]:
    """A scenario's front: setup, special rules, the end and the advanced rule, each a block."""
    made = [(SETUP, scenario.setup), (SPECIAL, scenario.special), (ENDS, scenario.ends)]
    if scenario.advanced:
        made.append((ADVANCED, scenario.advanced))
    return [Block(label, icon, hue, text) for (label, icon, hue), text in made]


def chart_blocks(scenario: Scenario, names: dict[str, str], icons: dict[str, str], hues: dict[str, str]
                 ) -> list[Block]:
    """The blip chart, blips with the same entry in one block led by the first one's icon and colour."""
    grouped: dict[str, list[str]] = {}
    for blip, text in scenario.chart.items():
        grouped.setdefault(text, []).append(blip)
    return [Block(", ".join(names.get(b, b) for b in blips), icons.get(blips[0], "evil-tree"),
                  hues.get(blips[0], CHART), text)
            for text, blips in grouped.items()]


def _label_size(size: float) -> float:
    return max(MIN_SIZE + 1, size * 0.9)


def _wrap(block: Block, size: float, w: float, fonts: Fonts) -> list[list[Run]]:
    lines = wrap_sections((Section(block.text),), size, w - BAR - 2 * PAD, fonts.text, fonts.bold, "avoid")
    if lines is None:
        raise TextFitError(f"a word of {block.label} is wider than its block")
    return lines


def _block_height(lines: list[list[Run]], size: float) -> float:
    return 2 * PAD + _label_size(size) * LABEL + _height(lines, size)


def _body(w: float, h: float) -> tuple[float, float, float, float]:
    """The blocks' area (x, bottom, width, height): their frames from the safe line in, their words PAD
    further."""
    return SAFE + mm(0.3), SAFE + mm(0.3), w - 2 * SAFE - mm(0.6), h - BAND - mm(1.0) - SAFE - mm(0.3)


def fits(blocks: list[Block], size: float, w: float, h: float, fonts: Fonts) -> float | None:
    """The room left over at `size` (None if the blocks do not fit)."""
    _, _, bw, bh = _body(w, h)
    used = sum(_block_height(_wrap(b, size, bw, fonts), size) for b in blocks) + GAP * (len(blocks) - 1)
    return bh - used if used <= bh else None


def largest(blocks: list[Block], w: float, h: float, fonts: Fonts, top: float = BODY_TOP) -> float:
    """The largest size (from `top` down to the kit's floor) at which the blocks fit the card."""
    size = top
    while size >= MIN_SIZE - 1e-9:
        if fits(blocks, size, w, h, fonts) is not None:
            return size
        size -= STEP
    raise TextFitError(f"the card's rules do not fit at {MIN_SIZE:g} pt; shorten them")


@dataclass(frozen=True, eq=False)
class ScenarioSide:
    """One side of a scenario card, laid out: a DrawFn that also says its title, strip and size (tests)."""

    title: str
    icon: str
    strip: str
    blocks: tuple[Block, ...]
    size: float
    fonts: Fonts
    frame: str

    @property
    def spec(self) -> FaceSpec:
        """What a tuck box reads of a designed face: its title, colour, title icon and label."""
        return FaceSpec(title=self.title, colour=self.frame, title_icon=self.icon, label="Scenario")

    def __call__(self, c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        _frame(c, self, w, h, bleed, ink_saver)
        x, bottom, bw, bh = _body(w, h)
        laid = [_wrap(b, self.size, bw, self.fonts) for b in self.blocks]
        heights = [_block_height(lines, self.size) for lines in laid]
        spare = bh - sum(heights) - GAP * (len(laid) - 1)
        gap = min(MOST_GAP, GAP + spare / max(1, len(laid) - 1)) if len(laid) > 1 else GAP
        grow = max(0.0, (spare - (gap - GAP) * (len(laid) - 1)) / len(laid))  # the rest inside the blocks
        top = bottom + bh
        for block, lines, need in zip(self.blocks, laid, heights):
            _block(c, block, lines, x, top - need - grow, bw, need + grow, self.size, self.fonts, ink_saver, grow / 2)
            top -= need + grow + gap


def _frame(c: Canvas, s: ScenarioSide, w: float, h: float, bleed: float, ink_saver: bool) -> None:
    """The frame colour to the bleed, the title band with the scenario's icon on a pale disc, the strip in
    small capitals under the title, and the calm panel (in ink-saver mode: outlines and white)."""
    band_y = h - BAND
    if ink_saver:
        fill_area(c, 0, 0, w, h, lighten(s.frame, 0.55), True, 0.0, 0.6)
        fill_area(c, BORDER, BORDER, w - 2 * BORDER, band_y - BORDER - mm(0.6), s.frame, True, mm(1.5), 0.7)
    else:  # a neutral edge where the cards butt (a chart back beside a light back), the frame inside it
        out = -bleed if cut_alone(c) else EDGE_BAND
        fill_area(c, out, out, w - 2 * out, h - 2 * out, s.frame, False, 0.0 if cut_alone(c) else mm(1.2))
        fill_area(c, BORDER, BORDER, w - 2 * BORDER, band_y - BORDER - mm(0.6), PANEL, False, mm(1.5))
    ink = s.frame if ink_saver else best_ink(s.frame)
    disc = BAND - SAFE - mm(1.2)
    cx, cy = SAFE + mm(0.6) + disc / 2, band_y + mm(0.3) + disc / 2
    c.saveState()
    c.setFillColor(lighten(s.frame, 0.85) if not ink_saver else colour("#ffffff"))
    c.setStrokeColor(colour(s.frame))
    c.circle(cx, cy, disc / 2, stroke=1 if ink_saver else 0, fill=1)
    c.restoreState()
    draw_icon(c, s.icon, cx - disc * 0.36, cy - disc * 0.36, disc * 0.72, s.frame)
    left = cx + disc / 2 + mm(2)
    room = w - SAFE - left
    kind = width(KIND, s.fonts.bold, KIND_SIZE) + KIND_SIZE * 0.2 * (len(KIND) - 1)  # the card's kind, spaced
    c.saveState()
    t = c.beginText()
    t.setFont(s.fonts.bold, KIND_SIZE)
    t.setCharSpace(KIND_SIZE * 0.2)
    t.setFillColor(colour(ink) if ink_saver else lighten(s.frame, 0.6))
    t.setTextOrigin(w - SAFE - kind, h - SAFE - getAscentDescent(s.fonts.display, TITLE)[0])
    t.textOut(KIND)
    c.drawText(t)
    c.restoreState()
    size = fit_line(s.title, s.fonts.display, room - kind - mm(2), TITLE, 10)
    baseline = h - SAFE - getAscentDescent(s.fonts.display, size)[0]  # the title's whole font box inside the safe line
    c.setFillColor(colour(ink))
    c.setFont(s.fonts.display, size)
    c.drawString(left, baseline, s.title)
    strip = fit_line(s.strip, s.fonts.bold, room, 7.0, MIN_SIZE)
    c.setFont(s.fonts.bold, strip)
    c.setFillColor(colour(ink) if ink_saver else lighten(s.frame, 0.75))
    c.drawString(left, band_y + mm(0.45), s.strip)


def _block(c: Canvas, block: Block, lines: list[list[Run]], x: float, y: float, w: float, h: float, size: float,
           fonts: Fonts, ink_saver: bool, air: float = 0.0) -> None:
    """A block: its tint (white with a rule in ink-saver mode), a bar of its colour down the left, its
    icon and its label in bold capitals of its colour, its words in ink below at the full width; `air`
    above the label (and as much below the words), so a block taller than its words holds them centred."""
    fill_area(c, x, y, w, h, "#ffffff" if ink_saver else lighten(block.hue, TINT), False, mm(1.2))
    c.saveState()
    c.setStrokeColor(lighten(block.hue, 0.45))
    c.setLineWidth(0.5)
    c.roundRect(x, y, w, h, mm(1.2), stroke=1, fill=0)
    c.restoreState()
    fill_area(c, x, y, BAR, h, block.hue, ink_saver, 0.0, 0.5)
    label = _label_size(size)
    icon = label * 1.25
    top = y + h - PAD - air
    tx = x + BAR + PAD
    draw_icon(c, block.icon, tx, top - icon + label * 0.1, icon, block.hue)
    c.setFillColor(colour(block.hue))
    c.setFont(fonts.bold, label)
    c.drawString(tx + icon + mm(1), top - label * 0.85, block.label.upper())
    baseline = top - label * LABEL - size * 0.95
    for line, below in zip(lines, lines[1:] + [[]]):
        draw_line(c, line, tx, baseline, size, (fonts.text, fonts.bold), block.hue, ink_saver)
        baseline -= line_advance(line, below, size)


def deck_size(sides: list[list[Block]], w: float, h: float, fonts: Fonts) -> float:
    """The deck's one size: its longest side's largest (a side that cannot fit is reported by its own card)."""
    sizes = []
    for blocks in sides:
        try:
            sizes.append(largest(blocks, w, h, fonts))
        except TextFitError:
            continue
    return min(sizes, default=BODY_TOP)


def side(title: str, icon: str, strip: str, blocks: list[Block], base: float, w: float, h: float, fonts: Fonts,
         frame: str) -> ScenarioSide:
    """A side laid out at the deck's size `base`, or up to GROW larger if it has the room; TextFitError if it
    cannot fit at the floor."""
    return ScenarioSide(title, icon, strip, tuple(blocks), largest(blocks, w, h, fonts, min(BODY_TOP, base) + GROW),
                        fonts, frame)
