# The two Quickstart commands (`make demo`, `make test`) do all set-up on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := .make
DEBIAN_PACKAGES := bubblewrap pari-gp chromium

.PHONY: setup demo test lint bench screenshot clean

setup: $(STAMP)/system $(STAMP)/python $(STAMP)/solution-env

# Debian packages: bubblewrap (the sandbox), pari-gp (reference programs), chromium (site tests).
# Without root or apt-get, say what is missing and carry on: utbench warns where it needs them.
$(STAMP)/system:
	@mkdir -p $(STAMP)
	@missing=""; for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "installing Debian packages:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then \
	  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else echo "warning: cannot install$$missing (no root/apt-get); the sandbox or some tests will be unavailable"; fi
	@touch $@

$(STAMP)/python: pyproject.toml
	@mkdir -p $(STAMP)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,ray]'  # ray: the Ray executor's tests run too
	@touch $@

# What a sample may import, installed apart from utbench so the sandbox shows only it.
$(STAMP)/solution-env: runner/solution-env.txt $(STAMP)/python
	$(BIN)/python -m runner.solution_env
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
	$(BIN)/python -m builder.engines.mathics install
	@touch $@

test: setup $(STAMP)/engines
	$(BIN)/python -m pytest -q

# Not yet run by .ci/run: the tree-wide fixes come once the open branches are merged.
lint: setup
	$(BIN)/ruff check .

# The README's picture: the site `make demo` builds, in headless Chromium.
screenshot: demo
	$(BIN)/python -m leaderboard.screenshot runs/demo-site docs/leaderboard.png

bench: setup
	$(BIN)/python benchmarks/runner_throughput.py

clean:
	rm -rf $(VENV) .solution-env $(STAMP) runs
