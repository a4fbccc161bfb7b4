"""Finalize: composes the reply and the action, and moves step / iteration exactly as seed 001's walkthrough.

- finalize_only → `finalize_permits` (the permit ids to issue); step finalized, sessionActive false, iteration kept.
- a permit set was created → `save_preview`, iteration 1, step plan_generated (also after a finalization: case 4).
- the set was changed → `save_preview`, iteration + 1, step plan_iteration.
- nothing changed (approval refused, every change refused, nothing understood) → `none`; step and iteration stay,
  so the client's preview stays the current one. The seed has no such case; saving an unchanged preview as a new
  iteration would only blur which preview the reviewers discussed.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.review.models import Action, ChangeOutcome, PermitSet, ReviewResponse, ReviewStateOut
from agent_client.review.nodes import ReviewNode

HISTORY_LIMIT = 50


def permit_lines(permit_set: PermitSet) -> str:
    statuses = {v.permitId: v.validationStatus for v in permit_set.validations}
    lines = [
        f"- {p.permitId} {p.type}, {p.validityHours} h, {statuses.get(p.permitId, 'not validated')}"
        for p in permit_set.permits
    ]
    return "\n".join(lines) or "- no permit is required for this work order"


def preview_payload(permit_set: PermitSet, iteration: int, outcomes: list[ChangeOutcome]) -> dict[str, Any]:
    return {
        "permitPreview": permit_set.model_dump(mode="json", exclude_none=True),
        "validations": [v.model_dump(mode="json", exclude_none=True) for v in permit_set.validations],
        "iteration": iteration,
        "changes": [o.model_dump(mode="json", exclude_none=True) for o in outcomes],
    }


class Finalize(ReviewNode):
    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        state = ctx.session.state
        permit_set = PermitSet.model_validate(state["permit_set"])
        iteration = int(state.get("iteration") or 0)
        step = state.get("step") or "plan_generated"
        outcomes = [ChangeOutcome.model_validate(o) for o in state.get("plan_outcomes") or []]
        block = state.get("approval_block")
        kind = state.get("plan_kind")
        if state.get("routing") == "finalize_only":
            ids = [p.permitId for p in permit_set.permits]
            reply = f"I've finalized the permits for {permit_set.workOrderId}: {', '.join(ids) or 'none required'} ✅"
            payload = {
                "workOrderId": permit_set.workOrderId,
                "permitIds": ids,
                "approvedBy": {"userId": state.get("user_id"), "role": state.get("user_role")},
                "policyVersion": permit_set.policyVersion,
                "runId": permit_set.runId,
                "iteration": iteration,
            }
            action = Action(type="finalize_permits", payload=payload)
            out = ReviewStateOut(step="finalized", iteration=iteration, sessionActive=False)
        elif kind == "created":
            new = " new" if step == "finalized" else ""
            reply = f"Here's a permit set based on your{new} message!\n{permit_lines(permit_set)}"
            out = ReviewStateOut(step="plan_generated", iteration=1, sessionActive=True)
            action = Action(type="save_preview", payload=preview_payload(permit_set, 1, outcomes))
        elif kind == "updated":
            lines = [o.summary for o in outcomes]
            reply = "I've updated the permits as requested.\n" + "\n".join(f"- {line}" for line in lines)
            reply += f"\n{permit_lines(permit_set)}"
            out = ReviewStateOut(step="plan_iteration", iteration=iteration + 1, sessionActive=True)
            action = Action(type="save_preview", payload=preview_payload(permit_set, out.iteration, outcomes))
        else:
            lines = [o.summary for o in outcomes] or ([] if block else [state.get("plan_note") or ""])
            reply = "The permit set is unchanged.\n" + "\n".join(f"- {line}" for line in lines if line)
            out = ReviewStateOut(step=step, iteration=iteration, sessionActive=True)
            action = Action(type="none", payload={"changes": [o.model_dump(mode="json") for o in outcomes]})
        if block:
            reply = f"{block}\n{reply}"
        response = ReviewResponse(reply=reply.strip(), action=action, state=out)
        entry = {
            "userId": state.get("user_id"),
            "role": state.get("user_role"),
            "message": (state.get("user_message") or "")[:500],
            "action": action.type,
            "iteration": out.iteration,
        }
        delta = {
            "review_response": response.model_dump(mode="json"),
            "step": out.step,
            "iteration": out.iteration,
            "session_active": out.sessionActive,
            "history": [*(state.get("history") or []), entry][-HISTORY_LIMIT:],
        }
        return delta, None
