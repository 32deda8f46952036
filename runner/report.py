"""The one-screen summary printed at the end of a run."""
from __future__ import annotations

from rich.console import Console
from rich.table import Table


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def print_summary(summary: dict, console: Console | None = None) -> None:
    console = console or Console()
    ps = summary.get("problem_set", {})
    console.print(f"[bold]{summary.get('label', 'run')}[/bold]  problem set {ps.get('name')} {ps.get('version')} "
                  f"({ps.get('n_problems')} problems, hash {str(ps.get('hash', ''))[:12]}), "
                  f"{summary['n_samples']} samples, n = {summary['n']}, sandbox {summary['config']['sandbox']}")
    main = Table(title="Scores", show_header=True)
    for column in ("metric", "value", "95% CI"):
        main.add_column(column)
    shown = [k for k in summary["pass_at_k"] if int(k) in (summary.get("requested_k") or [1, 5]) or k == "1"]
    for k in shown:
        cell = summary["pass_at_k"][k]
        main.add_row(f"pass@{k}", _pct(cell["value"]), f"{_pct(cell['ci_low'])} – {_pct(cell['ci_high'])}")
    main.add_row("pass@1 easy tests only", _pct(summary["easy_only"]["pass_at_1"]), "")
    main.add_row("pass@1 easy + hard tests", _pct(summary["easy_and_hard"]["pass_at_1"]), "")
    eff = summary["efficiency"]
    if eff["avg_cpu_time_s"] is not None:
        main.add_row("avg CPU time over solved problems", f"{eff['avg_cpu_time_s'] * 1000:.1f} ms",
                     f"median {eff['median_cpu_time_s'] * 1000:.1f} ms over {eff['n_problems_timed']}")
    relative = (eff.get("relative_to_reference") or {}).get("geometric_mean")
    if relative is not None:
        main.add_row("CPU time × reference program", f"{relative:.2f}×",
                     f"geometric mean over {eff['relative_to_reference']['n_problems']}")
    console.print(main)
    cats = Table(title="Per category (pass@1)")
    for column in ("category", "problems", "easy only", "easy + hard"):
        cats.add_column(column)
    for name, cell in summary["categories"].items():
        cats.add_row(name, str(cell["n_problems"]), _pct(cell["easy_pass_at_1"]), _pct(cell["pass_at_1"]))
    console.print(cats)
    statuses = ", ".join(f"{s} {n}" for s, n in summary["status_counts"].items())
    console.print(f"statuses: {statuses}")
    if summary["problems_without_samples"]:
        missing = summary["problems_without_samples"]
        console.print(f"[yellow]{len(missing)} problems have no samples and count as unsolved[/yellow]: "
                      f"{', '.join(missing[:8])}{' …' if len(missing) > 8 else ''}")
