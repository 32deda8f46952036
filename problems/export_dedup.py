"""Code normalisation for the training-set export: exact and near-duplicate keys.

Two programs are exact duplicates when they are the same after comments, docstrings and layout
are dropped (`ast.unparse` of the parsed tree, which is canonical in whitespace and quoting).
They are near duplicates when, in addition, every locally bound identifier (variables, parameters,
helper functions, loop targets) is renamed to its order of first appearance and annotations are
dropped, and the resulting `ast.dump` is the same.

Why a renamed-AST key and not a similarity threshold: for integer sequences a one-character change
(a coefficient, a bound, `//` for `/`) is usually a different sequence, so a text-similarity
threshold would merge programs that compute different things, and it needs a quadratic number of
comparisons. The renamed AST ignores exactly what cannot change the result (names, comments,
layout, annotations) and nothing else, and it is a hash key, so deduplication is linear.
"""
from __future__ import annotations

import ast
import builtins
import hashlib
import io
import re
import tokenize

_BUILTINS = frozenset(dir(builtins))
# Names the harness calls or that carry meaning to a reader of the code: never renamed.
_KEEP = frozenset({"solution", "self", "cls"})


def _drop_string_statements(tree: ast.AST) -> None:
    """Docstrings and bare string statements (used as block comments) carry no behaviour."""
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        kept = [s for s in body
                if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) and isinstance(s.value.value, str))]
        if len(kept) != len(body):
            node.body = kept or [ast.Pass()]


def _parse(code: str) -> ast.Module | None:
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    _drop_string_statements(tree)
    return tree


def _token_text(code: str) -> str:
    """Fallback for code that does not parse: tokens without comments, one space apart."""
    try:
        tokens = tokenize.generate_tokens(io.StringIO(code).readline)
        kept = [t.string for t in tokens
                if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
                                  tokenize.DEDENT, tokenize.ENDMARKER)]
        return " ".join(kept)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return re.sub(r"\s+", " ", re.sub(r"#[^\n]*", "", code)).strip()


def normalise_code(code: str) -> str:
    """The program without comments, docstrings and layout: the exact-duplicate form."""
    tree = _parse(code)
    return ast.unparse(tree) if tree is not None else _token_text(code)


class _Renamer(ast.NodeTransformer):
    def __init__(self, bound: set[str]):
        self.bound = bound
        self.names: dict[str, str] = {}

    def _new(self, name: str) -> str:
        if name not in self.bound or name in _KEEP:
            return name
        return self.names.setdefault(name, f"v{len(self.names)}")

    def visit_Name(self, node: ast.Name) -> ast.AST:
        node.id = self._new(node.id)
        return node

    def visit_arg(self, node: ast.arg) -> ast.AST:
        node.arg = self._new(node.arg)
        node.annotation = None
        return node

    def _visit_def(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST:
        node.name = self._new(node.name)
        node.returns = None
        self.generic_visit(node)
        return node

    visit_FunctionDef = _visit_def
    visit_AsyncFunctionDef = _visit_def

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        node.name = self._new(node.name)
        self.generic_visit(node)
        return node

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        self.generic_visit(node)
        if node.value is None:
            return ast.Pass()
        return ast.Assign(targets=[node.target], value=node.value, lineno=0)

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> ast.AST:
        if node.name:
            node.name = self._new(node.name)
        self.generic_visit(node)
        return node


def _bound_names(tree: ast.AST) -> set[str]:
    """Names the program itself binds (so renaming them cannot change behaviour); builtins and
    imported modules are referenced, not bound, and keep their names."""
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
    return bound - _KEEP


def near_duplicate_key(code: str) -> str:
    """sha256 of the AST with comments, docstrings, annotations and local names normalised."""
    tree = _parse(code)
    if tree is None:
        text = _token_text(code)
    else:
        tree = _Renamer(_bound_names(tree)).visit(tree)
        text = ast.dump(tree, annotate_fields=False, include_attributes=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def exact_key(code: str) -> str:
    return hashlib.sha256(normalise_code(code).encode("utf-8")).hexdigest()


def normalise_prose(text: str) -> str:
    """Reasoning text compared for duplicates: case and whitespace do not make it different."""
    return re.sub(r"\s+", " ", text).strip().lower()
