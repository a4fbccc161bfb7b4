"""The permit of record, as the review conversation reaches it: the lifecycle tools over MCP, never client state.

The review used to keep its permit set in session state only, so accepted edits never reached the stored permit
and "approval" changed nothing in the lifecycle. These helpers are the one way the review reads and writes the
stored drafts: who the signed-in person is (`people_get`), the open draft set of a work order
(`permits_for_work_order`), each permit as stored (`permits_get`), a revision of a draft (`pdf_render` with an audit
row), the requester (`permits_request`), sign-offs (`permits_signoff`) and issue (`permits_transition`). The acting
person is always the verified token subject, passed by directory id; the tools check role, site/area, competency and
distinct people.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.hazards import from_report, hazard_args
from agent_client.review.models import PermitSet, ReviewFailure
from agent_client.review.nodes import ReviewNode
from agent_client.schemas import ErrorCode, Permit, Validation
from agent_client.toolbox import ToolRejected, ToolUnavailable


def norm_role(role: str) -> str:
    return " ".join(role.lower().split())


def held_roles(person: dict[str, Any], site: str | None = None, area: str | None = None) -> list[str]:
    """Rulebook roles the directory grants the person at this site/area ('*' = anywhere)."""

    def covers(granted: str, actual: str | None) -> bool:
        return granted == "*" or (actual is not None and norm_role(granted) == norm_role(actual))

    return [
        g["role"]
        for g in person.get("roles") or []
        if covers(g.get("site", "*"), site) and covers(g.get("area", "*"), area)
    ]


async def signed_in_person(node: ReviewNode, ctx: InvocationContext, subject: str, embedded: bool) -> dict[str, Any]:
    """The directory entry of the token's subject (an OIDC subject is mapped by the directory); 403 when unknown."""
    args = {"personId": subject} if embedded else {"subject": subject}
    try:
        person = await node.call(ctx, "people_get", args)
    except ToolUnavailable as exc:
        raise ReviewFailure.of_tool("people_get", exc) from exc
    except ToolRejected as exc:
        raise ReviewFailure(
            403, ErrorCode.ERR_UNAUTHORIZED, f"the signed-in subject {subject[:80]!r} is not in the people directory",
            {"tool": "people_get", "toolMessage": exc.message},
        ) from exc  # fmt: skip
    if not person.get("active", True):
        raise ReviewFailure(403, ErrorCode.ERR_UNAUTHORIZED, f"{person['id']} is deactivated in the people directory")
    return person


async def permit_view(node: ReviewNode, ctx: InvocationContext, permit_id: str) -> dict[str, Any]:
    return await node.call_or_fail(ctx, "permits_get", {"permitId": permit_id})


async def open_drafts(node: ReviewNode, ctx: InvocationContext, work_order_id: str) -> list[dict[str, Any]]:
    """The work order's open draft set as stored: the newest draft of each permit type, as `permits_get` views."""
    listed = await node.call_or_fail(ctx, "permits_for_work_order", {"workOrderId": work_order_id, "status": "draft"})
    newest: dict[str, str] = {}
    for entry in listed.get("permits") or []:
        newest[entry["permitType"]] = entry["permitId"]
    return [await permit_view(node, ctx, pid) for pid in newest.values()]


async def required_types(node: ReviewNode, ctx: InvocationContext, work_order: dict[str, Any]) -> list[str]:
    """Every permit type `hazards_identify` calls for on this work order (the rulebook's floor for the set)."""
    report = await node.call_or_fail(ctx, "hazards_identify", hazard_args(work_order))
    return list(dict.fromkeys(t for h in from_report(report) for t in h.permitTypes))


def lifecycle_of(view: dict[str, Any]) -> dict[str, Any]:
    """What the preview shows of a stored permit beside its content."""
    keys = ("permitId", "status", "requestedBy", "requiredSignoffs", "signoffs", "pdfUrl", "people")
    return {k: view.get(k) for k in keys}


def set_from_views(
    work_order_id: str, views: list[dict[str, Any]], validations: dict[str, Validation], base: PermitSet | None = None
) -> PermitSet:
    """The permit set as stored: each permit's content from `permits_get`, its verdict from the rulebook."""
    permits = [Permit.model_validate(v["permit"]) for v in views]
    return PermitSet(
        workOrderId=work_order_id,
        permits=permits,
        validations=[validations[p.permitId] for p in permits if p.permitId in validations],
        policyVersion=base.policyVersion if base else None,
        runId=base.runId if base else None,
    )


async def ensure_requested(node: ReviewNode, ctx: InvocationContext, view: dict[str, Any], owner: str) -> dict:
    """Record the session owner as the requester of a draft nobody has requested yet."""
    if view.get("requestedBy") or view.get("status") != "draft":
        return view
    return await node.call_or_fail(ctx, "permits_request", {"permitId": view["permitId"], "requestedBy": owner})


async def may_join(node: ReviewNode, ctx: InvocationContext, person: dict[str, Any], permit_ids: list[str]) -> bool:
    """Another person may join a session only holding, at the permit's site/area, a sign-off role one of its
    permits requires (an approver); everyone else is refused."""
    for permit_id in permit_ids:
        view = await permit_view(node, ctx, permit_id)
        permit = view.get("permit") or {}
        held = {norm_role(r) for r in held_roles(person, permit.get("site"), permit.get("area"))}
        if any(norm_role(r["role"]) in held for r in view.get("requiredSignoffs") or []):
            return True
    return False
