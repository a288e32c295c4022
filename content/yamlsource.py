"""Safe YAML reading that remembers where every key and value was written.

PyYAML's SafeLoader composes a node tree with marks; we build plain Python data from it while
recording the mark of every value and key by its path, so a schema error on
("items", 3, "cost") can point at line and column of that value. Nothing but plain data is ever
constructed (no tags, no objects), and duplicate keys are refused rather than silently merged.

Input is bounded before it is composed: only a regular file of at most MAX_BYTES is read (a FIFO
or /dev/zero is refused, not waited on), and a first pass over the parser's events refuses
nesting deeper than MAX_DEPTH, an alias inside its own anchor (a cycle) and aliases that expand
to more than MAX_VALUES values (the "billion laughs"), each with its line and column.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from goblinkit.content.atomic import digest
from goblinkit.content.errors import ContentError, Location
from goblinkit.content.packfiles import pack_file

MAX_BYTES = 1_000_000  # the largest built-in file is about 5 kB
MAX_DEPTH = 32
MAX_VALUES = 100_000  # values in one file once every alias is expanded
MAX_TEXT = 5_000  # characters in one string
MAX_NUMBER = 100_000  # no count, cost or size in a box of cards comes near this
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")

Path_ = tuple[Any, ...]
# libyaml's parser when PyYAML has it (the usual wheels do): same nodes and marks, several times faster.
SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass
class Document:
    """One parsed YAML file: its data plus where each part of it was written."""

    path: Path
    display: str
    data: Any
    values: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    digest: str = ""  # sha256 of the bytes read (content caches and write-after-read checks use it)

    def where(self, loc: Path_, key: bool = False) -> Location:
        """Location of the value (or key) at `loc`, falling back to its nearest written parent."""
        table = self.keys if key and tuple(loc) in self.keys else self.values
        loc = tuple(loc)
        while loc and loc not in table:
            loc = loc[:-1]
            table = self.values
        line, col = table.get(loc, (1, 1))
        return Location(self.display, line, col)


def read_bounded(path: Path, display: str, limit: int) -> bytes:
    """The bytes of a regular file no bigger than `limit`; anything else is a located error."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise ContentError(Location(display), f"cannot read file: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise ContentError(Location(display), "not a regular file (only plain files are read)")
        if info.st_size > limit:
            raise ContentError(Location(display), f"file is {info.st_size:,} bytes; the limit is {limit:,}")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise ContentError(Location(display), f"file is over {limit:,} bytes; the limit is {limit:,}")
    return data


def read_yaml(path: Path, display: str, root: Path | None = None) -> Document:
    """Read and parse one file; any problem becomes a located ContentError. A file of a content pack
    (`root`: the pack's folder) is read only if it stays inside the pack, links resolved."""
    data = read_bounded(pack_file(path, root, display) if root else path, display, MAX_BYTES)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ContentError(Location(display), f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    try:
        _check_bounds(text, SafeLoader, display)
        node, loader = _compose(text, SafeLoader)
    except yaml.YAMLError:
        try:  # libyaml's wording differs; the pure-Python parser gives the same message everywhere
            _check_bounds(text, yaml.SafeLoader, display)
            node, loader = _compose(text, yaml.SafeLoader)
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            problem = exc.problem or exc.context or "syntax error"
            where = Location(display, mark.line + 1, mark.column + 1) if mark else Location(display)
            raise ContentError(where, f"invalid YAML: {problem}") from None
        except yaml.YAMLError as exc:
            raise ContentError(Location(display), f"invalid YAML: {exc}") from None
    if node is None:
        raise ContentError(Location(display), "file is empty")
    doc = Document(path=path, display=display, data=None, digest=digest(data))
    doc.data = _build(node, (), doc, loader)
    return doc


def _check_bounds(text: str, loader_class: Any, display: str) -> None:
    """Walk the parser's events (no nodes built): depth, alias cycles and alias expansion."""
    loader = loader_class(text)
    open_frames: list[list[Any]] = []  # [anchor, values inside] per open collection
    sizes: dict[str, int] = {}
    total = 0
    try:
        while loader.check_event():
            event = loader.get_event()
            mark = event.start_mark
            if isinstance(event, yaml.AliasEvent):
                if any(frame[0] == event.anchor for frame in open_frames):
                    raise ContentError(_at(display, mark), f"recursive alias '*{event.anchor}' (it refers to "
                                       "the value that contains it)")
                size = sizes.get(event.anchor or "", 1)  # an alias always names its anchor
            elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                if len(open_frames) >= MAX_DEPTH:
                    raise ContentError(_at(display, mark), f"nested deeper than {MAX_DEPTH} levels")
                open_frames.append([event.anchor, 1])
                total += 1
                continue
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                anchor, size = open_frames.pop()
                if anchor:
                    sizes[anchor] = size
                if open_frames:
                    open_frames[-1][1] += size
                continue
            elif isinstance(event, yaml.ScalarEvent):
                if len(event.value) > MAX_TEXT:
                    raise ContentError(_at(display, mark), f"text of {len(event.value):,} characters; "
                                       f"the limit is {MAX_TEXT:,}")
                control = CONTROL.search(event.value)
                if control:
                    raise ContentError(_at(display, mark), f"control character U+{ord(control.group()):04X} in "
                                       "text (it would garble a terminal or a card)")
                size = 1
                if event.anchor:
                    sizes[event.anchor] = 1
            else:
                continue
            total += size
            if total > MAX_VALUES:
                raise ContentError(_at(display, mark), f"more than {MAX_VALUES:,} values once aliases are "
                                   "expanded (aliases repeat too much)")
            if open_frames:
                open_frames[-1][1] += size
    finally:
        loader.dispose()


def _at(display: str, mark: Any) -> Location:
    return Location(display, mark.line + 1, mark.column + 1) if mark else Location(display)


PLAIN_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}


def _compose(text: str, loader_class: Any) -> tuple[Any, Any]:
    loader = loader_class(text)
    try:
        return loader.get_single_node(), loader
    finally:
        loader.dispose()


def _build(node: yaml.Node, loc: Path_, doc: Document, loader: Any) -> Any:
    doc.values[loc] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if not isinstance(node, yaml.ScalarNode) and node.tag not in PLAIN_TAGS:
        raise ContentError(_mark(doc, node), f"invalid YAML: tag '{node.tag}' is not allowed (plain data only)")
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise ContentError(_mark(doc, key_node), "YAML merge keys (<<) are not supported")
            key = _scalar(key_node, doc, loader)
            if isinstance(key, (list, dict)) or not isinstance(key_node, yaml.ScalarNode):
                raise ContentError(_mark(doc, key_node), "keys must be plain text")
            if key in result:
                raise ContentError(_mark(doc, key_node), f"duplicate key '{key}'")
            doc.keys[loc + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            result[key] = _build(value_node, loc + (key,), doc, loader)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_build(child, loc + (i,), doc, loader) for i, child in enumerate(node.value)]
    return _scalar(node, doc, loader)


def _scalar(node: yaml.Node, doc: Document, loader: Any) -> Any:
    if not isinstance(node, yaml.ScalarNode):
        return None
    try:
        value = loader.construct_object(node, deep=True)
    except yaml.constructor.ConstructorError as exc:
        raise ContentError(_mark(doc, node), f"invalid YAML: {exc.problem}") from None
    except (ValueError, OverflowError):  # a number of thousands of digits
        raise ContentError(_mark(doc, node), f"a number of {len(node.value):,} digits is too large") from None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if value != value or value in (float("inf"), float("-inf")):
            raise ContentError(_mark(doc, node), f"expected a finite number, got {node.value!r}")
        if abs(value) > MAX_NUMBER:
            raise ContentError(_mark(doc, node), f"number {node.value} is too large (the limit is {MAX_NUMBER:,})")
    return value


def _mark(doc: Document, node: yaml.Node) -> Location:
    return Location(doc.display, node.start_mark.line + 1, node.start_mark.column + 1)
