"""The shapes of stored records that tools answer with or take, as pydantic models without SQLAlchemy.

The tool modules register these as input and output schemas when the server starts; the modules that read and
write rows (`database.py`, `pdfs.py`, `runs.py`, `field.py`, `lifecycle.py`, ...) import them from here and
re-export them. Keeping them apart from the table definitions lets the tool server answer `initialize`,
`tools/list` and a tool that needs no database before SQLAlchemy is loaded: the driver, the tables and the
migrations load in the start-up thread (`Deps.settle_in_background`), not on the way to the first answer.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime
from typing import Annotated, Any

from pydantic import BaseModel, Field, JsonValue, field_validator

from common.limits import ITEM_CHARS, MESSAGE_CHARS
from mcp_server.permits.contracts import Permit, Validation
from mcp_server.rules.field import Spot
from mcp_server.rules.lifecycle import PermitSnapshot, PermitStatus, SignoffView


def utcnow() -> datetime:
    return datetime.now(UTC)


class AllocatedPermitId(BaseModel):
    permitId: str
    permitType: str
    code: str
    sequence: int
    reused: bool = False
    """True when the allocation key had been used before and this is the id it got then."""


class StoredPdf(BaseModel):
    id: int
    permitId: str
    url: str
    sha256: str
    sizeBytes: int
    createdAt: datetime


class RenderState(BaseModel):
    """What a draft's re-render would overwrite: the permit row, its latest validation and its latest PDF row."""

    status: str
    payload: dict[str, Any]
    workOrderId: str | None
    runId: str | None
    validation: dict[str, Any] | None
    validationRunId: str | None
    rulesetVersion: str | None
    pdf: StoredPdf | None


class PdfRef(BaseModel):
    """Where a rendered PDF was stored and what it holds."""

    url: str
    sha256: str
    sizeBytes: int


class StoredPermit(BaseModel):
    permitId: str
    typeCode: str
    permitType: str
    status: str
    workOrderId: str | None
    runId: str | None
    site: str | None
    area: str | None
    validFrom: datetime | None
    validTo: datetime | None
    permit: Permit
    createdAt: datetime
    updatedAt: datetime


class StoredValidation(BaseModel):
    id: int
    permitId: str
    runId: str | None
    rulesetVersion: str | None
    validation: Validation
    createdAt: datetime


RUN_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$"
MAX_TOOL_CALLS = 2000
MAX_RAG_CONTEXTS = 200
MAX_DEGRADED = 50
DAY_MS = 86_400_000
DegradedNote = Annotated[str, Field(max_length=ITEM_CHARS)]


class ToolCallRecord(BaseModel):
    tool: str = Field(min_length=1, max_length=128)
    arguments: dict[str, JsonValue] = Field(default_factory=dict)
    resultSummary: JsonValue = None
    durationMs: float | None = Field(default=None, ge=0, le=DAY_MS)
    error: str | None = Field(default=None, max_length=MESSAGE_CHARS)


class RunRecordIn(BaseModel):
    runId: str | None = Field(default=None, pattern=RUN_ID_PATTERN, description="omit to have one generated")
    idempotencyKey: str | None = Field(default=None, min_length=1, max_length=200)
    workOrderId: str = Field(min_length=1, max_length=64)
    status: str = Field(min_length=1, max_length=32, description="e.g. running, completed, failed")
    engine: str = Field(min_length=1, max_length=64, description="what produced the run, e.g. adk or deterministic")
    input: dict[str, JsonValue] = Field(default_factory=dict)
    output: dict[str, JsonValue] | None = None
    runMeta: dict[str, JsonValue] = Field(default_factory=dict, description="policyVersion, ragSnapshot, ...")
    toolCalls: list[ToolCallRecord] = Field(default_factory=list, max_length=MAX_TOOL_CALLS)
    ragContexts: list[JsonValue] = Field(default_factory=list, max_length=MAX_RAG_CONTEXTS)
    route: JsonValue = None
    degraded: list[DegradedNote] = Field(
        default_factory=list, max_length=MAX_DEGRADED, description="'<backend> unavailable: <reason>' notes"
    )

    @field_validator("runMeta")
    @classmethod
    def _short_versions(cls, meta: dict[str, JsonValue]) -> dict[str, JsonValue]:
        for key in ("policyVersion", "ragSnapshot"):
            value = meta.get(key)
            if value is not None and (not isinstance(value, str) or len(value) > 64):
                raise ValueError(f"runMeta.{key} must be a string of at most 64 characters")
        return meta


class RunRecord(RunRecordIn):
    runId: str
    policyVersion: str | None = None
    ragSnapshot: str | None = None
    createdAt: datetime
    updatedAt: datetime


class RecordResult(BaseModel):
    runId: str
    created: bool


class BrokenLink(BaseModel):
    """The first row of a permit whose hash does not follow from the rows before it."""

    table: str
    permitId: str
    rowId: int
    seq: int | None = None
    problem: str


# What SIMOPS looks at: a spot for a stored permit (payload, status, its isolation certificates), None to skip it.
SpotOf = Callable[[dict[str, Any], str, list[str]], Spot | None]


class IsolationPoint(BaseModel):
    equipmentTag: str = Field(min_length=1, max_length=80, description="e.g. P-101A, MCC-3 bucket 7, XV-2201")
    energyType: str = Field(min_length=2, max_length=40, description="electrical, process, pneumatic, hydraulic ...")
    method: str = Field(min_length=2, max_length=200, description="e.g. 'breaker racked out', 'spade + blind'")
    lockTag: str = Field(min_length=1, max_length=80, description="lock and tag number(s) on this point")


class PersonRef(BaseModel):
    name: str
    personId: str | None = None


class Certificate(BaseModel):
    certificateId: str
    status: str = Field(description="isolated, verified or de_isolated")
    site: str | None
    area: str | None
    description: str
    points: list[IsolationPoint]
    isolatedBy: PersonRef
    isolatedAt: datetime
    verifiedBy: PersonRef | None
    verifiedAt: datetime | None
    verifyMethod: str | None
    verifyDetail: str | None
    deisolatedBy: PersonRef | None
    deisolatedAt: datetime | None
    deisolateReason: str | None
    permits: list[str] = Field(description="permits that depend on this certificate")


class GasReading(BaseModel):
    id: int
    permitId: str
    instrumentId: str
    bumpTestedOn: date
    substance: str
    value: float
    unit: str
    measuredAt: datetime
    tester: PersonRef
    passed: bool
    limit: str
    ruleIds: list[str]


class Acknowledgement(BaseModel):
    by: PersonRef
    at: datetime


class ConflictView(BaseModel):
    conflictId: str
    permitA: str
    permitB: str
    ruleId: str
    detail: str
    detectedAt: datetime
    ackA: Acknowledgement | None = Field(description="permitA's issuing authority acknowledged the cross-reference")
    ackB: Acknowledgement | None
    resolved: bool = Field(description="both issuing authorities acknowledged; the permits are cross-referenced")


class ReadingIn(BaseModel):
    instrumentId: str
    bumpTestedOn: date
    substance: str
    value: float
    unit: str
    measuredAt: datetime
    tester: str
    testerId: str | None = None


class AuditEntry(BaseModel):
    seq: int = Field(description="1, 2, 3 ... in the order the events happened")
    at: datetime
    action: str = Field(description="request, signoff, transition, extend or reissue")
    person: str
    role: str | None
    fromStatus: str | None
    toStatus: str
    reason: str | None
    detail: dict[str, Any] = Field(default_factory=dict)


class PermitRecord(BaseModel):
    """A permit with everything its lifecycle needs: people, sign-offs, latest validation, PDF, audit trail."""

    permit: StoredPermit
    requestedBy: str | None
    requestedAt: datetime | None
    signoffs: list[SignoffView]
    latestValidation: StoredValidation | None
    pdf: StoredPdf | None
    audit: list[AuditEntry]
    reissueOf: str | None = Field(description="the lapsed permit this one re-issues")
    reissuedAs: list[str] = Field(description="permits that re-issue this one")

    def snapshot(self) -> PermitSnapshot:
        suspended = [e.at for e in self.audit if e.toStatus == PermitStatus.SUSPENDED and e.action == "transition"]
        v = self.latestValidation
        return PermitSnapshot(
            permitId=self.permit.permitId,
            status=PermitStatus(self.permit.status),
            requestedBy=self.requestedBy,
            validFrom=self.permit.validFrom,
            validTo=self.permit.validTo,
            validityHours=self.permit.permit.validityHours,
            signoffs=self.signoffs,
            latestValidation=v.validation.validationStatus if v else None,
            latestValidationAt=v.createdAt if v else None,
            lastSuspendedAt=suspended[-1] if suspended else None,
        )


# Draws and stores the PDF of a permit as the step leaves it; None when it could not, and the step may go ahead.
Renderer = Callable[[PermitRecord], PdfRef | None]
