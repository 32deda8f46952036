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
import hashlib
import io
import re
import tokenize
from functools import lru_cache

# Names the harness calls or that carry meaning to a reader of the code: never renamed.
_KEEP = frozenset({"solution", "self", "cls"})


def _is_string_statement(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _parse(code: str) -> tuple[ast.Module, set[str]] | None:
    """The tree without docstrings and bare string statements (block comments; no behaviour), and
    the names the program itself binds, in one walk."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    bound: set[str] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and any(_is_string_statement(s) for s in body):
            setattr(node, "body", [s for s in body if not _is_string_statement(s)] or [ast.Pass()])  # noqa: B010
        if isinstance(node, ast.Name):
            if not isinstance(node.ctx, ast.Load):
                bound.add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
    # Builtins and imported modules are referenced, not bound, and keep their names.
    return tree, bound - _KEEP


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
    parsed = _parse(code)
    return ast.unparse(parsed[0]) if parsed is not None else _token_text(code)


def _rename(tree: ast.AST, bound: set[str]) -> None:
    """Rename bound names to v0, v1, ... in order of first appearance; drop annotations."""
    names: dict[str, str] = {}

    def new(name: str) -> str:
        return names.setdefault(name, f"v{len(names)}") if name in bound else name

    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            node.id = new(node.id)
        elif isinstance(node, ast.arg):
            node.arg, node.annotation = new(node.arg), None
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.name, node.returns = new(node.name), None
        elif isinstance(node, ast.ClassDef):
            node.name = new(node.name)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            node.name = new(node.name)
        elif isinstance(node, ast.AnnAssign):
            node.annotation = ast.Constant(None)


@lru_cache(maxsize=65536)
def code_keys(code: str) -> tuple[str, str]:
    """(exact key, near-duplicate key): sha256 of the normalised program, and of its AST with
    comments, docstrings, annotations and local names normalised. One parse serves both; samples
    repeat programs often, so results are cached."""
    parsed = _parse(code)
    if parsed is None:
        text = _token_text(code)
        return _sha(text), _sha(text)
    tree, bound = parsed
    exact = ast.dump(tree, annotate_fields=False)  # no comments, layout or docstrings in a tree
    _rename(tree, bound)
    return _sha(exact), _sha(ast.dump(tree, annotate_fields=False))


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def near_duplicate_key(code: str) -> str:
    return code_keys(code)[1]


def normalise_prose(text: str) -> str:
    """Reasoning text compared for duplicates: case and whitespace do not make it different."""
    return re.sub(r"\s+", " ", text).strip().lower()
