"""prompts/evaluation.py called as a library, without argparse: real problems, a real chat server on
127.0.0.1, the real runner in the sandbox."""
from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "fixtures" / "prompts"))
from chat_server import ChatServer  # noqa: E402
from sequence_model import SequenceModel  # noqa: E402

from tests.conftest import PROBLEMS_SMALL, requires_sandbox  # noqa: E402
from utbench.problems.problemset import read_problems  # noqa: E402
from utbench.prompts.client import ChatClient  # noqa: E402
from utbench.prompts.evaluation import EvalHooks, EvalPlan, GenerationProgress, run_evaluation  # noqa: E402
from utbench.prompts.generate import RunSpec, Settings  # noqa: E402
from utbench.runner.config import RunConfig  # noqa: E402

pytestmark = requires_sandbox
KEY_VAR = "UTBENCH_EVAL_PIPELINE_TEST_KEY"
PROBLEM_SET = {"name": "problems-small", "version": "test", "sha256": "0" * 64}


def test_baselines_are_generated_scored_and_compared_in_order(tmp_path: Path) -> None:
    problems = read_problems(PROBLEMS_SMALL)
    events: list[str] = []

    @contextmanager
    def generating(spec: RunSpec):
        events.append(f"ask {spec.label}")
        yield GenerationProgress(on_start=lambda total: events.append(f"{total} to ask"))

    plan = EvalPlan([RunSpec("baseline:reference", ""), RunSpec("baseline:memorise", "")], tmp_path, ks=[1],
                    selection={"problems": "small"})
    result = run_evaluation(plan, problems, PROBLEM_SET, RunConfig(workers=2),
                            hooks=EvalHooks(generating=generating,
                                            on_run=lambda record: events.append(f"scored {record.spec.label}")))
    labels = [r.spec.label for r in result.runs]
    # Each run is reported as soon as it is scored, before the next one is asked.
    assert events == [f"ask {labels[0]}", f"{len(problems)} to ask", f"scored {labels[0]}",
                      f"ask {labels[1]}", f"{len(problems)} to ask", f"scored {labels[1]}"]
    assert result.refused is None and result.incomplete == []
    reference, memorise = (r.summary for r in result.runs)
    assert reference is not None and memorise is not None
    assert reference["pass_at_k"]["1"]["value"] == 1.0 and memorise["pass_at_k"]["1"]["value"] == 0.0
    assert reference["selection"] == {"problems": "small"} and reference["problem_set"] == PROBLEM_SET
    assert reference["generation"]["base_url"] is None and result.runs[0].tokens is None
    written = json.loads((tmp_path / "comparison.json").read_text())
    assert written == result.comparison and [r["pass_at_k"]["1"] for r in written["runs"]] == [1.0, 0.0]
    assert (tmp_path / "baseline-reference" / "summary.json").exists()


def test_a_refusing_server_stops_the_loop_before_the_next_model(tmp_path: Path, monkeypatch) -> None:
    problems = read_problems(PROBLEMS_SMALL)  # enough requests for a run of refusals
    monkeypatch.setenv(KEY_VAR, "sk-test")
    body = {"error": {"message": "max_tokens must be at most 4096", "type": "invalid_request_error"}}
    with ChatServer(SequenceModel(problems), [("status", 400, None, body)] * 100) as server:
        coders = {m: ChatClient(m, server.url, KEY_VAR, timeout_s=20, concurrency=1) for m in ("m", "other")}
        plan = EvalPlan([RunSpec("m", "pot"), RunSpec("other", "pot")], tmp_path, Settings(max_tokens=999999),
                        ks=[1], concurrency=1)
        scored: list[str] = []
        result = run_evaluation(plan, problems, PROBLEM_SET, RunConfig(workers=1), coders=coders,
                                hooks=EvalHooks(on_run=lambda record: scored.append(record.spec.label)))
    assert result.refused is not None and result.refused.spec.model == "m"
    assert "max_tokens must be at most 4096" in str(result.refused.error)
    assert result.refused.run_dir == tmp_path / "m__pot"
    assert result.runs == [] and scored == [] and result.comparison is None
    assert {r["model"] for r in server.requests} == {"m"}
    assert not (tmp_path / "comparison.json").exists()
