"""The site's line charts span their data and no further (leaderboard/plots.py), whatever the data's size."""
from __future__ import annotations

import re

import pytest

from utbench.leaderboard.plots import Series, line_chart


def _x_labels(svg: str) -> list[int]:
    """The integers written under the x axis (centred text), left to right."""
    found = re.findall(r'<text x="([\d.]+)" y="[\d.]+" text-anchor="middle">(\d+)</text>', svg)
    return [int(text) for _, text in sorted(found, key=lambda f: float(f[0]))]


def _chart(ks: list[int]) -> str:
    return line_chart([Series("run", "#0072B2", [(k, 0.5) for k in ks], [(k, 0.4, 0.6) for k in ks])],
                      title="pass@k", x_label="k", y_label="pass@k")


@pytest.mark.parametrize("ks, labels", [
    ([1], [1]),  # one sample per problem: no axis out to k = 2
    ([1, 2, 5], [1, 2, 3, 4, 5]),
    ([1, 2, 5, 10, 20, 50, 100], [1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]),  # labels that fit, not 100 of them
    ([2009], [2009]),  # one creation year
])
def test_the_x_axis_spans_the_data(ks, labels):
    assert _x_labels(_chart(ks)) == labels


def test_a_single_point_is_centred_with_its_interval_as_a_bar():
    svg = _chart([1])
    (cx,) = re.findall(r'<circle cx="([\d.]+)"', svg)
    assert float(cx) == pytest.approx((56 + 720 - 16) / 2)
    assert re.search(rf'<line x1="{cx}" x2="{cx}" y1="[\d.]+" y2="[\d.]+" stroke="#0072B2"', svg)
