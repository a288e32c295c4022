"""A deck from a spreadsheet: a component's YAML names a CSV file beside it (`csv:`), maps its columns
to the items' fields, and may override cells per card, per range of rows or by condition.

    component: monsters
    kind: card
    csv:
      file: deck.csv                      # beside this YAML, inside the pack
      columns: {name: Name, count: Qty, cost: Cost, text: Rules}   # field: column header
      ignore: [Notes]                     # columns read by people only (any other unmapped column is an error)
      overrides:
        - set: {origin: designed}         # every row
        - rows: 3-5                       # spreadsheet rows (the header is row 1)
          set: {family: black}
        - ids: [bomb]
          set: {cost: 4}
        - when: {family: black}           # a conditional variant: a field's value picks a layout
          set: {layout: text-card}

Each row becomes one item, located at `deck.csv:ROW:COLUMN` so a schema error names the cell; a value
an override set is located at the override in the YAML. A cell is typed by the field it fills (a whole
number for `count`), an empty cell leaves the field to its default, and an item without an `id`
column takes its name as a slug. XLSX is not read (openpyxl is not a dependency): save as CSV.
"""

from __future__ import annotations

import csv
import io
import re
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goblinkit.content.errors import ContentError, Location
from goblinkit.content.packfiles import pack_file
from goblinkit.content.yamlsource import Document, read_bounded

MAX_CSV_BYTES = 1_000_000
MAX_ROWS = 2_000
KEYS = {"file", "columns", "ignore", "overrides"}
OVERRIDE_KEYS = {"rows", "ids", "when", "set"}


@dataclass
class SheetDocument(Document):
    """The rows of a CSV as a Document: `where` answers with the cell (row, column), or with the place in
    the YAML where an override set the value."""

    elsewhere: dict[tuple[Any, ...], Location] = field(default_factory=dict)

    def where(self, loc: tuple[Any, ...], key: bool = False) -> Location:
        loc = tuple(loc)
        probe = loc
        while probe:
            if probe in self.elsewhere:
                return self.elsewhere[probe]
            if probe in self.values:
                break
            probe = probe[:-1]
        return super().where(loc, key)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "card"


def _cell_value(text: str, annotation: Any) -> Any:
    """A cell typed by its field: whole numbers for int fields, text otherwise (the model reports the rest)."""
    kinds = set(typing.get_args(annotation)) if isinstance(annotation, types.UnionType) or \
        typing.get_origin(annotation) is typing.Union else {annotation}
    if int in kinds and str not in kinds:
        try:
            return int(text.strip())
        except ValueError:
            return text  # the model's own message ("expected a whole number") names the cell
    if float in kinds and str not in kinds:
        try:
            return float(text.strip())
        except ValueError:
            return text
    return text


def read_csv_deck(doc: Document, spec: Any, item_model: type | None,
                  root: Path) -> tuple[list[dict[str, Any]], SheetDocument | None, list[ContentError]]:
    """The items of the CSV that `doc`'s `csv:` (here `spec`) names, the document locating them, and
    every problem (each at its YAML key or its CSV cell)."""
    errors: list[ContentError] = []

    def err(loc: tuple[Any, ...], message: str, key: bool = False) -> None:
        errors.append(ContentError(doc.where(("csv",) + loc, key), message, field=".".join(("csv",) + tuple(map(str, loc)))))

    if not isinstance(spec, dict):
        err((), "expected a mapping (file, columns, ignore, overrides)")
        return [], None, errors
    for key in spec:
        if key not in KEYS:
            err((key,), f"unknown key '{key}' (known: {', '.join(sorted(KEYS))})", key=True)
    name = spec.get("file")
    if not isinstance(name, str) or not name.lower().endswith(".csv"):
        hint = " (XLSX is not read: save the sheet as CSV)" if isinstance(name, str) and \
            name.lower().endswith((".xlsx", ".xls", ".ods")) else ""
        err(("file",), f"expected a .csv file beside this YAML{hint}")
        return [], None, errors
    columns = spec.get("columns")
    if not isinstance(columns, dict) or not columns or not all(isinstance(v, str) for v in columns.values()):
        err(("columns",), "expected a mapping of field: column header")
        return [], None, errors
    path = doc.path.parent / name
    display = str(Path(doc.display).parent / name)
    try:
        text = read_bounded(pack_file(path, root, display), display, MAX_CSV_BYTES).decode("utf-8-sig")
    except ContentError as exc:
        errors.append(ContentError(doc.where(("csv", "file")), f"{name}: {exc.message}", field="csv.file"))
        return [], None, errors
    except UnicodeDecodeError:
        errors.append(ContentError(Location(display), "not UTF-8 text (save the sheet as CSV UTF-8)"))
        return [], None, errors
    reader = csv.reader(io.StringIO(text, newline=""))
    header = next(reader, None)
    if not header:
        errors.append(ContentError(Location(display), "empty file: the first row names the columns"))
        return [], None, errors
    header = [h.strip() for h in header]
    before = len(errors)  # an unknown key above does not stop the sheet being read; a bad column does
    index = {h: i for i, h in enumerate(header)}
    for fname, column in columns.items():
        if column not in index:
            err(("columns", fname), f"no column '{column}' in {name} (columns: {', '.join(header)})")
    ignored = spec.get("ignore") or []
    if not isinstance(ignored, list) or not all(isinstance(c, str) for c in ignored):
        err(("ignore",), "expected a list of column headers")
        ignored = []
    for at, column in enumerate(ignored):
        if column not in index:
            err(("ignore", at), f"no column '{column}' in {name} (columns: {', '.join(header)})")
    for at, column in enumerate(header):
        if column not in columns.values() and column not in ignored:
            errors.append(ContentError(Location(display, 1, at + 1), f"column '{column}' is not read: map it "
                                       f"under csv.columns in {Path(doc.display).name}, or list it under csv.ignore"))
    if len(errors) > before:
        return [], None, errors
    fields = getattr(item_model, "model_fields", {})
    sheet = SheetDocument(path=path, display=display, data=None)
    items: list[dict[str, Any]] = []
    rows: list[int] = []
    for row in reader:
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        if len(items) >= MAX_ROWS:
            errors.append(ContentError(Location(display, line), f"more than {MAX_ROWS} rows"))
            break
        i = len(items)
        item: dict[str, Any] = {}
        sheet.values[("items", i)] = (line, 1)
        for fname, column in columns.items():
            col = index[column]
            cell = row[col] if col < len(row) else ""
            if cell.strip() == "":
                continue
            annotation = fields[fname].annotation if fname in fields else str
            item[fname] = _cell_value(cell, annotation)
            sheet.values[("items", i, fname)] = (line, col + 1)
        items.append(item)
        rows.append(line)
    _apply_overrides(doc, spec.get("overrides"), items, rows, sheet, fields, err)
    for i, item in enumerate(items):
        if "id" not in item and isinstance(item.get("name"), str):
            item["id"] = slug(item["name"])
    sheet.data = {"items": items}
    return items, sheet, errors


def _rows_of(value: Any) -> set[int] | None:
    """`3`, `3-5` or `[3, 7-9]` as a set of spreadsheet rows (None: not a row range)."""
    parts = value if isinstance(value, list) else [value]
    rows: set[int] = set()
    for part in parts:
        if isinstance(part, int) and not isinstance(part, bool) and part >= 2:
            rows.add(part)
            continue
        match = re.fullmatch(r"\s*(\d+)\s*-\s*(\d+)\s*", part) if isinstance(part, str) else None
        if not match or int(match[1]) < 2 or int(match[2]) < int(match[1]):
            return None
        rows.update(range(int(match[1]), int(match[2]) + 1))
    return rows


def _apply_overrides(doc: Document, overrides: Any, items: list[dict[str, Any]], rows: list[int],
                     sheet: SheetDocument, fields: dict[str, Any], err: Any) -> None:
    """Each override's `set` laid on the rows it selects (all of its selectors must hold); an override
    that selects no row is an error (it would silently do nothing)."""
    if overrides is None:
        return
    if not isinstance(overrides, list):
        err(("overrides",), "expected a list of overrides (each with rows, ids or when, and set)")
        return
    for n, override in enumerate(overrides):
        at = ("overrides", n)
        if not isinstance(override, dict) or not isinstance(override.get("set"), dict):
            err(at, "expected a mapping with 'set: {field: value}' (and rows, ids or when to choose cards)")
            continue
        bad = [k for k in override if k not in OVERRIDE_KEYS]
        for key in bad:
            err(at + (key,), f"unknown key '{key}' (known: {', '.join(sorted(OVERRIDE_KEYS))})", key=True)
        chosen = set(range(len(items)))
        if "rows" in override:
            wanted = _rows_of(override["rows"])
            if wanted is None:
                err(at + ("rows",), f"expected a row or a range of rows such as 3-5 (the header is row 1), "
                    f"got {override['rows']!r}")
                continue
            chosen &= {i for i, line in enumerate(rows) if line in wanted}
        if "ids" in override:
            ids = override["ids"] if isinstance(override["ids"], list) else [override["ids"]]
            known = {str(item.get("id") or slug(str(item.get("name", "")))) for item in items}
            missing = [k for k, one in enumerate(ids) if one not in known]
            for k in missing:
                err(at + ("ids",) + ((k,) if isinstance(override["ids"], list) else ()),
                    f"no card '{ids[k]}' in the sheet (ids: {', '.join(sorted(known))})")
            if missing:
                continue
            chosen &= {i for i, item in enumerate(items) if (item.get("id") or slug(str(item.get("name", "")))) in ids}
        if "when" in override:
            when = override["when"]
            if not isinstance(when, dict) or not when:
                err(at + ("when",), "expected a mapping of field: value")
                continue
            chosen &= {i for i, item in enumerate(items) if all(str(item.get(k)) == str(v) for k, v in when.items())}
        if bad:
            continue
        if not chosen:
            err(at, "this override selects no card of the sheet")
            continue
        for i in sorted(chosen):
            for fname, value in override["set"].items():
                if isinstance(value, str) and fname in fields:
                    value = _cell_value(value, fields[fname].annotation)
                items[i][fname] = value
                sheet.elsewhere[("items", i, fname)] = doc.where(("csv",) + at + ("set", fname))
