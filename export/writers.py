"""Writing a planned export: OpenAI chat JSONL, ShareGPT JSONL, or a Hugging Face Parquet dataset.

Every format gets the same metadata per row and the same dataset card (README.md) and
machine-readable report (export.json). Test values are decimal strings in every format: Parquet
cannot hold integers past 64 bits, and JSON readers such as pandas turn big numbers into floats.
"""
from __future__ import annotations

import importlib.util
import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import Any

from utbench.problems import reading
from utbench.problems.jsonl import write_json, write_jsonl
from utbench.problems.records import Problem

from .card import render_card
from .plan import SPLITS, ExportReport, ExportRow

FORMATS = ("hf", "openai", "sharegpt")
# `--format hf` writes with `datasets` (which brings pandas, pyarrow, fsspec, aiohttp, huggingface_hub):
# an extra, so the rest of utbench installs without them.
HF_INSTALL_HINT = "pip install 'utbench[hf]'"
REPORT_FILE = "export.json"
CARD_FILE = "README.md"
_INTERNAL = ("messages", "near_key", "exact_key")
_SHAREGPT_FROM = {"user": "human", "assistant": "gpt", "system": "system", "tool": "observation"}


def test_columns(problem: Problem) -> dict[str, list[str]]:
    return {"easy_x": [str(v) for v in problem.x_list], "easy_y": [str(v) for v in problem.y_list],
            "hard_x": [str(v) for v in problem.hard_x], "hard_y": [str(v) for v in problem.hard_y]}


def row_metadata(row: ExportRow, problems: dict[str, Problem], with_tests: bool) -> dict[str, Any]:
    meta = {k: v for k, v in asdict(row).items() if k not in _INTERNAL}
    if with_tests:
        meta.update(test_columns(problems[row.task_id]))
    return meta


def _by_split(rows: list[ExportRow]) -> dict[str, list[ExportRow]]:
    return {s: [r for r in rows if r.split == s] for s in SPLITS if any(r.split == s for r in rows)}


def parquet_name(split: str) -> str:
    return f"data/{split}-00000-of-00001.parquet"


def _write_openai(out: Path, rows: list[ExportRow], problems: dict[str, Problem], with_tests: bool) -> list[str]:
    files = []
    for split, part in _by_split(rows).items():
        # OpenAI's chat fine-tuning format allows only `messages`; the rest goes beside it, line for line.
        write_jsonl(out / f"{split}.jsonl", [{"messages": r.messages} for r in part])
        write_jsonl(out / f"{split}.metadata.jsonl",
                    [{"line": i, **row_metadata(r, problems, with_tests)} for i, r in enumerate(part, start=1)])
        files += [f"{split}.jsonl", f"{split}.metadata.jsonl"]
    return files


def sharegpt_record(row: ExportRow, problems: dict[str, Problem], with_tests: bool) -> dict[str, Any]:
    messages = row.messages
    record: dict[str, Any] = {}
    if messages and messages[0]["role"] == "system":
        record["system"] = messages[0]["content"]  # LLaMA-Factory's column for it
        messages = messages[1:]
    record["conversations"] = [{"from": _SHAREGPT_FROM.get(m["role"], m["role"]), "value": m["content"]}
                               for m in messages]
    return {**record, **row_metadata(row, problems, with_tests)}


def _write_sharegpt(out: Path, rows: list[ExportRow], problems: dict[str, Problem], with_tests: bool) -> list[str]:
    files = []
    for split, part in _by_split(rows).items():
        write_jsonl(out / f"{split}.jsonl", [sharegpt_record(r, problems, with_tests) for r in part])
        files.append(f"{split}.jsonl")
    return files


def missing_extra(fmt: str) -> str | None:
    """Why `fmt` cannot be written here (its extra is not installed), or None."""
    if fmt == "hf" and importlib.util.find_spec("datasets") is None:
        return f"--format hf needs the datasets package, which is not installed: {HF_INSTALL_HINT}"
    return None


def hf_features(with_tests: bool):  # -> datasets.Features
    from datasets import Features, Value

    string = Value("string")
    columns: dict[str, Any] = {
        "id": string, "task_id": string, "oeis_id": string, "category": string, "model": string,
        "reasoner": string, "prompt": string, "status": string, "passed": Value("bool"),
        "cpu_time_s": Value("float64"), "sample_idx": Value("int64"), "run": string,
        "conversation_source": string, "messages": [{"role": string, "content": string}],
        "code": string, "language": string,
        "problem_set": string, "problem_set_version": string, "problem_set_hash": string, "split": string,
    }
    if with_tests:
        columns.update({name: [string] for name in ("easy_x", "easy_y", "hard_x", "hard_y")})
    return Features(columns)


def _write_hf(out: Path, rows: list[ExportRow], problems: dict[str, Problem], with_tests: bool) -> list[str]:
    from datasets import Dataset, DatasetDict
    from datasets.utils.logging import disable_progress_bar

    disable_progress_bar()  # the command shows its own progress
    features = hf_features(with_tests)

    def record(row: ExportRow) -> dict[str, Any]:
        values = {**row_metadata(row, problems, with_tests), "messages": row.messages}
        return {name: values[name] for name in features}

    dataset = DatasetDict({
        split: Dataset.from_list([record(r) for r in part], features=features)
        for split, part in _by_split(rows).items()})
    files = []
    for split, ds in dataset.items():
        path = out / parquet_name(split)
        path.parent.mkdir(parents=True, exist_ok=True)
        ds.to_parquet(str(path))
        files.append(parquet_name(split))
    return files


_WRITERS = {"hf": _write_hf, "openai": _write_openai, "sharegpt": _write_sharegpt}


def previous_export(out: Path) -> dict[str, Any] | None:
    """The report of an earlier export into `out`, or None (none there, or not a report: a file cut
    by a kill). A report this user may not read is an InputError."""
    path = out / REPORT_FILE
    if not reading.is_file(path):
        return None
    try:
        return json.loads(reading.read_bytes(path))
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None


def write_export(out: str | Path, fmt: str, rows: list[ExportRow], report: ExportReport,
                 problems: list[Problem]) -> list[str]:
    """Write the data files, the card and export.json; returns the files written (relative to out).
    Files of an earlier export into the same directory are removed first, so no stale split remains."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    old = previous_export(out)
    for name in (old or {}).get("files", []):
        target = out / name
        if target.is_file() and target.resolve().is_relative_to(out.resolve()):
            os.remove(target)
    by_id = {p.task_id: p for p in problems}
    files = _WRITERS[fmt](out, rows, by_id, report.with_tests)
    (out / CARD_FILE).write_text(render_card(report, fmt, files), encoding="utf-8")
    files += [CARD_FILE, REPORT_FILE]
    write_json(out / REPORT_FILE, {"format": fmt, "files": files, **asdict(report)})
    return files
