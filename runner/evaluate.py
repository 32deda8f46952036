"""Run samples against their problems and score them: results.jsonl as it goes, then summary.json.

Resumable: a sample whose result is already in results.jsonl is not run again, so a run killed
at any point and started again ends with exactly one row per sample and the same summary. A row is
reused only while what decided it (runner/provenance.py) still matches: changed code, tests, wall
limit or environment re-score the sample, and the summary counts only rows matching the inputs.
"""
from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from utbench.problems import VERSION, reading
from utbench.problems.errors import InputError
from utbench.problems.jsonl import Appender, write_json, write_jsonl
from utbench.problems.lock import exclusive
from utbench.problems.records import NO_CODE, Failure, Problem, Result, Sample
from utbench.problems.samples import iter_results

from . import machine, provenance, scoring, solution_env, speed
from .config import RunConfig
from .executor import Executor, Job, LazyExecutor, make_job
from .judge import Verdict
from .pool import LocalPool, rerun_job
from .sandbox import check_sandbox


def _result(sample: Sample, verdict: Verdict, stamp: provenance.Stamp, rerun: str = "") -> Result:
    return Result(**stamp.fields(),
        task_id=sample.task_id, sample_idx=sample.sample_idx, status=verdict.status, passed=verdict.passed,
        easy_passed=verdict.easy_passed, tests_passed=verdict.tests_passed, tests_total=verdict.tests_total,
        cpu_time_s=verdict.cpu_time_s, peak_rss_mb=verdict.peak_rss_mb, wall_time_s=round(verdict.wall_time_s, 4),
        failure=verdict.failure, stderr_tail=verdict.stderr_tail, rerun=bool(rerun), rerun_reason=rerun,
        model=sample.model, prompt=sample.prompt, reasoner=sample.reasoner,
    )


def _no_code(sample: Sample, problem: Problem, stamp: provenance.Stamp) -> Result:
    detail = "no code could be extracted from the reply"
    if sample.finish_reason[-1:] == ["length"]:
        detail += ": it was cut off by the token limit (finish_reason length)"
    return Result(**stamp.fields(),
        task_id=sample.task_id, sample_idx=sample.sample_idx, status=NO_CODE, passed=False, easy_passed=False,
        tests_passed=0, tests_total=len(problem.tests),
        failure=Failure(input="", expected=None, received=None, detail=detail),
        model=sample.model, prompt=sample.prompt, reasoner=sample.reasoner,
    )


def evaluate(problems: list[Problem], samples: list[Sample], out_dir: Path, config: RunConfig, *,
             problem_set: dict, ks: list[int] | None = None, extra: dict | None = None, progress: bool = True,
             executor: Executor | None = None, on_verdict: Callable[[Result], None] | None = None) -> dict:
    with exclusive(out_dir):
        return _evaluate(problems, samples, Path(out_dir), config, problem_set=problem_set, ks=ks, extra=extra,
                         progress=progress, executor=executor, on_verdict=on_verdict)


def _evaluate(problems: list[Problem], samples: list[Sample], out_dir: Path, config: RunConfig, *,
              problem_set: dict, ks: list[int] | None, extra: dict | None, progress: bool,
              executor: Executor | None, on_verdict: Callable[[Result], None] | None) -> dict:
    by_id = _problems_by_id(problems, samples, out_dir, problem_set)
    sandbox = check_sandbox(config)
    wall_s = config.wall_s(problem_set.get("budget_s"))
    results_path = out_dir / "results.jsonl"
    stamps = _stamps(by_id, samples, wall_s, sandbox)
    counted = _current_rows(results_path, stamps)
    stale = counted.why()
    todo = [s for s in samples if s.key not in counted.rows]
    if stale:
        why = ", ".join(f"{n} changed {field}" for field, n in sorted(stale.items()))
        print(f"{out_dir}: re-scoring {sum(stale.values())} rows decided by other inputs ({why})", file=sys.stderr)
    # One pool for the samples and the speed probe, started only if either has something to run.
    own = executor is None
    pool = executor or LazyExecutor(lambda: LocalPool(config))
    try:
        with Appender(results_path) as out, _progress(progress, len(samples), len(counted.rows)) as advance:
            def write(result: Result) -> None:
                out.write(result.to_dict())
                advance()
                if on_verdict:
                    on_verdict(result)

            probed = _score(todo, problems, by_id, stamps, wall_s, pool, write)
        results = _compact(results_path, stamps, problems)
        probe = _speed_probe(problems, results, probed, pool, wall_s)
    finally:
        startup_s, where = pool.startup_s, pool.placement()
        if own:
            pool.close()
    host = machine.describe()
    summary = {
        "utbench_version": VERSION,
        "created": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        **_identity(samples),
        "problem_set": problem_set,
        "config": {**config.to_dict(), "timeout_s": wall_s, "sandbox": sandbox,
                   "solution_env": solution_env.packages(), "startup_s": round(startup_s, 3)},
        "machine": host,
        "executor": where,
        "requested_k": ks or [],
        "rescored": dict(sorted(stale.items())),
        "speed_probe": probe,
        **scoring.summarise(problems, results, host["calibration_s"], probe, ks or ()),
        **(extra or {}),
    }
    write_json(out_dir / "summary.json", summary)
    return summary


def _problems_by_id(problems: list[Problem], samples: list[Sample], out_dir: Path, problem_set: dict
                    ) -> dict[str, Problem]:
    """The problems by task id; a sample of a problem not in the set is bad input."""
    by_id = {p.task_id: p for p in problems}
    for sample in samples:
        if sample.task_id not in by_id:
            raise InputError(out_dir / "samples.jsonl", None, "task_id",
                             f"sample for unknown problem {sample.task_id!r} (not in problem set "
                             f"{problem_set.get('name')})")
    return by_id


def _score(todo: list[Sample], problems: list[Problem], by_id: dict[str, Problem],
           stamps: dict[provenance.Key, provenance.Stamp], wall_s: float, pool: Executor,
           write: Callable[[Result], None]) -> list[Verdict]:
    """Every sample left to decide gets its row through `write`: no code at once, the rest through
    the pool, with the speed probe's jobs among them. Returns the probe's verdicts (none when
    nothing ran)."""
    by_key = {s.key: s for s in todo}
    runnable = []
    for sample in todo:
        if sample.code is None or not sample.code.strip():
            write(_no_code(sample, by_id[sample.task_id], stamps[sample.key]))
        else:
            runnable.append(sample)
    if not runnable:
        return []

    def jobs(keys: Iterable[tuple[str, int]]) -> Iterator[Job]:
        # Made as the executor asks for them: a job holds its expected values, so a large run
        # never has them all in memory at once.
        for key in keys:
            yield make_job(by_key[key], by_id[key[0]], wall_s)

    probed: list[Verdict] = []
    borderline: dict[tuple[str, int], str] = {}
    probe_jobs = speed.probe_jobs(problems, wall_s)
    for verdict in pool.run(speed.interleave(jobs(s.key for s in runnable), len(runnable), probe_jobs)):
        if speed.is_probe(verdict):
            probed.append(verdict)
        elif verdict.decided_at_limit:
            borderline[verdict.key] = verdict.rerun_reason
        else:
            write(_result(by_key[verdict.key], verdict, stamps[verdict.key]))
    # Decided near the limit with little CPU (load may have decided it): once more, the wall limit
    # now a CPU limit (pool.rerun_job), and that run decides. Few: held at once.
    reruns = {job.key: rerun_job(job) for job in jobs(borderline)}
    for verdict in pool.run(job for job, _ in reruns.values()):
        why = f"{borderline[verdict.key]}; {reruns[verdict.key][1]}"
        write(_result(by_key[verdict.key], verdict, stamps[verdict.key], rerun=why))
    return probed


def _compact(results_path: Path, stamps: dict[provenance.Key, provenance.Stamp], problems: list[Problem]
             ) -> list[Result]:
    """The rows the summary counts, in problem order; results.jsonl becomes exactly them."""
    # Only this call's samples, and only rows decided by the current inputs: a reused directory may
    # hold rows of an earlier, larger run or of older code, tests or limits.
    order = {p.task_id: i for i, p in enumerate(problems)}
    results = sorted(_current_rows(results_path, stamps).rows.values(),
                     key=lambda r: (order[r.task_id], r.sample_idx))
    # The run is complete: the file becomes exactly the rows the summary counts, one per sample,
    # replaced in one rename (a kill before it leaves the appended file, which resumes as before).
    write_jsonl(results_path, [r.to_dict() for r in results])
    return results


def _speed_probe(problems: list[Problem], results: list[Result], probed: list[Verdict], pool: Executor,
                 wall_s: float) -> dict | None:
    """This machine's speed against the build's (runner/speed.py), only when a passing sample's CPU
    time is to be compared with the references'; measured among the samples when any ran."""
    if not any(r.passed for r in results):
        return None
    return speed.factor(problems, probed) if probed else speed.measure(problems, pool, wall_s)


def _stamps(by_id: dict[str, Problem], samples: list[Sample], wall_s: float, sandbox: str
            ) -> dict[provenance.Key, provenance.Stamp]:
    env = provenance.env_id(sandbox)
    return {s.key: provenance.stamp(s, by_id[s.task_id], wall_s, env) for s in samples}


def _current_rows(results_path: Path, stamps: dict[provenance.Key, provenance.Stamp]) -> provenance.Current:
    """The rows of results.jsonl that count for these samples (runner/provenance.py's rule). Stale
    rows stay in the file while the run appends (SIGKILL-safety); the finished run compacts it."""
    return provenance.current(iter_results(results_path) if reading.exists(results_path) else (), stamps)


def _identity(samples: Iterable[Sample]) -> dict:
    """model / prompt / reasoner of the run, when its samples agree on them."""
    samples = list(samples)
    def common(attr: str):
        values = Counter(getattr(s, attr) for s in samples)
        return next(iter(values)) if len(values) == 1 else ("mixed" if values else None)
    model, prompt, reasoner = common("model"), common("prompt"), common("reasoner")
    label = " / ".join(str(v) for v in (model, prompt) if v) or "samples"
    return {"label": label, "model": model, "prompt": prompt, "reasoner": reasoner}


class _progress:
    """A rich progress bar (or nothing), as a context manager giving an `advance()` callable."""

    def __init__(self, enabled: bool, total: int, completed: int):
        self.enabled, self.total, self.completed = enabled, total, completed

    def __enter__(self):
        if not self.enabled:
            return lambda: None
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        self.bar = Progress(TextColumn("scoring"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                            transient=True)
        self.bar.start()
        task = self.bar.add_task("scoring", total=self.total, completed=self.completed)
        return lambda: self.bar.advance(task)

    def __exit__(self, *exc):
        if self.enabled:
            self.bar.stop()
