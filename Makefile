# The two Quickstart commands (`make demo`, `make test`) do all set-up on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := .make
DEBIAN_PACKAGES := bubblewrap pari-gp chromium

.PHONY: setup demo test lint bench screenshot node clean

setup: $(STAMP)/system $(STAMP)/python $(STAMP)/solution-env

# Debian packages: bubblewrap (the sandbox), pari-gp (reference programs), chromium (site tests).
# Without root or apt-get, say what is missing and carry on: utbench warns where it needs them.
define debian_packages
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "installing Debian packages:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then \
	  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else echo "warning: cannot install$$missing (no root/apt-get); the sandbox or some tests will be unavailable"; fi
endef

$(STAMP)/system:
	@mkdir -p $(STAMP)
	$(call debian_packages,$(DEBIAN_PACKAGES))
	@touch $@

$(STAMP)/python: pyproject.toml problems/__init__.py  # the version is read from problems/__init__.py
	@mkdir -p $(STAMP)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,ray,hf]'  # ray, hf: the Ray executor's and the hf export's tests run too
	@touch $@

# What a sample may import, installed apart from utbench so the sandbox shows only it.
$(STAMP)/solution-env: runner/solution-env.txt $(STAMP)/python
	$(BIN)/python -m utbench.runner.solution_env
	@touch $@

# The engines too: the embedded set's problems mined through Mathics3 keep a Mathematica reference solution.
demo: setup $(STAMP)/engines
	$(BIN)/utbench eval --model baseline:reference,baseline:memorise,baseline:recurrence --out runs/demo
	$(BIN)/utbench leaderboard --results runs/demo --out runs/demo-site

# Build-time program sources (builder/engines): not part of `setup`; the tests exercise them, and
# baseline:reference runs the Mathematica reference solutions through Mathics3.
# Mathics3 (Mathematica programs) goes into its own folder, bound into the sandbox (~35 s, 380 MB).
$(STAMP)/engines: pyproject.toml $(STAMP)/python
	$(BIN)/python -m pip install -q -e '.[engines]'
	$(BIN)/python -m utbench.runner.mathics install
	@touch $@

# --durations: the slowest tests, so that a test that grew slow is seen.
# One worker per core; tests/conftest.py keeps each module on one worker and the Ray modules together.
test: setup $(STAMP)/engines
	$(BIN)/python -m pytest -q --durations=15 -n auto --dist loadgroup

# ruff and mypy, configured in pyproject.toml; .ci/run runs them before the tests.
lint: setup
	$(BIN)/ruff check .
	$(BIN)/mypy

# The README's picture: the site `make demo` builds, in headless Chromium.
screenshot: demo
	$(BIN)/python -m utbench.leaderboard.screenshot runs/demo-site docs/leaderboard.png

bench: setup
	$(BIN)/python benchmarks/runner_throughput.py

# A Ray node for `--executor ray` (README, Running across machines): what code cannot carry, that is
# bubblewrap, gp, a Python with Ray (RAY_VERSION: the driver's, `.venv/bin/ray --version`) and the
# solution environment; each run brings utbench's code. HEAD=host:port joins that head, else this
# machine is the head (on PORT). NODE_ARGS go to `python -m utbench.runner.node` (and `ray start`) unchanged.
NODE_VENV := .node-venv
PORT ?= 6379
$(STAMP)/node-system:
	@mkdir -p $(STAMP)
	$(call debian_packages,bubblewrap pari-gp)
	@touch $@

$(STAMP)/node-python:
	@mkdir -p $(STAMP)
	$(PYTHON) -m venv $(NODE_VENV)
	$(NODE_VENV)/bin/python -m pip install -q $(if $(RAY_VERSION),'ray==$(RAY_VERSION)','ray>=2.30,<3')
	@touch $@

node: $(STAMP)/node-system $(STAMP)/node-python
	$(NODE_VENV)/bin/python -m utbench.runner.node $(if $(HEAD),--address $(HEAD),--head --port $(PORT)) $(NODE_ARGS)

clean:
	rm -rf $(VENV) $(NODE_VENV) .solution-env $(STAMP) runs
