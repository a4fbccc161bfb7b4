"""Base of the review's deterministic nodes: the session-state keys each may write, tool calls that fail the request
cleanly, and rulebook evaluation of a permit set (the rulebook, through `rules_evaluate`, is the final authority).
"""

from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import Any

from google.adk.agents import BaseAgent
from google.adk.agents.invocation_context import InvocationContext
from google.adk.events import Event, EventActions
from pydantic import Field

from agent_client.review.models import ReviewFailure
from agent_client.schemas import Permit, Validation, normal_permit
from agent_client.toolbox import ToolRejected, ToolUnavailable, call_tool

SERVICE = "review_service"  # the service seeding each request
CONTEXT = "review_context"
CHECK_APPROVAL = "check_approval"
PLAN_SETUP = "plan_setup"
PLANNER = "change_planner"
PLAN_APPLY = "plan_apply"
FINALIZE = "finalize"
NODES = (CONTEXT, CHECK_APPROVAL, PLAN_SETUP, PLANNER, PLAN_APPLY, FINALIZE)

# key → who may write it; every delta a node emits is checked against this.
WRITERS: dict[str, set[str]] = {
    "user_message": {SERVICE},
    "user_role": {SERVICE},
    "user_id": {SERVICE},
    "request_work_order_id": {SERVICE},
    "step": {SERVICE, FINALIZE},
    "iteration": {SERVICE, FINALIZE},
    "session_active": {SERVICE, FINALIZE},
    "work_order_id": {SERVICE, CONTEXT, PLAN_SETUP},
    "work_order": {CONTEXT, PLAN_SETUP},
    "weather": {CONTEXT, PLAN_SETUP},
    "policies": {PLAN_SETUP, PLAN_APPLY},
    "permit_set": {SERVICE, CONTEXT, PLAN_SETUP, PLAN_APPLY, CHECK_APPROVAL},
    "routing": {SERVICE, CHECK_APPROVAL},
    "detected_consent": {SERVICE, CHECK_APPROVAL},
    "approval_block": {SERVICE, CHECK_APPROVAL},
    "plan_kind": {SERVICE, PLAN_SETUP, PLAN_APPLY},
    "plan_outcomes": {SERVICE, PLAN_APPLY},
    "plan_note": {SERVICE, PLAN_APPLY},
    "requested_changes": {SERVICE, PLANNER},
    "review_response": {SERVICE, FINALIZE},
    "history": {FINALIZE},
    "review_failure": {SERVICE, *NODES},
}
REQUEST_KEYS = ("routing", "detected_consent", "approval_block", "plan_kind", "plan_outcomes", "plan_note")


class OwnershipError(RuntimeError):
    """A node wrote a review state key it does not own."""


def check_writes(writer: str, delta: dict[str, Any]) -> None:
    for key in delta:
        if key.startswith(("temp:", "_adk")):
            continue
        if key not in WRITERS:
            raise OwnershipError(f"{writer} wrote undeclared review state key {key!r}")
        if writer not in WRITERS[key]:
            raise OwnershipError(f"{writer} wrote {key!r}, owned by {sorted(WRITERS[key])}")


class ReviewNode(BaseAgent):
    """`step` returns (state delta, route). Failures become `review_failure`; later nodes then only pass it on."""

    toolset: Any = Field(default=None, description="the shared McpToolset; its owner (the pipeline) closes it")
    failure_route: str | None = None

    async def call(self, ctx: InvocationContext, name: str, args: dict[str, Any]) -> dict[str, Any]:
        try:
            return await call_tool(ctx, self.toolset, name, args, agent=self.name)
        except ToolUnavailable as exc:
            raise ReviewFailure(503, "ERR_TOOL_UNAVAILABLE", str(exc), {"tool": name}) from exc
        except ToolRejected as exc:
            if "not found" in exc.message.lower():
                raise ReviewFailure(404, "ERR_WORKORDER_NOT_FOUND", exc.message, {"tool": name}) from exc
            raise ReviewFailure(502, "ERR_TOOL_REJECTED", str(exc), {"tool": name}) from exc

    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        raise NotImplementedError

    def emit(self, ctx: InvocationContext, delta: dict[str, Any], route: str | None) -> Event:
        check_writes(self.name, delta)
        return Event(
            author=self.name,
            invocation_id=ctx.invocation_id,
            actions=EventActions(state_delta=delta, route=route),
            output={"stateKeys": sorted(delta), "route": route},
        )

    async def _run_async_impl(self, ctx: InvocationContext) -> AsyncGenerator[Event, None]:
        if ctx.session.state.get("review_failure"):
            yield self.emit(ctx, {}, self.failure_route)
            return
        try:
            delta, route = await self.step(ctx)
        except ReviewFailure as exc:
            failure = {"status": exc.status, "code": exc.code, "message": exc.message, "details": exc.details}
            yield self.emit(ctx, {"review_failure": {**failure, "agent": self.name}}, self.failure_route)
            return
        yield self.emit(ctx, delta, route)


async def evaluate(
    node: ReviewNode, ctx: InvocationContext, permit: Permit, state: dict[str, Any] | None = None
) -> Validation:
    """The rulebook's verdict on one permit, in the work order's context and the weather the set was built with."""
    state = state if state is not None else ctx.session.state
    args: dict[str, Any] = {
        "permit": normal_permit(permit.model_dump(mode="json")),
        "rulesetVersion": (state.get("permit_set") or {}).get("policyVersion") or "v1.0",
    }
    if state.get("work_order"):
        args["workOrder"] = state["work_order"]
    if state.get("weather"):
        args["weather"] = state["weather"]
    answer = await node.call(ctx, "rules_evaluate", args)
    return Validation.model_validate({**answer, "permitId": answer.get("permitId") or permit.permitId})


def rule_errors(validation: Validation) -> list[tuple[str, str, str]]:
    """(ruleId, source, text) of every error check; bare error strings when the checks name none."""
    found = [
        (c.ruleId or "rule", c.source or "", f"{c.check} — {c.details}".strip(" —"))
        for c in validation.checks
        if c.result == "error"
    ]
    if not found:
        found = [(e.split(":", 1)[0] if ":" in e else "rule", "", e) for e in validation.errors]
    return found
