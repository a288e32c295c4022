"""`goblin pnp export`: the checks on its options, and one game after another to images or to TTS.

Everything is checked before any file is written: the options (dpi, bleed, url base, target),
the games and components named, and the content (every text fitted), as `pnp build` does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from goblinkit.content.errors import GoblinError
from goblinkit.content.units import parse_length

TARGETS = ("images", "tts")
DEFAULT_DPI = {"images": 300, "tts": 150}  # TTS: a 10 x 7 sheet of poker cards stays under 4096 px
DEFAULT_BLEED = "0.125in"  # the print-on-demand norm


@dataclass
class Exported:
    """What one game's export wrote, for the command's report."""

    game_id: str
    folder: Path
    files: int
    copies: int
    saved_object: Path | None = None
    notes: list[str] = field(default_factory=list)


def parse_bleed(text: str) -> float:
    """Millimetres from '0.125in', '3mm', '0.3cm' or a bare number of millimetres."""
    value = text.strip()
    try:
        return float(value)
    except ValueError:
        pass
    try:
        return parse_length(value).mm
    except ValueError:
        raise GoblinError(f"--bleed: expected a length such as 0.125in or 3mm, got '{text}'") from None


def check_target(target: str | None) -> str:
    if target is None:
        raise GoblinError("--for: say what to export for: images (a print shop) or tts (Tabletop Simulator)")
    if target.lower() not in TARGETS:
        raise GoblinError(f"--for: expected images or tts, got '{target}'")
    return target.lower()


def parse_dpi(text: str | int | None, target: str) -> int:
    if text is None:
        return DEFAULT_DPI[target]
    try:
        return int(str(text).strip())
    except ValueError:
        raise GoblinError(f"--dpi: expected a whole number of dots per inch, got '{text}'") from None


def file_title(title: str) -> str:
    """A game's name as a file name on every OS (TTS lists saved objects by file name)."""
    return re.sub(r"[^\w !'&,.()-]+", "", title).strip() or "goblin-kit"


def run_export(names: list[str], target: str | None, dpi: str | int | None, bleed: str, guides: bool, url_base: str | None,
               out: Path, pack: str | None, only: list[str] | None = None,
               tick: Callable[[str], None] | None = None) -> list[Exported]:
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.build import select_games
    from goblinkit.pnp.export_images import export_images
    from goblinkit.pnp.export_plan import export_plan
    from goblinkit.pnp.export_render import Raster
    from goblinkit.pnp.export_tts import check_url_base, export_tts

    target = check_target(target)
    raster = Raster(parse_dpi(dpi, target), parse_bleed(bleed))
    check_url_base(url_base)
    if url_base and target != "tts":
        raise GoblinError("--url-base: only for --for tts (the images' manifest names files relative to it)")
    if guides and target != "images":
        raise GoblinError("--guides: only for --for images (TTS shows the trimmed faces)")
    games, calibration = select_games(names, pack)
    if calibration and names and "all" not in names:
        raise GoblinError("calibration: the duplex test sheet is for home printers; it has no export")
    plan = export_plan(games, pack)  # every text fitted once, before any file is written
    if only:  # a sprue's name from `pnp list` (parts joined by '-') stands for its parts
        known = {c.component for g in plan.values() for c in g}
        only = [part for name in only for part in
                ([name] if name in known else [c for c in sorted(known) if f"-{c}-" in f"-{name}-"] or [name])]
        plan = {game_id: [c for c in components if c.component in only] for game_id, components in plan.items()}
        found = {c.component for components in plan.values() for c in components}
        missing = [name for name in only if name not in found]
        if missing:
            raise GoblinError(f"--component: no component '{missing[0]}' in {', '.join(games)} "
                              f"(components: {', '.join(sorted(known))})")
    for components in plan.values():  # every image's size checked before the first is written
        for component in components:
            for piece in component.pieces:
                raster.check_size(piece)
    done: list[Exported] = []
    for game_id, components in plan.items():
        if target == "images":
            folder, rows = export_images(game_id, components, raster, out, guides, tick)
            copies = sum(row["count"] for row in rows if row["side"] == "front")
            done.append(Exported(game_id, folder, len(rows), copies))
        else:
            title = file_title(load_game(game_id, pack).meta.name)
            path, export = export_tts(game_id, title, components, raster, out, url_base, tick)
            notes = [f"{p.relative_to(out)} is {'x'.join(map(str, _size(p)))} px, over the 4096 px TTS advises: "
                     "lower --dpi if it loads slowly" for p in export.big]
            done.append(Exported(game_id, path.parent, len(export.written), export.pieces, path, notes))
    return done


def _size(path: Path) -> tuple[int, int]:
    from PIL import Image

    with Image.open(path) as image:
        return image.size
