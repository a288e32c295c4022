"""A probe job: faces that stroke exactly their cut rectangle, so the PDF can be measured."""

from __future__ import annotations

from goblinkit.content.units import mm
from goblinkit.pnp.jobs import Face, SheetJob


def outline(c, w, h, bleed, ink):  # noqa: ANN001 - the DrawFn signature
    c.setLineWidth(0.1)
    c.rect(0, 0, w, h, stroke=1, fill=0)


def probe_job(count: int, width_mm: float, height_mm: float, butted: bool, backs: bool = True) -> SheetJob:
    faces = [Face(f"p{i}", f"Probe {i}", outline, outline if backs else None) for i in range(count)]
    return SheetJob("Probe", "probe", "probe", "Probe", mm(width_mm), mm(height_mm), faces, butted)
