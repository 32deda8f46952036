"""The leaderboard site, built from REAL result files: samples written here (real Python solutions,
right and wrong, PoT and RCoT) are run through `utbench run` in the sandbox against the real OEIS
problems of tests/fixtures/problems-small.jsonl, and `utbench leaderboard` builds the site from the
result directories. Browser tests open it in Debian's headless Chromium through playwright.
"""
from __future__ import annotations

import functools
import http.server
import json
import re
import shutil
import threading
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import requires_chromium, requires_sandbox
from utbench.cli import main
from utbench.problems.problemset import read_problems
from utbench.prompts.render import pot_messages, rcot_code_message, rcot_reason_messages

FIXTURES = Path(__file__).resolve().parent / "fixtures"
PROBLEMS = FIXTURES / "problems-small.jsonl"

_MU = """
def mu(n):
    result, p = 1, 2
    while p * p <= n:
        if n % p == 0:
            n //= p
            if n % p == 0:
                return 0
            result = -result
        p += 1
    return -result if n > 1 else result
"""

# Per problem: named solutions with the idea a model would state first. "fast" and "slow" are
# correct (the slow one does more work), "wrong" fails; the runner decides, not this table.
SOLUTIONS: dict[str, dict[str, tuple[str, str]]] = {
    "A027375": {
        "fast": ("Möbius inversion over the distinct prime factors: "
                 "a(n) = sum over squarefree d | n of mu(d) 2^(n/d).", """
def solution(x):
    if x == 0:
        return 0
    primes, n, p = [], x, 2
    while p * p <= n:
        if n % p == 0:
            primes.append(p)
            while n % p == 0:
                n //= p
        p += 1
    if n > 1:
        primes.append(n)
    total = 0
    for mask in range(1 << len(primes)):
        d, sign = 1, 1
        for i, q in enumerate(primes):
            if mask >> i & 1:
                d, sign = d * q, -sign
        total += sign * 2 ** (x // d)
    return total
"""),
        "slow": ("Strings of length n split by primitive period; invert with the Möbius function over all divisors.",
                 _MU + """
def solution(x):
    return sum(mu(d) * 2 ** (x // d) for d in range(1, x + 1) if x % d == 0) if x else 0
"""),
        "wrong": ("Only the two constant strings are periodic, so 2^n - 2.", """
def solution(x):
    return 2 ** x - 2 if x else 0
"""),
    },
    "A001158": {
        "fast": ("sigma_3 is multiplicative: multiply (1 + p^3 + ... + p^(3e)) over the factorisation.", """
def solution(x):
    total, n, p = 1, x, 2
    while p * p <= n:
        if n % p == 0:
            s, pk = 1, 1
            while n % p == 0:
                n //= p
                pk *= p ** 3
                s += pk
            total *= s
        p += 1
    if n > 1:
        total *= 1 + n ** 3
    return total
"""),
        "slow": ("Add d^3 for every divisor d found by trial division.", """
def solution(x):
    return sum(d ** 3 for d in range(1, x + 1) if x % d == 0)
"""),
        "wrong": ("Sum of the squares of the divisors.", """
def solution(x):
    return sum(d * d for d in range(1, x + 1) if x % d == 0)
"""),
    },
    "A001371": {
        "fast": ("Count bracelets (A000029) and remove non-primitive ones by Möbius inversion.", _MU + """
def necklaces(n):
    from math import gcd
    return sum(2 ** gcd(k, n) for k in range(n)) // n

def bracelets(n):
    if n == 0:
        return 1
    extra = 2 ** (n // 2 + 1) if n % 2 else 3 * 2 ** (n // 2 - 1)
    return (necklaces(n) + extra) // 2

def solution(x):
    if x == 0:
        return 1
    return sum(mu(d) * bracelets(x // d) for d in range(1, x + 1) if x % d == 0)
"""),
        "wrong": ("Primitive necklaces: Möbius inversion of 2^n, divided by n (turning over ignored).", _MU + """
def solution(x):
    if x == 0:
        return 1
    return sum(mu(d) * 2 ** (x // d) for d in range(1, x + 1) if x % d == 0) // x
"""),
    },
    "A053188": {
        "fast": ("The nearest square is isqrt(n)^2 or (isqrt(n)+1)^2.", """
from math import isqrt

def solution(x):
    r = isqrt(x)
    return min(x - r * r, (r + 1) ** 2 - x)
"""),
        "slow": ("Walk up the squares until passing n, then compare both neighbours.", """
def solution(x):
    m = 0
    while (m + 1) * (m + 1) <= x:
        m += 1
    return min(x - m * m, (m + 1) * (m + 1) - x)
"""),
        "wrong": ("Distance down to the square below.", """
from math import isqrt

def solution(x):
    return x - isqrt(x) ** 2
"""),
    },
    "A046127": {
        "fast": ("Closed form n(n^2 - 3n + 8)/3.", """
def solution(x):
    return x * (x * x - 3 * x + 8) // 3
"""),
        "wrong": ("Closed form n(n^2 - 3n + 8)/3 in floating point.", """
def solution(x):
    return x * (x * x - 3 * x + 8) / 3
"""),
    },
    "A014707": {
        "fast": ("Strip the factors 2 from n + 1; the odd part mod 4 gives the fold.", """
def solution(x):
    n = x + 1
    while n % 2 == 0:
        n //= 2
    return 1 if n % 4 == 3 else 0
"""),
        "wrong": ("The parity of n.", """
def solution(x):
    return x % 2
"""),
    },
    "A063655": {
        "fast": ("The best rectangle has the divisor closest to sqrt(n) as a side.", """
from math import isqrt

def solution(x):
    d = isqrt(x)
    while x % d:
        d -= 1
    return d + x // d
"""),
        "slow": ("Try every divisor up to sqrt(n) and keep the smallest semiperimeter.", """
from math import isqrt

def solution(x):
    return min(d + x // d for d in range(1, isqrt(x) + 1) if x % d == 0)
"""),
        "wrong": ("A square of side sqrt(n) has semiperimeter 2 sqrt(n).", """
import math

def solution(x):
    return 2 * math.isqrt(x)
"""),
    },
    "A000736": {
        "fast": ("Boustrophedon transform: build each row from the previous one reversed, "
                 "starting with the next Catalan number.", """
def solution(x):
    row, c = [1], 1
    for i in range(x):
        new = [c]
        for v in reversed(row):
            new.append(new[-1] + v)
        row = new
        c = c * (4 * i + 2) // (i + 2)
    return row[-1]
"""),
        "wrong": ("The Catalan numbers themselves.", """
from math import comb

def solution(x):
    return comb(2 * x, x) // (x + 1)
"""),
    },
}

# Which solution each sample of a run uses; "fast"/"slow" fall back to one another when missing.
RUNS = {
    "qwen2.5-7b__pot": ("qwen2.5-7b", "pot", ["slow", "wrong", "slow", "fast", "wrong"]),
    "qwen2.5-7b__rcot": ("qwen2.5-7b", "rcot", ["fast", "fast", "wrong", "fast", "slow"]),
    "llama3.1-8b__pot": ("llama3.1-8b", "pot", ["wrong", "slow", "none", "crash"]),
}


def _pick(task: str, kind: str) -> tuple[str, str] | None:
    options = SOLUTIONS[task]
    if kind == "none":
        return None
    if kind == "crash":
        return ("Look the term up in a precomputed table.", "def solution(x):\n    return TABLE[x]\n")
    return options.get(kind) or options.get({"fast": "slow", "slow": "fast"}.get(kind, "wrong"))


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def make_samples(problems, model: str, prompt: str, kinds: list[str]) -> list[dict]:
    rows = []
    for number, problem in enumerate(problems):
        # Vary the mix by problem, so categories and problems differ: rotate the run's pattern, and
        # let PoT get every third problem wrong but for its first sample.
        turned = kinds[number % len(kinds):] + kinds[:number % len(kinds)]
        if prompt == "pot" and number % 3 == 2:
            turned = turned[:1] + ["wrong"] * (len(turned) - 1)
        if prompt == "rcot" and number % 4 == 1:
            turned = ["wrong", "wrong"] + turned[2:]
        for idx, kind in enumerate(turned):
            chosen = _pick(problem.task_id, kind)
            idea, code = chosen if chosen else ("I cannot find a formula for this sequence.", None)
            # A reply without code; its markup must reach the page as text, never as markup.
            fenced = (f"```python\n{code.strip()}\n```" if code else
                      "I am not able to write this function. <script>document.title='pwned'</script>")
            if prompt == "rcot":
                first = rcot_reason_messages(problem)
                reasoning = f"Reasoning: {idea} Check against the examples before coding."
                messages = first + [{"role": "assistant", "content": reasoning}, rcot_code_message(problem),
                                    {"role": "assistant", "content": fenced}]
                usage = [{"prompt_tokens": _tokens(first[-1]["content"]), "completion_tokens": _tokens(reasoning)},
                         {"prompt_tokens": _tokens(first[-1]["content"] + reasoning),
                          "completion_tokens": _tokens(fenced)}]
            else:
                first = pot_messages(problem)
                reply = f"{idea}\n\n{fenced}"
                messages = first + [{"role": "assistant", "content": reply}]
                usage = [{"prompt_tokens": _tokens(first[-1]["content"]), "completion_tokens": _tokens(reply)}]
            rows.append({"task_id": problem.task_id, "sample_idx": idx, "code": code and code.strip() + "\n",
                         "model": model, "prompt": prompt, "reasoner": None, "messages": messages,
                         "finish_reason": ["stop"] * len(usage), "usage": usage, "timing": {"generation_s": 1.5},
                         "settings": {"temperature": 0.7, "max_tokens": 2048, "seed": idx}})
    return rows


@pytest.fixture(scope="module")
def results_dir(tmp_path_factory) -> Path:
    """`utbench run` on three runs' samples; each run directory also holds its samples.jsonl, as
    `utbench eval --out DIR` leaves it."""
    root = tmp_path_factory.mktemp("eval")
    problems = read_problems(PROBLEMS)
    for name, (model, prompt, kinds) in RUNS.items():
        run_dir = root / name
        run_dir.mkdir()
        samples = run_dir / "samples.jsonl"
        samples.write_text("".join(json.dumps(r) + "\n" for r in make_samples(problems, model, prompt, kinds)))
        code = main(["run", "--problems", str(PROBLEMS), "--samples", str(samples), "--out", str(run_dir),
                     "--timeout", "5", "--no-progress"])
        assert code == 0, f"utbench run failed for {name}"
    return root


@pytest.fixture(scope="module")
def site(results_dir: Path, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    assert main(["leaderboard", "--results", str(results_dir), "--out", str(out), "--problems", str(PROBLEMS),
                 "--title", "utbench test board"]) == 0
    return out


def summaries(results_dir: Path) -> dict[str, dict]:
    return {d.name: json.loads((d / "summary.json").read_text()) for d in sorted(results_dir.iterdir())}


def results_rows(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "results.jsonl").read_text().splitlines() if line.strip()]


def _section_id(summary: dict) -> str:
    ps = summary["problem_set"]
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{ps['name']}-{ps['version']}-{ps['hash'][:8]}")


# ---------------------------------------------------------------- the built files


@requires_sandbox
def test_runs_really_ran(results_dir: Path):
    """The fixture is real: the sandbox passed and failed samples for their own reasons."""
    statuses = {r["status"] for d in results_dir.iterdir() for r in results_rows(d)}
    assert {"passed", "wrong_answer", "no_code", "runtime_error"} <= statuses
    s = summaries(results_dir)
    assert s["qwen2.5-7b__rcot"]["pass_at_k"]["1"]["value"] > s["qwen2.5-7b__pot"]["pass_at_k"]["1"]["value"]
    assert all(r["cpu_time_s"] > 0 for d in results_dir.iterdir() for r in results_rows(d) if r["passed"])


@requires_sandbox
def test_leaderboard_data_matches_every_summary(site: Path, results_dir: Path):
    sums = summaries(results_dir)
    section = _section_id(next(iter(sums.values())))
    rows = json.loads((site / "data" / f"{section}-leaderboard.json").read_text())
    assert sorted(r["result_dir"] for r in rows) == sorted(sums)
    for row in rows:
        s = sums[row["result_dir"]]
        assert (row["model"], row["prompt"]) == (s["model"], s["prompt"])
        assert row["pass_at_1"] == s["pass_at_k"]["1"]["value"]
        assert (row["pass_at_1_ci_low"], row["pass_at_1_ci_high"]) == \
            (s["pass_at_k"]["1"]["ci_low"], s["pass_at_k"]["1"]["ci_high"])
        assert row["pass_at_5"] == (s["pass_at_k"]["5"]["value"] if "5" in s["pass_at_k"] else None)
        assert row["easy_only_pass_at_1"] == s["easy_only"]["pass_at_1"]
        assert row["easy_and_hard_pass_at_1"] == s["easy_and_hard"]["pass_at_1"]
        assert row["avg_cpu_time_s_passing"] == s["efficiency"]["avg_cpu_time_s"]
        assert row["problem_set_hash"] == s["problem_set"]["hash"] and row["created"] == s["created"]
    # Ranked by pass@1, best first.
    assert [r["pass_at_1"] for r in rows] == sorted((r["pass_at_1"] for r in rows), reverse=True)


@requires_sandbox
def test_efficiency_change_is_computed_from_per_problem_cpu_times(site: Path, results_dir: Path):
    def runtimes(name: str) -> dict[str, float]:
        times: dict[str, list[float]] = {}
        for r in results_rows(results_dir / name):
            if r["passed"]:
                times.setdefault(r["task_id"], []).append(r["cpu_time_s"])
        return {t: sum(v) / len(v) for t, v in times.items()}

    pot, rcot = runtimes("qwen2.5-7b__pot"), runtimes("qwen2.5-7b__rcot")
    common = pot.keys() & rcot.keys()
    assert common
    expected = (sum(pot[t] for t in common) - sum(rcot[t] for t in common)) / sum(rcot[t] for t in common)
    section = _section_id(next(iter(summaries(results_dir).values())))
    rows = {r["result_dir"]: r for r in json.loads((site / "data" / f"{section}-leaderboard.json").read_text())}
    assert rows["qwen2.5-7b__rcot"]["pot_to_rcot_efficiency_change"] == pytest.approx(expected, rel=1e-12)
    assert rows["qwen2.5-7b__pot"]["pot_to_rcot_efficiency_change"] == pytest.approx(expected, rel=1e-12)
    assert rows["llama3.1-8b__pot"]["pot_to_rcot_efficiency_change"] is None


@requires_sandbox
def test_plot_data_files_sit_next_to_the_plots(site: Path, results_dir: Path):
    sums = summaries(results_dir)
    section = _section_id(next(iter(sums.values())))
    index = (site / "index.html").read_text()
    for plot in ("categories", "pass-at-k", "runtime", "status"):
        for ext in ("csv", "json"):
            assert (site / "data" / f"{section}-{plot}.{ext}").stat().st_size > 0
            assert f'href="data/{section}-{plot}.{ext}"' in index
    curve = json.loads((site / "data" / f"{section}-pass-at-k.json").read_text())
    for s in sums.values():
        ks = {str(p["k"]): p["value"] for p in curve if p["run"] == s["label"]}
        assert ks == {k: v["value"] for k, v in s["pass_at_k"].items()}
    status = json.loads((site / "data" / f"{section}-status.json").read_text())
    for s in sums.values():
        assert {p["status"]: p["count"] for p in status if p["run"] == s["label"]} == s["status_counts"]
    assert index.count("<svg") == 4


@requires_sandbox
def test_pages_load_nothing_from_outside_the_site(site: Path):
    pages = [site / "index.html", *sorted((site / "problems").glob("*.html"))]
    assert len(pages) == 1 + len(read_problems(PROBLEMS))
    for page in pages:
        html = page.read_text()
        assert len(re.findall(r"<script", html)) == 1  # ours, inline; sample text is escaped
        assert not re.search(r"<(script|img|link|iframe|source)[^>]*\s(src|href)=\"(https?:)?//", html)
        assert "@import" not in html and "url(http" not in html and "fetch(" not in html
        # Every link inside the site leads to a file of the site.
        for target in re.findall(r'(?:href|src)="([^"#]+)', html):
            if target.startswith(("https://oeis.org/", "data:")):
                continue
            assert (page.parent / target).resolve().is_file(), f"{page.name}: broken link {target}"
    css = (site / "assets" / "style.css").read_text()
    assert "prefers-color-scheme: dark" in css and ".hl" in css and "url(" not in css


@requires_sandbox
def test_problem_page_shows_tests_in_full_samples_and_reasoning(site: Path, results_dir: Path):
    problem = next(p for p in read_problems(PROBLEMS) if p.task_id == "A000736")
    html = (site / "problems" / "A000736.html").read_text()
    biggest = str(problem.hard_y[-1])
    assert len(biggest) > 700 and biggest in html  # in full, wrapped by CSS, never cut
    assert problem.statement.split(",")[0] in html
    n_samples = sum(r["task_id"] == "A000736" for d in results_dir.iterdir() for r in results_rows(d))
    assert html.count('<article class="sample') == n_samples
    assert 'class="hl"' in html  # highlighted at build time
    assert "Reasoning: Boustrophedon transform" in html  # the RCoT reasoning turn
    assert problem.provenance.program.splitlines()[0].split()[0] in html


@requires_sandbox
def test_runs_on_another_problem_set_get_their_own_section(results_dir: Path, tmp_path: Path, capsys):
    other = tmp_path / "results" / "other__pot"
    shutil.copytree(results_dir / "llama3.1-8b__pot", other)
    summary = json.loads((other / "summary.json").read_text())
    summary["problem_set"].update(version="v2", hash="f" * 64)
    (other / "summary.json").write_text(json.dumps(summary))
    out = tmp_path / "site"
    code = main(["leaderboard", "--results", str(results_dir), str(tmp_path / "results"), "--out", str(out),
                 "--problems", str(PROBLEMS)])
    captured = capsys.readouterr()
    assert code == 0
    assert "do not match" in captured.err and "4 run(s) in 2 problem-set section(s)" in captured.out
    index = (out / "index.html").read_text()
    tables = re.findall(r'<table class="board sortable" id="([^"]+)">(.*?)</table>', index, re.S)
    assert len(tables) == 2
    assert [t[1].count("<tr data-model") for t in tables] == [3, 1]
    assert "fffffff" in tables[1][0]


@requires_sandbox
def test_runs_written_by_utbench_eval(tmp_path: Path):
    """`utbench eval --out DIR` with offline baselines: DIR is a parent of run directories."""
    out = tmp_path / "eval"
    assert main(["eval", "--model", "baseline:reference,baseline:memorise", "--problems", str(PROBLEMS),
                 "--out", str(out), "--no-progress"]) == 0
    site = tmp_path / "site"
    assert main(["leaderboard", "--results", str(out), "--out", str(site), "--problems", str(PROBLEMS)]) == 0
    sums = {d.name: json.loads((d / "summary.json").read_text()) for d in out.iterdir() if d.is_dir()}
    section = _section_id(next(iter(sums.values())))
    rows = {r["result_dir"]: r for r in json.loads((site / "data" / f"{section}-leaderboard.json").read_text())}
    assert set(rows) == set(sums) and len(rows) == 2
    for name, row in rows.items():
        assert row["pass_at_1"] == sums[name]["pass_at_k"]["1"]["value"]
        assert row["prompt"] == "baseline"
    assert rows["baseline-reference"]["pass_at_1"] > rows["baseline-memorise"]["pass_at_1"]
    # The memoriser knows the examples only: easy tests beyond them and every hard test fail.
    assert rows["baseline-memorise"]["easy_and_hard_pass_at_1"] == 0.0
    index = (site / "index.html").read_text()
    assert index.count('data-method="baseline"') == 2


# ---------------------------------------------------------------- in the browser

@pytest.fixture(scope="module")
def chromium():
    from playwright.sync_api import sync_playwright

    from utbench.leaderboard.screenshot import launch_browser

    with sync_playwright() as p:
        b = launch_browser(p)
        yield b
        b.close()


class Recorder:
    def __init__(self, page, allowed_prefix: str):
        self.urls: list[str] = []
        self.allowed = allowed_prefix
        page.on("request", lambda request: self.urls.append(request.url))

    def outside(self) -> list[str]:
        return [u for u in self.urls if not u.startswith(self.allowed)]


def _column(page, table: str, col: str) -> list[str]:
    return page.eval_on_selector_all(f"#{table} tbody tr:not([hidden]) td[data-col={col}]",
                                     "cells => cells.map(c => c.getAttribute('data-v'))")


@pytest.mark.browser
@requires_chromium
@requires_sandbox
def test_index_table_sort_filter_search_and_problem_page(site: Path, results_dir: Path, chromium, tmp_path: Path):
    sums = summaries(results_dir)
    section = _section_id(next(iter(sums.values())))
    table = f"table-{section}"
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    recorder = Recorder(page, site.resolve().as_uri() + "/")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((site / "index.html").resolve().as_uri())

    # The rows and values are the summaries'.
    rows = page.eval_on_selector_all(f"#{table} tbody tr",
                                     "rs => rs.map(r => [r.dataset.dir, r.dataset.model, r.dataset.method])")
    assert sorted(r[0] for r in rows) == sorted(sums)
    for run_dir, model, method in rows:
        s = sums[run_dir]
        assert (model, method) == (s["model"], s["prompt"])
        row = page.locator(f'#{table} tbody tr[data-dir="{run_dir}"]')
        assert float(row.locator("td[data-col=pass1]").get_attribute("data-v")) == s["pass_at_k"]["1"]["value"]
        assert row.locator("td[data-col=pass1]").inner_text().startswith(f'{100 * s["pass_at_k"]["1"]["value"]:.1f}%')
        assert float(row.locator("td[data-col=easyhard]").get_attribute("data-v")) == s["easy_and_hard"]["pass_at_1"]
        assert row.locator("td[data-col=cpu]").get_attribute("data-v") == repr(s["efficiency"]["avg_cpu_time_s"])
    page.screenshot(path=str(tmp_path / "index.png"), full_page=True)

    # Sort: CPU time, low to high on the second click; pass@1 high to low on the first.
    heading = page.locator(f"#{table} thead th", has_text="CPU time")
    heading.click()
    cpu = [float(v) for v in _column(page, table, "cpu")]
    assert cpu == sorted(cpu, reverse=True)
    heading.click()
    cpu = [float(v) for v in _column(page, table, "cpu")]
    assert cpu == sorted(cpu) and heading.get_attribute("aria-sort") == "ascending"
    page.locator(f"#{table} thead th", has_text="pass@1").click()
    p1 = [float(v) for v in _column(page, table, "pass1")]
    assert p1 == sorted(p1, reverse=True)
    page.screenshot(path=str(tmp_path / "sorted.png"))

    # Filter by model, then by method.
    filters = page.locator(f'.filters[data-table="{table}"]')
    filters.locator("select[data-key=model]").select_option("qwen2.5-7b")
    assert len(_column(page, table, "pass1")) == 2
    filters.locator("select[data-key=method]").select_option("rcot")
    assert _column(page, table, "pass1") == [repr(sums["qwen2.5-7b__rcot"]["pass_at_k"]["1"]["value"])]
    assert "1 of 3 runs" in filters.locator(".count").inner_text()
    filters.locator("select[data-key=model]").select_option("")
    filters.locator("select[data-key=method]").select_option("")
    assert len(_column(page, table, "pass1")) == 3

    # Search problems by A-number, then by words of the statement.
    def visible():
        return page.eval_on_selector_all("#problem-table tbody tr:not([hidden]) td:first-child a",
                                         "as => as.map(a => a.textContent)")

    page.fill("#problem-search", "a001158")
    assert visible() == ["A001158"]
    page.fill("#problem-search", "nearest square")
    assert visible() == ["A053188"]
    page.fill("#problem-search", "")
    assert len(visible()) == len(read_problems(PROBLEMS))

    # Open a problem page from the index.
    page.fill("#problem-search", "boustrophedon")
    page.click("#problem-table a:text('A000736')")
    page.wait_for_load_state()
    assert page.url.endswith("/problems/A000736.html")
    assert page.locator("h1").inner_text().startswith("A000736")
    assert page.locator("#hard-tests tbody tr").count() == 10
    n_samples = sum(r["task_id"] == "A000736" for d in results_dir.iterdir() for r in results_rows(d))
    assert page.locator("article.sample").count() == n_samples
    first = page.locator("article.sample").first
    assert first.locator(".status").inner_text() in {"passed", "wrong_answer", "runtime_error", "no_code"}
    assert page.locator("article.sample .hl .k").count() > 0  # pygments spans
    # The biggest hard term wraps inside the page instead of widening it.
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    page.locator("details.reasoning summary").first.click()
    assert "Reasoning:" in page.locator("details.reasoning pre").first.inner_text()
    page.screenshot(path=str(tmp_path / "problem.png"), full_page=True)
    assert page.title().startswith("A000736")  # the no-code reply's <script> stayed text
    assert "&lt;script&gt;document.title" in (site / "problems" / "A000736.html").read_text()

    assert errors == []
    assert recorder.urls and recorder.outside() == []
    for name in ("index.png", "sorted.png", "problem.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.browser
@requires_chromium
@requires_sandbox
def test_dark_mode_and_a_static_http_host(site: Path, chromium, tmp_path: Path):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    handler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        page = chromium.new_page(color_scheme="dark")
        recorder = Recorder(page, base)
        page.goto(base + "index.html")
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
        text = page.evaluate("getComputedStyle(document.body).color")
        assert background == "rgb(18, 20, 23)" and text == "rgb(228, 231, 235)"
        # Chart text follows the scheme through currentColor.
        assert page.evaluate("getComputedStyle(document.querySelector('svg.chart text')).fill") == text
        page.screenshot(path=str(tmp_path / "dark.png"), full_page=True)
        href = page.locator("#problem-table a").first.get_attribute("href")
        page.goto(base + href)
        assert page.locator("article.sample").count() > 0
        assert recorder.outside() == []
        assert any(u.endswith(".html") for u in recorder.urls)
    finally:
        server.shutdown()
        server.server_close()


# ---------------------------------------------------------------- creation-date windows (the contamination view)

EMBEDDED = Path(__file__).resolve().parent.parent / "problems" / "data" / "utbench-oeis.jsonl"
WINDOW = ["--created-after", "2007-01", "--created-before", "2012-01"]


@pytest.fixture(scope="module")
def dated_runs(tmp_path_factory) -> Path:
    """The offline baselines on a creation-date window of the real embedded set; the reference
    baseline's cutoff recorded by eval, the others' left to the site."""
    out = tmp_path_factory.mktemp("dated")
    assert main(["eval", "--model", "baseline:reference,baseline:memorise,baseline:recurrence", *WINDOW,
                 "--model-cutoff", "baseline:reference=2009-06", "--out", str(out), "--no-progress"]) == 0
    return out


def _by_hand(run_dir: Path, created: dict[str, str], keep) -> tuple[int, float]:
    """(problems, pass@1) over the problems `keep` accepts, counted from results.jsonl (one sample each)."""
    summary = json.loads((run_dir / "summary.json").read_text())
    ids = [t for t in summary["problem_set"]["subset_ids"] if keep(created.get(t))]
    passed = {r["task_id"] for r in results_rows(run_dir) if r["passed"]}
    return len(ids), (sum(t in passed for t in ids) / len(ids) if ids else 0.0)


@pytest.mark.browser
@requires_chromium
@requires_sandbox
def test_contamination_view_before_and_after_each_cutoff(dated_runs: Path, chromium, tmp_path: Path):
    site = tmp_path / "site"
    assert main(["leaderboard", "--results", str(dated_runs), "--out", str(site), "--cutoff", "2010-01"]) == 0
    created = {p.task_id: p.created for p in read_problems(EMBEDDED)}
    sums = {d.name: json.loads((d / "summary.json").read_text()) for d in dated_runs.iterdir() if d.is_dir()}
    assert sums["baseline-reference"]["model_cutoff"] == "2009-06" and sums["baseline-memorise"]["model_cutoff"] is None
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    recorder = Recorder(page, site.resolve().as_uri() + "/")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((site / "index.html").resolve().as_uri())
    table = page.locator("table.contamination")
    assert table.locator("tbody tr").count() == 3
    for run_dir, cutoff, source in (("baseline-reference", "2009-07-01", "2009-06"),
                                    ("baseline-memorise", "2010-02-01", "2010-01 (site)"),
                                    ("baseline-recurrence", "2010-02-01", "2010-01 (site)")):
        row = table.locator(f'tbody tr[data-run="{sums[run_dir]["label"]}"]')
        cells = row.locator("td")
        assert cells.nth(1).inner_text() == source
        n_before, before = _by_hand(dated_runs / run_dir, created,
                                    lambda c, cutoff=cutoff: c is not None and c < cutoff)
        n_after, after = _by_hand(dated_runs / run_dir, created, lambda c, cutoff=cutoff: c is not None and c >= cutoff)
        assert n_before > 0 and n_after > 0
        assert int(cells.nth(2).inner_text()) == n_before and int(cells.nth(4).inner_text()) == n_after
        assert float(row.locator("td[data-col=before]").get_attribute("data-v")) == pytest.approx(before)
        assert float(row.locator("td[data-col=after]").get_attribute("data-v")) == pytest.approx(after)
        assert row.locator("td[data-col=after]").inner_text().startswith(f"{100 * after:.1f}%")
    # Sorting the difference column works like every other table's.
    table.locator("thead th", has_text="after − before").click()
    diffs = table.locator("tbody tr td[data-col=diff]").evaluate_all("cs => cs.map(c => parseFloat(c.dataset.v))")
    assert diffs == sorted(diffs, reverse=True)
    # The pass rate by creation year: one line per run, a point per year that has problems.
    years = sorted({created[t][:4] for t in sums["baseline-reference"]["problem_set"]["subset_ids"]})
    figure = page.locator("figure[id$='-years']")
    assert figure.locator("svg polyline").count() == 3 and figure.locator("svg circle").count() == 3 * len(years)
    data = json.loads(next((site / "data").glob("*-years.json")).read_text())
    for run_dir in sums:
        for year in years:
            n, rate = _by_hand(dated_runs / run_dir, created, lambda c, y=year: c is not None and c[:4] == y)
            (point,) = [d for d in data if d["run"] == sums[run_dir]["label"] and d["year"] == year]
            assert (point["n_problems"], point["pass_at_1"]) == (n, pytest.approx(rate))
    figure.screenshot(path=str(tmp_path / "years.png"))
    # The problem index shows each creation date and sorts by it (text, ascending on the first click).
    page.locator("#problem-table thead th", has_text="created").click()
    shown = page.eval_on_selector_all("#problem-table tbody tr td:nth-child(3)", "cs => cs.map(c => c.dataset.v)")
    wanted = sums["baseline-reference"]["problem_set"]["subset_ids"]
    assert shown == sorted(created[t] for t in wanted)
    assert errors == [] and recorder.outside() == []


@requires_sandbox
def test_leaderboard_window_recomputes_each_run_over_its_problems(dated_runs: Path, tmp_path: Path):
    site = tmp_path / "site"
    assert main(["leaderboard", "--results", str(dated_runs), "--out", str(site), "--created-after", "2009-01"]) == 0
    created = {p.task_id: p.created for p in read_problems(EMBEDDED)}
    window = [t for t, c in created.items() if c and "2009-01-01" <= c < "2012-01-01"]
    assert sorted(p.stem for p in (site / "problems").glob("*.html")) == sorted(window)
    (board,) = (site / "data").glob("*-leaderboard.json")
    for row in json.loads(board.read_text()):
        n, rate = _by_hand(dated_runs / row["result_dir"], created, lambda c: c is not None and c >= "2009-01-01")
        assert n == len(window) and row["pass_at_1"] == pytest.approx(rate) and row["n_samples"] == n
    assert main(["leaderboard", "--results", str(dated_runs), "--out", str(tmp_path / "x"), "--cutoff", "2010"]) == 2
    assert main(["leaderboard", "--results", str(dated_runs), "--out", str(tmp_path / "y"),
                 "--created-after", "2030-01"]) == 2


# ---------------------------------------------------------------- read as a reader would: one run, two, several samples

def _board(case: str, dated_runs: Path, site: Path, tmp_path: Path) -> tuple[Path, int]:
    """(the site, the most samples per problem of its runs)."""
    if case == "several samples":
        return site, max(len(kinds) for _, _, kinds in RUNS.values())
    dirs = {"one run": ["baseline-reference"], "two runs": ["baseline-reference", "baseline-memorise"]}[case]
    out = tmp_path / "site"
    assert main(["leaderboard", "--results", *[str(dated_runs / d) for d in dirs], "--out", str(out)]) == 0
    return out, 1


def _x_labels(figure) -> list[int]:
    """The numbers under a line chart's x axis, left to right."""
    texts = figure.locator("svg text[text-anchor=middle]").evaluate_all(
        "ts => ts.map(t => [parseFloat(t.getAttribute('x')), t.textContent])")
    return [int(text) for _, text in sorted(texts) if text.isdigit()]


@pytest.mark.browser
@requires_chromium
@requires_sandbox
@pytest.mark.parametrize("case", ["one run", "two runs", "several samples"])
def test_each_section_is_shown_once_and_each_chart_spans_its_data(case, dated_runs: Path, site: Path, chromium,
                                                                  tmp_path: Path):
    board, n = _board(case, dated_runs, site, tmp_path)
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((board / "index.html").resolve().as_uri())
    page.screenshot(path=str(tmp_path / "index.png"), full_page=True)
    ids = page.eval_on_selector_all("[id]", "es => es.map(e => e.id)")
    assert len(ids) == len(set(ids))
    sections = page.eval_on_selector_all("section", "ss => ss.map(s => Array.from("
                                         "s.querySelectorAll('h2, h3, h4, figcaption'), h => h.textContent.trim()))")
    for headings in sections:
        assert [h for h, count in Counter(headings).items() if count > 1] == []
    memorised = page.locator("h4", has_text="Problems a recurrence of the DATA terms solves")
    assert memorised.count() == (0 if case == "several samples" else 1)  # the embedded set's card lists them
    # pass@k: an x axis from 1 to the most samples a run has, no further; one sample: one point, centred.
    figure = page.locator("figure[id$='-pass-at-k']")
    figure.screenshot(path=str(tmp_path / "pass-at-k.png"))
    assert _x_labels(figure) == list(range(1, n + 1))
    points = figure.locator("svg circle").evaluate_all("cs => cs.map(c => parseFloat(c.getAttribute('cx')))")
    if n == 1:
        assert len(set(points)) == 1 and figure.locator("figcaption").inner_text().startswith("pass@1 only")
    years = page.locator("figure[id$='-years']")
    if years.count():  # creation years: labelled from the first year with problems to the last, no further
        data = json.loads(next((board / "data").glob("*-years.json")).read_text())
        shown = sorted({int(d["year"]) for d in data if d["year"] != "undated"})
        labels = _x_labels(years)
        assert labels[0] == shown[0] and labels[-1] <= shown[-1]
    assert errors == []
