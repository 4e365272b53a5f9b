"""Dependencies point one way (DESIGN.md, "Layout"): no module of eregion imports, directly or through
others, a module that imports it back.

The import graph is read from the source (``ast``): every ``import`` and ``from ... import`` in a
module counts, those inside functions (a lazy import is still a dependency) and those under ``if
TYPE_CHECKING:`` (a type named in a lower layer belongs to that layer) too. Each package is checked on
its own, so a failure names the package whose modules go round in a circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "eregion"


def module_name(path: Path) -> str:
    parts = ["eregion", *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def imports(name: str, source: str, is_package: bool = False) -> set[str]:
    """The eregion modules that module ``name`` (of this ``source``) imports."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in MODULES}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for a in node.names:
                target = f"{base}.{a.name}"
                found.add(target if target in MODULES else base)
    return {m for m in found if m in MODULES and m != name}


def graph_of(names: list[str]) -> dict[str, list[str]]:
    """Which of ``names`` each of them imports."""
    return {
        n: sorted(imports(n, MODULES[n].read_text(), MODULES[n].name == "__init__.py") & set(names))
        for n in names
    }


def cycles(graph: dict[str, list[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for n in sorted(graph):
        if n not in index:
            visit(n)
    return out


PACKAGES = sorted(
    {module_name(p.parent / "__init__.py") for p in ROOT.rglob("__init__.py")} - {"eregion", "eregion.games"}
)


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_inside_a_package(package: str) -> None:
    names = [m for m in MODULES if m == package or m.startswith(package + ".")]
    assert cycles(graph_of(names)) == [], f"modules of {package} import each other in a circle"


def test_no_import_cycle_in_eregion() -> None:
    assert cycles(graph_of(sorted(MODULES))) == []


def test_the_checker_sees_lazy_and_type_checking_imports() -> None:
    a, b, c = "eregion.cards", "eregion.core", "eregion.agents"
    lazy = "def f():\n    from eregion import core\n"
    typing_only = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from eregion import agents\n"
    assert imports(a, lazy + typing_only, is_package=True) == {b, c}
    assert imports(b, "from .. import cards\n", is_package=True) == {a}
    assert imports(c, "from ..core import engine\n", is_package=True) == {"eregion.core.engine"}
    graph = {a: [b], b: [a], c: [a]}
    assert cycles(graph) == [[a, b]]
