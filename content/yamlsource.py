"""Safe YAML reading that remembers where every key and value was written.

PyYAML's SafeLoader composes a node tree with marks; we build plain Python data from it while
recording the mark of every value and key by its path, so a schema error on
("items", 3, "cost") can point at line and column of that value. Nothing but plain data is ever
constructed (no tags, no objects), and duplicate keys are refused rather than silently merged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from goblinkit.content.errors import ContentError, Location

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

    def where(self, loc: Path_, key: bool = False) -> Location:
        """Location of the value (or key) at `loc`, falling back to its nearest written parent."""
        table = self.keys if key and tuple(loc) in self.keys else self.values
        loc = tuple(loc)
        while loc and loc not in table:
            loc = loc[:-1]
            table = self.values
        line, col = table.get(loc, (1, 1))
        return Location(self.display, line, col)


def read_yaml(path: Path, display: str) -> Document:
    """Read and parse one file; any problem becomes a located ContentError."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ContentError(Location(display), f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise ContentError(Location(display), f"cannot read file: {exc.strerror}") from None
    try:
        node, loader = _compose(text, SafeLoader)
    except yaml.YAMLError:
        try:  # libyaml's wording differs; the pure-Python parser gives the same message everywhere
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
    doc = Document(path=path, display=display, data=None)
    doc.data = _build(node, (), doc, loader)
    return doc


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
        return loader.construct_object(node, deep=True)
    except yaml.constructor.ConstructorError as exc:
        raise ContentError(_mark(doc, node), f"invalid YAML: {exc.problem}") from None


def _mark(doc: Document, node: yaml.Node) -> Location:
    return Location(doc.display, node.start_mark.line + 1, node.start_mark.column + 1)
