"""The sandbox worker: runs inside the container and forks one confined child per request.

Every sandboxed child is started here: a sample (Python or GP), a reference program the miner or
`utbench verify` runs, and a program of an engine (Mathics3 for Mathematica programs and references). The
package is self-contained (standard library and pyseccomp; an engine's own packages in its worker
only), because it runs inside the container, where the repository is not visible: runner/sandbox.py
binds this folder read-only into the container and starts `main`. The worker never sees expected
values: it receives code and inputs, and streams the child's results back; the evaluator compares.

One idea per module:
  protocol.py    the frames and lines both ends speak (the evaluator imports it too)
  policy.py      the seccomp policy every child is confined by, compiled once per worker
  confine.py     inside the child, first: its limits, its working directory, the filter
  harness.py     inside the child: the Python sample, or the GP or engine harness it hands over to
  gp.py          inside the child: the GP harness (a script for gp, then exec)
  supervisor.py  one request: fork the child, watch it, forward its results, report how it ended
  elider.py      collect mode: the values of a long stream the miner does not need are dropped
  lanes.py       which process forks a child: the light lane, the full lane, or an engine's worker
  mathics_harness.py  Mathics3's harness, loaded in a Mathics3 worker only (runner/mathics.py)
  workdir.py     the child's writable space, measured while it runs and wiped after it
  main.py        start-up: the filters, the lanes, the hello, then requests until stdin closes
"""
