"""Compile the rules modules listed in TARGETS with mypyc: `python -m goblinkit.assistant.native.build`.

`make test` and `make bench` run it; it does nothing when the compiled modules are fresh. mypyc
needs the modules to live under their real dotted names, but the checkout maps its top folders
into `goblinkit` (setup.py), so the Python sources of `goblinkit.assistant` and `goblinkit.content`
are copied to a staging tree `goblinkit/...` and compiled there. The extension modules go to
`native.home(package)` with a manifest of every source they depend on (see native/__init__.py).

Without mypyc or a C compiler it says so and leaves the package on its Python sources: compiling
is a speed-up, never a requirement (GOBLINKIT_REQUIRE_NATIVE=1, as CI sets, makes it one).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from goblinkit.assistant import native

# package -> the modules compiled together (the hot loop of a bots-only game, and the catalog it reads
# at every step). Left out: the CLI, the questions to the human (asking.py), the game's actions, and
# choices.py, whose Choices the human's Asking subclasses (an interpreted class cannot subclass a
# compiled one).
TARGETS = {"goblinkit.assistant.goblout": ("catalog", "state", "pile", "dice", "turn", "combat", "lightning", "bot_styles",
                                           "bot_lookahead", "tactics", "bots", "flow")}
STAGED = ("goblinkit.assistant", "goblinkit.content")  # the packages whose sources mypy reads
REQUIRE = "GOBLINKIT_REQUIRE_NATIVE"
MYPY_FLAGS = ("--follow-imports=silent", "--ignore-missing-imports",
              # rules write `m.talk and m.say(...)`: say returns None on purpose
              "--disable-error-code=func-returns-value")

SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify
group, paths = sys.argv[1], sys.argv[2:]
setup(name="goblinkit-native", ext_modules=mypycify([*{flags!r}, *paths], group_name=group),
      script_args=["build_ext", "--inplace"])
"""


def source_of(module: str) -> Path:
    """The .py file of `module`, even where the compiled module is the one imported."""
    spec = importlib.util.find_spec(module)
    if spec is not None and spec.origin and spec.origin.endswith(".py"):
        return Path(spec.origin)
    parent, _, leaf = module.rpartition(".")
    for entry in getattr(importlib.import_module(parent), "__path__", []) if parent else []:
        if Path(entry, f"{leaf}.py").is_file():
            return Path(entry, f"{leaf}.py")
    raise RuntimeError(f"no Python source for {module}")


def dependencies(module: str, path: Path) -> set[str]:
    """The goblinkit modules `module` imports (the names compiled code trusts the types of)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("goblinkit"):
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if _is_module(sub) else node.module)
    return found - {module}


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def sources(package: str, modules: tuple[str, ...]) -> dict[str, str]:
    """Every source the compiled modules depend on, by real path, with its SHA-256."""
    names = {f"{package}.{m}" for m in modules}
    for name in list(names):
        names |= dependencies(name, source_of(name))
    paths = {source_of(name) for name in names}
    return {str(path): native.digest(path) for path in sorted(paths)}


def stage(into: Path) -> None:
    """Copy the Python sources of STAGED under their dotted names (goblinkit/assistant/...)."""
    (into / "goblinkit").mkdir(parents=True)
    (into / "goblinkit" / "__init__.py").write_text("")
    for package in STAGED:
        origin = source_of(package).parent
        target = into.joinpath(*package.split("."))
        shutil.copytree(origin, target, ignore=lambda folder, names: [
            n for n in names if n == "__pycache__" or (not n.endswith(".py") and not (Path(folder) / n).is_dir())])


def compile_package(package: str, modules: tuple[str, ...], work: Path) -> list[Path]:
    """Run mypyc on the staged modules; the built extension files."""
    stage(work)
    rel = [str(Path(*package.split("."), f"{m}.py")) for m in modules]
    script = SETUP.format(flags=MYPY_FLAGS)
    env = {**os.environ, native.PURE: "1"}
    done = subprocess.run([sys.executable, "-c", script, f"{package}.native", *rel], cwd=work, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError([line[:200] for line in (done.stdout + done.stderr).strip().splitlines()[-8:]])
    built = sorted(work.joinpath(*package.split(".")).glob("*" + _suffix()))
    if len(built) != len(modules) + 1:  # each module's shim and the group's shared library
        raise RuntimeError([f"expected {len(modules) + 1} extension files, found {[p.name for p in built]}"])
    return built


def _suffix() -> str:
    import sysconfig

    return str(sysconfig.get_config_var("EXT_SUFFIX"))


def install(package: str, built: list[Path], manifest: dict[str, object]) -> None:
    """Replace the package's native folder in one step (a concurrent reader sees old or new, whole)."""
    home = native.home(package)
    home.parent.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix=".new-", dir=home.parent))
    fresh.chmod(0o755)
    for path in built:
        shutil.copy2(path, fresh / path.name)
    (fresh / native.MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True), encoding="utf-8")
    old = home.parent / f".old-{home.name}-{os.getpid()}"
    if home.exists():
        home.rename(old)
    fresh.rename(home)
    shutil.rmtree(old, ignore_errors=True)


def build(package: str, modules: tuple[str, ...], force: bool = False) -> str:
    """Compile `package`'s modules unless fresh; a line saying what happened."""
    manifest = native.read_manifest(package)
    if not force and native.fresh(manifest) and manifest and manifest.get("modules") == list(modules):
        return ""
    if importlib.util.find_spec("mypyc") is None:
        raise RuntimeError(["mypyc is not installed (pip install mypy)"])
    start = time.perf_counter()
    wanted = sources(package, modules)
    with tempfile.TemporaryDirectory(prefix="goblinkit-native-") as work:
        built = compile_package(package, modules, Path(work))
        install(package, built, {"cache_tag": sys.implementation.cache_tag, "modules": list(modules),
                                 "sources": wanted})
    return f"compiled {package} ({', '.join(modules)}) with mypyc in {time.perf_counter() - start:.0f} s"


def main(argv: list[str]) -> int:
    os.environ[native.PURE] = "1"  # find the Python sources, never the compiled modules being replaced
    force = "--force" in argv
    failed = False
    for package, modules in TARGETS.items():
        try:
            said = build(package, modules, force)
        except (RuntimeError, OSError) as exc:  # OSError: a folder it may not write (a system install)
            lines = exc.args[0] if exc.args and isinstance(exc.args[0], list) else [str(exc)]
            print(f"warning: {package} is not compiled, so it runs its Python sources (about half as fast):",
                  *lines, sep="\n  ", file=sys.stderr)
            failed = True
            continue
        if said:
            print(said)
    return 1 if failed and os.environ.get(REQUIRE, "") not in ("", "0") else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
