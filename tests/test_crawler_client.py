"""The HTTP layer against a local server on 127.0.0.1 that serves recorded OEIS replies and injects faults."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from utbench.crawler.client import OEISClient, PoliteFetcher
from utbench.crawler.errors import FetchError, NotCached

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "problems" / "data" / "oeis"
_spec = importlib.util.spec_from_file_location("oeis_server",
                                               ROOT / "tests" / "fixtures" / "crawler" / "oeis_server.py")
oeis_server = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(oeis_server)


def recorded_results() -> dict[str, dict]:
    """Real result objects: the two recorded JSON replies and a few real .seq entries in the same fields."""
    results = {}
    for path in (DATA / "json" / "old_format_pre2023").glob("*.json"):
        for r in json.loads(path.read_text(encoding="utf-8"))["results"]:
            results[f"A{r['number']:06d}"] = r
    for anumber in ("A000060", "A000226", "A000259", "A000363", "A000473", "A000570", "A000701", "A000702",
                    "A000704", "A000713", "A000736", "A000915"):
        results[anumber] = oeis_server.seq_to_result((DATA / "seq" / anumber[:4] / f"{anumber}.seq").read_text("utf-8"))
    return results


class Sleeps:
    """Records the waits the client asks for, without waiting (the server's faults are real)."""

    def __init__(self):
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


def make_client(server, cache, sleeps=None, **kw) -> OEISClient:
    options = dict(base_url=server.url, delay=0.5, retries=4, backoff=0.25, timeout=2.0, sleep=sleeps or Sleeps())
    options.update(kw)
    return OEISClient(PoliteFetcher(cache, **options))


@pytest.fixture
def server():
    with oeis_server.OEISServer(recorded_results(),
                                bfiles={"b000049.txt": (DATA / "bfiles" / "b000049.txt").read_text()}) as s:
        yield s


def test_batch_of_ids_in_one_request_with_user_agent(server, tmp_path):
    client = make_client(server, tmp_path / "cache")
    outcomes = list(client.fetch_entries(["A144640", "A200083", "A000060", "A999999"]))
    assert [o.anumber for o in outcomes] == ["A144640", "A200083", "A000060", "A999999"]
    assert (outcomes[0].entry.terms[:3] == [3, 17, 48]
            and outcomes[2].entry.name == "Number of signed trees with n nodes.")
    assert outcomes[3].entry is None and outcomes[3].error == "not found"
    assert len(server.log) == 1
    assert "id%3AA144640%7Cid%3AA200083" in server.log[0]["query"]
    assert server.log[0]["user_agent"].startswith("utbench/")


def test_paging_and_new_reply_shape(tmp_path):
    with oeis_server.OEISServer(recorded_results(), shape="old", page_size=2) as s:
        client = make_client(s, tmp_path / "a")
        ids = ["A000060", "A000226", "A000259", "A144640", "A200083"]
        got = [o.anumber for o in client.fetch_entries(ids) if o.entry]
        assert got == ids and len(s.log) == 3  # pages of 2, 2, 1
    with oeis_server.OEISServer(recorded_results(), shape="new") as s:
        client = make_client(s, tmp_path / "b")
        outcomes = list(client.fetch_entries(["A000060", "A999999"]))
        assert outcomes[0].entry.anumber == "A000060" and outcomes[1].error == "not found"
    with oeis_server.OEISServer(recorded_results(), shape="new", page_size=2) as s:
        client = make_client(s, tmp_path / "c")
        ids = ["A000060", "A000226", "A000259", "A144640", "A200083"]
        assert [o.anumber for o in client.fetch_entries(ids) if o.entry] == ids
        assert len(s.log) == 3  # no count in a bare list: pages are read until every id is in


def test_429_with_retry_after_then_500_then_success(server, tmp_path):
    sleeps = Sleeps()
    server.faults = [("429", 7), ("500", None)]
    client = make_client(server, tmp_path / "cache", sleeps)
    (outcome,) = client.fetch_entries(["A000060"])
    assert outcome.entry is not None
    assert len(server.log) == 3 and client.fetcher.stats.retries == 2
    assert 7 in sleeps.calls  # Retry-After honoured
    assert any(0.4 <= s <= 0.5 for s in sleeps.calls[sleeps.calls.index(7) + 1:])  # backoff 0.25*2, then politeness


def test_slow_truncated_and_half_json_replies_are_retried(server, tmp_path):
    server.faults = [("slow", 3.0), ("truncated", None), ("halfjson", None)]
    client = make_client(server, tmp_path / "cache", timeout=1.0)
    (outcome,) = client.fetch_entries(["A144640"])
    assert outcome.entry is not None and outcome.entry.terms[-1] == 73103
    assert len(server.log) == 4 and client.fetcher.stats.retries == 3


def test_gives_up_then_resumes_from_cache_without_requests(server, tmp_path):
    server.faults = [("500", None)] * 3
    client = make_client(server, tmp_path / "cache", retries=2)
    (failed,) = client.fetch_entries(["A000060"])
    assert failed.entry is None and "gave up after 3 attempts (HTTP 500)" in failed.error
    again = make_client(server, tmp_path / "cache")
    (ok,) = again.fetch_entries(["A000060"])
    assert ok.entry is not None and len(server.log) == 4
    # A new process with the same cache: no request at all (resumable), and --offline works.
    offline = make_client(server, tmp_path / "cache", offline=True)
    (cached,) = offline.fetch_entries(["A000060"])
    assert cached.entry.anumber == "A000060" and len(server.log) == 4
    assert offline.fetcher.stats.cache_hits == 1 and offline.fetcher.stats.requests == 0


def test_offline_without_cache_sends_nothing(server, tmp_path):
    client = make_client(server, tmp_path / "cache", offline=True)
    with pytest.raises(NotCached):
        client.fetch_page("/wiki/Index_to_OEIS")
    (outcome,) = client.fetch_entries(["A000060"])
    assert outcome.entry is None and "not in the cache" in outcome.error and server.log == []


def test_bfile_found_and_missing_are_both_cached(server, tmp_path):
    client = make_client(server, tmp_path / "cache")
    b = client.fetch_bfile("A000049")
    assert b[49] == 39449965511756
    assert client.fetch_bfile("A000060") is None  # 404: no b-file
    assert client.fetch_bfile("A000060") is None and client.fetch_bfile("A000049") == b
    assert len(server.log) == 2


def test_client_error_is_not_retried(server, tmp_path):
    client = make_client(server, tmp_path / "cache")
    with pytest.raises(FetchError) as info:
        client.fetch_page("/no/such/page")
    assert info.value.status == 404 and len(server.log) == 1


def test_politeness_delay_between_requests(server, tmp_path):
    sleeps = Sleeps()
    client = make_client(server, tmp_path / "cache", sleeps, delay=5.0)
    list(client.fetch_entries(["A000060"]))
    list(client.fetch_entries(["A000226"]))
    assert len(sleeps.calls) == 1 and 4.0 < sleeps.calls[0] <= 5.0
