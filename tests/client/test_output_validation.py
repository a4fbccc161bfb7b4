"""The client's output validation with jsonschema_rs in front judges tool results exactly as the SDK's jsonschema
does: the same verdict on real results of the tools and on broken copies of them, and the same error message."""

from __future__ import annotations

import copy
from typing import Any

from jsonschema.exceptions import best_match
from jsonschema.validators import validator_for
from mcp.client.session import ClientSession
from mcp.types import CallToolResult
from referencing import Registry

from agent_client import output_validation
from agent_client.output_validation import FastFirstValidator, fast_validator_for
from mcp_server.permits.types import PermitType
from tests.support.mcp_harness import connect, structured
from tests.support.schemas import mutants


def _sdk_validator(schema: dict[str, Any]) -> Any:
    """What the SDK compiles for a tool (mcp/client/session.py `_output_schema_validator`)."""
    return validator_for(schema)(schema, registry=Registry())


def _verdict(validator: Any, value: Any) -> str | None:
    """None when valid, else the message the SDK puts in its RuntimeError."""
    error = best_match(validator.iter_errors(value))
    return None if error is None else str(error)


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    if isinstance(value, dict):
        return [leaf for key, sub in value.items() for leaf in _leaves(sub, (*path, key))]
    if isinstance(value, list):
        return [leaf for index, sub in enumerate(value[:2]) for leaf in _leaves(sub, (*path, index))]
    return [(path, value)]


def _edge_mutants(value: Any) -> list[Any]:
    """Broken copies aimed at where a Rust and a Python validator could part: a pattern's `$` before a trailing
    newline, lengths counted in code points (an emoji), integers as floats or booleans, out-of-range numbers, an
    unknown key in every object (additionalProperties), an unknown enum value."""
    out = []
    for path, leaf in _leaves(value):
        if isinstance(leaf, str):
            changes = [leaf + "\n", leaf + "🔥" * 3, "🔥" * 5000, "", leaf.lower() + "-?"]
        elif isinstance(leaf, bool):
            changes = [0, 1, "true"]
        elif isinstance(leaf, int):
            changes = [float(leaf), leaf + 0.5, True, -(10**30), 10**30, -1]
        elif isinstance(leaf, float):
            changes = [True, -1e300, 1e300]
        else:
            changes = [{}, []]
        for change in changes:
            broken = copy.deepcopy(value)
            parent = broken
            for step in path[:-1]:
                parent = parent[step]
            if path:
                parent[path[-1]] = change
                out.append(broken)

    def objects(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        found = [path] if isinstance(node, dict) else []
        children = node.items() if isinstance(node, dict) else enumerate(node[:2]) if isinstance(node, list) else ()
        return found + [p for key, sub in children for p in objects(sub, (*path, key))]

    for path in objects(value):
        broken = copy.deepcopy(value)
        node = broken
        for step in path:
            node = node[step]
        node["unexpectedKey"] = 1
        out.append(broken)
    return out


async def _real_results(client: Any) -> list[tuple[str, Any]]:
    """Real answers of the tools whose results are largest or most varied."""
    results = [
        ("policy_load", structured(await client.call_tool("policy_load", {"permitType": t.value}))) for t in PermitType
    ]
    work_order = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10025"}))
    results.append(("workorders_get_workorder_by_id", work_order))
    results.append(
        ("hazards_identify", structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10025"})))
    )
    policy = results[0][1]
    permit_id = structured(await client.call_tool("ids_new_permit_id", {"permitType": "HW"}))
    results.append(("ids_new_permit_id", permit_id))
    permit = {
        "permitId": permit_id["permitId"],
        "type": policy["permitType"],
        "controls": [c["text"] for c in policy["controls"]],
        "signOffRoles": [r["text"] for r in policy["signOffRoles"]],
        "validityHours": 8,
    }
    verdict = structured(await client.call_tool("rules_evaluate", {"permit": permit, "workOrder": work_order}))
    results.append(("rules_evaluate", verdict))
    return results


async def test_rust_first_validation_judges_real_results_and_broken_copies_as_jsonschema(inproc_server):
    async with connect(inproc_server) as client:
        schemas = {t.name: t.output_schema for t in (await client.list_tools()).tools}
        results = await _real_results(client)
    assert {name for name, _ in results} >= {"policy_load", "rules_evaluate", "hazards_identify"}
    checked = stricter_seen = 0
    for name, value in results:
        slow = _sdk_validator(schemas[name])
        fast = fast_validator_for(_sdk_validator(schemas[name]))
        assert isinstance(fast, FastFirstValidator), f"{name}: jsonschema_rs takes every published output schema"
        assert _verdict(fast, value) is None and _verdict(slow, value) is None
        # every third copy: the same kinds of break over every path, a third of the time (a slow test otherwise)
        broken = (mutants(value)[:400] + _edge_mutants(value)[:600])[::3]
        rejected = stricter = 0
        for copy_ in broken:
            expected = _verdict(slow, copy_)
            assert _verdict(fast, copy_) == expected, (name, copy_)
            if fast.fast.is_valid(copy_):  # what the fast path relies on: Rust accepts only what jsonschema accepts
                assert expected is None, (name, copy_)
            elif expected is None:  # Rust is stricter: `$` in Python's `re` also matches before a final newline
                assert any(isinstance(v, str) and v.endswith("\n") for _, v in _leaves(copy_)), (name, copy_)
                stricter += 1
            rejected += expected is not None
            checked += 1
        assert rejected > len(broken) // 4, f"{name}: the broken copies must mostly be invalid to test anything"
        stricter_seen += stricter
    assert checked > 1000
    assert stricter_seen, "the trailing-newline copies reach the jsonschema fallback, which must accept them"


async def test_installed_sessions_validate_through_rust_and_report_jsonschemas_message(inproc_server):
    output_validation.install()
    output_validation.install()  # idempotent: one wrapper, not two
    assert getattr(ClientSession._output_schema_validator, "_fast_first", False)
    async with connect(inproc_server) as client:
        answer = structured(await client.call_tool("policy_load", {"permitType": "Confined Space Entry"}))
        session = client.session
        assert isinstance(session._tool_output_validators["policy_load"], FastFirstValidator)
        schema = (await client.list_tools()).tools
        schema = next(t.output_schema for t in schema if t.name == "policy_load")
        bad = copy.deepcopy(answer)
        bad["controls"][0]["text"] = 7
        expected = _verdict(_sdk_validator(schema), bad)
        assert expected is not None
        try:
            await session.validate_tool_result("policy_load", CallToolResult(content=[], structured_content=bad))
        except RuntimeError as exc:
            assert str(exc) == f"Invalid structured content returned by tool policy_load: {expected}"
        else:
            raise AssertionError("an invalid result must be refused")
        await session.validate_tool_result("policy_load", CallToolResult(content=[], structured_content=answer))


def test_a_schema_the_rust_side_cannot_take_is_left_to_jsonschema():
    draft3 = {"$schema": "http://json-schema.org/draft-03/schema#", "type": "object"}
    slow = _sdk_validator(draft3)
    assert fast_validator_for(slow) is slow
    weird = {"type": "object", "properties": {"a": {"type": "string", "pattern": "(?<=a)b"}}}
    validator = fast_validator_for(_sdk_validator(weird))
    for value in ({"a": "ab"}, {"a": "b"}, {"a": 1}):
        assert _verdict(validator, value) == _verdict(_sdk_validator(weird), value)
