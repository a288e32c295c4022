"""The balance lab's charts as inline SVG (no script, no chart library): a forest plot of changes with
their 95 % intervals over the designer's band, a histogram of game lengths, and the Extras' printed
grades beside their measured ones. Each function returns one <svg> element as text."""

from __future__ import annotations

from html import escape
from typing import Any

ROW = 22
LABEL = 210
PLOT = 360
PAD = 12
FONT = 'font-family="sans-serif" font-size="12"'


def _svg(width: int, height: int, body: list[str], title: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">'
            f'<title>{escape(title)}</title>{"".join(body)}</svg>')


def _scale(low: float, high: float) -> Any:
    span = (high - low) or 1.0
    return lambda v: LABEL + PLOT * (v - low) / span


def _axis(x: Any, low: float, high: float, top: int, bottom: int, percent: bool) -> list[str]:
    """Ticks every 10 points (or every whole grade) under the rows, a line through zero."""
    body = [f'<line x1="{x(0):.1f}" y1="{top}" x2="{x(0):.1f}" y2="{bottom}" stroke="#444"/>']
    step = 0.1 if percent else 1.0
    tick = step * int(low / step)
    while tick <= high + 1e-9:
        text = f"{100 * tick:+.0f}" if percent else f"{tick:g}"
        body.append(f'<text x="{x(tick):.1f}" y="{bottom + 14}" text-anchor="middle" {FONT}>{text}</text>')
        body.append(f'<line x1="{x(tick):.1f}" y1="{bottom}" x2="{x(tick):.1f}" y2="{bottom + 4}" stroke="#444"/>')
        tick += step
    return body


def _heading(title: str) -> list[str]:
    """A chart's title in lines that fit its width (it says what each row measures: often long)."""
    import textwrap

    return textwrap.wrap(title, (LABEL + PLOT) // 7) or [""]


def forest(title: str, rows: list[tuple[str, float, float, float, str]], band: float) -> str:
    """One row a change: label, change, interval low and high (win-rate shares), flag. The shaded
    stripe is the band; a flagged row is drawn in red."""
    ends = [v for _, c, lo, hi, _ in rows for v in (c, lo, hi)] + [-band, band]
    low, high = min(-0.1, *ends), max(0.1, *ends)
    x = _scale(low, high)
    heading = _heading(title)
    top = 12 + 16 * len(heading)
    bottom = top + ROW * len(rows)
    body = [f'<text x="{PAD}" y="{16 + 16 * i}" {FONT} font-weight="bold">{escape(line)}</text>'
            for i, line in enumerate(heading)] + [
            f'<rect x="{x(-band):.1f}" y="{top}" width="{x(band) - x(-band):.1f}" height="{bottom - top}" '
            f'fill="#e3efe3"/>']
    for i, (label, change, lo, hi, flag) in enumerate(rows):
        y = top + ROW * i + ROW / 2
        colour = "#c0392b" if flag else "#1f4e79"
        body += [f'<text x="{LABEL - 8}" y="{y + 4:.1f}" text-anchor="end" {FONT}>{escape(label)}</text>',
                 f'<line x1="{x(lo):.1f}" y1="{y:.1f}" x2="{x(hi):.1f}" y2="{y:.1f}" stroke="{colour}" stroke-width="2"/>',
                 f'<circle cx="{x(change):.1f}" cy="{y:.1f}" r="4" fill="{colour}"><title>{escape(label)}: '
                 f'{100 * change:+.1f} points [{100 * lo:+.1f}, {100 * hi:+.1f}] {escape(flag)}</title></circle>']
    body += _axis(x, low, high, top, bottom, True)
    return _svg(LABEL + PLOT + 2 * PAD, bottom + 24, body, title)


def histogram(title: str, counts: dict[str, int], unit: str) -> str:
    """Games by length, one bar per length played (gaps left where no game ended)."""
    lengths = [int(k) for k in counts]
    first, last = min(lengths), max(lengths)
    slots = last - first + 1
    width, height = LABEL + PLOT, 160
    bar = (width - 2 * PAD) / slots
    top = max(counts.values())
    body = [f'<text x="{PAD}" y="16" {FONT} font-weight="bold">{escape(title)}</text>']
    for key, count in counts.items():
        h = (height - 60) * count / top
        left = PAD + bar * (int(key) - first)
        body.append(f'<rect x="{left:.1f}" y="{height - 30 - h:.1f}" width="{max(1.0, bar - 1):.1f}" height="{h:.1f}" '
                    f'fill="#1f4e79"><title>{count} game{"s" if count != 1 else ""} of {key} {escape(unit)}</title></rect>')
    for value in sorted({first, last, (first + last) // 2}):
        body.append(f'<text x="{PAD + bar * (value - first + 0.5):.1f}" y="{height - 14}" text-anchor="middle" '
                    f'{FONT}>{value}</text>')
    body.append(f'<text x="{width - PAD}" y="{height - 2}" text-anchor="end" {FONT}>{escape(unit)}</text>')
    return _svg(width + PAD, height, body, title)


def grades(title: str, rows: list[dict[str, Any]]) -> str:
    """Each graded Extra: its printed grade (a hollow square) and its measured grade (a dot, with its
    95 % interval)."""
    shown = [r for r in rows if r.get("measured_grade") is not None]
    ends = [v for r in shown for v in (r["printed_grade"], *r["grade_interval"])] + [0.0]
    low, high = min(ends) - 0.5, max(ends) + 0.5
    x = _scale(low, high)
    top, bottom = 28, 28 + ROW * len(shown)
    body = [f'<text x="{PAD}" y="16" {FONT} font-weight="bold">{escape(title)}</text>']
    for i, r in enumerate(shown):
        y = top + ROW * i + ROW / 2
        lo, hi = r["grade_interval"]
        body += [f'<text x="{LABEL - 8}" y="{y + 4:.1f}" text-anchor="end" {FONT}>{escape(r["name"])}</text>',
                 f'<line x1="{x(lo):.1f}" y1="{y:.1f}" x2="{x(hi):.1f}" y2="{y:.1f}" stroke="#1f4e79" stroke-width="2"/>',
                 f'<circle cx="{x(r["measured_grade"]):.1f}" cy="{y:.1f}" r="4" fill="#1f4e79"><title>measured '
                 f'{r["measured_grade"]:.1f} [{lo:.1f}, {hi:.1f}]</title></circle>',
                 f'<rect x="{x(r["printed_grade"]) - 5:.1f}" y="{y - 5:.1f}" width="10" height="10" fill="none" '
                 f'stroke="#c0392b" stroke-width="2"><title>printed {r["printed_grade"]:g}</title></rect>']
    body += _axis(x, low, high, top, bottom, False)
    return _svg(LABEL + PLOT + 2 * PAD, bottom + 24, body, title)
