"""Static SVG charts, drawn at build time with no library and no script.

Axes, labels and grid use `currentColor` (and CSS classes of the page), so a chart follows the
page's light or dark scheme; data colours are mid-tone hues readable on both backgrounds.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape

from utbench.problems import records

# Okabe–Ito hues without the yellow, which vanishes on white; all mid-tone, fine on dark too.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#56B4E9", "#E69F00", "#8E6C8A", "#6B8E23", "#A0522D")

STATUS_COLOURS = {
    records.PASSED: "#009E73",
    records.WRONG_ANSWER: "#D55E00",
    records.WRONG_TYPE: "#CC79A7",
    records.RUNTIME_ERROR: "#E69F00",
    records.TIMEOUT: "#0072B2",
    records.MEMORY_LIMIT: "#56B4E9",
    records.NO_CODE: "#8C8C8C",
    records.SYNTAX_ERROR: "#A0522D",
    records.MISSING_MODULE: "#6B8E23",
    records.SANDBOX_VIOLATION: "#8E6C8A",
}

FONT = 12
CHAR_W = 6.6  # average glyph width at FONT px, for laying out labels without a font engine


def _f(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _text(x: float, y: float, s: str, *, anchor: str = "start", cls: str = "", extra: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<text x="{_f(x)}" y="{_f(y)}" text-anchor="{anchor}"{c}{extra}>{escape(s)}</text>'


def _svg(width: float, height: float, title: str, body: list[str]) -> str:
    return (f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(width)} {_f(height)}" '
            f'width="{_f(width)}" height="{_f(height)}" role="img" aria-label="{escape(title)}" '
            f'font-size="{FONT}" fill="currentColor"><title>{escape(title)}</title>' + "".join(body) + "</svg>")


def pct(value: float) -> str:
    return f"{100 * value:.1f}%"


@dataclass
class Series:
    label: str
    colour: str
    points: list[tuple[float, float]]
    band: list[tuple[float, float, float]] = field(default_factory=list)  # (x, low, high)


def _legend(items: list[tuple[str, str]], x: float, y: float, width: float) -> tuple[list[str], float]:
    """Swatches and labels wrapped into rows; returns the elements and the height used."""
    out, cx, cy = [], x, y
    for label, colour in items:
        w = 18 + CHAR_W * len(label) + 14
        if cx + w > x + width and cx > x:
            cx, cy = x, cy + 18
        out.append(f'<rect x="{_f(cx)}" y="{_f(cy - 9)}" width="12" height="10" fill="{colour}"/>')
        out.append(_text(cx + 16, cy, label))
        cx += w
    return out, cy - y + 18


def line_chart(series: list[Series], *, title: str, x_label: str, y_label: str, x_every: int | None = None,
               point_title: Callable[[float, float], str] | None = None) -> str:
    """Lines over integer x (k = 1…n, or years: a label every `x_every`, else as many as fit) with y a
    rate in [0, 1], optional confidence bands; `point_title` words a point's tooltip (default: pass@x).
    The x axis spans the data and no further: a single x (one sample per problem, one year) is one
    point in the middle, its interval a bar."""
    width, left, right, top = 720, 56, 16, 12
    legend, legend_h = _legend([(s.label, s.colour) for s in series], left, 0, width - left - right)
    plot_h = 240
    height = top + plot_h + 44 + legend_h
    xs = [x for s in series for x, _ in s.points] or [1]
    x_min, x_max = min(xs), max(xs)
    ys = [y for s in series for _, y in s.points] + [hi for s in series for _, _, hi in s.band]
    y_max = min(1.0, _nice_ceiling(max(ys, default=0.1) or 0.1))

    def px(x: float) -> float:
        if x_max == x_min:
            return (left + width - right) / 2
        return left + (x - x_min) / (x_max - x_min) * (width - left - right)

    def py(y: float) -> float:
        return top + plot_h - y / y_max * plot_h

    body = []
    for tick in _ticks(y_max):
        body.append(f'<line class="grid" x1="{left}" x2="{width - right}" y1="{_f(py(tick))}" y2="{_f(py(tick))}"/>')
        body.append(_text(left - 6, py(tick) + 4, pct(tick).replace(".0%", "%"), anchor="end"))
    for k in _x_ticks(int(x_min), int(x_max), x_every, width - left - right):
        body.append(_text(px(k), top + plot_h + 16, str(k), anchor="middle"))
    body.append(f'<line class="axis" x1="{left}" x2="{width - right}" y1="{top + plot_h}" y2="{top + plot_h}"/>')
    body.append(_text((left + width - right) / 2, top + plot_h + 34, x_label, anchor="middle"))
    body.append(_text(14, top + plot_h / 2, y_label, anchor="middle",
                      extra=f' transform="rotate(-90 14 {_f(top + plot_h / 2)})"'))
    for s in series:
        if len(s.band) == 1:  # one point: its interval as a bar (a band needs two)
            x, lo, hi = s.band[0]
            body.append(f'<line x1="{_f(px(x))}" x2="{_f(px(x))}" y1="{_f(py(lo))}" y2="{_f(py(hi))}" '
                        f'stroke="{s.colour}" stroke-opacity="0.5" stroke-width="6"/>')
        elif s.band:
            upper = " ".join(f"{_f(px(x))},{_f(py(hi))}" for x, _, hi in s.band)
            lower = " ".join(f"{_f(px(x))},{_f(py(lo))}" for x, lo, _ in reversed(s.band))
            body.append(f'<polygon points="{upper} {lower}" fill="{s.colour}" fill-opacity="0.15" stroke="none"/>')
        pts = " ".join(f"{_f(px(x))},{_f(py(y))}" for x, y in s.points)
        body.append(f'<polyline points="{pts}" fill="none" stroke="{s.colour}" stroke-width="2"/>')
        for x, y in s.points:
            body.append(f'<circle cx="{_f(px(x))}" cy="{_f(py(y))}" r="3" fill="{s.colour}">'
                        f'<title>{escape(s.label)}: '
                        f'{escape(point_title(x, y)) if point_title else f"pass@{int(x)} = {pct(y)}"}</title></circle>')
    legend_y = top + plot_h + 58
    body += _shift(legend, legend_y)
    return _svg(width, height, title, body)


def _x_ticks(x_min: int, x_max: int, every: int | None, plot_w: float) -> list[int]:
    """Integer x labels from x_min: every `every`, or at the roundest step whose labels stay 40 px apart."""
    if every is None:
        every = next(step for step in (b * 10 ** e for e in range(12) for b in (1, 2, 5))
                     if (x_max - x_min) / step * 40 <= plot_w)
        nice = [k for k in range(-(-x_min // every) * every, x_max + 1, every)]
        return ([x_min] if not nice or nice[0] - x_min >= every / 2 else []) + nice
    return list(range(x_min, x_max + 1, every))


def _shift(elements: list[str], dy: float) -> list[str]:
    return [f'<g transform="translate(0 {_f(dy)})">' + "".join(elements) + "</g>"] if elements else []


def _nice_ceiling(value: float) -> float:
    for step in (0.05, 0.1, 0.2, 0.25, 0.5, 1.0):
        if value <= step:
            return step
    return 1.0


def _ticks(y_max: float) -> list[float]:
    step = y_max / 5 if y_max <= 0.25 else (0.1 if y_max <= 0.5 else 0.2)
    return [round(i * step, 6) for i in range(int(round(y_max / step)) + 1)]


def heat_map(rows: list[str], cols: list[str], values: list[list[float | None]], *, title: str) -> str:
    """Rows × columns of rates; cell shade is the rate, the number is printed in the cell."""
    label_w = max([CHAR_W * len(r) for r in rows] + [60]) + 12
    cell_w, cell_h = 72, 28
    # Column labels are rotated 35°: make room above and to the right for the longest one.
    reach = [CHAR_W * len(c) for c in cols] or [0]
    head_h = max(reach) * 0.58 + 14
    overhang = max(r * 0.82 - cell_w * (len(cols) - j - 0.5) for j, r in enumerate(reach))
    width = label_w + cell_w * len(cols) + max(8, overhang + 8)
    height = head_h + cell_h * len(rows) + 8
    body = []
    for j, col in enumerate(cols):
        x = label_w + cell_w * j + cell_w / 2
        body.append(_text(x, head_h - 6, col, extra=f' transform="rotate(-35 {_f(x)} {_f(head_h - 6)})"'))
    for i, row in enumerate(rows):
        y = head_h + cell_h * i
        body.append(_text(label_w - 8, y + cell_h / 2 + 4, row, anchor="end"))
        for j, value in enumerate(values[i]):
            x = label_w + cell_w * j
            if value is None:
                body.append(f'<rect class="empty" x="{_f(x + 1)}" y="{_f(y + 1)}" width="{cell_w - 2}" '
                            f'height="{cell_h - 2}"/>')
                body.append(_text(x + cell_w / 2, y + cell_h / 2 + 4, "–", anchor="middle"))
                continue
            body.append(f'<rect x="{_f(x + 1)}" y="{_f(y + 1)}" width="{cell_w - 2}" height="{cell_h - 2}" '
                        f'fill="#0072B2" fill-opacity="{0.08 + 0.82 * value:.3f}">'
                        f'<title>{escape(row)} · {escape(cols[j])}: {pct(value)}</title></rect>')
            # Dark cells get light text whatever the scheme, so the number stays readable.
            colour = ' fill="#ffffff"' if value > 0.55 else ""
            body.append(_text(x + cell_w / 2, y + cell_h / 2 + 4, pct(value), anchor="middle", extra=colour))
    return _svg(width, height, title, body)


def stacked_bars(rows: list[str], segments: list[tuple[str, str]], values: list[list[int]], *, title: str) -> str:
    """One horizontal bar per row, split into segments by share of the row's total."""
    label_w = max([CHAR_W * len(r) for r in rows] + [60]) + 12
    width, right, bar_h, gap = 720, 16, 20, 10
    plot_w = width - label_w - right
    used = [name for j, (name, _) in enumerate(segments) if any(v[j] for v in values)]
    legend, legend_h = _legend([(n, c) for n, c in segments if n in used], label_w, 0, plot_w)
    height = (bar_h + gap) * len(rows) + 30 + legend_h
    body = []
    for i, row in enumerate(rows):
        y = 4 + (bar_h + gap) * i
        total = sum(values[i]) or 1
        body.append(_text(label_w - 8, y + bar_h / 2 + 4, row, anchor="end"))
        x = label_w
        for (name, colour), count in zip(segments, values[i]):
            if not count:
                continue
            w = count / total * plot_w
            body.append(f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{bar_h}" fill="{colour}">'
                        f'<title>{escape(row)} · {escape(name)}: {count} ({pct(count / total)})</title></rect>')
            if w > 34:
                body.append(_text(x + w / 2, y + bar_h / 2 + 4, str(count), anchor="middle", extra=' fill="#ffffff"'))
            x += w
    body += _shift(legend, 4 + (bar_h + gap) * len(rows) + 16)
    return _svg(width, height, title, body)


@dataclass
class Strip:
    label: str
    colour: str
    values: list[float]
    mean: float | None


def strip_plot(strips: list[Strip], *, title: str, x_label: str) -> str:
    """Each row's values as dots on a log axis, with a tick at the row's mean."""
    label_w = max([CHAR_W * len(s.label) for s in strips] + [60]) + 12
    width, right, row_h = 720, 16, 28
    plot_w = width - label_w - right
    values = [v for s in strips for v in s.values if v > 0] + [s.mean for s in strips if s.mean]
    lo = 10 ** math.floor(math.log10(min(values))) if values else 1e-3
    hi = 10 ** math.ceil(math.log10(max(values))) if values else 1.0
    if hi <= lo:
        hi = lo * 10

    def px(v: float) -> float:
        return label_w + (math.log10(max(v, lo)) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * plot_w

    plot_h = row_h * len(strips)
    height = plot_h + 48
    body = []
    decade = lo
    while decade <= hi * 1.0001:
        x = px(decade)
        body.append(f'<line class="grid" x1="{_f(x)}" x2="{_f(x)}" y1="0" y2="{plot_h}"/>')
        body.append(_text(x, plot_h + 16, _seconds(decade), anchor="middle"))
        decade *= 10
    body.append(_text(label_w + plot_w / 2, plot_h + 36, x_label, anchor="middle"))
    for i, strip in enumerate(strips):
        y = row_h * i + row_h / 2
        body.append(_text(label_w - 8, y + 4, strip.label, anchor="end"))
        for v in strip.values:
            body.append(f'<circle cx="{_f(px(v))}" cy="{_f(y)}" r="3.5" fill="{strip.colour}" fill-opacity="0.6">'
                        f'<title>{escape(strip.label)}: {_seconds(v)}</title></circle>')
        if strip.mean is not None:
            x = px(strip.mean)
            body.append(f'<line x1="{_f(x)}" x2="{_f(x)}" y1="{_f(y - 10)}" y2="{_f(y + 10)}" stroke="currentColor" '
                        f'stroke-width="2"><title>{escape(strip.label)}: mean {_seconds(strip.mean)}</title></line>')
    return _svg(width, height, title, body)


def _seconds(value: float) -> str:
    if value >= 1:
        return f"{value:g} s"
    if value >= 1e-3:
        return f"{value * 1e3:g} ms"
    return f"{value * 1e6:g} µs"
