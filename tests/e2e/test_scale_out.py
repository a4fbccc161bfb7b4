"""Scale-out on one machine: three HTTP tool servers and two agent APIs on one PostgreSQL schema and one blob dir.

Every process is real (`python -m mcp_server.cli --transport http`, `python -m agent_client.cli serve`); the APIs
get PERMITFLOW_MCP_URL as a comma-separated list and spread their tool calls over the three servers. Half-way
through the executions one tool server is SIGKILLed. Then lifecycle calls go to the servers, also in turn.
The end state is read from PostgreSQL itself: no permit id handed out twice, one run record per execution
(none lost, none waiting in an outbox), every stored PDF equal to its newest `pdfs` row.

Sizes: PERMITFLOW_SCALE_RUNS executions and PERMITFLOW_SCALE_LIFECYCLE lifecycle calls, 40 and 40 by default so
`make test` stays a few minutes on two cores (200 + 200 took 11 min there under load): what is asserted does not
depend on the size, as long as the kill lands with runs in flight (CLIENTS of them) and runs go on after it. Issue
17's full size is `PERMITFLOW_SCALE_RUNS=200 PERMITFLOW_SCALE_LIFECYCLE=200` (the command is in BENCHMARKS.md).
"""

from __future__ import annotations

import collections
import hashlib
import itertools
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx
import pytest
import sqlalchemy as sa

from agent_client.schemas import AgentFailure, RunResult
from tests.support.api import api_server
from tests.support.db_fixtures import postgres_schema, postgres_url_for
from tests.support.people_support import seed_data_dir
from tests.support.processes import ToolServer

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

RUNS = int(os.environ.get("PERMITFLOW_SCALE_RUNS", "40"))
LIFECYCLE = int(os.environ.get("PERMITFLOW_SCALE_LIFECYCLE", "40"))
CLIENTS = 8
REQUESTER = "ravi.requester"  # lifecycle steps name people by their directory id (tests/support/people_support.py)
WORK_ORDERS = ["WO-10008", "WO-10011", "WO-10016", "WO-10017", "WO-10034"]  # one permit each: quick runs
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


class McpRoundRobin:
    """Raw JSON-RPC `tools/call` over several stateless servers in turn; a refused connection moves to the next."""

    def __init__(self, urls: list[str]) -> None:
        self.urls = urls
        self._turn = itertools.count()
        self._lock = threading.Lock()
        self.served: collections.Counter[str] = collections.Counter()

    def call(self, client: httpx.Client, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            start = next(self._turn)
        body = {"jsonrpc": "2.0", "id": start, "method": "tools/call", "params": {"name": name, "arguments": arguments}}
        for i in range(len(self.urls)):
            url = self.urls[(start + i) % len(self.urls)]
            try:
                response = client.post(url, json=body, headers=MCP_HEADERS, timeout=120)
            except httpx.ConnectError:
                continue
            with self._lock:
                self.served[url] += 1
            assert response.status_code == 200, response.text[:300]
            return response.json()["result"]
        raise AssertionError("no tool server reachable")


def execute_all(apis: list[str], victim: ToolServer) -> list[httpx.Response]:
    done = 0
    killed = threading.Event()
    lock = threading.Lock()

    def execute(i: int) -> httpx.Response:
        nonlocal done
        body = {"workOrderId": WORK_ORDERS[i % len(WORK_ORDERS)]}
        response = httpx.post(f"{apis[i % len(apis)]}/sequential/execute", json=body, timeout=600)
        with lock:
            done += 1
            if done == RUNS // 2 and not killed.is_set():
                killed.set()
                victim.kill()  # mid-way, with other runs in flight on it
        return response

    with ThreadPoolExecutor(CLIENTS) as pool:
        responses = list(pool.map(execute, range(RUNS)))
    assert killed.is_set()
    return responses


def test_three_tool_servers_two_apis_one_database(tmp_path: Path):
    assert RUNS >= 2 * CLIENTS and LIFECYCLE >= 2, "too small to kill a server with runs in flight and after it"
    with postgres_schema() as schema:
        db_url = postgres_url_for(schema)
        blobs = tmp_path / "pdfs"
        blobs.mkdir()
        shared = {"DATABASE_URL": db_url, "PERMITFLOW_BLOB_URL": blobs.as_uri(), "PERMITFLOW_MCP_RATE_LIMIT": "0"}
        servers = [ToolServer(tmp_path / "tools", **shared).start() for _ in range(3)]
        try:
            seed_data_dir(tmp_path / "tools", DATABASE_URL=db_url)  # the people the lifecycle calls name
            urls = ",".join(s.url for s in servers)
            api_env = {"PERMITFLOW_MCP_URL": urls, "PERMITFLOW_API_WORKERS": "2", "PERMITFLOW_API_RATE_LIMIT": "0"}
            with (
                api_server(tmp_path / "api-1", **api_env) as api1,
                api_server(tmp_path / "api-2", **api_env) as api2,
            ):
                responses = execute_all([api1, api2], servers[1])
                results = check_executions(responses)
                lifecycle(McpRoundRobin([s.url for s in servers]), results)
            for api in ("api-1", "api-2"):
                waiting = list((tmp_path / api / "run_outbox").glob("*"))
                assert waiting == [], f"{api}: run records still waiting in the outbox"
        finally:
            for server in servers:
                server.stop()
        check_database(db_url, results)


def check_executions(responses: list[httpx.Response]) -> list[RunResult]:
    results: list[RunResult] = []
    reasons: collections.Counter[str] = collections.Counter()
    for response in responses:
        assert response.status_code in (200, 503), response.text[:500]
        if response.status_code == 503:
            failure = AgentFailure.model_validate(response.json())
            assert failure.recoverable and "Traceback" not in response.text
            reasons[failure.message[:160]] += 1
            continue
        results.append(RunResult.model_validate(response.json()))
    statuses = collections.Counter(r.status for r in results)
    print(f"\nexecutions: {len(responses)}; HTTP 200: {len(results)} {dict(statuses)}; HTTP 503: "
          f"{len(responses) - len(results)} {dict(reasons)}")  # fmt: skip
    assert statuses["completed"] >= RUNS // 2, "the runs after the kill went on over the other two servers"
    permit_ids = [p.permitId for r in results for p in r.permits if p.permitId]
    assert len(permit_ids) == len(set(permit_ids)), "a permit id was handed out twice"
    assert len({r.runMeta.runId for r in results}) == len(results)
    return results


def lifecycle(mcp: McpRoundRobin, results: list[RunResult]) -> None:
    permits = [p.permitId for r in results if r.status == "completed" for p in r.permits if p.permitId]
    assert permits
    calls = []
    for i in range(LIFECYCLE):
        pid = permits[i % len(permits)]
        kind = ("permits_request", "permits_get", "permits_audit")[(i // len(permits)) % 3]
        args = {"permitId": pid, "requestedBy": REQUESTER} if kind == "permits_request" else {"permitId": pid}
        calls.append((kind, args))
    with httpx.Client() as client, ThreadPoolExecutor(CLIENTS) as pool:
        answers = list(pool.map(lambda c: (c[0], mcp.call(client, *c)), calls))
    errors = [(kind, a["content"][0]["text"][:200]) for kind, a in answers if a.get("isError")]
    assert not errors, errors
    print(f"lifecycle calls: {len(answers)}, served per tool server: {sorted(mcp.served.values())}")
    assert len(mcp.served) == 2, "the killed server took none, the two others all"


def check_database(db_url: str, results: list[RunResult]) -> None:
    engine = sa.create_engine(db_url)
    try:
        with engine.connect() as conn:
            runs = conn.execute(sa.text("SELECT run_id, status FROM runs")).all()
            latest = conn.execute(
                sa.text("SELECT DISTINCT ON (permit_id) permit_id, url, sha256 FROM pdfs ORDER BY permit_id, id DESC")
            ).all()
            permits = {row[0] for row in conn.execute(sa.text("SELECT permit_id FROM permits"))}
    finally:
        engine.dispose()
    assert len(runs) == RUNS, f"{RUNS} executions, {len(runs)} run records"
    recorded = {run_id for run_id, _ in runs}
    assert {r.runMeta.runId for r in results} <= recorded
    issued = {p.permitId for r in results for p in r.permits if p.permitId}
    assert issued <= permits
    rendered = {p.permitId for r in results if r.status == "completed" for p in r.permits if p.permitId}
    missing = rendered - {pid for pid, _, _ in latest}
    assert not missing, f"completed runs' permits without a PDF row: {sorted(missing)}"
    for permit_id, url, sha256 in latest:
        path = Path(urlparse(url).path)
        assert hashlib.sha256(path.read_bytes()).hexdigest() == sha256, f"{permit_id}: PDF differs from its row"
    print(f"run records: {len(runs)} {dict(collections.Counter(s for _, s in runs))}; "
          f"permits: {len(permits)}; PDFs checked: {len(latest)}")  # fmt: skip
