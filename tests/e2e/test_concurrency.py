"""Concurrency and bearer auth over real HTTP: one agent API (uvicorn child) in front of one HTTP tool server.

- 200 `ids_new_permit_id` calls over two tool-server processes sharing one database give 0 duplicates:
  tests/server/test_ids_tool.py::test_200_ids_from_two_server_processes_sharing_one_database (not repeated here).
- 50 concurrent `POST /sequential/execute`: 50 answers 200, 50 distinct run ids, each recorded (runs_get).
- Bearer auth, when configured, on every HTTP surface: the tool server's /mcp (POST, GET, DELETE), the agent
  API's POST /sequential/execute and POST /agent/run. Public by decision: GET /healthz on both (a liveness probe
  reveals nothing) and the agent API's GET /openapi.json (the contract only, no data; it declares the bearer
  scheme, and clients and fuzzers read it before they hold a token).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from agent_client.schemas import AgentFailure, RunResult
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.api import api_server
from tests.support.mcp_harness import connect, structured
from tests.support.processes import tool_server

pytestmark = pytest.mark.slow

WORK_ORDERS = ["WO-10008", "WO-10011", "WO-10016", "WO-10017", "WO-10034"]  # one permit each: quick runs
REQUESTS = 50
MCP_BODY = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


async def test_50_concurrent_runs_are_all_answered_and_recorded(tmp_path: Path):
    data_dir = tmp_path / "var"
    with (
        tool_server(data_dir) as tools,
        api_server(data_dir, PERMITFLOW_MCP_URL=tools.url, PERMITFLOW_API_WORKERS="4") as api,
    ):
        orders = [WORK_ORDERS[i % len(WORK_ORDERS)] for i in range(REQUESTS)]

        def execute(order: str) -> httpx.Response:
            return httpx.post(f"{api}/sequential/execute", json={"workOrderId": order}, timeout=300)

        with ThreadPoolExecutor(REQUESTS) as pool:
            responses = list(pool.map(execute, orders))
    assert [r.status_code for r in responses] == [200] * REQUESTS, [r.text[:300] for r in responses]
    results = [RunResult.model_validate(r.json()) for r in responses]
    assert [r.workOrderId for r in results] == orders
    assert all(r.status == "completed" and len(r.permits) == 1 for r in results), [
        (r.status, r.degraded) for r in results
    ]
    run_ids = [r.runMeta.runId for r in results]
    assert None not in run_ids and len(set(run_ids)) == REQUESTS

    async with connect(build_server(Settings(data_dir=data_dir, DATABASE_URL=""))) as client:
        for result in results:
            record = structured(await client.call_tool("runs_get", {"runId": result.runMeta.runId}))
            assert record["workOrderId"] == result.workOrderId and record["status"] == "completed"


def refused(response: httpx.Response) -> None:
    assert response.status_code == 401, (response.request.method, response.request.url, response.text)
    assert response.headers.get("www-authenticate", "").lower().startswith("bearer")


def test_every_http_surface_refuses_a_missing_or_wrong_bearer(tmp_path: Path):
    data_dir = tmp_path / "var"
    bad = [{}, {"Authorization": "Bearer wrong"}, {"Authorization": "Basic dG9vbHM6dG9rZW4="}]
    with (
        tool_server(data_dir, PERMITFLOW_MCP_TOKEN="tools-token") as tools,
        api_server(
            data_dir, PERMITFLOW_MCP_URL=tools.url, PERMITFLOW_MCP_TOKEN="tools-token", PERMITFLOW_API_TOKEN="api-token"
        ) as api,
    ):
        for headers in bad:
            refused(httpx.post(tools.url, json=MCP_BODY, headers=MCP_HEADERS | headers))
            refused(httpx.get(tools.url, headers={"Accept": "text/event-stream"} | headers))
            refused(httpx.delete(tools.url, headers=headers))
            for path, body in [("/sequential/execute", {"workOrderId": "WO-10025"}), ("/agent/run", {})]:
                response = httpx.post(f"{api}{path}", json=body, headers=headers)
                refused(response)
                assert AgentFailure.model_validate(response.json()).error_code == "ERR_UNAUTHORIZED"

        listed = httpx.post(tools.url, json=MCP_BODY, headers=MCP_HEADERS | {"Authorization": "Bearer tools-token"})
        assert listed.status_code == 200 and listed.json()["result"]["tools"]
        good = {"Authorization": "Bearer api-token"}
        run = httpx.post(f"{api}/sequential/execute", json={"workOrderId": "WO-10025"}, headers=good, timeout=120)
        assert run.status_code == 200, run.text
        assert httpx.post(f"{api}/agent/run", json={}, headers=good).status_code != 401

        assert httpx.get(tools.url.replace("/mcp", "/healthz")).status_code == 200
        assert httpx.get(f"{api}/healthz").status_code == 200
        spec = httpx.get(f"{api}/openapi.json")
        assert spec.status_code == 200 and spec.json()["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
