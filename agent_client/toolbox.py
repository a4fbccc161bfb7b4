"""The one way the agent client reaches tools: ADK's McpToolset over streamable HTTP or a stdio child.

`call_tool` is what deterministic agents use: it finds the tool by MCP name, runs it with a real ToolContext,
returns `structuredContent`, records the call in the run recorder and turns every kind of failure into
`ToolUnavailable` (tool absent, transport down) or `ToolRejected` (the tool answered with an error).
With several tool servers (PERMITFLOW_MCP_URL="url1,url2,...") the toolset is a `RoundRobinToolset`: each call
starts at the next server; a call that failed on a server that is down (its connection refused) goes on to the
next one, any other failure is reported as before.
Traces: each call is an `execute_tool NAME` span (its retries on other servers inside it); the mcp SDK adds its
CLIENT span and puts the trace context in the request's `_meta`, and over HTTP every request also carries it as a
`traceparent` header (`traced_http_client`), so the tool server's spans join the run's trace.
Results are checked against their output schemas by jsonschema_rs first, jsonschema deciding anything it does not
accept (`agent_client/output_validation.py`, installed on import here for every MCP session of the process).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import re
import sys
import time
import weakref
from typing import Any

import httpx
from google.adk.agents.invocation_context import InvocationContext
from google.adk.agents.readonly_context import ReadonlyContext
from google.adk.tools.base_toolset import BaseToolset
from google.adk.tools.mcp_tool.mcp_session_manager import StdioConnectionParams, StreamableHTTPConnectionParams
from google.adk.tools.mcp_tool.mcp_toolset import McpToolset
from google.adk.tools.tool_context import ToolContext
from mcp.client.stdio import StdioServerParameters
from mcp.shared._httpx_utils import create_mcp_http_client
from opentelemetry import trace
from opentelemetry.trace import StatusCode

from agent_client import output_validation
from agent_client.idtoken import IdTokenSource
from agent_client.recorder import recorder_for, summarize
from agent_client.schemas import AgentFailure, ErrorCode, ToolCallRecord
from agent_client.settings import PROJECT_ROOT, AgentSettings
from common import telemetry

output_validation.install()  # every MCP session of this process: ADK's McpToolset here, mcp.Client in the board

DEFAULT_CALL_TIMEOUT_S = 120.0
"""Deadline of one tool call from a deterministic node (PDF rendering and the first RAG query, which may build
the index, are the slow ones); a call past it counts as the tool being unavailable."""
UNAVAILABLE_CODES = frozenset({ErrorCode.ERR_TOOL_UNAVAILABLE, ErrorCode.ERR_STORE_UNAVAILABLE, ErrorCode.ERR_TIMEOUT})
NOT_OFFERED = "not offered by the tool server"
PASSED_ENV = ("PATH", "HOME", "LANG", "SYSTEMROOT", "PYTHONPATH", "VIRTUAL_ENV")
TOOL_LIST_TTL_S = 300.0
"""The tool server registers its tools once at start, so `tools/list` (≈86 kB of schemas, ≈19 ms over stdio)
is fetched once per toolset and reused instead of before every tool call."""


class ToolUnavailable(RuntimeError):
    """The tool could not be reached, is not offered, timed out, or its backing store is down."""

    def __init__(self, tool: str, reason: str, failure: AgentFailure | None = None) -> None:
        super().__init__(f"{tool} unavailable: {reason}")
        self.tool = tool
        self.reason = reason
        self.failure = failure or AgentFailure.of(tool, ErrorCode.ERR_TOOL_UNAVAILABLE, f"{tool} unavailable: {reason}")

    @property
    def code(self) -> ErrorCode:
        return self.failure.error_code


class ToolRejected(RuntimeError):
    """The tool ran and answered with an error (bad input, unknown id, ...); `failure` is the tool's AgentFailure."""

    def __init__(self, tool: str, message: str, failure: AgentFailure | None = None) -> None:
        super().__init__(f"{tool} failed: {message}")
        self.tool = tool
        self.message = message
        self.failure = failure or AgentFailure.of(tool, ErrorCode.ERR_TOOL_REJECTED, message)

    @property
    def code(self) -> ErrorCode:
        return self.failure.error_code


TOOL_ERRORS = (ToolUnavailable, ToolRejected)
"""What a tool call raises when it fails (the tool server away, or the tool refused): caught as one, everywhere."""
ToolError = ToolUnavailable | ToolRejected


def child_env() -> dict[str, str]:
    """What a stdio tool server needs: PATH and friends plus every PERMITFLOW_*, OTEL_* and DATABASE_URL setting."""
    env = {k: v for k, v in os.environ.items() if k in PASSED_ENV}
    env.update({k: v for k, v in os.environ.items() if k.startswith(("PERMITFLOW_", "OTEL_")) or k == "DATABASE_URL"})
    return env


def traced_http_client(headers: dict[str, str] | None = None, timeout: Any = None, auth: Any = None) -> Any:
    """The mcp SDK's HTTP client, plus a request hook that sends the current trace context as `traceparent`.

    The SDK sends each request in a task that inherits the caller's context, so the header names the SDK's own
    CLIENT span of that call."""
    client = create_mcp_http_client(headers=headers, timeout=timeout, auth=auth)
    client.event_hooks["request"].append(telemetry.inject_traceparent)
    return client


class RoundRobinToolset(BaseToolset):
    """Several equivalent stateless tool servers behind one toolset (a small client-side balancer).

    A server whose GET /healthz refuses the connection is down: it goes to the back of the order for
    DOWN_FOR_S, and the call that failed on it is sent to the next one, so a crashed replica costs no run.
    Only a call that may have reached a server which then died can run twice, and the writing tools are keyed
    (permit ids by allocation key, run records by run id, lifecycle steps checked against the current status),
    so the retry finds the earlier work or is refused instead of doubling it. Any other failure is reported.
    """

    DOWN_FOR_S = 10.0

    def __init__(self, urls: list[str], members: list[McpToolset]) -> None:
        super().__init__()
        self.urls = urls
        self.members = members
        self._turn = itertools.count()
        self._down_until: dict[int, float] = {}

    def order(self) -> list[McpToolset]:
        """Every member, starting at the next one in turn; those known to be down last."""
        start = next(self._turn) % len(self.members)
        turn = [*range(start, len(self.members)), *range(start)]
        now = time.monotonic()
        turn.sort(key=lambda i: self._down_until.get(i, 0.0) > now)
        return [self.members[i] for i in turn]

    async def is_down(self, member: McpToolset) -> bool:
        """Probe the member's /healthz: a refused connection marks it down (a type, not a message, decides)."""
        index = self.members.index(member)
        base = self.urls[index].rstrip("/").removesuffix("/mcp")
        try:
            async with httpx.AsyncClient(timeout=2.0) as client:
                await client.get(f"{base}/healthz")
        except httpx.ConnectError:
            self._down_until[index] = time.monotonic() + self.DOWN_FOR_S
            return True
        except httpx.HTTPError:
            return False
        self._down_until.pop(index, None)
        return False

    async def get_tools(self, readonly_context: ReadonlyContext | None = None) -> list[Any]:
        members = self.order()
        for member in members[:-1]:
            try:
                return await member.get_tools(readonly_context)
            except Exception as exc:
                if not (never_delivered(exc) or await self.is_down(member)):
                    raise
        return await members[-1].get_tools(readonly_context)

    async def close(self) -> None:
        for member in self.members:
            await member.close()


def never_delivered(exc: BaseException | None) -> bool:
    """True when the failure is a refused/failed connection: the server cannot have seen the request."""
    seen: set[int] = set()
    pending = [exc]
    while pending:
        current = pending.pop()
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, ConnectionRefusedError) or type(current).__name__ == "ConnectError":
            return True
        if isinstance(current, BaseExceptionGroup):
            pending.extend(current.exceptions)
        pending.extend((current.__cause__, current.__context__))
    return False


def mcp_urls(settings: AgentSettings) -> list[str]:
    return [url.strip() for url in (settings.mcp_url or "").split(",") if url.strip()]


def build_toolset(settings: AgentSettings, tool_filter: list[str] | None = None) -> McpToolset | RoundRobinToolset:
    """HTTP when PERMITFLOW_MCP_URL is set (bearer PERMITFLOW_MCP_TOKEN; a comma-separated list spreads the calls
    over several servers), else spawn the stdio server."""
    urls = mcp_urls(settings)
    if len(urls) > 1:
        members = [build_toolset(settings.model_copy(update={"mcp_url": u}), tool_filter) for u in urls]
        return RoundRobinToolset(urls, members)
    if settings.mcp_url:
        headers = {"Authorization": f"Bearer {settings.mcp_token}"} if settings.mcp_token else None
        params: Any = StreamableHTTPConnectionParams(
            url=urls[0], headers=headers, timeout=settings.mcp_timeout_s, httpx_client_factory=traced_http_client
        )
    else:
        params = StdioConnectionParams(
            server_params=StdioServerParameters(
                command=sys.executable,
                args=["-m", "mcp_server.cli", "--transport", "stdio"],
                env=child_env(),
                cwd=str(PROJECT_ROOT),
            ),
            timeout=settings.mcp_timeout_s,
        )
    # On Cloud Run the tool service also wants the caller's Google ID token (IAM), beside the bearer token above.
    id_token = (
        IdTokenSource(settings.mcp_id_token_audience) if settings.mcp_url and settings.mcp_id_token_audience else None
    )
    return McpToolset(
        connection_params=params,
        tool_filter=tool_filter,
        tool_list_cache_ttl_seconds=TOOL_LIST_TTL_S,
        header_provider=id_token,
    )


def trace_retry(name: str, attempt: int, exc: ToolUnavailable) -> None:
    """A span event on the tool call: this attempt's server was down, the call goes on to the next one."""
    trace.get_current_span().add_event(
        "retry on the next tool server", {"gen_ai.tool.name": name, "attempt": attempt + 1, "reason": exc.reason[:200]}
    )


def _error_text(result: dict[str, Any]) -> str:
    texts = [block.get("text", "") for block in result.get("content") or [] if isinstance(block, dict)]
    text = " ".join(t for t in texts if t) or "tool returned an error"
    return re.sub(r"^Error executing tool \S+: ", "", text)


def tool_failure_of(name: str, result: dict[str, Any]) -> AgentFailure:
    """The AgentFailure a failed tool call carries (the server's JSON), or one built from its plain text."""
    text = _error_text(result)
    try:
        return AgentFailure.model_validate_json(text)
    except ValueError:
        return AgentFailure.of(name, ErrorCode.ERR_TOOL_REJECTED, text)


def structured_of(result: Any) -> dict[str, Any]:
    """The structured answer of an MCP tool result (or its JSON text block when no schema was declared)."""
    if not isinstance(result, dict):
        return {"result": result}
    if result.get("structuredContent") is not None:
        return result["structuredContent"]
    for block in result.get("content") or []:
        if isinstance(block, dict) and block.get("type") == "text":
            try:
                parsed = json.loads(block["text"])
            except (ValueError, KeyError):
                continue
            return parsed if isinstance(parsed, dict) else {"result": parsed}
    return {}


async def call_tool(
    ctx: InvocationContext,
    toolset: McpToolset | RoundRobinToolset,
    name: str,
    args: dict[str, Any],
    agent: str,
    timeout_s: float | None = None,
) -> dict[str, Any]:
    """One recorded tool call with its own deadline (`timeout_s`, default DEFAULT_CALL_TIMEOUT_S), as one span."""
    attributes = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": name, "permitflow.agent": agent}
    with telemetry.tracer().start_as_current_span(f"execute_tool {name}", attributes=attributes) as span:
        try:
            return await _recorded_call(ctx, toolset, name, args, agent, timeout_s)
        except TOOL_ERRORS as exc:
            span.set_attribute("error.type", str(exc.code))
            span.set_status(StatusCode.ERROR, exc.failure.message[:200])
            raise


async def _recorded_call(
    ctx: InvocationContext,
    toolset: McpToolset | RoundRobinToolset,
    name: str,
    args: dict[str, Any],
    agent: str,
    timeout_s: float | None,
) -> dict[str, Any]:
    recorder = recorder_for(ctx.session.id)
    started = time.monotonic()
    record = ToolCallRecord(tool=name, agent=agent, arguments=args)
    members = toolset.order() if isinstance(toolset, RoundRobinToolset) else [toolset]
    try:
        for attempt, member in enumerate(members):
            try:
                answer = await _call_once(ctx, member, name, args, timeout_s)
                break
            except ToolUnavailable as exc:
                if attempt + 1 == len(members):
                    raise
                if not (never_delivered(exc.__cause__) or await toolset.is_down(member)):
                    raise
                trace_retry(name, attempt, exc)
        record.resultSummary = summarize(answer)
        return answer
    except TOOL_ERRORS as exc:
        record.error = str(exc)
        raise
    finally:
        record.durationMs = round((time.monotonic() - started) * 1000, 1)
        recorder.record_call(record)


_TOOLS: weakref.WeakKeyDictionary[Any, tuple[float, dict[str, Any]]] = weakref.WeakKeyDictionary()
"""Per toolset, its tools by name and when they were listed. ADK's McpToolset caches the tools/list answer but
builds a new McpTool object for each of the ~33 tools on every get_tools call (a few ms of client CPU per work
order); a deterministic call needs one tool by name, so the built tools are kept for the same TTL as the listing."""


async def tools_by_name(ctx: InvocationContext, toolset: McpToolset) -> dict[str, Any]:
    """`toolset`'s tools by MCP name, listed at most once per TOOL_LIST_TTL_S (like ADK's own listing cache)."""
    try:
        known = _TOOLS.get(toolset)
    except TypeError:  # a toolset that cannot be weakly referenced is listed every time, as ADK does
        known = None
    if known is not None and time.monotonic() - known[0] < TOOL_LIST_TTL_S:
        return known[1]
    tools = {t.name: t for t in await toolset.get_tools(ReadonlyContext(ctx))}
    with contextlib.suppress(TypeError):
        _TOOLS[toolset] = (time.monotonic(), tools)
    return tools


async def _call_once(
    ctx: InvocationContext, toolset: McpToolset, name: str, args: dict[str, Any], timeout_s: float | None
) -> dict[str, Any]:
    try:
        tools = await tools_by_name(ctx, toolset)
    except Exception as exc:  # noqa: BLE001 - any transport failure means "unavailable"
        raise ToolUnavailable(name, f"tool server unreachable ({type(exc).__name__}: {exc})") from exc
    tool = tools.get(name)
    if tool is None:
        raise ToolUnavailable(name, NOT_OFFERED)
    try:
        async with asyncio.timeout(timeout_s or DEFAULT_CALL_TIMEOUT_S):
            result = await tool.run_async(args=args, tool_context=ToolContext(ctx))
    except TimeoutError as exc:
        raise ToolUnavailable(name, f"no answer within {timeout_s or DEFAULT_CALL_TIMEOUT_S:g} s") from exc
    except Exception as exc:  # noqa: BLE001
        raise ToolUnavailable(name, f"{type(exc).__name__}: {exc}") from exc
    if isinstance(result, dict) and "error" in result and "content" not in result:
        raise ToolUnavailable(name, str(result["error"]))
    if isinstance(result, dict) and result.get("isError"):
        failure = tool_failure_of(name, result)
        if failure.error_code in UNAVAILABLE_CODES:
            raise ToolUnavailable(name, failure.message, failure)
        raise ToolRejected(name, failure.message, failure)
    return structured_of(result)
