"""`--executor local|ray` and `--ray-address`: defined once for `run`, `eval` and `build`, and the
one place that turns them into an executor (runner/executor.py's interface)."""
from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from utbench.cli import UsageError
from utbench.runner.config import RunConfig
from utbench.runner.executor import Executor

EXECUTORS = ("local", "ray")


def add_executor_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("executor")
    group.add_argument("--executor", choices=EXECUTORS, default="local",
                       help="where the sandbox workers run (samples, reference programs): local (this machine, "
                            "the default) or ray (one Ray actor per worker on a Ray cluster's nodes, each with its "
                            "own sandbox; pip install 'utbench[ray]')")
    group.add_argument("--ray-address", metavar="ADDR",
                       help="with --executor ray: the cluster to join, e.g. HEAD:6379 "
                            "(default: the Ray instance running on this machine, else a new local one)")


def executor_factory(args: argparse.Namespace) -> Callable[[RunConfig], Executor]:
    """config -> a started executor of the kind chosen. Checks the options (that Ray is installed,
    that a cluster this process can join answers at the address) at once, so a bad choice fails
    before any work is done."""
    if args.ray_address and args.executor != "ray":
        raise UsageError("--ray-address: needs --executor ray")
    if args.executor == "local":
        from utbench.runner.pool import LocalPool

        return LocalPool
    from utbench.runner.ray_executor import RayExecutor, RayUnavailable, import_ray

    try:
        import_ray()
    except RayUnavailable as err:
        raise UsageError(str(err)) from None
    from utbench.runner.ray_address import given_in_environment, refusal

    # The address too, before any work (eval asks models first, and replies that cannot be scored
    # are wasted): a wrong one is one line within seconds. The executor asks again when it starts.
    address = args.ray_address or given_in_environment()
    if address and (why := refusal(address, "--ray-address" if args.ray_address else "RAY_ADDRESS")):
        raise UsageError(why)

    def start(config: RunConfig) -> Executor:
        try:
            return RayExecutor(config, args.ray_address)
        except RayUnavailable as err:
            raise UsageError(str(err)) from None

    return start


@contextmanager
def opened_executor(args: argparse.Namespace, config: RunConfig) -> Iterator[Executor | None]:
    """The executor to hand to `runner.evaluate.evaluate`, closed at the end (also on Ctrl-C).
    None for the local pool: evaluate starts that itself, and only when something is left to run.
    Either runs every language the samples have (runner/languages.py)."""
    factory = executor_factory(args)
    if args.executor == "local":
        yield None
        return
    from utbench.runner.ray_executor import RayUnavailable

    executor = factory(config)
    try:
        yield executor
    except RayUnavailable as err:  # the cluster failed mid-run: what was decided is kept
        raise UsageError(f"{err}; re-run the same command to resume") from None
    finally:
        executor.close()
