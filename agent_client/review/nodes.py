"""The review's deterministic nodes: `agent_client.nodes.Node` over the review's state-ownership table, with tool
calls that fail the request cleanly (`ReviewFailure`), and how a rulebook verdict names its errors.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext
from google.adk.events import Event

from agent_client.nodes import Node, Ownership
from agent_client.review.models import ReviewFailure
from agent_client.schemas import Validation

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
    "user_role": {SERVICE, CONTEXT},
    "user_role_hint": {SERVICE},
    "user_id": {SERVICE, CONTEXT},
    "user_subject": {SERVICE},
    "user_embedded": {SERVICE},
    "user_person": {SERVICE, CONTEXT},
    "owner": {CONTEXT, PLAN_SETUP},
    "required_types": {PLAN_SETUP, CHECK_APPROVAL},
    "records": {PLAN_SETUP, PLAN_APPLY, FINALIZE},
    "request_work_order_id": {SERVICE},
    "step": {SERVICE, FINALIZE},
    "iteration": {SERVICE, FINALIZE},
    "session_active": {SERVICE, FINALIZE},
    "work_order_id": {SERVICE, CONTEXT, PLAN_SETUP},
    "work_order": {CONTEXT, PLAN_SETUP},
    "weather": {CONTEXT, PLAN_SETUP},
    "policies": {PLAN_SETUP, PLAN_APPLY},
    "permit_set": {SERVICE, CONTEXT, PLAN_SETUP, PLAN_APPLY, CHECK_APPROVAL, FINALIZE},
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


REVIEW_STATE = Ownership(WRITERS, "review state")
check_writes = REVIEW_STATE.check


class ReviewNode(Node):
    """`step` returns (state delta, route). Failures become `review_failure`; later nodes then only pass it on.
    Every tool a review node calls is required, so it calls them with `call_or_fail` (ReviewFailure.of_tool)."""

    ownership = REVIEW_STATE
    failure_type = ReviewFailure
    failure_key = "review_failure"

    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        raise NotImplementedError

    def done(self, ctx: InvocationContext, result: tuple[dict[str, Any], str | None]) -> Event:
        delta, route = result
        return self.event(ctx, delta, route)


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
