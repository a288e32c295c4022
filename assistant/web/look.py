"""One source for how things look: the printed cards' icons and colours, for the page.

Icons are the vendored game-icons.net path data (content/icons/game-icons/*.svgd, the files the PDF
drawer parses with pnp/svgpath.py), put into the page as inline SVG: the browser reads SVG path data
itself. Colours are the print recipes' own constants (pnp/games/*), imported here and nowhere else in
the web code, so a recolour of the printed cards recolours the page.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from markupsafe import Markup, escape

WARP_HOLE = "#3b1f5c"  # the printed map's warp-hole fill (pnp/drawers/hexmap.py; a test checks they agree)
ICON_NAME = re.compile(r"^[a-z0-9-]{1,60}$")
PATH_DATA = re.compile(r"^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\- \n]*$")


@lru_cache(maxsize=None)
def _path_data(name: str) -> str:
    from goblinkit.content import __file__ as content_init

    if not ICON_NAME.match(name or ""):
        return ""
    path = Path(content_init).parent / "icons" / "game-icons" / f"{name}.svgd"
    try:
        data = path.read_text(encoding="utf-8").strip()
    except OSError:
        return ""
    return data if PATH_DATA.match(data) else ""


def icon(name: str | None, colour: str = "currentColor", size: str = "1.6em", title: str = "") -> Markup:
    """The icon `name` as inline SVG (game-icons paths are drawn on a 512 unit square)."""
    data = _path_data(name or "")
    if not data:
        return Markup("")
    label = f"<title>{escape(title)}</title>" if title else ""
    return Markup(f'<svg class="icon" viewBox="0 0 512 512" width="{escape(size)}" height="{escape(size)}" '
                  f'aria-hidden="{"false" if title else "true"}" role="img">{label}'
                  f'<path fill="{escape(colour)}" d="{data}"/></svg>')


@lru_cache(maxsize=None)
def colours(game: str) -> dict[str, str]:
    """The print recipe's named colours for a game (hex strings)."""
    if game == "goblins-vs-zombies":
        from goblinkit.pnp.games import goblins_vs_zombies as r

        return {"goblin": r.GOBLIN, "black": r.BLACK, "zombie": r.ZOMBIE, "event": r.EVENT, "boss": r.RED_FRAME,
                "hp": r.HP, "cost": r.COST}
    if game == "gobbledygook":
        from goblinkit.pnp.games import gobbledygook as gg

        return {**{f"blip-{k}": v for k, v in gg.BLIP_COLOURS.items()}, "back": gg.BACK}
    if game == "globbo":
        return {"hole": WARP_HOLE}
    return {}


HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


@lru_cache(maxsize=None)
def palette(game: str) -> dict[str, str]:
    """The game's palette from its style data (content/<game>/style.yaml, what the printed cards read):
    its named roles (frame, panel, ink, accent) and its surface's tint, for the page's CSS variables;
    empty for a game without style data (the page keeps its own black and white)."""
    from goblinkit.content.errors import GoblinError
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.style_load import load_style_data

    try:
        data, _ = load_style_data(list(getattr(load_game(game), "folders", []) or []))
    except GoblinError:
        return {}
    roles = {k: v for k, v in (data.get("palette") or {}).items() if isinstance(v, str) and HEX.match(v)}
    tint = (data.get("surface") or {}).get("tint")
    return roles | ({"tint": tint} if isinstance(tint, str) and HEX.match(tint) else {})


def palette_style(game: str) -> str:
    """The palette as the CSS custom properties a page's element carries ("--frame: #4d6b2a; ...")."""
    return "; ".join(f"--{role}: {colour}" for role, colour in sorted(palette(game).items()))

