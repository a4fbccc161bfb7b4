"""Issue 14's small holes on the tool server, each through a real MCP client or real HTTP.

- NUL in any string argument is ERR_INVALID_INPUT naming the field, on SQLite and PostgreSQL, before any SQL.
- Permit ids are ASCII: `PERM-CW-١٢٣٤` (Arabic-Indic digits) is invalid input, not a store error.
- The HTTP tool server answers 401, 404 and 405 with AgentFailure bodies, and takes `bearer` in any case.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import httpx
import pytest

from common.failures import AgentFailure, ErrorCode
from mcp_server.errors import parse_failure
from mcp_server.server import build_server
from tests.support.mcp_harness import connect, error_text, http_server, http_transport, structured

if TYPE_CHECKING:
    from pathlib import Path

    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]

HOT_WORK = {
    "permitId": "PERM-HW-0001", "type": "Hot Work", "controls": ["Fire watch"], "ppe": ["Gloves"],
    "signOffRoles": ["Supervisor"], "validityHours": 8, "site": "Plant-A", "area": "Tank Farm",
}  # fmt: skip
PASS = {"permitId": "PERM-HW-0001", "validationStatus": "Pass"}


def failure(result) -> AgentFailure:
    parsed = parse_failure(error_text(result))
    assert parsed is not None, result
    return parsed


async def test_nul_in_tool_strings_is_invalid_input_on_both_databases(db_target: DbTarget):
    server = build_server(db_target.settings())
    async with connect(server) as client:
        structured(await client.call_tool("pdf_render", {"permit": HOT_WORK, "validation": PASS}))
        named = failure(
            await client.call_tool("permits_request", {"permitId": "PERM-HW-0001", "requestedBy": "Ann\x00e"})
        )
        assert named.error_code is ErrorCode.ERR_INVALID_INPUT and not named.recoverable
        assert named.details["errors"][0]["field"] == "requestedBy"
        nested = failure(
            await client.call_tool(
                "pdf_render", {"permit": {**HOT_WORK, "controls": ["ok", "bad\x00"]}, "validation": PASS}
            )
        )
        assert nested.error_code is ErrorCode.ERR_INVALID_INPUT and nested.details["errors"][0]["field"] == (
            "permit.controls.1"
        )
        got = structured(await client.call_tool("permits_get", {"permitId": "PERM-HW-0001"}))
        assert got["requestedBy"] is None, "the refused call wrote nothing"
    server.deps.db.dispose()


@pytest.mark.parametrize("permit_id", ["PERM-CW-١٢٣٤", "PERM-CW-１２３４"])
async def test_permit_ids_are_ascii(inproc_server, permit_id: str):
    async with connect(inproc_server) as client:
        got = failure(await client.call_tool("permits_get", {"permitId": permit_id}))
        assert got.error_code is ErrorCode.ERR_INVALID_INPUT, got
        rendered = failure(
            await client.call_tool(
                "pdf_render",
                {"permit": {**HOT_WORK, "permitId": permit_id, "type": "Cold Work"}, "validation": PASS},
            )
        )
        assert rendered.error_code is ErrorCode.ERR_INVALID_INPUT, rendered


@pytest.mark.slow
def test_http_errors_are_agent_failures_and_bearer_is_case_insensitive(tmp_path: Path):
    with http_server(tmp_path / "var", PERMITFLOW_MCP_TOKEN="tok-123") as url:
        base = url.removesuffix("/mcp")
        unauth = httpx.post(url, json={}, timeout=10)
        assert unauth.status_code == 401 and "bearer" in unauth.headers.get("www-authenticate", "").lower()
        body = AgentFailure.model_validate(unauth.json())
        assert body.error_code is ErrorCode.ERR_UNAUTHORIZED and "tok-123" not in unauth.text

        missing = httpx.get(f"{base}/nothing-here", timeout=10)
        assert missing.status_code == 404
        assert AgentFailure.model_validate(missing.json()).error_code is ErrorCode.ERR_CONNECTOR_NOT_FOUND

        wrong_method = httpx.post(f"{base}/healthz", timeout=10)
        assert wrong_method.status_code == 405
        assert AgentFailure.model_validate(wrong_method.json()).error_code is ErrorCode.ERR_INVALID_INPUT

        for scheme in ("Bearer", "bearer", "BEARER"):
            headers = {"Authorization": f"{scheme} tok-123", "Accept": "application/json, text/event-stream"}
            ping = {"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {}}
            answer = httpx.post(url, json=ping, headers=headers, timeout=10)
            assert answer.status_code != 401, (scheme, answer.text)


@pytest.mark.slow
async def test_tools_over_http_with_a_lower_case_bearer(tmp_path: Path):
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    with http_server(tmp_path / "var", PERMITFLOW_MCP_TOKEN="tok-123") as url:
        client = httpx2.AsyncClient(headers={"Authorization": "bearer tok-123"}, timeout=30)
        async with connect(streamable_http_client(url, http_client=client)) as mcp:
            assert structured(await mcp.call_tool("workorders_get_workorder_by_id", {"id": "WO-10001"}))["id"]
        assert http_transport  # the harness' own transport is the upper-case form


def test_neither_the_tool_server_nor_search_imports_the_etl():
    """The index is built by `rag.etl` (the CLI, or the server's start-up child process), never inside a call."""
    from tests.client.test_agent_isolation import imported_modules
    from tests.support.mcp_harness import ROOT

    files = [*(ROOT / "mcp_server").rglob("*.py"), ROOT / "rag" / "search.py"]
    offenders = {
        str(f.relative_to(ROOT)): sorted(m for m in imported_modules(f) if m.startswith("rag.etl")) for f in files
    }
    assert {f: m for f, m in offenders.items() if m} == {}


@pytest.mark.slow
def test_nul_in_an_agent_run_message_is_a_422_on_both_databases(db_target: DbTarget):
    from tests.support.api import api_server

    body = {
        "userId": "u-1", "sessionId": "s-nul-1", "message": "add a fire watch\x00; DROP TABLE sessions",
        "context": {"workOrderId": "WO-10001", "role": "Supervisor"},
    }  # fmt: skip
    with api_server(db_target.data_dir, **db_target.server_env) as base:
        answer = httpx.post(f"{base}/agent/run", json=body, timeout=30)
        nested = httpx.post(
            f"{base}/agent/run",
            json={**body, "message": "ok", "context": {**body["context"], "note": ["fine", "bad\x00"]}},
            timeout=30,
        )
    assert answer.status_code == 422, answer.text
    failure = AgentFailure.model_validate(answer.json())
    assert failure.error_code is ErrorCode.ERR_INVALID_INPUT and "message contains a NUL character" in failure.message
    assert "DROP TABLE" not in answer.text and "SELECT" not in answer.text and "INSERT" not in answer.text
    assert nested.status_code == 422 and "context.note.1" in nested.text
