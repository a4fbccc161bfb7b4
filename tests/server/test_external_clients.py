"""The server as outside clients meet it: the MCP Inspector CLI (Node) and bearer auth on HTTP."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tests.support.mcp_harness import ROOT, connect, http_server, http_transport, server_env, structured

INSPECTOR = ROOT / "node_modules" / ".bin" / "mcp-inspector"
pytestmark = pytest.mark.slow


def inspector(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    if not INSPECTOR.exists():
        pytest.fail("MCP Inspector CLI missing: run `make install` (npm install) first")
    return subprocess.run(
        [str(INSPECTOR), "--cli", *args], capture_output=True, text=True, timeout=120, env=env, cwd=ROOT
    )


def test_inspector_lists_and_calls_tools_over_stdio(tmp_path: Path):
    env = server_env(tmp_path) | {"PATH": __import__("os").environ["PATH"]}
    server = [sys.executable, "-m", "mcp_server.cli", "--transport", "stdio"]
    listed = inspector(*server, "--method", "tools/list", env=env)
    assert listed.returncode == 0, listed.stderr
    names = {tool["name"] for tool in json.loads(listed.stdout)["tools"]}
    assert "workorders_get_workorder_by_id" in names

    called = inspector(
        *server, "--method", "tools/call", "--tool-name", "workorders_get_workorder_by_id",
        "--tool-arg", "id=WO-10001", env=env,
    )  # fmt: skip
    assert called.returncode == 0, called.stderr
    assert json.loads(called.stdout)["structuredContent"]["id"] == "WO-10001"

    unknown = inspector(
        *server, "--method", "tools/call", "--tool-name", "workorders_get_workorder_by_id",
        "--tool-arg", "id=WO-00000", env=env,
    )  # fmt: skip
    assert unknown.returncode != 0 or json.loads(unknown.stdout).get("isError") is True


def test_inspector_over_http(http_url: str):
    import os

    listed = inspector(http_url, "--transport", "http", "--method", "tools/list", env=dict(os.environ))
    assert listed.returncode == 0, listed.stderr
    assert "workorders_get_workorder_by_id" in listed.stdout


async def test_http_requires_bearer_token_when_configured(tmp_path: Path):
    token = "s3cret-token-for-tests"
    with http_server(tmp_path, PERMITFLOW_MCP_TOKEN=token) as url:
        body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
        headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
        missing = httpx.post(url, json=body, headers=headers)
        wrong = httpx.post(url, json=body, headers=headers | {"Authorization": "Bearer nope"})
        assert missing.status_code == 401 and wrong.status_code == 401
        assert token not in missing.text + wrong.text
        health = httpx.get(url.replace("/mcp", "/healthz"))
        assert health.status_code == 200

        async with connect(http_transport(url, token)) as client:
            wo = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10001"}))
            assert wo["id"] == "WO-10001"
