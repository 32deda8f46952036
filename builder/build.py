"""`utbench build`: entries -> cleaning rules -> statements and categories -> hard terms -> a
validated, versioned problem set with its card and funnel report, streamed stage by stage:

1. the replayed set and the budget (`--replay`);
2. the pre-pass (builder.select.screen) over every entry of the source (builder/sources.py, read
   lazily): the cleaning rules, the rules of the whole set and `--exclude-set` over the entries'
   metadata, and the dated entries for the creation bounds; then the candidates this build works on
   (`--sample`, `--limit`, `--shard`: builder/parts.py), recorded in `<out>.build.json`;
3. the per-candidate stages (builder/stages.py), a bounded number at a time through the one
   executor (builder/stream.py), each candidate's mining appended to the mining journal
   `<out>.journal.jsonl` and its outcome to the results journal `<out>.results.jsonl` as they are
   decided, so a build killed at any moment resumes and loses only the candidates in flight;
4. the assembly (builder/assemble.py): the outcomes in A-number order, de-duplicated, into `<out>`,
   its content hash, `<out>.card.json|md` and `<out>.funnel.json|md`. `merge` assembles the parts of
   a sharded build the same way, into the same set.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.jsonl import Appender, iter_jsonl, read_jsonl_at
from utbench.runner.config import RunConfig, budget_error
from utbench.runner.executor import Executor, LazyExecutor

from .assemble import BuildReport, assemble, read_outcome, results_index, side_paths
from .dating import DatedIndex
from .engines import loda as loda_engine
from .engines import missing_engines
from .filters import CORE
from .mine import MineConfig, MiningJournal, ReplayPoint
from .parts import (
    BuildManifest,
    check_parts,
    digest,
    read_manifest,
    results_path,
    sample_account,
    shard_slice,
    stratified_sample,
    write_manifest,
)
from .select import Screening, exclusion_rule, screen, screening_document
from .sources import EntrySource, SnapshotSource, StoreSource, WithHeaderEntries
from .stages import Outcome, Stages
from .stream import OwnDispatcher, local_pool, run_bounded


@dataclass
class BuildOptions:
    out: Path
    snapshot: Path | None = None
    store: Path | None = None
    budget_s: float | None = None  # None: 10 s, or the replayed set's budget
    workers: int = 1
    replay: Path | None = None
    mine_new: bool = False  # with replay: mine the entries the replayed set does not name
    ids: list[str] | None = None
    limit: int | None = None
    version: str = "0.1.0"
    memory_mb: int = 2048
    check_references: bool = True  # run each reference solution through the runner, as a sample
    mathematica: bool = False  # MineConfig.mathematica: Mathematica programs through Mathics3 as a fallback
    # LODA programs (builder/engines/loda.py): a folder or packed archive; None: the embedded copy.
    loda: Path | None = None
    use_loda: bool = True
    # Sequences known only from their LODA program join the candidates when their creation bounds
    # put them on or after this day (YYYY-MM-DD; builder/loda_entries.py): the fresh split.
    loda_entries_after: str | None = None
    loda_entries_all: bool = False  # ... or all of them, whatever their date
    exclude_set: Path | None = None  # the sequences of this problem set are not candidates
    sample: int | None = None  # work on a sample of this many candidates, stratified by A-number range
    rules: str = CORE  # the cleaning rules' profile (builder.filters.rules_of): "xl" adds the screening rules
    shard: str | None = None  # work on this part of the candidates (builder/parts.py): "i/N" or "START-END"
    # How the sandbox workers run (None: this machine's LocalPool); `build --executor ray` passes
    # utbench.executor_options.executor_factory's. One executor serves every stage.
    executor_factory: Callable[[RunConfig], Executor] | None = None


def _budget(value: object, path: Path, line: int, field: str) -> float:
    why = budget_error(value)
    if why:  # an infinite or absurd recorded budget would mine for ever
        raise InputError(path, line, field, why)
    return float(value)  # type: ignore[arg-type]


def read_replay(path: Path) -> tuple[dict[str, ReplayPoint], float | None]:
    """Recorded N_max values from a problem set (its provenance) or a mining journal; and their budget."""
    points: dict[str, ReplayPoint] = {}
    budgets: set[float] = set()
    for line, obj in iter_jsonl(path):
        if "task_id" in obj:  # a problem line
            prov = obj.get("provenance")
            if not isinstance(prov, dict):
                raise InputError(path, line, "provenance", "no provenance to replay (not a utbench-built problem set?)")
            try:
                point = ReplayPoint(prov["language"], prov["program"], int(prov["n_max"]),
                                    float(prov.get("seconds", 0.0)), prov.get("machine", ""),
                                    prov.get("cross_check") or "none", prov.get("source") or "")
                budgets.add(_budget(prov["budget_s"], path, line, "provenance.budget_s"))
            except (KeyError, TypeError, ValueError) as err:
                raise InputError(path, line, "provenance", f"incomplete ({err})") from None
            points[obj.get("oeis_id") or obj["task_id"]] = point
        elif "anumber" in obj:  # a journal line
            if obj.get("ok"):
                points[obj["anumber"]] = ReplayPoint(obj["language"], obj["program"], int(obj["n_max"]),
                                                     float(obj.get("seconds", 0.0)), obj.get("machine", ""),
                                                     obj.get("cross_check") or "none", obj.get("source") or "")
                budgets.add(_budget(obj.get("budget_s"), path, line, "budget_s"))
        else:
            raise InputError(path, line, None, "neither a problem line nor a mining journal line")
    if len(budgets) > 1:
        raise InputError(path, None, "budget_s", f"mixes budgets {sorted(budgets)}; replay one build at a time")
    return points, (budgets.pop() if budgets else None)


def set_anumbers(path: Path) -> frozenset[str]:
    """The A-numbers of a problem set's lines (`--exclude-set`), read line by line."""
    found = set()
    for line, obj in iter_jsonl(path):
        anumber = obj.get("oeis_id") or obj.get("task_id")
        if not isinstance(anumber, str) or not anumber:
            raise InputError(path, line, "oeis_id", "a problem line without its A-number")
        found.add(anumber)
    if not found:
        raise InputError(path, None, None, "no problems in file")
    return frozenset(found)


def build(options: BuildOptions, *, on_stage: Callable[[str], None] | None = None,
          on_result: Callable[[Outcome, bool], None] | None = None,
          on_total: Callable[[int], None] | None = None,
          on_warning: Callable[[str], None] | None = None) -> BuildReport:
    # One executor for every stage, started when a first program is to run (a build resumed
    # entirely from its journals starts none).
    executor = LazyExecutor(lambda: (options.executor_factory or local_pool)(
        RunConfig(workers=options.workers, memory_mb=options.memory_mb)))
    with executor:
        started = time.monotonic()
        say = on_stage or (lambda _msg: None)
        if not options.use_loda or options.loda is not None:
            loda_engine.configure(options.loda if options.use_loda else None)
        replay_points, budget = _replayed(options, on_warning or (lambda _msg: None))
        # A replay of a set with problems mined through Mathics3 needs it again to reproduce the hash.
        mathematica = options.mathematica or any(p.language == "mathematica" for p in replay_points.values())
        config = MineConfig(budget_s=budget, memory_mb=options.memory_mb, mathematica=mathematica)

        say("loading entries: the cleaning rules over every entry")
        source = _source(options)
        screening, dated = _prepass(options, source)
        manifest = _choose(options, source, screening, config)
        write_manifest(options.out, manifest)
        del screening  # what the funnel needs of it is in the manifest, read again for the assembly
        manifest.screening = {}
        if on_total:
            on_total(len(manifest.candidates))

        say("mining hard terms, checking references and baselines")
        stages = Stages(source, config, MiningJournal(side_paths(options.out)["journal"], budget,
                                                      _mode(options, replay_points)),
                        dated, replay=replay_points if options.replay else None, mine_new=options.mine_new,
                        check_references=options.check_references)
        _work(options, manifest, stages, executor, on_result)
        manifest = read_manifest(options.out)
        manifest.load_errors = [str(e) for e in source.errors]  # b-files are read with their candidates
        write_manifest(options.out, manifest)

        say("writing")
        return assemble([(options.out, manifest)], options.out, started)


def merge(sets: list[Path], out: Path) -> BuildReport:
    """One set from the shards of one build (each given by its set file, with the manifest and
    results journal beside it): the same set and content hash as the build unsharded."""
    parts = check_parts([(path, read_manifest(path)) for path in sets])
    errors = list(dict.fromkeys(e for _, m in parts for e in m.load_errors))
    parts[0][1].load_errors = errors
    return assemble(parts, out)


def _replayed(options: BuildOptions, warn: Callable[[str], None]) -> tuple[dict[str, ReplayPoint], float]:
    """The replayed set's recorded points and the build's budget."""
    replay_points, replay_budget = (read_replay(options.replay) if options.replay else ({}, None))
    budget = options.budget_s if options.budget_s is not None else (replay_budget or 10.0)
    if options.replay and replay_budget is not None and budget != replay_budget:
        raise InputError(options.replay, None, "budget_s",
                         f"recorded with budget {replay_budget:g} s but --budget {budget:g} was given")
    for engine, n in missing_engines(point.source for point in replay_points.values()).items():
        warn(f"{n} problems of {options.replay} were mined from programs of the {engine} engine, which is not "
             "installed here (pip install 'utbench[engines]'): those, and problems cross-checked against it, "
             "will be dropped and the content hash will differ")
    return replay_points, budget


def _mode(options: BuildOptions, replay_points: dict[str, ReplayPoint]) -> bool | Callable[[str], bool]:
    """Which candidates are decided by replaying (the journals keep each mode apart)."""
    return (lambda anumber: anumber in replay_points) if options.mine_new else options.replay is not None


def _source(options: BuildOptions) -> EntrySource:
    if options.snapshot is not None:
        source: EntrySource = SnapshotSource(options.snapshot)
    else:
        assert options.store is not None  # BuildOptions: a snapshot or a store
        source = StoreSource(options.store)
    tree = loda_engine.tree()
    if options.loda_entries_all or options.loda_entries_after:
        if tree is None:  # the command line says so first
            raise ValueError("header entries need LODA programs, and the build has none (use_loda off)")
        since = None if options.loda_entries_all else date.fromisoformat(options.loda_entries_after or "")
        source = WithHeaderEntries(source, tree, since)
    return source


def _prepass(options: BuildOptions, source: EntrySource) -> tuple[Screening, DatedIndex]:
    """Every entry once: the dated ones for the creation bounds (over the whole source, before --ids
    narrows it), the rules over the rest."""
    dated: list[tuple[str, str]] = []
    wanted = set(options.ids) if options.ids else None

    def judged():
        for entry in source.scan():
            if entry.created:
                dated.append((entry.anumber, entry.created))
            if wanted is None or entry.anumber in wanted:
                yield entry

    exclude = None
    if options.exclude_set is not None:
        exclude = exclusion_rule(set_anumbers(options.exclude_set), options.exclude_set.name)
    return screen(judged(), exclude=exclude, profile=options.rules), DatedIndex(dated)


def _choose(options: BuildOptions, source: EntrySource, screening: Screening, config: MineConfig) -> BuildManifest:
    """The candidates this build works on, and its manifest."""
    chosen = screening.kept
    account = None
    if options.sample is not None and options.sample < len(chosen):
        sampled = stratified_sample(chosen, options.sample)
        account, chosen = sample_account(chosen, sampled), sampled
    if options.limit is not None:
        chosen = chosen[:options.limit]
    start, stop = shard_slice(options.shard, chosen) if options.shard else (0, len(chosen))
    return BuildManifest(
        source=source.description, budget_s=config.budget_s, version=options.version, mathematica=config.mathematica,
        replay=options.replay is not None, mine_new=options.mine_new, check_references=options.check_references,
        rebuild=_rebuild_options(options, config), notes=_notes(options, screening),
        n_entries=len(screening.verdicts), load_errors=[str(e) for e in source.errors],
        screening=screening_document(screening.funnel, screening.verdicts, screening.kept),
        n_chosen=len(chosen), chosen_digest=digest(chosen), shard=options.shard or "1/1", start=start, stop=stop,
        candidates=chosen[start:stop], sample=account)


def _rebuild_options(options: BuildOptions, config: MineConfig) -> str:
    """The options after --budget on the card's rebuild line."""
    parts = [" --mathematica" if config.mathematica else ""]
    if options.rules != CORE:
        parts.append(f" --rules {options.rules}")
    if options.loda_entries_all:
        parts.append(" --loda <the loda-programs tree> --loda-entries-all")
    elif options.loda_entries_after:
        parts.append(f" --loda-entries-after {options.loda_entries_after}")
    if options.exclude_set is not None:
        parts.append(f" --exclude-set {options.exclude_set}")
    if options.sample is not None:
        parts.append(f" --sample {options.sample}")
    return "".join(parts)


def _notes(options: BuildOptions, screening: Screening) -> list[str]:
    """What the card says of how the candidates were chosen."""
    notes = []
    if options.loda_entries_all:
        tree = loda_engine.tree()
        notes.append(f"Beside the OEIS entries, the candidates include the header (name, terms, offset) of every LODA "
                     f"program (commit {tree.commit if tree else 'unknown'}) for a sequence without an entry in the "
                     "source (statement_source rule:loda-header-name): their hard terms come from the LODA program, "
                     "and each such problem records whether a second source backs them (its cross_check) or they "
                     "rest on LODA alone (the single-source list).")
    if options.exclude_set is not None:
        rule = next(r for r in screening.funnel.rules if r.name == "in_excluded_set")
        notes.append(f"The sequences of {options.exclude_set.name} are left out: {rule.first_match} candidates "
                     "(funnel rule in_excluded_set), after the rules of the whole set saw them.")
    return notes  # a sample is the card's own section (parts.card_sample)


def _work(options: BuildOptions, manifest: BuildManifest, stages: Stages, executor: Executor,
          on_result: Callable[[Outcome, bool], None] | None) -> None:
    """Every candidate of the manifest not in the results journal through the stages, 2 x workers at
    a time, each outcome appended as it is decided."""
    path = results_path(options.out)
    done = results_index(path, manifest) if reading.exists(path) else {}
    todo = [a for a in manifest.candidates if a not in done]
    if on_result:
        for anumber in manifest.candidates:
            if anumber in done:
                on_result(read_outcome(read_jsonl_at(path, done[anumber]), path, None), True)
    try:
        if todo:
            config = RunConfig(workers=options.workers, memory_mb=options.memory_mb)
            with OwnDispatcher(config, executor) as dispatcher, Appender(path) as out:
                def finished(outcome: Outcome) -> None:
                    out.write(outcome.to_dict())
                    if on_result:
                        on_result(outcome, False)

                run_bounded(todo, stages.run, finished, dispatcher, window=max(2, 2 * options.workers))
    finally:
        stages.journal.close()


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)

