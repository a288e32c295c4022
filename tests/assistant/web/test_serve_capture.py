"""What a command prints is caught for the request's own thread only (web/capture.py)."""

from __future__ import annotations

import sys
import threading

from goblinkit.assistant.web.capture import captured


def test_each_thread_catches_only_its_own_output() -> None:
    original = sys.stdout
    caught: dict[int, str] = {}
    inside = threading.Barrier(4)

    def run(n: int) -> None:
        with captured() as out:
            inside.wait(10)  # all four captures open at once
            for _ in range(50):
                print(f"thread {n}")
            inside.wait(10)
        caught[n] = out.getvalue()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(20)
    assert all(caught[n] == f"thread {n}\n" * 50 for n in range(4))
    assert sys.stdout is original  # the router is gone once the last capture closed
