"""Reading a PDF back in millimetres (pdfplumber uses points from the top-left corner)."""

from __future__ import annotations

from dataclasses import dataclass

import pdfplumber

PT = 72 / 25.4


@dataclass(frozen=True)
class Box:
    x: float  # mm from the left edge
    y: float  # mm from the bottom edge
    w: float
    h: float


def to_mm(value: float) -> float:
    return value / PT


def rects(page) -> list[Box]:  # noqa: ANN001
    height = page.height
    return [Box(to_mm(r["x0"]), to_mm(height - r["bottom"]), to_mm(r["x1"] - r["x0"]), to_mm(r["bottom"] - r["top"]))
            for r in page.rects]


def lines(page) -> list[tuple[float, float, float, float]]:  # noqa: ANN001
    """Each line as (x0, y0, x1, y1) in mm from the bottom-left."""
    height = page.height
    return [(to_mm(l["x0"]), to_mm(height - l["bottom"]), to_mm(l["x1"]), to_mm(height - l["top"]))
            for l in page.lines]


def open_pdf(path):  # noqa: ANN001
    return pdfplumber.open(str(path))


def char_size(ch) -> float:  # noqa: ANN001
    """A character's font size in points, upright or turned a quarter (pdfminer's "size" of a turned
    character is its advance width; its box across the line is the font size)."""
    return ch["size"] if ch["upright"] else ch["x1"] - ch["x0"]


def forms(path) -> dict[str, int]:  # noqa: ANN001
    """The form XObjects of a PDF by the name the build gave them ('icon-anvil', 'face-3'): how many
    distinct objects each name stands for anywhere in the file (pages and forms within forms)."""
    import pikepdf

    found: dict[str, set[tuple[int, int]]] = {}
    with pikepdf.open(path) as pdf:
        for obj in pdf.objects:
            resources = obj.get("/Resources") if isinstance(obj, (pikepdf.Dictionary, pikepdf.Stream)) else None
            xobjects = resources.get("/XObject") if resources is not None else None
            for key, xobject in (xobjects.items() if xobjects is not None else ()):
                if xobject.get("/Subtype") == "/Form":
                    found.setdefault(str(key).removeprefix("/FormXob."), set()).add(xobject.objgen)
        total = sum(1 for obj in pdf.objects if isinstance(obj, pikepdf.Stream) and obj.get("/Subtype") == "/Form")
    counts = {name: len(objs) for name, objs in found.items()}
    assert sum(counts.values()) == total, "a form XObject no resource dictionary names"
    return counts
