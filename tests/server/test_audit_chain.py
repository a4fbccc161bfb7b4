"""Issue 14: the audit trail and sign-offs are tamper-evident, and their rewrites are refused, on both backends.

- Every audit and sign-off row carries a hash chained to the previous row of its permit; `verify_audit`, the
  `permits_audit` tool and `permitflow audit verify` report the first broken link.
- SQLite: `INSERT OR REPLACE` / `REPLACE` over an existing row is refused (triggers, recursive_triggers on).
- PostgreSQL: the application connects as a role that may only INSERT and SELECT the append-only tables; its
  UPDATE, DELETE and TRUNCATE are refused, and it cannot switch the triggers off.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from typing import TYPE_CHECKING

import psycopg
import pytest
import sqlalchemy as sa
from psycopg import sql
from sqlalchemy.exc import DBAPIError

from mcp_server.db import Database
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.db_fixtures import _libpq_dsn, postgres_base_url, postgres_schema, postgres_url_for
from tests.support.lifecycle import PID, SUPERVISOR, move, signed_draft
from tests.support.mcp_harness import ROOT, connect, structured

if TYPE_CHECKING:
    from pathlib import Path

    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]


def issued(db: Database) -> None:
    signed_draft(db)
    move(db, "issued")
    move(db, "active", person=SUPERVISOR, role="Supervisor")


def test_every_row_is_chained_and_verifies(database: Database):
    issued(database)
    with database.read() as session:
        audit = session.execute(sa.text("SELECT prev_hash, row_hash FROM permit_audit ORDER BY seq")).all()
        signoffs = session.execute(sa.text("SELECT prev_hash, row_hash FROM permit_signoffs ORDER BY id")).all()
    assert len(audit) == 5 and len(signoffs) == 2
    for rows in (audit, signoffs):
        assert rows[0][0] == "0" * 64
        assert all(later[0] == earlier[1] for earlier, later in zip(rows, rows[1:], strict=False))
    assert database.verify_audit() == [] and database.verify_audit(PID) == []


def bypass(db: Database, statement: str) -> None:
    """What a database owner can still do: switch the append-only triggers off and rewrite a row."""
    with db.engine.connect() as conn, conn.begin():
        if db.dialect == "postgresql":
            conn.exec_driver_sql("ALTER TABLE permit_audit DISABLE TRIGGER USER")
            conn.exec_driver_sql("ALTER TABLE permit_signoffs DISABLE TRIGGER USER")
            conn.exec_driver_sql(statement)
            conn.exec_driver_sql("ALTER TABLE permit_audit ENABLE TRIGGER USER")
            conn.exec_driver_sql("ALTER TABLE permit_signoffs ENABLE TRIGGER USER")
        else:
            triggers = conn.exec_driver_sql("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all()
            for name, _ in triggers:
                conn.exec_driver_sql(f"DROP TRIGGER {name}")
            conn.exec_driver_sql(statement)
            for _, ddl in triggers:
                conn.exec_driver_sql(ddl)


@pytest.mark.parametrize(
    ("statement", "table", "row"),
    [
        ("UPDATE permit_audit SET person = 'Nobody' WHERE seq = 2", "permit_audit", 2),
        ("DELETE FROM permit_audit WHERE seq = 3", "permit_audit", 4),
        ("UPDATE permit_signoffs SET person = 'Nobody' WHERE role = 'Supervisor'", "permit_signoffs", None),
    ],
)
async def test_a_rewrite_behind_the_triggers_is_detected(db_target: DbTarget, statement: str, table: str, row):
    server = build_server(db_target.settings())
    db = server.deps.db
    issued(db)
    bypass(db, statement)
    [link] = db.verify_audit(PID)
    assert link.table == table and link.permitId == PID
    if row is not None:
        assert link.seq == row
    async with connect(server) as client:
        audit = structured(await client.call_tool("permits_audit", {"permitId": PID}))
    assert audit["chainIntact"] is False and audit["brokenLink"]["table"] == table
    db.dispose()

    env = {**os.environ, "PYTHONPATH": str(ROOT), "PERMITFLOW_DATA_DIR": str(db_target.data_dir)}
    env["DATABASE_URL"] = db_target.server_env.get("DATABASE_URL", "")
    cli = subprocess.run(
        [sys.executable, "-m", "permitflow.cli", "audit", "verify"], env=env, capture_output=True, text=True, timeout=60
    )
    assert cli.returncode == 1, cli.stdout + cli.stderr
    assert PID in cli.stdout and table in cli.stdout


def test_sqlite_refuses_replace_over_audit_and_signoff_rows(db_target: DbTarget):
    if db_target.backend != "sqlite":
        pytest.skip("REPLACE is SQLite's; PostgreSQL's ON CONFLICT DO UPDATE meets the UPDATE trigger")
    db = Database(db_target.url)
    db.migrate()
    issued(db)
    attacks = [
        "INSERT OR REPLACE INTO permit_audit (id, permit_id, seq, at, action, person, role, from_status, to_status,"
        " reason, detail) SELECT id, permit_id, seq, at, action, 'Nobody', role, from_status, to_status, reason,"
        " detail FROM permit_audit WHERE id = 1",
        "REPLACE INTO permit_signoffs (id, permit_id, person, person_key, role, rule_id, content_sha256, signed_at)"
        " SELECT id, permit_id, 'Nobody', 'nobody', role, rule_id, content_sha256, signed_at FROM permit_signoffs"
        " WHERE role = 'Supervisor'",
        "REPLACE INTO permit_audit (permit_id, seq, at, action, person, to_status, detail)"
        " VALUES ('PERM-HW-0001', 1, '2026-01-01', 'request', 'Nobody', 'draft', '{}')",
    ]
    for attack in attacks:
        with pytest.raises(DBAPIError, match="append-only"), db.engine.connect() as conn, conn.begin():
            conn.exec_driver_sql(attack)
    with db.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA recursive_triggers").scalar() == 1
        names = {r[0] for r in conn.exec_driver_sql("SELECT person FROM permit_signoffs")}
    assert "Nobody" not in names and db.verify_audit() == []
    db.dispose()


@contextlib.contextmanager
def app_role_database() -> Iterator[tuple[str, str, str]]:
    """A schema owned by the admin user and a LOGIN role of its own for the application, dropped afterwards.

    Role names are cluster-wide, so each test makes a unique one; the grants are idempotent."""
    with postgres_schema() as schema:
        role = f"pf_app_{uuid.uuid4().hex[:10]}"
        owner_url = postgres_url_for(schema)
        app_url = sa.make_url(owner_url).set(username=role, password=None).render_as_string(hide_password=False)
        try:
            yield owner_url, app_url, role
        finally:
            with psycopg.connect(_libpq_dsn(postgres_base_url()), autocommit=True) as conn:
                conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))
                with contextlib.suppress(psycopg.Error):
                    conn.execute(sql.SQL("DROP OWNED BY {}").format(sql.Identifier(role)))
                    conn.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(role)))


@pytest.mark.postgres
async def test_postgres_app_role_may_only_insert_and_select_the_audit(tmp_path: Path):
    with app_role_database() as (owner_url, app_url, role):
        settings = Settings(data_dir=tmp_path / "var", DATABASE_URL=app_url, database_owner_url=owner_url)
        server = build_server(settings)
        db = server.deps.db  # migrated by the owner, connected as the application role
        with db.read() as session:
            assert session.execute(sa.text("SELECT current_user")).scalar_one() == role
        issued(db)  # the lifecycle works: INSERT and SELECT are all it needs on these tables
        async with connect(server) as client:
            assert structured(await client.call_tool("permits_audit", {"permitId": PID}))["chainIntact"] is True
        refused = [
            "UPDATE permit_audit SET person = 'Nobody'",
            "DELETE FROM permit_signoffs",
            "TRUNCATE permit_audit",
            "ALTER TABLE permit_audit DISABLE TRIGGER USER",
            "DROP TRIGGER permit_audit_append_only ON permit_audit",
            "INSERT INTO permit_audit (permit_id, seq, at, action, person, to_status, detail) VALUES "
            "('PERM-HW-0001', 1, now(), 'request', 'Nobody', 'draft', '{}') "
            "ON CONFLICT (permit_id, seq) DO UPDATE SET person = 'Nobody'",
        ]
        for statement in refused:
            with pytest.raises(DBAPIError), db.engine.connect() as conn, conn.begin():
                conn.exec_driver_sql(statement)
        assert db.verify_audit() == [] and len(db.audit_for(PID)) == 5
        db.dispose()
        again = Settings(data_dir=tmp_path / "var", DATABASE_URL=app_url, database_owner_url=owner_url)
        build_server(again).deps.db.dispose()  # a second start re-grants idempotently


def test_rows_written_before_the_chain_are_sealed_by_the_migration(db_target: DbTarget):
    db = Database(db_target.url)
    db.migrate("0003")
    with db.engine.connect() as conn, conn.begin():
        conn.execute(
            sa.text(
                "INSERT INTO permits (permit_id, type_code, permit_type, status, payload, created_at, updated_at) "
                "VALUES ('PERM-HW-0001', 'HW', 'Hot Work', 'draft', '{}', :t, :t)"
            ),
            {"t": "2026-11-01 10:00:00"},
        )
        for seq in (1, 2):
            conn.execute(
                sa.text(
                    "INSERT INTO permit_audit (permit_id, seq, at, action, person, to_status, detail) "
                    "VALUES ('PERM-HW-0001', :seq, :t, 'request', 'Ann Other', 'draft', '{\"n\": 1}')"
                ),
                {"seq": seq, "t": f"2026-11-01 10:0{seq}:00.123456"},
            )
    db.migrate()
    with db.read() as session:
        hashes = session.execute(sa.text("SELECT prev_hash, row_hash FROM permit_audit ORDER BY seq")).all()
    assert hashes[0][0] == "0" * 64 and hashes[1][0] == hashes[0][1] and all(h[1] for h in hashes)
    assert db.verify_audit() == []
    db.dispose()
