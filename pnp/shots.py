"""One picture per game for the README and the docs, made from the build, never by hand:

    python -m goblinkit.pnp.shots OUTDIR [--dpi 72]

builds every game (A4, the default options) into OUTDIR/build, renders a page of its cards (or pieces) and
one of its aid or board side by side (PDFium, the renderer the image export uses) and writes
OUTDIR/<game>.png. Re-run it after a change to the look and the docs show the change.

The pages are chosen to show the game at its best: Goblout's deck prints grouped by colour, so its first
page is nine red Warriors; page 13 shows two families. Globbo!'s map (its first tile) says more about the
game than its text-heavy play sheet.
"""

from __future__ import annotations

import sys
from pathlib import Path

# each game's sheet of cards (or pieces) and its aid or board: (the build's file name, its page)
SHOTS = {
    "goblins-vs-zombies": (("zombie-deck", 1), ("guardians-turn-reminders", 1)),
    "goblout": (("cards", 13), ("aid", 1)),
    "gobbledygook": (("scenarios", 1), ("quick-reference", 1)),
    "globbo": (("counters", 1), ("map", 1)),
    "gobz-heroes": (("gobz-objectives-stuff", 1), ("quick-reference", 1)),
}
GAP = 16  # pixels between the two pages and round them


def _page(path: Path, number: int, dpi: int):  # noqa: ANN202 - a PIL image
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(path))
    try:
        return document[number - 1].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        document.close()


def shots(out: Path, dpi: int = 72, games: list[str] | None = None) -> list[Path]:
    """Build the games and write one PNG per game into `out`; the paths written."""
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions

    chosen = games or list(SHOTS)
    built = {(b.game, b.component): b.path for b in build(chosen, PrintOptions(), out / "build")}
    return [compose(game, {name: built[(game, name)] for name, _ in SHOTS[game]}, out / f"{game}.png", dpi)
            for game in chosen]


def shot_from_build(game: str, folder: Path, target: Path, dpi: int = 72) -> Path:
    """The game's picture from PDFs already built in `folder` (output/<game>/): the docs' pictures reuse the
    build `make docs` made instead of building again."""
    return compose(game, {name: folder / f"{name}.pdf" for name, _ in SHOTS[game]}, target, dpi)


def compose(game: str, pdfs: dict[str, Path], path: Path, dpi: int) -> Path:
    """The game's chosen pages side by side on a light grey ground, written to `path`."""
    from PIL import Image

    from goblinkit.pnp.png import save_png

    pages = [_page(pdfs[name], number, dpi) for name, number in SHOTS[game]]
    width = sum(p.width for p in pages) + GAP * (len(pages) + 1)
    height = max(p.height for p in pages) + 2 * GAP
    sheet = Image.new("RGB", (width, height), (232, 228, 220))
    x = GAP
    for page in pages:
        sheet.paste(page, (x, GAP))
        x += page.width + GAP
    path.parent.mkdir(parents=True, exist_ok=True)
    save_png(sheet, path, dpi)
    return path


def main(argv: list[str]) -> int:
    if not argv or argv[0].startswith("-"):
        print("usage: python -m goblinkit.pnp.shots OUTDIR [--dpi N]", file=sys.stderr)
        return 1
    dpi = int(argv[argv.index("--dpi") + 1]) if "--dpi" in argv else 72
    for path in shots(Path(argv[0]), dpi):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
