"""Without Chromium or Playwright the browser tests skip and say why and what to run (CI fails instead),
and every run that skipped tests ends by listing the reasons (``skip_summary.py``), ``-rs`` or not."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import browser_helpers
import pytest
from browser_helpers import require_chromium


@pytest.fixture
def no_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)


def test_no_chromium_skips_naming_the_path_and_what_to_run(
    no_ci: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(browser_helpers, "CHROMIUM", tmp_path / "chromium")
    with pytest.raises(pytest.skip.Exception, match=f"Chromium at {tmp_path / 'chromium'}.*`make browser`"):
        require_chromium()
    monkeypatch.setenv("CI", "1")
    with pytest.raises(RuntimeError, match="Chromium at .*missing"):
        require_chromium()


def test_no_playwright_skips_naming_the_package_and_what_to_run(
    no_ci: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chromium = tmp_path / "chromium"
    chromium.touch()
    monkeypatch.setattr(browser_helpers, "CHROMIUM", chromium)
    monkeypatch.setitem(sys.modules, "playwright.sync_api", None)  # import fails as if not installed
    with pytest.raises(pytest.skip.Exception, match="package playwright .*`make test`"):
        require_chromium()


def test_a_run_that_skipped_says_why(tmp_path: Path) -> None:
    (tmp_path / "test_gap.py").write_text(
        "import pytest\npytest.skip('no widget here: run `make widget`', allow_module_level=True)\n"
    )
    here = Path(__file__).parent
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "skip_summary", "-p", "no:cacheprovider", "test_gap.py"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(here), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert "1 skipped (test_gap.py): no widget here: run `make widget`" in out.stdout, out.stdout + out.stderr
