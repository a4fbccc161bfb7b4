"""A tool that does nothing, registered only for benchmarks: the floor other tools are measured against.

With `payloadBytes` it echoes a payload of that size, so a tool can be compared with the floor for a result of the
same size: what the payload costs (serialising, transport, the client's validation) apart from the tool's work."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from mcp_server.deps import Deps

PAYLOAD_MAX = 2_000_000


class NoopOutput(BaseModel):
    ok: bool = True
    payload: str | None = None


def register(server: MCPServer, deps: Deps) -> None:
    if not deps.settings.bench_noop_tool:
        return

    @server.tool(
        name="bench_noop",
        title="bench.noop",
        description="Does nothing and returns {ok: true}, plus a payload of payloadBytes characters when asked; "
        "exists only to measure transport and payload overhead.",
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def bench_noop(
        payloadBytes: Annotated[int, Field(ge=0, le=PAYLOAD_MAX, description="size of the echoed payload")] = 0,  # noqa: N803
    ) -> NoopOutput:
        return NoopOutput(payload="x" * payloadBytes if payloadBytes else None)
