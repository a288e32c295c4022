"""Twenty screens on one table at once: each polls the table and sends an action, three more follow
the live feed. The save's lock serialises the writers and a page that saw an older table is told to
retry, so every action lands exactly once: none lost, none applied twice."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import httpx

CLIENTS = 20
NAME = "gobbledygook"


def test_twenty_clients_lose_and_duplicate_nothing(server: str, saves: Path) -> None:
    landed: list[int] = []
    stale = [0]
    errors: list[str] = []
    heard: list[int] = []
    finished = threading.Event()
    lock = threading.Lock()
    together = threading.Barrier(CLIENTS)  # the first round: all twenty saw the same table

    def player(n: int) -> None:
        with httpx.Client(base_url=server, timeout=60) as http:
            for attempt in range(200):
                table = http.get(f"/s/{NAME}/table")  # polling, as a page without the live feed would
                seen = table.headers["x-version"]
                if attempt == 0:
                    together.wait(60)
                reply = http.post(f"/s/{NAME}/do", json={"command": f"place snagtooth {n + 1} {n + 1}",
                                                          "answers": [], "seen": seen})
                if reply.status_code == 409 and reply.json()["status"] == "stale":
                    with lock:
                        stale[0] += 1
                    continue
                with lock:
                    if reply.status_code == 200 and reply.json()["status"] == "done":
                        landed.append(n)
                    else:
                        errors.append(reply.text)
                return
            with lock:
                errors.append(f"client {n} never got its turn")

    def listener() -> None:
        changes = 0
        with httpx.Client(base_url=server, timeout=60) as http:
            with http.stream("GET", f"/s/{NAME}/events") as stream:
                for line in stream.iter_lines():
                    if line.startswith("event: change"):
                        changes += 1
                    if finished.is_set() and changes > 1:
                        break
        with lock:
            heard.append(changes)

    listeners = [threading.Thread(target=listener) for _ in range(3)]
    players = [threading.Thread(target=player, args=(n,)) for n in range(CLIENTS)]
    for thread in listeners + players:
        thread.start()
    for thread in players:
        thread.join(120)
    finished.set()
    with httpx.Client(base_url=server) as http:  # one more change, so every listener wakes and stops
        seen = http.get(f"/s/{NAME}/version").json()["version"]
        http.post(f"/s/{NAME}/do", json={"command": "place snagtooth 40 40", "answers": [], "seen": seen})
    for thread in listeners:
        thread.join(30)

    assert errors == []
    assert sorted(landed) == list(range(CLIENTS))
    log = json.loads((saves / f"{NAME}.json").read_text())["log"]
    places = [json.dumps(entry["action"], sort_keys=True) for entry in log]
    assert len(places) == CLIENTS + 1 and len(set(places)) == CLIENTS + 1  # each action once, none twice
    assert stale[0] >= CLIENTS - 1  # all but one of the first round had seen an older table and retried
    assert len(heard) == 3 and all(changes >= 2 for changes in heard)
