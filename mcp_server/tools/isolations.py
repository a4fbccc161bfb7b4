"""isolations.*: the isolation certificate as a register, not a line of text on the permit.

A certificate lists its points (equipment tag, energy type, method, lock/tag number) and who isolated, verified
(prove-dead or zero-energy test) and de-isolated it. Permits depend on certificates (two may share one); a permit
that depends on isolation is held at activation until every certificate it depends on is verified (enforced in
`permits_transition`), and a certificate is not de-isolated while a dependent permit is live. Each step is written
to the audit trail of every dependent permit. Refusals name the field rule they break (rulebook/field_rules.json).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field, ValidationError
from sqlalchemy.exc import SQLAlchemyError

from common.failures import ErrorCode
from mcp_server.db import Database
from mcp_server.db.errors import StorageError
from mcp_server.db.field import Certificate, CertificateNotFound, ConflictNotFound, ConflictView, IsolationPoint, SpotOf
from mcp_server.db.lifecycle import PermitRecord
from mcp_server.deps import Deps
from mcp_server.errors import storage_failure, tool_failure
from mcp_server.pdf.context import FieldRecordsContext, GasLine, HoldLine, IsolationLine
from mcp_server.pdf.sections import fmt_dt
from mcp_server.permits.contracts import PERMIT_ID_PATTERN, Permit
from mcp_server.rules.field import HoldPointError, Spot, spot_of
from mcp_server.rules.lifecycle import LifecycleError

CertificateId = Annotated[str, Field(pattern=r"^IC-\d{5,}$", max_length=20, description="e.g. IC-00001")]
PermitId = Annotated[str, Field(pattern=PERMIT_ID_PATTERN, max_length=40, description="e.g. PERM-LOTO-0001")]
Person = Annotated[str, Field(min_length=2, max_length=120, description="full name of the person acting")]
PersonId = Annotated[
    str | None, Field(default=None, max_length=64, description="the person's id in the people directory, if known")
]
Text = Annotated[str, Field(min_length=3, max_length=2000)]
VerifyMethod = Literal["prove_dead", "prove_dead_and_earthed", "zero_energy"]
MAX_POINTS = 50


def field_failure(exc: Exception) -> ToolError:
    """A refused field step as the failure contract: the rule it breaks travels in details.ruleId."""
    if isinstance(exc, HoldPointError):
        return tool_failure(ErrorCode.ERR_TOOL_REJECTED, str(exc), ruleId=exc.rule_id, source=exc.source)
    if isinstance(exc, LifecycleError):
        return tool_failure(ErrorCode.ERR_TOOL_REJECTED, str(exc))
    if isinstance(exc, (CertificateNotFound, ConflictNotFound)):
        return tool_failure(ErrorCode.ERR_CONNECTOR_NOT_FOUND, str(exc))
    if isinstance(exc, StorageError):
        return storage_failure(exc)
    kind = type(exc).__name__
    return tool_failure(ErrorCode.ERR_STORE_UNAVAILABLE, f"the permit database could not be written ({kind})")


FIELD_ERRORS = (LifecycleError, StorageError, SQLAlchemyError)


def register(server: MCPServer, deps: Deps) -> None:
    write = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False)

    @server.tool(
        name="isolations_create",
        title="isolations.create",
        description=(
            "Record an isolation certificate whose points are isolated, locked and tagged: each point has the "
            "equipment tag, energy type (electrical, process, pneumatic, hydraulic, ...), isolation method and "
            "lock/tag number; isolatedBy is the isolating authority who applied them. permitIds makes those "
            "permits depend on it (more can be linked later with isolations_link; a certificate may be shared). "
            "A dependent permit cannot become active until the certificate is verified (isolations_verify)."
        ),
        annotations=write,
    )
    def isolations_create(
        description: Text,
        points: Annotated[list[IsolationPoint], Field(min_length=1, max_length=MAX_POINTS)],
        isolatedBy: Person,
        isolatedById: PersonId = None,
        site: Annotated[str | None, Field(max_length=100)] = None,
        area: Annotated[str | None, Field(max_length=100)] = None,
        permitIds: Annotated[list[PermitId], Field(max_length=20)] = [],  # noqa: B006 (pydantic copies defaults)
    ) -> Certificate:
        try:
            return deps.db.create_isolation(
                description, points, isolatedBy, isolated_by_id=isolatedById, site=site, area=area,
                permit_ids=permitIds,
            )  # fmt: skip
        except FIELD_ERRORS as exc:
            raise field_failure(exc) from None

    @server.tool(
        name="isolations_verify",
        title="isolations.verify",
        description=(
            "Record the verification of an isolated certificate: a prove-dead test (with a tester proven before and "
            "after), prove-dead and earthed, or a zero-energy test (try-start, bleed, gauge at zero). The verifier "
            "may not be the person who applied the isolation. Verified certificates release the activation hold of "
            "the permits that depend on them; the step is written to each of their audit trails."
        ),
        annotations=write,
    )
    def isolations_verify(
        certificateId: CertificateId,
        verifiedBy: Person,
        method: VerifyMethod,
        detail: Text,
        verifiedById: PersonId = None,
    ) -> Certificate:
        try:
            return deps.db.verify_isolation(
                certificateId, verifiedBy, method, detail, deps.field_rules.isolationIndependentVerification,
                verified_by_id=verifiedById,
            )  # fmt: skip
        except FIELD_ERRORS as exc:
            raise field_failure(exc) from None

    @server.tool(
        name="isolations_link",
        title="isolations.link",
        description=(
            "Make a permit depend on an existing isolation certificate (shared isolation). A de-isolated "
            "certificate, or a closed or cancelled permit, cannot be linked. Linking twice changes nothing."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def isolations_link(
        certificateId: CertificateId, permitId: PermitId, person: Person, personId: PersonId = None
    ) -> Certificate:
        try:
            return deps.db.link_isolation(certificateId, permitId, person, person_id=personId)
        except FIELD_ERRORS as exc:
            raise field_failure(exc) from None

    @server.tool(
        name="isolations_deisolate",
        title="isolations.deisolate",
        description=(
            "Remove the locks and tags of a certificate and return the plant to service. Refused while any permit "
            "that depends on it is issued, active or suspended (close or cancel them first)."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
        ),
    )
    def isolations_deisolate(
        certificateId: CertificateId, person: Person, reason: Text, personId: PersonId = None
    ) -> Certificate:
        try:
            return deps.db.deisolate(
                certificateId, person, reason, deps.field_rules.isolationKeptWhileLive, person_id=personId
            )
        except FIELD_ERRORS as exc:
            raise field_failure(exc) from None

    @server.tool(
        name="isolations_get",
        title="isolations.get",
        description="An isolation certificate: status, points, who isolated, verified, de-isolated, dependent permits.",
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def isolations_get(certificateId: CertificateId) -> Certificate:
        try:
            return deps.db.isolation_certificate(certificateId)
        except FIELD_ERRORS as exc:
            raise field_failure(exc) from None


FINAL_STEPS = {"closed_complete": "Closed complete", "closed_incomplete": "Closed incomplete", "cancelled": "Cancelled"}


def field_form(db: Database, record: PermitRecord) -> FieldRecordsContext:
    """The field records the permit form prints: isolations, gas log, hold points from the audit trail."""
    pid = record.permit.permitId
    isolations = [
        IsolationLine(
            certificateId=c.certificateId, status=c.status, equipmentTag=p.equipmentTag, energyType=p.energyType,
            method=p.method, lockTag=p.lockTag, isolatedBy=c.isolatedBy.name,
            verified=f"verified by {c.verifiedBy.name} ({c.verifyMethod}) {fmt_dt(c.verifiedAt)}" if c.verifiedBy else
            "NOT VERIFIED",
        )
        for c in db.permit_isolations(pid)
        for p in c.points
    ]  # fmt: skip
    gas = [
        GasLine(
            measuredAt=g.measuredAt,
            gas=g.substance,
            value=f"{g.value:g} {g.unit}",
            limit=g.limit,
            instrument=f"{g.instrumentId} (bump {g.bumpTestedOn.isoformat()})",
            tester=g.tester.name,
            passed=g.passed,
        )  # fmt: skip
        for g in db.gas_log(pid)
    ]
    holds: list[HoldLine] = []
    wanted = {"acceptance": "Accepted by performing authority", "handback": "Handed back by performing authority",
              "handback_accept": "Hand-back accepted by area authority"}  # fmt: skip
    seen: set[str] = set()
    closeout = None
    for e in record.audit:
        if e.action == "transition" and e.toStatus == "issued":
            holds.append(HoldLine(step="Issued", person=e.person, at=e.at, detail=e.role or ""))
        elif e.detail.get("holdPoint") == "acceptance":
            holds.append(HoldLine(step=wanted["acceptance"], person=e.person, at=e.at, detail=e.reason or ""))
            seen.add("acceptance")
        elif e.action == "transition" and e.toStatus in ("suspended", "active"):
            step = "Suspended" if e.toStatus == "suspended" else "Re-activated (revalidated, retested)"
            holds.append(HoldLine(step=step, person=e.person, at=e.at, detail=e.reason or ""))
        elif e.action == "handback":
            watch = f"; fire watch {e.detail['fireWatch']} until {e.detail['fireWatchUntil'][:16]}Z" if e.detail.get(
                "fireWatch") else ""  # fmt: skip
            detail = f"work ended {e.detail.get('workEndedAt', '')[:16]}Z{watch}; {e.reason or ''}"
            holds.append(HoldLine(step=wanted["handback"], person=e.person, at=e.at, detail=detail))
            seen.add("handback")
        elif e.action == "handback_accept":
            holds.append(HoldLine(step=wanted["handback_accept"], person=e.person, at=e.at, detail=e.reason or ""))
            seen.add("handback_accept")
        elif e.action == "transition" and e.toStatus in FINAL_STEPS:
            closeout = HoldLine(step=FINAL_STEPS[e.toStatus], person=e.person, at=e.at, detail=e.reason or "")
    if closeout is None:
        holds += [HoldLine(step=step) for key, step in wanted.items() if key not in seen]
    return FieldRecordsContext(isolations=isolations, gasLog=gas, holds=holds, closeout=closeout)


def simops_spot(deps: Deps) -> SpotOf:
    """How SIMOPS sees a stored permit: its location, window, kinds of work (from the rulebook) and isolations."""

    def spot(payload: dict[str, Any], status: str, isolations: list[str]) -> Spot | None:
        try:
            permit = Permit.model_validate(payload)
            return spot_of(permit, status, isolations, deps.rulebook, deps.field_rules)
        except (ValidationError, LookupError):
            return None

    return spot


def detect_conflicts(deps: Deps, permit_id: str) -> list[ConflictView]:
    return deps.db.detect_conflicts(permit_id, simops_spot(deps), deps.field_rules.simops)
