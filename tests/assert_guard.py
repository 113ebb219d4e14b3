"""The assert guard: a whole-suite run fails when an ``assert`` in ``tests/`` never executed.

A green suite whose asserts never run proves nothing (issue 27). With ``--assert-guard``
(``make test`` and ``.ci/run`` pass it), every module of ``tests/`` imported during the run is
compiled with a call before each ``assert`` statement that records its line (then pytest rewrites
the asserts as usual); at the end, an ``assert`` of a file in ``tests/`` that never ran fails the
run, named ``file:line`` with its function. Nothing is traced: the cost is one set insertion per
assert executed.

The verdict is given only for a whole run: every test file collected, nothing deselected, no
test failed (a failing run is red already) and none skipped (under ``CI=true`` a skip is a failure
by itself: see ``conftest.py``). Otherwise the guard says in one line why it gave none, so a
partial run such as ``pytest tests/test_x.py --assert-guard`` never fails because of it.

Under pytest-xdist (``make test`` runs two workers) each worker records what its tests ran and
sends it to the controller when it finishes (``workeroutput``); the controller merges the workers'
records and gives the one verdict.

Modules imported before the guard starts (``conftest.py`` and the plugins it loads) cannot be
compiled by it: an assert there is reported as never run, so they hold none. Asserts in code that
runs only in a child process (a script such as ``tests/pygbag_host.py``) are not seen either:
keep asserts in the test process, or list them in :data:`RARE` with the reason.
"""
from __future__ import annotations

import ast
import importlib.machinery
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
#: The name of the recording function in an instrumented module (not a valid identifier, so it
#: cannot clash with a name of the module).
HIT = "@assert_guard_hit"

#: Asserts meant to run rarely, by (file relative to tests/, function's qualified name): why.
#: Every assert of that function may then go unexecuted in a whole run.
RARE: dict[tuple[str, str], str] = {
}


@dataclass(frozen=True)
class AssertSite:
    """One ``assert`` statement of a file in tests/."""

    path: str           # relative to tests/
    line: int
    end_line: int
    function: str       # qualified name of the enclosing function, "<module>" at the top

    def __str__(self) -> str:
        return f"tests/{self.path}:{self.line} ({self.function})"


def assert_sites(path: Path, tree: ast.Module | None = None) -> list[AssertSite]:
    """Every ``assert`` statement of ``path`` (parsed from ``tree`` when given), with its
    enclosing function.

    :raises SyntaxError: when the file is not Python.
    """
    if tree is None:
        tree = ast.parse(path.read_bytes(), filename=str(path))
    rel = path.resolve().relative_to(TESTS).as_posix()
    sites: list[AssertSite] = []

    def walk(node: ast.AST, scope: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                walk(child, scope + [child.name])
            else:
                if isinstance(child, ast.Assert):
                    sites.append(AssertSite(rel, child.lineno, child.end_lineno or child.lineno,
                                            ".".join(scope) or "<module>"))
                walk(child, scope)

    walk(tree, [])
    return sites


def checked_files() -> list[Path]:
    """The Python files of tests/ the guard holds to account: all of them."""
    return sorted(p for p in TESTS.rglob("*.py") if "__pycache__" not in p.parts)


class _Instrument(ast.NodeTransformer):
    """Puts ``@assert_guard_hit(line)`` before every ``assert``."""

    def visit_Assert(self, node: ast.Assert) -> list[ast.stmt]:
        call = ast.Expr(ast.Call(ast.Name(HIT, ast.Load()), [ast.Constant(node.lineno)], []))
        ast.copy_location(call, node)
        ast.fix_missing_locations(call)
        return [call, node]


class _Loader(importlib.machinery.SourceFileLoader):
    """Compiles a module of tests/ with its asserts recorded (no bytecode cache is read or
    written, so a run without the guard never sees this code)."""

    def __init__(self, fullname: str, path: str, guard: "AssertGuard") -> None:
        super().__init__(fullname, path)
        self.guard = guard

    def get_code(self, fullname: str):
        source = self.get_data(self.path)
        tree = ast.parse(source, filename=self.path)
        # the sites as compiled: a file edited during the run is judged by what ran
        self.guard.sites[str(Path(self.path).resolve())] = assert_sites(Path(self.path), tree)
        _Instrument().visit(tree)
        if self.guard.rewrite is not None:
            self.guard.rewrite(tree, source, self.path, self.guard.config)
        return compile(tree, self.path, "exec", dont_inherit=True)

    def exec_module(self, module) -> None:
        vars(module)[HIT] = self.guard.hits.setdefault(str(Path(self.path).resolve()), set()).add
        super().exec_module(module)


class _Finder:
    """A meta path finder that hands the modules of tests/ to :class:`_Loader`."""

    def __init__(self, guard: "AssertGuard") -> None:
        self.guard = guard

    def find_spec(self, name, path=None, target=None):
        if name != "tests" and not name.startswith("tests."):
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
            return None
        if TESTS not in Path(spec.origin).resolve().parents:
            return None
        spec.loader = _Loader(name, spec.origin, self.guard)
        return spec


class AssertGuard:
    """The plugin: installs the finder, watches the run, gives the verdict."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.hits: dict[str, set[int]] = {}
        self.sites: dict[str, list[AssertSite]] = {}
        self.rewrite = None
        if config.getoption("assertmode") == "rewrite":
            from _pytest.assertion.rewrite import rewrite_asserts
            self.rewrite = rewrite_asserts
        self.finder = _Finder(self)
        self.collected: set[Path] = set()
        self.deselected = 0
        self.skipped = 0
        self.failed = 0
        self.verdict: list[str] = []
        #: a pytest-xdist worker reports to the controller; the controller judges what they report
        self.worker = hasattr(config, "workerinput")
        self.workers_down: list[str] = []

    # ---------------------------------------------------------------- pytest hooks
    def install(self) -> None:
        sys.meta_path.insert(0, self.finder)

    def pytest_unconfigure(self) -> None:
        if self.finder in sys.meta_path:
            sys.meta_path.remove(self.finder)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.collected |= {Path(item.path).resolve() for item in session.items}

    def pytest_deselected(self, items) -> None:
        self.deselected += len(items)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.skipped:
            self.skipped += 1
        elif report.failed:
            self.failed += 1

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node, error) -> None:
        """pytest-xdist's controller: a worker finished; merge what it recorded."""
        got = getattr(node, "workeroutput", {}).get("assert_guard")
        if error or got is None:
            self.workers_down.append(str(error or "a worker sent no record"))
            return
        for path, lines in got["hits"].items():
            self.hits.setdefault(path, set()).update(lines)
        for path, sites in got["sites"].items():
            self.sites[path] = [AssertSite(*site) for site in sites]
        self.collected.update(Path(p) for p in got["collected"])
        self.deselected = max(self.deselected, got["deselected"])

    def _report_to_controller(self) -> None:
        self.config.workeroutput["assert_guard"] = {  # type: ignore[attr-defined]
            "hits": {path: sorted(lines) for path, lines in self.hits.items()},
            "sites": {path: [(x.path, x.line, x.end_line, x.function) for x in sites]
                      for path, sites in self.sites.items()},
            "collected": sorted(str(p) for p in self.collected),
            "deselected": self.deselected,
        }

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus) -> None:
        if self.worker:
            self._report_to_controller()
            return
        why_not = self.partial_run(session)
        if why_not:
            self.verdict = [f"assert guard: no verdict ({why_not})"]
            if not self.failed:  # a hint for whoever works on these files
                run = [s for s in self.never_ran() if (TESTS / s.path).resolve() in self.collected]
                if run:
                    self.verdict[0] += f"; in the test files run, {len(run)} assert(s) never ran:"
                    self.verdict += [f"  {site}" for site in run]
            return
        never = self.never_ran()
        if never:
            self.verdict = [f"assert guard: {len(never)} assert(s) in tests/ never ran in this whole "
                            "run (make them run, or list them in tests/assert_guard.py RARE with why):"]
            self.verdict += [f"  {site}" for site in never]
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        else:
            total = sum(len(self.sites.get(str(p.resolve())) or assert_sites(p)) for p in checked_files())
            self.verdict = [f"assert guard: every assert in tests/ ran ({total} asserts, "
                            f"{len(RARE)} functions allowed to run rarely)"]

    def pytest_terminal_summary(self, terminalreporter) -> None:
        for line in self.verdict:
            terminalreporter.write_line(line)

    # ---------------------------------------------------------------- the verdict
    def partial_run(self, session: pytest.Session) -> str | None:
        """Why this run cannot judge the whole suite, or None."""
        if session.shouldstop or session.shouldfail:
            return f"the run stopped early: {session.shouldstop or session.shouldfail}"
        if self.workers_down:
            return f"a test worker went down: {self.workers_down[0]}"
        if self.failed:
            return f"{self.failed} test(s) failed"
        if self.deselected:
            return f"{self.deselected} test(s) deselected"
        missing = [p for p in TESTS.rglob("test_*.py") if p.resolve() not in self.collected]
        if missing:
            return f"not a whole run: {len(missing)} test file(s) not run, e.g. {missing[0].name}"
        if self.skipped:
            return f"{self.skipped} test(s) skipped"
        return None

    def never_ran(self) -> list[AssertSite]:
        """The asserts of tests/ that never executed and are not allowed to (:data:`RARE`)."""
        never = []
        for path in checked_files():
            key = str(path.resolve())
            hit = self.hits.get(key, set())
            for site in self.sites[key] if key in self.sites else assert_sites(path):
                if site.line not in hit and (site.path, site.function) not in RARE:
                    never.append(site)
        return never


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--assert-guard", action="store_true", default=False,
                     help="fail a whole-suite run when an assert in tests/ never executed "
                          "(tests/assert_guard.py)")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("assert_guard"):
        guard = AssertGuard(config)
        guard.install()
        config.pluginmanager.register(guard, "assert-guard")
