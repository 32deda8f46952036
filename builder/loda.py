"""The LODA engine: a program (with the programs it calls by `seq`) -> self-contained Python source.

`translate(programs, main)` returns source that defines `a(n)` (the main program) and one function per
called program, named after its A-number. Memory cells become locals (`c0`, `c1`, ...) when the program
addresses memory only directly; a program with indirect operands (`$$k`) or region operations whose
length is not a small constant keeps its memory in a list `m`. Loops become `while` loops that keep a
snapshot of what the body writes, to roll the last iteration back as LODA does. The source imports only
`math`; every value is a Python int.

Semantics follow the LODA language specification (loda-lang.org/spec, source in
loda-lang/loda-lang.github.io spec.markdown); docs/loda.md lists each decision and what it follows.
Where an operation is undefined (division by zero, `log` of a non-positive number, `0^-1`, a negative
memory index, `seq` with a negative argument ...) the generated code raises `LodaUndefined`, so the
program yields no term, never an invented one. What this module cannot translate exactly raises
`LodaUnsupported` at translation time.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from utbench.crawler.loda import CONSTANT, DIRECT, INDIRECT, Instruction, LodaProgram, Operand, parse_code, seq_anumber

# Two-operand operations that compute target := f(target, source).
ARITHMETIC = ("mov add sub trn mul div dif dir mod pow gcd lex bin fac log nrt dgs dgr "
              "equ neq leq geq min max ban bor bxo").split()
REGION = ("clr", "fil", "rol", "ror")  # target: where a memory region starts; source: its length
UNROLL = 64  # a region of constant length up to this many cells is unrolled into locals
LIMIT = 10**6  # memory index / region length beyond which the generated code refuses (LodaUndefined)
# The reference interpreter (loda-cpp) keeps a number's magnitude in 60 words of 64 bits and fails on a
# larger one ("Overflow in cell"); the miner checked the programs only as far as it could compute them.
# The generated code fails there too, so a program yields no term where the reference yields none.
RANGE_BITS = 3840
# Operations that can make a value larger than both operands (checked against RANGE_BITS).
_GROWING = ("add", "sub", "trn", "mul", "pow", "bin", "fac", "ban", "bor", "bxo")


class LodaUnsupported(Exception):
    """A program this engine cannot translate exactly. One line: program, line, operation, why."""


@dataclass
class _Loop:
    lpb: Instruction
    body: list  # of Instruction | _Loop


# --- the runtime: helpers the generated code carries (only those it uses) ----------------------------

_RUNTIME_HEAD = '''\
class LodaUndefined(ArithmeticError):
    """The LODA operation is undefined here (the reference interpreter fails): no term."""
'''

# name -> (source, names of the helpers it needs). Each follows the LODA specification; see docs/loda.md.
_HELPERS: dict[str, tuple[str, tuple[str, ...]]] = {
    "_div": ('''
def _div(a, b):
    """Integer division truncated towards zero; undefined for b = 0."""
    if b == 0:
        raise LodaUndefined("div by 0")
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q
''', ()),
    "_mod": ('''
def _mod(a, b):
    """Remainder of the truncated division: its sign is the dividend's; undefined for b = 0."""
    if b == 0:
        raise LodaUndefined("mod by 0")
    r = abs(a) % abs(b)
    return -r if a < 0 else r
''', ()),
    "_dif": ('''
def _dif(a, b):
    """a / b if b divides a, else a unchanged (also for b = 0)."""
    if b != 0 and a % b == 0:
        return a // b
    return a
''', ()),
    "_dir": ('''
def _dir(a, b):
    """a divided by b as long as b divides it; unchanged for b in -1, 0, 1."""
    if -1 <= b <= 1:
        return a
    while a != 0 and a % b == 0:
        a //= b
    return a
''', ()),
    "_pow": ('''
def _pow(a, b):
    """a^b; for b < 0: 1^b = 1, (-1)^b = +-1, 0^b undefined, otherwise 0."""
    if b >= 0:
        return a ** b
    if a == 1:
        return 1
    if a == -1:
        return -1 if b & 1 else 1
    if a == 0:
        raise LodaUndefined("pow: 0 to a negative power")
    return 0
''', ()),
    "_lex": ('''
def _lex(a, b):
    """The largest k such that b^k divides a; 0 if a = 0 or b in -1, 0, 1."""
    if -1 <= b <= 1 or a == 0:
        return 0
    a, b, k = abs(a), abs(b), 0
    while a % b == 0:
        a //= b
        k += 1
    return k
''', ()),
    "_bin": ('''
def _bin(n, k):
    """Binomial coefficient, extended to negative arguments as in Kronenburg (arXiv:1105.3689)."""
    sign = 1
    if n < 0:
        if k >= 0:
            sign = -1 if k & 1 else 1
            n = k - n - 1
        elif k <= n:
            sign = -1 if (n - k) & 1 else 1
            n, k = -k - 1, n - k
        else:
            return 0
    if k < 0 or n < k:
        return 0
    return sign * _comb(n, k)
''', ()),
    "_fac": ('''
def _fac(n, k):
    """Rising factorial n(n+1)...(n+k-1) for k >= 0, falling n(n-1)...(n+k+1) for k < 0; 1 for k = 0."""
    if k == 0:
        return 1
    if k > 0:
        if n > 0:
            return _perm(n + k - 1, k)
        if n + k - 1 >= 0:
            return 0
        r = _perm(-n, k)
    else:
        k = -k
        if n >= 0:
            return _perm(n, k)
        r = _perm(k - n - 1, k)
    return -r if k & 1 else r
''', ()),
    "_log": ('''
def _log(a, b):
    """The largest c >= 0 with b^c <= a; undefined for a < 1 or b < 2."""
    if a < 1 or b < 2:
        raise LodaUndefined("log of a number < 1 or to a base < 2")
    if b == 2:
        return a.bit_length() - 1
    c, p = 0, b
    while p <= a:
        p *= b
        c += 1
    return c
''', ()),
    "_nrt": ('''
def _nrt(a, b):
    """The largest c >= 0 with c^b <= a; undefined for a < 0 or b < 1."""
    if a < 0 or b < 1:
        raise LodaUndefined("nrt of a negative number or of degree < 1")
    if a < 2 or b == 1:
        return a
    if b == 2:
        return _isqrt(a)
    if b >= a.bit_length():
        return 1
    x = 1 << -(-a.bit_length() // b)
    while True:
        y = ((b - 1) * x + a // x ** (b - 1)) // b
        if y >= x:
            return x
        x = y
''', ()),
    "_dgs": ('''
def _dgs(a, b):
    """Digit sum of |a| in base b, with the sign of a; undefined for b < 2."""
    if b < 2:
        raise LodaUndefined("dgs to a base < 2")
    x, s = abs(a), 0
    if b == 2:
        s = bin(x).count("1")
    else:
        while x:
            x, d = divmod(x, b)
            s += d
    return -s if a < 0 else s
''', ()),
    "_dgr": ('''
def _dgr(a, b):
    """Digital root of |a| in base b, with the sign of a; undefined for b < 2."""
    if b < 2:
        raise LodaUndefined("dgr to a base < 2")
    if a == 0:
        return 0
    r = 1 + (abs(a) - 1) % (b - 1)
    return -r if a < 0 else r
''', ()),
    "_get": ('''
def _get(m, i):
    """Read cell i (an indirect operand): 0 if never written; undefined for a negative index."""
    if i < 0:
        raise LodaUndefined("memory index < 0")
    return m[i] if i < len(m) else 0
''', ()),
    "_at": ('''
def _at(m, i):
    """Make cell i writable (an indirect target or a region's end); undefined for a negative index."""
    if i < 0:
        raise LodaUndefined("memory index < 0")
    if i >= len(m):
        if i > %d:
            raise LodaUndefined("memory index beyond %d: not evaluated")
        m.extend([0] * (i + 1 - len(m)))
    return i
''' % (LIMIT, LIMIT), ()),
    "_frag": ('''
def _frag(m, a, n):
    """Cells a .. a+n-1, the counter region of a loop (empty for n <= 0)."""
    if n <= 0:
        return []
    if a < 0:
        raise LodaUndefined("memory index < 0")
    if n > %d:
        raise LodaUndefined("loop region longer than %d: not evaluated")
    r = m[a:a + n]
    if len(r) < n:
        r += [0] * (n - len(r))
    return r
''' % (LIMIT, LIMIT), ()),
    "_lexlt": ('''
def _lexlt(new, old):
    """A loop goes on while its counter region decreases in lexicographic order and stays
    non-negative up to the first cell that differs."""
    for x, y in zip(new, old):
        if x < 0:
            return False
        if x != y:
            return x < y
    return False
''', ()),
    "_clr": ('''
def _clr(m, a, n):
    """Cells a .. a+n-1 (for n < 0: a+n+1 .. a) := 0."""
    lo, hi = (a, a + n) if n >= 0 else (a + n + 1, a + 1)
    lo, hi = max(lo, 0), min(hi, len(m))
    if lo < hi:
        m[lo:hi] = [0] * (hi - lo)
''', ()),
    "_span": ('''
def _span(m, a, n, op):
    """The cells lo .. hi-1 of a fil, rol or ror region: a .. a+n-1, or for n < 0 the |n| cells
    ending at a (as clr); made writable. A cell below 0 is undefined, as any negative index."""
    lo, hi = (a, a + n) if n >= 0 else (a + n + 1, a + 1)
    if hi - lo > %d:
        raise LodaUndefined(op + " region longer than %d: not evaluated")
    if hi > lo:
        if lo < 0:
            raise LodaUndefined(op + ": memory index < 0")
        _at(m, hi - 1)
    return lo, hi
''' % (LIMIT, LIMIT), ("_at",)),
    "_fil": ('''
def _fil(m, a, n):
    """The region's cells := the value of cell a."""
    lo, hi = _span(m, a, n, "fil")
    if hi > lo:
        m[lo:hi] = [m[a]] * (hi - lo)
''', ("_span",)),
    "_rol": ('''
def _rol(m, a, n):
    """Rotate the region left by one: its first cell's value goes to its last."""
    lo, hi = _span(m, a, n, "rol")
    if hi - lo > 1:
        m[lo:hi] = m[lo + 1:hi] + [m[lo]]
''', ("_span",)),
    "_ror": ('''
def _ror(m, a, n):
    """Rotate the region right by one: its last cell's value goes to its first."""
    lo, hi = _span(m, a, n, "ror")
    if hi - lo > 1:
        m[lo:hi] = [m[hi - 1]] + m[lo:hi - 1]
''', ("_span",)),
    "_range": ('''
_HI = (1 << %d) - 1
_LO = -_HI


def _overflow():
    raise LodaUndefined("a value beyond %d bits, the reference interpreter's range")
''' % (RANGE_BITS, RANGE_BITS), ()),
    "_negative_index": ('''
def _negative_index(op):
    raise LodaUndefined(op + ": memory index < 0")
''', ()),
    "_seq_below": ('''
def _seq_below(anumber, offset):
    raise LodaUndefined("seq %s with an argument below its offset %d" % (anumber, offset))
''', ()),
}

# Binary operations done by a helper when the source is not a constant the template can inline.
_HELPER_OF = {"div": "_div", "mod": "_mod", "dif": "_dif", "dir": "_dir", "pow": "_pow", "gcd": "_gcd",
              "lex": "_lex", "bin": "_bin", "fac": "_fac", "log": "_log", "nrt": "_nrt", "dgs": "_dgs",
              "dgr": "_dgr"}
_COMPARE = {"equ": "==", "neq": "!=", "leq": "<=", "geq": ">="}
_INPLACE = {"add": "+=", "sub": "-=", "mul": "*=", "ban": "&=", "bor": "|=", "bxo": "^="}
_MATH_IMPORTS = {"_gcd": "gcd", "_comb": "comb", "_perm": "perm", "_isqrt": "isqrt"}
_MATH_NEEDS = {"_gcd": ("_gcd",), "_bin": ("_comb",), "_fac": ("_perm",), "_nrt": ("_isqrt",)}


def _literal(value: int) -> str:
    # Decimal literals longer than Python's int/str limit (4,300 digits) would not compile; hex has no limit.
    return str(value) if value.bit_length() < 10_000 else hex(value)


class _Function:
    """The translation of one program into one Python function."""

    def __init__(self, program: LodaProgram, fname: str, seq_names: dict[str, str], used: set[str],
                 bounded: bool = True):
        self.program, self.fname, self.seq_names, self.used = program, fname, seq_names, used
        self.bounded = bounded
        self.code = parse_code(program.text, program.anumber, program.anumber)
        self.body = self._blocks()
        self.list_mode = any(self._needs_list(ins) for ins in self.code)
        self.lines: list[str] = []
        self.depth = 0
        self.range_checked = False

    def fail(self, ins: Instruction | None, why: str) -> LodaUnsupported:
        where = f" line {ins.line}: {why}: {ins}" if ins else f": {why}"
        return LodaUnsupported(self.program.anumber + where)

    # -- structure and checks

    def _blocks(self) -> list:
        stack: list[list] = [[]]
        opened: list[Instruction] = []
        for ins in self.code:
            self._check(ins)
            if ins.op == "lpb":
                loop = _Loop(ins, [])
                stack[-1].append(loop)
                stack.append(loop.body)
                opened.append(ins)
            elif ins.op == "lpe":
                if len(stack) == 1:
                    raise self.fail(ins, "lpe without lpb")
                stack.pop()
                opened.pop()
            else:
                stack[-1].append(ins)
        if opened:
            raise self.fail(opened[-1], "lpb without lpe")
        return stack[0]

    def _check(self, ins: Instruction) -> None:
        n = len(ins.args)
        if ins.op in ARITHMETIC or ins.op in REGION or ins.op == "seq":
            if n != 2:
                raise self.fail(ins, "needs two operands")
        elif ins.op == "lpb":
            if n not in (1, 2):
                raise self.fail(ins, "needs one or two operands")
        elif ins.op == "lpe":
            if n:
                raise self.fail(ins, "takes no operand")
        else:
            raise self.fail(ins, f"unknown operation {ins.op!r}")
        if ins.args and ins.args[0].kind == CONSTANT and ins.op != "lpe":
            raise self.fail(ins, "the target is a constant")
        if ins.op == "seq":
            if ins.args[1].kind != CONSTANT:
                raise self.fail(ins, "seq needs a constant A-number")
            if seq_anumber(ins.args[1].value) not in self.seq_names:
                raise self.fail(ins, f"calls {seq_anumber(ins.args[1].value)}, which is not among the programs")

    @staticmethod
    def _needs_list(ins: Instruction) -> bool:
        if any(a.kind == INDIRECT for a in ins.args):
            return True
        if ins.op in REGION or (ins.op == "lpb" and len(ins.args) == 2):
            length = ins.args[1]
            return length.kind != CONSTANT or abs(length.value) > UNROLL
        return False

    # -- emitting

    def emit(self, line: str) -> None:
        self.lines.append("    " * self.depth + line)

    def need(self, helper: str) -> str:
        self.used.add(helper)
        return helper

    def read(self, o: Operand) -> str:
        if o.kind == CONSTANT:
            return _literal(o.value)
        if not self.list_mode:
            return f"c{o.value}"
        if o.kind == DIRECT:
            return f"m[{o.value}]"
        return f"{self.need('_get')}(m, m[{o.value}])"

    def target(self, o: Operand) -> str:
        """An assignable expression for a target operand (emitting the index check an indirect one needs)."""
        if not self.list_mode:
            return f"c{o.value}"
        if o.kind == DIRECT:
            return f"m[{o.value}]"
        self.emit(f"i = {self.need('_at')}(m, m[{o.value}])")
        return "m[i]"

    def address(self, o: Operand) -> str:
        """Where a region or loop counter starts (list mode): the cell number, not its value."""
        return str(o.value) if o.kind == DIRECT else f"m[{o.value}]"

    def translate(self) -> list[str]:
        p = self.program
        self.emit(f"def {self.fname}(n):")
        self.depth = 1
        self.emit(f'"""{p.anumber} (LODA): {_docstring(p.name)}"""')
        cells = self._cells(self.code)
        if self.list_mode:
            self.emit(f"m = [0] * {max(cells) + 1}")
            self.emit("m[0] = n")
        else:
            self.emit("c0 = n")
            rest = [f"c{c}" for c in sorted(cells) if c != 0]
            if rest:
                self.emit(" = ".join(rest) + " = 0")
        self._block(self.body)
        self.emit("return m[0]" if self.list_mode else "return c0")
        if self.range_checked:  # the bounds as locals: read in every check
            self.lines.insert(2, "    _lo, _hi = _LO, _HI")
        return self.lines

    def _cells(self, code) -> set[int]:
        cells = {0}
        for ins in code:
            for o in ins.args[:1] if ins.op == "seq" else ins.args:
                if o.kind != CONSTANT:
                    cells.add(o.value)
            if not self.list_mode and (ins.op in REGION or (ins.op == "lpb" and len(ins.args) == 2)):
                cells.update(c for c in _region_cells(ins.op, ins.args[0].value, ins.args[1].value) if c >= 0)
        return cells

    def _block(self, items: list) -> None:
        for item in items:
            if isinstance(item, _Loop):
                self._loop(item)
            else:
                self._instruction(item)

    def _instruction(self, ins: Instruction) -> None:
        t, s = ins.args
        if ins.op == "seq":
            callee = seq_anumber(s.value)
            target = self.target(t)
            self.emit(f"{target} = _s_{callee}({target})")
        elif ins.op in REGION:
            self._region(ins.op, t, s)
        else:
            source = self.read(s)
            target = self.target(t)
            k = s.value if s.kind == CONSTANT else None
            lines = self._arithmetic(ins.op, target, source, k)
            for line in lines:
                self.emit(line)
            if lines and self.bounded and self._may_leave_range(ins.op, k):
                self.range_checked = True
                self.need("_range")
                self.emit(f"if not _lo <= {target} <= _hi: _overflow()")

    @staticmethod
    def _may_leave_range(op: str, k: int | None) -> bool:
        """Whether op can take a value out of the reference's range. Adding or subtracting a constant
        below 2^62 can only cross the bound from a value within 2^62 of it, which the operation that
        made such a value has been checked for: left unchecked, it keeps counting loops fast."""
        if op not in _GROWING or k is None:
            return op in _GROWING
        if op in ("add", "sub", "trn"):
            return abs(k) >= 1 << 62
        if op == "mul":
            return k not in (-1, 0, 1)
        if op == "pow":
            return k not in (0, 1)
        return True

    def _arithmetic(self, op: str, t: str, s: str, k: int | None) -> list[str]:
        if op == "mov":
            return [f"{t} = {s}"]
        if op in _INPLACE:
            return [f"{t} {_INPLACE[op]} {s}"]
        if op == "trn":
            return [f"{t} -= {s}", f"if {t} < 0: {t} = 0"]
        if op in _COMPARE:
            return [f"{t} = 1 if {t} {_COMPARE[op]} {s} else 0"]
        if op == "min":
            return [f"if {s} < {t}: {t} = {s}"]
        if op == "max":
            return [f"if {s} > {t}: {t} = {s}"]
        if k is not None and k != 0:
            q = _literal(abs(k))
            if op == "div" and k > 0:
                return [f"{t} = {t} // {q} if {t} >= 0 else -(-{t} // {q})"]
            if op == "div":
                return [f"{t} = -({t} // {q}) if {t} >= 0 else -{t} // {q}"]
            if op == "mod":
                return [f"{t} = {t} % {q} if {t} >= 0 else -(-{t} % {q})"]
            if op == "dif":
                return [f"if {t} % {s} == 0: {t} //= {s}"]
        if op == "dif" and k == 0:
            return []
        if op == "pow" and k is not None and k >= 0:
            return {0: [f"{t} = 1"], 1: [], 2: [f"{t} = {t} * {t}"]}.get(k, [f"{t} = {t} ** {k}"])
        helper = self.need(_HELPER_OF[op])
        for extra in _MATH_NEEDS.get(helper, ()):
            self.need(extra)
        return [f"{t} = {helper}({t}, {s})"]

    def _region(self, op: str, t: Operand, s: Operand) -> None:
        if not self.list_mode:
            numbers = _region_cells(op, t.value, s.value)
            cells = [f"c{c}" for c in numbers]
            if numbers and numbers[0] < 0:  # fil, rol, ror reaching below $0
                self.emit(f"{self.need('_negative_index')}({op!r})")
            elif op == "clr" and cells:
                self.emit(" = ".join(cells) + " = 0")
            elif op == "fil" and len(cells) > 1:
                others = [c for c in cells if c != f"c{t.value}"]
                self.emit(" = ".join(others) + f" = c{t.value}")
            elif op == "rol" and len(cells) > 1:
                self.emit(f"{', '.join(cells)} = {', '.join(cells[1:] + cells[:1])}")
            elif op == "ror" and len(cells) > 1:
                self.emit(f"{', '.join(cells)} = {', '.join(cells[-1:] + cells[:-1])}")
            return
        self.emit(f"{self.need('_' + op)}(m, {self.address(t)}, {self.read(s)})")

    def _written(self, items: list) -> set[int]:
        out: set[int] = set()
        for item in items:
            if isinstance(item, _Loop):
                out |= self._written(item.body)
            elif item.op in REGION:
                out.update(c for c in _region_cells(item.op, item.args[0].value, item.args[1].value) if c >= 0)
            else:
                out.add(item.args[0].value)
        return out

    def _loop(self, loop: _Loop) -> None:
        d = self.depth
        t = loop.lpb.args[0]
        length = loop.lpb.args[1] if len(loop.lpb.args) == 2 else Operand(CONSTANT, 1)
        single = length.kind == CONSTANT and length.value == 1
        if self.list_mode:
            save, restore = f"s{d} = m[:]", f"m = s{d}"
        else:
            cells = ", ".join(f"c{c}" for c in sorted(self._written(loop.body)))
            save, restore = (f"s{d} = {cells}", f"{cells} = s{d}") if cells else ("", "")
        if single:
            counter = self.read(t)
            self.emit("while True:")
            self.depth += 1
            self.emit(f"o{d} = {counter}")
            ok = f"0 <= {counter} < o{d}"
        elif self.list_mode:
            start, size = self.address(t), self.read(length)
            self.emit(f"a{d} = {start}")
            self.emit(f"l{d} = {size}")
            self.emit(f"o{d} = {self.need('_frag')}(m, a{d}, l{d})")
            self.emit("while True:")
            self.depth += 1
            ok = None
        else:
            region = ", ".join(f"c{c}" for c in range(t.value, t.value + max(length.value, 0)))
            self.emit("while True:")
            self.depth += 1
            self.emit(f"o{d} = ({region},)" if region else f"o{d} = ()")
            ok = f"{self.need('_lexlt')}(({region},), o{d})" if region else "False"
        if save:
            self.emit(save)
        self._block(loop.body)
        if ok is None:  # list mode, a region whose start and length are read again at the end
            self.emit(f"a{d} = {start}")
            self.emit(f"l{d} = min(l{d}, {size})")
            self.emit(f"n{d} = _frag(m, a{d}, l{d})")
            self.emit(f"if {self.need('_lexlt')}(n{d}, o{d}):")
            self.emit(f"    o{d} = n{d}")
            self.emit("    continue")
        else:
            self.emit(f"if {ok}:")
            self.emit("    continue")
        if restore:
            self.emit(restore)
        self.emit("break")
        self.depth -= 1


def _region_cells(op: str, start: int, length: int) -> list[int]:
    """The cells a region of constant length covers, in order: start .. start+length-1, or for a
    negative length the |length| cells ending at start (a loop's counter region is then empty). clr
    leaves out cells below 0; for fil, rol, ror a cell below 0 stays in the list (undefined there)."""
    if length >= 0:
        return list(range(start, start + length))
    if op == "lpb":
        return []
    return list(range(max(start + length + 1, 0) if op == "clr" else start + length + 1, start + 1))


def _docstring(text: str) -> str:
    return text[:200].replace("\\", "/").replace('"', "'")


def _seq_order(programs: dict[str, LodaProgram], main: str) -> list[str]:
    """The programs main reaches through seq, callees first; a cycle is LodaUnsupported."""
    order: list[str] = []
    state: dict[str, int] = {}  # 1: on the path, 2: done

    def visit(anumber: str, path: list[str]) -> None:
        if state.get(anumber) == 2:
            return
        if state.get(anumber) == 1:
            cycle = path[path.index(anumber):] + [anumber]
            raise LodaUnsupported(f"{anumber}: reaches itself through seq: {' -> '.join(cycle)}")
        program = programs.get(anumber)
        if program is None:  # a missing callee is reported by its caller's seq line
            if not path:
                raise LodaUnsupported(f"{anumber}: no program given")
            return
        state[anumber] = 1
        for callee in program.calls:
            visit(callee, path + [anumber])
        state[anumber] = 2
        order.append(anumber)

    visit(main, [])
    return order


def translate(programs: dict[str, LodaProgram], main: str, *, bounded: bool = True) -> str:
    """Python source defining `a(n)` for program `main`, one function per program it calls with seq
    (`A000045(n)`, behind a memoising `_s_A000045(n)`), the helpers it needs and `LodaUndefined`.
    `programs` is `LodaTree.closure(main)`. Raises LodaUnsupported (one line) for anything it cannot
    translate exactly: an unknown operation, a bad operand, unbalanced loops, a seq cycle.

    `bounded=False` leaves out the reference interpreter's range (RANGE_BITS): the same program over
    unbounded integers, which yields the terms past that range the reference cannot compute. Only a
    witness may use them (builder/verify.py): no miner checked the program there."""
    order = _seq_order(programs, main)
    names = {anumber: anumber for anumber in order}
    names[main] = "a"
    used: set[str] = {"_seq_below"} if len(order) > 1 else set()
    functions: list[str] = []
    for anumber in order:
        fn = _Function(programs[anumber], names[anumber], names, used, bounded)
        functions.append("\n".join(fn.translate()))
        if anumber != main:
            functions.append(_memo(anumber, programs[anumber].offset))
    helpers = _with_dependencies(used)
    imports = sorted(_MATH_IMPORTS[h] for h in helpers if h in _MATH_IMPORTS)
    parts = [f"# LODA program {main} translated to Python by utbench (builder/loda.py); programs: "
             + ", ".join(order) + " (loda-programs, Apache-2.0, the LODA contributors)"]
    if imports:
        parts.append("from math import " + ", ".join(f"{name} as _{name}" for name in imports))
    parts.append(_RUNTIME_HEAD)
    parts.extend(_HELPERS[h][0].strip("\n") + "\n" for h in sorted(helpers) if h in _HELPERS)
    parts.extend(f + "\n" for f in functions)
    source = "\n\n".join(part.rstrip("\n") for part in parts) + "\n"
    try:
        compile(source, f"<loda {main}>", "exec")
    except (SyntaxError, RecursionError, MemoryError) as err:  # e.g. too deeply nested for Python
        raise LodaUnsupported(f"{main}: the translation does not compile: {err}") from None
    return source


def _memo(anumber: str, offset: int) -> str:
    # seq calls repeat arguments (a loop over k calling A(k) for every n): the reference interpreter
    # caches terms too. The cache is bounded so a long run does not grow without end. An argument
    # below the callee's #offset is undefined: the callee's program is checked from its offset on only
    # (docs/loda.md: the reference's own check is "seq using negative argument"; the corpus calls
    # programs of offset -1 at -1, A106207, and none of its checked programs below the offset).
    return (f"_m_{anumber} = {{}}\n\n\n"
            f"def _s_{anumber}(n):\n"
            f"    r = _m_{anumber}.get(n)\n"
            f"    if r is None:\n"
            f"        if n < {offset}:\n"
            f"            _seq_below({anumber!r}, {offset})\n"
            f"        r = {anumber}(n)\n"
            f"        if len(_m_{anumber}) < 100000:\n"
            f"            _m_{anumber}[n] = r\n"
            f"    return r\n")


def _with_dependencies(used: set[str]) -> set[str]:
    out = set(used)
    todo = list(out)
    while todo:
        name = todo.pop()
        for dep in _HELPERS.get(name, ("", ()))[1]:
            if dep not in out:
                out.add(dep)
                todo.append(dep)
    return out


@functools.lru_cache(maxsize=256)
def _compiled(source: str) -> dict:
    namespace: dict = {}
    exec(compile(source, "<loda>", "exec"), namespace)  # noqa: S102 - tests only: arithmetic, no imports but math
    return namespace


def evaluate(programs: dict[str, LodaProgram], main: str, n: int, *, bounded: bool = True) -> int:
    """a(n) of program `main`, in this process. For tests: product code runs the translation in the sandbox."""
    return _compiled(translate(programs, main, bounded=bounded))["a"](n)
