"""The search every game gets from its table model (search/moves_search.py): it advises one of the moves the
game lists, the same one for the same seed and budget, and says plainly when a game cannot judge a position."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.search.moves_search import suggest
from goblinkit.assistant.search.protocol import Budget

GAMES = [("gvz", GoblinsVsZombies, ["--mode", "last-stand"]), ("globbo", Globbo, ["--play", "globbo"]),
         ("goblout", Goblout, ["--bots", "2", "--first", "you"])]


def started(app, runner, tmp_path: Path, slug: str, options: list[str]) -> Path:  # noqa: ANN001
    save = tmp_path / f"{slug}.json"
    result = runner.invoke(app, ["play", slug, "new", "--seed", "11", "--save", str(save), *options])
    assert result.exit_code == 0, result.output
    return save


@pytest.mark.parametrize("slug, cls, options", GAMES)
def test_the_hint_is_a_listed_move_and_the_same_for_the_same_seed(app, runner, tmp_path: Path, slug, cls,
                                                                   options) -> None:  # noqa: ANN001
    save = started(app, runner, tmp_path, slug, options)
    game, _ = Session.load(cls, save).replay()
    first, decision = suggest(game, Budget(iterations=12), seed=5)
    again, _ = suggest(game, Budget(iterations=12), seed=5)
    assert first.id == again.id and first.legal
    assert first.id in [m.id for m in game.moves() if m.legal]
    assert decision.iterations == 12 and sum(decision.visits.values()) >= 12
    after, _ = Session.load(cls, save).replay()
    assert after.snapshot(reveal=True) == game.snapshot(reveal=True), "a search plays on copies only"


def test_the_hint_command_names_the_move_in_words(app, runner, tmp_path: Path) -> None:  # noqa: ANN001
    save = started(app, runner, tmp_path, "gvz", ["--mode", "last-stand"])
    result = runner.invoke(app, ["play", "gvz", "hint", "--save", str(save), "--think", "0.2"])
    assert result.exit_code == 0, result.output
    first, second = result.output.splitlines()
    assert first.startswith("Hint: ") and "--" not in first
    assert second.startswith("(") and (" trials in " in second or " trial in " in second)


def test_a_game_that_cannot_judge_a_position_says_so(app, runner, tmp_path: Path) -> None:  # noqa: ANN001
    brood = tmp_path / "muck.yaml"
    for args in (["brood", "new", str(brood), "--name", "Muck", "--breed", "goblins"],
                 ["brood", "buy", str(brood), "leader", "Snagtooth"]):
        assert runner.invoke(app, ["play", "gg", *args]).exit_code == 0
    save = started(app, runner, tmp_path, "gg", ["--scenario", "night-watch", "--brood", str(brood)])
    result = runner.invoke(app, ["play", "gg", "hint", "--save", str(save)])
    assert result.exit_code == 1
    assert "GobbledyGook! cannot judge a position yet, so it gives no hint" in result.output
    assert "Traceback" not in result.output


def test_a_searched_copy_never_holds_the_bots_true_hands(app, runner, tmp_path: Path) -> None:  # noqa: ANN001
    """Goblout's copies deal the bots' hands again from the cards you cannot see (the pile and their hands)."""
    import random

    save = started(app, runner, tmp_path, "goblout", ["--bots", "2", "--first", "you"])
    game, _ = Session.load(Goblout, save).replay()
    true = {p.id: sorted(p.hand) for p in game.m.players if p.id != "you"}
    dealt = [game.determinized(random.Random(seed)) for seed in range(6)]
    assert all(sorted(d.m.by_id["you"].hand) == sorted(game.m.by_id["you"].hand) for d in dealt)
    assert any({p.id: sorted(p.hand) for p in d.m.players if p.id != "you"} != true for d in dealt)
    assert all(sum(len(p.hand) for p in d.m.players) == sum(len(p.hand) for p in game.m.players) for d in dealt)
