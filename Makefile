# Each target bootstraps .venv itself, so a fresh clone needs only python3 and the package registry.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test typecheck bench native docs clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	@# the cluster extra too: the tests run a Dask LocalCluster (tests/assistant/lab/test_jobs.py)
	@# setuptools prints a long warning for an editable install with mapped folders: keep it in a log, show it on failure.
	@$(BIN)/python -m pip install --quiet -e '.[test,native,cluster,typecheck]' > $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	touch $(STAMP)

# Goblout's rules compiled with mypyc (assistant/native): about 20 s when a source changed, nothing
# otherwise. Without a C compiler it warns and the rules run as Python (GOBLINKIT_REQUIRE_NATIVE=1 fails instead).
native: $(STAMP)
	@$(BIN)/python -m goblinkit.assistant.native.build

run: $(STAMP)
	$(BIN)/goblin pnp build all --out output

# mypy on every package (configured in pyproject.toml, [tool.mypy]). The folders are mapped into
# `goblinkit` at install time, which mypy cannot see, so build/typecheck/goblinkit/ holds one symlink per
# top folder (and an __init__.py, see pyproject.toml) and mypy reads the packages there under their real names; the report names the real files
# (content/x.py:3, not build/typecheck/goblinkit/content/x.py:3). About 20 s cold, a few with .mypy_cache.
TYPECHECK := build/typecheck
ROOTS := content pnp assistant templates

typecheck: $(STAMP)
	@mkdir -p $(TYPECHECK)/goblinkit
	@for root in $(ROOTS); do ln -sfn ../../../$$root $(TYPECHECK)/goblinkit/$$root; done
	@touch $(TYPECHECK)/goblinkit/__init__.py
	@$(BIN)/python -m mypy > $(TYPECHECK)/report.txt 2>&1; status=$$?; \
		sed 's#$(TYPECHECK)/goblinkit/##' $(TYPECHECK)/report.txt; \
		[ $$status -eq 0 ] || echo "typecheck: mypy found type errors (above); fix them, or see pyproject.toml [tool.mypy]"; \
		exit $$status

# Every core (pytest-xdist); a file's tests stay together on one worker, so a module's fixtures are built once.
# The type check first: a type error fails CI in seconds, before the long suite.
test: typecheck native
	$(BIN)/python -m pytest -n auto --dist loadfile

bench: native
	$(BIN)/python benchmarks/run.py

# The documentation site (docs/, mkdocs.yml) into site/: first the pictures from the project itself (printed
# pages from output/, built if missing; phone screens from `goblin serve` in Debian's Chromium), then
# `mkdocs build --strict` (a broken link or a missing picture is an error). The docs extra (mkdocs-material)
# is installed into .venv once.
DOCS_STAMP := $(VENV)/.docs-installed

$(DOCS_STAMP): $(STAMP)
	@$(BIN)/python -m pip install --quiet -e '.[test,native,cluster,typecheck,docs]' > $(VENV)/install-docs.log 2>&1 || { cat $(VENV)/install-docs.log; exit 1; }
	touch $(DOCS_STAMP)

docs: $(DOCS_STAMP)
	$(BIN)/python tools/docs_pictures.py --out output
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet
	@echo "docs: the site is in site/ (open site/index.html)"

clean:
	rm -rf $(VENV) output site docs/img/generated
