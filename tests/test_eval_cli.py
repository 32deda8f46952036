"""`utbench eval` end to end: a real chat-completions server on 127.0.0.1, the real runner, real problems."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "fixtures" / "prompts"))
from chat_server import ChatServer  # noqa: E402
from sequence_model import WRONG_POT, SequenceModel  # noqa: E402

from tests.conftest import CTRL_C_ABLE, requires_sandbox  # noqa: E402
from utbench.cli import main  # noqa: E402
from utbench.problems.jsonl import iter_jsonl  # noqa: E402
from utbench.problems.problemset import read_problems  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
PROBLEMS = REPO / "tests" / "fixtures" / "problems-small.jsonl"
KEY_VAR, KEY = "UTBENCH_EVAL_TEST_KEY", "sk-test-NEVER-WRITE-ME-5c1d"
pytestmark = requires_sandbox  # eval scores in the sandbox, never without it on its own


@pytest.fixture(scope="module")
def problems():
    return read_problems(PROBLEMS)


def _eval(server: ChatServer, out: Path, *extra: str) -> int:
    return main(["eval", "--problems", str(PROBLEMS), "--base-url", server.url, "--api-key-env", KEY_VAR,
                 "--out", str(out), "--no-progress", "--request-timeout", "20", *extra])


def _rows(path: Path) -> list[dict]:
    return [row for _, row in iter_jsonl(path, allow_truncated_tail=True)] if path.exists() else []


def _verdicts(run_dir: Path) -> dict[tuple[str, int], str]:
    return {(r["task_id"], r["sample_idx"]): r["status"] for r in _rows(run_dir / "results.jsonl")}


@pytest.fixture(scope="module")
def full_run(problems, tmp_path_factory):
    """An uninterrupted `--prompt pot,rcot -n 2` run, shared by the tests below."""
    out = tmp_path_factory.mktemp("eval")
    model = SequenceModel(problems)
    necklaces = next(p.statement for p in problems if p.oeis_id == "A001371")

    def finish_reason(body):  # A001371's reasoning turn is cut off by the token limit
        first = body["messages"][0]["content"]
        return "length" if len(body["messages"]) == 1 and first.startswith("Please analyze") and necklaces in first \
            else "stop"

    os.environ[KEY_VAR] = KEY
    try:
        with ChatServer(model, finish_reason=finish_reason) as server:
            rc = _eval(server, out, "--model", "seq-model", "--prompt", "pot,rcot", "-n", "2", "-k", "1,2",
                       "--temperature", "0.8", "--seed", "100", "--max-tokens", "4096")
    finally:
        os.environ.pop(KEY_VAR, None)
    return {"out": out, "rc": rc, "server": server, "model": model}


def test_full_run_scores_both_methods(full_run, problems):
    out, server, model = full_run["out"], full_run["server"], full_run["model"]
    assert full_run["rc"] == 0
    assert model.violations == []  # every RCoT turn 2 carried its own turn-1 reply
    assert len(server.requests) == len(problems) * 2 * (1 + 2)  # PoT: 1 request a sample, RCoT: 2
    assert set(server.authorizations) == {f"Bearer {KEY}"}
    pot, rcot = out / "seq-model__pot", out / "seq-model__rcot"
    assert sorted(_verdicts(rcot).values()) == ["passed"] * 16
    assert {k: v for k, v in _verdicts(pot).items() if v != "passed"} == \
        {(t, i): "wrong_answer" for t in WRONG_POT for i in (0, 1)}
    summary = json.loads((rcot / "summary.json").read_text())
    assert summary["model"] == "seq-model" and summary["prompt"] == "rcot" and summary["n"] == 2
    assert summary["pass_at_k"]["1"]["value"] == 1.0 and summary["pass_at_k"]["2"]["value"] == 1.0
    tokens = summary["tokens"]
    assert [t["replies"] for t in tokens["turns"]] == [16, 16]
    assert tokens["turns"][0]["cut_off"] == 2 and tokens["turns"][1]["cut_off"] == 0  # A001371's turn 1
    assert tokens["turns"][0]["completion_tokens"] > 0 and tokens["turns"][1]["prompt_tokens"] > 0


def test_samples_hold_the_conversation_exactly(full_run, problems):
    rows = _rows(full_run["out"] / "seq-model__rcot" / "samples.jsonl")
    assert len(rows) == 16
    row = next(r for r in rows if r["task_id"] == "A046127" and r["sample_idx"] == 1)
    assert [m["role"] for m in row["messages"]] == ["user", "assistant", "user", "assistant"]
    sent = [b for b in full_run["server"].requests if len(b["messages"]) == 3
            and b["messages"][1]["content"] == row["messages"][1]["content"]]
    assert len(sent) == 1 and sent[0]["messages"] == row["messages"][:3]  # exactly as sent
    assert sent[0]["seed"] == 101 and sent[0]["temperature"] == 0.8 and sent[0]["max_tokens"] == 4096
    assert row["code"].startswith("def a(n):") and "def solution" in row["code"]
    assert row["finish_reason"] == ["stop", "stop"] and len(row["usage"]) == 2
    assert row["settings"] == {"temperature": 0.8, "max_tokens": 4096, "seed": 101,
                               "base_url": full_run["server"].url}
    assert row["model"] == "seq-model" and row["prompt"] == "rcot" and row["reasoner"] is None


def test_api_key_is_written_nowhere(full_run):
    files = [p for p in full_run["out"].rglob("*") if p.is_file()]
    assert len(files) >= 7
    for path in files:
        assert KEY.encode() not in path.read_bytes(), path


def test_comparison_and_efficiency(full_run, problems):
    comparison = json.loads((full_run["out"] / "comparison.json").read_text())
    runs = {r["label"]: r for r in comparison["runs"]}
    assert runs["seq-model / pot"]["pass_at_k"] == {"1": 7 / 8, "2": 7 / 8}
    assert runs["seq-model / rcot"]["problems_solved"] == 8
    (pair,) = comparison["pot_vs_rcot"]
    assert pair["paper"]["n_pot"] == 7 and pair["paper"]["n_rcot"] == 8 and pair["paired"]["n_problems"] == 7
    results = {}
    for run in ("pot", "rcot"):
        times: dict[str, list[float]] = {}
        for r in _rows(full_run["out"] / f"seq-model__{run}" / "results.jsonl"):
            if r["passed"]:
                times.setdefault(r["task_id"], []).append(r["cpu_time_s"])
        results[run] = {t: sum(v) / len(v) for t, v in times.items()}
    both = results["pot"].keys() & results["rcot"].keys()
    pot_t = sum(results["pot"][t] for t in both) / len(both)
    rcot_t = sum(results["rcot"][t] for t in both) / len(both)
    assert pair["paired"]["efficiency"] == pytest.approx((pot_t - rcot_t) / rcot_t)
    rcot_all = sum(results["rcot"].values()) / 8
    assert pair["paper"]["efficiency"] == pytest.approx((pot_t - rcot_all) / rcot_all)


def test_every_shared_figure_agrees_in_summary_comparison_site_and_card(full_run, tmp_path):
    """One set of runs, all four outputs: each figure they share is the same number everywhere."""
    out = full_run["out"]
    runs = {d.name: d for d in sorted(out.iterdir()) if (d / "summary.json").exists()}
    assert main(["leaderboard", "--results", *map(str, runs.values()), "--out", str(tmp_path / "site"),
                 "--problems", str(PROBLEMS)]) == 0
    assert main(["export", "--results", *map(str, runs.values()), "--problems", str(PROBLEMS),
                 "--out", str(tmp_path / "export"), "--format", "openai", "--select", "passing"]) == 0
    summaries = {name: json.loads((d / "summary.json").read_text()) for name, d in runs.items()}
    comparison = {r["run_dir"]: r for r in json.loads((out / "comparison.json").read_text())["runs"]}
    (board,) = (tmp_path / "site" / "data").glob("*-leaderboard.json")
    site = {r["result_dir"]: r for r in json.loads(board.read_text())}
    card = {Path(r["path"]).name: r for r in json.loads((tmp_path / "export" / "export.json").read_text())["runs"]}
    card_md = (tmp_path / "export" / "README.md").read_text()
    for name, s in summaries.items():
        pass_1, solved = s["pass_at_k"]["1"]["value"], s["easy_and_hard"]["problems_solved"]
        cpu, relative = s["efficiency"]["avg_cpu_time_s"], s["efficiency"]["relative_to_reference"]["geometric_mean"]
        c = comparison[str(runs[name])]
        assert (c["pass_at_k"]["1"], c["problems_solved"], c["avg_cpu_time_s"], c["relative_cpu"]) == \
            (pass_1, solved, cpu, relative)
        assert (site[name]["pass_at_1"], site[name]["avg_cpu_time_s_passing"], site[name]["relative_cpu"]) == \
            (pass_1, cpu, relative)
        assert (site[name]["pass_at_1_ci_low"], site[name]["pass_at_1_ci_high"]) == \
            (s["pass_at_k"]["1"]["ci_low"], s["pass_at_k"]["1"]["ci_high"])
        row = card[name]
        assert (row["pass_at_1"], row["problems_solved"], row["n_passed"], row["n_results"]) == \
            (pass_1, solved, s["status_counts"]["passed"], s["n_samples"])
        assert f"| {pass_1:.1%} | {solved} |" in card_md
    (pair,) = json.loads((out / "comparison.json").read_text())["pot_vs_rcot"]
    assert site["seq-model__rcot"]["pot_to_rcot_efficiency_change"] == pair["paired"]["efficiency"]
    assert site["seq-model__pot"]["efficiency_common_problems"] == pair["paired"]["n_problems"]


def test_rerun_asks_nothing_and_keeps_results(full_run, problems, monkeypatch):
    monkeypatch.setenv(KEY_VAR, KEY)
    before = _verdicts(full_run["out"] / "seq-model__rcot")
    with ChatServer(SequenceModel(problems)) as server:
        rc = _eval(server, full_run["out"], "--model", "seq-model", "--prompt", "pot,rcot", "-n", "2", "-k", "1,2",
                   "--temperature", "0.8", "--seed", "100", "--max-tokens", "4096")
    assert rc == 0 and server.requests == []
    assert _verdicts(full_run["out"] / "seq-model__rcot") == before


def test_resume_after_the_server_dies(full_run, problems, tmp_path, monkeypatch):
    monkeypatch.setenv(KEY_VAR, KEY)
    args = ["--model", "seq-model", "--prompt", "rcot", "--concurrency", "1", "--max-retries", "0", "--limit", "5"]
    first_model = SequenceModel(problems)
    with ChatServer(first_model, replies_before_death=5) as server:
        assert _eval(server, tmp_path, *args) == 1  # not scored: samples are missing
    run_dir = tmp_path / "seq-model__rcot"
    assert len(_rows(run_dir / "samples.jsonl")) == 2  # replies 1-4 made two samples
    assert len(_rows(run_dir / "pending.jsonl")) == 3  # reply 5 was a turn 1, kept
    assert not (run_dir / "summary.json").exists()
    second = SequenceModel(problems)
    second.turn1.update(first_model.turn1)  # the conversation continues from the first server's reply
    with ChatServer(second) as server:
        assert _eval(server, tmp_path, *args) == 0
    assert len(server.requests) == 2 * 5 - 5  # only what was missing
    assert len(server.requests[0]["messages"]) == 3  # it starts with the stored turn 1's second turn
    assert second.violations == []
    first5 = {p.task_id for p in problems[:5]}
    expected = {k: v for k, v in _verdicts(full_run["out"] / "seq-model__rcot").items()
                if k[1] == 0 and k[0] in first5}
    assert _verdicts(run_dir) == expected


def test_resume_after_kill(full_run, problems, tmp_path):
    """SIGKILL the command mid-run; the re-run asks only for the missing samples and ends the same."""
    model = SequenceModel(problems)
    gate, answered = threading.Event(), []

    def three_then_hang(body):  # the 4th reply hangs until the killed command is gone
        if len(answered) >= 3:
            gate.wait(30)
        answered.append(1)
        return model(body)

    env = {**os.environ, KEY_VAR: KEY}
    with ChatServer(three_then_hang) as server:
        cmd = [sys.executable, "-m", "utbench", "eval", "--problems", str(PROBLEMS), "--base-url", server.url,
               "--api-key-env", KEY_VAR, "--out", str(tmp_path), "--no-progress", "--model", "seq-model",
               "--prompt", "pot", "--concurrency", "1", "--limit", "6"]
        proc = subprocess.Popen(cmd, env=env, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        samples = tmp_path / "seq-model__pot" / "samples.jsonl"
        deadline = time.monotonic() + 60
        while (len(_rows(samples)) < 3 or len(server.requests) < 4) and time.monotonic() < deadline:
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        gate.set()
        kept = len(_rows(samples))
        assert kept == 3
        asked_before = len(server.requests)
        assert subprocess.run(cmd, env=env, cwd=REPO, capture_output=True).returncode == 0
    assert len(server.requests) - asked_before == 6 - kept
    first6 = {p.task_id for p in problems[:6]}
    expected = {k: v for k, v in _verdicts(full_run["out"] / "seq-model__pot").items()
                if k[1] == 0 and k[0] in first6}
    assert _verdicts(tmp_path / "seq-model__pot") == expected


def test_reasoner_writes_turn_one(problems, tmp_path, monkeypatch):
    monkeypatch.setenv(KEY_VAR, KEY)
    model = SequenceModel(problems)
    with ChatServer(model) as server:
        assert _eval(server, tmp_path, "--model", "coder", "--reasoner", "thinker", "--prompt", "rcot",
                     "--limit", "2") == 0
    assert [b["model"] for b in server.requests].count("thinker") == 2
    assert all(b["model"] == ("thinker" if len(b["messages"]) == 1 else "coder") for b in server.requests)
    run_dir = tmp_path / "coder__rcot__reasoner-thinker"
    rows = _rows(run_dir / "samples.jsonl")
    assert {r["reasoner"] for r in rows} == {"thinker"} and model.violations == []
    assert json.loads((run_dir / "summary.json").read_text())["reasoner"] == "thinker"


def test_a_refused_request_is_a_failed_request_not_a_sample(problems, tmp_path, monkeypatch):
    """One 400 among good replies: no sample for it, the run is not scored (exit 1), and the
    next run asks for it again and scores everything."""
    monkeypatch.setenv(KEY_VAR, KEY)
    refusal = ("status", 400, None, {"error": {"message": "maximum context length exceeded"}})
    with ChatServer(SequenceModel(problems), [refusal]) as server:
        assert _eval(server, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "2",
                     "--concurrency", "1") == 1
    run_dir = tmp_path / "m__pot"
    assert len(server.requests) == 2 and len(_rows(run_dir / "samples.jsonl")) == 1
    [failed] = _rows(run_dir / "failed.jsonl")
    assert failed["refused"] and failed["status"] == 400 and "maximum context length" in failed["error"]
    assert not (run_dir / "summary.json").exists()
    with ChatServer(SequenceModel(problems)) as server:
        assert _eval(server, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "2", "--concurrency", "1") == 0
    assert len(server.requests) == 1  # only the refused one is asked again
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["n_samples"] == 2 and "no_code" not in summary["status_counts"]


@pytest.mark.parametrize("status, body, message", [
    (400, {"error": {"message": "max_tokens must be at most 4096", "type": "invalid_request_error"}},
     "max_tokens must be at most 4096"),  # OpenAI, llama.cpp
    (400, {"object": "error", "message": "This model's maximum context length is 2048 tokens", "code": 400},
     "maximum context length is 2048"),  # vLLM, SGLang
    (422, {"error": "option max_tokens: invalid value"}, "option max_tokens: invalid value"),  # Ollama
])
def test_a_server_that_refuses_everything_stops_eval(problems, tmp_path, monkeypatch, capsys, status, body, message):
    monkeypatch.setenv(KEY_VAR, KEY)
    refusals = [("status", status, None, body)] * 100
    with ChatServer(SequenceModel(problems), refusals) as server:
        assert _eval(server, tmp_path, "--model", "m,other", "--prompt", "pot", "--concurrency", "1",
                     "--max-tokens", "999999") == 1
    # A run of refusals, then no more asking (one more may have been on its way), and not the second model.
    assert len(server.requests) in (3, 4) and {r["model"] for r in server.requests} == {"m"}
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0] and f"HTTP {status}" in err[0]
    run_dir = tmp_path / "m__pot"
    assert not (run_dir / "summary.json").exists() and not _rows(run_dir / "samples.jsonl")
    assert len(_rows(run_dir / "failed.jsonl")) == 3  # the answers read before stopping
    # Fixed server: the same command asks again for everything and scores it.
    with ChatServer(SequenceModel(problems)) as server:
        assert _eval(server, tmp_path, "--model", "m", "--prompt", "pot", "--concurrency", "1") == 0
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["n_samples"] == len(problems) and "no_code" not in summary["status_counts"]


def test_refusals_stored_as_samples_by_an_older_version_are_asked_again(problems, tmp_path, monkeypatch):
    monkeypatch.setenv(KEY_VAR, KEY)
    with ChatServer(SequenceModel(problems)) as server:
        assert _eval(server, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "2") == 0
    samples = tmp_path / "m__pot" / "samples.jsonl"
    rows = _rows(samples)
    rows[1].update(code=None, finish_reason=["error"], error="HTTP 400: prompt too long",
                   messages=rows[1]["messages"][:1])
    samples.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with ChatServer(SequenceModel(problems)) as server:
        assert _eval(server, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "2") == 0
    assert len(server.requests) == 1
    assert all(r["code"] for r in _rows(samples)) and len(_rows(samples)) == 2


def test_replies_are_kept_as_received(problems, tmp_path, monkeypatch):
    """reasoning_content and tool_calls reach samples.jsonl; a reply cut off inside its reasoning
    is no_code, and its result row says it was cut off."""
    monkeypatch.setenv(KEY_VAR, KEY)
    first, second = problems[0], problems[1]

    def body(message, finish):
        return json.dumps({"id": "x", "object": "chat.completion", "created": 1, "model": "m",
                           "choices": [{"index": 0, "message": {"role": "assistant", **message},
                                        "finish_reason": finish}],
                           "usage": {"prompt_tokens": 10, "completion_tokens": 20}}).encode()

    code = f"def solution(x):\n    return {first.y_list[0]}\n"
    call = {"id": "call_1", "type": "function", "function": {"name": "run", "arguments": json.dumps({"code": code})}}
    replies = {
        first.task_id: body({"content": None, "reasoning_content": "it is constant?", "tool_calls": [call]},
                            "tool_calls"),
        second.task_id: body({"content": "<think>\n```python\ndef solution(x):\n    return 0\n```\nhmm",
                              "reasoning_content": None}, "length"),
    }

    # One request at a time, in problem order: each gets its problem's raw reply.
    faults = [("raw", 200, replies[first.task_id], "application/json"),
              ("raw", 200, replies[second.task_id], "application/json")]
    with ChatServer(lambda request: "unused", faults) as server:
        assert _eval(server, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "2", "--concurrency", "1") == 0
    for request in server.requests:
        assert all(set(m) == {"role", "content"} for m in request["messages"])
    samples = {r["task_id"]: r for r in _rows(tmp_path / "m__pot" / "samples.jsonl")}
    kept = samples[first.task_id]["messages"][-1]
    assert kept["reasoning_content"] == "it is constant?" and kept["tool_calls"] == [call] and kept["content"] is None
    assert samples[first.task_id]["code"] == code
    assert samples[second.task_id]["code"] is None and samples[second.task_id]["finish_reason"] == ["length"]
    results = {r["task_id"]: r for r in _rows(tmp_path / "m__pot" / "results.jsonl")}
    assert results[second.task_id]["status"] == "no_code"
    assert "cut off by the token limit" in results[second.task_id]["failure"]["detail"]
    summary = json.loads((tmp_path / "m__pot" / "summary.json").read_text())
    assert summary["tokens"]["cut_off"] == 1


def test_replies_a_real_model_sends_are_scored_on_their_code(problems, tmp_path, monkeypatch):
    """Each problem's correct reference solution, sent as models send it: unfenced with a line of prose
    after it, after a byte-order mark, and as a list of content parts. Each is scored passed."""
    monkeypatch.setenv(KEY_VAR, KEY)
    chosen = problems[:3]
    codes = [p.provenance.reference_solution for p in chosen]
    contents = [codes[0] + "This runs in constant time.",
                "\ufeff" + codes[1],
                [{"type": "thinking", "thinking": [{"type": "text", "text": "Easy."}]},
                 {"type": "text", "text": "```python\n" + codes[2][:20]},
                 {"type": "text", "text": codes[2][20:] + "```"}]]
    faults = [("raw", 200, json.dumps({"id": "x", "object": "chat.completion", "created": 1, "model": "m",
                                       "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                                    "finish_reason": "stop"}]}).encode(), "application/json")
              for content in contents]
    with ChatServer(lambda request: "unused", faults) as server:  # one request at a time, in problem order
        assert _eval(server, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "3", "--concurrency", "1") == 0
    samples = {r["task_id"]: r for r in _rows(tmp_path / "m__pot" / "samples.jsonl")}
    assert [samples[p.task_id]["code"] for p in chosen] == [c.rstrip() + "\n" for c in codes]
    assert samples[chosen[2].task_id]["messages"][-1]["content"] == contents[2]  # kept as received
    assert [_verdicts(tmp_path / "m__pot")[(p.task_id, 0)] for p in chosen] == ["passed"] * 3


def test_baselines_on_real_problems(problems, tmp_path):
    rc = main(["eval", "--problems", str(PROBLEMS), "--out", str(tmp_path), "--no-progress",
               "--model", "baseline:reference,baseline:memorise,baseline:recurrence,baseline:recurrence-all"])
    assert rc == 0
    assert set(_verdicts(tmp_path / "baseline-reference").values()) == {"passed"}
    memorise = _rows(tmp_path / "baseline-memorise" / "results.jsonl")
    assert len(memorise) == 8 and not any(r["passed"] for r in memorise)  # fails the hard tests everywhere
    recurrence_all = {r["task_id"]: r for r in _rows(tmp_path / "baseline-recurrence-all" / "results.jsonl")}
    assert recurrence_all["A046127"]["passed"]  # a cubic: found from the easy tests, right far out
    assert all(r["easy_passed"] for r in recurrence_all.values())
    assert sum(r["passed"] for r in recurrence_all.values()) == 1
    sample = _rows(tmp_path / "baseline-recurrence" / "samples.jsonl")[0]
    assert sample["messages"] == [] and sample["model"] == "baseline:recurrence" and sample["prompt"] == ""
    comparison = json.loads((tmp_path / "comparison.json").read_text())
    assert [r["pass_at_k"]["1"] for r in comparison["runs"]] == [1.0, 0.0, 0.0, 1 / 8]


def test_a_baseline_sample_the_set_no_longer_makes_is_made_again(tmp_path, capsys):
    """A run directory keeps no sample that its current set would not make: the user fixes the set,
    re-runs the same command, and it works (no file of utbench's own to delete by hand)."""
    line = json.loads(PROBLEMS.read_text().splitlines()[0])
    path, run = tmp_path / "hand-made.jsonl", tmp_path / "runs" / "baseline-reference"

    def eval_with(reference_solution) -> int:
        line["provenance"]["reference_solution"] = reference_solution
        path.write_text(json.dumps(line) + "\n")
        return main(["eval", "--problems", str(path), "--out", str(tmp_path / "runs"), "--no-progress",
                     "--model", "baseline:reference"])

    right = line["provenance"]["reference_solution"]
    assert eval_with("def solution(x):\n    return 0\n") == 0  # a wrong reference: scored as it is
    assert list(_verdicts(run).values()) == ["wrong_answer"]
    assert eval_with(right) == 0
    assert list(_verdicts(run).values()) == ["passed"]
    assert [r["code"] for r in _rows(run / "samples.jsonl")] == [right]
    # The row an older utbench stored from a set whose reference solution was a list of lines.
    (run / "samples.jsonl").write_text(json.dumps({**_rows(run / "samples.jsonl")[0], "code": right.splitlines()})
                                       + "\n")
    assert eval_with(right) == 0, capsys.readouterr().err
    assert [r["code"] for r in _rows(run / "samples.jsonl")] == [right]
    assert list(_verdicts(run).values()) == ["passed"]


@pytest.mark.parametrize("args, message", [
    (["--model", "m", "--prompt", "cot"], "unknown method 'cot'"),
    (["--model", "baseline:oracle"], "unknown baseline"),
    (["--model", "m", "--ids", "A999999"], "--ids: not in"),
    (["--model", "m", "--prompt", "pot", "--reasoner", "r"], "--reasoner writes RCoT's first turn"),
    (["--model", "m", "-k", "0"], "-k: values must be positive"),
])
def test_bad_usage_exits_2(args, message, tmp_path, capsys):
    assert main(["eval", "--problems", str(PROBLEMS), "--out", str(tmp_path), "--base-url", "http://127.0.0.1:9/v1",
                 *args]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and len(err.splitlines()) == 1


def test_wrong_key_and_changed_settings_exit_2(problems, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(KEY_VAR, KEY)
    with ChatServer(SequenceModel(problems), [("status", 401, None, {"error": {"message": "invalid api key"}})]) as s:
        assert _eval(s, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "1") == 2
    assert "invalid api key" in capsys.readouterr().err
    with ChatServer(SequenceModel(problems)) as s:
        assert _eval(s, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "1", "--temperature", "0.2") == 0
        assert _eval(s, tmp_path, "--model", "m", "--prompt", "pot", "--limit", "1", "--temperature", "0.9") == 2
    assert "temperature=0.2" in capsys.readouterr().err


def test_interrupt_stops_at_once(problems, tmp_path):
    """Ctrl-C while replies are pending: the command exits (status 130) without waiting for them,
    keeping what it stored."""
    arrived, two_in, gate = [], threading.Event(), threading.Event()

    def never_in_time(body):  # answers only once the interrupted command is gone
        arrived.append(1)
        if len(arrived) >= 2:
            two_in.set()
        gate.wait(300)
        return "too late"

    with ChatServer(never_in_time) as server:
        cmd = [sys.executable, "-m", "utbench", "eval", "--problems", str(PROBLEMS), "--base-url", server.url,
               "--out", str(tmp_path), "--no-progress", "--model", "m", "--prompt", "pot", "--concurrency", "2"]
        proc = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                **CTRL_C_ABLE)
        try:
            assert two_in.wait(60)  # both requests are waiting for their replies
            proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=60)  # a hang guard: the replies come only after it
            assert proc.returncode == 130 and "re-run the same command to resume" in err
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            gate.set()
