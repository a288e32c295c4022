"""The phone page: how many taps a turn takes in each game, nothing typed. A Thumb (tests/assistant/
web/tapping.py) plays from the new-game form in Debian's Chromium at 360x740 on a real server:
each game to its end, dealt by a fixed seed (the browser tests' games); counted are the taps on the form, the bar's
buttons, the map's pieces and targets, and the questions' answers. Goal: every game playable by taps
(a figure per game), and a turn in a handful of taps. Prints a line per game and one "taps a turn"
line to quote; skipped, saying why, without Chromium or Playwright; a game that cannot be played is
said so and the others still measured."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def missing() -> str:
    """Why the browser cannot run here ("" when it can)."""
    from tests.assistant.web import browsing

    if not Path(browsing.CHROMIUM).exists():
        return f"no Chromium at {browsing.CHROMIUM} (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install -e '.[test]')"
    return ""


def game_line(game: str, taps: int, turns: int, over: bool) -> str:
    end = "to the end" if over else f"stopped after {turns} turns"
    return f"{game:20} {taps / max(turns, 1):5.1f} taps a turn  ({taps} taps, {turns} turns, {end})"


def summary(figures: dict[str, float | None]) -> str:
    """The line to quote: "taps a turn: goblout 6.1, globbo 9.0, ..." (a game not measured: "-")."""
    return "taps a turn: " + ", ".join(f"{game} {'-' if taps is None else f'{taps:.1f}'}" for game, taps in figures.items())


def main() -> None:
    reason = missing()
    if reason:
        print(f"skipped: {reason}")
        return
    from playwright.sync_api import sync_playwright

    from tests.assistant.web.browsing import ARGS, CHROMIUM
    from tests.assistant.web.conftest import _serve
    from tests.assistant.web.tapping import SEED, WHOLE_GAMES, Thumb, play

    figures: dict[str, float | None] = {}
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for base, _ in _serve(Path(folder), None):
            for game, most in WHOLE_GAMES.items():
                page = browser.new_page(viewport={"width": 360, "height": 740}, has_touch=True)
                page.set_default_timeout(300_000)
                thumb = Thumb(page)
                try:
                    played = play(thumb, base, game, most, SEED)
                except Exception as exc:  # noqa: BLE001 -- one game's failure must not hide the others' figures
                    figures[game] = None
                    print(f"{game:20} not measured: {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
                else:
                    figures[game] = thumb.taps / max(played, 1)
                    print(game_line(game, thumb.taps, played, thumb.over()), flush=True)
                page.close()
        browser.close()
    print(summary(figures))


if __name__ == "__main__":
    main()
