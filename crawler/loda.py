"""Read LODA programs (loda-lang/loda-programs): a program's header, its instructions, and the tree of
`oeis/NNN/AxxxxxX.asm` files as a folder or as a packed `.tar.xz`/`.tar`.

A program file: `; A000045: <OEIS name>`, optionally `; Submitted by <miner>`, a comment line of the
sequence's first terms, other header comments (`; Formula: ...`), directives (`#offset 1`), then one
operation a line (`opcode target,source`, `;` starts a comment). What the operations mean is the
engine's job (builder/loda.py); this module only reads.
"""
from __future__ import annotations

import re
import subprocess
import tarfile
import time
from dataclasses import dataclass
from pathlib import Path

from utbench.problems import reading

from .errors import EntryError

_NAME_LINE = re.compile(r"^; (A\d{6,}):[ \t]?(.*?)\s*$")
_TERMS_LINE = re.compile(r"^;[ \t]*(-?\d+(?:,-?\d+)*)\s*$")
_DIRECTIVE = re.compile(r"^#(\w+)\s+(-?\d+)$")
_OPERATION = re.compile(r"^([a-z]{3})(?:\s+(\S+?)(?:\s*,\s*(\S+))?)?$")
_OPERAND = re.compile(r"^(\$\$|\$)?(-?\d+)$")
_ANUMBER = re.compile(r"^A\d{6,}$")
_MEMBER = re.compile(r"(?:^|/)oeis/\d{3}/(A\d{6,})\.asm$")
_README_COMMIT = re.compile(r"at commit\s+`([0-9a-f]{7,40})`")

CONSTANT, DIRECT, INDIRECT = "constant", "direct", "indirect"


@dataclass(frozen=True)
class Operand:
    kind: str  # CONSTANT (5), DIRECT ($5) or INDIRECT ($$5)
    value: int

    def __str__(self) -> str:
        return {CONSTANT: "", DIRECT: "$", INDIRECT: "$$"}[self.kind] + str(self.value)


@dataclass(frozen=True)
class Instruction:
    line: int  # 1-based line in the file
    op: str  # the opcode as written ("mov", "lpb", ...): known or not, the engine decides
    args: tuple[Operand, ...]

    def __str__(self) -> str:
        return f"{self.op} {','.join(map(str, self.args))}".rstrip()


@dataclass(frozen=True)
class LodaProgram:
    anumber: str
    name: str  # the OEIS name from the `; A000045: ...` line
    terms: tuple[int, ...]  # the header's terms line: a(offset), a(offset+1), ...
    offset: int  # `#offset k`, default 0
    text: str  # the whole file
    calls: tuple[str, ...]  # A-numbers called with `seq`, in order of first call, each once


class LodaMissing(LookupError):
    """A program asked for is not in the tree: `callee` is missing (called by `caller`, or asked for directly)."""

    def __init__(self, caller: str | None, callee: str, where: str):
        self.caller, self.callee, self.where = caller, callee, where
        what = f"{caller} calls {callee} with seq, but" if caller else callee + ":"
        super().__init__(f"{what} there is no program for {callee} in {where}")


def parse_code(text: str, where: str = "<loda>", anumber: str | None = None) -> tuple[Instruction, ...]:
    """The operations of a program (comments, blank lines and directives left out), each with its line.

    A line that is not an operation (bad operand, missing comma, a stray token) raises EntryError naming
    the line; whether an opcode is known is left to the engine."""
    out = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.split(";", 1)[0].strip()
        if not line or line.startswith("#"):
            continue
        m = _OPERATION.match(line)
        if not m:
            raise EntryError(anumber, where, number, "operation", f"not an operation: {line[:60]!r}")
        args = []
        for token in (m.group(2), m.group(3)):
            if token is None:
                continue
            o = _OPERAND.match(token)
            if not o:
                raise EntryError(anumber, where, number, "operand", f"not an operand: {token[:40]!r}")
            kind = {None: CONSTANT, "$": DIRECT, "$$": INDIRECT}[o.group(1)]
            value = int(o.group(2))
            if kind != CONSTANT and value < 0:
                raise EntryError(anumber, where, number, "operand", f"negative memory index: {token!r}")
            args.append(Operand(kind, value))
        out.append(Instruction(number, m.group(1), tuple(args)))
    return tuple(out)


def seq_anumber(number: int) -> str:
    """`seq $1,45` calls A000045."""
    return f"A{number:06d}"


def parse_program(anumber: str, text: str, where: str = "") -> LodaProgram:
    """Read a program file. A malformed header (no `; Axxxxxx: name` first line, another A-number, no
    terms line), a bad directive or a bad operation raises EntryError: one line naming file and line."""
    where = where or f"{anumber}.asm"
    lines = text.split("\n")
    first = _NAME_LINE.match(lines[0]) if lines else None
    if not first:
        raise EntryError(anumber, where, 1, "header", "first line is not '; Axxxxxx: <name>'")
    if first.group(1) != anumber:
        raise EntryError(anumber, where, 1, "header", f"names {first.group(1)}, not {anumber}")
    terms: tuple[int, ...] | None = None
    offset = 0
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.strip()
        if terms is None and line.startswith(";"):
            m = _TERMS_LINE.match(line)
            if m:
                terms = tuple(int(t) for t in m.group(1).split(","))
        elif line.startswith("#"):
            d = _DIRECTIVE.match(line.split(";", 1)[0].strip())
            if not d or d.group(1) != "offset":
                raise EntryError(anumber, where, number, "directive", f"not '#offset k': {line[:60]!r}")
            offset = int(d.group(2))
        elif line and not line.startswith(";") and terms is None:
            break  # the code starts before any terms line
    if terms is None:
        raise EntryError(anumber, where, None, "header", "no terms line ('; 0,1,1,2,...') before the code")
    calls: list[str] = []
    for ins in parse_code(text, where, anumber):
        if ins.op == "seq" and len(ins.args) == 2 and ins.args[1].kind == CONSTANT:
            callee = seq_anumber(ins.args[1].value)
            if callee not in calls:
                calls.append(callee)
    return LodaProgram(anumber, first.group(2), terms, offset, text, tuple(calls))


class LodaTree:
    """The programs of a loda-programs checkout (its root or its `oeis/` folder) or of the packed archive.

    An archive is read whole into memory the first time a program is asked for (the shared 26.7 MB
    .tar.xz of 155,706 programs: 6 s of CPU and 228 MB, see docs/loda.md); a folder is read file by file.
    `commit` is the source commit when known: given, else `git rev-parse HEAD` of a checkout, else the
    commit a README.md beside an archive names (as ../shared/loda/README.md does), else None."""

    def __init__(self, source: str | Path, commit: str | None = None):
        self.source = Path(source)
        if not reading.exists(self.source):
            raise FileNotFoundError(f"{self.source}: no such LODA tree (a folder or a .tar.xz/.tar archive)")
        self._archive = reading.is_file(self.source)
        self._folder: Path = self.source  # where the NNN/ folders are (a folder tree only)
        if not self._archive:
            self._folder = self.source if reading.is_dir(self.source / "000") else self.source / "oeis"
            if not reading.is_dir(self._folder):
                raise FileNotFoundError(f"{self.source}: neither a loda-programs checkout nor its oeis/ folder")
        self._members: dict[str, bytes] | None = None
        self._parsed: dict[str, LodaProgram] = {}
        self.load_seconds: float | None = None
        self.commit = commit or self._find_commit()

    def __repr__(self) -> str:
        return f"LodaTree({str(self.source)!r}, commit={self.commit!r})"

    def _find_commit(self) -> str | None:
        if self._archive:
            readme = self.source.parent / "README.md"
            if reading.is_file(readme):
                text = reading.read_text(readme, errors="replace")
                m = _README_COMMIT.search(text)
                if m and self.source.name in text:
                    return m.group(1)
            return None
        root = self._folder.parent if self._folder.name == "oeis" else self._folder
        try:
            top = subprocess.run(["git", "-C", str(root), "rev-parse", "--show-toplevel", "HEAD"],
                                 capture_output=True, text=True, timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            return None
        out = top.stdout.split()
        # Only a checkout of its own: a fixture folder inside another repository is not at that commit.
        if top.returncode != 0 or len(out) != 2 or Path(out[0]).resolve() != root.resolve():
            return None
        return out[1]

    def _load(self) -> dict[str, bytes]:
        if self._members is None:
            started = time.monotonic()
            members: dict[str, bytes] = {}
            with reading.opened(self.source) as packed, tarfile.open(fileobj=packed, mode="r:*") as tar:
                for info in tar:
                    m = _MEMBER.search(info.name)
                    if m and info.isfile():
                        member = tar.extractfile(info)
                        if member is not None:
                            members[m.group(1)] = member.read()
            self._members = members
            self.load_seconds = time.monotonic() - started
        return self._members

    def _path(self, anumber: str) -> Path:
        return self._folder / anumber[1:4] / f"{anumber}.asm"

    def _where(self, anumber: str) -> str:
        if self._archive:
            return f"{self.source}:oeis/{anumber[1:4]}/{anumber}.asm"
        return str(self._path(anumber))

    def get(self, anumber: str) -> LodaProgram | None:
        """The program for an A-number, or None. A malformed file raises EntryError."""
        if anumber in self._parsed:
            return self._parsed[anumber]
        if not _ANUMBER.match(anumber):
            return None
        if self._archive:
            data = self._load().get(anumber)
        else:
            path = self._path(anumber)
            data = reading.read_bytes(path) if reading.is_file(path) else None
        if data is None:
            return None
        program = parse_program(anumber, data.decode("utf-8"), self._where(anumber))
        self._parsed[anumber] = program
        return program

    def anumbers(self) -> list[str]:
        if self._archive:
            return sorted(self._load())
        return sorted(p.stem for p in reading.matching(self._folder, "[0-9][0-9][0-9]/A*.asm")
                      if _ANUMBER.match(p.stem))

    def closure(self, anumber: str) -> dict[str, LodaProgram]:
        """The program and every program it calls with seq, transitively, each once (a cycle is read once
        and left to the engine to refuse). A missing program raises LodaMissing naming caller and callee."""
        main = self.get(anumber)
        if main is None:
            raise LodaMissing(None, anumber, str(self.source))
        found = {anumber: main}
        todo = [main]
        while todo:
            program = todo.pop()
            for callee in program.calls:
                if callee in found:
                    continue
                got = self.get(callee)
                if got is None:
                    raise LodaMissing(program.anumber, callee, str(self.source))
                found[callee] = got
                todo.append(got)
        return found
