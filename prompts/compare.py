"""The comparison across the runs of one `utbench eval`: pass@k, run time, and PoT versus RCoT.

Every figure is read from the runs' summary.json; the PoT-versus-RCoT efficiency is
runner.scoring.pot_vs_rcot over the per-problem CPU times the summaries state.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from utbench.runner.scoring import pot_vs_rcot


@dataclass
class RunOutcome:
    label: str
    model: str
    prompt: str
    reasoner: str | None
    run_dir: str
    summary: dict[str, Any] | None  # None: not scored (generation incomplete)


def _pass_at(summary: dict[str, Any] | None, k: int) -> float | None:
    entry = (summary or {}).get("pass_at_k", {}).get(str(k))
    return entry.get("value") if isinstance(entry, dict) else None


def compare(runs: list[RunOutcome], ks: list[int]) -> dict[str, Any]:
    rows, times = [], {}
    for run in runs:
        efficiency = (run.summary or {}).get("efficiency") or {}
        times[run.label] = efficiency.get("per_problem_avg_cpu_time_s") or {}
        rows.append({
            "label": run.label, "model": run.model, "prompt": run.prompt, "reasoner": run.reasoner,
            "run_dir": run.run_dir, "scored": run.summary is not None,
            "pass_at_k": {str(k): _pass_at(run.summary, k) for k in ks},
            "easy_pass_at_1": ((run.summary or {}).get("easy_only") or {}).get("pass_at_1"),
            "problems_solved": ((run.summary or {}).get("easy_and_hard") or {}).get("problems_solved"),
            "avg_cpu_time_s": efficiency.get("avg_cpu_time_s"),
            "relative_cpu": (efficiency.get("relative_to_reference") or {}).get("geometric_mean"),
            "categories": {c: v.get("pass_at_1") for c, v in ((run.summary or {}).get("categories") or {}).items()},
            "replies_cut_off": ((run.summary or {}).get("tokens") or {}).get("cut_off"),
        })
    pairs = []
    for pot in (r for r in runs if r.prompt == "pot" and r.summary is not None):
        for rcot in (r for r in runs if r.prompt == "rcot" and r.model == pot.model and r.summary is not None):
            pairs.append({"model": pot.model, "reasoner": rcot.reasoner, "pot": pot.label, "rcot": rcot.label,
                          **pot_vs_rcot(times[pot.label], times[rcot.label])})
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
        table.add_row(str(number), row["label"], *cells, _fmt(row["easy_pass_at_1"], ".1%"),
                      str(row["problems_solved"]), _fmt(row["avg_cpu_time_s"], ".4f"), "—" if cut is None else str(cut))
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
