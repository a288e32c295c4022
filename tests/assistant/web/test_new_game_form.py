"""Issue 34, the full setup: the new-game form offers every option of each game's terminal `new` (a field, or
a reason in NOT_ON_THE_FORM: a new option cannot be forgotten), every mode, scenario, breed, board, variant and
advantage the content and the rules know, and each of them starts a game."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
import typer

from goblinkit.assistant.web.newgame import FORMS, NOT_ON_THE_FORM, fields_of, start
from goblinkit.content.loader import load_game


def _new_options(slug: str) -> set[str]:
    """The long options of `goblin play SLUG new`, as the form names them ("--leaf-piles": "leaf_piles")."""
    from goblinkit.assistant.cli import build_app

    root = typer.main.get_command(build_app())
    ctx = click.Context(root)
    new = root.get_command(ctx, "play").get_command(ctx, slug).get_command(ctx, "new")  # type: ignore[union-attr]
    return {opt[2:].replace("-", "_") for param in new.params for opt in param.opts if opt.startswith("--")} - {"help"}


@pytest.mark.parametrize("slug", sorted(FORMS))
def test_every_option_of_the_terminal_new_is_on_the_form_or_said_why_not(slug: str) -> None:
    fields = {f.name for f in fields_of(slug)}
    options = _new_options(slug)
    missing = options - fields - set(NOT_ON_THE_FORM)
    assert not missing, f"{slug}: `new` options neither on the form nor in NOT_ON_THE_FORM: {sorted(missing)}"
    brood = {"breed"} if slug == "gobbledygook" else set()  # the starter Brood's, as `brood new --breed` takes it
    assert fields - brood <= options, f"{slug}: form fields that are no `new` option: {sorted(fields - options)}"


def _values(slug: str, name: str) -> list[str]:
    return [v for f in fields_of(slug) if f.name == name for v, _ in f.choices if v]


def test_every_mode_scenario_breed_board_variant_and_advantage_is_offered() -> None:
    from goblinkit.assistant.goblins_vs_zombies.modes import MODES
    from goblinkit.assistant.goblout.bot_styles import STYLES

    def ids(game: str, component: str) -> set[str]:
        return {item.id for item in load_game(game).components[component].items}

    assert set(_values("goblins-vs-zombies", "mode")) == set(MODES)
    assert set(_values("gobbledygook", "scenario")) == ids("gobbledygook", "scenarios")
    assert set(_values("gobbledygook", "breed")) == ids("gobbledygook", "breeds")
    assert set(_values("globbo", "extras")) == ids("globbo", "extras")
    assert set(_values("gobz-heroes", "board")) == ids("gobz-heroes", "boards")
    assert set(_values("gobz-heroes", "scenario")) == ids("gobz-heroes", "scenarios")
    assert set(_values("goblout", "styles")) == set(STYLES)


FULL = [("goblins-vs-zombies", {"mode": "boss", "players": "2", "level": "expert"}),
        ("globbo", {"play": "kids", "extras": "tough-blips,genetic-engineering", "mix": "4"}),
        ("gobz-heroes", {"players": "3", "seat": "2", "board": "brawl-b", "corner": "ne", "scenario": "zombies"}),
        ("goblout", {"bots": "2", "styles": "defensive", "first": "you"}),
        ("gobbledygook", {"scenario": "clankers", "clankers": "5", "advanced": "yes"}),
        ("gobbledygook", {"scenario": "leaves", "leaf_piles": "2,3,5"}),
        ("gobbledygook", {"scenario": "haunted-forest", "trees": "3"}),
        ("gobbledygook", {"scenario": "highwaymen", "road": "8", "advanced": "yes"})]


@pytest.mark.parametrize(("slug", "choices"), FULL, ids=[f"{s}-{'-'.join(c.values())}" for s, c in FULL])
def test_the_new_choices_start_their_game(tmp_path: Path, slug: str, choices: dict[str, str]) -> None:
    made, name = start(tmp_path, slug, {"seed": "7", **choices}, [])
    assert made.status in ("done", "question"), made  # Gob'z'Heroes asks its crew draft first
    if made.status == "done":
        setup = __import__("json").loads((tmp_path / f"{name}.json").read_text())["setup"]
        assert setup, made


def test_a_tick_box_field_refuses_a_value_it_does_not_offer(tmp_path: Path) -> None:
    made, _ = start(tmp_path, "globbo", {"extras": "tough-blips,wings"}, [])
    assert made.status == "refused" and made.lines[0].startswith("extras: expected any of none, tough-blips, gunk")
