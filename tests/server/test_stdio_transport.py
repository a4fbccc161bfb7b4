"""The stdio transport served on the event loop (mcp_server/stdio.py): the same answers as the SDK's, stray output
from a tool never reaches the wire, messages far over asyncio's default line limit pass both ways, and the server
stops when its client closes stdin."""

import sys
import textwrap
from pathlib import Path

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from tests.support.mcp_harness import ROOT, server_env

SERVER = textwrap.dedent(
    """
    import os, sys
    from mcp.server.mcpserver import MCPServer
    from mcp_server.stdio import run_stdio

    server = MCPServer("stdio-test")

    @server.tool()
    def noisy(text: str) -> str:
        print("stray print")
        sys.stdout.flush()
        os.write(1, b"stray bytes on fd 1\\n")
        return text[::-1]

    @server.tool()
    async def big(size: int) -> str:
        return "x" * size

    run_stdio(server)
    """
)


def params(tmp_path: Path) -> StdioServerParameters:
    script = tmp_path / "server.py"
    script.write_text(SERVER, encoding="utf-8")
    return StdioServerParameters(
        command=sys.executable, args=[str(script)], env={**server_env(tmp_path), "PYTHONPATH": str(ROOT)}, cwd=str(ROOT)
    )


def test_answers_and_stray_output_stays_off_the_wire(tmp_path: Path) -> None:
    async def main() -> None:
        async with Client(params(tmp_path)) as client:
            for text in ("abc", "é ünïcode ✓", "y" * 200_000):
                answer = await client.call_tool("noisy", {"text": text})
                assert not answer.is_error
                assert answer.structured_content == {"result": text[::-1]}
            answer = await client.call_tool("big", {"size": 3_000_000})
            assert answer.structured_content == {"result": "x" * 3_000_000}

    anyio.run(main)


def test_shipped_server_answers_over_the_pipes(tmp_path: Path) -> None:
    from tests.support.mcp_harness import stdio_params

    async def main() -> None:
        async with Client(stdio_params(tmp_path)) as client:
            answer = await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10002"})
            assert not answer.is_error
            assert "WO-10002" in str(answer.structured_content)

    anyio.run(main)
