"""The problem statement of an entry: "The definition of a(n) is ...".

With a model, the paper's prompt 4 rewrites the OEIS name into a self-contained statement (kept only
if it begins as required). Without one, or when the reply does not begin as required, a
deterministic statement is made from the OEIS name, with OEIS markup removed: author signatures
(`- _Name_, date`), `_Name_` underscores, `(see ...)` / `(cf. ...)` asides, bracketed references
and `(Formerly M1234)` notes, and dates.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from utbench.crawler.entry import Entry

from .modeljudge import STATEMENT_PREFIX, ModelAsker, parse_statement

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
_CLEANUPS = (
    (re.compile(r"\s+[-\u2013\u2014]\s*_[^_]+_.*$"), ""),  # trailing "- _Author_, date" signature
    (re.compile(r"\s*\((?:see|cf\.?|compare|see also)\b[^()]*(?:\([^()]*\)[^()]*)*\)", re.IGNORECASE), ""),
    (re.compile(r"\s*\((?:formerly|was)\s+[MN]\d{4}[^()]*\)", re.IGNORECASE), ""),
    (re.compile(r"\s*\[[^\[\]]*(?:from|added|corrected|edited|extended)[^\[\]]*\]", re.IGNORECASE), ""),
    (re.compile(rf",?\s*(?:on\s+)?{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}"), ""),  # dates
    (re.compile(r"(?<!\w)_([A-Z][^_\n]*?[a-z.])_(?!\w)"), r"\1"),  # remaining _Name_ markup (not W_4, P_n)
    (re.compile(r"\s+"), " "),
    (re.compile(r"\s+([,.;:])"), r"\1"),
)
# A name that starts with one of these reads as a noun phrase and gets "the"; others keep their
# capital (proper names: "Catalan's triangle", "Fibonacci numbers").
_ARTICLE = {"number", "numbers", "triangle", "expansion", "sum", "sums", "product", "smallest", "largest",
            "least", "greatest", "coefficients", "coefficient", "sequence", "array", "table", "square",
            "number's", "maximal", "minimal", "maximum", "minimum", "first", "total", "position", "length",
            "order", "degree", "index", "value", "values", "denominator", "numerator", "exponent", "period",
            "count", "determinant", "permanent", "characteristic", "multiplicative", "inverse"}
_LOWER = {"primes", "integers", "positive", "nonnegative", "odd", "even", "composite", "squarefree", "binary",
          "decimal", "continued", "partial", "row", "rows", "antidiagonals", "expansion", "a", "an", "the",
          "one", "two", "three", "half", "twice", "squares", "cubes", "triangular", "powers", "divisors",
          "reciprocal", "exponential", "generalized", "lexicographically", "irregular", "weighted", "sorted",
          "distinct", "periodic", "nonzero", "aperiodic", "unlabeled", "labeled", "connected", "rooted", "planar",
          "prime", "natural", "slowest", "fastest", "elliptic", "fractal", "spherical", "harmonic", "ternary",
          "primitive", "coordination", "crystal", "layer", "sorting", "nilpotent", "skinny", "enumeration", "hit",
          "numbers", "earliest", "minimal", "self-generating"}
# A name that is an instruction ("Start with ...", "List the ...") follows a colon.
_IMPERATIVE = {"compose", "start", "list", "take", "write", "consider", "let", "arrange", "concatenate", "put",
               "replace", "begin", "read", "place", "choose", "draw", "form", "define", "remove", "sort", "reverse",
               "apply", "iterate", "multiply", "add", "divide", "count", "given", "in", "for", "describe", "shifts",
               "if", "when", "where", "suppose", "from"}


_NAMED_NOUN = re.compile(r"^[A-Z][\w'\-]*(?: [\w'\-]+){0,2} (?:series|transform|expansion|function|polynomials?|"
                         r"triangle|array|sequence|numbers|constant|table|coefficients|graph|group)\b")


def clean_name(name: str) -> str:
    text = name.strip()
    for pattern, replacement in _CLEANUPS:
        text = pattern.sub(replacement, text)
    return text.strip().rstrip(",;: ")


def statement_from_name(name: str) -> str:
    """The deterministic statement: 'The definition of a(n) is ' + the cleaned OEIS name."""
    text = clean_name(name)
    text = re.sub(r"^a\(n\) (?:is|=) (?=the |a |an |number|smallest|largest|least)", "", text)
    first = re.match(r"[A-Za-z']+", text)
    word = first.group(0) if first else ""
    if re.match(r"^[a-zA-Z]\(n\)|^[A-Z]\(n,", text) or not word or word.lower() in _IMPERATIVE:
        body = ": " + text  # the name is itself a formula: "a(n) = ..."
    elif word.lower() in _ARTICLE and word[0].isupper():
        body = " the " + text[0].lower() + text[1:]
    elif word.lower() in _LOWER and word[0].isupper() and word[1:] == word[1:].lower():
        body = " " + text[0].lower() + text[1:]
    elif _NAMED_NOUN.match(text):
        body = " the " + text  # "Molien series of ...", "Stirling numbers of ...": keep the proper name

    else:
        body = " " + text
    statement = STATEMENT_PREFIX + body
    return statement if statement.endswith((".", "?", "!")) else statement + "."


@dataclass
class Statement:
    text: str
    source: str  # "rule:oeis-name" or "model:<name>"
    model_status: str  # "skipped" (no model), "accepted", "rejected:<why>"


def standardise(entry: Entry, asker: ModelAsker | None = None) -> Statement:
    fallback = statement_from_name(entry.name)
    if asker is None:
        return Statement(fallback, "rule:oeis-name", "skipped")
    answer = asker.ask("standardise", entry)
    text = parse_statement(answer.content)
    if text is None:
        return Statement(fallback, "rule:oeis-name", f"rejected:does not begin with '{STATEMENT_PREFIX}'")
    if answer.finish_reason == "length":
        return Statement(fallback, "rule:oeis-name", "rejected:reply cut off")
    return Statement(text, f"model:{asker.model}", "accepted")
