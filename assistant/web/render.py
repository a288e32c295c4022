"""The page's HTML: jinja2 templates (sandboxed, autoescaped) filled from a save's public state.

A table is rendered from the replayed game: its `snapshot(reveal)` (nothing hidden unless the page
asked with ?reveal=1), the game's `prompt()` and `describe()`, the last log entries, and the game's
view module (views/). Rendered tables are kept per save version, so twenty screens reloading after a
change cost one replay.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from jinja2 import FileSystemLoader, select_autoescape
from markupsafe import Markup
from jinja2.sandbox import SandboxedEnvironment

from goblinkit.assistant.core.typed import typed as format_action
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web.cardface import card_face
from goblinkit.assistant.web.lastmove import last_move
from goblinkit.assistant.web.library import SaveRef, version
from goblinkit.assistant.web.look import icon, palette_style
from goblinkit.assistant.web.runner import short
from goblinkit.assistant.web.typefaces import faces_credit
from goblinkit.assistant.web.views import bookkeeping_taps, view_module
from goblinkit.assistant.web.views.listed import OnMap, controls
from goblinkit.assistant.web.wording import in_words, plain_table, spoken_lines

TEMPLATES = Path(__file__).resolve().parent / "templates"
LOG_TAIL = 6
CACHE_SIZE = 64

env = SandboxedEnvironment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html"]),
                           trim_blocks=True, lstrip_blocks=True)
env.globals["icon"] = icon
env.globals["palette_style"] = palette_style  # a game page's colours, from its style data
env.globals["card_face"] = card_face  # a card drawn as its printed face (cardface.py)
env.globals["faces_credit"] = faces_credit  # its faces' names and licences, in the footer

_cache: OrderedDict[tuple[str, str, bool, str | None, bool], str] = OrderedDict()
_cache_lock = threading.Lock()
_rendering: dict[tuple[str, str, bool, str | None, bool], threading.Lock] = {}


def page(name: str, **values: Any) -> str:
    return env.get_template(name).render(**values)


def table_html(ref: SaveRef, reveal: bool, seat: str | None = None, still: bool = False) -> tuple[str, str]:
    """The live part of a game's page and the save version it shows, as the phone holding `seat` sees it
    (seats.py; None: the shared screen; `still`: no moves, another phone is answering a question)."""
    seen = version(ref.path)
    key = (str(ref.path), seen, reveal, seat, still)
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key], seen
        rendering = _rendering.setdefault(key, threading.Lock())
    with rendering:  # twenty screens asking at once after a change: one replays, the others wait for it
        with _cache_lock:
            if key in _cache:
                return _cache[key], seen
        html = _render_table(ref, seen, reveal, seat, still)
        with _cache_lock:
            _cache[key] = html
            _rendering.pop(key, None)
            while len(_cache) > CACHE_SIZE:
                _cache.popitem(last=False)
    return html, seen


def _render_table(ref: SaveRef, seen: str, reveal: bool, seat: str | None = None, still: bool = False) -> str:
    from goblinkit.assistant.web import seats

    session = Session.load(ref.game_class(), ref.path)
    game, steps = session.replay()
    view = view_module(ref.slug)
    prompt = ["The game is over."] if game.over else game.prompt()
    snap = seats.view_snapshot(game, reveal, seat)
    waiting = not game.over and game.next_automatic() is not None
    not_now: list[str] = []
    last: dict[str, Any] = {}
    try:  # a view that cannot draw some table must not stop the game: the text table and the box still work
        table, template = view.table(game, snap), view.TEMPLATE
        board = page(template, table=table)
        idle = game.over or waiting or still or not seats.may_act(game, seat)
        # the page's taps and buttons are the game's listed moves, for every game alike
        found = controls([] if idle else game.moves(), OnMap.read(board))
        actions, taps, not_now = found.actions, [vars(t) for t in found.taps], found.not_now
        # and the table's bookkeeping no rule lists as a move (GobbledyGook!'s figures placed on the plan)
        taps += [] if idle else bookkeeping_taps(view, game)
        last = last_move(session.save.log, board).to_json()  # drawn on the board by board.js
    except Exception as exc:  # noqa: BLE001
        actions, taps = [], []
        board = page("table_fallback.html", table={"error": f"{type(exc).__name__}: {exc}"}, describe=game.describe())
    log = [entry(s, ref) for s in steps[-LOG_TAIL:]]
    said, why = spoken_lines(prompt)
    table_text, figures = plain_table(game.describe())
    return page("table.html", ref=ref, version=seen, reveal=reveal, prompt=said, why=why, actions=actions, taps=taps,
                not_now=not_now, last=last, board=Markup(board), dice_table=bool(getattr(game.chance, "table", False)),
                describe=table_text, figures=figures, legend=game.legend(), log=list(reversed(log)),
                over=game.over, waiting=waiting, hidden=game.snapshot(True) if reveal else None,
                entries=len(steps) - 1)


def entry(step: Any, ref: SaveRef) -> dict[str, Any]:
    """A log entry as the page shows it: what happened in words (not the command line that made it), the
    step's story, and the engine's figures for its "why?"."""
    heading = in_words(format_action(step.action, ref.game_class()))  # whole: its figures go to the why
    lines, why = spoken_lines(step.lines)
    return {"number": step.number, "action": short(heading.text), "lines": lines, "why": heading.why + why}


def log_lines(ref: SaveRef) -> list[dict[str, Any]]:
    _, steps = Session.load(ref.game_class(), ref.path).replay()
    return [entry(s, ref) for s in steps]


_words: dict[str, tuple[str, list[str]]] = {}


def words(ref: SaveRef) -> list[str]:
    """What the move box completes: the verbs of the moves listed now, what a page may say besides them,
    and the game's names in play."""
    from goblinkit.assistant.web.runner import PAGE_WORDS

    seen = version(ref.path)
    known = _words.get(str(ref.path))
    if known is not None and known[0] == seen:
        return known[1]
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    verbs = {m.verb for m in game.moves()} if not game.over else set()
    found = sorted(verbs | set(PAGE_WORDS) | set(game.vocabulary()))
    _words[str(ref.path)] = (seen, found)
    return found
