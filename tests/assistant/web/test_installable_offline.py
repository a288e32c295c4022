"""The installable app in Chromium: the manifest lists PNG icons (192 and 512, maskable too) and an
apple-touch-icon; the service worker registers with the whole app as its scope; with the connection
dropped after load a reload shows the last known table under an "offline" notice, with nothing to
play; when the connection returns the page resyncs with the server (which stays the one writer)."""

from __future__ import annotations

import json
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.assistant.web.browsing import launch, open_page

STATIC = Path(__file__).resolve().parents[3] / "assistant" / "web" / "static"
OFFLINE = ("Offline: this is the last table this phone saw. Nothing can be played until the connection "
           "returns; the page then updates by itself.")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_the_manifest_lists_png_icons_any_and_maskable() -> None:
    manifest = json.loads((STATIC / "manifest.webmanifest").read_text())
    pngs = {(i["sizes"], i["purpose"]) for i in manifest["icons"] if i["type"] == "image/png"}
    assert pngs == {("192x192", "any"), ("512x512", "any"), ("192x192", "maskable"), ("512x512", "maskable")}
    for icon in manifest["icons"]:
        if icon["type"] == "image/png":
            side = int(icon["sizes"].split("x")[0])
            assert png_size(STATIC / Path(icon["src"]).name) == (side, side)
    assert png_size(STATIC / "apple-touch-icon.png") == (180, 180)
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"


def test_the_page_links_the_icons_and_the_worker_is_served_for_the_whole_app(client) -> None:  # noqa: ANN001
    home = client.get("/").text
    assert '<link rel="apple-touch-icon" href="/static/apple-touch-icon.png">' in home
    assert '<script src="/static/register-sw.js" defer></script>' in home
    worker = client.get("/sw.js")
    assert worker.status_code == 200 and worker.headers["service-worker-allowed"] == "/"
    assert worker.headers["content-type"].startswith("text/javascript")
    for icon in ("icon-192.png", "icon-maskable-512.png", "apple-touch-icon.png"):
        assert client.get(f"/static/{icon}").headers["content-type"] == "image/png"


def test_offline_reload_shows_the_last_table_with_a_notice_and_resyncs(browser: Any, server: str) -> None:
    url = f"{server}/s/goblins-vs-zombies"
    page = open_page(browser, url)
    scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == f"{server}/"
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.reload()  # now under the worker: the page is kept as it arrives
    page.wait_for_selector("body[data-ready='1']")
    table = page.locator("#live").inner_text()
    assert page.locator("#offline").count() == 0

    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("#offline:visible")
    assert page.locator("#offline").inner_text() == OFFLINE
    assert page.locator("#live").inner_text() == table  # the last known table, not ERR_INTERNET_DISCONNECTED
    assert page.evaluate("document.getElementById('bar').inert") is True  # nothing is played offline
    styled = page.evaluate("[...document.styleSheets].map(s => s.href.split('/').pop() + ':' + s.cssRules.length)")
    shell = [s for s in styled if not s.startswith("goblins-vs-zombies.css")]
    assert [s.split(":")[0] for s in shell] == ["app.css", "look.css", "board.css", "cards.css"] and all(
        int(s.split(":")[1]) > 5 for s in shell)
    assert "goblins-vs-zombies.css:4" in styled  # the game's faces (three @font-face and their names) kept too

    # meanwhile the table changes on the server (another seat plays): back online, the page shows it
    other = browser.new_page()
    seen = other.request.get(f"{url}/version").json()["version"]
    done = other.request.post(f"{url}/do", data={"command": "play slingshot", "answers": [], "seen": seen})
    assert done.json()["status"] == "done"
    page.context.set_offline(False)
    page.wait_for_selector("#live:has-text('Slingshot')", timeout=60_000)  # a loaded CI machine: the retry's turn
    page.wait_for_selector("body[data-ready='1']")
    assert page.locator("#offline:visible").count() == 0
    assert page.locator("#live").inner_text() != table
    assert page.evaluate("document.getElementById('bar').inert") is False
    other.close()


def test_chromium_finds_the_app_installable(browser: Any, server: str, tmp_path: Path) -> None:
    """Chromium's own installability check (what puts "Install app" in its menu), in a profile that is
    not incognito (Playwright's ordinary pages are, and are never installable)."""
    from tests.assistant.web.browsing import ARGS, CHROMIUM

    context = browser.browser_type.launch_persistent_context(str(tmp_path / "profile"), executable_path=CHROMIUM,
                                                             args=ARGS, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{server}/s/goblins-vs-zombies")
    page.wait_for_selector("body[data-ready='1']")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    cdp = context.new_cdp_session(page)
    assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
    assert cdp.send("Page.getAppManifest")["errors"] == []
    context.close()


def test_a_connection_dropped_while_the_page_is_open_says_so_and_resyncs(browser: Any, server: str) -> None:
    """No reload: the open page hears the drop, says it is offline with nothing to play, keeps its table,
    and when the connection returns shows what another seat played meanwhile."""
    url = f"{server}/s/goblins-vs-zombies"
    page = open_page(browser, url)
    table = page.locator("#live").inner_text()
    page.context.set_offline(True)
    page.wait_for_selector("#offline:visible")
    assert page.locator("#offline").inner_text() == OFFLINE
    assert page.locator("#live").inner_text() == table
    assert page.evaluate("document.getElementById('bar').inert") is True

    other = browser.new_page()
    seen = other.request.get(f"{url}/version").json()["version"]
    done = other.request.post(f"{url}/do", data={"command": "play slingshot", "answers": [], "seen": seen})
    assert done.json()["status"] == "done"
    page.context.set_offline(False)
    page.wait_for_selector("#live:has-text('Slingshot')", timeout=60_000)  # a loaded CI machine: the retry's turn
    page.wait_for_selector("body[data-ready='1']")
    assert page.locator("#offline:visible").count() == 0
    assert page.evaluate("document.getElementById('bar').inert") is False
    other.close()
