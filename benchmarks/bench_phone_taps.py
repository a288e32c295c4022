"""The phone page: how many taps a turn takes in each game, nothing typed. A Thumb (tests/assistant/
web/tapping.py) plays from the new-game form in Debian's Chromium at 360x740 on a real server:
each game to its end, dealt by a fixed seed (the browser tests' games); counted are the taps on the form, the bar's
buttons, the map's pieces and targets, and the questions' answers. Goal: every game playable by taps
(a figure per game), and a turn in a handful of taps. Skipped, saying why, without Chromium."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))



def main() -> None:
    from tests.assistant.web.browsing import ARGS, CHROMIUM
    from tests.assistant.web.conftest import _serve
    from tests.assistant.web.tapping import SEED, WHOLE_GAMES, Thumb, play

    if not Path(CHROMIUM).exists():
        print(f"skipped: no Chromium at {CHROMIUM} (apt-get install chromium)")
        return
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for base, _ in _serve(Path(folder), None):
            for game, most in WHOLE_GAMES.items():
                page = browser.new_page(viewport={"width": 360, "height": 740}, has_touch=True)
                page.set_default_timeout(300_000)
                thumb = Thumb(page)
                played = play(thumb, base, game, most, SEED)
                end = "to the end" if thumb.over() else f"{played} turns"
                print(f"{game:20} {thumb.taps:4} taps, {played:3} turns ({end}): "
                      f"{thumb.taps / max(played, 1):.1f} taps a turn")
                page.close()
        browser.close()


if __name__ == "__main__":
    main()
