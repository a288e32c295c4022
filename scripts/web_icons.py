"""Render the web app's PNG icons from its one SVG icon (assistant/web/static/favicon.svg), once; the
PNGs are committed. Run again after changing the SVG:

    .venv/bin/python scripts/web_icons.py

Chromium draws them (the browser tests' Chromium, through Playwright): no cairosvg needed, and the
PNG is exactly what a browser makes of the SVG. Three shapes:
- `any` (192, 512): the SVG as it is, rounded corners on a transparent ground;
- `maskable` (192, 512): full bleed, the glyph shrunk into the middle 80 % (the safe zone a launcher's
  mask never cuts), so a round or squircle mask shows the whole glyph;
- apple-touch-icon (180): full bleed too (iOS rounds the corners itself, and fills transparency black).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

STATIC = Path(__file__).resolve().parent.parent / "assistant" / "web" / "static"
CHROMIUM = "/usr/bin/chromium"
SAFE = 0.72  # the glyph's share of a maskable icon's side: inside the 80 % safe circle


def variants(svg: str) -> dict[str, tuple[int, str]]:
    """File name -> (size, SVG) for every icon."""
    ground = re.search(r'<rect [^>]*fill="([^"]+)"', svg).group(1)  # the icon's background colour
    inner = re.sub(r"^<svg[^>]*>|</svg>\s*$", "", svg.strip())
    glyph = re.sub(r"<rect [^>]*/>", "", inner, count=1)
    offset = 256 * (1 - SAFE)
    bleed = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" '
             f'fill="{ground}"/><g transform="translate({offset:g} {offset:g}) scale({SAFE:g})">{glyph}</g></svg>')
    return {"icon-192.png": (192, svg), "icon-512.png": (512, svg), "icon-maskable-192.png": (192, bleed),
            "icon-maskable-512.png": (512, bleed), "apple-touch-icon.png": (180, bleed)}


def main() -> int:
    from playwright.sync_api import sync_playwright

    svg = (STATIC / "favicon.svg").read_text()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        for name, (size, source) in variants(svg).items():
            page = browser.new_page(viewport={"width": size, "height": size})
            sized = source.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)
            page.set_content(f'<html><body style="margin:0;background:transparent">{sized}</body></html>')
            page.screenshot(path=str(STATIC / name), omit_background=True)
            page.close()
            print(f"{STATIC / name}  {size}x{size}")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
