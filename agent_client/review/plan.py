"""Plan: reopen or create the permit set (the A1–A4 pipeline), or read the requested changes and apply them under the
rulebook, writing each accepted change to the stored draft (the permit of record).

plan_setup ─ created ─→ finalize
           └ refine ──→ change_planner → plan_apply → finalize

change_planner is the deterministic parser (`rules` engine) or an LlmAgent (gemini / openai) whose instruction
provider hands it the permit set, the rulebook's required items and the message as JSON, and whose output schema
is `ChangeRequest`. Either way plan_apply (the `Applier`) is what changes permits, and the rulebook judges.
"""

from __future__ import annotations

import json
from typing import Any

from google.adk.agents import LlmAgent
from google.adk.agents.callback_context import CallbackContext
from google.adk.agents.invocation_context import InvocationContext
from google.adk.agents.readonly_context import ReadonlyContext
from google.genai import types
from pydantic import Field

from agent_client.agents.llm import LLM_RETRY, LLM_TIMEOUT_S
from agent_client.agents.validator import evaluate
from agent_client.pipeline import PipelineError
from agent_client.review.apply import Applier
from agent_client.review.changes import PERMIT_TYPE_WORDS, parse_changes
from agent_client.review.models import ChangeOutcome, ChangeRequest, PermitSet, ReviewFailure
from agent_client.review.nodes import PLANNER, ReviewNode
from agent_client.review.record import (
    ensure_requested,
    lifecycle_of,
    may_join,
    open_drafts,
    permit_view,
    required_types,
    set_from_views,
)
from agent_client.schemas import ErrorCode

CREATED = "created"
REFINE = "refine"


class PlanSetup(ReviewNode):
    """When the session has no live permit set: reopen the work order's open draft set as stored, or run the permit
    pipeline (which stores its drafts) when there is none. Either way the set shown is read back from the database,
    the session owner is recorded as requester, and the permit types the hazards call for are kept for approval."""

    pipeline: Any = Field(description="an open agent_client.pipeline.Pipeline sharing this service's toolset")

    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        state = ctx.session.state
        if state.get("permit_set") is not None and state.get("step") != "finalized":
            return {}, REFINE
        work_order_id = state["request_work_order_id"]
        owner = state.get("owner") or state.get("user_id")
        delta: dict[str, Any] = {"work_order_id": work_order_id, "plan_kind": CREATED}
        views = await open_drafts(self, ctx, work_order_id)
        base: PermitSet | None = None
        if views:  # asking again for the same work order: its open drafts, not new permit ids
            work_order = await self.call_or_fail(ctx, "workorders_get_workorder_by_id", {"id": work_order_id})
            try:
                args = {"lat": work_order["latitude"], "lon": work_order["longitude"]}
                weather = await self.call_or_fail(ctx, "weather_get_weather_data", args)
            except (ReviewFailure, KeyError):
                weather = None  # the rulebook then warns that weather must be checked on site
            delta.update(work_order=work_order, weather=weather, policies={})
            requester = next((v["requestedBy"] for v in views if v.get("requestedBy")), None)
            if requester and requester != owner:
                person = state.get("user_person") or {}
                if not await may_join(self, ctx, person, [v["permitId"] for v in views]):
                    raise ReviewFailure(
                        403, ErrorCode.ERR_UNAUTHORIZED,
                        f"the open draft set of {work_order_id} was requested by {requester}; {owner} may join it "
                        "only holding a sign-off role its permits require",
                        {"owner": requester, "person": owner},
                    )  # fmt: skip
                delta["owner"] = owner = requester
        else:
            try:
                result = await self.pipeline.run(work_order_id)
            except PipelineError as exc:
                failure = exc.failure
                raise ReviewFailure(exc.status_code, failure.error_code, failure.message, failure.details) from exc
            run_state = await self.pipeline.session_state()
            work_order = run_state.get("work_order") or {}
            delta.update(
                work_order=work_order, weather=run_state.get("weather"), policies=run_state.get("policies") or {}
            )
            base = PermitSet(
                workOrderId=work_order_id, permits=result.permits, validations=result.validations,
                policyVersion=result.runMeta.policyVersion, runId=result.runMeta.runId,
            )  # fmt: skip
            views = [await permit_view(self, ctx, p.permitId) for p in result.permits]
        views = [await ensure_requested(self, ctx, v, owner) for v in views]
        verdict_state = {**dict(state), **delta}
        validations = {
            v["permitId"]: await evaluate(self, ctx, v["permit"], verdict_state) for v in views
        }  # the rulebook's verdict on the stored content
        permit_set = set_from_views(work_order_id, views, validations, base)
        delta["permit_set"] = permit_set.model_dump(mode="json", exclude_none=True)
        delta["records"] = [lifecycle_of(v) for v in views]
        delta["required_types"] = await required_types(self, ctx, delta["work_order"])
        return delta, CREATED


class RulesPlanner(ReviewNode):
    """The `rules` engine's change planner: the deterministic parser of `changes.py`."""

    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        request = parse_changes(ctx.session.state.get("user_message") or "")
        return {"requested_changes": request.model_dump(mode="json")}, None


class PlanApply(ReviewNode):
    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        state = ctx.session.state
        request = ChangeRequest.model_validate(state.get("requested_changes") or {})
        if not request.changes:
            return {"plan_kind": "unchanged", "plan_outcomes": [], "plan_note": request.note}, None
        applier = Applier(self, ctx, PermitSet.model_validate(state["permit_set"]), state.get("policies") or {})
        outcomes = await applier.apply(request.changes)
        changed = any(o.applied for o in outcomes)
        delta: dict[str, Any] = {
            "plan_kind": "updated" if changed else "unchanged",
            "plan_outcomes": [o.model_dump(mode="json") for o in outcomes],
            "plan_note": request.note,
            "policies": applier.policies,
        }
        if changed:
            delta.update(await self.write_revisions(ctx, applier, outcomes))
        return delta, None

    async def write_revisions(
        self, ctx: InvocationContext, applier: Applier, outcomes: list[ChangeOutcome]
    ) -> dict[str, Any]:
        """Every accepted change goes to the stored draft as a new revision: `pdf_render` replaces the draft's
        content (voiding sign-offs given on the old content), re-renders its PDF and writes an audit row naming
        the person; the set shown afterwards is read back from the database."""
        state = ctx.session.state
        person = state.get("user_id")
        owner = state.get("owner") or person
        changed: dict[str, list[str]] = {}
        for outcome in outcomes:
            for permit_id in outcome.appliedTo:
                change = outcome.change
                what = f"{change.op.removesuffix('_item')} {change.item}" if change.item else change.text or change.op
                changed.setdefault(permit_id, []).append(what)
        permit_set = applier.permit_set
        validations = {v.permitId: v for v in permit_set.validations}
        for permit in permit_set.permits:
            if permit.permitId not in changed and not self.stored_differs(state, permit):
                continue
            notes = changed.get(permit.permitId) or ["cross-reference to an added permit"]
            note = "; ".join(dict.fromkeys(notes))[:1900]
            args = {
                "permit": permit.model_dump(mode="json", exclude_none=True),
                "validation": validations[permit.permitId].model_dump(mode="json", exclude_none=True),
                "workOrder": state.get("work_order"),
                "revisedBy": person,
                "revisionNote": f"review: {note}",
            }
            await self.call_or_fail(ctx, "pdf_render", args)
        views = [await permit_view(self, ctx, p.permitId) for p in permit_set.permits]
        views = [await ensure_requested(self, ctx, v, owner) for v in views]
        stored = set_from_views(permit_set.workOrderId, views, validations, permit_set)
        return {
            "permit_set": stored.model_dump(mode="json", exclude_none=True),
            "records": [lifecycle_of(v) for v in views],
        }

    @staticmethod
    def stored_differs(state: Any, permit: Any) -> bool:
        """True when the permit is new to the set or its content differs from the one last read from the store."""
        before = {p["permitId"]: p for p in (state.get("permit_set") or {}).get("permits", [])}
        old = before.get(permit.permitId)
        return old is None or old != permit.model_dump(mode="json", exclude_none=True)


def _required(policy: dict[str, Any]) -> dict[str, Any]:
    items = {
        field: [
            {"text": i.get("text"), "ruleId": i.get("ruleId")}
            for i in policy.get(field) or []
            if isinstance(i, dict) and i.get("required")
        ]
        for field in ("controls", "ppe", "signOffRoles", "attachmentsRequired")
    }
    return {**items, "validityHoursMax": policy.get("validityHoursMax"), "validityRuleId": policy.get("validityRuleId")}


def planner_instruction(ctx: ReadonlyContext) -> str:
    """JSON, not `{key}` templating (which would insert Python reprs)."""
    s = ctx.state
    permit_set = s.get("permit_set") or {}
    permits = [
        {k: p.get(k) for k in ("permitId", "type", "controls", "ppe", "signOffRoles", "attachmentsRequired")}
        | {"validityHours": p.get("validityHours")}
        for p in permit_set.get("permits", [])
    ]
    errors = {v["permitId"]: v.get("errors", []) for v in permit_set.get("validations", [])}
    required = {t: _required(p) for t, p in (s.get("policies") or {}).items()}
    context = {
        "message": s.get("user_message"),
        "senderRole": s.get("user_role"),
        "permits": permits,
        "ruleErrors": errors,
        "rulebookRequired": required,
        "permitTypes": sorted(set(PERMIT_TYPE_WORDS.values())),
    }
    return (
        "You turn a permit reviewer's message into a list of changes to the permit set below. Ops: add_item / "
        "remove_item (field: controls, ppe, signOffRoles or attachmentsRequired; item: the item's words), "
        "set_validity (hours), add_permit (permitType: one of permitTypes). Put permit types a change is limited to "
        "in permitTypes, and the words of the request in text. Return no change for approvals, questions or context "
        "('this is inside the vessel'). Never decide whether a change is allowed: the rulebook checks every change "
        "and refuses what it forbids. Use note for anything you could not map.\n"
        f"REVIEW:\n{json.dumps(context, indent=1, default=str)}"
    )


def _skip_after_failure(callback_context: CallbackContext) -> types.Content | None:
    if not callback_context.state.get("review_failure"):
        return None
    return types.Content(role="model", parts=[types.Part(text=ChangeRequest().model_dump_json())])


def build_llm_planner(model: Any) -> LlmAgent:
    """`model`: a model name (Gemini) or a BaseLlm (OpenAI-compatible, or a scripted model in tests)."""
    return LlmAgent(
        name=PLANNER,
        model=model,
        instruction=planner_instruction,
        output_schema=ChangeRequest,
        output_key="requested_changes",
        generate_content_config=types.GenerateContentConfig(temperature=0.0),
        before_agent_callback=_skip_after_failure,
        retry_config=LLM_RETRY,
        timeout=LLM_TIMEOUT_S,
    )
