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
    "goblins-vs-zombies": (("zombie-deck", 1), ("guardians-turn-reminders-token-cards", 1)),
    "goblout": (("cards-teeth", 13), ("aid", 1)),
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
    from PIL import Image

    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions
    from goblinkit.pnp.png import save_png

    chosen = games or list(SHOTS)
    built = {(b.game, b.component): b.path for b in build(chosen, PrintOptions(), out / "build")}
    written = []
    for game in chosen:
        pages = [_page(built[(game, name)], number, dpi) for name, number in SHOTS[game]]
        width = sum(p.width for p in pages) + GAP * (len(pages) + 1)
        height = max(p.height for p in pages) + 2 * GAP
        sheet = Image.new("RGB", (width, height), (232, 228, 220))
        x = GAP
        for page in pages:
            sheet.paste(page, (x, GAP))
            x += page.width + GAP
        path = out / f"{game}.png"
        save_png(sheet, path, dpi)
        written.append(path)
    return written


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
