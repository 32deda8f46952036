"""Collect mode with "keep": the values of a long stream that the miner does not need are dropped
in the worker, so a million cheap terms are neither carried to the evaluator nor parsed there."""


class Elider:
    """Collect mode with "keep": [head, tail, budget]: the values after the first `head` are
    dropped, except the last `tail` before the stop, and "skip <n> <stamp>" stands for n dropped
    values (the stamp is the last one's). A stream of cheap terms prints a million values in its
    budget; the miner wants its head (the known terms) and its last values within the budget.
    Costs one split per read: the lines are not parsed, only the last one's stamp."""

    def __init__(self, head, tail, budget):
        self.head, self.tail = head, tail
        self.budget = float("inf") if budget is None else budget
        self.partial, self.pending, self.skipped, self.stamp = b"", [], 0, b""

    def feed(self, data):
        data = self.partial + data
        cut = data.rfind(b"\n") + 1
        self.partial, lines = data[cut:], data[:cut].split(b"\n")[:-1]
        out = []
        if self.head and lines:
            n = min(self.head, len(lines))
            self.head -= n
            out, lines = lines[:n], lines[n:]
        self.pending += lines
        if self.pending and not self._within(self.pending[-1]):
            out += self._release()  # past the budget, an error or done: the evaluator decides now
        elif len(self.pending) > self.tail:
            drop = len(self.pending) - self.tail
            self.skipped += drop
            self.stamp = self.pending[drop - 1].rsplit(b" ", 1)[1]
            del self.pending[:drop]
        return b"".join(line + b"\n" for line in out)

    def finish(self):
        rest = b"".join(line + b"\n" for line in self._release()) + self.partial
        self.partial = b""
        return rest

    def _within(self, line):
        # Stamps only grow, so a read whose last line is a value within the budget holds nothing else.
        if not line.startswith(b"ok "):
            return False
        try:
            return float(line.rsplit(b" ", 1)[1]) <= self.budget
        except ValueError:
            return False

    def _release(self):
        lines = ([b"skip %d %s" % (self.skipped, self.stamp)] if self.skipped else []) + self.pending
        self.pending, self.skipped = [], 0
        return lines
