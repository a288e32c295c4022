"""The page's look in Chromium: dark mode follows the system (`prefers-color-scheme`), every page has
an h1 (axe's page-has-heading-one), and no page, finished Goblout game included (its greyed-out
players), has a serious or critical axe-core violation, in light or dark."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.assistant.web.browsing import AXE, launch, open_page

PAGES = ["/", "/new", "/rules/goblins-vs-zombies", "/rules/gobz-heroes", "/s/goblins-vs-zombies", "/s/gobbledygook",
         "/s/globbo", "/s/gobz-heroes", "/s/goblout", "/s/goblout-over", "/s/goblout/log"]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


@pytest.fixture
def finished(app, saves: Path) -> Path:  # noqa: ANN001 -- the CLI fixture of tests/conftest.py
    """A Goblout game played by four bots to its end (sudden death: a few turns), beside the others."""
    save = saves / "goblout-over.json"
    runner = CliRunner()
    result = runner.invoke(app, ["play", "goblout", "new", "--watch", "--bots", "4", "--variant", "sudden-death",
                                 "--seed", "7", "--save", str(save)])
    assert result.exit_code == 0, result.output
    for _ in range(40):
        result = runner.invoke(app, ["play", "goblout", "bot", "--save", str(save)])
        if "GAME OVER" in result.output:
            return save
    raise AssertionError("the bots' Goblout game did not end")


def problems(page: Any) -> list[str]:
    """axe-core's serious and critical violations, and page-has-heading-one whatever its impact."""
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return list(page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations
            .filter(v => ['serious', 'critical'].includes(v.impact) || v.id === 'page-has-heading-one')
            .map(v => `${v.id} (${v.impact}): ${v.nodes.length} ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join('; ')}`);
    }"""))


@pytest.mark.usefixtures("finished")
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_problem_and_an_h1_on_every_page_light_and_dark(browser: Any, server: str, scheme: str) -> None:
    found = {}
    for path in PAGES:
        page = browser.new_page(viewport={"width": 360, "height": 740}, color_scheme=scheme)
        page.goto(f"{server}{path}")
        if path.startswith("/s/") and not path.endswith("/log"):
            page.wait_for_selector("body[data-ready='1']")
        if path == "/s/goblout-over":
            assert page.locator("#live .player.out").count() >= 3  # the greyed-out players are there
        found[path] = problems(page)
        page.close()
    assert found == {path: [] for path in PAGES}


def test_dark_mode_follows_the_system(browser: Any, server: str) -> None:
    colours = {}
    for scheme in ("light", "dark"):
        page = open_page(browser, f"{server}/s/goblins-vs-zombies")
        page.emulate_media(color_scheme=scheme)
        colours[scheme] = page.evaluate("[getComputedStyle(document.body).backgroundColor,"
                                        " getComputedStyle(document.body).color,"
                                        " getComputedStyle(document.documentElement).colorScheme]")
        page.close()
    assert colours == {"light": ["rgb(255, 255, 255)", "rgb(17, 17, 17)", "light dark"],
                       "dark": ["rgb(18, 20, 18)", "rgb(236, 236, 236)", "light dark"]}
