"""Two phones as two Goblout seats, in Chromium (two browser contexts, each with its own seat cookie) and a
third context as the shared screen: a few turns played by tapping, a question for the seat attacked
answered on that seat's phone; neither seat's page (its HTML, every response it received) ever names a
card only the other seat holds, and the shared screen names neither's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.assistant.web.browsing import PHONE, launch, settle
from tests.assistant.web.conftest import _serve
from tests.assistant.web.seating import OTHER, shown_names, PREFERRED, seated_save, secrets_of

STEPS = 8


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


@pytest.fixture
def seated(app: Any, tmp_path: Path) -> Iterator[tuple[str, Path]]:  # noqa: ANN001
    save = seated_save(app, tmp_path)
    for base, _ in _serve(tmp_path, None):
        yield base, save


class Phone:
    """One browser context at phone size: its page and every response body it received (the live feed's
    stream aside: it carries only the save's version)."""

    def __init__(self, browser: Any, base: str, seat: str | None):
        self.context = browser.new_context(viewport=PHONE, has_touch=True)
        self.responses: list[Any] = []
        self.context.on("response", lambda r: None if r.url.endswith("/events") else self.responses.append(r))
        self.page = self.context.new_page()
        self.page.set_default_timeout(20_000)
        if seat is not None:
            self.page.goto(f"{base}/s/goblout/join")
            self.page.locator(f"button[data-seat='{seat}']").click()
            self.page.wait_for_url(f"{base}/s/goblout")
        else:
            self.page.goto(f"{base}/s/goblout")
        self.page.wait_for_selector("body[data-ready='1']")
        self.responses.clear()  # the join page's (navigated away from; its page is read below, as it is now)

    def received(self) -> list[str]:
        """Every text this phone got since the last call, and its page as it is now."""
        texts = [r.text() for r in self.responses if "text" in (r.headers.get("content-type") or "")
                 or "json" in (r.headers.get("content-type") or "")]
        self.responses.clear()
        return texts + [self.page.content()]

    def tap_a_move(self) -> str | None:
        """Answer this seat's waiting question, or tap a move (an attack first), or None when it has none."""
        page = self.page
        asked = page.locator("#acts button.act:has-text('Answer your question')")
        if asked.count():
            asked.click()
            settle(page)
            return "answer"
        for kind in PREFERRED:
            button = page.locator(f"#acts button.act[data-move^='{kind}']")
            if button.count():
                button.first.click()
                settle(page)
                return kind
            pick = page.locator(f"#acts form.pick:has(option[value^='{kind}'])")
            if pick.count():
                value = pick.first.locator(f"option[value^='{kind}']").first.get_attribute("value")
                pick.first.locator("select").select_option(value)
                pick.first.locator("button[type=submit]").click()
                settle(page)
                return kind
        return None


def test_two_seats_each_see_only_their_own_hand(browser: Any, seated: tuple[str, Path]) -> None:
    base, save = seated
    phones = {seat: Phone(browser, base, seat) for seat in ("you", "seat2")}
    shared = Phone(browser, base, None)
    assert "Your hand:" in phones["you"].page.content() and "Your hand:" in phones["seat2"].page.content()
    assert "Your hand:" not in shared.page.content()
    played = []
    for _ in range(STEPS):
        tapped = next(((seat, kind) for seat in ("you", "seat2") if (kind := phones[seat].tap_a_move())), None)
        assert tapped is not None, played
        played.append(tapped)
        version = phones[tapped[0]].page.request.get(f"{base}/s/goblout/version").json()["version"]
        for phone in (*phones.values(), shared):  # every screen follows the save (the live feed)
            phone.page.wait_for_function(f"document.body.dataset.version === '{version}'")
        if "is asked now" in phones[tapped[0]].page.locator("#said").inner_text():
            phones[OTHER[tapped[0]]].page.wait_for_selector("#acts button.act:has-text('Answer your question')")
        secret = {seat: secrets_of(save, seat) for seat in ("you", "seat2")}  # still hidden after the step
        for seat in ("you", "seat2"):
            for text in phones[OTHER[seat]].received() + shared.received():
                leaked = {name for name in secret[seat] if name in shown_names(text)}
                assert not leaked, (seat, leaked, played)
    assert ("seat2", "answer") in played and ("seat2", "draw") in played, played
    for phone in (*phones.values(), shared):
        phone.context.close()
