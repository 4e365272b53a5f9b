"""A pytest plugin (``conftest.py`` loads it): a run that skipped tests ends by saying which and why,
without ``-rs``. "1 skipped" alone hid that the browser tests had not run for want of Chromium; the
skip reasons say what to run to get them back."""

from __future__ import annotations

from typing import Any

import pytest


def skip_reasons(reports: list[Any]) -> dict[str, list[str]]:
    """Each skip reason, with the test file of every skip it caused."""
    reasons: dict[str, list[str]] = {}
    for report in reports:
        longrepr = report.longrepr
        if isinstance(longrepr, tuple | list) and len(longrepr) == 3:
            reason = str(longrepr[2]).removeprefix("Skipped: ")
            reasons.setdefault(reason, []).append(report.nodeid.split("::")[0])
    return reasons


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    if set(config.option.reportchars) & set("saA"):
        return  # pytest lists the skips itself
    reasons = skip_reasons(terminalreporter.stats.get("skipped", []))
    if reasons:
        terminalreporter.section("skipped, and why", sep="-", yellow=True)
        for reason, files in sorted(reasons.items()):
            terminalreporter.line(f"{len(files)} skipped ({', '.join(sorted(set(files)))}): {reason}")
