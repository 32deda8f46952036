#!/usr/bin/env bash
# The test gate under load (issue "an honest, fast gate"): `make test` on a fresh clone of this
# checkout's HEAD, RUNS times in a row, with BURNERS CPU-bound processes running beside it the whole
# time. Stops at the first failing run. Each run's closing lines and wall time go to LOG as it ends,
# so a loop cut short (a session's end) still says how far it got.
#
#   bash benchmarks/gate_under_load.sh [RUNS=10] [BURNERS=2] [LOG=runs/gate-under-load.log]
#
# The clone is made once (in a temporary folder beside ../shared, which the tests read) and its set-up
# (make's stamps, .venv, the engines) is kept from run to run, as on a developer's machine; the first
# run pays for the set-up. Run it with nothing else on the machine: the burners are the load.
set -euo pipefail
RUNS=${1:-10}
BURNERS=${2:-2}
HERE="$(cd "$(dirname "$0")/.." && pwd)"
LOG=${3:-$HERE/runs/gate-under-load.log}
mkdir -p "$(dirname "$LOG")"
CLONE="$(mktemp -d "$(dirname "$HERE")/gate-XXXXXX")"
git clone -q "$HERE" "$CLONE"
burners=()
cleanup() { for p in "${burners[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
for _ in $(seq "$BURNERS"); do python3 -c 'while True: pass' & burners+=($!); done
echo "$(date -u +%FT%TZ) gate: $RUNS run(s) of make test in $CLONE at $(git -C "$CLONE" rev-parse --short HEAD)," \
     "$BURNERS CPU burner(s) beside" | tee -a "$LOG"
for i in $(seq "$RUNS"); do
  start=$(date +%s)
  if (cd "$CLONE" && CI=true make test >"$CLONE/run-$i.out" 2>&1); then verdict=passed; else verdict=FAILED; fi
  summary=$(grep -E '^(=+ )?[0-9]+ (passed|failed)' "$CLONE/run-$i.out" | tail -1 || true)
  echo "$(date -u +%FT%TZ) run $i/$RUNS: $verdict in $(( $(date +%s) - start )) s, load $(cut -d' ' -f1-3 /proc/loadavg): $summary" \
    | tee -a "$LOG"
  [ "$verdict" = passed ] || { echo "output: $CLONE/run-$i.out" | tee -a "$LOG"; exit 1; }
done
rm -rf "$CLONE"
