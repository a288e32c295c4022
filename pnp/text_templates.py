"""A deck's rules text as a jinja2 template (a template's `text.template` in style.yaml): written inline,
or the name of a `.j2` file in the game's folder of the pack (read only inside it). Rendered in jinja2's
sandbox with StrictUndefined, once per card, with the card's fields by name (and all of them as `card`),
so a designer words a whole deck from its data: `{{ name }} costs {{ cost }}. {{ text }}`.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from jinja2 import StrictUndefined, TemplateError, TemplateSyntaxError
from jinja2.sandbox import SandboxedEnvironment

from goblinkit.content.errors import ContentError
from goblinkit.content.packfiles import game_file
from goblinkit.content.yamlsource import read_bounded

MAX_TEMPLATE_BYTES = 20_000


@lru_cache(maxsize=1)
def _environment() -> SandboxedEnvironment:
    return SandboxedEnvironment(undefined=StrictUndefined, autoescape=False, trim_blocks=True, lstrip_blocks=True)


def syntax_problem(source: str) -> str | None:
    """Why `source` is not a jinja2 template (None if it is)."""
    try:
        _environment().parse(source)
    except TemplateSyntaxError as exc:
        return f"invalid jinja2 template: {exc.message} (line {exc.lineno} of the template)"
    return None


class TextTemplateError(Exception):
    """A text template that cannot be read or rendered for one card (the FaceJob locates it)."""


def template_source(spec: str, folders: list[tuple[Path, str]]) -> str:
    """The template's text: `spec` itself, or the .j2 file of that name in the game's folders (the pack's
    first), read only if it stays inside its folder."""
    if not spec.endswith(".j2") or "\n" in spec:
        return spec
    path, problem = game_file(spec, folders)
    if path is None:
        raise TextTemplateError(f"text.template {problem}")
    try:
        text = read_bounded(path, spec, MAX_TEMPLATE_BYTES).decode("utf-8", "replace")
    except ContentError as exc:
        raise TextTemplateError(f"text.template '{spec}': {exc.message}") from None
    problem = syntax_problem(text) or ""
    if problem:
        raise TextTemplateError(f"text.template '{spec}': {problem}")
    return text


def render_text(source: str, item: Any) -> str:
    """The rules text of one card: the template rendered with its fields."""
    fields = item.model_dump() if hasattr(item, "model_dump") else dict(vars(item))
    try:
        return _environment().from_string(source).render(card=fields, **fields).strip()
    except TemplateError as exc:
        raise TextTemplateError(f"text.template: {exc.message or exc}") from None
