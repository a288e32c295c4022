"""The vendored game-icons.net icons (CC BY 3.0): one file per icon holding its SVG path data.

Cards name an icon in YAML (`icon: zombie-hand`); content validation refuses a name with no file here,
and pnp draws the path as vectors. The set was fetched once from the npm package
`@iconify-json/game-icons` with `python -m goblinkit.content.icons.vendor`; building never needs npm.
Icons are one path each on a 512 x 512 canvas, y pointing down (SVG).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

ICON_DIR = Path(__file__).resolve().parent / "game-icons"
VIEWBOX = 512
CREDIT = ("Icons by Lorc, Delapouite and contributors, game-icons.net, CC BY 3.0 "
          "(creativecommons.org/licenses/by/3.0)")
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def icon_file(name: str) -> Path:
    return ICON_DIR / f"{name}.svgd"


@cache
def available() -> frozenset[str]:
    """Every vendored icon name."""
    return frozenset(path.stem for path in ICON_DIR.glob("*.svgd"))


def check_icon(name: str) -> str:
    """The name itself if it is a vendored icon; a ValueError naming close matches otherwise."""
    if not isinstance(name, str) or not NAME.match(name):
        raise ValueError(f"expected an icon name such as 'zombie-hand', got {name!r}")
    if name not in available():
        import difflib

        close = difflib.get_close_matches(name, sorted(available()), n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise ValueError(f"unknown icon '{name}': not among the {len(available())} vendored icons{hint}")
    return name


@cache
def icon_path(name: str) -> str:
    """The SVG path data (`d`) of a vendored icon."""
    return icon_file(check_icon(name)).read_text(encoding="ascii").strip()
