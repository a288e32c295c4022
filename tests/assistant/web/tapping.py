"""A thumb on the phone page: it plays only by tapping what the page shows (the new-game form's
choices, the bar's buttons, a piece then a lit target on the map, a question's answers) and counts
its taps. The browser tests and the taps-per-turn benchmark play with it; nothing is ever typed."""

from __future__ import annotations

from typing import Any

from tests.assistant.web.browsing import settle


class Thumb:
    def __init__(self, page: Any):
        self.page = page
        self.taps = 0
        self.turns = 0
        self.said: list[str] = []

    def tap(self, locator: Any) -> None:
        locator.click()
        self.taps += 1

    def settle(self, answers: list[str] | None = None) -> list[str]:
        counter = [0]
        asked = settle(self.page, answers, counter)
        self.taps += counter[0]
        if self.page.locator("#said").is_visible():
            self.said.append(self.page.locator("#said").inner_text())
        return asked

    def new_game(self, server: str, game: str, choices: dict[str, str]) -> str:
        """From the index page to the new game's table: the save's name."""
        page = self.page
        page.goto(f"{server}/")
        self.tap(page.get_by_role("link", name="Start a new game"))
        page.wait_for_selector("body[data-ready='1']")
        self.tap(page.locator(f"details[data-game='{game}'] summary"))
        form = page.locator(f"form.setup[data-game='{game}']")
        for name, value in choices.items():
            self.tap(form.locator(f"label.radio:has(input[name='{name}'][value='{value}'])"))
        self.tap(form.locator("button[type=submit]"))
        while "/s/" not in page.url:
            page.wait_for_function("!document.body.classList.contains('busy')")
            if page.locator("#answer").is_visible():
                self.tap(page.locator("#answer button.choice").first)
            elif page.locator("#newsaid").is_visible():
                raise AssertionError(page.locator("#newsaid").inner_text())
            else:
                page.wait_for_timeout(50)
        page.wait_for_selector("body[data-ready='1']")
        return page.url.rsplit("/", 1)[1]

    def over(self) -> bool:
        return self.page.locator("#live .result").count() > 0

    def button(self, name: str) -> bool:
        """Tap the bar's button whose name starts with `name`, if there is one."""
        found = self.page.locator("#bar button").filter(has_text=name)
        if not found.count():
            return False
        self.tap(found.first)
        self.settle()
        return True

    def go_on(self) -> bool:
        return self.button("Go on")

    def piece_then_target(self, prefer: str = "") -> bool:
        """Tap a piece that can act, then one of its lit targets (`prefer`: a verb to choose when the
        bar offers several commands); False when no piece can act."""
        page = self.page
        pieces = page.locator("#live g.can[data-word]")
        if not pieces.count():
            return False
        self.tap(pieces.first)
        targets = page.evaluate("""() => [...document.querySelectorAll('#live .target')].map(n => n.dataset.word)""")
        assert targets, "a piece that can act lights up no target"
        word = targets[-1] if prefer == "last" else targets[0]
        above = page.locator(f"#live g[data-hex='{word}']")
        self.tap(above.first if above.count() else page.locator(f"#live [data-word='{word}']").first)
        build = page.locator("#build")
        if build.is_visible():
            choices = build.locator("button.choice:not(.cancel)")
            wanted = choices.filter(has_text=prefer) if prefer and prefer != "last" else choices
            self.tap((wanted if wanted.count() else choices).first)
        self.settle()
        return True
