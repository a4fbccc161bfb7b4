"""The printed form's inputs: the work order, the permit's lifecycle (sign-offs, audit trail) and the whole
context one rendering reads.

Kept apart from the drawing code so the section builders (`sections.py`) and the audit table (`audit.py`) share
these models without importing each other. The lifecycle models are the form's own view, filled in by the
permits_* tools from the permit database, so no drawing module touches storage.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel, Field

from mcp_server.permits.contracts import Permit, Validation
from mcp_server.permits.types import PermitType
from mcp_server.workorders.context import TimeWindowContext, WorkOrderContext

__all__ = ["AuditLine", "FormContext", "LifecycleContext", "SignedBox", "TimeWindowContext", "WorkOrderContext"]


class SignedBox(BaseModel):
    role: str
    person: str
    signedAt: datetime


class AuditLine(BaseModel):
    at: datetime
    action: str
    person: str
    role: str | None = None
    fromStatus: str | None = None
    toStatus: str
    reason: str | None = None
    detail: dict[str, Any] = Field(default_factory=dict, description="e.g. an extension's hours (the stamp adds them)")


class IsolationLine(BaseModel):
    certificateId: str
    status: str
    equipmentTag: str
    energyType: str
    method: str
    lockTag: str
    isolatedBy: str
    verified: str = Field(default="", description="who verified, how and when")


class GasLine(BaseModel):
    ref: str = Field(default="", description="the reading's number on the log, e.g. GT-12 (a retest is cited by it)")
    measuredAt: datetime
    gas: str
    value: str
    limit: str
    instrument: str
    tester: str
    passed: bool


class HoldLine(BaseModel):
    step: str
    person: str = ""
    at: datetime | None = None
    detail: str = ""


class FieldRecordsContext(BaseModel):
    isolations: list[IsolationLine] = Field(default_factory=list)
    gasLog: list[GasLine] = Field(default_factory=list)
    holds: list[HoldLine] = Field(default_factory=list)
    closeout: HoldLine | None = Field(default=None, description="set once the permit is closed or cancelled")
    accepted: HoldLine | None = Field(default=None, description="the performing authority's acceptance, if given")
    handback: HoldLine | None = Field(default=None, description="the latest hand-back, if given")
    handbackAccepted: HoldLine | None = Field(default=None, description="the area authority's acceptance of it")
    fireWatch: str | None = Field(default=None, description="the post-work fire watch the hand-back named")
    fireWatchUntil: datetime | None = None


class LifecycleContext(BaseModel):
    """The permit's status, requester, sign-offs (keyed by the role as printed on the form) and audit trail."""

    status: str
    requestedBy: str | None = None
    signed: dict[str, SignedBox] = Field(default_factory=dict, description="printed sign-off role -> sign-off")
    otherSignoffs: list[SignedBox] = Field(default_factory=list, description="sign-offs in roles not printed")
    audit: list[AuditLine] = Field(default_factory=list)
    reissueOf: str | None = None
    field: FieldRecordsContext | None = Field(default=None, description="isolations, gas log, hold points")
    statusUrl: str | None = Field(default=None, description="where the permit's live status is shown (QR code)")


@dataclass(frozen=True)
class FormContext:
    """Everything one rendering of the form reads."""

    permit: Permit
    validation: Validation
    work_order: WorkOrderContext
    permit_type: PermitType
    policy_version: str
    lifecycle: LifecycleContext | None = None

    @property
    def not_valid(self) -> bool:
        return self.validation.validationStatus == "Fail"


def fmt_dt(value: datetime | None) -> str:
    """A time as the form prints it (here, not in the drawing code, so text built for the form needs no reportlab)."""
    if value is None:
        return ""
    offset = value.utcoffset()
    zone = "" if offset is None else " UTC" if offset == timedelta(0) else value.strftime(" UTC%z")
    return value.strftime("%Y-%m-%d %H:%M") + zone
