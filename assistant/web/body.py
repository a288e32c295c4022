"""Read an action's JSON body without letting a big or deep one hurt the server.

A body over the limit is refused without being read: at once when its Content-Length says so, and
as soon as the count passes the limit while a streamed (chunked) one arrives; the refusal closes
the connection, so the server reads nothing more of it. JSON nested deeper than the parser's
recursion allows is a bad request like any other malformed JSON, not a server error; so is a body
whose client hangs up before it ends.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import ClientDisconnect, Request


class BadBody(Exception):
    """A body refused: the status to answer and what to tell the page."""

    def __init__(self, status: int, text: str):
        super().__init__(text)
        self.status = status
        self.text = text


async def read_json(request: Request, limit: int) -> Any:
    """The request's body as JSON, read up to `limit` bytes; BadBody when it is too big or not JSON."""
    too_big = BadBody(413, f"that request is too big (at most {limit} bytes)")
    length = request.headers.get("content-length")
    if length is not None and length.isdigit() and int(length) > limit:
        raise too_big
    body = bytearray()
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > limit:
                raise too_big
    except ClientDisconnect:  # gone before its body ended: nobody reads the answer, and no traceback
        raise BadBody(400, "the request ended before its body did") from None
    try:
        return json.loads(body)
    except RecursionError:
        raise BadBody(400, "that JSON is nested too deeply") from None
    except ValueError:
        raise BadBody(400, "send JSON") from None
