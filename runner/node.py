"""`python -m utbench.runner.node`: this machine as a node of a Ray cluster for utbench, in one command.

A run's code travels with it (runner/ray_executor.py ships the driver's code in Ray's runtime_env),
so a node needs only what code cannot carry: bubblewrap, a Python with Ray (the version of the
driver's), the solution environment for that Python, gp for GP programs, and Mathics3 for
Mathematica programs (reference solutions of problems mined through it). This command checks the
sandbox, installs the solution environment (and, with --mathematica, Mathics3) if it is missing, and
runs Ray's own `ray start --block` with the options given: the node lives as long as the command
(Ctrl-C or SIGTERM stop it; `ray stop` is not needed, and would stop every Ray instance of the user
on the machine).

    python -m utbench.runner.node --head [--port 6379] [--mathematica] [--node-ip-address IP] [ray start options]
    python -m utbench.runner.node --address HEAD:6379 [--mathematica] [--node-ip-address IP] [--num-cpus N] [...]

An address or node IP address given as 127.0.0.1 stays 127.0.0.1 (runner/ray_address.py), so a
cluster of several nodes on one machine can run on loopback only.
"""
from __future__ import annotations

import argparse
import os
import sys

from . import mathics, solution_env
from .ray_address import loopback_kept, refusal
from .sandbox import container_status

DEFAULT_PORT = 6379  # Ray's own default for the head's GCS


def ray_start_args(args: argparse.Namespace, extra: list[str]) -> list[str]:
    argv = ["start", "--block", "--disable-usage-stats"]
    if args.head:
        argv += ["--head", f"--port={args.port}"]
    else:
        argv += [f"--address={args.address}"]
    if args.node_ip_address:
        argv += [f"--node-ip-address={args.node_ip_address}"]
    if args.num_cpus is not None:
        argv += [f"--num-cpus={args.num_cpus}"]
    return argv + extra


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m utbench.runner.node", description=__doc__.splitlines()[0],
                                     epilog="Other options are passed to `ray start` unchanged.")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--head", action="store_true", help="start the cluster's head node")
    where.add_argument("--address", metavar="HEAD:PORT", help="join the cluster whose head is there")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help="with --head: the head's port (default: %(default)s)")
    parser.add_argument("--node-ip-address", metavar="IP", help="the address this node is reached at "
                        "(default: Ray's choice; 127.0.0.1 for a cluster on one machine)")
    parser.add_argument("--num-cpus", type=int, metavar="N",
                        help="CPUs to offer: one sandbox actor each (default: all)")
    parser.add_argument("--mathematica", action="store_true",
                        help="run Mathematica jobs too: install Mathics3 if it is missing (~35-90 s, 380 MB); "
                             "a run with Mathematica jobs stops at a node without the driver's Mathics3")
    args, extra = parser.parse_known_args(argv)

    ok, why = container_status()
    if not ok:
        print(f"this machine cannot be a node: {why}", file=sys.stderr)
        return 2
    if args.address and (why := refusal(args.address, "--address")):
        print(why, file=sys.stderr)
        return 2
    if not solution_env.installed():
        print(f"installing the solution environment into {solution_env.location()}", file=sys.stderr)
        solution_env.install()
    if args.mathematica and not mathics.installed():
        print(f"installing Mathics3 into {mathics.location()}", file=sys.stderr)
        mathics.install()
    # The actors run shipped code, which cannot find this machine's environments by their own path.
    os.environ[solution_env.ENV_VAR] = str(solution_env.location())
    if args.mathematica:
        os.environ[mathics.ENV_VAR] = str(mathics.location())

    from ray.scripts.scripts import cli

    with loopback_kept():
        return cli.main(args=ray_start_args(args, extra), prog_name="ray", standalone_mode=False) or 0


if __name__ == "__main__":
    sys.exit(main())
