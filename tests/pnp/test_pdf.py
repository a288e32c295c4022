"""PDFs measured, not eyeballed: page size, component boxes, crop marks, mirrored backs,
fonts embedded and subset, metadata and outline, qpdf-clean, byte-identical rebuilds."""

from __future__ import annotations

import shutil
import subprocess

import pikepdf
import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.sheets import render_sheet_job
from tests.pnp.measure import lines, open_pdf, rects, to_mm
from tests.pnp.probe import probe_job

TOL = 0.1  # mm


def render(tmp_path, job, **options):
    path = tmp_path / "probe.pdf"
    render_sheet_job(job, PrintOptions(**options), path)
    return path


def test_page_size_a4_and_letter(tmp_path):
    with open_pdf(render(tmp_path, probe_job(3, 63.5, 88, True))) as pdf:
        assert (to_mm(pdf.pages[0].width), to_mm(pdf.pages[0].height)) == pytest.approx((210, 297), abs=TOL)
    with open_pdf(render(tmp_path, probe_job(3, 63.5, 88, True), paper="letter")) as pdf:
        assert (pdf.pages[0].width, pdf.pages[0].height) == pytest.approx((792, 612), abs=0.01)  # landscape


def test_component_boxes_exact_size_and_place(tmp_path):
    job = probe_job(9, 63.5, 88, butted=True)
    grid = job.grid(PrintOptions())
    with open_pdf(render(tmp_path, job)) as pdf:
        boxes = sorted(rects(pdf.pages[0]), key=lambda b: (-round(b.y), b.x))
    assert len(boxes) == 9
    for index, box in enumerate(boxes):
        cell = grid.cell(index)
        assert (box.w, box.h) == pytest.approx((63.5, 88), abs=TOL)
        assert (box.x, box.y) == pytest.approx((cell.x / mm(1), cell.y / mm(1)), abs=TOL)


def test_crop_marks_extend_cut_lines_outside_the_bleed(tmp_path):
    job = probe_job(9, 63.5, 88, butted=True)
    with open_pdf(render(tmp_path, job, bleed_mm=3)) as pdf:
        page = pdf.pages[0]
        boxes = rects(page)
        marks = [line for line in lines(page) if line[1] < 20 or line[3] > 277 or line[0] < 10 or line[2] > 200]
    left = min(b.x for b in boxes)
    bottom, top = min(b.y for b in boxes), max(b.y + b.h for b in boxes)
    vertical = sorted({round(m[0], 2) for m in marks if abs(m[0] - m[2]) < 1e-6 and m[1] > top})
    horizontal = sorted({round(m[1], 2) for m in marks if abs(m[1] - m[3]) < 1e-6 and m[2] < left})
    expected_x = [round(left + 63.5 * i, 2) for i in range(4)]
    expected_y = [round(bottom + 88 * i, 2) for i in range(4)]
    assert vertical == pytest.approx(expected_x, abs=TOL)
    assert horizontal == pytest.approx(expected_y, abs=TOL)
    grid = job.grid(PrintOptions(bleed_mm=3))
    for x0, y0, x1, y1 in marks:  # every mark starts beyond the bleed: never inside a component
        if x0 == pytest.approx(x1) and y0 > top:
            assert y0 >= top + 3 + 0.5 - TOL and y1 - y0 == pytest.approx(grid.mark_y / mm(1), abs=TOL)
        if y0 == pytest.approx(y1) and x1 < left:  # three cards across A4: the side bleed gives way to 2 mm marks
            assert x1 <= left - grid.bleed_x / mm(1) - 0.5 + TOL and x1 - x0 == pytest.approx(2, abs=TOL)
        assert min(x0, x1) >= 6.5 - TOL and max(x0, x1) <= 210 - 6.5 + TOL  # the paper margin
        assert min(y0, y1) >= 6.5 - TOL and max(y0, y1) <= 297 - 6.5 + TOL


def test_no_crop_marks_option(tmp_path):
    with open_pdf(render(tmp_path, probe_job(9, 63.5, 88, True), crop_marks=False)) as pdf:
        page_lines = lines(pdf.pages[0])
    assert all(y1 < 15 for _, _, _, y1 in page_lines)  # only the check ruler in the footer remains


@pytest.mark.parametrize("duplex", ["long", "short", "none"])
def test_backs_follow_each_fronts_page_mirrored(tmp_path, duplex):
    job = probe_job(12, 63.5, 88, butted=True)
    grid = job.grid(PrintOptions())
    with open_pdf(render(tmp_path, job, duplex=duplex, back_offset_x_mm=1.5, back_offset_y_mm=-0.5)) as pdf:
        assert len(pdf.pages) == 4
        fronts, backs = rects(pdf.pages[0]), rects(pdf.pages[1])
        assert len(rects(pdf.pages[3])) == 3
    page_w, page_h = grid.page_w / mm(1), grid.page_h / mm(1)
    for front in fronts:
        x, y = front.x, front.y
        if duplex == "long":
            x = page_w - front.x - front.w
        elif duplex == "short":
            y = page_h - front.y - front.h
        expected = (x + 1.5, y - 0.5)
        assert any((b.x, b.y) == pytest.approx(expected, abs=TOL) for b in backs), (duplex, front)


def test_fonts_embedded_and_subset(tmp_path, demo_pack):
    from goblinkit.pnp.build import build

    built = build(["demo"], PrintOptions(), tmp_path, str(demo_pack))
    for item in built:
        with pikepdf.open(item.path) as pdf:
            for page in pdf.pages:
                for _, font in page.Resources.Font.items():
                    assert str(font.BaseFont).startswith("/AAAAA") and "+" in str(font.BaseFont), font.BaseFont
                    descendant = font.get("/FontDescriptor")
                    assert descendant is not None and "/FontFile2" in descendant


def test_metadata_and_outline(tmp_path, demo_pack):
    from goblinkit.pnp.build import build

    built = {b.component: b for b in build(["demo"], PrintOptions(), tmp_path, str(demo_pack))}
    with pikepdf.open(built["fixture-deck"].path) as pdf:
        assert str(pdf.docinfo["/Title"]) == "Demo Goblins: Fixture deck"
        assert str(pdf.docinfo["/Author"]) == "Goblin Kit"
        with pdf.open_outline() as outline:
            groups = [item.title for item in outline.root]
            titles = [item.title for item in outline.root[0].children]
    assert groups == ["Slingshot", "Flag-bearer", "Bomb"] + groups[3:] and len(groups) == 24  # one card type a group
    assert titles == []
    with pikepdf.open(built["markers"].path) as pdf:  # butted markers print on a sheet of their own
        assert str(pdf.docinfo["/Title"]) == "Demo Goblins: Markers"


def test_qpdf_clean_and_byte_identical(tmp_path, demo_pack):
    from goblinkit.pnp.build import build

    first = build(["all"], PrintOptions(), tmp_path / "a", str(demo_pack))
    second = build(["all"], PrintOptions(), tmp_path / "b", str(demo_pack))
    assert [b.path.name for b in first] == [b.path.name for b in second]
    for one, two in zip(first, second):
        assert one.path.read_bytes() == two.path.read_bytes(), one.path.name
        with pikepdf.open(one.path) as pdf:
            assert pdf.check_pdf_syntax() == []
        if shutil.which("qpdf"):
            result = subprocess.run(["qpdf", "--check", str(one.path)], capture_output=True, text=True)
            assert result.returncode == 0, result.stdout + result.stderr


def test_ink_saver_has_no_large_fills(tmp_path, demo_pack):
    from goblinkit.pnp.build import build

    normal = build(["demo"], PrintOptions(), tmp_path / "n", str(demo_pack))[1].path  # [0]: the contents sheet
    saver = build(["demo"], PrintOptions(ink_saver=True), tmp_path / "s", str(demo_pack))[1].path

    def filled_area(path) -> float:  # noqa: ANN001
        with open_pdf(path) as pdf:
            page = pdf.pages[0]
            return sum(r["width"] * r["height"] for r in page.rects if r.get("fill") and r.get("non_stroking_color")
                       not in (None, (1,), [1], (1, 1, 1), [1, 1, 1], 1))

    assert filled_area(normal) > 100_000  # the frames' colour covers most of the sheet
    assert filled_area(saver) == 0


def test_check_ruler_is_50mm_and_2in(tmp_path):
    with open_pdf(render(tmp_path, probe_job(1, 63.5, 88, True, backs=False))) as pdf:
        ruler = [l for l in lines(pdf.pages[0]) if l[1] < 15 and abs(l[0] - l[2]) < 1e-6]
    xs = sorted({round(l[0], 3) for l in ruler})
    start = xs[0]
    assert max(xs) - start == pytest.approx(50.8, abs=0.01)
    assert any(abs(x - (start + 50)) < 0.01 for x in xs)


def test_a_short_edge_backs_page_keeps_its_footer_clear_of_the_grid(tmp_path):
    """Flipped on the short edge, the back grid moves down into the front's footer band: the backs
    page puts its footer and ruler at the top instead, where the band is free."""
    job = probe_job(9, 63.5, 88, butted=True)
    grid = job.grid(PrintOptions(duplex="short"))
    with open_pdf(render(tmp_path, job, duplex="short", crop_marks=False)) as pdf:  # (a back's marks: test_back_marks)
        page_h = to_mm(pdf.pages[1].height)
        ruler = [l for l in lines(pdf.pages[1]) if abs(l[0] - l[2]) < 1e-6 and l[3] - l[1] < 2]
        backs = rects(pdf.pages[1])
    band_bottom = page_h - 6.5 - 9
    assert ruler and all(l[1] >= band_bottom - TOL and l[3] <= page_h - 6.5 + TOL for l in ruler)
    lowest_bleed = min(b.y for b in backs) - grid.bleed_y / mm(1)
    assert max(b.y + b.h for b in backs) + grid.bleed_y / mm(1) <= band_bottom + TOL
    assert lowest_bleed >= 6.5 - TOL
