"""Parsers on real OEIS data: .seq entries, JSON interface replies, b-files (problems/data/oeis)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from utbench.crawler.bfile import parse_bfile, parse_bfile_file
from utbench.crawler.errors import EntryError
from utbench.crawler.oeisformat import language_of_header, parse_json_reply, parse_seq, parse_seq_file, split_programs
from utbench.crawler.store import entry_from_dict, entry_to_dict, import_snapshot

DATA = Path(__file__).resolve().parent.parent / "problems" / "data" / "oeis"
SEQ = DATA / "seq"
JSON_DIR = DATA / "json" / "old_format_pre2023"


def seq_text(anumber: str) -> str:
    return (SEQ / anumber[:4] / f"{anumber}.seq").read_text(encoding="utf-8")


def test_seq_entry_fields():
    e = parse_seq_file(SEQ / "A000" / "A000060.seq")
    assert e.anumber == "A000060" and e.offset == 1
    assert e.name == "Number of signed trees with n nodes."
    assert e.terms[:6] == [1, 2, 3, 10, 27, 98] and len(e.terms) == 29
    assert e.terms[-1] == 319188605907760846 and isinstance(e.terms[-1], int)
    assert e.keywords == ["nonn", "nice", "changed"]
    assert e.revision == 50
    assert [p.language for p in e.programs] == ["maple", "mathematica", "pari"]
    assert e.programs[1].code.count("\n") == 2  # the three %t lines, one program
    assert e.programs[2].code.startswith("\\\\ here b(N) is A000151")
    assert e.xrefs == ["Cf. A000151, A000238.", "Row sums of A302939."]
    assert e.author == "_N. J. A. Sloane_" and e.created is None  # no date in %A, no other source
    assert len(e.links) == 5 and e.extensions[0].startswith("More terms from Pab Ter")


def test_every_real_seq_file_parses_and_matches_manifest():
    rows = [line.split("\t") for line in (DATA / "manifest.tsv").read_text().split("\n")[1:] if line]
    for row in rows:
        anumber, keywords, offset, n_terms = row[0], row[2], row[3], int(row[6])
        e = parse_seq_file(DATA / row[12])
        assert e.anumber == anumber
        assert e.keywords == keywords.split(",")
        assert e.offset == int(offset.split(",")[0])
        assert len(e.terms) == n_terms
        assert bool(e.programs) == (row[4] != "-")


def test_the_manifest_is_what_the_files_say():
    """Every row re-derived from its file (crawler/manifest.py), and every file has a row."""
    from utbench.crawler.manifest import COLUMNS, rebuild

    lines = (DATA / "manifest.tsv").read_text().splitlines()
    assert lines[0].split("\t") == list(COLUMNS)
    assert [dict(zip(COLUMNS, line.split("\t"))) for line in lines[1:]] == rebuild(DATA, [])


def test_programs_split_per_language_block():
    e = parse_seq(seq_text("A000259"))
    languages = [p.language for p in e.programs]
    assert "pari" in languages and "python" in languages
    for p in e.programs:
        assert not p.code.startswith("(PARI)") and not p.code.startswith("(Python)")
    python = e.programs_in("python")[0].code
    assert "def " in python or "import" in python


def test_program_headers_normalised_and_code_in_parentheses_not_a_header():
    assert language_of_header("(PARI) a(n)=n") == "pari"
    assert language_of_header("(Python 3.8+)") == "python"
    assert language_of_header("(SageMath) [n for n in range(9)]") == "sage"
    assert language_of_header("(Scheme, with memoization-macro definec)") == "scheme"
    assert language_of_header("(MIT Scheme:)") == "scheme"
    # Real %o continuation lines of Scheme code (A267116) are not program headers.
    assert language_of_header("(definec (A267116 n) (if (zero? n) 0 1))") is None
    assert language_of_header("(define (A257993 n) n)") is None
    programs = split_programs(["(MAGMA) [n: n in [1..9]];", "(Scheme)", "(define (A193231 n)", "  n)",
                               "(GAP) List([1..9], n->n);"])
    assert [p.language for p in programs] == ["magma", "scheme", "gap"]
    assert programs[1].code == "(define (A193231 n)\n  n)"


def test_real_scheme_entry_keeps_its_code_together():
    e = parse_seq(seq_text("A267116"))
    scheme = e.programs_in("scheme")
    assert scheme and any("(definec (A267116 n)" in p.code for p in scheme)


def test_json_old_shape_reply():
    text = (JSON_DIR / "A144640.search_id.json").read_text(encoding="utf-8")
    entries, errors = parse_json_reply(text, "A144640.json")
    assert errors == []
    (e,) = entries
    assert e.anumber == "A144640" and e.offset == 1 and e.revision == 28
    assert e.terms[:4] == [3, 17, 48, 102] and e.terms[-1] == 73103
    assert e.created == "2009-02-27"
    assert [p.language for p in e.programs] == ["mathematica", "magma"]
    assert e.programs[1].code.startswith("I:=[3, 17, 48, 102]")
    assert e.links[0].startswith('Vincenzo Librandi, <a href="/A144640/b144640.txt">')
    assert e.keywords == ["nonn", "easy"]


def test_json_reply_without_program_fields():
    text = (JSON_DIR / "A200083.search_id.json").read_text(encoding="utf-8")
    (e,), errors = parse_json_reply(text)
    assert e.anumber == "A200083" and e.programs == [] and not errors


def test_json_new_shape_bare_list_and_no_hits():
    result = json.loads((JSON_DIR / "A144640.search_id.json").read_text(encoding="utf-8"))["results"][0]
    (e,), _ = parse_json_reply(json.dumps([result]))
    assert e.anumber == "A144640"
    for no_hits in ("null", "[]", json.dumps({"greeting": "x", "count": 0, "start": 0, "results": None})):
        assert parse_json_reply(no_hits) == ([], [])


def test_truncated_and_abridged_json_raise_clear_errors():
    text = (JSON_DIR / "A144640.search_id.json").read_text(encoding="utf-8")
    with pytest.raises(EntryError, match="not valid JSON"):
        parse_json_reply(text[: len(text) // 2], "cut.json")
    with pytest.raises(EntryError, match="A000081.abridged"):
        fragment = JSON_DIR / "A000081.abridged_fragment_NOT_VALID_JSON.txt"
        parse_json_reply(fragment.read_text(encoding="utf-8"), str(fragment))


def test_malformed_result_is_reported_not_fatal():
    doc = json.loads((JSON_DIR / "A144640.search_id.json").read_text(encoding="utf-8"))
    good = doc["results"][0]
    bad = dict(good, number=200083, data="1,2,x,4")
    entries, errors = parse_json_reply(json.dumps([good, bad]))
    assert [e.anumber for e in entries] == ["A144640"]
    assert errors[0].anumber == "A200083" and "'x' is not an integer" in str(errors[0])


def test_truncated_seq_entry_names_anumber_file_and_field():
    text = seq_text("A000060")
    cut = text[: text.index("%K A000060")]  # a download cut before the keywords
    with pytest.raises(EntryError) as info:
        parse_seq(cut, "A000060.seq")
    assert "A000060" in str(info.value) and ("%K" in str(info.value) or "keywords" in str(info.value))
    assert info.value.anumber == "A000060"


def test_malformed_seq_line_names_its_line():
    lines = seq_text("A000060").split("\n")
    lines[5] = "garbage in the middle of an entry"
    with pytest.raises(EntryError) as info:
        parse_seq("\n".join(lines), "A000060.seq")
    assert info.value.line == 6 and "A000060.seq:6" in str(info.value)
    lines = seq_text("A000060").split("\n")
    lines[1] = lines[1].replace("1,2,3,10", "1,2,3.5,10")
    with pytest.raises(EntryError, match="'3.5' is not an integer"):
        parse_seq("\n".join(lines), "A000060.seq")
    mixed = seq_text("A000060").replace("%N A000060", "%N A000061", 1)
    with pytest.raises(EntryError, match="belongs to A000061"):
        parse_seq(mixed)


def test_bfile_real():
    b = parse_bfile_file(DATA / "bfiles" / "b000049.txt")
    assert b[0] == 0 and b[2] == 2 and b[49] == 39449965511756 and len(b) == 50
    big = parse_bfile_file(DATA / "bfiles" / "b081121.txt")
    assert len(big) == 7759 and all(isinstance(v, int) for v in big.values())  # 7766 lines, 7 blank


def test_bfile_comments_blank_lines_gaps():
    real = (DATA / "bfiles" / "b000049.txt").read_text().split("\n")
    text = "# A000049 (b-file synthesized from sequence entry)\n\n" + "\n".join(real[:5] + real[10:]) + "\n\n"
    b = parse_bfile(text)
    assert 5 not in b and b[10] == int(real[10].split()[1]) and len(b) == 45


def test_bfile_bad_line_and_order():
    real = (DATA / "bfiles" / "b000049.txt").read_text().split("\n")
    with pytest.raises(EntryError) as info:
        parse_bfile("\n".join(real[:3] + ["3 ?"] + real[4:]), "b000049.txt", "A000049")
    assert info.value.line == 4 and "A000049" in str(info.value)
    with pytest.raises(EntryError, match="does not follow"):
        parse_bfile("\n".join([real[3], real[2]]))


def test_snapshot_import_and_store_round_trip(tmp_path):
    result = import_snapshot(DATA)
    n_seq = len((DATA / "manifest.tsv").read_text().splitlines()) - 1
    assert len(result.entries) == n_seq + 2 and result.errors == []  # every .seq, and 2 JSON replies
    assert sorted(result.bfiles_without_entry)[:2] == ["A000036", "A000049"]
    e = next(x for x in result.entries if x.anumber == "A000060")
    e.bfile = {1: 1, 2: 2, 10**30: 10**40}
    assert entry_from_dict(json.loads(json.dumps(entry_to_dict(e)))) == e
