"""`make bench`: run every benchmarks/bench_*.py module's main(), each measuring against its own
baseline in the same run (figures are ratios, never absolute timings checked by tests).

Add a benchmark by adding a module `bench_<what>.py` with a `main()` that prints its figures.
`python benchmarks/run.py odds` runs only the modules whose name contains "odds".
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def main(selected: list[str]) -> None:
    """Each benchmark in a process of its own: what one leaves in memory (caches, saves kept for a
    replay baseline) would otherwise make the garbage collector slow down the next one."""
    for module in sorted(HERE.glob("bench_*.py")):
        if selected and not any(word in module.stem for word in selected):
            continue
        print(f"== {module.stem[len('bench_'):]}", flush=True)
        subprocess.run([sys.executable, __file__, "--one", module.stem], check=True)
        print(flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--one"]:
        importlib.import_module(sys.argv[2]).main()
    else:
        main(sys.argv[1:])
