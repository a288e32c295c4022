"""Phones as seats (web/seats.py) through Starlette's TestClient: a phone takes a free seat, a taken one is
refused; a seat acts only when the model says it is its turn or its question, with a clear refusal
otherwise; a question for another seat goes to that seat's phone; and over a few turns no page a seat
or the shared screen receives names a card only the other seat holds."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

from tests.assistant.web.seating import OTHER, shown_names, next_move, seated_save, secrets_of

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

URL = "/s/goblout"


@pytest.fixture
def table(app: Any, tmp_path: Path) -> tuple[Path, dict[str, Any]]:  # noqa: ANN001
    from goblinkit.assistant.web.app import create_app

    save = seated_save(app, tmp_path)
    served = create_app(tmp_path)
    phones = {name: TestClient(served, base_url="http://127.0.0.1") for name in ("you", "seat2", "shared")}
    for seat in ("you", "seat2"):
        assert phones[seat].post(f"{URL}/join", json={"seat": seat}).json()["status"] == "done"
    return save, phones


def seen(phone: Any) -> str:
    return phone.get(f"{URL}/version").json()["version"]


def test_a_phone_takes_a_free_seat_and_a_taken_one_is_refused(table: tuple[Path, dict[str, Any]]) -> None:
    _, phones = table
    join = phones["shared"].get(f"{URL}/join").text
    assert "Seat 1 <small>taken</small>" in join and "Seat 2 <small>taken</small>" in join
    taken = phones["shared"].post(f"{URL}/join", json={"seat": "seat2"})
    assert taken.status_code == 409 and taken.json()["lines"] == ["That seat is taken: pick a free one (or watch)."]
    assert "This phone is <b>Seat 2</b>" in phones["seat2"].get(f"{URL}/table").text
    assert "Each player joins from their own phone" in phones["shared"].get(URL).text  # with the QR code


def test_a_seat_cannot_act_out_of_turn(table: tuple[Path, dict[str, Any]]) -> None:
    _, phones = table
    out = phones["seat2"].post(f"{URL}/do", json={"command": None, "move": "draw", "answers": [], "seen": seen(phones["seat2"])})
    assert out.status_code == 422
    assert out.json()["lines"] == ["It is Seat 1's turn, not yours (Seat 2): wait for them."]
    shared = phones["shared"].post(f"{URL}/do", json={"command": "draw", "answers": [], "seen": seen(phones["shared"])})
    assert shared.json()["lines"] == ["It is Seat 1's turn: each player acts from their own phone (scan the code above to join)."]
    undo = phones["you"].post(f"{URL}/do", json={"command": "undo", "answers": [], "seen": seen(phones["you"])})
    assert undo.json()["lines"] == ["Undo is off when each player has a phone: it could take back another seat's move."]
    # the seat to act sees its moves; the other seat and the shared screen see none
    assert '<option value="draw">' in phones["you"].get(f"{URL}/table").text
    assert "data-move" not in phones["seat2"].get(f"{URL}/table").text
    assert "data-move" not in phones["shared"].get(f"{URL}/table").text
    done = phones["you"].post(f"{URL}/do", json={"command": None, "move": "draw", "answers": [], "seen": seen(phones["you"])})
    assert done.json()["status"] == "question"  # its own question comes to its own phone
    assert done.json()["question"]["text"].startswith("Roll your die?")


def play_a_step(phones: dict[str, Any], save: Path, received: dict[str, list[str]]) -> str:
    """One request by whichever phone may act now (its question's answer: the first option); what it did."""
    for name in ("you", "seat2"):
        page = phones[name].get(f"{URL}/table").text
        received[name].append(page)
        asked = "Answer your question" in page
        move = None if asked else next_move(page)
        if not asked and move is None:
            continue
        body = {"command": None, "move": move, "answers": [], "seen": seen(phones[name])}
        out = phones[name].post(f"{URL}/do", json=body).json()
        while out["status"] == "question":
            received[name].append(str(out))
            body["answers"] = body["answers"] + [out["question"]["options"][0]]
            body["seen"] = out["version"] if out["target"] == "auto" else body["seen"]
            out = phones[name].post(f"{URL}/do", json=body).json()
        received[name].append(str(out))
        assert out["status"] == "done", out
        return f"{name}: {move or 'answer'}"
    shared = phones["shared"].get(f"{URL}/table").text
    received["shared"].append(shared)
    assert "Go on" in shared, shared  # the bot's turn: the shared screen lets it play
    out = phones["shared"].post(f"{URL}/do", json={"command": None, "answers": [], "seen": seen(phones["shared"])})
    received["shared"].append(out.text)
    assert out.json()["status"] == "done", out.json()
    return "shared: go on"


def test_each_seat_sees_only_its_own_hand_over_a_few_turns(table: tuple[Path, dict[str, Any]]) -> None:
    save, phones = table
    received: dict[str, list[str]] = {"you": [], "seat2": [], "shared": []}
    played = []
    for _ in range(14):
        received = {name: [] for name in received}
        played.append(play_a_step(phones, save, received))
        secret = {seat: secrets_of(save, seat) for seat in ("you", "seat2")}  # still hidden after the step
        for name, phone in phones.items():  # and every screen as it is now
            received[name] += [phone.get(URL).text, phone.get(f"{URL}/table").text, phone.get(f"{URL}/log").text]
        for seat in ("you", "seat2"):
            for text in received[OTHER[seat]] + received["shared"]:
                leaked = {name for name in secret[seat] if name in shown_names(text)}
                assert not leaked, (seat, leaked, played)
    # both seats played turns, and a question for the seat attacked went to its phone, not the attacker's
    assert "seat2: draw" in played and "seat2: answer" in played, played


def test_a_phone_may_watch_a_table_of_one_side(client: Any) -> None:  # noqa: ANN401 -- the five saves' TestClient
    page = "/s/goblins-vs-zombies"
    assert "Join from another phone" not in client.get(page).text  # this machine only: no phone can join
    assert client.post(f"{page}/join", json={"seat": "watch"}).json()["status"] == "done"
    table = client.get(f"{page}/table").text
    assert "This phone watches the table" in table and "data-move" not in table
    out = client.post(f"{page}/do", json={"command": "play slingshot", "answers": [],
                                          "seen": client.get(f"{page}/version").json()["version"]})
    assert out.status_code == 422
    assert out.json()["lines"] == ["This phone watches the table: to play, tap Change above and share the seat."]
    assert client.post(f"{page}/join", json={"seat": "share"}).json()["status"] == "done"
    assert 'data-move="' in client.get(f"{page}/table").text


def test_the_shared_screen_shows_a_join_code_for_phones_on_the_network(app: Any, tmp_path: Path) -> None:
    from goblinkit.assistant.web.app import create_app

    seated_save(app, tmp_path)
    screen = TestClient(create_app(tmp_path, "s3cret"), base_url="http://127.0.0.1")
    page = screen.get(f"{URL}?t=s3cret").text
    from goblinkit.assistant.web.address import lan_address

    # the QR code and the link: this machine's network address (a phone cannot reach its loopback), the token
    assert '<svg' in page and f'<a href="http://{lan_address()}:80/s/goblout/join?t=s3cret">' in page
