"""Fixtures the TCG's card scenario files share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tcg.harness import manual


@pytest.fixture
def ask_phase_actions() -> Iterator[None]:
    """Every phase's "pass" and "move" are asked, so a scenario answers them itself (the files that
    use it: ``pytestmark = pytest.mark.usefixtures("ask_phase_actions")``)."""
    with manual():
        yield
