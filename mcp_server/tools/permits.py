"""permits.*: the permit lifecycle as tools — the agent proposes an action, these tools check and apply it.

State rules live in mcp_server.rules.lifecycle, storage in mcp_server.db.lifecycle; this module maps them onto MCP
tools, runs the rulebook where a step needs a verdict (issue without a validation, re-activation after a
suspension), and re-renders the permit PDF with its sign-offs and audit trail. A step that re-renders stages the
PDF under its content key inside its database transaction, commits the state change, its audit entry and the PDF
row together, and only then publishes the alias (`mcp_server.pdf.versions`); a failed commit removes the staged
PDF, so nothing the database does not name is left behind.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Annotated, Literal, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field
from sqlalchemy.exc import SQLAlchemyError

from mcp_server.auth.caller import acting_person
from mcp_server.db.chain import BrokenLink
from mcp_server.db.errors import StorageError
from mcp_server.db.lifecycle import AuditEntry, PermitRecord, Renderer
from mcp_server.db.field import ConflictView
from mcp_server.db.models import utcnow
from mcp_server.db.pdfs import PdfRef
from mcp_server.deps import Deps
from mcp_server.errors import record_failure
from mcp_server.pdf.blobstore import BlobStoreError, pdf_key
from mcp_server.pdf.context import AuditLine, LifecycleContext, SignedBox, WorkOrderContext
from mcp_server.pdf.form import FormInputError, PdfTooLarge, render_permit_pdf
from mcp_server.pdf.versions import PdfStager, try_publish
from mcp_server.permits.contracts import PERMIT_ID_PATTERN, Permit, Validation
from mcp_server.permits.types import resolve_permit_type
from mcp_server.rules.engine import evaluate
from mcp_server.rules.field import HoldPointError, policy_for
from mcp_server.rules.lifecycle import TRANSITIONS, LifecycleError, PermitStatus, RoleRule, SignoffView, role_rules
from mcp_server.workorders.model import InvalidWorkOrderId, WorkOrderFileError, WorkOrderInvalid, WorkOrderNotFound
from mcp_server.tools.isolations import detect_conflicts, field_form  # TODO(merge): move out of tools

T = TypeVar("T")
PermitId = Annotated[str, Field(pattern=PERMIT_ID_PATTERN, max_length=40, description="e.g. PERM-HW-0001")]
Person = Annotated[
    str | None,
    Field(
        min_length=2,
        max_length=64,
        description="people-directory id of the person acting (not a display name). Over HTTP with a person's token "
        "leave it out: the acting person is the token's subject. Required over stdio or with the service token.",
    ),
]
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
    people: dict[str, str] = Field(
        default_factory=dict, description="display names of the people named above (requester, signers), by id"
    )
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
    chainIntact: bool = Field(
        default=True, description="every audit entry and sign-off still hashes to the chain it was written in"
    )
    brokenLink: BrokenLink | None = Field(default=None, description="the first row that breaks the chain, if any")


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
            people=self.names(record),
            permit=record.permit.permit,
            simopsConflicts=self.deps.db.conflicts_for(record.permit.permitId),
        )

    def names(self, record: PermitRecord) -> dict[str, str]:
        """Display names of everyone on the record (people are stored by directory id)."""
        ids = {s.person for s in record.signoffs} | {e.person for e in record.audit}
        if record.requestedBy:
            ids.add(record.requestedBy)
        try:
            return self.deps.db.display_names(ids)
        except (StorageError, SQLAlchemyError):
            return {}

    @staticmethod
    def stored(step: Callable[[], T]) -> T:
        """Run one database step that renders nothing; a driver error becomes ERR_STORE_UNAVAILABLE (domain errors
        such as LifecycleError or PermitNotFound carry their own codes)."""
        try:
            return step()
        except SQLAlchemyError as exc:
            raise record_failure(exc) from None

    def record(self, permit_id: str) -> PermitRecord:
        return self.stored(lambda: self.deps.db.permit_record(permit_id))

    def revalidate(self, record: PermitRecord) -> Validation:
        """The rulebook's verdict on the stored permit, as a validation to record."""
        result = evaluate(record.permit.permit, self.deps.rulebook.rules)
        return Validation.model_validate(result.model_dump())

    def render(self, record: PermitRecord, blobs: PdfStager) -> PdfRef:
        """Draw the permit with its sign-offs and audit trail and stage it under its content key."""
        if record.latestValidation is None:
            raise LifecycleError(f"permit {record.permit.permitId} has no validation to print")
        permit = record.permit.permit
        rules = self.rules_for(record)
        names = self.names(record)

        def label(person_id: str) -> str:
            return f"{names[person_id]} ({person_id})" if person_id in names else person_id

        signed: dict[str, SignedBox] = {}
        boxes = {
            s.ruleId: SignedBox(role=s.role, person=label(s.person), signedAt=s.signedAt)
            for s in record.signoffs
            if s.current
        }
        for printed in permit.signOffRoles:
            rule = next((r for r in rules if r.matches(printed) and r.ruleId in boxes), None)
            if rule is not None and printed not in signed:
                signed[printed] = boxes.pop(rule.ruleId)
        lifecycle = LifecycleContext(
            status=record.permit.status,
            requestedBy=label(record.requestedBy) if record.requestedBy else None,
            signed=signed,
            otherSignoffs=list(boxes.values()),
            audit=[
                AuditLine(**e.model_dump(include=set(AuditLine.model_fields)) | {"person": label(e.person)})
                for e in record.audit
            ],
            reissueOf=record.reissueOf,
            field=field_form(self.deps.db, record),
            statusUrl=self.deps.settings.status_url.replace("{permitId}", permit.permitId),
        )
        max_bytes = self.deps.settings.pdf_max_bytes
        try:
            rendered = render_permit_pdf(
                permit, record.latestValidation.validation, self.work_order(permit.workOrderId),
                policy_version=self.deps.rulebook.policy_version, max_bytes=max_bytes, lifecycle=lifecycle,
            )  # fmt: skip
            pdf_key(permit.permitId)
            return blobs.stage(permit.permitId, rendered.data)
        except (FormInputError, PdfTooLarge, BlobStoreError) as exc:
            raise LifecycleError(f"the permit PDF could not be rendered or stored: {exc}") from None

    def work_order(self, work_order_id: str | None) -> WorkOrderContext | None:
        if not work_order_id:
            return None
        try:
            return WorkOrderContext.model_validate(self.deps.workorders.get(work_order_id).model_dump())
        except (InvalidWorkOrderId, WorkOrderNotFound, WorkOrderInvalid, WorkOrderFileError):
            return None

    def apply(self, step: Callable[[Renderer], PermitRecord], *, pdf_required: bool) -> PermitView:
        """Run a database step that re-renders the PDF inside its transaction; undo the blob write if it fails.

        With `pdf_required` (issue) a PDF that cannot be rendered or stored refuses the step; otherwise the step
        goes ahead (a suspension must not wait on the blob store) and the view reports it in pdfError.
        """
        blobs = PdfStager(self.deps.blobstore)
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
            result = step(render)
        except (LifecycleError, StorageError, SQLAlchemyError) as exc:
            blobs.discard(self.deps.db)
            raise record_failure(exc, blobs) from None
        if blobs.staged:
            try_publish(self.deps.db, self.deps.blobstore, result.permit.permitId)
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
            "someone has signed. Recording the same requester again changes nothing. The requester is a people-"
            "directory person: the token's subject over HTTP with a person's token, else requestedBy (an id). "
            "The request is checked for SIMOPS against planned, issued and live permits at the site whose windows "
            "overlap, by location (equipment, plot-plan coordinates or grid cell, else area), shared isolations and "
            "named conflict pairs (hot work vs line break / vehicle entry / confined-space venting): see simopsConflicts."
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
