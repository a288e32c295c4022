"""The pages of phones as seats (seats.py): the join page a table's QR code opens, taking a seat, and the
seat bar above a table (which phone this is, whose question is waiting, the QR code for the next phone)."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from goblinkit.assistant.web import render
from goblinkit.assistant.web.host import is_local
from goblinkit.assistant.web.library import SaveRef
from goblinkit.assistant.web.runner import Refused
from goblinkit.assistant.web.seats import SHARE, WATCH, Seats, choices, cookie_name, table_seats


def join_url(request: Request, ref: SaveRef, token: str | None) -> str:
    """The address a phone scans: this table's join page, on this machine's network address (not
    127.0.0.1, which on the phone is the phone), with the `--lan` token."""
    base = str(request.base_url).rstrip("/")
    if token and is_local(request.headers.get("host", "")):
        from goblinkit.assistant.web.address import lan_address

        base = f"{request.url.scheme}://{lan_address()}:{request.url.port or 80}"
    return f"{base}/s/{ref.name}/join" + (f"?t={token}" if token else "")


def qr_svg(url: str) -> Markup:
    import segno

    return Markup(segno.make(url, error="m").svg_inline(scale=4, border=2, title="QR code: join this table"))


def bar(registry: Seats, request: Request, ref: SaveRef, seat: str | None, token: str | None) -> str:
    """The seat bar above the table: this phone's seat and what waits for it, or how to join."""
    seated = dict(table_seats(ref))
    if seat is None and not seated and not token:
        return ""  # this machine only (no --lan): no other phone can join, and the board keeps the room
    waiting = registry.waiting(ref) if seated else None
    url = join_url(request, ref, token)
    return render.page("seat_bar.html", ref=ref, seat=seat, seat_label=seated.get(seat or "", ""), seated=bool(seated),
                       watch=seat == WATCH, share=seat == SHARE, waiting=waiting,
                       asked=seated.get(waiting.seat, "") if waiting else "", url=url,
                       qr=qr_svg(url) if seat is None else "")


def join_page(registry: Seats, request: Request, ref: SaveRef) -> Response:
    taken = registry.taken(ref)
    mine = registry.seat_of(ref, request.cookies)
    rows = [{"id": sid, "name": name, "taken": sid in taken and sid != mine, "mine": sid == mine}
            for sid, name in choices(ref)]
    return HTMLResponse(render.page("seat_join.html", ref=ref, rows=rows, seated=bool(table_seats(ref))))


async def take(registry: Seats, request: Request, ref: SaveRef) -> Response:
    from goblinkit.assistant.web.body import BadBody, read_json

    try:
        data = await read_json(request, 1024)
    except BadBody as exc:
        return JSONResponse({"status": "refused", "lines": [exc.text]}, status_code=exc.status)
    seat = data.get("seat") if isinstance(data, dict) else None
    if not isinstance(seat, str):
        return JSONResponse({"status": "refused", "lines": ["send {seat}"]}, status_code=400)
    try:
        token = registry.take(ref, seat, request.cookies.get(cookie_name(ref), ""))
    except Refused as exc:
        return JSONResponse({"status": "refused", "lines": [str(exc)]}, status_code=409)
    response = JSONResponse({"status": "done", "url": f"/s/{ref.name}", "seat": seat})
    response.set_cookie(cookie_name(ref), token, path="/", httponly=True, samesite="strict")
    return response


def with_bar(html: str, head: str) -> Any:
    return Markup(head) + Markup(html)
