"""No simulation request runs away: its counts are bounded (refused above the bound, saying it), it runs
within a time budget, and it stops when its page is closed, freeing the simulation lock at once."""

from __future__ import annotations

import re
import socket
import threading
import time
from urllib.parse import urlsplit

import httpx
import pytest

from goblinkit.assistant.lab.stopping import Budget, Stopped, check, game_numbers, stoppable
from goblinkit.assistant.web import simulation
from tests.assistant.web.test_serve_routes import send

BUSY = "another simulation is running"


def refusal(page: str) -> str:
    return page.split('<p class="refused">', 1)[1].split("</p>", 1)[0]


@pytest.mark.parametrize("query, status, text", [
    ("games=1000000000&lab=balance", 422, "games an arm: from 1 to 2 on this page (got 1,000,000,000); "
                                         "the terminal&#39;s `goblin play globbo balance` plays more"),
    ("games=1000000000", 422, "games: from 1 to 10 on this page (got 1,000,000,000); "
                              "the terminal&#39;s `goblin play globbo simulate` plays more"),
    ("games=0", 422, "games: from 1 to 10 on this page (got 0); the terminal&#39;s `goblin play globbo simulate` "
                     "plays more"),
    ("games=3&seed=-1", 422, "seed: from 0 to 2,147,483,647 (got -1)"),
    ("games=3&seed=" + "9" * 5000, 400, "seed: a whole number (got &#39;999999999999999999999999… "
                                        "(5,000 characters)&#39;)"),
    ("games=%EF%BC%93", 400, "games: a whole number (got &#39;３&#39;)"),
    ("games=3&lab=chaos", 422, "lab: only &#39;balance&#39; (got &#39;chaos&#39;)"),
])
def test_counts_above_their_bound_are_refused_saying_the_bound(client, query: str, status: int, text: str) -> None:  # noqa: ANN001
    started = time.monotonic()
    response = client.get(f"/simulate/globbo?{query}")
    assert (response.status_code, refusal(response.text)) == (status, text)
    assert time.monotonic() - started < 5  # refused, not played


def test_the_lab_form_offers_what_the_lab_accepts(client) -> None:  # noqa: ANN001
    page = client.get("/simulate/globbo").text
    assert 'Games an arm (at most 2) <input type="number" name="games" min="1" max="2" value="2">' in page


def test_a_simulation_past_its_time_budget_stops_and_frees_the_lock(client, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setitem(simulation.SIM_CAPS, "goblout", 10 ** 6)
    monkeypatch.setattr(simulation, "SIM_SECONDS", 0.5)
    started = time.monotonic()
    page = client.get("/simulate/goblout?games=1000000&seed=1").text
    assert time.monotonic() - started < 10
    assert re.fullmatch(r"the simulation did not run: it was stopped: its time budget of 0\.5 s was spent \(\d+ games "
                        r"played\); ask fewer games, or run `goblin play goblout simulate --games 1000000 --seed 1` "
                        r"at the terminal", refusal(page))
    monkeypatch.setattr(simulation, "SIM_SECONDS", 120.0)
    assert "<figcaption>" in client.get("/simulate/goblout?games=3&seed=1").text  # the lock is free


@pytest.mark.parametrize("long_run", ["goblout?games=1000000&seed=1", "globbo?games=10&seed=1",
                                      "globbo?games=2&seed=1&lab=balance"])
def test_a_closed_page_stops_its_simulation_and_frees_the_lock(server: str, monkeypatch, long_run: str) -> None:  # noqa: ANN001
    """The page asks for a long run (a million quick games; Globbo's games of seconds, stopped between two
    moves), then is closed: another simulation is accepted within 2 s."""
    monkeypatch.setitem(simulation.SIM_CAPS, "goblout", 10 ** 6)
    address = urlsplit(server)
    page = socket.create_connection((address.hostname, address.port))
    page.sendall(f"GET /simulate/{long_run} HTTP/1.1\r\nHost: {address.netloc}\r\n\r\n".encode())
    with httpx.Client(base_url=server, timeout=30) as other:
        deadline = time.monotonic() + 20  # the long run holds the lock
        while BUSY not in other.get("/simulate/goblout?games=2&seed=1").text:
            assert time.monotonic() < deadline, "the long simulation never started"
            time.sleep(0.1)
        page.close()
        closed = time.monotonic()
        while BUSY in (answer := other.get("/simulate/goblout?games=2&seed=1").text):
            assert time.monotonic() - closed < 2, "the simulation went on after its page was closed"
            time.sleep(0.05)
        assert "<figcaption>" in answer


def test_a_stopped_budget_stops_the_loop_between_games_and_only_inside_its_block() -> None:
    budget = Budget()
    played = []
    with pytest.raises(Stopped) as stopped, stoppable(budget):
        for number in game_numbers(10):
            played.append(number)
            if number == 2:
                threading.Thread(target=budget.cancel, args=("asked to stop",)).start()
                time.sleep(0.05)
    assert played == [0, 1, 2] and str(stopped.value) == "asked to stop (3 games played)"
    check()  # outside the block nothing stops
    assert list(game_numbers(3)) == [0, 1, 2]


@pytest.mark.parametrize("command", ["ladder --games 1000000", "balance --games 1000000"])
def test_a_game_page_cannot_start_the_lab_outside_its_bounds_and_lock(client, saves, command: str) -> None:  # noqa: ANN001
    before = (saves / "goblout.json").read_bytes()
    started = time.monotonic()
    response = send(client, "goblout", command)
    assert response.status_code == 422 and time.monotonic() - started < 5
    said, = response.json()["lines"]  # a line is read as a listed move, never run as a command
    assert said == "say the move in words, without options (e.g. discard warrior), or tap one"
    assert (saves / "goblout.json").read_bytes() == before
