"""Long work for one request, run in a worker thread, stopped when the request's client hangs up.

A thread cannot be killed, so the work answers to a `stopping.Budget` (it stops itself between two
games); this watches the connection while the thread runs and cancels the budget when the client is
gone. `done` runs when the thread has really stopped (a server's simulation lock is released there,
so no second simulation starts while the first is still finishing its game).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from goblinkit.assistant.lab.stopping import Budget

T = TypeVar("T")
WATCH_SECONDS = 0.2  # how often the connection is looked at while the work runs
GONE = "the page was closed before it finished"
SHUTDOWN = "the server is stopping"


async def while_connected(request: Request, budget: Budget, work: Callable[[], T], done: Callable[[], Any],
                          stopping: threading.Event | None = None) -> T:
    """`work()` in a worker thread; `budget` cancelled if the client hangs up, the server is stopping (`stopping`
    set) or this request is cancelled; `done()` once the thread has returned."""
    task = asyncio.ensure_future(run_in_threadpool(work))
    task.add_done_callback(lambda _: done())
    try:
        while not task.done():
            await asyncio.wait({task}, timeout=WATCH_SECONDS)
            if task.done():
                break
            if stopping is not None and stopping.is_set():
                budget.cancel(SHUTDOWN)
            elif await request.is_disconnected():
                budget.cancel(GONE)
        return task.result()
    except asyncio.CancelledError:  # the server stops this request: the thread stops at its next check
        budget.cancel(GONE)
        raise
