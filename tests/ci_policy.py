"""Under CI, a check that cannot run is a failure, not a skip (issue 27).

With ``CI=true`` in the environment (``.ci/run`` sets it), every skipped test fails, with the
skip's reason as its one-line message: a missing Chromium, npm, ``../shared/tools/run_in_browser.py``
or ``../shared/scenarios`` then turns CI red instead of leaving it green with less checked. A test
file skipped whole while it is collected (``pytest.importorskip`` or ``pytest.skip(...,
allow_module_level=True)`` at its top) has no test to fail: the run fails at its end, one line per
file with the reason, after every other test has run. On a developer's machine the same tests
skip, and ``make test`` prints why (``-rs``).
"""
from __future__ import annotations

import os

import pytest

#: Skip reasons (substrings) that stay skips under CI: checks meant not to run on CI's machine.
#: Empty: on CI every check runs.
ALLOWED_IN_CI: tuple[str, ...] = ()


def under_ci(environ=os.environ) -> bool:
    """Whether this run is CI's (``CI`` set to ``true``, ``1`` or ``yes``, as CI services do)."""
    return environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def skip_reason(report: pytest.TestReport) -> str:
    """The reason a skip report gives."""
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


def allowed_in_ci(reason: str) -> bool:
    """Whether a skip for ``reason`` stays a skip under CI (:data:`ALLOWED_IN_CI`)."""
    return any(allowed in reason for allowed in ALLOWED_IN_CI)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.skipped and not hasattr(report, "wasxfail") and under_ci():
        reason = skip_reason(report)
        if not allowed_in_ci(reason):
            report.outcome = "failed"
            report.longrepr = f"CI=true: this check could not run: {reason}"


#: Under CI, the test files skipped whole while collected: "path: reason", for this session.
SKIPPED_FILES: list[str] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    SKIPPED_FILES.clear()


def pytest_collectreport(report: pytest.CollectReport) -> None:
    if report.skipped and under_ci():
        reason = skip_reason(report)
        if not allowed_in_ci(reason):
            SKIPPED_FILES.append(f"{report.nodeid}: {reason}")


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    if SKIPPED_FILES and session.exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter) -> None:
    for line in SKIPPED_FILES:
        terminalreporter.write_line(f"CI=true: this test file could not run: {line}", red=True)
