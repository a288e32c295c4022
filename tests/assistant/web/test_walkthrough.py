"""Issue 34, a first game: "Learn to play" on the new-game form sets a small fixed table up and teaches the
turn, a line a step (content/<game>/walkthrough.yaml): the first asked before the game starts, each later one
the first line of the story after the player's move, then "you know the turn", then the game as any other."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.core.games import GAMES, load_builtin_games
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web.library import SaveRef, version
from goblinkit.assistant.web.newgame import FORMS, forms, start
from goblinkit.assistant.web.runner import run
from goblinkit.assistant.web.walkthrough import START, walkthrough


def _made(tmp_path: Path, slug: str) -> tuple[list[str], str]:
    """The first game made as the page makes it: Start, then each setup question's first answer."""
    answers = [START]
    made, name = start(tmp_path, slug, {"learn": "yes"}, answers)
    while made.status == "question":
        assert made.question is not None
        answers.append(made.question.options[0])
        made, name = start(tmp_path, slug, {"learn": "yes"}, answers)
    assert made.status == "done", made
    return made.lines, name


def _next_move(ref: SaveRef) -> str | None:
    """The page's next tap: a move that ends the seat's turn when nothing else is lit, else the first listed."""
    game = Session.load(ref.game_class(), ref.path).replay()[0]
    legal = [m for m in game.moves() if m.legal]
    if not legal:
        return None
    return next((m.id for m in legal if not m.main), legal[0].id)


@pytest.mark.parametrize("slug", sorted(FORMS))
def test_a_first_game_teaches_its_turn_a_line_a_step_then_says_you_know_it(tmp_path: Path, slug: str) -> None:
    load_builtin_games()
    found = walkthrough(slug)
    assert found is not None and all(step.origin == "designed" for step in found.items)
    asked, _ = start(tmp_path, slug, {"learn": "yes"}, [])
    assert asked.status == "question" and asked.question is not None
    assert asked.question.text == f"Learn to play {GAMES[slug].title.split(':')[0]}: {found.items[0].says}"
    assert asked.question.options == [START]
    _, name = _made(tmp_path, slug)
    assert name.startswith("learn-")
    ref = SaveRef(name, tmp_path / f"{name}.json", slug)
    taught = []
    for _ in range(len(found.items)):
        move = _next_move(ref)
        answers: list[str] = []
        while True:  # a question in the move: its first answer, as the thumb taps it
            outcome = run(ref, None, answers, version(ref.path), move)
            if outcome.status != "question":
                break
            assert outcome.question is not None
            answers.append(outcome.question.options[0])
        assert outcome.status == "done", outcome
        taught.append(outcome.lines[0])
    assert taught == [step.says for step in found.items[1:]] + [found.done]
    assert "you know the turn" in found.done.lower()
    outcome = run(ref, None, [], version(ref.path), _next_move(ref))  # the walkthrough is over: the game goes on
    assert found.done not in outcome.lines and not any(s.says in outcome.lines for s in found.items)


def test_the_form_offers_a_first_game_for_every_game() -> None:
    assert all(form["learn"] for form in forms())


def test_any_other_first_answer_is_refused(tmp_path: Path) -> None:
    made, _ = start(tmp_path, "goblout", {"learn": "yes"}, ["Later"])
    assert made.status == "refused" and made.lines == ["answers: the first is Start"]


@pytest.fixture(scope="module")
def browser():  # noqa: ANN201
    from tests.assistant.web.browsing import launch

    yield from launch()


def test_learn_to_play_on_the_phone(browser, server: str) -> None:  # noqa: ANN001
    """Tapped at 360 px: the first line on the form, Start, the table, then the next line first in the story."""
    from tests.assistant.web.browsing import open_page
    from tests.assistant.web.tapping import Thumb

    found = walkthrough("goblout")
    assert found is not None
    page = open_page(browser, f"{server}/new")
    page.locator("details[data-game='goblout'] summary").click()
    page.locator("form.setup[data-game='goblout'] button.learn").click()
    page.wait_for_selector("#answer h2")
    assert page.locator("#answer h2").inner_text() == f"Learn to play Goblout: {found.items[0].says}"
    page.locator("#answer button.choice").click()
    page.wait_for_url("**/s/learn-goblout-*")
    page.wait_for_selector("body[data-ready='1']")
    thumb = Thumb(page)
    assert thumb.button("Draw")
    assert page.locator("#said").inner_text().startswith(found.items[1].says)
    page.close()
