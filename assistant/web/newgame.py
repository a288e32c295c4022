"""A new game from the page: each game's setup choices as fields with fixed answers (nothing typed), given
to the game's own setup builder (assistant/<game>/new_game.py, the one the CLI's `new` calls) and started
with `Session.new`, never through a command line. The save is named after the game (`globbo-2`, the first
free number). GobbledyGook! needs a Brood: the page makes a starter one (a Leader of the chosen breed)
next to the save, as `brood new` and `brood buy` would. The setup's questions (Gob'z'Heroes' crew draft)
are asked at an AskingTable through the page's WebAsker, so they come back to the page as questions,
answered the way the table's are (asker.py); the story the setup tells is said in words (wording.py)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goblinkit.assistant.core import dice_setting
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.games import GAMES
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import AskingTable, ScriptedTable
from goblinkit.assistant.web.asker import NeedAnswer, WebAsker
from goblinkit.assistant.web.outcome import MAX_ANSWERS, Outcome
from goblinkit.assistant.web.wording import spoken_lines
from goblinkit.content.errors import GoblinError
from goblinkit.content.locking import file_lock


@dataclass(frozen=True)
class Field:
    """One setup choice: its form name (the terminal `new`'s option, "leaf-piles" as "leaf_piles"), what the
    player reads, and the (value, text) answers; the first is the default. `many`: boxes to tick, any number
    of them (sent joined by commas, as the option is typed)."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]
    many: bool = False


def _globbo_extras() -> tuple[tuple[str, str], ...]:
    """Every advantage of the content, each side's with its grades (the rulebook has both pick the same total)."""
    from goblinkit.content.loader import load_game

    side = {"A": "Kids", "B": "Globbo"}
    return tuple((e.id, f"{e.name} ({side[e.column]}, {e.grade} grade{'s' if e.grade > 1 else ''})")
                 for e in load_game("globbo").components["extras"].items)


YES_NO = (("no", "No"), ("yes", "Yes"))
DICE = Field("dice", "Your dice", (("app", "The app rolls them"), ("table", "I roll my own and tap them")))
SKILL = Field("skill", "The assistant plays", (("normal", "Normal"), ("easy", "Easy (a gentle game)"),
                                               ("hard", "Hard (it searches)")))
WITH_BOTS = ("globbo", "gobz-heroes", "goblout")  # the games whose bots play at the table
FORMS: dict[str, tuple[Field, ...]] = {
    "goblins-vs-zombies": (
        Field("mode", "Mode", (("last-stand", "Last Stand"), ("training", "Training"), ("survival", "Survival"),
                               ("boss", "The Boss!!"), ("versus", "Versus (the assistant plays the Zombies)"))),
        Field("players", "Goblin players", (("1", "1"), ("2", "2"), ("3", "3"))),
        Field("level", "The Boss!! and Victor play", (("normal", "Normal"), ("expert", "Expert"))),
        Field("skill", "The Zombie Player plays (Versus)", SKILL.choices)),  # the only bot at a GvZ table
    "globbo": (
        Field("play", "You play", (("kids", "the Kids"), ("globbo", "Globbo"))),
        Field("walls", "Spiky walls", YES_NO),
        Field("extras", "Advantages (tick each side's; the rulebook has both pick the same grades)",
              (("", "None"), *_globbo_extras()), many=True),
        Field("mix", "Genetic Engineering: every Biter fissions into", (("", "The Kids say at setup"), *(
            (str(b), f"{b} Blip{'s' if b != 1 else ''} and {6 - b} Yeast{'s' if 6 - b != 1 else ''}")
            for b in range(6, -1, -1))))),
    "gobz-heroes": (
        Field("players", "Players (you and the assistant's Crews)", (("2", "2"), ("3", "3"), ("4", "4"))),
        Field("length", "Game length", (("quick", "Quick (6 VP)"), ("standard", "Standard (9 VP)"),
                                        ("long", "Long (12 VP)"))),
        Field("seat", "Your Crew (the highest Charisma plays first, by the rulebook)", (("1", "Green"), ("2", "Red"), ("3", "Blue"), ("4", "Gold"))),
        Field("board", "Board", (("", "The usual one (Duel for 2, Brawl for 3-4)"), ("duel", "Duel (2 players)"),
                                 ("duel-b", "Duel B (2 players)"), ("brawl", "Brawl (3-4 players)"),
                                 ("brawl-b", "Brawl B (3-4 players)"))),
        Field("corner", "Your corner (where the board lets you choose)", (("sw", "South-west"), ("nw", "North-west"),
                                                                           ("ne", "North-east"), ("se", "South-east"))),
        Field("scenario", "Scenario", (("standard", "Standard"), ("zombies", "Zombies (Zombie markers)")))),
    "goblout": (
        Field("bots", "Bots", (("1", "1"), ("2", "2"), ("3", "3"), ("4", "4"))),
        Field("variant", "Variant", (("", "None"), ("sudden-death", "Sudden death"), ("group-die", "Group die"),
                                     ("massacre", "Massacre"))),
        Field("styles", "The bots' style", (("", "Mixed (aggressive, defensive, prestige in turn)"),
                                            ("aggressive", "All aggressive"), ("defensive", "All defensive"),
                                            ("prestige", "All after prestige"))),
        Field("first", "First player (the best grimace)", (("random", "Drawn at random"), ("you", "You"),
                                                            ("bot1", "Bot 1"))),
        Field("seats", "Human players (more than one: each joins from their own phone)",
              (("1", "1 (you)"), ("2", "2"), ("3", "3"), ("4", "4")))),
    "gobbledygook": (
        Field("scenario", "Scenario", (("night-watch", "Night Watch"), ("highwaymen", "Highwaymen"),
                                       ("clankers", "Clankers"), ("leaves", "Leaves"), ("signs", "Signs"),
                                       ("haunted-forest", "The Haunted Forest"))),
        Field("breed", "Your Brood's breed", (("goblins", "Goblins"), ("faeries", "Faeries"), ("dwarfs", "Dwarfs"),
                                              ("leprauchans", "Leprauchans"), ("vermin", "Vermin"),
                                              ("revelers", "Revelers"), ("ghouls", "Ghouls"), ("imps", "Imps"))),
        Field("advanced", "The scenario's advanced rule", YES_NO),
        Field("clankers", "Clankers: the Clanker's size", (("", "4 dice"), ("3", "3 dice"), ("5", "5 dice"),
                                                             ("6", "6 dice"))),
        Field("leaf_piles", "Leaves: the leaf piles", (("", "Four: 2, 3, 4 and 5 dice"), ("2,3,5", "Three: 2, 3 and 5 dice"),
                                                        ("2,2,2,2", "Four small: 2 dice each"),
                                                        ("5,5,5,5", "Four big: 5 dice each"))),
        Field("trees", "The Haunted Forest: trees", (("", "2"), *((str(n), str(n)) for n in (1, 3, 4, 5, 6)))),
        Field("road", "Highwaymen: the road", (("", "6 sticks"), *((str(n), f"{n} sticks") for n in (4, 8, 10, 12))))),
}
# the terminal `new`'s options the form does not offer, and why (tests/assistant/web/test_new_game_form.py
# checks every option of every game's `new` is a field or here, so a new option cannot be forgotten)
NOT_ON_THE_FORM = {
    "seed": "the page deals a new game (/new?seed=N deals a chosen one)",
    "save": "the page names the save after the game",
    "force": "the page never replaces a save: it takes the next free name",
    "json": "for scripts",
    "answer": "the page asks the setup's questions as questions",
    "content": "a content pack is a folder on the server's disk",
    "think": "the hard bots' thinking time keeps its default",
    "names": "the page's players keep the rulebook's names (no typing on the page)",
    "crew": "for scripts: the page asks the crew draft",
    "head": "a hex typed: the assistant deals the rulebook's setup",
    "biters": "hexes typed: the assistant deals the rulebook's setup",
    "brood": "the page brings a starter Brood of the chosen breed",
    "watch": "bots only: no seat for the page's player (the terminal watches)",
    "humans": "one phone is one player's: secrets on a shared screen are the terminal's hot seat",
}


def forms() -> list[dict[str, Any]]:
    """What the new-game page draws: each game's title and fields, and whether it has a first game to learn by."""
    from goblinkit.assistant.web.walkthrough import walkthrough

    return [{"slug": slug, "title": _title(slug), "fields": fields_of(slug), "learn": walkthrough(slug) is not None}
            for slug in FORMS if slug in GAMES]


def _title(slug: str) -> str:
    return GAMES[slug].title.split(":")[0]


def fields_of(slug: str) -> tuple[Field, ...]:
    """A game's own setup choices, how well its bots play (where it has them), then who rolls the player's dice."""
    return (*FORMS[slug], *((SKILL,) if slug in WITH_BOTS else ()), DICE)


def read_choices(slug: str, chosen: dict[str, Any]) -> tuple[dict[str, str], int]:
    """Each field's value (its default when not given) and the seed; a value not among a field's answers is
    refused (ValueError, naming the field)."""
    if slug not in FORMS or slug not in GAMES:
        raise ValueError(f"game: expected one of {', '.join(sorted(FORMS))}")
    seed = str(chosen.get("seed", ""))
    if seed and (not seed.isascii() or not seed.isdigit() or len(seed) > 12):
        raise ValueError("seed: expected a whole number")
    values = {}
    for f in fields_of(slug):
        value = chosen.get(f.name, f.choices[0][0])
        allowed = [v for v, _ in f.choices]
        if not isinstance(value, str) or not all(v in allowed for v in (value.split(",") if f.many else [value])):
            raise ValueError(f"{f.name}: expected {'any of' if f.many else 'one of'} "
                             f"{', '.join(v or 'none' for v, _ in f.choices)}")
        values[f.name] = ",".join(v for v in value.split(",") if v) if f.many else value
    # the page's own seed: the setup's questions come back the same when it runs again with answers
    return values, int(seed) if seed else secrets.randbelow(2 ** 31)


def _gvz(v: dict[str, str], save: Path) -> tuple[type[Game], dict[str, Any]]:
    from goblinkit.assistant.goblins_vs_zombies.new_game import GAME, setup_of

    return GAME, setup_of(mode=v["mode"], players=int(v["players"]), boss_level=v["level"], skill=v["skill"])


def _globbo(v: dict[str, str], save: Path) -> tuple[type[Game], dict[str, Any]]:
    from goblinkit.assistant.globbo.new_game import GAME, setup_of

    return GAME, setup_of(play=v["play"], walls=v["walls"] == "yes", extras=v["extras"],
                          mix=int(v["mix"]) if v["mix"] else None, skill=v["skill"])


def _gobz(v: dict[str, str], save: Path) -> tuple[type[Game], dict[str, Any]]:
    from goblinkit.assistant.gobz_heroes.new_game import GAME, setup_of

    return GAME, setup_of(players=int(v["players"]), seat=int(v["seat"]), length=v["length"], board=v["board"] or None,
                          corner=v["corner"], scenario=v["scenario"], skill=v["skill"])


def _goblout(v: dict[str, str], save: Path) -> tuple[type[Game], dict[str, Any]]:
    from goblinkit.assistant.goblout.new_game import GAME, setup_of

    return GAME, setup_of(bots=int(v["bots"]), styles=",".join([v["styles"]] * int(v["bots"])) if v["styles"] else None,
                          variant=v["variant"] or None, first=v["first"], skill=v["skill"], humans=int(v["seats"]))


def _gg(v: dict[str, str], save: Path) -> tuple[type[Game], dict[str, Any]]:
    """A starter Brood of the chosen breed beside the save (kept if it is there), then the scenario's setup."""
    from goblinkit.assistant.gobbledygook.new_game import GAME, setup_of, starter_brood

    breed = v["breed"]
    brood = starter_brood(save.with_name(f"{save.stem}.brood.yaml"), f"The {breed.capitalize()}", breed)
    return GAME, setup_of(scenario=v["scenario"], broods=[brood], advanced=v["advanced"] == "yes",
                          clankers=v["clankers"] or None, leaf_piles=v["leaf_piles"] or None,
                          trees=int(v["trees"]) if v["trees"] else None, road=int(v["road"]) if v["road"] else None)


# each game's setup from the form's values: its own builder (the CLI's `new` calls the same one)
BUILDERS: dict[str, Callable[[dict[str, str], Path], tuple[type[Game], dict[str, Any]]]] = {
    "goblins-vs-zombies": _gvz, "globbo": _globbo, "gobz-heroes": _gobz, "goblout": _goblout, "gobbledygook": _gg}


def free_name(folder: Path, slug: str, prefix: str = "") -> str:
    from goblinkit.assistant.web.views import VIEWS

    short = prefix + VIEWS.get(slug, slug)
    n = 1
    while (folder / f"{short}-{n}.json").exists():
        n += 1
    return f"{short}-{n}"


def _learning(slug: str, answers: list[str]) -> tuple[Outcome | None, dict[str, Any], list[str]]:
    """"Learn to play": the walkthrough's first line asked (one answer, Start), then its own seed and choices
    and the setup's answers after that Start; or the refusal."""
    from goblinkit.assistant.web.walkthrough import START, first_question, walkthrough

    found = walkthrough(slug) if slug in FORMS and slug in GAMES else None
    if found is None:
        return Outcome("refused", [f"{slug}: no first game to learn by"]), {}, []
    if not answers:
        return Outcome("question", [], first_question(slug, _title(slug))), {}, []
    if answers[0] != START:
        return Outcome("refused", [f"answers: the first is {START}"]), {}, []
    return None, {"seed": str(found.seed), **found.choices}, answers[1:]


def start(folder: Path, slug: str, chosen: dict[str, Any], answers: list[str], name: str | None = None) -> tuple[Outcome, str]:
    """Make the game: the outcome (done with the setup's story, a setup question, or refused) and the save's name."""
    if not isinstance(answers, list) or len(answers) > MAX_ANSWERS or not all(isinstance(a, str) for a in answers):
        return Outcome("refused", ["answers: a list of at most 40 short texts"]), ""
    learn = chosen.get("learn") == "yes"
    if learn:
        stop, chosen, answers = _learning(slug, answers)
        if stop is not None:
            return stop, ""
    try:
        values, seed = read_choices(slug, chosen)
    except ValueError as exc:
        return Outcome("refused", [str(exc)]), ""
    name = name or free_name(folder, slug, "learn-" if learn else "")
    path = folder / f"{name}.json"
    asker = WebAsker([])  # the answers sent so far are the table's script; the first one missing is asked
    try:
        with file_lock(path):
            if path.exists():
                return Outcome("refused", [f"a save called {name} is already there"]), name
            game_cls, setup = BUILDERS[slug](values, path)
            dice = dice_setting.mode_named(values["dice"])  # refused before anything is written
            _, lines = Session.new(game_cls, setup, seed, path, AskingTable(asker, answers))
            if dice != "app":  # the setting is the save's first action, as `new --dice table` logs it
                lines += Session.load(game_cls, path).do(dice_setting.setting(dice), ScriptedTable())[1]
    except NeedAnswer as waiting:  # nothing is saved until the setup's questions are answered
        return Outcome("question", [], waiting.question), name
    except GoblinError as exc:
        return Outcome("refused", [str(exc)]), name
    title = game_cls.title if game_cls.title[-1:] in ".!?" else f"{game_cls.title}."
    story, why = spoken_lines([f"New game of {title}", *lines])
    if learn:
        from goblinkit.assistant.web.walkthrough import begun

        story = begun(path, slug, story)
    return Outcome("done", story, why=why), name
