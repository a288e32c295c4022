"""The phone's layout measured in the browser (issue 34): the board in view and the sheet at most 35 %
of the screen, at 360x740 and at 740x360 (the same page turned), and every tap target at least 44x44
CSS px. `Layout` collects what it finds over a whole tapped game (tapping.Thumb calls it at each
question and after each tap), so a test asserts once at the end, on every state the game went through."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
        if (r.width + 0.5 < least || r.height + 0.5 < least) {
            const name = (node.getAttribute('aria-label') || node.dataset.word || node.dataset.place || node.textContent || '').trim().slice(0, 30);
            found.push(`${node.tagName.toLowerCase()}${node.className && node.className.baseVal === undefined ? '.' + node.className.split(' ')[0] : ''} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
        }
    }
    return found;
}"""


@dataclass
class Layout:
    """What a whole game showed: each problem once, and how many questions were measured."""

    game: str
    questions: int = 0
    states: int = 0
    problems: list[str] = field(default_factory=list)

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
