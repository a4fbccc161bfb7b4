"""permits.*: the permit lifecycle as tools — the agent proposes an action, these tools check and apply it.

State rules live in mcp_server.rules.lifecycle, storage in mcp_server.db.lifecycle; this module maps them onto MCP
tools, runs the rulebook where a step needs a verdict (issue without a validation, re-activation after a
suspension), and re-renders the permit PDF with its sign-offs and audit trail. A step that re-renders stages the
PDF under its content key inside its database transaction, commits the state change, its audit entry and the PDF
row together, and only then publishes the alias (`mcp_server.pdf.versions`); a failed commit removes the staged
PDF, so nothing the database does not name is left behind.
"""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from common.ids import WORK_ORDER_ID_PATTERN
from mcp_server.auth.caller import acting_person
from mcp_server.deps import Deps
from mcp_server.permits.field import Person, detect_conflicts
from mcp_server.permits.lifecycle import AuditResult, Lifecycle, PermitId, PermitView, Reason, Role, Target
from mcp_server.permits.types import resolve_permit_type
from mcp_server.rules.lifecycle import PermitStatus

__all__ = ["Lifecycle", "PermitView", "register"]


class WorkOrderPermit(BaseModel):
    permitId: str
    permitType: str
    status: str


class WorkOrderPermits(BaseModel):
    workOrderId: str
    permits: list[WorkOrderPermit]


def register(server: MCPServer, deps: Deps) -> None:
    lc = Lifecycle(deps)
    remote = (deps.settings.blob_url or "").startswith("gs://")
    read = ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False)

    @server.tool(
        name="permits_get",
        title="permits.get",
        description=(
            "Get a saved permit's lifecycle state: status, the statuses it may move to now (allowedTransitions), "
            "whether it has lapsed, requester, validity window, the sign-offs the rulebook requires for its type "
            "and who gave them, the latest validation (status, errors, warnings) and the URL of its latest PDF. "
            "Call it before permits_signoff or permits_transition to see what is missing."
        ),
        annotations=read,
    )
    def permits_get(permitId: PermitId) -> PermitView:
        return lc.view(lc.record(permitId))

    @server.tool(
        name="permits_for_work_order",
        title="permits.for_work_order",
        description=(
            "The permits stored for one work order, oldest first, with id, type and status (give status, e.g. "
            "'draft', to list only those). The review conversation uses it to reopen a work order's open draft set "
            "instead of allocating new permit ids for the same job."
        ),
        annotations=read,
    )
    def permits_for_work_order(
        workOrderId: Annotated[str, Field(pattern=WORK_ORDER_ID_PATTERN, description="e.g. WO-10024")],
        status: Annotated[PermitStatus | None, Field(description="only permits in this status")] = None,
    ) -> WorkOrderPermits:
        stored = lc.stored(lambda: deps.db.permits_for_work_order(workOrderId, status.value if status else None))
        return WorkOrderPermits(
            workOrderId=workOrderId,
            permits=[WorkOrderPermit(permitId=p.permitId, permitType=p.permitType, status=p.status) for p in stored],
        )

    @server.tool(
        name="permits_request",
        title="permits.request",
        description=(
            "Record who requested a draft permit (the performing authority asking for the work). Required before "
            "any sign-off: the requester may not sign, issue or extend their own permit. Cannot be changed once "
            "someone has signed. Recording the same requester again changes nothing. The requester is a people-"
            "directory person: the token's subject over HTTP with a person's token, else requestedBy (an id). "
            "The request is checked for SIMOPS against planned, issued and live permits at the site whose windows "
            "overlap, by location (equipment, plot-plan coordinates or grid cell, else area), shared isolations and "
            "named conflict pairs (hot work vs line break / vehicle entry / confined-space venting): see "
            "simopsConflicts."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def permits_request(permitId: PermitId, requestedBy: Person = None) -> PermitView:
        requester = acting_person(deps, requestedBy, "requestedBy")
        record = lc.stored(lambda: deps.db.request_permit(permitId, requester))
        detect_conflicts(deps, permitId)
        return lc.view(record)

    @server.tool(
        name="permits_signoff",
        title="permits.signoff",
        description=(
            "Sign a draft permit in one of the roles the rulebook requires for its type (see requiredSignoffs in "
            "permits_get). Each role needs a different person; the requester cannot sign; one person cannot sign "
            "two roles. Editing the permit afterwards voids earlier sign-offs. Signing the same role again as the "
            "same person changes nothing. The signer (the token's subject over HTTP with a person's token, else "
            "person, a people-directory id) must hold the role at the permit's site/area with a current competency; "
            "otherwise the refusal names the rule. Recorded with person, role and time in the audit trail."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def permits_signoff(permitId: PermitId, role: Role, person: Person = None) -> PermitView:
        signer = acting_person(deps, person)
        record = lc.record(permitId)
        return lc.view(lc.stored(lambda: deps.db.sign_permit(permitId, signer, role, lc.rules_for(record))))

    @server.tool(
        name="permits_transition",
        title="permits.transition",
        description=(
            "Move a permit through its lifecycle: draft→issued|cancelled; issued→active|cancelled; "
            "active→suspended|closed_complete|closed_incomplete; suspended→active|closed_incomplete|cancelled. "
            "Issue needs a requester, every required sign-off by distinct people, a latest validation that is not "
            "Fail (the rulebook is run if none is recorded), an actor in a required role who is not the requester, "
            "and a permit that has not lapsed; it sets the validity window if missing and re-renders the PDF with "
            "the signatures and audit trail. Re-activating a suspended permit re-runs the rulebook first. A lapsed "
            "permit cannot be activated: use permits_reissue. Illegal moves are refused naming the allowed ones. "
            "The actor (token subject over HTTP with a person's token, else person, a directory id) must hold the "
            "role they act in at the permit's site/area with a current competency, unless they act as its requester. "
            "Field hold points (rule id in the error's details.ruleId): issued→active is the acceptance and only the "
            "performing authority (requester) may do it; a permit that depends on isolation needs its certificates "
            "verified; Hot Work and Confined Space need a passing gas test within the retest interval (after a "
            "suspension: a retest); issue and activation wait for acknowledged SIMOPS conflicts; closed_complete "
            "needs an accepted hand-back and, for Hot Work, the post-work fire watch to have run."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=remote
        ),
    )
    def permits_transition(
        permitId: PermitId,
        to: Annotated[Target, Field(description="the status to move to")],
        role: Role,
        reason: Reason,
        person: Person = None,
    ) -> PermitView:
        return lc.transition(permitId, to, acting_person(deps, person), role, reason)

    @server.tool(
        name="permits_extend",
        title="permits.extend",
        description=(
            "Extend the validity of an issued, active or suspended permit that has NOT lapsed, by whole hours, up "
            "to the rulebook's maximum validity for its type counted from validFrom. A lapsed permit cannot be "
            "extended: re-issue it with permits_reissue. The actor needs a required sign-off role and may not be "
            "the requester, and must hold that role in the people directory. The PDF is re-rendered."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=remote
        ),
    )
    def permits_extend(
        permitId: PermitId,
        hours: Annotated[int, Field(ge=1, le=24 * 31, description="hours to add to validTo")],
        role: Role,
        reason: Reason,
        person: Person = None,
    ) -> PermitView:
        person = acting_person(deps, person)
        record = lc.record(permitId)
        max_hours = deps.rulebook.rules.for_type(resolve_permit_type(record.permit.typeCode)).validity_hours_max.hours
        rules = lc.rules_for(record)
        return lc.apply(
            lambda render: deps.db.extend_permit(
                permitId, hours, person, role, reason, rules, max_hours, render=render
            ),
            pdf_required=False,
        )

    @server.tool(
        name="permits_reissue",
        title="permits.reissue",
        description=(
            "Re-issue a lapsed permit (or one closed incomplete or cancelled) as a NEW draft permit with a new id "
            "that cross-references the old one; a live lapsed permit is closed (issued→cancelled, "
            "active/suspended→closed_incomplete). The new draft keeps the content and requester but needs a fresh "
            "validation and all sign-offs again. The actor is checked in the people directory. Returns the new permit."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
        ),
    )
    def permits_reissue(permitId: PermitId, role: Role, reason: Reason, person: Person = None) -> PermitView:
        person = acting_person(deps, person)
        record = lc.record(permitId)
        rules = lc.rules_for(record)
        return lc.view(lc.stored(lambda: deps.db.reissue_permit(permitId, person, role, reason, rules)))

    @server.tool(
        name="permits_audit",
        title="permits.audit",
        description=(
            "The append-only audit trail of a permit, oldest first: every request, sign-off, transition, "
            "extension and re-issue with when, who, role, from→to status, reason and details. Entries can never "
            "be edited or deleted; chainIntact is false and brokenLink names the first altered or missing row when "
            "the hash chain over the entries and sign-offs no longer holds."
        ),
        annotations=read,
    )
    def permits_audit(permitId: PermitId) -> AuditResult:
        record = lc.record(permitId)
        broken = lc.stored(lambda: deps.db.verify_audit(permitId))
        return AuditResult(
            permitId=permitId, status=record.permit.status, entries=record.audit, chainIntact=not broken,
            brokenLink=broken[0] if broken else None,
        )  # fmt: skip
