"""Parse OEIS entries, from the internal text format (.seq) or a JSON interface reply, into Entry.

Both sources carry the same fields (the JSON keys are the %-codes spelled out), so both build an
Entry through the same field table; programs are split per program by one function.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from utbench.problems import reading

from .entry import Entry, Program
from .errors import EntryError

_LINE = re.compile(r"^%([A-Za-z]) (A\d{6})(?: (.*))?$")
_TERM = re.compile(r"^-?\d+$")
_MONTHS = {m: i for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(), start=1)}
_DATE = re.compile(r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? (\d{1,2}),? (\d{4})\b")

# %-code -> (JSON key, Entry list field). Terms, name, keywords, offset, author and programs are special.
_LIST_FIELDS = {
    "C": ("comment", "comments"),
    "D": ("reference", "references"),
    "H": ("link", "links"),
    "F": ("formula", "formulas"),
    "e": ("example", "examples"),
    "Y": ("xref", "xrefs"),
    "E": ("ext", "extensions"),
}
_REQUIRED_CODES = {"S": "terms (%S)", "N": "name (%N)", "K": "keywords (%K)", "O": "offset (%O)"}

# Language tags seen in %o headers, normalised. A header is "(Tag)" or "(Tag, remark)" or "(Tag:)" at
# the start of a line; anything else in parentheses (Scheme code, prose) continues the program.
_LANGUAGE_ALIASES = {
    "pari": "pari", "pari/gp": "pari", "gp": "pari", "pari-gp": "pari",
    "python": "python", "python3": "python", "python 3": "python", "python 2": "python", "sympy": "python",
    "sage": "sage", "sagemath": "sage",
    "magma": "magma", "haskell": "haskell", "gap": "gap", "maxima": "maxima",
    "scheme": "scheme", "mit scheme": "scheme", "racket": "scheme", "lisp": "lisp", "common lisp": "lisp",
    "clojure": "clojure", "r": "r", "c": "c", "c++": "c++", "c#": "c#", "java": "java",
    "javascript": "javascript", "perl": "perl", "ruby": "ruby", "julia": "julia", "matlab": "matlab",
    "octave": "octave", "sh": "sh", "bash": "sh", "bc": "bc", "dc": "dc", "awk": "awk",
    "smalltalk": "smalltalk", "mupad": "mupad", "excel": "excel", "derive": "derive", "aribas": "aribas",
    "maple": "maple", "mathematica": "mathematica", "mma": "mathematica", "wolfram language": "mathematica",
    "axiom": "axiom", "fricas": "fricas", "reduce": "reduce", "macsyma": "maxima", "giac": "giac",
    "basic": "basic", "qbasic": "basic", "ubasic": "basic", "freebasic": "basic", "visual basic": "basic",
    "pascal": "pascal", "fortran": "fortran", "go": "go", "rust": "rust", "kotlin": "kotlin",
    "swift": "swift", "lua": "lua", "prolog": "prolog", "apl": "apl", "j": "j", "k": "k", "ocaml": "ocaml",
    "f#": "f#", "erlang": "erlang", "elixir": "elixir", "scala": "scala", "nim": "nim", "php": "php",
    "tcl": "tcl", "forth": "forth", "ada": "ada", "d": "d", "raku": "raku", "perl 6": "raku",
    "powershell": "powershell", "mathcad": "mathcad", "walnut": "walnut", "lean": "lean", "coq": "coq",
    "other": "other", "cobol": "cobol", "logo": "logo", "algol": "algol", "mumps": "mumps",
}
_HEADER = re.compile(r"^\(([^()]*)\)")


def language_of_header(line: str) -> str | None:
    """The normalised language of a program header line such as '(PARI) a(n)=...', else None."""
    m = _HEADER.match(line)
    if not m:
        return None
    tag = re.split(r"[,:;]", m.group(1), maxsplit=1)[0].strip().lower()
    if tag in _LANGUAGE_ALIASES:
        return _LANGUAGE_ALIASES[tag]
    # "Python 3.8+", "PARI/GP 2.15", "Sage 9.3": a known language followed by a version.
    head = re.sub(r"\s*v?\d[\w.+]*$", "", tag).strip()
    return _LANGUAGE_ALIASES.get(head)


def split_programs(lines: list[str]) -> list[Program]:
    """Split the %o lines of an entry into one Program per '(LANG)' header."""
    programs: list[Program] = []
    for line in lines:
        language = language_of_header(line)
        if language is not None or not programs:
            if language is not None:
                line = line[_HEADER.match(line).end():].lstrip()  # type: ignore[union-attr]
            programs.append(Program(language or "unknown", line))
        else:
            programs[-1].code += "\n" + line
    for p in programs:
        p.code = p.code.strip("\n")
    return [p for p in programs if p.code.strip()]


def _block(language: str, lines: list[str]) -> list[Program]:
    code = "\n".join(lines).strip("\n")
    return [Program(language, code)] if code.strip() else []


def parse_terms(data: str, anumber: str, source: str, line: int | None) -> list[int]:
    parts = [p.strip() for p in data.replace("\n", "").split(",")]
    if parts and parts[-1] == "":
        parts.pop()  # %S/%T lines end in a comma
    bad = [p for p in parts if not _TERM.match(p)]
    if bad or not parts:
        what = f"term {bad[0]!r} is not an integer" if bad else "no terms"
        raise EntryError(anumber, source, line, "data", what)
    return [int(p) for p in parts]


def parse_offset(text: str, anumber: str, source: str, line: int | None) -> int:
    m = re.match(r"^\s*(-?\d+)\s*(?:,\s*-?\d+\s*)?$", text or "")
    if not m:
        raise EntryError(anumber, source, line, "offset", f"offset {text!r} is not 'n' or 'n,m'")
    return int(m.group(1))


def created_from_author(author: str) -> str | None:
    """The first date in the %A line ('_Name_, Jan 21 2009') as YYYY-MM-DD; .seq files carry no other."""
    m = _DATE.search(author)
    if not m:
        return None
    month, day, year = _MONTHS[m.group(1)], int(m.group(2)), int(m.group(3))
    return f"{year:04d}-{month:02d}-{day:02d}"


def parse_seq(text: str, source: str = "<seq>") -> Entry:
    """Parse one entry in the OEIS internal format. Raises EntryError naming the line at fault."""
    fields: dict[str, list[tuple[int, str]]] = {}
    anumber: str | None = None
    for number, raw in enumerate(text.split("\n"), start=1):
        if raw == "" or raw == "\r":
            continue
        m = _LINE.match(raw.rstrip("\r"))
        if not m:
            raise EntryError(anumber, source, number, None, f"line is not '%X Annnnnn ...': {raw[:60]!r}")
        code, anum, rest = m.group(1), m.group(2), m.group(3) or ""
        if anumber is None:
            anumber = anum
        elif anum != anumber:
            raise EntryError(anumber, source, number, code, f"line belongs to {anum}, not {anumber}")
        fields.setdefault(code, []).append((number, rest))
    if anumber is None:
        raise EntryError(None, source, None, None, "empty entry")
    for code, what in _REQUIRED_CODES.items():
        if code not in fields:
            raise EntryError(anumber, source, None, code, f"missing {what}: truncated or malformed entry")

    def text_of(code: str) -> str:
        return " ".join(rest for _, rest in fields.get(code, [])).strip()

    def lines_of(code: str) -> list[str]:
        return [rest for _, rest in fields.get(code, [])]

    data_lines = [(n, r) for code in "STU" for n, r in fields.get(code, [])]
    terms = parse_terms("".join(r for _, r in data_lines), anumber, source, data_lines[0][0])
    offset_line, offset_text = fields["O"][0]
    revision = re.search(r"#(\d+)", text_of("I"))
    author = text_of("A")
    entry = Entry(
        anumber=anumber,
        name=text_of("N"),
        terms=terms,
        offset=parse_offset(offset_text, anumber, source, offset_line),
        keywords=[k for k in text_of("K").replace(" ", "").split(",") if k],
        programs=_block("maple", lines_of("p")) + _block("mathematica", lines_of("t")) + split_programs(lines_of("o")),
        author=author,
        created=created_from_author(author),
        revision=int(revision.group(1)) if revision else None,
        source=str(source),
    )
    for code, (_, attr) in _LIST_FIELDS.items():
        setattr(entry, attr, lines_of(code))
    if not entry.name:
        raise EntryError(anumber, source, fields["N"][0][0], "N", "empty name")
    return entry


def parse_seq_file(path: str | Path) -> Entry:
    path = Path(path)
    try:
        text = reading.read_bytes(path).decode("utf-8")
    except UnicodeDecodeError as err:
        raise EntryError(None, path, None, None, f"not UTF-8 text ({err.reason})") from None
    return parse_seq(text, str(path))


def _json_result(obj: Any, source: str, index: int) -> Entry:
    where = f"results[{index}]"
    if not isinstance(obj, dict):
        raise EntryError(None, source, None, where, "a result is not a JSON object")
    number = obj.get("number")
    if not isinstance(number, int) or isinstance(number, bool):
        raise EntryError(None, source, None, f"{where}.number", "missing or not an integer")
    anumber = f"A{number:06d}"

    def string(key: str, required: bool = False) -> str:
        value = obj.get(key)
        if value is None and not required:
            return ""
        if not isinstance(value, str):
            raise EntryError(anumber, source, None, f"{where}.{key}", "missing or not a string")
        return value

    def strings(key: str) -> list[str]:
        value = obj.get(key) or []
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise EntryError(anumber, source, None, f"{where}.{key}", "not a list of strings")
        return value

    author = string("author")
    created = string("created")
    revision = obj.get("revision")
    entry = Entry(
        anumber=anumber,
        name=string("name", required=True),
        terms=parse_terms(string("data", required=True), anumber, source, None),
        offset=parse_offset(string("offset", required=True), anumber, source, None),
        keywords=[k for k in string("keyword", required=True).replace(" ", "").split(",") if k],
        programs=_block("maple", strings("maple")) + _block("mathematica", strings("mathematica"))
        + split_programs(strings("program")),
        author=author,
        created=created[:10] if created else created_from_author(author),
        revision=revision if isinstance(revision, int) and not isinstance(revision, bool) else None,
        source=source,
    )
    for _, (key, attr) in _LIST_FIELDS.items():
        setattr(entry, attr, strings(key))
    if not entry.name.strip():
        raise EntryError(anumber, source, None, f"{where}.name", "empty name")
    return entry


def reply_results(text: str, source: str = "<json>") -> list[Any]:
    """The raw result objects of a JSON reply, old shape (object with results) or new (bare list).

    null, [] and "results": null all mean no hits. A reply that does not parse (truncated) raises.
    """
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as err:
        raise EntryError(None, source, err.lineno, None, f"not valid JSON, truncated? ({err.msg})") from None
    if doc is None:
        return []
    if isinstance(doc, list):
        return doc
    if isinstance(doc, dict):
        if "results" not in doc:
            raise EntryError(None, source, None, "results", "reply object has no 'results'")
        results = doc["results"]
        if results is None:
            return []
        if isinstance(results, list):
            return results
        raise EntryError(None, source, None, "results", "'results' is not a list")
    raise EntryError(None, source, None, None, "reply is neither an object, a list nor null")


def reply_count(text: str) -> int | None:
    """Total hits announced by an old-shape reply (for paging), None for the bare-list shape."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError:
        return None
    if isinstance(doc, dict) and isinstance(doc.get("count"), int):
        return doc["count"]
    return None


def parse_json_reply(text: str, source: str = "<json>") -> tuple[list[Entry], list[EntryError]]:
    """Entries of a reply, and the errors of results that are malformed (reported, not fatal)."""
    entries: list[Entry] = []
    errors: list[EntryError] = []
    for index, obj in enumerate(reply_results(text, source)):
        try:
            entries.append(_json_result(obj, source, index))
        except EntryError as err:
            errors.append(err)
    return entries, errors
