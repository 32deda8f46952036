"""The LODA programs a build uses, copied into the snapshot with a manifest row each.

`utbench crawl --loda SRC --entries DIR --loda-out OUT` copies from a loda-programs tree (a checkout,
its `oeis/` folder, or the packed archive) the program of every entry in DIR that has one, and with
`--loda-entries-after DATE` every program of a sequence created on or after DATE by its creation
bounds (the fresh split's sequences known only from their program), each with every program it
calls through `seq`. OUT keeps the tree's layout (`oeis/NNN/AxxxxxX.asm`, so it opens as a tree
itself), a `manifest.tsv` (A-number, role, size, SHA-256, source repository, path and commit) and
a README with both licences. A replay then needs no external tree.
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from utbench.problems import reading

from .loda import LodaMissing, LodaTree
from .manifest import read_manifest as oeis_manifest

SOURCE_REPO = "loda-lang/loda-programs"
COLUMNS = ("anum", "role", "bytes", "sha256", "source_repo", "source_path", "source_commit")
ENTRY, CALLEE = "entry", "callee"  # a sequence's own program; a program only called through `seq`

README = """# LODA programs used by the embedded problem set

The programs here are copied unchanged from the `oeis/` folder of the repository
`{repo}` at commit `{commit}`, one file per sequence, in that folder's layout
(`oeis/NNN/AxxxxxX.asm`). `manifest.tsv` lists each with its role (`entry`: the program of a
sequence the build uses; `callee`: a program another one calls through `seq`), size, SHA-256 and
source path and commit. utbench runs them with its own LODA engine (builder/loda.py): as a second,
independent program beside an OEIS entry's own, and as the only program of a sequence created in
2026 whose OEIS entry the snapshot lacks.

## Licences
- The programs: Apache License 2.0, (c) the LODA contributors (https://loda-lang.org).
- The sequence names and terms in the programs' headers are OEIS data: The On-Line Encyclopedia of
  Integer Sequences(R), https://oeis.org, (c) The OEIS Foundation Inc., licensed CC BY-SA 4.0
  (https://creativecommons.org/licenses/by-sa/4.0/).
"""


@dataclass(frozen=True)
class Copied:
    anumber: str
    role: str
    path: Path


def source_path(anumber: str) -> str:
    return f"oeis/{anumber[1:4]}/{anumber}.asm"


def wanted_closure(tree: LodaTree, anumbers: Iterable[str]) -> tuple[dict[str, str], dict[str, str]]:
    """({A-number: role} for the programs to copy, {A-number: why it was left out})."""
    roles: dict[str, str] = {}
    skipped: dict[str, str] = {}
    for anumber in sorted(set(anumbers)):
        if tree.get(anumber) is None:
            continue
        try:
            closure = tree.closure(anumber)
        except LodaMissing as err:
            skipped[anumber] = str(err)
            continue
        roles[anumber] = ENTRY
        for callee in closure:
            roles.setdefault(callee, CALLEE)
    return roles, skipped


def copy_programs(tree: LodaTree, roles: dict[str, str], out: Path) -> list[dict[str, str]]:
    """Write every program of `roles` under `out` in the tree's layout, its manifest and README."""
    rows = []
    for anumber in sorted(roles):
        program = tree.get(anumber)
        assert program is not None  # wanted_closure listed only programs the tree has
        data = program.text.encode("utf-8")
        path = out / source_path(anumber)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        rows.append({"anum": anumber, "role": roles[anumber], "bytes": str(len(data)),
                     "sha256": hashlib.sha256(data).hexdigest(), "source_repo": SOURCE_REPO,
                     "source_path": source_path(anumber), "source_commit": tree.commit or ""})
    (out / "manifest.tsv").write_text("\t".join(COLUMNS) + "\n"
                                      + "".join("\t".join(r[c] for c in COLUMNS) + "\n" for r in rows),
                                      encoding="utf-8")
    (out / "README.md").write_text(README.format(repo=SOURCE_REPO, commit=tree.commit or "unknown"),
                                   encoding="utf-8")
    return rows


def read_manifest(folder: Path) -> dict[str, dict[str, str]]:
    path = folder / "manifest.tsv"
    return oeis_manifest(path) if reading.is_file(path) else {}


def manifest_commit(path: Path) -> str | None:
    """The source commit of a copied tree, from its manifest (one commit for all rows), else None
    (LodaTree then asks git, or the README beside a packed archive)."""
    commits = {row.get("source_commit", "") for row in read_manifest(path).values()} if reading.is_dir(path) else set()
    return (commits.pop() or None) if len(commits) == 1 else None
