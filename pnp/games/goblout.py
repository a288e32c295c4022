"""Goblout print recipe: the player aids, the 110 cards with their common back, five augury-die
nets, and the 50 goblin teeth.

Every colour family is told apart twice: by its colour and by its symbol (sword red, shield blue,
mace purple, shield-bash red and blue, crown white, lightning yellow), on the cards and on the
die faces alike, so colour-blind players and black-and-white printers lose nothing.
"""

from __future__ import annotations

from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.models import TextSection
from goblinkit.content.goblout.models import AidSet, DiceSet, Family, GobloutCard, GobloutDeck, PlayerAid, TeethSet
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.backs import token_back
from goblinkit.pnp.drawers.card import card_back
from goblinkit.pnp.style import style_for
from goblinkit.pnp.drawers.counter import icon_side
from goblinkit.pnp.drawers.dienet import draw_net, net_parts, net_size
from goblinkit.pnp.drawers.face import Badge, FaceSpec, Section, Trait
from goblinkit.pnp.drawers.aid import AidFaces, draw_aid, flow
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.contrast import best_ink, ratio, readable
from goblinkit.pnp.drawers.paint import CREAM, INK, bleed_fill, colour, fill_area, lighten
from goblinkit.pnp.fonts import font
from goblinkit.pnp.imposition import SAFE_ZONE
from goblinkit.pnp.jobs import DrawFn, Job
from goblinkit.pnp.logo import draw_heading
from goblinkit.pnp.recipes import RECIPES, FaceJob, finish
from goblinkit.pnp.textfit import MIN_SIZE, TextFitError, fit_line, fit_text, wrap

LEGIBLE = MIN_SIZE  # the smallest size printed (points)
AID = (mm(186), mm(120))  # two to an A4 or Letter sheet: a rail and colour blocks in type read at a glance
# The note under the picture says what the card's text does not: a Prestige card's limit (its power is
# its text) and a Lightning card's moment. A goblin's text already says how it attacks or blocks, its
# colours are on the type line and its number in the labelled badge (DAMAGE, POINT): it has no note.
STRIPS = {"prestige": "scores, one per turn"}
WHEN = {"any": "play it any time", "attacked": "play it when you are attacked",  # a lightning card's moment
        "attacking": "play it once you have attacked"}
WHITE_FACE = "#f4f1e8"  # a white die face (the cards' white frame is grey, to show on paper)
PRESTIGE_BADGE = "#a08a2c"
PICTURE_CONTRAST = 3.5  # a picture's icon against its ground (WCAG asks 3:1 of graphics)
PRESTIGE_RING = "#c9a227"  # a Prestige card's panel ringed in gold: pewter and gold, not a dull grey (issue 36)


# -- cards ----------------------------------------------------------------------------------------
def colour_traits(family: Family, families: dict[str, Family], die_families: dict[str, str]) -> tuple[Trait, ...]:
    """The type line: each die colour that deploys the card, as its symbol and its word (the same
    symbols as on the die faces), so the colour reads without colour; a lightning card its bolt and its colour
    word (its kind, Lightning, is named once, at the card's foot, as every card's is)."""
    if not family.die_colours:
        return (Trait(family.symbol, family.colour_name.capitalize()),)
    return tuple(Trait(families[die_families[name]].symbol, name.capitalize()) for name in family.die_colours)


def card_spec(card: GobloutCard, family: Family, families: dict[str, Family] | None = None,
              die_families: dict[str, str] | None = None) -> FaceSpec:
    """The shared FaceSpec face: the card's icon large, its colours on the type line, the neutral
    edge (cards of different colours butt on one cut line), the damage or prestige in a badge."""
    families = families or {}
    die_families = die_families or {}
    badge = None
    if family.damage:
        badge = Badge(str(family.damage), family.colour, "DAMAGE")
    elif family.prestige:
        badge = Badge(str(family.prestige), PRESTIGE_BADGE, "POINT")
    traits = colour_traits(family, families, die_families) if families else ()
    strip = WHEN[card.timing] if card.family == "special" else STRIPS.get(card.family, "")
    return FaceSpec(title=card.name, colour=family.colour, sections=(Section(card.text),), icon=card.icon,
                    badge_left=badge, strip=strip, border=family.second_colour or (PRESTIGE_RING if family.prestige else None),
                    traits=traits, icon_colour=picture_ink(family.colour),
                    label=family.label)  # every card names its kind at the foot, a Warrior called Warrior too


def picture_ink(hue: str) -> str:
    """The picture's icon: the family's colour, deepened until it stands 3.5:1 on the picture's ground (its
    colour lightened), so Lightning's yellow bolt does not fade into its pale yellow panel."""
    ground = lighten(hue, 0.8)
    return hue if ratio(hue, ground) >= PICTURE_CONTRAST else "#" + readable(hue, ground, PICTURE_CONTRAST).hexval()[2:].lower()


def back_face(deck: GobloutDeck, game: GameContent, size: tuple[float, float]) -> DrawFn:
    """The deck's one back, designed in style.yaml (every Goblout card shares it)."""
    return card_back(style_for(game), "cards", deck.back, *size)


# -- dice -----------------------------------------------------------------------------------------
def die_face_painter(dice: DiceSet, deck: GobloutDeck, body: str, numbered: bool = True):  # noqa: ANN201 - a dienet.Paint
    """A die face as printed on the nets: its colour (split on the diagonal for two) and symbols, and its number
    for typing a roll in (`numbered`); the aid's 8 mm faces go without, where the number hid behind a white
    symbol on four faces and its disc crowded the two symbols on the other two."""
    faces = {f.number: f.colours for f in dice.items[0].faces}
    families = {colour_name: deck.families[family] for colour_name, family in dice.colours.items()}

    def paint(c: Canvas, number: int, x: float, y: float, size: float, ink_saver: bool) -> None:
        shown = faces[number]
        c.saveState()
        fills = {name: WHITE_FACE if name == "white" else families[name].colour for name in shown}
        if len(shown) == 1:
            fill_area(c, x, y, size, size, fills[shown[0]], ink_saver)
        else:
            for index, name in enumerate(shown):  # split on the diagonal: first colour top-left
                path = c.beginPath()
                corner = (x, y + size) if index == 0 else (x + size, y)
                path.moveTo(*corner)
                path.lineTo(x, y)
                path.lineTo(x + size, y + size)
                path.close()
                if ink_saver:
                    c.setFillColorRGB(1, 1, 1)
                else:
                    c.setFillColor(colour(fills[name]))
                c.drawPath(path, stroke=0, fill=1)
            if ink_saver:  # no fills: the split between the two colours is drawn as a grey line
                c.setStrokeColorRGB(0.55, 0.55, 0.55)
                c.setLineWidth(0.5)
                c.line(x, y, x + size, y + size)
        icon = size * (0.56 if len(shown) == 1 else 0.42)
        spots = [(x + (size - icon) / 2, y + (size - icon) / 2)] if len(shown) == 1 else \
            [(x + size * 0.08, y + size - icon - size * 0.08), (x + size - icon - size * 0.08, y + size * 0.08)]
        for (ix, iy), name in zip(spots, shown):
            family = families[name]
            draw_icon(c, family.symbol, ix, iy, icon, family.colour if ink_saver else
                      (INK if name == "white" else "#ffffff"))
        # The face number, 3 mm inside the face's edges (a cut line on the outer faces): bottom right
        # beside one symbol, bottom left (on the diagonal, between the two symbols) on a double face.
        c.setFont(font(body), LEGIBLE)
        if not numbered:
            pass
        elif len(shown) == 1:
            c.setFillColor(colour(INK if ink_saver or shown[0] == "white" else "#ffffff"))
            c.drawRightString(x + size - SAFE_ZONE, y + SAFE_ZONE, str(number))
        else:
            disc = LEGIBLE * 0.75
            c.setFillColor(colour("#ffffff"))
            c.circle(x + SAFE_ZONE + disc * 0.45, y + SAFE_ZONE + LEGIBLE * 0.36, disc, stroke=0, fill=1)
            c.setFillColor(colour(INK))
            c.drawCentredString(x + SAFE_ZONE + disc * 0.45, y + SAFE_ZONE, str(number))
        c.restoreState()

    return paint


def net_front(dice: DiceSet, deck: GobloutDeck, body: str, face: float) -> DrawFn:
    paint = die_face_painter(dice, deck, body)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        draw_net(c, face, paint, ink_saver)
        c.saveState()
        c.setFillColor(colour(INK))
        c.setFont(font(body), LEGIBLE)
        for row, text in enumerate(("Cut: solid", "Fold: dashed", "Glue: tabs")):
            c.drawString(2 * face + mm(1), h - SAFE_ZONE - LEGIBLE * (1 + 1.25 * row), text)
        c.restoreState()

    return draw


# -- teeth ----------------------------------------------------------------------------------------
def tooth_front(colour_hex: str, icon: str) -> DrawFn:
    """A square tooth chit, butted to its neighbours on a chit sheet (one straight cut between two, as the
    kit's other chit sheets): its colour out to the bleed, a thin ring 2.2 mm in, the tooth icon large
    (icon_side); in ink-saver mode the ring and the icon only."""
    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        c.saveState()
        if not ink_saver:
            c.setFillColor(colour(colour_hex))
            c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
        c.setStrokeColor(colour("#b39b6a"))
        c.setLineWidth(0.5)
        c.roundRect(mm(2.2), mm(2.2), w - mm(4.4), h - mm(4.4), mm(1.2), stroke=1, fill=0)
        c.restoreState()
        size = icon_side(w, "rect")
        draw_icon(c, icon, (w - size) / 2, (h - size) / 2, size, "#6b4f1d")

    return draw


# -- player aid -----------------------------------------------------------------------------------
def aid_front(game: GameContent, aid: PlayerAid, size: tuple[float, float]) -> DrawFn:
    """A wide aid, three to a sheet: a heading band in the game's face with the augury die's six faces,
    then the turn as a numbered rail and the rest as colour blocks (pnp/drawers/aid.py), in three columns
    at the largest size that fits (never below 6.5 pt); the icon credit is in the sheet's footer."""
    style = style_for(game)
    faces = AidFaces(style.fonts.display, style.fonts.text, style.fonts.bold, widows="avoid")  # no one-word last lines
    w, h = size
    pad = mm(4)
    band = DIE_FACE + mm(4.5)
    box = (pad, pad, w - 2 * pad, h - 2 * pad - band - mm(1.5))
    blocks = aid_blocks(aid, game.components["cards"])
    flow(blocks, 3, box[2], box[3], faces)  # a located TextFitError now, not at draw time
    dice: DiceSet = game.components["dice"]
    paint = die_face_painter(dice, game.components["cards"], game.fonts["body"], numbered=False)
    frame = style.frame

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        bleed_fill(c, w, h, bleed, "#ffffff", ink_saver)
        draw_heading(c, style, mm(2.5), h - mm(2.5) - band, w - mm(5), band, aid.name, ink_saver)
        _die_strip(c, paint, [f.number for f in dice.items[0].faces], w - pad - DIE_STRIP,
                   h - mm(2.5) - band + mm(2.25), faces.text, ink_saver, frame)
        draw_aid(c, *box, blocks, 3, faces, style.accent, ink_saver, even=True)  # columns end level

    return draw


def aid_blocks(aid: PlayerAid, deck: GobloutDeck) -> list[TextSection]:
    """The aid's written blocks, then its card lists: each card's name, copies and text as on the card (a
    Lightning card's moment, its subtitle there, first), in the first card's family colour and symbol."""
    cards = {card.id: card for card in deck.items}
    listed = []
    for block in aid.cards:
        group = [cards[name] for name in block.cards]
        family = deck.families[group[0].family]
        listed.append(TextSection(title=f"{block.title} \u00d7{sum(card.count for card in group)}",
                                  lines=[f"{card.name} \u00d7{card.count}: {_said(card)}" for card in group],
                                  icon=block.icon or family.symbol, colour=block.colour or family.colour))
    return [*aid.sections, *listed]


def _said(card: GobloutCard) -> str:
    """A card's text on a list, where no subtitle says a Lightning card's moment: the moment first."""
    return card.text if card.timing == "any" else f"{WHEN[card.timing].capitalize()}. {card.text}"


DIE_FACE, DIE_GAP = mm(8), mm(2)
DIE_STRIP = 6 * DIE_FACE + 5 * DIE_GAP + mm(14)  # "The die:" then the six faces


def _die_strip(c: Canvas, paint, numbers: list[int], x: float, y: float, body: str,  # noqa: ANN001
               ink_saver: bool, ground: str) -> None:
    """The augury die's six faces drawn as on the die (colours and symbols), after "The die:", on the band."""
    ink = ground  # on the heading's pale tint of the game's colour
    c.saveState()
    c.setFillColor(colour(ink))
    c.setFont(body, 8)
    c.drawString(x, y + DIE_FACE / 2 - 3, "The die:")
    for index, number in enumerate(numbers):
        fx = x + mm(14) + index * (DIE_FACE + DIE_GAP)
        c.setFillColor(colour("#ffffff"))
        c.roundRect(fx, y, DIE_FACE, DIE_FACE, mm(0.8), stroke=0, fill=1)
        paint(c, number, fx, y, DIE_FACE, ink_saver)
        c.setStrokeColor(colour("#6b4f1d"))
        c.setLineWidth(0.5)
        c.roundRect(fx, y, DIE_FACE, DIE_FACE, mm(0.8), stroke=1, fill=0)
    c.restoreState()


# -- the recipe -----------------------------------------------------------------------------------
def recipe(game: GameContent) -> list[Job]:
    c = game.components
    deck: GobloutDeck = c["cards"]
    dice: DiceSet = c["dice"]
    teeth: TeethSet = c["teeth"]
    aids: AidSet = c["aid"]
    aid_job = FaceJob(game, aids, width=AID[0], height=AID[1], butted=False)
    for aid in aids.items:
        aid_job.add(aid, lambda aid=aid: aid_front(game, aid, AID))
    size = (deck.size.width.pt, deck.size.height.pt)
    cards = FaceJob(game, deck, width=size[0], height=size[1])
    back = back_face(deck, game, size)
    die_families: dict[str, str] = {colour: family for colour, family in dice.colours.items()}
    for card in deck.items:
        spec = card_spec(card, deck.families[card.family], deck.families, die_families)
        cards.add(card, lambda spec=spec: spec, lambda: back)
    die = dice.items[0]
    face = die.size.pt
    width, height = net_size(face)
    nets = FaceJob(game, dice, title="Augury dice (nets to fold)", width=width, height=height, butted=False)
    for item in dice.items:
        nets.add(item, lambda: net_front(dice, deck, game.fonts["body"], face))
    tooth_job = FaceJob(game, teeth, width=teeth.size.pt, height=teeth.size.pt)  # butted: shared cuts
    style = style_for(game)
    design = style.back_for("teeth")
    tooth_back = token_back(style, design, design.motif, "", teeth.size.pt)  # the game's back, a square
    for tooth in teeth.items:
        tooth_job.add(tooth, lambda tooth=tooth: tooth_front(tooth.colour, tooth.icon), lambda: tooth_back)
    jobs = finish(aid_job, cards, nets, tooth_job)
    jobs[2].faces = [replace(f, parts=net_parts(face)) for f in jobs[2].faces]  # a die at a virtual table
    return [*jobs]


RECIPES["goblout"] = recipe
