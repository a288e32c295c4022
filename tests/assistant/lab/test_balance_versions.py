"""`balance --content PACK --against PACK` for every game with a balance lab (not Goblout only): the A/B plays
both packs on the same seeds, so a neutral change (a card's wording, a Gob's flavour line) changes no game:
+0.0 in win rate and length, nothing flagged; the packs are really played (a changed number is read)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goblinkit.assistant.lab import balance

CONTENT = Path(__file__).parents[3] / "content"
NEUTRAL = {  # a game's slug: (its folder, the file, a wording the rules never read, changed)
    "gobz-heroes": ("gobz_heroes", "gobz.yaml", "Too dumb for Stuff", "Far too dumb for Stuff"),
    "goblins-vs-zombies": ("goblins_vs_zombies", "zombies.yaml", "name: Basic Zombie", "name: Plain Zombie"),
    "globbo": ("globbo", "extras.yaml", "is attacked at normal strength", "is attacked at its normal strength"),
}


def pack(root: Path, slug: str, old: str | None = None, new: str | None = None) -> Path:
    folder, name, neutral_old, neutral_new = NEUTRAL[slug]
    text = (CONTENT / folder / name).read_text(encoding="utf-8")
    old, new = old or neutral_old, new or neutral_new
    assert old in text
    (root / folder).mkdir(parents=True)
    (root / folder / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return root


@pytest.mark.parametrize("slug,games", [("gobz-heroes", 3), ("goblins-vs-zombies", 4), ("globbo", 1)])
def test_a_neutral_pack_changes_no_game_of_any_lab(slug, games, tmp_path):
    run = balance.run(slug, games, 1, content=str(pack(tmp_path, slug)))
    assert [a.kind for a in run.arms] == ["baseline", "content"]
    row = balance.analyse(run, slug, games, 1)["rows"][0]
    assert row["name"].endswith(str(tmp_path)) and row["against"].endswith(", printed game")
    assert (row["change"], row["length_change"], row["length_interval"], row["flag"], row["length_flag"]) == \
        (0.0, 0.0, [0.0, 0.0], "", "")
    assert run.arms[1].setup["content"] == str(tmp_path.resolve())


def test_the_ab_plays_each_pack_given(app, runner, tmp_path):
    """Two packs, one against the other: each arm's games read its own pack (the Basic Zombie's HP)."""
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

    tough = pack(tmp_path / "tough", "goblins-vs-zombies", "  name: Basic Zombie\n  hp: 1", "  name: Basic Zombie\n  hp: 2")
    plain = pack(tmp_path / "plain", "goblins-vs-zombies")
    out = runner.invoke(app, ["play", "gvz", "balance", "--games", "2", "--content", str(tough), "--against",
                              str(plain), "--json"])
    assert out.exit_code == 0, out.output
    report = json.loads(out.output)
    assert report["baseline"]["name"] == f"Last Stand (B), 1 player, {plain}"
    assert report["rows"][0]["name"] == f"Last Stand (B), 1 player, {tough}"
    assert play_game("last-stand", 1, 1, content=str(tough)).game.cat.zombies["basic"].hp == 2


SLINGSHOT = "    effect: {do: damage, target: nearest, types: [ground]}"


def test_a_planted_imbalance_is_found_in_the_win_rate_with_its_sign(tmp_path):
    """A pack whose Slingshot (4 copies) deals 2 damage, not 1: the Goblins win more often, the whole interval
    above zero, and last longer; normal bots (the simulate bots lose every game: nothing could show)."""
    (tmp_path / "goblins_vs_zombies").mkdir()
    text = (CONTENT / "goblins_vs_zombies" / "goblins.yaml").read_text(encoding="utf-8")
    assert text.count(SLINGSHOT) == 1
    (tmp_path / "goblins_vs_zombies" / "goblins.yaml").write_text(
        text.replace(SLINGSHOT, "    effect: {do: damage, amount: 2, target: nearest, types: [ground]}"), encoding="utf-8")
    games = 24
    run = balance.run("goblins-vs-zombies", games, 1, content=str(tmp_path), skills={"level": "normal", "think": 0.05})
    row = balance.analyse(run, "goblins-vs-zombies", games, 1)["rows"][0]
    assert row["change"] > 0.2 and row["change_interval"][0] > 0 and row["flag"] in ("HIGH", "high?")
    assert row["length_interval"][0] > 0 and row["length_flag"] == "LONGER"
