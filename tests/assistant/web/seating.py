"""A seated Goblout table for the seats tests: two human seats and a bot, made by the CLI, and what each
seat must never see (the other seat's cards that nobody else may see)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.goblout.game import Goblout

OTHER = {"you": "seat2", "seat2": "you"}
MOVE = re.compile(r'data-move="([^"@]+)"')
PICK = re.compile(r'<form class="pick"[^>]*data-move="@pick">.*?</form>', re.S)
OPTION = re.compile(r'<option value="([^"]+)"')
PREFERRED = ("attack", "deploy", "end", "draw")  # attacks first: the other seat is asked to block


def seated_save(app: Any, folder: Path, seed: int = 11) -> Path:
    save = folder / "goblout.json"
    result = CliRunner().invoke(app, ["play", "goblout", "new", "--seats", "2", "--bots", "1", "--seed", str(seed),
                                      "--first", "you", "--save", str(save)])
    assert result.exit_code == 0, result.output
    return save


def secrets_of(save: Path, seat: str) -> set[str]:
    """The names of the cards in `seat`'s hand that its rival seat may not know: not in that rival's own hand,
    nor anywhere on the table (deployed, discarded)."""
    game, _ = Session.load(Goblout, save).replay()
    snap = game.snapshot(True)
    cards = game.m.cat.cards
    players = {p["id"]: p for p in snap["players"]}
    public = {c for p in snap["players"] for c in p["deployed"]} | set(snap["pile"]["discards"]) | set(snap["set_aside"])
    kept = set(players[seat]["hand"]) - set(players[OTHER[seat]]["hand"]) - public
    return {cards[c].name for c in kept}


PRINTED_WORDS = re.compile(r'<div class="(?:text|strip|types)">.*?</div>', re.S)


def shown_names(html: str) -> str:
    """A page without the printed words of the cards drawn on it (their rules text, note and type line: the
    same on every copy, public; a Cannon Fodder's text names the Warrior it blocks), so a card name left in
    it is a card shown: what a leak would be."""
    return PRINTED_WORDS.sub("", html)


def next_move(html: str) -> str | None:
    """The move a seat's page offers that this test plays: an attack, else a deploy, the end, a draw."""
    moves = MOVE.findall(html) + [m for form in PICK.findall(html) for m in OPTION.findall(form)]
    for kind in PREFERRED:
        for move in moves:
            if move.startswith(kind):
                return move
    return moves[0] if moves else None
