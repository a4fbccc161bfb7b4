"""Alembic environment: uses the caller's locked connection (Database.migrate) or, from the CLI, opens one."""

from __future__ import annotations

import logging.config

from alembic import context
from sqlalchemy.engine import Connection

from mcp_server.db import field_models  # noqa: F401  (registers the field-record tables on Base)
from mcp_server.db.models import Base

config = context.config
target_metadata = Base.metadata


def run_with(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_from_cli() -> None:
    from mcp_server.db.database import Database
    from mcp_server.settings import Settings

    if config.config_file_name is not None:
        logging.config.fileConfig(config.config_file_name, disable_existing_loggers=False)
    database = Database(Settings().sqlalchemy_url)
    try:
        with database.migration_connection() as connection:
            run_with(connection)
    finally:
        database.dispose()


if context.is_offline_mode():
    raise SystemExit("offline (--sql) migrations are not supported; run against a database")
connection = config.attributes.get("connection")
if connection is not None:
    run_with(connection)
else:
    run_from_cli()
