"""Rate limiting on both HTTP surfaces: past the limit a client gets 429, Retry-After and an AgentFailure
(ERR_RATE_LIMITED, recoverable), other clients keep their own budget, /healthz is never limited, and streams pass
through unbuffered. The middleware alone through httpx's ASGI transport, then the real servers over real HTTP."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from mcp.shared.exceptions import MCPError
from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from agent_client.settings import AgentSettings
from common.failures import AgentFailure, ErrorCode
from common.ratelimit import RateLimitMiddleware, parse_limit
from mcp_server.settings import Settings
from tests.support.api import agent_env, api_server
from tests.support.mcp_harness import ROOT, connect, free_port, http_server, http_transport, server_env

TOKEN = "rate-limit-token-s3cret"
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}},
}


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def rate_limited(response: httpx.Response, agent_id: str) -> AgentFailure:
    """The response is a 429 with a sane Retry-After and an AgentFailure body, and shows no traceback."""
    assert response.status_code == 429, response.text
    retry_after = int(response.headers["Retry-After"])
    assert 1 <= retry_after <= 60
    assert "Traceback" not in response.text and TOKEN not in response.text
    failure = AgentFailure.model_validate(response.json())
    assert failure.error_code == ErrorCode.ERR_RATE_LIMITED and failure.recoverable is True
    assert failure.agent_id == agent_id and failure.details == {"retry_after": retry_after, "limit": "3 per 1 minute"}
    return failure


def test_limit_strings_parse_or_fail_with_a_clear_message():
    assert parse_limit("600/minute").amount == 600
    assert parse_limit(" 10 per second ").amount == 10
    assert parse_limit("0") is None and parse_limit("") is None and parse_limit(None) is None
    with pytest.raises(ValueError, match="'lots' is not a rate limit"):
        parse_limit("lots")
    with pytest.raises(ValueError, match="names 2 rate limits"):
        parse_limit("1/second;5/minute")
    with pytest.raises(ValueError, match="use '0' to turn rate limiting off"):
        parse_limit("0/minute")


def test_settings_refuse_invalid_limits(monkeypatch: pytest.MonkeyPatch):
    assert AgentSettings().api_rate_limit == "600/minute" and Settings().mcp_rate_limit == "6000/minute"
    monkeypatch.setenv("PERMITFLOW_API_RATE_LIMIT", "lots")
    monkeypatch.setenv("PERMITFLOW_MCP_RATE_LIMIT", "5 per fortnight")
    with pytest.raises(ValidationError, match=r"api_rate_limit\n.*'lots' is not a rate limit"):
        AgentSettings()
    with pytest.raises(ValidationError, match=r"mcp_rate_limit\n.*'5 per fortnight' is not a rate limit"):
        Settings()


def tiny_app(limit: str, tokens: tuple[str, ...] = ("alice", "bob")) -> Starlette:
    async def work(_: Request) -> JSONResponse:
        return JSONResponse({"ok": True})

    mw = Middleware(RateLimitMiddleware, limit=limit, agent_id="tiny", tokens=tokens)
    routes = [Route("/work", work, methods=["GET", "POST"]), Route("/healthz", work)]
    return Starlette(routes=routes, middleware=[mw])


@pytest.fixture
async def tiny() -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(tiny_app("3/minute"))
    async with httpx.AsyncClient(transport=transport, base_url="http://tiny") as client:
        yield client


async def test_middleware_limits_each_token_separately_and_never_healthz(tiny: httpx.AsyncClient):
    for _ in range(3):
        assert (await tiny.post("/work", headers=bearer("alice"))).status_code == 200
    rate_limited(await tiny.post("/work", headers=bearer("alice")), "tiny")
    rate_limited(await tiny.get("/work", headers=bearer("alice")), "tiny")
    assert (await tiny.post("/work", headers=bearer("bob"))).status_code == 200
    assert (await tiny.get("/work")).status_code == 200  # no token: the client IP's own budget
    for _ in range(10):
        assert (await tiny.get("/healthz", headers=bearer("alice"))).status_code == 200


async def test_an_unknown_token_is_keyed_by_ip_so_fresh_tokens_buy_no_budget():
    app = tiny_app("3/minute")
    here = httpx.ASGITransport(app, client=("10.0.0.1", 40000))
    there = httpx.ASGITransport(app, client=("10.0.0.2", 40000))
    async with (
        httpx.AsyncClient(transport=here, base_url="http://t") as a,
        httpx.AsyncClient(transport=there, base_url="http://t") as b,
    ):
        for n in range(3):
            assert (await a.get("/work", headers=bearer(f"fresh-{n}"))).status_code == 200
        rate_limited(await a.get("/work", headers=bearer("yet-another")), "tiny")
        assert (await b.get("/work")).status_code == 200


async def test_zero_turns_limiting_off():
    transport = httpx.ASGITransport(tiny_app("0"))
    async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
        statuses = {(await client.get("/work")).status_code for _ in range(50)}
    assert statuses == {200}


async def test_allowed_streams_pass_through_unbuffered():
    """The app sends its first SSE event, then waits until the client has it: a buffering middleware would hang."""
    delivered = asyncio.Event()

    async def events() -> AsyncIterator[str]:
        yield "event: step\ndata: 1\n\n"
        await delivered.wait()
        yield "event: result\ndata: 2\n\n"

    async def stream(_: Request) -> StreamingResponse:
        return StreamingResponse(events(), media_type="text/event-stream")

    app = RateLimitMiddleware(Starlette(routes=[Route("/stream", stream)]), "3/minute", agent_id="tiny")
    sent: list[dict] = []

    async def send(message: dict) -> None:
        sent.append(message)
        if message["type"] == "http.response.body" and b"data: 1" in message.get("body", b""):
            delivered.set()

    requested = False

    async def receive() -> dict:
        nonlocal requested
        if requested:  # the client stays connected until the stream ends
            await asyncio.Event().wait()
        requested = True
        return {"type": "http.request", "body": b"", "more_body": False}

    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
        "path": "/stream", "raw_path": b"/stream", "query_string": b"", "root_path": "",
        "headers": [(b"host", b"t")], "client": ("127.0.0.1", 1), "server": ("t", 80),
    }  # fmt: skip
    async with asyncio.timeout(10):
        await app(scope, receive, send)
    bodies = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    assert sent[0]["status"] == 200 and bodies.index(b"data: 1") < bodies.index(b"data: 2")


@pytest.fixture(scope="module")
def limited_api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data_dir = tmp_path_factory.mktemp("rate-api")
    with api_server(data_dir, PERMITFLOW_API_TOKEN=TOKEN, PERMITFLOW_API_RATE_LIMIT="3/minute") as base:
        yield base


@pytest.mark.slow
def test_agent_api_answers_429_past_the_limit(limited_api: str):
    execute = f"{limited_api}/sequential/execute"
    for _ in range(3):  # an invalid body is refused at once, yet counts against the budget
        assert httpx.post(execute, json={}, headers=bearer(TOKEN)).status_code == 422
    rate_limited(httpx.post(execute, json={"workOrderId": "WO-10001"}, headers=bearer(TOKEN)), "permitflow-api")
    rate_limited(httpx.post(f"{limited_api}/agent/run", json={}, headers=bearer(TOKEN)), "permitflow-api")
    assert httpx.post(execute, json={}, headers=bearer("someone-else")).status_code == 401
    assert httpx.post(execute, json={}).status_code == 401
    for _ in range(10):
        assert httpx.get(f"{limited_api}/healthz", headers=bearer(TOKEN)).status_code == 200
    spec = httpx.get(f"{limited_api}/openapi.json", headers=bearer("reader")).json()
    assert "429" in spec["paths"]["/sequential/execute"]["post"]["responses"]


@pytest.mark.slow
async def test_mcp_http_answers_429_past_the_limit(tmp_path: Path):
    with http_server(tmp_path, PERMITFLOW_MCP_TOKEN=TOKEN, PERMITFLOW_MCP_RATE_LIMIT="3/minute") as url:
        for _ in range(3):
            ok = httpx.post(url, json=INITIALIZE, headers=MCP_HEADERS | bearer(TOKEN))
            assert ok.status_code == 200 and ok.json()["result"]["serverInfo"]["name"] == "permitflow"
        rate_limited(httpx.post(url, json=INITIALIZE, headers=MCP_HEADERS | bearer(TOKEN)), "permitflow-tools")
        refused = False
        try:  # the SDK client sees an error (the agent's toolbox makes it ToolUnavailable), it does not hang
            async with connect(http_transport(url, TOKEN)):
                pass
        except* MCPError:
            refused = True
        assert refused
        assert httpx.post(url, json=INITIALIZE, headers=MCP_HEADERS | bearer("wrong")).status_code == 401
        for _ in range(10):
            assert httpx.get(url.replace("/mcp", "/healthz"), headers=bearer(TOKEN)).status_code == 200


@pytest.mark.slow
@pytest.mark.parametrize(
    ("args", "env"),
    [
        (["-m", "mcp_server.cli", "--transport", "http"], {"PERMITFLOW_MCP_RATE_LIMIT": "lots"}),
        (["-m", "agent_client.cli", "serve"], {"PERMITFLOW_API_RATE_LIMIT": "lots"}),
    ],
    ids=["mcp", "api"],
)
def test_invalid_limit_fails_at_startup(tmp_path: Path, args: list[str], env: dict[str, str]):
    environ = server_env(tmp_path, **env) if "mcp_server.cli" in args else agent_env(tmp_path, **env)
    done = subprocess.run(
        [sys.executable, *args, "--port", str(free_port())],
        env=environ, cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode != 0
    assert "'lots' is not a rate limit" in done.stderr + done.stdout
