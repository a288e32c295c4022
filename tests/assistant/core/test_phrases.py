"""The phrase reader (core/phrases.py): a phrase is read against the listed moves only."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.moves import ACTOR, CARD, PLACE, TARGET, Move, Part, lines
from goblinkit.assistant.core.phrases import NotAMove, read, say

GOBZ = {"b1": ("Big Nagga",), "l1": ("Lanky",)}


def _moves() -> list[Move]:
    found = [Move("attack", f"Attack {t} with {a}", {"type": "attack", "gob": a, "target": t},
                  parts=(Part(ACTOR, a, GOBZ[a]), Part(TARGET, t, GOBZ[t]))) for a, t in (("b1", "l1"), ("l1", "b1"))]
    found += [Move("move", f"Move {a} to {s}", {"type": "move", "gob": a, "to": s},
                   parts=(Part(ACTOR, a, GOBZ[a]), Part(PLACE, s))) for a in GOBZ for s in ("C11", "D2")]
    found += [Move("play", "Play Flag-bearer", {"type": "play", "card": "flag-bearer"},
                   parts=(Part(CARD, "flag-bearer", ("Flag-Bearer",)),))]
    found += [Move("end", "End turn", {"type": "end"}, command="end", main=True)]
    found += [Move("move", "Move Lanky to D1", {"type": "move", "gob": "l1", "to": "D1"},
                   parts=(Part(ACTOR, "l1", GOBZ["l1"]), Part(PLACE, "D1")), blocked="Lanky is Stunned")]
    return found


@pytest.mark.parametrize("phrase, action", [
    ("attack L1 with B1", {"type": "attack", "gob": "b1", "target": "l1"}),
    ("attack b1 l1", {"type": "attack", "gob": "b1", "target": "l1"}),  # no small words: the command's order
    ("hit lanky with big nagga", {"type": "attack", "gob": "b1", "target": "l1"}),
    ("att lanky with nagga", {"type": "attack", "gob": "b1", "target": "l1"}),
    ("move big nagga c11", {"type": "move", "gob": "b1", "to": "C11"}),
    ("Big Nagga to C11", {"type": "move", "gob": "b1", "to": "C11"}),
    ("play flag bearer", {"type": "play", "card": "flag-bearer"}),
    ("PLAY FLAG-BEARERS", {"type": "play", "card": "flag-bearer"}),
    ("done", {"type": "end"}), ("end my turn", {"type": "end"}), ("pass", {"type": "end"}),
    # the actor first, the verb as said of it
    ("big nagga attacks lanky", {"type": "attack", "gob": "b1", "target": "l1"}),
    ("lanky hits big nagga", {"type": "attack", "gob": "l1", "target": "b1"}),
    ("nagga moves to c11", {"type": "move", "gob": "b1", "to": "C11"}),
    ("Big Nagga goes to D2", {"type": "move", "gob": "b1", "to": "D2"}),
    # small words before the verb
    ("the big nagga moves to c11", {"type": "move", "gob": "b1", "to": "C11"}),
    ("now attack lanky with big nagga", {"type": "attack", "gob": "b1", "target": "l1"}),
    ("let me end my turn", {"type": "end"}),
])
def test_a_phrase_reads_as_the_listed_move(phrase, action):
    assert read(phrase, _moves()).action == action


@pytest.mark.parametrize("phrase, message, about_moves", [
    ("move lanky to d1", "Move Lanky to D1: not now, Lanky is Stunned", True),
    ("fly", "'fly' is no move now (you can: attack, end, move, play)", False),
    ("attack nagga", "'attack nagga' is not one of the moves now. You can: Attack l1 with b1; Attack b1 with l1",
     True),
])
def test_a_phrase_naming_no_legal_move_is_told_why(phrase, message, about_moves):
    with pytest.raises(NotAMove) as caught:
        read(phrase, _moves())
    assert str(caught.value) == message and caught.value.about_moves is about_moves


def test_several_moves_fitting_equally_are_named():
    moves = [Move("play", f"Play {n}", {"type": "play", "card": i}, parts=(Part(CARD, i, (n,)),))
             for i, n in (("g1", "Ghost Lantern"), ("g2", "Ghost Trap"))]
    with pytest.raises(NotAMove, match="'play ghost' could be: Play Ghost Lantern; Play Ghost Trap. Say which."):
        read("play ghost", moves)


def test_moves_lists_the_legal_then_the_blocked_with_why():
    assert lines(_moves())[-3:] == ["", "Not now:", "Move Lanky to D1: Lanky is Stunned"]
    assert lines([]) == ["No move to make now: the assistant plays, or the game is over."]


def test_a_move_said_in_its_own_words_reads_as_itself():
    moves = [m for m in _moves() if m.legal]
    assert [read(say(m), moves) for m in moves] == moves
    assert say(moves[2]) == "move Big Nagga to C11"
