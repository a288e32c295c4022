"""A deck from a spreadsheet (content/csvdeck.py): a pack's deck.csv beside its YAML, a column map,
overrides per card, per range of rows and by condition; every error names file:row:column."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from goblinkit.content.errors import ContentErrors
from goblinkit.content.loader import load_game

PACK = Path(__file__).parent.parent / "fixtures" / "packs" / "designer"


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(PACK, tmp_path / "pack")
    return tmp_path / "pack"


def _errors(pack: Path) -> list[str]:
    with pytest.raises(ContentErrors) as caught:
        load_game("monsters", pack)
    return [str(e) for e in caught.value.errors]


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_each_row_is_a_card_with_its_overrides():
    cards = {c.id: c for c in load_game("monsters", PACK).components["monsters"].items}
    assert list(cards) == ["swamp-wolf", "bog-bear", "grave-wisp", "old-banshee"]
    assert (cards["swamp-wolf"].count, cards["swamp-wolf"].cost, cards["swamp-wolf"].text) == (3, 1, "Bite: deal 1 damage.")
    assert {c.origin for c in cards.values()} == {"designed"}  # an override with no selector: every row
    assert (cards["grave-wisp"].cost, cards["old-banshee"].cost) == (5, 5)  # rows 4-5
    assert cards["bog-bear"].cost == 2
    assert cards["grave-wisp"].text == "Haunt: each opponent discards 1 card."  # by id
    assert {i: c.layout for i, c in cards.items()} == {"swamp-wolf": None, "bog-bear": None,
                                                       "grave-wisp": "text-card", "old-banshee": "text-card"}
    assert (cards["grave-wisp"].icon, cards["swamp-wolf"].icon) == ("ghost", "wolf-head")


def test_a_bad_cell_is_named_by_file_row_and_column(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "monsters" / "deck.csv", "Bog Bear,2,", "Bog Bear,two,")
    assert _errors(pack) == [f"{pack}/monsters/deck.csv:3:2: card 'bog-bear': count: expected an integer from 1 "
                             "to 500, got 'two'"]


def test_a_bad_value_set_by_an_override_is_named_at_the_override(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "monsters" / "deck.yaml", "set: {cost: 5}", "set: {cost: -1}")
    assert _errors(pack) == [
        f"{pack}/monsters/deck.yaml:17:19: card 'grave-wisp': cost: expected an integer >= 0, got -1",
        f"{pack}/monsters/deck.yaml:17:19: card 'old-banshee': cost: expected an integer >= 0, got -1"]


def test_an_unmapped_column_a_missing_column_and_an_idle_override_are_errors(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "monsters" / "deck.yaml", "ignore: [Notes]", "ignore: []")
    _edit(pack / "monsters" / "deck.yaml", "text: Rules}", "text: Rule}")
    shown = f"{pack}/monsters"
    assert _errors(pack) == [
        f"{shown}/deck.csv:1:5: column 'Rules' is not read: map it under csv.columns in deck.yaml, or list it "
        "under csv.ignore",
        f"{shown}/deck.csv:1:6: column 'Notes' is not read: map it under csv.columns in deck.yaml, or list it "
        "under csv.ignore",
        f"{shown}/deck.yaml:10:69: csv.columns.text: no column 'Rule' in deck.csv (columns: Name, Qty, Cost, "
        "Kind, Rules, Notes)"]


def test_an_override_that_selects_nothing_and_unknown_keys_are_errors(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "monsters" / "deck.yaml", "rows: 4-5", "rows: 8-9")
    _edit(pack / "monsters" / "deck.yaml", "ids: [grave-wisp]", "ids: [grave-whisp]")
    _edit(pack / "monsters" / "deck.yaml", "ignore: [Notes]", "ignore: [Notes]\n  sheet: 2")
    shown = f"{pack}/monsters/deck.yaml"
    assert _errors(pack) == [
        f"{shown}:12:3: csv.sheet: unknown key 'sheet' (known: columns, file, ignore, overrides)",
        f"{shown}:17:7: csv.overrides.2: this override selects no card of the sheet",
        f"{shown}:19:13: csv.overrides.3.ids.0: no card 'grave-whisp' in the sheet (ids: bog-bear, grave-wisp, "
        "old-banshee, swamp-wolf)"]


def test_a_spreadsheet_file_other_than_csv_is_refused_with_the_reason(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "monsters" / "deck.yaml", "file: deck.csv", "file: deck.xlsx")
    assert _errors(pack) == [f"{pack}/monsters/deck.yaml:9:9: csv.file: expected a .csv file beside this YAML "
                             "(XLSX is not read: save the sheet as CSV)"]


def test_a_csv_outside_the_pack_is_not_read(tmp_path):
    pack = _copy(tmp_path)
    (tmp_path / "secret.csv").write_text("Name\nx\n", encoding="utf-8")
    _edit(pack / "monsters" / "deck.yaml", "file: deck.csv", "file: ../../secret.csv")
    assert _errors(pack) == [f"{pack}/monsters/deck.yaml:9:9: csv.file: ../../secret.csv: file is a link to "
                             "outside the content pack; not read"]
