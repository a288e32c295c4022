"""The `goblin` console script: a read-only table command whose answer is cached is printed
without building the CLI (see `cache`); everything else runs the typer app in `cli`."""

from __future__ import annotations

import sys


def main() -> None:
    from goblinkit.assistant.cache import fast_reply, run_recorded

    argv = sys.argv[1:]
    if fast_reply(argv):
        return

    def run() -> None:
        from goblinkit.assistant.cli import main as full

        full()

    run_recorded(argv, run)
