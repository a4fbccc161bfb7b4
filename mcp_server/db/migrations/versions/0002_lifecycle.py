"""Permit lifecycle: requester and re-issue link on permits, append-only sign-offs and audit trail.

Triggers on both backends refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL) of `permit_signoffs` and
`permit_audit`, so the record of who signed and who moved a permit cannot be rewritten, even by hand.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
UTC_TS = sa.DateTime(timezone=True)
APPEND_ONLY = ("permit_signoffs", "permit_audit")
PG_FUNCTION = """
CREATE OR REPLACE FUNCTION permitflow_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$
"""


def _create_append_only_triggers(table: str) -> None:
    if op.get_context().dialect.name == "postgresql":
        op.execute(
            f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION permitflow_append_only()"
        )
        op.execute(
            f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
            "FOR EACH STATEMENT EXECUTE FUNCTION permitflow_append_only()"
        )
        return
    for verb in ("UPDATE", "DELETE"):
        op.execute(
            f"CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table} "
            f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: {verb} is not allowed'); END"
        )


def upgrade() -> None:
    op.add_column("permits", sa.Column("requested_by", sa.String(120)))
    op.add_column("permits", sa.Column("requested_at", UTC_TS))
    op.add_column("permits", sa.Column("reissue_of", sa.String(40)))
    op.create_index(op.f("ix_permits_reissue_of"), "permits", ["reissue_of"])

    op.create_table(
        "permit_signoffs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_id", sa.String(40), nullable=False),
        sa.Column("person", sa.String(120), nullable=False),
        sa.Column("person_key", sa.String(120), nullable=False),
        sa.Column("role", sa.String(120), nullable=False),
        sa.Column("rule_id", sa.String(80), nullable=False),
        sa.Column("content_sha256", sa.String(64), nullable=False),
        sa.Column("signed_at", UTC_TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["permit_id"], ["permits.permit_id"], name=op.f("fk_permit_signoffs_permit_id_permits")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_permit_signoffs")),
        sa.UniqueConstraint(
            "permit_id", "content_sha256", "rule_id", name=op.f("uq_permit_signoffs_permit_id_content_sha256_rule_id")
        ),
        sa.UniqueConstraint(
            "permit_id",
            "content_sha256",
            "person_key",
            name=op.f("uq_permit_signoffs_permit_id_content_sha256_person_key"),
        ),
    )
    op.create_index(op.f("ix_permit_signoffs_permit_id"), "permit_signoffs", ["permit_id"])

    op.create_table(
        "permit_audit",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_id", sa.String(40), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("at", UTC_TS, nullable=False),
        sa.Column("action", sa.String(20), nullable=False),
        sa.Column("person", sa.String(120), nullable=False),
        sa.Column("role", sa.String(120)),
        sa.Column("from_status", sa.String(20)),
        sa.Column("to_status", sa.String(20), nullable=False),
        sa.Column("reason", sa.Text()),
        sa.Column("detail", JSON, nullable=False),
        sa.ForeignKeyConstraint(["permit_id"], ["permits.permit_id"], name=op.f("fk_permit_audit_permit_id_permits")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_permit_audit")),
        sa.UniqueConstraint("permit_id", "seq", name=op.f("uq_permit_audit_permit_id_seq")),
    )
    op.create_index(op.f("ix_permit_audit_permit_id"), "permit_audit", ["permit_id"])

    if op.get_context().dialect.name == "postgresql":
        op.execute(PG_FUNCTION)
    for table in APPEND_ONLY:
        _create_append_only_triggers(table)


def downgrade() -> None:
    for table in APPEND_ONLY:
        op.drop_table(table)
    if op.get_context().dialect.name == "postgresql":
        op.execute("DROP FUNCTION IF EXISTS permitflow_append_only()")
    op.drop_index(op.f("ix_permits_reissue_of"), table_name="permits")
    for column in ("reissue_of", "requested_at", "requested_by"):
        op.drop_column("permits", column)
