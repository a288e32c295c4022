"""A one-file restyling pack for a test: the errors a `style.yaml` of a few lines gets, as the user reads them."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.content.errors import ContentErrors
from goblinkit.content.loader import load_game
from goblinkit.pnp.style import style_for


def style_errors(tmp_path: Path, style_yaml: str, game: str = "goblout") -> tuple[Path, list[str]]:
    """The pack's style.yaml path and the errors loading its style raises (it must raise)."""
    pack = tmp_path / "pack" / game
    pack.mkdir(parents=True)
    (pack / "style.yaml").write_text(style_yaml)
    with pytest.raises(ContentErrors) as caught:
        style_for(load_game(game, tmp_path / "pack"))
    return pack / "style.yaml", [str(e) for e in caught.value.errors]
