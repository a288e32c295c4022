"""Globbo! on the phone: how long the page's requests take (web/runner.run, what POST /s/NAME/do runs) over the
first TURNS turns of the browser tests' game (the Kids at the table, easy Globbo, walls, seed 7): the
assistant's turn due, a kid's walk, the end of the Kids' turn (Globbo's turn then runs and asks the Kids'
fission mix) and each answer. Baseline in the same run: the same requests with Globbo's decisions not
remembered (assistant/globbo/remembered.py off), when the explorer searched Globbo's move again for every
answer it tried and every request searched again. Prints the two totals, the slowest request of each, and
the ratio to quote."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TURNS = 2


def play(folder: Path, turns: int = TURNS) -> list[tuple[str, float]]:
    """(request, seconds) for each page request of `turns` turns of a new seeded game saved in `folder`."""
    from goblinkit.assistant.core.session import Session
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.web.library import SaveRef, version
    from goblinkit.assistant.web.runner import run

    path = folder / "g.json"
    subprocess.run([str(Path(sys.executable).with_name("goblin")), "play", "globbo", "new", "--play", "kids",
                    "--walls", "--skill", "easy", "--seed", "7", "--save", str(path)], check=True, capture_output=True)
    ref = SaveRef("g", path, "globbo")
    timed: list[tuple[str, float]] = []

    def do(what: str, move: str | None = None, answers: list[str] | None = None):  # noqa: ANN202
        start = time.perf_counter()
        out = run(ref, None, answers or [], version(path), move)
        timed.append((what, time.perf_counter() - start))
        return out

    def answered(out, move: str | None):  # noqa: ANN001, ANN202 -- the page answers each question with its first option
        answers: list[str] = []
        while out.status == "question" and len(answers) < 10:
            answers.append(out.question.options[0])
            out = do("answer", move if out.target == "command" else None, answers)
        return out

    for _ in range(turns):
        answered(do("assistant's turn"), None)
        listed = Session.load(Globbo, path).replay()[0]
        if listed.over:
            break
        walk = next((m for m in listed.moves() if m.extra.get("direct")), None)
        if walk is not None:
            do("a kid walks", walk.id)
        end = next(m for m in Session.load(Globbo, path).replay()[0].moves() if m.verb == "end")
        answered(do("end of the Kids' turn", end.id), end.id)
    return timed


def line(name: str, timed: list[tuple[str, float]]) -> str:
    slowest = max(timed, key=lambda t: t[1])
    return (f"{name:18} {sum(t for _, t in timed):6.1f} s for {len(timed)} requests; slowest {slowest[1]:5.2f} s "
            f"({slowest[0]})")


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from goblinkit.assistant.globbo import remembered

    with tempfile.TemporaryDirectory() as folder:
        remembered.enabled = False
        (Path(folder) / "before").mkdir()
        before = play(Path(folder) / "before")
        remembered.enabled = True
        remembered.forget()
        (Path(folder) / "after").mkdir()
        after = play(Path(folder) / "after")
    print(line("not remembered", before))
    print(line("remembered", after))
    print(f"Globbo! page requests: {sum(t for _, t in before) / sum(t for _, t in after):.1f}x faster "
          f"(the slowest {max(t for _, t in before) / max(t for _, t in after):.1f}x)")


if __name__ == "__main__":
    main()
