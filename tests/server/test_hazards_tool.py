"""hazards.identify and the rulebook://hazard_taxonomy resource through the real MCP client (stdio and HTTP)."""

import yaml

from tests.support.mcp_harness import connect, error_text, structured


def _types(report: dict) -> set[str]:
    return {p["type"] for p in report["permitTypes"]}


async def test_identify_shipped_work_orders(mcp_target):
    async with connect(mcp_target) as client:
        column = structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10002"}))
        assert column["workOrderId"] == "WO-10002" and column["taxonomyVersion"]
        assert {"Hot Work", "Confined Space Entry"} <= _types(column)
        assert not {"Excavation", "Vehicle Entry"} & _types(column)
        calls = {p["type"]: p for p in column["permitTypes"]}
        assert calls["Hot Work"]["code"] == "HW" and "HZ-IGNITION" in calls["Hot Work"]["reasons"]
        cse = next(h for h in column["hazards"] if h["id"] == "HZ-CONFINED-SPACE")
        assert cse["permitRequired"] and 0.5 <= cse["confidence"] <= 1
        assert "inside stripper column" in cse["rationale"] and cse["triggers"]
        assert any("attendant" in c.lower() for c in cse["suggestedControls"])

        cold = structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10004"}))
        assert _types(cold) == {"Cold Work"}
        negated = {n["phrase"].lower(): n["suppresses"] for n in cold["negated"]}
        assert negated["no hot work"] == ["HZ-IGNITION"]

        walkdown = structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10012"}))
        assert walkdown["permitTypes"] == []

        crane = structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10007"}))
        assert {"Lifting", "Electrical/LOTO", "Working at Height"} <= _types(crane)
        assert "Hot Work" not in _types(crane)


async def test_identify_from_text_and_errors(mcp_target):
    async with connect(mcp_target) as client:
        report = structured(
            await client.call_tool(
                "hazards_identify",
                {
                    "title": "Weld new pipe shoe on 6in condensate line at 5 m",
                    "jobPlan": "Work from a scissor lift. Gas test, fire watch.",
                    "area": "Pipe Rack",
                    "equipment": ["Scissor lift SL-1"],
                },
            )
        )
        assert report["workOrderId"] is None
        assert {"Hot Work", "Working at Height"} <= _types(report)

        missing = error_text(await client.call_tool("hazards_identify", {"workOrderId": "WO-NOPE"}))
        assert "WO-NOPE" in missing and "not found" in missing
        bad = error_text(await client.call_tool("hazards_identify", {"workOrderId": "../x"}))
        assert "invalid work order id" in bad
        both = error_text(await client.call_tool("hazards_identify", {"workOrderId": "WO-10001", "title": "x"}))
        assert "not both" in both
        empty = error_text(await client.call_tool("hazards_identify", {}))
        assert "workOrderId" in empty and "title" in empty


async def test_taxonomy_resource(mcp_target):
    async with connect(mcp_target) as client:
        listed = {str(r.uri) for r in (await client.list_resources()).resources}
        assert "rulebook://hazard_taxonomy" in listed
        content = (await client.read_resource("rulebook://hazard_taxonomy")).contents[0]
        assert content.mime_type == "application/yaml"
        data = yaml.safe_load(content.text)
        assert {h["id"] for h in data["hazards"]} >= {"HZ-IGNITION", "HZ-CONFINED-SPACE", "HZ-IONIZING-RADIATION"}


async def test_tool_listed_with_schema_and_annotations(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    tool = tools["hazards_identify"]
    assert tool.title == "hazards.identify" and tool.description
    assert tool.annotations.read_only_hint is True and tool.annotations.idempotent_hint is True
    assert tool.annotations.open_world_hint is False
    assert {"hazards", "permitTypes", "negated", "taxonomyVersion"} <= set(tool.output_schema["properties"])
    assert {"workOrderId", "title", "description", "jobPlan", "area", "equipment"} <= set(
        tool.input_schema["properties"]
    )


async def test_identify_again_answers_the_same(mcp_target):
    """An assessment answered again from the server's cache (same words) is the assessment itself, and the job's
    words given as fields get the same hazards as the work order they came from."""
    async with connect(mcp_target) as client:
        first = structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10002"}))
        again = structured(await client.call_tool("hazards_identify", {"workOrderId": "WO-10002"}))
        assert again == first
        wo = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10002"}))
        wo = wo.get("workOrder", wo)
        fields = {k: wo[k] for k in ("title", "description", "jobPlan", "area", "equipment") if wo.get(k)}
        by_text = structured(await client.call_tool("hazards_identify", fields))
        assert by_text["workOrderId"] is None
        assert {**by_text, "workOrderId": "WO-10002"} == first
        other = structured(await client.call_tool("hazards_identify", {**fields, "title": "Replace office lights"}))
        assert other != by_text
        # an empty equipment list is a key like any other (CI's fuzzer found it crashing the cache: a list is
        # unhashable), and it is assessed the same as no equipment at all
        bare = {"title": "Weld a bracket on the pipe rack", "area": "Pipe Rack"}
        none = structured(await client.call_tool("hazards_identify", bare))
        empty = structured(await client.call_tool("hazards_identify", {**bare, "equipment": []}))
        empty_again = structured(await client.call_tool("hazards_identify", {**bare, "equipment": []}))
        assert empty == empty_again == none
