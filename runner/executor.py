"""The executor interface: submit a batch of jobs, get verdicts back.

Scoring talks only to this interface, so a cluster engine (a Ray actor pool, say) can replace the
local pool of sandbox workers without touching the sandbox or the scoring.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator, Protocol

from .judge import Verdict


@dataclass
class Job:
    key: tuple[str, int]  # (task_id, sample_idx)
    code: str
    language: str  # "python" or "gp"
    inputs: list[int]
    expected: list[int]  # kept by the evaluator; never sent to a worker
    n_easy: int
    wall_s: float


class Executor(Protocol):
    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        """Yield one verdict per job, in any order, as each is decided."""
        ...

    def close(self) -> None:
        ...
