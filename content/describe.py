"""Turn pydantic's validation errors into the sentences a designer reads.

Pydantic says `int_type`; a designer wants "cost: expected an integer >= 0, got 'two'". We walk
the model class along the error's location to find the field, and describe what it accepts from
its annotation and constraints.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal

from annotated_types import Ge, Gt, Le, MaxLen, MinLen
from pydantic import BaseModel
from pydantic_core import ErrorDetails
from pydantic.fields import FieldInfo

from goblinkit.content.units import Length


def field_at(model: type[BaseModel], loc: tuple[Any, ...]) -> tuple[Any, list[Any], type[BaseModel] | None]:
    """The annotation and metadata of the field at `loc`, and the model that owns its last key."""
    annotation: Any = model
    metadata: list[Any] = []
    owner: type[BaseModel] | None = None
    for part in loc:
        annotation = _unwrap_optional(annotation)
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            info: FieldInfo | None = annotation.model_fields.get(part) if isinstance(part, str) else None
            if info is None:
                return None, [], annotation
            owner, annotation, metadata = annotation, info.annotation, list(info.metadata)
            continue
        origin = typing.get_origin(annotation)
        args = typing.get_args(annotation)
        if origin in (list, tuple) and args:
            annotation, metadata = args[0], []
        elif origin is dict and len(args) == 2:
            annotation, metadata = args[1], []
        else:
            return annotation, metadata, owner
        annotation, extra = _split_annotated(annotation)
        metadata = extra
    return annotation, metadata, owner


def _split_annotated(annotation: Any) -> tuple[Any, list[Any]]:
    if typing.get_origin(annotation) is typing.Annotated:
        base, *meta = typing.get_args(annotation)
        return base, [m for group in meta for m in (group.metadata if isinstance(group, FieldInfo) else [group])]
    return annotation, []


def _unwrap_optional(annotation: Any) -> Any:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def describe(annotation: Any, metadata: list[Any]) -> str:
    """A short noun phrase for what a field accepts: 'an integer >= 0', 'one of 'a', 'b''."""
    annotation, extra = _split_annotated(_unwrap_optional(annotation))
    metadata = metadata + extra
    bounds = {type(m): m for m in metadata}
    if annotation is bool:
        return "true or false"
    if annotation is int:
        low = bounds[Ge].ge if Ge in bounds else bounds[Gt].gt + 1 if Gt in bounds else None
        if Le in bounds:
            return f"an integer from {low} to {bounds[Le].le}" if low is not None else f"an integer <= {bounds[Le].le}"
        if Gt in bounds and bounds[Gt].gt == 0 or Ge in bounds and bounds[Ge].ge == 1:
            return "a positive integer"
        if Ge in bounds:
            return f"an integer >= {bounds[Ge].ge}"
        return "an integer"
    if annotation is float:
        return "a number"
    if annotation is Length:
        return "a length with a unit such as '63.5mm' or '0.75in'"
    if annotation is str:
        pattern = next((getattr(m, "pattern", None) for m in metadata if getattr(m, "pattern", None)), None)
        if pattern and "a-z0-9" in pattern:
            return "a lowercase id such as 'flag-bearer' (letters, digits, '-' or '_')"
        if pattern and "0-9a-fA-F" in pattern:
            return "a colour such as '#3b4a2f'"
        if MinLen in bounds:
            return "non-empty text"
        return "text"
    if typing.get_origin(annotation) is Literal:
        return "one of " + ", ".join(repr(v) for v in typing.get_args(annotation))
    if typing.get_origin(annotation) in (list, tuple):
        return "a list"
    if typing.get_origin(annotation) is dict or (isinstance(annotation, type) and issubclass(annotation, BaseModel)):
        return "a mapping of keys to values"
    return "a valid value"


def message_for(model: type[BaseModel], error: ErrorDetails) -> str:
    """The sentence for one pydantic error (without location, item or field)."""
    kind = error["type"]
    loc = tuple(error["loc"])
    if kind == "missing":
        return "missing required field"
    if kind == "extra_forbidden":
        _, _, owner = field_at(model, loc[:-1] + ("__none__",))
        allowed = sorted(owner.model_fields) if owner else []
        return "unknown key" + (f" (expected one of: {', '.join(allowed)})" if allowed else "")
    if kind == "value_error":
        return str(error["msg"]).removeprefix("Value error, ")
    if kind == "too_long":
        limit = (error.get("ctx") or {}).get("max_length")
        return f"too many entries: at most {limit}"
    annotation, metadata, _ = field_at(model, loc)
    got = error.get("input")
    if kind == "literal_error" or annotation is not None:
        return f"expected {describe(annotation, metadata)}, got {_show(got)}"
    return str(error.get("msg", kind))


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing"
    return repr(value)
