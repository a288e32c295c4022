"""The phone page: how many taps a turn takes in each game, nothing typed. A Thumb (tests/assistant/
web/tapping.py) plays from the new-game form in Debian's Chromium at 360x740 on a real server:
each game to its end, dealt by a fixed seed (the browser tests' games); counted are the taps on the form, the bar's
buttons, the map's pieces and targets, and the questions' answers. Goal (issue 34): every game playable by
taps, the median own turn (its "Go on", its moves, its questions) at most GOAL taps; the answers to questions
asked in the rivals' turns (a bot's attack on you, Globbo's hit on a Biter) are counted apart, as the issue does.
Prints a line per game and one "median taps a turn" line to quote; skipped, saying why, without Chromium
or Playwright; a game that cannot be played is said so and the others still measured."""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
GOAL = 4  # taps an own turn, the median (issue 34)


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


def game_line(game: str, per_turn: list[int], over: bool, rivals: int = 0) -> str:
    end = "to the end" if over else f"stopped after {len(per_turn)} turns"
    taps = sum(per_turn)
    return (f"{game:20} median {median(per_turn):4.1f} taps a turn  (mean {taps / max(len(per_turn), 1):.1f}, "
            f"{taps} taps, {len(per_turn)} turns, {end}; {rivals} answers in the rivals' turns)")


def median(per_turn: list[int]) -> float:
    return float(statistics.median(per_turn)) if per_turn else 0.0


def summary(figures: dict[str, float | None]) -> str:
    """The line to quote: "median taps a turn: goblout 4, globbo 4.5, ..." (a game not measured: "-")."""
    return "median taps a turn: " + ", ".join(f"{game} {'-' if taps is None else f'{taps:g}'}"
                                              for game, taps in figures.items())


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
                per_turn: list[int] = []
                try:
                    play(thumb, base, game, most, SEED, per_turn)
                except Exception as exc:  # noqa: BLE001 -- one game's failure must not hide the others' figures
                    figures[game] = None
                    print(f"{game:20} not measured: {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
                else:
                    figures[game] = median(per_turn)
                    print(game_line(game, per_turn, thumb.over(), thumb.rival_taps), flush=True)
                page.close()
        browser.close()
    print(summary(figures))


if __name__ == "__main__":
    main()
