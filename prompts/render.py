"""The paper's prompts (PoT and the two RCoT turns), filled from a problem.

The texts live in prompts/templates/*.txt; a leading block of '#' lines in a template is a comment
and is not sent. Trailing newlines are dropped (the paper's texts differ only in those).
"""
from __future__ import annotations

from functools import cache
from pathlib import Path

from utbench.problems.records import Problem

TEMPLATE_DIR = Path(__file__).resolve().parent / "templates"
PROMPTS = ("pot", "rcot")
N_EXAMPLES = 3


@cache
def load_template(name: str) -> str:
    lines = (TEMPLATE_DIR / f"{name}.txt").read_text(encoding="utf-8").split("\n")
    while lines and lines[0].startswith("#"):
        lines.pop(0)
    return "\n".join(lines).rstrip("\n")


def _example_lines(problem: Problem, function: str) -> str:
    # The first terms at the problem's offset (solution(0) when the offset is 0), never 1, 2, 3 blindly.
    return "\n".join(f"{function}({x}) == {y}" for x, y in problem.examples(N_EXAMPLES))


def render(name: str, problem: Problem) -> str:
    """Fill template `name` for `problem`. Only str.format's own placeholders are substituted, so
    braces inside a statement (sets, {0,1}) pass through untouched."""
    return load_template(name).format(
        problem=problem.statement,
        solution_examples=_example_lines(problem, "solution"),
        a_examples=_example_lines(problem, "a"),
    )


def pot_messages(problem: Problem) -> list[dict[str, str]]:
    return [{"role": "user", "content": render("pot", problem)}]


def rcot_reason_messages(problem: Problem) -> list[dict[str, str]]:
    """Turn 1: reasoning only, no code."""
    return [{"role": "user", "content": render("rcot_reason", problem)}]


def rcot_code_message(problem: Problem) -> dict[str, str]:
    """Turn 2, appended after the assistant's turn-1 reply in the same conversation."""
    return {"role": "user", "content": render("rcot_code", problem)}
