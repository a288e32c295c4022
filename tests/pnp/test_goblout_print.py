"""The Goblout print, measured: 110 cards with one back, five die nets at 18 mm a face with their
folds and tabs, 50 teeth butted on a chit sheet, a player aid per player; nothing printed under 6.5 pt."""

from __future__ import annotations

from collections import Counter

import pytest

from goblinkit.content import load_game
from goblinkit.content.goblout.models import GobloutDeck
from goblinkit.pnp.build import build
from goblinkit.pnp.drawers.dienet import CELLS, TABS, fold_lines, net_size
from goblinkit.pnp.drawers.face import layout_deck
from goblinkit.pnp.layout import template
from goblinkit.pnp.style import style_for
from goblinkit.pnp.fonts import BODY_BOLD
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.games.goblout import card_spec
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import PT, lines, open_pdf

FOOTER_MM = (EDGE + FOOTER) / PT  # the sheet footer (label, ruler, credit) belongs to the shared sheet drawer


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("goblout")
    return {b.component: b for b in build(["goblout"], PrintOptions(), out)}


@pytest.fixture(scope="module")
def card_pages(built):
    """The cards file read once: per page, its words (font, size) and the characters above the footer."""
    with open_pdf(built["cards"].path) as pdf:
        pages = []
        for page in pdf.pages:
            words = page.extract_words(extra_attrs=["fontname", "size"])
            pages.append({"words": words, "small": [w["text"] for w in words if w["size"] < 6.5 - 1e-6
                                                    and (page.height - w["bottom"]) / PT > FOOTER_MM]})
    return pages


def test_the_files_and_their_pages(built, card_pages):
    assert sorted(built) == ["aid", "cards", "contents", "dice", "teeth", "tuck-boxes"]  # the teeth on a chit sheet
    assert len(card_pages) == 26  # 13 sheets of 9 cards (110), each with its backs page
    titles = Counter(w["text"] for page in card_pages[0::2] for w in page["words"]
                     if "LilitaOne" in w["fontname"] and w["size"] > 9)  # titles in the display face
    assert titles["Warrior"] == 24 and titles["Brute"] == 14 and titles["Peace"] == 3 and titles["Cauldron"] == 4
    backs = Counter(w["text"] for page in card_pages[1::2] for w in page["words"] if w["size"] > 9)
    assert backs["GOBLOUT"] == 110 and backs["DÉGOBLINADE"] == 110  # one common back: the lockup, the deck's banner
    with open_pdf(built["aid"].path) as pdf:
        text = "".join(page.extract_text() for page in pdf.pages)
    assert text.count("GOBLOUT Player aid") == 5 and "Clarifications" in text  # the drawn logo, then the title
    credit = [w["text"] for w in card_pages[0]["words"] if "game-icons.net" in w["text"]]
    assert credit  # the icon credit, in the footer of the cards' first page


def test_every_colour_has_its_own_symbol_on_the_cards():
    deck: GobloutDeck = load_game("goblout").components["cards"]
    symbols = {name: fam.symbol for name, fam in deck.families.items()}
    assert len(set(symbols.values())) == 6
    die = load_game("goblout").components["dice"].colours
    lines = {tuple((t.icon, t.text) for t in card_spec(card, deck.families[card.family], deck.families, die).traits)
             for card in deck.items}
    assert lines == {(("broadsword", "Red"),), (("round-shield", "Blue"),), (("spiked-mace", "Purple"),),
                     (("broadsword", "Red"), ("round-shield", "Blue")), (("crown", "White"),),
                     (("lightning-branches", "Yellow"),)}  # the type line: the colours' symbols and words


def test_card_text_is_never_below_6_5_pt():
    game = load_game("goblout")
    deck = game.components["cards"]
    style = style_for(game)
    specs = [card_spec(card, deck.families[card.family], deck.families, game.components["dice"].colours)
             for card in deck.items]
    layouts = layout_deck(specs, template(style, "cards"), deck.size.width.pt, deck.size.height.pt, style.fonts)
    for card, spec in zip(deck.items, specs):
        layout = layouts[spec]
        assert layout.text_size >= 6.5 and layout.strip_size >= 6.5 and layout.title_size >= 6.5, card.id
    t = template(style, "cards")  # each card's body size within the deck's range
    assert {layout.text_size for layout in layouts.values()} <= {t.text_min + 0.25 * i for i in range(20)}
    assert max(layout.text_size for layout in layouts.values()) <= t.text_max


def test_no_card_text_under_6_5_pt(card_pages):
    assert [page["small"] for page in card_pages] == [[]] * 26


@pytest.mark.parametrize("name", ["dice", "aid"])
def test_nothing_printed_under_6_5_pt_outside_the_footer(built, name):
    with open_pdf(built[name].path) as pdf:
        for page in pdf.pages:
            small = [ch["text"] for ch in page.chars
                     if ch["size"] < 6.5 - 1e-6 and (page.height - ch["bottom"]) / PT > FOOTER_MM]
            assert not small, (name, page.page_number, "".join(small[:40]))


def test_five_die_nets_with_18_mm_faces_folds_and_tabs(built):
    face = 18 * PT
    width, height = net_size(face)
    assert (round(width / PT, 3), round(height / PT, 3)) == (54.0, 77.4)
    assert len(CELLS) == 6 and len(TABS) == 7 and len(fold_lines(face)) == 12  # 5 between faces + 7 tab bases
    with open_pdf(built["dice"].path) as pdf:
        page = pdf.pages[0]
        assert len(pdf.pages) == 1
        edges = [l for l in lines(page) if abs(abs(l[2] - l[0]) + abs(l[3] - l[1]) - 18.0) < 0.01]
        numbers = Counter(w["text"] for w in page.extract_words() if w["text"] in "123456"
                          and (page.height - w["bottom"]) / PT > FOOTER_MM)
    assert len(edges) >= 5 * (12 + 7)  # every net: 12 folds and 7 cut face edges of exactly 18 mm
    assert all(numbers[str(n)] == 5 for n in range(1, 7))


def test_opposite_die_faces_add_up_to_seven():
    for a, b in ((1, 6), (2, 5), (3, 4)):
        (ca, ra), (cb, rb) = CELLS[a], CELLS[b]
        assert (ca == cb and abs(ra - rb) == 2) or (ra == rb and abs(ca - cb) == 2)


def test_every_card_names_its_kind_at_its_foot(built, card_pages):
    """A Warrior called Warrior carries its WARRIOR label like a Prestige card its PRESTIGE: 110 labels."""
    kinds = {"WARRIOR", "CANNON", "BRUTE", "SUPER-GOBLIN", "PRESTIGE", "LIGHTNING"}
    labels = Counter(w["text"] for page in card_pages[0::2] for w in page["words"] if w["text"] in kinds)
    assert sum(labels.values()) == 110 and labels["WARRIOR"] >= 24 and labels["CANNON"] >= 1 and labels["BRUTE"] >= 14
    with open_pdf(built["cards"].path) as pdf:
        strips = " ".join(page.extract_text() for page in pdf.pages[0::2])
    prestige = sum(card.count for card in load_game("goblout").components["cards"].items if card.family == "prestige")
    assert strips.count("scores, one per turn") == prestige > 0 and "one a turn" not in strips
    # a goblin's note said what its text says ("attacks, hard" above "Attack: ... loses 2 life points"): gone
    assert not any(note in strips for note in ("attacks, hard", "blocks, in defence too", "attacks and blocks"))


def test_the_player_aids_are_a_numbered_rail_and_colour_blocks_two_to_a_sheet(built):
    """Five aids (one per player) and the table's card list, two to a sheet, 2 + 2 + 2 (issue 36: the third
    sheet was half empty); the turn as five numbered discs beside its steps (each step's name in bold), then
    colour blocks, all at 9 pt or more (issue 36: it was an 8.2 pt wall of text in a heavy brown frame),
    under a pale heading band carrying the game's drawn logo."""
    with open_pdf(built["aid"].path) as pdf:
        per_page, sizes = [], []
        for page in pdf.pages:
            words = page.extract_words(extra_attrs=["size", "fontname"])
            logos = [w for w in words if w["text"] == "GOBLOUT" and "LilitaOne" in w["fontname"]]  # the logo
            per_page.append(len(logos))
            headings = [h for h in logos if _title_after(words, h) == "Player"]  # the card list apart
            body = [w for w in words if (page.height - w["bottom"]) / PT > FOOTER_MM and w not in headings
                    and w["text"] not in ("Player", "aid", "The", "die:")]
            for heading in headings:  # (the die faces in the heading band carry their own small labels)
                sizes.extend(w["size"] for w in body if 12 * PT < w["top"] - heading["top"] < 110 * PT)
                below = [w for w in words if 0 < w["top"] - heading["top"] < 110 * PT]
                rail = [w["text"] for w in below if w["text"] in "12345" and w["x0"] < heading["x0"]]
                assert rail == list("12345"), rail  # the discs down the left edge, in order
                steps = [w["text"] for w in below if "Bold" in w["fontname"] and w["text"].endswith(":")]
                assert steps[:3] == ["draw:", "Roll:", "Deploy:"] or "Deploy:" in steps, steps
                titles = {w["text"] for w in below}
                assert {"Blocks", "colours", "Clarifications"} <= titles
    assert per_page == [2, 2, 2]
    assert min(sizes) >= 9


def _title_after(words: list[dict], logo: dict) -> str:
    """The first word of the heading's title, right of the logo on its band."""
    band = [w for w in words if abs(w["top"] - logo["top"]) < 12 and w["x0"] > logo["x1"]]
    return min(band, key=lambda w: w["x0"])["text"]


def test_the_card_list_names_every_card_with_its_copies_from_the_deck(built):
    """The aids' sixth place (the third sheet's lower half, empty before) is the table's card list: every card
    of the deck under its use, with its copies and its own text, at 7 pt or more; a Lightning card's moment,
    which its subtitle says on the card, opens its line."""
    deck: GobloutDeck = load_game("goblout").components["cards"]
    with open_pdf(built["aid"].path) as pdf:
        page = pdf.pages[2]
        words = page.extract_words(extra_attrs=["size", "fontname"])
        logos = [w for w in words if w["text"] == "GOBLOUT" and "LilitaOne" in w["fontname"]]
        assert [_title_after(words, logo) for logo in logos] == ["Player", "The"]
        below = page.crop((0, logos[1]["bottom"] + 12, page.width, page.height - FOOTER_MM * PT))
        text = " ".join(below.extract_text().split())
        sizes = {round(w["size"], 2) for w in below.extract_words(extra_attrs=["size"])}
        heads = [w for w in below.extract_words() if w["text"] == "Lightning:"]  # the last two columns' titles
        column = below.crop((heads[0]["x0"] - 20, heads[0]["top"], heads[1]["x0"] - 20, below.bbox[3]))
        middle = " ".join(column.extract_text().split())
    for title in ("Goblins \u00d764", "Prestige \u00d716", "Lightning: hurt them \u00d715", "Lightning: help yourself \u00d715"):
        assert title in text, title
    for card in deck.items:
        assert f"{card.name} \u00d7{card.count}:" in text, card.name
    assert "War Cry \u00d72: Play it once you have attacked. This turn each" in middle
    assert min(sizes) >= 7, sizes


def test_prestige_cards_are_pewter_ringed_in_gold():
    """Issue 36: the white Prestige family printed on a dull olive grey. Its frame is a cool pewter, its
    panel ringed in gold like its badge; a goblin's panel keeps its own ring (Super-Goblin's red and blue)
    or none."""
    from goblinkit.pnp.contrast import luminance
    from goblinkit.pnp.games.goblout import PRESTIGE_RING

    deck: GobloutDeck = load_game("goblout").components["cards"]
    specs = {card.family: card_spec(card, deck.families[card.family]) for card in deck.items}
    assert specs["prestige"].border == PRESTIGE_RING == "#c9a227"
    assert specs["super-goblin"].border == "#2e6db4" and specs["warrior"].border is None
    r, g, b = (int(specs["prestige"].colour[i:i + 2], 16) for i in (1, 3, 5))
    assert b > r and b > g and luminance(specs["prestige"].colour) < 0.2  # cool, and deep enough for white titles


def test_every_cards_picture_stands_out_from_its_ground():
    """Issue 36's panel: Lightning's yellow bolt faded into its pale yellow picture panel (2:1). Each
    card's icon stands at least 3.5:1 on its ground (the card's colour lightened, as face.py paints it);
    a colour that does not is deepened for the picture only (the frame keeps the family's yellow)."""
    from goblinkit.pnp.contrast import ratio
    from goblinkit.pnp.drawers.paint import lighten

    deck: GobloutDeck = load_game("goblout").components["cards"]
    specs = {card.family: card_spec(card, deck.families[card.family]) for card in deck.items}
    for family, spec in specs.items():
        assert ratio(spec.icon_colour or spec.colour, lighten(spec.colour, 0.8)) >= 3.5, family
    assert specs["special"].colour == "#d4a017" and specs["special"].icon_colour == "#946f10"


def test_the_aids_columns_end_level_and_it_says_how_to_win_and_set_up(built):
    """Issue 36's panel graded the aid "near": columns of uneven length left a ragged foot. Each column's
    blocks now end on one line (their lines spread, the last block stretched), and the space holds what a
    player asks first: how to win and how to set up."""
    with open_pdf(built["aid"].path) as pdf:
        page = pdf.pages[0]
        blocks = [cv for cv in page.curves if cv.get("stroke") and cv["x1"] - cv["x0"] > 100
                  and cv["bottom"] - cv["top"] > 40 and cv["top"] < page.height / 2]  # the first aid's blocks
        columns: dict[int, float] = {}
        for block in blocks:
            columns[round(block["x0"])] = max(columns.get(round(block["x0"]), 0.0), block["bottom"])
        text = page.extract_text()
    assert len(columns) == 3 and max(columns.values()) - min(columns.values()) < 0.5, columns
    assert "To win" in text and "Prestige: 5 points and you win at once" in text and "last goblin standing" in text
    assert "Set up" in text and "10 life points in goblin teeth" in text


def test_the_teeth_are_butted_chits_with_shared_cuts(built):
    """Issue 36's panel: the teeth sat in the card grid, cut like cards. They are square 3/4 in chits butted
    on a sheet of their own, as the kit's other chit sheets: one crop mark per cut line, the cut lines
    exactly one chit apart (a grid with gutters marks two cuts between neighbours), 50 on one sheet."""
    with open_pdf(built["teeth"].path) as pdf:
        page = pdf.pages[0]
        assert len(pdf.pages) == 2  # the fronts and their backs
        ticks = [l for l in lines(page) if min(l[1], l[3]) > FOOTER_MM and abs(l[2] - l[0]) + abs(l[3] - l[1]) < 8]
        cuts = sorted({round(l[0], 2) for l in ticks if l[0] == l[2]})  # the crop marks, above the footer's ruler
        rows = sorted({round(l[1], 2) for l in ticks if l[1] == l[3]})
    assert len(cuts) == 11 and len(rows) == 6, (cuts, rows)  # 10 columns and 5 rows of teeth: 50
    assert {round(b - a, 2) for a, b in zip(cuts, cuts[1:])} == {19.05}
    assert {round(b - a, 2) for a, b in zip(rows, rows[1:])} == {19.05}


def test_the_aids_die_faces_carry_no_crowded_numbers(built):
    """Issue 36, print: on the aid's 8 mm die faces the number hid behind four faces' white symbols and its
    disc crowded the two symbols of faces 5 and 6. The band shows the faces as colours and symbols only."""
    with open_pdf(built["aid"].path) as pdf:
        words = pdf.pages[0].extract_words()
    labels = [w for i, w in enumerate(words) if w["text"] == "die:" and words[i - 1]["text"] == "The"]
    assert len(labels) == 2  # the band of each aid on the sheet
    for die in labels:
        band = [w["text"] for w in words if abs(w["top"] - die["top"]) < 14 and w["x0"] > die["x1"]]
        assert band == [], band
