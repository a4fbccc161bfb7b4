"""The permit lifecycle's tool bodies and views, shared by the tool families that move or show a permit.

`mcp_server.tools.permits` maps these onto the permits_* tools and `mcp_server.tools.field` (hand-back, its
acceptance, gas readings, the sweep) answers with the same `PermitView` and re-draws the PDF the same way; tool
modules never import each other, so what both need lives here. State rules live in mcp_server.rules.lifecycle,
storage in mcp_server.db.lifecycle. A step that re-renders stages the PDF under its content key inside its
database transaction, commits the state change, its audit entry and the PDF row together, and only then
publishes the alias (`mcp_server.pdf.versions`); a failed commit removes the staged PDF, so nothing the database
does not name is left behind. Every step that changes what the form prints re-draws it, so the stamp follows the
status and the close-out block is filled once the permit is closed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Literal, TypeVar

from pydantic import BaseModel, Field

from mcp_server.db.errors import StorageError, driver_errors
from mcp_server.db.records import AuditEntry, BrokenLink, ConflictView, PdfRef, PermitRecord, Renderer, utcnow
from mcp_server.deps import Deps
from mcp_server.errors import record_failure
from mcp_server.pdf.blobstore import BlobStoreError, pdf_key
from mcp_server.pdf.context import AuditLine, LifecycleContext, SignedBox, WorkOrderContext
from mcp_server.pdf.failures import FormInputError, PdfTooLarge
from mcp_server.permits.contracts import PERMIT_ID_PATTERN, Permit, Validation
from mcp_server.permits.field import SweepResult, detect_conflicts, field_form, run_sweep
from mcp_server.rules.engine import evaluate
from mcp_server.rules.field import policy_for
from mcp_server.rules.lifecycle import TRANSITIONS, LifecycleError, PermitStatus, RoleRule, SignoffView, role_rules
from mcp_server.workorders.model import InvalidWorkOrderId, WorkOrderFileError, WorkOrderInvalid, WorkOrderNotFound

if TYPE_CHECKING:
    from mcp_server.pdf.versions import PdfStager

T = TypeVar("T")
PermitId = Annotated[str, Field(pattern=PERMIT_ID_PATTERN, max_length=40, description="e.g. PERM-HW-0001")]
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
        except (StorageError, *driver_errors()):
            return {}

    @staticmethod
    def stored(step: Callable[[], T]) -> T:
        """Run one database step that renders nothing; a driver error becomes ERR_STORE_UNAVAILABLE (domain errors
        such as LifecycleError or PermitNotFound carry their own codes)."""
        try:
            return step()
        except driver_errors() as exc:
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
            from mcp_server.pdf.form import render_permit_pdf  # reportlab on the first render, not at start

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
        result, problems = self.rendering(step, lambda record: [record.permit.permitId], pdf_required=pdf_required)
        return self.view(result, pdf_error=problems[0] if problems else None)

    def rendering(
        self, step: Callable[[Renderer], T], drawn: Callable[[T], list[str]], *, pdf_required: bool = False
    ) -> tuple[T, list[str]]:
        """Run `step` with a renderer that stages PDFs; after it commits publish the aliases of the permits
        `drawn` names; on failure remove what was staged and no row names. Returns the step's result and the
        rendering problems it went ahead despite (none with `pdf_required`: those refuse the step)."""
        from mcp_server.pdf.versions import PdfStager, try_publish  # loads SQLAlchemy: not at server start-up

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
        except (LifecycleError, StorageError, *driver_errors()) as exc:
            blobs.discard(self.deps.db)
            raise record_failure(exc, blobs) from None
        if blobs.staged:
            for permit_id in drawn(result):
                try_publish(self.deps.db, self.deps.blobstore, permit_id, blobs.drawn)
        return result, problems

    def rerender(self, permit_id: str) -> tuple[str | None, str | None]:
        """Draw the permit as committed now (after a gas reading, which the form prints); its PDF URL and any
        rendering problem. The step it follows is already committed, so a problem is reported, not raised."""
        record, problems = self.rendering(
            lambda render: self.deps.db.rerender_permit(permit_id, render), lambda r: [r.permit.permitId]
        )
        return (record.pdf.url if record.pdf else None), (problems[0] if problems else None)

    def sweep(self, now: datetime | None = None) -> SweepResult:
        """The periodic retest sweep (tool and command): each permit it suspends is re-drawn, stamped SUSPENDED."""
        result, _ = self.rendering(
            lambda render: run_sweep(self.deps, now, render=render), lambda r: [s["permitId"] for s in r.suspended]
        )
        return result

    def transition(self, permit_id: str, to: str, person: str, role: str, reason: str) -> PermitView:
        record = self.record(permit_id)
        target = PermitStatus(to)
        reactivating = target == PermitStatus.ACTIVE and record.permit.status == PermitStatus.SUSPENDED
        unvalidated = target == PermitStatus.ISSUED and record.latestValidation is None
        validation = self.revalidate(record) if reactivating or unvalidated else None
        holds = policy_for(record.permit.permit, self.deps.rulebook, self.deps.field_rules)
        if target in (PermitStatus.ISSUED, PermitStatus.ACTIVE):
            self.stored(lambda: detect_conflicts(self.deps, permit_id))
        return self.apply(
            lambda render: self.deps.db.transition_permit(
                permit_id, to, person, role, reason, self.rules_for(record), validation=validation,
                ruleset_version=self.deps.rulebook.policy_version, render=render, holds=holds,
            ),
            pdf_required=target == PermitStatus.ISSUED,
        )  # fmt: skip
