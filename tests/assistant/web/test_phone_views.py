"""The phone page's server side through Starlette's TestClient: the taps each map offers are the listed
moves the rules allow (and are accepted when sent by their ids), no button the rules refuse, the
move box's example phrases, the new-game route, the icon, the manifest, and the warp-hole colour of
the print."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web.library import Library


from tests.assistant.web.test_serve_routes import log_of, tap


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
    reply = tap(client, "gobz-heroes", first["move"]).json()
    assert reply["status"] in ("done", "question"), reply
    moved = log_of(saves, "gobz-heroes")[0]["action"]
    assert (moved["type"], moved["gob"], moved["to"]) == ("move", first["piece"], first["target"])


def test_gobz_offers_no_dump_without_three_combo_cards(client) -> None:  # noqa: ANN001
    html = client.get("/s/gobz-heroes/table").text
    assert "0 Combo" in html and 'data-move="dump"' not in html
    assert ('<button class="act blocked" type="button" disabled>Dump 3 Combo Cards for 1 VP <small>Dumping needs 3 '
            'Combo Cards; Green holds 0</small></button>') in html


def test_globbo_kids_taps_move_only_where_the_rules_let_them(client, saves: Path) -> None:  # noqa: ANN001
    from tests.assistant.web.test_serve_routes import play_out

    play_out(client, "globbo", None)  # Globbo's first turn and its fission questions
    taps = taps_of(client.get("/s/globbo/table").text)
    assert taps and {t["verb"] for t in taps} == {"move"}
    ref = Library(saves).find("globbo")
    before, _ = Session.load(ref.game_class(), ref.path).replay()
    listed = {m.id for m in before.moves() if m.legal}
    assert {t["move"] for t in taps} <= listed  # nothing lit that the rules do not list as legal
    check = tap(client, "globbo", taps[0]["move"]).json()
    assert check["status"] in ("done", "question"), check
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    biters = [p for p in game.living("kids") if p.kind == "biter" and not p.disoriented and not p.stuck]
    tapped = {t["piece"] for t in taps}
    assert tapped <= {p.id for p in game.living("kids")} | {taps[0]["piece"]}
    assert all(p.id in tapped for p in biters if p.left > 0)


def test_goblout_after_the_draw_has_a_button_per_listed_move_and_says_why_a_card_is_not(client, saves) -> None:  # noqa: ANN001
    """The seeded die shows blue: no card in hand may be deployed; each says why under "Not allowed now",
    and the buttons are the legal moves (turn the die: one list of faces; end the turn), each sending its id."""
    from tests.assistant.web.test_serve_routes import play_out

    assert play_out(client, "goblout", "draw")[-1]["lines"] == [
        "You keep your 5 cards: a full hand draws none.", "You roll 2 (blue).", "Your die shows blue. Hand: Cauldron, Hoarder, Warrior x3. Next: deploy the goblins your die allows, attack "
        "a rival with them, then end your turn."]
    html = client.get("/s/goblout/table").text
    ref = Library(saves).find("goblout")
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    assert [m.id for m in game.moves() if m.legal] == ["face:1", "face:3", "face:4", "face:5", "face:6", "end"]
    assert re.findall(r'data-move="([^"]*)"', html) == ["@pick", "end"]  # the faces one list (issue 34)
    assert re.findall(r'<option value="(face:\d)">([^<]*)</option>', html) == [
        ("face:1", "1 (red)"), ("face:3", "3 (purple)"), ("face:4", "4 (white)"), ("face:5", "5 (red+blue)"),
        ("face:6", "6 (purple+white)")]
    assert re.findall(r"<li>(Deploy [^<]*)</li>", html) == [
        "Deploy Cauldron: Cauldron is white; your die shows blue", "Deploy Hoarder: Hoarder is white; your die shows blue",
        "Deploy Warrior: Warrior is red; your die shows blue"]


def test_gvz_offers_the_flag_bearer(client) -> None:  # noqa: ANN001
    html = client.get("/s/goblins-vs-zombies/table").text
    assert '<option value="play:flag-bearer:gate">Play Flag-bearer on your Gate (cost 0: any card face down)</option>' in html


def test_gvz_shield_is_played_by_taps(client, saves: Path) -> None:  # noqa: ANN001
    """The Shield from the card buttons; which Goblin it goes under is asked with the Gate's Goblins as
    the answers (each saying what it leads to): nothing typed. With one Goblin on the Gate, nothing is asked."""
    from tests.assistant.web.test_serve_routes import log_of, send

    name = "goblins-vs-zombies"
    assert send(client, name, "play slingshot").json()["status"] == "done"
    html = client.get(f"/s/{name}/table").text
    assert '<form class="pick" data-prefix="" data-move="@pick">' in html
    assert '<option value="play:shield:g1">Play Shield under Slingshot (cost 1)</option>' in html
    assert tap(client, name, "play:flag-bearer:gate").json()["status"] == "done"
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
    g2 = client.get(f"/s/{name}/table").text.split("<b>g2</b> Flag-bearer</span>", 1)[1].split('class="card', 1)[0]
    assert '<div class="stats"><span class="token">+Shield</span>' in g2  # on g2's card, not another's


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
        "mode: expected one of last-stand, training, survival, boss, versus"]
    asked = client.post("/new", json={"game": "gobz-heroes", "choices": {}}).json()
    assert asked["status"] == "question" and "your pick" in asked["question"]["text"]
    assert not (saves / "gobz-1.json").exists()  # nothing is saved until the setup's questions are answered
    gg = client.post("/new", json={"game": "gobbledygook", "choices": {"breed": "imps"}}).json()
    assert gg["status"] == "done" and (saves / "gg-1.brood.yaml").exists()


def test_the_page_has_an_icon_and_a_manifest_to_be_added_to_the_home_screen(client) -> None:  # noqa: ANN001
    page = client.get("/s/goblout").text
    assert '<link rel="icon" href="/static/favicon.svg"' in page and '<link rel="manifest"' in page
    manifest = client.get("/static/manifest.webmanifest").json()
    assert manifest["display"] == "standalone" and {"/static/favicon.svg", "/static/icon-192.png"} <= {i["src"] for i in manifest["icons"]}
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
    """Beside the listed moves (Snagtooth reveals a blip: tap Snagtooth, then the blip), every figure is
    placed on the plan by two taps, the table's bookkeeping (no move of the rules, no id: `place ID X Y`)."""
    taps = taps_of(client.get("/s/gobbledygook/table").text)
    assert {t["verb"] for t in taps} == {"place", "reveal"}
    assert {t["move"] for t in taps if t["verb"] == "reveal"} == {f"reveal:B{n}:snagtooth" for n in range(1, 7)}
    placing = [t for t in taps if t["verb"] == "place"]
    assert {t["target"] for t in placing} == {"@plan"} and not any(t["move"] for t in placing)
    assert {"snagtooth", "B1"} <= {t["piece"] for t in placing}
    snag = next(t for t in placing if t["piece"] == "snagtooth")
    placed = client.post("/s/gobbledygook/do", json={"command": snag["command"].replace("{at}", "12 30"),
                                                     "answers": [], "seen": version(client, "gobbledygook")}).json()
    assert placed["status"] == "done", placed
    html = client.get("/s/gobbledygook/table").text
    assert 'data-plan="1"' in html and 'data-word="snagtooth"' in html and "at 12" in html


@pytest.mark.parametrize("name", ["goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout"])
def test_the_move_box_example_is_a_phrase_read_as_a_listed_move(client, saves: Path, name: str) -> None:  # noqa: ANN001
    """The move box's placeholder ("e.g. ...") is what a player says, not a command line: on the game's
    fixture save (once the assistant has played its steps) it reads as a legal listed move."""
    from goblinkit.assistant.core.phrases import read
    from goblinkit.assistant.web.views import view_module
    from goblinkit.assistant.web.wording import syntax
    from tests.assistant.web.test_serve_routes import play_out

    example = view_module(name).EXAMPLE
    play_out(client, name, None)
    assert f'placeholder="e.g. {example}"' in client.get(f"/s/{name}").text
    ref = Library(saves).find(name)
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    assert not syntax(example) and read(example, game.moves()).legal


def test_the_page_sends_move_ids_and_holds_no_command_line(client) -> None:  # noqa: ANN001
    """The buttons and lit targets carry their moves' ids; the terminal's command lines ("play archer
    --pay 1", "reveal B1 --by snagtooth") are not in the page at all, not even in its attributes."""
    gvz = client.get("/s/goblins-vs-zombies/table").text
    assert re.findall(r'data-command="([^"]*)"', gvz) == ["", "", "", "undo", "dice table"]
    assert 'data-move="done"' in gvz and "--pay" not in gvz
    gg = taps_of(client.get("/s/gobbledygook/table").text)
    assert {t["command"] for t in gg if t["move"]} == {""} and "--by" not in json.dumps(gg)
