"""The import layering of DESIGN.md, checked on the source: no circle of imports, and no rule module of
a game importing that game's game.py.

Every import statement counts (top level, inside a function, under `if TYPE_CHECKING:`): a circle
hidden in a function is still a circle, and a rule module typed with the Game still depends on it.
The modules are read with `ast` (nothing is imported), from assistant/, pnp/ and content/.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("assistant", "pnp", "content")

# The modules of a game package that sit above its game.py and may import it (`guide` only where game.py
# does not import it). GvZ's `lookahead` is not one: the Zombie Player's search, which its rules ask, plays it.
# `ladder_hook`: a game's hook for `goblin play GAME ladder` (assistant/ladder.py), which plays whole games.
# `leaf_fit`: a hard bot's leaf fitted over whole normal games (Gob'z'Heroes' duels, Globbo!'s games).
ABOVE_GAME = {"cli", "simulate", "strong_bot", "views", "ladder_hook", "leaf_fit"}


def module_files(root: Path) -> dict[str, Path]:
    """Every module, named as imported without the `goblinkit.` prefix ("content.loader")."""
    found = {}
    for top in PACKAGES:
        for path in sorted((root / top).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def import_graph(root: Path) -> dict[str, dict[str, int]]:
    """{module: {module it imports: line of the first such import}}, every import statement counted."""
    files = module_files(root)
    graph: dict[str, dict[str, int]] = {}
    for name, path in files.items():
        edges = graph[name] = {}
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

        def add(target: str, line: int) -> None:
            if target != name and target in files:
                edges.setdefault(target, line)

        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    add(alias.name.removeprefix("goblinkit."), node.lineno)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
                else:
                    base = (node.module or "").removeprefix("goblinkit.")
                for alias in node.names:  # `from pkg import mod` imports the module; else the names of pkg
                    add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base, node.lineno)
    return graph


def _reach(graph: dict[str, dict[str, int]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = list(graph[start])
    while todo:
        node = todo.pop()
        if node not in seen:
            seen.add(node)
            todo.extend(graph[node])
    return seen


def cycles(graph: dict[str, dict[str, int]]) -> list[frozenset[str]]:
    """The import circles: each set of modules that all reach one another (more than one module)."""
    reach = {node: _reach(graph, node) for node in graph}
    found: list[frozenset[str]] = []
    for node in sorted(graph):
        if node in reach[node] and not any(node in c for c in found):
            found.append(frozenset({node} | {other for other in reach[node] if node in reach[other]}))
    return found


def loop(graph: dict[str, dict[str, int]], files: dict[str, Path], circle: frozenset[str], root: Path = ROOT) -> str:
    """One shortest way round the circle from its first module, each step with the importing line."""
    start = min(circle)
    came: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in sorted(graph[node]):
            if nxt in circle and nxt not in came:
                came[nxt] = node
                queue.append(nxt)
        if start in came:
            break
    path, node = [start], start
    while True:
        node = came[node]
        path.append(node)
        if node == start:
            break
    path.reverse()
    steps = [f"{b} ({files[a].relative_to(root)}:{graph[a][b]})" for a, b in zip(path, path[1:])]
    return f"{len(circle)} modules {sorted(circle)}: {start} -> " + " -> ".join(steps)


def game_imports(graph: dict[str, dict[str, int]]) -> list[str]:
    """Modules of a game package (one with a game.py) that import its game.py but are not above it."""
    bad = []
    for game in sorted(m for m in graph if m.startswith("assistant.") and m.endswith(".game")):
        package = game.removesuffix(".game")
        for module, edges in sorted(graph.items()):
            if game not in edges or module == game or not module.startswith(package + "."):
                continue
            leaf = module.rsplit(".", 1)[1]
            above = leaf in ABOVE_GAME or leaf.startswith("bots") or (leaf == "guide" and module not in graph[game])
            if not above:
                bad.append(f"{module} imports {game} (line {edges[game]})")
    return bad


def test_no_import_circle_inside_any_package():
    graph, files = import_graph(ROOT), module_files(ROOT)
    new = cycles(graph)
    assert not new, "import circles (break them: DESIGN.md, the layering):\n" + "\n".join(
        loop(graph, files, c) for c in new)


def test_no_rule_module_imports_its_game():
    bad = game_imports(import_graph(ROOT))
    assert not bad, "rule modules importing game.py (give them a Protocol instead):\n" + "\n".join(bad)


def test_the_checks_see_every_kind_of_import(tmp_path):
    """A small tree: circles through a function-level import, a TYPE_CHECKING one and a relative one
    are all found, and a rule module importing game.py is named while cli.py and a later guide are not."""
    game = tmp_path / "assistant" / "somegame"
    game.mkdir(parents=True)
    for folder in ("pnp", "content"):
        (tmp_path / folder).mkdir()
    (tmp_path / "assistant" / "__init__.py").write_text("")
    (game / "__init__.py").write_text("")
    (game / "game.py").write_text("from goblinkit.assistant.somegame import phase\n")
    (game / "phase.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                   "    from goblinkit.assistant.somegame.game import Game\n")
    (game / "cli.py").write_text("from .game import Game\n")
    (game / "guide.py").write_text("from . import game\n")
    (game / "a.py").write_text("def f():\n    from goblinkit.assistant.somegame import b\n")
    (game / "b.py").write_text("from . import a\n")
    graph = import_graph(tmp_path)
    found = sorted(map(sorted, cycles(graph)))
    assert found == [["assistant.somegame.a", "assistant.somegame.b"],
                     ["assistant.somegame.game", "assistant.somegame.phase"]]
    assert loop(graph, module_files(tmp_path), frozenset(found[0]), tmp_path) == (
        "2 modules ['assistant.somegame.a', 'assistant.somegame.b']: assistant.somegame.a -> "
        "assistant.somegame.b (assistant/somegame/a.py:2) -> assistant.somegame.a (assistant/somegame/b.py:1)")
    assert game_imports(graph) == ["assistant.somegame.phase imports assistant.somegame.game (line 3)"]
    (game / "game.py").write_text("from goblinkit.assistant.somegame import phase, guide\n")
    assert game_imports(import_graph(tmp_path)) == [
        "assistant.somegame.guide imports assistant.somegame.game (line 1)",
        "assistant.somegame.phase imports assistant.somegame.game (line 3)"]
