"""`goblin pnp export GAME --for images`: every face and back as a PNG for a print shop, with a manifest.

Layout: OUT/<game>/images/<component>/<id>.png (a front), <id>-back.png (a back only that piece
has), back.png (the one back every piece of the component shares), back-N.png (a back some
pieces share); <id>-<copy>.png when copies of one id are drawn differently. Identical pixels are
one file. Beside them: faces.pdf (the export PDF the images were rasterised from),
manifest.json and manifest.csv (file, name, kind, shape, side, count, trim size in mm, image size
and bleed in pixels, dpi). `--guides` adds <file>-guides.png: the same image with the cut line and
the safe zone (3 mm inside it) drawn over, never a file to send to print.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from dataclasses import dataclass
from pathlib import Path

from goblinkit.pnp.export_plan import Component, Piece
from goblinkit.pnp.export_render import Raster, rasterise_png, unique_drawings, write_export_pdf
from goblinkit.pnp.imposition import SAFE_ZONE
from goblinkit.pnp.png import save_png

CUT_COLOUR = (230, 0, 126)  # magenta: the cut line
SAFE_COLOUR = (0, 160, 230)  # cyan: the safe zone
COLUMNS = ["file", "game", "component", "name", "kind", "shape", "side", "count", "width_mm", "height_mm",
           "width_px", "height_px", "bleed_px", "dpi"]


@dataclass
class Written:
    """One image file and what it shows."""

    path: Path
    piece: Piece  # the first piece drawn so (its size and kind)
    side: str
    names: list[str]
    count: int
    png: bytes  # the PNG file's bytes


def _write(png: bytes, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png)


def guide_image(image, piece: Piece, raster: Raster):  # noqa: ANN001, ANN201 - PIL images
    """A copy of the image with the cut line and the safe zone drawn over it, one pixel wide (more at
    high dpi), as rectangles or, for round pieces, circles."""
    from PIL import ImageDraw

    copy = image.copy()
    pen = ImageDraw.Draw(copy)
    bleed = raster.bleed_px(piece)
    safe = raster.px(SAFE_ZONE / (72 / 25.4))
    line = max(1, raster.dpi // 150)
    for inset, hue in ((bleed, CUT_COLOUR), (bleed + safe, SAFE_COLOUR)):
        box = (inset, inset, copy.width - 1 - inset, copy.height - 1 - inset)
        if piece.shape == "circle":
            pen.ellipse(box, outline=hue, width=line)
        else:
            pen.rectangle(box, outline=hue, width=line)
    return copy


def write_component(component: Component, raster: Raster, folder: Path, pdf_path: Path) -> list[Written]:
    """Render the component's distinct drawings and save them under `folder`, named as the module says."""
    pages = unique_drawings(component.pieces)
    write_export_pdf(pages, raster, pdf_path)
    by_draw: dict[int, str] = {}
    png_of: dict[str, bytes] = {}
    for page, png in zip(pages, rasterise_png(pdf_path, pages, raster)):
        # identical bytes, identical pixels (one encoder, the size in the header): one file
        key = by_draw[id(page.draw)] = hashlib.sha1(png).hexdigest()
        png_of.setdefault(key, png)
    fronts: dict[str, Written] = {}
    backs: dict[str, list[Piece]] = {}
    for piece in component.pieces:
        key = by_draw[id(piece.front)]
        if key in fronts:
            fronts[key].count += piece.count
            fronts[key].names.append(piece.name)
        else:
            fronts[key] = Written(folder / f"{piece.stem}.png", piece, "front", [piece.name], piece.count,
                                  png_of[key])
        if piece.back is not None:
            backs.setdefault(by_draw[id(piece.back)], []).append(piece)
    written = list(fronts.values())
    shared = 0
    for key, owners in backs.items():
        if len(owners) == len(component.pieces) and len(backs) == 1:
            name = "back.png"
        elif len(owners) == 1:
            name = f"{owners[0].stem}-back.png"
        else:
            shared += 1
            name = f"back-{shared}.png"
        names = [f"Back of {owner.name}" for owner in owners] if len(owners) < 4 else [f"Back of {component.title}"]
        written.append(Written(folder / name, owners[0], "back", names, sum(o.count for o in owners), png_of[key]))
    for item in written:
        _write(item.png, item.path)
    return written


def manifest_rows(written: list[Written], raster: Raster, root: Path) -> list[dict]:
    rows = []
    for item in written:
        piece = item.piece
        width, height = raster.size_px(piece)
        rows.append({"file": item.path.relative_to(root).as_posix(), "game": piece.game_id,
                     "component": piece.component, "name": "; ".join(dict.fromkeys(item.names)),
                     "kind": piece.kind, "shape": piece.shape, "side": item.side, "count": item.count,
                     "width_mm": round(piece.width_mm, 2), "height_mm": round(piece.height_mm, 2),
                     "width_px": width, "height_px": height, "bleed_px": raster.bleed_px(piece), "dpi": raster.dpi})
    return rows


def write_manifest(rows: list[dict], root: Path) -> tuple[Path, Path]:
    json_path, csv_path = root / "manifest.json", root / "manifest.csv"
    json_path.write_text(json.dumps(rows, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    with csv_path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows(rows)
    return json_path, csv_path


def export_images(game_id: str, components: list[Component], raster: Raster, out: Path,
                  guides: bool = False, tick=None) -> tuple[Path, list[dict]]:  # noqa: ANN001
    """Every component of one game as images under OUT/<game>/images; returns the folder and the manifest."""
    root = out / game_id / "images"
    written: list[Written] = []
    for component in components:
        if not component.pieces:
            continue
        folder = root / component.component
        written += write_component(component, raster, folder, folder / "faces.pdf")
        if tick:
            tick(f"{game_id}/{component.component}")
    if guides:
        from PIL import Image

        for item in written:
            path = item.path.with_name(item.path.stem + "-guides.png")
            with Image.open(io.BytesIO(item.png)) as image:
                save_png(guide_image(image.convert("RGB"), item.piece, raster), path, raster.dpi)
    rows = manifest_rows(written, raster, root)
    write_manifest(rows, root)
    return root, rows

