"""The people directory: people (NFKC display name, unique confusable skeleton, optional OIDC subject), the roles
they hold per site/area, and their competencies with expiry dates. Lifecycle steps check it before signing.

Revision ID: 0005_people
Revises: 0004_integrity
Create Date: 2026-11-25
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_people"
down_revision: str | Sequence[str] | None = "0004_integrity"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "people",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("display_name", sa.String(120), nullable=False),
        sa.Column("name_skeleton", sa.String(240), nullable=False),
        sa.Column("subject", sa.String(255), nullable=True),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.Column("updated_at", UTC_TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_people")),
        sa.UniqueConstraint("name_skeleton", name=op.f("uq_people_name_skeleton")),
        sa.UniqueConstraint("subject", name=op.f("uq_people_subject")),
    )
    op.create_table(
        "person_roles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("person_id", sa.String(64), nullable=False),
        sa.Column("role", sa.String(120), nullable=False),
        sa.Column("site", sa.String(100), nullable=False),
        sa.Column("area", sa.String(100), nullable=False),
        sa.Column("created_at", UTC_TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["person_id"], ["people.id"], name=op.f("fk_person_roles_person_id_people"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_person_roles")),
        sa.UniqueConstraint("person_id", "role", "site", "area", name=op.f("uq_person_roles_person_id_role_site_area")),
    )
    op.create_index(op.f("ix_person_roles_person_id"), "person_roles", ["person_id"])
    op.create_table(
        "person_competencies",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("person_id", sa.String(64), nullable=False),
        sa.Column("competency", sa.String(120), nullable=False),
        sa.Column("expires_on", sa.Date(), nullable=False),
        sa.Column("updated_at", UTC_TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["person_id"], ["people.id"], name=op.f("fk_person_competencies_person_id_people"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_person_competencies")),
        sa.UniqueConstraint("person_id", "competency", name=op.f("uq_person_competencies_person_id_competency")),
    )
    op.create_index(op.f("ix_person_competencies_person_id"), "person_competencies", ["person_id"])


def downgrade() -> None:
    op.drop_table("person_competencies")
    op.drop_table("person_roles")
    op.drop_table("people")
