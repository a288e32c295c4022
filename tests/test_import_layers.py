"""The import layering of DESIGN.md, checked on the source: the packages' directions (content imports
neither pnp nor assistant, pnp never imports assistant, templates import nothing of ours), no circle of
imports, no rule module of a game importing that game's game.py, and no command-line library (typer,
click) in the rules or the shared core they use.

Every import statement counts (top level, inside a function, under `if TYPE_CHECKING:`): a circle
hidden in a function is still a circle, and a rule module typed with the Game still depends on it.
The modules are read with `ast` (nothing is imported), from assistant/, pnp/, content/ and templates/.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("assistant", "pnp", "content", "templates")

# DESIGN.md, "Dependencies point one way": which of our packages each package may import.
MAY_IMPORT = {
    "content": {"content"},
    "templates": {"templates"},
    "pnp": {"pnp", "content", "templates"},
    "assistant": {"assistant", "pnp", "content", "templates"},
}
CLI_LIBRARIES = {"typer", "click"}  # the command line's; the rules are driven by the CLI, the web and the bots alike

# The modules of a game package that sit above its game.py and may import it (`guide` only where game.py
# does not import it). GvZ's `lookahead` is not one: the Zombie Player's search, which its rules ask, plays it.
# `ladder_hook`: a game's hook for `goblin play GAME ladder` (assistant/lab/ladder.py), which plays whole games.
# `play`: a game's turn policy (who plays after the player's move: the bots' turns, the dice supply), which runs the Game.
# `leaf_fit`: a hard bot's leaf fitted over whole normal games (Gob'z'Heroes' duels, Globbo!'s games).
ABOVE_GAME = {"cli", "play", "new_game", "simulate", "strong_bot", "views", "ladder_hook", "leaf_fit"}


def module_files(root: Path) -> dict[str, Path]:
    """Every module, named as imported without the `goblinkit.` prefix ("content.loader")."""
    found = {}
    for top in PACKAGES:
        for path in sorted((root / top).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The import statements under `if TYPE_CHECKING:` (by id): read by type checkers, never run."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found.update(id(inner) for part in node.body for inner in ast.walk(part))
    return found


def _imported(name: str, path: Path, files: dict[str, Path]) -> list[tuple[str, int, bool]]:
    """Every name the module imports, with its line and whether only under TYPE_CHECKING: our modules
    without the `goblinkit.` prefix (`from pkg import mod` imports the module, else the names of pkg),
    others as written."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    typing_only = _type_checking_only(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name.removeprefix("goblinkit."), node.lineno, id(node) in typing_only)
                      for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = (node.module or "").removeprefix("goblinkit.")
            found += [(f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base, node.lineno,
                       id(node) in typing_only) for alias in node.names]
    return found


def import_graph(root: Path) -> dict[str, dict[str, int]]:
    """{module: {module it imports: line of the first such import}}, every import statement counted."""
    files = module_files(root)
    graph: dict[str, dict[str, int]] = {}
    for name, path in files.items():
        edges = graph[name] = {}
        for target, line, _ in _imported(name, path, files):
            if target != name and target in files:
                edges.setdefault(target, line)
    return graph


def libraries(root: Path) -> dict[str, dict[str, int]]:
    """{module: {library it imports (top-level name, not ours): line of the first such import}}; an
    import under TYPE_CHECKING loads nothing at run time and is not counted."""
    files = module_files(root)
    found: dict[str, dict[str, int]] = {}
    for name, path in files.items():
        found[name] = {}
        for target, line, typing_only in _imported(name, path, files):
            top = target.split(".")[0]
            if top and not typing_only and top not in PACKAGES and top != "goblinkit":
                found[name].setdefault(top, line)
    return found


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


def direction_breaks(graph: dict[str, dict[str, int]], files: dict[str, Path], root: Path = ROOT) -> list[str]:
    """Imports against DESIGN.md's directions between our packages, each with its file and line."""
    bad = []
    for module, edges in sorted(graph.items()):
        allowed = MAY_IMPORT[module.split(".")[0]]
        for target, line in sorted(edges.items()):
            if target.split(".")[0] not in allowed:
                bad.append(f"{module} imports {target} ({files[module].relative_to(root)}:{line})")
    return bad


def is_cli(module: str) -> bool:
    """A command layer: `cli.py`, or a module named `*_cli` / `cli_*`."""
    leaf = module.rsplit(".", 1)[-1]
    return leaf == "cli" or leaf.endswith("_cli") or leaf.startswith("cli_")


def rules_modules(graph: dict[str, dict[str, int]]) -> set[str]:
    """Every module of a game's package (assistant/<game>/, one with a game.py) except its CLI modules:
    its state, rules, bots and lab (simulate, report, ladder hook)."""
    games = {m.removesuffix(".game") for m in graph if m.startswith("assistant.") and m.endswith(".game")}
    return {m for m in graph if any(m.startswith(g + ".") for g in games) and not is_cli(m)}


def rules_and_their_core(graph: dict[str, dict[str, int]]) -> dict[str, list[str]]:
    """The rules modules and every module of ours they import, directly or through others (the shared
    core they use: chance, engine, table, saves, skill, jobs, ladder, search, content...), and the
    packages holding them (importing a module runs its packages' __init__ first: a game's registers it
    in assistant/core/games.py): {module: one chain of imports from a rules module to it}."""
    chains: dict[str, list[str]] = {}
    queue = deque((m, [m]) for m in sorted(rules_modules(graph)))
    while queue:
        module, chain = queue.popleft()
        if module in chains:
            continue
        chains[module] = chain
        parts = module.split(".")
        packages = [".".join(parts[:n]) for n in range(1, len(parts))]
        queue.extend((target, chain + [target]) for target in sorted(graph[module]) + packages
                     if target in graph and target not in chains)
    return chains


def cli_in_rules(graph: dict[str, dict[str, int]], found: dict[str, dict[str, int]], files: dict[str, Path],
                 root: Path = ROOT) -> list[str]:
    """Modules among the rules and their core that import a command-line library, with the chain that reaches them."""
    bad = []
    for module, chain in sorted(rules_and_their_core(graph).items()):
        for library in sorted(CLI_LIBRARIES & set(found[module])):
            reached = f"; reached: {' -> '.join(chain)}" if len(chain) > 1 else ""
            bad.append(f"{module} imports {library} ({files[module].relative_to(root)}:{found[module][library]}){reached}")
    return bad


def test_packages_import_one_way():
    graph, files = import_graph(ROOT), module_files(ROOT)
    bad = direction_breaks(graph, files)
    assert not bad, ("imports against DESIGN.md's directions (content imports neither pnp nor assistant; pnp "
                     "never imports assistant; templates import nothing of ours):\n" + "\n".join(bad))


def test_rules_and_their_core_import_no_command_line_library():
    """typer and click stay in the CLI modules: a rules engine, its bots and its lab are driven by the
    terminal, the web table and the simulations alike, and print nothing (they return lines or take an echo)."""
    graph, files = import_graph(ROOT), module_files(ROOT)
    bad = cli_in_rules(graph, libraries(ROOT), files)
    assert not bad, "command-line libraries in the rules (move them to the CLI module):\n" + "\n".join(bad)


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


def test_a_rules_engine_loads_no_command_line_library_when_run():
    """The same, as Python sees it: every rules module imported in a fresh interpreter (dynamic imports
    and packages' __init__ included) leaves typer and click unloaded."""
    import subprocess
    import sys

    modules = sorted(f"goblinkit.{m}" for m in rules_modules(import_graph(ROOT)))
    code = ("import importlib, sys\nfor name in sys.argv[1:]:\n    importlib.import_module(name)\n"
            "    loaded = sorted({n.split('.')[0] for n in sys.modules} & {'typer', 'click'})\n"
            "    if loaded:\n        print(name, 'loads', ' and '.join(loaded))\n        break\n")
    run = subprocess.run([sys.executable, "-c", code, *modules], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "", f"of the {len(modules)} rules modules, imported in turn, {run.stdout.strip()}"


def test_the_direction_and_cli_checks_see_every_kind_of_import(tmp_path):
    """A small tree: pnp importing the assistant inside a function, content importing pnp, templates
    importing content are named with their lines; typer imported by a shared module a rule uses (through
    a function-level import), or by the game package's __init__, is found with its chain, while the game's
    cli.py may import it and a TYPE_CHECKING import of it loads nothing."""
    for folder in ("assistant/somegame", "pnp", "content", "templates"):
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        (tmp_path / folder / "__init__.py").write_text("")
    (tmp_path / "pnp" / "cli.py").write_text("import typer\n\ndef f():\n    from goblinkit.assistant import helper\n")
    (tmp_path / "content" / "loader.py").write_text("from goblinkit.pnp import cli\n")
    (tmp_path / "templates" / "__init__.py").write_text("import jinja2\nfrom goblinkit.content import loader\n")
    (tmp_path / "assistant" / "helper.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                                      "    import typer\n")
    (tmp_path / "assistant" / "shared.py").write_text("import typer.models\n")
    (tmp_path / "assistant" / "registry.py").write_text("from typer import Typer\n")
    game = tmp_path / "assistant" / "somegame"
    (game / "__init__.py").write_text("from goblinkit.assistant import registry\n")
    (game / "game.py").write_text("from goblinkit.assistant import helper\n")
    (game / "rules.py").write_text("def f():\n    from ..shared import x\n")
    (game / "cli.py").write_text("import typer\nfrom .game import Game\n")
    graph, files = import_graph(tmp_path), module_files(tmp_path)
    assert direction_breaks(graph, files, tmp_path) == [
        "content.loader imports pnp.cli (content/loader.py:1)",
        "pnp.cli imports assistant.helper (pnp/cli.py:4)",
        "templates imports content.loader (templates/__init__.py:2)"]
    assert rules_modules(graph) == {"assistant.somegame.game", "assistant.somegame.rules"}
    assert cli_in_rules(graph, libraries(tmp_path), files, tmp_path) == [
        "assistant.registry imports typer (assistant/registry.py:1); reached: assistant.somegame.game -> "
        "assistant.somegame -> assistant.registry",
        "assistant.shared imports typer (assistant/shared.py:1); reached: assistant.somegame.rules -> assistant.shared"]
