"""Permit ids handed out under an allocation key, so a retried run gets the ids it had, not new ones.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-25
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "permit_id_allocations",
        sa.Column("allocation_key", sa.String(300), nullable=False),
        sa.Column("permit_id", sa.String(40), nullable=False),
        sa.Column("type_code", sa.String(8), nullable=False),
        sa.Column("sequence", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("allocation_key", name=op.f("pk_permit_id_allocations")),
        sa.UniqueConstraint("permit_id", name=op.f("uq_permit_id_allocations_permit_id")),
    )


def downgrade() -> None:
    op.drop_table("permit_id_allocations")
