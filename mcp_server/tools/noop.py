"""A tool that does nothing, registered only for benchmarks: the floor other tools are measured against.

With `payloadBytes` it echoes a payload of that size, so a tool can be compared with the floor for a result of the
same size: what the payload costs (serialising, transport, the client's validation) apart from the tool's work.
A string of that size is one node; a real result of the same size can be hundreds (policy_load's is 473), which
cost more to dump, send, parse and validate whatever the tool does, and a request can carry a large argument (the
6 kB permit of rules_evaluate and pdf_render) that the floor is never sent. So for the tools in `ECHOED` there is
also `bench_echo_<tool>`: it takes the real tool's arguments (the same input schema, so the same request is sent,
parsed and validated) and answers the real tool's answer to the first arguments it was sent (computed once), under
the real tool's output schema, from a sync function as the real tool is (bench/tools.py reports both echoes).
The difference between a tool and its echo is then the tool's own work."""

from __future__ import annotations

import inspect
import typing
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from mcp_server.deps import Deps

PAYLOAD_MAX = 2_000_000
ECHOED = (
    "policy_load",
    "workorders_get_workorder_by_id",
    "rules_evaluate",
    "ids_new_permit_id",
    "pdf_render",
    "policy_load_batch",
    "rules_evaluate_batch",
    "ids_new_permit_ids",
    "pdf_render_batch",
)
"""Tools with a same-request, same-answer echo."""


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

    for name in ECHOED:
        register_echo(server, name)


def register_echo(server: MCPServer, name: str) -> None:
    """`bench_echo_<name>`: tool `name`'s input schema and output schema; the answer of `name` to the first arguments
    it is sent, computed then and returned as it is afterwards (registered after the real tool: the noop family is
    the last one)."""
    real = server._tool_manager.get_tool(name)  # the SDK has no public accessor for a registered tool's function
    if real is None or real.is_async or real.fn_metadata.output_model is None:
        return
    answer: list[Any] = []

    def echo(**arguments: Any) -> Any:  # noqa: ANN401 - the real tool's output model, set below
        if not answer:
            answer.append(real.fn(**arguments))
        return answer[0]

    # the real tool's parameters with their annotations evaluated (its module uses postponed annotations), so the SDK
    # builds the same argument model from them
    hints = typing.get_type_hints(real.fn, include_extras=True)
    parameters = [p.replace(annotation=hints[p.name]) for p in inspect.signature(real.fn).parameters.values()]
    echo.__signature__ = inspect.Signature(parameters, return_annotation=real.fn_metadata.output_model)  # type: ignore[attr-defined]
    echo.__annotations__ = {**{p.name: p.annotation for p in parameters}, "return": real.fn_metadata.output_model}
    server.tool(
        name=f"bench_echo_{name}",
        title=f"bench.echo.{name}",
        description=f"Takes {name}'s arguments and returns {name}'s answer to the first arguments it was sent, "
        f"computed once; exists only to measure the cost of that request and answer under {name}'s schemas.",
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )(echo)
