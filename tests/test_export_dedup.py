"""Code normalisation behind the export's exact and near-duplicate removal."""
from utbench.export.dedup import code_keys, near_duplicate_key, normalise_code, normalise_prose

BASE = "def solution(x):\n    a, b = 0, 1\n    for _ in range(x):\n        a, b = b, a + b\n    return a\n"


def test_comments_docstrings_and_layout_do_not_count():
    noisy = '''def solution(x):
    """Fibonacci numbers."""
    a,b = 0,1   # F(0), F(1)
    "iterate"
    for _ in range( x ):
        a, b = b, a+b

    return a
'''
    assert normalise_code(noisy) == normalise_code(BASE)
    assert code_keys(noisy)[0] == code_keys(BASE)[0]
    assert "Fibonacci" not in normalise_code(noisy) and "#" not in normalise_code(noisy)


def test_renamed_locals_and_annotations_are_near_duplicates_not_exact():
    renamed = ("def solution(n: int) -> int:\n    prev, cur = 0, 1\n    for i in range(n):\n"
               "        prev, cur = cur, prev + cur\n    return prev\n")
    assert code_keys(renamed)[0] != code_keys(BASE)[0]
    assert near_duplicate_key(renamed) == near_duplicate_key(BASE)


def test_a_changed_constant_or_builtin_is_a_different_program():
    assert near_duplicate_key(BASE.replace("0, 1", "2, 1")) != near_duplicate_key(BASE)  # Lucas numbers
    assert near_duplicate_key(BASE.replace("range(x)", "range(x + 1)")) != near_duplicate_key(BASE)
    # `solution` is the name the harness calls: renaming it is not a duplicate of a solution.
    assert near_duplicate_key(BASE.replace("def solution", "def other")) != near_duplicate_key(BASE)


def test_helper_functions_and_imports():
    one = ("import math\ndef helper(k):\n    return math.comb(2 * k, k)\n"
           "def solution(x):\n    return helper(x) // (x + 1)\n")
    two = ("import math\ndef catalan_core(m):\n    return math.comb(2 * m, m)\n"
           "def solution(x):\n    return catalan_core(x) // (x + 1)\n")
    other_module = two.replace("math", "sympy")
    assert near_duplicate_key(one) == near_duplicate_key(two)
    assert near_duplicate_key(one) != near_duplicate_key(other_module)


def test_code_that_does_not_parse_falls_back_to_tokens():
    broken = "def solution(x):\n    return x +  # oops\n"
    assert normalise_code(broken) == normalise_code("def solution(x):\n    return x +\n")
    assert near_duplicate_key(broken) != near_duplicate_key(BASE)


def test_prose_ignores_case_and_whitespace():
    assert normalise_prose("The  divisors\nof 6") == normalise_prose("the divisors of 6 ")
