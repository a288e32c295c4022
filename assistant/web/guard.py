"""Who may talk to the server: a token on the local network, and only this machine otherwise.

`--lan` serves the whole network, so every request must carry the random token printed with the
address (in the URL as `?t=...` once; a cookie then carries it for the page's own requests). Without
`--lan` the server listens on 127.0.0.1 only and also refuses a request whose Host is not this
machine (a web page elsewhere cannot reach it through a DNS name pointing here). A state-changing
request must be JSON (a plain form posted from another site is refused before it is read).
"""

from __future__ import annotations

import hmac
from typing import Any
from urllib.parse import parse_qs

from goblinkit.assistant.web.host import is_local

COOKIE = "goblin_token"


class Guard:
    """ASGI middleware: refuse (403) what the rules above refuse; pass the rest to `app`."""

    def __init__(self, app: Any, token: str | None):
        self.app = app
        self.token = token

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        from_query = (query.get("t") or [""])[0]
        from_cookie = cookie_value(headers.get("cookie", ""), COOKIE)
        refusal = self.refusal(scope, headers, from_query, from_cookie)
        if refusal:
            await _refuse(send, refusal)
            return
        if self.token and from_query and not from_cookie:
            async def send_with_cookie(message: dict[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    message.setdefault("headers", []).append(
                        (b"set-cookie", f"{COOKIE}={self.token}; Path=/; HttpOnly; SameSite=Strict".encode()))
                await send(message)

            await self.app(scope, receive, send_with_cookie)
            return
        await self.app(scope, receive, send)

    def refusal(self, scope: dict[str, Any], headers: dict[str, str], from_query: str, from_cookie: str) -> str:
        if sum(1 for k, _ in scope.get("headers", []) if k.lower() == b"host") > 1:
            return "A request names one Host."  # which one it meant is anyone's guess (RFC 9112: refuse)
        if self.token:
            given = from_query or from_cookie
            if not given or not hmac.compare_digest(given.encode(), self.token.encode()):
                return "This table needs the address with its token (?t=...) as `goblin serve --lan` printed it."
        elif not is_local(headers.get("host", "")):
            return "This server answers only this machine (start it with --lan for the local network)."
        if scope["method"] not in ("GET", "HEAD"):
            if not headers.get("content-type", "").startswith("application/json"):
                return "Actions are sent by the page as JSON."
            origin = headers.get("origin")
            if origin and origin.split("://", 1)[-1] != headers.get("host", ""):
                return "Actions come only from this table's own page."
        return ""


def cookie_value(header: str, name: str) -> str:
    """The value of the cookie `name` in a Cookie header ("" when it has none), read in one pass.

    Not http.cookies: its unquoting takes quadratic time on the Python here (3.11.7; CVE-2024-7592),
    and one 120 KB cookie of backslashes held the server's event loop for 227 s. The token is URL-safe
    text, so it needs no unquoting."""
    for part in header.split(";"):
        key, equals, value = part.strip().partition("=")
        if equals and key.strip() == name:
            return value.strip()
    return ""


async def _refuse(send: Any, text: str) -> None:
    body = text.encode()
    await send({"type": "http.response.start", "status": 403,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
