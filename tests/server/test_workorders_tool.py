"""workorders_get_workorder_by_id and workorders_list through a real MCP client, and the one work-order id pattern."""

import json
from pathlib import Path

from agent_client.app import ExecuteRequest
from agent_client.review.models import PermitSet, ReviewContext
from common.ids import WORK_ORDER_ID_PATTERN, is_work_order_id
from mcp_server.tools.workorders import LIST_MAX
from tests.support.mcp_harness import connect, error_text, structured

ROOT = Path(__file__).resolve().parents[2]


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


async def test_workorders_list_pages_through_every_work_order(mcp_target):
    expected = json.loads((ROOT / "assets" / "workOrders.json").read_text())
    async with connect(mcp_target) as client:
        first = structured(await client.call_tool("workorders_list", {}))
        assert first["total"] == len(expected) and first["nextOffset"] is None
        fields = ("id", "title", "site", "area")
        assert first["workOrders"] == [{**{k: o[k] for k in fields}, "quarantined": None} for o in expected]

        listed, offset = [], 0
        while offset is not None:
            page = structured(await client.call_tool("workorders_list", {"offset": offset, "limit": 7}))
            assert len(page["workOrders"]) <= 7 and page["total"] == len(expected)
            listed += [entry["id"] for entry in page["workOrders"]]
            offset = page["nextOffset"]
        assert listed == [o["id"] for o in expected]

        past_end = structured(await client.call_tool("workorders_list", {"offset": 10_000}))
        assert past_end["workOrders"] == [] and past_end["nextOffset"] is None
        too_many = await client.call_tool("workorders_list", {"limit": LIST_MAX + 1})
        assert too_many.is_error and "limit" in error_text(too_many)


async def test_workorders_list_is_read_only_and_bounded(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    tool = tools["workorders_list"]
    assert tool.title == "workorders.list" and tool.annotations.read_only_hint is True
    assert tool.input_schema["properties"]["limit"]["maximum"] == LIST_MAX
    assert set(tool.output_schema["properties"]) == {"workOrders", "total", "nextOffset"}


async def test_client_and_server_share_the_advertised_id_pattern(inproc_server):
    """One id pattern: the one the MCP contract advertises is the one the client's HTTP models validate with."""
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    advertised = tools["workorders_get_workorder_by_id"].input_schema["properties"]["id"]["pattern"]
    assert advertised == WORK_ORDER_ID_PATTERN
    assert ExecuteRequest.model_json_schema()["properties"]["workOrderId"]["pattern"] == advertised
    assert ReviewContext.model_json_schema()["properties"]["workOrderId"]["pattern"] == advertised
    assert PermitSet.model_json_schema()["properties"]["workOrderId"]["pattern"] == advertised
    assert "\\d" not in advertised and advertised.isascii()
    for ok in ("WO-10001", "wo_1", "A"):
        assert is_work_order_id(ok)
    for bad in ("WO-1\n", "WO-١٢", "-WO", "WO 1", "W" * 65, ""):
        assert not is_work_order_id(bad), bad
