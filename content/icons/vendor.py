"""Vendor icons from the game-icons.net npm package into content/icons/game-icons/ (designers only).

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python -m goblinkit.content.icons.vendor package/icons.json zombie-hand goblin-head ...
    python -m goblinkit.content.icons.vendor package/icons.json --search troll

Each icon becomes one `<name>.svgd` file with its path data, so the build never needs npm.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from goblinkit.content.icons import ICON_DIR

PATH_D = re.compile(r'<path[^>]*\sd="([^"]+)"')


def path_data(body: str, name: str) -> str:
    paths = PATH_D.findall(body)
    if len(paths) != 1:
        raise SystemExit(f"{name}: expected one <path>, found {len(paths)}")
    return paths[0]


def main(argv: list[str]) -> None:
    if len(argv) < 2:
        raise SystemExit(__doc__)
    icons = json.loads(Path(argv[0]).read_text(encoding="utf-8"))["icons"]
    if argv[1] == "--search":
        for name in sorted(icons):
            if any(word in name for word in argv[2:]):
                print(name)
        return
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    for name in argv[1:]:
        if name not in icons:
            raise SystemExit(f"{name}: no such icon in {argv[0]}")
        (ICON_DIR / f"{name}.svgd").write_text(path_data(icons[name]["body"], name) + "\n", encoding="ascii")
        print(f"vendored {name}")


if __name__ == "__main__":
    main(sys.argv[1:])
