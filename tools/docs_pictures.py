"""The documentation's pictures, made from the project itself so they never go stale (`make docs` runs
this before mkdocs): printed pages rendered from the PDFs in output/ with pdftoppm (a game's PDFs are
built first if missing), and phone screens of `goblin serve` taken by Debian's Chromium through
Playwright (as tests/assistant/web/browsing.py drives it). Pictures go to docs/img/generated/ (git-ignored),
except the README's: docs/img/sheet.png, docs/img/phone.png and docs/img/games/<game>.png (one picture a game
from the build, pnp/shots.py), which are committed.

    python tools/docs_pictures.py [--only sheets|phone] [--out output]

PICTURES lists every picture this writes; tests/docs checks that every picture a page names is one
of them (or a committed file). Without pdftoppm or Chromium it says which is missing and exits 1.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS_IMG = ROOT / "docs" / "img"
GENERATED = DOCS_IMG / "generated"
GOBLIN = [str(Path(sys.executable).parent / "goblin")]  # the console script beside this Python (the venv's)
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

# game slug -> (its output folder's PDF to show as "a printed sheet", the page)
SHEETS = {
    "goblins-vs-zombies": ("goblin-deck.pdf", 1),
    "gobbledygook": ("quick-reference.pdf", 1),
    "globbo": ("map.pdf", 1),
    "goblout": ("cards.pdf", 1),
    "gobz-heroes": ("tiles.pdf", 1),
}
# game slug -> the `goblin` lines that set up the game the phone shows (seeded: the same screen each time;
# the last line gets `--save`), run in the scratch saves folder
PHONE_GAMES = {
    "goblins-vs-zombies": [["play", "gvz", "new", "--mode", "last-stand", "--seed", "7"]],
    "gobbledygook": [["play", "gg", "brood", "new", "muck.yaml", "--name", "Muck Lurkers", "--breed", "goblins"],
                     ["play", "gg", "brood", "buy", "muck.yaml", "leader", "Snagtooth"],
                     ["play", "gg", "brood", "buy", "muck.yaml", "minion", "Grub"],
                     ["play", "gg", "new", "--scenario", "night-watch", "--brood", "muck.yaml", "--seed", "7"]],
    "globbo": [["play", "globbo", "new", "--walls", "--head", "L7", "--seed", "7"]],
    "goblout": [["play", "goblout", "new", "--bots", "2", "--seed", "10"]],
    "gobz-heroes": [["play", "gobz", "new", "--crew", "nagga,skritch,zapgit,grubnik", "--seed", "1"]],
}
README_SHEET = ("goblins-vs-zombies", "sheet")  # docs/img/sheet.png is this game's sheet
README_PHONE = "globbo"  # docs/img/phone.png is this game's phone screen
README_GAME_DPI = 40  # docs/img/games/<game>.png, one picture per game in the README (pnp/shots.py), committed


def picture_names() -> set[str]:
    """Every picture this script writes, as a path under docs/."""
    names = {"img/sheet.png", "img/phone.png"} | {f"img/games/{slug}.png" for slug in SHEETS}
    for slug in SHEETS:
        names |= {f"img/generated/{slug}-contents.png", f"img/generated/{slug}-sheet.png"}
    names |= {f"img/generated/phone-{slug}.png" for slug in PHONE_GAMES}
    return names


PICTURES = picture_names()


def render_page(pdf: Path, page: int, target: Path, dpi: int) -> None:
    """One PDF page to a PNG with pdftoppm (poppler-utils)."""
    with tempfile.TemporaryDirectory() as scratch:
        stem = Path(scratch) / "page"
        subprocess.run(["pdftoppm", "-png", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile",
                        str(pdf), str(stem)], check=True)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(f"{stem}.png", target)


def sheets(out: Path) -> None:
    """Each game's contents sheet and one printed sheet; the PDFs built first where missing."""
    from goblinkit.pnp.shots import shot_from_build

    for slug, (name, page) in SHEETS.items():
        folder = out / slug
        if not (folder / "contents.pdf").exists() or not (folder / name).exists():
            subprocess.run([*GOBLIN, "pnp", "build", slug, "--out", str(out)], check=True, stdout=subprocess.DEVNULL)
        render_page(folder / "contents.pdf", 1, GENERATED / f"{slug}-contents.png", 50)
        render_page(folder / name, page, GENERATED / f"{slug}-sheet.png", 50)
        shot_from_build(slug, folder, DOCS_IMG / "games" / f"{slug}.png", README_GAME_DPI)
        print(f"docs_pictures: {slug}: contents, {name} page {page}, and the README's picture")
    shutil.copyfile(GENERATED / f"{README_SHEET[0]}-sheet.png", DOCS_IMG / "sheet.png")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def phone() -> None:
    """Each game of PHONE_GAMES set up in a scratch saves folder and shown by `goblin serve` at 360 x 740."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as saves:
        env = {**os.environ, "XDG_DATA_HOME": saves, "GOBLINKIT_NO_CACHE": "1"}
        for slug, lines in PHONE_GAMES.items():
            for number, line in enumerate(lines, 1):
                save = ["--save", str(Path(saves) / f"{slug}.json")] if number == len(lines) else []
                subprocess.run([*GOBLIN, *line, *save], check=True, env=env, cwd=saves,
                               stdout=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        port = free_port()
        server = subprocess.Popen([*GOBLIN, "serve", "--saves", saves, "--port", str(port)], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(100):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.2)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                for slug in PHONE_GAMES:
                    page = browser.new_page(viewport={"width": 360, "height": 740}, has_touch=True)
                    page.set_default_timeout(30_000)
                    page.goto(f"http://127.0.0.1:{port}/s/{slug}")
                    page.wait_for_selector("body[data-ready='1']")
                    page.wait_for_function("!document.body.classList.contains('busy')")
                    GENERATED.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=str(GENERATED / f"phone-{slug}.png"))
                    page.close()
                    print(f"docs_pictures: {slug}: the phone")
                browser.close()
            shots()
        finally:
            server.terminate()
            server.wait(10)
    shutil.copyfile(GENERATED / f"phone-{README_PHONE}.png", DOCS_IMG / "phone.png")


def shots() -> None:
    """Each game's main screen, a question and its end, tapped on a phone (assistant/web/shots.py), into
    docs/img/generated/shots/: the phone guide's gallery (tools/mkdocs_hooks.py shows those that exist)."""
    from goblinkit.assistant.web import shots as phone_shots

    for path in phone_shots.shoot(GENERATED / "shots", list(phone_shots.GAMES)):
        print(f"docs_pictures: {path.relative_to(ROOT)}")


def placeholders() -> None:
    """A grey screen that says why, for each phone picture, when no browser can take them."""
    from PIL import Image, ImageDraw

    GENERATED.mkdir(parents=True, exist_ok=True)
    for slug in PHONE_GAMES:
        image = Image.new("RGB", (360, 740), "#dddddd")
        ImageDraw.Draw(image).text((20, 360), f"{slug}: no browser to take this screen", fill="#333333")
        image.save(GENERATED / f"phone-{slug}.png")
    if not (DOCS_IMG / "phone.png").exists():
        shutil.copyfile(GENERATED / f"phone-{README_PHONE}.png", DOCS_IMG / "phone.png")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["sheets", "phone"])
    parser.add_argument("--out", type=Path, default=ROOT / "output", help="where the game PDFs are (or are built)")
    args = parser.parse_args(argv)
    missing = []
    if args.only != "phone" and not shutil.which("pdftoppm"):
        missing.append("pdftoppm (apt-get install poppler-utils)")
    no_browser = args.only != "sheets" and not Path(CHROMIUM).exists()
    if no_browser and os.environ.get("GOBLINKIT_REQUIRE_BROWSER") == "1":
        missing.append(f"Chromium at {CHROMIUM} (apt-get install chromium)")
    if missing:
        print("docs_pictures: missing " + " and ".join(missing), file=sys.stderr)
        return 1
    if args.only in (None, "sheets"):
        sheets(args.out)
    if args.only in (None, "phone"):
        if no_browser:  # as the browser tests do (.ci/run): said loudly, and the site still builds
            print(f"WARNING: docs_pictures: no Chromium at {CHROMIUM}: the phone screens are placeholders", file=sys.stderr)
            placeholders()
        else:
            phone()
    return 0


if __name__ == "__main__":
    sys.exit(main())
