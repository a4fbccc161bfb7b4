"""Base for the permit pipeline's deterministic nodes: `agent_client.nodes.Node` over the pipeline's state matrix.

A node's `step` returns the state delta it owns; the base emits it as one Event. When a run has already failed
(`run_failure` in state) later nodes skip, so the reporter can still record the failed run.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable
from typing import Any, TypeVar

from google.adk.agents.invocation_context import InvocationContext
from google.adk.events import Event
from pydantic import Field

from agent_client.nodes import Node, NodeFailure
from agent_client.state import PIPELINE_STATE
from agent_client.toolbox import TOOL_ERRORS, ToolUnavailable

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


class RunFailure(NodeFailure):
    """The run cannot produce a trustworthy result; carries an AgentFailure error code."""


class ToolAgent(Node):
    ownership = PIPELINE_STATE
    failure_type = RunFailure
    failure_key = "run_failure"
    escalates_on_failure = True
    escalates: bool = Field(default=False, description="seed 004: escalate=True marks a user-facing final result")

    async def call_or_degrade(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any] | None:
        """For tools the run can do without: note '<tool> unavailable: <reason>' and return None.

        A tool that answers "not ready yet, ask again in retryAfterS" is asked again until READY_WAIT_S has passed."""
        deadline = time.monotonic() + READY_WAIT_S
        while True:
            try:
                return await self.call(ctx, name, args)
            except TOOL_ERRORS as exc:
                details = (exc.failure.details if exc.failure else None) or {}
                wait = details.get("retryAfterS") if isinstance(exc, ToolUnavailable) else None
                if isinstance(wait, int | float) and 0 < wait <= 30 and time.monotonic() + wait < deadline:
                    await asyncio.sleep(wait)
                    continue
                reason = exc.reason if isinstance(exc, ToolUnavailable) else exc.message
                self.recorder(ctx).degrade(f"{name} unavailable: {reason}")
                return None

    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        raise NotImplementedError

    def done(self, ctx: InvocationContext, result: dict[str, Any]) -> Event:
        return self.event(ctx, result, escalate=self.escalates)
