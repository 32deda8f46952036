"""Chai Wah Wu's `oeissequences` (PyPI, Apache-2.0) as one more Python program per entry.

The package is one 110,000-line module of functions named after A-numbers: `A000045(n)` gives
a(n), `A000045_gen()` yields the terms from a(offset) on, `A000045_T(n, k)` reads a table (not
used: our problems are indexed by n alone). Importing it costs about 2 s and 290 MB and needs
packages the sandbox does not have (networkx, python-sat, ...), so it is never imported: its source
file is parsed once per process, and for an entry the one function with the module-level names it
uses (helpers, transitively, and exactly the imports they need) is cut out as a self-contained
program. Such a program runs in the sandbox like any %o Python program and is verified against
every DATA term first; one that needs a package the solution environment lacks fails there.

The package's authors also wrote many of the entries' own Python programs, so a cross-check
between the two is not independent (builder.terms.is_independent: only a different language is).
"""
from __future__ import annotations

import ast
import symtable
import sys
import textwrap
import threading
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from . import EngineProgram

DISTRIBUTION = "oeissequences"
MODULE_FILE = "oeis_sequences/OEISsequences.py"
AUTHOR = "Chai Wah Wu"
LICENCE = "Apache-2.0"
HOME = "https://github.com/postvakje/oeis-sequences"


@dataclass
class Binding:
    """One module-level name: a definition's source, or the import that binds it."""

    name: str
    line: int  # where it is bound (definitions are emitted in this order)
    source: str = ""  # a def/class/assignment, dedented (decorators included)
    module: str = ""  # an import: `from module import attr as name`, or `import module as name`
    attr: str | None = None
    _free: frozenset[str] | None = field(default=None, repr=False)

    @property
    def is_import(self) -> bool:
        return bool(self.module)

    def free_names(self) -> frozenset[str]:
        """The global names the definition reads (its body, decorators, defaults), by the
        compiler's own symbol tables rather than by guessing from identifiers."""
        if self._free is None:
            self._free = frozenset() if self.is_import else _globals_read(self.source)
        return self._free

    def import_line(self) -> str:
        if self.attr is None:
            return f"import {self.module}" + (f" as {self.name}" if self.name != self.module.split(".")[0] else "")
        return f"from {self.module} import {self.attr}" + (f" as {self.name}" if self.name != self.attr else "")


def _globals_read(source: str) -> frozenset[str]:
    names: set[str] = set()

    def walk(table: symtable.SymbolTable) -> None:
        module_level = table.get_type() == "module"
        for sym in table.get_symbols():
            if sym.is_referenced() and (module_level or sym.is_global()):
                names.add(sym.get_name())
        for child in table.get_children():
            walk(child)

    walk(symtable.symtable(source, "<oeissequences>", "exec"))
    return frozenset(names)


def _version_test(test: ast.expr) -> bool | None:
    """The value of a `sys.version_info <op> (3, 10)` test for the running interpreter (the sandbox
    runs the same one), or None for any other test."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1
            and ast.unparse(test.left) == "sys.version_info"):
        return None
    try:
        bound = ast.literal_eval(test.comparators[0])
    except ValueError:
        return None
    ops = {ast.Lt: "__lt__", ast.LtE: "__le__", ast.Gt: "__gt__", ast.GtE: "__ge__", ast.Eq: "__eq__"}
    op = ops.get(type(test.ops[0]))
    return None if op is None else bool(getattr(tuple(sys.version_info), op)(tuple(bound)))


class ModuleIndex:
    """The module's bindings, from one parse of its source (the syntax tree is not kept)."""

    def __init__(self, path: Path, version: str):
        self.path, self.version = path, version
        self.bindings: dict[str, Binding] = {}
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines(keepends=True)
        self._add(ast.parse(text, str(path)).body, lines)

    def _add(self, body: list[ast.stmt], lines: list[str]) -> None:
        for node in body:
            # Later bindings win, as when the module runs.
            if isinstance(node, ast.If):
                chosen = _version_test(node.test)
                if chosen is not None:
                    self._add(node.body if chosen else node.orelse, lines)
            elif isinstance(node, ast.ImportFrom):
                if node.module and node.module != "__future__" and not node.level:
                    for a in node.names:
                        name = a.asname or a.name
                        self.bindings[name] = Binding(name, node.lineno, module=node.module, attr=a.name)
            elif isinstance(node, ast.Import):
                for a in node.names:
                    name = a.asname or a.name.split(".")[0]
                    self.bindings[name] = Binding(name, node.lineno, module=a.name if a.asname else name)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Assign, ast.AnnAssign)):
                first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
                source = textwrap.dedent("".join(lines[first - 1:node.end_lineno]))
                if isinstance(node, (ast.Assign, ast.AnnAssign)):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    names = [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
                else:
                    names = [node.name]
                for name in names:
                    self.bindings[name] = Binding(name, first, source=source)

    def main_function(self, anumber: str) -> str | None:
        """`Axxxxxx` when it takes one argument (a(n)), else an argument-free `Axxxxxx_gen`."""
        for name, required in ((anumber, 1), (anumber + "_gen", 0)):
            b = self.bindings.get(name)
            if b is None or b.is_import:
                continue
            node = ast.parse(b.source).body[0]
            if isinstance(node, ast.FunctionDef):
                a = node.args
                if len(a.posonlyargs) + len(a.args) - len(a.defaults) == required:
                    return name
        return None

    def closure(self, name: str) -> list[Binding]:
        """The binding of `name` and of every module-level name it needs, transitively. A name the
        module does not bind is a builtin (or a bug of the program, which verification catches)."""
        seen: dict[str, Binding] = {}
        stack = [name]
        while stack:
            b = self.bindings.get(stack.pop())
            if b is None or b.name in seen:
                continue
            seen[b.name] = b
            stack.extend(n for n in b.free_names() if n not in seen and n in self.bindings)
        return list(seen.values())

    def program(self, anumber: str) -> EngineProgram | None:
        main = self.main_function(anumber)
        if main is None:
            return None
        needed = self.closure(main)
        imports = sorted((b for b in needed if b.is_import), key=lambda b: (b.line, b.name))
        defs = sorted((b for b in needed if not b.is_import), key=lambda b: b.line)
        sources: list[str] = []
        for b in defs:  # a def binding several names (`a = b = ...`) appears once
            if b.source not in sources:
                sources.append(b.source)
        header = (f"# {main} from {DISTRIBUTION} {self.version} by {AUTHOR} ({HOME}),\n"
                  f"# licensed under {LICENCE}; extracted with the helpers it uses.\n")
        code = header + "".join(b.import_line() + "\n" for b in imports) + "\n" + "\n".join(
            s.rstrip() + "\n" for s in sources)
        return EngineProgram(anumber, "python", code, self.source())

    def source(self) -> str:
        return f"{DISTRIBUTION} {self.version} ({AUTHOR}), {LICENCE}"


_lock = threading.Lock()
_index: ModuleIndex | None = None
_missing = False


def module_path() -> tuple[Path, str] | None:
    """The installed module's source file and the package version, without importing it."""
    try:
        dist = metadata.distribution(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None
    path = Path(str(dist.locate_file(MODULE_FILE)))
    return (path, dist.version) if path.is_file() else None


def index() -> ModuleIndex | None:
    """The parsed module, once per process (the miner asks from several threads); None when the
    package is not installed."""
    global _index, _missing
    with _lock:
        if _index is None and not _missing:
            found = module_path()
            if found is None:
                _missing = True
            else:
                _index = ModuleIndex(*found)
        return _index


def programs_for(anumber: str) -> list[EngineProgram]:
    idx = index()
    if idx is None:
        return []
    prog = idx.program(anumber)
    return [prog] if prog else []


def available() -> bool:
    return module_path() is not None


__all__ = ["ModuleIndex", "available", "index", "module_path", "programs_for"]
