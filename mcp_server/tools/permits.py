"""permits.*: the permit lifecycle as tools — the agent proposes an action, these tools check and apply it.

State rules live in mcp_server.rules.lifecycle, storage in mcp_server.db.lifecycle; this module maps them onto MCP
tools, runs the rulebook where a step needs a verdict (issue without a validation, re-activation after a
suspension), and re-renders the permit PDF with its sign-offs and audit trail. A step that re-renders writes the
PDF inside its database transaction and puts the blob back as it was if the commit fails (`BlobUndo`), so the
state change, its audit entry, the PDF row and the PDF itself are kept together or not at all.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from datetime import datetime
from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field
from sqlalchemy.exc import SQLAlchemyError

from common.failures import ErrorCode
from mcp_server.db.errors import StorageError
from mcp_server.db.field import ConflictView
from mcp_server.db.lifecycle import AuditEntry, PdfRef, PermitRecord, Renderer
from mcp_server.db.models import utcnow
from mcp_server.deps import Deps
from mcp_server.errors import tool_failure
from mcp_server.pdf.audit import AuditLine, LifecycleContext, SignedBox
from mcp_server.pdf.blobstore import BlobStoreError, BlobUndo
from mcp_server.pdf.form import DEFAULT_MAX_BYTES, FormInputError, PdfTooLarge, WorkOrderContext, render_permit_pdf
from mcp_server.permits.contracts import PERMIT_ID_PATTERN, Permit, Validation
from mcp_server.permits.types import resolve_permit_type
from mcp_server.rules.engine import evaluate
from mcp_server.rules.field import HoldPointError, policy_for
from mcp_server.rules.lifecycle import TRANSITIONS, LifecycleError, PermitStatus, RoleRule, SignoffView, role_rules
from mcp_server.tools.isolations import detect_conflicts, field_form
from mcp_server.tools.pdf import pdf_key, record_failure
from mcp_server.workorders.model import WorkOrderFileError, WorkOrderNotFound

PermitId = Annotated[str, Field(pattern=PERMIT_ID_PATTERN, max_length=40, description="e.g. PERM-HW-0001")]
Person = Annotated[str, Field(min_length=2, max_length=120, description="full name of the person acting")]
Role = Annotated[
    str,
    Field(
        min_length=2,
        max_length=120,
        description="the role the person acts in, as the rulebook names it for this permit type "
        "(see requiredSignoffs in permits_get, e.g. 'Supervisor', 'HSE', 'Area Authority'; aliases accepted)",
    ),
]
Reason = Annotated[str, Field(min_length=3, max_length=2000, description="why; recorded in the audit trail")]
Target = Literal["issued", "active", "suspended", "closed_complete", "closed_incomplete", "cancelled"]


class RequiredSignoff(BaseModel):
    ruleId: str
    role: str
    signedBy: str | None = Field(description="who signed this role on the current permit content, if anyone")


class ValidationSummary(BaseModel):
    status: str
    errors: list[str]
    warnings: list[str]
    recordedAt: datetime


class PermitView(BaseModel):
    permitId: str
    permitType: str
    status: str
    allowedTransitions: list[str] = Field(description="statuses permits_transition may move this permit to now")
    lapsed: bool = Field(description="validTo has passed: re-issue instead of extending or re-activating")
    requestedBy: str | None
    validFrom: datetime | None
    validTo: datetime | None
    requiredSignoffs: list[RequiredSignoff]
    signoffs: list[SignoffView]
    latestValidation: ValidationSummary | None
    pdfUrl: str | None
    pdfError: str | None = Field(default=None, description="set when the step succeeded but the PDF did not update")
    reissueOf: str | None
    reissuedAs: list[str]
    permit: Permit
    simopsConflicts: list[ConflictView] = Field(
        default_factory=list,
        description="SIMOPS conflicts by location with planned, issued and live permits; each must be acknowledged "
        "by both permits' issuing authorities (simops_acknowledge) before either is issued or activated",
    )


class AuditResult(BaseModel):
    permitId: str
    status: str
    entries: list[AuditEntry]


def _fail(exc: Exception, blobs: BlobUndo | None = None) -> ToolError:
    if isinstance(exc, HoldPointError) and not (blobs and blobs.problems):
        return tool_failure(ErrorCode.ERR_TOOL_REJECTED, str(exc), ruleId=exc.rule_id, source=exc.source)
    if isinstance(exc, (LifecycleError, StorageError)) and not (blobs and blobs.problems):
        return ToolError(str(exc))
    return record_failure(exc, blobs)


class Lifecycle:
    """The tool bodies, sharing the rulebook, the database and the PDF renderer."""

    def __init__(self, deps: Deps) -> None:
        self.deps = deps

    def rules_for(self, record: PermitRecord) -> list[RoleRule]:
        return role_rules(self.deps.rulebook, record.permit.typeCode)

    def view(self, record: PermitRecord, pdf_error: str | None = None) -> PermitView:
        rules = self.rules_for(record)
        current = {s.ruleId: s.person for s in record.signoffs if s.current}
        snap = record.snapshot()
        v = record.latestValidation
        return PermitView(
            permitId=record.permit.permitId,
            permitType=record.permit.permitType,
            status=record.permit.status,
            allowedTransitions=[s.value for s in TRANSITIONS[snap.status]],
            lapsed=snap.lapsed(utcnow()),
            requestedBy=record.requestedBy,
            validFrom=record.permit.validFrom,
            validTo=record.permit.validTo,
            requiredSignoffs=[
                RequiredSignoff(ruleId=r.ruleId, role=r.role, signedBy=current.get(r.ruleId)) for r in rules
            ],
            signoffs=record.signoffs,
            latestValidation=ValidationSummary(
                status=v.validation.validationStatus,
                errors=v.validation.errors,
                warnings=v.validation.warnings,
                recordedAt=v.createdAt,
            )
            if v
            else None,  # fmt: skip
            pdfUrl=record.pdf.url if record.pdf else None,
            pdfError=pdf_error,
            reissueOf=record.reissueOf,
            reissuedAs=record.reissuedAs,
            permit=record.permit.permit,
            simopsConflicts=self.deps.db.conflicts_for(record.permit.permitId),
        )

    def record(self, permit_id: str) -> PermitRecord:
        try:
            return self.deps.db.permit_record(permit_id)
        except (StorageError, SQLAlchemyError) as exc:
            raise _fail(exc) from None

    def revalidate(self, record: PermitRecord) -> Validation:
        """The rulebook's verdict on the stored permit, as a validation to record."""
        result = evaluate(record.permit.permit, self.deps.rulebook.rules)
        return Validation.model_validate(result.model_dump())

    def render(self, record: PermitRecord, blobs: BlobUndo) -> PdfRef:
        """Draw the permit with its sign-offs and audit trail, store it as permits/<id>.pdf (undoably)."""
        if record.latestValidation is None:
            raise LifecycleError(f"permit {record.permit.permitId} has no validation to print")
        permit = record.permit.permit
        rules = self.rules_for(record)
        signed: dict[str, SignedBox] = {}
        boxes = {
            s.ruleId: SignedBox(role=s.role, person=s.person, signedAt=s.signedAt) for s in record.signoffs if s.current
        }
        for printed in permit.signOffRoles:
            rule = next((r for r in rules if r.matches(printed) and r.ruleId in boxes), None)
            if rule is not None and printed not in signed:
                signed[printed] = boxes.pop(rule.ruleId)
        lifecycle = LifecycleContext(
            status=record.permit.status,
            requestedBy=record.requestedBy,
            signed=signed,
            otherSignoffs=list(boxes.values()),
            audit=[AuditLine(**e.model_dump(include=set(AuditLine.model_fields))) for e in record.audit],
            reissueOf=record.reissueOf,
            field=field_form(self.deps.db, record),
            statusUrl=self.deps.settings.status_url.replace("{permitId}", permit.permitId),
        )
        max_bytes = getattr(self.deps.settings, "pdf_max_bytes", DEFAULT_MAX_BYTES)
        try:
            rendered = render_permit_pdf(
                permit, record.latestValidation.validation, self.work_order(permit.workOrderId),
                policy_version=self.deps.rulebook.policy_version, max_bytes=max_bytes, lifecycle=lifecycle,
            )  # fmt: skip
            url = blobs.put(pdf_key(permit.permitId), rendered.data, "application/pdf")
        except (FormInputError, PdfTooLarge, BlobStoreError) as exc:
            raise LifecycleError(f"the permit PDF could not be rendered or stored: {exc}") from None
        return PdfRef(url=url, sha256=hashlib.sha256(rendered.data).hexdigest(), sizeBytes=len(rendered.data))

    def work_order(self, work_order_id: str | None) -> WorkOrderContext | None:
        if not work_order_id:
            return None
        try:
            return WorkOrderContext.model_validate(self.deps.workorders.get(work_order_id).model_dump())
        except (WorkOrderNotFound, WorkOrderFileError):
            return None

    def apply(self, step: Callable[[Renderer], PermitRecord], *, pdf_required: bool) -> PermitView:
        """Run a database step that re-renders the PDF inside its transaction; undo the blob write if it fails.

        With `pdf_required` (issue) a PDF that cannot be rendered or stored refuses the step; otherwise the step
        goes ahead (a suspension must not wait on the blob store) and the view reports it in pdfError.
        """
        blobs = BlobUndo(self.deps.blobstore)
        problems: list[str] = []

        def render(record: PermitRecord) -> PdfRef | None:
            try:
                return self.render(record, blobs)
            except LifecycleError as exc:
                if pdf_required:
                    raise
                problems.append(str(exc))
                return None

        try:
            with blobs:
                result = step(render)
        except (LifecycleError, StorageError, SQLAlchemyError) as exc:
            raise _fail(exc, blobs) from None
        return self.view(result, pdf_error=problems[0] if problems else None)

    def transition(self, permit_id: str, to: str, person: str, role: str, reason: str) -> PermitView:
        record = self.record(permit_id)
        target = PermitStatus(to)
        reactivating = target == PermitStatus.ACTIVE and record.permit.status == PermitStatus.SUSPENDED
        unvalidated = target == PermitStatus.ISSUED and record.latestValidation is None
        validation = self.revalidate(record) if reactivating or unvalidated else None
        holds = policy_for(record.permit.permit, self.deps.rulebook, self.deps.field_rules)
        if target in (PermitStatus.ISSUED, PermitStatus.ACTIVE):
            try:
                detect_conflicts(self.deps, permit_id)
            except (LifecycleError, StorageError, SQLAlchemyError) as exc:
                raise _fail(exc) from None
        return self.apply(
            lambda render: self.deps.db.transition_permit(
                permit_id, to, person, role, reason, self.rules_for(record), validation=validation,
                ruleset_version=self.deps.rulebook.policy_version, render=render, holds=holds,
            ),
            pdf_required=target == PermitStatus.ISSUED,
        )  # fmt: skip


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
        name="permits_request",
        title="permits.request",
        description=(
            "Record who requested a draft permit (the performing authority asking for the work). Required before "
            "any sign-off: the requester may not sign, issue or extend their own permit. Cannot be changed once "
            "someone has signed. Recording the same requester again changes nothing. The request is checked for "
            "SIMOPS against planned, issued and live permits at the site whose windows overlap, by location "
            "(equipment, plot-plan coordinates or grid cell, else area), shared isolations and named conflict pairs "
            "(hot work vs line break / vehicle entry / confined-space venting): see simopsConflicts."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def permits_request(permitId: PermitId, requestedBy: Person) -> PermitView:
        try:
            record = deps.db.request_permit(permitId, requestedBy)
            detect_conflicts(deps, permitId)
            return lc.view(record)
        except (LifecycleError, StorageError, SQLAlchemyError) as exc:
            raise _fail(exc) from None

    @server.tool(
        name="permits_signoff",
        title="permits.signoff",
        description=(
            "Sign a draft permit in one of the roles the rulebook requires for its type (see requiredSignoffs in "
            "permits_get). Each role needs a different person; the requester cannot sign; one person cannot sign "
            "two roles. Editing the permit afterwards voids earlier sign-offs. Signing the same role again as the "
            "same person changes nothing. Recorded with person, role and time in the audit trail."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def permits_signoff(permitId: PermitId, person: Person, role: Role) -> PermitView:
        record = lc.record(permitId)
        try:
            return lc.view(deps.db.sign_permit(permitId, person, role, lc.rules_for(record)))
        except (LifecycleError, StorageError, SQLAlchemyError) as exc:
            raise _fail(exc) from None

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
        person: Person,
        role: Role,
        reason: Reason,
    ) -> PermitView:
        return lc.transition(permitId, to, person, role, reason)

    @server.tool(
        name="permits_extend",
        title="permits.extend",
        description=(
            "Extend the validity of an issued, active or suspended permit that has NOT lapsed, by whole hours, up "
            "to the rulebook's maximum validity for its type counted from validFrom. A lapsed permit cannot be "
            "extended: re-issue it with permits_reissue. The actor needs a required sign-off role and may not be "
            "the requester. The PDF is re-rendered."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=remote
        ),
    )
    def permits_extend(
        permitId: PermitId,
        hours: Annotated[int, Field(ge=1, le=24 * 31, description="hours to add to validTo")],
        person: Person,
        role: Role,
        reason: Reason,
    ) -> PermitView:
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
            "validation and all sign-offs again. Returns the new permit."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
        ),
    )
    def permits_reissue(permitId: PermitId, person: Person, role: Role, reason: Reason) -> PermitView:
        record = lc.record(permitId)
        try:
            return lc.view(deps.db.reissue_permit(permitId, person, role, reason, lc.rules_for(record)))
        except (LifecycleError, StorageError, SQLAlchemyError) as exc:
            raise _fail(exc) from None

    @server.tool(
        name="permits_audit",
        title="permits.audit",
        description=(
            "The append-only audit trail of a permit, oldest first: every request, sign-off, transition, "
            "extension and re-issue with when, who, role, from→to status, reason and details. Entries can never "
            "be edited or deleted."
        ),
        annotations=read,
    )
    def permits_audit(permitId: PermitId) -> AuditResult:
        record = lc.record(permitId)
        return AuditResult(permitId=permitId, status=record.permit.status, entries=record.audit)
