"""Mathematica programs of an entry (%t lines) made into expressions that give the first N terms,
for Mathics3 to run (builder/engines/wljobs.py makes them jobs; runner/mathics.py and
runner/worker/mathics_harness.py run them).

A %t block often holds several programs: alternatives separated by `(* or *)` or
`(* Alternative: *)`, or one program per line, each closed by its author's signature comment or,
unsigned, each a line that gives the terms (after the definitions above it).
Each becomes a `WLProgram`:
- `a_of_n`: it defines `a[n_]` (the OEIS's a(n)): its definitions are kept, its demo output
  dropped, and `Table[a[n], {n, offset, offset + N - 1}]` appended;
- `sized`: a final `Table[..., {n, lo, hi}]`, `Array[f, k, lo]` or `LinearRecurrence[c, init, k]`
  whose size literal is set to N (a helper `f[n_]` shown by `Table[f[n], {n, 0, 40}]` lands here,
  with the demo's own first n);
- `fixed`: any other final expression, evaluated as it is (its own number of terms).
Nothing here runs a program; every program is verified against the DATA terms before use.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from utbench.runner.mathics import A_OF_N, FIXED, SIZED, list_expression


@dataclass
class WLProgram:
    anumber: str
    index: int  # the entry's program index
    alternative: int  # position within that program's alternatives
    text: str  # the alternative, comments removed
    kind: str
    setup: str  # definitions evaluated before the term expression
    term: str  # a_of_n: the function name; sized: the final expression with {N} for its size
    offset: int
    shift: int = 0  # sized: the size literal is N + shift (a Table from n = lo ends at lo + N - 1)

    def body(self, count: int) -> str:
        """The expression whose value is the list of (at least) the first `count` terms, to be
        evaluated after `setup` (the runner makes a reference solution's the same way)."""
        return list_expression(self.kind, self.term, self.offset, self.shift, count)

    def value_at(self, n: int) -> str:
        if self.kind != A_OF_N:
            raise ValueError(f"{self.anumber}: a {self.kind} program cannot compute a(n) alone")
        return f"{self.term}[{n}]"


class WLError(ValueError):
    """A program or a result that cannot be used, with the reason."""


def strip_comments(code: str) -> tuple[str, list[str]]:
    """The code without (* ... *) comments (which nest), and the comments' texts; strings kept."""
    out, comments, i, n = [], [], 0, len(code)
    while i < n:
        if code[i] == '"':
            j = i + 1
            while j < n and code[j] != '"':
                j += 2 if code[j] == "\\" else 1
            out.append(code[i:j + 1])
            i = j + 1
        elif code.startswith("(*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if code.startswith("(*", j):
                    depth, j = depth + 1, j + 2
                elif code.startswith("*)", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            comments.append(code[i + 2:j - 2].strip())
            out.append(" ")
            i = j
        else:
            out.append(code[i])
            i += 1
    return "".join(out), comments


_SEPARATOR = re.compile(r"\(\*\s*(?:or|alternatively|alternative(?:ly)?(?:\s+program)?\s*:?|another\s+\w+\s*:?)\s*\*\)",
                        re.IGNORECASE)
_SIGNATURE = re.compile(r"\(\*[^()]*_[A-Z][^_()]*_[^()]*\*\)\s*$")  # (* _Name_, Mon DD YYYY *) ends a program


def split_alternatives(code: str) -> list[str]:
    """The separate programs of one %t block: split at `(* or *)`-style separators, and after a line
    that ends with an author's signature when the next line starts a new program."""
    pieces: list[str] = []
    for part in _SEPARATOR.split(code):
        current: list[str] = []
        for line in part.splitlines():
            current.append(line)
            if _SIGNATURE.search(line) and _balanced("\n".join(current)):
                pieces.append("\n".join(current))
                current = []
        if current:
            pieces.append("\n".join(current))
    return [p for p in (strip_comments(p)[0].strip() for p in pieces) if p]


_STRING = re.compile(r'"(?:\\.|[^"\\])*"')  # a string literal, escapes included


def _balanced(code: str) -> bool:
    text = strip_comments(code)[0]
    text = _STRING.sub("", text)
    return all(text.count(a) == text.count(b) for a, b in ("[]", "{}", "()"))


def statements(code: str) -> list[str]:
    """Top-level statements: split at `;` and at line ends outside brackets and strings (Mathematica
    reads a line end that completes an expression as the end of a statement)."""
    out, cur, depth, i = [], [], 0, 0
    while i < len(code):
        c = code[i]
        if c == '"':
            j = i + 1
            while j < len(code) and code[j] != '"':
                j += 2 if code[j] == "\\" else 1
            cur.append(code[i:j + 1])
            i = j + 1
            continue
        if c in "[{(":
            depth += 1
        elif c in "]})":
            depth -= 1
        if depth == 0 and (c == ";" or (c == "\n" and not _continues("".join(cur)))):
            out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    out.append("".join(cur))
    return [s.strip() for s in out if s.strip()]


def _continues(text: str) -> bool:
    """A line ending in an operator continues on the next line."""
    t = text.rstrip()
    return not t or t[-1] in "+-*/^=,&|@<>:.~"


_DEF = re.compile(r"^([A-Za-z]\w*)\s*\[\s*([A-Za-z]\w*)_(?:Integer)?\s*\]\s*:?=")
_ASSIGN = re.compile(r"^[A-Za-z]\w*(?:\[[^\]]*\])?\s*:?=(?!=)")
_LOOP = re.compile(r"^(Print|Do|For|While)\b")  # a statement with no value: never a program's last
# A loop that prints is the author's demo and is dropped; one that does not builds what the last
# statement reads (`s = {1}; Do[AppendTo[s, ...], {n, 2, 65}]; s`) and is kept.
_PRINTS = re.compile(r"^(Print\b|(Do|For|While)\b.*\bPrint\[)", re.DOTALL)
_TABLE = re.compile(r"^Table\[(?P<body>.+),\s*\{\s*(?P<var>[A-Za-z]\w*)\s*,\s*"
                    r"(?:(?P<lo>-?\d+)\s*,\s*)?(?P<hi>\d+)\s*\}\s*\]$",
                    re.DOTALL)
_ARRAY = re.compile(r"^Array\[\s*(?P<f>[^,\[\]]+?)\s*,\s*(?P<k>\d+)\s*(?:,\s*(?P<lo>-?\d+)\s*)?\]$")
_RECURRENCE = re.compile(r"^LinearRecurrence\[(?P<args>.+),\s*(?P<k>\d+)\s*\]$", re.DOTALL)
# Select[Range[k], test] (or over Range[lo, k], Prime[Range[k]]): the terms up to a bound k the
# author chose to show the DATA terms; the hard terms lie past it.
_SELECT = re.compile(r"^Select\[\s*(?P<prime>Prime\[\s*)?Range\[\s*(?:(?P<lo>-?\d+)\s*,\s*)?(?P<hi>\d+)\s*\]"
                     r"(?(prime)\s*\])\s*,(?P<test>.+)\]$", re.DOTALL)


def _is_result(stmt: str) -> bool:
    """A statement whose value is the program's answer: no definition, assignment or printing loop."""
    return not (_DEF.match(stmt) or _ASSIGN.match(stmt) or _LOOP.match(stmt))


def _by_result(stmts: list[str]) -> list[list[str]]:
    """The programs in one unsigned block: a block of one program per line (`Table[...]`, then
    `LinearRecurrence[...]`, then `CoefficientList[...]`) has a result statement on each line, and
    each is a program of its own, after the definitions above it; a block with one result is one
    program. Run as one block, every earlier line is evaluated first, which spends the budget (a
    slow first line leaves the fast ones unread) and gives only the last line's terms."""
    results = [i for i, s in enumerate(stmts) if _is_result(s)]
    if len(results) < 2 or results[-1] != len(stmts) - 1:
        return [stmts]
    return [[s for s in stmts[:i] if not _is_result(s)] + [stmts[i]] for i in results]


def prepare(anumber: str, index: int, code: str, offset: int) -> list[WLProgram | WLError]:
    """Every alternative of one %t program as a WLProgram, or a WLError saying why it is not used."""
    out: list[WLProgram | WLError] = []
    for alt in split_alternatives(code):
        stmts = statements(alt)
        if not stmts:
            continue
        defs = {m.group(1) for s in stmts if (m := _DEF.match(s))}
        name = next((n for n in ("a", anumber, "a" + anumber[1:]) if n in defs), None)
        if name is not None:
            # a[n] is the OEIS's own a(n): the final line is usually the demo (`Table[a[n], {n, 0, 30}]`),
            # dropped unless it is itself a definition.
            last = stmts[-1]
            setup = stmts if _DEF.match(last) or _ASSIGN.match(last) else [
                s for s in stmts[:-1] if not _PRINTS.match(s)]
            out.append(WLProgram(anumber, index, len(out), alt, A_OF_N, ";\n".join(setup), name, offset))
            continue
        # The block as Mathematica evaluates it (the last line's value, after every line above), then,
        # where several lines give terms, each of them on its own.
        out.append(_final(anumber, index, len(out), alt, stmts, offset))
        lines = _by_result(stmts)
        if len(lines) > 1:
            out += [_final(anumber, index, len(out) + j, ";\n".join(line), line, offset)
                    for j, line in enumerate(lines)]
    return out


def _final(anumber: str, index: int, k: int, alt: str, stmts: list[str], offset: int) -> WLProgram | WLError:
    """The program whose last statement gives its terms, by the shape of that statement."""
    last = stmts[-1]
    kept = [s for s in stmts[:-1] if not _PRINTS.match(s)]
    if _LOOP.match(last):
        why = "prints its terms" if _PRINTS.match(last) else "ends in a loop, which has no value"
        return WLError(f"alternative {k}: {why}")
    setup = ";\n".join(kept)
    if m := _TABLE.match(last):
        lo = int(m.group("lo")) if m.group("lo") is not None else 1
        term = f"Table[{m.group('body')}, {{{m.group('var')}, {lo}, {{N}}}}]"
        return WLProgram(anumber, index, k, alt, SIZED, setup, term, offset, shift=lo - 1)
    if m := _ARRAY.match(last):
        start = f", {m.group('lo')}" if m.group("lo") is not None else ""
        return WLProgram(anumber, index, k, alt, SIZED, setup, f"Array[{m.group('f')}, {{N}}{start}]", offset)
    if m := _RECURRENCE.match(last):
        return WLProgram(anumber, index, k, alt, SIZED, setup, f"LinearRecurrence[{m.group('args')}, {{N}}]", offset)
    if (m := _SELECT.match(last)) and _one_argument(m.group("test")):
        return WLProgram(anumber, index, k, alt, SIZED, setup, _growing_select(m), offset)
    return WLProgram(anumber, index, k, alt, FIXED, setup, last, offset)


def _growing_select(m: re.Match[str]) -> str:
    """Select's bound doubled until it gives N terms (the bound as written first): the terms of a
    filter over a range reach as far as the budget does, as a sized Table's do."""
    lo = f"{m.group('lo')}, " if m.group("lo") is not None else ""
    domain = f"Range[{lo}UTBk]"
    if m.group("prime"):
        domain = f"Prime[{domain}]"
    return (f"Module[{{UTBk = {m.group('hi')}, UTBr}}, While[Length[UTBr = Select[{domain}, {m.group('test').strip()}]]"
            " < {N}, UTBk *= 2]; Take[UTBr, {N}]]")


def _one_argument(text: str) -> bool:
    """`text` is one balanced argument: no comma outside its brackets (Select's third argument, a
    count, would be one)."""
    depth = 0
    for c in _STRING.sub("", text):
        depth += c in "[{("
        depth -= c in "]})"
        if depth < 0 or (c == "," and depth == 0):
            return False
    return depth == 0
