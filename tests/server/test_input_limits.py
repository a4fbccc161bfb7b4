"""Every tool input is bounded: the advertised schemas say so, and the server refuses oversize values by name.

The schema walk reads each tool's `inputSchema` from the real server (so a new tool or field is checked without
editing this file) and collects every unbounded string, list, map or number in one failure message. Values that
cannot carry a bound in JSON Schema are listed in EXCEPTIONS with where they are bounded instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from common.limits import (
    CONTROLS_MAX,
    HAZARDS_MAX,
    ID_CHARS,
    QUERY_CHARS,
    TEXT_CHARS,
    TOP_K_MAX,
)
from mcp_server.errors import parse_failure
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.mcp_harness import connect, error_text, structured

# Formats pydantic parses with a fixed-layout parser that reads a few dozen characters, then stops.
BOUNDED_FORMATS = {"date", "date-time"}
JSON_BY_SIZE = "free-form JSON; the record is refused past MAX_JSON_BYTES (2 MB) by ensure_json_size before any write"
EXCEPTIONS: dict[tuple[str, str], str] = {
    ("runs_record", "input"): JSON_BY_SIZE,
    ("runs_record", "output"): JSON_BY_SIZE,
    ("runs_record", "runMeta"): JSON_BY_SIZE + "; policyVersion and ragSnapshot are checked to 64 characters",
    ("runs_record", "toolCalls[].arguments"): JSON_BY_SIZE,
    ("runs_record", "toolCalls[].resultSummary"): JSON_BY_SIZE,
    ("runs_record", "ragContexts[]"): JSON_BY_SIZE,
    ("runs_record", "route"): JSON_BY_SIZE,
}
"""(tool, field path) -> why it may stay unbounded in the schema; covers the field and everything below it."""
ALLOWED = EXCEPTIONS


def _bounded_pattern(pattern: str) -> bool:
    """An anchored regex without unbounded repetition (`*`, `+`, `{n,}`) or a top-level alternative."""
    if not pattern.startswith("^") or not pattern.endswith("$") or pattern.endswith("\\$"):
        return False
    depth, i = 0, 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i += 1
            while i < len(pattern) and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif char in "*+" or (char == "{" and re.match(r"\{\d*,\}", pattern[i:])):
            return False
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return False
        i += 1
    return True


def _resolve(node: Any, defs: dict[str, Any]) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        target = defs[node["$ref"].rsplit("/", 1)[-1]]
        node = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
    return node


def unbounded(
    node: Any, path: str, defs: dict[str, Any], seen: frozenset[str] = frozenset()
) -> Iterator[tuple[str, str]]:
    """(path, problem) for every value under `node` that the schema lets grow without limit."""
    if node is True:
        yield path, "accepts any value"
        return
    if not isinstance(node, dict):
        return
    if (ref := node.get("$ref")) in seen:
        return
    seen = seen | {ref} if ref else seen
    node = _resolve(node, defs)
    for key in ("anyOf", "oneOf", "allOf"):
        for sub in node.get(key, []):
            yield from unbounded(sub, path, defs, seen)
    if "enum" in node or "const" in node:
        return
    kind = node.get("type")
    kinds = set(kind) if isinstance(kind, list) else {kind}
    bounded_text = "maxLength" in node or node.get("format") in BOUNDED_FORMATS
    if "string" in kinds and not bounded_text and not _bounded_pattern(node.get("pattern", "")):
        yield path, "string without maxLength"
    if kinds & {"integer", "number"} and "maximum" not in node and "exclusiveMaximum" not in node:
        yield path, f"{'/'.join(sorted(kinds & {'integer', 'number'}))} without maximum"
    if "array" in kinds:
        if "maxItems" not in node and node.get("items") is not False:
            yield path, "array without maxItems"
        for index, sub in enumerate(node.get("prefixItems", [])):
            yield from unbounded(sub, f"{path}[{index}]", defs, seen)
        yield from unbounded(node.get("items"), f"{path}[]", defs, seen)
    if "object" in kinds or "properties" in node:
        for name, sub in node.get("properties", {}).items():
            yield from unbounded(sub, f"{path}.{name}" if path else name, defs, seen)
        extra = node.get("additionalProperties", None if "properties" in node else True)
        if extra is not None and extra is not False and "maxProperties" not in node:
            yield path, "map without maxProperties"
        if isinstance(extra, dict):
            yield from unbounded(extra, f"{path}{{*}}", defs, seen)
    if not kind and not any(k in node for k in ("anyOf", "oneOf", "allOf", "properties")):
        yield path, "any JSON value"


def under(path: str, field: str) -> bool:
    return path == field or path.startswith((f"{field}.", f"{field}[", f"{field}{{"))


def allowed(tool: str, path: str) -> bool:
    return any(tool == t and under(path, p) for t, p in ALLOWED)


@pytest.fixture
def every_tool_server(tmp_path: Path):
    return build_server(Settings(data_dir=tmp_path / "var", bench_noop_tool=True))


async def test_every_tool_input_is_bounded(every_tool_server):
    async with connect(every_tool_server) as client:
        tools = (await client.list_tools()).tools
    assert {"rules_evaluate", "pdf_render", "rag_search_rag", "runs_record", "policy_load"} <= {t.name for t in tools}
    found: list[tuple[str, str, str]] = []
    for tool in tools:
        schema = tool.input_schema
        found += [(tool.name, p, why) for p, why in unbounded(schema, "", schema.get("$defs", {}))]
    violations = [f"{tool}: {path or '<arguments>'}: {why}" for tool, path, why in found if not allowed(tool, path)]
    assert not violations, f"{len(violations)} unbounded tool inputs:\n" + "\n".join(violations)
    stale = [f"{t}: {p}" for t, p in ALLOWED if not any(t == ft and under(fp, p) for ft, fp, _ in found)]
    assert not stale, "bounded now, drop from EXCEPTIONS:\n" + "\n".join(stale)


def test_the_walker_finds_each_kind_of_unbounded_value():
    defs = {"Inner": {"type": "object", "properties": {"note": {"type": "string"}}}}
    schema = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "maxLength": 10},
            "free": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            "code": {"type": "string", "pattern": r"^[A-Z]{1,4}$"},
            "loose": {"type": "string", "pattern": r"^[A-Z]+$"},
            "kind": {"type": "string", "enum": ["a", "b"]},
            "when": {"type": "string", "format": "date-time"},
            "items": {"type": "array", "items": {"$ref": "#/$defs/Inner"}},
            "pair": {"type": "array", "prefixItems": [{"type": "string"}], "items": False},
            "map": {"type": "object", "additionalProperties": {"type": "integer", "maximum": 3}},
            "count": {"type": "integer", "minimum": 0},
            "json": {},
        },
    }
    found = dict(unbounded(schema, "", defs))
    assert found == {
        "free": "string without maxLength",
        "loose": "string without maxLength",
        "items": "array without maxItems",
        "items[].note": "string without maxLength",
        "pair[0]": "string without maxLength",
        "map": "map without maxProperties",
        "count": "integer without maximum",
        "json": "any JSON value",
    }


def _failure(result: Any) -> tuple[str, str]:
    text = error_text(result)
    failure = parse_failure(text)
    assert failure is not None, text
    return failure.error_code.value, failure.message


PERMIT = {
    "permitId": "PERM-HW-0001",
    "type": "Hot Work",
    "controls": ["Fire watch"],
    "signOffRoles": [],
    "validityHours": 8,
}
OVERSIZE = [
    ("workorders_get_workorder_by_id", {"id": "W" * (ID_CHARS + 1)}, "id", f"at most {ID_CHARS} characters"),
    (
        "rag_search_rag",
        {"query": "q" * (QUERY_CHARS + 1), "namespace": "incidents"},
        "query",
        f"at most {QUERY_CHARS} characters",
    ),
    ("rag_search_rag", {"query": "x" * 2_000_000, "namespace": "incidents"}, "query", f"at most {QUERY_CHARS}"),
    (
        "rag_search_rag",
        {"query": "welding", "namespace": "incidents", "top_k": TOP_K_MAX + 1},
        "top_k",
        f"less than or equal to {TOP_K_MAX}",
    ),
    (
        "rules_evaluate",
        {"permit": {**PERMIT, "controls": ["Fire watch"] * (CONTROLS_MAX + 1)}},
        "permit.controls",
        f"at most {CONTROLS_MAX} items",
    ),
    (
        "rules_evaluate",
        {"permit": PERMIT, "workOrder": {"description": "d" * (TEXT_CHARS + 1)}},
        "workOrder.description",
        f"at most {TEXT_CHARS} characters",
    ),
    (
        "policy_load",
        {"permitType": "Hot Work", "hazardsLinked": ["fire"] * (HAZARDS_MAX + 1)},
        "hazardsLinked",
        f"at most {HAZARDS_MAX} items",
    ),
    (
        "hazards_identify",
        {"description": "hot work " * (TEXT_CHARS // 9 + 1)},
        "description",
        f"at most {TEXT_CHARS} characters",
    ),
    ("weather_get_weather_data", {"lat": 1000.0, "lon": 4.0}, "lat", "less than or equal to 90"),
]


async def test_oversize_inputs_are_refused_by_name_and_the_server_keeps_answering(mcp_target):
    async with connect(mcp_target) as client:
        for tool, arguments, field, limit in OVERSIZE:
            code, message = _failure(await client.call_tool(tool, arguments))
            assert code == "ERR_INVALID_INPUT", (tool, message)
            assert f"{field}: " in message and limit in message, (tool, message)
            assert len(message) < 1000, "the rejected value is never echoed back"
        wo = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10001"}))
        assert wo["id"] == "WO-10001"
        policy = structured(await client.call_tool("policy_load", {"permitType": "Hot Work"}))
        assert policy["code"] == "HW"
