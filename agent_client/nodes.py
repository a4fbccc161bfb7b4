"""One base for the client's deterministic nodes, the permit pipeline's and the review conversation's alike.

Both kinds call MCP tools through `toolbox.call_tool`, emit the state delta they own as one Event, stop with a
failure that later nodes only pass on, and have every delta checked against a state-ownership table. What differs
is a parameter of the subclass: its `ownership` table, its `failure_type` and the state key that carries a
failure (`failure_key`). A failure's code is an `ErrorCode` taken from the tool's AgentFailure, never from text.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Collection, Mapping
from typing import Any, ClassVar

from google.adk.agents import BaseAgent
from google.adk.agents.invocation_context import InvocationContext
from google.adk.events import Event, EventActions
from pydantic import Field

from agent_client.recorder import RunRecorder, recorder_for
from agent_client.schemas import AgentFailure, ErrorCode
from agent_client.toolbox import (
    NOT_OFFERED,
    TOOL_ERRORS,
    UNAVAILABLE_CODES,
    ToolError,
    ToolRejected,
    ToolUnavailable,
    call_tool,
)

ADK_KEYS = ("temp:", "_adk")
"""ADK's own state keys, exempt from ownership."""


class OwnershipError(RuntimeError):
    """A node tried to write a session-state key it does not own."""


class Ownership:
    """Which writers may write which state key; `check` rejects a delta touching a key its writer does not own."""

    def __init__(self, writers: Mapping[str, Collection[str]], label: str = "state") -> None:
        self.writers = {key: frozenset(names) for key, names in writers.items()}
        self.label = label

    def check(self, writer: str, delta: Mapping[str, Any]) -> None:
        for key in delta:
            if key.startswith(ADK_KEYS):
                continue
            owners = self.writers.get(key)
            if owners is None:
                raise OwnershipError(f"{writer} wrote undeclared {self.label} key {key!r}")
            if writer not in owners:
                raise OwnershipError(f"{writer} wrote {key!r}, owned by {sorted(owners)}")


class NodeFailure(RuntimeError):
    """The node cannot do its part; carries an AgentFailure error code, and the HTTP status it answers with."""

    def __init__(
        self, code: ErrorCode | str, message: str, details: dict[str, Any] | None = None, status: int | None = None
    ) -> None:
        super().__init__(message)
        self.code = ErrorCode(code)
        self.message = message
        self.details = details or {}
        self.status = status or self.code.http_status

    def as_state(self) -> dict[str, Any]:
        """What the failing node writes under its failure key."""
        return {"code": str(self.code), "message": self.message, "details": self.details}

    @classmethod
    def of_tool(cls, name: str, exc: ToolError) -> NodeFailure:
        """A required tool failed: unavailable keeps its code, a rejection is ERR_TOOL_REJECTED naming the tool's."""
        if isinstance(exc, ToolUnavailable):
            return cls(exc.code, str(exc), {"tool": name})
        return cls(ErrorCode.ERR_TOOL_REJECTED, str(exc), {"tool": name, "toolErrorCode": str(exc.code)})


class Node(BaseAgent):
    """`step` does the work and `done` turns its answer into an Event. A `failure_type` it raises becomes
    `failure_key` in state; while that key is set, later nodes emit nothing but `failure_route` (unless
    `runs_after_failure`)."""

    ownership: ClassVar[Ownership]
    failure_type: ClassVar[type[NodeFailure]] = NodeFailure
    failure_key: ClassVar[str]
    escalates_on_failure: ClassVar[bool] = False

    tools: list[Any] = Field(default_factory=list, description="an McpToolset this node owns; Runner.close() closes it")
    toolset: Any = Field(default=None, description="a shared McpToolset; its owner closes it")
    runs_after_failure: bool = False
    failure_route: str | None = None

    def _toolset(self) -> Any:
        return self.toolset if self.toolset is not None else self.tools[0]

    async def call(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any]:
        """One tool call; raises ToolUnavailable / ToolRejected for the caller to handle."""
        return await call_tool(ctx, self._toolset(), name, args, agent=self.name)

    async def call_or_fail(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any]:
        """For tools nothing may be invented in place of: any failure fails the node, naming the tool."""
        try:
            return await self.call(ctx, name, args)
        except TOOL_ERRORS as exc:
            raise self.failure_type.of_tool(name, exc) from exc

    async def call_each(
        self, ctx: InvocationContext, batch: str, single: str, items: list[dict[str, Any]], shared: dict[str, Any]
    ) -> list[dict[str, Any] | ToolError]:
        """One answer or tool error per item, from one call of the batched tool `batch` (`items` plus the `shared`
        arguments once; see mcp_server/batch.py), else, on a tool server that does not offer it, from one
        call of `single` per item with `{**shared, **item}`. An item's error is that item's; a failure of the whole
        call is raised, as `call` raises it."""
        if not items:
            return []
        try:
            answer = await self.call(ctx, batch, {**shared, "items": items})
        except ToolUnavailable as exc:
            if exc.reason != NOT_OFFERED:
                raise
            return list(await asyncio.gather(*(self._one(ctx, single, {**shared, **item}) for item in items)))
        answers = answer.get("items") or []
        if len(answers) != len(items):
            raise ToolRejected(batch, f"answered {len(answers)} items for {len(items)}")
        return [_item_answer(batch, a) for a in answers]

    async def _one(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any] | ToolError:
        try:
            return await self.call(ctx, name, args)
        except TOOL_ERRORS as exc:
            return exc

    async def call_each_or_fail(
        self, ctx: InvocationContext, batch: str, single: str, items: list[dict[str, Any]], shared: dict[str, Any]
    ) -> list[dict[str, Any]]:
        """`call_each` for tools nothing may be invented in place of: the first failed item (or call) fails the
        node, naming the tool that failed, as `call_or_fail` does."""
        try:
            answers = await self.call_each(ctx, batch, single, items, shared)
        except TOOL_ERRORS as exc:
            raise self.failure_type.of_tool(batch, exc) from exc
        for answer in answers:
            if isinstance(answer, TOOL_ERRORS):
                raise self.failure_type.of_tool(answer.tool, answer) from answer
        return answers  # type: ignore[return-value]  # no errors left

    @staticmethod
    def recorder(ctx: InvocationContext) -> RunRecorder:
        return recorder_for(ctx.session.id)

    async def step(self, ctx: InvocationContext) -> Any:
        raise NotImplementedError

    def done(self, ctx: InvocationContext, result: Any) -> Event:
        """The Event of a step that succeeded; each kind of node says what its `step` returns."""
        raise NotImplementedError

    def event(
        self, ctx: InvocationContext, delta: dict[str, Any], route: str | None = None, escalate: bool = False
    ) -> Event:
        self.ownership.check(self.name, delta)
        return Event(
            author=self.name,
            invocation_id=ctx.invocation_id,
            actions=EventActions(state_delta=delta, route=route, escalate=escalate or None),
            output={"stateKeys": sorted(delta), "route": route},
        )

    def failed(self, ctx: InvocationContext, exc: NodeFailure) -> Event:
        failure = {**exc.as_state(), "agent": self.name}
        return self.event(ctx, {self.failure_key: failure}, self.failure_route, self.escalates_on_failure)

    async def _run_async_impl(self, ctx: InvocationContext) -> AsyncGenerator[Event, None]:
        if ctx.session.state.get(self.failure_key) and not self.runs_after_failure:
            yield self.event(ctx, {}, self.failure_route)
            return
        try:
            result = await self.step(ctx)
        except self.failure_type as exc:
            yield self.failed(ctx, exc)
            return
        yield self.done(ctx, result)


def _item_answer(batch: str, answer: dict[str, Any]) -> dict[str, Any] | ToolError:
    """An item of a batched answer: its result, or its AgentFailure as the error the single tool's call raises."""
    if answer.get("error") is None:
        return answer.get("result") or {}
    failure = AgentFailure.model_validate(answer["error"])
    if failure.error_code in UNAVAILABLE_CODES:
        return ToolUnavailable(batch, failure.message, failure)
    return ToolRejected(batch, failure.message, failure)
