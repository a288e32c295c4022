"""A thumb on the phone page: it plays only by tapping what the page shows (the new-game form's
choices, the bar's buttons, a piece then a lit target on the map, a question's answers) and counts
its taps. The browser tests and the taps-per-turn benchmark play with it; nothing is ever typed."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tests.assistant.web.browsing import settle

# command syntax a page must never show (outside a "why?" and the typed-command box): an option, backticks,
# placeholders after a verb ("move GOB SQUARE", "award BROOD-FILE"), an echoed command line ("> zombies")
SYNTAX = r"(?<![\w-])--[a-z]|`|\b[a-z]+ [A-Z][A-Z]+(?:[-:][A-Z]+)* \[?[A-Z][A-Z]+\b|\b[a-z]+ [A-Z]+-[A-Z]+\b|^\s*> "


class Thumb:
    def __init__(self, page: Any):
        self.page = page
        self.taps = 0
        self.turns = 0
        self.said: list[str] = []
        self.syntax: list[str] = []  # page texts holding command syntax, each once
        self.at_question: Callable[[Any], None] | None = None  # called on the page at each question (layout.py)
        self.at_state: Callable[[Any], None] | None = None  # called on the page after each tap settles
        self.rivals: re.Pattern[str] | None = None  # a question asked in a rival's turn (RIVALS_ASK)
        self.rival_taps = 0  # the answers to those: the rivals' turns, not the thumb's own

    def tap(self, locator: Any) -> None:
        locator.click()
        self.taps += 1

    def settle(self, answers: list[str] | None = None) -> list[str]:
        counter = [0]
        asked = settle(self.page, answers, counter, self.at_question)
        self.taps += counter[0]
        self.rival_taps += sum(1 for text in asked if self.rivals is not None and self.rivals.search(text))
        if self.page.locator("#said").is_visible():
            self.said.append(self.page.locator("#said").inner_text())
        self.read_words()
        if self.at_state is not None:
            self.at_state(self.page)
        return asked

    def read_words(self) -> None:
        """Every text on the page (the closed panels too), but the "why?" disclosures and the typed-command
        box: those holding command syntax are kept in `syntax`."""
        found = self.page.evaluate("""(pattern) => {
            const syntax = new RegExp(pattern, 'm');
            const skip = 'script, style, datalist, details.why, details.typed';
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const found = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (node.parentElement.closest(skip)) continue;
                for (const line of node.textContent.split('\\n')) if (syntax.test(line)) found.push(line.trim());
            }
            return found; }""", SYNTAX)
        self.syntax += [line for line in found if line not in self.syntax]

    def new_game(self, server: str, game: str, choices: dict[str, str], seed: int | None = None) -> str:
        """From the index page to the new game's table: the save's name. `seed`: the game dealt (the
        new-game page read as /new?seed=N), so a test plays the same game every time."""
        page = self.page
        page.goto(f"{server}/")
        self.tap(page.get_by_role("link", name="Start a new game"))
        page.wait_for_selector("body[data-ready='1']")
        if seed is not None:
            page.goto(f"{server}/new?seed={seed}")
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
        """Tap the bar's button whose name holds `name` (or pick the first move of its list of that name),
        if there is one the player can press."""
        found = self.page.locator("#bar button:not([disabled])").filter(has_text=name)
        if not found.count():
            pick = self.page.locator("#bar form.pick").filter(has_text=name)
            if not pick.count():
                return False
            found = pick.first.locator("button")
        self.tap(found.first)
        self.settle()
        return True

    def end(self, *names: str) -> bool:
        """End the step: the button of one of `names`, else the bar's big button (a listed move's end)."""
        if any(self.button(name) for name in names):
            return True
        main = self.page.locator("#bar section.actions button.act.main:not([disabled])")
        if not main.count() or "Go on" in main.first.inner_text():
            return False
        self.tap(main.first)
        self.settle()
        return True

    def go_on(self) -> bool:
        return self.button("Go on")

    def place_alone(self, moved: set[str]) -> bool:
        """Tap the first empty hex a tap alone moves a piece to (tinted: `reach`), one that moves a piece not in
        `moved` (which gets it); False when there is none."""
        found = self.page.evaluate("""(moved) => {
            const taps = JSON.parse(document.querySelector('#live script.taps')?.textContent || '[]');
            const free = taps.find(t => t.direct && t.place && !moved.includes(t.piece)
                && !document.querySelector(`#live g[data-piece][data-hex="${t.target}"]`));
            return free ? [free.piece, free.target] : null; }""", sorted(moved))
        if found is None:
            return False
        moved.add(found[0])
        self.tap(self.page.locator(f"#live [data-place='{found[1]}']"))
        self.settle()
        return True

    def piece_then_target(self, prefer: str = "") -> bool:
        """Tap a piece that can act, then one of its lit targets (`prefer`: a verb to choose when the
        bar offers several commands); False when no piece can act."""
        page = self.page
        # the top piece of its hex (a piece under another is reached by tapping the top one again)
        word = page.evaluate("""() => {
            const can = [...document.querySelectorAll('#live g.can[data-word]')];
            const top = can.find(n => { const all = document.querySelectorAll(`#live g[data-piece][data-hex="${n.dataset.hex}"]`);
                                        return !n.dataset.hex || all[all.length - 1] === n; });
            return top ? top.dataset.word : null; }""")
        if word is None:
            return False
        self.tap(page.locator(f"#live g[data-word='{word}']"))
        targets = page.evaluate("""() => [...document.querySelectorAll('#live .target')]
            .map(n => n.dataset.place ? ['place', n.dataset.place] : ['word', n.dataset.word])""")
        assert targets, "a piece that can act lights up no target"
        kind, word = targets[-1] if prefer == "last" else targets[0]
        above = page.locator(f"#live g[data-piece][data-hex='{word}']")  # a piece standing on the target hex
        self.tap(above.first if kind == "place" and above.count() else page.locator(f"#live [data-{kind}='{word}']").first)
        build = page.locator("#build")
        if build.is_visible():
            choices = build.locator("button.choice:not(.cancel)")
            wanted = choices.filter(has_text=prefer) if prefer and prefer != "last" else choices
            self.tap((wanted if wanted.count() else choices).first)
        self.settle()
        return True


def goblout_turn(t: Thumb) -> None:
    """Draw; attack a rival with everything if anything is deployed, else deploy a card, else play."""
    assert t.button("Draw"), "no Draw button on your turn"
    if not t.button("Attack") and not t.button("Deploy"):
        t.button("Play")
    t.button("End your turn")  # when the moves are listed, the attack is declared and the turn ended apart


def globbo_turn(t: Thumb) -> None:
    """Two kids walk, each by one tap on a tinted hex (the nearest kid able to goes there; two kids, not one
    twice), or, with no such hex, a kid acts by a piece then a target; then the Kids' turn ends (one step: the kids move and attack
    before its end), by its button unless it ended unasked."""
    kids: set[str] = set()
    moved = sum(t.place_alone(kids) or t.piece_then_target(prefer="attack") for _ in range(2))
    assert moved, "no kid could be tapped and moved"
    t.end("End my step")


def gobz_turn(t: Thumb) -> None:
    """A Backup from the Bench when one is due, then up to three Gob'z act (an attack when one is lit, else
    a move), then the turn ends (by itself once every Gob' has acted: the rival Crew's turn is then told)."""
    t.button("Backup")
    for _ in range(3):
        told = len(t.said)
        if not t.piece_then_target(prefer="attack"):
            break
        if any("== Turn " in said for said in t.said[told:]):
            return  # the turn ended unasked, the rival Crew played: the next turn is the next call's
    t.end("End my turn")


def gvz_turn(t: Thumb) -> None:
    """Every Goblin that can act acts, then the Zombies' turn."""
    for _ in range(12):  # "Act: g1 Slingshot", or a listed move's "Slingshot acts: ..."
        if not (t.button("Act:") or t.button(" acts")):
            break
    t.button("Done")


def gg_turn(t: Thumb) -> None:
    """A creature reveals a blip, then the Humans' turn."""
    pick = t.page.locator("form.pick[data-prefix='reveal'] button")
    if pick.count():
        t.tap(pick)
        t.settle()
    t.button("Done")


# each game: the new-game choices and a turn, for the tests and the taps-per-turn benchmark
GAMES = {"goblout": ({"bots": "1"}, goblout_turn), "globbo": ({"play": "kids", "walls": "yes", "skill": "easy"}, globbo_turn),
         "gobz-heroes": ({"players": "2", "length": "quick"}, gobz_turn),
         "goblins-vs-zombies": ({"mode": "training"}, gvz_turn), "gobbledygook": ({"scenario": "night-watch"}, gg_turn)}


# the questions a game asks in a rival's turn (a bot's attack on you, Globbo's hit on a Biter): answering them
# is part of the rival's turn, counted apart from the thumb's own turn (issue 34 counts them apart)
RIVALS_ASK = {"goblout": re.compile(r"^Bot \d+ attacks"), "globbo": re.compile(r"fissions into \d+: the Kids' mix")}

# a whole game of each, dealt the same way every run (/new?seed=SEED): the most turns it may take
SEED = 7
WHOLE_GAMES = {"goblout": 60, "goblins-vs-zombies": 40, "gobz-heroes": 60, "gobbledygook": 40, "globbo": 80}


def play(thumb: Thumb, server: str, game: str, most: int, seed: int | None = None,
         per_turn: list[int] | None = None) -> int:
    """A new game from the form, then turns until it ends or `most` turns: the turns played. `per_turn`
    gets the taps of each own turn (its "Go on", its moves, its questions; not the answers in the rivals'
    turns after it, RIVALS_ASK)."""
    choices, one_turn = GAMES[game]
    thumb.rivals = RIVALS_ASK.get(game)
    thumb.new_game(server, game, choices, seed)
    thumb.settle()
    while not thumb.over() and thumb.turns < most:
        before, rivals = thumb.taps, thumb.rival_taps
        thumb.go_on()
        if thumb.over():
            break
        one_turn(thumb)
        thumb.turns += 1
        if per_turn is not None:
            per_turn.append(thumb.taps - before - (thumb.rival_taps - rivals))
    return thumb.turns
