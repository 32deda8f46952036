"""Record types shared by every part: problems, samples, results.

The problem-line format is a superset of UTMath's, so a UTMath file is one of ours with defaults.
Test values are Python ints of any size; nothing here ever converts them to float.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

CATEGORIES: tuple[str, ...] = (
    "number_theory",
    "graph_theory",
    "group_theory",
    "discrete_mathematics",
    "combinatorial_mathematics",
    "geometry_and_topology",
    "polynomial_and_series_expansions",
    "special_numbers",
    "formal_languages",
)

# How a sample (or a program judged like one) fared. Each status is spelled here only: the worker's
# judge, collect mode, the miner, the engines, scoring and the site import these names.
PASSED = "passed"
WRONG_ANSWER = "wrong_answer"
WRONG_TYPE = "wrong_type"
RUNTIME_ERROR = "runtime_error"
TIMEOUT = "timeout"
MEMORY_LIMIT = "memory_limit"
NO_CODE = "no_code"
SYNTAX_ERROR = "syntax_error"
MISSING_MODULE = "missing_module"
SANDBOX_VIOLATION = "sandbox_violation"
STATUSES: tuple[str, ...] = (PASSED, WRONG_ANSWER, WRONG_TYPE, RUNTIME_ERROR, TIMEOUT, MEMORY_LIMIT, NO_CODE,
                             SYNTAX_ERROR, MISSING_MODULE, SANDBOX_VIOLATION)
# The reply held no program that could run: scoring counts these apart from wrong programs.
EXTRACTION_FAILURES: tuple[str, ...] = (NO_CODE, SYNTAX_ERROR, MISSING_MODULE)
# The sandbox stopped the run (a limit, or a denied call): a reference program's run keeps these as
# its failure (the miner, the engines); any other failure is an error of the program itself.
STOPPED_BY_SANDBOX: tuple[str, ...] = (TIMEOUT, MEMORY_LIMIT, SANDBOX_VIOLATION)

# A reference program's language (Provenance.language) -> the sample language that runs it: Python
# and GP in the runner's sandbox workers; Mathematica (a problem mined through Mathics3) on the
# Mathics3 worker (runner/languages.py), only as a reference solution. A LODA program is translated
# to Python (builder/loda.py): its reference solution is Python.
FITTED = "fitted"  # Provenance.cross_check of hard terms a fitted recurrence backs (builder/witness.py)
SAMPLE_LANGUAGE_OF_REFERENCE = {"python": "python", "pari": "gp", "mathematica": "mathematica", "loda": "python"}

OEIS_LICENCE = "CC BY-SA 4.0"
OEIS_ATTRIBUTION = (
    "Sequence data from The On-Line Encyclopedia of Integer Sequences (OEIS), "
    "https://oeis.org, licensed CC BY-SA 4.0 by The OEIS Foundation Inc."
)


# What problems/schema.py checks beyond a field's type hint, as field metadata.
_DATE = {"date": True}
_NOT_NEGATIVE = {"minimum": 0}


@dataclass
class Provenance:
    """How a problem's hard terms were produced."""

    language: str = field(metadata={"one_of": tuple(SAMPLE_LANGUAGE_OF_REFERENCE)})
    program: str
    n_max: int = field(metadata=_NOT_NEGATIVE)  # number of terms the program computed within the budget
    seconds: float = field(metadata=_NOT_NEGATIVE)  # child CPU time at n_max (not hashed)
    budget_s: float = field(metadata=_NOT_NEGATIVE)
    machine: str = ""  # not hashed
    # "bfile", "program:<language>", "same-language:<language>" (not independent), "fitted" (a recurrence
    # fitted to the DATA terms gives every hard term of a LODA program alone: builder/build.py), "none"
    cross_check: str = field(default="none",
                             metadata={"pattern": rf"none|bfile|{FITTED}|(?:program|same-language):[a-z]+"})
    reference_solution: str | None = None  # `solution(x)` in `language` (Python or GP), where one exists
    # "" when the program is the entry's own (OEIS, CC BY-SA); else who wrote it and its licence,
    # e.g. "oeissequences 0.2.6.2.4 (Chai Wah Wu), Apache-2.0" (builder.engines).
    source: str = ""
    # The reference solution's CPU time on all the tests; runner.machine.calibrate() where that was measured.
    reference_cpu_s: float | None = field(default=None, metadata=_NOT_NEGATIVE)  # not hashed
    calibration_s: float | None = field(default=None, metadata=_NOT_NEGATIVE)  # not hashed

    HASH_EXCLUDED = ("seconds", "machine", "reference_cpu_s", "calibration_s")


@dataclass
class Problem:
    """One problem; a field's `key` is its name in a problem-set line where that differs (UTMath's
    names, and its `extra_data` = [hard_x, hard_y]), read by problems/problemset.py through problems/schema.py."""

    task_id: str = field(metadata={"nonempty": True})
    oeis_id: str
    statement: str = field(metadata={"key": "problem_statement", "nonempty": True})
    category: str = field(metadata={"key": "main_category", "one_of": CATEGORIES})
    x_list: list[int]
    y_list: list[int]
    hard_x: list[int] = field(default_factory=list, metadata={"key": "extra_data[0]"})
    hard_y: list[int] = field(default_factory=list, metadata={"key": "extra_data[1]"})
    name: str = ""
    offset: int | None = None
    keywords: list[str] = field(default_factory=list)
    xrefs: list[str] = field(default_factory=list)
    authors: str = ""
    created: str | None = field(default=None, metadata=_DATE)  # the first date of the entry's %A line
    # An undated entry was created no later than the nearest dated entry above it in A-number order
    # (A-numbers are assigned in time order): that entry's date, and which entry it is.
    created_by: str | None = field(default=None, metadata=_DATE)
    created_by_from: str | None = field(default=None, metadata={"pattern": r"A\d{6,}"})
    # ... and no earlier than the nearest dated entry below it: that entry's date, and which entry.
    created_after: str | None = field(default=None, metadata=_DATE)
    created_after_from: str | None = field(default=None, metadata={"pattern": r"A\d{6,}"})
    statement_source: str = ""
    category_source: str = ""
    provenance: Provenance | None = None

    def __post_init__(self) -> None:
        if self.offset is None:
            self.offset = self.x_list[0] if self.x_list else 0

    @property
    def tests(self) -> list[tuple[int, int]]:
        """Every test, easy first, as (input, expected)."""
        return list(zip(self.x_list + self.hard_x, self.y_list + self.hard_y))

    @property
    def n_easy(self) -> int:
        return len(self.x_list)

    def examples(self, count: int = 3) -> list[tuple[int, int]]:
        """The first terms at the problem's offset, as shown in prompts."""
        return list(zip(self.x_list, self.y_list))[:count]


def single_source(problem: Problem) -> bool:
    """The hard terms rest on one LODA program alone: it mined them and no second program, b-file or
    witness checked them (a LODA program was checked by its miner on the known terms only, and may
    go wrong past them)."""
    prov = problem.provenance
    return prov is not None and prov.language == "loda" and prov.cross_check == "none"


@dataclass
class Sample:
    task_id: str
    sample_idx: int
    code: str | None
    language: str = "python"
    model: str = ""
    reasoner: str | None = None
    prompt: str = ""
    messages: list[dict[str, Any]] = field(default_factory=list)
    finish_reason: list[str] = field(default_factory=list)
    usage: list[dict[str, Any]] = field(default_factory=list)
    timing: dict[str, Any] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> tuple[str, int]:
        return (self.task_id, self.sample_idx)

    @property
    def failed_request(self) -> bool:
        return failed_request(self.code, self.finish_reason)


def failed_request(code: object, finish_reason: object) -> bool:
    """A request that got no reply, which an older utbench stored as a sample (no code, last finish
    "error"): the server's failure, not the model's answer, so it is asked again, never scored."""
    return code is None and isinstance(finish_reason, list) and finish_reason[-1:] == ["error"]


@dataclass
class Failure:
    input: str
    expected: str | None
    received: str | None
    detail: str = ""


@dataclass
class Result:
    task_id: str
    sample_idx: int
    status: str
    passed: bool
    easy_passed: bool
    tests_passed: int
    tests_total: int
    cpu_time_s: float | None = None
    peak_rss_mb: float | None = None
    wall_time_s: float = 0.0
    failure: Failure | None = None
    stderr_tail: str = ""
    rerun: bool = False
    rerun_reason: str = ""  # why it was re-run (runner/pool.py rerun_reason), when it was
    model: str = ""
    prompt: str = ""
    reasoner: str | None = None
    # What decided this row (runner/provenance.py); a row missing them predates them: a run re-scores it,
    # the site and the export show it as its run counted it.
    code_hash: str = ""
    tests_hash: str = ""
    wall_s: float | None = None
    env: str = ""

    @property
    def key(self) -> tuple[str, int]:
        return (self.task_id, self.sample_idx)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
