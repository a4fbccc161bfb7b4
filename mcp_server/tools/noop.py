"""A tool that does nothing, registered only for benchmarks: the floor other tools are measured against."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel

from mcp_server.deps import Deps


class NoopOutput(BaseModel):
    ok: bool = True


def register(server: MCPServer, deps: Deps) -> None:
    if not deps.settings.bench_noop_tool:
        return

    @server.tool(
        name="bench_noop",
        title="bench.noop",
        description="Does nothing and returns {ok: true}; exists only to measure transport overhead.",
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def bench_noop() -> NoopOutput:
        return NoopOutput()
