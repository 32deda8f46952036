"""The comparison across the runs of one `utbench eval`: pass@k, run time, and PoT versus RCoT.

The paper's efficiency of RCoT over PoT is (RunTime(PoT) − RunTime(RCoT)) / RunTime(RCoT), where
each RunTime averages, over the problems that method solved, the CPU time of its passing solutions.
The two methods solve different problems, so the figure also comes paired: over the problems both
solved. Per-problem CPU time is the mean over that problem's passing samples (results.jsonl).
"""
from __future__ import annotations

from dataclasses import dataclass
from statistics import fmean
from typing import Any

from problems.records import Result


def per_problem_cpu(results: list[Result]) -> dict[str, float]:
    """task_id -> mean CPU time of its passing samples (problems with no passing sample are absent)."""
    times: dict[str, list[float]] = {}
    for r in results:
        if r.passed and r.cpu_time_s is not None:
            times.setdefault(r.task_id, []).append(r.cpu_time_s)
    return {task: fmean(ts) for task, ts in times.items()}


def _ratio(pot: float | None, rcot: float | None) -> float | None:
    if pot is None or rcot is None or rcot <= 0:
        return None
    return (pot - rcot) / rcot


def efficiency(pot: dict[str, float], rcot: dict[str, float]) -> dict[str, Any]:
    pot_t = fmean(pot.values()) if pot else None
    rcot_t = fmean(rcot.values()) if rcot else None
    both = sorted(pot.keys() & rcot.keys())
    pot_p = fmean(pot[t] for t in both) if both else None
    rcot_p = fmean(rcot[t] for t in both) if both else None
    return {
        "paper": {"runtime_pot_s": pot_t, "runtime_rcot_s": rcot_t, "efficiency": _ratio(pot_t, rcot_t),
                  "n_pot": len(pot), "n_rcot": len(rcot)},
        "paired": {"runtime_pot_s": pot_p, "runtime_rcot_s": rcot_p, "efficiency": _ratio(pot_p, rcot_p),
                   "n_problems": len(both)},
    }


@dataclass
class RunOutcome:
    label: str
    model: str
    prompt: str
    reasoner: str | None
    run_dir: str
    summary: dict[str, Any] | None  # None: not scored (generation incomplete)
    results: list[Result]


def _pass_at(summary: dict[str, Any] | None, k: int) -> float | None:
    entry = (summary or {}).get("pass_at_k", {}).get(str(k))
    return entry.get("value") if isinstance(entry, dict) else None


def compare(runs: list[RunOutcome], ks: list[int]) -> dict[str, Any]:
    rows, times = [], {}
    for run in runs:
        cpu = per_problem_cpu(run.results)
        times[run.label] = cpu
        rows.append({
            "label": run.label, "model": run.model, "prompt": run.prompt, "reasoner": run.reasoner,
            "run_dir": run.run_dir, "scored": run.summary is not None,
            "pass_at_k": {str(k): _pass_at(run.summary, k) for k in ks},
            "easy_pass_at_1": ((run.summary or {}).get("easy_only") or {}).get("pass_at_1"),
            "problems_solved": len(cpu),
            "avg_cpu_time_s": fmean(cpu.values()) if cpu else None,
            "categories": {c: v.get("pass_at_1") for c, v in ((run.summary or {}).get("categories") or {}).items()},
            "replies_cut_off": ((run.summary or {}).get("tokens") or {}).get("cut_off"),
        })
    pairs = []
    for pot in (r for r in runs if r.prompt == "pot" and r.summary is not None):
        for rcot in (r for r in runs if r.prompt == "rcot" and r.model == pot.model and r.summary is not None):
            pairs.append({"model": pot.model, "reasoner": rcot.reasoner, "pot": pot.label, "rcot": rcot.label,
                          **efficiency(times[pot.label], times[rcot.label])})
    return {"ks": ks, "runs": rows, "pot_vs_rcot": pairs}


def _fmt(value: float | None, spec: str = ".3f") -> str:
    return "—" if value is None else format(value, spec)


def print_comparison(comparison: dict[str, Any], console: Any) -> None:
    from rich.table import Table

    table = Table(title="Runs (CPU s: mean over solved problems of the passing samples' CPU time)",
                  title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("run", overflow="fold")
    for name in (*(f"pass@{k}" for k in comparison["ks"]), "easy p@1", "solved", "CPU s", "cut off"):
        table.add_column(name, justify="right", no_wrap=True, min_width=6)
    for number, row in enumerate(comparison["runs"], start=1):
        cells = [_fmt(row["pass_at_k"][str(k)], ".1%") for k in comparison["ks"]]
        if not row["scored"]:
            cells = ["not scored"] + [""] * (len(cells) - 1)
        cut = row["replies_cut_off"]
        table.add_row(str(number), row["label"], *cells, _fmt(row["easy_pass_at_1"], ".1%"), str(row["problems_solved"]),
                      _fmt(row["avg_cpu_time_s"], ".4f"), "—" if cut is None else str(cut))
    console.print(table)
    categories = sorted({c for row in comparison["runs"] for c in row["categories"]})
    if categories and len(comparison["runs"]) > 1:
        table = Table(title="pass@1 per category (runs numbered as above)", title_justify="left")
        table.add_column("category", no_wrap=True)
        for number in range(1, len(comparison["runs"]) + 1):
            table.add_column(f"#{number}", justify="right")
        for c in categories:
            table.add_row(c, *(_fmt(row["categories"].get(c), ".1%") for row in comparison["runs"]))
        console.print(table)
    if not comparison["pot_vs_rcot"]:
        return
    table = Table(title="RCoT vs PoT: eff. = (RunTime(PoT) − RunTime(RCoT)) / RunTime(RCoT); first as the paper "
                  "(each over the problems it solved), then paired (over the problems both solved)",
                  title_justify="left")
    table.add_column("model", overflow="fold")
    for name in ("PoT s", "RCoT s", "eff.", "paired", "PoT s", "RCoT s", "eff."):
        table.add_column(name, justify="right", no_wrap=True, min_width=6)
    for pair in comparison["pot_vs_rcot"]:
        paper, paired = pair["paper"], pair["paired"]
        name = pair["model"] + (f" (reasoning: {pair['reasoner']})" if pair["reasoner"] else "")
        table.add_row(name, _fmt(paper["runtime_pot_s"], ".4f"), _fmt(paper["runtime_rcot_s"], ".4f"),
                      _fmt(paper["efficiency"], "+.1%"), str(paired["n_problems"]),
                      _fmt(paired["runtime_pot_s"], ".4f"), _fmt(paired["runtime_rcot_s"], ".4f"),
                      _fmt(paired["efficiency"], "+.1%"))
    console.print(table)
