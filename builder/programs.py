"""An entry's reference programs as term generators.

Each PARI/GP or Python program of an entry is classified by its shape (a function a(n), a
function returning the first n terms, an `isok(k)` filter, a generator, or a top-level expression
whose size is one integer literal) and wrapped as `solution(x)` in its own language, the form the
runner's executor runs (runner/executor.py: collect mode returns each value with the child's CPU
stamp). A program that cannot be used gets a one-line reason. Nothing here runs a program: that
is `builder.mine`'s job, through the executor.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, replace

from utbench.crawler.entry import Entry, Program

from .engines import EngineProgram, engine_programs

# Shapes, in the order a program is tried.
A_OF_N = "a_of_n"  # a(n) for any single n: the first N terms are a(offset..offset+N-1)
LIST = "list"  # f(N) returns (at least) the first N terms
FILTER = "filter"  # isok(k): the sequence is the k >= a(offset) that pass
GENERATOR = "generator"  # Python generator of the terms, no arguments
EXPRESSION = "expression"  # top-level GP expression whose length grows with one integer literal

MINED_LANGUAGES = ("pari", "python")
LODA = "loda"  # a LODA program, run as its Python translation (builder/loda.py)


@dataclass
class Generator:
    """A usable reference program: how to run it as `solution(x)`."""

    anumber: str
    language: str  # "pari", "python" or "loda" (run as its Python translation)
    index: int  # position among the entry's programs
    program: str  # the program text as the entry has it
    shape: str
    function: str  # the function called (for EXPRESSION: the wrapper UTB_F)
    prelude: str  # the program cleaned for loading: definitions kept, demo output dropped
    offset: int
    start: int = 0  # FILTER: first k tried
    source: str = ""  # "": the entry's own program (OEIS, CC BY-SA); else an engine's author and licence

    @property
    def direct(self) -> bool:
        """a(n) can be computed for a single large n without the earlier terms."""
        return self.shape == A_OF_N

    @property
    def streams(self) -> bool:
        """Its terms come one by one in order (a(n), a generator, a filter), each with a CPU stamp,
        so one collect run over a range shows how many terms fit the budget. A list or expression
        program computes all of its first N terms in one call, so N must be chosen before the run."""
        return self.shape in (A_OF_N, GENERATOR, FILTER)

    def reference_solution(self) -> str:
        """The program wrapped as `solution(x)` in its own language."""
        return (_gp_solution if self.language == "pari" else _py_solution)(self)

    def collect_code(self, count: int | None = None, cpu_limit_s: float | None = None) -> str:
        """`solution(x)` for the miner's collect runs. A program that streams: the reference
        solution. A list or expression program: f(count) computed once, so that a run yields the
        first `count` terms exactly as a try at N = count computes them (a reference solution
        computes a little more than asked, which may change the last terms of a truncated series).

        cpu_limit_s: solution(x) refuses to start a term once the child's CPU clock (the clock of
        the runner's stamps) has passed it, so a run stops within one term of its limit instead of
        when the evaluator, reading a fast stream behind the child, asks the worker to stop it.
        Python programs may recurse as deep as a(n) at large n needs."""
        if not self.streams and count is None:
            raise ValueError(f"{self.anumber}: a {self.shape} program needs the number of terms to compute")
        count = None if self.streams else count
        if self.language == "pari":
            code = _gp_solution(self, count)
            if cpu_limit_s is not None:
                code += _GP_LIMITED.format(limit=int(cpu_limit_s * 1000), message=LIMIT_SPENT)
            return code
        code = _py_solution(self, count) + "\nimport sys as _utb_sys\n_utb_sys.setrecursionlimit(100000)\n"
        if cpu_limit_s is not None:
            code += _PY_LIMITED.format(limit=float(cpu_limit_s), message=LIMIT_SPENT)
        return code

    @property
    def executor_language(self) -> str:
        """The runner's name for the language (runner/executor.py Job.language)."""
        return "gp" if self.language == "pari" else "python"


LIMIT_SPENT = "stopped: the run's CPU limit is spent"
# gp's clock (getabstime, also its CPU stamps) counts user time only, while a stream of cheap terms
# spends as much again in the kernel writing them out: the limit is checked on user + system time
# from /proc/self/stat (10 ms ticks), read again after a quarter of the time left has passed in
# user time (never less than 2 ms), so the checks cost little and the stop is within ~2% of it.
_GP_LIMITED = """UTB_S = solution;
UTB_NEXT = 0;
utb_cpu_ms() = my(v = strsplit(strsplit(readstr("/proc/self/stat")[1], ") ")[2], " ")); \
10 * (eval(v[12]) + eval(v[13]));
solution(x) = if(getabstime() >= UTB_NEXT, my(t = utb_cpu_ms()); if(t > {limit}, error("{message}")); \
UTB_NEXT = getabstime() + max(2, ({limit} - t) \\ 4)); UTB_S(x);
"""
_PY_LIMITED = """

def _utb_limited(solution, limit):
    from time import process_time

    def limited(x):
        if process_time() > limit:
            raise RuntimeError("{message}")
        return solution(x)
    return limited


solution = _utb_limited(solution, {limit!r})
"""


# The entry's Mathematica programs are not run with the others: `build --mathematica` falls back on them
# (Mathics3 in the sandbox, builder/engines/wljobs.py) where no PARI/GP or Python program serves, and
# `verify --mathematica` runs them beside the others.
MATHEMATICA_SKIPPED = ("Mathematica programs run only through Mathics3 with --mathematica, where no PARI/GP or "
                       "Python program reproduces the known terms")


@dataclass
class Unusable:
    """A program the miner cannot use, and why (kept for the funnel report and the journal)."""

    anumber: str
    language: str
    index: int
    reason: str
    source: str = ""


def extract(entry: Entry, *, loda_bounded: bool = True) -> tuple[list[Generator], list[Unusable]]:
    """Every program of the entry as a Generator, or an Unusable with its reason. `loda_bounded=False`:
    its LODA program over unbounded integers (builder.loda.translate), as `verify` runs a witness."""
    usable: list[Generator] = []
    unusable: list[Unusable] = []
    for index, prog in enumerate(entry.programs):
        if prog.language == LODA:  # a header entry's own (builder/loda_entries.py): the engine offers it below
            continue
        result = _extract_one(entry, index, prog)
        if isinstance(result, Generator):
            usable.append(result)
        else:
            unusable.append(result)
    # Programs from build-time engines (builder.engines) come after the entry's own, numbered on
    # from them; they are verified like any other program before their terms are trusted.
    for k, extra in enumerate(engine_programs(entry, loda_bounded=loda_bounded)):
        index = len(entry.programs) + k
        if extra.language == LODA:
            result = _loda_generator(entry, index, extra)
        else:
            result = _extract_one(entry, index, Program(extra.language, extra.code))
        result.source = extra.source
        if isinstance(result, Generator):
            usable.append(result)
        else:
            unusable.append(result)
    return usable, unusable


def _extract_one(entry: Entry, index: int, prog: Program) -> Generator | Unusable:
    if prog.language == "pari":
        return _gp_generator(entry, index, prog.code)
    if prog.language == "python":
        return _py_generator(entry, index, prog.code)
    if prog.language == "mathematica":
        return Unusable(entry.anumber, prog.language, index, MATHEMATICA_SKIPPED)
    return Unusable(entry.anumber, prog.language, index, f"no runner for {prog.language} programs")


def _name_variants(anumber: str) -> tuple[str, str]:
    return anumber, "a" + anumber[1:]


def _loda_generator(entry: Entry, index: int, extra: EngineProgram) -> Generator | Unusable:
    """A LODA program computes a(n) for any n: its translation defines `a` (builder/loda.py); where
    its index is not the entry's (builder.engines.loda.index_shift), `a_at` calls it at n + shift."""
    if extra.unusable:
        return Unusable(entry.anumber, LODA, index, extra.unusable)
    if not extra.shift:
        return Generator(entry.anumber, LODA, index, extra.code, A_OF_N, "a", extra.prelude, entry.offset)
    d = f"{'+' if extra.shift > 0 else '-'} {abs(extra.shift)}"
    at = (f"\n\ndef a_at(n):\n    \"\"\"The entry's a(n) from n = {entry.offset}: the program's own index is n {d} "
          f"(its #offset is {entry.offset + extra.shift}).\"\"\"\n    return a(n {d})\n")
    return Generator(entry.anumber, LODA, index, extra.code, A_OF_N, "a_at", extra.prelude + at, entry.offset)


# ---------------------------------------------------------------------------------------------
# PARI/GP

_GP_DEF = re.compile(r"^\s*([A-Za-z_]\w*)\s*\(([^()]*)\)\s*=(?!=)")
_GP_ARROW = re.compile(r"^\s*([A-Za-z_]\w*)\s*=\s*\(?\s*([A-Za-z_]\w*)\s*\)?\s*->")
# `for(n=0, 30, print1(EXPR, ", "))`: the demo loop of a formula in n, usable as a(n) = EXPR.
_GP_PRINT_LOOP = re.compile(r'^for\s*\(\s*([a-z]\w*)\s*=\s*-?\d+\s*,\s*[^,]+,\s*'
                            r'print1?\((.+?)\s*,\s*"\s*,\s*"\s*\)\s*\)\s*;?$')
_GP_ASSIGN = re.compile(r"^\s*[A-Za-z_]\w*\s*(?:\[[^\]]*\])?\s*=(?!=)")
_GP_OUTPUT = re.compile(r"\b(print1?|printf|write1?|writebin|printp)\s*\(")
_GP_SIZE = (
    re.compile(r"\bO\(\s*'?[A-Za-z]\w*\s*\^\s*(\d+)\s*\)"),
    re.compile(r"\bdefault\(\s*seriesprecision\s*,\s*(\d+)\s*\)"),
    re.compile(r"\bprimes\(\s*(\d+)\s*\)"),
    re.compile(r"\bvector\(\s*(\d+)\s*,"),
    re.compile(r"^\s*[A-Za-z_]\w*\s*=\s*(\d+)\s*(?:;|$)"),
    re.compile(r"^\s*my\(\s*[A-Za-z_]\w*\s*=\s*(\d+)\s*[,)]"),  # `my(N=70, q='q+O('q^N)); Vec(...)`
)
GP_A_NAMES = ("a",)
GP_LIST_NAMES = ("seq", "first", "list", "terms", "vecA")
GP_FILTER_NAMES = ("isok", "is", "ok", "isA")


def split_gp(code: str) -> list[str]:
    """Top-level GP inputs, one logical line each, comments removed.

    gp reads a file line by line; a `{...}` group and a trailing backslash continue a line.
    Unbalanced brackets also continue it here (gp would reject them; being lenient costs
    nothing because every program is verified against the known terms).
    """
    out: list[str] = []
    cur: list[str] = []
    depth = braces = 0
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        if c == '"':
            j = i + 1
            while j < n and code[j] != '"':
                j += 2 if code[j] == "\\" else 1
            cur.append(code[i:j + 1])
            i = j + 1
            continue
        if code.startswith("\\\\", i):  # comment to end of line
            while i < n and code[i] != "\n":
                i += 1
            continue
        if code.startswith("/*", i):
            j = code.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c == "\\" and code[i + 1:i + 2] == "\n":  # line continuation
            i += 2
            continue
        if c == "{":
            braces += 1
        elif c == "}":
            braces -= 1
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if c == "\n":
            if braces <= 0 and depth <= 0:
                out.append("".join(cur))
                cur = []
                braces = max(braces, 0)
                depth = max(depth, 0)
            else:
                cur.append(" ")
            i += 1
            continue
        cur.append(c)
        i += 1
    out.append("".join(cur))
    return [s.strip() for s in out if s.strip().strip(";").strip()]


def _gp_definitions(stmts: list[str]) -> dict[str, int]:
    """Function name -> number of parameters, for every top-level definition."""
    defs: dict[str, int] = {}
    for s in stmts:
        m = _GP_DEF.match(s.lstrip("{").lstrip())
        if m:
            params = [p for p in m.group(2).split(",") if p.strip()]
            defs[m.group(1)] = len(params)
        elif arrow := _GP_ARROW.match(s):
            defs.setdefault(arrow.group(1), 1)  # name = n -> ...
    return defs


def _is_gp_definition(stmt: str) -> bool:
    body = stmt.lstrip("{").lstrip()
    return bool(_GP_DEF.match(body)) or bool(_GP_ASSIGN.match(body)) or body.startswith(("default(", "install("))


def _gp_generator(entry: Entry, index: int, code: str) -> Generator | Unusable:
    stmts = split_gp(code)
    if not stmts:
        return Unusable(entry.anumber, "pari", index, "empty program")
    defs = _gp_definitions(stmts)
    # Demo output (print loops) is dropped; definitions and computations that build globals stay.
    kept = [s for s in stmts if _is_gp_definition(s) or not _GP_OUTPUT.search(s)]
    prelude = "\n".join(_gp_line(s) for s in kept)

    def make(shape: str, function: str, start: int = 0) -> Generator:
        return Generator(entry.anumber, "pari", index, code, shape, function, prelude, entry.offset, start)

    one_arg = {name for name, k in defs.items() if k == 1}
    for name in GP_A_NAMES + _name_variants(entry.anumber):
        if name in one_arg:
            return make(A_OF_N, name)
    for name in GP_LIST_NAMES + tuple(f"{a}_{s}" for s in ("vec", "first") for a in _name_variants(entry.anumber)):
        if name in one_arg:
            return make(LIST, name)
    for name in GP_FILTER_NAMES + tuple(p + a for p in ("is", "is_") for a in _name_variants(entry.anumber)):
        if name in one_arg:
            return make(FILTER, name, start=entry.terms[0] if entry.terms else 0)
    found = _gp_expression(entry, index, code, stmts, make)
    if isinstance(found, Unusable):
        for name in tuple(f"{a}_list" for a in _name_variants(entry.anumber)):
            if name in one_arg:  # A008583_list(n): "returns n terms"
                return make(LIST, name)
        return _gp_formula(entry, index, stmts, make) or found
    return found


def _gp_formula(entry: Entry, index: int, stmts: list[str], make) -> Generator | None:
    """A formula in n written as a print loop (`for(n=0, 30, print1(f(n), ", "))`) or as a bare
    expression in n (`prime(n)-(n==1)`): wrapped as UTB_A(n)."""
    defs = [s for s in stmts if _GP_DEF.match(s.lstrip("{").lstrip())]
    rest = [s for s in stmts if s not in defs]
    if len(rest) != 1:
        return None
    loop = _GP_PRINT_LOOP.match(rest[0])
    if loop:
        var, expr = loop.group(1), loop.group(2)
    elif (re.search(r"\bn\b", rest[0]) and not _GP_OUTPUT.search(rest[0]) and ";" not in rest[0]
          and not _GP_ASSIGN.match(rest[0])):
        var, expr = "n", rest[0]
    else:
        return None
    gen = make(A_OF_N, "UTB_A")
    gen.prelude = "\n".join([_gp_line(d) for d in defs] + [f"UTB_A({var}) = {expr};"])
    return gen


def _gp_expression(entry: Entry, index: int, code: str, stmts: list[str], make) -> Generator | Unusable:
    """A script such as `x='x+O('x^30); Vec(...)`: grow its one size literal with N."""
    if _GP_OUTPUT.search(code):
        return Unusable(entry.anumber, "pari", index, "prints its terms (a print loop) without a function to call")
    body = [s for s in stmts if not _GP_DEF.match(s.lstrip("{").lstrip())]
    tail = _split_top(body[-1], ";")[-1] if body else ""
    result = re.match(r"^\s*([A-Za-z_]\w*)\s*=(?!=)", tail)
    if result:  # `v=Vec(gf)` ends the script: its value is v
        body[-1] = body[-1].rstrip().rstrip(";") + ";" + result.group(1)
        tail = result.group(1)
    if not tail or _GP_ASSIGN.match(tail) or _GP_DEF.match(tail):
        return Unusable(entry.anumber, "pari", index, "no function a(n), list function, isok(k) or final expression")
    hits = [(si, m) for si, s in enumerate(body) for pat in _GP_SIZE for m in pat.finditer(s)]
    if len(hits) != 1:
        why = "no size literal" if not hits else f"{len(hits)} candidate size literals"
        return Unusable(entry.anumber, "pari", index, f"top-level expression: {why} to grow with N")
    si, m = hits[0]
    s = body[si]
    body[si] = s[:m.start(1)] + f"(UTB_N+{m.group(1)})" + s[m.end(1):]
    last = body[-1].rstrip().rstrip(";")
    body[-1] = last
    defs = [s for s in stmts if _GP_DEF.match(s.lstrip("{").lstrip())]
    wrapper = "UTB_F(UTB_N)={" + ";".join(x.rstrip(";") for x in body) + "}"
    gen = make(EXPRESSION, "UTB_F")
    gen.prelude = "\n".join([_gp_line(d) for d in defs] + [wrapper + ";"])
    return gen


def _split_top(stmt: str, sep: str) -> list[str]:
    """Split at `sep` outside brackets and strings; empty pieces dropped."""
    parts: list[str] = []
    cur: list[str] = []
    depth, quoted = 0, False
    for c in stmt:
        if c == '"':
            quoted = not quoted
        elif not quoted and c in "([{":
            depth += 1
        elif not quoted and c in ")]}":
            depth -= 1
        if c == sep and depth == 0 and not quoted:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def _gp_line(stmt: str) -> str:
    """One input line that echoes nothing when gp reads it from standard input."""
    return stmt if stmt.rstrip().endswith(";") else stmt + ";"


# Reference solutions keep what they computed between calls (the runner asks for every test in one
# process, in increasing order), so the hard tests cost about one run to N_max, not one run each.
# A list is recomputed a little past the index asked for (+16, or +1/8), which covers the ten
# consecutive hard inputs in one go.
def _gp_solution(gen: Generator, count: int | None = None) -> str:
    f, o = gen.function, gen.offset
    if gen.shape == A_OF_N:
        call = f"solution(x) = simplify({f}(x));"
    elif count is not None:  # the miner's try at N = count (Generator.collect_code)
        call = (f"UTB_C = 0;\nsolution(x) = if(UTB_C === 0, UTB_C = {f}({count}); if(#UTB_C < {count}, "
                f"error(\"returned \", #UTB_C, \" terms, fewer than {count}\"))); simplify(UTB_C[x - ({o}) + 1]);")
    elif gen.shape in (LIST, EXPRESSION):
        # Asking for more terms than the test needs may fail where exactly i terms do (A393128's
        # real arithmetic runs out of precision past its 88th term): then compute exactly i.
        call = (f"UTB_C = [];\nsolution(x) = my(i = x - ({o}) + 1); "
                f"if(i > #UTB_C, UTB_C = iferr({f}(max(i + 16, #UTB_C + #UTB_C\\8)), UTB_E, {f}(i))); "
                f"simplify(UTB_C[i]);")
    else:
        call = (f"UTB_L = List(); UTB_K = {gen.start} - 1;\nsolution(x) = my(i = x - ({o}) + 1); "
                f"while(#UTB_L < i, UTB_K++; if({f}(UTB_K), listput(UTB_L, UTB_K))); UTB_L[i];")
    return gen.prelude + "\n" + call + "\n"


# ---------------------------------------------------------------------------------------------
# Python

PY_A_NAMES = ("a",)
PY_FILTER_NAMES = ("isok", "ok", "is_ok", "is_a", "cond")
PY_GEN_NAMES = ("agen", "gen", "a_gen")
PY_LIST_NAMES = ("alist", "afirst", "first")


def _py_generator(entry: Entry, index: int, code: str) -> Generator | Unusable:
    try:
        tree = ast.parse(code)
    except SyntaxError as err:
        return Unusable(entry.anumber, "python", index, f"not valid Python 3 ({err.msg}, line {err.lineno})")
    keep: list[ast.stmt] = []
    funcs: dict[str, ast.FunctionDef] = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)):
            keep.append(node)
            if isinstance(node, ast.FunctionDef):
                funcs[node.name] = node
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            # Module constants stay; the `A012345_list = list(islice(...))` demo lists go.
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if not any(isinstance(t, ast.Name) and t.id.lower().endswith("_list") for t in targets):
                keep.append(node)
        # print(...) demos, loops and `if __name__ == "__main__"` blocks are dropped.
    prelude = ast.unparse(ast.Module(body=keep, type_ignores=[]))

    def args(fn: ast.FunctionDef) -> int:
        a = fn.args
        return len(a.posonlyargs) + len(a.args) - len(a.defaults)

    def is_generator(fn: ast.FunctionDef) -> bool:
        own = [n for n in ast.walk(fn) if isinstance(n, (ast.Yield, ast.YieldFrom))]
        returns_gen = any(isinstance(n, ast.Return) and isinstance(n.value, ast.GeneratorExp) for n in ast.walk(fn))
        return bool(own) or returns_gen

    def make(shape: str, function: str, start: int = 0) -> Generator:
        return Generator(entry.anumber, "python", index, code, shape, function, prelude, entry.offset, start)

    anames = _name_variants(entry.anumber)
    for name in PY_A_NAMES + anames:
        if name in funcs and args(funcs[name]) == 1 and not is_generator(funcs[name]):
            return make(A_OF_N, name)
    for name in PY_GEN_NAMES + tuple(f"{a}_gen" for a in anames):
        # `A005100_gen()` may also return an iterator (`filter(...)`, `map(...)`): the harness
        # calls iter() on whatever it returns, so its name is taken at its word.
        if name in funcs and args(funcs[name]) == 0 and (is_generator(funcs[name]) or name.endswith("_gen")):
            return make(GENERATOR, name)
    for name in PY_FILTER_NAMES + tuple(p + a for p in ("is", "is_") for a in anames):
        if name in funcs and args(funcs[name]) == 1 and not is_generator(funcs[name]):
            return make(FILTER, name, start=entry.terms[0] if entry.terms else 0)
    for name in PY_LIST_NAMES:
        if name in funcs and args(funcs[name]) == 1:
            return make(LIST, name)
    if not funcs:
        return Unusable(entry.anumber, "python", index, "no function: a top-level script printing fixed terms")
    shown = ", ".join(f"{n}({args(f)} args)" for n, f in funcs.items())
    return Unusable(entry.anumber, "python", index,
                    f"no a(n), argument-free generator, isok(k) or first-n list among {shown}")


def _py_solution(gen: Generator, count: int | None = None) -> str:
    f, o = gen.function, gen.offset
    # Kept for the content hash of sets built with it (the reference solution is hashed); the
    # worker lifts Python's limit on int <-> str digits anyway.
    head = "import sys\nsys.set_int_max_str_digits(0)\n"
    lines = gen.prelude.splitlines()
    future = [line for line in lines if line.startswith("from __future__")]
    if future:  # __future__ imports must come first in the file
        head = "\n".join(future) + "\n" + head
        gen = replace(gen, prelude="\n".join(line for line in lines if not line.startswith("from __future__")))
    if gen.shape == A_OF_N:
        # A memoised recursion (A000081's) called first at a large hard input goes deeper than
        # Python allows, though the miner, asking in order, never did: fill its cache upwards.
        return head + gen.prelude + (f"\n\n\ndef solution(x):\n    try:\n        return {f}(x)\n"
                                     f"    except RecursionError:\n        for k in range({o}, x):\n"
                                     f"            {f}(k)\n        return {f}(x)\n")
    if count is not None:  # the miner's try at N = count (Generator.collect_code)
        fill = (f"    if not _utb_terms:\n        _utb_terms[:] = list({f}({count}))\n"
                f"        if len(_utb_terms) < {count}:\n"
                f"            raise ValueError('returned %d terms, fewer than {count}' % len(_utb_terms))\n")
    elif gen.shape == LIST:
        fill = (f"    if i >= len(_utb_terms):\n"
                f"        _utb_terms[:] = list({f}(max(i + 17, len(_utb_terms) + len(_utb_terms) // 8)))\n")
    elif gen.shape == GENERATOR:
        fill = (f"    if not _utb_state:\n        _utb_state.append(iter({f}()))\n"
                f"    while len(_utb_terms) <= i:\n        _utb_terms.append(next(_utb_state[0]))\n")
    else:  # FILTER
        fill = (f"    if not _utb_state:\n        _utb_state.append({gen.start})\n"
                f"    while len(_utb_terms) <= i:\n        k = _utb_state[0]\n        _utb_state[0] = k + 1\n"
                f"        if {f}(k):\n            _utb_terms.append(k)\n")
    return (head + gen.prelude + "\n\n\n_utb_terms = []\n_utb_state = []\n\n\ndef solution(x):\n"
            f"    i = x - ({o})\n" + fill + "    return _utb_terms[i]\n")
