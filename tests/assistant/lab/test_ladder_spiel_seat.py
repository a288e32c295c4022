"""`ladder --match openspiel-ismcts,normal` without the `openspiel` extra: one line that says how to install it."""

from __future__ import annotations

import sys


def test_openspiels_seat_without_openspiel_says_how_to_install_it(app, runner, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # `import pyspiel` fails, as where the extra is absent
    out = runner.invoke(app, ["play", "goblout", "ladder", "--match", "openspiel-ismcts,normal", "--games", "2"])
    assert out.exit_code == 1 and "Traceback" not in out.output
    assert out.stderr.startswith("Error: --match openspiel-ismcts: OpenSpiel is not installed "
                                 "(pip install 'goblinkit[openspiel]')")
