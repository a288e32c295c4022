"""`pnp export` of the GvZ Goblin Deck at 300 dpi, against `pnp build` of the same deck in the same run.

The baseline is the home-printer PDF of the 54-card Goblin Deck (imposed 9-up with backs); the
export draws the deck's 23 distinct faces and its back once each into the export PDF, rasterises
them at 300 dpi and saves 24 PNGs with their manifest (goal: 3x the build or less). Each step is
timed too (plan, PDF, PDFium and PNG), so a slow export shows where the time goes; and the whole
print-shop export of the five games, once. Figures are CPU time of this process (the machine is
shared: wall time says more about the neighbours), medians of a few runs; the ratio is what counts.
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
    """The export's stages, timed one by one (CPU)."""
    from goblinkit.pnp.export_plan import export_plan
    from goblinkit.pnp.export_render import Raster, rasterise, rasterise_png, unique_drawings, write_export_pdf
    from goblinkit.pnp.png import png_bytes

    times: dict[str, float] = {}
    start = time.process_time()
    [component] = export_plan(["goblins-vs-zombies"], None, [DECK])["goblins-vs-zombies"]
    pages = unique_drawings(component.pieces)
    raster = Raster(300, 3.175)
    times["plan (load, fit text)"] = time.process_time() - start
    start = time.process_time()
    write_export_pdf(pages, raster, out / "faces.pdf")
    times["export PDF (ReportLab)"] = time.process_time() - start
    start = time.process_time()
    rasterise_png(out / "faces.pdf", pages, raster)
    times["PDFium and PNG"] = time.process_time() - start
    start = time.process_time()
    images = rasterise(out / "faces.pdf", pages, raster)
    times["  of which PDFium"] = time.process_time() - start
    start = time.process_time()
    for image in images:
        png_bytes(image, 300)
    times["  of which PNG"] = time.process_time() - start
    return times


def cpu(fn, out: Path) -> tuple[float, float]:  # noqa: ANN001
    """Median CPU and wall time of REPEATS runs, each into a folder of its own."""
    samples, walls = [], []
    for run in range(REPEATS):
        folder = out / f"{getattr(fn, '__name__', 'fn')}-{run}"
        start, wall = time.process_time(), time.perf_counter()
        fn(folder)
        samples.append(time.process_time() - start)
        walls.append(time.perf_counter() - wall)
    return statistics.median(samples), statistics.median(walls)


def export_all(out: Path) -> tuple[float, int, int]:
    """`pnp export all --for images` once: CPU seconds, files, bytes."""
    from goblinkit.pnp.export import run_export

    start = time.process_time()
    done = run_export(["all"], "images", None, "0.125in", False, None, out, None)
    seconds = time.process_time() - start
    files = sum(item.files for item in done)
    size = sum(p.stat().st_size for p in out.rglob("*.png"))
    return seconds, files, size


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        build_deck(out / "warm"), export_deck(out / "warm")  # imports, fonts, icon paths
        base, base_wall = cpu(build_deck, out)
        ours, ours_wall = cpu(export_deck, out)
        tts, tts_wall = cpu(lambda folder: export_deck(folder, "tts"), out)
        parts = steps(out / "steps")
        everything = export_all(out / "all")
    print(f"GvZ Goblin Deck (54 cards, 23 faces + 1 back), CPU median of {REPEATS} runs (wall in brackets)")
    print(f"  pnp build (home-printer PDF)      : {base * 1000:8.0f} ms  ({base_wall * 1000:.0f} ms)")
    print(f"  pnp export --for images (300 dpi) : {ours * 1000:8.0f} ms  ({ours_wall * 1000:.0f} ms)  "
          f"{ours / base:.1f}x the build (goal: 3x)")
    print(f"  pnp export --for tts (150 dpi)    : {tts * 1000:8.0f} ms  ({tts_wall * 1000:.0f} ms)  {tts / base:.1f}x the build")
    print("  the images export by stage (CPU):")
    for name, seconds in parts.items():
        print(f"    {name:24s} {seconds * 1000:8.0f} ms")
    seconds, files, size = everything
    print(f"pnp export all --for images: {files} images, {size / 1e6:.1f} MB, {seconds:.1f} s CPU "
          "(once, imports and icon paths already loaded)")


if __name__ == "__main__":
    main()
