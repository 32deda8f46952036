"""Fetch OEIS entries into the local store (online, polite, cached, resumable), or import a folder of
real entries (--snapshot, offline). Malformed entries are reported with their A-number and skipped.

Examples:
  utbench crawl --snapshot problems/data/oeis --store oeis-store
  utbench crawl --ids A000045,A000040 --store oeis-store
  utbench crawl --index --store oeis-store --delay 2
  utbench crawl --ids A000045 --offline        (answers only from the cache)
  utbench crawl --loda loda-programs-oeis.tar.xz --entries problems/data/oeis --loda-out problems/data/loda \
      --loda-entries-after 2026-01-01
"""
from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from utbench import limits
from utbench.cli import UsageError
from utbench.crawler.client import DEFAULT_BASE_URL, OEISClient, PoliteFetcher
from utbench.crawler.errors import EntryError, FetchError
from utbench.crawler.index import MAIN_PAGE, parse_section_page, section_links
from utbench.crawler.store import has_entry, import_snapshot, save_entry, save_index
from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.jsonl import Appender, iter_jsonl

_ANUMBER = re.compile(r"^A?(\d{1,6})$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    what = parser.add_argument_group("what to crawl (one of)")
    what.add_argument("--index", action="store_true",
                      help="crawl the 'Index to OEIS' pages, then every entry they list")
    what.add_argument("--ids", help="comma-separated A-numbers, e.g. A000045,A000040")
    what.add_argument("--snapshot", metavar="DIR", help="import a folder of .seq / JSON files and b-files (offline)")
    what.add_argument("--loda", metavar="PATH",
                      help="copy LODA programs from a loda-programs checkout (or its oeis/ folder, or the packed "
                           "archive) into --loda-out: the program of every entry of --entries, and with "
                           "--loda-entries-after the programs of the sequences created since (offline)")
    loda = parser.add_argument_group("with --loda")
    loda.add_argument("--entries", metavar="DIR", help="the snapshot whose entries' programs to copy")
    loda.add_argument("--loda-out", metavar="DIR", help="where to copy them (e.g. problems/data/loda)")
    loda.add_argument("--loda-entries-after", metavar="DATE",
                      help="also every program of a sequence the snapshot's dated entries bound as created on or "
                           "after DATE (YYYY-MM-DD)")
    parser.add_argument("--store", metavar="DIR", default="oeis-store", help="local store (default: %(default)s)")
    parser.add_argument("--base-url", default=DEFAULT_BASE_URL, help="OEIS server (default: %(default)s)")
    parser.add_argument("--delay", type=float, default=1.0, metavar="S",
                        help="seconds between requests, one request at a time (default: %(default)s)")
    parser.add_argument("--offline", action="store_true", help="answer only from the cache; send no request")
    parser.add_argument("--cache", metavar="DIR", help="HTTP response cache (default: STORE/cache)")
    parser.add_argument("--batch", type=int, default=10, metavar="N", help="ids per request (default: %(default)s)")
    parser.add_argument("--retries", type=int, default=5, help="retries per request (default: %(default)s)")
    parser.add_argument("--timeout", type=float, default=30.0, metavar="S",
                        help="per-request timeout (default: %(default)s)")
    parser.add_argument("--bfiles", action="store_true", help="also fetch each entry's b-file")
    parser.add_argument("--limit", type=int, metavar="N", help="crawl at most N entries (after the index)")


def parse_ids(text: str) -> list[str]:
    ids: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        m = _ANUMBER.match(part.upper())
        if not m:
            raise UsageError(f"--ids: {part!r} is not an A-number like A000045")
        anumber = f"A{int(m.group(1)):06d}"
        if anumber not in ids:
            ids.append(anumber)
    if not ids:
        raise UsageError("--ids: no A-numbers given")
    return ids


def _progress(console: Console, transient: bool = False) -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=console, transient=transient)


def run(args: argparse.Namespace) -> int:
    chosen = [name for name in ("index", "ids", "snapshot", "loda") if getattr(args, name)]
    if len(chosen) != 1:
        raise UsageError("give exactly one of --index, --ids, --snapshot, --loda")
    if args.loda:
        return _copy_loda(args, Console(stderr=True))
    limits.seconds("--delay", args.delay, limits.MAX_DELAY_S, allow_zero=True)
    limits.seconds("--timeout", args.timeout, limits.MAX_DELAY_S)
    limits.count("--batch", args.batch, 1000)
    limits.count("--retries", args.retries, limits.MAX_RETRIES, minimum=0)
    limits.count("--limit", args.limit, 10**9)
    console = Console(stderr=True)
    store = Path(args.store)
    if any(reading.kind(p) not in (None, "dir") for p in (store, *store.parents)):
        raise UsageError(f"--store {store}: a file is in the way (give a directory)")
    if args.snapshot:
        return _import(Path(args.snapshot), store, console)
    fetcher = PoliteFetcher(args.cache or store / "cache", base_url=args.base_url, delay=args.delay,
                            retries=args.retries, timeout=args.timeout, offline=args.offline)
    client = OEISClient(fetcher, batch_size=args.batch)
    started = time.monotonic()
    if args.index:
        anumbers = _crawl_index(client, store, console)
        if anumbers is None:
            return 1
    else:
        anumbers = parse_ids(args.ids)
    if args.limit is not None:
        anumbers = anumbers[: args.limit]
    return _crawl_entries(client, anumbers, store, console, args.bfiles, started)


def _import(snapshot: Path, store: Path, console: Console) -> int:
    if not reading.is_dir(snapshot):
        raise InputError(snapshot, None, "--snapshot", "not a directory")
    files = reading.files_under(snapshot)
    with _progress(console, transient=True) as progress:  # the counts follow; an error stays the one line
        task = progress.add_task("reading snapshot", total=len(files))
        result = import_snapshot(snapshot, progress=lambda _path: progress.advance(task))
        progress.update(task, completed=len(files))
        save = progress.add_task("writing store", total=len(result.entries))
        for entry in result.entries:
            save_entry(store, entry)
            progress.advance(save)
    _log_errors(store, result.errors)
    for err in result.errors:
        console.print(f"[yellow]skipped[/] {err}")
    console.print(f"\n[bold]utbench crawl --snapshot[/] {snapshot} -> {store}")
    console.print(f"  files read        {result.files_read}")
    console.print(f"  entries imported  {len(result.entries)}")
    console.print(f"  b-files attached  {result.bfiles_attached}"
                  + (f" ({len(result.bfiles_without_entry)} b-files have no entry here)"
                     if result.bfiles_without_entry else ""))
    console.print(f"  malformed, skipped {len(result.errors)}")
    return 0 if result.entries else 1


def _copy_loda(args: argparse.Namespace, console: Console) -> int:
    from datetime import date

    from utbench.builder.dating import creation_bounds
    from utbench.builder.engines.loda import open_tree
    from utbench.builder.loda_entries import fresh_anumbers
    from utbench.crawler.loda_snapshot import copy_programs, wanted_closure
    from utbench.crawler.store import load_snapshot

    if not args.entries or not args.loda_out:
        raise UsageError("--loda needs --entries DIR (the snapshot) and --loda-out DIR")
    source, entries_dir, out = Path(args.loda), Path(args.entries), Path(args.loda_out)
    if not reading.exists(source):
        raise UsageError(f"--loda: {source} does not exist")
    if not reading.is_dir(entries_dir):
        raise InputError(entries_dir, None, "--entries", "not a directory")
    try:
        since = date.fromisoformat(args.loda_entries_after) if args.loda_entries_after else None
    except ValueError:
        raise UsageError(f"--loda-entries-after: {args.loda_entries_after!r} is not a date YYYY-MM-DD") from None
    tree = open_tree(source)
    entries = load_snapshot(entries_dir)
    wanted = {e.anumber for e in entries}
    if since is not None:
        bounds = creation_bounds(entries, undated=tree.anumbers())
        wanted |= set(fresh_anumbers(tree, wanted, bounds, since))
    roles, skipped = wanted_closure(tree, wanted)
    rows = copy_programs(tree, roles, out)
    for anumber, why in sorted(skipped.items()):
        console.print(f"[yellow]skipped[/] {anumber}: {why}")
    by_role = {role: sum(r["role"] == role for r in rows) for role in ("entry", "callee")}
    console.print(f"utbench crawl --loda {source} -> {out}: {len(rows)} programs ({by_role['entry']} entries' own, "
                  f"{by_role['callee']} called through seq; source commit {tree.commit or 'unknown'}); "
                  f"{len(skipped)} skipped")
    return 0


def _log_errors(store: Path, errors: list[EntryError]) -> None:
    if not errors:
        return
    with Appender(store / "errors.jsonl") as log:
        for err in errors:
            log.write({"anumber": err.anumber, "source": err.path, "line": err.line, "field": err.field,
                       "error": err.message})


def _crawl_index(client: OEISClient, store: Path, console: Console) -> list[str] | None:
    try:
        main = client.fetch_page(MAIN_PAGE)
    except FetchError as err:
        console.print(f"[red]cannot fetch the index:[/] {err}")
        return None
    sections = section_links(main)
    categories = []
    failed = 0
    with _progress(console) as progress:
        task = progress.add_task("index sections", total=len(sections))
        for path in sections:
            try:
                categories += parse_section_page(client.fetch_page(path), path)
            except FetchError as err:
                failed += 1
                console.print(f"[yellow]section skipped:[/] {err}")
            progress.advance(task)
    save_index(store, categories)
    anumbers: dict[str, None] = {}
    for c in categories:
        for a in c.anumbers:
            anumbers.setdefault(a, None)
    console.print(f"index: {len(sections)} sections ({failed} failed), {len(categories)} categories, "
                  f"{len(anumbers)} sequences")
    return list(anumbers)


def _known_missing(store: Path) -> set[str]:
    """A-numbers an earlier run found missing on the server: not asked again (delete errors.jsonl to retry)."""
    path = store / "errors.jsonl"
    if not reading.exists(path):
        return set()
    return {row["anumber"] for _, row in iter_jsonl(path, allow_truncated_tail=True) if row.get("error") == "not found"}


def _crawl_entries(client: OEISClient, anumbers: list[str], store: Path, console: Console, bfiles: bool,
                   started: float) -> int:
    missing = _known_missing(store)
    todo = [a for a in anumbers if not has_entry(store, a) and a not in missing]
    already = sum(1 for a in anumbers if has_entry(store, a))
    known_missing = len(anumbers) - len(todo) - already
    counts = {"saved": 0, "not found": 0, "malformed": 0, "failed": 0, "b-files": 0}
    with _progress(console) as progress, Appender(store / "errors.jsonl") as log:
        task = progress.add_task("entries", total=len(todo))
        for outcome in client.fetch_entries(todo):
            if outcome.entry is not None:
                entry = outcome.entry
                if bfiles:
                    try:
                        entry.bfile = client.fetch_bfile(entry.anumber)
                        counts["b-files"] += entry.bfile is not None
                    except (FetchError, EntryError) as err:
                        console.print(f"[yellow]{entry.anumber}: b-file skipped:[/] {err}")
                save_entry(store, entry)
                counts["saved"] += 1
            else:
                kind = "not found" if outcome.error == "not found" else \
                    "malformed" if (outcome.error or "").startswith("malformed") else "failed"
                counts[kind] += 1
                log.write({"anumber": outcome.anumber, "error": outcome.error})
                console.print(f"[yellow]{outcome.anumber}:[/] {outcome.error}")
            progress.advance(task)
    stats = client.fetcher.stats
    console.print(f"\n[bold]utbench crawl[/] -> {store}   ({time.monotonic() - started:.1f} s)")
    console.print(f"  requested         {len(anumbers)} (already in the store: {already})")
    console.print(f"  saved             {counts['saved']}" + (f" (b-files: {counts['b-files']})" if bfiles else ""))
    console.print(f"  not found         {counts['not found']}"
                  + (f" (and {known_missing} known missing from an earlier run)" if known_missing else ""))
    console.print(f"  malformed, skipped {counts['malformed']}")
    console.print(f"  failed            {counts['failed']}"
                  + ("  (re-run the same command to resume)" if counts["failed"] else ""))
    console.print(f"  HTTP requests     {stats.requests} (cache hits {stats.cache_hits}, retries {stats.retries})")
    return 1 if counts["failed"] else 0
