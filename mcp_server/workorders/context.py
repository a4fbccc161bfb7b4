"""The one work-order context the tools accept: the parts of a work order that rules_evaluate, policy_load and
pdf_render read, all optional, so a full work order from workorders_get_workorder_by_id fits as it is.

The rules engine reads the job text and the time window; the printed form also shows the equipment. One model
serves both, so the two tools describe (and bound) the same input the same way.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from common.limits import EQUIPMENT_MAX, ID_CHARS, NAME_CHARS, TEXT_CHARS, TITLE_CHARS


class TimeWindowContext(BaseModel):
    """When the work is planned; both ends are given, as in every work order."""

    start: datetime
    end: datetime


class WorkOrderContext(BaseModel):
    """What a tool may use from the work order; unknown fields (latitude, longitude ...) are ignored."""

    model_config = ConfigDict(extra="ignore")

    id: str | None = Field(default=None, max_length=ID_CHARS)
    title: str | None = Field(default=None, max_length=TITLE_CHARS)
    site: str | None = Field(default=None, max_length=NAME_CHARS)
    area: str | None = Field(default=None, max_length=NAME_CHARS)
    description: str | None = Field(default=None, max_length=TEXT_CHARS)
    jobPlan: str | None = Field(default=None, max_length=TEXT_CHARS)
    equipment: list[Annotated[str, Field(max_length=TITLE_CHARS)]] = Field(
        default_factory=list, max_length=EQUIPMENT_MAX
    )
    timeWindow: TimeWindowContext | None = None
