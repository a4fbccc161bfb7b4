"""Finalize: composes the reply and the action, and moves step / iteration exactly as seed 001's walkthrough.

- finalize_only → the signed-in person's sign-off is recorded in the lifecycle (`permits_signoff`, in a role the
  people directory gives them), and each permit whose required sign-offs are complete is issued
  (`permits_transition`). When every permit is issued: `finalize_permits`, step finalized, sessionActive false;
  until then `none`, step kept, and the reply names each sign-off still missing and its role.
- a permit set was created → `save_preview`, iteration 1, step plan_generated (also after a finalization: case 4).
- the set was changed → `save_preview`, iteration + 1, step plan_iteration.
- nothing changed (approval refused, every change refused, nothing understood) → `none`; step and iteration stay,
  so the client's preview stays the current one. The seed has no such case; saving an unchanged preview as a new
  iteration would only blur which preview the reviewers discussed.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.review.models import Action, ChangeOutcome, PermitSet, ReviewFailure, ReviewResponse, ReviewStateOut
from agent_client.review.nodes import ReviewNode
from agent_client.review.record import (
    ensure_requested,
    held_roles,
    lifecycle_of,
    norm_role,
    permit_view,
    set_from_views,
)
from agent_client.toolbox import ToolRejected, ToolUnavailable

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
        person = state.get("user_person") or {}
        extra: dict[str, Any] = {}
        if state.get("routing") == "finalize_only":
            approval = await self.approve(ctx, permit_set)
            records = approval.pop("records")
            permit_set = approval.pop("permit_set")
            extra["records"] = records
            extra["permit_set"] = permit_set.model_dump(mode="json", exclude_none=True)
            ids = [p.permitId for p in permit_set.permits]
            if approval["allIssued"]:
                reply = f"I've issued the permits for {permit_set.workOrderId}: {', '.join(ids) or 'none required'} ✅"
                out = ReviewStateOut(step="finalized", iteration=iteration, sessionActive=False)
                kind_out = "finalize_permits"
            else:
                signed = any(": signed as " in line for line in approval["lines"])
                reply = ("Your sign-off is recorded" if signed else "No sign-off of yours was recorded") + (
                    "; the set is not issued yet."
                )
                out = ReviewStateOut(step=step, iteration=iteration, sessionActive=True)
                kind_out = "none"
            reply += "\n" + "\n".join(f"- {line}" for line in approval["lines"])
            if approval["missing"]:
                reply += "\nStill missing: " + "; ".join(
                    f"{m['permitId']} needs {m['role']} ({m['ruleId']})" for m in approval["missing"]
                )
            payload = {
                "workOrderId": permit_set.workOrderId,
                "permitIds": ids,
                "approvedBy": {"personId": state.get("user_id"), "displayName": person.get("displayName")},
                "policyVersion": permit_set.policyVersion,
                "runId": permit_set.runId,
                "iteration": iteration,
                "permits": records,
                "missingSignoffs": approval["missing"],
            }
            action = Action(type=kind_out, payload=payload)
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
            "userId": state.get("user_id"),  # the verified person, never the body's userId
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
            **extra,
        }
        return delta, None

    async def approve(self, ctx: InvocationContext, permit_set: PermitSet) -> dict[str, Any]:
        """Record the signed-in person's sign-off on each draft where the directory gives them a role the permit
        still needs, and issue every permit whose required sign-offs are all present (distinct people, checked by
        the tools). Returns reply lines, what is still missing (permit, role, rule), and the set as stored."""
        state = ctx.session.state
        person = state.get("user_person") or {}
        person_id = state.get("user_id")
        owner = state.get("owner") or person_id
        hint = norm_role(state.get("user_role_hint") or "")
        lines: list[str] = []
        missing: list[dict[str, str]] = []
        views = []
        for permit in permit_set.permits:
            view = await ensure_requested(self, ctx, await permit_view(self, ctx, permit.permitId), owner)
            pid = view["permitId"]
            if view["status"] != "draft":
                lines.append(f"{pid} is already {view['status']}")
                views.append(view)
                continue
            required = view.get("requiredSignoffs") or []
            mine = next((r for r in required if r.get("signedBy") == person_id), None)
            if mine is None and person_id == view.get("requestedBy"):
                lines.append(f"{pid}: you requested it, so you cannot sign it")
            elif mine is None:
                where = view["permit"].get("site"), view["permit"].get("area")
                held = {norm_role(r) for r in held_roles(person, *where)}
                open_roles = [r for r in required if not r.get("signedBy") and norm_role(r["role"]) in held]
                open_roles.sort(key=lambda r: norm_role(r["role"]) != hint)
                if not open_roles:
                    lines.append(f"{pid}: none of the sign-offs it still needs is a role you hold here")
                for candidate in open_roles[:1]:
                    args = {"permitId": pid, "role": candidate["role"], "person": person_id}
                    try:
                        view = await self.call(ctx, "permits_signoff", args)
                        mine = candidate
                        lines.append(f"{pid}: signed as {candidate['role']} by {person_id}")
                    except ToolRejected as exc:
                        lines.append(f"{pid}: sign-off as {candidate['role']} refused — {exc.message}")
                    except ToolUnavailable as exc:
                        raise ReviewFailure.of_tool("permits_signoff", exc) from exc
            else:
                lines.append(f"{pid}: already signed as {mine['role']} by {person_id}")
            required = view.get("requiredSignoffs") or []
            unsigned = [r for r in required if not r.get("signedBy")]
            if not unsigned and mine is not None:
                args = {
                    "permitId": pid, "to": "issued", "role": mine["role"], "person": person_id,
                    "reason": f"approved in review session {ctx.session.id}",
                }  # fmt: skip
                try:
                    view = await self.call(ctx, "permits_transition", args)
                    lines.append(f"{pid}: issued")
                except ToolRejected as exc:
                    lines.append(f"{pid}: issue refused — {exc.message}")
                except ToolUnavailable as exc:
                    raise ReviewFailure.of_tool("permits_transition", exc) from exc
            missing += [{"permitId": pid, "role": r["role"], "ruleId": r["ruleId"]} for r in unsigned]
            views.append(view)
        validations = {v.permitId: v for v in permit_set.validations}
        stored = set_from_views(permit_set.workOrderId, views, validations, permit_set)
        return {
            "lines": lines,
            "missing": missing,
            "allIssued": all(v["status"] == "issued" for v in views),
            "records": [lifecycle_of(v) for v in views],
            "permit_set": stored,
        }
