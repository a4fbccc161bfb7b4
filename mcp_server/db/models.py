"""ORM tables of the permit database (seed section 5) plus the id counters and run tool calls.

Structured payloads are JSON (JSONB on PostgreSQL); every timestamp is stored and returned in UTC.
Work orders and runs are referenced by plain indexed ids, not foreign keys, because tools save
permits and hazards before the agent client records its run, and work orders come from outside.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

from mcp_server.db.records import utcnow

JSONType = sa.JSON().with_variant(JSONB(), "postgresql")


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes in and out; naive values are taken to be UTC already (SQLite keeps no zone)."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is None:
            return None
        value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = sa.MetaData(naming_convention=NAMING)
    type_annotation_map = {datetime: UTCDateTime, dict[str, Any]: JSONType, list[Any]: JSONType, Any: JSONType}


class Timestamps:
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class WorkOrderRow(Timestamps, Base):
    """A snapshot of a work order as the pipeline saw it (the source of truth stays outside)."""

    __tablename__ = "work_orders"

    id: Mapped[str] = mapped_column(sa.String(64), primary_key=True)
    site: Mapped[str | None] = mapped_column(sa.String(100), index=True)
    area: Mapped[str | None] = mapped_column(sa.String(100))
    title: Mapped[str | None] = mapped_column(sa.String(500))
    payload: Mapped[dict[str, Any]]


class HazardRow(Base):
    __tablename__ = "hazards"

    id: Mapped[int] = mapped_column(primary_key=True)
    work_order_id: Mapped[str] = mapped_column(sa.String(64), index=True)
    run_id: Mapped[str | None] = mapped_column(sa.String(64), index=True)
    name: Mapped[str] = mapped_column(sa.String(200))
    confidence: Mapped[float | None]
    rationale: Mapped[str | None] = mapped_column(sa.Text)
    suggested_controls: Mapped[list[Any]]
    payload: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class PermitRow(Timestamps, Base):
    __tablename__ = "permits"
    __table_args__ = (
        sa.Index("ix_permits_site_area_validity", "site", "area", "valid_from", "valid_to"),
        sa.CheckConstraint("valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from", name="window"),
    )

    permit_id: Mapped[str] = mapped_column(sa.String(40), primary_key=True)
    type_code: Mapped[str] = mapped_column(sa.String(8), index=True)
    permit_type: Mapped[str] = mapped_column(sa.String(60))
    status: Mapped[str] = mapped_column(sa.String(20), default="draft")
    work_order_id: Mapped[str | None] = mapped_column(sa.String(64), index=True)
    run_id: Mapped[str | None] = mapped_column(sa.String(64), index=True)
    site: Mapped[str | None] = mapped_column(sa.String(100))
    area: Mapped[str | None] = mapped_column(sa.String(100))
    valid_from: Mapped[datetime | None]
    valid_to: Mapped[datetime | None]
    payload: Mapped[dict[str, Any]]
    requested_by: Mapped[str | None] = mapped_column(sa.String(120))
    requested_at: Mapped[datetime | None]
    reissue_of: Mapped[str | None] = mapped_column(sa.String(40), index=True)


class ValidationRow(Base):
    __tablename__ = "validations"

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_id: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id", ondelete="CASCADE"), index=True)
    run_id: Mapped[str | None] = mapped_column(sa.String(64), index=True)
    status: Mapped[str] = mapped_column(sa.String(20))
    ruleset_version: Mapped[str | None] = mapped_column(sa.String(40))
    payload: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class PdfRow(Base):
    __tablename__ = "pdfs"
    __table_args__ = (sa.UniqueConstraint("permit_id", "sha256"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_id: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id", ondelete="CASCADE"), index=True)
    url: Mapped[str] = mapped_column(sa.String(1024))
    sha256: Mapped[str] = mapped_column(sa.String(64))
    size_bytes: Mapped[int] = mapped_column(sa.BigInteger)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class RunRow(Timestamps, Base):
    __tablename__ = "runs"
    __table_args__ = (sa.Index("ix_runs_created_at", "created_at"),)

    run_id: Mapped[str] = mapped_column(sa.String(64), primary_key=True)
    idempotency_key: Mapped[str | None] = mapped_column(sa.String(200), unique=True)
    work_order_id: Mapped[str] = mapped_column(sa.String(64), index=True)
    status: Mapped[str] = mapped_column(sa.String(32))
    engine: Mapped[str] = mapped_column(sa.String(64))
    policy_version: Mapped[str | None] = mapped_column(sa.String(64))
    rag_snapshot: Mapped[str | None] = mapped_column(sa.String(64))
    input: Mapped[dict[str, Any]]
    output: Mapped[dict[str, Any] | None]
    run_meta: Mapped[dict[str, Any]]
    rag_contexts: Mapped[list[Any]]
    route: Mapped[Any | None]
    degraded: Mapped[list[Any]]


class RunToolCallRow(Base):
    __tablename__ = "run_tool_calls"
    __table_args__ = (sa.UniqueConstraint("run_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[str] = mapped_column(sa.ForeignKey("runs.run_id", ondelete="CASCADE"), index=True)
    seq: Mapped[int]
    tool: Mapped[str] = mapped_column(sa.String(128))
    arguments: Mapped[dict[str, Any]]
    result_summary: Mapped[Any | None]
    duration_ms: Mapped[float | None]
    error: Mapped[str | None] = mapped_column(sa.Text)


class PermitCounterRow(Base):
    """The last sequence number handed out per permit type code."""

    __tablename__ = "permit_counters"

    type_code: Mapped[str] = mapped_column(sa.String(8), primary_key=True)
    last_value: Mapped[int] = mapped_column(sa.BigInteger)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class PermitIdAllocationRow(Base):
    """An id handed out under a caller's allocation key: asking again with the key returns the same id.

    This is what makes a retried run (after a crash, a restart or an agent-level retry) reuse its permit ids
    instead of consuming new ones."""

    __tablename__ = "permit_id_allocations"

    allocation_key: Mapped[str] = mapped_column(sa.String(300), primary_key=True)
    permit_id: Mapped[str] = mapped_column(sa.String(40), unique=True)
    type_code: Mapped[str] = mapped_column(sa.String(8))
    sequence: Mapped[int] = mapped_column(sa.BigInteger)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class PermitSignoffRow(Base):
    """One person's sign-off of a permit in one rulebook role; append-only (database triggers refuse changes).

    `content_sha256` is the digest of the permit content that was signed, so a later edit of a draft voids it.
    """

    __tablename__ = "permit_signoffs"
    __table_args__ = (
        sa.UniqueConstraint("permit_id", "content_sha256", "rule_id"),
        sa.UniqueConstraint("permit_id", "content_sha256", "person_key"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_id: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id"), index=True)
    person: Mapped[str] = mapped_column(sa.String(120))
    person_key: Mapped[str] = mapped_column(sa.String(120))
    role: Mapped[str] = mapped_column(sa.String(120))
    rule_id: Mapped[str] = mapped_column(sa.String(80))
    content_sha256: Mapped[str] = mapped_column(sa.String(64))
    signed_at: Mapped[datetime] = mapped_column(default=utcnow)
    prev_hash: Mapped[str | None] = mapped_column(sa.String(64))
    row_hash: Mapped[str | None] = mapped_column(sa.String(64))


class PermitAuditRow(Base):
    """One lifecycle event of a permit; append-only (database triggers refuse UPDATE, DELETE and REPLACE) and hash
    chained per permit (`mcp_server.db.chain`)."""

    __tablename__ = "permit_audit"
    __table_args__ = (sa.UniqueConstraint("permit_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_id: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id"), index=True)
    seq: Mapped[int]
    at: Mapped[datetime] = mapped_column(default=utcnow)
    action: Mapped[str] = mapped_column(sa.String(20))
    person: Mapped[str] = mapped_column(sa.String(120))
    role: Mapped[str | None] = mapped_column(sa.String(120))
    from_status: Mapped[str | None] = mapped_column(sa.String(20))
    to_status: Mapped[str] = mapped_column(sa.String(20))
    reason: Mapped[str | None] = mapped_column(sa.Text)
    detail: Mapped[dict[str, Any]]
    prev_hash: Mapped[str | None] = mapped_column(sa.String(64))
    row_hash: Mapped[str | None] = mapped_column(sa.String(64))


class PersonRow(Timestamps, Base):
    """One person of the people directory. `id` is the identity everything is signed with; `display_name` is
    NFKC-normalised and `name_skeleton` (its confusable skeleton) is unique, so no two people look alike."""

    __tablename__ = "people"

    id: Mapped[str] = mapped_column(sa.String(64), primary_key=True)
    display_name: Mapped[str] = mapped_column(sa.String(120))
    name_skeleton: Mapped[str] = mapped_column(sa.String(240), unique=True)
    subject: Mapped[str | None] = mapped_column(sa.String(255), unique=True)
    active: Mapped[bool] = mapped_column(default=True)


class PersonRoleRow(Base):
    """A role a person holds at a site and area ('*' for any)."""

    __tablename__ = "person_roles"
    __table_args__ = (sa.UniqueConstraint("person_id", "role", "site", "area"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    person_id: Mapped[str] = mapped_column(sa.ForeignKey("people.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(sa.String(120))
    site: Mapped[str] = mapped_column(sa.String(100), default="*")
    area: Mapped[str] = mapped_column(sa.String(100), default="*")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class PersonCompetencyRow(Base):
    """A competency (training/appointment for a role) with the date it expires."""

    __tablename__ = "person_competencies"
    __table_args__ = (sa.UniqueConstraint("person_id", "competency"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    person_id: Mapped[str] = mapped_column(sa.ForeignKey("people.id", ondelete="CASCADE"), index=True)
    competency: Mapped[str] = mapped_column(sa.String(120))
    expires_on: Mapped[date]
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
