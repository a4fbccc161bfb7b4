"""The permit database: engine set-up, locked migrations and write transactions, on SQLite or PostgreSQL.

SQLite runs in WAL mode with a busy timeout and foreign keys on; its write transactions start with
BEGIN IMMEDIATE so concurrent writers (threads or processes) queue instead of failing mid-transaction.
PostgreSQL serialises migrations with a transaction-scoped advisory lock.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import sqlalchemy as sa
import tenacity
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from mcp_server.db.errors import IdempotencyConflict, StorageError
from mcp_server.db.field import FieldStore
from mcp_server.db.lifecycle import LifecycleStore
from mcp_server.db.models import PermitCounterRow, PermitIdAllocationRow, utcnow
from mcp_server.db.pdfs import PdfStore
from mcp_server.db.people import PeopleStore
from mcp_server.db.permits import PermitStore
from mcp_server.db.records import AllocatedPermitId
from mcp_server.db.runs import RunStore
from mcp_server.db.store import bound_values
from mcp_server.db.workorders import WorkOrderStore
from mcp_server.permits.types import PermitType, resolve_permit_type

if TYPE_CHECKING:
    from alembic.config import Config

# Alembic is imported where the schema is migrated or its revision read, not at import: the tool server migrates
# once, in its start-up thread after it answers (cold start, see BENCHMARKS.md issue 16).

DB_DIR = Path(__file__).resolve().parent
MIGRATIONS_DIR = DB_DIR / "migrations"
ALEMBIC_INI = DB_DIR / "alembic.ini"
SQLITE_BUSY_TIMEOUT_S = 30
PG_CONNECT_TIMEOUT_S = 5
PG_SESSION_OPTIONS = "-c lock_timeout=10000 -c statement_timeout=60000"
"""A PostgreSQL that does not answer, or a lock nobody releases, makes a tool fail with ERR_STORE_UNAVAILABLE in
seconds instead of hanging it: 5 s to connect, 10 s waiting for a lock, 60 s for any one statement."""
MIGRATION_LOCK_KEY = 0x5045524D4954  # "PERMIT": one advisory lock for every PermitFlow process on a database


_STATEMENTS: dict[tuple[str, str], Any] = {}
"""Statements with bound parameters, built once per dialect: for a permit id, building the statement per call (ORM
values, coercions, its cache key, an ORM flush) cost more CPU than running it (BENCHMARKS.md, issue 16 round 4)."""


def _counter_bump(dialect: str, insert: Any) -> Any:  # noqa: ANN401 - the dialect's insert() and its statement
    """The type's counter: a new row at 1, or the row's last value + 1 (one atomic upsert), returning the value.
    Parameters: type_code, updated_at."""
    key = (dialect, "counter")
    if key not in _STATEMENTS:
        table = PermitCounterRow.__table__
        stmt = insert(table).values(
            type_code=sa.bindparam("type_code", type_=table.c.type_code.type),
            last_value=1,
            updated_at=sa.bindparam("updated_at", type_=table.c.updated_at.type),
        )
        _STATEMENTS[key] = stmt.on_conflict_do_update(
            index_elements=[table.c.type_code],
            set_={"last_value": table.c.last_value + 1, "updated_at": stmt.excluded.updated_at},
        ).returning(table.c.last_value)
    return _STATEMENTS[key]


def _allocation_lookup() -> Any:  # noqa: ANN401 - a select
    """The id already held by an allocation key (parameter: allocation_key)."""
    key = ("any", "allocation lookup")
    if key not in _STATEMENTS:
        table = PermitIdAllocationRow.__table__
        _STATEMENTS[key] = sa.select(table.c.permit_id, table.c.type_code, table.c.sequence).where(
            table.c.allocation_key == sa.bindparam("allocation_key", type_=table.c.allocation_key.type)
        )
    return _STATEMENTS[key]


def _allocation_insert() -> Any:  # noqa: ANN401 - an insert
    """An allocation key's row (parameters: allocation_key, permit_id, type_code, sequence; created_at is its
    column default). A second first call with the key fails on its primary key, as the ORM insert did."""
    key = ("any", "allocation insert")
    if key not in _STATEMENTS:
        table = PermitIdAllocationRow.__table__
        columns = ("allocation_key", "permit_id", "type_code", "sequence")
        _STATEMENTS[key] = sa.insert(table).values(bound_values(table, columns))
    return _STATEMENTS[key]


class _DriverStatement:
    """A statement built once, compiled once for a dialect and run on the driver's own cursor: its SQL, its
    parameters in the driver's style (positional for SQLite, named for psycopg), literal values included, each value
    converted by its column type's bind processor as SQLAlchemy would."""

    def __init__(self, stmt: Any, dialect: Any) -> None:  # noqa: ANN401 - a statement and a dialect
        compiled = stmt.compile(dialect=dialect)
        self.sql = str(compiled)
        self._compiled = compiled
        self._order = compiled.positiontup if dialect.positional else None
        self._processors = {
            name: processor
            for name, bind in compiled.binds.items()
            if (processor := bind.type.bind_processor(dialect)) is not None
        }

    def params(self, values: dict[str, Any]) -> Any:  # noqa: ANN401 - a tuple or a dict, as the driver takes them
        full = self._compiled.construct_params(values)
        for name, processor in self._processors.items():
            full[name] = processor(full[name])
        return full if self._order is None else tuple(full[name] for name in self._order)


def _driver_statement(dialect: Any, name: str, build: Callable[[], Any]) -> _DriverStatement:  # noqa: ANN401
    key = (dialect.name, f"driver {name}")
    if key not in _STATEMENTS:
        _STATEMENTS[key] = _DriverStatement(build(), dialect)
    return _STATEMENTS[key]


class _Allocation(NamedTuple):
    permit_id: str
    type_code: str
    sequence: int


def _reused(found: Any, resolved: PermitType) -> AllocatedPermitId:  # noqa: ANN401 - an allocation row
    if found.type_code != resolved.code:
        raise IdempotencyConflict(
            f"allocation key already holds {found.permit_id}, a {found.type_code} permit id, not a {resolved.code} one"
        )
    return AllocatedPermitId(
        permitId=found.permit_id, permitType=resolved.value, code=resolved.code, sequence=found.sequence, reused=True
    )


def alembic_config(connection: Connection | None = None) -> Config:
    """Alembic's config without relying on the working directory (the ini is used only for the CLI)."""
    from alembic.config import Config

    config = Config(str(ALEMBIC_INI))
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def _sqlite_engine(url: sa.URL) -> Engine:
    database = url.database or ""
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = sa.create_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_S})

    @sa.event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take transaction control from the sqlite3 module so BEGIN is ours to choose (see _on_begin).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_S * 1000}")
        cursor.execute("PRAGMA foreign_keys = ON")
        # A REPLACE deletes the row it conflicts with; only with recursive triggers does that delete fire the
        # append-only tables' DELETE triggers (the BEFORE INSERT triggers of revision 0004 refuse it as well).
        cursor.execute("PRAGMA recursive_triggers = ON")
        if database and database != ":memory:":
            _enable_wal(cursor)
            cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    @sa.event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        mode = connection.get_execution_options().get("sqlite_begin", "DEFERRED")
        connection.exec_driver_sql(f"BEGIN {mode}")

    return engine


def _pg_connect_args(url: sa.URL) -> dict[str, Any]:
    """The timeouts, added to any `options` the URL already carries (a search_path, say) rather than replacing them."""
    given = url.query.get("options") or ""
    given = " ".join(given) if isinstance(given, tuple) else given
    return {"connect_timeout": PG_CONNECT_TIMEOUT_S, "options": f"{given} {PG_SESSION_OPTIONS}".strip()}


@tenacity.retry(
    retry=tenacity.retry_if_exception_type(sqlite3.OperationalError),
    wait=tenacity.wait_random(0.01, 0.1),
    stop=tenacity.stop_after_delay(SQLITE_BUSY_TIMEOUT_S),
    reraise=True,
)
def _enable_wal(cursor: Any) -> None:
    """WAL is a property of the file: set it once. Switching modes does not wait on the busy handler,
    so processes opening a brand-new database together retry instead of failing."""
    if cursor.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
        cursor.execute("PRAGMA journal_mode = WAL")


APPEND_ONLY_TABLES = ("permit_audit", "permit_signoffs")


def grant_app_role(connection: Connection, role: str) -> None:
    """Idempotent, safe when several processes (or tests on other schemas) do it at once: roles are cluster-wide."""
    quoted = connection.dialect.identifier_preparer.quote(role)
    connection.exec_driver_sql(
        f"DO $$ BEGIN CREATE ROLE {quoted} LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$"
    )
    schema = connection.execute(sa.text("SELECT current_schema()")).scalar_one()
    owner = connection.dialect.identifier_preparer.quote(schema)
    connection.exec_driver_sql(f"GRANT USAGE ON SCHEMA {owner} TO {quoted}")
    connection.exec_driver_sql(f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {owner} TO {quoted}")
    connection.exec_driver_sql(f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {owner} TO {quoted}")
    for table in APPEND_ONLY_TABLES:
        connection.exec_driver_sql(
            f"REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON {owner}.{table} FROM {quoted}"
        )
    connection.exec_driver_sql(f"REVOKE UPDATE, DELETE, TRUNCATE ON {owner}.alembic_version FROM {quoted}")


class Database(WorkOrderStore, PermitStore, PdfStore, LifecycleStore, FieldStore, RunStore, PeopleStore):
    """One engine per process; reads and writes go through short sessions from `read()` / `write()`."""

    def __init__(self, url: str | sa.URL) -> None:
        self.url = make_url(url)
        self.dialect = self.url.get_backend_name()
        if self.dialect == "sqlite":
            self.engine = _sqlite_engine(self.url)
            self._write_engine = self.engine.execution_options(sqlite_begin="IMMEDIATE")
        elif self.dialect == "postgresql":
            self.engine = sa.create_engine(
                self.url, pool_pre_ping=True, pool_size=5, max_overflow=10, connect_args=_pg_connect_args(self.url)
            )
            self._write_engine = self.engine
        else:
            raise ValueError(f"unsupported database {self.dialect!r}: use sqlite:/// or postgresql://")
        self._read_sessions = sessionmaker(self.engine, expire_on_commit=False)
        self._write_sessions = sessionmaker(self._write_engine, expire_on_commit=False)

    def __repr__(self) -> str:
        return f"Database({self.url.render_as_string(hide_password=True)!r})"

    @contextlib.contextmanager
    def read(self) -> Iterator[Session]:
        with self._read_sessions() as session, session.begin():
            yield session

    @contextlib.contextmanager
    def write(self) -> Iterator[Session]:
        """A transaction that commits on success and rolls back entirely on any error."""
        with self._write_sessions() as session, session.begin():
            yield session

    @contextlib.contextmanager
    def read_connection(self) -> Iterator[Connection]:
        """`read()` without the ORM: the same transaction on a bare connection, for one prebuilt statement whose
        rows are used as they come (a status, the latest PDF row); cheaper than an ORM session around it."""
        with self.engine.connect() as connection, connection.begin():
            yield connection

    @contextlib.contextmanager
    def write_connection(self) -> Iterator[Connection]:
        """`write()` without the ORM: the same transaction (BEGIN IMMEDIATE on SQLite, commit on success, rollback on
        any error) on a bare connection, for statements that need no mapped objects (the permit-id counter). An ORM
        session around one statement cost about as much again as the statement."""
        with self._write_engine.begin() as connection:
            yield connection

    @contextlib.contextmanager
    def driver_write(self) -> Iterator[Any]:
        """`write_connection()` on the driver's own connection and cursor, for a few prebuilt statements run very
        often (a permit id): the same transaction (BEGIN IMMEDIATE on SQLite; commit on success, rollback on any
        error), the same pooled connection, and the driver's errors raised as SQLAlchemy's (IntegrityError,
        OperationalError ...), a lost connection dropped from the pool, as SQLAlchemy does. SQLAlchemy's
        Connection around one statement cost several times the statement (BENCHMARKS.md, issue 16 round 6)."""
        engine = self._write_engine
        dialect = engine.dialect
        connection = engine.raw_connection()
        try:
            cursor = connection.cursor()
            try:
                if self.dialect == "sqlite":
                    cursor.execute("BEGIN IMMEDIATE")
                yield cursor
                connection.commit()
            except dialect.loaded_dbapi.Error as exc:
                lost = dialect.is_disconnect(exc, connection.dbapi_connection, cursor)
                with contextlib.suppress(Exception):
                    connection.rollback()
                if lost:
                    connection.invalidate(exc)
                raise DBAPIError.instance(
                    None, None, exc, dialect.loaded_dbapi.Error, connection_invalidated=lost, dialect=dialect
                ) from exc
            except BaseException:
                with contextlib.suppress(Exception):
                    connection.rollback()
                raise
            finally:
                with contextlib.suppress(Exception):
                    cursor.close()
        finally:
            connection.close()

    def insert(self, table: Any) -> Any:
        """The dialect's INSERT, which supports ON CONFLICT ... DO UPDATE and RETURNING."""
        return postgresql.insert(table) if self.dialect == "postgresql" else sqlite.insert(table)

    @contextlib.contextmanager
    def migration_connection(self) -> Iterator[Connection]:
        """A connection inside a transaction that no other process can be migrating at the same time."""
        engine = self._write_engine
        with engine.connect() as connection, connection.begin():
            if self.dialect == "postgresql":
                connection.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
            yield connection

    def migrate(self, revision: str = "head", *, app_role: str | None = None) -> None:
        """`alembic upgrade head`, serialised across processes; a no-op when already there.

        PostgreSQL with `app_role`: this connection's user owns the tables, and `app_role` (created LOGIN if it
        does not exist) gets what the application needs and no more: INSERT and SELECT on the append-only tables,
        read/write on the rest, never ownership (so it can neither drop nor disable the triggers)."""
        from alembic import command

        with self.migration_connection() as connection:
            command.upgrade(alembic_config(connection), revision)
            if app_role and self.dialect == "postgresql":
                grant_app_role(connection, app_role)

    def current_revision(self) -> str | None:
        from alembic.runtime.migration import MigrationContext

        with self.engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()

    @staticmethod
    def head_revision() -> str | None:
        from alembic.script import ScriptDirectory

        return ScriptDirectory.from_config(alembic_config()).get_current_head()

    def allocate_permit_id(self, permit_type: str, allocation_key: str | None = None) -> AllocatedPermitId:
        """Next `PERM-<CODE>-NNNN` for the type: one atomic counter bump, unique across processes.

        With `allocation_key` the id is remembered under the key in the same transaction: the same key asks
        again and gets the same id back (`reused=True`), and no number is consumed. Two concurrent first calls
        with one key race on the key's primary key; the loser's transaction, counter bump included, rolls back
        and it reads the winner's id, so the counter has no gap either."""
        resolved = resolve_permit_type(permit_type)
        if allocation_key is None:
            with self.driver_write() as cursor:
                return self._next_permit_id(cursor, resolved)
        dialect = self._write_engine.dialect
        lookup = _driver_statement(dialect, "allocation lookup", _allocation_lookup)
        remember = _driver_statement(dialect, "allocation insert", _allocation_insert)
        for _ in range(3):
            try:
                with self.driver_write() as cursor:
                    cursor.execute(lookup.sql, lookup.params({"allocation_key": allocation_key}))
                    found = cursor.fetchone()
                    if found is not None:
                        return _reused(_Allocation(*found), resolved)
                    allocated = self._next_permit_id(cursor, resolved)
                    values = {
                        "allocation_key": allocation_key,
                        "permit_id": allocated.permitId,
                        "type_code": resolved.code,
                        "sequence": allocated.sequence,
                        "created_at": utcnow(),
                    }
                    cursor.execute(remember.sql, remember.params(values))
                    return allocated
            except IntegrityError:
                continue
        raise StorageError(f"allocation key {allocation_key!r} could not be settled; try again")

    def _next_permit_id(self, cursor: Any, resolved: PermitType) -> AllocatedPermitId:  # noqa: ANN401 - a cursor
        dialect = self._write_engine.dialect
        bump = _driver_statement(dialect, "counter", lambda: _counter_bump(self.dialect, self.insert))
        cursor.execute(bump.sql, bump.params({"type_code": resolved.code, "updated_at": utcnow()}))
        sequence = int(cursor.fetchone()[0])
        return AllocatedPermitId(
            permitId=f"PERM-{resolved.code}-{sequence:04d}",
            permitType=resolved.value,
            code=resolved.code,
            sequence=sequence,
        )

    def dispose(self) -> None:
        self.engine.dispose()
