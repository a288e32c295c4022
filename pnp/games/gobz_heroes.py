"""Gob'z'Heroes print recipe: the six double-sided tiles (1 in squares, face b registered behind face a
for duplex), Profile, Gob'jective, Combo and Stuff cards with their backs, the two VP disk gauges, and
the Quick Reference Sheet. The markers print from markers.yaml through the generic counter sheet.

Every card text is generated from the data the referee reads (content/gobz_heroes/text.py)."""

from __future__ import annotations

import re

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobz_heroes.models import Combo, Objective, Profile, Stuff
from goblinkit.content.gobz_heroes.text import combo_text, objective_text, quality_lines, skill_text, stuff_text
from goblinkit.content.loader import GameContent
from goblinkit.content.models import Back
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.card import card_back
from goblinkit.pnp.drawers.dial import dial_face, pointer_face
from goblinkit.pnp.drawers.face import Badge, FaceSpec, Section
from goblinkit.pnp.drawers.face_fit import NO_BREAK
from goblinkit.pnp.drawers.paint import colour, lighten
from goblinkit.pnp.layout import Slots
from goblinkit.pnp.style import style_for
from goblinkit.templates import render
from goblinkit.pnp.games.gobz_sheets import reference_job
from goblinkit.pnp.games.gobz_tiles import tiles_job
from goblinkit.pnp.jobs import DrawFn, Face, Job, SheetJob
from goblinkit.pnp.recipes import POKER, RECIPES, FaceJob, finish
from goblinkit.pnp.sprue import _merge as merge_parts

PROFILE, TROLL, OBJECTIVE, COMBO, STUFF = "#8a3b12", "#4f5d2f", "#2c4a6e", "#7a2d6b", "#6b5a1e"
GAUGES = (("#b03a2e", "Red"), ("#2e6da4", "Blue"))


_STAT = re.compile(r"\b(Repeat|Range|Strength) (\d+)")


def profile_face(game: GameContent, gob: Profile) -> FaceSpec:
    # a weapon's numbers wrap as "Range 3", never "Range / 3" (a no-break space ties each to its name)
    sections = [Section(_STAT.sub(lambda m: m[1] + NO_BREAK + m[2], skill_text(gob.skill)), f"{gob.skill.name}:")]
    sections += [Section(rest, f"{name}:") for name, rest in (line.split(": ", 1) for line in quality_lines(gob))]
    if gob.stuff:
        names = {s.id: s.name for s in game.components["stuff"].items}
        sections.append(Section(", ".join(names[s] for s in gob.stuff) + " (from the Stuff Deck).", "Equipped:"))
    # a Troll's own rules (2 dice in Close Combat, LOL at 6, no Stuff) are the Quick Reference's: its label says it
    # one frame colour for the whole deck (cards butt together); a Troll shows it in its Rations badge and label
    spec = FaceSpec(title=gob.name, colour=PROFILE, sections=tuple(sections),
                    badge_left=Badge(str(gob.rations), TROLL if gob.troll else PROFILE, "RATIONS"),
                    badge_right=Badge(str(gob.charisma), "#3b3b3b", "CHARISMA"), icon=gob.icon,
                    strip=render("note_profile.j2", gob=gob).strip(), label="Troll" if gob.troll else "Gob'")
    return spec


def objective_face(game: GameContent, card: Objective) -> FaceSpec:
    return FaceSpec(title=card.name, colour=OBJECTIVE, label="Gob'jective", icon=card.icon,
                    sections=(Section(objective_text(card)), Section("As soon as it is done, show this card: 2 VP."),
                              *([Section(card.flavor)] if card.flavor else [])))


def combo_face(game: GameContent, card: Combo) -> FaceSpec:
    return FaceSpec(title=card.name, colour=COMBO, label="Combo", icon=card.icon,
                    sections=(Section(combo_text(card)), Section("Play it at any time; then discard it.")))


def stuff_face(game: GameContent, card: Stuff) -> FaceSpec:
    weapon = card.weapon
    strip = render("note_stuff.j2", weapon=weapon).strip()
    return FaceSpec(title=card.name, colour=STUFF, label="Stuff", strip=strip, icon=card.icon,
                    badge_left=Badge(str(weapon.strength), "#a93226", "STRENGTH") if weapon else None,
                    sections=(Section(stuff_text(card, profile=False)),  # its numbers are in the badge and note
                              *([Section(card.flavor)] if card.flavor else []),
                              Section("Never for Trolls. At most 2 Stuff Cards a Gob'.")),
                    overlay=_fallout_key if weapon and weapon.fallout else None)


def _fallout_key(c: Canvas, s: Slots, ink_saver: bool) -> None:
    """The Fallout key in the picture panel's top-right corner: red impact point, grey area around."""
    cell = mm(3.2)
    art = s.art
    assert art is not None
    x0, y0 = art.x + art.w - 3 * cell - mm(1.2), art.top - mm(1.2) - 3 * cell
    c.saveState()
    c.setStrokeColor(colour("#333333"))
    c.setLineWidth(0.4)
    for i in range(3):
        for j in range(3):
            centre = i == 1 and j == 1
            c.setFillColor(colour("#d62728") if centre else lighten("#7f7f7f", 0.3))
            c.rect(x0 + i * cell, y0 + j * cell, cell, cell, stroke=1, fill=1)
    c.restoreState()


def _back(game: GameContent, deck: str, title: str, text: str, hue: str) -> DrawFn:
    """The deck's designed back (style.yaml `decks.<deck>.back`), its name on the banner."""
    return card_back(style_for(game), deck, Back(title=title, text=text, colour=hue), *POKER)


def gauges_job(game: GameContent) -> SheetJob:
    size = mm(88)
    fonts = style_for(game).fonts  # the game's display face for the numbers and words
    faces = [Face(f"dial-{name.lower()}", f"VP dial ({name})",
                  dial_face(0, 12, "VICTORY POINTS", hue, fonts.display, fonts.display)) for hue, name in GAUGES]
    faces += [Face(f"pointer-{name.lower()}", f"VP pointer ({name})",
                   pointer_face(name.upper(), hue, words=fonts.display)) for hue, name in GAUGES]
    return SheetJob(game.meta.name, game.meta.id, "vp-gauges", "Victory Point gauge pieces (2 dials, 2 pointers; a split pin each)",
                    size, size, faces, butted=False, shape="circle")


def recipe(game: GameContent) -> list[Job]:
    c = game.components
    decks = []
    for component, face, title, text, hue in (
            ("gobz", profile_face, "Profile", "PROFILE CARD", PROFILE),
            ("objectives", objective_face, "Gob'jective", "SECRET: KEEP IT FACE DOWN", OBJECTIVE),
            ("combos", combo_face, "Combo", "PLAY AT ANY TIME", COMBO),
            ("stuff", stuff_face, "Stuff", "FROM A SUPPLY CRATE", STUFF)):
        job = FaceJob(game, c[component], title=c[component].name)
        back = _back(game, component, title, title, hue)
        for item in c[component].items:
            job.add(item, lambda item=item, face=face: face(game, item), lambda back=back: back)
        decks.append(job)
    profiles, objectives, combos, stuff = finish(*decks)
    # The three small decks (7 + 8 + 10 cards) share sheets: 3 sheets of 9 on A4 instead of 4; each card
    # keeps its own back, and the PDF outline names each deck.
    small = merge_parts([profiles, objectives, stuff])
    return [small, combos, tiles_job(game), gauges_job(game), reference_job(game)]


RECIPES["gobz-heroes"] = recipe
