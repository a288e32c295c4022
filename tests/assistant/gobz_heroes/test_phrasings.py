"""What a Gob'z'Heroes player types, read as the listed move it means (core/phrases.py over `Game.moves()`).

The phrasings use the rulebook's own words: move, walk, feed and activate, attack (Close Combat), shoot
(Ranged Combat, "aka Shooting"), a Combo Card played on a Gob', Dumping, Backup, Substitution, ending the
turn and Teleporters at Crew Rehab; the Gob'z and cards by id or printed name, in any case."""

from __future__ import annotations

import contextlib
import io

import pytest
from typer.testing import CliRunner

from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.phrases import NotAMove, read
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.gobz_heroes.game import GobzHeroes

from .helpers import clear, place, table_game, turn_of


def _board(seat=0, rations=6, benched=()):  # noqa: ANN001
    game = table_game()
    clear(game)
    turn_of(game, seat, rations)
    for gob in benched:  # back on the Bench, for a Backup or a Substitute
        game.gobz[gob].owner = None
        game.bench.append(gob)
    return game


def skirmish() -> GobzHeroes:
    """Green's turn: Big Nagga next to Mog and Flapjack, Skritch's Slingshot on Gearhead, Zapgit on a Teleporter."""
    game = _board()
    for gob, square in [("nagga", "D8"), ("skritch", "A8"), ("zapgit", "E7"), ("grubnik", "H8"), ("mog", "E9"),
                        ("flapjack", "C9"), ("gearhead", "A4")]:
        place(game, gob, square)
    game.gobz["nagga"].tickles = 2
    game.players[0].combos = ["wet-blanket", "sprint", "brute-force"]
    return game


def backup_owed() -> GobzHeroes:
    """Green has one able Gob' left: a Backup from the Bench is owed."""
    game = _board(benched=("zapgit", "grubnik", "flapjack"))
    for gob, square in [("nagga", "D8"), ("skritch", "A8"), ("mog", "E9"), ("gearhead", "A4")]:
        place(game, gob, square, stunned=gob == "skritch")
    game.players[0].backup_pending = True
    return game


def sewer() -> GobzHeroes:
    """Skritch on the Sewer at C6, Big Nagga Stunned, cards for a Substitution and for a Gob' of one's own."""
    game = _board(benched=("zapgit", "grubnik", "flapjack"))
    for gob, square in [("nagga", "D8"), ("skritch", "C6"), ("mog", "E9"), ("gearhead", "A4")]:
        place(game, gob, square, stunned=gob == "nagga")
    game.players[0].combos = ["sprint", "thick-skull", "second-wind"]
    return game


def troll() -> GobzHeroes:
    """Red's turn: Mog the Massive (a Troll) between Big Nagga and Skritch."""
    game = _board(seat=1, rations=6)
    for gob, square in [("nagga", "D8"), ("skritch", "F8"), ("zapgit", "A13"), ("grubnik", "B14"), ("mog", "E8"),
                        ("flapjack", "J1"), ("gearhead", "J2")]:
        place(game, gob, square)
    return game


MOVE = ["move {g} {s}", "move {g} to {s}", "{G} to {s}", "{g} {s}", "walk {g} to {s}", "go to {s} with {g}",
        "run {G} to {s}", "MOVE {G} TO {s}", "feed and move {g} to {s}", "activate and move {g} to {s}",
        "move my {g} to {s}", "{s} {g}", "{G} moves to {s}", "the {g} walks to {s}"]
CLOSE = ["attack {t} with {g}", "attack {T} with {G}", "hit {t} with {g}", "fight the {t} with my {g}",
         "attack {g} {t}", "attack {t} using {g}", "feed and attack {t} with {g}", "whack {t} with {g}",
         "charge {T} with {g}", "strike {t} with {G}", "{G} attacks {t}", "{g} hits the {t}"]
SHOOT = ["shoot {t} with {g}", "shoot {t} with {g} with {w}", "shoot {T} with {G}'s {w}", "fire at {t} with {g}",
         "fire {w} at {t} with {g}", "zap {t} with {g}", "shoot at {T} with {g}", "shoot {g} {t}",
         "attack {t} with {g}", "feed and shoot {t} with {g}", "{g} shoots {t}", "{G} fires at {T}"]


def _first(game: GobzHeroes, **want: object) -> Move:
    return next(m for m in game.moves() if m.legal and all(m.action.get(k) == v for k, v in want.items()))


def _corpus() -> list[tuple[str, str, dict]]:
    """(position, phrase, the intended move's action), at least 100 of them."""
    found: list[tuple[str, str, dict]] = []
    game = skirmish()
    names = {g: game.profiles[g].name for g in game.profiles}
    for gob in ("nagga", "skritch", "zapgit", "grubnik"):
        move = _first(game, type="move", gob=gob, combos=[])
        for template in MOVE:
            found.append(("skirmish", template.format(g=gob, G=names[gob], s=move.action["to"].lower()), move.action))
    for target in ("mog", "flapjack"):
        attack = _first(game, type="attack", gob="nagga", targets=[target], combos=[])
        for template in CLOSE:
            found.append(("skirmish", template.format(g="nagga", G="Big Nagga", t=target, T=names[target]), attack.action))
    for gob, target, weapon in (("skritch", "gearhead", "slingshot"), ("zapgit", "mog", "sparks")):
        shot = _first(game, type="attack", gob=gob, targets=[target], combos=[])
        for template in SHOOT:
            found.append(("skirmish", template.format(g=gob, G=names[gob], t=target, T=names[target], w=weapon),
                          shot.action))
    brute = _first(game, type="attack", gob="nagga", targets=["mog"], combos=["brute-force"])
    found += [("skirmish", p, brute.action) for p in ("attack mog with nagga with brute force",
                                                      "hit mog the massive with big nagga and brute force",
                                                      "attack mog with nagga using the brute force card")]
    sprint = next(m for m in game.moves() if m.legal and m.action.get("combos") == ["sprint"] and m.action["gob"] == "nagga")
    to = sprint.action["to"].lower()
    found += [("skirmish", p, sprint.action) for p in (f"move nagga to {to} with sprint", f"nagga to {to} using sprint",
                                                       f"sprint big nagga to {to} with the sprint card")]
    blanket = _first(game, type="combo", card="wet-blanket")
    found += [("skirmish", p, blanket.action) for p in (
        "combo wet blanket on nagga", "play wet blanket on big nagga", "use wet blanket on nagga",
        "play the wet blanket on my nagga", "combo wet-blanket nagga", "wet blanket on big nagga",
        "Play Wet Blanket on Big Nagga")]
    end = _first(game, type="end", teleports=[])
    found += [("skirmish", p, end.action) for p in ("end", "done", "end turn", "end my turn", "pass", "finish",
                                                    "End the turn", "next", "stop", "let the crew wait",
                                                    "the crew waits")]
    for pad in ("b2", "e11"):
        jump = _first(game, type="end", teleports=[f"zapgit:{pad.upper()}"])
        found += [("skirmish", p, jump.action) for p in (
            f"end and teleport zapgit to {pad}", f"teleport zapgit to {pad}", f"end turn and teleport zapgit to {pad}",
            f"done and teleport zapgit the sparky to {pad}", f"jump sparky to {pad}")]
    dump = _first(game, type="dump")
    found += [("skirmish", p, dump.action) for p in ("dump", "dumping", "cash in", "Dump")]
    game = backup_owed()
    for gob, at in (("grubnik", "C6"), ("zapgit", "H4"), ("flapjack", "G9")):
        backup = _first(game, type="backup", gob=gob, at=at)
        name = game.profiles[gob].name
        found += [("backup", p, backup.action) for p in (
            f"backup {gob} at {at.lower()}", f"bring in {name} on {at}", f"back up {gob} to {at.lower()}",
            f"deploy {gob} at {at.lower()}", f"call in {name} at {at.lower()}", f"backup {gob} {at.lower()}")]
    game = sewer()
    for sub in ("grubnik", "flapjack"):
        swap = _first(game, type="substitute", gob="skritch", sub=sub, sub_combo="sprint")
        found += [("sewer", p, swap.action) for p in (
            f"substitute skritch {sub} sprint", f"substitute {sub} for skritch with sprint",
            f"swap skritch for {sub} with the sprint card", f"sub {sub} for skritch using sprint")]
    skull = _first(game, type="combo", card="thick-skull", gob="skritch")
    found += [("sewer", p, skull.action) for p in ("play thick skull on skritch", "combo thick-skull skritch",
                                                   "use the thick skull on skritch")]
    wind = _first(game, type="combo", card="second-wind", gob="nagga")
    found += [("sewer", p, wind.action) for p in ("play second wind on nagga", "combo second wind big nagga",
                                                  "use second wind on big nagga", "second wind on nagga")]
    game = troll()
    both = _first(game, type="attack", gob="mog", targets=["nagga", "skritch"])
    found += [("troll", p, both.action) for p in ("attack nagga and skritch with mog",
                                                  "attack big nagga and skritch with mog the massive",
                                                  "hit nagga and skritch with mog")]
    one = _first(game, type="attack", gob="mog", targets=["nagga"])
    found += [("troll", p, one.action) for p in ("attack nagga with mog", "attack big nagga with the massive")]
    return found


POSITIONS = {"skirmish": skirmish, "backup": backup_owed, "sewer": sewer, "troll": troll}
CORPUS = _corpus()


def test_the_corpus_holds_a_hundred_phrasings_and_more():
    assert len({phrase for _, phrase, _ in CORPUS}) >= 100


@pytest.fixture(scope="module")
def listed() -> dict[str, list[Move]]:
    return {name: make().moves() for name, make in POSITIONS.items()}


@pytest.mark.parametrize("position, phrase, action", CORPUS, ids=[f"{p}: {t}" for p, t, _ in CORPUS])
def test_a_phrasing_reads_as_the_intended_move(listed, position, phrase, action):
    assert read(phrase, listed[position]).action == action


@pytest.mark.parametrize("position, phrase, why", [
    ("sewer", "move nagga to c7", "Move Big Nagga: not now, Big Nagga is Stunned: it cannot be activated until Crew Rehab"),
    ("sewer", "attack mog with nagga", "Attack with Big Nagga: not now, Big Nagga is Stunned: it cannot be activated until Crew Rehab"),
    ("backup", "move nagga to c7", "Move Big Nagga: not now, bring in your Backup first (a Gob' from the Bench onto a free Sewer)"),
    ("backup", "end", "End the turn: not now, bring in your Backup first (a Gob' from the Bench onto a free Sewer)"),
])
def test_a_phrasing_of_a_blocked_move_is_told_why(listed, position, phrase, why):
    with pytest.raises(NotAMove) as caught:
        read(phrase, listed[position])
    assert str(caught.value) == why


def test_mog_without_the_rations_is_told_why():
    game = skirmish()
    game.current, game.players[1].rations = 1, 4  # Red's turn: Mog needs 5
    with pytest.raises(NotAMove, match="Mog the Massive needs 5 Rations and Red has 4 Rationing Points left"):
        read("attack nagga with mog", game.moves())


def test_a_phrase_typed_at_the_guided_prompt_plays_the_move(app, tmp_path):
    """`move big nagga c11`-style (the corpus reads that one): the guided prompt reads a phrase as the listed
    move and plays it."""
    from goblinkit.assistant.gobz_heroes.cli import app as gobz_app
    from tests.assistant.guided_players import PipePlayer

    save = tmp_path / "gobz.json"
    made = CliRunner().invoke(app, ["play", "gobz", "new", "--seed", "3", "--crew", "nagga,skritch,grubnik",
                                    "--save", str(save)])
    assert made.exit_code == 0, made.output
    game, _ = Session.load(GobzHeroes, save).replay()
    move = next(m for m in game.moves() if m.legal and m.verb == "move")  # Skritch: Big Nagga is boxed in
    name = game.profiles[move.action["gob"]].name
    phrase = f"walk {name.lower()} to {move.action['to'].lower()}"

    class Typist(PipePlayer):
        lines = [phrase, "quit"]

        def decide(self, message: str, words: list[str]) -> str:
            return self.lines.pop(0) if self.lines else "quit"

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        Typist(GobzHeroes, save).run(gobz_app, "gobz")
    log = [e["action"] for e in Session.load(GobzHeroes, save).save.log]
    assert move.action in log, printed.getvalue()
    assert f"{name} moves " in printed.getvalue() and f"-> {move.action['to']} (" in printed.getvalue()
