"""Jinja2 templates for text the tool writes (sheet instructions, messages), packaged with the code.

Templates run in jinja2's sandbox with StrictUndefined: a template can only read what it is
given, and a missing variable is an error rather than an empty string on a printed sheet.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from jinja2 import FileSystemLoader, StrictUndefined
from jinja2.sandbox import SandboxedEnvironment

TEMPLATE_DIR = Path(__file__).parent


@lru_cache(maxsize=1)
def environment() -> SandboxedEnvironment:
    return SandboxedEnvironment(loader=FileSystemLoader(str(TEMPLATE_DIR)), undefined=StrictUndefined,
                                autoescape=False, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=False)


def render(name: str, **context: Any) -> str:
    """Render templates/<name> with `context`."""
    return environment().get_template(name).render(**context)


def render_lines(name: str, **context: Any) -> list[str]:
    """Render and split into non-empty lines (for text drawn line by line on a sheet)."""
    return [line for line in render(name, **context).splitlines() if line.strip()]
