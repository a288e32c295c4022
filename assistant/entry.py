"""The `goblin` console script: a read-only table command whose answer is cached is printed
without building the CLI (see `cache`); everything else runs the typer app in `cli`."""

from __future__ import annotations

import sys


def main() -> None:
    from goblinkit.assistant.terminal.cache import fast_reply, run_recorded

    argv = sys.argv[1:]
    try:
        if fast_reply(argv):
            return
    except BrokenPipeError:  # `status | head -3` answered from the cache: the reader has all it wanted
        from goblinkit.assistant.cli import quiet_pipe

        quiet_pipe()
        return

    def run() -> None:
        from goblinkit.assistant.cli import main as full

        full()

    run_recorded(argv, run)
