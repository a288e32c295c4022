"""No widow words: with `body.widows: avoid` (GobbledyGook!, Goblout, Gob'z'Heroes) no paragraph of card
text ends on a line of one word (the hard panel: "then discard / it." closed every Gob'z Combo card,
"a / Gob'." two Stuff cards, "resolved." four scenario cards). The paragraph is wrapped a little narrower
in as many lines, else its last line takes the word before it, but only if no line inside the paragraph is
left much shorter than the measure ("Brutes / and Super-Goblins." on the Goblout aid): else the widow stays.
The default, `allow`, keeps the plain greedy wrap for the other games."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.drawers.face_fit import FAIR_FILL, Section, line_width, wrap_sections
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.recipes import FaceDrawing, jobs_for
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.style_load import _leaf_problem
from tests.pnp.restyled import style_errors

FACES = (font("fira-sans-condensed"), font("fira-sans-condensed-bold"))
COMBO = "On one of your attacks, before rolling: each die needs 1 less to hit. Play it at any time; then discard it."


def _wrapped(text: str, box_w: float, widows: bool) -> list[str]:
    lines = wrap_sections((Section(text),), 10, box_w, *FACES, widows="allow" if widows else "avoid")
    assert lines is not None
    return ["".join(run.text for run in line) for line in lines]


def _box_for_a_widow() -> float:
    """The widest box (whole points, under the text's width) whose greedy wrap leaves "it." alone."""
    return next(w for w in range(int(width(COMBO, FACES[0], 10)), 40, -1)
                if _wrapped(COMBO, w, widows=True)[-1] == "it.")


def test_avoiding_widows_keeps_the_line_count_and_ends_on_two_words():
    greedy = _wrapped(COMBO, _box_for_a_widow(), widows=True)
    kept = _wrapped(COMBO, _box_for_a_widow(), widows=False)
    assert len(kept) == len(greedy) and len(kept[-1].split()) >= 2
    assert " ".join(kept) == " ".join(greedy) == COMBO


def test_a_one_line_paragraph_is_left_alone():
    assert _wrapped("Remove it.", 200, widows=False) == ["Remove it."]


@pytest.mark.parametrize("game_id", ["gobbledygook", "goblout", "gobz-heroes"])
def test_no_card_paragraph_ends_on_one_word(game_id):
    widows = []
    for job in jobs_for(load_game(game_id), packed=False):
        if not isinstance(job, SheetJob):
            continue
        for fn in {f for face in job.faces for f in (face.front, face.back) if isinstance(f, FaceDrawing)}:
            paragraph: list[str] = []
            for line in [*fn.layout.lines, []]:  # an empty line separates sections
                text = "".join(run.text if run.kind == "text" else "#" for run in line)
                if text:
                    paragraph.append(text)
                    continue
                if len(paragraph) > 1 and len(paragraph[-1].split()) == 1:
                    widows.append((fn.spec.title, paragraph[-1]))
                paragraph = []
    assert sorted(set(widows)) == []


def test_widows_is_allow_or_avoid():
    assert _leaf_problem("widows", "avoid") is None and _leaf_problem("widows", "allow") is None
    assert _leaf_problem("widows", "never") == "unknown widows setting 'never' (known: allow, avoid)"


def test_an_unknown_widows_rule_is_an_error_at_its_line(tmp_path):
    style, errors = style_errors(tmp_path, "templates:\n  goblout-card:\n    body: {widows: never}\n")
    assert errors == [
        f"{style}:3:20: templates.goblout-card.body.widows: unknown widows setting 'never' "
        "(known: allow, avoid)"]


def _drawn_aid_paragraphs(monkeypatch, tmp_path, game_id: str) -> list[list[str]]:
    """Every paragraph the game's aids draw (each block line as wrapped when drawn), as lines of text."""
    from goblinkit.pnp.build import build
    from goblinkit.pnp.drawers import aid
    from goblinkit.pnp.options import PrintOptions

    drawn: list[list[str]] = []
    wrapped = aid._wrapped

    def body(*args, **kwargs):  # noqa: ANN002, ANN003
        lines = wrapped(*args, **kwargs)
        drawn.extend(["".join(r.text if r.kind == "text" else "#" for r in line) for line in paragraph if line]
                     for paragraph in lines or [])
        return lines

    real_body = aid._body

    def drawing(*args, **kwargs):  # noqa: ANN002, ANN003
        monkeypatch.setattr(aid, "_wrapped", body)
        try:
            return real_body(*args, **kwargs)
        finally:
            monkeypatch.setattr(aid, "_wrapped", wrapped)

    monkeypatch.setattr(aid, "_body", drawing)
    build([game_id], PrintOptions(), tmp_path)
    return drawn


@pytest.mark.parametrize("game_id", ["gobbledygook", "goblout", "gobz-heroes"])
def test_no_aid_line_ends_on_one_word_unless_avoiding_it_leaves_a_short_line(monkeypatch, tmp_path, game_id):
    """The player aid and quick references: no rule's last line is one word ("Stun.", "turn.", "VP." were).
    Goblout's Attack step, whose only way out read "Brutes / and Super-Goblins." (issue 36's panel), is
    reworded so that it breaks naturally."""
    drawn = _drawn_aid_paragraphs(monkeypatch, tmp_path, game_id)
    assert drawn
    credit = "(creativecommons.org/licenses/by/3.0)"  # one token too long to share a line: not a widow
    widowed = {tuple(p) for p in drawn if len(p) > 1 and len(p[-1].split()) == 1 and p[-1] != credit}
    assert widowed == set()


ATTACK = "players (never goblins) with your Warriors, Brutes and Super-Goblins."


@pytest.mark.parametrize("text,head", [(ATTACK, "Attack:"), (COMBO, "")])
def test_avoiding_a_widow_never_leaves_a_short_line_mid_paragraph(text, head):
    """At every measure from 100 to 260 pt, each line mid-paragraph (neither first nor last) of an `avoid`
    paragraph is at least 65 % of the measure, or as long as the greedy wrap's shortest such line (a
    long word's doing). Two balanced lines ("Fly: changes level / anywhere, freely.") are fine."""
    def lines(box_w: float, widows: str) -> list:
        wrapped = wrap_sections((Section(text, head),), 9, box_w, *FACES, widows=widows)
        assert wrapped is not None
        return wrapped

    def shortest(wrapped: list, box_w: float) -> float:
        return min((line_width(line, FACES, 9) / box_w for line in wrapped[1:-1]), default=1.0)

    short = [(box_w, round(shortest(lines(box_w, "avoid"), box_w), 2)) for box_w in range(100, 261)
             if shortest(lines(box_w, "avoid"), box_w) < min(FAIR_FILL, shortest(lines(box_w, "allow"), box_w)) - 1e-6]
    assert short == []
