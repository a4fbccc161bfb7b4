"""No import cycle among the tool server, retrieval and shared packages, counting lazy imports inside functions too.

Read from the source with `ast` (nothing is imported), so the test also covers modules that need optional
dependencies. Imports under `if TYPE_CHECKING:` are left out: they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("mcp_server", "rag", "common", "guardrails")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_only(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


def import_graph(packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """module -> the modules of `packages` it imports (the deepest module each import names)."""
    files = {module_name(p): p for pkg in packages for p in (ROOT / pkg).rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom) or _type_checking_only(node, parents):
                continue
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, *([base] if base else [])])
                targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
            for target in targets:
                while target and target not in files:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle() -> None:
    assert cycles(import_graph()) == []


def test_rag_and_common_never_import_the_tool_server() -> None:
    graph = import_graph()
    leaks = {m: sorted(t for t in targets if t.startswith("mcp_server")) for m, targets in graph.items()}
    assert {m: t for m, t in leaks.items() if t and not m.startswith("mcp_server")} == {}


def test_no_tool_module_imports_another() -> None:
    graph = import_graph()
    tools = {m for m in graph if m.startswith("mcp_server.tools.")}
    assert {m: sorted(graph[m] & tools) for m in tools if graph[m] & tools} == {}


def test_every_tool_server_module_sits_in_a_domain_package():
    """Only the server's entry points and its cross-cutting modules live at the top of mcp_server/."""
    top = {p.name for p in (ROOT / "mcp_server").glob("*.py")}
    entry_points = {"__init__.py", "server.py", "cli.py", "stdio.py", "deps.py", "settings.py"}
    assert top <= entry_points | {"errors.py", "schemas.py", "results.py", "limits.py", "batch.py"}
