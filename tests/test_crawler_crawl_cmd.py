"""`utbench crawl` end to end: the real snapshot offline, and online crawls against a local server
(faults, the index crawl, and a crawl killed mid-way that resumes without asking again)."""
from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from utbench.cli import main
from utbench.crawler.store import load_entries, load_index, load_index_tags, load_snapshot

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "problems" / "data" / "oeis"
FIXTURES = ROOT / "tests" / "fixtures" / "crawler"
_spec = importlib.util.spec_from_file_location("oeis_server", FIXTURES / "oeis_server.py")
oeis_server = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(oeis_server)


def all_results() -> dict[str, dict]:
    results = {}
    for path in sorted((DATA / "seq").glob("*/*.seq")):
        results[path.stem] = oeis_server.seq_to_result(path.read_text(encoding="utf-8"))
    return results


def test_snapshot_import_end_to_end(tmp_path, capsys):
    store = tmp_path / "store"
    assert main(["crawl", "--snapshot", str(DATA), "--store", str(store)]) == 0
    err = capsys.readouterr().err
    n_entries = len(load_snapshot(DATA))  # every .seq file and 2 JSON replies
    assert f"entries imported  {n_entries}" in err and "malformed, skipped 0" in err
    stored = load_entries(store)
    assert [e.anumber for e in stored] == [e.anumber for e in load_snapshot(DATA)]
    a = next(e for e in stored if e.anumber == "A000060")
    assert a.terms[-1] == 319188605907760846 and [p.language for p in a.programs] == ["maple", "mathematica", "pari"]
    # Importing again is idempotent.
    assert main(["crawl", "--snapshot", str(DATA), "--store", str(store)]) == 0
    assert len(load_entries(store)) == n_entries


def test_snapshot_with_a_truncated_entry_reports_and_skips_it(tmp_path, capsys):
    snap = tmp_path / "snap"
    snap.mkdir()
    for anumber in ("A000060", "A000226"):
        shutil.copy(DATA / "seq" / anumber[:4] / f"{anumber}.seq", snap)
    text = (DATA / "seq" / "A000" / "A000259.seq").read_text(encoding="utf-8")
    (snap / "A000259.seq").write_text(text[: text.index("%K A000259")], encoding="utf-8")  # cut download
    shutil.copy(DATA / "bfiles" / "b000049.txt", snap)
    store = tmp_path / "store"
    assert main(["crawl", "--snapshot", str(snap), "--store", str(store)]) == 0
    err = capsys.readouterr().err
    assert "A000259" in err and "skipped" in err and "entries imported  2" in err
    assert [e.anumber for e in load_entries(store)] == ["A000060", "A000226"]
    assert "A000259" in (store / "errors.jsonl").read_text()


def test_bad_usage_exits_2(tmp_path, capsys):
    assert main(["crawl", "--store", str(tmp_path)]) == 2
    assert main(["crawl", "--ids", "A000045", "--snapshot", str(DATA)]) == 2
    assert main(["crawl", "--ids", "A00004X"]) == 2
    assert main(["crawl", "--snapshot", str(tmp_path / "missing")]) == 2
    assert "--snapshot" in capsys.readouterr().err


def test_online_crawl_with_faults_then_offline(tmp_path, capsys):
    store = tmp_path / "store"
    with oeis_server.OEISServer(all_results(), bfiles={}) as server:
        server.faults = [("500", None), ("429", 0)]
        args = ["crawl", "--ids", "A000060,A000226,A999999", "--store", str(store), "--base-url", server.url,
                "--delay", "0", "--retries", "3", "--bfiles"]
        assert main(args) == 0
        err = capsys.readouterr().err
        assert "saved             2" in err and "not found         1" in err and "retries 2" in err
        assert [e.anumber for e in load_entries(store)] == ["A000060", "A000226"]
        assert load_entries(store)[0].bfile is None  # the server has no b-file for it (404)
        n = len(server.log)
        # Everything is cached or stored: a re-run, online or offline, sends nothing.
        assert main(args) == 0 and len(server.log) == n
    shutil.rmtree(store / "entries")
    assert main(["crawl", "--ids", "A000060,A000226", "--store", str(store), "--offline"]) == 0
    assert len(load_entries(store)) == 2


def test_index_crawl(tmp_path, capsys):
    pages = {"/wiki/Index_to_OEIS": (FIXTURES / "index_main_page_written_to_structure.html").read_text(),
             "/wiki/Index_to_OEIS:_Section_Tra": (FIXTURES / "index_page_written_to_structure.html").read_text()}
    store = tmp_path / "store"
    served = {a: r for a, r in all_results().items() if a != "A000055"}  # the index lists it; the server lacks it
    with oeis_server.OEISServer(served, pages=pages) as server:
        code = main(["crawl", "--index", "--store", str(store), "--base-url", server.url, "--delay", "0"])
    err = capsys.readouterr().err
    assert code == 0
    assert "3 sections (2 failed)" in err  # sections A and Ca are not served: reported, skipped
    tags = {c.tag for c in load_index(store)}
    assert "Tra#trees/trees_number_of" in tags
    by_anumber, titles = load_index_tags(store)
    assert (by_anumber["A000060"] == ["Tra#trees/trees_number_of"]
            and titles["Tra#triangles"] == "triangles, read by rows")
    stored = {e.anumber for e in load_entries(store)}
    assert {"A000060", "A000226", "A004736", "A019692"} <= stored
    assert "A000055" not in stored and "not found" in err  # listed by the index, not on this server


def test_killed_crawl_resumes_without_asking_again(tmp_path):
    ids = ["A000060", "A000226", "A000259", "A000363", "A000473", "A000570", "A000701", "A000702"]
    store = tmp_path / "store"
    with oeis_server.OEISServer(all_results()) as server:
        cmd = [sys.executable, "-m", "utbench.cli", "crawl", "--ids", ",".join(ids), "--store", str(store),
               "--base-url", server.url, "--delay", "0.4", "--batch", "1"]
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
                                start_new_session=True)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and len(list((store / "entries").glob("*/*.json"))) < 3:
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        saved_before = {p.stem for p in (store / "entries").glob("*/*.json")}
        assert 3 <= len(saved_before) < len(ids)
        assert subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT).returncode == 0
        for anumber in ids:
            asked = server.requests_for(f"id%3A{anumber}")
            assert asked == 1 if anumber in saved_before else asked <= 2
    assert [e.anumber for e in load_entries(store)] == ids
