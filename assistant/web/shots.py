"""Screenshots for the docs: `python -m goblinkit.assistant.web.shots OUTDIR [GAME ...]`.

Each game is started on a fresh local server (its new-game page's own request, a fixed seed), opened in
Chromium at phone size (360x740, touch) and played a few taps: its main screen, the first question it
asks and its end are saved as OUTDIR/GAME-main.png, GAME-question.png and GAME-end.png. The end is
reached quickly off screen (the listed moves played through the page's runner, a seeded pick among
them, the first answer to each question), then shown on the phone. Chromium is Debian's
(/usr/bin/chromium, or GOBLINKIT_CHROMIUM), driven by Playwright (the `test` extra); the script says
so in one line when either is missing. Nothing here is a test: the browser tests check the pages.
"""

from __future__ import annotations

import os
import random
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from goblinkit.assistant.search.moves_search import FirstAnswers

PHONE = {"width": 360, "height": 740}
SEED = 7
TAPS = 30  # taps looking for a question before giving up on one
STEPS = 800  # moves played off screen towards the end
END_SECONDS = 90.0  # and at most this long: a game still on by then is shown as it is (and said so)
GAMES = ("goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout")
CHROMIUM = os.environ.get("GOBLINKIT_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]


class ShotsError(Exception):
    """What stops the screenshots, in one line."""


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip().splitlines()[0])
        return 0 if argv else 1
    out, games = Path(argv[0]), argv[1:] or list(GAMES)
    unknown = [g for g in games if g not in GAMES]
    try:
        if unknown:
            raise ShotsError(f"no game {', '.join(unknown)} (games: {', '.join(GAMES)})")
        out.mkdir(parents=True, exist_ok=True)
        for path in shoot(out, games):
            print(path)
    except ShotsError as exc:
        print(f"shots: {exc}", file=sys.stderr)
        return 1
    return 0


def shoot(out: Path, games: list[str]) -> list[Path]:
    """Every game's three screens into `out`; the files written."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise ShotsError("Playwright is not installed (pip install -e '.[test]')") from None
    if not Path(CHROMIUM).exists():
        raise ShotsError(f"no Chromium at {CHROMIUM} (apt-get install chromium, or set GOBLINKIT_CHROMIUM)")
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as saves, serving(Path(saves)) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            for game in games:
                written += shoot_game(browser, base, Path(saves), game, out)
        finally:
            browser.close()
    return written


def shoot_game(browser: Any, base: str, saves: Path, game: str, out: Path) -> list[Path]:
    context = browser.new_context(viewport=PHONE, has_touch=True, device_scale_factor=2)
    page = context.new_page()
    page.set_default_timeout(30_000)
    name = new_game(page, base, game)
    page.goto(f"{base}/s/{name}")
    ready(page)
    shots = [snap(page, out / f"{game}-main.png")]
    pick = random.Random(SEED)
    for _ in range(TAPS):
        if page.locator("#answer").is_visible():
            break
        if not tap(page, pick):
            break
    if page.locator("#answer").is_visible():
        # the question and its first answers in view, in its sheet, as the page itself scrolls it (under the
        # sheet's handle: a scrollIntoView here hid the question's words behind the sticky handle)
        shots.append(snap(page, out / f"{game}-question.png", top=False))
        page.locator("#answer button.choice").first.click()
        ready(page)
    if not play_to_the_end(saves, name):
        print(f"shots: {game} did not end within {STEPS} moves or {END_SECONDS:.0f} s: its end shot shows it "
              "as it stands", file=sys.stderr)
    page.goto(f"{base}/s/{name}")
    ready(page)
    shots.append(snap(page, out / f"{game}-end.png"))
    context.close()
    return shots


def new_game(page: Any, base: str, game: str) -> str:
    """A new game through the new-game page's own request (its default choices, a fixed seed), its setup
    questions answered with their first answer: the save's name."""
    answers: list[str] = []
    for _ in range(40):
        out = page.request.post(f"{base}/new", data={"game": game, "choices": {"seed": str(SEED)},
                                                     "answers": answers}).json()
        if out["status"] == "done":
            return str(out["url"]).rsplit("/", 1)[1]
        if out["status"] != "question":
            raise ShotsError(f"{game}: the new game was refused: {' '.join(out['lines'])}")
        answers.append(out["question"]["options"][0])
    raise ShotsError(f"{game}: the new game asked more than 40 questions")


def tap(page: Any, pick: random.Random) -> bool:
    """One turn's worth of a player's taps: the assistant's steps when it is to play; else, picked with `pick`,
    a piece on the board then one of its lit targets, a move's button, or a listed choice; False when the page
    offers none."""
    go_on = page.locator("#acts button.act.main[data-command='']")
    ways = [w for w, n in (("board", page.locator("#live [data-word].can").count()),
                           ("button", page.locator("#acts button.act[data-move]").count()),
                           ("pick", page.locator("#acts form.pick button[type=submit]").count())) if n]
    if go_on.count():
        go_on.first.click()
    elif not ways:
        return False
    elif (way := pick.choice(ways)) == "board":
        pieces = page.locator("#live [data-word].can")
        pieces.nth(pick.randrange(pieces.count())).dispatch_event("click")  # under the sheet or not: the page's tap
        targets = page.locator("#live .target")
        if not targets.count():
            return True
        targets.nth(pick.randrange(targets.count())).dispatch_event("click")
        which = page.locator("#build button.choice:not(.cancel)")
        if which.count():
            which.first.click()
    elif way == "button":
        buttons = page.locator("#acts button.act[data-move]")
        buttons.nth(pick.randrange(buttons.count())).click()
    else:
        page.locator("#acts form.pick button[type=submit]").first.click()
    ready(page)
    return True


class FirstAnswer(FirstAnswers):
    """Answers every question with its first answer, at once (the off-screen fast-forward's player: a
    search's copies answer the same way)."""

    # what a turn policy tells its prompter (asker.WebAsker's shape): nothing to show here
    def echo(self, text: str = "") -> None:
        pass

    def begin_action(self) -> None:
        pass

    def unprinted(self, lines: list[str]) -> list[str]:
        return lines

    def carry(self, lines: list[str]) -> None:
        pass

    def take_pending(self) -> list[str]:
        return []


def play_to_the_end(saves: Path, name: str) -> bool:
    """The game played on off screen to its end (or STEPS moves, END_SECONDS): a seeded pick among the listed
    moves (a verb, then one of its moves), played with the steps after it through the game's own turn policy (core/asking.py), every
    question answered with its first answer and not explored; whether it ended."""
    from goblinkit.assistant.core.asking import Asking, play
    from goblinkit.assistant.core.session import Session
    from goblinkit.assistant.web.library import Library

    ref = Library(saves).find(name)
    pick = random.Random(SEED)
    deadline = time.monotonic() + END_SECONDS
    for _ in range(STEPS):
        session = Session.load(ref.game_class(), ref.path)
        game, _ = session.replay()
        if game.over:
            return True
        if time.monotonic() > deadline:
            break
        moves = [m for m in game.moves() if not m.blocked]
        if moves:  # a verb first, then one of its moves: ending a turn is as likely as any single step
            verb = pick.choice(sorted({m.verb for m in moves}))
            moves = [m for m in moves if m.verb == verb]
        play(session, pick.choice(moves).action if moves else None, Asking(FirstAnswer(), explores=False))
    return False


def ready(page: Any) -> None:
    page.wait_for_selector("body[data-ready='1']")
    page.wait_for_function("!document.body.classList.contains('busy')")


def snap(page: Any, path: Path, top: bool = True) -> Path:
    if top:
        page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path))
    return path


class serving:
    """`goblin serve`'s app on a free local port in a thread, for the time of a `with`."""

    def __init__(self, saves: Path):
        self.saves = saves

    def __enter__(self) -> str:
        import uvicorn

        from goblinkit.assistant.web.app import create_app

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.app = create_app(self.saves)
        self.server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=port, log_level="warning",
                                                    timeout_graceful_shutdown=1))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise ShotsError("the local server did not start")
            time.sleep(0.05)
        return f"http://127.0.0.1:{port}"

    def __exit__(self, *exc: object) -> None:
        self.app.stopping.set()
        self.server.should_exit = True
        self.thread.join(10)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
