"""Base for deterministic PermitFlow nodes: MCP toolset in `tools`, ownership-checked state deltas, fail-fast.

A node returns the state delta it owns; the base emits it as one Event. When a run has already failed
(`run_failure` in state) later nodes skip, so the reporter can still record the failed run.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator, Awaitable
from typing import Any, TypeVar

from google.adk.agents import BaseAgent
from google.adk.agents.invocation_context import InvocationContext
from google.adk.events import Event, EventActions
from pydantic import Field

from agent_client.recorder import RunRecorder, recorder_for
from agent_client.state import check_writes
from agent_client.toolbox import ToolRejected, ToolUnavailable, call_tool

T = TypeVar("T")
READY_WAIT_S = 300.0
"""How long a run waits for a tool that says it is getting ready (details.retryAfterS, e.g. a RAG index the tool
server is still building on a fresh data directory) before it goes on without it, degraded."""


async def all_of(*calls: Awaitable[T]) -> list[T]:
    """Independent tool calls at once, answers in call order; every call finishes before the first error is raised
    (so no call outlives its node and its run record)."""
    answers = await asyncio.gather(*calls, return_exceptions=True)
    for answer in answers:
        if isinstance(answer, BaseException):
            raise answer
    return list(answers)


class RunFailure(RuntimeError):
    """The run cannot produce a trustworthy result; carries an AgentFailure error code."""

    def __init__(self, code: str, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details or {}


class ToolAgent(BaseAgent):
    tools: list[Any] = Field(default_factory=list, description="the McpToolset; Runner.close() closes it")
    runs_after_failure: bool = False
    escalates: bool = Field(default=False, description="seed 004: escalate=True marks a user-facing final result")

    async def call(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any]:
        return await call_tool(ctx, self.tools[0], name, args, agent=self.name)

    async def call_or_degrade(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any] | None:
        """For tools the run can do without: note '<tool> unavailable: <reason>' and return None.

        A tool that answers "not ready yet, ask again in retryAfterS" is asked again until READY_WAIT_S has passed."""
        deadline = time.monotonic() + READY_WAIT_S
        while True:
            try:
                return await self.call(ctx, name, args)
            except (ToolUnavailable, ToolRejected) as exc:
                details = (exc.failure.details if exc.failure else None) or {}
                wait = details.get("retryAfterS") if isinstance(exc, ToolUnavailable) else None
                if isinstance(wait, int | float) and 0 < wait <= 30 and time.monotonic() + wait < deadline:
                    await asyncio.sleep(wait)
                    continue
                reason = exc.reason if isinstance(exc, ToolUnavailable) else exc.message
                self.recorder(ctx).degrade(f"{name} unavailable: {reason}")
                return None

    async def call_or_fail(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any]:
        """For tools nothing may be invented in place of: any failure fails the run, naming the tool."""
        try:
            return await self.call(ctx, name, args)
        except ToolUnavailable as exc:
            raise RunFailure(str(exc.code), str(exc), {"tool": name}) from exc
        except ToolRejected as exc:
            raise RunFailure("ERR_TOOL_REJECTED", str(exc), {"tool": name, "toolErrorCode": str(exc.code)}) from exc

    @staticmethod
    def recorder(ctx: InvocationContext) -> RunRecorder:
        return recorder_for(ctx.session.id)

    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        raise NotImplementedError

    def emit(self, ctx: InvocationContext, delta: dict[str, Any], escalate: bool = False) -> Event:
        check_writes(self.name, delta)
        return Event(
            author=self.name,
            invocation_id=ctx.invocation_id,
            actions=EventActions(state_delta=delta, escalate=escalate or None),
            output={"stateKeys": sorted(delta)},
        )

    async def _run_async_impl(self, ctx: InvocationContext) -> AsyncGenerator[Event, None]:
        if ctx.session.state.get("run_failure") and not self.runs_after_failure:
            yield self.emit(ctx, {})
            return
        try:
            delta = await self.step(ctx)
        except RunFailure as exc:
            failure = {"agent": self.name, "code": exc.code, "message": exc.message, "details": exc.details}
            yield self.emit(ctx, {"run_failure": failure}, escalate=True)
            return
        yield self.emit(ctx, delta, escalate=self.escalates)
