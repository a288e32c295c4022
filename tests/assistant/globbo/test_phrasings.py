"""Globbo! as a player says it, in the rulebook's own words: each phrase, read by the shared phrase reader
(core/phrases.py) against `Game.moves()` of a seeded position, is the intended move. Hex names and counter
names never mix: the hex P5 and the BLIP P5 are only looked for in a move's PLACE and ACTOR/TARGET parts."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.phrases import NotAMove, read
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.assistant.globbo.game import Globbo
from tests.assistant.globbo.helpers import game_with

KIDS_AROUND = ("H1@E5", "Z1@E4", "Z2@E6", "S1@D4", "S2@D6")


def opening() -> Globbo:
    """The conftest's game (HEAD L7, seed 4), with the Scorch: round 1, GLOBBO moves."""
    game = Globbo({"play": "globbo", "walls": True, "extras": ["scorch"], "head": "L7",
                   "biters": "C4,C10,E10,F2,K13,O3".split(","), "rings_clear": True}, Chance(4))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    return game


def building() -> Globbo:
    game = game_with(*KIDS_AROUND, "B2@P5", phase="globbo-build")
    game.turn.points["H1"] = 4
    return game


POSITIONS = {
    "move": opening,
    "attack": lambda: game_with(*KIDS_AROUND, "B1@H5", "P5@E3", "B2@P5", "Y1@C4", phase="globbo-attack"),
    "kids": lambda: game_with(*KIDS_AROUND, "B1@H5", "P5@E3", "B2@P5", "Y1@C4", phase="kids-move", play="kids"),
    "bite": lambda: game_with(*KIDS_AROUND, "B1@F5", "B3@F4", "P5@E4", "B2@P5", "Y1@C4", phase="kids-attack", play="kids"),
    "build": building,
    "quoted": lambda: game_with(*KIDS_AROUND, "S3@L1", "B1@L2", "P5@A9", "Y1@P5", phase="kids-attack", play="kids"),
}

CORPUS = [
    # GLOBBO's HEAD can move up to three hexes: the body flows along with it
    ("move", "move head to k8", "move:H1:K8"), ("move", "move H1 to K8", "move:H1:K8"),
    ("move", "move h1 k8", "move:H1:K8"), ("move", "H1 K8", "move:H1:K8"), ("move", "head k8", "move:H1:K8"),
    ("move", "move globbo's head to K8", "move:H1:K8"), ("move", "move the HEAD to j7", "move:H1:J7"),
    ("move", "go to m6", "move:H1:M6"), ("move", "flow to n7", "move:H1:N7"), ("move", "move globbo to o7", "move:H1:O7"),
    ("move", "move my head to l5", "move:H1:L5"), ("move", "Move GLOBBO's HEAD H1 to L4", "move:H1:L4"),
    ("move", "go l10", "move:H1:L10"), ("move", "move head j10", "move:H1:J10"), ("move", "head to M10", "move:H1:M10"),
    ("move", "move globbos head to i6", "move:H1:I6"), ("move", "send the head to k10", "move:H1:K10"),
    ("move", "walk h1 to m8", "move:H1:M8"), ("move", "move h1 to n8", "move:H1:N8"), ("move", "run to j8", "move:H1:J8"),
    ("move", "stay", "stay"), ("move", "stay put", "stay"), ("move", "globbo stays put", "stay"),
    # SCORCH: any hex... destroy all kids in a single hex
    ("move", "scorch c4", "scorch:C4"), ("move", "scorch O3", "scorch:O3"), ("move", "burn k13", "scorch:K13"),
    ("move", "laser e10", "scorch:E10"), ("move", "scorch the hex F2", "scorch:F2"), ("move", "scorch c10", "scorch:C10"),
    # GLOBBO attacks: the HEAD burps, ZAPS zap, SLAPS slap; strengths add up
    ("attack", "attack h5 with h1", "attack:H5:B1:H1"), ("attack", "attack H5 with the head", "attack:H5:B1:H1"),
    ("attack", "burp h5", "attack:H5:B1:H1"), ("attack", "burp b1", "attack:H5:B1:H1"),
    ("attack", "attack b1 with head and z1", "attack:H5:B1:H1:Z1"),
    ("attack", "attack biter b1 with h1 and z2", "attack:H5:B1:H1:Z2"),
    ("attack", "attack H5 with H1, Z1 and Z2", "attack:H5:B1:H1:Z1:Z2"),
    ("attack", "attack b1 with z1 and z2", "attack:H5:B1:Z1:Z2"), ("attack", "zap b1 with z2", "attack:H5:B1:Z2"),
    ("attack", "attack biter b1 with zap z1", "attack:H5:B1:Z1"), ("attack", "hit h5 with z1", "attack:H5:B1:Z1"),
    ("attack", "attack blip p5 with z1", "attack:E3:P5:Z1"), ("attack", "attack P5 with S1", "attack:E3:P5:S1"),
    ("attack", "attack e3 with z1 and s1", "attack:E3:P5:Z1:S1"), ("attack", "slap the blip with s1", "attack:E3:P5:S1"),
    ("attack", "attack the yeast", "attack:C4:Y1:S1"), ("attack", "attack y1 with s1", "attack:C4:Y1:S1"),
    ("attack", "attack c4 with the red slap s1", "attack:C4:Y1:S1"), ("attack", "kill the yeast with s1", "attack:C4:Y1:S1"),
    ("attack", "burp the hex P5", "attack:P5:B2:H1"), ("attack", "attack b2", "attack:P5:B2:H1"),
    ("attack", "attack b2 with h1", "attack:P5:B2:H1"), ("attack", "burp b2 with the head", "attack:P5:B2:H1"),
    ("attack", "attack biter b2 with globbo's head", "attack:P5:B2:H1"),
    ("attack", "attack h5 with the head and a blue zap z1", "attack:H5:B1:H1:Z1"),
    ("attack", "end", "end"), ("attack", "done", "end"), ("attack", "end turn", "end"), ("attack", "finish", "end"),
    ("attack", "pass", "end"),
    # the Kids: BITERS move four hexes, BLIPS float two, YEASTS don't ever move
    ("kids", "move b1 to h6", "move:B1:H6"), ("kids", "move B1 H6", "move:B1:H6"), ("kids", "b1 h6", "move:B1:H6"),
    ("kids", "move biter b1 to i5", "move:B1:I5"), ("kids", "walk b1 to j5", "move:B1:J5"),
    ("kids", "move the biter b2 to o5", "move:B2:O5"), ("kids", "go b2 a5", "move:B2:A5"),
    ("kids", "float p5 to e2", "move:P5:E2"), ("kids", "move the blip to f3", "move:P5:F3"),
    ("kids", "move blip p5 to e5", "move:P5:E5"), ("kids", "move p5 to d4", "move:P5:D4"),
    ("kids", "float the blip onto E5", "move:P5:E5"), ("kids", "p5 f5", "move:P5:F5"),
    ("kids", "move P5 to C4", "move:P5:C4"), ("kids", "float blip to d3", "move:P5:D3"),
    ("kids", "stay", "stay"), ("kids", "kids stay put", "stay"), ("kids", "end", "end"), ("kids", "done", "end"),
    ("kids", "the kids stay put", "stay"), ("kids", "let the kids wait", "stay"), ("move", "let globbo stay", "stay"),
    ("kids", "b2 moves to p6", "move:B2:P6"), ("kids", "the biter b1 goes to g5", "move:B1:G5"),
    ("move", "the head moves to k8", "move:H1:K8"),
    # the Kids attack: BITERS bite what is next to them, a BLIP explodes in its own hex
    ("quoted", "attack L1 with B1", "attack:L1:S3:B1"),  # the words: the hex L1, then `with` the attacker
    ("quoted", "attack l1 with b1", "attack:L1:S3:B1"), ("quoted", "bite S3 with B1", "attack:L1:S3:B1"), ("bite", "attack E5 with B1", "attack:E5:H1:B1"),
    ("bite", "bite the head with b1", "attack:E5:H1:B1"), ("bite", "attack h1 with b1", "attack:E5:H1:B1"),
    ("bite", "attack e4 with b1", "attack:E4:Z1:B1"), ("bite", "bite z1 with b3", "attack:E4:Z1:B3"),
    ("bite", "attack zap z1 with biter b1 and biter b3", "attack:E4:Z1:B1:B3"),
    ("bite", "explode p5", "attack:E4:Z1:P5"), ("bite", "attack z1 with the blip", "attack:E4:Z1:P5"),
    ("bite", "attack e4 with b1, b3 and p5", "attack:E4:Z1:B1:B3:P5"), ("bite", "attack z2 with b1", "attack:E6:Z2:B1"),
    ("bite", "bite e6", "attack:E6:Z2:B1"), ("bite", "attack z1 with b1 and p5", "attack:E4:Z1:B1:P5"),
    ("bite", "end", "end"), ("bite", "done", "end"), ("bite", "end my turn", "end"),
    # GLOBBO regenerates: a RED SLAP costs 1 point, a BLUE ZAP 2, a new HEAD 4
    ("build", "build a slap at e3", "build:slap:E3"), ("build", "build slap e7", "build:slap:E7"),
    ("build", "buy a red slap at f3", "build:slap:F3"), ("build", "grow a slap on F4", "build:slap:F4"),
    ("build", "build a zap at d5", "build:zap:D5"), ("build", "buy a blue zap at e3", "build:zap:E3"),
    ("build", "build zap f5", "build:zap:F5"), ("build", "regenerate a zap at f6", "build:zap:F6"),
    ("build", "build a head at c4", "build:head:C4"), ("build", "buy a new head at d7", "build:head:D7"),
    ("build", "add a slap at f7", "build:slap:F7"), ("build", "build nothing", "end"), ("build", "save points", "end"),
    ("build", "done", "end"), ("build", "end", "end"),
]


@pytest.fixture(scope="module")
def listed():
    return {name: make().moves() for name, make in POSITIONS.items()}


@pytest.mark.parametrize("position, phrase, intended", CORPUS, ids=[f"{p}: {t}" for p, t, _ in CORPUS])
def test_a_natural_phrase_is_the_intended_move(listed, position, phrase, intended):
    assert read(phrase, listed[position]).id == intended


def test_the_corpus_has_a_hundred_phrasings():
    assert len(CORPUS) >= 100


def test_the_hex_P5_and_the_blip_P5_are_never_confused(listed):
    """The empty hex P5 is where a kid goes; the BLIP named P5 is the kid that goes."""
    kids = listed["kids"]
    assert read("move b2 to p6", kids).id == "move:B2:P6"
    assert read("move p5 to e2", kids).id == "move:P5:E2"  # the blip P5 (at E3), not the hex P5 (BITER B2)
    with pytest.raises(NotAMove):
        read("move b1 to p5", kids)  # BITER B1 at H5 cannot reach the hex P5: no move, not the blip


def test_a_refused_move_says_why(listed):
    with pytest.raises(NotAMove, match="YEASTS don't ever move"):
        read("move y1", listed["kids"])
