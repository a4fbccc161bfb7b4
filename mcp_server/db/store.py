"""What every storage mixin of `Database` may rely on, and the helpers they share.

`Database` (database.py) provides the sessions; the mixins (workorders.py, permits.py, pdfs.py, lifecycle.py,
runs.py) each store one kind of record and declare here, once, what they use from it.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from pydantic import BaseModel, ValidationError
from sqlalchemy.engine import Connection
from sqlalchemy.orm import Session

from mcp_server.db.errors import InvalidRecord, PermitNotFound, validation_problems
from mcp_server.db.models import PermitRow


def bound_values(table: Any, columns: tuple[str, ...]) -> dict[str, Any]:  # noqa: ANN401 - a Table
    """Bound parameters named after `columns`, typed as the table's columns: the values of an INSERT built once and run
    with a parameter dict (the permit, validation, PDF and permit-id statements)."""
    return {c: sa.bindparam(c, type_=table.c[c].type) for c in columns}


class Store:
    """Base of the mixins; `Database` provides `read()`, `write()`, `read_connection()`, `write_connection()` and
    `insert()`."""

    if TYPE_CHECKING:

        def read(self) -> contextlib.AbstractContextManager[Session]: ...
        def write(self) -> contextlib.AbstractContextManager[Session]: ...
        def read_connection(self) -> contextlib.AbstractContextManager[Connection]: ...
        def write_connection(self) -> contextlib.AbstractContextManager[Connection]: ...
        def insert(self, table: Any) -> Any: ...

    @staticmethod
    def _require_permit(session: Session, permit_id: str) -> None:
        if session.get(PermitRow, permit_id) is None:
            raise PermitNotFound(permit_id)


def as_utc(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def validated(model: type[BaseModel], value: Any, what: str) -> Any:
    if isinstance(value, model):
        return value
    try:
        return model.model_validate(value.model_dump() if isinstance(value, BaseModel) else value)
    except ValidationError as exc:
        raise InvalidRecord(f"invalid {what}: {validation_problems(exc)}") from None
