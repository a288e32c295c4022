"""A new game from the page: each game's setup choices as fields with fixed answers (nothing typed),
turned into the CLI's own `new` command line and run by the guided turn's machinery (runner.WebTurn),
so a page's new game is the terminal's. The save is named after the game (`globbo-2`, the first free
number). GobbledyGook! needs a Brood: the page makes a starter one (a Leader of the chosen breed)
next to the save, as `brood new` and `brood buy` would. The setup's questions (Gob'z'Heroes' crew
draft) come back to the page as questions, answered the way the table's are (asker.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goblinkit.assistant.core.games import GAMES
from goblinkit.assistant.terminal.prompting import ACTIVE
from goblinkit.assistant.web.asker import WebAsker
from goblinkit.assistant.web.capture import captured
from goblinkit.assistant.web.library import game_parts
from goblinkit.assistant.terminal.guided import GuidedTurn as WebTurn
from goblinkit.assistant.web.runner import MAX_ANSWERS, Outcome
from goblinkit.content.locking import file_lock


@dataclass(frozen=True)
class Field:
    """One setup choice: its form name, what the player reads, and the (value, text) answers; the
    first is the default. `option` is the `new` option it fills ("" for a value the page uses)."""

    name: str
    label: str
    option: str
    choices: tuple[tuple[str, str], ...]


YES_NO = (("no", "No"), ("yes", "Yes"))
DICE = Field("dice", "Your dice", "--dice", (("app", "The app rolls them"), ("table", "I roll my own and tap them")))
SKILL = Field("skill", "The assistant plays", "--skill", (("normal", "Normal"), ("easy", "Easy (a gentle game)"),
                                                        ("hard", "Hard (it searches)")))
WITH_BOTS = ("globbo", "gobz-heroes", "goblout")  # the games whose `new` takes the bots' --skill
FORMS: dict[str, tuple[Field, ...]] = {
    "goblins-vs-zombies": (
        Field("mode", "Mode", "--mode", (("last-stand", "Last Stand"), ("training", "Training"),
                                         ("survival", "Survival"), ("boss", "The Boss!!"))),
        Field("players", "Goblin players", "--players", (("1", "1"), ("2", "2"), ("3", "3")))),
    "globbo": (
        Field("play", "You play", "--play", (("kids", "the Kids"), ("globbo", "Globbo"))),
        Field("walls", "Spiky walls", "--walls", YES_NO)),
    "gobz-heroes": (
        Field("players", "Players (you and the assistant's Crews)", "--players", (("2", "2"), ("3", "3"), ("4", "4"))),
        Field("length", "Game length", "--length", (("quick", "Quick (6 VP)"), ("standard", "Standard (9 VP)"),
                                                    ("long", "Long (12 VP)")))),
    "goblout": (
        Field("bots", "Bots", "--bots", (("1", "1"), ("2", "2"), ("3", "3"), ("4", "4"))),
        Field("variant", "Variant", "--variant", (("", "None"), ("sudden-death", "Sudden death"),
                                                  ("group-die", "Group die"), ("massacre", "Massacre")))),
    "gobbledygook": (
        Field("scenario", "Scenario", "--scenario", (("night-watch", "Night Watch"), ("highwaymen", "Highwaymen"),
                                                     ("leaves", "Leaves"), ("signs", "Signs"))),
        Field("breed", "Your Brood's breed", "", (("goblins", "Goblins"), ("faeries", "Faeries"), ("dwarfs", "Dwarfs"),
                                                  ("vermin", "Vermin"), ("imps", "Imps")))),
}


def forms() -> list[dict[str, Any]]:
    """What the new-game page draws: each game's title and fields."""
    return [{"slug": slug, "title": GAMES[slug].title.split(":")[0], "fields": fields_of(slug)}
            for slug in FORMS if slug in GAMES]


def fields_of(slug: str) -> tuple[Field, ...]:
    """A game's own setup choices, how well its bots play (where it has them), then who rolls the player's
    dice (every game's `new --dice`)."""
    return (*FORMS[slug], *((SKILL,) if slug in WITH_BOTS else ()), DICE)


def command(slug: str, chosen: dict[str, Any]) -> list[str]:
    """The `new` command line for these choices; a value not among a field's answers is refused."""
    if slug not in FORMS or slug not in GAMES:
        raise ValueError(f"game: expected one of {', '.join(sorted(FORMS))}")
    words = ["new"]
    seed = str(chosen.get("seed", ""))
    if seed:  # the page's own: the setup's questions come back the same when it runs again with answers
        if not seed.isdigit() or len(seed) > 12:
            raise ValueError("seed: expected a whole number")
        words += ["--seed", seed]
    for f in fields_of(slug):
        value = chosen.get(f.name, f.choices[0][0])
        if value not in [v for v, _ in f.choices]:
            raise ValueError(f"{f.name}: expected one of {', '.join(v or 'none' for v, _ in f.choices)}")
        if not f.option or not value:
            continue
        if f.choices == YES_NO:
            words += [f.option] if value == "yes" else []
        else:
            words += [f.option, value]
    return words


def free_name(folder: Path, slug: str) -> str:
    from goblinkit.assistant.web.views import VIEWS

    short = VIEWS.get(slug, slug)
    n = 1
    while (folder / f"{short}-{n}.json").exists():
        n += 1
    return f"{short}-{n}"


def start(folder: Path, slug: str, chosen: dict[str, Any], answers: list[str], name: str | None = None) -> tuple[Outcome, str]:
    """Make the game: the outcome (done, a setup question, or refused) and the save's name."""
    if not isinstance(answers, list) or len(answers) > MAX_ANSWERS or not all(isinstance(a, str) for a in answers):
        return Outcome("refused", ["answers: a list of at most 40 short texts"]), ""
    try:
        words = command(slug, chosen)
    except ValueError as exc:
        return Outcome("refused", [str(exc)]), ""
    name = name or free_name(folder, slug)
    path = folder / f"{name}.json"
    if slug == "gobbledygook":
        words += ["--brood", str(_starter_brood(folder, name, str(chosen.get("breed") or "goblins")))]
    game_class, app = game_parts(slug)
    asker = WebAsker(answers)
    turn = WebTurn(game_class, app, path, asker, slug)  # type: ignore[arg-type]
    with file_lock(path):
        if path.exists():
            return Outcome("refused", [f"a save called {name} is already there"]), name
        token = ACTIVE.set(asker)  # type: ignore[arg-type]
        try:
            with captured() as printed:
                turn._run_command(words)
        finally:
            ACTIVE.reset(token)
    if path.exists():  # made; a question its first automatic steps asked waits on the table's page
        return Outcome("done", printed.getvalue().splitlines()), name
    if asker.pending is not None:
        return Outcome("question", [], asker.pending), name
    return Outcome("refused", [line for line in asker.said if line.strip()] or ["the game was not made"]), name


def _starter_brood(folder: Path, name: str, breed: str) -> Path:
    """A Brood with a Leader, the least a GobbledyGook! table needs (what `brood new` and `brood buy` make)."""
    from goblinkit.assistant.gobbledygook.broods import buy, game_content, new_brood

    path = folder / f"{name}.brood.yaml"
    if not path.exists():
        content = game_content()
        new_brood(path, f"The {breed.capitalize()} of {name}", breed, content)
        buy(path, "leader", "Snagtooth", content)
    return path
