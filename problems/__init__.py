"""problems"""

# utbench's version, written here once: the wheel's (pyproject.toml reads it), `utbench --version`, every
# summary, what each Ray node reports (problems/ is shipped to the nodes) and the OEIS client's User-Agent.
VERSION = "0.1.0"
