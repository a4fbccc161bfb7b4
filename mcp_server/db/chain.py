"""The tamper-evident chain over each permit's audit entries and sign-offs.

Every `permit_audit` and `permit_signoffs` row carries `prev_hash` (the row_hash of the previous row of the same
permit in the same table, or 64 zeros for the first) and `row_hash` = sha256(prev_hash + the row's fields as
canonical JSON). Triggers and database privileges stop the application from rewriting these rows; the chain is
what shows it when someone with more rights (the file's owner, a superuser) did: `verify` walks every permit's
rows and reports the first link whose recomputed hash differs, or whose prev_hash is not its predecessor's hash
(a row deleted or re-ordered). A deleted LAST row leaves no broken link; the audit's seq numbers and the
permit's status still show it to a reader.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from mcp_server.db.models import PermitAuditRow, PermitSignoffRow
from mcp_server.db.records import BrokenLink

GENESIS = "0" * 64
AUDIT_FIELDS = ("permit_id", "seq", "at", "action", "person", "role", "from_status", "to_status", "reason", "detail")
SIGNOFF_FIELDS = ("permit_id", "person", "person_key", "role", "rule_id", "content_sha256", "signed_at")


def _canonical(value: Any) -> Any:
    if isinstance(value, datetime):
        value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
        return value.isoformat(timespec="microseconds")
    if isinstance(value, dict):
        return {str(k): _canonical(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_canonical(v) for v in value]
    return value


def row_digest(prev_hash: str, fields: dict[str, Any]) -> str:
    text = json.dumps(_canonical(fields), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256((prev_hash + "\n" + text).encode()).hexdigest()


def _fields(row: Any, names: tuple[str, ...]) -> dict[str, Any]:
    return {name: getattr(row, name) for name in names}


def _names(row: Any) -> tuple[str, ...]:
    return AUDIT_FIELDS if isinstance(row, PermitAuditRow) else SIGNOFF_FIELDS


def seal(session: Session, row: PermitAuditRow | PermitSignoffRow) -> None:
    """Set the row's prev_hash and row_hash from the permit's last row in its table (call under the permit lock)."""
    model = type(row)
    order = model.seq.desc() if model is PermitAuditRow else model.id.desc()
    last = session.scalar(sa.select(model.row_hash).where(model.permit_id == row.permit_id).order_by(order).limit(1))
    row.prev_hash = last or GENESIS
    row.row_hash = row_digest(row.prev_hash, _fields(row, _names(row)))


def verify_rows(rows: list[Any], table: str) -> BrokenLink | None:
    """The first broken link among one permit's rows of one table, in chain order, else None."""
    expected = GENESIS
    for row in rows:
        seq = getattr(row, "seq", None)
        if row.prev_hash != expected:
            problem = "prev_hash is not the previous row's hash (a row was removed, re-ordered or inserted)"
            return BrokenLink(table=table, permitId=row.permit_id, rowId=row.id, seq=seq, problem=problem)
        if row.row_hash != row_digest(row.prev_hash, _fields(row, _names(row))):
            problem = "row_hash does not match the row's content (the row was changed after it was written)"
            return BrokenLink(table=table, permitId=row.permit_id, rowId=row.id, seq=seq, problem=problem)
        expected = row.row_hash
    return None


def verify_permit(session: Session, permit_id: str) -> BrokenLink | None:
    audit = list(
        session.scalars(
            sa.select(PermitAuditRow).where(PermitAuditRow.permit_id == permit_id).order_by(PermitAuditRow.seq)
        )
    )
    signoffs = list(
        session.scalars(
            sa.select(PermitSignoffRow).where(PermitSignoffRow.permit_id == permit_id).order_by(PermitSignoffRow.id)
        )
    )
    return verify_rows(audit, "permit_audit") or verify_rows(signoffs, "permit_signoffs")


def verify_all(session: Session) -> list[BrokenLink]:
    """The first broken link of every permit that has one, in permit-id order."""
    ids = sorted(
        set(session.scalars(sa.select(PermitAuditRow.permit_id).distinct()))
        | set(session.scalars(sa.select(PermitSignoffRow.permit_id).distinct()))
    )
    return [link for pid in ids if (link := verify_permit(session, pid)) is not None]
