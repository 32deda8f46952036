"""The export's dataset card (export/card.py, worded by export/templates/card.md): every optional
section appears exactly when the report has something for it, laid out line by line."""
from __future__ import annotations

from utbench.export.card import render_card
from utbench.export.plan import ExportReport, RunReport

SPLITS = {"train": {"rows": 30, "problems": 20}, "validation": {"rows": 3, "problems": 2}}
FILES = ["train.jsonl", "validation.jsonl", "train.metadata.jsonl", "validation.metadata.jsonl"]


def _bare() -> ExportReport:
    return ExportReport(select="passing", prompts=None, with_tests=False, val_fraction=0.1, seed=7,
                        problem_set={"name": "small", "version": "1", "hash": "h"}, splits=SPLITS,
                        by_source={"m / pot": 33}, by_category={"a": 33})


def test_a_bare_report_has_no_optional_lines_and_the_card_ends_with_one_newline() -> None:
    card = render_card(_bare(), "openai", FILES)
    assert card.startswith("---\nlicense: cc-by-sa-4.0\n")
    assert ("  data_files:\n  - split: train\n    path: \"train.jsonl\"\n  - split: validation\n"
            "    path: \"validation.jsonl\"\n---\n\n# utbench training set: small 1\n\n") in card
    assert "- **Files:** `train.jsonl`, `validation.jsonl`, `train.metadata.jsonl`, `validation.metadata.jsonl`, " \
           "`README.md`, `export.json` (this report as JSON).\n" in card
    assert "- **Unit tests:** not included" in card and "Test values" not in card
    assert "## Sources\n\nThe problem set's own reference programs (no model runs).\n\n## How it was filtered\n" in card
    assert "- **Candidates considered:** 0.\n- **Exact duplicates removed**" in card  # no optional line between
    assert "## What was left out, and why\n\nNo sequence was excluded: no evaluation problem set was given " \
           "(`--exclude-problems`).\n\n## Splits\n" in card
    assert "in both splits; there were none.\n\n## Loading it\n\n```python\n" in card
    assert card.endswith('ds = load_dataset("json", data_files={"train": "train.jsonl", "validation": '
                         '"validation.jsonl"})\n```\n\nPaths are relative to this directory; nothing is downloaded.\n')
    for absent in ("Not passing", "Other prompting", "without a verdict", "Code-only", "without a Python reference",
                   "Slower passing", "Creation-date cut", "Subset of", "Evaluation problem set(s)"):
        assert absent not in card


def test_every_optional_section_of_a_full_report() -> None:
    report = _bare()
    report.select, report.prompts, report.with_tests = "fastest", ["pot", "rcot"], True
    report.runs = [RunReport("runs/a", "m / pot", "m", "pot", None, 10, 7, 0.7, 6),
                   RunReport("runs/b", "m / x", "m", "", "r", 10, 3, None, None)]
    report.not_passing = {"timeout": 1, "wrong": 3}
    report.other_prompt, report.unscored, report.no_conversation = 2, 5, 1
    report.no_reference = [f"A{i:06d}" for i in range(1, 43)]
    report.not_fastest, report.exclude_after, report.undated_kept = 6, "2024-01", 2
    report.excluded = {"created_after": {"anumbers": ["A000001", "A000002"], "rows": 4}}
    report.subset = {"ids": ["A1", "A2"], "limit": 5}
    report.exclude_sources, report.n_evaluation_sequences = ["utmath.jsonl"], 99
    report.linked_by_code = [["A1", "A2"], ["A3", "A4"]]
    card = render_card(report, "hf", ["data/train-00000.parquet", "data/validation-00000.parquet"])
    assert "- **Test values** (with `--with-tests`" in card
    assert ("| `m / pot` | m | pot |  | 10 | 7 | 70.0% | 6 |\n"
            "| `m / x` | m | imported | r | 10 | 3 | — | None |\n") in card
    assert ("- **Prompting methods:** pot, rcot.\n- **Candidates considered:** 0.\n"
            "- **Not passing every test (dropped):** 4 (timeout 1, wrong 3).\n"
            "- **Other prompting method (dropped by `--prompt`):** 2.\n"
            "- **Samples without a verdict (not exported):** 5.\n"
            "- **Code-only samples with no way to rebuild their prompt (dropped):** 1.\n"
            "- **Problems without a Python reference program:** 42 (A000001, ") in card
    assert "A000040, … (2 more, listed in export.json)).\n" in card
    assert "- **Slower passing samples dropped (one per problem kept):** 6.\n" in card
    assert "is left out (2 sequences)" in card and "2 sequences without a creation date are kept" in card
    assert "contain them.\n\n**Subset of the problem set:** only the problems selected by `--ids A1 A2`, " \
           "`--limit 5`.\n\nEvaluation problem set(s): utmath.jsonl (99 sequences). Training on them would leak " \
           "the benchmark.\n\n| reason | sequences | rows removed | A-numbers |\n" in card
    assert "No sequence was excluded" not in card
    assert "; linked groups: A1, A2; A3, A4.\n" in card
    assert "  - split: train\n    path: \"data/train-00000.parquet\"\n" in card
    assert 'ds = load_dataset("parquet", data_files={"train": "data/train-00000.parquet", ' \
           '"validation": "data/validation-00000.parquet"})\n' in card


def test_evaluation_sets_given_but_nothing_excluded() -> None:
    report = _bare()
    report.exclude_sources = ["utmath.jsonl"]
    card = render_card(report, "sharegpt", FILES)
    assert "leak the benchmark.\n\nNo sequence was excluded (none of the evaluation sequences, nor their " \
           "cross-references where asked, occur in the sources).\n\n## Splits" in card
