"""Every bad pack is refused the same way by `goblin content validate` and `goblin pnp build`: the
same located line, exit 1, never a traceback. validate runs the build's own checks (pnp.build's
preflight), so a pack validate accepts is one the build accepts."""

from __future__ import annotations

import re
import sys

import pytest

from tests.content.bad_packs import CASES, STYLE, restyle_mutations

LOCATED = re.compile(r"^pack/\S+:\d+:\d+: \S")
RESTYLES = restyle_mutations()


def refusals(app, runner, root, game: str) -> tuple[str, str]:  # noqa: ANN001
    """stderr of validate and of build, each checked to be a clean refusal (exit 1, no traceback)."""
    found = []
    for args in (["content", "validate", "--content", "pack"],
                 ["pnp", "build", game, "--content", "pack", "--out", str(root / "out")]):
        result = runner.invoke(app, args)
        assert result.exit_code == 1, (args, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), (args, result.exception)
        assert "Traceback" not in result.output and "Content is valid" not in result.output
        lines = result.stderr.splitlines()
        assert lines and all(LOCATED.match(line) for line in lines[:-1]), result.stderr
        assert re.fullmatch(r"Error: \d+ problems? in the content", lines[-1]), result.stderr
        found.append(result.stderr)
    assert not (root / "out").exists()  # a refused build writes nothing
    return found[0], found[1]


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_pack_is_refused_alike_by_validate_and_build(case, app, runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    bad = CASES[case]
    bad.write(tmp_path)
    validate, build = refusals(app, runner, tmp_path, bad.game)
    assert validate == build == f"{bad.message}\nError: 1 problem in the content\n"
    assert "outside_marker_key" not in validate and "root:" not in validate  # nothing of the outside file


@pytest.mark.parametrize("case", sorted(RESTYLES))
def test_every_bad_restyle_is_refused_alike(case, app, runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "pack" / "gobz_heroes"
    folder.mkdir(parents=True)
    (folder / "style.yaml").write_text(RESTYLES[case], encoding="utf-8")
    validate, build = refusals(app, runner, tmp_path, "gobz-heroes")
    assert validate == build and validate.startswith(f"{STYLE}:"), validate


def test_the_restyle_mutations_cover_the_schema():
    assert len(RESTYLES) >= 60
    assert {"bad-font:fonts.display", "unknown-key:templates.card.title", "bad-align:templates.card.title.align",
            "unknown-key:top", "bad-icon:decks.gobz.back.motif"} <= set(RESTYLES)


def test_a_style_linked_inside_the_pack_is_read(app, runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "pack" / "gobz_heroes"
    (folder / "looks").mkdir(parents=True)
    (folder / "looks" / "dark.yaml").write_text("palette: {panel: \"#101010\"}\n", encoding="utf-8")
    (folder / "style.yaml").symlink_to(folder / "looks" / "dark.yaml")
    result = runner.invoke(app, ["content", "validate", "--content", "pack"])
    assert result.exit_code == 0, result.output
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.style import style_for

    assert style_for(load_game("gobz-heroes", "pack")).panel == "#101010"



def test_export_refuses_a_bad_pack_as_build_does(app, runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    bad = CASES["unknown-deck"]
    bad.write(tmp_path)
    result = runner.invoke(app, ["pnp", "export", "gobz-heroes", "--for", "images", "--content", "pack",
                                 "--out", str(tmp_path / "out")])
    assert result.exit_code == 1 and result.stderr == f"{bad.message}\nError: 1 problem in the content\n"


if sys.platform == "win32":  # pragma: no cover
    pytestmark = pytest.mark.skip("symbolic links")
