"""The browser tests' shared parts: Debian's Chromium driven by Playwright (never a browser Playwright
downloads), a page opened at phone size, waiting for the page's requests, answering its questions by
tapping, and the axe-core accessibility check (vendored in fixtures/axe, no npm at test time)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
AXE = Path(__file__).resolve().parent / "fixtures" / "axe" / "axe.min.js"
PHONE = {"width": 360, "height": 740}


def launch() -> Iterator[Any]:
    """Chromium for a module's tests; skipped, saying why, only when it is missing and
    GOBLINKIT_REQUIRE_BROWSER is not set (CI sets it, and installs Chromium)."""
    required = os.environ.get("GOBLINKIT_REQUIRE_BROWSER") == "1"
    missing = "" if Path(CHROMIUM).exists() else f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing = missing or "the playwright package is not installed (pip install -e '.[test]')"
    if missing:
        if required:
            pytest.fail(f"GOBLINKIT_REQUIRE_BROWSER=1 but {missing}")
        pytest.skip(f"browser tests need a browser: {missing}")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def open_page(browser: Any, url: str, width: int = 360, height: int = 740) -> Any:
    page = browser.new_page(viewport={"width": width, "height": height}, has_touch=width <= 400)
    page.set_default_timeout(20_000)
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def settle(page: Any, answers: list[str] | None = None, taps: list[int] | None = None,
           look: Callable[[Any], None] | None = None) -> list[str]:
    """Wait for the page's request to finish; answer each question it shows by tapping (the given
    answers in order, then the first option); the questions asked. `taps` counts the taps made; `look`
    is called on the page at each question, before it is answered (layout.py's checks)."""
    asked = []
    answers = list(answers or [])
    while True:
        page.wait_for_function("!document.body.classList.contains('busy')")
        question = page.locator("#answer")
        if question.is_hidden():
            return asked
        asked.append(question.locator("h2").inner_text())
        if look is not None:
            look(page)
        if question.locator("form.number").count():
            question.locator("form.number input").fill(answers.pop(0) if answers else "10")
            question.locator("form.number button").click()
        elif answers:
            question.locator(f"button.choice[data-answer^='{answers.pop(0)}']").click()
        else:
            question.locator("button.choice").first.click()
        if taps is not None:
            taps[0] += 1


def said(page: Any) -> str:
    return page.locator("#said").inner_text()


def axe_violations(page: Any) -> list[str]:
    """The serious and critical axe-core violations on the page as it is now: 'rule: where'."""
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.filter(v => ['serious', 'critical'].includes(v.impact))
            .map(v => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join('; ')}`);
    }""")
    return list(found)
