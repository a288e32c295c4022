"""The phone's lit targets and buttons are the game's listed moves (Game.moves(), core/moves.py) and
nothing else, in Debian's Chromium at 360x740: checked with a small list of moves given to Gob'z'Heroes
(legal, blocked, on the map and not), and on every game's own list once it lists its moves. Places and
pieces never share a name on the page: Globbo!'s hex B2 is not the Kid named B2."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.moves import ACTOR, AMOUNT, CARD, PLACE, TARGET, Move, Part
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web.library import Library
from tests.assistant.web.browsing import launch, open_page, settle
from tests.assistant.web.moves_on_page import mismatches, offered

GAMES = ["goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout"]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


def listed(saves: Path, slug: str) -> list[Move]:
    ref = Library(saves).find(slug)
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    return [] if game.over else game.moves()


def placed(saves: Path, slug: str) -> set[str]:
    """The pieces a player may place on the table's plan (the view's bookkeeping taps, no move of the rules)."""
    from goblinkit.assistant.web.views import view_module

    ref = Library(saves).find(slug)
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    view = view_module(slug)
    return {t.piece.lower() for t in getattr(view, "bookkeeping_taps", lambda g: [])(game)
            if t.verb in getattr(view, "BOOKKEEPING", ())}


def sent(page: Any) -> list[str]:
    """Catch the moves (their ids) and commands the page sends (answered as refused: the save stays)."""
    commands: list[str] = []

    def answer(route: Any) -> None:
        body = json.loads(route.request.post_data)
        commands.append(body.get("move") or body["command"])
        route.fulfill(json={"status": "refused", "lines": ["caught by the test"], "version": ""})

    page.route("**/do", answer)
    return commands


def gobz_moves() -> list[Move]:
    zap, skritch = Part(ACTOR, "zapgit", ("Zapgit the Sparky",)), Part(ACTOR, "skritch", ("Skritch",))
    return [
        Move("move", "Move Zapgit the Sparky to A9", {"verb": "move"}, "move zapgit A9", (zap, Part(PLACE, "A9"))),
        Move("move", "Move Zapgit the Sparky to C10", {"verb": "move"}, "move zapgit C10", (zap, Part(PLACE, "C10"))),
        Move("attack", "Attack Grubnik with Zapgit the Sparky", {"verb": "attack"}, "attack zapgit grubnik",
             (zap, Part(TARGET, "grubnik"))),
        Move("move", "Move Skritch to B12", {"verb": "move"}, "move skritch B12", (skritch, Part(PLACE, "B12")),
             blocked="Skritch is Stunned"),
        Move("combo", "Play Combo Card Dodge on Zapgit the Sparky", {"verb": "combo"}, "combo dodge zapgit",
             (Part(CARD, "dodge"), zap)),
        Move("dump", "Dump 3 Combo Cards (1 VP)", {"verb": "dump"}, "dump", blocked="you hold no 3 Combo Cards"),
        Move("end", "End my turn", {"verb": "end"}, "end", main=True),
    ]


def test_the_lit_targets_and_buttons_are_the_listed_legal_moves(browser: Any, server: str, saves: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    moves = gobz_moves()
    monkeypatch.setattr(Library(saves).find("gobz-heroes").game_class(), "moves", lambda self: moves)
    page = open_page(browser, f"{server}/s/gobz-heroes")
    seen = offered(page)
    assert mismatches(moves, seen) == []
    assert seen.pairs == {("zapgit", "a9"), ("zapgit", "c10"), ("zapgit", "grubnik")}
    assert seen.buttons == {"Play Combo Card Dodge on Zapgit the Sparky", "End my turn"}
    assert seen.greyed == {"Dump 3 Combo Cards (1 VP)"}  # shown, with its reason, never sent
    assert "you hold no 3 Combo Cards" in page.locator("#bar").inner_text()
    assert "Move Skritch to B12: Skritch is Stunned" in page.locator("details.not-now").text_content()
    commands = sent(page)
    page.locator("#live [data-word='zapgit']").click()
    page.locator("#live [data-place='C10']").click(force=True)
    settle(page)
    page.locator("#bar button.act.main").click()
    settle(page)
    assert commands == ["move:zapgit:C10", "end"]  # the listed moves' ids
    page.close()


def test_a_hex_named_like_a_piece_is_the_hex(browser: Any, server: str, saves: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Globbo!'s Kids are B1..B6 and its hexes A1..P14: the Kid B1 moves to the hex B2 (where the Kid B2 is
    not). The hex B2 lights up, the Kid B2 does not; tapping the Kid B2 sends nothing, the hex sends the
    move; with nothing chosen, tapping the hex B1 does not pick the Kid B1."""
    game_class = Library(saves).find("globbo").game_class()
    kid = Part(ACTOR, "B1", ("Biter",))
    moves = [Move("move", "Move Biter B1 to B2", {"verb": "move"}, "move B1:B2", (kid, Part(PLACE, "B2"))),
             Move("end", "End my step", {"verb": "end"}, "end", main=True)]
    monkeypatch.setattr(game_class, "moves", lambda self: moves)
    monkeypatch.setattr(game_class, "next_automatic", lambda self: None)  # the Kids to move, not Globbo
    page = open_page(browser, f"{server}/s/globbo")
    assert page.locator("#live g[data-word='B2']").get_attribute("data-hex") != "B2"
    commands = sent(page)
    page.locator("#live polygon[data-place='B1']").dispatch_event("click")
    assert page.locator("#build").is_hidden() and page.locator("#live .chosen").count() == 0
    page.locator("#live g[data-word='B1']").dispatch_event("click")
    assert [n for n in page.locator("#live .target").evaluate_all("ns => ns.map(n => n.outerHTML.slice(0, 40))")] \
        and page.locator("#live .target").count() == 1
    assert page.locator("#live polygon[data-place='B2']").get_attribute("class") == "hex target"
    page.locator("#live g[data-word='B2']").dispatch_event("click")
    assert commands == []
    page.locator("#live polygon[data-place='B2']").dispatch_event("click")
    settle(page)
    assert commands == ["move:B1:B2"]
    page.close()


@pytest.mark.parametrize("slug", GAMES)
def test_every_game_lights_exactly_its_listed_moves(browser: Any, server: str, saves: Path, slug: str) -> None:
    game_class = Library(saves).find(slug).game_class()
    if game_class.moves is Game.moves:
        pytest.skip(f"{slug}: the game does not list its moves yet (Game.moves() is not implemented)")
    page = open_page(browser, f"{server}/s/{slug}")
    # Globbo's turn asks the Kids' fission mix; each answer's request replays the turn and works out what
    # each mix leads to (core/table.py's _settled, explore.judge: Globbo's search per option), 10-40 s here
    page.set_default_timeout(120_000 if slug == "globbo" else 20_000)
    for _ in range(4):  # the assistant's steps first, answering its questions with their first option
        go_on = page.locator("#bar button.act.main", has_text="Go on")
        if not go_on.count():
            break
        go_on.click()
        settle(page)
    moves = listed(saves, slug)
    if not [m for m in moves if m.legal]:
        pytest.skip(f"{slug}: Game.moves() lists no legal move at this table")
    assert mismatches(moves, offered(page), placed(saves, slug)) == []
    page.close()


def test_a_move_sent_by_its_id_is_checked_against_the_listed_moves(saves: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page sends a listed move's id: a legal one is played (its action, on the table model), a blocked
    one is refused with its reason, one not listed now is refused."""
    from goblinkit.assistant.web.library import version
    from goblinkit.assistant.web.runner import run

    ref = Library(saves).find("goblins-vs-zombies")
    sling = {"type": "play", "goblin": "slingshot", "pay": 2, "player": "AA"}
    moves = [Move("play", "Play Slingshot (cost 2)", sling, "play slingshot", (Part(CARD, "slingshot"),)),
             Move("play", "Play Shield", {"verb": "play"}, "play shield", (Part(CARD, "shield"),),
                  blocked="a Shield goes under a Goblin on your Gate: you have none")]
    monkeypatch.setattr(ref.game_class(), "moves", lambda self: moves)
    blocked = run(ref, None, [], version(ref.path), move="play:shield")
    assert (blocked.status, blocked.lines) == ("refused", ["a Shield goes under a Goblin on your Gate: you have none"])
    gone = run(ref, None, [], version(ref.path), move="play:brute")
    assert gone.status == "refused" and gone.lines[0].startswith("That move is not on the table now")
    played = run(ref, None, [], version(ref.path), move="play:slingshot")
    assert (played.status, played.lines) == ("done", ["AA plays g1 Slingshot and discards 2 cards."])


def test_many_moves_of_one_verb_are_one_list_and_a_refused_piece_move_is_under_not_now() -> None:
    """Goblout lists a draw for each set of cards to discard: more than listed.GROUP of one verb are one
    list to pick from (its options the moves' ids and labels), not a wall of buttons."""
    from goblinkit.assistant.web.views.listed import GROUP, OnMap, controls

    draws = [Move("draw", f"Discard {n} cards, then draw to 5", {"n": n}, f"draw --discard {n}",
                  (Part(AMOUNT, str(n)),)) for n in range(GROUP + 1)]
    stunned = Move("move", "Move Skritch", {}, "move skritch", (Part(ACTOR, "skritch"),), blocked="Skritch is Stunned")
    end = Move("end", "End your turn", {}, "end", main=True)
    found = controls([end, stunned, *draws], OnMap({"skritch": "skritch"}, {}))
    assert [(a.label, a.move, a.main) for a in found.actions] == [("Draw", "@pick", False), ("End your turn", "end", True)]
    assert found.actions[0].options == [(m.id, m.label) for m in draws]
    assert found.not_now == ["Move Skritch: Skritch is Stunned"] and found.taps == []


def test_moves_a_game_groups_are_one_list_of_their_choices_and_one_alone_stays_a_button() -> None:
    """Issue 34: Goblout's five faces to buy were five buttons a phone could not tell apart; grouped
    (`extra["group"]`), they are one list, each face read by its `choice`."""
    from goblinkit.assistant.web.views.listed import OnMap, controls

    faces = [Move("face", f"Sacrifice 1 life point to turn your die to {n}", {"face": n}, f"face {n}",
                  (Part(AMOUNT, str(n)),), extra={"group": "Sacrifice 1 life point to turn your die to", "choice": str(n)})
             for n in (2, 3)]
    end = Move("end", "End your turn", {}, "end", main=True)
    found = controls([*faces, end], OnMap())
    assert [(a.label, a.move) for a in found.actions] == [("Sacrifice 1 life point to turn your die to", "@pick"),
                                                          ("End your turn", "end")]
    assert found.actions[0].options == [("face:2", "2"), ("face:3", "3")]
    alone = controls([faces[0], end], OnMap())
    assert [a.label for a in alone.actions] == ["Sacrifice 1 life point to turn your die to 2", "End your turn"]


def test_a_tap_names_its_piece_as_a_player_reads_it() -> None:
    """Issue 34: the bar said "zapgit: tap a lit target (18)"; a Tap carries the piece's printed name."""
    from goblinkit.assistant.web.views.listed import OnMap, controls

    move = Move("move", "Move Zapgit the Sparky to C3", {}, "move zapgit C3",
                (Part(ACTOR, "zapgit", ("Zapgit the Sparky",)), Part(PLACE, "C3")))
    found = controls([move], OnMap({"zapgit": "zapgit"}, {"c3": "C3"}))
    assert [(t.piece, t.name, t.target) for t in found.taps] == [("zapgit", "Zapgit the Sparky", "C3")]
