"""Player sheets measured from the PDFs: GvZ's Keywords back is a glossary (each keyword bold at the
start of its own line), not a paragraph wall."""

from __future__ import annotations

from goblinkit.content.loader import load_game
from goblinkit.pnp.build import plan, render_job
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import open_pdf


def test_the_keywords_back_is_a_glossary(tmp_path):
    game = load_game("goblins-vs-zombies", None)
    entries = game.components["turn-reminders"].items[0].back_lines
    job = next(j for j in plan(["goblins-vs-zombies"], None)["goblins-vs-zombies"]
               if "turn-reminders" in j.component)
    built = render_job(job, PrintOptions(), tmp_path)
    with open_pdf(built.path) as pdf:
        words = pdf.pages[1].extract_words(extra_attrs=["fontname", "size"], keep_blank_chars=False)
    body = [w for w in words if w["size"] < 9]
    starts = sorted({round(w["x0"]) for w in body})
    margins = [x for x in starts if sum(1 for w in body if round(w["x0"]) == x) >= 8]  # each card's left edge
    for entry in entries:  # every entry starts a line with its keyword in bold, on each of the 3 backs
        first = entry.split()[0]
        found = [w for w in body if w["text"] == first and w["fontname"].endswith("Bold")
                 and any(abs(w["x0"] - x) < 1.5 for x in margins)]
        assert len(found) >= 3, entry
    assert min(w["size"] for w in body) >= 6.5


def test_turn_reminder_front_and_keywords_back_each_fit_their_own_size(tmp_path):
    """The Keywords back is laid out on its own template (no picture band), not at the front's size:
    it prints above the 6.5 pt floor, and the five phases on the front at a size that fills their box."""
    job = next(j for j in plan(["goblins-vs-zombies"], None)["goblins-vs-zombies"]
               if "turn-reminders" in j.component)
    built = render_job(job, PrintOptions(), tmp_path)
    with open_pdf(built.path) as pdf:
        fronts, backs = (page.extract_words(extra_attrs=["fontname", "size"]) for page in pdf.pages[:2])
    phase = {w["size"] for w in fronts if w["text"] == "ARRIVAL:" and w["fontname"].endswith("Bold")}
    keyword = {w["size"] for w in backs if w["text"] == "ATTACK:" and w["fontname"].endswith("Bold")}
    assert len(phase) == 1 and min(phase) >= 8  # each phase's name in bold, at one size
    assert len(keyword) == 1 and min(keyword) >= 8  # eleven keywords, none below 8 pt (7.5 read small)


def test_player_sheets_are_set_in_their_games_faces(tmp_path):
    """The sheets a player reads print in the game's own faces (display face for titles and numbers,
    its text face for text), DejaVu only for the symbols those lack; the credit names the faces used."""
    import pytest

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
