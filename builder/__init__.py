"""OEIS entry -> problem: cleaning rules, statements, categories, hard-term mining, the problem set."""
