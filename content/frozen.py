"""Validated content as plain records, so the rules engines run without importing pydantic.

A table command is one short process: importing pydantic and building the model classes costs
more than the command's own work. The models are needed to validate YAML, not to play: once
validated, a Card is only its fields. `freeze` copies a content tree with every pydantic model
replaced by a `Frozen` record of the same class name, with the same field values as attributes,
equal to another record of the same class with equal fields, and with the methods of the model's
pydantic-free bases (a mixin such as a Profile's `has`). Records pickle by value through `thaw`,
so unpickling them imports nothing but those mixins' modules.
"""

from __future__ import annotations

import copy
import importlib
import io
import pickle
import sys
from typing import Any, cast

Mixins = tuple[tuple[str, str], ...]  # (module, qualified name) of each pydantic-free base
_classes: dict[tuple[Mixins, str], type[Frozen]] = {}


class Frozen:
    """A validated model's fields as read-only data; behaves as the model does for reading."""

    _mixins: Mixins = ()  # made only by thaw, which fills __dict__

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Frozen) and type(other).__name__ == type(self).__name__
                and other.__dict__ == self.__dict__)

    __hash__ = None  # type: ignore[assignment]  # like a pydantic model: mutable, so not hashable

    def __iter__(self) -> Any:
        return iter(self.__dict__.items())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__name__}({fields})"

    def model_copy(self, *, update: dict[str, Any] | None = None, deep: bool = False) -> Frozen:
        """As pydantic's: a copy with some fields changed (not validated: the caller's own values)."""
        fields = copy.deepcopy(self.__dict__) if deep else dict(self.__dict__)
        return thaw(self._mixins, type(self).__name__, {**fields, **(update or {})})

    def __reduce__(self) -> tuple[Any, ...]:
        return thaw, (self._mixins, type(self).__name__, self.__dict__)


def thaw(mixins: Mixins, name: str, fields: dict[str, Any]) -> Frozen:
    """A record of class `name` (made once per process) with `fields`."""
    cls = _classes.get((mixins, name))
    if cls is None:
        bases = tuple(getattr(importlib.import_module(module), qualname) for module, qualname in mixins)
        made = type(name, bases + (Frozen,), {"__module__": __name__, "_mixins": mixins, "__slots__": ()})
        cls = _classes[(mixins, name)] = cast("type[Frozen]", made)  # type() returns a plain `type`
    record = cls.__new__(cls)
    record.__dict__.update(fields)
    return record


def freeze(tree: Any) -> Any:
    """A copy of `tree` with every pydantic model (at any depth) a Frozen record."""
    buffer = io.BytesIO()
    _Freezer(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(tree)
    return pickle.loads(buffer.getvalue())


class _Freezer(pickle.Pickler):
    def reducer_override(self, obj: Any) -> Any:
        main = sys.modules.get("pydantic.main")  # no pydantic loaded: there is no model to freeze
        if main is None or not isinstance(obj, main.BaseModel):
            return NotImplemented
        # A component's `item_model` (the class its items validate with) is schema, not content.
        fields = {name: value for name, value in obj.__dict__.items() if not isinstance(value, type)}
        return thaw, (_mixins_of(type(obj)), type(obj).__name__, fields)


def _mixins_of(cls: type) -> Mixins:
    """The model's bases that are not pydantic models (nor object): the behaviour a record keeps."""
    main = sys.modules["pydantic.main"]
    return tuple((base.__module__, base.__qualname__) for base in cls.__mro__[1:]
                 if base is not object and not issubclass(base, main.BaseModel)
                 and not base.__module__.startswith(("pydantic", "typing")))
