"""`goblin serve`'s routes through Starlette's TestClient: every game's page, actions and their
questions through the guided turn's machinery, refusals, stale pages, undo, hidden information,
simulations as charts, and the guards (token, host, JSON, paths)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

GAMES = ("goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout")


def version(client, name: str) -> str:  # noqa: ANN001
    return client.get(f"/s/{name}/version").json()["version"]


def send(client, name: str, command: str | None, answers=(), seen: str | None = None):  # noqa: ANN001, ANN201
    return client.post(f"/s/{name}/do", json={"command": command, "answers": list(answers),
                                               "seen": version(client, name) if seen is None else seen})


def tap(client, name: str, move: str, answers=(), seen: str | None = None):  # noqa: ANN001, ANN201
    """A listed move sent by its id, as the page's buttons and lit targets send it."""
    return client.post(f"/s/{name}/do", json={"command": None, "move": move, "answers": list(answers),
                                               "seen": version(client, name) if seen is None else seen})


def play_out(client, name: str, command: str | None) -> list[dict]:  # noqa: ANN001
    """Send a command as the page does, answering every question with its first option (answers for
    the command while it is unsaved, then for the assistant's steps after it): every reply."""
    replies, answers = [], []
    while True:
        reply = send(client, name, command, answers).json()
        replies.append(reply)
        if reply["status"] != "question":
            return replies
        if reply["target"] == "auto" and command is not None:
            command, answers = None, []
        answers = [*answers, reply["question"]["options"][0]]


def log_of(saves: Path, name: str) -> list[dict]:
    return json.loads((saves / f"{name}.json").read_text())["log"]


def test_index_lists_every_save_and_the_simulations(client) -> None:  # noqa: ANN001
    page = client.get("/").text
    for name in GAMES:
        assert f'href="/s/{name}"' in page
    assert 'href="/simulate/goblins-vs-zombies"' in page


@pytest.mark.parametrize("name, shows", [
    ("goblins-vs-zombies", ["s Field", "Graveyard", "Gate", ">Play Slingshot on your Gate (cost 2)</option>",
                            ">Done: the Zombies&#39; turn (ZOMBIE ACTION)</button>"]),
    ("gobbledygook", ["Night Watch", "Snagtooth", "B6", '"label": "Reveal B6 with Snagtooth"',
                      ">Done: the creatures&#39; turn ends, the Humans play</button>"]),
    ("globbo", ["@1", "H1", "S12", "class=\"wall\"", "Go on: the assistant plays"]),
    ("gobz-heroes", ["Big Nagga", "Skritch", "Red (assistant)", ">End the turn</button>"]),
    ("goblout", ["Bot 1", "Bot 2", "10/10", "Your hand"]),
])
def test_every_game_page_draws_its_table(client, name: str, shows: list[str]) -> None:  # noqa: ANN001
    response = client.get(f"/s/{name}")
    assert response.status_code == 200
    for text in shows:
        assert text in response.text, text


def test_the_globbo_map_has_every_hex_of_the_printed_map(client) -> None:  # noqa: ANN001
    page = client.get("/s/globbo/table").text
    assert page.count('class="hex"') == 16 * 14


def test_gvz_cards_show_icons_hp_tokens_and_next_action(client, saves: Path) -> None:  # noqa: ANN001
    for command in ("play slingshot", "done"):  # ZOMBIE ACTION, ARRIVAL and THE SUN run by themselves
        assert send(client, "goblins-vs-zombies", command).json()["status"] == "done"
    page = client.get("/s/goblins-vs-zombies/table").text
    assert "z1</b> Crawler Zombie" in page and "1/1 HP" in page and "Next: MOVE" in page
    crawler = (Path(__file__).parents[3] / "content/icons/game-icons/half-body-crawling.svgd").read_text().strip()
    assert f'viewBox="0 0 512 512"' in page and f'd="{crawler}"' in page  # the printed card's icon, inline
    assert "--hue: #5b4a6b" in page and "--hue: #4d6b2a" in page  # the print recipe's Zombie and Goblin colours


def test_an_action_with_a_question_is_answered_by_the_page(client, saves: Path) -> None:  # noqa: ANN001
    name = "goblins-vs-zombies"
    for command in ("play slingshot", "done"):
        send(client, name, command)
    before = (saves / f"{name}.json").read_bytes()
    asked = send(client, name, "act g1").json()
    assert asked["status"] == "question" and asked["target"] == "command"
    question = asked["question"]
    assert question["text"] == "Which Zombie does g1 Slingshot target?" and question["happened"] == ["g1 Slingshot acts:"]
    assert question["options"] == ["z1 Crawler Zombie (AA, Graveyard)", "z2 Brute Zombie (AA, Graveyard)"]
    assert question["leads"][1] == "z2 Brute Zombie takes 1 damage (3 HP left)."
    assert (saves / f"{name}.json").read_bytes() == before  # nothing saved while the question is open
    done = send(client, name, "act g1", [question["options"][1]], asked["version"]).json()
    assert done["status"] == "done"
    assert done["lines"] == ["g1 Slingshot acts:", "  z2 Brute Zombie takes 1 damage (3 HP left)."]  # no "> act g1"
    assert log_of(saves, name)[-1]["answers"] == [question["options"][1]]


def test_a_refused_action_shows_the_rule_and_saves_nothing(client, saves: Path) -> None:  # noqa: ANN001
    before = (saves / "goblins-vs-zombies.json").read_bytes()
    response = send(client, "goblins-vs-zombies", "act g1")
    assert response.status_code == 422
    assert response.json()["lines"] == ["'act g1' is no move now (you can: done, give, pepper, play)"]
    assert (saves / "goblins-vs-zombies.json").read_bytes() == before


def test_a_stale_page_is_told_to_look_again_and_nothing_is_applied(client, saves: Path) -> None:  # noqa: ANN001
    seen = version(client, "goblins-vs-zombies")
    assert send(client, "goblins-vs-zombies", "play slingshot", seen=seen).json()["status"] == "done"
    after = (saves / "goblins-vs-zombies.json").read_bytes()
    stale = send(client, "goblins-vs-zombies", "play archer", seen=seen)
    assert stale.status_code == 409 and stale.json()["status"] == "stale"
    assert (saves / "goblins-vs-zombies.json").read_bytes() == after


def test_undo_from_the_page_takes_back_the_play(client, saves: Path) -> None:  # noqa: ANN001
    send(client, "goblins-vs-zombies", "play slingshot")
    undone = send(client, "goblins-vs-zombies", "undo").json()
    assert undone["status"] == "done" and undone["lines"] == ["Taken back: Play slingshot, pay 2, player AA."]
    assert log_of(saves, "goblins-vs-zombies") == []


IN_WORDS = "say the move in words, without options (e.g. play slingshot), or tap one"


@pytest.mark.parametrize("command, why", [
    ("status --reveal", IN_WORDS), ("play slingshot --save /etc/passwd", IN_WORDS),
    ("play slingshot --pay 2", IN_WORDS), ("new --force", IN_WORDS),
    ("brood show x.yaml", "'brood show x.yaml' is no move now (you can: done, reveal, roll, set)"),
    ("play 'unclosed", "'play 'unclosed' is not one of the moves now. You can: Play Archer on your Gate (cost 1); "
                       "Play Assassin on your Gate (cost 3); Play Ball & Chain on your Gate (cost 2); Play Bigshot "
                       "on your Gate (cost 3); Play Bomb on your Gate (cost 6); ..."),
    ("", "say a move, or tap one"), ("x" * 301, "say a move in one line of at most 300 characters")])
def test_commands_a_page_may_not_send(client, saves: Path, command: str, why: str) -> None:  # noqa: ANN001
    """A page's line is read as a listed move, never run as a command line: options (a file to save to,
    hidden information) are refused in words that echo no command syntax and name no file."""
    name = "gobbledygook" if command.startswith("brood") else "goblins-vs-zombies"
    before = (saves / f"{name}.json").read_bytes()
    response = send(client, name, command)
    assert response.status_code == 422 and response.json()["lines"] == [why]
    assert (saves / f"{name}.json").read_bytes() == before


def test_bad_requests_are_refused(client) -> None:  # noqa: ANN001
    assert client.post("/s/globbo/do", content=b"not json", headers={"content-type": "application/json"}).status_code == 400
    assert client.post("/s/globbo/do", json={"command": 3, "seen": "x"}).status_code == 400
    assert client.post("/s/globbo/do", json={"command": "end", "seen": "x", "answers": ["a"] * 41}).status_code == 422
    assert client.post("/s/globbo/do", json={"command": "x" * 20000, "seen": "x"}).status_code == 413


def test_hidden_information_only_when_asked(client) -> None:  # noqa: ANN001
    hidden = client.get("/s/goblout").text
    assert "Hidden information" not in hidden and "hand_cards" not in hidden
    bots_hands = re.findall(r'"hand": \[', client.get("/s/goblout?reveal=1").text)
    assert len(bots_hands) == 3  # you and both bots, only under ?reveal=1
    assert "Hidden information is shown on this screen" in client.get("/s/goblout?reveal=1").text
    assert '"pile"' in client.get("/s/goblins-vs-zombies/table?reveal=1").text  # the Zombie Deck's order
    assert '"pile"' not in client.get("/s/goblins-vs-zombies/table").text


@pytest.mark.parametrize("path", ["/s/..%2f..%2fetc%2fpasswd", "/s/../../etc/passwd", "/s/%2e%2e", "/s/GVZ",
                                  "/s/goblins-vs-zombies.json", "/static/../app.py", "/static/%2e%2e/app.py",
                                  "/s/muck", "/s/outside", "/s/.goblins-vs-zombies.json"])
def test_no_request_path_leaves_the_saves_and_the_assets(client, saves: Path, tmp_path: Path, path: str) -> None:  # noqa: ANN001
    (tmp_path / "secret.json").write_text('{"game": "globbo"}')
    os.symlink(tmp_path / "secret.json", saves / "outside.json")
    response = client.get(path)
    assert response.status_code == 404
    assert "globbo" not in response.text.lower() or path == "/s/outside"


def test_static_assets_are_the_package_files(client) -> None:  # noqa: ANN001
    assert "EventSource" in client.get("/static/app.js").text
    assert "max-width" in client.get("/static/app.css").text


def test_lan_token_is_required_on_every_request(saves: Path) -> None:
    from tests.assistant.web.conftest import TestClient

    from goblinkit.assistant.web.app import create_app

    with TestClient(create_app(saves, token="s3cret"), base_url="http://192.168.1.20:8765") as lan:
        assert lan.get("/").status_code == 403
        assert lan.get("/?t=wrong").status_code == 403
        assert lan.get("/s/globbo/events").status_code == 403
        assert lan.post("/s/globbo/do", json={"command": "end", "seen": "x"}).status_code == 403
        first = lan.get("/?t=s3cret")
        assert first.status_code == 200 and "goblin_token=s3cret" in first.headers["set-cookie"]
        assert lan.get("/s/globbo").status_code == 200  # the cookie carries the token from now on
        lan.cookies.clear()
        assert lan.get("/s/globbo").status_code == 403


def test_without_lan_only_this_machine_and_json_actions(saves: Path) -> None:
    from tests.assistant.web.conftest import TestClient

    from goblinkit.assistant.web.app import create_app

    with TestClient(create_app(saves), base_url="http://evil.example") as other:
        assert other.get("/").status_code == 403
    with TestClient(create_app(saves), base_url="http://localhost:8765") as local:
        assert local.get("/").status_code == 200
        form = local.post("/s/globbo/do", data={"command": "end", "seen": "x"})
        assert form.status_code == 403  # a form posted from another site never reaches the game
        cross = local.post("/s/globbo/do", json={"command": "end", "seen": "x"}, headers={"origin": "http://evil.example"})
        assert cross.status_code == 403


def test_simulate_reports_as_charts(client) -> None:  # noqa: ANN001
    page = client.get("/simulate/goblins-vs-zombies?games=5&seed=1").text
    assert "<figcaption>scores</figcaption>" in page and "<figcaption>ranks</figcaption>" in page
    assert page.count('class="bar"') >= 3
    assert client.get("/simulate/goblins-vs-zombies?games=lots").status_code == 400
    assert client.get("/simulate/nope").status_code == 404


def test_the_charts_page_shows_the_balance_lab(client) -> None:  # noqa: ANN001
    """The same report as `goblin play goblout balance --games 4 --seed 2 --json`, drawn as its HTML charts."""
    from goblinkit.assistant.lab import balance
    from goblinkit.assistant.lab.balance.html import fragment

    page = client.get("/simulate/goblout?lab=balance&games=4&seed=2").text
    shown = fragment(balance.analyse(balance.run("goblout", 4, 2), "goblout", 4, 2))
    assert '<section class="balance">' + shown + "</section>" in page and shown.count("<svg") == 3


def test_the_live_feed_announces_the_current_version(client) -> None:  # noqa: ANN001
    with client.stream("GET", "/s/globbo/events") as stream:
        lines = stream.iter_lines()
        first = " ".join(next(lines) for _ in range(3))
    assert "event: change" in first and version(client, "globbo") in first


def test_goblout_and_gobz_pages_play_through_their_buttons_and_taps(client, saves: Path) -> None:  # noqa: ANN001
    assert send(client, "goblout", "dice table").json()["status"] == "done"  # you roll your own die
    asked = send(client, "goblout", "draw", ["yes"]).json()  # "Roll your die?": yes; it shows 1, red
    assert asked["status"] == "question" and asked["question"]["kind"] == "die", asked
    assert send(client, "goblout", "draw", ["yes", "1"]).json()["lines"] == [
        "You keep your 5 cards: a full hand draws none.", "You roll 1 (red).", "Your die shows red. Hand: Cauldron, Hoarder, Warrior x3. Next: deploy the goblins your die allows, attack a "
        "rival with them, then end your turn."]
    page = client.get("/s/goblout/table").text
    offered = re.findall(r'data-move="deploy:([a-z-]+)">', page)
    assert offered == ["warrior"], offered  # red die: not the white Cauldron nor the Hoarder in your hand
    assert "<li>Deploy Cauldron: Cauldron is white; your die shows red</li>" in page  # under "Not allowed now"
    refused = send(client, "goblout", "deploy cauldron").json()
    assert refused["status"] == "refused" and refused["lines"] == [
        "Deploy Cauldron: not now, Cauldron is white; your die shows red"]
    assert tap(client, "goblout", "deploy:cauldron").json()["lines"] == ["Cauldron is white; your die shows red"]
    replies = play_out(client, "goblout", "deploy warrior")
    assert replies[-1]["status"] == "done" and replies[0]["lines"][:1] + replies[-1]["lines"][:1] != []
    assert log_of(saves, "goblout")[-1]["action"]["type"] == "deploy"
    assert 'class="card face small"' in client.get("/s/goblout/table").text  # a Warrior in front of you
    taps = json.loads(client.get("/s/gobz-heroes/table").text.split('class="taps">')[1].split("</script>")[0])
    moves = [t["move"] for t in taps if t["verb"] == "move"]
    assert len(moves) > 10, "the map lights the squares your Gob'z can reach"
    moved = tap(client, "gobz-heroes", moves[0]).json()
    assert moved["status"] == "done", moved
    assert log_of(saves, "gobz-heroes")[0]["action"]["type"] == "move"


def test_goblin_serve_is_a_command_with_a_qr_code(app) -> None:  # noqa: ANN001
    from typer.testing import CliRunner

    from goblinkit.assistant.web.command import qr_text

    result = CliRunner().invoke(app, ["serve", "--help"])
    assert result.exit_code == 0 and "--lan" in result.output and "--saves" in result.output
    code = qr_text("http://192.168.1.20:8765/?t=abc")
    assert len(code.splitlines()) > 10 and "\u2588" in code or "\u2580" in code


def test_the_page_files_are_package_data() -> None:
    """An installed `goblin serve` has its templates and assets: pyproject's package data covers them."""
    import tomllib
    from fnmatch import fnmatch

    root = Path(__file__).parents[3]
    globs = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    web = root / "assistant" / "web"
    files = [p.relative_to(web).as_posix() for p in web.rglob("*") if p.is_file() and p.suffix != ".py"
             and "__pycache__" not in p.parts]
    assert files and all(any(fnmatch(f, g) for g in globs["goblinkit.assistant.web"]) for f in files), files


def test_a_port_in_use_is_a_clear_error(app, saves: Path) -> None:  # noqa: ANN001
    import socket

    from typer.testing import CliRunner

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(app, ["serve", "--port", str(port), "--saves", str(saves)])
    assert result.exit_code == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.output and f"--port {port + 1}" in result.output


def test_a_view_that_fails_leaves_the_text_table_and_the_command_box(client, monkeypatch) -> None:  # noqa: ANN001
    from goblinkit.assistant.web.views import gvz

    def broken(game, snap):  # noqa: ANN001, ANN202
        raise KeyError("fields")

    monkeypatch.setattr(gvz, "table", broken)
    page = client.get("/s/goblins-vs-zombies")
    assert page.status_code == 200
    assert "cannot be drawn here (KeyError: &#39;fields&#39;)" in page.text and 'id="command"' in page.text
    assert "Goblins vs Zombies, Mode B (Last Stand), turn 1" in page.text


def test_goblin_serve_refuses_a_saves_folder_it_cannot_use(app, tmp_path) -> None:  # noqa: ANN001
    from typer.testing import CliRunner

    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    result = CliRunner().invoke(app, ["serve", "--saves", str(a_file), "--no-qr"])
    assert result.exit_code == 1 and result.output == f"Error: --saves: {a_file} is a file, not a folder of saves\n"
    below = a_file / "saves"
    result = CliRunner().invoke(app, ["serve", "--saves", str(below), "--no-qr"])
    assert result.exit_code == 1 and result.output.startswith(f"Error: --saves: cannot make the folder {below} (")
