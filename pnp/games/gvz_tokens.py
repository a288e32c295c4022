"""The two Token cards of Goblins vs Zombies, drawn as a grid of tokens to cut apart."""

from __future__ import annotations

from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.goblins_vs_zombies.models import TokenCard, TokenCardSet
from goblinkit.content.loader import GameContent
from goblinkit.content.models import Counter, CounterSet
from goblinkit.pnp.backs import PATTERN, light_tones
from goblinkit.pnp.drawers.counter import ICON_SHARE
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.face import EDGE_BAND, NEUTRAL
from goblinkit.pnp.drawers.paint import bleed_fill, colour, cut_alone
from goblinkit.pnp.fonts import BODY_BOLD, font
from goblinkit.pnp.jobs import DrawFn, Job, Part
from goblinkit.pnp.recipes import FaceJob, counter_job
from goblinkit.pnp.style import BackDesign, style_for
from goblinkit.pnp.surfaces import shade, surface
from goblinkit.pnp.textfit import MIN_SIZE


RADIUS = 0.42  # a token's radius, of its cell's shorter side
STROKE = 1.2


def _cells(card: TokenCard, tokens: TokenCardSet) -> list:
    return [token for token in card.tokens for _ in range(token.count)]


def token_parts(card: TokenCard, tokens: TokenCardSet, w: float, h: float) -> tuple[Part, ...]:
    """Each token of a card cut alone (an export: no neutral edge), its circle and outline inside the box."""
    cw, ch = w / tokens.columns, h / tokens.rows
    reach = min(cw, ch) * RADIUS + STROKE / 2
    parts = []
    for index, token in enumerate(_cells(card, tokens)):
        row, col = divmod(index, tokens.columns)
        cx, cy = col * cw + cw / 2, h - (row + 1) * ch + ch / 2
        parts.append(Part(token.name.lower(), token.name, (cx - reach, cy - reach, 2 * reach, 2 * reach), "circle"))
    return tuple(parts)


def _token_front(card: TokenCard, tokens: TokenCardSet) -> DrawFn:
    cells = _cells(card, tokens)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        # The neutral edge of every card face (face.EDGE_BAND), so the cream panel lines up with the
        # frames of the cards it shares a sheet with and never butts a coloured neighbour.
        edge = 0.0 if cut_alone(c) else EDGE_BAND
        bleed_fill(c, w, h, bleed, NEUTRAL if edge else "#f6f1e1", ink_saver)
        if edge and not ink_saver:
            c.setFillColor(colour("#f6f1e1"))
            c.rect(edge, edge, w - 2 * edge, h - 2 * edge, stroke=0, fill=1)
        cw, ch = (w - 2 * edge) / tokens.columns, (h - 2 * edge) / tokens.rows
        for index, token in enumerate(cells):
            row, col = divmod(index, tokens.columns)
            x, y = edge + col * cw, h - edge - (row + 1) * ch
            radius = min(cw, ch) * RADIUS
            c.saveState()
            c.setFillColor(colour("#ffffff" if ink_saver else token.colour))
            c.setStrokeColor(colour(token.colour))
            c.setLineWidth(STROKE)
            c.circle(x + cw / 2, y + ch / 2, radius, stroke=1, fill=1)
            ink = token.colour if ink_saver else "#ffffff"
            icon = radius * 2 * ICON_SHARE  # over half the token, its name below
            draw_icon(c, token.icon, x + cw / 2 - icon / 2, y + ch / 2 - radius * 0.36, icon, ink)
            c.setFillColor(colour(ink))
            c.setFont(font(BODY_BOLD), MIN_SIZE)
            c.drawCentredString(x + cw / 2, y + ch / 2 - radius * 0.62, token.name.upper())
            c.restoreState()
        c.saveState()
        c.setDash(2, 2)
        c.setLineWidth(0.3)
        c.setStrokeColor(colour("#555555"))
        for col in range(1, tokens.columns):
            c.line(edge + col * cw, 0, edge + col * cw, h)
        for row in range(1, tokens.rows):
            c.line(0, edge + row * ch, w, edge + row * ch)
        c.restoreState()

    return draw


def _token_back(tokens: TokenCardSet, design: BackDesign) -> DrawFn:
    """The game's back design behind every token, light as every back (issue 36: this page was two thirds
    dark brick): its pattern in a pale tint over the card, and in each cell (the same in all, so the back
    registers however the sheet is turned) a ring and the motif in the back's colour over its shade."""
    tones = light_tones(design)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        edge = 0.0 if cut_alone(c) else EDGE_BAND
        bleed_fill(c, w, h, bleed, NEUTRAL if edge else design.colour, ink_saver)
        if not ink_saver:
            surface(c, design.pattern, edge, edge, w - 2 * edge, h - 2 * edge, tones.ground, 7, strength=PATTERN)
        cw, ch = (w - 2 * edge) / tokens.columns, (h - 2 * edge) / tokens.rows
        radius = min(cw, ch) * RADIUS
        icon = radius * 2 * ICON_SHARE
        for row in range(tokens.rows):
            for col in range(tokens.columns):
                cx, cy = edge + (col + 0.5) * cw, edge + (row + 0.5) * ch
                c.saveState()
                c.setStrokeColor(colour(design.colour) if ink_saver else tones.ink)
                c.setLineWidth(STROKE)
                c.circle(cx, cy, radius, stroke=1, fill=0)
                c.restoreState()
                if not ink_saver:
                    draw_icon(c, design.motif, cx - icon / 2 + icon * 0.04, cy - icon / 2 - icon * 0.04, icon,
                              tones.shadow)
                draw_icon(c, design.motif, cx - icon / 2, cy - icon / 2, icon,
                          shade(design.colour, -0.7) if ink_saver else tones.motif)  # ink-saver: a pale motif

    return draw


def as_counters(tokens: TokenCardSet) -> CounterSet:
    """The cards' tokens as one set of square chits (`cut: butted`), one item per kind of token."""
    kinds: dict[str, Counter] = {}
    for card in tokens.items:
        for token in card.tokens:
            slug = token.name.lower().replace(" ", "-")
            held = kinds.get(slug)
            kinds[slug] = Counter(id=slug, name=token.name, count=token.count + (held.count if held else 0),
                                  origin=card.origin, icon=token.icon, colour=token.colour)
    return CounterSet.model_construct(component=tokens.component, name=tokens.name, kind="counter", shape="square",
                                      size=tokens.chit, total=None, items=list(kinds.values()))


def token_card(game: GameContent, tokens: TokenCardSet) -> Job:
    """Cut along the dashed lines: each cell is one token (the counts are checked by content); the
    back is the game's designed back, a ringed motif behind each token. With `cut: butted` the tokens
    are the kit's square chits instead, through the shared counter recipe (shared cuts, backs behind)."""
    if tokens.cut == "butted":
        return counter_job(game, as_counters(tokens))
    job = FaceJob(game, tokens, title="Token Cards (cut into 15 Damage and 3 Slow Tokens)")
    back = _token_back(tokens, style_for(game).back_for(tokens.component))
    for card in tokens.items:
        job.add(card, lambda card=card: _token_front(card, tokens), lambda: back)
    sheet = job.job()
    parts = {card.id: token_parts(card, tokens, sheet.width, sheet.height) for card in tokens.items}
    sheet.faces = [replace(face, parts=parts[face.item_id]) for face in sheet.faces]
    return sheet
