"""The web app of `goblin serve`: routes over one saves folder (see library.py), each a thin layer.

GET  /                     the saved games in the folder, and the simulations
GET  /new                  a new game: each game's setup choices, tapped, not typed (newgame.py)
POST /new                  {"game", "choices": {...}, "answers": [...]}: make it; {status, url} or a setup question
GET  /s/NAME               a game's page: its table, what can be done now, the command box
GET  /s/NAME/table         the live part of that page (what the page fetches when the save changes)
GET  /s/NAME/events        server-sent events: `change` with the save's new version, whoever changed it
GET  /s/NAME/version       the save's version, for a page that polls instead
POST /s/NAME/do            {"command": "act g4" | null, "answers": [...], "seen": VERSION}: run it (runner.py)
GET  /s/NAME/log           the whole log, as readable lines
GET  /s/NAME/join          a phone joins the table: takes a free seat or watches (seats.py)
POST /s/NAME/join          {"seat": ID}: this phone's seat token, as a cookie
GET  /rules/GAME           a game's turn and its glossary, searchable (?q=WORDS; rules.py)
GET  /rules/GAME/terms.json  the glossary's entries and the phrases naming them, for glossary.js (terms.py)
GET  /simulate/GAME        a game's `simulate` as charts (?games=N&seed=S; &lab=balance: its balance lab),
                           bounded, within a time budget, stopped when the page is closed (simulation.py)
GET  /sw.js                the service worker (static/sw.js), served here so that its scope is the whole app
GET  /static/...           the page's stylesheet and script (the package's own files)
?reveal=1 on a game's page shows the hidden information too, under a warning.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from markupsafe import Markup

from goblinkit.assistant.core.games import GAMES
from goblinkit.assistant.web import render, seat_pages, seats
from goblinkit.assistant.web.seats import Seats
from goblinkit.assistant.web.body import BadBody, read_json
from goblinkit.assistant.web.guard import Guard
from goblinkit.assistant.web.library import Library, NotFound, SaveRef, stamp, version
from goblinkit.content.errors import GoblinError

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY = 16_384
POLL_SECONDS = 0.25  # how often the live feed looks at the save's file stamp
HEARTBEAT_SECONDS = 15.0
_simulating = threading.Lock()  # one simulation at a time (its bounds and budget: simulation.py)


def create_app(saves: Path, token: str | None = None) -> Any:
    """The app; its `stopping` event ends every live feed (set it before stopping the server, so open
    pages do not hold the shutdown up)."""
    library = Library(saves)
    stopping = threading.Event()
    registry = Seats()  # phones as seats (seats.py)

    def find(request: Request) -> SaveRef:
        return library.find(request.path_params["name"])

    def reveal(request: Request) -> bool:
        return request.query_params.get("reveal") == "1"

    def seat_table(request: Request, ref: SaveRef) -> tuple[str, str, bool]:
        """The table as this screen sees it (its seat's hand; no moves while another phone answers a
        question; never revealed at a seated table) under its seat bar: the HTML, its version, revealed."""
        seat = registry.seat_of(ref, request.cookies)
        shown = reveal(request) and not seats.table_seats(ref)
        waiting = registry.waiting(ref)
        html, seen = render.table_html(ref, shown, seat, waiting is not None and waiting.seat != seat)
        return seat_pages.bar(registry, request, ref, seat, token) + html, seen, shown

    async def index(request: Request) -> Response:
        saves = await run_in_threadpool(library.saves)
        sims = await run_in_threadpool(lambda: sorted(slug for slug in GAMES if _has_simulate(slug)))
        return HTMLResponse(render.page("index.html", saves=saves, folder=str(library.folder),
                                        sims=[(s, GAMES[s].title.split(":")[0]) for s in sims],
                                        rules=[(s, GAMES[s].title.split(":")[0]) for s in sorted(GAMES)]))

    async def game_page(request: Request) -> Response:
        ref = find(request)
        try:
            html, seen, shown = await run_in_threadpool(seat_table, request, ref)
            words = await run_in_threadpool(render.words, ref)
        except GoblinError as exc:
            return HTMLResponse(render.page("error.html", message=str(exc)), status_code=409)
        from goblinkit.assistant.web.views import view_module

        return HTMLResponse(render.page("game.html", ref=ref, table=Markup(html), version=seen, reveal=shown,
                                        words=words, example=view_module(ref.slug).EXAMPLE))

    async def table(request: Request) -> Response:
        ref = find(request)
        try:
            html, seen, _ = await run_in_threadpool(seat_table, request, ref)
        except GoblinError as exc:
            return HTMLResponse(f'<p class="refused">{_escape(str(exc))}</p>', status_code=409)
        return HTMLResponse(html, headers={"x-version": seen, "cache-control": "no-store"})

    async def current(request: Request) -> Response:
        ref = find(request)
        return JSONResponse({"version": await run_in_threadpool(version, ref.path)})

    async def events(request: Request) -> Response:
        ref = find(request)
        sse_headers = {"cache-control": "no-store", "x-accel-buffering": "no"}
        if request.method == "HEAD":  # the headers only: a feed would run until the client hangs up
            return Response(media_type="text/event-stream", headers=sse_headers)

        async def stream() -> Any:
            last, seen = (stamp(ref.path), registry.revision(ref.name)), version(ref.path)
            yield f"retry: 1000\nevent: change\ndata: {seen}\n\n"
            quiet = 0.0
            while not stopping.is_set() and not await request.is_disconnected():
                await asyncio.sleep(POLL_SECONDS)
                now = (stamp(ref.path), registry.revision(ref.name))
                if now != last:
                    moved, last, fresh = now[1] != last[1], now, version(ref.path)
                    if fresh != seen or moved:  # a seat's question moved to another phone: the pages look again
                        seen = fresh
                        yield f"event: change\ndata: {seen}{'#' + str(now[1]) if moved else ''}\n\n"
                        quiet = 0.0
                        continue
                quiet += POLL_SECONDS
                if quiet >= HEARTBEAT_SECONDS:
                    quiet = 0.0
                    yield ": still here\n\n"

        return StreamingResponse(stream(), media_type="text/event-stream", headers=sse_headers)

    async def do(request: Request) -> Response:
        ref = find(request)
        try:
            data = await read_json(request, MAX_BODY)
        except BadBody as exc:  # too big: close the connection rather than read the rest of it
            return JSONResponse({"status": "refused", "lines": [exc.text]}, status_code=exc.status,
                                headers={"connection": "close"} if exc.status == 413 else None)
        if not isinstance(data, dict) or not isinstance(data.get("seen"), str) or not all(
                data.get(key) is None or isinstance(data.get(key), str) for key in ("command", "move")):
            return JSONResponse({"status": "refused", "lines": ["send {command or move, answers, seen}"]},
                                status_code=400)
        try:
            outcome = await run_in_threadpool(registry.run, ref, registry.seat_of(ref, request.cookies),
                                              data.get("command"), data.get("answers") or [], data["seen"],
                                              data.get("move"))
        except GoblinError as exc:  # a busy or damaged save
            return JSONResponse({"status": "refused", "lines": [str(exc)], "version": version(ref.path)},
                                status_code=409)
        status = {"stale": 409, "refused": 422}.get(outcome.status, 200)
        return JSONResponse(outcome.to_json(), status_code=status)

    async def new_form(request: Request) -> Response:
        from goblinkit.assistant.web.newgame import forms

        return HTMLResponse(render.page("new.html", forms=forms(), chosen=request.query_params.get("game", "")))

    async def new_game(request: Request) -> Response:
        from goblinkit.assistant.web.newgame import start

        try:
            data = await read_json(request, MAX_BODY)
        except BadBody as exc:
            return JSONResponse({"status": "refused", "lines": [exc.text]}, status_code=exc.status)
        if not isinstance(data, dict) or not isinstance(data.get("game"), str) or not isinstance(
                data.get("choices", {}), dict):
            return JSONResponse({"status": "refused", "lines": ["send {game, choices, answers}"]}, status_code=400)
        import secrets

        choices = {"seed": str(secrets.randbelow(2 ** 31))} | dict(data.get("choices", {}))
        outcome, name = await run_in_threadpool(start, library.folder, data["game"], choices, data.get("answers") or [])
        body = outcome.to_json() | {"url": f"/s/{name}" if outcome.status == "done" else "", "choices": choices}
        return JSONResponse(body, status_code={"refused": 422}.get(outcome.status, 200))

    async def log(request: Request) -> Response:
        ref = find(request)
        try:
            entries = await run_in_threadpool(render.log_lines, ref)
        except GoblinError as exc:
            return HTMLResponse(render.page("error.html", message=str(exc)), status_code=409)
        return HTMLResponse(render.page("log.html", ref=ref, entries=entries))

    async def simulate(request: Request) -> Response:
        from goblinkit.assistant.lab.stopping import Budget
        from goblinkit.assistant.web import simulation
        from goblinkit.assistant.web.hangup import while_connected

        slug = request.path_params["game"]
        if slug not in GAMES or not await run_in_threadpool(_has_simulate, slug):
            return PlainTextResponse("no such game with simulations", status_code=404)
        shown = {"slug": slug, "title": GAMES[slug].title.split(":")[0], "cap": simulation.cap(slug, False),
                 "lab_cap": simulation.cap(slug, True), "max_seed": simulation.MAX_SEED}
        try:
            ask = simulation.read_ask(slug, request.query_params)
        except simulation.Refusal as refused:
            return HTMLResponse(render.page("simulate.html", games=min(100, shown["cap"]), seed=1, report=None,
                                            lab=None, error=refused.text, **shown), status_code=refused.status)
        report, lab, error = None, None, ""
        if ask.run:
            if not _simulating.acquire(blocking=False):
                error = "another simulation is running: try again in a moment"
            else:  # released when the worker thread has stopped, whether it finished or was stopped
                budget = Budget(simulation.SIM_SECONDS)
                report, lab, error = await while_connected(request, budget, lambda: simulation.run(slug, ask, budget),
                                                           _simulating.release, stopping)
        return HTMLResponse(render.page("simulate.html", games=ask.games, seed=ask.seed, report=report, error=error,
                                        lab=lab, **shown))

    async def rules(request: Request) -> Response:
        from goblinkit.assistant.web import rules as rules_page

        shown = await run_in_threadpool(rules_page.rules_page, request.path_params["game"],
                                        request.query_params.get("q", ""))
        if shown is None:
            return PlainTextResponse("no such game with a glossary", status_code=404)
        return HTMLResponse(render.page("rules.html", rules=shown))

    async def rules_terms(request: Request) -> Response:
        from goblinkit.assistant.web.terms import terms

        return JSONResponse(terms(request.path_params["game"]))

    async def service_worker(request: Request) -> Response:
        return FileResponse(STATIC / "sw.js", media_type="text/javascript",
                            headers={"cache-control": "no-cache", "service-worker-allowed": "/"})

    async def game_faces(request: Request) -> Response:
        from goblinkit.assistant.web.typefaces import stylesheet

        return Response(stylesheet(request.path_params["game"]), media_type="text/css",
                         headers={"cache-control": "no-cache"})

    async def font(request: Request) -> Response:
        from goblinkit.assistant.web.typefaces import font_file, licence_file

        name, kind = request.path_params["file"], request.path_params["kind"]
        path = font_file(name) if kind == "ttf" else licence_file(name) if kind == "txt" else None
        if path is None or not path.is_file():
            return PlainTextResponse("no such font", status_code=404)
        return FileResponse(path, media_type="font/ttf" if kind == "ttf" else "text/plain; charset=utf-8",
                            headers={"cache-control": "public, max-age=604800"})

    async def join_page(request: Request) -> Response:
        return await run_in_threadpool(seat_pages.join_page, registry, request, find(request))

    async def join(request: Request) -> Response:
        return await seat_pages.take(registry, request, find(request))

    async def not_found(request: Request, exc: Exception) -> Response:
        return PlainTextResponse("no such page or save", status_code=404)

    routes = [Route("/", index), Route("/new", new_form), Route("/new", new_game, methods=["POST"]),
              Route("/s/{name}", game_page), Route("/s/{name}/table", table),
              Route("/s/{name}/version", current), Route("/s/{name}/events", events),
              Route("/s/{name}/do", do, methods=["POST"]), Route("/s/{name}/log", log),
              Route("/s/{name}/join", join_page), Route("/s/{name}/join", join, methods=["POST"]),
              Route("/simulate/{game}", simulate), Route("/rules/{game}", rules),
              Route("/rules/{game}/terms.json", rules_terms),
              Route("/look/{game}.css", game_faces), Route("/fonts/{file}.{kind}", font),
              Route("/sw.js", service_worker), Mount("/static", StaticFiles(directory=str(STATIC)), name="static")]
    app = Starlette(routes=routes, exception_handlers={NotFound: not_found, 404: not_found})
    guarded = Guard(app, token)
    guarded.stopping = stopping  # type: ignore[attr-defined]
    return guarded


def _has_simulate(slug: str) -> bool:
    """Whether the lab page plays this game (simulation.SUMMARIES: the games with a `simulate`)."""
    from goblinkit.assistant.web.simulation import SUMMARIES

    return slug in SUMMARIES


def _escape(text: str) -> str:
    from markupsafe import escape

    return str(escape(text))
