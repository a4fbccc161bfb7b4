"""Saving and finding permits and their validations (a mixin of `Database`).

Work orders and hazards are in workorders.py, PDFs in pdfs.py, lifecycle steps in lifecycle.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from mcp_server.db.errors import InvalidRecord, PermitNotFound, ensure_json_size
from mcp_server.db.models import PermitRow, ValidationRow, utcnow
from mcp_server.db.records import StoredPermit, StoredValidation
from mcp_server.db.store import Store, as_utc, bound_values, validated
from mcp_server.permits.contracts import Permit, Validation
from mcp_server.permits.types import UnknownPermitType, resolve_permit_type
from mcp_server.rules.lifecycle import ALL_STATUSES, LIVE_STATUSES, PermitStatus

PERMIT_STATUSES = ALL_STATUSES


_PERMIT_UPDATES = (
    "type_code", "permit_type", "work_order_id", "run_id", "site", "area", "valid_from", "valid_to", "payload",
    "updated_at",
)  # fmt: skip
_UPSERTS: dict[tuple[str, bool], Any] = {}
_INSERTS: dict[str, Any] = {}


def _permit_upsert(dialect: str, insert: Callable[[Any], Any], *, with_status: bool) -> Any:
    """The permit row's INSERT ... ON CONFLICT DO UPDATE with bound parameters, built once per dialect: building it
    per call (ORM values, coercions, cache key) cost more than running it. An existing row takes the new values
    (and the status, when one is given); a new row starts as a draft unless a status is given."""
    key = (dialect, with_status)
    if key not in _UPSERTS:
        table = PermitRow.__table__
        columns = ("permit_id", "created_at", "status", *_PERMIT_UPDATES)
        stmt = insert(table).values(bound_values(table, columns))
        updates = (*_PERMIT_UPDATES, "status") if with_status else _PERMIT_UPDATES
        _UPSERTS[key] = stmt.on_conflict_do_update(
            index_elements=[table.c.permit_id], set_={c: stmt.excluded[c] for c in updates}
        )
    return _UPSERTS[key]


def _validation_insert() -> Any:
    """The validation row's INSERT ... RETURNING id with bound parameters (any dialect), built once, as
    `_permit_upsert`."""
    if "validation" not in _INSERTS:
        table = ValidationRow.__table__
        columns = ("permit_id", "run_id", "status", "ruleset_version", "payload", "created_at")
        _INSERTS["validation"] = sa.insert(table).values(bound_values(table, columns)).returning(table.c.id)
    return _INSERTS["validation"]


def stored_permit(row: PermitRow) -> StoredPermit:
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


_STATUS_OF = sa.select(PermitRow.status).where(PermitRow.permit_id == sa.bindparam("permit_id"))
"""A permit's status (parameter: permit_id); built once."""
_STATUS_FOR_UPDATE = _STATUS_OF.with_for_update()
"""The same, locking the row until the transaction ends (SELECT ... FOR UPDATE on PostgreSQL)."""


class PermitStore(Store):
    """Permits (one row each, replaced while draft) and their append-only validations."""

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
            return stored_permit(row)

    def _save_permit(
        self,
        session: Session,
        permit: Permit | Mapping[str, Any],
        *,
        work_order_id: str | None = None,
        run_id: str | None = None,
        status: str | None = None,
        load: bool = True,
    ) -> PermitRow | None:
        """`save_permit` inside the caller's transaction; the permit row stays locked until it ends. With
        `load=False` the written row is not read back (None is returned): a caller that does not use it saves a
        query and the parsing of the permit's JSON payload."""
        permit = validated(Permit, permit, "permit")
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
        valid_from = as_utc(permit.validFrom) if permit.validFrom else None
        valid_to = as_utc(permit.validTo) if permit.validTo else None
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
        stmt = _permit_upsert(self.dialect, self.insert, with_status=status is not None)  # type: ignore[attr-defined]
        params = {"permit_id": permit.permitId, "created_at": now, "status": PermitStatus.DRAFT.value, **values}
        current = session.scalar(_STATUS_FOR_UPDATE, {"permit_id": permit.permitId})
        if status is None and current not in (None, PermitStatus.DRAFT):
            raise InvalidRecord(
                f"permit {permit.permitId} is {current}; a permit past draft cannot be changed "
                "(extend it with permits_extend or re-issue it with permits_reissue)"
            )
        session.execute(stmt, params)
        return session.get_one(PermitRow, permit.permitId, populate_existing=True) if load else None

    def permits_for_work_order(self, work_order_id: str, status: str | None = None) -> list[StoredPermit]:
        """The permits stored for a work order (optionally of one status), oldest first."""
        query = sa.select(PermitRow).where(PermitRow.work_order_id == work_order_id)
        if status is not None:
            query = query.where(PermitRow.status == status)
        with self.read() as session:
            rows = session.scalars(query.order_by(PermitRow.created_at, PermitRow.permit_id))
            return [stored_permit(row) for row in rows]

    def get_permit(self, permit_id: str) -> StoredPermit:
        with self.read() as session:
            row = session.get(PermitRow, permit_id)
            if row is None:
                raise PermitNotFound(permit_id)
            return stored_permit(row)

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
        start, end = as_utc(start), as_utc(end)
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
            return [stored_permit(row) for row in session.scalars(query)]

    def save_validation(
        self,
        validation: Validation | Mapping[str, Any],
        *,
        run_id: str | None = None,
        ruleset_version: str | None = None,
    ) -> int:
        """Append one validation result of a saved permit; returns its row id."""
        with self.write() as session:
            return self._save_validation(session, validation, run_id=run_id, ruleset_version=ruleset_version)

    def _save_validation(
        self,
        session: Session,
        validation: Validation | Mapping[str, Any],
        *,
        run_id: str | None = None,
        ruleset_version: str | None = None,
        created_at: datetime | None = None,
        permit_written: bool = False,
    ) -> int:
        """`save_validation` inside the caller's transaction; the new row's id. `permit_written`: the caller wrote
        the permit row in it, so its existence is not queried again."""
        validation = validated(Validation, validation, "validation")
        payload = validation.model_dump(mode="json")
        ensure_json_size(payload, f"validation of {validation.permitId}")
        if not permit_written:
            self._require_permit(session, validation.permitId)
        params = {
            "permit_id": validation.permitId,
            "run_id": run_id,
            "status": validation.validationStatus,
            "ruleset_version": ruleset_version,
            "payload": payload,
            "created_at": created_at or utcnow(),
        }
        return session.execute(_validation_insert(), params).scalar_one()

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
