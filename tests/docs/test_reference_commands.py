"""The reference lists (every `goblin ...` line of a page's sh blocks, README.md's too) name commands and
options that exist: each is run with --help added, which click answers after parsing every option (an
unknown command or option is refused) and before running anything, so a minute-long `simulate` costs
nothing. The console examples of the guides are run for real (test_examples.py)."""

from __future__ import annotations

import pytest

from tests.docs.examples import ROOT, pages, reference_lines

PAGES = [p for p in [ROOT / "README.md", *pages()] if reference_lines(p)]


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_command_a_reference_list_names_exists(app, runner, page):
    wrong = []
    for number, words in reference_lines(page):
        result = runner.invoke(app, [*words, "--help"])
        if result.exit_code != 0:
            last = (result.output.strip().splitlines() or ["?"])[-2:]
            wrong.append(f"{page.relative_to(ROOT)}:{number}: goblin {' '.join(words)}: {' '.join(last)}")
    assert wrong == []


def test_the_help_probe_refuses_an_option_that_does_not_exist(app, runner, tmp_path):
    page = tmp_path / "page.md"
    page.write_text("```sh\ngoblin play gvz simulate --games 1000 --bogus   # a drifted line\ngoblin play GAME new\n```\n")
    [(number, words)] = reference_lines(page)  # GAME is a placeholder: left out
    assert number == 2 and runner.invoke(app, [*words, "--help"]).exit_code == 2
    assert runner.invoke(app, ["play", "gvz", "simulate", "--games", "1000", "--help"]).exit_code == 0
