"""Saving work-order snapshots and the hazards A1 found for them (a mixin of `Database`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import sqlalchemy as sa
from pydantic import BaseModel, ConfigDict, Field

from mcp_server.db.errors import InvalidRecord, ensure_json_size
from mcp_server.db.models import HazardRow, WorkOrderRow, utcnow
from mcp_server.db.store import Store, validated


class HazardIn(BaseModel):
    """A1's hazard shape; extra keys are kept in the stored payload."""

    model_config = ConfigDict(extra="allow")

    name: str = Field(min_length=1, max_length=200)
    confidence: float | None = Field(default=None, ge=0, le=1)
    rationale: str | None = Field(default=None, max_length=8000)
    suggestedControls: list[str] = Field(default_factory=list, max_length=100)


class WorkOrderStore(Store):
    """Work orders as the pipeline saw them, and their hazards."""

    def save_work_order(self, work_order: Mapping[str, Any] | BaseModel) -> str:
        """Upsert a snapshot of the work order the pipeline worked from; returns its id."""
        payload = work_order.model_dump(mode="json") if isinstance(work_order, BaseModel) else dict(work_order)
        wo_id = payload.get("id")
        if not isinstance(wo_id, str) or not 0 < len(wo_id) <= 64:
            raise InvalidRecord("work order needs an 'id' of 1-64 characters")
        ensure_json_size(payload, f"work order {wo_id}")
        now = utcnow()
        values = {
            "site": str(payload.get("site") or "")[:100] or None,
            "area": str(payload.get("area") or "")[:100] or None,
            "title": str(payload.get("title") or "")[:500] or None,
            "payload": payload,
            "updated_at": now,
        }
        stmt = self.insert(WorkOrderRow).values(id=wo_id, created_at=now, **values)
        with self.write() as session:
            session.execute(stmt.on_conflict_do_update(index_elements=[WorkOrderRow.id], set_=values))
        return wo_id

    def save_hazards(
        self, work_order_id: str, hazards: Sequence[Mapping[str, Any] | BaseModel], *, run_id: str | None = None
    ) -> list[int]:
        """Append A1's hazards for a work order (and run); returns the new row ids in order."""
        parsed = [validated(HazardIn, h, "hazard") for h in hazards]
        ensure_json_size([h.model_dump(mode="json") for h in parsed], f"hazards of {work_order_id}")
        rows = [
            HazardRow(
                work_order_id=work_order_id,
                run_id=run_id,
                name=h.name,
                confidence=h.confidence,
                rationale=h.rationale,
                suggested_controls=h.suggestedControls,
                payload=h.model_dump(mode="json"),
            )
            for h in parsed
        ]
        with self.write() as session:
            session.add_all(rows)
            session.flush()
            return [row.id for row in rows]

    def hazards_for(self, work_order_id: str, *, run_id: str | None = None) -> list[HazardIn]:
        query = sa.select(HazardRow).where(HazardRow.work_order_id == work_order_id).order_by(HazardRow.id)
        if run_id is not None:
            query = query.where(HazardRow.run_id == run_id)
        with self.read() as session:
            return [HazardIn.model_validate(row.payload) for row in session.scalars(query)]
