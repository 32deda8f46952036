"""Sample generation: ask a model (or a baseline) for every missing sample of a run, durably.

A run is one model under one prompting method. Its directory holds `samples.jsonl` (one row per
sample, appended the moment its last reply arrives) and `pending.jsonl` (RCoT turn-1 replies whose
turn 2 has not arrived yet), so an interrupted run resumes asking only for what is missing.

A request that fails (every retry spent, or refused by the server with a 4xx) is never a sample:
it is logged in `failed.jsonl` and asked for again by the next run, and a run with failed requests
is incomplete, so it is not scored. A server that refuses request after request stops the run
(ServerRefusing, quoting its message): it would refuse the rest too.
"""
from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.extract import assistant_replies, message_code
from utbench.problems.jsonl import Appender, dumps, iter_jsonl, write_jsonl
from utbench.problems.lock import exclusive
from utbench.problems.records import Problem, Sample, failed_request
from utbench.problems.samples import read_samples, sample_from_dict, sample_to_dict
from utbench.runner.channel import Channel, serve

from . import render
from .baselines import baseline_sample, is_baseline
from .client import ChatClient, ChatConfigError, ChatError, ChatRequestError, Reply

SAMPLES = "samples.jsonl"
PENDING = "pending.jsonl"
FAILED = "failed.jsonl"


class ServerRefusing(ChatError):
    """The server refused request after request (a 4xx): the run stops; the message is the server's."""


def slug(name: str) -> str:
    """A model name as a directory name: 'org/Model-7B:q4' -> 'org-Model-7B-q4'."""
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.") or "model"


@dataclass(frozen=True)
class RunSpec:
    model: str
    prompt: str  # "pot", "rcot"; "" for baselines
    reasoner: str | None = None  # RCoT only: the model that writes turn 1, when not `model`

    @property
    def is_baseline(self) -> bool:
        return is_baseline(self.model)

    @property
    def dirname(self) -> str:
        if self.is_baseline:
            return "baseline-" + slug(self.model.split(":", 1)[1])
        name = f"{slug(self.model)}__{self.prompt}"
        return name + (f"__reasoner-{slug(self.reasoner)}" if self.reasoner else "")

    @property
    def label(self) -> str:
        if self.is_baseline:
            return self.model
        return f"{self.model} / {self.prompt}" + (f" (reasoning: {self.reasoner})" if self.reasoner else "")


@dataclass
class Settings:
    n: int = 1
    temperature: float | None = None
    max_tokens: int | None = None
    seed: int | None = None

    def sample_seed(self, sample_idx: int) -> int | None:
        # One seed per sample index: the same seed for every sample would make them identical on a
        # server that honours it, and pass@k meaningless.
        return None if self.seed is None else self.seed + sample_idx


@dataclass
class GenerationReport:
    wanted: int = 0  # samples the run should have
    present: int = 0  # already in samples.jsonl before this call
    generated: int = 0
    failed: int = 0  # requests that gave no sample (refused, or every retry spent): asked again next time
    refused: int = 0  # of the failed, those the server refused (a 4xx other than 408/429)
    errors: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return self.failed == 0 and self.present + self.generated == self.wanted


def _is_failed_request(row: dict[str, Any]) -> bool:
    return failed_request(row.get("code"), row.get("finish_reason"))


def _drop_failed_requests(path: Path) -> None:
    """Moves refused requests an older utbench stored as samples to failed.jsonl, so that this run
    asks for them again."""
    if not reading.exists(path):
        return
    rows = [row for _, row in iter_jsonl(path, allow_truncated_tail=True)]
    failed = [row for row in rows if _is_failed_request(row)]
    if not failed:
        return
    with Appender(path.with_name(FAILED)) as log:
        for row in failed:
            log.write({"task_id": row.get("task_id"), "sample_idx": row.get("sample_idx"),
                       "error": row.get("error") or "refused", "refused": True})
    write_jsonl(path, [row for row in rows if not _is_failed_request(row)])


def _drop_stale(path: Path, made: dict[tuple[str, int], dict[str, Any]]) -> None:
    """A baseline's samples are what the current set makes (`made`): a stored one that differs (the set
    was fixed since, or an older utbench made it) is dropped, so this run makes it anew. utbench wrote
    every row of a baseline's file, so a row of another problem that it cannot read goes too."""
    if not made or not path.exists():
        return
    rows = [(line, row) for line, row in iter_jsonl(path, allow_truncated_tail=True)]
    keep = [row for line, row in rows if _still_made(row, made, path, line)]
    if len(keep) != len(rows):
        write_jsonl(path, keep)


def _still_made(row: dict[str, Any], made: dict[tuple[str, int], dict[str, Any]], path: Path, line: int) -> bool:
    fresh = made.get((str(row.get("task_id")), int(row["sample_idx"]) if type(row.get("sample_idx")) is int else -1))
    if fresh is None:
        try:
            sample_from_dict(row, path, line, {})
        except InputError:
            return False
        return True
    return _unclocked(row) == _unclocked(json.loads(dumps(fresh)))  # as it reads back from the file


def _unclocked(row: dict[str, Any]) -> dict[str, Any]:
    """A sample row without its timing, which differs on every making."""
    return {k: v for k, v in row.items() if k != "timing"}


def _check_compatible(path: Path, spec: RunSpec, settings: Settings) -> set[tuple[str, int]]:
    """Keys already present; refuses to mix samples made with other generation settings."""
    _drop_failed_requests(path)
    if not reading.exists(path):
        return set()
    keys: set[tuple[str, int]] = set()
    for sample in read_samples(path, allow_truncated_tail=True):
        keys.add(sample.key)
        if sample.model != spec.model or sample.prompt != spec.prompt or sample.reasoner != spec.reasoner:
            raise InputError(path, None, "model", f"holds samples of {sample.model!r}/{sample.prompt!r}, "
                             f"not {spec.model!r}/{spec.prompt!r}; use another --out")
        if spec.is_baseline:
            continue
        for name in ("temperature", "max_tokens"):
            had, want = sample.settings.get(name), getattr(settings, name)
            if had != want:
                raise InputError(path, None, f"settings.{name}", f"samples were made with {name}={had}, "
                                 f"this run asks for {want}; use the same settings or another --out")
        if sample.settings.get("seed") != settings.sample_seed(sample.sample_idx):
            raise InputError(path, None, "settings.seed", "samples were made with another --seed; "
                             "use the same seed or another --out")
    return keys


def _pending(path: Path) -> dict[tuple[str, int], dict[str, Any]]:
    if not reading.exists(path):
        return {}
    return {(row["task_id"], row["sample_idx"]): row for _, row in iter_jsonl(path, allow_truncated_tail=True)}


def _assistant(reply: Reply) -> dict[str, Any]:
    return reply.as_received()


def _usage(reply: Reply) -> dict[str, int]:
    return {"prompt_tokens": reply.prompt_tokens, "completion_tokens": reply.completion_tokens}


class _Job:
    """One model sample: PoT in one request, RCoT in two (turn 1 by the reasoner where there is one)."""

    def __init__(self, problem: Problem, idx: int, spec: RunSpec, settings: Settings, coder: ChatClient,
                 reasoner: ChatClient | None, pending: dict[str, Any] | None, on_turn1: Callable[[dict], None]):
        self.problem, self.idx, self.spec, self.settings = problem, idx, spec, settings
        self.coder, self.reasoner, self.pending, self.on_turn1 = coder, reasoner, pending, on_turn1

    def _ask(self, client: ChatClient, messages: list[dict]) -> Reply:
        return client.chat(messages, temperature=self.settings.temperature, max_tokens=self.settings.max_tokens,
                           seed=self.settings.sample_seed(self.idx))

    def run(self) -> dict[str, Any]:
        messages: list[dict[str, Any]]
        finish, usage, seconds = [], [], 0.0
        if self.spec.prompt == "pot":
            messages = render.pot_messages(self.problem)
        else:
            if self.pending:  # turn 1 arrived in an earlier, interrupted run
                messages = list(self.pending["messages"])
                finish, usage = list(self.pending["finish_reason"]), list(self.pending["usage"])
                seconds = self.pending["seconds"]
            else:
                messages = render.rcot_reason_messages(self.problem)
                first = self._ask(self.reasoner or self.coder, messages)
                messages = messages + [_assistant(first)]
                finish, usage, seconds = [first.finish_reason], [_usage(first)], first.seconds
                self.on_turn1({"task_id": self.problem.task_id, "sample_idx": self.idx, "messages": messages,
                               "finish_reason": finish, "usage": usage, "seconds": seconds})
            messages = messages + [render.rcot_code_message(self.problem)]
        reply = self._ask(self.coder, messages)
        messages = messages + [_assistant(reply)]
        return self._row(messages, finish + [reply.finish_reason], usage + [_usage(reply)], seconds + reply.seconds,
                         code=message_code(messages[-1]))

    def _row(self, messages: list[dict], finish: list[str], usage: list[dict], seconds: float,
             code: str | None) -> dict[str, Any]:
        settings: dict[str, Any] = {
            "temperature": self.settings.temperature, "max_tokens": self.settings.max_tokens,
            "seed": self.settings.sample_seed(self.idx), "base_url": self.coder.public_url,
        }
        if self.spec.reasoner and self.reasoner is not None:
            settings["reasoner_base_url"] = self.reasoner.public_url
        sample = Sample(task_id=self.problem.task_id, sample_idx=self.idx, code=code, model=self.spec.model,
                        reasoner=self.spec.reasoner, prompt=self.spec.prompt, messages=messages,
                        finish_reason=finish, usage=usage, timing={"generation_s": round(seconds, 3)},
                        settings=settings)
        return sample_to_dict(sample)


def wanted_keys(problems: list[Problem], spec: RunSpec, settings: Settings) -> list[tuple[Problem, int]]:
    """Every (problem, sample index) the run should have; a deterministic baseline needs one each."""
    n = 1 if spec.is_baseline else settings.n
    return [(p, i) for p in problems for i in range(n)]


def generate(problems: list[Problem], spec: RunSpec, settings: Settings, run_dir: Path, *,
             coder: ChatClient | None = None, reasoner: ChatClient | None = None, concurrency: int = 8,
             on_start: Callable[[int], None] | None = None,
             on_sample: Callable[[], None] | None = None) -> GenerationReport:
    """Append every missing sample of the run to run_dir/samples.jsonl; returns what happened.

    Raises ChatConfigError when no request can succeed (wrong key, unknown model)."""
    with exclusive(run_dir):
        return _generate(problems, spec, settings, run_dir, coder, reasoner, concurrency, on_start, on_sample)


def _generate(problems: list[Problem], spec: RunSpec, settings: Settings, run_dir: Path,
              coder: ChatClient | None, reasoner: ChatClient | None, concurrency: int,
              on_start: Callable[[int], None] | None, on_sample: Callable[[], None] | None) -> GenerationReport:
    samples_path = run_dir / SAMPLES
    wanted = wanted_keys(problems, spec, settings)
    made = {(p.task_id, i): sample_to_dict(baseline_sample(spec.model, p, i)) for p, i in wanted} \
        if spec.is_baseline else {}
    _drop_stale(samples_path, made)
    present = _check_compatible(samples_path, spec, settings)
    todo = [(p, i) for p, i in wanted if (p.task_id, i) not in present]
    report = GenerationReport(wanted=len(wanted), present=len(wanted) - len(todo))
    if on_start:
        on_start(len(todo))
    if not todo:
        return report
    with Appender(samples_path) as out:
        if spec.is_baseline:
            for problem, idx in todo:
                out.write(made[(problem.task_id, idx)])
                report.generated += 1
                if on_sample:
                    on_sample()
            return report
        if coder is None:
            raise ValueError("a model run needs a client")
        _generate_with_model(todo, spec, settings, run_dir, coder, reasoner, concurrency, out, report, on_sample)
    return report


def _generate_with_model(todo: list[tuple[Problem, int]], spec: RunSpec, settings: Settings, run_dir: Path,
                         coder: ChatClient, reasoner: ChatClient | None, concurrency: int, out: Appender,
                         report: GenerationReport, on_sample: Callable[[], None] | None) -> None:
    pending = _pending(run_dir / PENDING) if spec.prompt == "rcot" else {}
    pending_out = Appender(run_dir / PENDING) if spec.prompt == "rcot" else None
    lock = threading.Lock()

    def on_turn1(row: dict) -> None:
        with lock:
            if pending_out is not None:
                pending_out.write(row)

    jobs = [_Job(problem, idx, spec, settings, coder, reasoner, pending.get((problem.task_id, idx)), on_turn1)
            for problem, idx in todo]
    # A server that fails request after request, every retry spent, is down: stop asking rather
    # than spend minutes of back-off on each remaining sample. A re-run asks for what is missing.
    give_up_after = max(3, concurrency)
    consecutive, refusals = 0, 0
    results = _in_parallel(jobs, concurrency)
    failed_log = Appender(run_dir / FAILED)
    try:
        for job, row, error in results:
            if error is not None:
                if isinstance(error, ChatConfigError) or not isinstance(error, ChatError):
                    raise error
                refused = isinstance(error, ChatRequestError)
                failed_log.write({"task_id": job.problem.task_id, "sample_idx": job.idx, "error": str(error),
                                  "status": error.status, "refused": refused})
                report.failed += 1
                report.refused += refused
                report.errors.append(f"{job.problem.task_id}#{job.idx}: {error}")
                consecutive += 1
                refusals = refusals + 1 if refused else 0
                if refusals >= give_up_after:
                    raise ServerRefusing(f"the server refused {refusals} requests in a row; last: {error}",
                                         status=error.status)
                if consecutive >= give_up_after:
                    unasked = len(jobs) - report.generated - report.failed
                    report.failed += unasked
                    report.errors.insert(0, f"stopped after {consecutive} failures in a row; "
                                            f"{unasked} samples not asked for")
                    break
                continue
            consecutive, refusals = 0, 0
            out.write(row)
            report.generated += 1
            if on_sample:
                on_sample()
    except BaseException:
        for client in {c for c in (coder, reasoner) if c is not None}:
            client.close()  # nothing more is asked or retried
        raise
    finally:
        results.close()  # workers take no new job
        failed_log.close()
        if pending_out is not None:
            with lock:
                pending_out.close()


def _in_parallel(jobs: list[_Job], workers: int
                 ) -> Generator[tuple[_Job, dict | None, BaseException | None], None, None]:
    """Run jobs on `workers` daemon threads, yielding (job, row, error) as each ends; closing the
    iterator stops them taking new jobs.

    Daemon threads, not a ThreadPoolExecutor: the executor's threads are joined at exit, so Ctrl-C
    would wait for every reply in flight (minutes, with slow models); replies not yet stored are
    simply asked for again on the next run."""
    if not jobs:
        return
    threads = min(max(1, workers), len(jobs))
    # No request is started beyond `threads` ahead of the results read: after a refusal that stops
    # the run, nothing more is asked.
    todo, done = Channel(), Channel(producers=threads, ahead=threads)
    for job in jobs:
        todo.put(job)
    todo.close()

    def ask(_: int, job: _Job) -> tuple[_Job, dict | None, BaseException | None]:
        try:
            return job, job.run(), None
        except BaseException as err:  # handed to the main thread, which decides
            return job, None, err

    serve(todo, ask, done, threads, name="utbench-chat")
    try:
        yield from done
    finally:
        todo.stop()


def run_samples(run_dir: Path, problems: list[Problem], spec: RunSpec, settings: Settings) -> list[Sample]:
    """The run's samples for these problems (indices below n), as the runner scores them."""
    path = run_dir / SAMPLES
    if not reading.exists(path):
        return []
    wanted = {(p.task_id, i) for p, i in wanted_keys(problems, spec, settings)}
    return [s for s in read_samples(path, allow_truncated_tail=True) if s.key in wanted]


def token_report(samples: list[Sample]) -> dict[str, Any]:
    """Tokens in and out per turn, replies cut off (finish_reason length) and empty replies."""
    turns: list[dict[str, int]] = []
    for sample in samples:
        replies = assistant_replies(sample.messages)
        for turn, finish in enumerate(sample.finish_reason):
            while len(turns) <= turn:
                turns.append({"replies": 0, "prompt_tokens": 0, "completion_tokens": 0, "cut_off": 0, "empty": 0})
            t = turns[turn]
            t["replies"] += 1
            usage = sample.usage[turn] if turn < len(sample.usage) else {}
            t["prompt_tokens"] += int(usage.get("prompt_tokens") or 0)
            t["completion_tokens"] += int(usage.get("completion_tokens") or 0)
            t["cut_off"] += finish == "length"
            t["empty"] += not (replies[turn] if turn < len(replies) else "").strip()
    total = {key: sum(t[key] for t in turns) for key in ("replies", "prompt_tokens", "completion_tokens",
                                                         "cut_off", "empty")}
    return {"turns": turns, **total,
            "generation_s": round(sum(float(s.timing.get("generation_s") or 0) for s in samples), 3)}
