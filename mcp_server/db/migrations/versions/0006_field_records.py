"""Field records: isolation certificates, points and permit links, the append-only gas log, SIMOPS conflicts.

People are stored by people-directory id (`*_by_id`, `tester_id`; the directory is 0005_people) next to
the display name they had when they acted, so the printed record still reads right after a rename.
`gas_readings` gets the same append-only triggers as the audit trail (the PostgreSQL function comes from
0002): a logged reading cannot be rewritten.

Revision ID: 0006_field_records
Revises: 0005_people
Create Date: 2026-11-25
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0006_field_records"
down_revision: str | Sequence[str] | None = "0005_people"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
TS = sa.DateTime(timezone=True)
NAME, PERSON_ID = 120, 64


def _person(prefix: str, *, nullable: bool = True) -> list[sa.Column]:
    return [
        sa.Column(prefix, sa.String(NAME), nullable=nullable),
        sa.Column(f"{prefix}_id", sa.String(PERSON_ID)),
    ]


def _append_only(table: str) -> None:
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
    op.create_table(
        "isolation_certificates",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site", sa.String(100)),
        sa.Column("area", sa.String(100)),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        *_person("isolated_by", nullable=False),
        sa.Column("isolated_at", TS, nullable=False),
        *_person("verified_by"),
        sa.Column("verified_at", TS),
        sa.Column("verify_method", sa.String(40)),
        sa.Column("verify_detail", sa.Text()),
        *_person("deisolated_by"),
        sa.Column("deisolated_at", TS),
        sa.Column("deisolate_reason", sa.Text()),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("updated_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_isolation_certificates")),
    )
    op.create_table(
        "isolation_points",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("certificate_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("equipment_tag", sa.String(80), nullable=False),
        sa.Column("energy_type", sa.String(40), nullable=False),
        sa.Column("method", sa.String(200), nullable=False),
        sa.Column("lock_tag", sa.String(80), nullable=False),
        sa.ForeignKeyConstraint(
            ["certificate_id"],
            ["isolation_certificates.id"],
            ondelete="CASCADE",
            name=op.f("fk_isolation_points_certificate_id_isolation_certificates"),
        ),  # fmt: skip
        sa.PrimaryKeyConstraint("id", name=op.f("pk_isolation_points")),
        sa.UniqueConstraint("certificate_id", "seq", name=op.f("uq_isolation_points_certificate_id_seq")),
    )
    op.create_index(op.f("ix_isolation_points_certificate_id"), "isolation_points", ["certificate_id"])
    op.create_table(
        "permit_isolations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_id", sa.String(40), nullable=False),
        sa.Column("certificate_id", sa.Integer(), nullable=False),
        *_person("linked_by", nullable=False),
        sa.Column("linked_at", TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["permit_id"], ["permits.permit_id"], name=op.f("fk_permit_isolations_permit_id_permits")
        ),
        sa.ForeignKeyConstraint(
            ["certificate_id"],
            ["isolation_certificates.id"],
            name=op.f("fk_permit_isolations_certificate_id_isolation_certificates"),
        ),  # fmt: skip
        sa.PrimaryKeyConstraint("id", name=op.f("pk_permit_isolations")),
        sa.UniqueConstraint("permit_id", "certificate_id", name=op.f("uq_permit_isolations_permit_id_certificate_id")),
    )
    op.create_index(op.f("ix_permit_isolations_permit_id"), "permit_isolations", ["permit_id"])
    op.create_index(op.f("ix_permit_isolations_certificate_id"), "permit_isolations", ["certificate_id"])
    op.create_table(
        "gas_readings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_id", sa.String(40), nullable=False),
        sa.Column("instrument_id", sa.String(80), nullable=False),
        sa.Column("bump_tested_on", sa.Date(), nullable=False),
        sa.Column("substance", sa.String(40), nullable=False),
        sa.Column("value", sa.Float(), nullable=False),
        sa.Column("unit", sa.String(20), nullable=False),
        sa.Column("measured_at", TS, nullable=False),
        *_person("tester", nullable=False),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("limit_text", sa.String(200), nullable=False),
        sa.Column("rule_ids", JSON, nullable=False),
        sa.Column("created_at", TS, nullable=False),
        sa.ForeignKeyConstraint(["permit_id"], ["permits.permit_id"], name=op.f("fk_gas_readings_permit_id_permits")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_gas_readings")),
    )
    op.create_index("ix_gas_readings_permit_measured", "gas_readings", ["permit_id", "measured_at"])
    _append_only("gas_readings")
    op.create_table(
        "simops_conflicts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_a", sa.String(40), nullable=False),
        sa.Column("permit_b", sa.String(40), nullable=False),
        sa.Column("rule_id", sa.String(80), nullable=False),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.Column("detected_at", TS, nullable=False),
        *_person("ack_a_by"),
        sa.Column("ack_a_at", TS),
        *_person("ack_b_by"),
        sa.Column("ack_b_at", TS),
        sa.ForeignKeyConstraint(["permit_a"], ["permits.permit_id"], name=op.f("fk_simops_conflicts_permit_a_permits")),
        sa.ForeignKeyConstraint(["permit_b"], ["permits.permit_id"], name=op.f("fk_simops_conflicts_permit_b_permits")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_simops_conflicts")),
        sa.UniqueConstraint(
            "permit_a", "permit_b", "rule_id", name=op.f("uq_simops_conflicts_permit_a_permit_b_rule_id")
        ),
    )
    op.create_index(op.f("ix_simops_conflicts_permit_a"), "simops_conflicts", ["permit_a"])
    op.create_index(op.f("ix_simops_conflicts_permit_b"), "simops_conflicts", ["permit_b"])


def downgrade() -> None:
    for table in (
        "simops_conflicts",
        "gas_readings",
        "permit_isolations",
        "isolation_points",
        "isolation_certificates",
    ):
        op.drop_table(table)
