"""The Goblins vs Zombies print: 106 cards in six files, the right backs, measured."""

from __future__ import annotations

import json

import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import forms, open_pdf, to_mm


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("gvz")
    return {b.component: b for b in build(["goblins-vs-zombies"], PrintOptions(), out)}


def test_list_json_adds_up_to_104_cards_and_18_tokens(app, runner):
    rows = json.loads(runner.invoke(app, ["pnp", "list", "gvz", "--json"]).output)
    assert {r["component"]: r["count"] for r in rows} == {
        "goblin-deck": 54, "zombie-deck": 36, "red-bordered": 8, "guardians-turn-reminders": 6,
        "token-cards": 18,  # the rulebook's 2 Token cards as 18 butted chits (issue 36)
        "tuck-boxes": 4}  # a tuck box for each deck (Guardians and Turn Reminders share one): paper, not cards
    assert sum(r["count"] for r in rows if r["component"] not in ("tuck-boxes", "token-cards")) == 104


def test_every_card_has_its_back(built):
    with open_pdf(built["goblin-deck"].path) as pdf:
        assert len(pdf.pages) == 12
        assert pdf.pages[1].extract_text().count("Free. In THE SUN") == 9  # the Flag-bearer side
        assert "Slingshot" in pdf.pages[0].extract_text()
    with open_pdf(built["zombie-deck"].path) as pdf:
        backs = pdf.pages[1].extract_text()
        # nine Basic Zombie backs, and the backs page's footer says they are played (game.yaml back_notes)
        assert backs.count("Basic Zombie") == 10 and backs.endswith("Backs are playable: a Basic Zombie")
        assert "Graveyard/Trees: MOVE" in pdf.pages[0].extract_text()  # a chip, no braces
    with open_pdf(built["red-bordered"].path) as pdf:
        back = pdf.pages[1].extract_text()
        assert back.count("Basic Zombie") == 2 and back.count("BOSS · EXPERT LEVEL") == 6


def test_red_borders_and_black_goblins_stand_out(built):
    with open_pdf(built["red-bordered"].path) as pdf:
        red = [r for r in pdf.pages[0].rects if r.get("stroking_color") and
               tuple(round(c, 2) for c in r["stroking_color"]) == (0.88, 0.13, 0.13)]
    assert len(red) == 8
    with open_pdf(built["goblin-deck"].path) as pdf:
        dark = [r for page in pdf.pages[::2] for r in page.rects
                if r.get("fill") and tuple(round(c, 3) for c in (r.get("non_stroking_color") or ())) == (0.133,) * 3]
    assert len(dark) == 16


def test_token_cards_hold_15_damage_and_3_slow():
    """`cut: butted` (tokens.yaml): the tokens are square chits of the shared counter recipe, butted."""
    from collections import Counter

    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import jobs_for

    job = next(j for j in jobs_for(load_game("goblins-vs-zombies")) if j.component == "token-cards")
    assert job.butted and job.shape == "square" and all(f.back for f in job.faces)
    assert Counter(f.item_id for f in job.faces) == {"damage": 15, "slow": 3}


def test_small_decks_share_one_sheet_and_the_outline_names_each(built):
    import pikepdf

    sprue = built["guardians-turn-reminders"]
    with pikepdf.open(sprue.path) as pdf:
        assert len(pdf.pages) == 2  # 3 Guardians and 3 Turn Reminders: one sheet and its backs
        with pdf.open_outline() as outline:
            parts = {item.title: [child.title for child in item.children] for item in outline.root}
    assert list(parts) == ["Guardians", "Turn Reminders"]
    assert parts["Guardians"] == ["Guardians: Guardian"]


def test_cards_draw_their_icons_once_per_file(built):
    for name in ("goblin-deck", "zombie-deck"):
        icons = {key: count for key, count in forms(built[name].path).items() if key.startswith("icon-")}
        assert 18 <= len(icons) <= 40, (name, icons)  # one per icon used (card pictures, type line, die faces)
        assert set(icons.values()) == {1}, name


def test_a_face_with_copies_is_drawn_once_per_file_and_painted_at_each_place(built):
    """54 Goblins and their 54 backs: a card with copies is one form, painted once per copy; a card
    printed once is drawn in place. The Flag-bearer back is one form painted 54 times."""
    import pikepdf

    from goblinkit.content.loader import load_game

    counts = [card.count for card in load_game("goblins-vs-zombies", None).components["goblin-deck"].items]
    faces = {key: count for key, count in forms(built["goblin-deck"].path).items() if key.startswith("face-")}
    assert len(faces) == sum(1 for count in counts if count > 1) + 1 and set(faces.values()) == {1}
    with pikepdf.open(built["goblin-deck"].path) as pdf:
        painted = sum(page.Contents.read_bytes().count(b"/FormXob.face-") for page in pdf.pages)
    assert painted == sum(count for count in counts if count > 1) + 54


def test_the_boss_event_says_remove_this_card_after_its_effect(built):
    """Rulebook 5.3: the Boss comes, then the card leaves the game and it is THE SUN: in that order."""
    with open_pdf(built["red-bordered"].path) as pdf:
        words = pdf.pages[0].extract_words()
    ends = [w for w in words if w["text"] == "acts."]  # "... No other Zombie acts." ends the effect
    thens = [w for w in words if w["text"] == "Then" and any(n["text"] == "remove" and abs(n["top"] - w["top"]) < 1
                                                             for n in words)]
    assert len(ends) == len(thens) == 2
    for end in ends:
        then = min((t for t in thens if abs(t["x0"] - end["x0"]) < 60 * 72 / 25.4), key=lambda t: abs(t["x0"] - end["x0"]))
        assert then["top"] > end["bottom"]


def test_guardians_have_a_real_picture_and_turn_reminders_their_icon_in_the_title_band():
    """Issue 36: no 12 mm band with a tiny icon. A Guardian's short rule sits under a picture at least 28 mm
    high; a Turn Reminder's five phases have the card, its icon in the title band."""
    from goblinkit.content.loader import load_game
    from goblinkit.content.units import mm
    from goblinkit.pnp.recipes import FaceDrawing, jobs_for

    layouts, backs = {}, {}
    for job in jobs_for(load_game("goblins-vs-zombies"), packed=False):
        for face in getattr(job, "faces", []):
            if isinstance(face.front, FaceDrawing) and face.front.deck in ("guardians", "turn-reminders"):
                layouts[face.front.deck] = face.front.layout
                backs[face.front.deck] = face.back.layout
    guardian, turn = layouts["guardians"], layouts["turn-reminders"]
    assert guardian.slots.art is not None and guardian.slots.art.h >= mm(28)
    assert turn.slots.art is None and turn.spec.title_icon and not turn.spec.icon
    # the Guardian's back ("No Guardian") shows its broken shield in that panel, not an empty top half
    assert backs["guardians"].spec.icon == "broken-shield" and backs["guardians"].slots.art == guardian.slots.art
    assert backs["turn-reminders"].slots.art is None and backs["turn-reminders"].spec.title_icon


def test_titles_in_pirata_one_are_large_enough_for_their_dark_band(built):
    """Issue 36: Pirata One at 12 pt on a dark band read worse than the old bold sans; the card titles
    are 14 pt now, 13 on the red-bordered cards (whose red band carries ink: --ink-saver must halve it);
    a long name may shrink to fit its band, never below 12."""
    from statistics import median

    for component in ("goblin-deck", "zombie-deck", "red-bordered"):
        with open_pdf(built[component].path) as pdf:
            page = pdf.pages[0]
            titles = [w["size"] for w in page.extract_words(extra_attrs=["fontname", "size"])
                      if "PirataOne" in w["fontname"] and w["text"].isalpha() and len(w["text"]) > 3]
        wanted = 12.9 if component == "red-bordered" else 13.9
        assert titles and median(titles) >= wanted and min(titles) >= 12, (component, sorted(titles))


def test_the_boss_events_back_is_the_zombie_decks_back_exactly():
    """The Boss!! is shuffled into the Zombie Deck, so its back must not tell it apart: the same laid-out
    face (picture panel, text size) as every Zombie Deck back, not the Basic Zombie laid out again on the
    red cards' shorter picture (31 mm against 35 mm before)."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import jobs_for

    jobs = {job.component: job for job in jobs_for(load_game("goblins-vs-zombies"), packed=False)}
    zombie_backs = {face.back for face in jobs["zombie-deck"].faces}
    event_backs = {face.back for face in jobs["red-bordered"].faces if face.label.startswith("Event")}
    assert len(zombie_backs) == 1 and len(event_backs) == 1 and event_backs == zombie_backs


def test_no_paragraph_ends_on_a_lone_word_and_zombies_have_no_empty_note_band():
    """Every GvZ face (fronts and backs) ends each paragraph on two words or more ("Player wins.", not
    "wins."), unless the last line is an action chip; the Zombies' text box starts under the type line (the
    Events' note is on their own template), so a Zombie's lower third is not spent on nothing."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import FaceDrawing, jobs_for

    drawings = {fn for job in jobs_for(load_game("goblins-vs-zombies"), packed=False)
                for face in getattr(job, "faces", []) for fn in (face.front, face.back) if isinstance(fn, FaceDrawing)}
    lone = []
    for d in drawings:
        paragraph: list = []
        for line in d.layout.lines + [[]]:
            if line:
                paragraph.append(line)
                continue
            last = "".join(r.text for r in paragraph[-1] if r.kind == "text").split() if paragraph else []
            if len(paragraph) > 1 and len(last) == 1 and not any(r.kind == "chip" for r in paragraph[-1]):
                lone.append((d.spec.title, last[0]))
            paragraph = []
    assert len(drawings) > 40 and lone == []
    zombie = next(d for d in drawings if d.spec.title == "Knight Zombie")
    assert zombie.layout.slots.note is None and zombie.layout.slots.template.widows == "avoid"


def test_the_token_cards_back_is_light_like_every_back(tmp_path):
    """The Token cards' back was two thirds dark brick (the page's worst ink); now the pale pattern and a
    ring and motif per token: under 20 % grey coverage drawn alone (it was 73 %)."""
    from reportlab.pdfgen.canvas import Canvas

    from goblinkit.content.loader import load_game
    from goblinkit.pnp.games.gvz_tokens import token_card
    from tests.pnp.ink import page_inks

    game = load_game("goblins-vs-zombies")
    sheet = token_card(game, game.components["token-cards"])
    path = tmp_path / "back.pdf"
    c = Canvas(str(path), pagesize=(sheet.width, sheet.height), invariant=1)
    sheet.faces[0].back(c, sheet.width, sheet.height, 0.0, False)
    c.save()
    assert page_inks(path)[0] < 0.25  # the shared square chit back of a 19 mm token: 23.6 %


def _gvz_drawings() -> list:
    """Every distinct laid-out GvZ card face, fronts and backs."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import FaceDrawing, jobs_for

    return list(dict.fromkeys(fn for job in jobs_for(load_game("goblins-vs-zombies"), packed=False)
                              for face in getattr(job, "faces", []) for fn in (face.front, face.back)
                              if isinstance(fn, FaceDrawing)))


def test_keywords_and_phases_print_as_chips_never_as_capitals_in_running_text():
    """Issue 36: Event text wrote REINFORCEMENT and THE SUN in capitals; now a Zombie keyword or a phase's
    name is a chip wherever a card names it (Events, Bosses, the Flag-bearer, Shield, Shaman, Guardians)."""
    import re

    from goblinkit.content.goblins_vs_zombies.script import KEYWORDS

    names = sorted(set(KEYWORDS) | {"THE SUN", "GOBLIN ARRIVAL", "GOBLIN ACTION", "ZOMBIE ACTION", "ZOMBIE ARRIVAL"},
                   key=len, reverse=True)
    capitals = re.compile(r"\b(" + "|".join(names) + r")")
    drawings = _gvz_drawings()
    written = [(d.spec.title, run.text) for d in drawings for line in d.layout.lines for run in line
               if run.kind == "text" and capitals.search(run.text)]
    assert written == []
    chips = {d.spec.title: {run.text for line in d.layout.lines for run in line if run.kind == "chip"} for d in drawings}
    assert chips["What's that smell?"] == {"REINFORCEMENT"} and chips["Horde!"] == {"BACKUP (2)"}
    assert {"REINFORCEMENT", "THE SUN"} <= chips["Event: The Boss!!"] and "THE SUN" in chips["Flag-bearer"]


def test_the_short_goblin_cards_fill_their_text_box(tmp_path):
    """Issue 36: Slingshot, Archer and Lookout (and every one-line Action) left their text box's lower third
    empty at the deck's 12 pt. A reminder line from the rulebook ("Nearest: ...") fills it: measured in the
    PDF, under the last line of every Goblin is at most a quarter of its text box, at 9 pt or more."""
    from tests.pnp.test_templates import _decks, _panel_use

    job, drawings = _decks("goblins-vs-zombies")["goblin-deck"]
    fronts = [d for d in drawings if d.spec.sections and d.spec.label == "Goblin"]
    assert {"Slingshot", "Archer", "Lookout"} <= {d.spec.title for d in fronts}
    box, panel = fronts[0].layout.slots.text.h, fronts[0].layout.slots.panel.h
    emptiest = max(_panel_use(tmp_path, job, fronts), key=lambda found: found[1])
    assert emptiest[1] * panel <= box / 4, (emptiest[0], round(emptiest[1] * panel / box, 2))
    assert min(d.layout.text_size for d in fronts) >= 9
