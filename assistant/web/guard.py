"""Who may talk to the server: a token on the local network, and only this machine otherwise.

`--lan` serves the whole network, so every request must carry the random token printed with the
address (in the URL as `?t=...` once; a cookie then carries it for the page's own requests). Without
`--lan` the server listens on 127.0.0.1 only and also refuses a request whose Host is not this
machine (a web page elsewhere cannot reach it through a DNS name pointing here). A state-changing
request must be JSON (a plain form posted from another site is refused before it is read).
"""

from __future__ import annotations

import hmac
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs

COOKIE = "goblin_token"
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]")


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
        cookie = SimpleCookie()
        try:
            cookie.load(headers.get("cookie", ""))
        except Exception:  # noqa: BLE001 -- a malformed cookie is no cookie
            cookie = SimpleCookie()
        from_cookie = cookie[COOKIE].value if COOKIE in cookie else ""
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
        if self.token:
            given = from_query or from_cookie
            if not given or not hmac.compare_digest(given.encode(), self.token.encode()):
                return "This table needs the address with its token (?t=...) as `goblin serve --lan` printed it."
        else:
            host = headers.get("host", "")
            name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
            if name not in LOCAL_HOSTS:
                return "This server answers only this machine (start it with --lan for the local network)."
        if scope["method"] not in ("GET", "HEAD"):
            if not headers.get("content-type", "").startswith("application/json"):
                return "Actions are sent by the page as JSON."
            origin = headers.get("origin")
            if origin and origin.split("://", 1)[-1] != headers.get("host", ""):
                return "Actions come only from this table's own page."
        return ""


async def _refuse(send: Any, text: str) -> None:
    body = text.encode()
    await send({"type": "http.response.start", "status": 403,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
