"""Every link and picture in README.md and the docs resolves: a file that exists in the repository (a
page, CHANGELOG.md, a committed picture) or a picture tools/docs_pictures.py makes (git-ignored,
made by `make docs`), and an anchor that the target page has. `mkdocs build --strict` checks the site
too; this runs in the test suite without mkdocs, and covers the README, which the site does not hold."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from tests.docs.examples import DOCS, ROOT, pages

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)|<img [^>]*src=\"([^\"]+)\"")
FENCED = re.compile(r"^```.*?^```", re.S | re.M)


def generated_pictures() -> set[Path]:
    spec = importlib.util.spec_from_file_location("docs_pictures", ROOT / "tools" / "docs_pictures.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {DOCS / name for name in module.PICTURES}


def anchors(page: Path) -> set[str]:
    """The ids mkdocs' toc gives a page's headings (lower case, punctuation dropped, spaces to hyphens)."""
    text = FENCED.sub("", page.read_text(encoding="utf-8"))
    return {re.sub(r"[\s]+", "-", re.sub(r"[^\w\s-]", "", h.strip().lower()))
            for h in re.findall(r"^#{1,6} (.+)$", text, re.M)}


def links(page: Path) -> list[str]:
    text = FENCED.sub("", page.read_text(encoding="utf-8"))
    return [a or b for a, b in LINK.findall(text)]


def broken(page: Path, made: set[Path]) -> list[str]:
    found = []
    name = page.relative_to(ROOT) if page.is_relative_to(ROOT) else page.name
    for target in links(page):
        if re.match(r"[a-z]+:", target):  # https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        resolved = (page.parent / path).resolve() if path else page
        if not (resolved.exists() or resolved in made):
            found.append(f"{name}: {target}: no such file")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            found.append(f"{name}: {target}: no heading #{anchor}")
    return found


PAGES = [ROOT / "README.md", *pages()]


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_link_and_picture_resolves(page):
    assert broken(page, generated_pictures()) == []


def test_the_readme_is_short_and_opens_with_the_two_commands():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200
    assert lines[2:6] == ["```sh", "make run    # builds every game's print-and-play PDFs into output/ (creates .venv itself)",
                          "make test   # runs the type check, then the test suite (creates .venv itself)", "```"]


def test_every_game_has_a_guide_the_readme_links():
    from goblinkit.assistant.core.games import GAMES, load_builtin_games

    load_builtin_games()
    readme = links(ROOT / "README.md")
    for slug in GAMES:
        if slug == "toy":
            continue
        assert (DOCS / "players" / f"{slug}.md").exists(), slug
        assert f"docs/players/{slug}.md" in readme, slug


def test_the_link_check_finds_a_broken_link(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("[gone](nowhere.md) ![missing](img/none.png) [ok](page.md) [web](https://example.org)\n")
    assert [line.split(": ", 1)[1] for line in broken(page, set())] == ["nowhere.md: no such file", "img/none.png: no such file"]
