"""The guided terminal turn speaks in the player's words (issue 33): in every game, a few turns played at
`goblin play GAME` (each play a listed move said as a player says it, questions answered with their first
option), and every line printed on the way (the prompts, the story, the questions) but the table itself holds
no command syntax: no `--option`, no backticks, no placeholders after a verb ("move GOB SQUARE", "play CARD"),
no `|` menus, no echoed command line. The commands stay one `help` away."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from goblinkit.assistant.core.games import load_builtin_games
from goblinkit.assistant.core.games import GAMES as REGISTRY
from goblinkit.assistant.web.library import rules_class
from tests.assistant.guided_players import MovesPlayer
from tests.assistant.web.tapping import SYNTAX

# Besides the page's SYNTAX: a one-word placeholder after a verb ("play CARD", "reveal BLIP"), a menu of
# commands between bars ("dump | end") and a piece's order in a command's own form ("B1:E5").
PLACEHOLDER = r"\b[a-z]+ \[?(?:CARDS?|GOBS?|SQUARES?|TARGETS?|CREATURES?|HEX|FILE)\b"
MENU = r"\b[a-z]+ \| [a-z]+\b"
ORDER = r"\b[A-Z]\d+:[A-Z]\d+\b"
COMMAND_SYNTAX = re.compile("|".join((SYNTAX, PLACEHOLDER, MENU, ORDER)), re.M)
TABLE = "[the table]"

GAMES = {  # each game's new-game options (the same as make bench plays)
    "goblins-vs-zombies": [],
    "gobbledygook": ["--scenario", "night-watch", "--brood", "{brood}"],
    "globbo": ["--play", "kids"],
    "goblout": ["--bots", "2"],
    "gobz-heroes": ["--crew", "nagga,skritch,mog,zapgit,grubnik,flapjack,gearhead"],
}


def _turn(game: Any) -> int:
    snap = game.snapshot()
    found = snap.get("turn", snap.get("round"))
    return found if isinstance(found, int) else 0


class Listener(MovesPlayer):
    """A MovesPlayer that keeps the lines it typed as echoed ("gvz> play archer"): they are the player's own."""

    def decide(self, message: str, words: list[str]) -> str:
        line = super().decide(message, words)
        self.echoed = [*getattr(self, "echoed", []), f"{message}{line}"]
        return line


def said_lines(slug: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int = 1, turns: int = 2) -> list[str]:
    """Every line the guided turn printed over `turns` of the player's turns, but the table and what was typed."""
    from typer.testing import CliRunner

    from goblinkit.assistant.cli import build_app
    from tests.assistant.gg.helpers import BROOD

    load_builtin_games()
    game_cls, app = rules_class(slug), REGISTRY[slug].app()
    monkeypatch.setattr(game_cls, "describe", lambda self: TABLE)  # the table is a table, not the prompt
    brood = tmp_path / "brood.json"
    brood.write_text(json.dumps(BROOD))
    save = tmp_path / f"{slug}.json"
    extra = [a.replace("{brood}", str(brood)) for a in GAMES[slug]]
    made = CliRunner().invoke(build_app(), ["play", slug, "new", "--seed", str(seed), "--save", str(save), *extra])
    assert made.exit_code == 0, made.output
    player = Listener(game_cls, save, _turn, turns=turns, seed=seed)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        player.run(app, slug)
    typed = set(getattr(player, "echoed", []))
    return [line for line in printed.getvalue().splitlines()
            if line not in typed and line.strip() != TABLE]


def test_the_check_catches_the_syntax_the_prompts_used_to_show():
    for line in ("move GOB SQUARE | attack GOB TARGET [--ranged] | combo CARD GOB | dump | end [--teleport GOB:SQ]",
                 "Turn 1, AA: GOBLIN ARRIVAL (9 cards in hand, Gate 0/3). You may: play CARD; done (the Zombies' turn).",
                 "You may: reveal BLIP --by CREATURE; attack CREATURE TARGET; loot; done (the Humans turn).",
                 "  move B1:E5 P3:F6 ... (repeat while movement is left), then attack ... or end",
                 "Your die shows red. Hand: Peace. Next: `play --deploy ... --attack BOT=GOBLINS`.",
                 "  the assistant plays this step: run any command (or `ai`) and it will",
                 "Green: bring in your Backup: backup GOB [--at SQUARE]", "> Red: ends the turn"):
        assert COMMAND_SYNTAX.search(line), line
    for line in ("NIGHT WATCHMEN (no Hunter or Hound on the board): Muck Lurkers 5.", "GLOBBO builds SLAP S7 at I8",
                 "Turn 2, AA: ZOMBIE ARRIVAL is next; the assistant runs it (arrive).",
                 "H1(5) attack BITER B2 at G3: strength 5, rolled 4: HIT", "KIDS: 4 BITERS, 7 BLIPS, 3 YEASTS"):
        assert not COMMAND_SYNTAX.search(line), line


def test_the_loops_own_words_hold_no_syntax():
    from goblinkit.assistant.terminal.guided import OVER

    assert not COMMAND_SYNTAX.search(OVER), OVER


@pytest.mark.parametrize("slug", list(GAMES))
def test_the_guided_turn_says_every_line_in_words(slug, tmp_path, monkeypatch):
    lines = said_lines(slug, tmp_path, monkeypatch)
    prompts = [line for line in lines if line.startswith(("Your move", "Next:")) or "Your move:" in line or "Next:" in line]
    assert prompts, lines  # the prompt was shown and read
    assert [line for line in lines if COMMAND_SYNTAX.search(line)] == []
