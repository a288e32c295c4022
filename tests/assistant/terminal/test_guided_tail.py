"""What the guided turn leaves out after an action (command_table.guided_tail): a closing line that only names
the step the prompt names right after, when that prompt is the very next thing printed; never a line the
prompt merely shares words with, nor one followed by the assistant's own steps (Globbo!'s 'KIDS move.')."""

from __future__ import annotations

import pytest

from goblinkit.assistant.gobz_heroes.cli import app as gobz_app
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.terminal.command_table import guided_tail, names_the_step
from goblinkit.assistant.terminal.prompting import ACTIVE
from tests.assistant.terminal.test_guided import Typist

GVZ = "Turn 2, AA: GOBLIN ARRIVAL (7 cards in hand, Gate 2/3). Your move: play a Goblin on your Gate or done (the Zombies' turn)."


# Each game's closing story lines and the prompt after them, as the guided turn printed them
@pytest.mark.parametrize("line, prompt, named", [
    ("Turn 2: AA, GOBLIN ARRIVAL.", GVZ, True),  # GvZ: the same step, in other punctuation
    ("AA: GOBLIN ARRIVAL.", GVZ.replace("Turn 2", "Turn 1"), True),
    ("AA plays g2 Archer and discards 1 card.", GVZ, False),
    ("KIDS move.", "Round 1: The Kids' move (you play the Kids)", True),  # Globbo!, the human's Kids
    ("Round 1: GLOBBO moves.", "Round 1: Globbo's move (you play Globbo)", False),
    ("THE HUMANS TURN (round 1).", "Round 2, the creatures' turn: Snagtooth. 5 blips to reveal: B2 B3 B4 B5 B6.", False),
    ("Rationing Points: 5.", "Green: 5 Rationing Points; can still feed: Mog the Massive, Big Nagga, Skritch.", False),
    ("== Turn 2: Green ==", "Green: 5 Rationing Points; can still feed: Mog the Massive, Big Nagga, Skritch.", False),
    ("You, 9 life, 0 prestige.", "Your turn (9 life, 0 prestige). Hand: Brute, Peace, Saboteur. Next: discard any "
     "cards you like and draw (then roll your die, or keep it as it is).", False),  # Goblout: words shared, no step
])
def test_a_line_names_the_step_only_by_the_prompts_own_words_in_order(line, prompt, named):
    assert names_the_step(line, prompt) is named


class _Table:
    """A game as guided_tail reads it."""

    def __init__(self, automatic=None, over=False):  # noqa: ANN001
        self.automatic, self.over = automatic, over

    def next_automatic(self):  # noqa: ANN201
        return self.automatic

    def prompt(self) -> list[str]:
        return ["Round 1: The Kids' move (you play the Kids)", "  Your move: move a kid to a hex"]


@pytest.mark.parametrize("game, kept", [
    (_Table(), ["Biters explode."]),  # the prompt comes next: it names the Kids' move itself
    (_Table(automatic={"type": "ai"}), ["Biters explode.", "KIDS move."]),  # the assistant's Kids play first
    (_Table(over=True), ["Biters explode.", "KIDS move."]),  # the loop says its own words at the end
])
def test_only_a_prompt_printed_next_takes_the_line(game, kept):
    token = ACTIVE.set(object())
    try:
        assert guided_tail(game, ["Biters explode.", "KIDS move."]) == kept
    finally:
        ACTIVE.reset(token)
    assert guided_tail(game, ["Biters explode.", "KIDS move."]) == ["Biters explode.", "KIDS move."]  # a script: all


def test_moves_at_the_prompt_is_the_command_not_a_plural_of_move(tmp_path, capsys):
    Typist(GobzHeroes, tmp_path / "g.json", ["new --seed 2 --crew nagga,skritch,mog", "moves"]).run(gobz_app, "gobz")
    out = capsys.readouterr().out
    assert "gobz> moves\nMove Big Nagga to: A10 C10 " in out and "is not one of the moves now" not in out


def test_a_cancelled_assistant_step_goes_on_when_told_and_a_long_menu_is_named_short(tmp_path, capsys):
    from goblinkit.assistant.globbo.cli import app as globbo_app
    from goblinkit.assistant.globbo.game import Globbo

    Typist(Globbo, tmp_path / "g.json", ["new --play kids --seed 4", "back", "go on", "5", "5"]).run(globbo_app, "globbo")
    out = capsys.readouterr().out
    assert "  - 0 blips 6 yeasts\nchoose 6, 5, 4, 3, 2, 1 or 0> back\n" in out  # not the seven answers again
    assert "Cancelled: nothing was saved. The assistant waits: say go on and it plays its step again (or undo to go back)." in out
    assert "globbo> go on\n[GLOBBO, the assistant] H1 to J10" in out and "is not a command" not in out
    assert "KIDS: 4 BITERS, 8 BLIPS, 2 YEASTS" in out  # both fissions answered 5 blips 1 yeast by their first word
