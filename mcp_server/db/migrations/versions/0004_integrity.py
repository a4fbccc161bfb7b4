"""Integrity: a hash chain on audit entries and sign-offs, and SQLite triggers that refuse REPLACE over them.

`prev_hash` / `row_hash` on `permit_audit` and `permit_signoffs` chain each permit's rows (see
`mcp_server.db.chain`); rows written before this revision are sealed here, in their order. On SQLite a REPLACE
deletes the conflicting row without firing DELETE triggers unless `recursive_triggers` is on (the engine turns
it on for every connection); the BEFORE INSERT triggers added here refuse such an insert either way.

Revision ID: 0004_integrity
Revises: 0003
Create Date: 2026-11-25
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from mcp_server.db.chain import AUDIT_FIELDS, GENESIS, SIGNOFF_FIELDS, row_digest

revision: str = "0004_integrity"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = {"permit_audit": ("seq", AUDIT_FIELDS), "permit_signoffs": ("id", SIGNOFF_FIELDS)}
SQLITE_NO_REPLACE = {
    "permit_audit": "id = NEW.id OR (permit_id = NEW.permit_id AND seq = NEW.seq)",
    "permit_signoffs": (
        "id = NEW.id OR (permit_id = NEW.permit_id AND content_sha256 = NEW.content_sha256 "
        "AND (rule_id = NEW.rule_id OR person_key = NEW.person_key))"
    ),
}


def _seal_existing(table: str) -> None:
    """Hash the rows already there, per permit in chain order (the append-only triggers are off meanwhile).

    Read through the ORM table so timestamps and JSON come back exactly as the application hashes them."""
    from mcp_server.db.models import PermitAuditRow, PermitSignoffRow

    bind = op.get_bind()
    order, fields = TABLES[table]
    t = (PermitAuditRow if table == "permit_audit" else PermitSignoffRow).__table__
    query = sa.select(t.c.id, *(t.c[name] for name in fields)).order_by(t.c.permit_id, t.c[order])
    last: dict[str, str] = {}
    updates = []
    for row in bind.execute(query).mappings():
        prev = last.get(row["permit_id"], GENESIS)
        digest = row_digest(prev, {name: row[name] for name in fields})
        last[row["permit_id"]] = digest
        updates.append({"row_id": row["id"], "prev": prev, "digest": digest})
    if updates:
        stmt = t.update().where(t.c.id == sa.bindparam("row_id"))
        bind.execute(stmt.values(prev_hash=sa.bindparam("prev"), row_hash=sa.bindparam("digest")), updates)


def upgrade() -> None:
    sqlite = op.get_context().dialect.name == "sqlite"
    for table in TABLES:
        op.add_column(table, sa.Column("prev_hash", sa.String(64)))
        op.add_column(table, sa.Column("row_hash", sa.String(64)))
        if sqlite:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_update")
            _seal_existing(table)
            op.execute(
                f"CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: UPDATE is not allowed'); END"
            )
            op.execute(
                f"CREATE TRIGGER {table}_no_replace BEFORE INSERT ON {table} "
                f"WHEN EXISTS (SELECT 1 FROM {table} WHERE {SQLITE_NO_REPLACE[table]}) "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: REPLACE over an existing row is not allowed'); END"
            )
        else:
            op.execute(f"ALTER TABLE {table} DISABLE TRIGGER {table}_append_only")
            _seal_existing(table)
            op.execute(f"ALTER TABLE {table} ENABLE TRIGGER {table}_append_only")


def downgrade() -> None:
    sqlite = op.get_context().dialect.name == "sqlite"
    for table in TABLES:
        if sqlite:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_replace")
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_update")
        else:
            op.execute(f"ALTER TABLE {table} DISABLE TRIGGER {table}_append_only")
        with op.batch_alter_table(table) as batch:
            batch.drop_column("row_hash")
            batch.drop_column("prev_hash")
        if sqlite:
            op.execute(
                f"CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: UPDATE is not allowed'); END"
            )
        else:
            op.execute(f"ALTER TABLE {table} ENABLE TRIGGER {table}_append_only")
