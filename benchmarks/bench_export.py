"""`pnp export` of the GvZ Goblin Deck at 300 dpi, against `pnp build` of the same deck in the same run.

The baseline is the home-printer PDF of the 54-card Goblin Deck (imposed 9-up with backs); the
export draws the deck's 23 distinct faces and its back once each into the export PDF, rasterises
them at 300 dpi and saves 24 PNGs with their manifest. Each step is timed too (plan, PDF, PDFium,
PNG), so a slow export shows where the time goes. Figures are medians of a few runs, and the
ratio is what counts (the machine is shared).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

REPEATS = 3
DECK = "goblin-deck"


def build_deck(out: Path) -> None:
    from goblinkit.pnp.build import plan, render_job
    from goblinkit.pnp.options import PrintOptions

    jobs = plan(["goblins-vs-zombies"], None)
    [job] = [j for j in jobs["goblins-vs-zombies"] if j.component == DECK]
    render_job(job, PrintOptions(), out)


def export_deck(out: Path, target: str = "images") -> None:
    from goblinkit.pnp.export import run_export

    run_export(["gvz"], target, 300 if target == "images" else None, "0.125in", False, None, out, None, [DECK])


def steps(out: Path) -> dict[str, float]:
    """The export's stages, timed one by one."""
    from goblinkit.pnp.export_plan import export_plan
    from goblinkit.pnp.export_render import Raster, rasterise, unique_drawings, write_export_pdf

    times: dict[str, float] = {}
    start = time.perf_counter()
    [component] = export_plan(["goblins-vs-zombies"], None, [DECK])["goblins-vs-zombies"]
    pages = unique_drawings(component.pieces)
    raster = Raster(300, 3.175)
    times["plan (load, fit text)"] = time.perf_counter() - start
    start = time.perf_counter()
    write_export_pdf(pages, raster, out / "faces.pdf")
    times["export PDF (ReportLab)"] = time.perf_counter() - start
    start = time.perf_counter()
    images = rasterise(out / "faces.pdf", pages, raster)
    times["rasterise (PDFium)"] = time.perf_counter() - start
    start = time.perf_counter()
    for number, image in enumerate(images):
        image.save(out / f"{number}.png", format="PNG", dpi=(300, 300), compress_level=3)
    times["save PNG (Pillow)"] = time.perf_counter() - start
    return times


def timed(fn, out: Path) -> float:  # noqa: ANN001
    samples = []
    for run in range(REPEATS):
        folder = out / f"{fn.__name__}-{run}"
        start = time.perf_counter()
        fn(folder)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        build_deck(out / "warm"), export_deck(out / "warm")  # imports, fonts, icon paths
        base = timed(build_deck, out)
        ours = timed(export_deck, out)
        tts = timed(lambda folder: export_deck(folder, "tts"), out)
        parts = steps(out / "steps")
    print(f"GvZ Goblin Deck (54 cards, 23 faces + 1 back), median of {REPEATS} runs")
    print(f"  pnp build (home-printer PDF)      : {base * 1000:8.0f} ms")
    print(f"  pnp export --for images (300 dpi) : {ours * 1000:8.0f} ms  ({ours / base:.1f}x the build)")
    print(f"  pnp export --for tts (150 dpi)    : {tts * 1000:8.0f} ms  ({tts / base:.1f}x the build)")
    print("  the images export by stage:")
    for name, seconds in parts.items():
        print(f"    {name:24s} {seconds * 1000:8.0f} ms")
