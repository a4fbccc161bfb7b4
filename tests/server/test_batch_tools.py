"""The batched per-permit tools through the real MCP client, over stdio and HTTP: each item answers what the single
tool answers for it, one bad item is that item's error and never the others', and a bad call is a clear tool error."""

from __future__ import annotations

import copy

from mcp_server.errors import parse_failure
from tests.server.test_pdf_render import CSE, FAIL, HOT_WORK, PASS, WORK_ORDER, local_bytes
from tests.support.mcp_harness import connect, error_text, structured

BATCHED = {
    "policy_load_batch": "policy_load",
    "ids_new_permit_ids": "ids_new_permit_id",
    "rules_evaluate_batch": "rules_evaluate",
    "pdf_render_batch": "pdf_render",
}
JOB = {k: WORK_ORDER[k] for k in ("id", "title", "site", "area", "description", "timeWindow")}


def renamed(permit: dict, permit_id: str) -> dict:
    return {**copy.deepcopy(permit), "permitId": permit_id, "crossReferences": []}


def errors_of(answer: dict) -> list[dict | None]:
    return [item["error"] for item in answer["items"]]


async def test_batched_tools_are_listed_with_flat_output_schemas(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    for batch, single in BATCHED.items():
        tool = tools[batch]
        assert tool.input_schema["required"][0] == "items"
        assert tool.input_schema["properties"]["items"]["maxItems"] == 16
        assert '"$ref"' not in str(tool.output_schema).replace("'", '"') and "$defs" not in tool.output_schema
        item = tool.output_schema["properties"]["items"]["items"]["properties"]
        assert set(item) == {"result", "error"}
        assert set(tools[single].output_schema["properties"]) <= set(item["result"]["properties"]), batch
    assert tools["rules_evaluate_batch"].annotations.read_only_hint is True
    assert tools["ids_new_permit_ids"].annotations.idempotent_hint is False
    # a permit inside an item is advertised with rules_evaluate's own permit schema, bounds included
    schema = tools["rules_evaluate_batch"].input_schema
    item = schema["properties"]["items"]["items"]
    item = schema["$defs"][item["$ref"].rsplit("/", 1)[-1]] if "$ref" in item else item
    permit = item["properties"]["permit"]
    assert permit["properties"]["permitId"]["pattern"] and permit["properties"]["controls"]["maxItems"]


async def test_policy_load_batch_answers_each_type_as_policy_load_does(mcp_target):
    job = {"workOrder": JOB}
    items = [
        {"permitType": "Hot Work", "hazardsLinked": ["Ignition of vapour"], "linkedPermitTypes": ["CSE"]},
        {"permitType": "Welding"},
        {"permitType": "cse", "linkedPermitTypes": ["Hot Work"]},
    ]
    async with connect(mcp_target) as client:
        answer = structured(await client.call_tool("policy_load_batch", {"items": items, **job}))
        singles = [await client.call_tool("policy_load", {**item, **job}) for item in items]
    hw, welding, cse = answer["items"]
    assert hw["error"] is None and hw["result"] == structured(singles[0])
    assert cse["error"] is None and cse["result"] == structured(singles[2])
    assert hw["result"]["applicableEnvironmentRules"], "the job's context rules, as policy_load gives them"
    assert welding["result"] is None and welding["error"]["error_code"] == "ERR_TOOL_REJECTED"
    assert welding["error"]["message"] == parse_failure(error_text(singles[1])).message
    assert "unknown permit type 'Welding'" in welding["error"]["message"]


async def test_ids_new_permit_ids_allocates_each_and_keys_return_their_id(mcp_target):
    key = f"batch-test-{id(mcp_target)}:HW:1"
    async with connect(mcp_target) as client:
        items = [{"permitType": "HW", "allocationKey": key}, {"permitType": "Diving"}, {"permitType": "Lifting"}]
        first = structured(await client.call_tool("ids_new_permit_ids", {"items": items}))
        again = structured(await client.call_tool("ids_new_permit_ids", {"items": items[:1]}))
        single = structured(await client.call_tool("ids_new_permit_id", items[0]))
    hw, diving, lifting = first["items"]
    assert hw["result"]["permitId"].startswith("PERM-HW-") and lifting["result"]["permitId"].startswith("PERM-LIFT-")
    assert diving["result"] is None and "unknown permit type 'Diving'" in diving["error"]["message"]
    assert again["items"][0]["result"] == {**hw["result"], "reused": True} == single


async def test_rules_evaluate_batch_judges_each_permit_as_rules_evaluate_does(mcp_target):
    good = renamed(HOT_WORK, "PERM-HW-7101")
    other = renamed(CSE, "PERM-CSE-7102")
    malformed = {**renamed(CSE, "PERM-CSE-7103"), "validityHours": "all week", "controls": "one"}
    context = {"workOrder": JOB, "weather": {"windKph": 12, "gustKph": 20}}
    items = [{"permit": good}, {"permit": malformed}, {"permit": other}, {"permit": None}]
    async with connect(mcp_target) as client:
        answer = structured(await client.call_tool("rules_evaluate_batch", {"items": items, **context}))
        singles = [
            structured(await client.call_tool("rules_evaluate", {"permit": p, **context})) for p in (good, other)
        ]
    first, bad, third, empty = answer["items"]
    assert [first["result"], third["result"]] == singles and first["error"] is third["error"] is None
    assert bad["result"] is None and bad["error"]["error_code"] == "ERR_INVALID_INPUT"
    assert "validityHours" in bad["error"]["message"] and "controls" in bad["error"]["message"]
    assert "all week" not in bad["error"]["message"], "the problem is named, the rejected value is not echoed"
    assert empty["error"]["error_code"] == "ERR_INVALID_INPUT"


async def test_pdf_render_batch_stores_each_and_a_bad_item_leaves_the_others_stored(mcp_target):
    hot = renamed(HOT_WORK, "PERM-HW-7111")
    cse = renamed(CSE, "PERM-CSE-7112")
    items = [
        {"permit": hot, "validation": {**FAIL, "permitId": "PERM-HW-7111"}},
        {"permit": renamed(CSE, "PERM-CSE-7113"), "validation": PASS},  # PASS names another permit
        {"permit": cse, "validation": {**PASS, "permitId": "PERM-CSE-7112"}},
    ]
    async with connect(mcp_target) as client:
        answer = structured(await client.call_tool("pdf_render_batch", {"items": items, "workOrder": WORK_ORDER}))
        repeat = structured(await client.call_tool("pdf_render", {**items[0], "workOrder": WORK_ORDER}))
    first, mismatched, third = answer["items"]
    assert mismatched["result"] is None and mismatched["error"]["error_code"] == "ERR_TOOL_REJECTED"
    assert "does not match permit.permitId" in mismatched["error"]["message"]
    for item, permit_id in ((first, "PERM-HW-7111"), (third, "PERM-CSE-7112")):
        assert item["error"] is None and item["result"]["permitId"] == permit_id
        assert local_bytes(item["result"]["pdfUrl"]).startswith(b"%PDF")
    assert repeat == first["result"], "the batch stored exactly what pdf_render stores for the same revision"


async def test_a_bad_call_is_a_tool_error_naming_the_problem(mcp_target):
    async with connect(mcp_target) as client:
        for batch in BATCHED:
            empty = await client.call_tool(batch, {"items": []})
            assert empty.is_error and "items" in error_text(empty), batch
        many = await client.call_tool("policy_load_batch", {"items": [{"permitType": "HW"}] * 17})
        assert many.is_error and "items" in error_text(many)
        version = await client.call_tool(
            "rules_evaluate_batch", {"items": [{"permit": HOT_WORK}], "rulesetVersion": "v9"}
        )
        assert version.is_error and "v9" in error_text(version), "a shared argument fails the call, not an item"
        failure = parse_failure(error_text(many))
        assert failure is not None and failure.error_code == "ERR_INVALID_INPUT"
