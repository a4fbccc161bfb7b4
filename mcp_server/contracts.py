"""Permit and validation contracts shared by rules_evaluate, pdf_render, storage and the agents.

Field names follow the seed's A2/A3 output schemas; everything past them is optional so a permit
written to the seed's minimum still validates, and a richer permit carries its provenance.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

PERMIT_ID_PATTERN = r"^PERM-[A-Z]{2,4}-\d{4,}$"
ShortText = str  # documented bound: items are capped at 500 characters by the models below


class Provenance(BaseModel):
    """Where one control, PPE item, sign-off or attachment of a permit came from."""

    item: str = Field(max_length=500)
    field: Literal["controls", "ppe", "signOffRoles", "attachmentsRequired"]
    kind: Literal["template", "rule", "hazard", "evidence", "refiner", "user"]
    ref: str = Field(max_length=200, description="template type, rule id, hazard name or evidence source id")


class GasTest(BaseModel):
    gas: str = Field(max_length=60, description="O2, LEL, H2S, CO ...")
    limit: str = Field(max_length=60, description="acceptable range, e.g. '19.5-23.5 %' or '< 10 % LEL'")
    reading: str | None = Field(default=None, max_length=60)
    testedAt: datetime | None = None
    tester: str | None = Field(default=None, max_length=100)


class Permit(BaseModel):
    model_config = ConfigDict(extra="ignore")

    permitId: str = Field(pattern=PERMIT_ID_PATTERN, max_length=40)
    type: str = Field(max_length=60, description="display name or code of the permit type")
    hazardsLinked: list[str] = Field(default_factory=list, max_length=50)
    controls: list[str] = Field(max_length=100)
    ppe: list[str] = Field(default_factory=list, max_length=50)
    signOffRoles: list[str] = Field(max_length=20)
    validityHours: int = Field(ge=0, le=24 * 31)
    attachmentsRequired: list[str] = Field(default_factory=list, max_length=30)
    # Context beyond the seed's minimum: all optional.
    workOrderId: str | None = Field(default=None, max_length=64)
    site: str | None = Field(default=None, max_length=100)
    area: str | None = Field(default=None, max_length=100)
    validFrom: datetime | None = None
    validTo: datetime | None = None
    gasTests: list[GasTest] = Field(default_factory=list, max_length=20)
    crossReferences: list[str] = Field(default_factory=list, max_length=20, description="ids of linked permits")
    provenance: list[Provenance] = Field(default_factory=list, max_length=400)
    notes: str | None = Field(default=None, max_length=4000)


class Check(BaseModel):
    check: str = Field(max_length=200)
    result: Literal["ok", "warn", "error"]
    details: str = Field(default="", max_length=2000)
    ruleId: str | None = Field(default=None, max_length=80)
    source: str | None = Field(default=None, max_length=200, description="regulation or company practice")


class Validation(BaseModel):
    permitId: str = Field(max_length=40)
    validationStatus: Literal["Pass", "PassWithWarnings", "Fail"]
    errors: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    recommendations: list[str] = Field(default_factory=list)
    checks: list[Check] = Field(default_factory=list)
