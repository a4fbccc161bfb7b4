"""The permit database (SQLAlchemy 2 + Alembic) on SQLite or PostgreSQL.

Each name loads its submodule on first use (PEP 562), so importing a record's shape (`mcp_server.db.records`) or
an error (`mcp_server.db.errors`) does not load SQLAlchemy and the tables: the tool server registers its tools and
answers its first requests while the start-up thread loads them (`mcp_server/deps.py`).
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mcp_server.db.database import Database
    from mcp_server.db.errors import (
        MAX_JSON_BYTES,
        IdempotencyConflict,
        InvalidRecord,
        PayloadTooLarge,
        PermitNotFound,
        PersonNotFound,
        RunNotFound,
        StorageError,
    )
    from mcp_server.db.people import DirectoryConflict
    from mcp_server.db.records import (
        AllocatedPermitId,
        AuditEntry,
        PdfRef,
        PermitRecord,
        RecordResult,
        RunRecord,
        RunRecordIn,
        StoredPdf,
        StoredPermit,
        StoredValidation,
        ToolCallRecord,
    )
    from mcp_server.db.workorders import HazardIn

_HOMES = {
    "Database": "database",
    **dict.fromkeys(
        (
            "MAX_JSON_BYTES",
            "IdempotencyConflict",
            "InvalidRecord",
            "PayloadTooLarge",
            "PermitNotFound",
            "PersonNotFound",
            "RunNotFound",
            "StorageError",
        ),
        "errors",
    ),
    "DirectoryConflict": "people",
    **dict.fromkeys(
        (
            "AllocatedPermitId",
            "AuditEntry",
            "PdfRef",
            "PermitRecord",
            "RecordResult",
            "RunRecord",
            "RunRecordIn",
            "StoredPdf",
            "StoredPermit",
            "StoredValidation",
            "ToolCallRecord",
        ),
        "records",
    ),
    "HazardIn": "workorders",
}


def __getattr__(name: str) -> Any:  # noqa: ANN401 - PEP 562: the package's names, loaded on first use
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'mcp_server.db' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"mcp_server.db.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "MAX_JSON_BYTES",
    "AllocatedPermitId",
    "AuditEntry",
    "Database",
    "DirectoryConflict",
    "HazardIn",
    "IdempotencyConflict",
    "InvalidRecord",
    "PayloadTooLarge",
    "PdfRef",
    "PermitNotFound",
    "PermitRecord",
    "PersonNotFound",
    "RecordResult",
    "RunNotFound",
    "RunRecord",
    "RunRecordIn",
    "StorageError",
    "StoredPdf",
    "StoredPermit",
    "StoredValidation",
    "ToolCallRecord",
]
