"""The paper's prompts: wording, examples at the problem's offset, the RCoT turns."""
from __future__ import annotations

from pathlib import Path

from utbench.problems.records import Problem
from utbench.prompts import render

REPO = Path(__file__).resolve().parent.parent


def _problem(x0: int, statement: str = "The definition of a(n) is the number of subsets of {1..n}.") -> Problem:
    xs = list(range(x0, x0 + 6))
    return Problem(task_id="A000079", oeis_id="A000079", statement=statement, category="special_numbers",
                   x_list=xs, y_list=[2 ** x for x in xs], offset=x0)


def test_pot_is_the_papers_prompt_with_examples_at_offset_zero():
    text = render.pot_messages(_problem(0))[0]["content"]
    assert text.startswith("Please reason through the following sequence problem and implement your reasoning "
                           "using code. You need to follow these requirements:\n\n"
                           "The code must use the Python language.")
    assert "Use the function signature def solution(x: int)" in text
    assert "Provide the reasoning process first.\nUse the solution with the lowest time complexity." in text
    assert "Problem:\nThe definition of a(n) is the number of subsets of {1..n}.\n" in text  # braces untouched
    assert text.endswith("Examples:\nsolution(0) == 1\nsolution(1) == 2\nsolution(2) == 4")
    assert not text.startswith("#")  # the template's header comment is not sent


def test_examples_follow_the_offset():
    text = render.pot_messages(_problem(3))[0]["content"]
    assert text.endswith("solution(3) == 8\nsolution(4) == 16\nsolution(5) == 32")
    assert "solution(1) ==" not in text


def test_rcot_turns():
    problem = _problem(1)
    first = render.rcot_reason_messages(problem)[0]["content"]
    assert "Not to implement the solution." in first
    assert "def solution" not in first  # turn 1 asks for reasoning only
    assert first.endswith("Examples:\na(1) == 2\na(2) == 4\na(3) == 8")
    second = render.rcot_code_message(problem)
    assert second["role"] == "user"
    assert second["content"].startswith("Please implement the above solution using Python code")
    assert "just the implementation code" in second["content"]
    assert second["content"].endswith("solution(1) == 2\nsolution(2) == 4\nsolution(3) == 8")
    assert problem.statement not in second["content"]  # turn 2 relies on the conversation, as in the paper


def test_fewer_than_three_terms():
    problem = Problem(task_id="t", oeis_id="t", statement="s", category="number_theory", x_list=[1, 2], y_list=[5, 7])
    assert render.pot_messages(problem)[0]["content"].endswith("Examples:\nsolution(1) == 5\nsolution(2) == 7")


def test_code_prompts_name_every_solution_environment_package():
    packages = [line.split("==")[0].strip() for line in (REPO / "runner" / "solution-env.txt").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    assert packages
    problem = _problem(0)
    for text in (render.pot_messages(problem)[0]["content"], render.rcot_code_message(problem)["content"]):
        for package in packages:
            assert package in text, package
