"""Each guide's glossary is made at build time from content/<game>/glossary.yaml (tools/mkdocs_hooks.py),
so it holds every term the content holds, and a guide without its marker would show none."""

from __future__ import annotations

import importlib.util
import re

import pytest
import yaml

from tests.docs.examples import DOCS, ROOT

spec = importlib.util.spec_from_file_location("mkdocs_hooks", ROOT / "tools" / "mkdocs_hooks.py")
assert spec and spec.loader
hooks = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hooks)

FOLDERS = sorted(p.parent.name for p in (ROOT / "content").glob("*/glossary.yaml"))


@pytest.mark.parametrize("folder", FOLDERS)
def test_a_guide_shows_every_term_of_its_games_glossary(folder):
    guides = [p for p in (DOCS / "players").glob("*.md") if f"<!-- glossary: {folder} -->" in p.read_text()]
    assert len(guides) == 1, f"no guide (or several) holds <!-- glossary: {folder} -->"
    made = hooks.on_page_markdown(guides[0].read_text())
    data = yaml.safe_load((ROOT / "content" / folder / "glossary.yaml").read_text())
    for item in data["items"]:
        assert f"**{hooks.escape(item['name'])}**" in made
    steps = re.findall(r"^[0-9]+\. ", made, re.M)
    assert len(steps) >= len(data.get("turn", []))
