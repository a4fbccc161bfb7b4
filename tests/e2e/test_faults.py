"""Failure contracts with real processes on 127.0.0.1: tool server killed or restarted, database and Qdrant down.

- Tool server killed before or during a run: the agent API answers 503 (or, once the SSE stream has started, an
  `error` event) with an AgentFailure ERR_TOOL_UNAVAILABLE naming the runId the record is queued under; no
  partial PDF is left behind.
- Tool server restarted: the agent API, not restarted, sends the queued run records, then serves the next run
  normally and records it.
- Database unreachable (DATABASE_URL at a closed port): database tools answer ERR_STORE_UNAVAILABLE; the server
  stays up and the tools that need no database still answer.
- Qdrant unreachable (QDRANT_URL at a closed port): rag_search_rag answers ERR_STORE_UNAVAILABLE and a pipeline
  run still completes, marked degraded with "rag_search_rag unavailable: ...".
- Weather unreachable: the default weather with a warning, covered by tests/server/test_weather.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from agent_client.schemas import AgentFailure, RunResult
from tests.support.api import api_server, run_cli
from tests.support.mcp_harness import connect, structured
from tests.support.processes import sse_events, tool_failure_of, tool_server, unavailable

pytestmark = pytest.mark.slow

CLOSED_PORT = 9  # discard: nothing listens here, connections are refused at once


def assert_no_partial_pdf(data_dir: Path) -> None:
    for pdf in data_dir.rglob("*.pdf"):
        data = pdf.read_bytes()
        assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF"), f"partial PDF {pdf}"
    leftovers = [p for p in data_dir.rglob("*") if p.is_file() and p.suffix in (".tmp", ".part")]
    assert not leftovers, leftovers


async def recorded_run(data_dir: Path, run_id: str) -> dict[str, Any]:
    from mcp_server.server import build_server
    from mcp_server.settings import Settings

    async with connect(build_server(Settings(data_dir=data_dir, DATABASE_URL=""))) as client:
        return structured(await client.call_tool("runs_get", {"runId": run_id}))


async def test_tool_server_killed_then_restarted(tmp_path: Path):
    data_dir = tmp_path / "var"
    with tool_server(data_dir) as tools, api_server(data_dir, PERMITFLOW_MCP_URL=tools.url) as api:
        execute = f"{api}/sequential/execute"
        warm = httpx.post(execute, json={"workOrderId": "WO-10025"}, timeout=120)
        assert warm.status_code == 200, warm.text

        # Killed while a run is streaming: the stream ends with an AgentFailure, never a result.
        headers = {"Accept": "text/event-stream"}
        events: list[tuple[str, dict[str, Any]]] = []
        with httpx.stream("POST", execute, json={"workOrderId": "WO-10001"}, headers=headers, timeout=120) as stream:
            assert stream.status_code == 200
            for kind, data in sse_events(stream):
                events.append((kind, data))
                if len(events) == 1:
                    tools.kill()
        kind, data = events[-1]
        assert kind == "error", events
        failure = AgentFailure.model_validate(data)
        assert failure.error_code == "ERR_TOOL_UNAVAILABLE" and failure.recoverable
        assert "result" not in [k for k, _ in events]

        # Down between runs: a plain 503 AgentFailure.
        down = unavailable(httpx.post(execute, json={"workOrderId": "WO-10003"}, timeout=120))
        assert_no_partial_pdf(data_dir)
        # Neither failed run could be recorded through the dead server: both records wait in the outbox.
        queued = {failure.details.get("runId"), down.details.get("runId")}
        assert None not in queued and len(queued) == 2, (failure, down)
        assert {p.stem for p in (data_dir / "run_outbox").glob("*.json")} == queued

        # Started again at the same URL: the same API process serves and records the next run.
        tools.start()
        again = httpx.post(execute, json={"workOrderId": "WO-10003"}, timeout=120)
        assert again.status_code == 200, again.text
        result = RunResult.model_validate(again.json())
        assert result.status == "completed" and result.runMeta.runId
    record = await recorded_run(data_dir, result.runMeta.runId)
    assert record["workOrderId"] == "WO-10003" and record["status"] == "completed"
    assert_no_partial_pdf(data_dir)
    # The queued records were sent before that run, so no run record was lost to the outage.
    assert not list((data_dir / "run_outbox").glob("*.json"))
    for run_id in queued:
        late = await recorded_run(data_dir, str(run_id))
        assert late["status"] == "failed" and "unavailable" in late["output"]["error"], late


async def test_database_unreachable_is_a_clear_store_error(tmp_path: Path):
    closed = f"postgresql://postgres:secret-pw@127.0.0.1:{CLOSED_PORT}/permitflow"
    with tool_server(tmp_path / "var", DATABASE_URL=closed) as tools:
        async with connect(tools.url) as client:
            calls = {
                "ids_new_permit_id": {"permitType": "Hot Work"},
                "runs_record": {"workOrderId": "WO-10001", "status": "completed", "engine": "rules"},
                "runs_get": {"runId": "run-1"},
                "permits_get": {"permitId": "PERM-HW-0001"},
            }
            for name, args in calls.items():
                failure = tool_failure_of(await client.call_tool(name, args))
                assert failure.error_code == "ERR_STORE_UNAVAILABLE" and failure.recoverable, (name, failure)
                assert "secret-pw" not in failure.model_dump_json(), "credentials leaked into the error"
            order = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10001"}))
            assert order["id"] == "WO-10001"


async def test_qdrant_unreachable_is_a_clear_store_error(tmp_path: Path):
    with tool_server(tmp_path / "var", QDRANT_URL=f"http://127.0.0.1:{CLOSED_PORT}") as tools:
        async with connect(tools.url) as client:
            result = await client.call_tool("rag_search_rag", {"query": "H2S release", "namespace": "incidents"})
            failure = tool_failure_of(result)
            assert failure.error_code == "ERR_STORE_UNAVAILABLE" and failure.recoverable, failure


def test_pipeline_continues_degraded_without_qdrant(tmp_path: Path):
    data_dir = tmp_path / "var"
    with tool_server(data_dir, QDRANT_URL=f"http://127.0.0.1:{CLOSED_PORT}") as tools:
        done = run_cli(data_dir, "WO-10001", "--json", PERMITFLOW_MCP_URL=tools.url)
    assert done.returncode == 0, done.stdout + done.stderr
    result = RunResult.model_validate_json(done.stdout)
    assert result.status == "degraded" and result.permits and result.validations
    assert any(note.startswith("rag_search_batch unavailable: ") for note in result.degraded), result.degraded
    assert all("Traceback" not in note for note in result.degraded)
