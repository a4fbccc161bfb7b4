"""Simultaneous operations: a permit checked against the live permits at the same site and area and time.

The conflict matrix is rulebook data (`simops_rules` in compliance_rules.json, each with id and source). The
evaluator stays pure: the tool looks the live permits up (`Database.active_permits`) and passes them in as a
`SimopsContext`; this module only compares. Permits of one job that cross-reference each other are a planned,
coordinated job, so their clash is reported at the rule's `linkedSeverity` instead of its `severity`.
"""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import BaseModel, Field

from mcp_server.permits.contracts import Permit
from mcp_server.permits.types import PermitType, UnknownPermitType, resolve_permit_type
from mcp_server.rules.context import Report
from mcp_server.rules.rulebook import ComplianceRules


class OtherPermit(BaseModel):
    """A live permit the new one may clash with (what the permit store knows of it)."""

    permitId: str
    type: str = Field(description="permit type display name or code")
    status: str = "active"
    area: str | None = None
    workOrderId: str | None = None
    validFrom: datetime | None = None
    validTo: datetime | None = None
    crossReferences: list[str] = Field(default_factory=list)


class SimopsContext(BaseModel):
    """The live permits overlapping the checked one; `error` when they could not be read."""

    permits: list[OtherPermit] = Field(default_factory=list)
    site: str | None = None
    area: str | None = None
    error: str | None = None


def _utc(value: datetime | None) -> str:
    if value is None:
        return "?"
    value = value.replace(tzinfo=UTC) if value.tzinfo is None else value
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%MZ")


def _type_of(other: OtherPermit) -> PermitType | None:
    try:
        return resolve_permit_type(other.type)
    except UnknownPermitType:
        return None


def check_simops(report: Report, permit: Permit, ptype: PermitType, rules: ComplianceRules, ctx: SimopsContext) -> None:
    """One check per clash with another live permit, naming its id; one ok check when there is none."""
    general = rules.general("GEN-SIMOPS")
    where = f"{ctx.site or permit.site or '?'} / {ctx.area or permit.area or 'all areas'}"
    if ctx.error:
        report.add(
            "Simultaneous operations",
            "warn",
            f"live permits at {where} could not be read ({ctx.error}): check for clashes with the area authority",
            general.id,
            general.source,
            "check the live permits in the area by hand before issue",
        )
        return
    area = permit.area or ctx.area
    clashes = 0
    for other in ctx.permits:
        if other.permitId == permit.permitId:
            continue
        otype = _type_of(other)
        if otype is None:
            continue
        linked = other.permitId in permit.crossReferences or permit.permitId in other.crossReferences
        for rule in rules.simops_rules:
            if not rule.clashes(ptype.value, otype.value, other.area or area):
                continue
            clashes += 1
            window = f"{_utc(other.validFrom)}..{_utc(other.validTo)}"
            result = rule.linkedSeverity if linked else rule.severity
            how = (
                "cross-referenced on both sides: coordinate as one job"
                if linked
                else "not cross-referenced: do not issue until the area authority has sequenced or separated the work"
            )
            report.add(
                f"SIMOPS: {ptype.value} vs {otype.value} {other.permitId}",
                result,
                f"{other.permitId} ({otype.value}, {other.status}, {window}) is live at {where} while this permit "
                f"would run; {rule.description} ({how})",
                rule.id,
                rule.source,
                f"sequence or separate the work with {other.permitId}, or link and coordinate both permits",
            )
    if clashes == 0:
        report.add(
            "Simultaneous operations",
            "ok",
            f"{len(ctx.permits)} other live permit(s) at {where} overlap this permit; no conflicting pair",
            general.id,
            general.source,
        )
