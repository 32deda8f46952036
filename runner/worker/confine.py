"""What confines every child before any of its code runs: resource limits, its working directory,
and the worker's seccomp filter (policy.py)."""
import _thread
import os
import resource


def set_limits(limits, address_space):
    for res, value in (
        (resource.RLIMIT_AS, address_space),
        (resource.RLIMIT_CPU, limits["cpu_s"]),
        (resource.RLIMIT_FSIZE, limits["fsize_bytes"]),
        (resource.RLIMIT_NOFILE, limits["nofile"]),
        (resource.RLIMIT_CORE, 0),
    ):
        resource.setrlimit(res, (value, value))


def confine(limits, workdir, seccomp_filter):
    os.chdir(workdir)
    # The child may add memory_bytes to what the worker had mapped when it forked.
    set_limits(limits, limits["memory_bytes"] + limits["base_vm_bytes"])
    # Threads would otherwise reserve the main thread's 256 MB stack each, against RLIMIT_AS.
    # (_thread is built in: importing threading here would add its after-fork work to each child.)
    _thread.stack_size(16 << 20)
    seccomp_filter.load()
