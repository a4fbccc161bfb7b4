"""Flattened output schemas accept and reject exactly what pydantic's schemas do, on real tool results."""

from __future__ import annotations

import json
from typing import Any

from jsonschema.validators import validator_for
from mcp.server.mcpserver import MCPServer
from referencing import Registry

from mcp_server.permits.types import PermitType
from mcp_server.schemas import flatten
from tests.support.mcp_harness import connect, structured
from tests.support.schemas import mutants


def _valid(schema: dict[str, Any], value: Any) -> bool:
    validator = validator_for(schema)(schema, registry=Registry())
    return not any(True for _ in validator.iter_errors(value))


def test_flatten_folds_nullable_scalars_and_inlines_leaf_definitions():
    schema = {
        "type": "object",
        "properties": {
            "a": {"anyOf": [{"type": "string", "maxLength": 3}, {"type": "null"}], "default": None},
            "b": {"anyOf": [{"enum": ["x", "y"], "type": "string"}, {"type": "null"}]},
            "c": {"$ref": "#/$defs/Leaf", "description": "a leaf"},
            "d": {"$ref": "#/$defs/Tree"},
        },
        "$defs": {
            "Leaf": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]},
            "Tree": {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}}},
        },
    }
    flat = flatten(schema)
    assert flat["properties"]["a"] == {"type": ["string", "null"], "maxLength": 3, "default": None}
    assert "anyOf" in flat["properties"]["b"], "an enum cannot take null into its type"
    assert flat["properties"]["c"]["required"] == ["n"] and flat["properties"]["c"]["description"] == "a leaf"
    assert flat["properties"]["d"] == {"$ref": "#/$defs/Tree"} and set(flat["$defs"]) == {"Tree"}
    for value in ({"a": None}, {"a": "abcd"}, {"a": 1}, {"b": None}, {"b": "z"}, {"c": {}}, {"c": {"n": 1}},
                  {"d": {"kids": [{"kids": []}]}}, {"d": {"kids": [{"kids": 1}]}}):  # fmt: skip
        assert _valid(flat, value) == _valid(schema, value), value


async def test_published_schemas_are_flat_and_judge_real_results_as_before(inproc_server):
    originals = {t.name: t.output_schema for t in await MCPServer.list_tools(inproc_server)}
    async with connect(inproc_server) as client:
        listed = {t.name: t.output_schema for t in (await client.list_tools()).tools}
        results = [("policy_load", structured(await client.call_tool("policy_load", {"permitType": t.value})))
                   for t in PermitType]  # fmt: skip
        results.append(
            ("workorders_get_workorder_by_id", structured(await client.call_tool(
                "workorders_get_workorder_by_id", {"id": "WO-10025"})))
        )  # fmt: skip
        results.append(
            ("hazards_identify", structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10025"})))
        )
    assert listed.keys() == originals.keys()
    for name, schema in originals.items():
        if schema is not None:
            assert listed[name] == flatten(schema)
    assert "$defs" not in listed["policy_load"], "no definition of policy_load's answer refers back to itself"
    for name, value in results:
        assert _valid(listed[name], value) and _valid(originals[name], value)
        for broken in mutants(value)[:400]:
            assert _valid(listed[name], broken) == _valid(originals[name], broken), (name, broken)


async def test_every_structured_result_carries_its_compact_json_text_copy(inproc_server):
    """The spec's text copy of a structured result is there, says exactly what structuredContent says, and is
    compact JSON (no indentation), for a model result, a nested one and a list-bearing one; a failure is untouched."""
    async with connect(inproc_server) as client:
        calls = [("policy_load", {"permitType": "Confined Space Entry"}),
                 ("workorders_get_workorder_by_id", {"id": "WO-10025"}),
                 ("hazards_identify", {"workOrderId": "WO-10025"})]  # fmt: skip
        for name, args in calls:
            result = await client.call_tool(name, args)
            assert not result.is_error and result.structured_content
            [block] = result.content
            assert block.type == "text"
            assert json.loads(block.text) == result.structured_content, name
            assert block.text == json.dumps(result.structured_content, separators=(",", ":"), ensure_ascii=False)
        failed = await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-99999"})
    assert failed.is_error and failed.structured_content is None
    assert "ERR_" in failed.content[0].text
