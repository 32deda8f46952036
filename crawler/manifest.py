"""The snapshot's manifest (`manifest.tsv`): one row per `.seq` file, derived from the file itself,
plus where it was copied from.

`python -m utbench.crawler.manifest DIR [--add LOG ...]` re-derives every row from the files (keywords,
offset, program fields, line types, term count, sizes, SHA-256, git blob id), keeps each row's
provenance (set, source repository, path and commit, whole copy or not (`copy`), the source's
size), and adds the files named in copy logs (tab-separated: A-number, set, source commit, source
characters, `whole` or how it differs). A file without provenance is an error: nothing enters the
snapshot without saying where it came from.
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

from utbench.problems import reading

from .oeisformat import parse_seq

COLUMNS = ("anum", "set", "keywords", "offset", "program_fields", "line_types", "n_terms", "chars", "bytes",
           "sha256", "git_blob_sha1", "source_repo", "source_path", "source_commit", "copy", "source_chars")
PROVENANCE = ("set", "source_repo", "source_path", "source_commit", "copy", "source_chars")
SOURCE_REPO = "oeis/oeisdata"


def source_path(anumber: str) -> str:
    return f"seq/{anumber[:4]}/{anumber}.seq"


def derive(text: str) -> dict[str, str]:
    """The columns a file itself decides."""
    data = text.encode("utf-8")
    codes = {line[1] for line in text.splitlines() if line.startswith("%")}
    values: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith(("%K ", "%O ")):
            values[line[1]] = line.split(" ", 2)[2] if line.count(" ") >= 2 else ""
    entry = parse_seq(text)
    return {
        "anum": entry.anumber,
        "keywords": values.get("K", ""),
        "offset": values.get("O", ""),
        "program_fields": "".join(c for c in "pto" if c in codes) or "-",
        "line_types": "".join(sorted(codes)),
        "n_terms": str(len(entry.terms)),
        "chars": str(len(text)),
        "bytes": str(len(data)),
        "sha256": hashlib.sha256(data).hexdigest(),
        "git_blob_sha1": hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest(),
    }


def read_manifest(path: Path) -> dict[str, dict[str, str]]:
    """Rows by A-number (also the LODA copy's manifest, crawler/loda_snapshot.py)."""
    lines = reading.read_text(path).splitlines()
    header = lines[0].split("\t")
    return {row["anum"]: row for row in (dict(zip(header, line.split("\t"))) for line in lines[1:] if line)}


def rebuild(folder: Path, logs: list[Path]) -> list[dict[str, str]]:
    known = read_manifest(folder / "manifest.tsv") if (folder / "manifest.tsv").exists() else {}
    for log in logs:
        for line in log.read_text(encoding="utf-8").splitlines():
            anum, set_, commit, source_chars, copy = line.split("\t")[:5]
            known[anum] = {"set": set_, "source_repo": SOURCE_REPO, "source_path": source_path(anum),
                           "source_commit": commit, "copy": copy, "source_chars": source_chars}
    rows = []
    for file in sorted((folder / "seq").glob("A*/A*.seq")):
        anum = file.stem
        if anum not in known:
            raise SystemExit(f"{file}: no provenance (not in manifest.tsv nor in a copy log)")
        row = {**known[anum], **derive(file.read_text(encoding="utf-8"))}
        row.setdefault("copy", "whole")
        if not row.get("source_chars"):
            row["source_chars"] = row["chars"] if row["copy"] == "whole" else ""
        rows.append({c: row.get(c, "") for c in COLUMNS})
    return rows


def write_manifest(path: Path, rows: list[dict[str, str]]) -> None:
    path.write_text("\t".join(COLUMNS) + "\n" + "".join("\t".join(r[c] for c in COLUMNS) + "\n" for r in rows),
                    encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m utbench.crawler.manifest", description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="the snapshot (with seq/ and manifest.tsv)")
    parser.add_argument("--add", type=Path, nargs="*", default=[], metavar="LOG", help="copy logs of new files")
    args = parser.parse_args(argv)
    rows = rebuild(args.folder, args.add)
    write_manifest(args.folder / "manifest.tsv", rows)
    print(f"{args.folder / 'manifest.tsv'}: {len(rows)} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
