from tests.mcp_harness import connect, error_text, structured


async def test_get_work_order_over_each_transport(mcp_target):
    async with connect(mcp_target) as client:
        wo = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10001"}))
        assert wo["id"] == "WO-10001"
        assert wo["site"] == "Plant-A" and wo["area"] == "Tank Farm"
        assert wo["timeWindow"]["start"].startswith("2026-12-01T07:00")
        assert isinstance(wo["equipment"], list)

        missing = error_text(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-NOPE"}))
        assert "WO-NOPE" in missing and "not found" in missing

        bad = error_text(await client.call_tool("workorders_get_workorder_by_id", {"id": "../etc/passwd"}))
        assert "invalid work order id" in bad

        no_field = await client.call_tool("workorders_get_workorder_by_id", {})
        assert no_field.is_error and "id" in error_text(no_field)


async def test_tool_is_listed_with_schema_and_annotations(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    tool = tools["workorders_get_workorder_by_id"]
    assert tool.title == "workorders.get_workorder_by_id"
    assert tool.output_schema and "timeWindow" in tool.output_schema["properties"]
    assert tool.annotations.read_only_hint is True
