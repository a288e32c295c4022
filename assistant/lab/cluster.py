"""`--cluster ADDRESS`: reaching a Dask scheduler, and noticing when its workers are gone, in a few seconds.

Left to itself Dask waits: a malformed or silent address gave the error, then 20 s in the client's own
clean-up and a traceback; a cluster whose workers died kept the run waiting for ever, saying nothing.
Here the address's form is checked before any connection (`check_address`, when the options are read),
the connection has CONNECT_SECONDS, the client closes within CLOSE_SECONDS whatever state it is in
(`QuickClient`), and `workers_alive` lets the run (jobs.in_order_on) give up after LOST_SECONDS
without a worker, naming how many games were left unplayed.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.numerals import excerpt

CONNECT_SECONDS = 5
CLOSE_SECONDS = 2
LOST_SECONDS = 10  # no worker for this long: the run stops (a worker restarted by its nanny comes back sooner)
EXAMPLE = "tcp://127.0.0.1:8786"
HOST = r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)"
ADDRESS = re.compile(rf"(?:(?:tcp|tls|ws|wss|ucx)://)?{HOST}:(?P<port>[0-9]{{1,5}})")
IN_PROCESS = re.compile(r"inproc://\S+")  # a scheduler in this very process (tests' LocalCluster)


def check_address(address: str) -> str:
    """The scheduler's address as given (stripped), or a one-line RulesError saying what an address looks like."""
    text = address.strip()
    if not text:
        raise RulesError(f"--cluster: give the scheduler's address, e.g. {EXAMPLE}")
    if re.match(r"https?://", text, re.IGNORECASE):
        raise RulesError(f"--cluster: {excerpt(text)} is a web address (a dashboard?); give the scheduler's, "
                         f"e.g. {EXAMPLE}")
    found = ADDRESS.fullmatch(text)
    if IN_PROCESS.fullmatch(text) or (found is not None and 1 <= int(found["port"]) <= 65535):
        return text
    raise RulesError(f"--cluster: expected a scheduler's address such as {EXAMPLE}, got {excerpt(text)}")


def connect(address: str) -> Any:
    """A client of the scheduler at `address`, or a one-line RulesError within CONNECT_SECONDS."""
    try:
        from distributed import Client
    except ImportError:
        raise RulesError("--cluster needs Dask: pip install 'goblinkit[cluster]' (dask and distributed)") from None

    class QuickClient(Client):
        """Closes within CLOSE_SECONDS, quietly: after a failed connection the half-made client's own
        clean-up (at garbage collection) waited 20 s and printed a traceback."""

        def close(self, timeout: Any = CLOSE_SECONDS) -> Any:
            try:
                return super().close(timeout=timeout)
            except Exception:  # noqa: BLE001 -- a client that cannot close cleanly is left to the exit
                return None

        def __del__(self) -> None:
            try:
                super().__del__()
            except Exception:  # noqa: BLE001
                pass

    try:
        return QuickClient(address, timeout=f"{CONNECT_SECONDS}s", set_as_default=False)
    except Exception as exc:  # noqa: BLE001 -- OSError, TimeoutError, ValueError and stranger ones from the comms
        said = str(exc).strip() if isinstance(exc, (OSError, TimeoutError, ValueError)) else ""
        why = said or "no answer"
        raise RulesError(f"--cluster: no Dask scheduler answered at {address} ({why[:120]}); start one with "
                         f"`dask scheduler` and workers with `dask worker {address}`") from None


@contextmanager
def quiet_dask() -> Iterator[None]:
    """Dask's own log lines ("Couldn't gather 1 keys, rescheduling", a tornado traceback when the games
    left are cancelled) kept off the player's screen while a run uses the cluster: our errors say it once."""
    before = logging.root.manager.disable  # Dask sets its loggers' levels one by one: only this quiets them all
    logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(before)


def workers_alive(client: Any) -> int:
    """How many workers the scheduler has now (0 when it cannot be asked)."""
    try:
        return len(client.nthreads())
    except Exception:  # noqa: BLE001 -- a scheduler gone away has no workers for us
        return 0


PROFILERS = ("profile", "profile-cycle")  # a Dask worker's sampling profiler: it walks a game's deep stack every 10 ms


def _profilers(dask_worker: Any, on: bool) -> int:
    """Stop (or start again) this worker's sampling profiler; how many of its callbacks were running."""
    found = 0
    for name in PROFILERS:
        callback = dask_worker.periodic_callbacks.get(name)
        if callback is not None and callback.is_running() != on:
            callback.start() if on else callback.stop()
            found += 1
    return found


@contextmanager
def profilers_paused(client: Any) -> Iterator[None]:
    """The workers' profilers stopped while the lab's games run (thousands of short games: its samples
    cost more than they tell), started again after on the workers where they were running."""
    try:
        stopped = client.run(_profilers, on=False)
    except Exception:  # noqa: BLE001 -- a worker that cannot be asked plays with its profiler on
        stopped = {}
    try:
        yield
    finally:
        again = [address for address, count in stopped.items() if count and address in _worker_addresses(client)]
        if again:  # only the workers still there: asking a gone one waits out the connection's timeout
            try:
                client.run(_profilers, on=True, workers=again)
            except Exception:  # noqa: BLE001 -- a worker gone since has nothing to start again
                pass


def _worker_addresses(client: Any) -> set[str]:
    """The workers the scheduler knows now (none when it cannot be asked)."""
    try:
        return set(client.scheduler_info().get("workers", {}))
    except Exception:  # noqa: BLE001 -- a scheduler going away knows no worker
        return set()
