"""runs_record / runs_get through the real MCP client over stdio and HTTP, on SQLite and PostgreSQL."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import pytest

from tests.support.mcp_harness import connect, error_text, http_server, stdio_params, structured

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]

RUN = {
    "workOrderId": "WO-10001",
    "status": "completed",
    "engine": "adk",
    "input": {"workOrderId": "WO-10001"},
    "output": {"workOrderId": "WO-10001", "permits": [{"permitId": "PERM-HW-0001"}], "pdfLinks": []},
    "runMeta": {"policyVersion": "v1.0", "ragSnapshot": "2025-11-03T10:00Z", "model": "gemini-2.5-pro"},
    "toolCalls": [
        {
            "tool": "workorders_get_workorder_by_id",
            "arguments": {"id": "WO-10001"},
            "resultSummary": {"site": "Plant-A"},
            "durationMs": 2.5,
            "error": None,
        },
        {"tool": "rag_search_rag", "arguments": {"query": "welding near tank"}, "error": "timeout after 1.2 s"},
    ],
    "ragContexts": [{"namespace": "incidents", "ids": ["INC-1", "INC-2"]}],
    "route": ["A1", "A2", "A3", "A4", "A3"],
    "degraded": ["weather"],
}


@contextlib.contextmanager
def target_for(transport: str, db_target: DbTarget):
    if transport == "stdio":
        yield stdio_params(db_target.data_dir, **db_target.server_env)
        return
    with http_server(db_target.data_dir, **db_target.server_env) as url:
        yield url


async def test_tools_are_listed_with_titles_and_annotations(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    record, get = tools["runs_record"], tools["runs_get"]
    assert (record.title, get.title) == ("runs.record", "runs.get")
    assert set(record.input_schema["required"]) == {"workOrderId", "status", "engine"}
    assert set(record.output_schema["properties"]) == {"runId", "created"}
    assert record.annotations.read_only_hint is False and get.annotations.read_only_hint is True
    assert "toolCalls" in get.output_schema["properties"]


@pytest.mark.slow
@pytest.mark.parametrize("transport", ["stdio", "http"])
async def test_record_round_trip_upsert_and_idempotency(transport: str, db_target: DbTarget):
    with target_for(transport, db_target) as target:
        async with connect(target) as client:
            first = structured(await client.call_tool("runs_record", RUN | {"idempotencyKey": "wo-10001-req-1"}))
            assert first["created"] is True and first["runId"].startswith("run-")
            run = structured(await client.call_tool("runs_get", {"runId": first["runId"]}))
            for key in ("workOrderId", "status", "engine", "input", "output", "runMeta", "ragContexts", "route"):
                assert run[key] == RUN[key], key
            assert run["degraded"] == ["weather"] and run["idempotencyKey"] == "wo-10001-req-1"
            assert [c["tool"] for c in run["toolCalls"]] == ["workorders_get_workorder_by_id", "rag_search_rag"]
            assert run["toolCalls"][0]["resultSummary"] == {"site": "Plant-A"}
            assert run["toolCalls"][1]["error"] == "timeout after 1.2 s"
            assert (run["policyVersion"], run["ragSnapshot"]) == ("v1.0", "2025-11-03T10:00Z")
            assert run["createdAt"].endswith(("Z", "+00:00"))

            replay = RUN | {"idempotencyKey": "wo-10001-req-1", "status": "failed"}
            again = structured(await client.call_tool("runs_record", replay))
            assert again == {"runId": first["runId"], "created": False}
            unchanged = structured(await client.call_tool("runs_get", {"runId": first["runId"]}))
            assert unchanged["status"] == "completed"
            by_key = structured(await client.call_tool("runs_get", {"idempotencyKey": "wo-10001-req-1"}))
            assert by_key["runId"] == first["runId"] and by_key["output"] == RUN["output"]
            unknown_key = error_text(await client.call_tool("runs_get", {"idempotencyKey": "never-used"}))
            assert "ERR_CONNECTOR_NOT_FOUND" in unknown_key and "never-used" in unknown_key
            both = await client.call_tool("runs_get", {"runId": first["runId"], "idempotencyKey": "wo-10001-req-1"})
            assert both.is_error and "exactly one of runId and idempotencyKey" in error_text(both)
            neither = await client.call_tool("runs_get", {})
            assert neither.is_error and "exactly one of runId and idempotencyKey" in error_text(neither)

            started = structured(await client.call_tool("runs_record", RUN | {"runId": "run-x1", "status": "running"}))
            assert started == {"runId": "run-x1", "created": True}
            resent = RUN | {"runId": "run-x1", "status": "running"}
            assert structured(await client.call_tool("runs_record", resent)) == {"runId": "run-x1", "created": False}
            finished = RUN | {"runId": "run-x1", "status": "completed", "toolCalls": RUN["toolCalls"][:1]}
            message = error_text(await client.call_tool("runs_record", finished))
            assert "ERR_TOOL_REJECTED" in message and "run records are write-once" in message
            stored = structured(await client.call_tool("runs_get", {"runId": "run-x1"}))
            assert stored["status"] == "running" and len(stored["toolCalls"]) == 2

            conflict = RUN | {"runId": "run-x2", "idempotencyKey": "wo-10001-req-1"}
            message = error_text(await client.call_tool("runs_record", conflict))
            assert "wo-10001-req-1" in message and first["runId"] in message

            minimal = structured(
                await client.call_tool("runs_record", {"workOrderId": "WO-10002", "status": "failed", "engine": "x"})
            )
            bare = structured(await client.call_tool("runs_get", {"runId": minimal["runId"]}))
            assert bare["toolCalls"] == [] and bare["output"] is None and bare["route"] is None


@pytest.mark.slow
async def test_errors_name_the_problem_and_write_nothing(db_target: DbTarget):
    with http_server(db_target.data_dir, **db_target.server_env) as url:
        async with connect(url) as client:
            missing = error_text(await client.call_tool("runs_get", {"runId": "run-does-not-exist"}))
            assert "run 'run-does-not-exist' not found" in missing

            huge = RUN | {"runId": "run-huge", "output": {"blob": "x" * (2 * 1024 * 1024)}}
            too_big = error_text(await client.call_tool("runs_record", huge))
            assert "run record is" in too_big and "the limit is 2097152 bytes" in too_big
            assert "not found" in error_text(await client.call_tool("runs_get", {"runId": "run-huge"}))

            bad_meta = RUN | {"runMeta": {"policyVersion": 1}}
            assert "runMeta.policyVersion" in error_text(await client.call_tool("runs_record", bad_meta))
            assert (await client.call_tool("runs_record", RUN | {"runId": "../../etc"})).is_error
            assert (await client.call_tool("runs_record", {"status": "ok", "engine": "adk"})).is_error
