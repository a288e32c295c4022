"""Player sheets measured from the PDFs: GvZ's Turn Reminder is a numbered phase rail (each phase's number
in bold, its name a chip) and its Keywords back a glossary of chips, each keyword the pill the Zombie
cards print, not a paragraph wall of bold capitals."""

from __future__ import annotations

import re

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.build import plan, render_job
from goblinkit.pnp.drawers.inline import chip_size
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import open_pdf

GVZ_CHIP = 8  # GvZ's body.chip (style.yaml): a chip's words at 8 pt or more, whatever the body size (issue 36)


@pytest.fixture(scope="module")
def turn_reminder(tmp_path_factory):
    """The Turn Reminder sheet's words, fronts and backs: (text, bold, size, x0) for each."""
    job = next(j for j in plan(["goblins-vs-zombies"], None)["goblins-vs-zombies"] if "turn-reminders" in j.component)
    built = render_job(job, PrintOptions(), tmp_path_factory.mktemp("turn"))
    with open_pdf(built.path) as pdf:
        return [[(w["text"], w["fontname"].endswith("Bold"), round(w["size"], 2), w["x0"])
                 for w in page.extract_words(extra_attrs=["fontname", "size"])] for page in pdf.pages[:2]]


def test_the_keywords_back_is_a_glossary_of_chips(turn_reminder):
    entries = load_game("goblins-vs-zombies", None).components["turn-reminders"].items[0].back_lines
    words = turn_reminder[1]
    body = {w[2] for w in words if w[0] == "damage,"}  # "{ATTACK} 1 damage, ...": the glossary's body size
    assert len(body) == 1 and min(body) >= 8  # thirteen keywords and three traits, none below 8 pt
    chip = round(chip_size(min(body), GVZ_CHIP), 2)
    assert chip >= 8 and sum(entry.startswith("{") for entry in entries) == 10  # each entry of keywords starts with a chip
    keywords = [chip for entry in entries for chip in re.findall(r"\{([^}]*)\}", entry)]
    assert len(keywords) == 13
    for keyword in keywords:  # in a chip on each of the 3 backs: its words in bold at the chip's size
        for word in keyword.split():
            assert len([w for w in words if w[0] == word and w[1] and w[2] == chip]) >= 3, keyword
    assert not [w for w in words if w[0].endswith(":") and w[0][:-1].isupper() and len(w[0]) > 2]  # no "ATTACK:"


def test_the_turn_reminder_is_a_numbered_rail_of_phase_chips(turn_reminder):
    """The five phases, each its number in bold at the line's start and its name in a chip ("THE SUN" as
    every card that names the phase prints it), at one body size that fills the box."""
    words = turn_reminder[0]
    numbers = [w for w in words if w[0] in "12345" and w[1]]
    assert sorted(w[0] for w in numbers) == sorted("12345" * 3)
    size = {w[2] for w in numbers}
    assert len(size) == 1 and min(size) >= 9
    chip = round(chip_size(min(size), GVZ_CHIP), 2)
    chips = {w[0] for w in words if w[1] and w[2] == chip} - {"ENTER"}  # the Guardians on this page: ENTER at 8 pt too
    assert chip >= 8 and chips == {"GOBLIN", "ZOMBIE", "ARRIVAL", "ACTION", "THE", "SUN"}
    starts = {round(w[3]) for w in numbers}
    assert len(starts) == 3  # one rail per card: every number at its card's left edge
    assert not [w for w in words if w[0] in ("I.", "II.", "III.", "IV.", "V.")]


def test_player_sheets_are_set_in_their_games_faces(tmp_path):
    """The sheets a player reads print in the game's own faces (display face for titles and numbers,
    its text face for text), DejaVu only for the symbols those lack; the credit names the faces used."""
    from goblinkit.pnp.build import build

    wanted = {"gobbledygook": {"quick-reference": {"PirataOne", "FiraSansCondensed-Regular"},
                               "record-sheet": {"PirataOne", "FiraSansCondensed-Regular"},
                               "measuring-sticks": {"PirataOne", "FiraSansCondensed-Bold"}},
              "globbo": {"map": {"Fredoka", "FiraSansCondensed-Regular"}, "counters": {"Fredoka"}},
              "gobz-heroes": {"vp-gauges": {"AlfaSlabOne"}, "quick-reference": {"AlfaSlabOne", "FiraSansCondensed-Regular"}}}
    for game, sheets in wanted.items():
        built = {b.component: b for b in build([game], PrintOptions(), tmp_path / game)}
        for component, faces in sheets.items():
            path = built[component].path if component in built else next(
                b.path for name, b in built.items() if name.startswith(component))
            with open_pdf(path) as pdf:
                used = {ch["fontname"].split("+")[-1] for page in pdf.pages for ch in page.chars}
                text = " ".join(page.extract_text() for page in pdf.pages)
            missing = {f for f in faces if not any(name.startswith(f) for name in used)}
            if missing:
                pytest.fail(f"{game} {component}: not set in {missing} (fonts: {sorted(used)})")
            if game == "gobz-heroes" and component == "quick-reference":
                assert "Alfa Slab One" in text.replace("\n", " ") and "Fonts: DejaVu (" not in text
