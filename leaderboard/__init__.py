"""The static leaderboard site: `utbench leaderboard --results DIR... --out SITE`.

runner/rundir.py reads result directories (the only input besides the problem set), metrics.py
derives the figures summary.json does not state, plots.py draws the SVG charts, render.py holds the
templates and highlighting, site.py writes the pages and data files, screenshot.py photographs a
built site.
"""
