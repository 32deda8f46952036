"""The dataset card (README.md with a Hugging Face YAML header) of a training-set export.

It says what is inside (sources, counts), how it was filtered, and what was left out and why.
"""
from __future__ import annotations

import json

from problems.records import OEIS_ATTRIBUTION

from .plan import EXCLUSION_REASONS, SPLITS, ExportReport

_SELECT_TEXT = {
    "passing": "every sample that passed every test, easy and hard (rejection sampling); a sample repeating "
               "another's program (exact or near duplicate) and its reasoning word for word is dropped",
    "fastest": "for each problem, the one passing sample with the least CPU time",
    "distinct": "every structurally distinct passing program per problem: one sample per program "
                "(exact or near duplicate), the fastest",
    "reference": "each problem's Python reference program (the one that produced the hard tests), "
                 "answering the PoT prompt; these rows have no CPU time and model `reference`",
}
_FORMAT_TEXT = {
    "hf": "Hugging Face `datasets` Parquet, one file per split",
    "openai": "OpenAI chat fine-tuning JSONL (`{\"messages\": [...]}` per line); the metadata of line *i* is "
              "line *i* of `<split>.metadata.jsonl`",
    "sharegpt": "ShareGPT JSONL (`conversations` of `from`/`value`, a leading system turn as `system`), "
                "metadata inline",
}


def _size_category(n: int) -> str:
    for limit, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M")):
        if n < limit:
            return label
    return "1M<n<10M"


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a valid YAML scalar


def _yaml_header(report: ExportReport, fmt: str, files: list[str]) -> list[str]:
    n_rows = sum(s["rows"] for s in report.splits.values())
    data = [f for f in files if not f.endswith(".metadata.jsonl")]
    lines = [
        "---",
        "license: cc-by-sa-4.0",
        "language:",
        "- en",
        f"pretty_name: {_q('utbench training set from ' + report.problem_set.get('name', ''))}",
        "task_categories:",
        "- text-generation",
        "tags:",
        "- code",
        "- mathematics",
        "- integer-sequences",
        "- oeis",
        "size_categories:",
        f"- {_size_category(n_rows)}",
        "source_datasets:",
        f"- {_q('OEIS (https://oeis.org), CC BY-SA 4.0, The OEIS Foundation Inc.')}",
        "configs:",
        "- config_name: default",
        "  data_files:",
    ]
    for split in SPLITS:
        for name in data:
            if name.rsplit("/", 1)[-1].startswith(split + ".") or name.rsplit("/", 1)[-1].startswith(split + "-"):
                lines += [f"  - split: {split}", f"    path: {_q(name)}"]
    return lines + ["---", ""]


def _table(header: tuple[str, ...], rows: list[tuple]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return out + ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]


def _anumbers(anumbers: list[str], limit: int = 40) -> str:
    shown = ", ".join(anumbers[:limit])
    return shown + (f", … ({len(anumbers) - limit} more, listed in export.json)" if len(anumbers) > limit else "")


def render_card(report: ExportReport, fmt: str, files: list[str]) -> str:
    ps = report.problem_set
    n_rows = sum(s["rows"] for s in report.splits.values())
    n_problems = sum(s["problems"] for s in report.splits.values())
    lines = _yaml_header(report, fmt, files)
    lines += [
        f"# utbench training set: {ps.get('name')} {ps.get('version')}",
        "",
        f"{n_rows} conversations for {n_problems} OEIS sequences, in which a model (or the problem set's "
        "reference program) writes `def solution(x)` computing the sequence. Every program passed all of its "
        "problem's unit tests when executed by utbench (`utbench run`/`utbench eval`; reference programs when "
        "the problem set was built): the early OEIS terms and terms far out in the sequence.",
        "",
        "## Licence and attribution",
        "",
        f"{OEIS_ATTRIBUTION} The problem statements and test values derive from OEIS entries; this "
        "dataset is therefore shared under CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), "
        "with the same attribution. Model outputs are subject to their providers' terms.",
        "",
        "## Contents",
        "",
        f"- **Format:** {_FORMAT_TEXT[fmt]}.",
        f"- **Files:** {', '.join(f'`{f}`' for f in files)}, `README.md`, `export.json` (this report as JSON).",
        f"- **Problem set:** `{ps.get('name')}` version {ps.get('version')}, content hash `{ps.get('hash')}`.",
        "- **Test values** (with `--with-tests`: columns `easy_x`, `easy_y`, `hard_x`, `hard_y`) are decimal "
        "strings, never numbers: many exceed 64 bits. Read them with `int(s)`."
        if report.with_tests else "- **Unit tests:** not included (export with `--with-tests` to add them).",
        "",
    ]
    lines += _table(("split", "rows", "sequences"), [(s, v["rows"], v["problems"]) for s, v in report.splits.items()])
    lines += ["", "### Rows per source (model / prompting method)", ""]
    lines += _table(("source", "rows"), list(report.by_source.items()))
    lines += ["", "### Rows per category", ""]
    lines += _table(("category", "rows"), list(report.by_category.items()))
    lines += ["", "## Sources", ""]
    if report.runs:
        lines += _table(("run", "model", "prompt", "reasoner", "scored samples", "passed", "pass@1", "problems solved"),
                        [(f"`{r.label}`", r.model, r.prompt or "imported", r.reasoner or "", r.n_results, r.n_passed,
                          "—" if r.pass_at_1 is None else f"{r.pass_at_1:.1%}", r.problems_solved)
                         for r in report.runs])
    else:
        lines.append("The problem set's own reference programs (no model runs).")
    lines += [
        "",
        "## How it was filtered",
        "",
        f"- **Selection (`--select {report.select}`):** {_SELECT_TEXT[report.select]}.",
        f"- **Prompting methods:** {', '.join(report.prompts) if report.prompts else 'all'}.",
        f"- **Candidates considered:** {report.n_candidates}.",
    ]
    if report.not_passing:
        failed = ", ".join(f"{k} {v}" for k, v in sorted(report.not_passing.items()))
        lines.append(f"- **Not passing every test (dropped):** {sum(report.not_passing.values())} ({failed}).")
    if report.other_prompt:
        lines.append(f"- **Other prompting method (dropped by `--prompt`):** {report.other_prompt}.")
    if report.unscored:
        lines.append(f"- **Samples without a verdict (not exported):** {report.unscored}.")
    if report.no_conversation:
        lines.append("- **Code-only samples with no way to rebuild their prompt (dropped):** "
                     f"{report.no_conversation}.")
    if report.no_reference:
        lines.append(f"- **Problems without a Python reference program:** {len(report.no_reference)} "
                     f"({_anumbers(report.no_reference)}).")
    lines += [
        f"- **Exact duplicates removed** (same program once comments, docstrings and layout are dropped): "
        f"{report.duplicates_exact}.",
        f"- **Near duplicates removed** (same syntax tree once local names are renamed and annotations "
        f"dropped; a text-similarity threshold was not used because one changed constant is usually a "
        f"different sequence): {report.duplicates_near}.",
    ]
    if report.select == "fastest":
        lines.append(f"- **Slower passing samples dropped (one per problem kept):** {report.not_fastest}.")
    lines += [
        "- **Conversations** are the chat messages exactly as sent to and received from the model "
        "(`conversation_source` = `sample`); RCoT rows have two assistant turns (reasoning, then code). "
        "Rows from code-only samples or reference programs answer the PoT prompt rebuilt from the problem "
        "(`conversation_source` = `rendered:pot`).",
        "",
        "## What was left out, and why",
        "",
    ]
    if report.exclude_after:
        n = len(report.excluded.get("created_after", {}).get("anumbers", []))
        lines.append(f"**Creation-date cut (`--exclude-after {report.exclude_after}`):** every sequence whose OEIS "
                     f"entry was created after {report.exclude_after} is left out ({n} sequences), so that an "
                     f"evaluation on problems created after that date (`utbench eval --created-after …`) never meets "
                     f"a training sequence. {report.undated_kept} sequences without a creation date are kept: no "
                     "creation-date window can contain them.")
        lines.append("")
    if report.subset:
        given = ", ".join(f"`--{k.replace('_', '-')} {' '.join(v) if isinstance(v, list) else v}`"
                          for k, v in report.subset.items())
        lines.append(f"**Subset of the problem set:** only the problems selected by {given}.")
        lines.append("")
    if report.exclude_sources:
        lines.append(f"Evaluation problem set(s): {', '.join(report.exclude_sources)} "
                     f"({report.n_evaluation_sequences} sequences). Training on them would leak the benchmark.")
        lines.append("")
    if report.excluded:
        lines += _table(("reason", "sequences", "rows removed", "A-numbers"),
                        [(EXCLUSION_REASONS[r], len(v["anumbers"]), v["rows"], _anumbers(v["anumbers"]))
                         for r, v in report.excluded.items()])
    else:
        lines.append("No sequence was excluded" + (" (none of the evaluation sequences, nor their "
                     "cross-references where asked, occur in the sources)." if report.exclude_sources
                     else ": no evaluation problem set was given (`--exclude-problems`)."))
    lines += [
        "",
        "## Splits",
        "",
        f"Splits are drawn by OEIS A-number, never by sample: all rows of a sequence are in one split. "
        f"Validation fraction {report.val_fraction:g} of the sequences, seed {report.seed} (deterministic). "
        "Sequences that share a program (near duplicate) are drawn together so that no program is in both splits"
        + (f"; linked groups: {'; '.join(', '.join(g) for g in report.linked_by_code)}." if report.linked_by_code
           else "; there were none."),
        "",
        "## Loading it",
        "",
        "```python",
    ]
    if fmt == "hf":
        data_files = {s: p for s in report.splits for p in files if p.startswith(f"data/{s}-")}
        lines += ["from datasets import load_dataset",
                  f"ds = load_dataset(\"parquet\", data_files={json.dumps(data_files)})"]
    else:
        data_files = {s: f"{s}.jsonl" for s in report.splits}
        lines += ["from datasets import load_dataset",
                  f"ds = load_dataset(\"json\", data_files={json.dumps(data_files)})"]
    lines += ["```", "", "Paths are relative to this directory; nothing is downloaded.", ""]
    return "\n".join(lines)
