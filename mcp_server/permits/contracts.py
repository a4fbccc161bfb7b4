"""Permit and validation contracts shared by rules_evaluate, pdf_render, storage and the agents.

Field names follow the seed's A2/A3 output schemas; everything past them is optional so a permit
written to the seed's minimum still validates, and a richer permit carries its provenance.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from common.limits import (
    ATTACHMENTS_MAX,
    CHECKS_MAX,
    CONTROLS_MAX,
    FINDINGS_MAX,
    GAS_TESTS_MAX,
    HAZARDS_MAX,
    ID_CHARS,
    ITEM_CHARS,
    LABEL_CHARS,
    LINKED_PERMITS_MAX,
    MESSAGE_CHARS,
    NAME_CHARS,
    NOTES_CHARS,
    PERMIT_ID_CHARS,
    PPE_MAX,
    PROVENANCE_MAX,
    RULE_ID_CHARS,
    SHORT_CHARS,
    SIGNOFFS_MAX,
    VALIDITY_HOURS_MAX,
)

PERMIT_ID_PATTERN = r"^PERM-[A-Z]{2,4}-[0-9]{4,}$"

Item = Annotated[str, Field(max_length=ITEM_CHARS)]
Message = Annotated[str, Field(max_length=MESSAGE_CHARS)]


class Provenance(BaseModel):
    """Where one control, PPE item, sign-off or attachment of a permit came from."""

    item: str = Field(max_length=ITEM_CHARS)
    field: Literal["controls", "ppe", "signOffRoles", "attachmentsRequired"]
    kind: Literal["template", "rule", "hazard", "evidence", "refiner", "user"]
    ref: str = Field(max_length=LABEL_CHARS, description="template type, rule id, hazard name or evidence source id")


class GasTest(BaseModel):
    gas: str = Field(max_length=SHORT_CHARS, description="O2, LEL, H2S, CO ...")
    limit: str = Field(max_length=SHORT_CHARS, description="acceptable range, e.g. '19.5-23.5 %' or '< 10 % LEL'")
    reading: str | None = Field(default=None, max_length=SHORT_CHARS)
    testedAt: datetime | None = None
    tester: str | None = Field(default=None, max_length=NAME_CHARS)


class WorkLocation(BaseModel):
    """Where on the plot plan the work happens, so SIMOPS is checked by distance rather than by area name alone."""

    equipment: list[Annotated[str, Field(max_length=80)]] = Field(
        default_factory=list, max_length=20, description="equipment tags worked on, e.g. 'PR-3', '12-HC-204 F-7'"
    )
    x: float | None = Field(default=None, ge=-100_000, le=100_000, description="plant grid easting, metres")
    y: float | None = Field(default=None, ge=-100_000, le=100_000, description="plant grid northing, metres")
    grid: str | None = Field(
        default=None, pattern=r"^[A-Z]{1,2}[0-9]{1,3}$", description="plot-plan grid cell, e.g. 'C7'"
    )
    activities: list[Annotated[str, Field(max_length=40)]] = Field(
        default_factory=list, max_length=10, description="e.g. 'line break', 'confined-space venting'"
    )


class Permit(BaseModel):
    model_config = ConfigDict(extra="ignore")

    permitId: str = Field(pattern=PERMIT_ID_PATTERN, max_length=PERMIT_ID_CHARS)
    type: str = Field(max_length=SHORT_CHARS, description="display name or code of the permit type")
    hazardsLinked: list[Item] = Field(default_factory=list, max_length=HAZARDS_MAX)
    controls: list[Item] = Field(max_length=CONTROLS_MAX)
    ppe: list[Item] = Field(default_factory=list, max_length=PPE_MAX)
    signOffRoles: list[Item] = Field(max_length=SIGNOFFS_MAX)
    validityHours: int = Field(ge=0, le=VALIDITY_HOURS_MAX)
    attachmentsRequired: list[Item] = Field(default_factory=list, max_length=ATTACHMENTS_MAX)
    # Context beyond the seed's minimum: all optional.
    workOrderId: str | None = Field(default=None, max_length=ID_CHARS)
    site: str | None = Field(default=None, max_length=NAME_CHARS)
    area: str | None = Field(default=None, max_length=NAME_CHARS)
    validFrom: datetime | None = None
    validTo: datetime | None = None
    gasTests: list[GasTest] = Field(default_factory=list, max_length=GAS_TESTS_MAX)
    crossReferences: list[Annotated[str, Field(max_length=LABEL_CHARS)]] = Field(
        default_factory=list, max_length=LINKED_PERMITS_MAX, description="ids of linked permits"
    )
    provenance: list[Provenance] = Field(default_factory=list, max_length=PROVENANCE_MAX)
    notes: str | None = Field(default=None, max_length=NOTES_CHARS)
    location: WorkLocation | None = Field(default=None, description="plot-plan position for SIMOPS by distance")


class Check(BaseModel):
    check: str = Field(max_length=LABEL_CHARS)
    result: Literal["ok", "warn", "error"]
    details: str = Field(default="", max_length=MESSAGE_CHARS)
    ruleId: str | None = Field(default=None, max_length=RULE_ID_CHARS)
    source: str | None = Field(default=None, max_length=LABEL_CHARS, description="regulation or company practice")


class Validation(BaseModel):
    permitId: str = Field(max_length=PERMIT_ID_CHARS)
    validationStatus: Literal["Pass", "PassWithWarnings", "Fail"]
    errors: list[Message] = Field(default_factory=list, max_length=FINDINGS_MAX)
    warnings: list[Message] = Field(default_factory=list, max_length=FINDINGS_MAX)
    recommendations: list[Message] = Field(default_factory=list, max_length=FINDINGS_MAX)
    checks: list[Check] = Field(default_factory=list, max_length=CHECKS_MAX)
