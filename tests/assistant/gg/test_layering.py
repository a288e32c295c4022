"""Issue 22 (Structure): GobbledyGook!'s imports run one way. No circle among the package's modules
(every import counted: top-level, inside functions, under TYPE_CHECKING), no rule module imports
game.py, and the Game offers everything the rules' Protocol lists."""

from __future__ import annotations

import ast
from pathlib import Path

import goblinkit.assistant.gobbledygook as package
from goblinkit.assistant.gobbledygook.protocol import GameState
from tests.assistant.gg.helpers import new_game

PREFIX = "goblinkit.assistant.gobbledygook"
ROOT = Path(package.__file__).parent
ABOVE_THE_GAME = {"cli", "play", "new_game", "game", "__init__"}  # game.py itself, and what may import it (play.py:
# moves played without typer, beside the CLI; new_game.py: the setup the CLI and a page both build)


def _imports() -> dict[str, set[str]]:
    modules = {p.stem for p in ROOT.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for path in ROOT.glob("*.py"):
        found = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PREFIX):
                rest = node.module[len(PREFIX):].lstrip(".")
                found |= {rest} if rest else {a.name for a in node.names if a.name in modules}
            elif isinstance(node, ast.Import):
                found |= {a.name[len(PREFIX) + 1:] for a in node.names if a.name.startswith(PREFIX + ".")}
        graph[path.stem] = {m.split(".")[0] for m in found if m.split(".")[0] in modules} - {path.stem}
    return graph


def test_no_rule_module_imports_the_game():
    importers = sorted(m for m, deps in _imports().items() if "game" in deps)
    assert set(importers) <= ABOVE_THE_GAME, importers


def test_the_package_has_no_import_circle():
    graph = _imports()
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        assert module not in path, " -> ".join(path[path.index(module):] + [module])
        if module in done:
            return
        for dep in sorted(graph[module]):
            visit(dep, path + [module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])
    assert "actions" in graph and graph["humans"] >= {"harm", "measure", "trees"}


def test_the_game_offers_what_the_rules_protocol_lists():
    game = new_game()
    wanted = set(GameState.__annotations__) | {n for n, v in vars(GameState).items()
                                               if callable(v) and not n.startswith("_")}
    assert wanted >= {"chance", "creatures", "add_brag", "new_figure"}
    assert sorted(n for n in wanted if not hasattr(game, n)) == []
