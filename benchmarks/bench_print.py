"""The print pipeline against a bare-ReportLab floor, measured in the same run (CPU time of this process).

Goblins vs Zombies: `pnp build goblins-vs-zombies` in-process (load and validate the YAML, fit every
text, impose 9-up with bleed, crop marks, footers, mirrored backs, four files, 24 pages) against a
floor (floor_print.py) that draws the same 106 cards and their backs into four files with bare
ReportLab: the same frames, titles, badges, text and every game-icons.net icon each card shows,
each icon a path defined once per file and painted per use as the pipeline does, but no fitting,
no clipping, no marks, and every copy drawn anew. Since issue 24 the cards show a grass surface under
their panel and picture and the picture in three tones; the floor draws those too (added with them:
without them it would no longer draw what the cards show), each surface area a form once per file. The 54-card fixture deck (tests/fixtures/packs/demo,
its icons are font symbols) goes against the floor it always had. The figures that matter are the
ratios: what our checks and layout cost over drawing alone, on this machine, in this run.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from floor_print import draw_floor, floor_files  # noqa: E402 - the benchmarks folder is not a package

PACK = ROOT / "tests" / "fixtures" / "packs" / "demo"
REPEATS = 7
GAME = "goblins-vs-zombies"


def gvz_pipeline(out: Path) -> None:
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions

    build([GAME], PrintOptions(), out / "pipeline")


def demo_pipeline(out: Path) -> None:
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.options import PrintOptions
    from goblinkit.pnp.recipes import card_job
    from goblinkit.pnp.sheets import render_sheet_job

    game = load_game("demo", PACK)
    job = card_job(game, game.components["fixture-deck"])
    render_sheet_job(job, PrintOptions(), out / "pipeline.pdf")


def demo_baseline(out: Path) -> None:
    """The same cards, drawn directly: no validation, no fitting, no imposition engine."""
    import yaml
    from reportlab.lib.colors import HexColor
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.pdfgen.canvas import Canvas

    from goblinkit.pnp.fonts import BODY, TITLE, font

    data = yaml.safe_load((PACK / "demo" / "cards.yaml").read_text(encoding="utf-8"))
    cards = [card for card in data["items"] for _ in range(card["count"])]
    title, body, icon = font(TITLE), font(BODY), font("dejavu-sans")
    c = Canvas(str(out / "baseline.pdf"), pagesize=A4, invariant=1)
    w, h = 63.5 * mm, 88 * mm
    x0, y0 = (A4[0] - 3 * w) / 2, A4[1] - 12 * mm - 3 * h
    for start in range(0, len(cards), 9):
        for face in ("front", "back"):
            for i, card in enumerate(cards[start:start + 9]):
                col, row = i % 3, i // 3
                col = 2 - col if face == "back" else col
                x, y = x0 + col * w, y0 + (2 - row) * h
                c.setFillColor(HexColor("#4d6b2a" if face == "front" else "#6b3a1f"))
                c.rect(x, y, w, h, stroke=0, fill=1)
                c.setFillColor(HexColor("#f6f1e1"))
                c.roundRect(x + 3 * mm, y + 3 * mm, w - 6 * mm, h - 6 * mm, 2 * mm, stroke=0, fill=1)
                c.setFillColor(HexColor("#1d1a16"))
                if face == "back":
                    c.setFont(title, 16)
                    c.drawCentredString(x + w / 2, y + h / 2, "Flag-bearer")
                    continue
                c.setFont(title, 11)
                c.drawString(x + 14 * mm, y + h - 9 * mm, card["name"])
                c.drawString(x + 7 * mm, y + h - 9 * mm, str(card.get("cost", "")))
                c.setFont(icon, 40)
                c.drawCentredString(x + w / 2, y + h - 35 * mm, card.get("icon", ""))
                c.setFont(body, 9.5)
                words, line, ty = card.get("text", "").split(), "", y + h - 50 * mm
                for word in words:
                    if c.stringWidth(f"{line} {word}", body, 9.5) > w - 10 * mm:
                        c.drawString(x + 5 * mm, ty, line)
                        line, ty = word, ty - 11.4
                    else:
                        line = f"{line} {word}".strip()
                c.drawString(x + 5 * mm, ty, line)
            c.showPage()
    c.save()


def cpu(fn, out: Path) -> float:  # noqa: ANN001
    """The median CPU time of REPEATS runs (CPU, not wall time: the machine is shared)."""
    samples = []
    for _ in range(REPEATS):
        start = time.process_time()
        fn(out)
        samples.append(time.process_time() - start)
    return statistics.median(samples)


def build_sizes() -> None:
    """The size of `goblin pnp build all` (goal: under 5 MB for five games), per game."""
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions

    with tempfile.TemporaryDirectory() as tmp:
        start = time.process_time()
        built = build(["all"], PrintOptions(), Path(tmp))
        seconds = time.process_time() - start
        per_game: dict[str, list[int]] = {}
        for item in built:
            per_game.setdefault(item.game, []).append(item.path.stat().st_size)
    total = sum(sum(sizes) for sizes in per_game.values())
    print(f"goblin pnp build all: {len(built)} files, {total / 1e6:.2f} MB (goal: under 5 MB for five games), "
          f"{seconds:.2f} s CPU (first build in this process: fonts, icon paths)")
    for game, sizes in per_game.items():
        print(f"  {game:24s} {len(sizes):3d} files {sum(sizes) / 1e6:6.2f} MB")


def _kib(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*.pdf")) // 1024


def main() -> None:
    build_sizes()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        files = floor_files(GAME)
        gvz_pipeline(out), draw_floor(files, out / "floor")  # warm up: imports, fonts, icon paths
        demo_pipeline(out), demo_baseline(out)
        floor = cpu(lambda folder: draw_floor(files, folder / "floor"), out)
        ours = cpu(gvz_pipeline, out)
        base = cpu(demo_baseline, out)
        demo = cpu(demo_pipeline, out)
        sizes = (_kib(out / "pipeline"), _kib(out / "floor"))
        demo_sizes = ((out / "pipeline.pdf").stat().st_size // 1024, (out / "baseline.pdf").stat().st_size // 1024)
    cards = sum(len(faces) for _, faces in files)
    icons = sum(face.icon_uses for _, faces in files for face in faces)
    print(f"Goblins vs Zombies build ({len(files)} files, {cards} cards, {icons} icon uses), "
          f"CPU median of {REPEATS} runs each")
    print(f"  bare ReportLab floor (same icons) : {floor * 1000:8.1f} ms  ({sizes[1]} KiB)")
    print(f"  goblin pnp build goblins-vs-zombies: {ours * 1000:7.1f} ms  ({sizes[0]} KiB)")
    print(f"  ratio build/floor                 : {ours / floor:8.2f}x  (goal: 2x or better)")
    print(f"54-card fixture deck (font symbols for icons), CPU median of {REPEATS} runs each")
    print(f"  bare ReportLab baseline : {base * 1000:8.1f} ms  ({demo_sizes[1]} KiB)")
    print(f"  Goblin Kit pipeline     : {demo * 1000:8.1f} ms  ({demo_sizes[0]} KiB)")
    print(f"  ratio pipeline/baseline : {demo / base:8.2f}x")


if __name__ == "__main__":
    main()
