"""Saving and finding work orders, hazards, permits, validations and PDFs (a mixin of `Database`)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy.orm import Session

from mcp_server.db.errors import InvalidRecord, PermitNotFound, ensure_json_size, validation_problems
from mcp_server.db.models import HazardRow, PdfRow, PermitRow, ValidationRow, WorkOrderRow, utcnow
from mcp_server.permits.contracts import Permit, Validation
from mcp_server.permits.types import UnknownPermitType, resolve_permit_type
from mcp_server.rules.lifecycle import ALL_STATUSES, LIVE_STATUSES, PermitStatus

PERMIT_STATUSES = ALL_STATUSES
SHA256 = re.compile(r"^[0-9a-f]{64}$")


class HazardIn(BaseModel):
    """A1's hazard shape; extra keys are kept in the stored payload."""

    model_config = ConfigDict(extra="allow")

    name: str = Field(min_length=1, max_length=200)
    confidence: float | None = Field(default=None, ge=0, le=1)
    rationale: str | None = Field(default=None, max_length=8000)
    suggestedControls: list[str] = Field(default_factory=list, max_length=100)


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


class StoredPdf(BaseModel):
    id: int
    permitId: str
    url: str
    sha256: str
    sizeBytes: int
    createdAt: datetime


class PdfRef(BaseModel):
    """Where a rendered PDF was stored and what it holds."""

    url: str
    sha256: str
    sizeBytes: int


class StoredValidation(BaseModel):
    id: int
    permitId: str
    runId: str | None
    rulesetVersion: str | None
    validation: Validation
    createdAt: datetime


def _as_utc(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _validated(model: type[BaseModel], value: Any, what: str) -> Any:
    if isinstance(value, model):
        return value
    try:
        return model.model_validate(value.model_dump() if isinstance(value, BaseModel) else value)
    except ValidationError as exc:
        raise InvalidRecord(f"invalid {what}: {validation_problems(exc)}") from None


def _stored_permit(row: PermitRow) -> StoredPermit:
    return StoredPermit(
        permitId=row.permit_id,
        typeCode=row.type_code,
        permitType=row.permit_type,
        status=row.status,
        workOrderId=row.work_order_id,
        runId=row.run_id,
        site=row.site,
        area=row.area,
        validFrom=row.valid_from,
        validTo=row.valid_to,
        permit=Permit.model_validate(row.payload),
        createdAt=row.created_at,
        updatedAt=row.updated_at,
    )


def _stored_pdf(row: PdfRow) -> StoredPdf:
    return StoredPdf(
        id=row.id, permitId=row.permit_id, url=row.url, sha256=row.sha256, sizeBytes=row.size_bytes,
        createdAt=row.created_at,
    )  # fmt: skip


class PermitStore:
    """Mixed into `Database`, which provides `read()`, `write()` and `insert()`."""

    if TYPE_CHECKING:

        def read(self) -> contextlib.AbstractContextManager[Session]: ...
        def write(self) -> contextlib.AbstractContextManager[Session]: ...
        def insert(self, table: Any) -> Any: ...

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
        parsed = [_validated(HazardIn, h, "hazard") for h in hazards]
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

    def save_permit(
        self,
        permit: Permit | Mapping[str, Any],
        *,
        work_order_id: str | None = None,
        run_id: str | None = None,
        status: str | None = None,
    ) -> StoredPermit:
        """Insert or replace a permit by its id. The window is validFrom..validTo, or validFrom + validityHours.

        Without `status` a new permit is a draft and an existing one keeps its status; past draft its content
        is frozen (the lifecycle tools change it: extension, re-issue), so replacing it is refused.
        """
        with self.write() as session:
            row = self._save_permit(session, permit, work_order_id=work_order_id, run_id=run_id, status=status)
            return _stored_permit(row)

    def _save_permit(
        self,
        session: Session,
        permit: Permit | Mapping[str, Any],
        *,
        work_order_id: str | None = None,
        run_id: str | None = None,
        status: str | None = None,
    ) -> PermitRow:
        """`save_permit` inside the caller's transaction; the permit row stays locked until it ends."""
        permit = _validated(Permit, permit, "permit")
        if status is not None and status not in PERMIT_STATUSES:
            raise InvalidRecord(f"invalid permit status {status!r}; valid: {', '.join(PERMIT_STATUSES)}")
        try:
            ptype = resolve_permit_type(permit.type)
        except UnknownPermitType as exc:
            raise InvalidRecord(str(exc)) from None
        id_code = permit.permitId.split("-")[1]
        if id_code != ptype.code:
            raise InvalidRecord(
                f"permit {permit.permitId} is of type {ptype.value} ({ptype.code}) but its id carries code {id_code}"
            )
        valid_from = _as_utc(permit.validFrom) if permit.validFrom else None
        valid_to = _as_utc(permit.validTo) if permit.validTo else None
        if valid_to is None and valid_from is not None:
            valid_to = valid_from + timedelta(hours=permit.validityHours)
        if valid_from and valid_to and valid_to < valid_from:
            raise InvalidRecord(f"permit {permit.permitId}: validTo {valid_to} is before validFrom {valid_from}")
        payload = permit.model_dump(mode="json")
        ensure_json_size(payload, f"permit {permit.permitId}")
        now = utcnow()
        values = {
            "type_code": ptype.code,
            "permit_type": ptype.value,
            "work_order_id": work_order_id or permit.workOrderId,
            "run_id": run_id,
            "site": permit.site,
            "area": permit.area,
            "valid_from": valid_from,
            "valid_to": valid_to,
            "payload": payload,
            "updated_at": now,
        }
        if status is not None:
            values["status"] = status
        stmt = self.insert(PermitRow).values(
            permit_id=permit.permitId, created_at=now, **{"status": PermitStatus.DRAFT.value, **values}
        )
        stmt = stmt.on_conflict_do_update(index_elements=[PermitRow.permit_id], set_=values)
        current = session.scalar(
            sa.select(PermitRow.status).where(PermitRow.permit_id == permit.permitId).with_for_update()
        )
        if status is None and current not in (None, PermitStatus.DRAFT):
            raise InvalidRecord(
                f"permit {permit.permitId} is {current}; a permit past draft cannot be changed "
                "(extend it with permits_extend or re-issue it with permits_reissue)"
            )
        session.execute(stmt)
        return session.get_one(PermitRow, permit.permitId, populate_existing=True)

    def get_permit(self, permit_id: str) -> StoredPermit:
        with self.read() as session:
            row = session.get(PermitRow, permit_id)
            if row is None:
                raise PermitNotFound(permit_id)
            return _stored_permit(row)

    def set_permit_status(self, permit_id: str, status: str) -> None:
        """Low-level status write with no lifecycle rules and no audit entry; tools use `transition_permit`."""
        if status not in PERMIT_STATUSES:
            raise InvalidRecord(f"invalid permit status {status!r}; valid: {', '.join(PERMIT_STATUSES)}")
        with self.write() as session:
            row = session.get(PermitRow, permit_id)
            if row is None:
                raise PermitNotFound(permit_id)
            row.status = status

    def active_permits(
        self, site: str, area: str | None, start: datetime, end: datetime, *, exclude_permit_id: str | None = None
    ) -> list[StoredPermit]:
        """Live permits (issued, active or suspended) at the site (and area) whose window overlaps [start, end).

        This is what a simultaneous-operations check compares a new permit against: a suspended permit keeps its
        isolations in place, a draft is not yet authorised, a closed or cancelled one is over. Permits without
        a window (validFrom) are never returned.
        """
        start, end = _as_utc(start), _as_utc(end)
        if end <= start:
            raise InvalidRecord(f"window end {end.isoformat()} must be after start {start.isoformat()}")
        query = (
            sa.select(PermitRow)
            .where(
                PermitRow.site == site,
                PermitRow.valid_from < end,
                PermitRow.valid_to > start,
                PermitRow.status.in_(LIVE_STATUSES),
            )
            .order_by(PermitRow.valid_from, PermitRow.permit_id)
        )
        if area is not None:
            query = query.where(PermitRow.area == area)
        if exclude_permit_id is not None:
            query = query.where(PermitRow.permit_id != exclude_permit_id)
        with self.read() as session:
            return [_stored_permit(row) for row in session.scalars(query)]

    def save_validation(
        self,
        validation: Validation | Mapping[str, Any],
        *,
        run_id: str | None = None,
        ruleset_version: str | None = None,
    ) -> int:
        """Append one validation result of a saved permit; returns its row id."""
        with self.write() as session:
            return self._save_validation(session, validation, run_id=run_id, ruleset_version=ruleset_version).id

    def _save_validation(
        self,
        session: Session,
        validation: Validation | Mapping[str, Any],
        *,
        run_id: str | None = None,
        ruleset_version: str | None = None,
        created_at: datetime | None = None,
    ) -> ValidationRow:
        """`save_validation` inside the caller's transaction."""
        validation = _validated(Validation, validation, "validation")
        payload = validation.model_dump(mode="json")
        ensure_json_size(payload, f"validation of {validation.permitId}")
        self._require_permit(session, validation.permitId)
        row = ValidationRow(
            permit_id=validation.permitId,
            run_id=run_id,
            status=validation.validationStatus,
            ruleset_version=ruleset_version,
            payload=payload,
            created_at=created_at or utcnow(),
        )
        session.add(row)
        session.flush()
        return row

    def validations_for(self, permit_id: str) -> list[StoredValidation]:
        query = sa.select(ValidationRow).where(ValidationRow.permit_id == permit_id).order_by(ValidationRow.id)
        with self.read() as session:
            return [
                StoredValidation(
                    id=row.id,
                    permitId=row.permit_id,
                    runId=row.run_id,
                    rulesetVersion=row.ruleset_version,
                    validation=Validation.model_validate(row.payload),
                    createdAt=row.created_at,
                )  # fmt: skip
                for row in session.scalars(query)
            ]

    def record_pdf(self, permit_id: str, url: str, sha256: str, size_bytes: int) -> StoredPdf:
        """Remember where a saved permit's PDF lives; the same bytes recorded again just update the URL."""
        with self.write() as session:
            return self._record_pdf(session, permit_id, url, sha256, size_bytes)

    def _record_pdf(self, session: Session, permit_id: str, url: str, sha256: str, size_bytes: int) -> StoredPdf:
        """`record_pdf` inside the caller's transaction."""
        if not url or len(url) > 1024:
            raise InvalidRecord("pdf url must be 1-1024 characters")
        sha256 = sha256.lower()
        if not SHA256.match(sha256):
            raise InvalidRecord(f"sha256 must be 64 hex characters, got {sha256[:80]!r}")
        if size_bytes < 0:
            raise InvalidRecord(f"size_bytes must be >= 0, got {size_bytes}")
        now = utcnow()  # the same bytes again are the latest PDF again (A, B, A: the permit's PDF is A)
        stmt = self.insert(PdfRow).values(
            permit_id=permit_id, url=url, sha256=sha256, size_bytes=size_bytes, created_at=now
        )
        stmt = stmt.on_conflict_do_update(
            index_elements=[PdfRow.permit_id, PdfRow.sha256],
            set_={"url": url, "size_bytes": size_bytes, "created_at": now},
        ).returning(PdfRow.id)
        self._require_permit(session, permit_id)
        pdf_id = session.execute(stmt).scalar_one()
        return _stored_pdf(session.get_one(PdfRow, pdf_id, populate_existing=True))

    def record_rendered_permit(
        self,
        permit: Permit | Mapping[str, Any],
        validation: Validation | Mapping[str, Any],
        store_pdf: Callable[[], PdfRef],
        *,
        work_order_id: str | None = None,
        run_id: str | None = None,
        ruleset_version: str | None = None,
    ) -> StoredPdf:
        """Save a draft permit, its validation and its PDF row in ONE transaction: all three or none.

        `store_pdf` writes the PDF and says where; it runs once the permit row is written and locked (so a permit
        issued meanwhile is refused before its PDF is touched), and before the commit. If it or the commit fails
        nothing is recorded; undoing the blob write is the caller's part (see `mcp_server.pdf.blobstore.BlobUndo`).
        """
        permit = _validated(Permit, permit, "permit")
        validation = _validated(Validation, validation, "validation")
        if validation.permitId != permit.permitId:
            raise InvalidRecord(f"validation is of {validation.permitId!r}, not {permit.permitId!r}")
        with self.write() as session:
            self._save_permit(session, permit, work_order_id=work_order_id, run_id=run_id)
            self._save_validation(session, validation, run_id=run_id, ruleset_version=ruleset_version)
            pdf = store_pdf()
            return self._record_pdf(session, permit.permitId, pdf.url, pdf.sha256, pdf.sizeBytes)

    def pdfs_for(self, permit_id: str) -> list[StoredPdf]:
        query = sa.select(PdfRow).where(PdfRow.permit_id == permit_id).order_by(PdfRow.created_at, PdfRow.id)
        with self.read() as session:
            return [_stored_pdf(row) for row in session.scalars(query)]

    @staticmethod
    def _require_permit(session: Session, permit_id: str) -> None:
        if session.get(PermitRow, permit_id) is None:
            raise PermitNotFound(permit_id)
