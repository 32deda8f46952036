"""Samples that end in every status, for the tests that compare one executor's verdicts with another's.

`CODE` is code made to end in each status the baselines and the hand-written samples do not give.
`replies(problems)` covers tests/fixtures/problems-small.jsonl with SAMPLES_PER_PROBLEM replies
each, as a model's reply texts keyed by (task_id, sample_idx): the hand-written samples of
samples-small.jsonl, then `CODE` and a reply without code, then the reference solutions. `utbench
run` gets their extracted code as samples and `utbench eval` gets the same texts from a chat
server, so both score the very same code.
"""
from __future__ import annotations

from tests.conftest import SAMPLES_SMALL
from utbench.problems.extract import extract_code
from utbench.problems.records import Problem, Sample
from utbench.problems.samples import read_samples

CODE = {
    "syntax_error": "def solution(x)\n    return x\n",
    "wrong_type": "def solution(x):\n    return str(x)\n",
    "runtime_error": "def solution(x):\n    return 1 // (x - x)\n",
    "memory_limit": "def solution(x):\n    return len(bytearray(1 << 40))\n",
    "missing_module": "import networkx\ndef solution(x):\n    return x\n",
    "sandbox_violation": "import os\ndef solution(x):\n    return os.fork()\n",
    # Spins at full CPU: a certain timeout, never re-run (a sleeping one would be, as load may decide it).
    "timeout": "def solution(x):\n    while True:\n        pass\n",
}
NO_CODE = "I cannot write a program for this sequence."
SAMPLES_PER_PROBLEM = 3
# Its brute force reaches the wall limit with little CPU, so it is re-run: twice the limit for one sample.
SLOW = ("A027375", 1)


def _reply(code: str) -> str:
    return f"Here it is.\n\n```python\n{code.rstrip()}\n```\n"


def replies(problems: list[Problem]) -> dict[tuple[str, int], str]:
    handwritten = {s.key: s.code for s in read_samples(SAMPLES_SMALL) if s.key != SLOW and s.code}
    extra = [_reply(CODE[status]) for status in ("runtime_error", "memory_limit", "missing_module",
                                                 "sandbox_violation", "timeout")] + [NO_CODE]
    out: dict[tuple[str, int], str] = {}
    for problem in problems:
        for idx in range(SAMPLES_PER_PROBLEM):
            key = (problem.task_id, idx)
            if key in handwritten:
                out[key] = _reply(handwritten[key])
            elif extra:
                out[key] = extra.pop(0)
            else:
                out[key] = _reply(problem.provenance.reference_solution)
    assert not extra, "more statuses than free places: raise SAMPLES_PER_PROBLEM"
    return out


def samples(problems: list[Problem]) -> list[Sample]:
    """The replies as `utbench run` samples (code extracted as eval extracts it)."""
    return [Sample(task_id=task_id, sample_idx=idx, code=extract_code(text), model="every-status")
            for (task_id, idx), text in replies(problems).items()]
