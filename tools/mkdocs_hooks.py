"""mkdocs hooks (mkdocs.yml `hooks:`): the parts of a page made from the project itself at build time,
so the site cannot drift from the content. `<!-- glossary: FOLDER -->` in a page becomes the game's
turn and glossary, read from content/FOLDER/glossary.yaml (the same file the phone's rules page reads).
`<!-- phone-shots -->` becomes a gallery of each game's phone screens that tools/docs_pictures.py took."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
MARKER = re.compile(r"<!-- glossary: ([a-z_]+) -->")
SHOTS = ROOT / "docs" / "img" / "generated" / "shots"
SCREENS = (("main", "the table"), ("question", "a question"), ("end", "the end"))


def escape(text: str) -> str:
    """Markdown-safe: the rulebook's words keep their braces and stars as printed."""
    return re.sub(r"([\\*_<>\[\]`])", r"\\\1", " ".join(str(text).split()))


def glossary_markdown(folder: str, root: Path = ROOT) -> str:
    """The turn, then every glossary item: its name, what it does, the rulebook's words where it has
    them, and whether the item is the rulebook's or designed."""
    path = root / "content" / folder / "glossary.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    lines = [f"Generated from `content/{folder}/glossary.yaml` ({len(data['items'])} terms).", "", "### The turn", ""]
    for number, step in enumerate(data.get("turn", []), 1):
        lines.append(f"{number}. {escape(re.sub(r'^[0-9]+[.)] *', '', str(step)))}")
    lines += ["", "### Terms", ""]
    for item in sorted(data["items"], key=lambda i: str(i["name"]).lower()):
        origin = "" if item.get("origin") == "rulebook" else " *(designed)*"
        lines.append(f"**{escape(item['name'])}**{origin}")
        lines.append(f":   {escape(item['does'])}")
        if item.get("rulebook"):
            lines += ["", f"    *The rulebook:* \"{escape(item['rulebook'])}\""]
        lines.append("")
    return "\n".join(lines)


def shots_markdown(shots: Path = SHOTS) -> str:
    """A row a game of the screens that exist (a game that asked nothing in its first taps has no question)."""
    games = sorted({p.name.rsplit("-", 1)[0] for p in shots.glob("*-main.png")})
    if not games:
        return "*(No phone screens: `make docs` takes them with Debian's Chromium.)*"
    lines = []
    for game in games:
        shown = [f"![{game}: {words}](../img/generated/shots/{game}-{screen}.png){{ width=\"30%\" }}"
                 for screen, words in SCREENS if (shots / f"{game}-{screen}.png").exists()]
        lines += [f"**{game}**", "", " ".join(shown), ""]
    return "\n".join(lines)


def on_page_markdown(markdown: str, **_: Any) -> str:
    markdown = MARKER.sub(lambda m: glossary_markdown(m.group(1)), markdown)
    return markdown.replace("<!-- phone-shots -->", shots_markdown())
