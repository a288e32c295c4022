"""Doc examples are tests: every `$ goblin ...` line of a page's console blocks runs, in the page's order,
in one scratch folder shared by all pages (its saves folder too, as a player's would be), and prints
what the page shows under it (`...` for lines left out), with exit code 0 and never a traceback; an
output the page shows beginning `Error:` must exit 1. Saved paths print as ~/.local/share."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.docs.examples import ROOT, examples, matches, pages

PAGES = [p for p in pages() if examples(p)]


@pytest.fixture(scope="module")
def scratch(tmp_path_factory):
    """One folder for every page: the working folder and the saves folder (XDG_DATA_HOME)."""
    folder = tmp_path_factory.mktemp("docs-examples")
    saved = {k: os.environ.get(k) for k in ("XDG_DATA_HOME", "GOBLINKIT_CONTENT")}
    os.environ["XDG_DATA_HOME"] = str(folder / "data")
    os.environ.pop("GOBLINKIT_CONTENT", None)
    here = Path.cwd()
    os.chdir(folder)
    try:
        yield folder
    finally:
        os.chdir(here)
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def run(app, scratch: Path, words: list[str]) -> tuple[int, list[str], str]:
    result = CliRunner().invoke(app, words, catch_exceptions=True)
    text = result.output.replace(str(scratch / "data"), "~/.local/share")
    trace = "".join(__import__("traceback").format_exception(result.exc_info[1])) if result.exc_info and not isinstance(result.exc_info[1], SystemExit) else ""
    return result.exit_code, [line.rstrip() for line in text.splitlines()], trace


def test_the_guides_have_examples():
    """Every game's guide shows its first game as console examples."""
    names = {p.name for p in PAGES}
    assert {"goblins-vs-zombies.md", "gobbledygook.md", "globbo.md", "goblout.md", "gobz-heroes.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT / "docs")) for p in PAGES])
def test_every_command_a_page_shows_runs_as_shown(app, scratch, page):
    for example in examples(page):
        code, lines, trace = run(app, scratch, example.words)
        wants_error = any(line.startswith("Error:") for line in example.shown)
        assert not trace and "Traceback" not in "\n".join(lines), f"{example.where()}\n{trace}"
        assert code == (1 if wants_error else 0), f"{example.where()}: exit {code}\n" + "\n".join(lines)
        assert matches(example.shown, lines), (f"{example.where()}: the page shows\n" + "\n".join(example.shown)
                                               + "\n-- but it printed --\n" + "\n".join(lines))
