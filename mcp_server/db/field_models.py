"""ORM tables of the field records: isolation certificates and their points, permit links, the gas-test log.

Kept apart from `models.py` so the permit tables stay readable; same declarative base and naming convention.
Every person is stored twice: the name as given (printed on the form) and an optional directory person id, so a
people directory can be wired in without another migration.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Mapped, mapped_column

from mcp_server.db.models import Base, utcnow

NAME = 120
PERSON_ID = 64


class IsolationCertificateRow(Base):
    """One isolation certificate: isolated → verified (prove-dead / zero-energy test) → de_isolated."""

    __tablename__ = "isolation_certificates"

    id: Mapped[int] = mapped_column(primary_key=True)
    site: Mapped[str | None] = mapped_column(sa.String(100))
    area: Mapped[str | None] = mapped_column(sa.String(100))
    description: Mapped[str] = mapped_column(sa.Text)
    status: Mapped[str] = mapped_column(sa.String(20))
    isolated_by: Mapped[str] = mapped_column(sa.String(NAME))
    isolated_by_id: Mapped[str | None] = mapped_column(sa.String(PERSON_ID))
    isolated_at: Mapped[datetime]
    verified_by: Mapped[str | None] = mapped_column(sa.String(NAME))
    verified_by_id: Mapped[str | None] = mapped_column(sa.String(PERSON_ID))
    verified_at: Mapped[datetime | None]
    verify_method: Mapped[str | None] = mapped_column(sa.String(40))
    verify_detail: Mapped[str | None] = mapped_column(sa.Text)
    deisolated_by: Mapped[str | None] = mapped_column(sa.String(NAME))
    deisolated_by_id: Mapped[str | None] = mapped_column(sa.String(PERSON_ID))
    deisolated_at: Mapped[datetime | None]
    deisolate_reason: Mapped[str | None] = mapped_column(sa.Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class IsolationPointRow(Base):
    __tablename__ = "isolation_points"
    __table_args__ = (sa.UniqueConstraint("certificate_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    certificate_id: Mapped[int] = mapped_column(
        sa.ForeignKey("isolation_certificates.id", ondelete="CASCADE"), index=True
    )
    seq: Mapped[int]
    equipment_tag: Mapped[str] = mapped_column(sa.String(80))
    energy_type: Mapped[str] = mapped_column(sa.String(40))
    method: Mapped[str] = mapped_column(sa.String(200))
    lock_tag: Mapped[str] = mapped_column(sa.String(80))


class PermitIsolationRow(Base):
    """A permit depends on a certificate; one certificate may serve several permits."""

    __tablename__ = "permit_isolations"
    __table_args__ = (sa.UniqueConstraint("permit_id", "certificate_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_id: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id"), index=True)
    certificate_id: Mapped[int] = mapped_column(sa.ForeignKey("isolation_certificates.id"), index=True)
    linked_by: Mapped[str] = mapped_column(sa.String(NAME))
    linked_by_id: Mapped[str | None] = mapped_column(sa.String(PERSON_ID))
    linked_at: Mapped[datetime] = mapped_column(default=utcnow)


class GasReadingRow(Base):
    """One gas reading on a permit's log, with its verdict against the permit's rows; append-only (triggers)."""

    __tablename__ = "gas_readings"
    __table_args__ = (sa.Index("ix_gas_readings_permit_measured", "permit_id", "measured_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_id: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id"))
    instrument_id: Mapped[str] = mapped_column(sa.String(80))
    bump_tested_on: Mapped[date] = mapped_column(sa.Date)
    substance: Mapped[str] = mapped_column(sa.String(40))
    value: Mapped[float] = mapped_column(sa.Float)
    unit: Mapped[str] = mapped_column(sa.String(20))
    measured_at: Mapped[datetime]
    tester: Mapped[str] = mapped_column(sa.String(NAME))
    tester_id: Mapped[str | None] = mapped_column(sa.String(PERSON_ID))
    passed: Mapped[bool] = mapped_column(sa.Boolean)
    limit_text: Mapped[str] = mapped_column(sa.String(200))
    rule_ids: Mapped[list[Any]]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class SimopsConflictRow(Base):
    """Two permits in conflict under one rule; resolved when both permits' issuing authorities acknowledged it."""

    __tablename__ = "simops_conflicts"
    __table_args__ = (sa.UniqueConstraint("permit_a", "permit_b", "rule_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_a: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id"), index=True)
    permit_b: Mapped[str] = mapped_column(sa.ForeignKey("permits.permit_id"), index=True)
    rule_id: Mapped[str] = mapped_column(sa.String(80))
    detail: Mapped[str] = mapped_column(sa.Text)
    detected_at: Mapped[datetime] = mapped_column(default=utcnow)
    ack_a_by: Mapped[str | None] = mapped_column(sa.String(NAME))
    ack_a_by_id: Mapped[str | None] = mapped_column(sa.String(PERSON_ID))
    ack_a_at: Mapped[datetime | None]
    ack_b_by: Mapped[str | None] = mapped_column(sa.String(NAME))
    ack_b_by_id: Mapped[str | None] = mapped_column(sa.String(PERSON_ID))
    ack_b_at: Mapped[datetime | None]
