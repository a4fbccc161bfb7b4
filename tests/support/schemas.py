"""Broken copies of real tool results, for tests that compare two validators' verdicts on the same values."""

from __future__ import annotations

import copy
from typing import Any


def mutants(value: Any) -> list[Any]:
    """Copies of a result with one node broken: a leaf of another type, a null, a required-looking key dropped."""
    paths: list[list[Any]] = []

    def walk(node: Any, path: list[Any]) -> None:
        if isinstance(node, dict):
            for key, sub in node.items():
                paths.append([*path, key])
                walk(sub, [*path, key])
        elif isinstance(node, list):
            for index, sub in enumerate(node[:2]):
                paths.append([*path, index])
                walk(sub, [*path, index])

    walk(value, [])
    out = []
    for path in paths:
        for kind in ("type", "null", "drop"):
            broken = copy.deepcopy(value)
            parent = broken
            for step in path[:-1]:
                parent = parent[step]
            old = parent[path[-1]]
            if kind == "drop":
                if isinstance(parent, dict):
                    del parent[path[-1]]
                else:
                    continue
            elif kind == "null":
                parent[path[-1]] = None
            else:
                parent[path[-1]] = 7 if isinstance(old, str) else "x"
            out.append(broken)
    return out
