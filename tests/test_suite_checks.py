"""The suite's own checks (issue 27): the assert guard, CI's refusal of skips, the test command.
(The private data folder and the pinned day: ``tests/test_isolation.py``.)"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests import assert_guard, ci_policy
from tests.helpers import pytest_in, small_suite

ROOT = Path(__file__).resolve().parents[1]


# --------------------------------------------------------------------------- the assert guard
DEMO = """
    def helper(x):
        assert x > 0  # runs

    def test_runs():
        helper(1)
        if False:
            assert 1 == 2  # never runs

    def test_other():
        assert True
"""


@pytest.fixture
def guarded(tmp_path):
    return small_suite(tmp_path, "assert_guard.py", 'pytest_plugins = ("tests.assert_guard",)\n', DEMO)


#: A plain run, and one split over two pytest-xdist workers as ``make test`` runs the suite (each
#: worker runs one of the two tests: the verdict needs both workers' records).
WORKERS = [pytest.param((), id="one-process"), pytest.param(("-n", "2"), id="two-workers")]


@pytest.mark.parametrize("workers", WORKERS)
def test_the_guard_fails_a_whole_run_and_names_the_assert_that_never_ran(guarded, workers):
    run = pytest_in(guarded, "--assert-guard", *workers)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "2 passed" in run.stdout
    assert "1 assert(s) in tests/ never ran" in run.stdout
    assert "tests/test_demo.py:8 (test_runs)" in run.stdout
    assert "test_demo.py:3" not in run.stdout and "test_demo.py:11" not in run.stdout


@pytest.mark.parametrize("workers", WORKERS)
def test_the_guard_gives_no_verdict_on_a_partial_run_or_without_its_option(guarded, workers):
    partial = pytest_in(guarded, "--assert-guard", "-k", "runs", *workers)
    assert partial.returncode == 0, partial.stdout + partial.stderr
    assert "assert guard: no verdict (1 test(s) deselected)" in partial.stdout
    plain = pytest_in(guarded, *workers)
    assert plain.returncode == 0 and "assert guard" not in plain.stdout


@pytest.mark.parametrize("workers", WORKERS)
def test_the_guard_passes_when_every_assert_ran(guarded, workers):
    demo = guarded / "tests" / "test_demo.py"
    demo.write_text(demo.read_text().replace("if False:", "if True:").replace("1 == 2", "2 == 2"))
    run = pytest_in(guarded, "--assert-guard", *workers)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "assert guard: every assert in tests/ ran (3 asserts" in run.stdout


def test_assert_sites_names_the_enclosing_function():
    path = assert_guard.TESTS / "test_suite_checks.py"
    sites = assert_guard.assert_sites(path)
    here = [s for s in sites if s.function == "test_assert_sites_names_the_enclosing_function"]
    assert len(here) == 2 and all(s.path == "test_suite_checks.py" for s in here)
    assert all(isinstance(key, tuple) and why for key, why in assert_guard.RARE.items())  # says why


# --------------------------------------------------------------------------- CI and skips
SKIPPING = """
    import pytest

    def test_needs_a_browser():
        pytest.skip("Chromium is not installed")
"""


@pytest.mark.parametrize("ci", ["true", ""])
def test_under_ci_a_skip_is_a_failure_with_its_reason(tmp_path, ci):
    suite = small_suite(tmp_path, "ci_policy.py", 'pytest_plugins = ("tests.ci_policy",)\n', SKIPPING)
    run = pytest_in(suite, "-rs", CI=ci)
    if ci:
        assert run.returncode == 1, run.stdout
        assert "CI=true: this check could not run: Chromium is not installed" in run.stdout
    else:
        assert run.returncode == 0, run.stdout
        assert "SKIPPED [1] tests/test_demo.py:5: Chromium is not installed" in run.stdout


@pytest.mark.parametrize("workers", WORKERS)
@pytest.mark.parametrize("ci", ["true", ""])
def test_under_ci_a_test_file_skipped_whole_fails_the_run_after_the_others(tmp_path, ci, workers):
    """A skip at a file's top (``importorskip``, ``allow_module_level``) has no test to fail."""
    suite = small_suite(tmp_path, "ci_policy.py", 'pytest_plugins = ("tests.ci_policy",)\n', """
        def test_runs():
            assert True
    """)
    (suite / "tests" / "test_browser.py").write_text(
        'import pytest\npytest.importorskip("no_such_browser_module")\n\ndef test_page():\n    pass\n')
    (suite / "tests" / "test_shared.py").write_text(
        'import pytest\npytest.skip("no shared scenarios", allow_module_level=True)\n')
    run = pytest_in(suite, "-rs", *workers, CI=ci)
    assert "1 passed, 2 skipped" in run.stdout, run.stdout
    said = sorted(ln for ln in run.stdout.splitlines() if ln.startswith("CI=true: this test file could not run:"))
    if ci:
        assert run.returncode == 1, run.stdout
        assert len(said) == 2, run.stdout
        assert said[0].endswith("tests/test_browser.py: could not import 'no_such_browser_module': "
                                "No module named 'no_such_browser_module'")
        assert said[1].endswith("tests/test_shared.py: no shared scenarios")
    else:
        assert run.returncode == 0 and said == [], run.stdout
        assert "SKIPPED [1] tests/test_shared.py:2: no shared scenarios" in run.stdout


def test_what_counts_as_ci():
    assert [ci_policy.under_ci({"CI": v}) for v in ("true", "1", "True", "yes")] == [True] * 4
    assert [ci_policy.under_ci(e) for e in ({"CI": "false"}, {"CI": ""}, {})] == [False] * 3


def test_make_test_prints_skip_reasons_and_guards_asserts():
    recipe = (ROOT / "Makefile").read_text().split("\ntest: venv\n", 1)[1].split("\n", 1)[0]
    assert "-m pytest -rs --assert-guard -n $(TEST_WORKERS)" in recipe
    ci = (ROOT / ".ci" / "run").read_text()
    assert "make test" in ci and 'CI="${CI:-true}"' in ci and "exit 1" in ci


def test_ci_refuses_to_run_without_the_tools_of_its_checks(tmp_path):
    """``.ci/run`` in a copy with no ``../shared`` and a PATH with no npm nor Chromium: one line
    per missing tool, status 1, and the tests never start."""
    checkout = tmp_path / "checkout"
    (checkout / ".ci").mkdir(parents=True)
    shutil.copy(ROOT / ".ci" / "run", checkout / ".ci" / "run")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("bash", "dirname", "id", "tail", "env"):
        os.symlink(shutil.which(tool), bin_dir / tool)
    (bin_dir / "apt-get").write_text("#!/bin/sh\necho 'E: no network' >&2\nexit 100\n")
    (bin_dir / "apt-get").chmod(0o755)
    (bin_dir / "make").write_text("#!/bin/sh\necho MAKE RAN\n")
    (bin_dir / "make").chmod(0o755)
    run = subprocess.run([str(bin_dir / "bash"), str(checkout / ".ci" / "run")], cwd=checkout,
                         env=dict(os.environ, PATH=str(bin_dir), TMPDIR=str(tmp_path)),
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "MAKE RAN" not in run.stdout
    lines = run.stderr.strip().splitlines()
    assert [ln.split(":")[1].strip() for ln in lines] == ["cannot run every check"] * 4, lines
    said = "\n".join(lines)
    assert "npm: not installed" in said and "../shared/scenarios: missing" in said
    assert "run_in_browser.py: missing" in said and "chromium:" in said


# --------------------------------------------------------------------------- no wall clock
def test_hypothesis_keeps_no_wall_clock_limit():
    """Issue 27, point 6: no property fails because the machine is busy (conftest's profile), with
    or without its own ``@settings``."""
    from hypothesis import HealthCheck, settings
    for chosen in (settings.default, settings(max_examples=5)):
        assert chosen.deadline is None and HealthCheck.too_slow in chosen.suppress_health_check
