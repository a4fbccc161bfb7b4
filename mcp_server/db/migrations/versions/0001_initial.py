"""Initial permit database: work orders, hazards, permits, validations, pdfs, runs, run tool calls, id counters.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
UTC_TS = sa.DateTime(timezone=True)


def _id64(name: str, nullable: bool = True) -> sa.Column:
    return sa.Column(name, sa.String(64), nullable=nullable)


def upgrade() -> None:
    op.create_table(
        "work_orders",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("site", sa.String(100)),
        sa.Column("area", sa.String(100)),
        sa.Column("title", sa.String(500)),
        sa.Column("payload", JSON, nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.Column("updated_at", UTC_TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_work_orders")),
    )
    op.create_index(op.f("ix_work_orders_site"), "work_orders", ["site"])

    op.create_table(
        "hazards",
        sa.Column("id", sa.Integer(), nullable=False),
        _id64("work_order_id", nullable=False),
        _id64("run_id"),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("confidence", sa.Double()),
        sa.Column("rationale", sa.Text()),
        sa.Column("suggested_controls", JSON, nullable=False),
        sa.Column("payload", JSON, nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hazards")),
    )
    op.create_index(op.f("ix_hazards_work_order_id"), "hazards", ["work_order_id"])
    op.create_index(op.f("ix_hazards_run_id"), "hazards", ["run_id"])

    op.create_table(
        "permit_counters",
        sa.Column("type_code", sa.String(8), nullable=False),
        sa.Column("last_value", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", UTC_TS, nullable=False),
        sa.PrimaryKeyConstraint("type_code", name=op.f("pk_permit_counters")),
    )

    op.create_table(
        "permits",
        sa.Column("permit_id", sa.String(40), nullable=False),
        sa.Column("type_code", sa.String(8), nullable=False),
        sa.Column("permit_type", sa.String(60), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        _id64("work_order_id"),
        _id64("run_id"),
        sa.Column("site", sa.String(100)),
        sa.Column("area", sa.String(100)),
        sa.Column("valid_from", UTC_TS),
        sa.Column("valid_to", UTC_TS),
        sa.Column("payload", JSON, nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.Column("updated_at", UTC_TS, nullable=False),
        sa.CheckConstraint(
            "valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from", name=op.f("ck_permits_window")
        ),
        sa.PrimaryKeyConstraint("permit_id", name=op.f("pk_permits")),
    )
    op.create_index("ix_permits_site_area_validity", "permits", ["site", "area", "valid_from", "valid_to"])
    op.create_index(op.f("ix_permits_type_code"), "permits", ["type_code"])
    op.create_index(op.f("ix_permits_work_order_id"), "permits", ["work_order_id"])
    op.create_index(op.f("ix_permits_run_id"), "permits", ["run_id"])

    op.create_table(
        "validations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_id", sa.String(40), nullable=False),
        _id64("run_id"),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("ruleset_version", sa.String(40)),
        sa.Column("payload", JSON, nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["permit_id"], ["permits.permit_id"], name=op.f("fk_validations_permit_id_permits"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_validations")),
    )
    op.create_index(op.f("ix_validations_permit_id"), "validations", ["permit_id"])
    op.create_index(op.f("ix_validations_run_id"), "validations", ["run_id"])

    op.create_table(
        "pdfs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_id", sa.String(40), nullable=False),
        sa.Column("url", sa.String(1024), nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("size_bytes", sa.BigInteger(), nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["permit_id"], ["permits.permit_id"], name=op.f("fk_pdfs_permit_id_permits"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pdfs")),
        sa.UniqueConstraint("permit_id", "sha256", name=op.f("uq_pdfs_permit_id_sha256")),
    )
    op.create_index(op.f("ix_pdfs_permit_id"), "pdfs", ["permit_id"])

    op.create_table(
        "runs",
        sa.Column("run_id", sa.String(64), nullable=False),
        sa.Column("idempotency_key", sa.String(200)),
        _id64("work_order_id", nullable=False),
        sa.Column("status", sa.String(32), nullable=False),
        sa.Column("engine", sa.String(64), nullable=False),
        sa.Column("policy_version", sa.String(64)),
        sa.Column("rag_snapshot", sa.String(64)),
        sa.Column("input", JSON, nullable=False),
        sa.Column("output", JSON),
        sa.Column("run_meta", JSON, nullable=False),
        sa.Column("rag_contexts", JSON, nullable=False),
        sa.Column("route", JSON),
        sa.Column("degraded", JSON, nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.Column("updated_at", UTC_TS, nullable=False),
        sa.PrimaryKeyConstraint("run_id", name=op.f("pk_runs")),
        sa.UniqueConstraint("idempotency_key", name=op.f("uq_runs_idempotency_key")),
    )
    op.create_index(op.f("ix_runs_work_order_id"), "runs", ["work_order_id"])
    op.create_index(op.f("ix_runs_created_at"), "runs", ["created_at"])

    op.create_table(
        "run_tool_calls",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("tool", sa.String(128), nullable=False),
        sa.Column("arguments", JSON, nullable=False),
        sa.Column("result_summary", JSON),
        sa.Column("duration_ms", sa.Double()),
        sa.Column("error", sa.Text()),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.run_id"], name=op.f("fk_run_tool_calls_run_id_runs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_run_tool_calls")),
        sa.UniqueConstraint("run_id", "seq", name=op.f("uq_run_tool_calls_run_id_seq")),
    )
    op.create_index(op.f("ix_run_tool_calls_run_id"), "run_tool_calls", ["run_id"])


def downgrade() -> None:
    for table in ("run_tool_calls", "runs", "pdfs", "validations", "permits", "permit_counters", "hazards"):
        op.drop_table(table)
    op.drop_table("work_orders")
