"""Database fixtures shared by the storage tests: every test gets a fresh, empty database on each backend.

SQLite: a file under the test's data dir (the path `Settings.sqlalchemy_url` derives, so tool servers
started on that data dir share it). PostgreSQL: DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/test,
with a throwaway schema per test selected through `search_path`, dropped afterwards. With CI=true an
unreachable PostgreSQL fails the tests; locally they are skipped with the reason.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import psycopg
import pytest
import sqlalchemy as sa
from psycopg import sql

from mcp_server.db import Database
from mcp_server.settings import Settings

POSTGRES_DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/test"


@dataclass(frozen=True)
class DbTarget:
    """One fresh database: the SQLAlchemy URL, and the env a tool server needs to use it."""

    backend: str
    url: str
    data_dir: Path
    server_env: dict[str, str] = field(default_factory=dict)

    def settings(self) -> Settings:
        return Settings(data_dir=self.data_dir, DATABASE_URL=self.server_env.get("DATABASE_URL", ""))


def postgres_base_url() -> sa.URL:
    raw = os.environ.get("DATABASE_URL") or ""
    if not raw.startswith(("postgres://", "postgresql")):
        raw = POSTGRES_DEFAULT_URL
    url = sa.make_url(raw.replace("postgres://", "postgresql://", 1))
    return url.set(drivername="postgresql+psycopg")


def _libpq_dsn(url: sa.URL) -> str:
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


@cache
def postgres_problem() -> str | None:
    """Why PostgreSQL cannot be used here, or None when it can."""
    url = postgres_base_url()
    try:
        with psycopg.connect(_libpq_dsn(url), connect_timeout=5) as conn:
            conn.execute("SELECT 1")
    except psycopg.Error as exc:
        return f"PostgreSQL at {url.render_as_string(hide_password=True)} unreachable: {exc}".strip()
    return None


def require_postgres() -> None:
    problem = postgres_problem()
    if problem is None:
        return
    if os.environ.get("CI", "").lower() in ("true", "1"):
        pytest.fail(f"{problem} (CI=true: PostgreSQL tests must run)", pytrace=False)
    pytest.skip(problem)


@contextlib.contextmanager
def postgres_schema() -> Iterator[str]:
    """A new empty schema; its name is also the search_path of every connection made for it."""
    require_postgres()
    name = f"pf_test_{uuid.uuid4().hex[:12]}"
    dsn = _libpq_dsn(postgres_base_url())
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE SCHEMA {}").format(sql.Identifier(name)))
    try:
        yield name
    finally:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(name)))


def postgres_url_for(schema: str) -> str:
    url = postgres_base_url().update_query_dict({"options": f"-csearch_path={schema}"})
    return url.render_as_string(hide_password=False)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[DbTarget]:
    """A fresh, unmigrated database on each backend."""
    data_dir = tmp_path / "var"
    data_dir.mkdir()
    if request.param == "sqlite":
        url = Settings(data_dir=data_dir, DATABASE_URL="").sqlalchemy_url
        yield DbTarget("sqlite", url, data_dir, {"DATABASE_URL": ""})
        return
    with postgres_schema() as schema:
        url = postgres_url_for(schema)
        yield DbTarget("postgres", url, data_dir, {"DATABASE_URL": url})


@pytest.fixture
def database(db_target: DbTarget) -> Iterator[Database]:
    """A migrated `Database` on a fresh database of each backend."""
    db = Database(db_target.url)
    db.migrate()
    try:
        yield db
    finally:
        db.dispose()
