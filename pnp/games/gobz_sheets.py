"""The Gob'z'Heroes Quick Reference Sheet, two columns a side like GobbledyGook!'s: the front the rules
at a glance, the Victory Points (printed from scoring.yaml), the marker key and the key to the tiles;
the back the scenarios with each board's setup diagram (tiles, markers, deployment), the rulings and
the credits. Players' words only: no command-line flags, no notes on how the rulebook was read."""

from __future__ import annotations

import re

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.content.gobz_heroes.board import parse_square
from goblinkit.content.icons import CREDIT
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.board_surfaces import surface_colours
from goblinkit.content.models import TextSection
from goblinkit.pnp.drawers.aid import AidBlock
from goblinkit.pnp.drawers.blocks import Block, Faces, Key, flow
from goblinkit.pnp.drawers.board_key import BoardDiagram, Legend
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading, unnamed
from goblinkit.pnp.options import PAPERS, PrintOptions
from goblinkit.pnp.style import style_for
from goblinkit.pnp.textfit import TextFitError

ACCENT = "#6b3413"
# the generated blocks' (icon, colour), in the game's deck colours (reference.yaml gives its own sections')
LOOKS = {"vp": ("crown", "#7a2d6b"), "markers": ("floor-hatch", "#5b3416"), "tiles": ("ladder", "#6b5a1e"),
         "rulings": ("tied-scroll", "#3b4a5a"), "scenarios": ("crossed-swords", "#8a3b12"),
         "boards": ("direction-signs", "#2c4a6e"),
         "credits": ("feather", "#5b3416")}
MARGIN = mm(12)
HEADER = mm(14)
BODY_MIN, MAX_SIZE = 8.5, 12.0  # the reference's body: read at a glance, and large where the page allows
FLAG = re.compile(r"\s*\(--[^)]*\)")  # "(--low-first)": the assistant's, not the players'
NOTES = {"ko-vp"}
COMBAT = {"to-hit-bounds", "rough-low-blow", "tall-both-ways", "fallout-area", "collateral-roller", "tommy-gun",
          "lol-steals", "repeat-order", "after-roll"}  # the rulings of the second block  # readings that only explain how the rulebook was read (the VP table says it)


def _band(title: str, inner: Block, look: tuple[str, str]) -> AidBlock:
    """A key or list drawn as a colour block: `look` its (icon, colour)."""
    icon, hue = look
    return AidBlock(title, hue, icon=icon, inner=inner, widows="avoid")


def _section(title: str, lines: list[str], look: tuple[str, str], words: int = 3) -> AidBlock:
    icon, hue = look
    return AidBlock(title, hue, icon=icon, section=TextSection(title=title, lines=lines, icon=icon, colour=hue),
                    words=words, widows="avoid")


def front_blocks(game: GameContent) -> list[Block]:
    """The turn on its numbered rail first, then the rules players look up, each a colour block."""
    c = game.components
    sheet = c["reference"].items[0]
    blocks: list[Block] = [AidBlock(s.title, s.colour or ACCENT, icon=s.icon or "", section=s, widows="avoid") for s in sheet.sections]
    turn = next((i for i, s in enumerate(sheet.sections) if s.steps), 0)
    blocks.insert(0, blocks.pop(turn))
    awards = [a for a in c["scoring"].items if a.id not in ("quick", "standard", "long")]
    lengths = [a for a in c["scoring"].items if a.id in ("quick", "standard", "long")]
    blocks.insert(2, _section("Victory Points", [f"{a.name}: {a.vp} VP" for a in awards]
                              + ["Game length: " + ", ".join(f"{a.name} {a.vp} VP" for a in lengths)], LOOKS["vp"]))
    return blocks


def keys_blocks(game: GameContent) -> list[Block]:
    """The second side: the markers, the tiles, the scenarios and the rulings."""
    c = game.components
    markers = [(m.icon, m.colour, f"{m.name} ({m.count})") for m in c["markers"].items]
    blocks: list[Block] = [_band("Markers", Key("", ACCENT, markers, per_line=2), LOOKS["markers"])]
    blocks.append(_band("The tiles", Legend("", ACCENT, [
        ("ground", "Ground (earth)"), ("platform", "Platform: heavy edge"), ("wall", "Wall: blocks all"),
        ("ladder", "Ladder: foot and top"), ("bridge", "Footbridge: over or under"),
        ("corner", "Deployment square: 2p, 3p..."), ("spot", "Marker spot: 2p, 3-4p...")],
        surfaces=surface_colours(game), per_line=1), LOOKS["tiles"]))
    blocks.append(_section("Scenarios", [f"{s.name}: {s.text}" for s in c["scenarios"].items], LOOKS["scenarios"]))
    for combat, title in ((False, "Rulings: Crews and turns"), (True, "Rulings: combat")):
        rulings = [f"{r.name}: {FLAG.sub('', r.text)}" for r in c["readings"].items
                   if r.id not in NOTES and (r.id in COMBAT) == combat]
        blocks.append(_section(title, rulings, LOOKS["rulings"], words=7))
    return blocks


def board_diagram(game: GameContent, board) -> BoardDiagram:  # noqa: ANN001
    """A board's tiles in small with every marker it places and its deployment squares."""
    tiles = game.components["tiles"]
    faces = {f"{t.id.rsplit('-', 1)[-1]}{side}": face.map for t in tiles.items for side, face in t.faces.items()}
    rows = ["".join(faces[key][r] for key in line) for line in board.tiles for r in range(tiles.rows)]
    markers = {m.id: m for m in game.components["markers"].items}
    marks = []
    for field, marker in (("sewers", "sewer"), ("crates", "crate"), ("zombies", "zombie")):
        marks += [(*parse_square(s), markers[marker].icon, markers[marker].colour, "") for s in getattr(board, field)]
    counts = sorted(board.teleporters)
    for square in dict.fromkeys(s for n in counts for s in board.teleporters[n]):
        only = [n for n in counts if square in board.teleporters[n]]
        tag = "" if len(only) == len(counts) else "/".join(only) + "p"
        marks.append((*parse_square(square), markers["teleporter"].icon, markers["teleporter"].colour, tag))
    w, h = len(rows[0]), len(rows)
    deploy = [(0, 0, ""), (w - 1, 0, ""), (0, h - 1, ""), (w - 1, h - 1, "")]
    if 3 in board.players:
        deploy.append((w // 2, 0, "3p"))
    who = "-".join(str(p) for p in (min(board.players), max(board.players))) if len(board.players) > 1 \
        else str(board.players[0])
    name = board.name.split(" (")[0].replace(", other faces", " B")
    title = f"{name}, {who} players: " + " / ".join(" ".join(r) for r in board.tiles)
    return BoardDiagram(title, ACCENT, rows=rows, marks=marks, deploy=deploy)


def back_blocks(game: GameContent) -> list[Block]:
    """The boards of every scenario, each with its setup, and the credits."""
    c = game.components
    how = ["Every board below: Sewer/Hatch, Supply Crate, Teleporter (3p: only with 3 players) and Zombie "
           "(Zombie Rehab only) where drawn; Crews deploy in the red squares (3 players: one Crew from the "
           "middle of the top edge, the others in the bottom corners)."]
    blocks: list[Block] = [_section("Setting up a board", how, LOOKS["boards"])]
    blocks += [board_diagram(game, b) for b in c["boards"].items]
    blocks += [_section("Credits", [CREDIT, "Fonts: Alfa Slab One and Fira Sans Condensed (SIL Open Font "
                                                   "License), DejaVu for symbols. Gob'z, tiles, Stuff, Combos and "
                                                   "Gob'jectives beyond the rulebook's examples are designed for this kit."], LOOKS["credits"])]
    return blocks


def pages(game: GameContent) -> list[tuple[str, list[Block]]]:
    name = game.components["reference"].items[0].name
    return [(name, front_blocks(game)), ("Gob'z'Heroes: markers, tiles, scenarios, rulings", keys_blocks(game)),
            ("Gob'z'Heroes: the boards", back_blocks(game))]


def reference_job(game: GameContent) -> PageJob:
    """Every page, checked now on every paper: a reference whose text would print under BODY_MIN is a
    located content error."""
    sheet = game.components["reference"].items[0]
    content = pages(game)
    style = style_for(game)  # the game's display face and frame colour for the header band
    for paper_name, paper in PAPERS.items():
        for number, (_, blocks) in enumerate(content, 1):
            try:
                size = _flow(None, blocks, *paper, faces=Faces.of(style.fonts))
                if size < BODY_MIN:
                    raise TextFitError(f"page {number} fits {paper_name} only at {size:g} pt (at least "
                                       f"{BODY_MIN:g} pt to read at a glance); shorten it")
            except TextFitError as exc:
                raise ContentErrors([ContentError(game.where("reference", sheet.id), str(exc),
                                                  f"sheet '{sheet.id}'")]) from None

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions = PrintOptions()) -> None:
        title, blocks = content[page - 1]
        draw_heading(c, style, MARGIN, h - MARGIN - HEADER, w - 2 * MARGIN, HEADER, unnamed(title, game.meta.name),
                     opts.ink_saver)  # the drawn logo says whose sheet it is
        c.setFillColor(colour(INK))
        _flow(c, blocks, w, h, opts.ink_saver, Faces.of(style.fonts))

    return PageJob(game.meta.name, game.meta.id, "quick-reference", "Quick Reference Sheet", 0, 0, draw_page=draw,
                   draw_page_opts=draw, count=len(content))


def _flow(c: Canvas | None, blocks: list[Block], w: float, h: float, ink_saver: bool = False,
          faces: Faces | None = None) -> float:
    top, bottom = h - MARGIN - HEADER - mm(4), EDGE + FOOTER + mm(3)
    return flow(c, blocks, MARGIN, top, w - 2 * MARGIN, top - bottom, max_size=MAX_SIZE, ink_saver=ink_saver,
                faces=faces)
