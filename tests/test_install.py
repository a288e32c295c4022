"""`pip install .` (not editable) works outside the checkout: content, fonts and templates are package data."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """Build a wheel and install it, without dependencies, into a folder of its own."""
    work = tmp_path_factory.mktemp("install")
    wheels, site = work / "wheels", work / "site"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels), str(ROOT)],
                           capture_output=True, text=True)
    if built.returncode != 0:
        pytest.fail(built.stdout + built.stderr)
    wheel = next(wheels.glob("goblinkit-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(site), str(wheel)],
                   check=True, capture_output=True)
    return work, site


def goblin(installed, *args):  # noqa: ANN001
    work, site = installed
    env = dict(os.environ, PYTHONPATH=str(site), XDG_DATA_HOME=str(work / "xdg"))
    env.pop("GOBLINKIT_CONTENT", None)
    code = "import sys; from goblinkit.assistant.cli import main; sys.argv[0] = 'goblin'; main()"
    return subprocess.run([sys.executable, "-c", code, *args], cwd=work, env=env, capture_output=True, text=True)


def test_wheel_carries_the_package_data(installed):
    _, site = installed
    assert (site / "goblinkit" / "content" / "fonts" / "DejaVuSans.ttf").is_file()
    assert (site / "goblinkit" / "templates" / "calibration.j2").is_file()
    assert not (site / "tests").exists()
    assert not any((site / name).exists() for name in ("content", "pnp", "assistant", "templates"))


def test_runs_from_another_directory(installed):
    work, site = installed
    where = goblin(installed, "--help")
    assert where.returncode == 0 and "Goblin Kit" in where.stdout
    built = goblin(installed, "pnp", "build", "calibration", "--out", "out")
    assert built.returncode == 0, built.stderr
    assert (work / "out" / "calibration.pdf").stat().st_size > 1000
    probe = subprocess.run([sys.executable, "-c", "from goblinkit import content, templates; print(content.__file__); "
                            "print(templates.__file__)"], cwd=work, env=dict(os.environ, PYTHONPATH=str(site)),
                           capture_output=True, text=True)
    assert all(line.startswith(str(site)) for line in probe.stdout.split()), probe.stdout
    valid = goblin(installed, "content", "validate")
    assert valid.returncode == 0, valid.stderr


def _names(requirements: list[str]) -> set[str]:
    return {re.match(r"[A-Za-z0-9_.-]+", line).group(0).lower() for line in requirements}


def test_a_player_installs_no_dev_tool():
    """pytest and the other test tools live in the `test` extra (the Makefile installs `.[test,native,cluster]`);
    the runtime dependencies are what `goblin` itself imports."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    runtime = _names(project["dependencies"])
    extras = project["optional-dependencies"]
    assert not {name for name in runtime if name.startswith(("pytest", "mypy"))}, runtime
    assert not runtime & (_names(extras["test"]) | _names(extras["native"])), runtime
    assert "pytest" in _names(extras["test"])
