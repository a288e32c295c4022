"""`make bench`: run every benchmarks/bench_*.py module's main(), each measuring against its own
baseline in the same run (figures are ratios, never absolute timings checked by tests).

Add a benchmark by adding a module `bench_<what>.py` with a `main()` that prints its figures.
`python benchmarks/run.py odds` runs only the modules whose name contains "odds".
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def main(selected: list[str]) -> None:
    for module in sorted(HERE.glob("bench_*.py")):
        if selected and not any(word in module.stem for word in selected):
            continue
        print(f"== {module.stem[len('bench_'):]}")
        importlib.import_module(module.stem).main()
        print()


if __name__ == "__main__":
    main(sys.argv[1:])
