"""The phone's layout measured in the browser (issue 34): the board in view and the sheet at most 35 %
of the screen, at 360x740 and at 740x360 (the same page turned), and every tap target at least 44x44
CSS px. `Layout` collects what it finds over a whole tapped game (tapping.Thumb calls it at each
question and after each tap), so a test asserts once at the end, on every state the game went through."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tests.assistant.web.browsing import AXE

PORTRAIT = {"width": 360, "height": 740}
LANDSCAPE = {"width": 740, "height": 360}
MOST_SHEET = 0.35  # the sheet covers at most this share of the screen
LEAST_BOARD = 0.5  # the board fills at least half the screen the sheet leaves (or half of itself is shown)
THUMB = 44  # CSS px: the least tap target, both ways

# the sheet's share of the screen, and how much of the screen the sheet leaves the board fills
MEASURE = """() => {
    const vw = innerWidth, vh = innerHeight;
    const clip = (r) => ({l: Math.max(0, r.left), t: Math.max(0, r.top), r: Math.min(vw, r.right), b: Math.min(vh, r.bottom)});
    const area = (c) => Math.max(0, c.r - c.l) * Math.max(0, c.b - c.t);
    const sheet = clip(document.getElementById('bar').getBoundingClientRect());
    const free = sheet.l > 1 ? {l: 0, t: 0, r: sheet.l, b: vh} : {l: 0, t: 0, r: vw, b: sheet.t};
    const b = document.querySelector('#live .board').getBoundingClientRect();
    const shown = {l: Math.max(free.l, b.left), t: Math.max(free.t, b.top), r: Math.min(free.r, b.right), b: Math.min(free.b, b.bottom)};
    const asked = [...document.querySelectorAll('#live .asked')].map((n) => {
        const r = n.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
        return x >= free.l && x <= free.r && y >= free.t && y <= free.b; });
    return {sheet: area(sheet) / (vw * vh), board: area(shown) / Math.min(area(free), b.width * b.height),
            asked: asked.length, askedShown: asked.filter(Boolean).length};
}"""

# every tap target drawn now that is smaller than THUMB either way: "what (w x h)"
SMALL = """(least) => {
    const targets = 'a[href], button, summary, select, input:not([type=hidden]), label.radio, [data-word], [data-place]';
    const found = [];
    for (const node of document.querySelectorAll(targets)) {
        const r = node.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(node).visibility === 'hidden') continue;  // not drawn now
        if (node.matches('label input')) continue;  // a radio's label is what the thumb taps
        if (node.matches('.term-link')) continue;  // a keyword in a sentence: WCAG 2.5.8's inline exception
        if (r.width + 0.5 < least || r.height + 0.5 < least) {
            const name = (node.getAttribute('aria-label') || node.dataset.word || node.dataset.place || node.textContent || '').trim().slice(0, 30);
            found.push(`${node.tagName.toLowerCase()}${node.className && node.className.baseVal === undefined ? '.' + node.className.split(' ')[0] : ''} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
        }
    }
    return found;
}"""


# a state's kind: every sort of element drawn (its tag and classes, and whether it is hidden). axe looks at
# each kind of state once: a state that only moves pieces or changes words (colours come by class) is not new
KINDS = """() => [...new Set([...document.querySelectorAll('body *')].map((n) =>
    `${n.tagName}.${[...n.classList].sort().join('.')}${n.hidden || n.closest('[hidden]') ? '-' : ''}`))].sort().join(' ')"""


@dataclass
class Layout:
    """What a whole game showed: each problem once, and how many questions were measured."""

    game: str
    questions: int = 0
    states: int = 0
    problems: list[str] = field(default_factory=list)
    axe: bool = True  # axe-core on every state too (issue 34: finished games included)
    kinds: set[str] = field(default_factory=set)  # the states' kinds axe has looked at (KINDS)

    def _note(self, problem: str) -> None:
        if problem not in self.problems:
            self.problems.append(problem)

    def at_question(self, page: Any) -> None:
        """The question as shown at 360x740, then the same page turned to 740x360, then back."""
        self.questions += 1
        title = page.locator("#answer h2").inner_text()
        for size in (PORTRAIT, LANDSCAPE):
            if size is not PORTRAIT:
                page.set_viewport_size(size)
                page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
            found = page.evaluate(MEASURE)
            where = f"{self.game} {size['width']}x{size['height']} at '{title}'"
            if found["sheet"] > MOST_SHEET:
                self._note(f"{where}: the sheet covers {found['sheet']:.0%}")
            if found["board"] < LEAST_BOARD:
                self._note(f"{where}: the board fills {found['board']:.0%} of what the sheet leaves")
            if size is PORTRAIT and found["asked"] and not found["askedShown"]:
                self._note(f"{where}: the piece asked about is out of view")
        page.set_viewport_size(PORTRAIT)

    def at_state(self, page: Any) -> None:
        self.states += 1
        for small in page.evaluate(SMALL, THUMB):
            self._note(f"{self.game}: a tap target under {THUMB}x{THUMB}: {small}")
        kind = page.evaluate(KINDS)
        if self.axe and kind not in self.kinds:
            self.kinds.add(kind)
            for found in violations(page):
                self._note(f"{self.game}: axe: {found}")


def violations(page: Any) -> list[str]:
    """axe-core's serious and critical violations on the page now; axe is put in once a page load (the
    table is redrawn in place, so one load serves a whole game)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return list(page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.filter(v => ['serious', 'critical'].includes(v.impact))
            .map(v => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join('; ')}`);
    }"""))
