"""A tool that does nothing, registered only for benchmarks: the floor other tools are measured against.

With `payloadBytes` it echoes a payload of that size, so a tool can be compared with the floor for a result of the
same size: what the payload costs (serialising, transport, the client's validation) apart from the tool's work.
A string of that size is one node; a real result of the same size can be hundreds (policy_load's is 473), which
cost more to dump, send, parse and validate whatever the tool does. So for the tools in `ECHOED` there is also
`bench_echo_<tool>`: no arguments, the real tool's own answer to the benchmark's arguments (computed once, on the
first call), under the real tool's output schema, from a sync function as the real tool is (bench/tools.py reports
both echoes)."""

from __future__ import annotations

from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from mcp_server.deps import Deps

PAYLOAD_MAX = 2_000_000
ECHOED: dict[str, dict[str, Any]] = {
    "policy_load": {"permitType": "Hot Work"},
    "workorders_get_workorder_by_id": {"id": "WO-10001"},
}
"""Tools with a same-payload echo, and the arguments (bench/tools.py's) whose answer it repeats."""


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

    for name, args in ECHOED.items():
        register_echo(server, name, args)


def register_echo(server: MCPServer, name: str, args: dict[str, Any]) -> None:
    """`bench_echo_<name>`: the answer of tool `name` to `args`, computed on the first call and then returned as it
    is, under `name`'s output schema (registered after the real tool: the noop family is the last one)."""
    real = server._tool_manager.get_tool(name)  # the SDK has no public accessor for a registered tool's function
    if real is None or real.is_async or real.fn_metadata.output_model is None:
        return
    answer: list[Any] = []

    def echo() -> Any:  # noqa: ANN401 - the real tool's output model, set below
        if not answer:
            answer.append(real.fn(**args))
        return answer[0]

    echo.__annotations__ = {"return": real.fn_metadata.output_model}
    server.tool(
        name=f"bench_echo_{name}",
        title=f"bench.echo.{name}",
        description=f"Returns {name}'s answer to fixed benchmark arguments, computed once; exists only to measure "
        f"the cost of that payload under {name}'s output schema.",
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )(echo)
