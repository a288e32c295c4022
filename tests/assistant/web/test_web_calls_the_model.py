"""Issue 33: `goblin serve` calls the model, never the CLI. A new game from the page is the game's own setup
builder (the one the CLI's `new` calls) and Session.new; the lab page is the lab's library. Neither module
loads typer, click, the command runner or the stdout capture, and what they make is what the CLI makes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from goblinkit.assistant.core.games import load_builtin_games

CLI_ONLY = ("typer", "click", "goblinkit.assistant.web.capture", "goblinkit.assistant.web.runner",
            "goblinkit.assistant.terminal.guided", "goblinkit.assistant.terminal.play_cli")


def test_the_lab_page_loads_no_command_line_library_and_no_capture() -> None:
    """Imported and run (a simulation and a balance lab of one game), in a fresh process."""
    code = ("import sys; import goblinkit.assistant.web.simulation as s; "
            "assert s.simulate('goblout', 1, 1)[1] == '' and s.balance('goblout', 1, 1)[1] == ''; "
            f"print('\\n'.join(m for m in sys.modules if m.split('.')[0] in ('typer', 'click') "
            f"or m in {CLI_ONLY!r} or m.endswith('.cli')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == []


def test_a_page_new_game_goes_through_no_command_line_nor_capture(tmp_path: Path) -> None:
    """newgame and the games' setup builders name none of the CLI's modules; what a page's new game loads
    besides is the asker's prompter (terminal.prompting, the lead's: asker.py) and nothing that runs commands."""
    import ast

    import goblinkit.assistant.web.newgame as newgame

    sources = [Path(newgame.__file__), *Path(newgame.__file__).parent.parent.glob("*/new_game.py")]
    assert len(sources) == 6
    for source in sources:
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
                assert not any(n.split(".")[0] in ("typer", "click") or n in CLI_ONLY or n.endswith(".cli")
                               or ".terminal." in n for n in names), (source.name, names)
    code = ("import sys; from pathlib import Path; from goblinkit.assistant.core.games import load_builtin_games; "
            "load_builtin_games(); import goblinkit.assistant.web.newgame as n; "
            f"out, _ = n.start(Path({str(tmp_path)!r}), 'globbo', {{'seed': '3'}}, []); assert out.status == 'done'; "
            f"print('\\n'.join(m for m in sys.modules if m in {CLI_ONLY[2:]!r} or m.endswith('.cli')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == []


# the page's choices, and the same game typed at the terminal
SAME = [("goblins-vs-zombies", {"mode": "versus", "skill": "hard"}, ["--mode", "versus", "--skill", "hard"], []),
        ("globbo", {"play": "kids", "walls": "yes", "skill": "hard"}, ["--play", "kids", "--walls", "--skill", "hard"], []),
        ("goblout", {"bots": "3", "variant": "massacre", "dice": "table"},
         ["--bots", "3", "--variant", "massacre", "--skill", "normal", "--dice", "table"], []),
        ("gobz-heroes", {"players": "3", "length": "quick"}, ["--players", "3", "--length", "quick", "--skill", "normal"],
         ["flapjack", "grubnik", "mog"]),
        ("gobbledygook", {"scenario": "haunted-forest", "breed": "ghouls"}, ["--scenario", "haunted-forest"], [])]


@pytest.mark.parametrize(("slug", "choices", "typed", "answers"), SAME, ids=[s[0] for s in SAME])
def test_a_page_new_game_is_the_cli_new_game(app, runner, tmp_path: Path, slug, choices, typed, answers) -> None:  # noqa: ANN001
    """Both call the game's one setup builder: the same save (setup, seed, setup's chance and answers, log),
    from the form's new choices too (Mode E, the Haunted Forest, the Ghouls)."""
    from goblinkit.assistant.web.newgame import start
    from goblinkit.assistant.web.wording import syntax

    load_builtin_games()
    page, name = start(tmp_path, slug, {"seed": "7", **choices}, answers)
    assert page.status == "done", page
    assert page.lines[0].startswith("New game of ") and not any(syntax(line) or "saved to" in line
                                                                 for line in page.lines)
    extra = ["--brood", str(tmp_path / f"{name}.brood.yaml")] if slug == "gobbledygook" else []
    extra += [a for answer in answers for a in ("--answer", answer)]
    typed_save = tmp_path / "typed.json"
    result = runner.invoke(app, ["play", slug, "new", *typed, *extra, "--seed", "7", "--save", str(typed_save)])
    assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / f"{name}.json").read_text()) == json.loads(typed_save.read_text())


def test_the_new_game_form_offers_what_issue_34_found_missing() -> None:
    from goblinkit.assistant.web.newgame import FORMS

    values = {f.name: [v for v, _ in f.choices] for slug in FORMS for f in FORMS[slug] if slug != "gobz-heroes"}
    assert "versus" in values["mode"] and values["skill"] == ["normal", "easy", "hard"]
    assert {"clankers", "haunted-forest"} <= set(values["scenario"])
    assert values["breed"] == ["goblins", "faeries", "dwarfs", "leprauchans", "vermin", "revelers", "ghouls", "imps"]


def _untimed(report: dict) -> dict:
    """A report without its clock readings (seconds, games per second), which no two runs share."""
    return {k: v for k, v in report.items() if "second" not in k}


@pytest.mark.parametrize(("slug", "games"), [("goblins-vs-zombies", 3), ("goblout", 3), ("gobz-heroes", 2), ("globbo", 1)])
def test_the_lab_page_plays_the_cli_simulate_report(app, runner, slug: str, games: int) -> None:  # noqa: ANN001
    """The page's report is that of `goblin play GAME simulate --games N --seed S --json`, and its charts too."""
    from goblinkit.assistant.web.charts import charts
    from goblinkit.assistant.web.simulation import SUMMARIES, simulate

    result = runner.invoke(app, ["play", slug, "simulate", "--games", str(games), "--seed", "4", "--json"])
    assert result.exit_code == 0, result.output
    typed = json.loads(result.output)
    assert _untimed(json.loads(json.dumps(SUMMARIES[slug](games, 4), sort_keys=True))) == _untimed(typed)
    shown, error = simulate(slug, games, 4)
    assert error == "" and shown is not None and shown["charts"] == charts(typed)


def test_the_lab_page_is_offered_for_every_game_with_a_simulate_command(app) -> None:  # noqa: ANN001
    """The index's lab links and /simulate/GAME come from the lab's own list, which names the very games whose
    command line has `simulate` (the page no longer builds the typer command to find out)."""
    import typer

    from goblinkit.assistant.core.games import GAMES
    from goblinkit.assistant.web.app import _has_simulate

    load_builtin_games()
    typed = {slug for slug, entry in GAMES.items()
             if "simulate" in getattr(typer.main.get_command(entry.app()), "commands", {})}
    assert typed == {slug for slug in GAMES if _has_simulate(slug)} == {"goblins-vs-zombies", "globbo", "gobz-heroes",
                                                                         "goblout"}
