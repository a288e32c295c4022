"""The phone page's server side through Starlette's TestClient: the tap commands each map offers are
the ones the rules allow (and are accepted when sent), no button the rules refuse, the new-game
route, the icon, the manifest, and the warp-hole colour of the print."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web.library import Library


def taps_of(html: str) -> list[dict[str, str]]:
    return json.loads(re.search(r'<script type="application/json" class="taps">(.*?)</script>', html, re.S).group(1))


def version(client, name: str) -> str:  # noqa: ANN001
    return client.get(f"/s/{name}/version").json()["version"]


def test_gobz_taps_are_the_rules_destinations_and_a_tapped_move_is_played(client, saves: Path) -> None:  # noqa: ANN001
    from goblinkit.assistant.gobz_heroes.movement import destinations
    from goblinkit.content.gobz_heroes.board import square_name

    html = client.get("/s/gobz-heroes/table").text
    taps = taps_of(html)
    ref = Library(saves).find("gobz-heroes")
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    moves = {(t["piece"], t["target"]) for t in taps if t["verb"] == "move"}
    mine = [g for g in game.gobz.values() if g.on_board and g.owner == game.human_seat()]
    assert moves == {(g.id, square_name(s)) for g in mine for s in destinations(game, g.id)}
    assert "<select" not in html  # the 163-item Move list is gone: moves are tapped
    first = next(t for t in taps if t["verb"] == "move")
    reply = client.post("/s/gobz-heroes/do", json={"command": first["command"], "answers": [],
                                                   "seen": version(client, "gobz-heroes")}).json()
    assert reply["status"] in ("done", "question"), reply


def test_gobz_offers_no_dump_without_three_combo_cards(client) -> None:  # noqa: ANN001
    html = client.get("/s/gobz-heroes/table").text
    assert "0 Combo" in html and 'data-command="dump"' not in html


def test_globbo_kids_taps_move_only_where_the_rules_let_them(client, saves: Path) -> None:  # noqa: ANN001
    from tests.assistant.web.test_serve_routes import play_out

    play_out(client, "globbo", None)  # Globbo's first turn and its fission questions
    taps = taps_of(client.get("/s/globbo/table").text)
    assert taps and {t["verb"] for t in taps} == {"move"}
    check = client.post("/s/globbo/do", json={"command": taps[0]["command"], "answers": [],
                                              "seen": version(client, "globbo")}).json()
    assert check["status"] in ("done", "question"), check
    ref = Library(saves).find("globbo")
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    biters = [p for p in game.living("kids") if p.kind == "biter" and not p.disoriented and not p.stuck]
    tapped = {t["piece"] for t in taps}
    assert tapped <= {p.id for p in game.living("kids")} | {taps[0]["piece"]}
    assert all(p.id in tapped for p in biters if p.left > 0)


def test_goblout_has_a_button_per_deployable_card_and_per_rival(client) -> None:  # noqa: ANN001
    from tests.assistant.web.test_serve_routes import play_out

    play_out(client, "goblout", "draw")
    html = client.get("/s/goblout/table").text
    commands = re.findall(r'data-command="([^"]*)"', html)
    assert "play" in commands
    assert all(c.split(" ")[0] in ("play", "undo", "draw", "dice", "") for c in commands)
    assert not re.search(r"<select", html)


def test_gvz_offers_the_flag_bearer(client) -> None:  # noqa: ANN001
    html = client.get("/s/goblins-vs-zombies/table").text
    assert '<option value="flag-bearer">Flag-bearer</option>' in html


def test_gvz_shield_is_played_by_taps(client, saves: Path) -> None:  # noqa: ANN001
    """The Shield from the card buttons; which Goblin it goes under is asked with the Gate's Goblins as
    the answers (each saying what it leads to): nothing typed. With one Goblin on the Gate, nothing is asked."""
    from tests.assistant.web.test_serve_routes import log_of, send

    name = "goblins-vs-zombies"
    assert send(client, name, "play slingshot").json()["status"] == "done"
    html = client.get(f"/s/{name}/table").text
    assert '<form class="pick" data-prefix="play">' in html and '<option value="shield">Shield</option>' in html
    assert send(client, name, "play flag-bearer").json()["status"] == "done"
    asked = send(client, name, "play shield").json()
    assert asked["status"] == "question" and asked["question"] == {
        "text": "Shield: under which Goblin on AA's Gate?", "kind": "choose",
        "options": ["g1 Slingshot", "g2 Flag-bearer"], "happened": [],
        "leads": ["AA plays g3 Shield and discards 1 card, under g1 Slingshot.",
                  "AA plays g3 Shield and discards 1 card, under g2 Flag-bearer."]}
    tapped = send(client, name, "play shield", ["g2 Flag-bearer"], asked["version"]).json()
    assert tapped["status"] == "done" and tapped["lines"] == [
        "AA plays g3 Shield and discards 1 card, under g2 Flag-bearer."]  # the story, not "> play shield --pay 1"
    assert log_of(saves, name)[-1]["answers"] == ["g2 Flag-bearer"]
    assert '<b>g2</b> Flag-bearer</div>\n<div class="stats"><span class="token">+Shield</span>' in client.get(
        f"/s/{name}/table").text


def test_gvz_shield_under_the_only_goblin_is_not_asked(client) -> None:  # noqa: ANN001
    from tests.assistant.web.test_serve_routes import send

    name = "goblins-vs-zombies"
    assert send(client, name, "play slingshot").json()["status"] == "done"
    played = send(client, name, "play shield").json()
    assert played["status"] == "done" and played["lines"][-1] == (
        "AA plays g2 Shield and discards 1 card, under g1 Slingshot.")


def test_a_new_game_from_the_page_is_the_cli_new(client, saves: Path) -> None:  # noqa: ANN001
    form = client.get("/new").text
    assert form.count("<form class=\"setup\"") == 5 and 'value="last-stand"' in form
    made = client.post("/new", json={"game": "goblins-vs-zombies", "choices": {"mode": "training"}}).json()
    assert made["status"] == "done" and made["url"] == "/s/gvz-1", made
    assert "Mode A: Training" in " ".join(made["lines"])
    assert client.get("/s/gvz-1").status_code == 200
    refused = client.post("/new", json={"game": "goblins-vs-zombies", "choices": {"mode": "--save=/etc/x"}})
    assert refused.status_code == 422 and refused.json()["lines"] == [
        "mode: expected one of last-stand, training, survival, boss"]
    asked = client.post("/new", json={"game": "gobz-heroes", "choices": {}}).json()
    assert asked["status"] == "question" and "your pick" in asked["question"]["text"]
    assert not (saves / "gobz-1.json").exists()  # nothing is saved until the setup's questions are answered
    gg = client.post("/new", json={"game": "gobbledygook", "choices": {"breed": "imps"}}).json()
    assert gg["status"] == "done" and (saves / "gg-1.brood.yaml").exists()


def test_the_page_has_an_icon_and_a_manifest_to_be_added_to_the_home_screen(client) -> None:  # noqa: ANN001
    page = client.get("/s/goblout").text
    assert '<link rel="icon" href="/static/favicon.svg"' in page and '<link rel="manifest"' in page
    manifest = client.get("/static/manifest.webmanifest").json()
    assert manifest["display"] == "standalone" and manifest["icons"][0]["src"] == "/static/favicon.svg"
    assert client.get("/static/favicon.svg").text.startswith("<svg")


def test_warp_holes_are_the_colour_they_are_in_print(client) -> None:  # noqa: ANN001
    from goblinkit.assistant.web.look import WARP_HOLE
    from goblinkit.pnp.drawers import hexmap

    assert f'"{WARP_HOLE}"' in Path(hexmap.__file__).read_text(encoding="utf-8")
    assert f'fill="{WARP_HOLE}"' in client.get("/s/globbo/table").text


def test_dice_table_from_the_new_game_form_asks_your_die_as_six_faces(client, saves: Path) -> None:  # noqa: ANN001
    """Issue 23: the page offers the dice setting at a new game; a player's own roll comes back as a question
    per die with the six faces for answers (the page draws them as big dice), the bots' dice are not asked."""
    from tests.assistant.web.test_serve_routes import play_out, send

    form = client.get("/new").text
    assert form.count('value="table"') == 5  # every game's form has it
    made = client.post("/new", json={"game": "goblout", "choices": {"bots": "1", "dice": "table"}}).json()
    assert made["status"] == "done" and "Dice: table." in " ".join(made["lines"]), made
    name = made["url"].rsplit("/", 1)[1]
    play_out(client, name, None)  # the bot's first turn, if it plays first: its dice are its own
    answers: list[str] = []
    asked = send(client, name, "draw", answers).json()
    while asked["status"] == "question" and asked["question"]["kind"] != "die":  # "Roll your die?": yes
        answers.append(asked["question"]["options"][0])
        asked = send(client, name, "draw", answers).json()
    assert asked["status"] == "question", asked
    question = asked["question"]
    assert question["kind"] == "die" and question["options"] == ["1", "2", "3", "4", "5", "6"]
    assert question["text"].startswith("Roll your die (d6) for ")
    rolled = send(client, name, "draw", [*answers, "4"]).json()
    assert rolled["status"] == "done", rolled
    assert "You roll 4" in " ".join(rolled["lines"])
    html = client.get(f"/s/{name}/table").text
    assert 'data-command="dice app"' in html and 'data-command="dice table"' not in html


def test_a_finished_game_reads_as_words_not_a_saved_record() -> None:
    from goblinkit.assistant.web.views import gg, globbo

    assert gg._result({"reason": "Every Brood is KOed.", "awards": {"The Goblins of gg-1": {
        "brag": 1, "tin": 0, "charm": 2}}}) == "Every Brood is KOed. The Goblins of gg-1: 1 Brag, 0 Tin, +2 Charm."
    assert globbo._result({"winner": "kids", "round": 12, "pieces": 9, "humiliating": True}) == (
        "The Kids win in round 12 (a humiliating win)")
    assert globbo._result(None) == gg._result(None) == ""


def test_gobbledygook_taps_place_every_piece_on_the_plan(client) -> None:  # noqa: ANN001
    taps = taps_of(client.get("/s/gobbledygook/table").text)
    assert {t["verb"] for t in taps} == {"place"} and {t["target"] for t in taps} == {"@plan"}
    assert {"snagtooth", "B1"} <= {t["piece"] for t in taps}
    snag = next(t for t in taps if t["piece"] == "snagtooth")
    placed = client.post("/s/gobbledygook/do", json={"command": snag["command"].replace("{at}", "12 30"),
                                                     "answers": [], "seen": version(client, "gobbledygook")}).json()
    assert placed["status"] == "done", placed
    html = client.get("/s/gobbledygook/table").text
    assert 'data-plan="1"' in html and 'data-word="snagtooth"' in html and "at 12" in html
