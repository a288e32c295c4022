"""Grey coverage of built PDFs, the ink measure of issue 36: every page rendered at low resolution in
grey, the mean darkness (0 white .. 1 black) per page, and a game's figure the mean over all its pages.

Run as a script to report per game: `python -m tests.pnp.ink [GAME ...] [--ink-saver]` (one game at a time
is built, into a temporary folder)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pypdfium2


def page_inks(path: Path, dpi: int = 30) -> list[float]:
    """Each page's mean ink (0 white .. 1 black), rendered at `dpi` in grey."""
    pdf = pypdfium2.PdfDocument(str(path))
    inks = []
    for page in pdf:
        histogram = page.render(scale=dpi / 72, grayscale=True).to_pil().convert("L").histogram()
        inks.append(sum((255 - level) * n for level, n in enumerate(histogram)) / 255 / sum(histogram))
    pdf.close()
    return inks


def game_ink(paths: list[Path]) -> float:
    """A game's coverage: the mean over every page of all its files."""
    inks = [ink for path in paths for ink in page_inks(path)]
    return sum(inks) / len(inks)


def main(argv: list[str]) -> None:
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions

    saver = "--ink-saver" in argv
    games = [a for a in argv if not a.startswith("--")] or ["globbo", "gobbledygook", "goblins-vs-zombies",
                                                          "goblout", "gobz-heroes"]
    with tempfile.TemporaryDirectory() as out:
        for game in games:
            built = build([game], PrintOptions(ink_saver=saver), Path(out) / game)
            files = ", ".join(f"{b.component} {game_ink([b.path]):.1%}" for b in built)
            print(f"{game:20} {game_ink([b.path for b in built]):6.1%}   ({files})", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
