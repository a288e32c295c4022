"""Install the top-level folders under one `goblinkit` namespace (goblinkit.content, goblinkit.pnp, ...).

The folders stay at the top of the checkout (the project's design card fixes them there), but nothing
called `content` or `templates` may land in site-packages, where it would collide with other projects.
pyproject.toml cannot map whole package trees to a prefix, so the mapping is computed here.
"""

from setuptools import find_packages, setup

ROOTS = ("content", "pnp", "assistant", "templates")

packages, package_dir = [], {}
for root in ROOTS:
    package_dir[f"goblinkit.{root}"] = root
    packages += [f"goblinkit.{root}"] + [f"goblinkit.{root}.{sub}" for sub in find_packages(root)]

setup(packages=packages, package_dir=package_dir)
