"""The client-side spread over several tool servers (PERMITFLOW_MCP_URL="url1,url2,..."), in small pieces.

The whole thing under load, with a server killed mid-way, is tests/e2e/test_scale_out.py (slow). Here: the list is
parsed, calls rotate, a server whose port refuses connections is found down by its /healthz and moved to the back
of the order, a live one is not, and a real refused connection counts as never delivered.
"""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from google.adk.tools.mcp_tool.mcp_toolset import McpToolset

from agent_client.settings import AgentSettings
from agent_client.toolbox import RoundRobinToolset, build_toolset, never_delivered
from tests.support.mcp_harness import free_port


@pytest.fixture
def healthy_url():
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            self.send_response(200 if self.path == "/healthz" else 404)
            self.end_headers()

        def log_message(self, *_args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/mcp"
    server.shutdown()
    server.server_close()


def test_a_list_of_urls_makes_a_round_robin_toolset():
    one = build_toolset(AgentSettings(mcp_url="http://a:1/mcp"))
    assert isinstance(one, McpToolset)
    many = build_toolset(AgentSettings(mcp_url="http://a:1/mcp, http://b:2/mcp,,http://c:3/mcp "))
    assert isinstance(many, RoundRobinToolset)
    assert many.urls == ["http://a:1/mcp", "http://b:2/mcp", "http://c:3/mcp"]
    firsts = [many.order()[0] for _ in range(6)]
    assert firsts == [*many.members, *many.members], "each call starts at the next server"


async def test_a_refusing_server_is_down_and_goes_last(healthy_url):
    dead = f"http://127.0.0.1:{free_port()}/mcp"
    toolset = build_toolset(AgentSettings(mcp_url=f"{dead},{healthy_url}"))
    dead_member, live_member = toolset.members
    assert await toolset.is_down(live_member) is False
    assert await toolset.is_down(dead_member) is True
    assert [toolset.order()[0] for _ in range(4)] == [live_member] * 4, "the down one is tried last while down"
    toolset._down_until.clear()  # its cool-down over: back in turn
    assert {toolset.order()[0] for _ in range(2)} == {dead_member, live_member}
    await toolset.close()


def test_a_refused_connection_was_never_delivered():
    with pytest.raises(httpx.ConnectError) as caught:
        httpx.post(f"http://127.0.0.1:{free_port()}/mcp", json={}, timeout=2)
    try:
        raise RuntimeError("tool server unreachable") from caught.value
    except RuntimeError as wrapped:
        assert never_delivered(wrapped)
    assert not never_delivered(RuntimeError("tool said no"))
