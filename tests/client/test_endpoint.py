"""The HTTP API over real HTTP (uvicorn child on a free port, httpx), SSE included, and the `run` CLI."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from agent_client.schemas import AgentFailure, RunResult
from tests.support.api import ROOT, api_server, failure_of, run_cli
from tests.support.processes import sse_events

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def api(shared_data_dir: Path) -> Iterator[str]:
    with api_server(shared_data_dir) as base:
        yield base


def test_execute_returns_the_run_result(api: str):
    response = httpx.post(f"{api}/sequential/execute", json={"workOrderId": "WO-10001"}, timeout=120)
    assert response.status_code == 200, response.text
    body = response.json()
    assert set(body) >= {"workOrderId", "hazards", "permits", "validations", "pdfLinks", "runMeta"}
    result = RunResult.model_validate(body)
    assert result.workOrderId == "WO-10001" and result.permits
    meta = body["runMeta"]
    assert set(meta) >= {"policyVersion", "ragSnapshot", "engine", "models", "runId", "durationMs"}
    assert meta["engine"] == "rules" and meta["runId"] and meta["policyVersion"] == "v1.0"
    assert len(result.pdfLinks) == len(result.permits)


def test_execute_streams_steps_then_the_result(api: str):
    events: list[tuple[str, dict]] = []
    headers = {"Accept": "text/event-stream"}
    with httpx.stream(
        "POST", f"{api}/sequential/execute", json={"workOrderId": "WO-10025"}, headers=headers, timeout=120
    ) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        name = None
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line[len("event: ") :]
            elif line.startswith("data: "):
                events.append((name, json.loads(line[len("data: ") :])))
    kinds = [k for k, _ in events]
    assert kinds[0] == "accepted" and kinds[-1] == "result" and set(kinds[1:-1]) == {"step"}
    assert events[0][1] == {"workOrderId": "WO-10025", "engine": "rules", "replay": False}
    steps = [data for kind, data in events if kind == "step"]
    assert all(set(s) == {"author", "stateKeys", "escalate"} for s in steps)
    assert steps[0] == {"author": "work_order_loader", "stateKeys": ["work_order", "work_order_id"], "escalate": False}
    assert [s["author"] for s in steps][-2:] == ["loop_gate", "reporter"]
    assert steps[-1]["escalate"] is True and not any(s["escalate"] for s in steps[:-1])
    assert RunResult.model_validate(events[-1][1]).workOrderId == "WO-10025"


def test_unknown_work_order_is_404(api: str):
    response = httpx.post(f"{api}/sequential/execute", json={"workOrderId": "WO-99999"}, timeout=60)
    failure = failure_of(response, 404, "ERR_WORKORDER_NOT_FOUND")
    assert "WO-99999" in failure.message and failure.agent_id == "work_order_loader"


def test_unknown_work_order_streams_accepted_then_the_failure(api: str):
    """The stream opens before the work order is read (the first event may not wait for a tool server), so an
    unknown work order ends it with the AgentFailure the JSON answer gives with 404, and never a result."""
    headers = {"Accept": "text/event-stream"}
    with httpx.stream(
        "POST", f"{api}/sequential/execute", json={"workOrderId": "WO-99999"}, headers=headers, timeout=60
    ) as response:
        assert response.status_code == 200
        events = list(sse_events(response))
    assert events[0] == ("accepted", {"workOrderId": "WO-99999", "engine": "rules", "replay": False})
    kind, data = events[-1]
    assert kind == "error" and "result" not in [k for k, _ in events]
    failure = AgentFailure.model_validate(data)
    assert failure.error_code == "ERR_WORKORDER_NOT_FOUND" and "WO-99999" in failure.message


def test_a_streamed_retry_opens_with_accepted_then_replays_the_run(api: str):
    url, key = f"{api}/sequential/execute", "sse-replay-1"
    first = httpx.post(url, json={"workOrderId": "WO-10001"}, headers={"Idempotency-Key": key}, timeout=120)
    assert first.status_code == 200, first.text
    headers = {"Accept": "text/event-stream", "Idempotency-Key": key}
    with httpx.stream("POST", url, json={"workOrderId": "WO-10001"}, headers=headers, timeout=120) as response:
        assert response.status_code == 200 and response.headers.get("idempotent-replayed") == "true"
        events = list(sse_events(response))
    assert [kind for kind, _ in events] == ["accepted", "result"]
    assert events[0][1] == {"workOrderId": "WO-10001", "engine": "rules", "replay": True}
    replayed = RunResult.model_validate(events[1][1])
    assert replayed.runMeta.replayed and replayed.runMeta.runId == first.json()["runMeta"]["runId"]


def test_malformed_json_is_400(api: str):
    response = httpx.post(
        f"{api}/sequential/execute", content=b'{"workOrderId": ', headers={"Content-Type": "application/json"}
    )
    failure = failure_of(response, 400, "ERR_INVALID_INPUT")
    assert failure.agent_id == "sequential-agent" and failure.timestamp


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({}, "workOrderId"),
        ({"workOrderId": 87231}, "workOrderId"),
        ({"workOrderId": "../etc"}, "workOrderId"),
        ([], "body"),
    ],
)
def test_missing_or_wrong_typed_field_is_422(api: str, payload: object, field: str):
    response = httpx.post(f"{api}/sequential/execute", json=payload)
    failure = failure_of(response, 422, "ERR_INVALID_INPUT")
    assert field in failure.message
    assert failure.details["errors"][0]["field"] == field


def test_body_over_the_limit_is_413(api: str):
    body = json.dumps({"workOrderId": "WO-10001", "padding": "x" * 20_000}).encode()
    response = httpx.post(f"{api}/sequential/execute", content=body, headers={"Content-Type": "application/json"})
    failure_of(response, 413, "ERR_PAYLOAD_TOO_LARGE")


def test_healthz_and_openapi(api: str):
    assert httpx.get(f"{api}/healthz").json()["status"] == "ok"
    spec = httpx.get(f"{api}/openapi.json").json()
    operation = spec["paths"]["/sequential/execute"]["post"]
    assert {"200", "400", "404", "413", "422"} <= set(operation["responses"])
    assert {"RunResult", "AgentFailure", "ExecuteRequest", "Permit"} <= set(spec["components"]["schemas"])


def test_bearer_token_is_required_when_configured(shared_data_dir: Path):
    with api_server(shared_data_dir, PERMITFLOW_API_TOKEN="s3cret") as base:
        url = f"{base}/sequential/execute"
        failure_of(httpx.post(url, json={"workOrderId": "WO-10025"}), 401, "ERR_UNAUTHORIZED")
        wrong = httpx.post(url, json={"workOrderId": "WO-10025"}, headers={"Authorization": "Bearer nope"})
        failure_of(wrong, 401, "ERR_UNAUTHORIZED")
        ok = httpx.post(url, json={"workOrderId": "WO-10025"}, headers={"Authorization": "Bearer s3cret"}, timeout=120)
        assert ok.status_code == 200 and ok.json()["workOrderId"] == "WO-10025"
        assert httpx.get(f"{base}/healthz").status_code == 200


def test_cli_run_prints_one_json_result_per_line(shared_data_dir: Path):
    done = run_cli(shared_data_dir, "WO-10001", "WO-10012", "--json")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    results = [RunResult.model_validate_json(line) for line in lines]
    assert [r.workOrderId for r in results] == ["WO-10001", "WO-10012"]


def test_cli_run_all_honours_permitflow_workorders_and_fails_on_unknown(shared_data_dir: Path, tmp_path: Path):
    orders = json.loads((ROOT / "assets" / "workOrders.json").read_text())
    subset = tmp_path / "orders.json"
    subset.write_text(json.dumps([o for o in orders if o["id"] in ("WO-10003", "WO-10025")]))
    done = run_cli(shared_data_dir, "--all", "--json", PERMITFLOW_WORKORDERS=str(subset))
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["workOrderId"] for line in done.stdout.splitlines()] == ["WO-10003", "WO-10025"]

    failed = run_cli(shared_data_dir, "WO-10001", "--json", PERMITFLOW_WORKORDERS=str(subset))
    assert failed.returncode == 1
    line = json.loads(failed.stdout)
    assert line["status"] == "failed" and line["error"]["error_code"] == "ERR_WORKORDER_NOT_FOUND"


def test_cli_run_all_lists_the_work_orders_of_the_tool_server_it_uses(shared_data_dir: Path, tmp_path: Path):
    """With PERMITFLOW_MCP_URL, `--all` is that server's list (workorders_list), not a file the client reads."""
    from tests.support.mcp_harness import http_server

    orders = json.loads((ROOT / "assets" / "workOrders.json").read_text())
    served = tmp_path / "served.json"
    served.write_text(json.dumps([o for o in orders if o["id"] in ("WO-10025", "WO-10003")]))
    with http_server(shared_data_dir, PERMITFLOW_WORKORDERS=str(served)) as mcp_url:
        done = run_cli(
            shared_data_dir,
            "--all",
            "--json",
            PERMITFLOW_MCP_URL=mcp_url,
            PERMITFLOW_WORKORDERS=str(tmp_path / "no-such-file.json"),  # the client's own setting is not read
        )
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["workOrderId"] for line in done.stdout.splitlines()] == ["WO-10003", "WO-10025"]


def test_pipeline_over_streamable_http_with_bearer_token(shared_data_dir: Path):
    from tests.support.mcp_harness import http_server

    with http_server(shared_data_dir, PERMITFLOW_MCP_TOKEN="tool-token") as mcp_url:
        done = run_cli(
            shared_data_dir, "WO-10025", "--json", PERMITFLOW_MCP_URL=mcp_url, PERMITFLOW_MCP_TOKEN="tool-token"
        )
        assert done.returncode == 0, done.stderr
        assert RunResult.model_validate_json(done.stdout).runMeta.runId
        refused = run_cli(shared_data_dir, "WO-10025", "--json", PERMITFLOW_MCP_URL=mcp_url, PERMITFLOW_MCP_TOKEN="bad")
        assert refused.returncode == 1
        assert json.loads(refused.stdout)["error"]["error_code"] == "ERR_TOOL_UNAVAILABLE"


def test_concurrent_requests_each_get_their_own_result(api: str):
    from concurrent.futures import ThreadPoolExecutor

    ids = ["WO-10003", "WO-10025", "WO-10006", "WO-10012"]
    with ThreadPoolExecutor(len(ids)) as pool:
        responses = list(
            pool.map(lambda i: httpx.post(f"{api}/sequential/execute", json={"workOrderId": i}, timeout=180), ids)
        )
    assert [r.status_code for r in responses] == [200] * len(ids)
    results = [RunResult.model_validate(r.json()) for r in responses]
    assert [r.workOrderId for r in results] == ids
    assert len({r.runMeta.runId for r in results}) == len(ids)
    for result in results:
        assert all(p.workOrderId == result.workOrderId for p in result.permits)
