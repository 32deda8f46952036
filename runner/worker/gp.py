"""Inside the forked child: the GP harness. The child writes a script that loads the sample and
prints its results, confines itself, then becomes gp (exec'd under a filter that lets exec through
and still denies process creation, so gp's system() and extern() end in SIGSYS).
"""
import os

from .confine import set_limits

GP = "/usr/bin/gp"
GP_OVERHEAD_BYTES = 256 << 20  # gp's own mappings beside its stack
# The GP harness. Results go to the result pipe (fd 3), never to gp's stdout, so a sample may
# print. The file is opened before `secure` is set; the filter, not `secure`, is the guard.
GP_PRELUDE = 'utbench_out = fileopen("/dev/fd/3", "w"); default(secure, 1);\n'
GP_DRIVER = """
utbench_run(utbench_xs, utbench_collect) = {
  my(utbench_v);
  if(type(solution) != "t_CLOSURE",
    filewrite(utbench_out, "err no_solution \\"the code defines no function solution\\"");
    fileflush(utbench_out); quit(0));
  for(utbench_i = 1, #utbench_xs,
    iferr(utbench_v = solution(utbench_xs[utbench_i]),
      utbench_e,
      filewrite(utbench_out, Str("err ", if(errname(utbench_e) == "e_STACK" || errname(utbench_e) == "e_MEM",
        "memory", "exception"), " \\"", utbench_err(utbench_e), "\\""));
      fileflush(utbench_out); quit(0));
    if(type(utbench_v) != "t_INT",
      filewrite(utbench_out, Str("err type \\"", type(utbench_v), "\\""));
      fileflush(utbench_out); quit(0));
    filewrite(utbench_out, Str("ok ", if(utbench_v < 0, Str("-", strprintf("%x", -utbench_v)),
      strprintf("%x", utbench_v)), if(utbench_collect, Str(" ", getabstime() / 1000.), "")));
    fileflush(utbench_out));
  filewrite(utbench_out, "done"); fileflush(utbench_out);
}
utbench_load() = {iferr(read("solution.gp"), utbench_e,
  filewrite(utbench_out, Str("err ", if(errname(utbench_e) == "e_SYNTAX", "syntax", "exception"), " \\"",
    utbench_err(utbench_e), "\\"")); fileflush(utbench_out); quit(0));}
utbench_err(e) = my(s = Str(e)); s = strjoin(strsplit(s, "\\""), "'"); strjoin(strsplit(s, "\\\\"), "/");
"""



def child(code, inputs, limits, result_fd, workdir, gp_filter, collect=False):
    """Write the GP script, set the limits, load the filter, exec gp. Never returns."""
    try:
        if result_fd != 3:
            os.dup2(result_fd, 3)  # inheritable, unlike the pipe's own descriptor
            os.close(result_fd)
        else:
            os.set_inheritable(3, True)
        os.chdir(workdir)
        if isinstance(inputs, range) and inputs.step == 1 and len(inputs):
            xs = "[%d..%d]" % (inputs.start, inputs.stop - 1)
        else:
            xs = "[" + ",".join(map(str, inputs)) + "]"
        with open("solution.gp", "w") as f:
            f.write(code + "\n")
        with open("harness.gp", "w") as f:
            f.write(GP_PRELUDE + GP_DRIVER + "utbench_load();\nutbench_run(%s, %d);\nquit(0);\n"
                    % (xs, 1 if collect else 0))
        set_limits(limits, limits["memory_bytes"] + GP_OVERHEAD_BYTES)
        gp_filter.load()
        os.execv(GP, [GP, "-q", "-f", "--default", "parisizemax=%d" % limits["memory_bytes"],
                      "--default", "debugmem=0", "harness.gp"])
    except Exception as err:  # the sandbox itself failed: never run the sample unconfined
        os.write(3, b"err harness " + repr(err).encode()[:500] + b"\n")
        os._exit(3)
