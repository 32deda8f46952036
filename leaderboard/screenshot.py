"""Screenshot a built site in headless Chromium: `python -m utbench.leaderboard.screenshot SITE OUT.png`.

Used for the README's picture and by the browser tests, which share `launch_browser`.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
# Debian's chromium, no playwright-managed browser download; no background traffic of its own.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic"]


def launch_browser(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def screenshot(site: Path, out: Path, *, width: int = 1280, height: int = 900, full_page: bool = False,
               dark: bool = False) -> None:
    from playwright.sync_api import sync_playwright

    index = (site / "index.html").resolve()
    with sync_playwright() as p:
        browser = launch_browser(p)
        try:
            page = browser.new_page(viewport={"width": width, "height": height},
                                    color_scheme="dark" if dark else "light")
            page.goto(index.as_uri())
            out.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(out), full_page=full_page)
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m utbench.leaderboard.screenshot", description=__doc__)
    parser.add_argument("site", type=Path, help="a directory written by `utbench leaderboard`")
    parser.add_argument("out", type=Path, help="PNG file to write")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument("--full-page", action="store_true", help="the whole page, not just the first screen")
    parser.add_argument("--dark", action="store_true", help="render with prefers-color-scheme: dark")
    args = parser.parse_args(argv)
    if not (args.site / "index.html").exists():
        print(f"{args.site}: no index.html (build the site with `utbench leaderboard` first)", file=sys.stderr)
        return 2
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM}: not installed (apt-get install chromium)", file=sys.stderr)
        return 2
    screenshot(args.site, args.out, width=args.width, height=args.height, full_page=args.full_page, dark=args.dark)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
