"""Paused peers and rude clients, with real processes on 127.0.0.1: nothing hangs, nothing is half-written.

- Tool server paused (SIGSTOP) during a run: the agent API answers 503 ERR_TOOL_UNAVAILABLE within its MCP
  timeout instead of hanging, the run record waits in the outbox; resumed (SIGCONT), the next run is served and
  the queued record is sent.
- Database paused: a PostgreSQL lock nobody releases makes ids_new_permit_id answer ERR_STORE_UNAVAILABLE after
  the lock timeout, with no number consumed; a PostgreSQL or Qdrant that accepts connections and never answers
  (a black hole) gives ERR_STORE_UNAVAILABLE after the connect or request timeout.
- A client that disconnects mid-stream, or sends bytes that are not HTTP, leaves both servers answering.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import psycopg
import pytest

from agent_client.schemas import RunResult
from tests.support.api import api_server
from tests.support.db_fixtures import _libpq_dsn, postgres_base_url, postgres_schema, postgres_url_for
from tests.support.mcp_harness import connect, structured
from tests.support.processes import sse_events, tool_failure_of, tool_server, unavailable

pytestmark = pytest.mark.slow
WO = "WO-10025"


@contextlib.contextmanager
def black_hole() -> Iterator[int]:
    """A port that accepts connections and then says nothing, like a peer frozen mid-service."""
    listener = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            with contextlib.suppress(TimeoutError, OSError):
                held.append(listener.accept()[0])

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        stop.set()
        thread.join(timeout=5)
        for conn in held:
            conn.close()
        listener.close()


def test_a_paused_tool_server_times_out_and_a_resumed_one_serves(tmp_path: Path):
    data_dir = tmp_path / "var"
    with (
        tool_server(data_dir) as tools,
        api_server(data_dir, PERMITFLOW_MCP_URL=tools.url, PERMITFLOW_MCP_TIMEOUT_S="3") as api,
    ):
        execute = f"{api}/sequential/execute"
        assert httpx.post(execute, json={"workOrderId": WO}, timeout=120).status_code == 200
        assert tools.proc is not None
        os.kill(tools.proc.pid, signal.SIGSTOP)
        try:
            failure = unavailable(httpx.post(execute, json={"workOrderId": WO}, timeout=120))
        finally:
            os.kill(tools.proc.pid, signal.SIGCONT)
        queued = failure.details.get("runId")
        assert queued and (data_dir / "run_outbox" / f"{queued}.json").exists(), failure

        again = httpx.post(execute, json={"workOrderId": WO}, timeout=120)
        assert again.status_code == 200, again.text
        assert RunResult.model_validate(again.json()).status == "completed"
    assert not list((data_dir / "run_outbox").glob("*.json")), "the queued record was sent once the server woke"


@pytest.mark.postgres
async def test_a_lock_nobody_releases_is_a_store_error_that_consumes_no_id(tmp_path: Path):
    with postgres_schema() as schema:
        url = postgres_url_for(schema)
        with tool_server(tmp_path / "var", DATABASE_URL=url) as tools:
            async with connect(tools.url) as client:
                first = structured(await client.call_tool("ids_new_permit_id", {"permitType": "HW"}))
                with psycopg.connect(_libpq_dsn(postgres_base_url())) as holder:
                    holder.execute(f'LOCK TABLE "{schema}".permit_counters IN ACCESS EXCLUSIVE MODE')
                    failure = tool_failure_of(await client.call_tool("ids_new_permit_id", {"permitType": "HW"}))
                    holder.rollback()
                assert failure.error_code == "ERR_STORE_UNAVAILABLE" and failure.recoverable, failure
                after = structured(await client.call_tool("ids_new_permit_id", {"permitType": "HW"}))
    assert after["sequence"] == first["sequence"] + 1, "the refused call consumed no number"


async def test_a_database_that_never_answers_is_a_store_error(tmp_path: Path):
    with (
        black_hole() as port,
        tool_server(tmp_path / "var", DATABASE_URL=f"postgresql://u@127.0.0.1:{port}/x") as tools,
    ):
        async with connect(tools.url) as client:
            failure = tool_failure_of(await client.call_tool("ids_new_permit_id", {"permitType": "HW"}))
            assert failure.error_code == "ERR_STORE_UNAVAILABLE" and failure.recoverable, failure
            order = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": WO}))
            assert order["id"] == WO, "tools that need no database still answer"


async def test_a_qdrant_that_never_answers_is_a_store_error(tmp_path: Path):
    with black_hole() as port, tool_server(tmp_path / "var", QDRANT_URL=f"http://127.0.0.1:{port}") as tools:
        async with connect(tools.url) as client:
            result = await client.call_tool("rag_search_rag", {"query": "H2S release", "namespace": "incidents"})
            failure = tool_failure_of(result)
            assert failure.error_code == "ERR_STORE_UNAVAILABLE" and failure.recoverable, failure


def send_garbage(base: str) -> None:
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as raw:
        raw.sendall(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + os.urandom(512) + b"\r\n\r\n")
        with contextlib.suppress(OSError):
            raw.recv(1024)


def test_clients_that_hang_up_or_send_garbage_leave_both_servers_answering(tmp_path: Path):
    data_dir = tmp_path / "var"
    with tool_server(data_dir) as tools, api_server(data_dir, PERMITFLOW_MCP_URL=tools.url) as api:
        execute = f"{api}/sequential/execute"
        for _ in range(3):  # hang up after the first step of a streamed run
            headers = {"Accept": "text/event-stream"}
            with httpx.stream("POST", execute, json={"workOrderId": WO}, headers=headers, timeout=120) as stream:
                next(sse_events(stream))
        for base in (api, tools.url.removesuffix("/mcp")):
            send_garbage(base)
            assert httpx.get(f"{base}/healthz", timeout=10).status_code == 200
        half = httpx.post(execute, content=b'{"workOrderId": "WO-1', timeout=30)
        assert half.status_code == 400 and "Traceback" not in half.text
        served = httpx.post(execute, json={"workOrderId": WO}, timeout=120)
        assert served.status_code == 200, served.text
